//! Scheveningen: two teams (two schools, girls and boys); each member plays
//! every member of the other team, one round each.
//!
//! In round `r` member `i` of the first team meets member
//! `j = (i + r − 2) mod n + 1` of the second, `n` the larger team's size.
//! The first team's member has White when `i + j` is odd, so every player
//! alternates colours round by round and ends with as many Whites as
//! Blacks. With an even size the two teams swap colours as a whole from one
//! round to the next; with an odd one each player repeats a colour once
//! (where the count wraps) and has one more of it.
//!
//! Teams of different sizes (the regulation's own example: "mujeres y
//! varones", two schools): the smaller team is made up to the larger one's
//! size with missing members, as a round robin adds a bye for an odd field;
//! whoever meets a missing member rests that round, with no game and no
//! point (a round robin's rest, FIDE C.05).

use super::PlayerId;
use super::berger::Pairing;

/// The rounds two teams of these sizes play: the larger size.
pub fn rounds(first: usize, second: usize) -> usize {
    first.max(second)
}

/// The pairings of round `round` (from 1), in the first team's order (its
/// missing members last). Out of range, none.
pub fn round(first: &[PlayerId], second: &[PlayerId], round: u8) -> Vec<Pairing> {
    let n = rounds(first.len(), second.len());
    if first.is_empty() || second.is_empty() || round == 0 || usize::from(round) > n {
        return Vec::new();
    }
    let r = usize::from(round);
    (0..n)
        .filter_map(|i| {
            let j = (i + r - 1) % n;
            match (first.get(i), second.get(j)) {
                (Some(a), Some(b)) => Some(if (i + j) % 2 == 1 {
                    Pairing::Game {
                        white: *a,
                        black: *b,
                    }
                } else {
                    Pairing::Game {
                        white: *b,
                        black: *a,
                    }
                }),
                (Some(p), None) | (None, Some(p)) => Some(Pairing::Rest(*p)),
                (None, None) => None,
            }
        })
        .collect()
}
