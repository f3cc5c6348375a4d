//! The printed score sheet's two columns.

use peoncito_core::game::Game;
use peoncito_core::pgn;
use peoncito_core::score_sheet::{LEAST_ROWS, columns};
use shakmaty::Position;

#[test]
fn a_short_game_leaves_numbered_rows_to_write_in() {
    let game = pgn::import("1. e4 e5 2. Nf3 *").unwrap();
    let (left, right) = columns(&game);
    assert_eq!((left.len(), right.len()), (LEAST_ROWS, LEAST_ROWS));
    assert_eq!(left[0].white.as_deref(), Some("e4"));
    assert_eq!(left[0].black.as_deref(), Some("e5"));
    assert_eq!(left[1].white.as_deref(), Some("Nf3"));
    assert_eq!(left[1].black, None);
    let numbers: Vec<u32> = left.iter().chain(&right).map(|r| r.number).collect();
    assert_eq!(numbers, (1..=2 * LEAST_ROWS as u32).collect::<Vec<_>>());
    assert!(
        left[2..]
            .iter()
            .chain(&right)
            .all(|r| r.white.is_none() && r.black.is_none())
    );
}

#[test]
fn a_long_game_is_split_in_half_and_a_game_from_a_position_keeps_its_numbers() {
    // 50 moves each, any that keep the game going.
    let mut game = Game::new();
    for ply in 0..100 {
        let moves = game.position().legal_moves();
        let keeps_going = (0..moves.len())
            .map(|i| moves[(i + ply * 7) % moves.len()])
            .find(|m| {
                let mut after = game.clone();
                after.play(*m).is_ok() && !after.is_over()
            });
        game.play(keeps_going.expect("a move that keeps the game going"))
            .unwrap();
    }
    let (left, right) = columns(&game);
    assert_eq!((left.len(), right.len()), (25, 25));
    assert_eq!(left[24].number, 25);
    assert_eq!(right[0].number, 26);
    assert_eq!(right[24].black.as_ref(), game.sans().last());

    let from_black = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 12").unwrap();
    let (left, right) = columns(&from_black);
    assert_eq!(left[0].number, 12);
    assert_eq!(right.last().unwrap().number, 12 + 2 * LEAST_ROWS as u32 - 1);
}
