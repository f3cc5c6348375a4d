//! A tournament board played on the teacher's own device, between its two
//! wasms (the tournament screens and the board): the screens hand the board
//! the game's heading and whether the board has a clock; the board hands
//! back every tournament game that ends, through an inbox the screens empty
//! into the rounds — even after a reload in between.

use super::Tournament;
use super::result_slip::heading_for;
use crate::game::Game;
use crate::heading::{Heading, RoundBoard};
use crate::pgn;
use crate::settings::Rules;

/// Between two records of the inbox: a character no record holds (names
/// and comments are cleaned of control characters).
const BETWEEN: char = '\u{1e}';

/// A board of a round, to play on this device's board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardToPlay {
    /// The game's heading, as a record with no moves yet.
    pub record: String,
    /// The tournament's rules for its games; the time control only where
    /// the board has one of the tournament's clocks.
    pub rules: Rules,
}

impl BoardToPlay {
    /// Board `place` of `t`; none for a board it does not have.
    pub fn new(t: &Tournament, place: RoundBoard) -> Option<BoardToPlay> {
        let mut game = Game::new();
        game.set_heading(heading_for(t, place)?);
        let mut rules = t.game_rules;
        if !t.board_has_clock(usize::from(place.board)) {
            rules.clock = None;
        }
        Some(BoardToPlay {
            record: pgn::export(&game, &pgn::Wording::PLAIN),
            rules,
        })
    }

    /// The rules on the first line (as the teacher's settings keep them),
    /// then the record: short enough for an address and a QR code.
    pub fn encode(&self) -> String {
        let rules = serde_json::to_string(&self.rules).unwrap_or_default();
        format!("{rules}\n{}", self.record)
    }

    /// What [`BoardToPlay::encode`] wrote, or none.
    pub fn decode(text: &str) -> Option<BoardToPlay> {
        let (rules, record) = text.split_once('\n')?;
        Some(BoardToPlay {
            rules: serde_json::from_str(rules).ok()?,
            record: record.to_string(),
        })
    }

    /// The game to start: its heading, no moves.
    pub fn game(&self) -> Option<Game> {
        pgn::import(&self.record).ok()
    }
}

/// The records of tournament games that ended on this device, oldest
/// first, until the tournament screens take them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Inbox(Vec<String>);

impl Inbox {
    /// More than a day of games: the oldest go first.
    const MOST: usize = 64;

    /// The saved inbox; a damaged one reads as what it holds (each record
    /// is checked when taken; what is no record is refused then).
    pub fn decode(text: Option<&str>) -> Inbox {
        Inbox(
            text.unwrap_or_default()
                .split(BETWEEN)
                .filter(|r| !r.trim().is_empty())
                .map(str::to_string)
                .collect(),
        )
    }

    pub fn encode(&self) -> String {
        self.0.join(&BETWEEN.to_string())
    }

    /// Adds a game's record, once: a record already waiting is the same
    /// end handed over twice (only the tab that played a game hands it
    /// over; this keeps the inbox right should another ever do so too).
    pub fn push(&mut self, record: String) {
        self.push_arrived(record);
        let extra = self.0.len().saturating_sub(Inbox::MOST);
        self.0.drain(..extra);
    }

    /// Adds a game's record from another device, once, dropping none: the
    /// device it came from will not send it again.
    pub fn push_arrived(&mut self, record: String) {
        let record = record.replace(BETWEEN, " ");
        if !self.0.contains(&record) {
            self.0.push(record);
        }
    }

    pub fn take(&mut self) -> Vec<String> {
        std::mem::take(&mut self.0)
    }

    pub fn records(&self) -> &[String] {
        &self.0
    }

    /// Takes record `index` out (none when there is no such record).
    pub fn remove(&mut self, index: usize) -> Option<String> {
        (index < self.0.len()).then(|| self.0.remove(index))
    }
}

/// Which tournament board a game is: its event and round.board, as the
/// board remembers the one the tournament screens handed it ("Liga|3.5").
pub fn board_key(heading: &Heading) -> Option<String> {
    Some(format!(
        "{}|{}",
        heading.event.as_ref()?.as_str(),
        heading.round?.pgn()
    ))
}

/// Where a tournament game that ended on this device goes: a board the
/// tournament screens handed over (`handed`) is entered in its round; any
/// other game with a tournament's heading (a record pasted, a link) waits
/// for the teacher to confirm it.
pub fn goes_straight_in(heading: &Heading, handed: Option<&str>) -> bool {
    board_key(heading).is_some_and(|key| Some(key.as_str()) == handed)
}
