//! How input reaches a board's table and who is told: a tap, a drag, a promotion, the clock, an
//! action, each handed to the table with the page's time; the board painted first and the rest that
//! reads the table told after that frame; the replay and the teacher's drawings.

use leptos::prelude::*;
use shakmaty::{Role, Square};

use crate::ui::browser;
use peoncito_core::drawing::position_key;
use peoncito_core::table::{Action, Event, Table};

use super::board::{BoardState, Told};

impl BoardState {
    /// Keeps what shows the game following the game, a step behind the
    /// board: each change wakes the panels in a task after the frame that
    /// paints the board, so a tap's frame holds only the board's work.
    /// Lives as long as the view that calls it.
    pub fn follow_the_board(self) {
        Effect::new(move |_| {
            // Already shown when the task after the board's frame caught
            // up with a move (`catch_up`): no second task for it.
            if self.game_shown.get_untracked() != self.game_version.get() {
                browser::after_paint(move || self.show_game_painted());
            }
        });
    }

    /// What shows the game follows the latest version (several changes
    /// wake it once).
    fn show_game_painted(self) {
        let Some(now) = self.game_version.try_get_untracked() else {
            return;
        };
        if self
            .game_shown
            .try_get_untracked()
            .is_some_and(|s| s != now)
        {
            self.game_shown.set(now);
        }
    }

    /// Tells the table's readers of the inputs the board was told first,
    /// if any wait: after the frame that paints them, or at once when the
    /// page is hidden or left (a hidden page paints no frame, and the game
    /// must be saved).
    pub fn catch_up(self) {
        if self.readers_behind.try_get_value() != Some(true) {
            return;
        }
        self.readers_behind.set_value(false);
        self.table.notify();
        // The board has painted this version already.
        self.show_game_painted();
    }

    /// Steps the replay: `None` goes live, otherwise to that many moves
    /// (kept within the game).
    pub fn view_moves(&self, plies: Option<usize>) {
        let total = self.table.with_untracked(|t| t.game().moves().len());
        let plies = plies.filter(|p| *p < total);
        self.table.update(Table::let_go);
        self.viewed.set(plies);
    }

    /// One step back or forward from where the replay is.
    pub fn step(&self, forward: bool) {
        let total = self.table.with_untracked(|t| t.game().moves().len());
        let at = self.viewed.get_untracked().unwrap_or(total);
        let next = if forward {
            at + 1
        } else {
            at.saturating_sub(1)
        };
        self.view_moves(Some(next));
    }

    /// The key of the position the board shows, which its drawings belong to.
    pub fn drawn_on(&self) -> String {
        self.displayed(|g| position_key(g.position()))
    }

    /// Rubs out the drawings of the position shown (the others stay).
    pub fn clear_drawings(&self) {
        let key = self.drawn_on();
        self.drawings.update(|book| book.clear(&key));
    }

    /// A tap (or Enter) on a square. A replayed moment is only to look at.
    pub fn tap(&self, sq: Square) {
        if self.viewed.get_untracked().is_none() {
            self.input(Told::AfterTheBoard, |t, now| t.tap(sq, now));
        }
    }

    /// A drag starts; returns whether the piece is in hand.
    pub fn lift(&self, sq: Square) -> bool {
        self.table.try_update(|t| t.lift(sq)).unwrap_or(false)
    }

    pub fn drop_on(&self, from: Square, to: Square) {
        self.input(Told::AfterTheBoard, |t, now| t.drop_on(from, to, now));
    }

    pub fn promote(&self, role: Role) {
        self.input(Told::AfterTheBoard, |t, now| t.promote(role, now));
    }

    /// The mover presses the clock (FIDE presets with a clock).
    pub fn press_clock(&self) {
        self.input(Told::AtOnce, Table::press_clock);
    }

    /// The opponent claims the last move was illegal (claim mode).
    pub fn claim_illegal(&self) {
        self.input(Told::AtOnce, Table::claim_illegal);
    }

    /// An action from the controls or the teacher; a refused one is only
    /// not done (its button should not have been there).
    pub fn act(&self, action: Action) {
        self.input(Told::AtOnce, |t, now| {
            t.act(action, now).unwrap_or_default()
        });
    }

    /// Hands an input to the table at the page's time, and tells who
    /// listens what happened.
    pub(super) fn input(
        &self,
        told: Told,
        f: impl FnOnce(&mut Table, peoncito_core::clock::Millis) -> Vec<Event>,
    ) {
        let now = browser::now_ms();
        let wall = browser::wall_ms();
        let events = self
            .table
            .try_update_untracked(|t| {
                t.set_time_of_day(wall);
                f(t, now)
            })
            .unwrap_or_default();
        self.heard(told, events);
    }

    /// Tells what an input did: to the table's readers (at once or after
    /// the board) and to the board's listener. Apart from `input`, which
    /// is built again for each kind of input, so that this is built once.
    pub(super) fn heard(&self, told: Told, events: Vec<Event>) {
        match told {
            Told::AtOnce => {
                // Readers told now of moves the board was told first too:
                // the task after the frame has nothing left to tell.
                self.readers_behind.try_set_value(false);
                self.table.notify();
            }
            Told::AfterTheBoard => {
                self.board_first.notify();
                if self.readers_behind.try_get_value() == Some(false) {
                    self.readers_behind.set_value(true);
                    let board = *self;
                    browser::after_paint(move || board.catch_up());
                }
            }
        }
        if let Some(listener) = self.listener.try_get_value().flatten() {
            listener.run(events);
        }
    }
}
