//! The computer opponent's move, at a child's level (issue 17, its engine).
//! Built on shakmaty's move generation: a negamax search with alpha-beta,
//! captures followed to the end (so no level leaves a piece where it is
//! simply taken), and a material-and-placement evaluation. Weaker levels
//! search less deep, add noise to what they see, and overlook some of the
//! captures they could make — never random moves.

use shakmaty::{Chess, Color, Move, Position, Role, Square};

use crate::rng::Rng;

/// How strong the computer plays: "Peoncito 1" to "Peoncito 8".
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    pub const WEAKEST: Level = Level(1);
    pub const STRONGEST: Level = Level(8);

    pub fn new(number: u8) -> Option<Level> {
        (1..=8).contains(&number).then_some(Level(number))
    }

    pub fn number(self) -> u8 {
        self.0
    }

    fn index(self) -> usize {
        usize::from(self.0 - 1)
    }

    /// Moves looked ahead (each side's counts one) before only captures are.
    fn plies(self) -> u8 {
        [1, 1, 2, 2, 3, 3, 4, 4][self.index()]
    }

    /// Centipawns of noise on each move's worth at the root: the lower
    /// levels do not tell a good move from a fair one.
    fn noise(self) -> i32 {
        [150, 100, 70, 45, 30, 15, 8, 0][self.index()]
    }

    /// Per mille: a capture the computer does not see at its turn.
    fn oversight(self) -> u64 {
        [500, 300, 150, 80, 30, 0, 0, 0][self.index()]
    }
}

const MATE: i32 = 100_000;
/// Captures followed at most this deep after the search's end.
const CAPTURE_DEPTH: u8 = 6;

fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight => 320,
        Role::Bishop => 330,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    }
}

/// A piece's placement: pawns gain as they advance, the minor pieces and
/// the queen in the centre.
fn placement(role: Role, colour: Color, square: Square) -> i32 {
    let rank = i32::from(u8::from(square.rank()));
    let file = i32::from(u8::from(square.file()));
    let advance = if colour == Color::White {
        rank
    } else {
        7 - rank
    };
    let centre = 6 - ((2 * file - 7).abs() + (2 * rank - 7).abs()) / 2;
    match role {
        Role::Pawn => {
            advance * 6
                + if (2..=5).contains(&file) {
                    advance * 2
                } else {
                    0
                }
        }
        Role::Knight | Role::Bishop => centre * 5,
        Role::Queen => centre * 2,
        Role::Rook | Role::King => 0,
    }
}

/// The position's worth for the side to move, in centipawns.
fn evaluate(position: &Chess) -> i32 {
    let board = position.board();
    let mut white = 0;
    for square in board.occupied() {
        if let Some(piece) = board.piece_at(square) {
            let worth = value(piece.role) + placement(piece.role, piece.color, square);
            white += if piece.color == Color::White {
                worth
            } else {
                -worth
            };
        }
    }
    if position.turn() == Color::White {
        white
    } else {
        -white
    }
}

/// Captures first, the most valuable victim by the least valuable attacker.
fn ordered(position: &Chess) -> Vec<Move> {
    let mut moves: Vec<Move> = position.legal_moves().into_iter().collect();
    moves.sort_by_key(|m| {
        let victim = m.capture().map_or(0, value);
        let promotion = m.promotion().map_or(0, value);
        -(victim * 10 + promotion - value(m.role()) / 10)
    });
    moves
}

fn after(position: &Chess, m: &Move) -> Chess {
    let mut next = position.clone();
    next.play_unchecked(*m);
    next
}

/// Only captures (and promotions), until the position is quiet.
fn captures(position: &Chess, mut alpha: i32, beta: i32, depth: u8) -> i32 {
    let standing = evaluate(position);
    if standing >= beta || depth == 0 {
        return standing;
    }
    alpha = alpha.max(standing);
    for m in ordered(position)
        .iter()
        .filter(|m| m.is_capture() || m.is_promotion())
    {
        let score = -captures(&after(position, m), -beta, -alpha, depth - 1);
        if score >= beta {
            return score;
        }
        alpha = alpha.max(score);
    }
    alpha
}

fn search(position: &Chess, plies: u8, mut alpha: i32, beta: i32, from_root: i32) -> i32 {
    let moves = ordered(position);
    if moves.is_empty() {
        // Mated (sooner is worse), or stalemate: a draw.
        return if position.is_check() {
            -MATE + from_root
        } else {
            0
        };
    }
    if plies == 0 {
        return captures(position, alpha, beta, CAPTURE_DEPTH);
    }
    for m in &moves {
        let score = -search(&after(position, m), plies - 1, -beta, -alpha, from_root + 1);
        if score >= beta {
            return score;
        }
        alpha = alpha.max(score);
    }
    alpha
}

/// The computer's move in `position` at `level`; `seed` makes its choice
/// among moves of about the same worth repeatable. None when the game is
/// over.
pub fn choose(position: &Chess, level: Level, seed: u64) -> Option<Move> {
    let mut rng = Rng::new(seed);
    let all = ordered(position);
    // Some captures go unseen at the lower levels (never every move, and
    // never one that mates: a child sees those too).
    let seen: Vec<&Move> = all
        .iter()
        .filter(|m| {
            !m.is_capture()
                || rng.below(1000) >= level.oversight()
                || after(position, m).is_checkmate()
        })
        .collect();
    let candidates = if seen.is_empty() {
        all.iter().collect()
    } else {
        seen
    };
    let plies = level.plies();
    let noise = level.noise();
    candidates
        .into_iter()
        .map(|m| {
            let worth = -search(&after(position, m), plies - 1, -MATE - 1, MATE + 1, 1);
            let jitter = if noise == 0 {
                0
            } else {
                i32::try_from(rng.below(u64::from(noise.unsigned_abs()) * 2 + 1)).unwrap_or(0)
                    - noise
            };
            // A mate is never hidden by noise.
            let shown = if worth.abs() > MATE / 2 {
                worth
            } else {
                worth + jitter
            };
            (shown, m)
        })
        .max_by_key(|(shown, _)| *shown)
        .map(|(_, m)| *m)
}
