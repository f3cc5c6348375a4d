//! What a game's record says besides its moves: who played White and Black,
//! at which event, where and on which day — the head of a score sheet and
//! the PGN's tags. Typed by a teacher or a child, so cleaned, never refused.

use shakmaty::Color;

/// A name or a place as typed, cleaned for a score sheet and a PGN tag:
/// spaces trimmed and joined, control characters gone, at most
/// [`Name::MAX_CHARS`] characters. Never empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Name(String);

impl Name {
    /// Long enough for "María del Carmen Fernández-Villaverde", short enough
    /// for a name plate beside the board.
    pub const MAX_CHARS: usize = 40;

    /// The cleaned name, or `None` when nothing but spaces was typed. A PGN's
    /// "?" (unknown) is no name either.
    pub fn new(typed: &str) -> Option<Name> {
        // The marks that reorder text (right-to-left overrides, embeddings,
        // isolates) go: in a name they would turn "Ana 1-0 Luis" around.
        let typed: String = typed.chars().filter(|c| !reorders_text(*c)).collect();
        let words: Vec<&str> = typed
            .split(|c: char| c.is_whitespace() || c.is_control())
            .filter(|w| !w.is_empty())
            .collect();
        let joined: String = words.join(" ").chars().take(Name::MAX_CHARS).collect();
        let name = joined.trim_end();
        (!name.is_empty() && name != "?").then(|| Name(name.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Unicode's explicit direction marks, embeddings, overrides and isolates.
fn reorders_text(c: char) -> bool {
    matches!(c, '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// A name inside a sentence, isolated from the text around it (Unicode's
/// first-strong isolate), so a name written right to left never moves the
/// words, results or numbers beside it.
pub fn isolated(name: &str) -> String {
    format!("\u{2068}{name}\u{2069}")
}

/// The name, or `unknown` (a side's name, PGN's "?") when there is none.
pub fn name_or<'a>(name: &'a Option<Name>, unknown: &'a str) -> &'a str {
    name.as_ref().map_or(unknown, Name::as_str)
}

/// A calendar day, as a game's date.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Date {
    pub year: u16,
    /// 1–12.
    pub month: u8,
    /// 1–31, as the month has.
    pub day: u8,
}

impl Date {
    /// A real day of the Gregorian calendar, or `None`.
    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        let leap =
            year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
        let days = match month {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => return None,
        };
        (year > 0 && (1..=days).contains(&day)).then_some(Date { year, month, day })
    }

    /// A PGN date, "2026.11.30"; a date with unknown parts ("2026.??.??")
    /// is no day.
    pub fn from_pgn(text: &str) -> Option<Date> {
        let mut parts = text.trim().split('.');
        let mut part = || parts.next()?.parse::<u16>().ok();
        let (year, month, day) = (part()?, part()?, part()?);
        Date::new(year, u8::try_from(month).ok()?, u8::try_from(day).ok()?)
    }

    pub fn pgn(self) -> String {
        format!("{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }
}

/// A game's place in a tournament: its round and board, from 1. PGN
/// writes it in the `Round` tag as "3.5", the way many programs number a
/// round's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundBoard {
    pub round: u8,
    pub board: u16,
}

impl RoundBoard {
    pub fn pgn(self) -> String {
        format!("{}.{}", self.round, self.board)
    }

    /// "3.5"; a round alone, "-" or "?" is no board.
    pub fn from_pgn(text: &str) -> Option<RoundBoard> {
        let (round, board) = text.trim().split_once('.')?;
        let round: u8 = round.parse().ok()?;
        let board: u16 = board.parse().ok()?;
        (round > 0 && board > 0).then_some(RoundBoard { round, board })
    }
}

/// The head of a game's record. Every part is optional: a game between
/// two children who typed nothing is still a game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Heading {
    pub white: Option<Name>,
    pub black: Option<Name>,
    /// A class, a club session, a tournament.
    pub event: Option<Name>,
    /// The school or the town.
    pub site: Option<Name>,
    /// The day the game was played.
    pub date: Option<Date>,
    /// Where it was played in a tournament.
    pub round: Option<RoundBoard>,
}

impl Heading {
    /// The name of the player of `side`.
    pub fn player(&self, side: Color) -> Option<&Name> {
        match side {
            Color::White => self.white.as_ref(),
            Color::Black => self.black.as_ref(),
        }
    }

    /// Whether either player has a name.
    pub fn names_players(&self) -> bool {
        self.white.is_some() || self.black.is_some()
    }

    /// The heading of the next game at the same board: the same event and
    /// place, new players, the day still to be set.
    pub fn next_game(&self) -> Heading {
        Heading {
            event: self.event.clone(),
            site: self.site.clone(),
            ..Heading::default()
        }
    }
}
