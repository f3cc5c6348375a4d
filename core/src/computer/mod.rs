//! The computer opponent's move, at a child's level. Weaker
//! levels search less deep, add noise to what they see, overlook some of
//! the captures they could make and, at levels 1 and 2, miss forks — never
//! random moves, and never a piece given away for nothing. The search runs in a Web Worker in the browser
//! ([`question`] is what the page and the worker say to each other).

pub mod hint;
pub mod question;
mod search;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Move, Position};

use crate::rng::Rng;
use search::{GIVE_AWAY, MATE, Search, after, evaluate, ordered, value};

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
        [1, 1, 2, 2, 3, 3, 4, 6][self.index()]
    }

    /// Centipawns of noise on each move's worth at the root: the lower
    /// levels do not tell a good move from a fair one.
    fn noise(self) -> i32 {
        [150, 40, 90, 10, 25, 0, 0, 0][self.index()]
    }

    /// Positions looked at, at most, for one move.
    fn budget(self) -> u32 {
        [
            5_000, 5_000, 20_000, 20_000, 40_000, 60_000, 100_000, 150_000,
        ][self.index()]
    }

    /// Per mille: a capture the computer does not see at its turn.
    fn oversight(self) -> u64 {
        [350, 150, 150, 30, 0, 0, 0, 0][self.index()]
    }

    /// Whether it follows a check past its last ply: from level 3. Below,
    /// a fork with check ("Qh4+" winning a piece) goes unseen like any
    /// fork, as it does for a child who has just learnt the moves.
    fn follows_checks(self) -> bool {
        self.0 >= 3
    }
}

/// A position's key, to recognise it when it comes again.
pub fn key(position: &Chess) -> Zobrist64 {
    position.zobrist_hash(EnPassantMode::Legal)
}

/// The computer's move in `position` at `level`; `earlier` holds the keys
/// of the game's positions before it (a move back to one of them heads
/// for a draw by repetition: welcome when behind, avoided when ahead).
/// `seed` makes its choice among moves of about the same worth
/// repeatable. None when the game is over.
pub fn choose(position: &Chess, earlier: &[Zobrist64], level: Level, seed: u64) -> Option<Move> {
    let mut rng = Rng::new(seed);
    let all = ordered(position);
    // Some captures go unseen at the lower levels (never every move, and
    // never one that mates: a child sees those too).
    let seen: Vec<Move> = all
        .iter()
        .copied()
        .filter(|m| {
            !m.is_capture()
                || rng.below(1000) >= level.oversight()
                || after(position, *m).is_checkmate()
        })
        .collect();
    let candidates = if seen.is_empty() { all.to_vec() } else { seen };
    let noise = level.noise();
    // Noise only picks among moves close to the best: even the weakest
    // level never gives a piece away for nothing.
    let window = (2 * noise).clamp(ABOUT_THE_SAME, GIVE_AWAY);
    let mut search = Search::new(level.budget(), earlier.to_vec(), level.follows_checks());
    let worths = search.worths(position, &candidates, level.plies(), window);
    // Among moves worth about the same, one that wins material at once
    // goes first, noise or not: a pawn promoted now, not in two moves for
    // a king's step.
    let best = worths.first().map(|(worth, _)| *worth)?;
    let standing = evaluate(position);
    let gain = worths
        .iter()
        .filter(|(worth, _)| *worth >= best - ABOUT_THE_SAME)
        .map(|(_, m)| (search.at_once(position, *m) - standing, *m))
        .reduce(|best, next| if next.0 > best.0 { next } else { best });
    if let Some((gain, m)) = gain
        && gain >= MATERIAL_NOW
    {
        return Some(m);
    }
    worths
        .into_iter()
        .map(|(worth, m)| {
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
        // The first of equals: the moves come best first.
        .reduce(|best, next| if next.0 > best.0 { next } else { best })
        .map(|(_, m)| m)
}

/// What counts as winning material at once: a pawn.
const MATERIAL_NOW: i32 = 100;

/// Centipawns within which two moves count as worth the same.
const ABOUT_THE_SAME: i32 = 15;

/// Whether `played` in `before` throws material away: the best move there
/// was worth at least this much more, looked two moves ahead with every
/// capture followed (the lower levels offer to take such a move back).
pub fn is_blunder(before: &Chess, earlier: &[Zobrist64], played: Move) -> bool {
    let moves: Vec<Move> = ordered(before).to_vec();
    let mut search = Search::new(BLUNDER_BUDGET, earlier.to_vec(), true);
    let worths = search.worths(before, &moves, 2, MATE);
    let best = worths.first().map(|(worth, _)| *worth);
    let this = worths
        .iter()
        .find(|(_, m)| *m == played)
        .map(|(worth, _)| *worth);
    match (best, this) {
        (Some(best), Some(this)) => best - this >= BLUNDER && best.abs() < MATE / 2,
        _ => false,
    }
}

/// The piece the side to move can capture at once for the most gain,
/// counting a recapture (its capturing piece lost) when the square is
/// guarded: the capturing piece's square, the piece captured and its
/// square. `None` when no capture wins material.
pub fn piece_at_risk(
    position: &Chess,
) -> Option<(shakmaty::Square, shakmaty::Role, shakmaty::Square)> {
    let defender = !position.turn();
    position
        .legal_moves()
        .iter()
        .filter_map(|m| {
            let (from, captured, to) = (m.from()?, m.capture()?, m.to());
            let mut taken = position.clone();
            taken.play_unchecked(*m);
            let board = taken.board();
            let guarded = board.attacks_to(to, defender, board.occupied()).any();
            let gain = value(captured) - if guarded { value(m.role()) } else { 0 };
            (gain > 0).then_some((gain, (from, captured, to)))
        })
        .max_by_key(|(gain, _)| *gain)
        .map(|(_, at_risk)| at_risk)
}

/// Two pawns' worth or more lost is a blunder a child should see again.
const BLUNDER: i32 = 200;
const BLUNDER_BUDGET: u32 = 20_000;

/// The computer playing one side of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opponent {
    pub level: Level,
    /// The computer's side; the pupil plays the other.
    pub side: shakmaty::Color,
    /// Varies its choices from game to game; kept with the game, so after
    /// a reload it thinks the same again.
    pub seed: u64,
}

impl Opponent {
    /// Whether it offers to take back a blunder ("Peoncito 1" to "3").
    pub fn offers_take_back(self) -> bool {
        self.level.number() <= 3
    }
}
