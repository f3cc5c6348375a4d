//! Old notes folded into each pupil's totals, for a device whose storage
//! fills: a school year of refused moves is thousands of events, of which
//! the class screen shows only the last four weeks. The teacher folds the
//! notes older than a day: each pupil's refused moves (by rule), counted
//! illegal moves and calls to the teacher before it become numbers in the
//! pupil's [`Totals`], and stars another of the same exercise beats go (the
//! best stays). Games stay, with their records.
//!
//! A fold covers only the events its device held when it folded — each
//! device's count up to then (`upto`) — so an older event that arrives
//! later (a tablet not merged before) is kept, not lost uncounted. Two
//! folds merge into one covering both (the later day, each device's higher
//! count) with each total the higher of the two, so books merge in any
//! order to the same book; two devices that fold the same pupil without
//! meeting in between may each count notes the other did not, and the
//! merged totals then keep the higher count, never a note twice.

use std::collections::BTreeMap;

use super::{ClassBook, Day, DeviceId, Event, EventId, PupilId, What};
use crate::explain::ReasonKind;

/// What a pupil's folded notes counted.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Totals {
    pub refused: BTreeMap<ReasonKind, u32>,
    pub illegal_moves: u32,
    pub calls: u32,
}

impl Totals {
    /// Counts one more (a file may bring a total at the most a count holds:
    /// it stays there).
    fn add(&mut self, what: &What) {
        let count = match what {
            What::Refused { reason, .. } => self.refused.entry(*reason).or_insert(0),
            What::IllegalMoveCounted => &mut self.illegal_moves,
            What::TeacherCalled => &mut self.calls,
            What::Stars { .. } | What::Game { .. } => return,
        };
        *count = count.saturating_add(1);
    }

    /// Every refused move, whatever its rule.
    pub fn refused_moves(&self) -> u32 {
        self.refused
            .values()
            .fold(0, |all, n| all.saturating_add(*n))
    }

    /// Each count the higher of the two.
    fn join(&self, other: &Totals) -> Totals {
        let mut refused = self.refused.clone();
        for (reason, count) in &other.refused {
            let kept = refused.entry(*reason).or_insert(0);
            *kept = (*kept).max(*count);
        }
        Totals {
            refused,
            illegal_moves: self.illegal_moves.max(other.illegal_moves),
            calls: self.calls.max(other.calls),
        }
    }
}

/// A pupil's notes folded: those before `before`, as far as each device's
/// count went (`upto`), counted in `totals`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fold {
    pub before: Day,
    pub upto: BTreeMap<DeviceId, u64>,
    pub totals: Totals,
}

impl Fold {
    fn covers(&self, id: EventId, event: &Event) -> bool {
        event.day < self.before && self.upto.get(&id.device).is_some_and(|n| id.number <= *n)
    }

    /// The fold covering both, whichever is merged into which.
    pub(super) fn join(&self, other: &Fold) -> Fold {
        let mut upto = self.upto.clone();
        for (device, number) in &other.upto {
            let kept = upto.entry(*device).or_insert(0);
            *kept = (*kept).max(*number);
        }
        Fold {
            before: self.before.max(other.before),
            upto,
            totals: self.totals.join(&other.totals),
        }
    }
}

/// Whether a fold takes an event of its kind: counted in the totals, or
/// stars (the best of an exercise stays).
fn foldable(what: &What) -> bool {
    !matches!(what, What::Game { .. })
}

impl ClassBook {
    /// Folds the notes the screens no longer show on `today` (older than
    /// four weeks); says how many went.
    pub fn fold_old_notes(&mut self, today: Day) -> usize {
        self.fold_notes(super::report::first_day_shown(today))
    }

    /// Folds every pupil's notes older than `before` into their totals;
    /// says how many notes went.
    pub fn fold_notes(&mut self, before: Day) -> usize {
        // Built by insertion: a `collect` into a map adds a sort to the wasm.
        let mut upto = BTreeMap::new();
        for (device, next) in &self.next {
            upto.insert(*device, next.saturating_sub(1));
        }
        let pupils: Vec<PupilId> = self
            .pupils
            .iter()
            .filter(|(_, p)| p.value.is_some())
            .map(|(id, _)| *id)
            .collect();
        for pupil in pupils {
            let earlier = self.folds.get(&pupil);
            let mut fold = Fold {
                before,
                upto: upto.clone(),
                totals: earlier.map(|f| f.totals.clone()).unwrap_or_default(),
            };
            if let Some(earlier) = earlier {
                fold = fold.join(earlier);
            }
            for (id, event) in self.events.iter().filter(|(_, e)| e.pupil == pupil) {
                if fold.covers(*id, event) {
                    fold.totals.add(&event.what);
                }
            }
            self.folds.insert(pupil, fold);
        }
        let held = self.events.len();
        self.drop_folded();
        held - self.events.len()
    }

    /// A pupil's folded notes, if the teacher folded any.
    pub fn folded(&self, pupil: PupilId) -> Option<&Fold> {
        self.folds.get(&pupil)
    }

    /// Takes another book's folds in.
    pub(super) fn join_folds(&mut self, other: &BTreeMap<PupilId, Fold>) {
        for (pupil, theirs) in other {
            let joined = match self.folds.get(pupil) {
                Some(ours) => ours.join(theirs),
                None => theirs.clone(),
            };
            self.folds.insert(*pupil, joined);
        }
    }

    /// Whether the book's folds take `event` (under `id`), held by the
    /// book or not: covered by its pupil's fold, and counted in the totals,
    /// or stars another of the same exercise beats (more stars; of equal
    /// ones, the first noted stays).
    pub(super) fn is_folded(&self, id: EventId, event: &Event) -> bool {
        let Some(fold) = self.folded(event.pupil) else {
            return false;
        };
        if !foldable(&event.what) || !fold.covers(id, event) {
            return false;
        }
        let What::Stars { exercise, stars } = &event.what else {
            return true;
        };
        self.events.iter().any(|(other, e)| {
            *other != id
                && e.pupil == event.pupil
                && matches!(&e.what, What::Stars { exercise: x, stars: s }
                    if x == exercise && (s, std::cmp::Reverse(*other)) > (stars, std::cmp::Reverse(id)))
        })
    }

    /// Lets go of the events the folds take, and of a deleted pupil's fold.
    pub(super) fn drop_folded(&mut self) {
        let pupils = &self.pupils;
        self.folds
            .retain(|id, _| pupils.get(id).is_some_and(|p| p.value.is_some()));
        if self.folds.is_empty() {
            return;
        }
        let folded: Vec<EventId> = self
            .events
            .iter()
            .filter(|(id, event)| self.is_folded(**id, event))
            .map(|(id, _)| *id)
            .collect();
        for id in folded {
            self.events.remove(&id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::class::{Where, read_list};

    const TEACHER: DeviceId = DeviceId(1);
    const TABLET: DeviceId = DeviceId(2);

    fn refused(reason: ReasonKind) -> What {
        What::Refused {
            reason,
            at: Where::Game,
        }
    }

    fn stars(exercise: &str, stars: u8) -> What {
        What::Stars {
            exercise: exercise.to_string(),
            stars,
        }
    }

    /// A class of two, with a term of notes for Ana.
    fn book() -> (ClassBook, PupilId, PupilId) {
        let mut book = ClassBook::default();
        let class = book
            .add_class(TEACHER, "3.º B", &read_list("Ana\nLuis"))
            .unwrap();
        let (ana, luis) = (book.pupils(class)[0].0, book.pupils(class)[1].0);
        for day in 0..100 {
            book.note(TABLET, ana, Day(day), refused(ReasonKind::PinnedPiece));
        }
        book.note(TABLET, ana, Day(5), What::IllegalMoveCounted);
        book.note(TABLET, ana, Day(5), What::TeacherCalled);
        book.note(TABLET, ana, Day(6), stars("rook-1", 1));
        book.note(TABLET, ana, Day(7), stars("rook-1", 3));
        book.note(TABLET, ana, Day(8), stars("rook-1", 3));
        book.note(TABLET, ana, Day(9), stars("rook-2", 2));
        let game = What::Game {
            opponent: crate::class::Opponent::Guest,
            outcome: crate::class::Outcome::Won,
            record: Some("1. e4 *".to_string()),
        };
        book.note(TABLET, ana, Day(9), game);
        book.note(TABLET, luis, Day(95), refused(ReasonKind::KingCapture));
        (book, ana, luis)
    }

    #[test]
    fn old_notes_become_totals_and_nothing_the_screens_show_changes() {
        let (mut book, ana, luis) = book();
        let today = Day(99);
        let shown = |b: &ClassBook| {
            (
                b.rules_still_broken(ana, today),
                b.games_of(ana),
                b.stars(ana, "rook-1"),
                b.stars(ana, "rook-2"),
                b.rules_still_broken(luis, today),
            )
        };
        let before = shown(&book);
        let held = book.events.len();
        let size = book.encode().len();
        let gone = book.fold_old_notes(today);
        assert_eq!(
            book.folded(ana).unwrap().before,
            Day(72),
            "four weeks shown"
        );
        assert_eq!(
            gone,
            72 + 2 + 2,
            "72 refused, the illegal move and call, 2 stars"
        );
        assert_eq!(book.events.len(), held - gone);
        assert_eq!(shown(&book), before);
        assert!(book.encode().len() < size / 2, "the file shrinks");
        let totals = &book.folded(ana).unwrap().totals;
        assert_eq!(
            totals.refused,
            BTreeMap::from([(ReasonKind::PinnedPiece, 72)])
        );
        assert_eq!((totals.illegal_moves, totals.calls), (1, 1));
        assert_eq!(book.folded(luis).unwrap().totals, Totals::default());

        // Folding later adds to the totals; the file keeps them.
        book.fold_notes(Day(90));
        assert_eq!(book.folded(ana).unwrap().totals.refused_moves(), 90);
        let again = ClassBook::decode(&book.encode()).unwrap();
        assert_eq!(again, book);
    }

    #[test]
    fn a_fold_merges_in_any_order_and_keeps_what_arrives_later() {
        let (unfolded, ana, _) = book();
        let mut folded = unfolded.clone();
        folded.fold_notes(Day(70));
        // A tablet that never saw the fold notes more, on old days too
        // (its date was wrong): kept, as the fold never counted them.
        let mut tablet = unfolded.clone();
        tablet.note(TABLET, ana, Day(3), refused(ReasonKind::KingCapture));

        let mut a = folded.clone();
        a.merge(&tablet);
        let mut b = tablet.clone();
        b.merge(&folded);
        assert_eq!(a, b, "the same book whichever way");
        let mut twice = a.clone();
        twice.merge(&folded);
        twice.merge(&tablet);
        assert_eq!(twice, a, "merging again changes nothing");
        let old: Vec<&Event> = a.events_of(ana).filter(|e| e.day < Day(70)).collect();
        assert!(
            old.iter()
                .any(|e| e.what == refused(ReasonKind::KingCapture)),
            "the later note stays: {old:?}"
        );
        assert!(
            !old.iter()
                .any(|e| e.what == refused(ReasonKind::PinnedPiece)),
            "the folded ones do not come back"
        );
    }

    #[test]
    fn a_day_is_its_calendar_date() {
        let date = |day| Day(day).date().map(|d| d.pgn());
        assert_eq!(date(0).as_deref(), Some("1970.01.01"));
        assert_eq!(date(20_792).as_deref(), Some("2026.12.05"));
        assert_eq!(date(11_016).as_deref(), Some("2000.02.29"));
        assert_eq!(date(u32::MAX), None);
    }

    #[test]
    fn a_deleted_pupils_fold_goes_with_them() {
        let (mut book, ana, _) = book();
        book.fold_notes(Day(70));
        book.delete_pupil(TEACHER, ana);
        book.drop_folded();
        assert_eq!(book.folded(ana), None);
        let hers = format!("fold:{}", crate::class::file::pupil_text(ana));
        assert!(!book.encode().contains(&hers), "no document left for her");
    }
}
