//! Why a try does not solve a lesson's exercise, said for that exercise: a
//! child working alone learns more from "that isn't check: the black king
//! isn't attacked" than from "not what this exercise asks". Each miss names
//! the squares to light on the exercise's board (the position the try
//! started from, which is put back after it).

use shakmaty::{Chess, Color, Move, Position, Role, Square};

use crate::explain::Highlight;
use crate::lessons::{Answer, Check, Ready};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// A star hunt moved another piece than the one that takes the stars.
    WrongPiece { hunter: Role, at: Square },
    /// No check: the king of `color` on `king` is not attacked.
    NoCheck { color: Color, king: Square },
    /// Check, but not mate: the king can still step to `escape`, or (none)
    /// the check can be blocked or the attacker captured.
    NotMate {
        color: Color,
        king: Square,
        escape: Option<Square>,
    },
    /// After the move, `color` cannot move and is not in check: a draw.
    Stalemate { color: Color, king: Square },
    /// After the move nobody could ever mate: a draw.
    DeadPosition,
    /// A promotion to another piece than the one asked for.
    OtherPiece { asked: Role },
    /// Castling was asked for; the king moved without castling.
    NotCastling { king: Square },
    /// En passant was asked for: the pawn on `pawn` can be taken so.
    NotEnPassant { pawn: Square },
    /// A capture was asked for and the move captures nothing.
    NoCapture,
    /// Stalemate answered while the king of `color` is attacked.
    InCheck { color: Color, king: Square },
    /// "None of these" answered while the king of `color` is attacked.
    Attacked { color: Color, king: Square },
    /// Stalemate or checkmate answered while `color` can still move the
    /// piece on `piece`.
    CanMove { color: Color, piece: Square },
    /// "Nobody can mate" answered while the piece on `piece` still could.
    MateIsPossible { piece: Square, role: Role },
    /// A move that is no help here, told in general words.
    NotTheGoal,
    /// A wrong answer with nothing more precise to say.
    WrongAnswer,
}

impl Miss {
    /// The `data-explain` value.
    pub fn code(self) -> &'static str {
        match self {
            Miss::WrongPiece { .. } => "lesson-wrong-piece",
            Miss::NoCheck { .. } => "lesson-no-check",
            Miss::NotMate { .. } => "lesson-not-mate",
            Miss::Stalemate { .. } => "lesson-stalemate",
            Miss::DeadPosition => "lesson-dead-position",
            Miss::OtherPiece { .. } => "lesson-other-piece",
            Miss::NotCastling { .. } => "lesson-not-castling",
            Miss::NotEnPassant { .. } => "lesson-not-en-passant",
            Miss::NoCapture => "lesson-no-capture",
            Miss::InCheck { .. } => "lesson-in-check",
            Miss::Attacked { .. } => "lesson-attacked",
            Miss::CanMove { .. } => "lesson-can-move",
            Miss::MateIsPossible { .. } => "lesson-mate-is-possible",
            Miss::NotTheGoal => "lesson-not-the-goal",
            Miss::WrongAnswer => "lesson-wrong-answer",
        }
    }

    /// The squares the explanation lights.
    pub fn highlights(self) -> Vec<(Square, Highlight)> {
        match self {
            Miss::WrongPiece { at, .. } => vec![(at, Highlight::Piece)],
            Miss::NoCheck { king, .. } | Miss::Stalemate { king, .. } => {
                vec![(king, Highlight::Piece)]
            }
            Miss::NotMate { king, escape, .. } => {
                let mut lit = vec![(king, Highlight::King)];
                lit.extend(escape.map(|sq| (sq, Highlight::Reach)));
                lit
            }
            Miss::InCheck { king, .. } | Miss::Attacked { king, .. } => {
                vec![(king, Highlight::King)]
            }
            Miss::NotCastling { king } => vec![(king, Highlight::Piece)],
            Miss::NotEnPassant { pawn } => vec![(pawn, Highlight::Target)],
            Miss::CanMove { piece, .. } | Miss::MateIsPossible { piece, .. } => {
                vec![(piece, Highlight::Piece)]
            }
            Miss::DeadPosition
            | Miss::OtherPiece { .. }
            | Miss::NoCapture
            | Miss::NotTheGoal
            | Miss::WrongAnswer => Vec::new(),
        }
    }
}

/// Why the legal move `m`, played from `before`, does not solve the exercise.
pub fn miss_move(ready: &Ready, before: &Chess, m: Move) -> Miss {
    let Ok(after) = before.clone().play(m) else {
        return Miss::NotTheGoal;
    };
    match ready.check {
        Check::Stars { .. } => match ready.hunter {
            Some(hunter) if m.role() != hunter => before
                .board()
                .by_piece(hunter.of(before.turn()))
                .first()
                .map_or(Miss::NotTheGoal, |at| Miss::WrongPiece { hunter, at }),
            _ => Miss::NotTheGoal,
        },
        Check::MateInOne => mate_miss(&after),
        Check::Moves { .. } => moves_miss(ready, before, m, &after),
        Check::OnlyMove | Check::Question { .. } | Check::Quiz { .. } => Miss::NotTheGoal,
    }
}

/// What is wrong with a move meant to give mate, seen from the position
/// after it (the other side to move).
fn mate_miss(after: &Chess) -> Miss {
    let color = after.turn();
    let Some(king) = after.board().king_of(color) else {
        return Miss::NotTheGoal;
    };
    if after.is_stalemate() {
        Miss::Stalemate { color, king }
    } else if !after.is_check() {
        Miss::NoCheck { color, king }
    } else {
        Miss::NotMate {
            color,
            king,
            escape: king_escape(after),
        }
    }
}

/// A square the king in check can step to, if any.
fn king_escape(pos: &Chess) -> Option<Square> {
    pos.legal_moves()
        .iter()
        .find(|m| m.role() == Role::King)
        .map(|m| m.to())
}

/// A move exercise names its accepted moves; what they all share and this
/// move lacks is what the child missed.
fn moves_miss(ready: &Ready, before: &Chess, m: Move, after: &Chess) -> Miss {
    let accepted = &ready.accept;
    let all = |f: &dyn Fn(&Move) -> bool| !accepted.is_empty() && accepted.iter().all(f);
    let checks = |mv: &Move| before.clone().play(*mv).is_ok_and(|p| p.is_check());
    if after.is_stalemate() {
        return mate_miss(after);
    }
    if after.is_insufficient_material() {
        return Miss::DeadPosition;
    }
    if all(&|a| a.is_castle()) && !m.is_castle() {
        return before
            .board()
            .king_of(before.turn())
            .map_or(Miss::NotTheGoal, |king| Miss::NotCastling { king });
    }
    if all(&|a| a.is_en_passant()) && !m.is_en_passant() {
        let pawn = accepted.first().and_then(|a| match a {
            Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
            _ => None,
        });
        return pawn.map_or(Miss::NotTheGoal, |pawn| Miss::NotEnPassant { pawn });
    }
    if let Some(asked) = accepted.first().and_then(|a| a.promotion())
        && all(&|a| a.promotion() == Some(asked))
        && m.promotion().is_some_and(|r| r != asked)
    {
        return Miss::OtherPiece { asked };
    }
    if all(&checks) && !after.is_check() {
        let color = after.turn();
        return after
            .board()
            .king_of(color)
            .map_or(Miss::NotTheGoal, |king| Miss::NoCheck { color, king });
    }
    if all(&|a| a.is_capture()) && !m.is_capture() {
        return Miss::NoCapture;
    }
    Miss::NotTheGoal
}

/// Why a wrong answer is wrong, when the position can say it without
/// giving the right answer away.
pub fn miss_answer(ready: &Ready, answer: usize) -> Miss {
    let (Check::Question { .. }, Some(chosen)) = (ready.check, ready.answers.get(answer)) else {
        return Miss::WrongAnswer;
    };
    let pos = &ready.position;
    let color = pos.turn();
    let Some(king) = pos.board().king_of(color) else {
        return Miss::WrongAnswer;
    };
    let a_move = || pos.legal_moves().first().and_then(|m| m.from());
    match chosen {
        Answer::Check | Answer::Checkmate if !pos.is_check() => Miss::NoCheck { color, king },
        Answer::Checkmate if !pos.is_checkmate() => Miss::NotMate {
            color,
            king,
            escape: king_escape(pos),
        },
        Answer::Stalemate if pos.is_check() => Miss::InCheck { color, king },
        Answer::Nothing if pos.is_check() => Miss::Attacked { color, king },
        Answer::Stalemate => {
            a_move().map_or(Miss::WrongAnswer, |piece| Miss::CanMove { color, piece })
        }
        Answer::DeadPosition if !pos.is_insufficient_material() => pos
            .board()
            .occupied()
            .into_iter()
            .find_map(|sq| {
                let role = pos.board().role_at(sq)?;
                (role != Role::King).then_some(Miss::MateIsPossible { piece: sq, role })
            })
            .unwrap_or(Miss::WrongAnswer),
        _ => Miss::WrongAnswer,
    }
}
