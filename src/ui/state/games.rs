//! A game put on the board: asked for from the board's buttons or a link (what it may do with the
//! game there is the core's `new_game_entry`), confirmed, opened under its rules or against the
//! computer; the game's record and its players' names.

use leptos::prelude::*;
use shakmaty::Color;

use crate::ui::browser;
use peoncito_core::computer::Opponent;
use peoncito_core::computer::question::Answer;
use peoncito_core::game::Game;
use peoncito_core::heading::{Heading, Name};
use peoncito_core::i18n::{Text, tr};
use peoncito_core::settings::Rules;
use peoncito_core::startup::{NewGameEntry, new_game_entry};
use peoncito_core::table::{Action, Table};

use super::{AppState, Confirm, Told};

impl AppState {
    /// Someone at the board asks to put `game` on the table (a new one, a
    /// record pasted, a position set up). The teacher's panel opens when the
    /// teacher locked new games or the game waits for the teacher; a game
    /// in progress is only replaced after a "yes".
    pub fn ask_to_open(&self, game: Game) {
        self.ask_to_play(game, None);
    }

    /// As [`AppState::ask_to_open`], with the computer playing a side.
    pub fn ask_to_play(&self, game: Game, computer: Option<Opponent>) {
        let rules = self.settings.get_untracked().rules;
        match self.new_game_entry() {
            NewGameEntry::AskTeacher => self.screen.teacher_open.set(true),
            NewGameEntry::AskFirst => {
                self.screen
                    .confirm
                    .set(Some(Confirm::Replace(Box::new(game), rules, computer)))
            }
            NewGameEntry::Open => self.open_game_against(game, rules, computer),
        }
    }

    /// As [`AppState::ask_to_play`], for a game that goes on from a
    /// position (the board's, or a lesson's end): the game on the board is
    /// kept aside, as a link's is, so nothing is lost and nobody is asked
    /// "are you sure?"; only the teacher's PIN, where new games wait for it.
    pub fn play_from_here(&self, game: Game, computer: Option<Opponent>) {
        let rules = self.settings.get_untracked().rules;
        match self.new_game_entry() {
            NewGameEntry::AskTeacher => self.screen.teacher_open.set(true),
            NewGameEntry::AskFirst | NewGameEntry::Open => {
                self.replace_keeping(game, rules, computer)
            }
        }
    }

    /// What a new game may do with the one on the board (decided in the
    /// core, for the board's buttons and for links alike).
    pub(super) fn new_game_entry(&self) -> NewGameEntry {
        let locked = self.settings.with_untracked(|s| s.lock_new_game);
        self.board
            .table
            .with_untracked(|t| new_game_entry(t, locked))
    }

    /// A link asks to put `game` on the board under `rules`: it opens when
    /// nothing is in progress; otherwise only after a yes (and the PIN when
    /// the teacher locked new games or the game waits for the teacher).
    /// The game it replaces is kept aside.
    pub fn offer_from_link(&self, game: Game, rules: Rules) {
        let entry = self.new_game_entry();
        match entry {
            NewGameEntry::Open => self.replace_keeping(game, rules, None),
            NewGameEntry::AskFirst | NewGameEntry::AskTeacher => {
                self.screen.confirm.set(Some(Confirm::ReplaceByLink {
                    game: Box::new(game),
                    rules,
                    teacher: entry == NewGameEntry::AskTeacher,
                }))
            }
        }
    }

    /// Puts `game` on the board (against the computer, when it plays a
    /// side) once the game there, if it has a move, is kept aside; without
    /// room for the copy, nothing is replaced.
    pub(super) fn replace_keeping(&self, game: Game, rules: Rules, computer: Option<Opponent>) {
        let kept = self.board.table.with_untracked(|t| {
            (!t.game().moves().is_empty())
                .then(|| peoncito_core::saved::encode_table(t, browser::now_ms()))
        });
        if let Some(record) = kept
            && crate::ui::device_store::keep_game(&record).is_err()
        {
            self.notices.update(|n| n.push(Text::GameNotKept));
            return;
        }
        self.open_game_against(game, rules, computer);
    }

    /// The player said yes (and the teacher typed the PIN, where needed).
    pub fn confirmed(&self) {
        match self.screen.confirm.try_update(Option::take).flatten() {
            Some(Confirm::Replace(game, rules, computer)) => {
                self.open_game_against(*game, rules, computer)
            }
            Some(Confirm::ReplaceByLink { game, rules, .. }) => {
                self.replace_keeping(*game, rules, None)
            }
            Some(Confirm::Resign(Some(side))) => self.board.act(Action::Resign(side)),
            Some(Confirm::TakeBackAgreed) => self.board.act(Action::UndoAgreed),
            // Answered by choosing a side, not by "yes".
            Some(Confirm::Resign(None) | Confirm::OfferDraw) | None => {}
        }
    }

    /// Replaces the game in progress with `game` under the teacher's
    /// current settings, without asking: the teacher's own new game, or
    /// what [`AppState::ask_to_open`] let through.
    pub fn open_game(&self, game: Game) {
        self.open_game_under(game, self.settings.get_untracked().rules);
    }

    /// Replaces the game in progress with `game` under `rules` (a
    /// tournament board without a clock drops the teacher's clock).
    pub fn open_game_under(&self, game: Game, rules: Rules) {
        self.open_game_against(game, rules, None);
    }

    pub(super) fn open_game_against(&self, game: Game, rules: Rules, computer: Option<Opponent>) {
        self.board.viewed.set(None);
        self.board.table.update(|t| {
            t.restart(game, rules);
            t.set_computer(computer);
        });
        // Once drawn, and once the dialog that started it gave the focus
        // back (which scrolls to the button that opened it).
        request_animation_frame(browser::show_board);
    }

    /// The computer's worker answered: its move is played, or held while
    /// the pupil is asked to take a blunder back.
    pub fn computer_answered(&self, answer: &Answer) {
        self.board.input(Told::AfterTheBoard, |t, now| {
            t.computer_answered(answer, now)
        });
    }

    /// The pupil keeps the move the computer offered to take back.
    pub fn keep_move(&self) {
        self.board.input(Told::AtOnce, Table::keep_move);
    }

    /// `game` as the next game at this board: the same event and place as
    /// the game in play, new players, played today.
    pub fn next_game(&self, mut game: Game) -> Game {
        let mut heading = self
            .board
            .table
            .with_untracked(|t| t.game().heading().next_game());
        heading.date = browser::today();
        game.set_heading(heading);
        game
    }

    /// The game in play as PGN, its mistakes and the arbiter's decisions
    /// in comments in the language shown (tracked).
    pub fn record(&self) -> String {
        let lang = self.prefs.lang.get();
        let wording = peoncito_core::pgn::Wording {
            mistake: &|m, name| {
                tr(
                    lang,
                    &Text::MistakeComment {
                        mistake: *m,
                        name: name.clone(),
                    },
                )
            },
            ending: &|end| tr(lang, &Text::GameOver(end)),
        };
        self.board
            .with_game(|g| peoncito_core::pgn::export(g, &wording))
    }

    /// The name of the player of `side` in the game in play (tracked).
    pub fn player_name(&self, side: Color) -> Option<Name> {
        self.board.with_game(|g| g.heading().player(side).cloned())
    }

    /// Names the players (and the event, the place) of the game in play.
    pub fn set_heading(&self, heading: Heading) {
        self.board.table.update(|t| t.set_heading(heading));
    }
}
