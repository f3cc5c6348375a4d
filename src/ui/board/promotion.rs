//! Asks which piece a pawn becomes: always all four, never an automatic queen.

use leptos::prelude::*;

use crate::ui::dialog::Dialog;
use crate::ui::shared::glyph;
use crate::ui::state::{BoardState, Preferences, colour_code};
use peoncito_core::game::PROMOTION_ROLES;
use peoncito_core::i18n::Text;

#[component]
pub fn PromotionPicker() -> impl IntoView {
    let state = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    // The pawn being promoted, while the player chooses: the picker is drawn
    // again only when that changes (a `Memo` of a square, like the board's).
    let pawn = Memo::new(move |_| {
        state
            .table
            .with(|t| t.promotion().and_then(|ms| ms.first()?.from()))
    });
    move || {
        pawn.get()?;
        let (roles, colour) = state.table.with_untracked(|t| {
            let choices = t.promotion().unwrap_or_default();
            let roles: Vec<_> = PROMOTION_ROLES
                .into_iter()
                .filter(|role| choices.iter().any(|m| m.promotion() == Some(*role)))
                .collect();
            (roles, t.game().turn())
        });
        let buttons = roles
            .into_iter()
            .map(|role| {
                view! {
                    <button
                        class="promote"
                        data-promote=role.char().to_string()
                        on:click=move |_| state.promote(role)
                    >
                        <span class=format!("piece {}", colour_code(colour)) aria-hidden="true">
                            {glyph(role)}
                        </span>
                        <span class="promote-name">{prefs.say(Text::PieceName(role))}</span>
                    </button>
                }
            })
            .collect_view();
        let close = Callback::new(move |()| state.table.update(|t| t.cancel_promotion()));
        Some(view! {
            <Dialog title=Text::ChoosePromotion title_id="promotion-title" on_close=close>
                <div class="promote-row">{buttons}</div>
                <button class="secondary" data-action="cancel-promotion" on:click=move |_| close.run(())>
                    {prefs.say(Text::Cancel)}
                </button>
            </Dialog>
        })
    }
}
