//! Each level of the computer against the next: at least 40 games a pair,
//! from 20 openings played once with each colour, printed as a score table
//! (the goal: each level must score at least 70 % against the one below).
//!
//!   cargo bench --bench computer_levels
//!
//! GAMES=n uses the first n openings only; LOWER=n plays only level n+1
//! against level n; STOCKFISH=/usr/games/stockfish then also plays level 8
//! against Stockfish held to its weakest rating.
//!
//! A game ends as chess ends it (mate, stalemate, too little material, a
//! threefold repetition, the fifty-move rule); one still going at move 150
//! is scored for the side a rook's worth ahead, otherwise as a draw.

use std::collections::HashMap;
use std::time::Instant;

use peoncito_core::computer::{self, Level};
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

/// Who moves: a level of ours, or the outside engine.
#[derive(Clone, Copy)]
enum Player {
    Ours(Level),
    Stockfish,
}

/// Plays one game; returns White's score in half points (0, 1 or 2) and
/// the longest time a move of ours took.
fn game(
    opening: &str,
    white: Player,
    black: Player,
    seed: u64,
    outside: &mut Option<Uci>,
) -> (u32, u128) {
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
        let player = if p.turn() == Color::White {
            white
        } else {
            black
        };
        let m = match (player, outside.as_mut()) {
            (Player::Ours(level), _) => {
                let started = Instant::now();
                let m = computer::choose(&p, &earlier, level, seed * 1000 + ply as u64)
                    .expect("a move in a game going on");
                slowest = slowest.max(started.elapsed().as_millis());
                m
            }
            (Player::Stockfish, Some(engine)) => engine.best(&p),
            (Player::Stockfish, None) => panic!("no outside engine"),
        };
        earlier.push(key);
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
    let results: Vec<PairResult> = std::thread::scope(|scope| {
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
                            let (white_points, slow) = game(
                                opening,
                                Player::Ours(white),
                                Player::Ours(black),
                                seed,
                                &mut None,
                            );
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
    // LOWER=0 plays no pair (only Stockfish, when asked).
    if !results.is_empty() {
        print_table(results);
    }
    if let Ok(path) = std::env::var("STOCKFISH") {
        against_stockfish(&path, openings);
    }
}

/// One pair's result: the levels, the stronger's half points, its wins,
/// draws and losses, its slowest move (ms) and the pair's time.
type PairResult = (Level, Level, u32, u32, u32, u32, u128, std::time::Duration);

fn print_table(results: Vec<PairResult>) {
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

/// Level 8 against Stockfish held to its weakest rated strength (its
/// `UCI_Elo` floor), an independent yardstick: the same openings, both
/// colours, 0.1 s a move for Stockfish.
fn against_stockfish(path: &str, openings: usize) {
    let mut engine = Some(Uci::start(path));
    let elo = engine.as_mut().map_or(0, Uci::weakest);
    let (mut points, mut games) = (0, 0);
    for (index, opening) in OPENINGS[..openings].iter().enumerate() {
        for ours_white in [true, false] {
            let seed = index as u64 * 2 + u64::from(ours_white);
            let ours = Player::Ours(Level::STRONGEST);
            let (white, black) = if ours_white {
                (ours, Player::Stockfish)
            } else {
                (Player::Stockfish, ours)
            };
            let (white_points, _) = game(opening, white, black, seed, &mut engine);
            points += if ours_white {
                white_points
            } else {
                2 - white_points
            };
            games += 1;
        }
    }
    println!(
        "Level 8 against Stockfish at UCI_Elo {elo}: {:.1} of {games} ({:.0} %)",
        f64::from(points) / 2.0,
        f64::from(points) / 2.0 / f64::from(games) * 100.0
    );
}

/// A UCI engine run as a child process.
struct Uci {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: std::io::BufReader<std::process::ChildStdout>,
}

impl Uci {
    fn start(path: &str) -> Uci {
        let mut child = std::process::Command::new(path)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("the outside engine starts");
        let mut engine = Uci {
            input: child.stdin.take().unwrap(),
            output: std::io::BufReader::new(child.stdout.take().unwrap()),
            child,
        };
        engine.send("uci");
        engine.wait_for("uciok");
        engine
    }

    fn send(&mut self, line: &str) {
        use std::io::Write;
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    fn wait_for(&mut self, start: &str) -> String {
        use std::io::BufRead;
        loop {
            let mut line = String::new();
            assert!(
                self.output.read_line(&mut line).unwrap() > 0,
                "the outside engine stopped"
            );
            if line.starts_with(start) {
                return line;
            }
        }
    }

    /// Limits the strength to the lowest rating the engine offers.
    fn weakest(&mut self) -> u32 {
        self.send("uci");
        let mut floor = 1350;
        use std::io::BufRead;
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line).unwrap() == 0 || line.starts_with("uciok") {
                break;
            }
            if line.contains("name UCI_Elo") {
                floor = line
                    .split_whitespace()
                    .skip_while(|w| *w != "min")
                    .nth(1)
                    .and_then(|m| m.parse().ok())
                    .unwrap_or(floor);
            }
        }
        self.send("setoption name UCI_LimitStrength value true");
        self.send(&format!("setoption name UCI_Elo value {floor}"));
        self.send("isready");
        self.wait_for("readyok");
        floor
    }

    fn best(&mut self, p: &Chess) -> shakmaty::Move {
        let fen = shakmaty::fen::Fen::from_position(p, shakmaty::EnPassantMode::Legal);
        self.send(&format!("position fen {fen}"));
        self.send("go movetime 100");
        let line = self.wait_for("bestmove");
        let uci: shakmaty::uci::UciMove = line.split_whitespace().nth(1).unwrap().parse().unwrap();
        uci.to_move(p).unwrap()
    }
}

impl Drop for Uci {
    fn drop(&mut self) {
        self.send("quit");
        let _ = self.child.wait();
    }
}
