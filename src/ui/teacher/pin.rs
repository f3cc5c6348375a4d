//! The PIN gate: a new PIN chosen twice (with a recovery code to write
//! down), or the PIN typed to open the panel, with a growing wait after
//! wrong tries; a forgotten PIN is replaced with the recovery code.

use leptos::ev;
use leptos::prelude::*;

use super::{guarded, latest, save, typed};
use crate::i18n::Text;
use crate::settings::{PinError, PinHash, RecoveryCode};
use crate::ui::browser;
use crate::ui::state::AppState;

#[component]
pub fn PinGate(on_open: Callback<()>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let pin = RwSignal::new(String::new());
    let again = RwSignal::new(String::new());
    let code = RwSignal::new(String::new());
    let error = RwSignal::new(None::<PinError>);
    // The recovery code of a PIN just chosen, shown once.
    let new_code = RwSignal::new(None::<RecoveryCode>);
    let recovering = RwSignal::new(false);
    let has_pin = move || state.settings.with(|s| s.pin.is_some());
    let submit = move || {
        // Another tab may have chosen the PIN since this one opened.
        let mut settings = latest(state);
        let chosen_here = settings.pin.is_none();
        let result = match settings.pin {
            Some(_) => settings.try_pin(&pin.get_untracked(), browser::now_ms()),
            None => PinHash::new(
                &pin.get_untracked(),
                &again.get_untracked(),
                &browser::random_salt(),
            )
            .map(|hash| {
                let recovery = RecoveryCode::from_random(&browser::random_salt());
                settings.pin = Some(hash);
                settings.recovery = Some(recovery.hash(&browser::random_salt()));
                new_code.set(Some(recovery));
            }),
        };
        // The guard's count of wrong tries is kept too.
        let chosen = settings.pin.clone();
        let stored = save(state, settings);
        // A PIN chosen here that another tab's beat to the store opens nothing.
        let result = if chosen_here && stored.pin != chosen {
            new_code.set(None);
            Err(PinError::Wrong)
        } else {
            result
        };
        pin.set(String::new());
        again.set(String::new());
        error.set(result.err());
        if result.is_ok() && new_code.get_untracked().is_none() {
            on_open.run(());
        }
    };
    let recover = move || {
        let result = guarded(state, |s| {
            s.recover(&code.get_untracked(), browser::now_ms())
        });
        code.set(String::new());
        error.set(result.err());
        if result.is_ok() {
            recovering.set(false);
        }
    };
    view! {
        {move || new_code.get().map(|c| view! {
            <div class="recovery" role="status">
                <p>{state.say(Text::RecoveryCodeNote)}</p>
                // Large and on its own, to be copied without a mistake.
                <p class="recovery-code" data-recovery-code=c.as_str().to_string()>{c.as_str().to_string()}</p>
                <button class="primary" data-action="recovery-noted" on:click=move |_| on_open.run(())>
                    {state.say(Text::RecoveryCodeDone)}
                </button>
            </div>
        })}
        <Show when=move || new_code.with(Option::is_none)>
            {move || if recovering.get() {
                view! {
                    <form class="pin" on:submit=move |ev: ev::SubmitEvent| {
                        ev.prevent_default();
                        recover();
                    }>
                        <label>
                            {state.say(Text::RecoveryCodeLabel)}
                            <input type="text" autocomplete="off" data-pin="recovery"
                                prop:value=move || code.get()
                                on:input=move |ev| code.set(typed(&ev)) />
                        </label>
                        <PinProblem error />
                        <button type="submit" class="primary" data-action="recover">
                            {state.say(Text::UseRecoveryCode)}
                        </button>
                    </form>
                }.into_any()
            } else {
                view! {
                    <form class="pin" on:submit=move |ev: ev::SubmitEvent| {
                        ev.prevent_default();
                        submit();
                    }>
                        <Show when=move || !has_pin()>
                            <p class="hint" data-first-pin="">{state.say(Text::FirstPinNote)}</p>
                        </Show>
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
                        <PinProblem error />
                        <button type="submit" class="primary" data-action=move || if has_pin() { "unlock" } else { "set-pin" }>
                            {move || state.t(&if has_pin() { Text::Unlock } else { Text::SetPin })}
                        </button>
                        <Show when=move || state.settings.with(|s| s.pin.is_some() && s.recovery.is_some())>
                            <button type="button" data-action="forgot-pin" on:click=move |_| {
                                error.set(None);
                                recovering.set(true);
                            }>
                                {state.say(Text::ForgotPin)}
                            </button>
                        </Show>
                    </form>
                }.into_any()
            }}
        </Show>
    }
}

/// The teacher's PIN, asked before something only the teacher may do (a
/// link's game over a locked board); `on_right` runs once it is right.
/// Wrong tries count and wait as at the panel's gate.
#[component]
pub fn TeacherCheck(on_right: Callback<()>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let pin = RwSignal::new(String::new());
    let error = RwSignal::new(None::<PinError>);
    let submit = move || {
        let result = guarded(state, |s| {
            s.try_pin(&pin.get_untracked(), browser::now_ms())
        });
        pin.set(String::new());
        error.set(result.err());
        if result.is_ok() {
            on_right.run(());
        }
    };
    view! {
        <form class="pin" on:submit=move |ev: ev::SubmitEvent| {
            ev.prevent_default();
            submit();
        }>
            <label>
                {state.say(Text::EnterPin)}
                {pin_input("pin", pin)}
            </label>
            <PinProblem error />
            <button type="submit" class="primary" data-action="confirm">
                {state.say(Text::ConfirmYes)}
            </button>
        </form>
    }
}

/// Why the last try was refused, if it was.
#[component]
fn PinProblem(error: RwSignal<Option<PinError>>) -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        error.get().map(|e| {
            view! { <p class="pin-error" role="alert" data-pin-error="">{state.say(Text::Pin(e))}</p> }
        })
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
