//! The round's timer on the wall: how long is left for the games of the
//! round, counted down from what the teacher set, and stopped and started
//! again as the teacher needs (times in the page clock's milliseconds).

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundTimer {
    /// What was left when it last stopped (all of it before the start).
    left_ms: u64,
    /// When it last started, while it runs.
    running_since: Option<u64>,
}

impl RoundTimer {
    pub fn new(minutes: u16) -> RoundTimer {
        RoundTimer {
            left_ms: u64::from(minutes) * 60_000,
            running_since: None,
        }
    }

    pub fn is_running(&self) -> bool {
        self.running_since.is_some()
    }

    pub fn start(&mut self, now_ms: u64) {
        if self.running_since.is_none() {
            self.running_since = Some(now_ms);
        }
    }

    pub fn stop(&mut self, now_ms: u64) {
        self.left_ms = self.left_ms(now_ms);
        self.running_since = None;
    }

    /// Time left at `now_ms`; never below nothing.
    pub fn left_ms(&self, now_ms: u64) -> u64 {
        let spent = self
            .running_since
            .map_or(0, |since| now_ms.saturating_sub(since));
        self.left_ms.saturating_sub(spent)
    }

    /// Whole seconds left, rounded up: "0:00" only when time is up.
    pub fn seconds_left(&self, now_ms: u64) -> u64 {
        self.left_ms(now_ms).div_ceil(1000)
    }
}
