//! The FIDE Berger tables (Handbook C.05, Annex 1): every round of a round
//! robin, its boards in order and who has White.
//!
//! For an even field of `n`, player `n` stays put while the others turn:
//! in round `r` player `n` meets `p = (r − 1)·n/2 mod (n − 1) + 1`, with
//! White in even rounds; on board `b` (from 2) `p + (b − 1)` has White
//! against `p − (b − 1)`, both counted round 1…n−1. An odd field plays the
//! table of the next even number, whose last number is nobody: who meets
//! it rests. A double round robin plays the table twice, the second time
//! with colours reversed, and the first cycle's last two rounds swapped so
//! that no one has the same colour three times running at the turn.

use super::PlayerId;

/// One line of a round's table (a round robin's, or a Scheveningen's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pairing {
    Game {
        white: PlayerId,
        black: PlayerId,
    },
    /// Met the missing number of an odd field (or the smaller team's
    /// missing member): no game this round.
    Rest(PlayerId),
}

/// Rounds in one cycle for `players` players.
pub fn rounds_in_cycle(players: u16) -> u8 {
    u8::try_from(even_field(players) - 1).unwrap_or(u8::MAX)
}

/// The field the table is for: an odd one gets one more number, nobody.
fn even_field(players: u16) -> u32 {
    let players = u32::from(players);
    players + players % 2
}

/// Round `round` (from 1) for `players` players, numbered 1…players. Out of
/// range, no pairings.
pub fn round(players: u16, round: u8, double: bool) -> Vec<Pairing> {
    let once = rounds_in_cycle(players);
    if players < 2 || round == 0 || once == 0 {
        return Vec::new();
    }
    let (in_cycle, reversed) = match (round <= once, double) {
        (true, false) => (round, false),
        (true, true) => (swap_last_two(round, once), false),
        (false, true) if round <= 2 * once => (round - once, true),
        _ => return Vec::new(),
    };
    even_round(even_field(players), in_cycle)
        .into_iter()
        .filter_map(|(white, black)| {
            let (white, black) = if reversed {
                (black, white)
            } else {
                (white, black)
            };
            let player = |n: u32| {
                u16::try_from(n)
                    .ok()
                    .filter(|n| *n <= players)
                    .map(PlayerId)
            };
            // Only the odd field's extra number is nobody.
            match (player(white), player(black)) {
                (Some(white), Some(black)) => Some(Pairing::Game { white, black }),
                (Some(id), None) | (None, Some(id)) => Some(Pairing::Rest(id)),
                (None, None) => None,
            }
        })
        .collect()
}

/// In a double round robin the first cycle plays its last two rounds in
/// the other order.
fn swap_last_two(round: u8, once: u8) -> u8 {
    match once {
        ..=1 => round,
        _ if round == once => once - 1,
        _ if round == once - 1 => once,
        _ => round,
    }
}

/// The (white, black) numbers of round `round` for an even field `n`
/// (numbers beyond `u16` are nobody).
fn even_round(n: u32, round: u8) -> Vec<(u32, u32)> {
    let r = u32::from(round);
    let turning = n - 1;
    let half = n / 2;
    // Numbers 1…n−1 counted round in a circle; `p` is the partner of n, from 0.
    let p = ((r - 1) * half) % turning;
    let at = |k: u32| k % turning + 1;
    let mut boards = Vec::with_capacity(half as usize);
    boards.push(if r % 2 == 1 { (at(p), n) } else { (n, at(p)) });
    for b in 1..half {
        boards.push((at(p + b), at(p + turning - b)));
    }
    boards
}
