//! The teacher's panel, behind a PIN, one file per section: the PIN gate,
//! the rules for new games, the game in progress (adjudication, the clock,
//! the mistake log), the late-table calculator and the pupil mode.

mod late_table;
mod pin;
mod pupil_mode;
mod rules;
mod running;

pub(super) use pin::TeacherCheck;
pub(super) use pupil_mode::TeacherCorner;

use leptos::ev;
use leptos::prelude::*;

use super::browser;
use super::deferred_parts;
use super::device_store;
use super::dialog::Dialog;
use super::state::{AppState, Preferences, Screen};
use peoncito_core::i18n::Text;
use peoncito_core::records::{Refreshed, Written};
use peoncito_core::settings::{LockStatus, PinError, Rules, Settings, SettingsRecord};

/// Runs `then` once the settings last saved are kept on the device (not
/// when they could not be: the panel says so).
fn once_kept(state: AppState, then: impl FnOnce() + 'static) {
    leptos::task::spawn_local(async move {
        if device_store::kept::<SettingsRecord>().await.is_ok()
            && state.settings_not_kept.with_untracked(Option::is_none)
        {
            then();
        }
    });
}

/// The value typed into an input, from its event.
fn typed(ev: &ev::Event) -> String {
    event_target_value(ev)
}

/// Keeps the teacher's settings on the device, merged with what another
/// tab stored meanwhile (which never gives away the PIN). The settings as
/// stored are shown and returned; settings the device could not keep
/// hold until the page closes, and the panel says so.
fn save(state: AppState, settings: Settings) -> Settings {
    // Wrong PINs are counted even when the storage is full.
    browser::write_pin_guard(settings.pin_guard);
    let written = device_store::write::<SettingsRecord>(Some(&settings.encode()));
    state.settings_not_kept.set(written.as_ref().err().copied());
    if written.is_ok() {
        // Where the device keeps them a moment later, its answer too.
        leptos::task::spawn_local(async move {
            if let Err(why) = device_store::kept::<SettingsRecord>().await {
                state.settings_not_kept.set(Some(why));
            }
        });
    }
    let stored = match written {
        Ok(Written::Merged { body } | Written::KeptAside { body }) => {
            body.as_deref().and_then(Settings::decode)
        }
        Ok(Written::Saved) | Err(_) => None,
    };
    let stored = stored.unwrap_or(settings);
    state.settings.set(stored.clone());
    stored
}

/// A try of the PIN or the recovery code (`attempt`) against the lock and
/// the settings as stored now; the wrong tries it counts are kept.
fn guarded(
    state: AppState,
    opening: Opening,
    attempt: impl FnOnce(&mut Settings) -> Result<(), PinError>,
) -> Result<(), PinError> {
    let mut settings = latest_with_lock(state, opening)?;
    let result = attempt(&mut settings);
    save(state, settings);
    result
}

/// What a try at the gate is opening the panel with.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Opening {
    Pin,
    RecoveryCode,
}

/// [`latest`], once the lock is read; nothing while it cannot be, but for
/// the recovery code that a lock which cannot be read still keeps. (The
/// page reads the lock again whenever another page changes the settings.)
fn latest_with_lock(state: AppState, opening: Opening) -> Result<Settings, PinError> {
    match state.lock.get_untracked() {
        LockStatus::Read | LockStatus::InSettings | LockStatus::FromCopy => Ok(latest(state)),
        LockStatus::Unreadable if opening == Opening::RecoveryCode => Ok(latest(state)),
        LockStatus::Reading | LockStatus::Unreadable => Err(PinError::Unreadable),
    }
}

/// The settings as stored now: another tab's change since this page last
/// looked is taken first, so no decision rests on a stale page, and so are
/// the wrong PINs the cookie kept where the storage could not. The cookie is
/// read here, not at start-up: reading it asks the browser's own process,
/// a wait each load would pay for a panel seldom opened.
fn latest(state: AppState) -> Settings {
    if let Ok(Refreshed::Newer(Some(body))) = device_store::refresh::<SettingsRecord>()
        && let Some(settings) = Settings::decode(&body)
    {
        state.settings.set(super::lock::with_lock(state, settings));
    }
    let mut settings = state.settings.get_untracked();
    if let Some(guard) = browser::read_pin_guard() {
        settings.pin_guard = settings.pin_guard.stricter(guard);
    }
    settings
}

#[component]
pub fn TeacherPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let unlocked = RwSignal::new(false);
    // The rules for new games as the teacher chooses them, until "Save":
    // every other setting here applies as it is chosen.
    let draft = RwSignal::new(state.settings.get_untracked().rules);
    // Closing with the rules chosen and not saved asks first: nothing the
    // teacher chose vanishes without a word.
    let asking = RwSignal::new(false);
    // However the panel closes (its button, Escape, or a decision taken in
    // it), it is locked again: the next opening asks for the PIN.
    Effect::new(move |_| {
        if !state.screen.teacher_open.get() {
            unlocked.set(false);
            asking.set(false);
        }
    });
    let close = Callback::new(move |()| {
        if unlocked.get_untracked() && rules_unsaved(state, draft) {
            asking.set(true);
        } else {
            state.screen.teacher_open.set(false);
        }
    });
    let opened = Callback::new(move |()| {
        draft.set(state.settings.get_untracked().rules);
        unlocked.set(true);
    });
    move || {
        state.screen.teacher_open.get().then(|| {
            view! {
                <Dialog class="teacher" title=Text::TeacherTitle title_id="teacher-title" on_close=close>
                    {move || state.settings_not_kept.get().map(|why| view! {
                        <p class="not-kept" role="alert" data-not-kept="">{state.t(&Text::SettingsNotKept(why))}</p>
                    })}
                    {move || if unlocked.get() {
                        view! {
                            <running::CalledToTable />
                            // The tournament and the class first: on a
                            // tournament day it is what the teacher opens
                            // the panel for.
                            <TeacherScreens />
                            <ThisDevice />
                            <pupil_mode::PupilModeSetting />
                            <rules::RulesForNewGames draft />
                            <running::RunningGame />
                            <Players />
                            <LessonStars />
                            <Computer />
                            <running::MistakeLog />
                            <late_table::LateTable />
                        }.into_any()
                    } else {
                        view! { <pin::PinGate on_open=opened /> }.into_any()
                    }}
                    <Show when=move || asking.get() fallback=move || view! {
                        <button class="secondary" data-action="close-teacher" on:click=move |_| close.run(())>
                            {state.say(Text::Close)}
                        </button>
                    }>
                        <UnsavedRules draft asking />
                    </Show>
                </Dialog>
            }
        })
    }
}

/// Saves the rules chosen in the panel with the other settings as they
/// are.
fn save_rules(state: AppState, draft: RwSignal<Rules>) {
    let mut settings = state.settings.get_untracked();
    settings.rules = draft.get_untracked();
    save(state, settings);
}

/// Whether the rules chosen in the panel differ from those saved.
fn rules_unsaved(state: AppState, draft: RwSignal<Rules>) -> bool {
    draft.get() != state.settings.with(|s| s.rules)
}

/// Asked on closing the panel with the rules chosen and not saved: save
/// them, leave them, or go back to them. Brought into view with the focus
/// on its first answer, wherever in the long panel the teacher was.
#[component]
fn UnsavedRules(draft: RwSignal<Rules>, asking: RwSignal<bool>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let first = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let Some(button) = first.get() {
            let _ = button.focus();
        }
    });
    let save_and_close = move |_| {
        save_rules(state, draft);
        // Settings not kept stay in the panel, which says so.
        once_kept(state, move || state.screen.teacher_open.set(false));
    };
    let back_to_rules = move |_| {
        asking.set(false);
        // The keyboard back in the panel, at the rules (the answer that
        // had it is gone), so Escape still asks.
        request_animation_frame(|| {
            browser::focus_on("#rules-for-new-games input[name='policy']:checked");
        });
    };
    view! {
        <div class="unsaved-question" role="alert" data-unsaved-question="">
            <p>{state.say(Text::RulesUnsavedQuestion)}</p>
            <div class="actions">
                <button class="primary" data-action="save-and-close" node_ref=first on:click=save_and_close>
                    {state.say(Text::SaveAndClose)}
                </button>
                <button class="secondary" data-action="close-without-saving"
                    on:click=move |_| state.screen.teacher_open.set(false)>
                    {state.say(Text::CloseWithoutSaving)}
                </button>
                <button class="secondary" data-action="keep-editing" on:click=back_to_rules>
                    {state.say(Text::KeepEditing)}
                </button>
            </div>
        </div>
    }
}

/// A yes or no of the teacher's settings (`data-setting`), saved at once.
#[component]
fn SettingSwitch(
    code: &'static str,
    label: Text,
    on: fn(&Settings) -> bool,
    flip: fn(&mut Settings),
) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <label class="row">
            <input
                type="checkbox"
                data-setting=code
                prop:checked=move || state.settings.with(on)
                on:change=move |_| {
                    let mut settings = state.settings.get_untracked();
                    flip(&mut settings);
                    save(state, settings);
                }
            />
            {state.say(label)}
        </label>
    }
}

/// Whether the computer gives hints when a pupil asks.
#[component]
fn Computer() -> impl IntoView {
    let prefs = expect_context::<Preferences>();
    view! {
        <fieldset>
            <legend>{prefs.say(Text::PlayComputer)}</legend>
            <SettingSwitch code="hints" label=Text::HintsAllowed
                on=|s| !s.hints_off flip=|s| s.hints_off = !s.hints_off />
        </fieldset>
    }
}

/// The way to the teacher's screens (their own wasm): the tournament, the
/// class and the school server.
#[component]
fn TeacherScreens() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Loaded while the teacher reads the panel, so that a screen opens at
    // once: the screens mount hidden, drawn when first shown.
    browser::when_idle(move || deferred_parts::load_teacher_screens(state));
    let open = move |screen: Screen| {
        deferred_parts::load_teacher_screens(state);
        state.screen.showing.set(screen);
        state.screen.teacher_open.set(false);
    };
    view! {
        <fieldset class="teacher-screens">
            <legend>{state.say(Text::TeacherScreens)}</legend>
            <button data-action="tournament" on:click=move |_| open(Screen::Tournament)>
                {state.say(Text::TournamentButton)}
            </button>
            <button data-action="class" on:click=move |_| open(Screen::Class)>
                {state.say(Text::ClassButton)}
            </button>
            <button data-action="school-server" on:click=move |_| open(Screen::Server)>
                {state.say(Text::SchoolServerButton)}
            </button>
            <button data-action="guide" on:click=move |_| open(Screen::Guide)>
                {state.say(Text::GuideButton)}
            </button>
            <SettingSwitch code="class-mode" label=Text::ClassMode
                on=|s| s.class_mode flip=|s| s.class_mode = !s.class_mode />
            <p class="hint">{state.say(Text::ClassModeHint)}</p>
            <super::class_mode::LockTablet />
        </fieldset>
    }
}

/// Peoncito on this device: whether it keeps its offline copy (and what
/// to do where it cannot), its version, and the way to the screen that
/// puts it on the tablets.
#[component]
fn ThisDevice() -> impl IntoView {
    let state = expect_context::<AppState>();
    let copy = state.offline;
    // Read each time the panel opens: the records grow.
    let room = RwSignal::new(None);
    leptos::task::spawn_local(async move {
        room.try_set(browser::storage_room().await);
    });
    view! {
        <fieldset class="this-device">
            <legend>{state.say(Text::ThisDevice)}</legend>
            <p role="status" data-offline=move || copy.get().code()>
                {move || peoncito_core::i18n::tr(state.prefs.lang.get(), &Text::OfflineCopy(copy.get()))}
            </p>
            {move || room.get().map(|room| view! {
                <p data-storage=room.code() data-persisted=room.persisted.then_some("")>
                    {move || peoncito_core::i18n::tr(state.prefs.lang.get(), &Text::StorageRoom(room))}
                </p>
            })}
            <p data-version=peoncito_core::install::VERSION>
                {state.say(Text::Version(peoncito_core::install::VERSION))}
            </p>
            <button data-action="tablets" on:click=move |_| {
                deferred_parts::load_teacher_screens(state);
                state.screen.showing.set(Screen::Tablets);
                state.screen.teacher_open.set(false);
            }>
                {state.say(Text::TabletsButton)}
            </button>
        </fieldset>
    }
}

/// The pupils' stars in the lessons, cleared by the teacher.
#[component]
fn LessonStars() -> impl IntoView {
    let state = expect_context::<AppState>();
    let cleared = RwSignal::new(false);
    view! {
        <fieldset>
            <legend>{state.say(Text::LessonsButton)}</legend>
            <button data-action="reset-progress" on:click=move |_| {
                state.learners.update(peoncito_core::progress::Learners::clear);
                cleared.set(true);
            }>
                {state.say(Text::ResetProgress)}
            </button>
            <Show when=move || cleared.get()>
                <p role="status" data-progress-reset="">{state.say(Text::ProgressReset)}</p>
            </Show>
        </fieldset>
    }
}

/// The players' names of the game in play, and whether the pupils may
/// write them.
#[component]
fn Players() -> impl IntoView {
    let prefs = expect_context::<Preferences>();
    view! {
        <fieldset data-players="">
            <legend>{prefs.say(Text::NamesTitle)}</legend>
            <super::names::NamesForm />
            <SettingSwitch code="pupils-name-players" label=Text::PupilsNamePlayers
                on=|s| s.pupils_name_players flip=|s| s.pupils_name_players = !s.pupils_name_players />
        </fieldset>
    }
}
