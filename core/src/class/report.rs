//! What the teacher reads from the book: the rules each pupil still
//! breaks (most often first, with a trend), and for the class, the rules
//! most pupils still break, each with the lesson that teaches it.

use std::collections::BTreeMap;

use super::{ClassBook, ClassId, Day, Opponent, Outcome, PupilId, What};
use crate::explain::ReasonKind;
use crate::lessons::Stage;

/// The weeks a rule "still broken" is counted over: the last two, against
/// the two before for the trend.
const RECENT_DAYS: u32 = 14;

/// The first day whose refused moves the screens show on `today`: the two
/// weeks up to it, and the two before for the trend.
pub(super) fn first_day_shown(today: Day) -> Day {
    Day(today.0.saturating_sub(2 * RECENT_DAYS - 1))
}

/// Whether a pupil breaks a rule less, as often, or more than before.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Trend {
    Fewer,
    Same,
    More,
}

/// A rule a pupil broke in the last two weeks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RuleStillBroken {
    pub reason: ReasonKind,
    /// Refused moves for it in the last two weeks.
    pub count: u32,
    pub trend: Trend,
}

/// A game in a pupil's record.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PupilGame {
    pub day: Day,
    pub opponent: Opponent,
    pub outcome: Outcome,
    /// Its record (PGN), to open it.
    pub record: Option<String>,
}

/// The lesson's stage that teaches what a refused move got wrong; none
/// where it depends on the piece (a wrong way of moving).
pub fn lesson_for(reason: ReasonKind) -> Option<&'static str> {
    Some(match reason {
        ReasonKind::NotYourTurn => "board",
        ReasonKind::OwnPieceOnTarget => "capture",
        ReasonKind::WrongPattern => return None,
        ReasonKind::PathBlocked => "rook",
        ReasonKind::PawnStraightCapture
        | ReasonKind::PawnDiagonalEmpty
        | ReasonKind::PawnDoubleStepLate => "pawn",
        ReasonKind::EnPassantExpired => "en-passant",
        ReasonKind::KingIntoCheck => "king",
        ReasonKind::PinnedPiece => "pin",
        ReasonKind::MustEscapeCheck => "escape-check",
        ReasonKind::CastlingKingMoved
        | ReasonKind::CastlingRookMoved
        | ReasonKind::CastlingNotAllowed
        | ReasonKind::CastlingInCheck
        | ReasonKind::CastlingThroughCheck
        | ReasonKind::CastlingIntoCheck
        | ReasonKind::CastlingBlocked => "castling",
        ReasonKind::KingCapture => "check",
        ReasonKind::GameOver => "game-end",
        ReasonKind::TeacherNeeded => "illegal-move",
        ReasonKind::TouchMove => "touch-move",
        ReasonKind::ClockNotPressed => "conduct",
    })
}

impl ClassBook {
    /// A pupil's stars in a lesson's stage, and the most it gives.
    /// One look through the pupil's events, not one an exercise: the
    /// teacher's grid asks for every stage of every pupil.
    pub fn stage_stars(&self, pupil: PupilId, stage: &Stage) -> (u32, u32) {
        let mut best: BTreeMap<&str, u8> = BTreeMap::new();
        for event in self.events_of(pupil) {
            if let What::Stars { exercise, stars } = &event.what
                && stage.exercises.iter().any(|e| e.id == exercise)
            {
                let kept = best.entry(exercise.as_str()).or_insert(0);
                *kept = (*kept).max(*stars);
            }
        }
        let got = best.values().copied().map(u32::from).sum();
        (got, 3 * stage.exercises.len() as u32)
    }

    /// What the wall praises: a pupil's stars in every lesson, and the
    /// lessons' stages where every exercise is solved.
    pub fn praise(&self, pupil: PupilId, stages: &[Stage]) -> (u32, usize) {
        let stars = stages.iter().map(|s| self.stage_stars(pupil, s).0).sum();
        let finished = stages
            .iter()
            .filter(|s| {
                s.exercises
                    .iter()
                    .all(|e| self.stars(pupil, e.id).is_some())
            })
            .count();
        (stars, finished)
    }

    /// Refused moves by rule in the days `from..to` (counted in `u64`, so
    /// that the day after the last [`Day`] has a number too).
    fn refused_between(&self, pupil: PupilId, from: u64, to: u64) -> BTreeMap<ReasonKind, u32> {
        let mut counts = BTreeMap::new();
        for event in self.events_of(pupil) {
            if let What::Refused { reason, .. } = event.what
                && (from..to).contains(&u64::from(event.day.0))
            {
                *counts.entry(reason).or_insert(0) += 1;
            }
        }
        counts
    }

    /// The rules a pupil broke in the two weeks up to `today`, most often
    /// first, each with how it compares with the two weeks before.
    pub fn rules_still_broken(&self, pupil: PupilId, today: Day) -> Vec<RuleStillBroken> {
        let end = u64::from(today.0) + 1;
        let recent_start = end.saturating_sub(RECENT_DAYS.into());
        let recent = self.refused_between(pupil, recent_start, end);
        let before = self.refused_between(
            pupil,
            recent_start.saturating_sub(RECENT_DAYS.into()),
            recent_start,
        );
        let mut rules: Vec<RuleStillBroken> = recent
            .into_iter()
            .map(|(reason, count)| {
                let earlier = before.get(&reason).copied().unwrap_or(0);
                RuleStillBroken {
                    reason,
                    count,
                    trend: match count.cmp(&earlier) {
                        std::cmp::Ordering::Less => Trend::Fewer,
                        std::cmp::Ordering::Equal => Trend::Same,
                        std::cmp::Ordering::Greater => Trend::More,
                    },
                }
            })
            .collect();
        rules.sort_by_key(|r| std::cmp::Reverse(r.count));
        rules
    }

    /// What to teach the class next: each rule broken in the last two
    /// weeks with how many pupils broke it, most pupils first.
    /// The pupil's games, the latest first.
    pub fn games_of(&self, pupil: PupilId) -> Vec<PupilGame> {
        let mut games: Vec<PupilGame> = self
            .events_of(pupil)
            .filter_map(|e| match &e.what {
                What::Game {
                    opponent,
                    outcome,
                    record,
                } => Some(PupilGame {
                    day: e.day,
                    opponent: *opponent,
                    outcome: *outcome,
                    record: record.clone(),
                }),
                _ => None,
            })
            .collect();
        // Events come by device and count; a day orders them across devices.
        games.reverse();
        games.sort_by_key(|g| std::cmp::Reverse(g.day));
        games
    }

    pub fn what_to_teach(&self, class: ClassId, today: Day) -> Vec<(ReasonKind, usize)> {
        let mut pupils_by_rule: BTreeMap<ReasonKind, usize> = BTreeMap::new();
        for (pupil, _) in self.pupils(class) {
            for rule in self.rules_still_broken(pupil, today) {
                *pupils_by_rule.entry(rule.reason).or_insert(0) += 1;
            }
        }
        let mut rules: Vec<(ReasonKind, usize)> = pupils_by_rule.into_iter().collect();
        rules.sort_by_key(|(_, pupils)| std::cmp::Reverse(*pupils));
        rules
    }
}

#[cfg(test)]
mod tests {
    use super::super::{DeviceId, Where, read_list};
    use super::*;

    #[test]
    fn the_rules_of_the_last_two_weeks_most_often_first_with_their_trend() {
        let tablet = DeviceId(1);
        let mut book = ClassBook::default();
        let class = book
            .add_class(tablet, "3.º B", &read_list("Ana\nLuis"))
            .unwrap();
        let [(ana, _), (luis, _)] = book.pupils(class)[..] else {
            panic!("two pupils");
        };
        let refuse = |book: &mut ClassBook, pupil, day, reason| {
            book.note(
                tablet,
                pupil,
                Day(day),
                What::Refused {
                    reason,
                    at: Where::Game,
                },
            );
        };
        // Four weeks ago, often pinned; now less, and castling through
        // check three times; a month and a half ago does not count.
        for day in [80, 81, 82] {
            refuse(&mut book, ana, day, ReasonKind::PinnedPiece);
        }
        refuse(&mut book, ana, 95, ReasonKind::PinnedPiece);
        for day in [96, 97, 100] {
            refuse(&mut book, ana, day, ReasonKind::CastlingThroughCheck);
        }
        refuse(&mut book, ana, 50, ReasonKind::KingCapture);
        refuse(&mut book, luis, 99, ReasonKind::PinnedPiece);
        let today = Day(100);
        assert_eq!(
            book.rules_still_broken(ana, today),
            [
                RuleStillBroken {
                    reason: ReasonKind::CastlingThroughCheck,
                    count: 3,
                    trend: Trend::More
                },
                RuleStillBroken {
                    reason: ReasonKind::PinnedPiece,
                    count: 1,
                    trend: Trend::Fewer
                },
            ]
        );
        assert_eq!(
            book.what_to_teach(class, today),
            [
                (ReasonKind::PinnedPiece, 2),
                (ReasonKind::CastlingThroughCheck, 1)
            ]
        );
        assert_eq!(lesson_for(ReasonKind::PinnedPiece), Some("pin"));
    }

    #[test]
    fn a_pupils_games_the_latest_first() {
        let (a, b) = (DeviceId(1), DeviceId(2));
        let mut book = ClassBook::default();
        let class = book.add_class(a, "3.º B", &read_list("Ana\nLuis")).unwrap();
        let [(ana, _), (luis, _)] = book.pupils(class)[..] else {
            panic!("two pupils");
        };
        let game = |opponent, record: &str| What::Game {
            opponent,
            outcome: Outcome::Won,
            record: Some(record.into()),
        };
        book.note(b, ana, Day(9), game(Opponent::Classmate(luis), "late"));
        book.note(a, ana, Day(3), game(Opponent::Computer(2), "early"));
        book.note(a, ana, Day(5), What::IllegalMoveCounted);
        book.note(a, luis, Day(9), game(Opponent::Classmate(ana), "luis"));
        let games = book.games_of(ana);
        let records: Vec<_> = games.iter().map(|g| g.record.as_deref()).collect();
        assert_eq!(records, [Some("late"), Some("early")]);
        assert_eq!(games[0].opponent, Opponent::Classmate(luis));
        assert_eq!(games[1].day, Day(3));
    }

    #[test]
    fn every_lesson_named_exists() {
        for reason in ReasonKind::ALL {
            if let Some(stage) = lesson_for(*reason) {
                assert!(crate::lessons::STAGE_ORDER.contains(&stage), "{stage}");
            }
        }
    }
}
