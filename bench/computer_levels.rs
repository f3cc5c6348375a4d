//! Each level of the computer against the next: at least 40 games a pair,
//! from 20 openings played once with each colour, printed as a score table
//! (issue 17: each level must score at least 70 % against the one below).
//!
//!   cargo bench --bench computer_levels
//!
//! GAMES=n uses the first n openings only; LOWER=n plays only level n+1
//! against level n.
//!
//! A game ends as chess ends it (mate, stalemate, too little material, a
//! threefold repetition, the fifty-move rule); one still going at move 150
//! is scored for the side a rook's worth ahead, otherwise as a draw.

use std::collections::HashMap;
use std::time::Instant;

use peoncito::computer::{self, Level};
use shakmaty::san::San;
use shakmaty::{Chess, Color, KnownOutcome, Position, Role};

/// Opening lines (SAN, from the start): the games begin from varied,
/// ordinary positions rather than the same one.
const OPENINGS: [&str; 20] = [
    "e4 e5 Nf3 Nc6",
    "e4 c5 Nf3 d6",
    "e4 e6 d4 d5",
    "e4 c6 d4 d5",
    "d4 d5 c4 e6",
    "d4 Nf6 c4 g6",
    "d4 d5 c4 c6",
    "c4 e5 Nc3 Nf6",
    "Nf3 d5 g3 Nf6",
    "e4 e5 Nf3 Nf6",
    "e4 d5 exd5 Qxd5",
    "e4 e5 f4 exf4",
    "d4 Nf6 c4 e6",
    "e4 g6 d4 Bg7",
    "e4 e5 Bc4 Nf6",
    "d4 f5 g3 Nf6",
    "e4 Nf6 e5 Nd5",
    "b3 e5 Bb2 Nc6",
    "e4 e5 Nc3 Nf6",
    "d4 d5 Bf4 Nf6",
];

const MOST_PLIES: usize = 300;

fn material(p: &Chess, side: Color) -> i32 {
    let worth = |role| match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    };
    let board = p.board();
    board
        .occupied()
        .into_iter()
        .filter_map(|sq| board.piece_at(sq))
        .map(|piece| {
            if piece.color == side {
                worth(piece.role)
            } else {
                -worth(piece.role)
            }
        })
        .sum()
}

/// Plays one game; returns White's score in half points (0, 1 or 2) and
/// the longest time a move took.
fn game(opening: &str, white: Level, black: Level, seed: u64) -> (u32, u128) {
    let mut p = Chess::default();
    for san in opening.split(' ') {
        let m = san.parse::<San>().unwrap().to_move(&p).unwrap();
        p.play_unchecked(m);
    }
    let mut seen: HashMap<u64, u8> = HashMap::new();
    let mut earlier = Vec::new();
    let mut slowest = 0;
    for ply in 0..MOST_PLIES {
        if let Some(outcome) = p.outcome().known() {
            return (
                match outcome {
                    KnownOutcome::Decisive {
                        winner: Color::White,
                    } => 2,
                    KnownOutcome::Decisive {
                        winner: Color::Black,
                    } => 0,
                    KnownOutcome::Draw => 1,
                },
                slowest,
            );
        }
        let key = computer::key(&p);
        let count = seen.entry(key.0).or_insert(0);
        *count += 1;
        if *count >= 3 || p.halfmoves() >= 100 {
            return (1, slowest);
        }
        let level = if p.turn() == Color::White {
            white
        } else {
            black
        };
        let started = Instant::now();
        let m = computer::choose(&p, &earlier, level, seed * 1000 + ply as u64)
            .expect("a move in a game going on");
        earlier.push(key);
        slowest = slowest.max(started.elapsed().as_millis());
        p.play_unchecked(m);
    }
    let ahead = material(&p, Color::White);
    (
        if ahead >= 5 {
            2
        } else if ahead <= -5 {
            0
        } else {
            1
        },
        slowest,
    )
}

fn main() {
    let openings: usize = std::env::var("GAMES")
        .ok()
        .and_then(|g| g.parse().ok())
        .unwrap_or(OPENINGS.len())
        .min(OPENINGS.len());
    // LOWER=5 plays only level 6 against 5.
    let only: Option<u8> = std::env::var("LOWER").ok().and_then(|l| l.parse().ok());
    let pairs: Vec<(Level, Level)> = (1..8)
        .filter(|n| only.is_none_or(|o| o == *n))
        .filter_map(|n| Some((Level::new(n)?, Level::new(n + 1)?)))
        .collect();
    let results: Vec<_> = std::thread::scope(|scope| {
        let handles: Vec<_> = pairs
            .iter()
            .map(|&(lower, upper)| {
                scope.spawn(move || {
                    let started = Instant::now();
                    let (mut upper_points, mut slowest, mut wins, mut draws, mut losses) =
                        (0, 0, 0, 0, 0);
                    for (index, opening) in OPENINGS[..openings].iter().enumerate() {
                        for upper_white in [true, false] {
                            let seed = index as u64 * 2 + u64::from(upper_white);
                            let (white, black) = if upper_white {
                                (upper, lower)
                            } else {
                                (lower, upper)
                            };
                            let (white_points, slow) = game(opening, white, black, seed);
                            let points = if upper_white {
                                white_points
                            } else {
                                2 - white_points
                            };
                            upper_points += points;
                            slowest = slowest.max(slow);
                            match points {
                                2 => wins += 1,
                                1 => draws += 1,
                                _ => losses += 1,
                            }
                        }
                    }
                    (
                        lower,
                        upper,
                        upper_points,
                        wins,
                        draws,
                        losses,
                        slowest,
                        started.elapsed(),
                    )
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    println!(
        "| Pair | Games | Won | Drawn | Lost | Score of the stronger | Slowest move (native) |"
    );
    println!("|---|---|---|---|---|---|---|");
    let mut all_pass = true;
    for (lower, upper, points, wins, draws, losses, slowest, took) in results {
        let games = wins + draws + losses;
        let score = f64::from(points) / 2.0 / f64::from(games) * 100.0;
        all_pass &= score >= 70.0;
        println!(
            "| {} vs {} | {games} | {wins} | {draws} | {losses} | {score:.0} % | {slowest} ms |",
            upper.number(),
            lower.number(),
        );
        eprintln!(
            "(level {} vs {}: {:.0} s)",
            upper.number(),
            lower.number(),
            took.as_secs_f64()
        );
    }
    println!(
        "{}",
        if all_pass {
            "Every level scores at least 70 % against the one below."
        } else {
            "NOT every level scores 70 % against the one below."
        }
    );
}
