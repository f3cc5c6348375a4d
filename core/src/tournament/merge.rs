//! Two versions of the tournament, written by two pages (or later two
//! devices) from the same one: results are merged board by board; a round
//! paired on one side keeps the results entered on the other. Two
//! different results for one board, or two different changes to the
//! rounds themselves, cannot both hold: the stored version is kept and the
//! other is kept aside among the earlier tournaments, where the teacher
//! can open it.

use super::{Tournament, saved};
use crate::records::{Kind, Merged};

/// The tournament as a record of the store.
pub struct TournamentRecord;

impl TournamentRecord {
    /// The earlier tournaments, where a version that cannot be merged is
    /// kept too: the teacher opens it from there.
    pub const ASIDE_KEY: &'static str = "peoncito.tournament.earlier";
}

impl Kind for TournamentRecord {
    const ID: &'static str = "peoncito.tournament";
    const ASIDE: Option<&'static str> = Some(TournamentRecord::ASIDE_KEY);

    fn merge(base: Option<&str>, ours: &str, theirs: &str) -> Merged {
        let (ours_t, theirs_t) = match (saved::decode(ours), saved::decode(theirs)) {
            (Ok(o), Ok(t)) => (o, t),
            // A version that cannot be read adds nothing to the other.
            (Ok(_), Err(_)) => return Merged::Clean(ours.to_string()),
            (Err(_), _) => return Merged::Clean(theirs.to_string()),
        };
        let base = base.and_then(|b| saved::decode(b).ok());
        match merge(base.as_ref(), &ours_t, &theirs_t) {
            Some(merged) => Merged::Clean(saved::encode(&merged)),
            None => Merged::Conflict {
                kept: theirs.to_string(),
                aside: ours.to_string(),
            },
        }
    }
}

/// Both versions in one, or none when they cannot both hold.
pub fn merge(
    base: Option<&Tournament>,
    ours: &Tournament,
    theirs: &Tournament,
) -> Option<Tournament> {
    if base == Some(ours) || ours == theirs {
        return Some(theirs.clone());
    }
    if base == Some(theirs) {
        return Some(ours.clone());
    }
    let (frame_ours, frame_theirs) = (frame(ours), frame(theirs));
    let frame_base = base.map(frame);
    // The version whose rounds (without results) stand, and the one whose
    // result entries are carried into it.
    let (mut merged, from) =
        if frame_ours == frame_theirs || frame_base.as_ref() == Some(&frame_ours) {
            (theirs.clone(), ours)
        } else if frame_base.as_ref() == Some(&frame_theirs) {
            (ours.clone(), theirs)
        } else {
            return None;
        };
    for (r, round) in from.rounds.iter().enumerate() {
        for (b, board) in round.boards.iter().enumerate() {
            let before = base
                .and_then(|t| t.rounds.get(r))
                .and_then(|round| round.boards.get(b))
                .and_then(|board| board.result);
            if board.result == before {
                continue;
            }
            let there = merged.rounds.get_mut(r)?.boards.get_mut(b)?;
            if (there.white, there.black) != (board.white, board.black) {
                return None;
            }
            if there.result == before || there.result.is_none() {
                there.result = board.result;
            } else if there.result != board.result {
                return None;
            }
        }
    }
    Some(merged)
}

/// The tournament without its games' results: what pairing and the
/// teacher's other changes make of it.
fn frame(t: &Tournament) -> Tournament {
    let mut frame = t.clone();
    for board in frame.rounds.iter_mut().flat_map(|r| r.boards.iter_mut()) {
        board.result = None;
    }
    frame
}
