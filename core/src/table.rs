//! One board in play: the game, the rules it started with, its clock, and
//! what the player is doing with the pieces (the piece in hand, the piece
//! touch-move binds, the promotion being chosen, the last explanation).
//!
//! Inputs arrive with the time they happened — a tap or a drag on a square,
//! a promotion choice, a claim, a clock tick, an action from the controls —
//! and what happened comes back as [`Event`]s. The browser layer only shows
//! the table and forwards input, so every rule of play is tested natively.

use shakmaty::{Board, Chess, Color, Move, Position, Role, Square};

use crate::arbiter::{Policy, Verdict};
use crate::clock::{Clock, Millis, Pace};
use crate::computer::hint::Hint;
use crate::computer::question::{Answer, Question};
use crate::computer::{Level, Opponent};
use crate::end::GameEnd;
use crate::explain::{Highlight, Reason, ReasonKind, Refusal};
use crate::game::{ActionError, Game, Intent};
use crate::heading::Heading;
use crate::settings::Rules;
use crate::touch::{self, Commitment};

/// What happened at the table, for the screen (and a lesson) to follow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A piece was picked up (or put in hand by a tap).
    Selected(Square),
    /// A legal move was played from `before`.
    Moved {
        before: Chess,
        played: Move,
    },
    /// A pawn reached the last rank: the player chooses the new piece.
    PromotionAsked,
    /// An attempt was refused and explained.
    Refused(ReasonKind),
    /// Claim mode: an illegal move stands on the board until it is claimed.
    IllegalMoveStood,
    /// The arbiter counted an illegal move.
    Judged {
        offender: Color,
        verdict: Verdict,
    },
    /// A claim of an illegal move was wrong.
    ClaimRejected,
    /// A draw claimed with a declared move was wrong: the move was made
    /// and the opponent got two minutes (9.5.3; three under the Laws 2009).
    DrawClaimRejected,
    /// A piece was put on a square it cannot go to; nothing is made until
    /// the clock is pressed (FIDE presets with a clock).
    Placed,
    /// The mover pressed the clock: the move is complete.
    ClockPressed,
    Ended(GameEnd),
}

/// What the game's controls and the teacher can do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A player resigns: any moment, either player's turn.
    Resign(Color),
    /// A player offers a draw (normally just after moving).
    OfferDraw(Color),
    AcceptDraw,
    DeclineDraw,
    ClaimDraw,
    /// The side to move will claim a draw with the move it makes next
    /// (FIDE 9.2.1.1, 9.3.1; claim mode); again, it changes its mind.
    DeclareDrawClaim,
    Undo,
    /// Both players agree to take the last move back after the game ended.
    UndoAgreed,
    /// The teacher ends the game: a win for the side, or a draw.
    Adjudicate(Option<Color>),
    /// The teacher recommended a draw and both players agreed.
    RecommendDraw,
    /// The teacher takes back an ending the arbiter or the teacher decided.
    TakeBackDecision,
    /// The teacher adjudicates by playing on (school App. B): the side
    /// ahead, or `None` for a balanced position (a draw at once), and the
    /// illegal move that ends it.
    PlayOn {
        ahead: Option<Color>,
        limit: u8,
    },
    /// The teacher lets a game that stopped for them go on, the count of
    /// illegal moves kept or started again.
    TeacherContinue {
        recount: bool,
    },
    /// The teacher gives a player extra minutes (a time penalty for the
    /// other).
    GiveMinutes {
        to: Color,
        minutes: u8,
    },
    /// The teacher pauses the clock, or lets it run again.
    PauseClock,
}

impl Action {
    /// What the players do at the board (the rest is the teacher's).
    pub fn is_pupils(self) -> bool {
        match self {
            Action::Resign(_)
            | Action::OfferDraw(_)
            | Action::AcceptDraw
            | Action::DeclineDraw
            | Action::ClaimDraw
            | Action::DeclareDrawClaim
            | Action::Undo
            | Action::UndoAgreed => true,
            Action::Adjudicate(_)
            | Action::RecommendDraw
            | Action::TakeBackDecision
            | Action::PlayOn { .. }
            | Action::TeacherContinue { .. }
            | Action::GiveMinutes { .. }
            | Action::PauseClock => false,
        }
    }
}

/// Why a draw claimed with a declared move was wrong: what the position
/// after it had.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrongDrawClaim {
    /// How often that position has now appeared (three are needed).
    pub times_seen: usize,
    /// Moves of each player since the last capture or pawn move (fifty
    /// are needed).
    pub moves_each: u32,
    /// The minutes the opponent got, with a clock.
    pub penalty: Option<u8>,
}

/// What "Take back" may do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TakeBack {
    /// Nothing to take back, or not now (the game waits for the teacher,
    /// or a result under the FIDE presets, which stands).
    Refused,
    /// The last move goes back at once.
    Now,
    /// The game has ended: only when both players agree.
    BothAgree,
}

/// A move put on the board and not yet completed by pressing the clock
/// (FIDE 6.2, 7.5.1), under the FIDE presets with a clock.
#[derive(Clone, Debug)]
pub enum Pending {
    /// A legal move, made: it cannot be changed any more (4.7); the mover
    /// still has to press the clock.
    Made { mover: Color },
    /// A piece put on a square it cannot go to. Nothing is made yet: it can
    /// be taken back and put elsewhere (with the same piece under
    /// touch-move); pressing the clock completes an illegal move.
    Placed { refusal: Refusal, board: Board },
}

#[derive(Clone, Debug)]
pub struct Table {
    game: Game,
    /// The rules the game started with; the arbiter's policy and pace
    /// follow from them and never change during the game.
    rules: Rules,
    policy: Policy,
    pace: Option<Pace>,
    clock: Option<Clock>,
    /// Touch-move: what the pieces touched this turn commit the player to.
    touched: Commitment,
    /// A draw claim refused because a piece was touched first (9.4).
    claim_lost_to_touch: bool,
    /// The piece in hand.
    selected: Option<Square>,
    /// The moves a pawn could promote with, while the player chooses.
    promotion: Option<Vec<Move>>,
    /// Why the last attempt was refused, until the next input.
    refusal: Option<Refusal>,
    /// The arbiter's decision on the last counted illegal move.
    verdict: Option<(Color, Verdict)>,
    /// The last claim of an illegal move was wrong.
    wrong_claim: bool,
    /// The next move is declared for a draw claim.
    declaring_draw: bool,
    /// The last draw claimed with a declared move was wrong.
    wrong_draw_claim: Option<WrongDrawClaim>,
    /// "How does it move?": `Some(tapped square)` while on.
    how: Option<Option<Square>>,
    /// Whether a move is completed by pressing the clock (the FIDE presets
    /// with a clock) rather than when the piece is put down.
    press_to_complete: bool,
    /// Whether a completed illegal move stands until the opponent claims it
    /// (claim mode, classic blitz, the Laws 2009 in rapid and blitz) instead of the arbiter
    /// acting at once.
    waits_for_claim: bool,
    pending: Option<Pending>,
    /// The device's time of day (milliseconds since 1970) at the latest
    /// input, stamped on the mistake log for the teacher.
    time_of_day: Option<u64>,
    /// Counts the changes to what is saved (the game and its clock), so
    /// picking up a piece does not write the record again.
    revision: u64,
    /// This table's number among those the page made: with the revision,
    /// tells a game changed from one only looked at again.
    born: u64,
    /// The computer, when it plays one side.
    computer: Option<Opponent>,
    /// The pupil touched the board while the computer was to move.
    early_touch: bool,
    /// The computer's answer to a blunder, held while the pupil is asked
    /// whether to take the blunder back.
    held_reply: Option<Move>,
    /// The hint shown to the pupil, until the next input.
    hint: Option<Hint>,
}

impl Default for Table {
    fn default() -> Table {
        Table::new(Game::new(), Rules::default())
    }
}

/// Tables made so far (each new one takes the next number).
static TABLES_MADE: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

impl Table {
    /// A game starting under `rules`, with a fresh clock if they have one.
    pub fn new(game: Game, rules: Rules) -> Table {
        let clock = rules.clock.map(|c| Clock::new(c.control()));
        Table::with_clock(game, rules, clock)
    }

    /// A game with its clock as it stood (a saved game opened again). A
    /// clock that does not belong to the rules is replaced by theirs.
    pub fn with_clock(game: Game, rules: Rules, clock: Option<Clock>) -> Table {
        let control = rules.clock.map(|c| c.control());
        let clock = match (control, clock) {
            (Some(control), Some(clock)) if clock.control() == control => Some(clock),
            (Some(control), _) => Some(Clock::new(control)),
            (None, _) => None,
        };
        let preset = rules.preset();
        let policy = preset.policy();
        let pace = preset.pace(control.map(|c| c.pace_in(policy.edition)));
        Table {
            policy,
            pace,
            press_to_complete: control.is_some() && preset.completes_on_press(),
            waits_for_claim: rules.claim_mode || preset.waits_for_claim(pace),
            pending: None,
            time_of_day: None,
            game,
            rules,
            clock,
            touched: Commitment::Free,
            claim_lost_to_touch: false,
            selected: None,
            promotion: None,
            refusal: None,
            verdict: None,
            wrong_claim: false,
            declaring_draw: false,
            wrong_draw_claim: None,
            how: None,
            revision: 0,
            born: TABLES_MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
            computer: None,
            early_touch: false,
            held_reply: None,
            hint: None,
        }
    }

    /// Puts another game on this table (a new game, or one opened from a
    /// record) under `rules`: everything starts again but the revision,
    /// which moves on, so the new game is saved.
    pub fn restart(&mut self, game: Game, rules: Rules) {
        let revision = self.revision + 1;
        *self = Table {
            revision,
            ..Table::new(game, rules)
        };
    }

    /// Names the players (and the event, the place, the day) before or
    /// during the game; saved like a move.
    pub fn set_heading(&mut self, heading: Heading) {
        self.game.set_heading(heading);
        self.revision += 1;
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The piece the player must move, if any: touched under touch-move,
    /// or put on a wrong square (under any rules).
    pub fn bound(&self) -> Option<Square> {
        match self.touched {
            Commitment::MoveThis(sq) | Commitment::CaptureWith { piece: sq, .. } => Some(sq),
            Commitment::Free | Commitment::CaptureThis(_) => None,
        }
    }

    pub fn touched(&self) -> Commitment {
        self.touched
    }

    pub fn promotion(&self) -> Option<&[Move]> {
        self.promotion.as_deref()
    }

    pub fn refusal(&self) -> Option<&Refusal> {
        self.refusal.as_ref()
    }

    /// Who tried a move refused for `reason` (the class notes it as theirs):
    /// the side to move, but for a move out of turn, the other side.
    pub fn who_tried(&self, reason: ReasonKind) -> Color {
        let turn = self.game.turn();
        match reason {
            ReasonKind::NotYourTurn => !turn,
            _ => turn,
        }
    }

    pub fn verdict(&self) -> Option<(Color, Verdict)> {
        self.verdict
    }

    pub fn wrong_claim(&self) -> bool {
        self.wrong_claim
    }

    /// Whether the next move is declared for a draw claim.
    pub fn declaring_draw(&self) -> bool {
        self.declaring_draw
    }

    /// Why the last draw claimed with a declared move was wrong.
    pub fn wrong_draw_claim(&self) -> Option<WrongDrawClaim> {
        self.wrong_draw_claim
    }

    /// Whether the side to move may declare a move for a draw claim now:
    /// in claim mode, when some move of its would make the draw.
    pub fn can_declare_draw_claim(&self) -> bool {
        self.rules.claim_mode
            && self.pending.is_none()
            && self.computer.is_none_or(|c| c.side != self.game.turn())
            && self.game.draw_claimable_with_a_move()
    }

    pub fn how(&self) -> Option<Option<Square>> {
        self.how
    }

    /// Whether a game is under way: moves made and no result yet. Putting
    /// another game on the table then ends it, so the players are asked.
    pub fn game_in_progress(&self) -> bool {
        !self.game.moves().is_empty() && !self.game.is_over()
    }

    /// Whether a game between people at the board has just begun: its
    /// first move made, no result, neither the computer nor a tournament's
    /// pairing on a side (in class mode, the tablet asks who plays then:
    /// a pupil who came for the lessons is never asked).
    pub fn people_began_playing(&self) -> bool {
        self.game.moves().len() == 1
            && !self.game.is_over()
            && self.computer.is_none()
            && self.game.heading().round.is_none()
    }

    /// What "Take back" may do now.
    pub fn take_back(&self) -> TakeBack {
        let game = &self.game;
        if !game.can_undo() {
            TakeBack::Refused
        } else if !game.is_over() || game.end().is_some_and(GameEnd::is_arbiter_decision) {
            TakeBack::Now
        } else if self.rules.preset().allows_take_back_after_end() {
            TakeBack::BothAgree
        } else {
            TakeBack::Refused
        }
    }

    /// While the game waits for the teacher, only the teacher may put
    /// another game on this table.
    pub fn new_game_needs_teacher(&self) -> bool {
        self.game.teacher_needed().is_some()
    }

    /// Changes whenever the saved record would: the game or its clock.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Changes whenever the game (or its clock) changes, or another table
    /// takes this one's place: what shows the game follows it, and a piece
    /// picked up wakes none of it.
    pub fn game_version(&self) -> (u64, u64) {
        (self.born, self.revision)
    }

    /// The squares shown as dots: where the piece in hand may go, when
    /// the rules show them.
    pub fn dots(&self) -> Vec<Square> {
        match self.selected {
            Some(from) if self.rules.show_dots => self.game.destinations(from),
            _ => Vec::new(),
        }
    }

    /// The board as the players see it: the game's, or with a piece put
    /// down and not yet completed.
    pub fn board(&self) -> &Board {
        match &self.pending {
            Some(Pending::Placed { board, .. }) => board,
            _ => self.game.position().board(),
        }
    }

    /// Whether illegal moves stand until the opponent claims them (claim
    /// mode, classic blitz, or the Laws 2009 in rapid and blitz): the claim button shows.
    pub fn takes_claims(&self) -> bool {
        self.waits_for_claim
    }

    /// The side that must press the clock to complete its move, if any.
    pub fn awaiting_press(&self) -> Option<Color> {
        match &self.pending {
            Some(Pending::Made { mover }) => Some(*mover),
            Some(Pending::Placed { refusal, .. }) => Some(refusal.piece.color),
            None => None,
        }
    }

    /// Where the piece shown on `sq` really stands: a piece put down and
    /// not yet completed is still on its own square in the game.
    pub fn origin(&self, sq: Square) -> Square {
        match &self.pending {
            Some(Pending::Placed { refusal, .. }) if refusal.to == Some(sq) => refusal.from,
            _ => sq,
        }
    }

    /// Where the piece standing on `sq` in the game is shown: a piece put
    /// down and not yet completed is shown where it was put.
    pub fn shown(&self, sq: Square) -> Square {
        match &self.pending {
            Some(Pending::Placed { refusal, .. }) if refusal.from == sq => refusal.to.unwrap_or(sq),
            _ => sq,
        }
    }

    /// The device's time of day with the next input (milliseconds since
    /// 1970): the mistake log says when each illegal move happened. The
    /// clock keeps the page's own time, which never jumps.
    pub fn set_time_of_day(&mut self, wall_ms: u64) {
        self.time_of_day = Some(wall_ms);
    }

    /// Whether the piece on `sq` may be picked up now (a drag may start).
    pub fn movable(&self, sq: Square) -> bool {
        let sq = self.origin(sq);
        self.how.is_none()
            && !self.computer_holds_board()
            && self.promotion.is_none()
            && !self.game.is_over()
            && !matches!(self.pending, Some(Pending::Made { .. }))
            && self.game.position().board().piece_at(sq).map(|p| p.color) == Some(self.game.turn())
    }

    /// A tap (or Enter) on a square: pick up, move, explain, or let go.
    pub fn tap(&mut self, sq: Square, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        if self.promotion.is_some() {
            return events;
        }
        let before = self.refusal.take();
        self.wrong_claim = false;
        self.wrong_draw_claim = None;
        self.early_touch = false;
        self.hint = None;
        if self.how.is_some() {
            self.how = Some(Some(sq));
            return events;
        }
        if self.computer_holds_board() {
            self.touched_on_computers_turn();
            return events;
        }
        // A move made and not yet completed: only the clock may be pressed.
        if let Some(Pending::Made { mover }) = self.pending {
            self.refusal = self
                .board()
                .piece_at(sq)
                .map(|piece| Refusal::new(piece, sq, None, Reason::ClockNotPressed { mover }));
            return events;
        }
        // A piece put down and not completed is taken back; tapped where it
        // stands, it is in hand again.
        if let Some(Pending::Placed { refusal, .. }) = self.pending.take() {
            self.bind_to_placed(refusal.from);
            if refusal.to == Some(sq) {
                self.selected = Some(refusal.from);
                return events;
            }
        }
        let over = self.game.is_over();
        let here = self.game.position().board().piece_at(sq);
        let own = here.is_some_and(|p| p.color == self.game.turn());
        let selected = self.selected;
        match selected {
            // The piece in hand put down, unless it is the one to move:
            // a second tap on it is then not a reason to lose it.
            Some(from) if from == sq => {
                if self.bound() != Some(sq) {
                    self.selected = None;
                }
            }
            // Tried first so that a king tapping its own rook castles.
            Some(from) if self.attempt(from, sq, now, &mut events) => {}
            Some(from) => {
                let castling = self
                    .game
                    .explain(from, Some(sq))
                    .is_some_and(|r| r.reason.is_castling());
                if own && !over && !castling {
                    self.pick_up(sq, &mut events);
                } else {
                    self.refuse(from, Some(sq), now, &mut events);
                }
            }
            None if own && !over => self.pick_up(sq, &mut events),
            // Under touch-move, touching an opponent's piece binds to capture it.
            None if here.is_some() && !over && self.rules.touch_move => {
                self.touched = touch::touch(self.game.position(), self.touched, sq);
                match self.touched {
                    Commitment::CaptureThis(_) | Commitment::CaptureWith { .. } => {
                        self.declined_by_touch();
                        self.refusal = self.touch_refusal(sq, None)
                    }
                    Commitment::Free | Commitment::MoveThis(_) => {
                        self.refuse(sq, None, now, &mut events)
                    }
                }
            }
            None if here.is_some() => self.refuse(sq, None, now, &mut events),
            // The second tap of an attempt after the end: still "the game is
            // over", not the ending's text again.
            None if over => {
                self.refusal = before.filter(|r| r.reason.kind() == ReasonKind::GameOver)
            }
            // The second tap of a move out of turn: "wait, it is White's
            // turn" stays, now for the move tried (noted once, at the first
            // tap, as a drag is).
            None => {
                self.refusal = before
                    .filter(|r| r.reason.kind() == ReasonKind::NotYourTurn && r.to.is_none())
                    .map(|r| {
                        self.game
                            .explain(r.from, Some(sq))
                            .filter(|tried| tried.reason.kind() == ReasonKind::NotYourTurn)
                            .unwrap_or(r)
                    })
            }
        }
        events
    }

    /// A drag starts on `sq`: the piece is picked up unless touch-move binds
    /// the player to another one (then that is explained). Returns whether
    /// the piece is in hand.
    pub fn lift(&mut self, sq: Square) -> bool {
        let sq = self.origin(sq);
        self.take_back_placed();
        let mut events = Vec::new();
        self.pick_up(sq, &mut events);
        self.selected == Some(sq)
    }

    /// The mover presses the clock: a move made is complete, and an illegal
    /// one put down becomes a completed illegal move, for the arbiter to
    /// act on at once or for the opponent to claim.
    pub fn press_clock(&mut self, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        match self.pending.take() {
            None => return events,
            Some(Pending::Made { mover }) => self.press(mover, now),
            Some(Pending::Placed { refusal, .. }) => {
                self.complete_illegal(&refusal, now, &mut events);
            }
        }
        self.revision += 1;
        events.push(Event::ClockPressed);
        events
    }

    /// A dragged piece is dropped on `to` (its own square puts it back, still
    /// in hand).
    pub fn drop_on(&mut self, from: Square, to: Square, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        if self.computer_holds_board() {
            self.touched_on_computers_turn();
            return events;
        }
        if to != from && !self.attempt(from, to, now, &mut events) {
            self.refuse(from, Some(to), now, &mut events);
        }
        events
    }

    /// Lets go of the piece in hand and clears the explanation (Escape, a
    /// drop off the board, the replay).
    pub fn let_go(&mut self) {
        self.selected = None;
        self.refusal = None;
    }

    /// The player chooses the piece a pawn becomes.
    pub fn promote(&mut self, role: Role, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        let chosen = self
            .promotion
            .as_ref()
            .and_then(|ms| ms.iter().copied().find(|m| m.promotion() == Some(role)));
        if let Some(m) = chosen {
            self.play(m, now, &mut events);
        }
        events
    }

    pub fn cancel_promotion(&mut self) {
        self.promotion = None;
        self.selected = None;
    }

    /// "How does it move?" switched on or off.
    pub fn set_how(&mut self, on: bool) {
        self.how = on.then_some(None);
        self.selected = None;
        self.refusal = None;
    }

    /// The opponent claims the last move was illegal (claim mode).
    pub fn claim_illegal(&mut self, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        self.selected = None;
        match self.game.claim(self.policy, self.pace, self.time_of_day) {
            Some((refusal, verdict)) => {
                if let Some(c) = &mut self.clock {
                    c.hand_back(refusal.piece.color, now);
                }
                // The claimer's touches are over: it is the offender's turn
                // again, and the piece they moved is the one to move, as a
                // piece put on a wrong square is (7.5.1 with 4.3).
                self.bind_to_placed(refusal.from);
                self.revision += 1;
                self.judged(refusal.piece.color, verdict, now, &mut events);
                self.wrong_claim = false;
                self.refusal = Some(refusal);
            }
            None => {
                self.wrong_claim = true;
                events.push(Event::ClaimRejected);
            }
        }
        events
    }

    /// Whether a flag is down in a game that goes on: [`Table::tick`] would
    /// end it. Cheap, for a timer to ask often.
    pub fn flag_due(&self, now: Millis) -> bool {
        // A paused clock (the teacher's, after a flag taken back) shows a
        // fallen flag but ends nothing until it runs again.
        !self.game.is_over()
            && self.clock.as_ref().is_some_and(|c| {
                c.running_side().is_some() && c.flags(now) != crate::clock::Flags::Up
            })
    }

    /// The clock is looked at: a fallen flag ends the game.
    pub fn tick(&mut self, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        if !self.flag_due(now) {
            return events;
        }
        self.revision += 1;
        if let Some(c) = &mut self.clock {
            let flags = c.flags(now);
            c.stop(now);
            self.pending = None;
            if let Some(end) = self.game.flag(flags) {
                self.selected = None;
                self.promotion = None;
                events.push(Event::Ended(end));
            }
        }
        events
    }

    /// An action from the controls or the teacher; a refused one changes
    /// nothing but the piece in hand and the explanation.
    pub fn act(&mut self, action: Action, now: Millis) -> Result<Vec<Event>, ActionError> {
        // A player who touched a piece to move it has lost the right to
        // claim a draw on this move (9.4): refused, and said why.
        let withdrawing = action == Action::DeclareDrawClaim && self.declaring_draw;
        if matches!(action, Action::ClaimDraw | Action::DeclareDrawClaim)
            && !withdrawing
            && self.piece_touched()
        {
            self.claim_lost_to_touch = true;
            return Err(ActionError::PieceTouched);
        }
        self.claim_lost_to_touch = false;
        let declaring = std::mem::take(&mut self.declaring_draw);
        if action == Action::DeclareDrawClaim {
            if self.game.teacher_needed().is_some() {
                return Err(ActionError::TeacherNeeded);
            }
            if !declaring && !self.can_declare_draw_claim() {
                return Err(ActionError::NoDrawToClaim);
            }
            // The piece in hand stays: the declared move is made with it.
            self.declaring_draw = !declaring;
            self.wrong_draw_claim = None;
            return Ok(Vec::new());
        }
        // The piece touched stays bound through any button (4.3.1): only
        // what changes the position or ends the game frees it. A button
        // that takes back a piece put down binds to it (`take_back_placed`).
        let touched = std::mem::take(&mut self.touched);
        let in_hand = self.selected;
        let moves_before = self.game.moves().len();
        self.wrong_claim = false;
        self.wrong_draw_claim = None;
        self.refusal = None;
        self.verdict = None;
        self.how = None;
        self.selected = None;
        self.promotion = None;
        self.early_touch = false;
        self.hint = None;
        let result = self.carry_out(action, now);
        if !self.game.is_over()
            && self.game.moves().len() == moves_before
            && self.touched == Commitment::Free
        {
            self.touched = touched;
            // The bound piece stays in hand too: a tap on a square it
            // cannot reach is explained as before the button.
            if in_hand == self.bound() {
                self.selected = in_hand;
            }
        }
        result
    }

    /// Whether the player to move must move a piece: one touched under
    /// touch-move (without it, touching commits to nothing), or one put on
    /// a wrong square, which binds either way.
    fn piece_touched(&self) -> bool {
        self.touched != Commitment::Free || (self.rules.touch_move && self.selected.is_some())
    }

    /// A draw claimed after touching a piece, refused (9.4): the panel says
    /// why until the next move or button.
    pub fn claim_lost_to_touch(&self) -> bool {
        self.claim_lost_to_touch
    }

    /// An action, carried out on the game and the clock.
    fn carry_out(&mut self, action: Action, now: Millis) -> Result<Vec<Event>, ActionError> {
        // While the game waits for the teacher only the teacher acts.
        if self.game.teacher_needed().is_some() && action.is_pupils() {
            return Err(ActionError::TeacherNeeded);
        }
        let was_over = self.game.is_over();
        self.revision += 1;
        self.take_back_placed();
        match action {
            Action::Resign(side) => self.game.resign(side).map(drop)?,
            Action::OfferDraw(by) => self.game.offer_draw(by)?,
            Action::AcceptDraw => self.game.accept_draw().map(drop)?,
            Action::DeclineDraw => self.game.decline_draw()?,
            Action::ClaimDraw => self.game.claim_draw().map(drop)?,
            Action::DeclareDrawClaim => {}
            Action::Undo | Action::UndoAgreed => {
                // Once the game has ended, only both players together take
                // a move back, and never under the FIDE presets.
                if was_over && !self.game.end().is_some_and(GameEnd::is_arbiter_decision) {
                    if !self.rules.preset().allows_take_back_after_end() {
                        return Err(ActionError::GameOver);
                    }
                    if action == Action::Undo {
                        return Err(ActionError::BothMustAgree);
                    }
                }
                self.game.undo()?;
                // Against the computer the pupil's own move is taken back:
                // the computer's answer goes with it.
                let computer_to_move = self.computer.is_some_and(|c| c.side == self.game.turn());
                if self.held_reply.take().is_none() && computer_to_move && self.game.can_undo() {
                    self.game.undo()?;
                }
                self.pending = None;
                self.clock_follows_undo(now);
            }
            Action::Adjudicate(winner) => self.game.adjudicate(winner).map(drop)?,
            Action::RecommendDraw => self.game.recommend_draw().map(drop)?,
            Action::TakeBackDecision => {
                let taken_back = self.game.take_back_decision()?;
                self.clock_follows_undo(now);
                // After a fallen flag, or with the game stopped for the
                // teacher again, the teacher gives time and starts the clock.
                if (taken_back.is_flag() || self.game.teacher_needed().is_some())
                    && let Some(c) = &mut self.clock
                {
                    c.pause(now);
                }
            }
            Action::PlayOn { ahead, limit } => {
                self.game.adjudicate_by_playing_on(ahead, limit).map(drop)?
            }
            Action::GiveMinutes { to, minutes } => {
                if let Some(c) = &mut self.clock {
                    c.add_minutes(to, u32::from(minutes));
                }
            }
            Action::TeacherContinue { recount } => {
                self.game.teacher_continue(recount);
                // The clocks stopped when the teacher was called.
                if let Some(c) = self.clock.as_mut().filter(|c| c.is_paused()) {
                    c.resume(now);
                }
            }
            Action::PauseClock => match &mut self.clock {
                Some(c) if c.is_paused() => c.resume(now),
                Some(c) => c.pause(now),
                None => {}
            },
        }
        self.stop_clock_if_over(now);
        Ok(match self.game.end() {
            Some(end) if !was_over => vec![Event::Ended(end)],
            _ => Vec::new(),
        })
    }

    /// A piece put down and not completed goes back to its square (a move
    /// made and waiting for the press stays).
    fn take_back_placed(&mut self) {
        if let Some(Pending::Placed { refusal, .. }) = self
            .pending
            .take_if(|p| matches!(p, Pending::Placed { .. }))
        {
            self.bind_to_placed(refusal.from);
        }
    }

    /// A piece put on a square it cannot go to and taken back must make a
    /// legal move itself, when it has one (FIDE 4.3 with 7.5.1; the
    /// arbiter's commentary: "tiene que mover la pieza que tocó"), whether
    /// or not the teacher switched touch-move on.
    fn bind_to_placed(&mut self, from: Square) {
        self.touched = touch::touch(self.game.position(), Commitment::Free, from);
    }

    /// After a take-back the clock of the side to move runs (or waits for
    /// the first move again when none is left).
    fn clock_follows_undo(&mut self, now: Millis) {
        let Some(c) = &mut self.clock else {
            return;
        };
        if self.game.moves().is_empty() || self.game.is_over() {
            c.stop(now);
        } else {
            c.give_turn(self.game.turn(), now);
        }
    }

    /// Picks up the piece on `sq` (touching it); touch-move may refuse,
    /// explaining why, and then the hand stays as it was.
    fn pick_up(&mut self, sq: Square, events: &mut Vec<Event>) {
        // Bound by touch-move, or by a piece put on a wrong square.
        if let Some(bound) = self.bound()
            && bound != sq
        {
            self.refusal = self.touch_refusal(sq, None);
            if let Some(r) = &self.refusal {
                events.push(Event::Refused(r.reason.kind()));
            }
            return;
        }
        if self.rules.touch_move {
            self.touched = touch::touch(self.game.position(), self.touched, sq);
        }
        self.declined_by_touch();
        self.selected = Some(sq);
        events.push(Event::Selected(sq));
    }

    /// A piece touched to move (or capture) it declines the opponent's
    /// draw offer (9.1.2.3), as a move does.
    fn declined_by_touch(&mut self) {
        if self.game.draw_offer_to_answer() && self.game.decline_draw().is_ok() {
            self.revision += 1;
        }
    }

    /// Tries to move the piece on `from` to `to`; returns whether anything
    /// happened (a move, or the promotion choice opening). A refusal is not
    /// explained here: a tap on an own piece may just change the hand.
    fn attempt(&mut self, from: Square, to: Square, now: Millis, events: &mut Vec<Event>) -> bool {
        // Without touch-move nothing is touched but a piece put on a wrong
        // square: what is touched binds either way.
        let kept = |m: &Move| touch::allows(self.touched, *m);
        match self.game.intent(from, to) {
            Intent::Move(m) if !kept(&m) => false,
            Intent::Promotion(ms) if !ms.iter().all(kept) => false,
            Intent::Move(m) => {
                self.play(m, now, events);
                true
            }
            Intent::Promotion(choices) => {
                self.promotion = Some(choices);
                events.push(Event::PromotionAsked);
                true
            }
            Intent::Illegal => false,
        }
    }

    /// Explains why moving `from` → `to` (or picking up `from`) is refused,
    /// and lets the arbiter count it under the game's rules.
    fn refuse(&mut self, from: Square, to: Option<Square>, now: Millis, events: &mut Vec<Event>) {
        self.selected = None;
        let refusal = self
            .game
            .explain(from, to)
            .or_else(|| self.touch_refusal(from, to));
        let Some(r) = refusal else {
            return;
        };
        events.push(Event::Refused(r.reason.kind()));
        // With the clock to press, a piece put down is not a move yet: it
        // waits there, unexplained, for the press or to be taken back.
        if self.press_to_complete
            && r.is_completed_attempt()
            && let Some(board) = self.game.board_with(&r)
        {
            if let Some(c) = &mut self.clock {
                c.start(r.piece.color, now);
            }
            self.pending = Some(Pending::Placed { refusal: r, board });
            events.push(Event::Placed);
            return;
        }
        self.complete_illegal(&r, now, events);
    }

    /// An illegal move is completed: it stands on the board until claimed
    /// (claim mode, classic blitz, the Laws 2009 in rapid and blitz), or the arbiter acts
    /// at once; a move that cannot stand (own king left attacked) is judged
    /// at once too.
    fn complete_illegal(&mut self, r: &Refusal, now: Millis, events: &mut Vec<Event>) {
        // The attempt goes into the mistake log (or stands on the board).
        self.revision += 1;
        if self.waits_for_claim && r.is_completed_attempt() && self.game.play_illegal(r).is_ok() {
            self.touched = Commitment::Free;
            self.press(r.piece.color, now);
            events.push(Event::IllegalMoveStood);
            self.refusal = None;
            return;
        }
        let verdict = self
            .game
            .record_refusal(r, self.policy, self.pace, self.time_of_day);
        self.judged(r.piece.color, verdict, now, events);
        // The position before it stands again; under touch-move the piece
        // touched is the one to move (7.5.1 with 4.3).
        if self.press_to_complete && r.is_completed_attempt() {
            self.touched = touch::touch(self.game.position(), Commitment::Free, r.from);
        }
        self.refusal = Some(r.clone());
    }

    /// Applies the arbiter's verdict on `offender`: penalty minutes to the
    /// opponent, and the clock stopped if the game ended.
    fn judged(&mut self, offender: Color, verdict: Verdict, now: Millis, events: &mut Vec<Event>) {
        match (verdict, &mut self.clock) {
            (Verdict::Penalty { minutes, .. }, Some(c)) => {
                c.add_minutes(!offender, u32::from(minutes))
            }
            // Calling the teacher is a stop: no one's time runs meanwhile.
            (Verdict::AsksTeacher { .. }, Some(c)) => c.pause(now),
            _ => {}
        }
        self.stop_clock_if_over(now);
        self.verdict = (verdict != Verdict::NotCounted).then_some((offender, verdict));
        if verdict != Verdict::NotCounted {
            events.push(Event::Judged { offender, verdict });
        }
        if let (Some(end), Verdict::Loses { .. }) = (self.game.end(), verdict) {
            events.push(Event::Ended(end));
        }
    }

    /// Why a move breaks the touch-move commitment, if it does.
    fn touch_refusal(&self, from: Square, to: Option<Square>) -> Option<Refusal> {
        let board = self.game.position().board();
        let (reason, highlights) = match self.touched {
            Commitment::Free => return None,
            Commitment::MoveThis(touched) | Commitment::CaptureThis(touched) => (
                Reason::TouchMove {
                    touched,
                    role: board.role_at(touched)?,
                    capture: matches!(self.touched, Commitment::CaptureThis(_)),
                },
                vec![(
                    touched,
                    if matches!(self.touched, Commitment::CaptureThis(_)) {
                        Highlight::Target
                    } else {
                        Highlight::Piece
                    },
                )],
            ),
            Commitment::CaptureWith { piece, target } => (
                Reason::TouchCapture {
                    piece,
                    role: board.role_at(piece)?,
                    target,
                    captured: board.role_at(target)?,
                },
                vec![(piece, Highlight::Piece), (target, Highlight::Target)],
            ),
        };
        let mut r = Refusal::new(board.piece_at(from)?, from, to, reason);
        r.highlights.extend(highlights);
        Some(r)
    }

    fn play(&mut self, m: Move, now: Millis, events: &mut Vec<Event>) {
        self.hint = None;
        self.touched = Commitment::Free;
        self.claim_lost_to_touch = false;
        self.wrong_claim = false;
        self.refusal = None;
        self.verdict = None;
        self.selected = None;
        self.promotion = None;
        let mover = self.game.turn();
        let before = self.game.position().clone();
        let declared = std::mem::take(&mut self.declaring_draw);
        self.wrong_draw_claim = None;
        let made = if declared {
            self.game.claim_draw_with(m)
        } else {
            self.game.play(m).map(|()| None)
        };
        if let Ok(drawn) = made {
            self.revision += 1;
            if declared && drawn.is_none() && !self.game.is_over() {
                // A wrong claim: the move stands, the opponent gets the
                // minutes the Laws give at this pace.
                let edition = self.policy.edition;
                let penalty = self.clock.as_mut().zip(self.pace).map(|(c, pace)| {
                    let minutes = edition.wrong_claim_minutes(pace);
                    c.add_minutes(!mover, u32::from(minutes));
                    minutes
                });
                self.wrong_draw_claim = Some(WrongDrawClaim {
                    times_seen: self.game.repetitions(),
                    moves_each: self.game.position().halfmoves() / 2,
                    penalty,
                });
                events.push(Event::DrawClaimRejected);
            }
            if self.press_to_complete && !self.game.is_over() {
                // Made, and complete once the mover presses the clock.
                if let Some(c) = &mut self.clock {
                    c.start(mover, now);
                }
                self.pending = Some(Pending::Made { mover });
            } else {
                self.press(mover, now);
            }
            events.push(Event::Moved { before, played: m });
            if let Some(end) = self.game.end() {
                events.push(Event::Ended(end));
            }
        }
    }

    /// The mover's clock stops and the opponent's starts; a finished game
    /// stops it for good.
    fn press(&mut self, mover: Color, now: Millis) {
        if let Some(c) = &mut self.clock {
            c.start(mover, now);
            c.press(now);
        }
        self.stop_clock_if_over(now);
    }

    /// Whatever ended the game (a move, the arbiter, the teacher, a
    /// resignation) stops the clock.
    fn stop_clock_if_over(&mut self, now: Millis) {
        if self.game.is_over() {
            self.pending = None;
            if let Some(c) = &mut self.clock {
                c.stop(now);
            }
        }
    }

    /// A saved table whose last move was made and not yet completed: the
    /// mover still has to press the clock.
    pub fn restore_awaiting_press(&mut self, mover: Color) {
        let last_by_mover = !self.game.moves().is_empty() && self.game.turn() == !mover;
        if self.press_to_complete && !self.game.is_over() && last_by_mover {
            self.pending = Some(Pending::Made { mover });
        }
    }

    /// The side whose made move waits for the clock (what a record keeps).
    pub fn made_awaiting_press(&self) -> Option<Color> {
        match self.pending {
            Some(Pending::Made { mover }) => Some(mover),
            _ => None,
        }
    }

    /// The computer plays `opponent`'s side from now on (`None`: people
    /// play both sides).
    pub fn set_computer(&mut self, opponent: Option<Opponent>) {
        self.computer = opponent;
        self.held_reply = None;
        self.revision += 1;
    }

    pub fn computer(&self) -> Option<Opponent> {
        self.computer
    }

    /// The computer is to move: nothing waits for the teacher, a clock's
    /// press or the pupil's answer to a take-back offer.
    pub fn computer_to_move(&self) -> bool {
        self.computer.is_some_and(|c| c.side == self.game.turn())
            && self.play_goes_on()
            && self.held_reply.is_none()
    }

    /// What to ask the computer now, if it is to move. At the levels that
    /// offer take-backs (and with take-backs allowed) it also checks the
    /// pupil's last move.
    pub fn question(&self) -> Option<Question> {
        let computer = self.computer.filter(|_| self.computer_to_move())?;
        let check_last =
            computer.offers_take_back() && self.rules.undo_allowed && !self.game.moves().is_empty();
        Some(self.asking(computer.level, computer.seed, check_last))
    }

    /// What to ask for a hint: the strongest level's move for the pupil,
    /// when it is the pupil's turn against the computer.
    pub fn hint_question(&self) -> Option<Question> {
        let computer = self.computer.filter(|_| self.pupil_to_move())?;
        Some(self.asking(Level::STRONGEST, computer.seed, false))
    }

    /// Against the computer, the pupil is to move (and may ask a hint).
    pub fn pupil_to_move(&self) -> bool {
        self.computer.is_some_and(|c| c.side != self.game.turn()) && self.play_goes_on()
    }

    /// Nothing stops the next move: the game is not over, nor waiting for
    /// the teacher or for a clock's press.
    fn play_goes_on(&self) -> bool {
        !self.game.is_over() && self.game.teacher_needed().is_none() && self.pending.is_none()
    }

    /// Shows the move answered to [`Table::hint_question`], if it still fits.
    pub fn show_hint(&mut self, answer: &Answer) {
        if self.hint_question().is_none() {
            return;
        }
        let position = self.game.position();
        self.hint = answer
            .move_in(position)
            .and_then(|m| Hint::new(position, m));
    }

    pub fn hint(&self) -> Option<Hint> {
        self.hint
    }

    fn asking(&self, level: Level, seed: u64, check_last: bool) -> Question {
        let plies = self.game.moves().len() as u64;
        Question {
            level,
            seed: seed.wrapping_add(plies),
            check_last,
            start: self.game.start_fen(),
            moves: self
                .game
                .moves()
                .iter()
                .map(|m| m.to_uci(shakmaty::CastlingMode::Standard))
                .collect(),
        }
    }

    /// The computer's answer to [`Table::question`]: its move is played
    /// (completing it on the clock too), or held while the pupil is asked
    /// to take back a blunder. An answer that no longer fits is ignored.
    pub fn computer_answered(&mut self, answer: &Answer, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        if !self.computer_to_move() {
            return events;
        }
        let Some(m) = answer.move_in(self.game.position()) else {
            return events;
        };
        let offer = answer.blunder
            && self.rules.undo_allowed
            && self.computer.is_some_and(Opponent::offers_take_back)
            && self.game.can_undo();
        if offer {
            self.held_reply = Some(m);
        } else {
            self.computer_plays(m, now, &mut events);
        }
        events
    }

    fn computer_plays(&mut self, m: Move, now: Millis, events: &mut Vec<Event>) {
        let mover = self.game.turn();
        self.early_touch = false;
        self.play(m, now, events);
        // The computer completes its own move on the clock.
        if matches!(self.pending, Some(Pending::Made { mover: made }) if made == mover) {
            self.pending = None;
            self.press(mover, now);
        }
    }

    /// Whether the pupil is being asked to take back a blunder.
    pub fn take_back_offered(&self) -> bool {
        self.held_reply.is_some()
    }

    /// While a blunder's take-back is offered, the piece it leaves to be
    /// captured at once, if any (the offer names and marks it, whatever
    /// the computer's level would play).
    pub fn piece_at_risk(&self) -> Option<(Square, Role, Square)> {
        self.held_reply.as_ref()?;
        crate::computer::piece_at_risk(self.game.position())
    }

    /// The pupil keeps the blunder: the computer plays the move it held.
    pub fn keep_move(&mut self, now: Millis) -> Vec<Event> {
        let mut events = Vec::new();
        if let Some(m) = self.held_reply.take() {
            self.computer_plays(m, now, &mut events);
        }
        events
    }

    /// The pupil touched the board while the computer was to move (a kind
    /// word says to wait).
    pub fn early_touch(&self) -> bool {
        self.early_touch
    }

    /// A touch while the board is the computer's moves nothing; while it
    /// thinks, a kind word says to wait (the take-back offer speaks for
    /// itself).
    fn touched_on_computers_turn(&mut self) {
        self.early_touch = self.held_reply.is_none();
        self.selected = None;
    }

    /// Whether the board is the computer's now: the pupil's touches wait.
    fn computer_holds_board(&self) -> bool {
        self.computer_to_move() || self.held_reply.is_some()
    }
}
