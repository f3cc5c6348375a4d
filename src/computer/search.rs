//! The search behind the computer's move: negamax with alpha-beta over
//! shakmaty's moves, captures followed to the end, and a material-and-
//! placement evaluation, within a budget of positions.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, Color, Move, MoveList, Position, Role, Square};

use super::key;

pub(super) const MATE: i32 = 100_000;
/// The most a move chosen by noise may be worth less than the best: less
/// than a knight, so no level drops a piece in a silly-looking way.
pub(super) const GIVE_AWAY: i32 = 250;
/// Captures followed at most this deep after the search's end.
const CAPTURE_DEPTH: u8 = 6;

pub(super) fn value(role: Role) -> i32 {
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
pub(super) fn evaluate(position: &Chess) -> i32 {
    let board = position.board();
    let mut white = 0;
    let mut pieces = [0; 2];
    for square in board.occupied() {
        if let Some(piece) = board.piece_at(square) {
            let worth = value(piece.role) + placement(piece.role, piece.color, square);
            white += if piece.color == Color::White {
                worth
            } else {
                -worth
            };
            pieces[usize::from(piece.color == Color::White)] += value(piece.role);
        }
    }
    white += mop_up(board, pieces[1] - pieces[0]);
    if position.turn() == Color::White {
        white
    } else {
        -white
    }
}

/// Far ahead in an ending, the stronger side drives the other king to the
/// edge and brings its own close: it wins instead of wandering. Only once
/// its pawns are promoted (before, the bonus would make it put off
/// promoting for a king's step).
fn mop_up(board: &shakmaty::Board, white_ahead: i32) -> i32 {
    if white_ahead.abs() < 400 || board.occupied().count() > 8 {
        return 0;
    }
    let strong = if white_ahead > 0 {
        Color::White
    } else {
        Color::Black
    };
    if (board.pawns() & board.by_color(strong)).any() {
        return 0;
    }
    let (Some(winner), Some(loser)) = (board.king_of(strong), board.king_of(!strong)) else {
        return 0;
    };
    let from_centre = |sq: Square| {
        let file = i32::from(u8::from(sq.file()));
        let rank = i32::from(u8::from(sq.rank()));
        (2 * file - 7).abs() + (2 * rank - 7).abs()
    };
    let apart = i32::try_from(winner.distance(loser)).unwrap_or(7);
    let bonus = 10 * from_centre(loser) + 8 * (7 - apart);
    if strong == Color::White {
        bonus
    } else {
        -bonus
    }
}

/// A move's place in the search order: captures first, the most valuable
/// victim by the least valuable attacker, then promotions.
fn order_key(m: &Move) -> i32 {
    let victim = m.capture().map_or(0, value);
    let promotion = m.promotion().map_or(0, value);
    -(victim * 10 + promotion - if victim > 0 { value(m.role()) / 10 } else { 0 })
}

pub(super) fn ordered(position: &Chess) -> MoveList {
    let mut moves = position.legal_moves();
    moves.sort_unstable_by_key(order_key);
    moves
}

pub(super) fn after(position: &Chess, m: Move) -> Chess {
    let mut next = position.clone();
    next.play_unchecked(m);
    next
}

/// The search's bounds: it stops when it has looked at `budget` positions
/// (a search cut short keeps what its last finished depth found), so no
/// move takes long on a slow tablet, and the same position always gives
/// the same move.
pub(super) struct Search {
    nodes: u32,
    budget: u32,
    /// Two quiet moves per ply that refuted a sibling: tried early.
    killers: [[Option<Move>; 2]; MOST_PLIES],
    /// The game's positions before the root: coming back to one scores as
    /// a draw.
    earlier: Vec<Zobrist64>,
    /// Whether a check past the search's end is followed through every
    /// answer to it. Without, a check that also attacks a piece (a fork,
    /// "Qh4+") is seen only within the search's own plies.
    follows_checks: bool,
}

const MOST_PLIES: usize = 16;

impl Search {
    pub(super) fn new(budget: u32, earlier: Vec<Zobrist64>, follows_checks: bool) -> Search {
        Search {
            nodes: 0,
            budget,
            killers: [[None; 2]; MOST_PLIES],
            earlier,
            follows_checks,
        }
    }

    fn cut_short(&self) -> bool {
        self.nodes >= self.budget
    }

    /// Only captures (every move when in check, if checks are followed),
    /// until the position is quiet: no level leaves a piece to be taken
    /// for nothing. A mate is always seen.
    fn quiet(&mut self, position: &Chess, mut alpha: i32, beta: i32, depth: u8) -> i32 {
        self.nodes += 1;
        let in_check = position.is_check();
        if in_check && !self.follows_checks && position.legal_moves().is_empty() {
            return -MATE;
        }
        let evading = in_check && self.follows_checks;
        let standing = evaluate(position);
        if !evading {
            if standing >= beta || depth == 0 {
                return standing;
            }
            alpha = alpha.max(standing);
        }
        // Not the quiet promotions: seen past the search's end they would
        // be worth the same later as now, and the computer would put them
        // off.
        let mut moves = if evading {
            position.legal_moves()
        } else {
            position.capture_moves()
        };
        if evading && moves.is_empty() {
            return -MATE;
        }
        moves.sort_unstable_by_key(order_key);
        let mut best = if evading { -MATE } else { standing };
        for m in moves {
            if self.cut_short() {
                break;
            }
            let score = -self.quiet(&after(position, m), -beta, -alpha, depth.saturating_sub(1));
            best = best.max(score);
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        best
    }

    /// What `m` is worth at once: the position after it with the captures
    /// that follow, for the side playing it.
    pub(super) fn at_once(&mut self, position: &Chess, m: Move) -> i32 {
        -self.quiet(&after(position, m), -MATE - 1, MATE + 1, CAPTURE_DEPTH)
    }

    fn negamax(
        &mut self,
        position: &Chess,
        plies: u8,
        mut alpha: i32,
        beta: i32,
        from_root: usize,
    ) -> i32 {
        if plies == 0 {
            return self.quiet(position, alpha, beta, CAPTURE_DEPTH);
        }
        self.nodes += 1;
        let mut moves = ordered(position);
        if moves.is_empty() {
            // Mated (sooner is worse), or stalemate: a draw.
            return if position.is_check() {
                -MATE + i32::try_from(from_root).unwrap_or(0)
            } else {
                0
            };
        }
        if position.halfmoves() >= 100 {
            return 0;
        }
        let killers = self.killers.get(from_root).copied().unwrap_or_default();
        moves.sort_by_key(|m| !killers.contains(&Some(*m)));
        let mut best = -MATE - 1;
        for m in moves {
            if self.cut_short() {
                break;
            }
            let score = -self.negamax(&after(position, m), plies - 1, -beta, -alpha, from_root + 1);
            best = best.max(score);
            if score >= beta {
                if !m.is_capture()
                    && let Some(slot) = self.killers.get_mut(from_root)
                    && slot[0] != Some(m)
                {
                    *slot = [Some(m), slot[0]];
                }
                return score;
            }
            alpha = alpha.max(score);
        }
        best
    }

    /// The worth of each of `moves` looked `plies` ahead, deepening one ply
    /// at a time; a move more than `window` below the best is left out
    /// (its exact worth is not needed). The list of the deepest search
    /// finished within the budget.
    pub(super) fn worths(
        &mut self,
        position: &Chess,
        moves: &[Move],
        plies: u8,
        window: i32,
    ) -> Vec<(i32, Move)> {
        // Every move is searched at every depth, the best of the last
        // depth first (the others are then only compared with it).
        let mut order: Vec<Move> = moves.to_vec();
        let mut finished: Vec<(i32, Move)> = Vec::new();
        for depth in 1..=plies {
            let mut found: Vec<(i32, Move)> = Vec::with_capacity(order.len());
            let mut best = -MATE - 1;
            for &m in &order {
                let alpha = if found.is_empty() {
                    -MATE - 1
                } else {
                    best - window
                };
                let next = after(position, m);
                let score = if self.earlier.contains(&key(&next)) {
                    0
                } else {
                    -self.negamax(&next, depth - 1, -MATE - 1, -alpha, 1)
                };
                if self.cut_short() {
                    break;
                }
                if score > alpha || found.is_empty() {
                    best = best.max(score);
                    found.push((score, m));
                }
            }
            // Cut short: the deeper look counts only if it finished the
            // last depth's best move (the others were measured against it).
            if self.cut_short()
                && !finished.is_empty()
                && found.first().map(|(_, m)| *m) != order.first().copied()
            {
                break;
            }
            found.sort_by_key(|(score, _)| -score);
            // The moves out of the window next, in the order they were.
            order = found
                .iter()
                .map(|(_, m)| *m)
                .chain(
                    order
                        .iter()
                        .copied()
                        .filter(|m| !found.iter().any(|(_, f)| f == m)),
                )
                .collect();
            finished = found;
            finished.retain(|(score, _)| *score >= best - window);
            if self.cut_short() {
                break;
            }
        }
        finished
    }
}
