//! Special moments worth explaining right after a move: the end of the game,
//! castling, en passant, promotion, check, and draws a player may claim.

use shakmaty::{Bitboard, CastlingSide, Chess, Color, Move, Position, Role, Square};

use crate::explain::Highlight;
use crate::game::{DrawClaim, Game, GameEnd, board_target};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moment {
    /// The game ended by the position (checkmate, draws).
    Ended(GameEnd),
    /// `side` is to move, not in check, and cannot move anything.
    Stalemated {
        side: Color,
    },
    Castled {
        side: CastlingSide,
        color: Color,
    },
    EnPassant {
        captured: Square,
        by: Square,
    },
    Promotion {
        role: Role,
        square: Square,
        /// A queen on the same square would have stalemated the opponent.
        queen_stalemates: bool,
    },
    Check {
        checker: Square,
        checking: Role,
        double: bool,
    },
    DrawClaimable(DrawClaim),
}

impl Moment {
    /// The `data-explain` value.
    pub fn code(self) -> &'static str {
        match self {
            Moment::Ended(GameEnd::Checkmate { .. }) => "checkmate",
            Moment::Ended(end) => end.reason_code(),
            Moment::Stalemated { .. } => GameEnd::Stalemate.reason_code(),
            Moment::Castled { .. } => "castled",
            Moment::EnPassant { .. } => "en-passant",
            Moment::Promotion { .. } => "promotion",
            Moment::Check { .. } => "check",
            Moment::DrawClaimable(DrawClaim::Threefold) => "threefold",
            Moment::DrawClaimable(DrawClaim::FiftyMoves) => "fifty-moves",
        }
    }
}

/// What the last move did worth explaining, with the squares that show it.
pub fn last_moment(game: &Game) -> Option<(Moment, Vec<(Square, Highlight)>)> {
    let pos = game.position();
    let king = pos.board().king_of(pos.turn());
    let checkers: Vec<(Square, Highlight)> = pos
        .checkers()
        .into_iter()
        .map(|sq| (sq, Highlight::Attacker))
        .chain(
            king.filter(|_| pos.is_check())
                .map(|k| (k, Highlight::King)),
        )
        .collect();
    if let Some(end) = game.end() {
        // Resignation and agreement are told by the result itself.
        return matches!(
            end,
            GameEnd::Checkmate { .. }
                | GameEnd::Stalemate
                | GameEnd::InsufficientMaterial
                | GameEnd::Fivefold
                | GameEnd::SeventyFiveMoves
        )
        .then(|| {
            match end {
                // The stalemated king is lit as the piece concerned, not with
                // the ring of check: it is not attacked, yet cannot move.
                GameEnd::Stalemate => (
                    Moment::Stalemated { side: pos.turn() },
                    king.map(|k| vec![(k, Highlight::Piece)])
                        .unwrap_or_default(),
                ),
                _ => (Moment::Ended(end), checkers.clone()),
            }
        });
    }
    let m = *game.moves().last()?;
    let before = &game.positions_before_last()?;
    let special = match m {
        Move::Castle { king, rook } => Some((
            Moment::Castled {
                side: if rook > king {
                    CastlingSide::KingSide
                } else {
                    CastlingSide::QueenSide
                },
                color: before.turn(),
            },
            vec![
                (board_target(m), Highlight::King),
                (castled_rook(m), Highlight::Piece),
            ],
        )),
        Move::EnPassant { from, to } => {
            let captured = Square::from_coords(to.file(), from.rank());
            Some((
                Moment::EnPassant { captured, by: to },
                vec![(captured, Highlight::Target), (to, Highlight::Piece)],
            ))
        }
        Move::Normal {
            promotion: Some(role),
            to,
            ..
        } => Some((
            Moment::Promotion {
                role,
                square: to,
                queen_stalemates: role != Role::Queen && queen_would_stalemate(before, m),
            },
            vec![(to, Highlight::Piece)],
        )),
        _ => None,
    };
    if special.is_some() {
        return special;
    }
    if let Some(checker) = pos.checkers().first() {
        let checking = pos.board().role_at(checker)?;
        let double = pos.checkers().more_than_one();
        return Some((
            Moment::Check {
                checker,
                checking,
                double,
            },
            checkers,
        ));
    }
    game.claimable_draw()
        .map(|c| (Moment::DrawClaimable(c), Vec::new()))
}

fn castled_rook(m: Move) -> Square {
    match (m, m.castling_side()) {
        (Move::Castle { king, .. }, Some(side)) => {
            Square::from_coords(side.rook_to_file(), king.rank())
        }
        _ => m.to(),
    }
}

fn queen_would_stalemate(before: &Chess, m: Move) -> bool {
    let Move::Normal {
        role,
        from,
        capture,
        to,
        ..
    } = m
    else {
        return false;
    };
    let queen = Move::Normal {
        role,
        from,
        capture,
        to,
        promotion: Some(Role::Queen),
    };
    let mut after = before.clone();
    if !after.is_legal(queen) {
        return false;
    }
    after.play_unchecked(queen);
    after.is_stalemate()
}

/// The squares shown by "?" for a piece: where it could go by its pattern.
pub fn reach_highlights(pos: &Chess, from: Square) -> Vec<(Square, Highlight)> {
    let reach: Bitboard = crate::explain::reach(pos, from);
    std::iter::once((from, Highlight::Piece))
        .chain(reach.into_iter().map(|sq| (sq, Highlight::Reach)))
        .collect()
}
