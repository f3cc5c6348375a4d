//! A deleted pupil's name, gone from the games their classmates played
//! with them: the classmate keeps the game and its result (against "a
//! former classmate", as the notes say), and the record no longer says
//! who that was.
//!
//! Nothing about the name is kept to find it again (not even a hash of
//! it: a first name's is found by trying names): a game against a
//! classmate names them by id, and the record itself tells which of its
//! players that was — the other side from the pupil's, as the pupil's
//! result and the record's say (a draw does not tell: both names go). So
//! a record becomes the same text on every device that holds the
//! deletion, whichever copy it held, and whenever the game reaches it:
//! deleted there, merged from a file or the server, or noted by a board
//! that had not heard; taking the name out again changes nothing. PGN's
//! "?" takes the name's place, the same whatever language a device is
//! set to (a word would make two devices' copies differ); the board shows
//! a side without a name.

use std::collections::BTreeMap;

use shakmaty::Color;

use super::{ClassBook, Opponent, Outcome, PupilId, PupilInfo, Versioned, What};
use crate::pgn;

impl ClassBook {
    /// Takes every deleted pupil's name out of their classmates' games.
    pub(super) fn forget_former_names(&mut self) {
        for event in self.events.values_mut() {
            without_former(&self.pupils, &mut event.what);
        }
    }
}

/// A game against a deleted classmate (`pupils` holds the deletion)
/// without their name.
pub(super) fn without_former(pupils: &BTreeMap<PupilId, Versioned<PupilInfo>>, what: &mut What) {
    let What::Game {
        opponent: Opponent::Classmate(former),
        outcome,
        record: Some(record),
    } = what
    else {
        return;
    };
    if pupils.get(former).is_some_and(|p| p.value.is_none()) {
        // The side the pupil played, as their result and the record's say.
        let own = match (*outcome, pgn::tag(record, "Result").as_deref()) {
            (Outcome::Won, Some("1-0")) | (Outcome::Lost, Some("0-1")) => Some(Color::White),
            (Outcome::Won, Some("0-1")) | (Outcome::Lost, Some("1-0")) => Some(Color::Black),
            _ => None,
        };
        let theirs = own.map_or(vec![Color::White, Color::Black], |own| vec![!own]);
        *record = pgn::without_players(record, &theirs);
    }
}
