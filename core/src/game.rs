//! One game of chess from a starting position: moves, draws, results, undo.
//!
//! All legality comes from shakmaty; this module only keeps the history that
//! the rules about repetition, claims, agreement and resignation need.

pub use crate::end::GameEnd;
pub use crate::explain::board_target;

use crate::arbiter::{Policy, Verdict, judge};
use crate::clock::{Flags, Pace};
use crate::explain::{Reason, ReasonKind, Refusal, explain_move, explain_pick};
use crate::heading::Heading;
use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{
    Bitboard, Board, CastlingMode, CastlingSide, Chess, Color, EnPassantMode, FromSetup, Move,
    Position, PositionError, Role, Square,
};

/// A draw a player may claim in the current position (FIDE Art. 9.2, 9.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawClaim {
    Threefold,
    FiftyMoves,
}

impl From<DrawClaim> for GameEnd {
    fn from(claim: DrawClaim) -> GameEnd {
        match claim {
            DrawClaim::Threefold => GameEnd::Threefold,
            DrawClaim::FiftyMoves => GameEnd::FiftyMoves,
        }
    }
}

/// What is wrong with a FEN a teacher shared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FenError {
    /// The text is not FEN; names the part shakmaty could not read.
    Syntax(shakmaty::fen::ParseFenError),
    /// The text is FEN but the position cannot happen in chess.
    Position(shakmaty::PositionErrorKinds),
    /// The move number or the half-move count is beyond any real game.
    Counters,
}

impl std::fmt::Display for FenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FenError::Syntax(e) => write!(f, "{e}"),
            FenError::Position(kinds) => write!(f, "illegal position: {kinds:?}"),
            FenError::Counters => write!(f, "move counters beyond any game"),
        }
    }
}

/// The largest move number a position may start from: no game of chess
/// gets near it (the 75-move rule ends every game long before), and the
/// move list counts on from it without overflowing.
pub const MOST_MOVE_NUMBER: u32 = 10_000;

/// The 75-move rule ends a game at 150 half-moves without a capture or a
/// pawn move; a position cannot have counted more.
pub const MOST_HALFMOVES: u32 = 150;

/// Rejects move counters no game can reach (a hand-made FEN).
pub fn check_counters(pos: &Chess) -> Result<(), FenError> {
    if pos.fullmoves().get() > MOST_MOVE_NUMBER || pos.halfmoves() > MOST_HALFMOVES {
        Err(FenError::Counters)
    } else {
        Ok(())
    }
}

impl From<PositionError<Chess>> for FenError {
    fn from(e: PositionError<Chess>) -> FenError {
        FenError::Position(e.kinds())
    }
}

/// One numbered line of the move list.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MoveRow {
    pub number: u32,
    pub white: Option<String>,
    pub black: Option<String>,
}

/// A move as the score sheet numbers it: the full move, whose it is, its SAN.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NumberedMove {
    pub number: u32,
    pub side: Color,
    pub san: String,
}

/// Why an action was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionError {
    GameOver,
    IllegalMove,
    NothingToUndo,
    NoDrawOffer,
    NoDrawToClaim,
    TeacherNeeded,
    /// The arbiter or the teacher decided the ending: players cannot undo it.
    ArbiterDecision,
    /// The game has ended: a move is taken back only when both players
    /// agree, and never under the FIDE presets (the result stands).
    BothMustAgree,
    /// An illegal move would leave a board the game cannot go on from.
    ImpossiblePosition,
    /// A draw claimed after touching a piece to move it (9.4).
    PieceTouched,
}

/// What a from→to request on the board means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Intent {
    /// Exactly one legal move matches.
    Move(Move),
    /// A pawn reaches the last rank: the player must choose the new piece.
    Promotion(Vec<Move>),
    /// No legal move goes there.
    Illegal,
}

/// Something undo can take back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Action {
    Move,
    /// A resignation, agreement or claim, which ended the game without a move.
    Decision,
}

/// Identity of a position for repetition: FIDE counts positions as equal when
/// the same pieces stand on the same squares, the same side is to move, and the
/// same castling and en passant possibilities exist.
#[derive(Clone, Debug, PartialEq, Eq)]
struct RepetitionKey {
    board: Board,
    turn: Color,
    castling: Bitboard,
    en_passant: Option<Square>,
}

impl RepetitionKey {
    fn of(pos: &Chess) -> RepetitionKey {
        RepetitionKey {
            board: pos.board().clone(),
            turn: pos.turn(),
            castling: pos.castles().castling_rights(),
            en_passant: pos.legal_ep_square(),
        }
    }
}

#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[0]` is the start; `positions[i]` follows `moves[i - 1]`.
    positions: Vec<Chess>,
    keys: Vec<RepetitionKey>,
    moves: Vec<Move>,
    /// The move list's text for each move.
    sans: Vec<String>,
    /// For each move: the refusal it deserved, when an illegal move stood
    /// on the board (claim mode) — claimable while it is the last move.
    illegal: Vec<Option<Refusal>>,
    actions: Vec<Action>,
    end: Option<GameEnd>,
    /// The side that offered a draw the opponent has not yet answered.
    draw_offer: Option<Color>,
    /// Every refused attempt, for the teacher.
    mistakes: Vec<Mistake>,
    /// The side whose illegal moves reached the school limit: the game
    /// waits for the teacher.
    teacher_needed: Option<Color>,
    /// The teacher adjudicates by letting the game be played on.
    played_on: Option<PlayedOn>,
    /// Who played, where and when.
    heading: Heading,
}

/// School regulation, App. B: a game without a clock adjudicated by playing
/// on. The teacher named the side with the decisive advantage; illegal
/// moves are counted afresh, and the `limit`-th (three, or two or one as the
/// teacher lowers it) ends the game: a draw when the side ahead made it, a
/// loss for the side behind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayedOn {
    pub ahead: Color,
    pub limit: u8,
    /// Illegal moves logged before it began do not count.
    pub from_mistake: usize,
}

impl PlayedOn {
    /// Three, as the regulation says; the teacher may lower it to two or one.
    pub const LIMITS: [u8; 3] = [3, 2, 1];

    /// The illegal move that ends the game for `side`: the third for the
    /// side ahead (a draw), the teacher's number for the side behind (a
    /// loss): the lowered limit is for the one who would lose (school App. B).
    pub fn limit_for(self, side: Color) -> u8 {
        if side == self.ahead { 3 } else { self.limit }
    }
}

/// One refused attempt in the mistake log.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mistake {
    pub side: Color,
    pub reason: ReasonKind,
    /// The move number (as on the score sheet) when it happened.
    pub move_number: u32,
    /// Whether the arbiter's policy counted it.
    pub counted: bool,
    /// The piece and squares tried (unknown in logs saved before they
    /// were kept).
    pub attempt: Option<Attempt>,
    /// The teacher let the game go on with the count started again: it
    /// no longer counts towards the limit.
    pub cleared: bool,
    /// When it happened by the device's clock (milliseconds since 1970),
    /// for the teacher who walks over later; unknown in older logs.
    pub at: Option<u64>,
}

/// What a refused attempt tried: a piece from one square to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attempt {
    pub piece: Role,
    pub from: Square,
    pub to: Square,
}

impl Default for Game {
    fn default() -> Self {
        Game::from_position(Chess::default())
    }
}

impl Game {
    pub fn new() -> Game {
        Game::default()
    }

    pub fn from_fen(fen: &str) -> Result<Game, FenError> {
        let fen = Fen::from_ascii(fen.trim().as_bytes()).map_err(FenError::Syntax)?;
        let pos: Chess = fen.into_position(CastlingMode::Standard)?;
        check_counters(&pos)?;
        Ok(Game::from_position(pos))
    }

    pub fn from_position(pos: Chess) -> Game {
        let mut game = Game {
            keys: vec![RepetitionKey::of(&pos)],
            positions: vec![pos],
            moves: Vec::new(),
            sans: Vec::new(),
            illegal: Vec::new(),
            actions: Vec::new(),
            end: None,
            draw_offer: None,
            mistakes: Vec::new(),
            teacher_needed: None,
            played_on: None,
            heading: Heading::default(),
        };
        game.end = game.automatic_end();
        game
    }

    pub fn position(&self) -> &Chess {
        self.positions.last().expect("a game always has its start")
    }

    /// The position before the last move, if there was one.
    pub fn positions_before_last(&self) -> Option<Chess> {
        let n = self.positions.len();
        (n >= 2).then(|| self.positions[n - 2].clone())
    }

    /// Explains why moving the piece on `from` to `to` (or, without `to`,
    /// picking it up) is refused; `None` when it is allowed.
    pub fn explain(&self, from: Square, to: Option<Square>) -> Option<Refusal> {
        let pos = self.position();
        if let Some(end) = self.end {
            let piece = pos.board().piece_at(from)?;
            return Some(Refusal::new(piece, from, to, Reason::GameOver { end }));
        }
        if self.teacher_needed.is_some() {
            let piece = pos.board().piece_at(from)?;
            return Some(Refusal::new(piece, from, to, Reason::TeacherNeeded));
        }
        let refusal = match to {
            Some(to) => explain_move(pos, from, to),
            None => explain_pick(pos, from),
        }?;
        Some(self.en_passant_told_by_the_moves(self.castling_told_by_the_moves(refusal)))
    }

    /// The position alone cannot say whether the enemy pawn beside ever
    /// jumped two squares: the game's moves can. One that came step by step
    /// (or stood there from the start) could never be taken en passant: a
    /// pawn goes diagonally only to capture.
    fn en_passant_told_by_the_moves(&self, refusal: Refusal) -> Refusal {
        let Reason::EnPassantExpired { pawn } = refusal.reason else {
            return refusal;
        };
        let jumped = self
            .moves
            .iter()
            .rev()
            .find(|m| m.to() == pawn)
            .is_some_and(|m| {
                m.role() == Role::Pawn
                    && m.from()
                        .is_some_and(|from| from.rank().distance(pawn.rank()) == 2)
            });
        if jumped {
            refusal
        } else {
            Refusal::new(
                refusal.piece,
                refusal.from,
                refusal.to,
                Reason::PawnDiagonalEmpty,
            )
        }
    }

    /// The position alone cannot say why a king at home may not castle when
    /// its rooks are at home too; the game's own moves can: the king has
    /// left its square in this game, or it never has and the right was
    /// there at the start (so this rook moved and came back).
    fn castling_told_by_the_moves(&self, mut refusal: Refusal) -> Refusal {
        let (Reason::CastlingNotAllowed, Some(to)) = (&refusal.reason, refusal.to) else {
            return refusal;
        };
        let us = refusal.piece.color;
        let king_left = self
            .positions
            .iter()
            .any(|p| p.board().piece_at(refusal.from) != Some(us.king()));
        let side = if to.file() > refusal.from.file() {
            CastlingSide::KingSide
        } else {
            CastlingSide::QueenSide
        };
        if king_left {
            refusal.reason = Reason::CastlingKingMoved;
        } else if self.start_position().castles().has(us, side) {
            refusal.reason = Reason::CastlingRookMoved;
        }
        refusal
    }

    pub fn start_position(&self) -> &Chess {
        &self.positions[0]
    }

    pub fn start_fen(&self) -> String {
        Fen::from_position(self.start_position(), EnPassantMode::Legal).to_string()
    }

    pub fn fen(&self) -> String {
        Fen::from_position(self.position(), EnPassantMode::Legal).to_string()
    }

    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// The game as it stood after its first `plies` moves, for replaying
    /// it move by move. A move that cannot be replayed (an illegal move left
    /// standing in claim mode) ends the replay there.
    pub fn truncated(&self, plies: usize) -> Game {
        let mut game = Game::from_position(self.start_position().clone());
        game.heading = self.heading.clone();
        for m in self.moves.iter().take(plies) {
            if game.play(*m).is_err() {
                break;
            }
        }
        game
    }

    /// Who played, where and when.
    pub fn heading(&self) -> &Heading {
        &self.heading
    }

    pub fn set_heading(&mut self, heading: Heading) {
        self.heading = heading;
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// How many moves a child counts: the numbered ones ("1. e4 e5" is
    /// one), not each side's.
    pub fn numbered_moves(&self) -> usize {
        self.moves.len().div_ceil(2)
    }

    pub fn sans(&self) -> &[String] {
        &self.sans
    }

    /// The moves as numbered rows, as a score sheet shows them; a game from
    /// a position with Black to move starts with an empty White cell.
    pub fn move_rows(&self) -> Vec<MoveRow> {
        let start = self.start_position();
        let mut cells: Vec<Option<String>> = self.sans.iter().cloned().map(Some).collect();
        if start.turn() == Color::Black {
            cells.insert(0, None);
        }
        cells
            .chunks(2)
            .zip(start.fullmoves().get()..)
            .map(|(pair, number)| MoveRow {
                number,
                white: pair[0].clone(),
                black: pair.get(1).cloned().flatten(),
            })
            .collect()
    }

    /// The move that made `plies` moves (counted from 1), numbered as on the
    /// score sheet: "3. Bc4" is White's third move however the game began.
    pub fn numbered_move(&self, plies: usize) -> Option<NumberedMove> {
        let index = plies.checked_sub(1)?;
        let san = self.sans.get(index)?.clone();
        let start = self.start_position();
        let offset = index + usize::from(start.turn() == Color::Black);
        let number = start
            .fullmoves()
            .get()
            .checked_add(u32::try_from(offset / 2).ok()?)?;
        let side = if offset % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        Some(NumberedMove { number, side, san })
    }

    pub fn end(&self) -> Option<GameEnd> {
        self.end
    }

    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    pub fn mistakes(&self) -> &[Mistake] {
        &self.mistakes
    }

    /// The mistake log per side, each reason with how often it happened.
    pub fn mistake_summary(&self) -> Vec<(Color, Vec<(ReasonKind, usize)>)> {
        [Color::White, Color::Black]
            .into_iter()
            .filter_map(|side| {
                let mut counts: Vec<(ReasonKind, usize)> = Vec::new();
                for m in self.mistakes.iter().filter(|m| m.side == side) {
                    match counts.iter_mut().find(|(r, _)| *r == m.reason) {
                        Some((_, n)) => *n += 1,
                        None => counts.push((m.reason, 1)),
                    }
                }
                (!counts.is_empty()).then_some((side, counts))
            })
            .collect()
    }

    pub fn teacher_needed(&self) -> Option<Color> {
        self.teacher_needed
    }

    /// Logs a refused attempt and applies the arbiter's policy to it. Only a
    /// completed attempt (a piece put on a square it cannot go to) counts;
    /// picking up the opponent's piece or touching a finished game never does.
    pub fn record_refusal(
        &mut self,
        refusal: &Refusal,
        policy: Policy,
        pace: Option<Pace>,
        at: Option<u64>,
    ) -> Verdict {
        let completed = refusal.is_completed_attempt();
        if !completed || self.is_over() || self.teacher_needed.is_some() {
            return Verdict::NotCounted;
        }
        let side = refusal.piece.color;
        let (from, counts) = match self.played_on {
            Some(p) => (p.from_mistake, true),
            None => (0, false),
        };
        let counted_before = self.mistakes[from.min(self.mistakes.len())..]
            .iter()
            .filter(|m| m.side == side && !m.cleared && (counts || m.counted))
            .count();
        let count = u8::try_from(counted_before + 1).unwrap_or(u8::MAX);
        let can_mate = !self.position().has_insufficient_material(!side);
        let verdict = match self.played_on {
            Some(p) if count >= p.limit_for(side) => Verdict::Loses {
                offender: side,
                draw_instead: side == p.ahead,
            },
            Some(p) => Verdict::Counted {
                count,
                tolerated: p.limit_for(side) - 1,
            },
            None => judge(policy, side, count, pace, can_mate),
        };
        self.mistakes.push(Mistake {
            side,
            reason: refusal.reason.kind(),
            move_number: self.position().fullmoves().get(),
            counted: verdict != Verdict::NotCounted,
            attempt: refusal.to.map(|to| Attempt {
                piece: refusal.piece.role,
                from: refusal.from,
                to,
            }),
            cleared: false,
            at,
        });
        let end = match verdict {
            Verdict::Loses { offender, .. } if let Some(p) = self.played_on => {
                GameEnd::AdjudicationIllegalMoves {
                    ahead: p.ahead,
                    offender,
                }
            }
            Verdict::Loses {
                draw_instead: true, ..
            } => GameEnd::IllegalMovesNoMate,
            Verdict::Loses { offender, .. } if count == 1 => GameEnd::IllegalMove {
                winner: !offender,
                king_left_in_check: refusal.reason.kind().leaves_own_king_attacked(),
            },
            Verdict::Loses { offender, .. } => GameEnd::IllegalMoves { winner: !offender },
            Verdict::AsksTeacher { offender } => {
                self.teacher_needed = Some(offender);
                return verdict;
            }
            _ => return verdict,
        };
        // The arbiter's decision, which only the teacher takes back.
        self.decide(end).ok();
        verdict
    }

    /// Ends the game when a flag is down (FIDE 6.9, 6.11): a loss, or a draw
    /// when the opponent could never mate or both flags are down.
    pub fn flag(&mut self, flags: Flags) -> Option<GameEnd> {
        let end = match flags {
            Flags::Up => return None,
            Flags::Both => GameEnd::BothFlags,
            Flags::Fallen(side) if self.position().has_insufficient_material(!side) => {
                GameEnd::FlagNoMate
            }
            Flags::Fallen(side) => GameEnd::Flag { winner: !side },
        };
        self.decide(end).ok()
    }

    /// The teacher lets a game that stopped for them go on.
    /// With `recount`, the waiting side's illegal moves so far stop
    /// counting towards the limit (the teacher's choice).
    pub fn teacher_continue(&mut self, recount: bool) {
        if let (Some(side), true) = (self.teacher_needed, recount) {
            for m in self.mistakes.iter_mut().filter(|m| m.side == side) {
                m.cleared = true;
            }
        }
        self.teacher_needed = None;
    }

    /// The teacher ends the game: a win for `winner`, or a draw (naming
    /// the side ahead when the game was being adjudicated by playing on).
    pub fn adjudicate(&mut self, winner: Option<Color>) -> Result<GameEnd, ActionError> {
        self.teacher_needed = None;
        let ahead = self.played_on.map(|p| p.ahead);
        self.decide(GameEnd::Adjudication { winner, ahead })
    }

    /// The teacher recommended a draw and the players agreed (school
    /// regulation, Art. 7): a position the children cannot resolve.
    pub fn recommend_draw(&mut self) -> Result<GameEnd, ActionError> {
        self.teacher_needed = None;
        self.decide(GameEnd::DrawRecommended)
    }

    /// Restores the mistake log (used when loading a saved game).
    pub fn restore_mistakes(&mut self, mistakes: Vec<Mistake>, teacher_needed: Option<Color>) {
        self.mistakes = mistakes;
        self.teacher_needed = teacher_needed.filter(|_| !self.is_over());
    }

    pub fn draw_offer(&self) -> Option<Color> {
        self.draw_offer
    }

    /// Whether the players may take back the last action.
    pub fn can_undo(&self) -> bool {
        self.undo_refused().is_none()
    }

    /// Why the players may not take back the last action: there is none,
    /// the game waits for the teacher, or the arbiter or the teacher
    /// decided how it ended (only the teacher takes that back).
    fn undo_refused(&self) -> Option<ActionError> {
        if self.actions.is_empty() {
            Some(ActionError::NothingToUndo)
        } else if self.teacher_needed.is_some() {
            Some(ActionError::TeacherNeeded)
        } else if self.end.is_some_and(GameEnd::is_arbiter_decision) {
            Some(ActionError::ArbiterDecision)
        } else {
            None
        }
    }

    /// The squares of the last move (for the castling king: where it went).
    pub fn last_move(&self) -> Option<(Square, Square)> {
        let m = *self.moves.last()?;
        Some((m.from()?, board_target(m)))
    }

    /// The square of the king of the side to move, if it is in check.
    pub fn checked_king(&self) -> Option<Square> {
        let pos = self.position();
        if pos.is_check() {
            pos.board().king_of(pos.turn())
        } else {
            None
        }
    }

    /// Where the piece on `from` may go, as squares a child taps: a castling
    /// king can go two squares or onto its rook, so both count.
    pub fn destinations(&self, from: Square) -> Vec<Square> {
        if self.is_over() || self.teacher_needed.is_some() {
            return Vec::new();
        }
        let mut squares = Vec::new();
        for m in self.position().legal_moves() {
            if m.from() != Some(from) {
                continue;
            }
            for to in tap_targets(m) {
                if !squares.contains(&to) {
                    squares.push(to);
                }
            }
        }
        squares
    }

    /// Interprets moving the piece on `from` to `to`.
    pub fn intent(&self, from: Square, to: Square) -> Intent {
        if self.is_over() || self.teacher_needed.is_some() {
            return Intent::Illegal;
        }
        let mut matching: Vec<Move> = self
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(from) && tap_targets(*m).contains(&to))
            .collect();
        match matching.len() {
            0 => Intent::Illegal,
            1 => Intent::Move(matching.remove(0)),
            _ => Intent::Promotion(matching),
        }
    }

    /// Plays a legal move and applies the automatic endings.
    pub fn play(&mut self, m: Move) -> Result<(), ActionError> {
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        if self.teacher_needed.is_some() {
            return Err(ActionError::TeacherNeeded);
        }
        let mut pos = self.position().clone();
        if !pos.is_legal(m) {
            return Err(ActionError::IllegalMove);
        }
        let san = SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string();
        self.push_ply(pos, m, san, None);
        Ok(())
    }

    fn push_ply(&mut self, pos: Chess, m: Move, san: String, illegal: Option<Refusal>) {
        // A move by the side that was offered a draw declines it (FIDE 9.1.2).
        if self.draw_offer.is_some_and(|by| by != self.turn()) {
            self.draw_offer = None;
        }
        self.keys.push(RepetitionKey::of(&pos));
        self.positions.push(pos);
        self.moves.push(m);
        self.sans.push(san);
        self.illegal.push(illegal);
        self.actions.push(Action::Move);
        if let Some(end) = self.automatic_end() {
            self.end_with(end);
        }
    }

    /// Ends the game; a game that ended leaves no draw offer to answer and
    /// waits for no teacher. An adjudication played on stays recorded: a
    /// take-back reopens the game under it.
    fn end_with(&mut self, end: GameEnd) {
        self.end = Some(end);
        self.draw_offer = None;
        self.teacher_needed = None;
    }

    /// The adjudication by playing on the teacher started, if any (still
    /// recorded after the game ended).
    pub fn played_on(&self) -> Option<PlayedOn> {
        self.played_on
    }

    /// The teacher adjudicates a game (school App. B): balanced (`None`) is
    /// a draw at once; otherwise the game is played on with `ahead` named
    /// and illegal moves counted afresh up to `limit` (1–3).
    pub fn adjudicate_by_playing_on(
        &mut self,
        ahead: Option<Color>,
        limit: u8,
    ) -> Result<Option<GameEnd>, ActionError> {
        let Some(ahead) = ahead else {
            return self.adjudicate(None).map(Some);
        };
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        self.teacher_needed = None;
        self.played_on = Some(PlayedOn {
            ahead,
            limit: limit.clamp(1, 3),
            from_mistake: self.mistakes.len(),
        });
        Ok(None)
    }

    /// Restores an adjudication being played on (a saved game).
    pub fn restore_played_on(&mut self, played_on: PlayedOn) -> Result<(), ActionError> {
        if played_on.from_mistake > self.mistakes.len() {
            return Err(ActionError::IllegalMove);
        }
        self.played_on = Some(PlayedOn {
            limit: played_on.limit.clamp(1, 3),
            ..played_on
        });
        Ok(())
    }

    /// The board with a refused move's piece put on its square, as a hand
    /// would put it (the rook too, for a castling), before anything checks
    /// it: what a player sees before pressing the clock.
    pub fn board_with(&self, refusal: &Refusal) -> Option<Board> {
        self.placement(refusal).ok().map(|(setup, ..)| setup.board)
    }

    /// The position's setup with the piece put there, the piece, what it
    /// took and where it went.
    fn placement(
        &self,
        refusal: &Refusal,
    ) -> Result<
        (
            shakmaty::Setup,
            shakmaty::Piece,
            Option<shakmaty::Piece>,
            Square,
        ),
        ActionError,
    > {
        let to = refusal.to.ok_or(ActionError::IllegalMove)?;
        let mut setup = self.position().to_setup(EnPassantMode::Legal);
        let piece = setup
            .board
            .remove_piece_at(refusal.from)
            .ok_or(ActionError::IllegalMove)?;
        let captured = setup.board.remove_piece_at(to);
        if captured.is_some_and(|c| c.color == piece.color) {
            return Err(ActionError::IllegalMove);
        }
        setup.board.set_piece_at(to, piece);
        if refusal.reason.is_castling()
            && let Some(rook_path) = castling_rook_path(refusal.from, to)
            && setup.board.piece_at(rook_path.0) == Some(piece.color.rook())
        {
            setup.board.discard_piece_at(rook_path.0);
            setup.board.set_piece_at(rook_path.1, piece.color.rook());
        }
        Ok((setup, piece, captured, to))
    }

    /// Claim mode: the refused move is made on the board, as a real board
    /// allows, and stands unless the opponent claims it before moving.
    /// Fails with [`ActionError::ImpossiblePosition`] when the board it
    /// leaves cannot go on (the mover's own king left attacked, a pawn on
    /// the last rank): then it can only be claimed at once.
    pub fn play_illegal(&mut self, refusal: &Refusal) -> Result<(), ActionError> {
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        let (mut setup, piece, captured, to) = self.placement(refusal)?;
        setup.turn = !piece.color;
        setup.ep_square = None;
        setup.halfmoves = 0;
        if piece.color == Color::Black {
            setup.fullmoves = setup.fullmoves.saturating_add(1);
        }
        let pos = Chess::from_setup(setup, CastlingMode::Standard)
            .or_else(PositionError::ignore_invalid_castling_rights)
            .map_err(|_| ActionError::ImpossiblePosition)?;
        let m = Move::Normal {
            role: piece.role,
            from: refusal.from,
            capture: captured.map(|c| c.role),
            to,
            promotion: None,
        };
        let letter = match piece.role {
            Role::Pawn => String::new(),
            role => role.upper_char().to_string(),
        };
        let san = format!("{letter}{}-{to}?!", refusal.from);
        self.push_ply(pos, m, san, Some(refusal.clone()));
        Ok(())
    }

    /// A claim that an illegal move stands on the board. In rapid and blitz
    /// only the last move can be claimed, before the opponent's next move
    /// (App. A.4, B.3); otherwise an illegal move found later is still
    /// corrected, back to the position before it (7.5.1). A correct claim
    /// takes the moves back and lets the arbiter judge it; `None` means the
    /// claim was wrong (no illegal move stands, or the window has closed).
    pub fn claim(
        &mut self,
        policy: Policy,
        pace: Option<Pace>,
        at: Option<u64>,
    ) -> Option<(Refusal, Verdict)> {
        if self.is_over() || self.actions.last() != Some(&Action::Move) {
            return None;
        }
        let index = match pace {
            Some(Pace::Rapid | Pace::Blitz) => self.illegal.len().checked_sub(1)?,
            Some(Pace::Standard) | None => self.illegal.iter().rposition(Option::is_some)?,
        };
        let refusal = self.illegal.get(index)?.clone()?;
        while self.moves.len() > index {
            self.undo().ok()?;
        }
        let verdict = self.record_refusal(&refusal, policy, pace, at);
        Some((refusal, verdict))
    }

    /// Whether the last move was an illegal one that stood (for tests and
    /// the saved game).
    pub fn illegal_moves(&self) -> &[Option<Refusal>] {
        &self.illegal
    }

    /// How often the current position has occurred in this game.
    pub fn repetitions(&self) -> usize {
        let current = self.keys.last().expect("a game always has its start");
        // Only positions since the last capture or pawn move can repeat.
        let reversible = self.position().halfmoves() as usize;
        self.keys
            .iter()
            .rev()
            .take(reversible.saturating_add(1))
            .filter(|k| *k == current)
            .count()
    }

    fn automatic_end(&self) -> Option<GameEnd> {
        let pos = self.position();
        if pos.is_checkmate() {
            return Some(GameEnd::Checkmate {
                winner: !pos.turn(),
            });
        }
        if pos.is_stalemate() {
            return Some(GameEnd::Stalemate);
        }
        if pos.is_insufficient_material() {
            return Some(GameEnd::InsufficientMaterial);
        }
        if self.repetitions() >= 5 {
            return Some(GameEnd::Fivefold);
        }
        if pos.halfmoves() >= 150 {
            return Some(GameEnd::SeventyFiveMoves);
        }
        None
    }

    /// A draw the side to move could claim now, if any.
    pub fn claimable_draw(&self) -> Option<DrawClaim> {
        if self.is_over() {
            None
        } else if self.repetitions() >= 3 {
            Some(DrawClaim::Threefold)
        } else if self.position().halfmoves() >= 100 {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        }
    }

    pub fn claim_draw(&mut self) -> Result<GameEnd, ActionError> {
        let claim = self.claimable_draw().ok_or(ActionError::NoDrawToClaim)?;
        self.decide(claim.into())
    }

    /// The draw the side to move could claim by declaring the legal move
    /// `m` (FIDE 9.2.1.1, 9.3.1): the position after it appears for the
    /// third time, or it completes 50 moves of each player without a
    /// capture or a pawn move.
    pub fn draw_claimable_with(&self, m: Move) -> Option<DrawClaim> {
        if self.is_over() || self.teacher_needed.is_some() {
            return None;
        }
        let mut pos = self.position().clone();
        if !pos.is_legal(m) {
            return None;
        }
        pos.play_unchecked(m);
        let key = RepetitionKey::of(&pos);
        // Only positions since the last capture or pawn move can repeat.
        let reversible = pos.halfmoves() as usize;
        let before = self.keys.iter().rev().take(reversible);
        if before.filter(|k| **k == key).count() + 1 >= 3 {
            Some(DrawClaim::Threefold)
        } else if pos.halfmoves() >= 100 {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        }
    }

    /// Whether some legal move would let the side to move claim a draw
    /// by declaring it.
    pub fn draw_claimable_with_a_move(&self) -> bool {
        self.position()
            .legal_moves()
            .into_iter()
            .any(|m| self.draw_claimable_with(m).is_some())
    }

    /// A draw claimed by declaring the move that makes it (9.2.1.1,
    /// 9.3.1). The move is made whatever the claim is worth (9.5.3: "this
    /// move must be made"); the game ends drawn when the claim is right.
    /// `Ok(None)`: the claim was wrong and the game goes on (unless the
    /// move itself ended it).
    pub fn claim_draw_with(&mut self, m: Move) -> Result<Option<GameEnd>, ActionError> {
        let claim = self.draw_claimable_with(m);
        self.play(m)?;
        match claim {
            Some(claim) if !self.is_over() => self.decide(claim.into()).map(Some),
            _ => Ok(None),
        }
    }

    /// `by` offers a draw: normally just after making a move, and still
    /// valid on their own turn (FIDE 9.1.2.1, 9.1.2.2). It stands until the
    /// opponent answers or moves.
    pub fn offer_draw(&mut self, by: Color) -> Result<(), ActionError> {
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        self.draw_offer = Some(by);
        Ok(())
    }

    /// The opponent of whoever offered accepts, on their turn: a player
    /// cannot accept their own offer (9.1.2.3), and an offer made before
    /// the offerer's move waits for that move.
    pub fn accept_draw(&mut self) -> Result<GameEnd, ActionError> {
        if self.draw_offer.is_none_or(|by| by == self.turn()) {
            return Err(ActionError::NoDrawOffer);
        }
        self.decide(GameEnd::Agreement)
    }

    /// Whether the side to move may answer a draw offer (the other made it).
    pub fn draw_offer_to_answer(&self) -> bool {
        self.draw_offer.is_some_and(|by| by != self.turn())
    }

    pub fn decline_draw(&mut self) -> Result<(), ActionError> {
        self.draw_offer
            .take()
            .map(|_| ())
            .ok_or(ActionError::NoDrawOffer)
    }

    /// `resigned` resigns, at any moment, on either player's turn (FIDE
    /// 5.1.2): a loss, or a draw when the opponent could never checkmate
    /// (FIDE 2023).
    pub fn resign(&mut self, resigned: Color) -> Result<GameEnd, ActionError> {
        if self.position().has_insufficient_material(!resigned) {
            self.decide(GameEnd::ResignationNoMate { resigned })
        } else {
            self.decide(GameEnd::Resignation { winner: !resigned })
        }
    }

    fn decide(&mut self, end: GameEnd) -> Result<GameEnd, ActionError> {
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        self.end_with(end);
        self.actions.push(Action::Decision);
        Ok(end)
    }

    /// The teacher takes back a decision of the arbiter's or the teacher's
    /// own, and the game goes on from where it stopped. A loss by illegal
    /// moves stops it for the teacher again (who then chooses how it goes
    /// on); the ending taken back is returned.
    pub fn take_back_decision(&mut self) -> Result<GameEnd, ActionError> {
        let end = self
            .end
            .filter(|e| e.is_arbiter_decision())
            .ok_or(ActionError::NothingToUndo)?;
        if self.actions.last() == Some(&Action::Decision) {
            self.actions.pop();
        }
        self.end = None;
        self.teacher_needed = match end {
            GameEnd::IllegalMoves { .. }
            | GameEnd::IllegalMove { .. }
            | GameEnd::IllegalMovesNoMate
            | GameEnd::AdjudicationIllegalMoves { .. } => self
                .mistakes
                .iter()
                .rev()
                .find(|m| m.counted)
                .map(|m| m.side),
            _ => None,
        };
        Ok(end)
    }

    /// Takes back the last action: a resignation, agreement or claim reopens
    /// the game; otherwise the last move is taken back.
    pub fn undo(&mut self) -> Result<(), ActionError> {
        if let Some(refused) = self.undo_refused() {
            return Err(refused);
        }
        match self.actions.pop().ok_or(ActionError::NothingToUndo)? {
            Action::Decision => {}
            Action::Move => {
                self.moves.pop();
                self.sans.pop();
                self.illegal.pop();
                self.positions.pop();
                self.keys.pop();
            }
        }
        self.draw_offer = None;
        self.end = self.automatic_end();
        Ok(())
    }

    /// Restores a decided ending (used when loading a saved game); the
    /// ending must be one the players could have chosen in this position.
    pub fn restore_decision(&mut self, end: GameEnd) -> Result<(), ActionError> {
        if !end.is_decision() {
            return Err(ActionError::IllegalMove);
        }
        if matches!(end, GameEnd::Threefold | GameEnd::FiftyMoves)
            && self.claimable_draw().map(GameEnd::from) != Some(end)
        {
            return Err(ActionError::NoDrawToClaim);
        }
        // Either player may resign; the draw needs an opponent who could
        // never mate. (A loss saved before the 2023 rule was applied stays
        // as it was decided.)
        if let GameEnd::ResignationNoMate { resigned } = end
            && !self.position().has_insufficient_material(!resigned)
        {
            return Err(ActionError::IllegalMove);
        }
        self.decide(end).map(|_| ())
    }

    /// Restores a pending draw offer (used when loading a saved game).
    pub fn restore_draw_offer(&mut self, by: Color) -> Result<(), ActionError> {
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        self.draw_offer = Some(by);
        Ok(())
    }
}

/// Where the rook goes when a king goes from→to as if castling.
fn castling_rook_path(from: Square, to: Square) -> Option<(Square, Square)> {
    let rank = from.rank();
    let (corner, lands) = if to.file() > from.file() {
        (shakmaty::File::H, shakmaty::File::F)
    } else {
        (shakmaty::File::A, shakmaty::File::D)
    };
    (to.rank() == rank).then(|| {
        (
            Square::from_coords(corner, rank),
            Square::from_coords(lands, rank),
        )
    })
}

/// The squares a player may tap to make a move: for castling, both the
/// king's landing square and the rook's square.
fn tap_targets(m: Move) -> Vec<Square> {
    match m {
        Move::Castle { rook, .. } => vec![board_target(m), rook],
        _ => vec![m.to()],
    }
}

/// The piece letter shown to children for promotion choices.
pub const PROMOTION_ROLES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];
