//! Why a move is not allowed: one reason per refused attempt, with the
//! squares that show it. shakmaty decides legality; this module only finds
//! the rule a child broke, so its verdict always agrees with shakmaty.

use crate::end::GameEnd;
use shakmaty::attacks::{between, bishop_attacks, king_attacks, knight_attacks, rook_attacks};
use shakmaty::{
    Bitboard, CastlingSide, Chess, Color, EnPassantMode, File, Move, Piece, Position, Rank, Role,
    Square,
};

/// The rule a refused attempt broke. Each variant carries what its text names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    NotYourTurn,
    OwnPieceOnTarget {
        target: Role,
    },
    WrongPattern,
    PathBlocked {
        blocker: Square,
        blocking: Piece,
    },
    PawnStraightCapture {
        target: Piece,
    },
    PawnDiagonalEmpty,
    PawnDoubleStepLate,
    EnPassantExpired {
        pawn: Square,
    },
    KingIntoCheck {
        attacker: Square,
        attacking: Role,
    },
    PinnedPiece {
        pinner: Square,
        pinning: Role,
        king: Square,
    },
    MustEscapeCheck {
        checker: Square,
        checking: Role,
        double: bool,
    },
    CastlingKingMoved,
    CastlingRookMoved,
    /// No right to castle on this side, and the position cannot say whether
    /// the king or the rooks moved (a game tells it: see `Game::explain`).
    CastlingNotAllowed,
    CastlingInCheck {
        checker: Square,
        checking: Role,
    },
    CastlingThroughCheck {
        square: Square,
        attacker: Square,
        attacking: Role,
    },
    CastlingIntoCheck {
        square: Square,
        attacker: Square,
        attacking: Role,
    },
    CastlingBlocked {
        blocker: Square,
        blocking: Piece,
    },
    KingCapture,
    GameOver {
        end: GameEnd,
    },
    /// Too many illegal moves: the game waits for the teacher.
    TeacherNeeded,
    /// Touch-move: the touched piece must be moved (or captured).
    TouchMove {
        touched: Square,
        role: Role,
        capture: bool,
    },
    /// A move is made and the mover has not pressed the clock yet.
    ClockNotPressed {
        mover: Color,
    },
    /// Touch-move: an own piece and an opponent's piece it can capture were
    /// touched, so that capture must be made (Art. 4.3.3).
    TouchCapture {
        piece: Square,
        role: Role,
        target: Square,
        captured: Role,
    },
}

/// Declares [`ReasonKind`] with each kind's `data-explain` code, written once.
macro_rules! reason_kinds {
    ($($kind:ident => $code:literal,)*) => {
        /// What kind of rule a [`Reason`] is about, without its squares and
        /// pieces: what the mistake log keeps and `data-explain` shows.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum ReasonKind {
            $($kind,)*
        }

        impl ReasonKind {
            pub const ALL: &[ReasonKind] = &[$(ReasonKind::$kind,)*];

            /// The `data-explain` value.
            pub fn code(self) -> &'static str {
                match self {
                    $(ReasonKind::$kind => $code,)*
                }
            }
        }
    };
}

reason_kinds! {
    NotYourTurn => "not-your-turn",
    OwnPieceOnTarget => "own-piece-on-target",
    WrongPattern => "wrong-pattern",
    PathBlocked => "path-blocked",
    PawnStraightCapture => "pawn-straight-capture",
    PawnDiagonalEmpty => "pawn-diagonal-empty",
    PawnDoubleStepLate => "pawn-double-step-late",
    EnPassantExpired => "en-passant-expired",
    KingIntoCheck => "king-into-check",
    PinnedPiece => "pinned-piece",
    MustEscapeCheck => "must-escape-check",
    CastlingKingMoved => "castling-king-moved",
    CastlingRookMoved => "castling-rook-moved",
    CastlingNotAllowed => "castling-not-allowed",
    CastlingInCheck => "castling-in-check",
    CastlingThroughCheck => "castling-through-check",
    CastlingIntoCheck => "castling-into-check",
    CastlingBlocked => "castling-blocked",
    KingCapture => "king-capture",
    GameOver => "game-over",
    TeacherNeeded => "teacher-needed",
    TouchMove => "touch-move",
    ClockNotPressed => "press-the-clock",
}

impl ReasonKind {
    /// Whether a move refused for it would leave the mover's own king
    /// attacked: a move no game may go on from.
    pub fn leaves_own_king_attacked(self) -> bool {
        matches!(
            self,
            ReasonKind::KingIntoCheck
                | ReasonKind::PinnedPiece
                | ReasonKind::MustEscapeCheck
                | ReasonKind::CastlingIntoCheck
        )
    }

    /// Reads a code back (a saved mistake log).
    pub fn from_code(code: &str) -> Option<ReasonKind> {
        ReasonKind::ALL.iter().copied().find(|k| k.code() == code)
    }
}

impl Reason {
    pub fn is_castling(self) -> bool {
        matches!(
            self,
            Reason::CastlingKingMoved
                | Reason::CastlingRookMoved
                | Reason::CastlingNotAllowed
                | Reason::CastlingInCheck { .. }
                | Reason::CastlingThroughCheck { .. }
                | Reason::CastlingIntoCheck { .. }
                | Reason::CastlingBlocked { .. }
        )
    }

    pub fn kind(self) -> ReasonKind {
        match self {
            Reason::NotYourTurn => ReasonKind::NotYourTurn,
            Reason::OwnPieceOnTarget { .. } => ReasonKind::OwnPieceOnTarget,
            Reason::WrongPattern => ReasonKind::WrongPattern,
            Reason::PathBlocked { .. } => ReasonKind::PathBlocked,
            Reason::PawnStraightCapture { .. } => ReasonKind::PawnStraightCapture,
            Reason::PawnDiagonalEmpty => ReasonKind::PawnDiagonalEmpty,
            Reason::PawnDoubleStepLate => ReasonKind::PawnDoubleStepLate,
            Reason::EnPassantExpired { .. } => ReasonKind::EnPassantExpired,
            Reason::KingIntoCheck { .. } => ReasonKind::KingIntoCheck,
            Reason::PinnedPiece { .. } => ReasonKind::PinnedPiece,
            Reason::MustEscapeCheck { .. } => ReasonKind::MustEscapeCheck,
            Reason::CastlingKingMoved => ReasonKind::CastlingKingMoved,
            Reason::CastlingRookMoved => ReasonKind::CastlingRookMoved,
            Reason::CastlingNotAllowed => ReasonKind::CastlingNotAllowed,
            Reason::CastlingInCheck { .. } => ReasonKind::CastlingInCheck,
            Reason::CastlingThroughCheck { .. } => ReasonKind::CastlingThroughCheck,
            Reason::CastlingIntoCheck { .. } => ReasonKind::CastlingIntoCheck,
            Reason::CastlingBlocked { .. } => ReasonKind::CastlingBlocked,
            Reason::KingCapture => ReasonKind::KingCapture,
            Reason::GameOver { .. } => ReasonKind::GameOver,
            Reason::TeacherNeeded => ReasonKind::TeacherNeeded,
            Reason::TouchMove { .. } | Reason::TouchCapture { .. } => ReasonKind::TouchMove,
            Reason::ClockNotPressed { .. } => ReasonKind::ClockNotPressed,
        }
    }

    /// The `data-explain` value.
    pub fn code(self) -> &'static str {
        self.kind().code()
    }
}

/// How a lit square matters; the `data-highlight` value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Highlight {
    /// The piece that tried to move.
    Piece,
    /// Where it tried to go.
    Target,
    Attacker,
    /// A square on the line between a pinning piece and the king.
    Pin,
    Blocker,
    King,
    /// A square the king may not step on or cross, because it is attacked.
    Attacked,
    /// A square the piece could reach, shown by "?".
    Reach,
}

impl Highlight {
    pub fn code(self) -> &'static str {
        match self {
            Highlight::Piece => "piece",
            Highlight::Target => "target",
            Highlight::Attacker => "attacker",
            Highlight::Pin => "pin",
            Highlight::Blocker => "blocker",
            Highlight::King => "king",
            Highlight::Attacked => "attacked",
            Highlight::Reach => "reach",
        }
    }
}

/// A refused attempt, explained.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The piece that was picked up and where it stands.
    pub piece: Piece,
    pub from: Square,
    /// Where it tried to go (none when the piece could not even be picked up).
    pub to: Option<Square>,
    pub reason: Reason,
    pub highlights: Vec<(Square, Highlight)>,
}

impl Refusal {
    pub fn new(piece: Piece, from: Square, to: Option<Square>, reason: Reason) -> Refusal {
        let mut highlights = vec![(from, Highlight::Piece)];
        highlights.extend(to.map(|t| (t, Highlight::Target)));
        Refusal {
            piece,
            from,
            to,
            reason,
            highlights,
        }
    }

    fn lit(mut self, squares: Bitboard, how: Highlight) -> Refusal {
        for sq in squares {
            // A square keeps its most specific role: later ones win.
            self.highlights.retain(|(s, _)| *s != sq);
            self.highlights.push((sq, how));
        }
        self
    }

    /// A piece put on a square it cannot go to: what an arbiter counts.
    /// Picking a piece up, touching a finished game or breaking touch-move
    /// never counts.
    pub fn is_completed_attempt(&self) -> bool {
        self.to.is_some()
            && !matches!(
                self.reason,
                Reason::NotYourTurn
                    | Reason::GameOver { .. }
                    | Reason::TeacherNeeded
                    | Reason::TouchMove { .. }
                    | Reason::TouchCapture { .. }
                    | Reason::ClockNotPressed { .. }
            )
    }

    pub fn highlight_at(&self, sq: Square) -> Option<Highlight> {
        self.highlights
            .iter()
            .find(|(s, _)| *s == sq)
            .map(|(_, h)| *h)
    }
}

/// Explains picking up the piece on `from` when it belongs to the side not to
/// move; `None` when the pick is fine (or the square is empty).
pub fn explain_pick(pos: &Chess, from: Square) -> Option<Refusal> {
    let piece = pos.board().piece_at(from)?;
    (piece.color != pos.turn()).then(|| Refusal::new(piece, from, None, Reason::NotYourTurn))
}

/// Explains moving the piece on `from` to `to`; `None` when the move is legal
/// (including castling by moving the king onto its rook) or `from` is empty.
pub fn explain_move(pos: &Chess, from: Square, to: Square) -> Option<Refusal> {
    let piece = pos.board().piece_at(from)?;
    if let Some(refusal) = explain_pick(pos, from) {
        return Some(Refusal {
            to: Some(to),
            ..refusal
        });
    }
    if is_legal(pos, from, to) {
        return None;
    }
    let refused = |reason| Some(Refusal::new(piece, from, Some(to), reason));
    if from == to {
        return refused(Reason::WrongPattern);
    }
    if let Some(side) = castling_attempt(pos, piece, from, to) {
        return castling_refusal(pos, piece, from, to, side);
    }
    let board = pos.board();
    let occupied = board.occupied();
    if let Some(target) = board.piece_at(to).filter(|t| t.color == piece.color) {
        return refused(Reason::OwnPieceOnTarget {
            target: target.role,
        });
    }
    // Is the move possible by the piece's pattern (a pseudo-legal move)?
    let mut captured = to;
    match piece.role {
        Role::Knight if !knight_attacks(from).contains(to) => return refused(Reason::WrongPattern),
        Role::King if !king_attacks(from).contains(to) => return refused(Reason::WrongPattern),
        Role::Bishop | Role::Rook | Role::Queen => {
            let empty = Bitboard::EMPTY;
            let reach = match piece.role {
                Role::Bishop => bishop_attacks(from, empty),
                Role::Rook => rook_attacks(from, empty),
                _ => bishop_attacks(from, empty) | rook_attacks(from, empty),
            };
            if !reach.contains(to) {
                return refused(Reason::WrongPattern);
            }
            if let Some(r) = blocked(pos, piece, from, to) {
                return Some(r);
            }
        }
        Role::Pawn => match pawn_problem(pos, piece, from, to) {
            PawnStep::Refused(r) => return Some(r),
            PawnStep::EnPassant { pawn } => captured = pawn,
            PawnStep::Fine => {}
        },
        _ => {}
    }
    if board.piece_at(to).is_some_and(|t| t.role == Role::King) {
        return refused(Reason::KingCapture);
    }
    let us = piece.color;
    let king = board.king_of(us)?;
    let them = !us;
    if piece.role == Role::King {
        let occ = (occupied ^ Bitboard::from(from)) | Bitboard::from(to);
        let attackers = board.attacks_to(to, them, occ) & !Bitboard::from(to);
        let attacker = attackers.first()?;
        return Some(
            Refusal::new(
                piece,
                from,
                Some(to),
                Reason::KingIntoCheck {
                    attacker,
                    attacking: board.role_at(attacker)?,
                },
            )
            .lit(attackers, Highlight::Attacker)
            .lit(Bitboard::from(to), Highlight::Attacked),
        );
    }
    let removed = Bitboard::from(from) | Bitboard::from(captured);
    let occ_after = (occupied & !removed) | Bitboard::from(to);
    let attackers_after = board.attacks_to(king, them, occ_after) & !Bitboard::from(captured);
    let checkers = pos.checkers();
    let still_checking = attackers_after & checkers;
    if checkers.more_than_one() || still_checking.any() {
        let shown = if checkers.more_than_one() {
            checkers
        } else {
            still_checking
        };
        let checker = shown.first()?;
        return Some(
            Refusal::new(
                piece,
                from,
                Some(to),
                Reason::MustEscapeCheck {
                    checker,
                    checking: board.role_at(checker)?,
                    double: checkers.more_than_one(),
                },
            )
            .lit(shown, Highlight::Attacker)
            .lit(Bitboard::from(king), Highlight::King),
        );
    }
    let pinner = attackers_after.first()?;
    Some(
        Refusal::new(
            piece,
            from,
            Some(to),
            Reason::PinnedPiece {
                pinner,
                pinning: board.role_at(pinner)?,
                king,
            },
        )
        .lit(
            between(king, pinner) & !Bitboard::from(from),
            Highlight::Pin,
        )
        .lit(Bitboard::from(pinner), Highlight::Attacker)
        .lit(Bitboard::from(king), Highlight::King),
    )
}

fn is_legal(pos: &Chess, from: Square, to: Square) -> bool {
    pos.legal_moves()
        .iter()
        .any(|m| m.from() == Some(from) && (m.to() == to || board_target(*m) == to))
}

/// The first piece in the way of a sliding move, explained.
fn blocked(pos: &Chess, piece: Piece, from: Square, to: Square) -> Option<Refusal> {
    let in_way = between(from, to) & pos.board().occupied();
    // The blocker nearest to the moving piece is the one a child sees.
    let blocker = in_way.into_iter().min_by_key(|sq| sq.distance(from))?;
    Some(
        Refusal::new(
            piece,
            from,
            Some(to),
            Reason::PathBlocked {
                blocker,
                blocking: pos.board().piece_at(blocker)?,
            },
        )
        .lit(Bitboard::from(blocker), Highlight::Blocker),
    )
}

enum PawnStep {
    Fine,
    EnPassant { pawn: Square },
    Refused(Refusal),
}

fn pawn_problem(pos: &Chess, piece: Piece, from: Square, to: Square) -> PawnStep {
    let board = pos.board();
    let forward: i32 = if piece.color == Color::White { 1 } else { -1 };
    let files = i32::from(to.file()) - i32::from(from.file());
    let ranks = (i32::from(to.rank()) - i32::from(from.rank())) * forward;
    let refused = |reason| PawnStep::Refused(Refusal::new(piece, from, Some(to), reason));
    let start_rank = if piece.color == Color::White {
        Rank::Second
    } else {
        Rank::Seventh
    };
    match (files.abs(), ranks) {
        (0, 1) => match board.piece_at(to) {
            Some(target) => refused(Reason::PawnStraightCapture { target }),
            None => PawnStep::Fine,
        },
        (0, 2) if from.rank() != start_rank => refused(Reason::PawnDoubleStepLate),
        (0, 2) => match blocked(pos, piece, from, to) {
            Some(r) => PawnStep::Refused(r),
            None => match board.piece_at(to) {
                Some(target) => refused(Reason::PawnStraightCapture { target }),
                None => PawnStep::Fine,
            },
        },
        (1, 1) if board.piece_at(to).is_some() => PawnStep::Fine,
        (1, 1) => {
            let beside = Square::from_coords(to.file(), from.rank());
            let enemy_pawn_beside = board.piece_at(beside) == Some((!piece.color).pawn());
            if pos.ep_square(EnPassantMode::Always) == Some(to) {
                PawnStep::EnPassant { pawn: beside }
            } else if enemy_pawn_beside && from.rank() == ep_rank(piece.color) {
                PawnStep::Refused(
                    Refusal::new(
                        piece,
                        from,
                        Some(to),
                        Reason::EnPassantExpired { pawn: beside },
                    )
                    .lit(Bitboard::from(beside), Highlight::Attacker),
                )
            } else {
                refused(Reason::PawnDiagonalEmpty)
            }
        }
        _ => refused(Reason::WrongPattern),
    }
}

/// The rank a pawn must stand on to capture en passant.
fn ep_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::Fifth,
        Color::Black => Rank::Fourth,
    }
}

/// The castling side, if this king move means castling: from its starting
/// square two squares sideways, or onto its own rook in the corner.
fn castling_attempt(pos: &Chess, piece: Piece, from: Square, to: Square) -> Option<CastlingSide> {
    let home = Square::from_coords(File::E, piece.color.backrank());
    if piece.role != Role::King || from != home || to.rank() != from.rank() {
        return None;
    }
    let onto_rook = pos.board().piece_at(to) == Some(piece.color.rook());
    match to.file() {
        File::G => Some(CastlingSide::KingSide),
        File::C => Some(CastlingSide::QueenSide),
        File::H if onto_rook => Some(CastlingSide::KingSide),
        File::A if onto_rook => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

fn castling_refusal(
    pos: &Chess,
    piece: Piece,
    from: Square,
    to: Square,
    side: CastlingSide,
) -> Option<Refusal> {
    let us = piece.color;
    let board = pos.board();
    let refused = |reason| Refusal::new(piece, from, Some(to), reason);
    let rank = us.backrank();
    let rook_home = Square::from_coords(
        if side == CastlingSide::KingSide {
            File::H
        } else {
            File::A
        },
        rank,
    );
    let castles = pos.castles();
    if !castles.has(us, side) {
        // The position keeps no history: the rook has moved if it is gone or
        // if the other side may still castle (so the king has not moved);
        // otherwise the king or both rooks moved, which only a game can tell.
        let rook_there = board.piece_at(rook_home) == Some(us.rook());
        let reason = if !rook_there || castles.has(us, side.other()) {
            Reason::CastlingRookMoved
        } else {
            Reason::CastlingNotAllowed
        };
        return Some(refused(reason).lit(Bitboard::from(rook_home), Highlight::Blocker));
    }
    let in_way = between(from, rook_home) & board.occupied();
    if let Some(blocker) = in_way.into_iter().min_by_key(|sq| sq.distance(from)) {
        return Some(
            refused(Reason::CastlingBlocked {
                blocker,
                blocking: board.piece_at(blocker)?,
            })
            .lit(Bitboard::from(blocker), Highlight::Blocker),
        );
    }
    let checkers = pos.checkers();
    if let Some(checker) = checkers.first() {
        return Some(
            refused(Reason::CastlingInCheck {
                checker,
                checking: board.role_at(checker)?,
            })
            .lit(checkers, Highlight::Attacker)
            .lit(Bitboard::from(from), Highlight::King),
        );
    }
    let occ = board.occupied() ^ Bitboard::from(from);
    let crossing = Square::from_coords(side.rook_to_file(), rank);
    let landing = Square::from_coords(side.king_to_file(), rank);
    for (square, through) in [(crossing, true), (landing, false)] {
        let attackers = board.attacks_to(square, !us, occ);
        if let Some(attacker) = attackers.first() {
            let attacking = board.role_at(attacker)?;
            let reason = if through {
                Reason::CastlingThroughCheck {
                    square,
                    attacker,
                    attacking,
                }
            } else {
                Reason::CastlingIntoCheck {
                    square,
                    attacker,
                    attacking,
                }
            };
            return Some(
                refused(reason)
                    .lit(attackers, Highlight::Attacker)
                    .lit(Bitboard::from(square), Highlight::Attacked),
            );
        }
    }
    None
}

/// The squares the piece on `from` could move to by its pattern on this
/// board, ignoring whose turn it is and checks: what "?" shows a child.
pub fn reach(pos: &Chess, from: Square) -> Bitboard {
    let board = pos.board();
    let Some(piece) = board.piece_at(from) else {
        return Bitboard::EMPTY;
    };
    let occupied = board.occupied();
    let own = board.by_color(piece.color);
    let squares = match piece.role {
        Role::Pawn => {
            let forward = if piece.color == Color::White { 8 } else { -8 };
            let start = if piece.color == Color::White {
                Rank::Second
            } else {
                Rank::Seventh
            };
            let mut steps = Bitboard::EMPTY;
            if let Some(one) = from.offset(forward).filter(|s| !occupied.contains(*s)) {
                steps |= Bitboard::from(one);
                if let Some(two) = one.offset(forward).filter(|s| !occupied.contains(*s))
                    && from.rank() == start
                {
                    steps |= Bitboard::from(two);
                }
            }
            let enemies = board.by_color(!piece.color);
            let ep = pos
                .ep_square(EnPassantMode::Legal)
                .map(Bitboard::from)
                .unwrap_or_default();
            steps | (shakmaty::attacks::pawn_attacks(piece.color, from) & (enemies | ep))
        }
        _ => shakmaty::attacks::attacks(from, piece, occupied),
    };
    squares & !own
}

/// Where a move lands on the board (the king's square for castling).
pub fn board_target(m: Move) -> Square {
    match (m, m.castling_side()) {
        (Move::Castle { king, .. }, Some(side)) => {
            Square::from_coords(side.king_to_file(), king.rank())
        }
        _ => m.to(),
    }
}
