//! The round's timer: counts down while running, keeps its time while
//! stopped, never goes below zero.

use peoncito_core::tournament::round_timer::RoundTimer;

#[test]
fn counts_down_only_while_running() {
    let mut timer = RoundTimer::new(30);
    assert_eq!(timer.seconds_left(5_000), 1800, "not started yet");
    timer.start(10_000);
    timer.start(20_000);
    assert!(timer.is_running());
    assert_eq!(
        timer.seconds_left(70_000),
        1740,
        "a second start changes nothing"
    );
    assert_eq!(timer.seconds_left(70_001), 1740, "rounded up");
    timer.stop(130_000);
    assert!(!timer.is_running());
    assert_eq!(timer.seconds_left(999_000), 1680, "stopped: time kept");
    timer.start(1_000_000);
    assert_eq!(timer.seconds_left(1_000_000 + 1_680_000), 0);
    assert_eq!(timer.seconds_left(u64::MAX), 0, "time up stays at zero");
    assert_eq!(timer.seconds_left(0), 1680, "a clock that went back");
}
