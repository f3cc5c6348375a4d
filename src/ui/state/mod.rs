//! What the components share, as a few narrow contexts: each board's own
//! state ([`BoardState`]), the page's preferences ([`Preferences`]), and
//! the device's ([`AppState`]: the teacher's settings, the stars, the
//! notices, with what fills the screen and which dialog is open,
//! [`ScreenState`]). Input is forwarded to a table with the page's time;
//! nothing here decides a rule.

mod board;
mod board_input;
mod games;
mod learners;
mod screen;

use leptos::prelude::*;
use shakmaty::Color;

use super::browser;
use super::voice;
use peoncito_core::class::Where;
use peoncito_core::game::Game;
use peoncito_core::i18n::{Lang, Text, tr};
use peoncito_core::progress::{Learners, Progress};
use peoncito_core::settings::{Rules, Settings};
use peoncito_core::table::Table;

pub use board::BoardState;
use board::Told;
pub use screen::{Confirm, Screen, ScreenState};

/// The device's state, and the contexts of the game's board and of the
/// screen, which the app's components reach through it. Signals are
/// `Copy`, so is this.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The game's board (a lesson's board has its own).
    pub board: BoardState,
    /// The language, contrast and reading aloud: the same for every board.
    pub prefs: Preferences,
    /// What fills the screen and which dialog is open.
    pub screen: ScreenState,
    pub notices: RwSignal<Vec<Text>>,
    /// The teacher's settings for new games on this device.
    pub settings: RwSignal<Settings>,
    /// Why the device could not keep the settings last saved (they hold
    /// until the page closes); none once a save is kept.
    pub settings_not_kept: RwSignal<Option<peoncito_core::records::StoreError>>,
    /// Whether the teacher's lock (kept apart from the settings) is read.
    pub lock: RwSignal<peoncito_core::settings::LockStatus>,
    /// The page's clock, updated a few times a second while a clock runs.
    pub now: RwSignal<peoncito_core::clock::Millis>,
    /// A newer build of the app is downloaded and waits for a reload.
    pub update_ready: RwSignal<bool>,
    /// Whether this page keeps its copy to open with no network.
    pub offline: RwSignal<peoncito_core::install::OfflineCopy>,
    /// The stars in the lessons the device keeps: the tablet's and each
    /// pupil's (see [`AppState::progress`]).
    pub learners: RwSignal<Learners>,
    /// A guest's stars in class mode, while they stay at the tablet.
    pub guest_stars: RwSignal<Progress>,
    /// The exercise open in the lessons (none on the map), kept on the
    /// device so a reload comes back to it.
    pub lesson_at: RwSignal<Option<&'static str>>,
    /// The version (`Table::game_version`) of a table taken from the
    /// device's record, written there by another tab: shown here, but
    /// neither saved again nor its end handed over again (the tab that
    /// played it does both). A game made or moved here is another version.
    pub adopted: StoredValue<Option<(u64, u64)>>,
    /// Whether the teacher's screens' wasm is on the page
    /// (`deferred_parts::load_teacher_screens`).
    pub teacher_wasm: RwSignal<TeacherWasm>,
}

/// The page's preferences, the same for every board on it (the game's and
/// a lesson's): the language, the high-contrast theme, the projection on
/// the wall, reading aloud.
#[derive(Clone, Copy)]
pub struct Preferences {
    pub lang: RwSignal<Lang>,
    /// Explanations are read aloud as they appear.
    pub auto_read: RwSignal<bool>,
    /// Changes whenever the browser's list of voices does.
    pub voices: RwSignal<u32>,
    /// The high-contrast theme instead of the light one.
    pub contrast: RwSignal<bool>,
    /// The projection layout for teaching the whole class (the board's
    /// arrow keys then step through the game or the lessons).
    pub projection: RwSignal<bool>,
}

impl Preferences {
    /// Whether the browser can read aloud in the current language.
    pub fn has_voice(&self) -> bool {
        self.voices.track();
        voice::has_voice(self.lang.get())
    }

    /// The text in the current language, tracked so it re-renders on change.
    pub fn t(&self, text: &Text) -> String {
        tr(self.lang.get(), text)
    }

    /// A text node that follows the language. One closure type for every
    /// text keeps the wasm small (each distinct closure is compiled anew).
    pub fn say(&self, text: Text) -> impl IntoView + use<> {
        let lang = self.lang;
        move || tr(lang.get(), &text)
    }
}

/// Whether the teacher's wasm (the tournament, class and school server
/// screens, and the guide) is on the page.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum TeacherWasm {
    NotLoaded,
    Loading,
    Loaded,
    /// The device went offline before the service worker kept it.
    NotFetched,
}

/// A side as the page names it in classes and `data-*` values.
pub fn colour_code(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl AppState {
    pub fn new(game: Game, lang: Lang, notices: Vec<Text>) -> AppState {
        AppState::with_table(Table::new(game, Rules::default()), lang, notices)
    }

    pub fn with_table(table: Table, lang: Lang, notices: Vec<Text>) -> AppState {
        let state = AppState {
            board: BoardState::new(table),
            prefs: Preferences {
                lang: RwSignal::new(lang),
                auto_read: RwSignal::new(false),
                voices: RwSignal::new(0),
                contrast: RwSignal::new(false),
                projection: RwSignal::new(false),
            },
            screen: ScreenState::default(),
            notices: RwSignal::new(notices),
            settings: RwSignal::new(Settings::default()),
            settings_not_kept: RwSignal::new(None),
            // The settings given hold the lock, unless the app's start-up
            // reads it from where it is kept apart (`lock::open`).
            lock: RwSignal::new(peoncito_core::settings::LockStatus::InSettings),
            now: RwSignal::new(0),
            update_ready: RwSignal::new(false),
            offline: RwSignal::new(peoncito_core::install::OfflineCopy::Checking),
            learners: RwSignal::new(Learners::default()),
            guest_stars: RwSignal::new(Progress::default()),
            lesson_at: RwSignal::new(None),
            adopted: StoredValue::new(None),
            teacher_wasm: RwSignal::new(TeacherWasm::NotLoaded),
        };
        // What the pupils at the game's board do goes in the class book.
        state.board.listen(Callback::new(move |events: Vec<_>| {
            state.note_for_class(state.board, &events, Where::Game)
        }));
        state
    }

    /// Sets the device's settings and restarts the game in progress under
    /// `rules`.
    pub fn with_settings(self, settings: Settings, rules: Rules) -> AppState {
        self.settings.set(settings);
        self.board
            .table
            .update(|t| t.restart(t.game().clone(), rules));
        self
    }

    /// The table shown is another tab's, taken from the device's record.
    pub fn is_adopted(&self) -> bool {
        self.adopted.get_value() == Some(self.board.table.with_untracked(Table::game_version))
    }

    /// The text in the current language, tracked so it re-renders on change.
    pub fn t(&self, text: &Text) -> String {
        self.prefs.t(text)
    }

    /// A text node that follows the language.
    pub fn say(&self, text: Text) -> impl IntoView + use<> {
        self.prefs.say(text)
    }

    /// Called a few times a second: the clock's face follows the time, and
    /// a fallen flag ends the game.
    pub fn tick(&self) {
        if self.board.table.with_untracked(|t| t.clock().is_none()) {
            return;
        }
        let now = browser::now_ms();
        // Only a clock on screen needs the page's time.
        self.now.set(now);
        if self.board.table.with_untracked(|t| t.flag_due(now)) {
            // A fallen flag ends the game: noted like any other end.
            self.board.input(Told::AtOnce, |t, now| t.tick(now));
        }
    }
}
