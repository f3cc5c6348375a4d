//! One board's own state: its table, the moment replayed, which way it
//! faces, the stars and the teacher's drawings on it; and when what reads
//! it hears of a move (the board first, the rest after the frame that
//! paints it). The game's board and a lesson's each have one; the board's
//! components read it from their context, whichever board they draw.

use leptos::prelude::*;
use shakmaty::Square;

use peoncito_core::drawing::{Pen, Sketchbook};
use peoncito_core::game::Game;
use peoncito_core::table::{Event, Table};

/// Signals are `Copy`, so is this.
#[derive(Clone, Copy)]
pub struct BoardState {
    /// The game, its rules and clock, the piece in hand. Read whole with
    /// `table.with` by what follows the rules or the clock: it wakes when
    /// the table's readers are told (after the board, for a move). The game
    /// alone is read with [`BoardState::with_game`] (to show it),
    /// [`BoardState::with_game_now`] (to act on it) or
    /// [`BoardState::displayed`] (the moment the board shows).
    pub table: RwSignal<Table>,
    pub flipped: RwSignal<bool>,
    /// Replaying: the board shows the game after this many moves.
    pub viewed: RwSignal<Option<usize>>,
    /// The game as replayed up to `viewed`.
    pub(super) replay: Memo<Option<Game>>,
    /// Which game the table holds, and its revision (`Table::game_version`).
    pub(super) game_version: Memo<(u64, u64)>,
    /// `game_version` once the board has painted it: what shows the game
    /// (panels, move list, plates) listens to this, not to every change of
    /// the table, and wakes after the move is on the board
    /// ([`BoardState::follow_the_board`], [`BoardState::catch_up`]).
    pub(super) game_shown: RwSignal<(u64, u64)>,
    /// Told at once of a move on the board, which the table tells its own
    /// readers of only after the frame that paints it
    /// ([`Told::AfterTheBoard`]): the board listens to both.
    pub(super) board_first: Trigger,
    /// A move on the board changed the table and its readers are not yet
    /// told.
    pub(super) readers_behind: StoredValue<bool>,
    /// Squares with a star to take (lessons).
    pub marks: RwSignal<Vec<Square>>,
    /// The teacher's arrows and circles, the pen in hand, and whether a
    /// finger draws instead of moving pieces.
    pub drawings: RwSignal<Sketchbook>,
    pub pen: RwSignal<Pen>,
    pub pen_mode: RwSignal<bool>,
    /// Told what each input did (the class book, a lesson).
    pub(super) listener: StoredValue<Option<Callback<Vec<Event>>>>,
}

/// When what reads the table hears of an input.
#[derive(Clone, Copy)]
pub(super) enum Told {
    AtOnce,
    /// A move on the board, as chessground makes one: the board is told at
    /// once and paints it in the next frame; the rest that reads the table
    /// (the panels, the save, the computer) is told in a task after that
    /// frame, so that the frame holds only the board's work
    /// ([`BoardState::catch_up`]).
    AfterTheBoard,
}

impl BoardState {
    pub fn new(table: Table) -> BoardState {
        let table = RwSignal::new(table);
        let viewed = RwSignal::new(None::<usize>);
        BoardState {
            table,
            flipped: RwSignal::new(false),
            viewed,
            // Games are not compared: a step always redraws.
            replay: Memo::new_with_compare(
                move |_| {
                    viewed
                        .get()
                        .map(|plies| table.with(|t| t.game().truncated(plies)))
                },
                |_, _| true,
            ),
            game_version: Memo::new(move |_| table.with(Table::game_version)),
            game_shown: RwSignal::new(table.with_untracked(Table::game_version)),
            board_first: Trigger::new(),
            readers_behind: StoredValue::new(false),
            marks: RwSignal::new(Vec::new()),
            drawings: RwSignal::new(Sketchbook::default()),
            pen: RwSignal::new(Pen::default()),
            pen_mode: RwSignal::new(false),
            listener: StoredValue::new(None),
        }
    }

    /// `listener` hears what every input did from now on.
    pub fn listen(&self, listener: Callback<Vec<Event>>) {
        self.listener.set_value(Some(listener));
    }

    /// Tracks every change of the board at once, a move included before
    /// the table's other readers hear of it: for the board alone.
    pub fn track_for_the_board(&self) {
        self.board_first.track();
        self.table.track();
    }

    /// Reads the game in play, to show it (tracked: what reads it wakes
    /// when the game changes, after the board has painted the change).
    pub fn with_game<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        self.game_shown.track();
        self.table.with_untracked(|t| f(t.game()))
    }

    /// Reads the game in play, for what follows from it rather than shows
    /// it (tracked: what reads it wakes as soon as the game changes).
    pub fn with_game_now<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        // Read, not only tracked: a memo never read listens to nothing.
        let _ = self.game_version.get();
        self.table.with_untracked(|t| f(t.game()))
    }

    /// Reads the game the board shows: the one in progress, or the moment
    /// being replayed.
    pub fn displayed<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        match self.viewed.get() {
            Some(_) => self.replay.with(|r| match r {
                Some(g) => f(g),
                None => self.with_game(f),
            }),
            None => self.with_game(f),
        }
    }
}
