//! The position editor's model: pieces placed and removed on a board, the
//! side to move and the castling rights, checked by shakmaty before anyone
//! plays from it.

use shakmaty::fen::Fen;
use shakmaty::{Board, CastlingMode, CastlingSide, Chess, Color, Piece, Position, Square};

use crate::game::FenError;

/// The four castling rights, in FEN's order: K, Q, k, q.
pub const CASTLING: [(Color, CastlingSide); 4] = [
    (Color::White, CastlingSide::KingSide),
    (Color::White, CastlingSide::QueenSide),
    (Color::Black, CastlingSide::KingSide),
    (Color::Black, CastlingSide::QueenSide),
];

/// A castling right's letter in FEN: K, Q, k or q.
pub fn castling_letter((color, side): (Color, CastlingSide)) -> char {
    let letter = match side {
        CastlingSide::KingSide => 'k',
        CastlingSide::QueenSide => 'q',
    };
    match color {
        Color::White => letter.to_ascii_uppercase(),
        Color::Black => letter,
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: Board,
    pub turn: Color,
    /// White king's side, White queen's side, Black king's side, Black queen's side.
    pub castling: [bool; 4],
}

impl Setup {
    /// The editor opens on the position on the board.
    pub fn from_position(pos: &Chess) -> Setup {
        let rights = pos.castles().castling_rights();
        let has = |sq: Square| rights.contains(sq);
        Setup {
            board: pos.board().clone(),
            turn: pos.turn(),
            castling: [
                has(Square::H1),
                has(Square::A1),
                has(Square::H8),
                has(Square::A8),
            ],
        }
    }

    pub fn empty() -> Setup {
        Setup {
            board: Board::empty(),
            turn: Color::White,
            castling: [false; 4],
        }
    }

    /// Puts a piece on a square, or empties it.
    pub fn place(&mut self, sq: Square, piece: Option<Piece>) {
        self.board.discard_piece_at(sq);
        if let Some(p) = piece {
            self.board.set_piece_at(sq, p);
        }
    }

    /// The position as FEN (no en passant; move 1), valid or not.
    pub fn fen(&self) -> String {
        let castling: String = CASTLING
            .into_iter()
            .zip(self.castling)
            .filter(|&(_, on)| on)
            .map(|(right, _)| castling_letter(right))
            .collect();
        format!(
            "{} {} {} - 0 1",
            self.board,
            self.turn.char(),
            if castling.is_empty() {
                "-".into()
            } else {
                castling
            }
        )
    }

    /// The position to play from, or every problem shakmaty finds in it.
    pub fn validate(&self) -> Result<Chess, FenError> {
        let fen: Fen = self
            .fen()
            .parse()
            .map_err(|e: shakmaty::fen::ParseFenError| FenError::Syntax(e))?;
        fen.into_position(CastlingMode::Standard)
            .map_err(|e| FenError::Position(e.kinds()))
    }
}

/// Castling rights the board can actually have (king and rook at home);
/// used to untick the boxes that could never be right.
pub fn possible_castling(board: &Board) -> [bool; 4] {
    let at = |sq: Square, piece: Piece| board.piece_at(sq) == Some(piece);
    let king = |c: Color| Piece {
        color: c,
        role: shakmaty::Role::King,
    };
    let rook = |c: Color| Piece {
        color: c,
        role: shakmaty::Role::Rook,
    };
    [
        at(Square::E1, king(Color::White)) && at(Square::H1, rook(Color::White)),
        at(Square::E1, king(Color::White)) && at(Square::A1, rook(Color::White)),
        at(Square::E8, king(Color::Black)) && at(Square::H8, rook(Color::Black)),
        at(Square::E8, king(Color::Black)) && at(Square::A8, rook(Color::Black)),
    ]
}
