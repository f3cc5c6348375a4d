//! A tournament game's result handed from the device it was played on to
//! the teacher's, with no network: the game's record (PGN: the event, the
//! round and board as "3.5", the players, the result) for a QR code, or,
//! when no camera can read one, a short code typed by hand whose check
//! letters catch a wrong board or result.

use shakmaty::Color;

use super::{GameResult, Tournament};
use crate::end::GameEnd;
use crate::game::Game;
use crate::heading::{Heading, Name, RoundBoard};
use crate::pgn::{self, PgnError};

/// Why a handed-over result is not entered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SlipError {
    /// Not a game record.
    Record(PgnError),
    /// A record of another tournament.
    OtherEvent,
    /// The record does not say its round and board.
    NoBoard,
    /// That round has no such board.
    UnknownBoard(RoundBoard),
    /// The names are not the players of that board.
    OtherPlayers,
    /// The game has no result yet.
    Unfinished,
    /// Not a short code, or one with a typing mistake.
    Mistyped,
    /// The board already has another result: the teacher's stays.
    AnotherResult(RoundBoard),
}

/// A result to enter, and the record that came with it (none from a short
/// code).
#[derive(Clone, Debug)]
pub struct Slip {
    pub place: RoundBoard,
    pub result: GameResult,
    pub record: Option<Game>,
}

/// The heading for a board's game played on a device: its players, the
/// tournament's name, place and day, and the round and board.
pub fn heading_for(t: &Tournament, place: RoundBoard) -> Option<Heading> {
    let board = board_of(t, place)?;
    let name = |id| t.player(id).map(|p| p.name.clone());
    Some(Heading {
        white: name(board.white),
        black: name(board.black),
        event: Some(t.name.clone()),
        site: t.place.clone(),
        date: t.date,
        round: Some(place),
    })
}

fn board_of(t: &Tournament, place: RoundBoard) -> Option<&super::Board> {
    t.rounds()
        .get(usize::from(place.round).checked_sub(1)?)?
        .boards
        .get(usize::from(place.board).checked_sub(1)?)
}

/// Reads a game record handed over (the text of a QR code): it must be of
/// this tournament, name a board of it and its two players, and be over.
pub fn read_record(t: &Tournament, text: &str) -> Result<Slip, SlipError> {
    let game = pgn::import(text).map_err(SlipError::Record)?;
    let heading = game.heading().clone();
    if heading.event.as_ref() != Some(&t.name) {
        return Err(SlipError::OtherEvent);
    }
    let place = heading.round.ok_or(SlipError::NoBoard)?;
    let expected = heading_for(t, place).ok_or(SlipError::UnknownBoard(place))?;
    if (&heading.white, &heading.black) != (&expected.white, &expected.black) {
        return Err(SlipError::OtherPlayers);
    }
    let end = game.end().ok_or(SlipError::Unfinished)?;
    let adjudicated = matches!(
        end,
        GameEnd::Adjudication { .. } | GameEnd::AdjudicationIllegalMoves { .. }
    );
    let result = match end {
        GameEnd::DrawRecommended => GameResult::DrawRecommended,
        _ => played(end.winner(), adjudicated),
    };
    Ok(Slip {
        place,
        result,
        record: Some(game),
    })
}

/// Enters a handed-over result in its board; the same result twice is
/// no change, a different one is refused (the teacher changes it by hand).
pub fn enter(t: &mut Tournament, slip: &Slip) -> Result<(), SlipError> {
    let now = board_of(t, slip.place)
        .ok_or(SlipError::UnknownBoard(slip.place))?
        .result;
    match now {
        Some(result) if result == slip.result => Ok(()),
        Some(_) => Err(SlipError::AnotherResult(slip.place)),
        None => t
            .set_result(
                slip.place.round,
                usize::from(slip.place.board),
                Some(slip.result),
            )
            .map_err(|_| SlipError::UnknownBoard(slip.place)),
    }
}

/// Whether handed-over text is a game's record (it begins with its heading)
/// rather than a short code.
fn is_record(text: &str) -> bool {
    text.trim_start().starts_with('[')
}

/// Reads what another device handed over: a game's record (it begins
/// with its heading, `[Event …`) or a result's short code (an arbiter's
/// tablet entering a result by hand).
pub fn read_handed(t: &Tournament, text: &str) -> Result<Slip, SlipError> {
    if is_record(text) {
        read_record(t, text)
    } else {
        read_short_code(t, text)
    }
}

/// A handed-over game waiting for the teacher, as the tournament now
/// stands: a game to confirm, or a conflict.
#[derive(Clone, Debug)]
pub enum Waiting {
    /// Its board has no result yet, or the same one.
    ToConfirm(Slip),
    /// Its board already holds another result (`mine`, entered on this
    /// device): the teacher keeps one of the two, never both.
    Conflict { theirs: Slip, mine: GameResult },
    /// It fits no board of this tournament.
    Unreadable(SlipError),
}

impl Waiting {
    /// What `handed` (a record or a short code) is to `t` now.
    pub fn of(t: &Tournament, handed: &str) -> Waiting {
        let slip = match read_handed(t, handed) {
            Ok(slip) => slip,
            Err(e) => return Waiting::Unreadable(e),
        };
        match board_of(t, slip.place).and_then(|b| b.result) {
            Some(mine) if mine != slip.result => Waiting::Conflict { theirs: slip, mine },
            _ => Waiting::ToConfirm(slip),
        }
    }

    /// Whether the next round waits for the teacher: the results of a
    /// round stand only once each conflict in it is decided.
    pub fn holds_pairing(&self) -> bool {
        matches!(self, Waiting::Conflict { .. })
    }
}

/// Whether a result handed over through a school server is the
/// tournament `name`'s: a short code typed for a tournament says which
/// (`typed_for`), a record names its own. Another tournament's (one a second
/// device holds at the same server) is left for that device, not refused here.
pub fn is_for(name: &Name, handed: &str, typed_for: Option<&str>) -> bool {
    match typed_for {
        Some(typed_for) => typed_for == name.as_str(),
        // Its heading alone, as `read_record` checks it: its moves are read
        // once, when it is entered (a round's end brings hundreds).
        None if is_record(handed) => pgn::read_heading(handed).event.as_ref() == Some(name),
        None => true,
    }
}

/// The teacher kept the other device's result: it replaces the board's.
pub fn keep_theirs(t: &mut Tournament, theirs: &Slip) -> Result<(), SlipError> {
    let place = theirs.place;
    t.set_result(place.round, usize::from(place.board), Some(theirs.result))
        .map_err(|_| SlipError::UnknownBoard(place))
}

fn played(winner: Option<Color>, adjudicated: bool) -> GameResult {
    let score = match winner {
        Some(Color::White) => super::Score::WhiteWins,
        Some(Color::Black) => super::Score::BlackWins,
        None => super::Score::Draw,
    };
    GameResult::Played { score, adjudicated }
}

/// Letters no one mistakes for another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B).
const CHECK_LETTERS: &[u8] = b"ACDEFGHJKMNPQRTUVWXY34679";

/// The short code of a board's result: "3.5 1-0 KM" (round.board, the
/// result, two check letters that depend on the tournament's name too).
/// The tablet the game was played on makes it from the game's heading.
pub fn short_code(event: &Name, place: RoundBoard, winner: Option<Color>) -> String {
    let result = result_token(winner);
    format!("{} {result} {}", place.pgn(), check(event, place, result))
}

/// The short code of a finished tournament game's record, as the tablet
/// it was played on shows it; none for a game that is not a tournament
/// board's or not over.
pub fn short_code_of(record: &str) -> Option<String> {
    let game = pgn::import(record).ok()?;
    let heading = game.heading();
    Some(short_code(
        heading.event.as_ref()?,
        heading.round?,
        game.end()?.winner(),
    ))
}

fn result_token(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2",
    }
}

fn check(event: &Name, place: RoundBoard, result: &str) -> String {
    // What the code says as one number. The first letter is it modulo 23:
    // one digit typed wrong or two neighbours swapped change it by a digit
    // difference (1-9) times 3 and a power of ten, never a multiple of 23.
    // The second is it modulo 25 plus a hash of the tournament's name, so a
    // code from another tournament almost never fits, and a digit lost or
    // added must change the number by a multiple of 575 to go unseen.
    let said = (u64::from(place.round) * 1000 + u64::from(place.board)) * 3
        + match result {
            "1-0" => 0,
            "0-1" => 1,
            _ => 2,
        };
    // FNV-1a.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in event.as_str().bytes() {
        hash ^= u64::from(byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    let n = CHECK_LETTERS.len() as u64;
    [said % 23, (said + hash % n) % n]
        .iter()
        .map(|i| char::from(CHECK_LETTERS[*i as usize]))
        .collect()
}

/// Reads a short code as typed ("3.5 1-0 km", "3.5 ½ KM"…).
pub fn read_short_code(t: &Tournament, typed: &str) -> Result<Slip, SlipError> {
    let parts: Vec<&str> = typed.split_whitespace().collect();
    let [place, result, letters] = parts.as_slice() else {
        return Err(SlipError::Mistyped);
    };
    // Only as the code writes it: "1.01" is no way to write board 1.
    let place = RoundBoard::from_pgn(place)
        .filter(|p| p.pgn() == *place)
        .ok_or(SlipError::Mistyped)?;
    let winner = match *result {
        "1-0" => Some(Color::White),
        "0-1" => Some(Color::Black),
        "1/2" | "½" | "½-½" | "1/2-1/2" | "=" => None,
        _ => return Err(SlipError::Mistyped),
    };
    if !letters.eq_ignore_ascii_case(&check(&t.name, place, result_token(winner))) {
        return Err(SlipError::Mistyped);
    }
    board_of(t, place).ok_or(SlipError::UnknownBoard(place))?;
    Ok(Slip {
        place,
        result: played(winner, false),
        record: None,
    })
}
