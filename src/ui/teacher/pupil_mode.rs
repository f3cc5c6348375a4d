//! Pupil mode: the board shows only what pupils need, and the teacher
//! comes back by holding a corner button — a tap only says to hold it, so
//! a child exploring the screen does not stumble on the teacher's PIN.

use gloo_timers::callback::Timeout;
use leptos::ev;
use leptos::prelude::*;

use super::SettingSwitch;
use crate::ui::state::{AppState, Preferences};
use peoncito_core::i18n::Text;

/// How long the corner button is held to open the teacher's panel.
const HOLD_MS: u32 = 2_000;
/// How long "hold for two seconds" shows after a tap.
const HINT_MS: u32 = 4_000;

/// The teacher's switch, with the way back said.
#[component]
pub fn PupilModeSetting() -> impl IntoView {
    let prefs = expect_context::<Preferences>();
    view! {
        <fieldset>
            <legend>{prefs.say(Text::PupilModeTitle)}</legend>
            <SettingSwitch code="pupil-mode" label=Text::PupilMode
                on=|s| s.pupil_mode flip=|s| s.pupil_mode = !s.pupil_mode />
            <p class="hint">{prefs.say(Text::PupilModeWayBack)}</p>
        </fieldset>
    }
}

/// In pupil mode, the corner button that opens the teacher's panel (its
/// PIN asked) once held for [`HOLD_MS`], by pointer or by keyboard.
#[component]
pub fn TeacherCorner() -> impl IntoView {
    let state = expect_context::<AppState>();
    let held = StoredValue::new_local(None::<Timeout>);
    let holding = RwSignal::new(false);
    // A tap (let go too soon) says how to open it, for a while.
    let hint = RwSignal::new(false);
    let hint_shown = StoredValue::new_local(None::<Timeout>);
    let start = move || {
        holding.set(true);
        held.set_value(Some(Timeout::new(HOLD_MS, move || {
            holding.set(false);
            state.screen.teacher_open.set(true);
        })));
    };
    // Dropping the timeout cancels it.
    let stop = move || {
        holding.set(false);
        held.set_value(None);
    };
    let let_go = move || {
        if holding.get_untracked() {
            hint.set(true);
            hint_shown.set_value(Some(Timeout::new(HINT_MS, move || {
                _ = hint.try_set(false);
            })));
        }
        stop();
    };
    let is_hold_key = |ev: &ev::KeyboardEvent| matches!(ev.key().as_str(), "Enter" | " ");
    view! {
        <Show when=move || state.settings.with(|s| s.pupil_mode)>
            <span class="teacher-corner-wrap">
            <button type="button" class="teacher-corner" data-action="teacher-corner"
                class:holding=move || holding.get()
                aria-label=move || state.t(&Text::TeacherCorner)
                on:pointerdown=move |ev: ev::PointerEvent| {
                    ev.prevent_default();
                    start();
                }
                on:pointerup=move |_| let_go()
                on:pointerleave=move |_| stop()
                on:pointercancel=move |_| stop()
                on:contextmenu=move |ev: ev::MouseEvent| ev.prevent_default()
                on:keydown=move |ev: ev::KeyboardEvent| {
                    if is_hold_key(&ev) {
                        ev.prevent_default();
                        if !ev.repeat() {
                            start();
                        }
                    }
                }
                on:keyup=move |ev: ev::KeyboardEvent| {
                    if is_hold_key(&ev) {
                        let_go();
                    }
                }>
                <span aria-hidden="true">"⚙"</span>
            </button>
            <span class="corner-hint" role="status" data-corner-hint=move || hint.get().then_some("")>
                {move || hint.get().then(|| state.t(&Text::TeacherCorner))}
            </span>
            </span>
        </Show>
    }
}
