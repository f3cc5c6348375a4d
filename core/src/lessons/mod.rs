//! Lessons: one stage per rule, each a few exercises, shaped in the data
//! file `lessons/lessons.json`, worded in `locales/<code>/lessons.ftl`, and
//! compiled into the app as static data by
//! the build (so they work offline); and the checks that decide whether a
//! try solves an exercise. Every exercise is validated by the tests
//! (positions parse, goals are reachable, solutions legal), so bad data
//! never reaches a pupil; at run time a broken exercise is skipped with a
//! message.

pub mod session;

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position, Role, Square};

use crate::lang::Lang;

/// The stage ids, in the order the map shows them.
pub const STAGE_ORDER: [&str; 21] = [
    "board",
    "rook",
    "bishop",
    "queen",
    "king",
    "knight",
    "pawn",
    "capture",
    "check",
    "escape-check",
    "pin",
    "checkmate",
    "stalemate",
    "castling",
    "en-passant",
    "promotion",
    "game-end",
    "draws",
    "touch-move",
    "illegal-move",
    "conduct",
];

/// Words in every language, by language code: `[("en", "..."), ("es", "...")]`
/// (a regional variant, `es-419`, only where it differs from its language).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Words(pub &'static [(&'static str, &'static str)]);

impl Words {
    /// The text in `lang`, or in its language for a regional variant.
    fn find(self, lang: Lang) -> Option<&'static str> {
        let find = |wanted: &str| {
            self.0
                .iter()
                .find(|(code, _)| *code == wanted)
                .map(|(_, text)| *text)
        };
        find(lang.code()).or_else(|| find(lang.language()))
    }

    /// The text in `lang`, or in English where a translation is missing
    /// (the tests make sure none is).
    pub fn get(self, lang: Lang) -> &'static str {
        self.find(lang)
            .or_else(|| self.find(Lang::En))
            .unwrap_or("")
    }

    pub fn has(self, lang: Lang) -> bool {
        self.find(lang).is_some_and(|t| !t.trim().is_empty())
    }
}

#[derive(Debug)]
pub struct Course {
    pub stages: &'static [Stage],
}

#[derive(Debug)]
pub struct Stage {
    pub id: &'static str,
    /// The stage's picture on the map: chess symbols, so a child who can
    /// barely read finds the rook's lesson by its rook.
    pub picture: &'static str,
    pub title: Words,
    /// The rule in a few short sentences, shown before the first exercise.
    pub rule: Words,
    pub exercises: &'static [Exercise],
}

#[derive(Clone, Copy, Debug)]
pub struct Exercise {
    pub id: &'static str,
    pub fen: &'static str,
    /// What to do, in words.
    pub goal: Words,
    pub check: Check,
}

/// What the app checks to decide that an exercise is solved. In the JSON
/// file, `"kind"` names the variant in kebab case (`"mate-in-one"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    /// Take every star (squares, "e4") with the piece named by its letter
    /// ("R"); the other side does not move in between.
    Stars {
        piece: &'static str,
        stars: &'static [&'static str],
    },
    /// Any move that gives checkmate.
    MateInOne,
    /// The position has one legal move: play it.
    OnlyMove,
    /// One of these moves (UCI, "e1g1", "e7e8n").
    Moves { accept: &'static [&'static str] },
    /// Say what the position is by tapping an answer.
    Question { answer: Answer },
    /// A question about the rules with written answers; `correct` counts from 0.
    Quiz {
        choices: &'static [Words],
        correct: usize,
    },
}

/// What a position can be, as a pupil answers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    Check,
    Checkmate,
    Stalemate,
    /// Nobody can ever mate (not enough pieces).
    DeadPosition,
    /// None of these: the game simply goes on.
    Nothing,
}

impl Answer {
    pub const ALL: [Answer; 5] = [
        Answer::Check,
        Answer::Checkmate,
        Answer::Stalemate,
        Answer::DeadPosition,
        Answer::Nothing,
    ];

    /// What the position really is, from shakmaty.
    pub fn of(pos: &Chess) -> Answer {
        if pos.is_checkmate() {
            Answer::Checkmate
        } else if pos.is_stalemate() {
            Answer::Stalemate
        } else if pos.is_check() {
            Answer::Check
        } else if pos.is_insufficient_material() {
            Answer::DeadPosition
        } else {
            Answer::Nothing
        }
    }

    /// The stage that teaches it: a question offers it from there on, so
    /// a pupil is never asked about a rule not yet taught.
    pub fn taught_in(self) -> &'static str {
        match self {
            Answer::Check => "check",
            Answer::Checkmate => "checkmate",
            Answer::Stalemate => "stalemate",
            Answer::DeadPosition => "draws",
            Answer::Nothing => "board",
        }
    }

    /// The answers a question of stage `stage` offers, in order (all of
    /// them for a stage the map does not know).
    pub fn offered_in(stage: &str) -> Vec<Answer> {
        let at = |id: &str| STAGE_ORDER.iter().position(|s| *s == id);
        let here = at(stage).unwrap_or(STAGE_ORDER.len());
        Answer::ALL
            .into_iter()
            .filter(|a| at(a.taught_in()).is_some_and(|taught| taught <= here))
            .collect()
    }

    pub fn code(self) -> &'static str {
        match self {
            Answer::Check => "check",
            Answer::Checkmate => "checkmate",
            Answer::Stalemate => "stalemate",
            Answer::DeadPosition => "dead-position",
            Answer::Nothing => "nothing",
        }
    }
}

/// Why an exercise cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LessonError {
    BadFen {
        exercise: &'static str,
    },
    BadSquare {
        exercise: &'static str,
        square: &'static str,
    },
    BadPiece {
        exercise: &'static str,
        piece: &'static str,
    },
    BadMove {
        exercise: &'static str,
        uci: &'static str,
    },
    /// The goal cannot be reached from the position.
    Unreachable {
        exercise: &'static str,
    },
    /// The data says one thing, the position another.
    WrongAnswer {
        exercise: &'static str,
    },
    /// The right answer is a rule a later stage teaches.
    NotTaughtYet {
        exercise: &'static str,
    },
    /// A move is asked for, but the game is already over there (no legal
    /// move, or too few pieces for anyone to mate).
    GameOver {
        exercise: &'static str,
    },
}

// `pub static COURSE`, written by `build.rs` from `lessons/lessons.json`
// and the lessons' translation files.
include!(concat!(env!("OUT_DIR"), "/lessons.rs"));

impl Course {
    /// The lessons compiled into the app.
    pub fn shipped() -> &'static Course {
        &COURSE
    }

    /// Where an exercise is: its stage and its place in the stage.
    pub fn place(&self, id: &str) -> Option<(usize, usize)> {
        self.stages.iter().enumerate().find_map(|(s, stage)| {
            let i = stage.exercises.iter().position(|e| e.id == id)?;
            Some((s, i))
        })
    }

    pub fn exercise(&self, id: &str) -> Option<(&Stage, &Exercise)> {
        self.stages
            .iter()
            .find_map(|s| s.exercises.iter().find(|e| e.id == id).map(|e| (s, e)))
    }
}

/// An exercise ready to play: its position and check, validated.
#[derive(Clone, Debug)]
pub struct Ready {
    pub position: Chess,
    pub check: Check,
    pub stars: Vec<Square>,
    /// The piece that takes the stars.
    pub hunter: Option<Role>,
    pub accept: Vec<Move>,
    /// What a question offers, in order: the answers taught so far.
    pub answers: Vec<Answer>,
}

impl Exercise {
    /// Parses the position and the squares and moves of the check, and
    /// makes sure the goal can be reached.
    pub fn prepare(&self) -> Result<Ready, LessonError> {
        let id = || self.id;
        let position: Chess = self
            .fen
            .parse::<Fen>()
            .ok()
            .and_then(|f| f.into_position(CastlingMode::Standard).ok())
            .ok_or_else(|| LessonError::BadFen { exercise: id() })?;
        let mut ready = Ready {
            position: position.clone(),
            check: self.check,
            stars: Vec::new(),
            hunter: None,
            accept: Vec::new(),
            answers: Vec::new(),
        };
        let answered = matches!(self.check, Check::Question { .. } | Check::Quiz { .. });
        if !answered && position.is_game_over() {
            return Err(LessonError::GameOver { exercise: id() });
        }
        match self.check {
            Check::Stars { piece, stars } => {
                let role = piece
                    .chars()
                    .next()
                    .filter(|_| piece.len() == 1)
                    .and_then(|c| Role::from_char(c.to_ascii_lowercase()))
                    .ok_or_else(|| LessonError::BadPiece {
                        exercise: id(),
                        piece,
                    })?;
                ready.hunter = Some(role);
                for &s in stars {
                    let sq = s.parse::<Square>().map_err(|_| LessonError::BadSquare {
                        exercise: id(),
                        square: s,
                    })?;
                    ready.stars.push(sq);
                }
                if ready.stars.is_empty() || star_path(&position, role, &ready.stars).is_none() {
                    return Err(LessonError::Unreachable { exercise: id() });
                }
            }
            Check::MateInOne => {
                if !position
                    .legal_moves()
                    .iter()
                    .any(|m| position.clone().play(*m).is_ok_and(|p| p.is_checkmate()))
                {
                    return Err(LessonError::Unreachable { exercise: id() });
                }
            }
            Check::OnlyMove => {
                if position.legal_moves().len() != 1 {
                    return Err(LessonError::WrongAnswer { exercise: id() });
                }
            }
            Check::Moves { accept } => {
                for &uci in accept {
                    let m = uci
                        .parse::<UciMove>()
                        .ok()
                        .and_then(|u| u.to_move(&position).ok())
                        .ok_or_else(|| LessonError::BadMove {
                            exercise: id(),
                            uci,
                        })?;
                    ready.accept.push(m);
                }
                if ready.accept.is_empty() {
                    return Err(LessonError::Unreachable { exercise: id() });
                }
            }
            Check::Question { answer } => {
                if Answer::of(&position) != answer {
                    return Err(LessonError::WrongAnswer { exercise: id() });
                }
                let course = Course::shipped();
                let stage = course
                    .place(self.id)
                    .map_or("", |(s, _)| course.stages[s].id);
                ready.answers = Answer::offered_in(stage);
                if !ready.answers.contains(&answer) {
                    return Err(LessonError::NotTaughtYet { exercise: id() });
                }
            }
            Check::Quiz { choices, correct } => {
                if correct >= choices.len() {
                    return Err(LessonError::WrongAnswer { exercise: id() });
                }
            }
        }
        Ok(ready)
    }
}

/// The side to move moves again: the other side "passes", as in a star hunt.
/// `None` when that is impossible (the other side is in check).
pub fn pass(pos: Chess) -> Option<Chess> {
    pos.swap_turn().ok()
}

/// The shortest way to take every star, the pieces moving while the other
/// side passes: a breadth-first search over where the pieces are and which
/// stars are left. `None` when it takes more than a pupil should need.
fn star_path(start: &Chess, hunter: Role, stars: &[Square]) -> Option<Vec<Move>> {
    const MAX_MOVES: usize = 8;
    let mut frontier = vec![(start.clone(), stars.to_vec(), Vec::new())];
    let mut seen = std::collections::HashSet::new();
    for _ in 0..MAX_MOVES {
        let mut next = Vec::new();
        for (pos, left, path) in frontier {
            for m in pos.legal_moves().into_iter().filter(|m| m.role() == hunter) {
                let Ok(after) = pos.clone().play(m) else {
                    continue;
                };
                let left: Vec<Square> = left.iter().copied().filter(|s| *s != m.to()).collect();
                let mut path = path.clone();
                path.push(m);
                if left.is_empty() {
                    return Some(path);
                }
                let Some(again) = pass(after) else { continue };
                if seen.insert((again.board().clone(), left.clone())) {
                    next.push((again, left, path));
                }
            }
        }
        frontier = next;
    }
    None
}

/// How to solve an exercise: the moves to play, or the answer to tap.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Solution {
    Moves(Vec<Move>),
    Answer(usize),
}

/// What a move does for the exercise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    Solved,
    /// A star taken (or a legal step) and more to do.
    GoOn,
    /// A legal move that is not the goal: try again from the start.
    NotThis,
}

impl Ready {
    /// Judges a legal move played from `before`; `left` holds the stars not
    /// yet taken and loses the one this move takes.
    pub fn judge(&self, before: &Chess, m: Move, left: &mut Vec<Square>) -> Progress {
        let after = before.clone().play(m).ok();
        match &self.check {
            Check::Stars { .. } if Some(m.role()) != self.hunter => Progress::NotThis,
            Check::Stars { .. } => {
                left.retain(|s| *s != m.to());
                if left.is_empty() {
                    Progress::Solved
                } else {
                    Progress::GoOn
                }
            }
            Check::MateInOne if after.is_some_and(|p| p.is_checkmate()) => Progress::Solved,
            Check::OnlyMove => Progress::Solved,
            Check::Moves { .. } if self.accept.contains(&m) => Progress::Solved,
            _ => Progress::NotThis,
        }
    }

    /// Judges a tapped answer (questions and quizzes).
    pub fn judge_answer(&self, answer: usize) -> bool {
        match &self.check {
            Check::Question { answer: right } => self.answers.get(answer) == Some(right),
            Check::Quiz { correct, .. } => answer == *correct,
            _ => false,
        }
    }

    /// One way to solve it (the tests replay it; a pupil may find another).
    pub fn solution(&self) -> Option<Solution> {
        let pos = &self.position;
        let mating = || {
            pos.legal_moves()
                .into_iter()
                .find(|m| pos.clone().play(*m).is_ok_and(|p| p.is_checkmate()))
        };
        match &self.check {
            Check::Stars { .. } => self
                .hunter
                .and_then(|role| star_path(pos, role, &self.stars))
                .map(Solution::Moves),
            Check::MateInOne => mating().map(|m| Solution::Moves(vec![m])),
            Check::OnlyMove => pos.legal_moves().first().map(|m| Solution::Moves(vec![*m])),
            Check::Moves { .. } => self.accept.first().map(|m| Solution::Moves(vec![*m])),
            Check::Question { answer } => self
                .answers
                .iter()
                .position(|a| a == answer)
                .map(Solution::Answer),
            Check::Quiz { correct, .. } => Some(Solution::Answer(*correct)),
        }
    }

    /// Whether the pupil answers by tapping rather than moving.
    pub fn is_question(&self) -> bool {
        matches!(self.check, Check::Question { .. } | Check::Quiz { .. })
    }
}

/// Stars earned: 3 with no wrong try, 2 with one or two, 1 after more.
pub fn stars_for(wrong_tries: u32) -> u8 {
    match wrong_tries {
        0 => 3,
        1 | 2 => 2,
        _ => 1,
    }
}
