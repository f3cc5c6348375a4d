//! Touch-move (FIDE Art. 4.3–4.6): a piece deliberately touched must be moved,
//! an opponent's piece touched must be captured, if that is possible.

use shakmaty::{Chess, Move, Position, Square};

/// What the pieces touched so far this turn commit the player to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Commitment {
    /// Nothing touched yet, or nothing touched could move or be captured.
    #[default]
    Free,
    /// An own piece with a legal move was touched: it must move.
    MoveThis(Square),
    /// An opponent's piece that can be captured was touched: it must be captured.
    CaptureThis(Square),
    /// An own piece and an opponent's piece it can capture were touched:
    /// that capture must be made (Art. 4.3.3).
    CaptureWith { piece: Square, target: Square },
}

/// The square a move captures on (the passed pawn's, for en passant).
fn captured_square(m: Move) -> Option<Square> {
    match m {
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        Move::Normal {
            capture: Some(_),
            to,
            ..
        } => Some(to),
        _ => None,
    }
}

/// The commitment after touching `sq`. The first touched piece that can be
/// moved (or captured) binds; an own piece and an opponent's piece it can
/// capture, touched in either order, bind to that capture (Art. 4.3.3);
/// touching anything else after changes nothing.
pub fn touch(pos: &Chess, current: Commitment, sq: Square) -> Commitment {
    let Some(piece) = pos.board().piece_at(sq) else {
        return current;
    };
    let moves = pos.legal_moves();
    let captures = |from: Square, target: Square| {
        moves
            .iter()
            .any(|m| m.from() == Some(from) && captured_square(*m) == Some(target))
    };
    let own = piece.color == pos.turn();
    match current {
        Commitment::Free => {}
        Commitment::MoveThis(mine) if !own && captures(mine, sq) => {
            return Commitment::CaptureWith {
                piece: mine,
                target: sq,
            };
        }
        Commitment::CaptureThis(target) if own && captures(sq, target) => {
            return Commitment::CaptureWith { piece: sq, target };
        }
        bound => return bound,
    }
    if own {
        if moves.iter().any(|m| m.from() == Some(sq)) {
            return Commitment::MoveThis(sq);
        }
    } else if moves.iter().any(|m| captured_square(*m) == Some(sq)) {
        return Commitment::CaptureThis(sq);
    }
    // A touched piece that cannot move (or be captured) frees the choice.
    Commitment::Free
}

/// Whether a legal move keeps the commitment.
pub fn allows(commitment: Commitment, m: Move) -> bool {
    match commitment {
        Commitment::Free => true,
        Commitment::MoveThis(sq) => m.from() == Some(sq),
        Commitment::CaptureThis(sq) => captured_square(m) == Some(sq),
        Commitment::CaptureWith { piece, target } => {
            m.from() == Some(piece) && captured_square(m) == Some(target)
        }
    }
}
