//! What fills the screen and which dialog is open over it: what the app's
//! screens and dialogs read, apart from the boards.

use leptos::prelude::*;
use shakmaty::{Chess, Color};

use peoncito_core::computer::Opponent;
use peoncito_core::game::Game;
use peoncito_core::settings::Rules;

/// Signals are `Copy`, so is this.
#[derive(Clone, Copy)]
pub struct ScreenState {
    /// What fills the screen: the game, the lessons, the editor, a
    /// teacher's screen.
    pub showing: RwSignal<Screen>,
    /// The teacher's panel is open.
    pub teacher_open: RwSignal<bool>,
    /// The game record dialog is open.
    pub record_open: RwSignal<bool>,
    /// A question before something that ends the game in play.
    pub confirm: RwSignal<Option<Confirm>>,
    /// Class mode asks who is at the tablet ("Who are you?", "Still
    /// you?", "Who plays?"): the other questions wait for its answer, so
    /// two dialogs are never drawn together.
    pub asking_who: RwSignal<bool>,
    /// The choice of a game against the computer is open, offering to
    /// start from this position (the board's, or a lesson's end) too.
    pub computer_choice: RwSignal<Option<Option<Chess>>>,
}

impl Default for ScreenState {
    fn default() -> ScreenState {
        ScreenState {
            showing: RwSignal::new(Screen::Game),
            teacher_open: RwSignal::new(false),
            record_open: RwSignal::new(false),
            confirm: RwSignal::new(None),
            asking_who: RwSignal::new(false),
            computer_choice: RwSignal::new(None),
        }
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
