//! The computer's move: always legal, at every level, from positions
//! reached by random play; mate in one found from level 2; forks missed
//! most of the time below level 3 and found from it; a free piece taken
//! most of the time even at level 1; a position with one legal move or a
//! promotion never troubles it; a game's end gives no move.

use peoncito_core::computer::{Level, choose};
use peoncito_core::rng::Rng;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

fn levels() -> impl Iterator<Item = Level> {
    (1..=8).filter_map(Level::new)
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// A position after `plies` random legal moves from the start (fewer if
/// the game ends first).
fn random_position(rng: &mut Rng, plies: u64) -> Chess {
    let mut p = Chess::default();
    for _ in 0..plies {
        let moves = p.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        p.play_unchecked(m);
    }
    p
}

#[test]
fn every_level_plays_a_legal_move_in_random_positions() {
    let mut rng = Rng::new(17);
    for n in 0..1000u64 {
        let plies = 1 + rng.below(80);
        let p = random_position(&mut rng, plies);
        // The deeper levels on every twentieth position (the same search,
        // slower in a debug build).
        for level in levels().filter(|l| l.number() <= 4 || n % 20 == 0) {
            match choose(&p, &[], level, n) {
                Some(m) => assert!(p.is_legal(m), "{n}: level {} played {m:?}", level.number()),
                None => assert!(p.is_game_over(), "{n}: no move in a game still going on"),
            }
        }
    }
}

#[test]
fn mate_in_one_is_found_from_level_two() {
    let mates = [
        // Back rank: Re8#.
        ("6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1", "e1e8"),
        // Scholar's mate: Qxf7#.
        (
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
            "h5f7",
        ),
        // Black mates: Qh4# after 1. f3 e5 2. g4.
        (
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq g3 0 2",
            "d8h4",
        ),
    ];
    for (fen, mate) in mates {
        let p = position(fen);
        for level in levels().filter(|l| l.number() >= 2) {
            for seed in 0..5 {
                let m = choose(&p, &[], level, seed).unwrap();
                assert_eq!(
                    m.to_uci(CastlingMode::Standard).to_string(),
                    mate,
                    "level {} in {fen}",
                    level.number()
                );
            }
        }
    }
}

/// How often, over `seeds` seeds in each position, `level` plays a move
/// that `wanted` names: "e4d6" a move, "xf3" any capture on that square.
/// A fraction of all tries.
fn how_often(level: Level, cases: &[(&str, &str)], seeds: u64) -> f64 {
    let mut played = 0;
    for (fen, wanted) in cases {
        let p = position(fen);
        for seed in 0..seeds {
            let m = choose(&p, &[], level, seed).unwrap();
            let uci = m.to_uci(CastlingMode::Standard).to_string();
            if match wanted.strip_prefix('x') {
                Some(square) => m.is_capture() && m.to().to_string() == square,
                None => uci == *wanted,
            } {
                played += 1;
            }
        }
    }
    f64::from(played) / (cases.len() as f64 * seeds as f64)
}

#[test]
fn forks_are_missed_below_level_three_and_found_from_it() {
    // Each fork wins material (the strongest level plays it): three with
    // check, two without.
    let forks = [
        // A knight's check on c7 wins the rook on a8.
        ("r3k3/pp3ppp/8/1N6/8/8/PP3PPP/4K3 w - - 0 1", "b5c7"),
        // The queen's check on a4 wins the knight on h4.
        ("4k3/ppp2ppp/8/8/7n/8/PP3PPP/3QK3 w - - 0 1", "d1a4"),
        // The queen's check on d5 wins the rook on a8.
        ("r5k1/6pp/8/8/8/8/5PPP/3Q2K1 w - - 0 1", "d1d5"),
        // A knight on d6 attacks the bishop and the rook.
        ("6k1/1b4pp/8/5r2/4N3/7P/5PP1/6K1 w - - 0 1", "e4d6"),
        // A pawn on d5 attacks both knights.
        ("6k1/5ppp/2n1n3/8/3P4/2P1P3/5PPP/6K1 w - - 0 1", "d4d5"),
    ];
    for level in levels() {
        let found = how_often(level, &forks, 20);
        if level.number() <= 2 {
            assert!(found <= 0.25, "level {}: {found}", level.number());
        } else {
            assert!(found >= 0.95, "level {}: {found}", level.number());
        }
    }
}

#[test]
fn a_free_piece_is_taken_most_of_the_time_even_at_level_one() {
    let free = [
        ("4k3/8/8/8/3b4/8/3R4/4K3 w - - 0 1", "xd4"),
        ("4k3/8/2n5/8/8/8/8/2R1K3 w - - 0 1", "xc6"),
        (
            "rnb1kbnr/pppp1ppp/8/4p3/4P3/5q2/PPPP1PPP/RNBQKBNR w KQkq - 0 1",
            "xf3",
        ),
    ];
    let level_one = how_often(Level::WEAKEST, &free, 40);
    assert!((0.5..0.9).contains(&level_one), "level 1: {level_one}");
    for level in levels().filter(|l| l.number() >= 2) {
        let taken = how_often(level, &free, 10);
        assert!(taken >= 0.75, "level {}: {taken}", level.number());
    }
}

#[test]
fn one_legal_move_promotions_and_ended_games() {
    // Only Kh1-g1 or Kxg2... one move: the king must take.
    let forced = position("7k/8/8/8/8/8/6q1/7K w - - 0 1");
    assert_eq!(forced.legal_moves().len(), 1);
    // A promotion to make (and one to stop).
    let promote = position("8/P6k/8/8/8/8/7p/K7 w - - 0 1");
    for level in levels() {
        for seed in 0..3 {
            assert_eq!(
                choose(&forced, &[], level, seed),
                forced.legal_moves().first().copied()
            );
            let m = choose(&promote, &[], level, seed).unwrap();
            assert!(promote.is_legal(m));
            if level.number() >= 3 {
                assert_eq!(
                    m.promotion(),
                    Some(shakmaty::Role::Queen),
                    "level {}",
                    level.number()
                );
            }
        }
    }
    // A pawn promoted at once, not put off for a king's step (the queen
    // would be there two moves later all the same).
    let promote_now = position("8/8/8/8/8/2k5/p4K2/8 b - - 1 1");
    for level in levels().filter(|l| l.number() >= 3) {
        for seed in 0..3 {
            let m = choose(&promote_now, &[], level, seed).unwrap();
            assert_eq!(
                m.promotion(),
                Some(shakmaty::Role::Queen),
                "level {}",
                level.number()
            );
        }
    }
    let mated = position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    let stalemate = position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    for level in levels() {
        assert_eq!(choose(&mated, &[], level, 0), None);
        assert_eq!(choose(&stalemate, &[], level, 0), None);
    }
}
