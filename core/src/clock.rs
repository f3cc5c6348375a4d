//! A chess clock as a pure value: time comes from timestamps passed in
//! (milliseconds from `performance.now()` in the browser), never from ticks,
//! so a sleeping tablet or a throttled tab cannot make it drift.

use shakmaty::{ByColor, Color};

/// Milliseconds on a monotonic time line.
pub type Millis = u64;

const MINUTE: i64 = 60_000;

/// The most time a clock can show, and the least: far beyond any school
/// game, so saved numbers outside this are damaged, never real.
const MOST_MS: i64 = 100 * 60 * MINUTE;
const LEAST_MS: i64 = -MOST_MS;

/// Base time and increment per move, in seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    pub base_seconds: u32,
    pub increment_seconds: u32,
}

/// FIDE's classes of time control (App. A and B), by base + 60 × increment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Blitz,
    Rapid,
    Standard,
}

/// The edition of the FIDE Laws a preset follows: where rapid begins moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edition {
    /// Quoted by the arbiter's commentary: rapid at least 15 minutes,
    /// blitz less.
    Fide2009,
    /// Today (App. A.1, B.1): rapid more than 10 minutes, blitz 10 or less.
    Fide2023,
}

impl Edition {
    /// The minutes a wrong draw claim gives the opponent at a game's
    /// pace: three in the Laws 2009 (9.5); today two (9.5.3), and one in
    /// rapid and blitz, where the penalties of Articles 7 and 9 are one
    /// minute (A.5, B.3).
    pub fn wrong_claim_minutes(self, pace: Pace) -> u8 {
        match (self, pace) {
            (Edition::Fide2009, _) => 3,
            (Edition::Fide2023, Pace::Standard) => 2,
            (Edition::Fide2023, Pace::Rapid | Pace::Blitz) => 1,
        }
    }
}

impl TimeControl {
    pub const fn new(base_minutes: u32, increment_seconds: u32) -> TimeControl {
        TimeControl {
            base_seconds: base_minutes * 60,
            increment_seconds,
        }
    }

    /// The pace under today's Laws.
    pub fn pace(self) -> Pace {
        self.pace_in(Edition::Fide2023)
    }

    /// The pace as an edition of the Laws draws the lines, by base + 60 ×
    /// increment; standard play is an hour or more in both.
    pub fn pace_in(self, edition: Edition) -> Pace {
        let total = self.base_seconds + 60 * self.increment_seconds;
        let blitz = match edition {
            Edition::Fide2009 => total < 15 * 60,
            Edition::Fide2023 => total <= 10 * 60,
        };
        if blitz {
            Pace::Blitz
        } else if total < 60 * 60 {
            Pace::Rapid
        } else {
            Pace::Standard
        }
    }
}

/// Which flags are down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flags {
    Up,
    Fallen(Color),
    Both,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clock {
    control: TimeControl,
    /// Time left at the last update, per side (may go below zero).
    left: ByColor<i64>,
    /// The side whose clock runs, and since when.
    running: Option<(Color, Millis)>,
    /// The side whose turn it was when the teacher paused.
    paused: Option<Color>,
}

impl Clock {
    pub fn new(control: TimeControl) -> Clock {
        let base = i64::from(control.base_seconds) * 1000;
        Clock {
            control,
            left: ByColor::new_with(|_| base),
            running: None,
            paused: None,
        }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Starts the clock of `side` (the first move's player) at `now`.
    pub fn start(&mut self, side: Color, now: Millis) {
        if self.running.is_none() && self.paused.is_none() {
            self.running = Some((side, now));
        }
    }

    fn settle(&mut self, now: Millis) {
        if let Some((side, since)) = self.running {
            let spent = now.saturating_sub(since);
            let left = self.left.get_mut(side);
            *left = left.saturating_sub(i64::try_from(spent).unwrap_or(i64::MAX));
            self.running = Some((side, now));
        }
    }

    /// The player who just moved presses the clock: their time stops, they
    /// get the increment, and the opponent's time starts.
    pub fn press(&mut self, now: Millis) {
        self.settle(now);
        if let Some((side, _)) = self.running {
            let left = self.left.get_mut(side);
            *left = left.saturating_add(i64::from(self.control.increment_seconds) * 1000);
            self.running = Some((!side, now));
        }
    }

    /// Runs `side`'s clock without an increment: after a correct claim the
    /// illegal move is taken back and its player must move again.
    pub fn hand_back(&mut self, side: Color, now: Millis) {
        self.settle(now);
        if self.running.is_some() {
            self.running = Some((side, now));
        }
    }

    /// After a take-back: `side`'s clock runs (or, paused, will run on
    /// resuming), even if the game had ended and stopped it.
    pub fn give_turn(&mut self, side: Color, now: Millis) {
        self.settle(now);
        if self.paused.is_some() {
            self.paused = Some(side);
        } else {
            self.running = Some((side, now));
        }
    }

    pub fn pause(&mut self, now: Millis) {
        self.settle(now);
        if let Some((side, _)) = self.running.take() {
            self.paused = Some(side);
        }
    }

    pub fn resume(&mut self, now: Millis) {
        if let Some(side) = self.paused.take() {
            self.running = Some((side, now));
        }
    }

    /// Stops for good (the game ended).
    pub fn stop(&mut self, now: Millis) {
        self.settle(now);
        self.running = None;
        self.paused = None;
    }

    pub fn is_paused(&self) -> bool {
        self.paused.is_some()
    }

    pub fn running_side(&self) -> Option<Color> {
        self.running.map(|(side, _)| side)
    }

    /// Adds penalty minutes to a side (the opponent of an illegal move).
    pub fn add_minutes(&mut self, side: Color, minutes: u32) {
        let left = self.left.get_mut(side);
        *left = left
            .saturating_add(i64::from(minutes) * MINUTE)
            .min(MOST_MS);
    }

    /// Milliseconds left for `side` at `now` (negative once the flag fell).
    pub fn left(&self, side: Color, now: Millis) -> i64 {
        let mut left = *self.left.get(side);
        if let Some((running, since)) = self.running
            && running == side
        {
            left =
                left.saturating_sub(i64::try_from(now.saturating_sub(since)).unwrap_or(i64::MAX));
        }
        left
    }

    pub fn flags(&self, now: Millis) -> Flags {
        let down = |c| self.left(c, now) <= 0;
        match (down(Color::White), down(Color::Black)) {
            (true, true) => Flags::Both,
            (true, false) => Flags::Fallen(Color::White),
            (false, true) => Flags::Fallen(Color::Black),
            (false, false) => Flags::Up,
        }
    }
}

/// What a clock looks like at one moment, to keep across a page reload.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Snapshot {
    pub white_ms: i64,
    pub black_ms: i64,
    /// The side whose clock was running (or paused on): `Some(true)` for White.
    pub white_turn: Option<bool>,
    pub paused: bool,
}

impl Clock {
    pub fn snapshot(&self, now: Millis) -> Snapshot {
        Snapshot {
            white_ms: self.left(Color::White, now),
            black_ms: self.left(Color::Black, now),
            white_turn: self
                .running
                .map(|(side, _)| side)
                .or(self.paused)
                .map(Color::is_white),
            paused: self.paused.is_some(),
        }
    }

    /// Continues a saved clock from `now`: the time the page was closed is
    /// not charged to anyone. Times beyond any real game are held at the
    /// bounds, so a fallen flag stays fallen.
    pub fn restore(control: TimeControl, snapshot: Snapshot, now: Millis) -> Clock {
        let mut clock = Clock::new(control);
        *clock.left.get_mut(Color::White) = snapshot.white_ms.clamp(LEAST_MS, MOST_MS);
        *clock.left.get_mut(Color::Black) = snapshot.black_ms.clamp(LEAST_MS, MOST_MS);
        let turn = snapshot.white_turn.map(Color::from_white);
        match (turn, snapshot.paused) {
            (Some(side), true) => clock.paused = Some(side),
            (Some(side), false) => clock.running = Some((side, now)),
            (None, _) => {}
        }
        clock
    }
}

/// The school regulation's late table (App. A): a tournament game played
/// without a clock that runs late gets one part-way, with the time each
/// player would have left had they played at the pace of a standard game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LateTable {
    /// Base minus moves played × (base ÷ basis moves), with the
    /// arithmetic, to show it in words.
    Counted {
        /// The time each has in a full game.
        base_seconds: u32,
        /// Base ÷ basis moves, in tenths of a second (22,5 s).
        tenths_a_move: u32,
        moves_played: u32,
        /// Moves × the time a move: what each is taken to have used.
        used_seconds: u32,
        /// What is left of the base.
        seconds: u32,
        /// The same, rounded up to whole minutes "to avoid problems": what
        /// each gets.
        minutes_rounded_up: u32,
        /// When a player says the other thought longer: from the rounded
        /// time.
        disputed: Disputed,
        /// The simpler rule: a third of the base each.
        one_third_seconds: u32,
    },
    /// More moves were played than the basis: the count leaves no time, so
    /// each player gets the simpler rule's third of the base.
    ThirdOnly { one_third_seconds: u32 },
    /// A base of no time: nothing to count from (the teacher is asked for
    /// the minutes of a whole game).
    NoBase,
}

/// When a player says the other thought longer, the regulation's two
/// ways (App. A): "añadirle 30 segundos a uno y restarle 30 segundos al
/// otro, o agregarle un minuto al que jugó más rápido".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Disputed {
    /// Seconds for the faster player, 30 more.
    pub faster: u32,
    /// Seconds for the other, 30 fewer.
    pub slower: u32,
    /// Or the faster player alone gets a minute more.
    pub faster_by_a_minute: u32,
}

const DISPUTE_SECONDS: u32 = 30;

/// `basis_moves` is the length of a standard game (40 in the regulation).
/// A dispute starts from the time given, rounded up (App. A: four minutes,
/// then "30 segundos a uno y restarle 30 segundos al otro").
pub fn late_table(base_minutes: u32, moves_played: u32, basis_moves: u32) -> LateTable {
    if base_minutes == 0 {
        return LateTable::NoBase;
    }
    let basis = u64::from(basis_moves.max(1));
    let base = u64::from(base_minutes) * 60;
    let used = u64::from(moves_played) * base / basis;
    let whole = |n: u64| u32::try_from(n).unwrap_or(u32::MAX);
    let one_third_seconds = whole(base / 3);
    match base.checked_sub(used).filter(|left| *left > 0) {
        Some(left) => {
            let minutes_rounded_up = whole(left.div_ceil(60));
            let given = minutes_rounded_up.saturating_mul(60);
            LateTable::Counted {
                base_seconds: whole(base),
                tenths_a_move: whole(base * 10 / basis),
                moves_played,
                used_seconds: whole(used),
                seconds: whole(left),
                minutes_rounded_up,
                disputed: Disputed {
                    faster: given.saturating_add(DISPUTE_SECONDS),
                    slower: given.saturating_sub(DISPUTE_SECONDS),
                    faster_by_a_minute: given.saturating_add(60),
                },
                one_third_seconds,
            }
        }
        None => LateTable::ThirdOnly { one_third_seconds },
    }
}
