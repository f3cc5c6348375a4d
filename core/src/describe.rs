//! The position in words, for children who use a screen reader: which
//! pieces each side has and where, in a fixed, predictable order.

use shakmaty::{Board, Color, Role, Square};

/// All the pieces of one kind and colour, and their squares (a1 first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceGroup {
    pub color: Color,
    pub role: Role,
    pub squares: Vec<Square>,
}

/// The order a child would count them: king first, pawns last.
pub const ROLES: [Role; 6] = [
    Role::King,
    Role::Queen,
    Role::Rook,
    Role::Bishop,
    Role::Knight,
    Role::Pawn,
];

/// White's groups then Black's; kinds a side lacks are left out.
pub fn pieces(board: &Board) -> Vec<PieceGroup> {
    [Color::White, Color::Black]
        .into_iter()
        .flat_map(|color| {
            ROLES.into_iter().filter_map(move |role| {
                let squares: Vec<Square> = (board.by_color(color) & board.by_role(role))
                    .into_iter()
                    .collect();
                (!squares.is_empty()).then_some(PieceGroup {
                    color,
                    role,
                    squares,
                })
            })
        })
        .collect()
}
