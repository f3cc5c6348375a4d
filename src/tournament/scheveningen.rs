//! Scheveningen: two teams (two schools, two classes) of the same size;
//! each member plays every member of the other team, one round each.
//!
//! In round `r` member `i` of the first team meets member
//! `j = (i + r − 2) mod n + 1` of the second. The first team's member has
//! White when `i + j` is odd, so every player alternates colours round by
//! round and ends with as many Whites as Blacks. With an even team size the
//! two teams swap colours as a whole from one round to the next; with an
//! odd one each player repeats a colour once (where the count wraps) and
//! has one more of it.

use super::PlayerId;

/// The games of round `round` (from 1): (white, black) by board, the
/// boards in the first team's order. Out of range, none.
pub fn round(first: &[PlayerId], second: &[PlayerId], round: u8) -> Vec<(PlayerId, PlayerId)> {
    let n = first.len();
    if n == 0 || n != second.len() || round == 0 || usize::from(round) > n {
        return Vec::new();
    }
    let r = usize::from(round);
    first
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let j = (i + r - 1) % n;
            let b = second[j];
            // Numbered from 1, i + j + 2 has the parity of i + j.
            if (i + j) % 2 == 1 { (*a, b) } else { (b, *a) }
        })
        .collect()
}
