//! The clock model with an injected time line.

use peoncito_core::clock::{Clock, Disputed, Flags, LateTable, Pace, TimeControl, late_table};
use shakmaty::Color::{Black, White};

const S: u64 = 1000;
const MIN: u64 = 60 * S;

#[test]
fn time_controls_have_a_pace() {
    assert_eq!(TimeControl::new(5, 0).pace(), Pace::Blitz);
    assert_eq!(TimeControl::new(3, 2).pace(), Pace::Blitz);
    assert_eq!(
        TimeControl::new(10, 5).pace(),
        Pace::Rapid,
        "10 + 60×5 s = 15 min"
    );
    assert_eq!(TimeControl::new(15, 0).pace(), Pace::Rapid);
    assert_eq!(TimeControl::new(90, 30).pace(), Pace::Standard);
}

#[test]
fn only_the_running_side_loses_time() {
    let mut clock = Clock::new(TimeControl::new(5, 0));
    assert_eq!(clock.left(White, 0), 5 * 60_000);
    clock.start(White, 1_000);
    assert_eq!(clock.left(White, 1_000 + 10 * S), 5 * 60_000 - 10_000);
    assert_eq!(clock.left(Black, 1_000 + 10 * S), 5 * 60_000);
    clock.press(1_000 + 10 * S);
    assert_eq!(clock.running_side(), Some(Black));
    assert_eq!(
        clock.left(White, 1_000 + 99 * S),
        5 * 60_000 - 10_000,
        "white stopped"
    );
    assert_eq!(clock.left(Black, 1_000 + 40 * S), 5 * 60_000 - 30_000);
}

#[test]
fn the_increment_goes_to_the_player_who_pressed() {
    let mut clock = Clock::new(TimeControl::new(3, 2));
    clock.start(White, 0);
    clock.press(5 * S);
    assert_eq!(clock.left(White, 5 * S), 3 * 60_000 - 5_000 + 2_000);
    clock.press(6 * S);
    assert_eq!(clock.left(Black, 6 * S), 3 * 60_000 - 1_000 + 2_000);
}

#[test]
fn penalty_minutes_go_to_the_opponent() {
    let mut clock = Clock::new(TimeControl::new(5, 0));
    clock.start(White, 0);
    clock.add_minutes(Black, 2);
    assert_eq!(clock.left(Black, 30 * S), 7 * 60_000);
}

#[test]
fn a_flag_falls_when_time_runs_out() {
    let mut clock = Clock::new(TimeControl::new(1, 0));
    clock.start(White, 0);
    assert_eq!(clock.flags(59 * S), Flags::Up);
    assert_eq!(clock.flags(MIN), Flags::Fallen(White));
    assert_eq!(clock.flags(MIN + 5 * S), Flags::Fallen(White));
}

#[test]
fn both_flags_down_is_seen() {
    let mut clock = Clock::new(TimeControl::new(1, 0));
    clock.start(White, 0);
    clock.press(MIN + S); // White's flag fell unnoticed
    assert_eq!(clock.flags(MIN + S), Flags::Fallen(White));
    assert_eq!(clock.flags(2 * MIN + 2 * S), Flags::Both);
}

#[test]
fn pause_stops_both_clocks_and_resume_continues() {
    let mut clock = Clock::new(TimeControl::new(5, 0));
    clock.start(White, 0);
    clock.pause(10 * S);
    assert!(clock.is_paused());
    assert_eq!(
        clock.left(White, 10 * MIN),
        5 * 60_000 - 10_000,
        "no time passes while paused"
    );
    clock.resume(10 * MIN);
    assert_eq!(clock.running_side(), Some(White));
    assert_eq!(clock.left(White, 10 * MIN + 5 * S), 5 * 60_000 - 15_000);
}

#[test]
fn a_ten_minute_jump_in_time_is_counted_exactly_once() {
    // A tablet sleeps for ten minutes mid-move: the timestamps tell the truth.
    let mut clock = Clock::new(TimeControl::new(15, 0));
    clock.start(White, 0);
    let woke = 10 * MIN;
    assert_eq!(clock.left(White, woke), 5 * 60_000);
    assert_eq!(
        clock.left(White, woke),
        5 * 60_000,
        "reading does not change it"
    );
    clock.press(woke + S);
    assert_eq!(clock.left(White, woke + 3 * MIN), 5 * 60_000 - 1_000);
    assert_eq!(clock.flags(woke + 3 * MIN), Flags::Up);
}

#[test]
fn stop_freezes_the_clock() {
    let mut clock = Clock::new(TimeControl::new(5, 0));
    clock.start(White, 0);
    clock.stop(20 * S);
    assert_eq!(clock.running_side(), None);
    assert_eq!(clock.left(White, 99 * MIN), 5 * 60_000 - 20_000);
}

#[test]
fn the_late_table_rule_of_the_school_regulation() {
    // The regulation's own example (App. A): 15 minutes, 30 moves played,
    // 40-move basis: 11 min 15 s used, 3 min 45 s left, "four minutes each to
    // avoid problems"; or, simpler, a third of the time.
    assert_eq!(
        late_table(15, 30, 40),
        LateTable::Counted {
            base_seconds: 900,
            // "una jugada cada 22,5 segundos … 22,5 por 30 que da 675".
            tenths_a_move: 225,
            moves_played: 30,
            used_seconds: 675,
            seconds: 225,
            minutes_rounded_up: 4,
            // A dispute, from the four minutes given: 30 s more and 30 s
            // less, or a minute more for the faster player only.
            disputed: Disputed {
                faster: 270,
                slower: 210,
                faster_by_a_minute: 300
            },
            one_third_seconds: 300
        }
    );
    assert_eq!(
        late_table(15, 0, 0),
        LateTable::Counted {
            base_seconds: 900,
            tenths_a_move: 9_000,
            moves_played: 0,
            used_seconds: 0,
            seconds: 900,
            minutes_rounded_up: 15,
            disputed: Disputed {
                faster: 930,
                slower: 870,
                faster_by_a_minute: 960
            },
            one_third_seconds: 300
        },
        "a zero basis is treated as one"
    );
    // No base time: nothing to count from, and said so (not "more moves
    // than a standard game").
    assert_eq!(late_table(0, 30, 40), LateTable::NoBase);
    let said = peoncito_core::i18n::tr(
        peoncito_core::i18n::Lang::Es,
        &peoncito_core::i18n::Text::LateTableResult(late_table(0, 30, 40)),
    );
    assert!(said.contains("minutos"), "{said}");
    assert!(!said.contains("más jugadas"), "{said}");
    // The arithmetic in words, as the regulation does it.
    let said = peoncito_core::i18n::tr(
        peoncito_core::i18n::Lang::Es,
        &peoncito_core::i18n::Text::LateTableResult(late_table(15, 30, 40)),
    );
    for step in [
        "22,5 s",
        "30 jugadas son 11 min 15 s",
        "deja 3 min 45 s",
        "4 minutos",
        "4 min 30 s",
        "3 min 30 s",
        "(5 min 0 s)",
    ] {
        assert!(said.contains(step), "{step}: {said}");
    }
}

#[test]
fn a_late_table_past_the_basis_falls_back_to_a_third() {
    for moves in [40, 50, 1_000] {
        assert_eq!(
            late_table(15, moves, 40),
            LateTable::ThirdOnly {
                one_third_seconds: 300
            },
            "{moves} moves"
        );
    }
}

#[test]
fn a_clock_survives_a_reload_without_charging_the_closed_time() {
    let control = TimeControl::new(5, 0);
    let mut clock = Clock::new(control);
    clock.start(White, 0);
    clock.press(10 * S);
    let snap = clock.snapshot(25 * S);
    // The page reopens on a new time line (performance.now() starts again).
    let back = Clock::restore(control, snap, 3 * S);
    assert_eq!(back.left(White, 3 * S), 5 * 60_000 - 10_000);
    assert_eq!(back.left(Black, 3 * S), 5 * 60_000 - 15_000);
    assert_eq!(
        back.left(Black, 8 * S),
        5 * 60_000 - 20_000,
        "black's clock runs on"
    );
    let mut paused = Clock::new(control);
    paused.start(White, 0);
    paused.pause(S);
    let back = Clock::restore(control, paused.snapshot(9 * S), 0);
    assert!(back.is_paused());
    assert_eq!(back.left(White, 99 * S), 5 * 60_000 - 1_000);
}
