//! Each policy preset, and the draw instead of a loss.

use peoncito::arbiter::{AtLimit, Policy, Preset, Verdict, judge};
use peoncito::clock::Pace;
use shakmaty::Color::{Black, White};

fn verdicts(preset: Preset, pace: Option<Pace>) -> Vec<Verdict> {
    (1..=5)
        .map(|n| judge(preset.policy(), White, n, pace, true))
        .collect()
}

#[test]
fn practice_never_counts() {
    assert!(
        verdicts(Preset::Practice, Some(Pace::Blitz))
            .iter()
            .all(|v| *v == Verdict::NotCounted)
    );
}

#[test]
fn school_counts_up_to_the_teachers_limit_then_asks_the_teacher() {
    let v = verdicts(Preset::School { limit: 5 }, None);
    assert_eq!(v[0], Verdict::Counted { count: 1, limit: 5 });
    assert_eq!(v[3], Verdict::Counted { count: 4, limit: 5 });
    assert_eq!(v[4], Verdict::AsksTeacher { offender: White });
    let strict = verdicts(Preset::School { limit: 1 }, None);
    assert_eq!(strict[0], Verdict::AsksTeacher { offender: White });
    assert_eq!(
        Preset::School { limit: 9 }.policy().limit,
        Some(5),
        "the regulation's maximum"
    );
    assert_eq!(Preset::School { limit: 0 }.policy().limit, Some(1));
}

#[test]
fn fide_2009_two_penalties_then_the_third_loses() {
    let v = verdicts(Preset::Fide2009, Some(Pace::Rapid));
    assert_eq!(
        v[0],
        Verdict::Penalty {
            count: 1,
            limit: 3,
            minutes: 2
        }
    );
    assert_eq!(
        v[1],
        Verdict::Penalty {
            count: 2,
            limit: 3,
            minutes: 2
        }
    );
    assert_eq!(
        v[2],
        Verdict::Loses {
            offender: White,
            draw_instead: false
        }
    );
}

#[test]
fn fide_today_one_penalty_then_the_second_loses() {
    let standard = verdicts(Preset::FideToday, Some(Pace::Standard));
    assert_eq!(
        standard[0],
        Verdict::Penalty {
            count: 1,
            limit: 2,
            minutes: 2
        }
    );
    assert_eq!(
        standard[1],
        Verdict::Loses {
            offender: White,
            draw_instead: false
        }
    );
    let rapid = verdicts(Preset::FideToday, Some(Pace::Rapid));
    assert_eq!(
        rapid[0],
        Verdict::Penalty {
            count: 1,
            limit: 2,
            minutes: 1
        }
    );
    let blitz = verdicts(Preset::FideToday, Some(Pace::Blitz));
    assert_eq!(
        blitz[0],
        Verdict::Penalty {
            count: 1,
            limit: 2,
            minutes: 1
        }
    );
    let no_clock = verdicts(Preset::FideToday, None);
    assert_eq!(
        no_clock[0],
        Verdict::Counted { count: 1, limit: 2 },
        "no clock, no minutes"
    );
}

#[test]
fn classic_blitz_loses_at_once() {
    assert_eq!(
        verdicts(Preset::ClassicBlitz, Some(Pace::Blitz))[0],
        Verdict::Loses {
            offender: White,
            draw_instead: false
        }
    );
}

#[test]
fn a_loss_is_a_draw_when_the_opponent_cannot_mate() {
    let v = judge(
        Preset::FideToday.policy(),
        Black,
        2,
        Some(Pace::Blitz),
        false,
    );
    assert_eq!(
        v,
        Verdict::Loses {
            offender: Black,
            draw_instead: true
        }
    );
}

#[test]
fn custom_policies_use_the_teachers_numbers() {
    let custom = Preset::Custom(Policy {
        limit: Some(3),
        at_limit: AtLimit::Loses,
        penalty_minutes: 1,
        halved_when_fast: false,
    });
    let v = verdicts(custom, Some(Pace::Blitz));
    assert_eq!(
        v[0],
        Verdict::Penalty {
            count: 1,
            limit: 3,
            minutes: 1
        }
    );
    assert_eq!(
        v[2],
        Verdict::Loses {
            offender: White,
            draw_instead: false
        }
    );
    assert_eq!(custom.code(), "custom");
}
