//! The PIN gate: a new PIN chosen twice, or the PIN typed to open the panel.

use leptos::ev;
use leptos::prelude::*;

use super::{save, typed};
use crate::i18n::Text;
use crate::settings::{PinError, PinHash};
use crate::ui::browser;
use crate::ui::state::AppState;

#[component]
pub fn PinGate(on_open: Callback<()>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let pin = RwSignal::new(String::new());
    let again = RwSignal::new(String::new());
    let error = RwSignal::new(None::<PinError>);
    let has_pin = move || state.settings.with(|s| s.pin.is_some());
    let submit = move || {
        let mut settings = state.settings.get_untracked();
        let result = match &settings.pin {
            Some(hash) => hash.check(&pin.get_untracked()),
            None => PinHash::new(
                &pin.get_untracked(),
                &again.get_untracked(),
                &browser::random_salt(),
            )
            .map(|hash| {
                settings.pin = Some(hash);
                save(state, settings);
            }),
        };
        pin.set(String::new());
        again.set(String::new());
        error.set(result.err());
        if result.is_ok() {
            on_open.run(());
        }
    };
    view! {
        <form class="pin" on:submit=move |ev: ev::SubmitEvent| {
            ev.prevent_default();
            submit();
        }>
            <label>
                {move || state.t(&if has_pin() { Text::EnterPin } else { Text::ChoosePin })}
                {pin_input("pin", pin)}
            </label>
            <Show when=move || !has_pin()>
                <label>
                    {state.say(Text::RepeatPin)}
                    {pin_input("again", again)}
                </label>
            </Show>
            {move || error.get().map(|e| view! {
                <p class="pin-error" role="alert" data-pin-error="">{state.say(Text::Pin(e))}</p>
            })}
            <button type="submit" class="primary" data-action=move || if has_pin() { "unlock" } else { "set-pin" }>
                {move || state.t(&if has_pin() { Text::Unlock } else { Text::SetPin })}
            </button>
        </form>
    }
}

/// Four digits, hidden as they are typed; `code` is its `data-pin`.
fn pin_input(code: &'static str, value: RwSignal<String>) -> impl IntoView {
    view! {
        <input
            type="password"
            inputmode="numeric"
            autocomplete="off"
            maxlength="4"
            data-pin=code
            prop:value=move || value.get()
            on:input=move |ev| value.set(typed(&ev))
        />
    }
}
