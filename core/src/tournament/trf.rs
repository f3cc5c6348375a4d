//! The FIDE tournament report file (TRF, the 2016 layout of C.04.A Annex 2)
//! that rating officers, pairing programs and checkers read: the
//! tournament's lines (012 name, 022 place, 042 date, 062 players), `XXR`
//! for the rounds planned, and one fixed-width `001` line per player (its
//! number, name, rating, points and rank) with a 10-column block per round.
//!
//! A round block: the opponent's number (columns 1–4, "0000" for a bye),
//! the colour ('w', 'b' or '-') and the result: '1', '=', '0' for a game,
//! '+' / '-' for a forfeit, 'U' a pairing-allocated bye, 'H' / 'Z' a half-
//! or zero-point bye, 'F' a full-point bye (read as a pairing bye), blank
//! while the game goes on. A round robin's rest is written as 'Z'; a round
//! the player was not in (entered later, withdrawn) is left blank.
//!
//! Pairs kept apart are `260` lines, as the 2025 format writes them: the
//! first and last round (columns 5–7, 9–11), then the players, four columns
//! each from column 13; the older `XXP` line (players kept apart all event)
//! is read too. `XXC black1` gives the first pairing number Black when
//! nothing else decides its colour (`white1`, the default, White).

use shakmaty::Color;

use super::{
    Board, Bye, GameResult, Outing, Player, PlayerId, Round, Score, System, Tournament,
    TournamentError,
};
use crate::heading::{Date, Name};

/// What stops a TRF from being read, and on which line (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrfError {
    /// No `001` player lines at all.
    NoPlayers,
    /// A `001` line too short, or its number is not a number.
    BadPlayerLine { line: usize },
    /// Player numbers must run 1, 2, 3… without gaps or repeats.
    BadNumbering { line: usize },
    /// A round block that cannot be read.
    BadRound { line: usize, round: u8 },
    /// Two players' blocks for a round do not agree (one says they met,
    /// with colours or results the other does not mirror).
    Mismatch { round: u8, player: PlayerId },
    /// More rounds or players than a school tournament can have.
    TooBig,
    /// A line of players kept apart (`260`, `XXP`) that cannot be read,
    /// or names a player the file does not have.
    BadApart { line: usize },
    /// An `XXR` line whose total of rounds is not a number from 1 to 255.
    BadTotalRounds { line: usize },
    /// A round with a game still to play while a later round is paired
    /// ([`Tournament::unfinished_before_last`]): the app pairs a round only
    /// once the last has every result.
    UnfinishedRound(u8),
}

/// Characters before the first round block (which starts in column 92).
const ROUNDS_AT: usize = 91;

/// The tournament as a TRF.
pub fn write(t: &Tournament) -> String {
    let mut out = String::new();
    out.push_str(&format!("012 {}\n", t.name.as_str()));
    if let Some(place) = &t.place {
        out.push_str(&format!("022 {}\n", place.as_str()));
    }
    if let Some(d) = t.date {
        out.push_str(&format!("042 {:04}/{:02}/{:02}\n", d.year, d.month, d.day));
    }
    out.push_str(&format!("062 {}\n", t.players.len()));
    out.push_str(&format!("XXR {}\n", t.rounds_planned()));
    if t.initial_colour == Color::Black {
        out.push_str("XXC black1\n");
    }
    for apart in t.forbidden() {
        let last = apart.until.unwrap_or(t.rounds_planned().max(1));
        let (a, b) = apart.players;
        out.push_str(&format!(
            "260 {:>3} {:>3} {:>4} {:>4}\n",
            apart.from, last, a.0, b.0
        ));
    }
    let ranks = super::standings::standings(t, &t.tie_breaks);
    for id in t.ids() {
        let player = &t.players[id.index()];
        let rank = ranks.iter().find(|s| s.player == id).map_or(0, |s| s.rank);
        let name: String = player.name.as_str().chars().take(33).collect();
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
            id.0,
            name,
            player.rating.map_or(String::new(), |r| r.to_string()),
            "",
            "",
            "",
            t.score(id).decimal(),
            rank
        );
        // TRF counts columns in characters ("Ñ" is one), not bytes.
        while line.chars().count() < ROUNDS_AT {
            line.push(' ');
        }
        for outing in t.outings(id) {
            line.push_str(&block(outing));
            line.push_str("  ");
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// A round's 8 columns for one player.
fn block(outing: Outing) -> String {
    match outing {
        Outing::Game {
            opponent,
            colour,
            result,
        } => {
            let c = match colour {
                Color::White => 'w',
                Color::Black => 'b',
            };
            let r = match result {
                None => ' ',
                Some(GameResult::Played { .. } | GameResult::DrawRecommended) => {
                    match result.map(|r| r.points(colour).0) {
                        Some(2) => '1',
                        Some(1) => '=',
                        _ => '0',
                    }
                }
                Some(forfeit @ GameResult::Forfeit { .. }) => {
                    if forfeit.points(colour).0 == 2 {
                        '+'
                    } else {
                        '-'
                    }
                }
            };
            format!("{:>4} {c} {r}", opponent.0)
        }
        Outing::Bye(bye) => {
            let code = match bye {
                Bye::Pairing => 'U',
                Bye::Half => 'H',
                Bye::Zero | Bye::Free => 'Z',
            };
            format!("0000 - {code}")
        }
        Outing::Absent => "        ".to_string(),
    }
}

/// One player's entry for a round, as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entry {
    Game {
        opponent: PlayerId,
        colour: Color,
        /// The player's own points, or None while playing; `forfeit` marks + and -.
        points: Option<u16>,
        forfeit: bool,
    },
    Bye(Bye),
    Absent,
}

/// Reads a TRF into a tournament of `system` (the file does not say which
/// system paired it). Every round is rebuilt from both players' blocks,
/// and the two must agree.
pub fn read(text: &str, system: System) -> Result<Tournament, TrfError> {
    let mut name = None;
    let mut place = None;
    let mut date = None;
    let mut players: Vec<(Player, Vec<Entry>)> = Vec::new();
    let mut apart: Vec<(Vec<u16>, u8, Option<u8>, usize)> = Vec::new();
    let mut initial_colour = Color::White;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = raw.trim_end_matches('\r');
        let (code, rest) = (line.get(..3).unwrap_or(line), line.get(4..).unwrap_or(""));
        match code {
            "012" => name = Name::new(rest),
            "022" => place = Name::new(rest),
            "042" => date = Date::from_pgn(&rest.trim().replace(['/', '-'], ".")),
            "260" => {
                let (ids, first, last) =
                    apart_line(line).ok_or(TrfError::BadApart { line: line_no })?;
                apart.push((ids, first, Some(last), line_no));
            }
            "XXP" => {
                let ids = rest
                    .split_whitespace()
                    .map(|n| n.parse().ok())
                    .collect::<Option<Vec<u16>>>()
                    .ok_or(TrfError::BadApart { line: line_no })?;
                apart.push((ids, 1, None, line_no));
            }
            // Other words (`rank`) do not concern a school's pairing.
            "XXC"
                if rest
                    .split_whitespace()
                    .any(|w| w.eq_ignore_ascii_case("black1")) =>
            {
                initial_colour = Color::Black;
            }
            "XXR" => {
                planned_rounds(line).map_err(|_| TrfError::BadTotalRounds { line: line_no })?;
            }
            "001" => {
                let (player, entries) = player_line(line, line_no)?;
                let number =
                    player_number(line).ok_or(TrfError::BadPlayerLine { line: line_no })?;
                if usize::from(number) != players.len() + 1 {
                    return Err(TrfError::BadNumbering { line: line_no });
                }
                players.push((player, entries));
            }
            _ => {}
        }
    }
    if players.is_empty() {
        return Err(TrfError::NoPlayers);
    }
    let rounds_written = players.iter().map(|(_, e)| e.len()).max().unwrap_or(0);
    let rounds_written = u8::try_from(rounds_written).map_err(|_| TrfError::TooBig)?;
    let name = name.unwrap_or_else(|| Name::new("TRF").expect("a name"));
    let mut t = Tournament::new(name, system);
    t.place = place;
    t.date = date;
    t.initial_colour = initial_colour;
    if players.len() > usize::from(u16::MAX) {
        return Err(TrfError::TooBig);
    }
    for (player, _) in &players {
        t.players.push(player.clone());
    }
    for r in 0..usize::from(rounds_written) {
        let number = (r + 1) as u8;
        let entry = |p: usize| players[p].1.get(r).copied().unwrap_or(Entry::Absent);
        let mut round = Round::default();
        for p in 0..players.len() {
            let id = PlayerId((p + 1) as u16);
            match entry(p) {
                Entry::Absent => {}
                // A round robin's rest is written as a zero-point bye.
                Entry::Bye(Bye::Zero) if system.is_scheduled() => round.byes.push((id, Bye::Free)),
                Entry::Bye(bye) => round.byes.push((id, bye)),
                Entry::Game {
                    opponent,
                    colour,
                    points,
                    forfeit,
                } => {
                    let Some(other) = opponent
                        .0
                        .checked_sub(1)
                        .map(usize::from)
                        .filter(|o| *o < players.len())
                    else {
                        return Err(TrfError::Mismatch {
                            round: number,
                            player: id,
                        });
                    };
                    // The mirror: the opponent names this player, the other colour,
                    // and a result that adds up.
                    let Entry::Game {
                        opponent: back,
                        colour: their_colour,
                        points: their_points,
                        forfeit: their_forfeit,
                    } = entry(other)
                    else {
                        return Err(TrfError::Mismatch {
                            round: number,
                            player: id,
                        });
                    };
                    let sums = match (points, their_points) {
                        (None, None) => true,
                        (Some(a), Some(b)) if forfeit && their_forfeit => a + b <= 2,
                        (Some(a), Some(b)) => !their_forfeit && a + b == 2,
                        _ => false,
                    };
                    if back != id || their_colour == colour || !sums || other == p {
                        return Err(TrfError::Mismatch {
                            round: number,
                            player: id,
                        });
                    }
                    if colour == Color::White {
                        let result =
                            points.map(|w| game_result(w, their_points.unwrap_or(0), forfeit));
                        round.boards.push(Board {
                            white: id,
                            black: opponent,
                            result,
                        });
                    }
                }
            }
        }
        t.add_round(round).map_err(|e| match e {
            TournamentError::PlayerTwice { player, .. }
            | TournamentError::UnknownPlayer(player) => TrfError::Mismatch {
                round: number,
                player,
            },
            _ => TrfError::TooBig,
        })?;
    }
    if let Some(round) = t.unfinished_before_last() {
        return Err(TrfError::UnfinishedRound(round));
    }
    for (ids, first, last, line) in apart {
        // A range up to the last round is the whole event.
        let until = last.filter(|l| *l < t.rounds_planned());
        for (i, a) in ids.iter().enumerate() {
            for b in &ids[i + 1..] {
                t.forbid_from(PlayerId(*a), PlayerId(*b), first, until)
                    .map_err(|_| TrfError::BadApart { line })?;
            }
        }
    }
    Ok(t)
}

/// The rounds a file plans (its `XXR` line): none when it does not say;
/// an error when it says something else than 1 to 255.
pub fn planned_rounds(text: &str) -> Result<Option<u8>, TrfError> {
    let Some((i, rest)) = text
        .lines()
        .enumerate()
        .find_map(|(i, l)| l.strip_prefix("XXR").map(|rest| (i, rest)))
    else {
        return Ok(None);
    };
    match rest.trim().parse::<u8>() {
        Ok(n) if n > 0 => Ok(Some(n)),
        _ => Err(TrfError::BadTotalRounds { line: i + 1 }),
    }
}

/// A `260` line: the players kept apart, and the first and last round
/// they are.
fn apart_line(line: &str) -> Option<(Vec<u16>, u8, u8)> {
    let first: u8 = line.get(4..7)?.trim().parse().ok()?;
    let last: u8 = line.get(8..11)?.trim().parse().ok()?;
    let ids = line
        .get(12..)?
        .split_whitespace()
        .map(|n| n.parse().ok())
        .collect::<Option<Vec<u16>>>()?;
    (first <= last && ids.len() >= 2).then_some((ids, first, last))
}

fn game_result(white: u16, black: u16, forfeit: bool) -> GameResult {
    if forfeit {
        let winner = match (white, black) {
            (2, _) => Some(Color::White),
            (_, 2) => Some(Color::Black),
            _ => None,
        };
        return GameResult::Forfeit { winner };
    }
    let score = match white {
        2 => Score::WhiteWins,
        1 => Score::Draw,
        _ => Score::BlackWins,
    };
    GameResult::Played {
        score,
        adjudicated: false,
    }
}

fn player_number(line: &str) -> Option<u16> {
    line.get(4..8)?.trim().parse().ok()
}

/// A `001` line: the player and the round blocks.
fn player_line(line: &str, line_no: usize) -> Result<(Player, Vec<Entry>), TrfError> {
    let bad = TrfError::BadPlayerLine { line: line_no };
    let chars: Vec<char> = line.chars().collect();
    let field = |from: usize, to: usize| -> String {
        chars
            .get(from..to.min(chars.len()))
            .map_or(String::new(), |c| c.iter().collect())
    };
    if chars.len() < 47 {
        return Err(bad);
    }
    let name = Name::new(&field(14, 47)).ok_or(bad.clone())?;
    let rating = field(48, 52).trim().parse::<u16>().ok().filter(|r| *r > 0);
    let mut entries = Vec::new();
    let mut at = ROUNDS_AT;
    let mut round = 1u8;
    while at < chars.len() {
        let text = field(at, at + 8);
        entries.push(entry(&text).ok_or(TrfError::BadRound {
            line: line_no,
            round,
        })?);
        at += 10;
        round = round.checked_add(1).ok_or(TrfError::TooBig)?;
    }
    // Blank blocks at the end are no rounds.
    while entries.last() == Some(&Entry::Absent) {
        entries.pop();
    }
    let player = Player {
        name,
        group: None,
        rating,
        withdrawn_from: None,
    };
    Ok((player, entries))
}

/// One round block ("  12 w 1", "0000 - U", blank).
fn entry(text: &str) -> Option<Entry> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    match parts.as_slice() {
        [] => Some(Entry::Absent),
        [zero, "-", code] | [zero, code] if zero.trim_start_matches('0').is_empty() => {
            match *code {
                "U" | "F" => Some(Entry::Bye(Bye::Pairing)),
                "H" => Some(Entry::Bye(Bye::Half)),
                "Z" | "-" => Some(Entry::Bye(Bye::Zero)),
                _ => None,
            }
        }
        [opponent, colour] | [opponent, colour, _] => {
            let opponent = PlayerId(opponent.parse().ok().filter(|n: &u16| *n > 0)?);
            let colour = match *colour {
                "w" | "W" => Color::White,
                "b" | "B" => Color::Black,
                _ => return None,
            };
            let (points, forfeit) = match parts.get(2).copied() {
                None => (None, false),
                Some("1" | "W") => (Some(2), false),
                Some("=" | "D") => (Some(1), false),
                Some("0" | "L") => (Some(0), false),
                Some("+") => (Some(2), true),
                Some("-") => (Some(0), true),
                Some(_) => return None,
            };
            Some(Entry::Game {
                opponent,
                colour,
                points,
                forfeit,
            })
        }
        _ => None,
    }
}
