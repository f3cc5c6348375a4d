//! One pupil's way through the lessons, shaped like a table: an input in (an
//! exercise opened, a move played on the lesson's board, a refused try, an
//! answer tapped), what the lesson's board must do out. The screen shows the
//! session and forwards the pupil's input; every decision — right, wrong,
//! the next step of a hunt, the stars earned — is made here.

use shakmaty::{Chess, Move, Position, Square};

use super::{Course, Progress, Ready, pass, stars_for};
use crate::commentary::Commentary;
use crate::i18n::Text;
use crate::misses::{Miss, miss_answer, miss_move};

/// How the open exercise stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Solved, with the stars earned.
    Solved(u8),
    /// A legal move (or, `answered`, an answer) that misses the goal, and why.
    Missed { miss: Miss, answered: bool },
}

/// What the lesson's board must do after an input.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// A fresh board in this position (practice rules, no clock).
    Position(Chess),
    /// The stars still to take on the board.
    Stars(Vec<Square>),
    /// The exercise is solved: its stars are kept for whoever plays.
    Solved { exercise: &'static str, stars: u8 },
}

/// Where the pupil is in the lessons, and how the open exercise stands.
#[derive(Clone, Debug, Default)]
pub struct Session {
    /// The stage and exercise open (none: the map).
    place: Option<(usize, usize)>,
    /// The open exercise, ready to play (none when it cannot be prepared).
    ready: Option<(&'static str, Ready)>,
    stars_left: Vec<Square>,
    /// Wrong tries at the open exercise: they lower its stars.
    wrong: u32,
    outcome: Option<Outcome>,
    /// The board was used again after the exercise was solved.
    tapped_after: bool,
}

impl Session {
    /// The map of stages: nothing open.
    pub fn new() -> Session {
        Session::default()
    }

    fn course() -> &'static Course {
        Course::shipped()
    }

    /// The stage and exercise open (none: the map).
    pub fn place(&self) -> Option<(usize, usize)> {
        self.place
    }

    /// The open exercise's id.
    pub fn exercise(&self) -> Option<&'static str> {
        self.ready.as_ref().map(|(id, _)| *id)
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    pub fn is_solved(&self) -> bool {
        matches!(self.outcome, Some(Outcome::Solved(_)))
    }

    /// The open exercise is answered with buttons, not moves.
    pub fn is_question(&self) -> bool {
        self.ready.as_ref().is_some_and(|(_, r)| r.is_question())
    }

    /// Opens exercise `index` of stage `stage`, from a fresh start.
    pub fn open(&mut self, stage: usize, index: usize) -> Vec<Step> {
        self.place = Some((stage, index));
        self.wrong = 0;
        self.outcome = None;
        self.tapped_after = false;
        self.ready = Self::course()
            .stages
            .get(stage)
            .and_then(|s| s.exercises.get(index))
            .and_then(|e| Some((e.id, e.prepare().ok()?)));
        self.restart()
    }

    /// Back to the map.
    pub fn to_map(&mut self) {
        self.place = None;
        self.ready = None;
    }

    /// The open exercise's position and stars again.
    fn restart(&mut self) -> Vec<Step> {
        let Some((_, ready)) = &self.ready else {
            return Vec::new();
        };
        self.stars_left = ready.stars.clone();
        vec![
            Step::Position(ready.position.clone()),
            Step::Stars(self.stars_left.clone()),
        ]
    }

    /// A try the board refused (it explains itself): a wrong try, and an
    /// earlier miss would hide the explanation.
    pub fn refused(&mut self) {
        if self.is_solved() {
            self.tapped_after = true;
            return;
        }
        self.wrong += 1;
        self.outcome = None;
    }

    /// A legal move `played` from `before` on the lesson's board.
    pub fn moved(&mut self, before: &Chess, played: Move) -> Vec<Step> {
        if self.is_solved() {
            self.tapped_after = true;
            return Vec::new();
        }
        let Some((_, ready)) = &self.ready else {
            return Vec::new();
        };
        if ready.is_question() {
            // Questions are answered with the buttons: the position stays.
            return self.restart();
        }
        let mut left = self.stars_left.clone();
        match ready.judge(before, played, &mut left) {
            Progress::Solved => {
                self.stars_left = left.clone();
                let mut steps = vec![Step::Stars(left)];
                steps.extend(self.solved());
                steps
            }
            Progress::GoOn => {
                self.stars_left = left.clone();
                self.outcome = None;
                // The other side passes, so the hunter moves again.
                let after = before.clone().play(played).ok().and_then(pass);
                match after {
                    Some(next) => vec![Step::Stars(left), Step::Position(next)],
                    None => {
                        self.missed(Miss::NotTheGoal, false);
                        self.restart()
                    }
                }
            }
            Progress::NotThis => {
                let miss = miss_move(ready, before, played);
                self.missed(miss, false);
                self.restart()
            }
        }
    }

    /// The answer at `index` tapped (questions and quizzes).
    pub fn answer(&mut self, index: usize) -> Vec<Step> {
        if self.is_solved() {
            return Vec::new();
        }
        let Some((_, ready)) = &self.ready else {
            return Vec::new();
        };
        if ready.judge_answer(index) {
            self.solved()
        } else {
            let miss = miss_answer(ready, index);
            self.missed(miss, true);
            Vec::new()
        }
    }

    fn solved(&mut self) -> Vec<Step> {
        let stars = stars_for(self.wrong);
        self.outcome = Some(Outcome::Solved(stars));
        self.exercise()
            .map(|exercise| Step::Solved { exercise, stars })
            .into_iter()
            .collect()
    }

    fn missed(&mut self, miss: Miss, answered: bool) {
        self.wrong += 1;
        self.outcome = Some(Outcome::Missed { miss, answered });
    }

    /// What the lesson board's explanation says: after a solved exercise
    /// used again, what to press next; after a miss, why; else what the
    /// board says (`on_board`).
    pub fn commentary(&self, on_board: Option<Commentary>) -> Option<Commentary> {
        if self.tapped_after {
            let last = self.place.is_some_and(|(stage, index)| {
                Self::course()
                    .stages
                    .get(stage)
                    .is_none_or(|s| index + 1 >= s.exercises.len())
            });
            return Some(Commentary {
                code: "lesson-solved",
                text: Text::AlreadySolved { last },
                highlights: Vec::new(),
            });
        }
        match self.outcome {
            Some(Outcome::Missed { miss, .. }) => Some(Commentary {
                code: miss.code(),
                text: Text::LessonMiss(miss),
                highlights: miss.highlights(),
            }),
            _ => on_board,
        }
    }
}
