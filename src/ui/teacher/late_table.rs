//! The school regulation's late table: how much time a game that joins the
//! clocks late should get.

use leptos::prelude::*;

use super::typed;
use crate::ui::state::Preferences;
use peoncito_core::clock::late_table;
use peoncito_core::i18n::Text;

#[component]
pub fn LateTable() -> impl IntoView {
    let prefs = expect_context::<Preferences>();
    let base = RwSignal::new(15u32);
    let moves = RwSignal::new(30u32);
    let basis = RwSignal::new(40u32);
    view! {
        <fieldset>
            <legend>{prefs.say(Text::LateTableTitle)}</legend>
            <label class="row">
                {prefs.say(Text::BaseMinutes)}
                <input type="number" min="1" max="180" data-late="base" prop:value=move || base.get().to_string()
                    on:input=move |ev| base.set(typed(&ev).parse().unwrap_or(0).min(600)) />
            </label>
            <label class="row">
                {prefs.say(Text::MovesPlayed)}
                <input type="number" min="0" max="200" data-late="moves" prop:value=move || moves.get().to_string()
                    on:input=move |ev| moves.set(typed(&ev).parse().unwrap_or(0).min(1000)) />
            </label>
            <label class="row">
                {prefs.say(Text::BasisMoves)}
                <input type="number" min="1" max="200" data-late="basis" prop:value=move || basis.get().to_string()
                    on:input=move |ev| basis.set(typed(&ev).parse().unwrap_or(40).clamp(1, 200)) />
            </label>
            <p data-late="result">
                {move || prefs.t(&Text::LateTableResult(late_table(base.get(), moves.get(), basis.get())))}
            </p>
        </fieldset>
    }
}
