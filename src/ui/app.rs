//! The app at start-up: what it opens with (the address, the saved record,
//! the browser's language), and the effects that keep the device's copy.

use leptos::prelude::*;

use super::browser::{self, Preference};
use super::device_store;
use super::layout::Layout;
use super::state::{AppState, Screen};
use super::{deferred_parts, offline, projection, voice};
use peoncito_core::heading::Heading;
use peoncito_core::i18n::{Text, tr};
use peoncito_core::lessons::Course;
use peoncito_core::progress::{Learners, ProgressRecord};
use peoncito_core::records::Written;
use peoncito_core::saved::{self, Apart, GameRecord};
use peoncito_core::settings::{Settings, SettingsRecord};
use peoncito_core::startup::{self, Stored};
use peoncito_core::table::Table;

/// Reads the address, the saved table and the browser language, then clears
/// one-time parameters from the address so a reload continues the game.
/// Also gives back a saved game that could not be opened and could not be
/// copied aside either: nothing may be saved over it until it is.
fn initial_state() -> (AppState, Option<String>) {
    let params = browser::query();
    let param = |name: &str| params.as_ref().and_then(|p| p.get(name));
    let (lang, lang_notice) = startup::choose_language(
        param("lang").as_deref(),
        browser::read_lang().as_deref(),
        &browser::browser_languages(),
    );
    // Reported once: the address no longer asks for the unknown language.
    if lang_notice.is_some() {
        browser::forget_query_param("lang");
    }
    let settings_text = device_store::open::<SettingsRecord>().ok().flatten();
    let (settings, apart_rules, settings_notice) =
        startup::open_settings(settings_text.as_deref(), browser::read_apart().0.as_deref());
    // Reported once: the damaged settings are copied aside, then replaced
    // by the defaults (the PIN is the lock's, kept apart).
    if settings_notice.is_some()
        && let Some(damaged) = &settings_text
        && device_store::keep_damaged(device_store::DAMAGED_SETTINGS_KEY, damaged).is_ok()
    {
        let _ = device_store::write::<SettingsRecord>(Some(&Settings::default().encode()));
    }
    let stored_text = device_store::open::<GameRecord>();
    let stored = match &stored_text {
        Ok(Some(text)) => Stored::Text(text),
        Ok(None) => Stored::Nothing,
        Err(_) => Stored::Unavailable,
    };
    let apart_clock = browser::read_apart().1;
    let apart = Apart {
        rules: apart_rules,
        clock: apart_clock.as_deref(),
    };
    let fen = param("fen");
    let (table, mut notices, shared) = startup::open_table(
        stored,
        fen.as_deref(),
        settings.rules,
        apart,
        browser::now_ms(),
    );
    if fen.is_some() {
        browser::forget_query_param("fen");
    }
    // A saved game that cannot be opened is copied aside before the new
    // game may be saved over it.
    let mut damaged_unkept = None;
    if notices.iter().any(|n| matches!(n, Text::SavedGameLost(_)))
        && let Ok(Some(text)) = &stored_text
    {
        if device_store::keep_game(text).is_ok() {
            notices.push(Text::SavedGameKept);
        } else {
            notices.push(Text::SavedGameNotKept);
            damaged_unkept = Some(text.clone());
        }
    }
    notices.extend(lang_notice);
    notices.extend(settings_notice);
    if device_store::late() {
        notices.push(Text::StorageLate);
    }
    let state = AppState::with_table(table, lang, notices);
    // Once the store answers, the board goes on with what it keeps.
    device_store::when_answered(move || {
        state
            .notices
            .update(|n| n.retain(|notice| *notice != Text::StorageLate));
    });
    // A game not begun yet is played today.
    if state
        .board
        .table
        .with_untracked(|t| t.game().moves().is_empty() && t.game().heading().date.is_none())
    {
        state.board.table.update_untracked(|t| {
            let heading = Heading {
                date: browser::today(),
                ..t.game().heading().clone()
            };
            t.set_heading(heading);
        });
    }
    let rules = settings.rules;
    state.settings.set(settings);
    super::lock::open(state, settings_text);
    // The link's position: opened, or asked about, as the board stands.
    if let Some(game) = shared {
        state.offer_from_link(game, rules);
    }
    state
        .prefs
        .auto_read
        .set(browser::read_preference(Preference::AutoRead).unwrap_or(false));
    // A pupil who reloads in the middle of an exercise comes back to it
    // (not when the address asks for a position to play).
    let lesson_at = browser::read_lesson_place()
        .and_then(|id| Course::shipped().exercise(&id).map(|(_, e)| e.id));
    if fen.is_none() && lesson_at.is_some() {
        state.lesson_at.set(lesson_at);
        state.screen.showing.set(Screen::Lessons);
    }
    match device_store::open::<ProgressRecord>()
        .ok()
        .flatten()
        .map(|text| Learners::decode(&text))
    {
        Some(Ok(learners)) => state.learners.set(learners),
        Some(Err(_)) => state.notices.update(|n| n.push(Text::ProgressDamaged)),
        None => {}
    }
    state.prefs.contrast.set(
        browser::read_preference(Preference::HighContrast)
            .unwrap_or_else(browser::prefers_more_contrast),
    );
    (state, damaged_unkept)
}

#[component]
pub fn App() -> impl IntoView {
    let (state, damaged_unkept) = initial_state();
    let damaged_unkept = StoredValue::new(damaged_unkept);
    provide_context(state);
    // The table is saved as one record whenever what it holds changes (the
    // game, its rules, its clock), not when a piece is only picked up; a
    // failed save is reported once. Once the record is written, the keys of
    // earlier versions go. Another tab's game, stored meanwhile, is shown
    // instead (and not saved again).
    let show_stored = move |body: Option<String>| {
        let Some(table) = body.and_then(|text| {
            let apart = Apart {
                rules: state.settings.with_untracked(|s| s.rules),
                clock: None,
            };
            saved::decode_table(&text, apart, browser::now_ms()).ok()
        }) else {
            return;
        };
        state.adopted.set_value(Some(table.game_version()));
        state.board.table.set(table);
    };
    // Once said that the game is not saved, not said again on every move.
    let told_unsaved = StoredValue::new(false);
    let not_saved = move |why| {
        if !told_unsaved.get_value() {
            told_unsaved.set_value(true);
            state.notices.update(|n| n.push(Text::GameNotSaved(why)));
        }
    };
    Effect::new(move |last: Option<u64>| {
        let revision = state.board.table.with(Table::revision);
        if last == Some(revision) || state.is_adopted() {
            return revision;
        }
        if let Some(damaged) = damaged_unkept.get_value() {
            if device_store::keep_game(&damaged).is_err() {
                return revision;
            }
            damaged_unkept.set_value(None);
        }
        let text = state
            .board
            .table
            .with_untracked(|t| saved::encode_table(t, browser::now_ms()));
        let written = device_store::write::<GameRecord>(Some(&text));
        if written.is_ok() {
            // For the school server's sync, where one runs.
            browser::announce(browser::GAME_SAVED);
        }
        match &written {
            Ok(Written::Saved) => {}
            Ok(Written::Merged { body }) => show_stored(body.clone()),
            Ok(Written::KeptAside { body }) => {
                show_stored(body.clone());
                state.notices.update(|n| n.push(Text::GameKeptAside));
            }
            Err(why) => not_saved(*why),
        }
        if written.is_ok() {
            let first = last.is_none();
            leptos::task::spawn_local(async move {
                match device_store::kept::<GameRecord>().await {
                    Ok(()) if first => browser::forget_apart(),
                    Ok(()) => {}
                    Err(why) => not_saved(why),
                }
            });
        }
        revision
    });
    device_store::when_written_elsewhere::<GameRecord>(show_stored);
    // A move is saved after the frame that paints it; a hidden page paints
    // none, and a page left paints no more. (Shown again, nothing waits.)
    browser::when_hidden_or_shown(move || state.board.catch_up());
    // The clock's display and flag come from timestamps; a timer wakes the
    // page to look at them only while a clock runs, so an idle page with no
    // clock running does nothing at all. Dropping the timer stops it.
    let running = Memo::new(move |_| {
        state
            .board
            .table
            .with(|t| t.clock().is_some_and(|c| c.running_side().is_some()))
    });
    let timer = StoredValue::new_local(None::<gloo_timers::callback::Interval>);
    Effect::new(move |_| {
        let interval = running
            .get()
            .then(|| gloo_timers::callback::Interval::new(200, move || state.tick()));
        timer.set_value(interval);
    });
    Effect::new(move |_| {
        let lang = state.prefs.lang.get();
        browser::write_lang(lang.code());
        // An address that asked for a language now asks for this one.
        browser::replace_query_param("lang", lang.code());
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", lang.code());
        }
        // The tournament screens (another wasm) follow `<html lang>`.
        browser::announce(browser::LANG_CHANGED);
        document().set_title(&tr(lang, &Text::AppName));
    });
    offline::register_when_idle(state.offline, move || state.update_ready.set(true));
    deferred_parts::fetch_when_idle();
    // Where a school server is set, its sync (in the teacher's wasm) runs
    // on every screen, after the board.
    if browser::read_key(browser::SERVER_KEY).is_some() {
        offline::after_the_board(move || deferred_parts::load_teacher_screens(state));
    }
    super::hand_over::connect(state);
    super::class_requests::connect(state);
    voice::when_voices_change(move || state.prefs.voices.update(|v| *v += 1));
    projection::keys(state);
    projection::fit_to_wall(state.prefs);
    Effect::new(move |_| {
        if let Some(html) = document().document_element() {
            let _ = if state.prefs.projection.get() {
                html.set_attribute("data-projection", "")
            } else {
                html.remove_attribute("data-projection")
            };
        }
    });
    Effect::new(move |_| {
        browser::write_preference(Preference::AutoRead, state.prefs.auto_read.get())
    });
    // The stars of every tab are kept (the best of each exercise).
    Effect::new(move |_| {
        let text = state.learners.with(Learners::encode);
        if let Ok(Written::Merged { body: Some(body) }) =
            device_store::write::<ProgressRecord>(Some(&text))
            && let Ok(merged) = Learners::decode(&body)
        {
            state.learners.set(merged);
        }
    });
    device_store::when_written_elsewhere::<ProgressRecord>(move |body| {
        if let Some(Ok(learners)) = body.map(|text| Learners::decode(&text)) {
            state.learners.set(learners);
        }
    });
    // Someone else at the tablet: a guest's stars go (the next starts
    // fresh), and the lessons go back to the map, where the next pupil's
    // own stars say where they carry on.
    let seat = super::pupil_notes::seat();
    Effect::new(
        move |before: Option<(Option<Vec<peoncito_core::class::PupilId>>, bool)>| {
            // Who, not what the roster says of them (their stars change).
            let now = seat.with(|s| {
                let learners = s.learners().map(|l| l.iter().map(|p| p.id).collect());
                (learners, *s == peoncito_core::class::Seat::Guest)
            });
            if before.is_some_and(|before| before != now) {
                state
                    .guest_stars
                    .set(peoncito_core::progress::Progress::default());
                state.lesson_at.set(None);
            }
            now
        },
    );
    device_store::when_written_elsewhere::<SettingsRecord>(move |body| {
        if let Some(settings) = body.as_deref().and_then(Settings::decode) {
            // The PIN is the lock's, which the other page may have changed too.
            state.settings.set(super::lock::with_lock(state, settings));
            leptos::task::spawn_local(super::lock::refresh(state));
        }
    });
    Effect::new(move |_| {
        let open = state.screen.showing.get() == Screen::Lessons;
        browser::write_lesson_place(open.then(|| state.lesson_at.get()).flatten());
    });
    Effect::new(move |_| {
        let contrast = state.prefs.contrast.get();
        browser::write_preference(Preference::HighContrast, contrast);
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("data-theme", if contrast { "contrast" } else { "light" });
        }
    });
    view! { <Layout /> }
}
