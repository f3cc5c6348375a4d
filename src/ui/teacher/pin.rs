//! The PIN gate: a new PIN chosen twice (with a recovery code to write
//! down), or the PIN typed to open the panel, with a growing wait after
//! wrong tries; a forgotten PIN is replaced with the recovery code.

use leptos::ev;
use leptos::prelude::*;

use leptos::task::spawn_local;

use super::{Opening, guarded, latest_with_lock, save, typed};
use crate::ui::state::{AppState, Preferences};
use crate::ui::{browser, lock};
use peoncito_core::i18n::Text;
use peoncito_core::settings::{
    FirstPin, Lock, LockStatus, PinError, PinHash, RecoveryCode, Settings,
};

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
    // A first PIN is being kept: another press waits for it.
    let choosing = RwSignal::new(false);
    let submit = move || {
        if choosing.get_untracked() {
            return;
        }
        let typed = pin.get_untracked();
        let typed_again = again.get_untracked();
        // What this page offered: to type the PIN, or to choose the first
        // (typed twice, even if another page's PIN showed meanwhile).
        let offered_choice = !has_pin() || !typed_again.is_empty();
        pin.set(String::new());
        again.set(String::new());
        let settings = match latest_with_lock(state, Opening::Pin) {
            Ok(settings) => settings,
            Err(e) => return error.set(Some(e)),
        };
        if settings.pin.is_some() {
            let result = if offered_choice {
                // Another page chose it since this one offered the choice.
                Err(PinError::ChosenElsewhere)
            } else {
                try_pin(state, settings, &typed)
            };
            error.set(result.err());
            if result.is_ok() {
                on_open.run(());
            }
            return;
        }
        choosing.set(true);
        spawn_local(async move {
            let result = choose_first(state, settings, &typed, &typed_again, new_code).await;
            choosing.set(false);
            error.set(result.err());
        });
    };
    let recover = move || {
        let was = state.settings.with_untracked(Lock::of);
        let result = guarded(state, Opening::RecoveryCode, |s| {
            s.recover(&code.get_untracked(), browser::now_ms())
        });
        code.set(String::new());
        error.set(result.err());
        if result.is_ok() {
            recovering.set(false);
            // The lock kept apart is cleared too, unless another page changed it.
            spawn_local(async move {
                let _ = lock::clear(state, was).await;
            });
        }
    };
    let recovery_form = move || {
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
        }
    };
    view! {
        {move || new_code.get().map(|c| view! {
            <div class="recovery" role="status">
                <p>{state.say(Text::RecoveryCodeNote)}</p>
                // Large and on its own, to be copied without a mistake.
                <p class="recovery-code" translate="no" data-recovery-code=c.as_str().to_string()>{c.as_str().to_string()}</p>
                <button class="primary" data-action="recovery-noted" on:click=move |_| on_open.run(())>
                    {state.say(Text::RecoveryCodeDone)}
                </button>
            </div>
        })}
        <Show when=move || new_code.with(Option::is_none)>
            {move || if state.lock.get() == LockStatus::Unreadable {
                // Shut; the recovery code opens it where one can be read.
                let can_recover = state.settings.with(|s| s.recovery.is_some());
                view! {
                    <p class="pin-error" role="alert" data-lock-unreadable="">
                        {state.say(if can_recover { Text::LockRecoveryOnly } else { Text::Pin(PinError::Unreadable) })}
                    </p>
                    {can_recover.then(recovery_form)}
                }.into_any()
            } else if state.lock.get() == LockStatus::Reading {
                ().into_any()
            } else if recovering.get() {
                recovery_form().into_any()
            } else {
                view! {
                    <form class="pin" on:submit=move |ev: ev::SubmitEvent| {
                        ev.prevent_default();
                        submit();
                    }>
                        <Show when=move || !has_pin()>
                            <p class="hint" data-first-pin="">{state.say(Text::FirstPinNote)}</p>
                        </Show>
                        // The store failed: the PIN is its copy's, and the gate says so.
                        <Show when=move || has_pin() && state.lock.get() == LockStatus::FromCopy>
                            <p class="pin-error" role="status" data-lock-unreadable="">{state.say(Text::LockFromCopy)}</p>
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

/// The PIN typed at the gate, tried against the lock; the guard's count of
/// wrong tries is kept too.
fn try_pin(state: AppState, mut settings: Settings, typed: &str) -> Result<(), PinError> {
    let result = settings.try_pin(typed, browser::now_ms());
    save(state, settings);
    result
}

/// A first PIN (typed twice) kept, with its recovery code shown once
/// (`new_code`); one another page kept first opens nothing.
async fn choose_first(
    state: AppState,
    mut settings: Settings,
    typed: &str,
    typed_again: &str,
    new_code: RwSignal<Option<RecoveryCode>>,
) -> Result<(), PinError> {
    let hash = PinHash::new(typed, typed_again, &browser::random_salt())?;
    let recovery = RecoveryCode::from_random(&browser::random_salt());
    settings.pin = Some(hash);
    settings.recovery = Some(recovery.hash(&browser::random_salt()));
    let chosen = Lock::of(&settings);
    if let FirstPin::Taken(theirs) = lock::choose_first(state, chosen.clone()).await {
        state.settings.update(|s| theirs.apply(s));
        return Err(PinError::ChosenElsewhere);
    }
    let stored = save(state, settings);
    // Where the lock is only in the settings, their merge decides: a PIN
    // another page's beat to the store opens nothing.
    if stored.pin != chosen.pin {
        return Err(PinError::ChosenElsewhere);
    }
    new_code.set(Some(recovery));
    Ok(())
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
        let result = guarded(state, Opening::Pin, |s| {
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
    let prefs = expect_context::<Preferences>();
    move || {
        error.get().map(|e| {
            view! { <p class="pin-error" role="alert" data-pin-error="">{prefs.say(Text::Pin(e))}</p> }
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
