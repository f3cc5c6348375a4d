//! The position editor: placing pieces, and shakmaty's verdict on the result.

use peoncito_core::editor::{Setup, possible_castling};
use peoncito_core::game::FenError;
use shakmaty::{Chess, Color, Piece, PositionErrorKinds, Role, Square};

fn piece(color: Color, role: Role) -> Option<Piece> {
    Some(Piece { color, role })
}

fn kings() -> Setup {
    let mut s = Setup::empty();
    s.place(Square::E1, piece(Color::White, Role::King));
    s.place(Square::E8, piece(Color::Black, Role::King));
    s
}

fn problems(s: &Setup) -> PositionErrorKinds {
    match s.validate() {
        Err(FenError::Position(kinds)) => kinds,
        other => panic!("expected problems, got {other:?}"),
    }
}

#[test]
fn the_start_position_round_trips() {
    let s = Setup::from_position(&Chess::default());
    assert_eq!(s.castling, [true; 4]);
    assert_eq!(
        s.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(s.validate().unwrap(), Chess::default());
}

#[test]
fn placing_and_removing_pieces() {
    let mut s = kings();
    s.place(Square::D4, piece(Color::White, Role::Queen));
    s.turn = Color::Black;
    assert_eq!(s.fen(), "4k3/8/8/8/3Q4/8/8/4K3 b - - 0 1");
    assert!(s.validate().is_ok());
    s.place(Square::D4, None);
    assert_eq!(s.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn each_problem_is_named() {
    let mut two_kings = kings();
    two_kings.place(Square::A1, piece(Color::White, Role::King));
    assert!(problems(&two_kings).contains(PositionErrorKinds::TOO_MANY_KINGS));

    let mut no_king = kings();
    no_king.place(Square::E8, None);
    assert!(problems(&no_king).contains(PositionErrorKinds::MISSING_KING));

    let mut back_rank = kings();
    back_rank.place(Square::A1, piece(Color::White, Role::Pawn));
    assert!(problems(&back_rank).contains(PositionErrorKinds::PAWNS_ON_BACKRANK));

    // White to move while the black king is attacked: Black's king would be
    // taken, which never happens.
    let mut opposite = kings();
    opposite.place(Square::E4, piece(Color::White, Role::Rook));
    assert!(problems(&opposite).contains(PositionErrorKinds::OPPOSITE_CHECK));
    opposite.turn = Color::Black;
    assert!(
        opposite.validate().is_ok(),
        "with Black to move it is just check"
    );

    let mut castling = kings();
    castling.castling = [true, false, false, false];
    assert!(problems(&castling).contains(PositionErrorKinds::INVALID_CASTLING_RIGHTS));
    assert_eq!(possible_castling(&castling.board), [false; 4]);
    castling.place(Square::H1, piece(Color::White, Role::Rook));
    assert_eq!(
        possible_castling(&castling.board),
        [true, false, false, false]
    );
    assert!(castling.validate().is_ok());
}
