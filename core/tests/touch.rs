//! Touch-move cases from FIDE Art. 4.3–4.6.

use peoncito_core::game::{Game, Intent};
use peoncito_core::touch::{Commitment, allows, touch};
use shakmaty::Square;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn game(fen: &str) -> Game {
    Game::from_fen(fen).unwrap()
}

fn single(game: &Game, from: &str, to: &str) -> shakmaty::Move {
    match game.intent(sq(from), sq(to)) {
        Intent::Move(m) => m,
        other => panic!("{from}{to}: {other:?}"),
    }
}

#[test]
fn a_touched_own_piece_must_be_moved() {
    let g = Game::new();
    let c = touch(g.position(), Commitment::Free, sq("g1"));
    assert_eq!(c, Commitment::MoveThis(sq("g1")));
    assert!(allows(c, single(&g, "g1", "f3")));
    assert!(!allows(c, single(&g, "e2", "e4")));
    // Touching a second piece afterwards changes nothing (4.3: the first binds).
    assert_eq!(touch(g.position(), c, sq("e2")), c);
}

#[test]
fn a_touched_piece_that_cannot_move_frees_the_choice() {
    let g = Game::new();
    assert_eq!(
        touch(g.position(), Commitment::Free, sq("a1")),
        Commitment::Free
    );
    assert_eq!(
        touch(g.position(), Commitment::Free, sq("e4")),
        Commitment::Free,
        "an empty square"
    );
}

#[test]
fn a_touched_opponents_piece_must_be_captured_if_possible() {
    // White: Nf3 can take e5; the pawn on d4 too.
    let g = game("4k3/8/8/4p3/3P4/5N2/8/4K3 w - - 0 1");
    let c = touch(g.position(), Commitment::Free, sq("e5"));
    assert_eq!(c, Commitment::CaptureThis(sq("e5")));
    assert!(allows(c, single(&g, "d4", "e5")));
    assert!(allows(c, single(&g, "f3", "e5")));
    assert!(!allows(c, single(&g, "f3", "g5")));
    // A piece that cannot be captured commits to nothing.
    assert_eq!(
        touch(g.position(), Commitment::Free, sq("e8")),
        Commitment::Free
    );
}

#[test]
fn en_passant_counts_as_capturing_the_touched_pawn() {
    let g = game("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    let c = touch(g.position(), Commitment::Free, sq("d5"));
    assert_eq!(c, Commitment::CaptureThis(sq("d5")));
    assert!(allows(c, single(&g, "e5", "d6")));
}

#[test]
fn touching_the_king_allows_castling() {
    let g = game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let c = touch(g.position(), Commitment::Free, sq("e1"));
    assert!(allows(c, single(&g, "e1", "g1")), "castling is a king move");
    let rook = touch(g.position(), Commitment::Free, sq("h1"));
    assert!(
        !allows(rook, single(&g, "e1", "g1")),
        "touching the rook first: no castling"
    );
}
