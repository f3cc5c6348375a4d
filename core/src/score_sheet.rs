//! A game's score sheet as it is printed: the moves in two columns, the
//! first half on the left, with empty numbered rows to go on writing by
//! hand — the same sheet serves a game played here and one still to play.

use shakmaty::Position;

use crate::game::{Game, MoveRow};

/// Rows each column has at least: 40 moves, as on a club score sheet's
/// first half.
pub const LEAST_ROWS: usize = 20;

/// The two columns of the move list, left then right, each as long as the
/// other.
pub fn columns(game: &Game) -> (Vec<MoveRow>, Vec<MoveRow>) {
    let mut rows = game.move_rows();
    let first = rows
        .first()
        .map_or(game.start_position().fullmoves().get(), |r| r.number);
    let per_column = rows.len().div_ceil(2).max(LEAST_ROWS);
    let mut number = first + u32::try_from(rows.len()).unwrap_or(u32::MAX);
    while rows.len() < 2 * per_column {
        rows.push(MoveRow {
            number,
            white: None,
            black: None,
        });
        number = number.saturating_add(1);
    }
    let right = rows.split_off(per_column);
    (rows, right)
}
