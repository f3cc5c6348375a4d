//! What the components share: one signal for the table in play, and the
//! view's own state (language, screen, dialogs, replay, projection pens).
//! Input is forwarded to the table with the page's time; nothing here
//! decides a rule.

mod board_input;
mod games;
mod learners;

use leptos::prelude::*;
use shakmaty::{Chess, Color, Move, Square};

use super::browser;
use super::voice;
use peoncito_core::computer::Opponent;
use peoncito_core::drawing::{Pen, Sketchbook};
use peoncito_core::game::Game;
use peoncito_core::i18n::{Lang, Text, tr};
use peoncito_core::progress::{Learners, Progress};
use peoncito_core::settings::{Rules, Settings};
use peoncito_core::table::Table;

/// Everything the components share. Signals are `Copy`, so is this.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The board in play: the game, its rules and clock, the piece in hand.
    pub table: RwSignal<Table>,
    /// The language, contrast and reading aloud: the same for every board.
    pub prefs: Preferences,
    pub flipped: RwSignal<bool>,
    pub notices: RwSignal<Vec<Text>>,
    /// The teacher's settings for new games on this device.
    pub settings: RwSignal<Settings>,
    /// Why the device could not keep the settings last saved (they hold
    /// until the page closes); none once a save is kept.
    pub settings_not_kept: RwSignal<Option<peoncito_core::records::StoreError>>,
    /// Whether the teacher's lock (kept apart from the settings) is read.
    pub lock: RwSignal<peoncito_core::settings::LockStatus>,
    pub teacher_open: RwSignal<bool>,
    /// The page's clock, updated a few times a second while a clock runs.
    pub now: RwSignal<peoncito_core::clock::Millis>,
    /// A newer build of the app is downloaded and waits for a reload.
    pub update_ready: RwSignal<bool>,
    /// Whether this page keeps its copy to open with no network.
    pub offline: RwSignal<peoncito_core::install::OfflineCopy>,
    /// The game record dialog is open.
    pub record_open: RwSignal<bool>,
    /// What fills the screen: the game, the lessons or the position editor.
    pub screen: RwSignal<Screen>,
    /// The stars in the lessons the device keeps: the tablet's and each
    /// pupil's (see [`AppState::progress`]).
    pub learners: RwSignal<Learners>,
    /// A guest's stars in class mode, while they stay at the tablet.
    pub guest_stars: RwSignal<Progress>,
    /// The exercise open in the lessons (none on the map), kept on the
    /// device so a reload comes back to it.
    pub lesson_at: RwSignal<Option<&'static str>>,
    /// Squares with a star to take (lessons).
    pub marks: RwSignal<Vec<Square>>,
    /// Told of every move and refusal: set on a lesson's board.
    pub hook: Option<Callback<LessonEvent>>,
    /// The projection layout for teaching the whole class.
    pub projection: RwSignal<bool>,
    /// Replaying: the board shows the game after this many moves.
    pub viewed: RwSignal<Option<usize>>,
    /// The game as replayed up to `viewed`.
    pub replay: Memo<Option<Game>>,
    /// Which game the table holds, and its revision (`Table::game_version`).
    pub game_version: Memo<(u64, u64)>,
    /// `game_version` once the board has painted it: what shows the game
    /// (panels, move list, plates) listens to this, not to every change of
    /// the table, and wakes after the move is on the board
    /// ([`AppState::follow_the_board`], [`AppState::catch_up`]).
    pub(super) game_shown: RwSignal<(u64, u64)>,
    /// Told at once of a move on the board, which the table tells its own
    /// readers of only after the frame that paints it
    /// ([`Told::AfterTheBoard`]): the board listens to both.
    pub(super) board_first: Trigger,
    /// A move on the board changed the table and its readers are not yet
    /// told.
    pub(super) readers_behind: StoredValue<bool>,
    /// The version (`Table::game_version`) of a table taken from the
    /// device's record, written there by another tab: shown here, but
    /// neither saved again nor its end handed over again (the tab that
    /// played it does both). A game made or moved here is another version.
    pub adopted: StoredValue<Option<(u64, u64)>>,
    /// The teacher's arrows and circles, the pen in hand, and whether a
    /// finger draws instead of moving pieces.
    pub drawings: RwSignal<Sketchbook>,
    pub pen: RwSignal<Pen>,
    pub pen_mode: RwSignal<bool>,
    /// A question before something that ends the game in play.
    pub confirm: RwSignal<Option<Confirm>>,
    /// The choice of a game against the computer is open, offering to
    /// start from this position (the board's, or a lesson's end) too.
    pub computer_choice: RwSignal<Option<Option<Chess>>>,
    /// Whether the teacher's screens' wasm is on the page
    /// (`deferred_parts::load_teacher_screens`).
    pub teacher_wasm: RwSignal<TeacherWasm>,
}

/// The page's preferences, the same for every board on it (the game's and
/// a lesson's): the language, the high-contrast theme, reading aloud.
#[derive(Clone, Copy)]
pub struct Preferences {
    pub lang: RwSignal<Lang>,
    /// Explanations are read aloud as they appear.
    pub auto_read: RwSignal<bool>,
    /// Changes whenever the browser's list of voices does.
    pub voices: RwSignal<u32>,
    /// The high-contrast theme instead of the light one.
    pub contrast: RwSignal<bool>,
}

impl Preferences {
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

/// What waits for the player's "yes".
#[derive(Clone, Debug)]
pub enum Confirm {
    /// Put this game on the table instead of the one in progress, under
    /// these rules (against the computer, when it plays a side).
    Replace(Box<Game>, Rules, Option<Opponent>),
    /// A link's game (`?fen=`, `?board=`) for the board: the game there is
    /// kept aside; with `teacher`, only after the teacher's PIN.
    ReplaceByLink {
        game: Box<Game>,
        rules: Rules,
        teacher: bool,
    },
    /// A player resigns: which one (asked first on a shared device).
    Resign(Option<Color>),
    /// Which player offers a draw.
    OfferDraw,
    /// After the end, both players agree to take the last move back.
    TakeBackAgreed,
}

/// A side as the page names it in classes and `data-*` values.
pub fn colour_code(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// What fills the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Game,
    Lessons,
    Editor,
    /// The game's score sheet, to print.
    ScoreSheet,
    /// The tournament screens (their own wasm, in `#tournament-root`).
    Tournament,
    /// The class screen (in the tournament screens' wasm, in
    /// `#class-root`).
    Class,
    /// The school server's settings (in the tournament screens' wasm, in
    /// `#server-root`).
    Server,
    /// The teacher's guide (in the tournament screens' wasm, in
    /// `#guide-root`).
    Guide,
    /// Putting Peoncito on the tablets (in the tournament screens' wasm,
    /// in `#tablets-root`).
    Tablets,
}

/// When what reads the table hears of an input.
#[derive(Clone, Copy)]
enum Told {
    AtOnce,
    /// A move on the board, as chessground makes one: the board is told at
    /// once and paints it in the next frame; the rest that reads the table
    /// (the panels, the save, the computer) is told in a task after that
    /// frame, so that the frame holds only the board's work
    /// ([`AppState::catch_up`]).
    AfterTheBoard,
}

/// What a lesson's board reports to the lesson.
#[derive(Clone, Debug)]
pub enum LessonEvent {
    /// A legal move, and the position it was played from.
    Moved(shakmaty::Chess, Move),
    /// A refused attempt, explained as in a game.
    Refused,
}

impl AppState {
    pub fn new(game: Game, lang: Lang, notices: Vec<Text>) -> AppState {
        AppState::with_table(Table::new(game, Rules::default()), lang, notices)
    }

    pub fn with_table(table: Table, lang: Lang, notices: Vec<Text>) -> AppState {
        let table = RwSignal::new(table);
        let viewed = RwSignal::new(None::<usize>);
        AppState {
            table,
            viewed,
            game_version: Memo::new(move |_| table.with(Table::game_version)),
            game_shown: RwSignal::new(table.with_untracked(Table::game_version)),
            adopted: StoredValue::new(None),
            board_first: Trigger::new(),
            readers_behind: StoredValue::new(false),
            // Games are not compared: a step always redraws.
            replay: Memo::new_with_compare(
                move |_| {
                    viewed
                        .get()
                        .map(|plies| table.with(|t| t.game().truncated(plies)))
                },
                |_, _| true,
            ),
            projection: RwSignal::new(false),
            drawings: RwSignal::new(Sketchbook::default()),
            pen: RwSignal::new(Pen::default()),
            pen_mode: RwSignal::new(false),
            prefs: Preferences {
                lang: RwSignal::new(lang),
                auto_read: RwSignal::new(false),
                voices: RwSignal::new(0),
                contrast: RwSignal::new(false),
            },
            flipped: RwSignal::new(false),
            notices: RwSignal::new(notices),
            settings: RwSignal::new(Settings::default()),
            settings_not_kept: RwSignal::new(None),
            // The settings given hold the lock, unless the app's start-up
            // reads it from where it is kept apart (`lock::open`).
            lock: RwSignal::new(peoncito_core::settings::LockStatus::InSettings),
            teacher_open: RwSignal::new(false),
            now: RwSignal::new(0),
            update_ready: RwSignal::new(false),
            offline: RwSignal::new(peoncito_core::install::OfflineCopy::Checking),
            record_open: RwSignal::new(false),
            screen: RwSignal::new(Screen::Game),
            learners: RwSignal::new(Learners::default()),
            guest_stars: RwSignal::new(Progress::default()),
            lesson_at: RwSignal::new(None),
            marks: RwSignal::new(Vec::new()),
            hook: None,
            confirm: RwSignal::new(None),
            computer_choice: RwSignal::new(None),
            teacher_wasm: RwSignal::new(TeacherWasm::NotLoaded),
        }
    }

    /// Sets the device's settings and restarts the game in progress under
    /// `rules`.
    pub fn with_settings(self, settings: Settings, rules: Rules) -> AppState {
        self.settings.set(settings);
        self.table.update(|t| t.restart(t.game().clone(), rules));
        self
    }

    /// The table shown is another tab's, taken from the device's record.
    pub fn is_adopted(&self) -> bool {
        self.adopted.get_value() == Some(self.table.with_untracked(Table::game_version))
    }

    /// Whether the browser can read aloud in the current language.
    pub fn has_voice(&self) -> bool {
        self.prefs.voices.track();
        voice::has_voice(self.prefs.lang.get())
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
        if self.table.with_untracked(|t| t.clock().is_none()) {
            return;
        }
        let now = browser::now_ms();
        // Only a clock on screen needs the page's time.
        self.now.set(now);
        if self.table.with_untracked(|t| t.flag_due(now)) {
            // A fallen flag ends the game: noted like any other end.
            self.input(Told::AtOnce, |t, now| t.tick(now));
        }
    }
}
