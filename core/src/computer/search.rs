//! The search behind the computer's move: negamax with alpha-beta over
//! shakmaty's moves, captures followed to the end, and a material-and-
//! placement evaluation, within a budget of positions.

use shakmaty::zobrist::Zobrist64;
use shakmaty::{ByColor, ByRole, Chess, Color, Move, MoveList, Position, Role, Square};

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

/// A piece's placement, by side, role and square: pawns gain as they
/// advance, the minor pieces and the queen in the centre; rooks and kings
/// the same anywhere. Worked out once, as the search looks it up at every
/// leaf.
const PLACEMENT: ByColor<ByRole<[i32; 64]>> = placement_table();

const fn placement_table() -> ByColor<ByRole<[i32; 64]>> {
    let none = [0; 64];
    let anywhere = ByRole {
        pawn: none,
        knight: none,
        bishop: none,
        rook: none,
        queen: none,
        king: none,
    };
    let mut table = ByColor {
        white: anywhere,
        black: anywhere,
    };
    let mut square = 0;
    while square < 64 {
        let (rank, file) = ((square / 8) as i32, (square % 8) as i32);
        let centre = 6 - ((2 * file - 7).abs() + (2 * rank - 7).abs()) / 2;
        place(&mut table.white, square, rank, file, centre);
        place(&mut table.black, square, 7 - rank, file, centre);
        square += 1;
    }
    table
}

/// One side's placements on `square`, `advance` ranks from its own end.
const fn place(side: &mut ByRole<[i32; 64]>, square: usize, advance: i32, file: i32, centre: i32) {
    let central_file = if 2 <= file && file <= 5 {
        advance * 2
    } else {
        0
    };
    side.pawn[square] = advance * 6 + central_file;
    side.knight[square] = centre * 5;
    side.bishop[square] = centre * 5;
    side.queen[square] = centre * 2;
}

/// The position's worth for the side to move, in centipawns. Read by
/// piece from the board's bitboards: called at every leaf of the search,
/// it is most of the computer's time.
pub(super) fn evaluate(position: &Chess) -> i32 {
    let board = position.board();
    let mut white = 0;
    let mut material = ByColor { white: 0, black: 0 };
    for colour in Color::ALL {
        let sign = if colour == Color::White { 1 } else { -1 };
        for role in Role::ALL {
            let placement = PLACEMENT.get(colour).get(role);
            let (mut count, mut placed) = (0, 0);
            for square in board.by_piece(role.of(colour)) {
                count += 1;
                placed += placement[usize::from(square)];
            }
            *material.get_mut(colour) += value(role) * count;
            white += sign * (value(role) * count + placed);
        }
    }
    white += mop_up(board, material.white - material.black);
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
#[inline]
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

/// The killer moves first, each group in the order it was (a stable
/// partition: the order, and so the search, is that of a stable sort).
fn killers_first(moves: &mut MoveList, killers: &[Option<Move>; 2]) {
    if killers.iter().all(Option::is_none) {
        return;
    }
    let mut front = 0;
    for i in 0..moves.len() {
        if killers.contains(&Some(moves[i])) {
            moves[front..=i].rotate_right(1);
            front += 1;
        }
    }
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
        if let Some(killers) = self.killers.get(from_root) {
            killers_first(&mut moves, killers);
        }
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

#[cfg(test)]
mod tests {
    use super::evaluate;
    use crate::rng::Rng;
    use shakmaty::fen::Fen;
    use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};

    fn position(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap()
    }

    /// The same position with the colours swapped (and the board turned,
    /// and the other side to move) is worth the same to the side to move:
    /// the placement table reads each side from its own end.
    #[test]
    fn a_position_and_its_mirror_are_worth_the_same() {
        let mut rng = Rng::new(5);
        for game in 0..40 {
            let mut p = Chess::default();
            for _ in 0..(20 + game) {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
                let mirrored: Chess = p
                    .to_setup(EnPassantMode::Legal)
                    .into_mirrored()
                    .position(CastlingMode::Standard)
                    .unwrap();
                assert_eq!(
                    evaluate(&p),
                    evaluate(&mirrored),
                    "{}",
                    Fen::from_position(&p, EnPassantMode::Legal)
                );
            }
        }
    }

    /// Pawns gain as they advance, from their own side; knights and
    /// bishops in the centre; rooks and kings the same anywhere.
    #[test]
    fn placement_as_described() {
        let white_to_move = |board: &str| evaluate(&position(&format!("{board} w - - 0 1")));
        let kings = |rest: &str| format!("4k3/8/8/8/{rest}/8/8/4K3");
        assert!(white_to_move(&kings("4P3")) > white_to_move("4k3/8/8/8/8/8/4P3/4K3"));
        assert!(white_to_move(&kings("4p3")) < white_to_move("4k3/4p3/8/8/8/8/8/4K3"));
        assert!(white_to_move(&kings("3N4")) > white_to_move("4k3/8/8/8/8/8/8/N3K3"));
        assert!(white_to_move(&kings("3b4")) < white_to_move("4k3/8/8/8/8/8/8/b3K3"));
        assert_eq!(
            white_to_move(&kings("3R4")),
            white_to_move("4k3/8/8/8/8/8/8/R3K3")
        );
        assert_eq!(
            white_to_move("8/8/8/3k4/8/8/8/4K3"),
            white_to_move("3k4/8/8/8/8/8/8/4K3")
        );
        // The start: even.
        assert_eq!(evaluate(&Chess::default()), 0);
    }
}
