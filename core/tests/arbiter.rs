//! Each policy preset, and the draw instead of a loss.

use peoncito_core::arbiter::{AtLimit, Policy, Preset, Verdict, judge};
use peoncito_core::clock::{Edition, Pace, TimeControl};
use shakmaty::Color::{Black, White};

fn verdicts(preset: Preset, pace: Option<Pace>) -> Vec<Verdict> {
    (1..=6)
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

/// School regulation, "primera consideración": the author tolerated up to
/// five illegal moves, so the sixth is the one that calls the teacher.
#[test]
fn school_tolerates_the_teachers_number_and_the_next_calls_the_teacher() {
    let v = verdicts(Preset::School { tolerated: 5 }, None);
    assert_eq!(
        v[0],
        Verdict::Counted {
            count: 1,
            tolerated: 5
        }
    );
    assert_eq!(
        v[4],
        Verdict::Counted {
            count: 5,
            tolerated: 5
        },
        "the fifth is still tolerated"
    );
    assert_eq!(v[5], Verdict::AsksTeacher { offender: White });
    let strict = verdicts(Preset::School { tolerated: 1 }, None);
    assert_eq!(
        strict[0],
        Verdict::Counted {
            count: 1,
            tolerated: 1
        }
    );
    assert_eq!(strict[1], Verdict::AsksTeacher { offender: White });
    assert_eq!(
        Preset::School { tolerated: 9 }.policy().limit,
        Some(6),
        "the regulation's five at most"
    );
    assert_eq!(Preset::School { tolerated: 0 }.policy().limit, Some(2));
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
        Verdict::Counted {
            count: 1,
            tolerated: 1
        },
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
        loses_in_blitz: false,
        edition: Edition::Fide2023,
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

/// Laws 2009 as the arbiter's commentary quotes them: in blitz a completed
/// illegal move loses (on the opponent's claim); in rapid and standard play
/// the first two cost two minutes each.
#[test]
fn fide_2009_blitz_loses_at_the_first_illegal_move() {
    let blitz = verdicts(Preset::Fide2009, Some(Pace::Blitz));
    assert_eq!(
        blitz[0],
        Verdict::Loses {
            offender: White,
            draw_instead: false
        }
    );
    let rapid = verdicts(Preset::Fide2009, Some(Pace::Rapid));
    assert!(matches!(rapid[0], Verdict::Penalty { minutes: 2, .. }));
}

/// Where rapid begins depends on the edition: 2009, at least 15 minutes;
/// today (App. A.1), more than 10 (base + 60 × increment).
#[test]
fn the_editions_draw_the_line_between_rapid_and_blitz_apart() {
    let twelve = TimeControl::new(12, 0);
    assert_eq!(twelve.pace_in(Edition::Fide2009), Pace::Blitz);
    assert_eq!(twelve.pace_in(Edition::Fide2023), Pace::Rapid);
    let ten = TimeControl::new(10, 0);
    assert_eq!(ten.pace_in(Edition::Fide2023), Pace::Blitz, "10 or less");
    assert_eq!(
        TimeControl::new(10, 1).pace_in(Edition::Fide2023),
        Pace::Rapid
    );
    let fifteen = TimeControl::new(15, 0);
    assert_eq!(
        fifteen.pace_in(Edition::Fide2009),
        Pace::Rapid,
        "at least 15"
    );
    assert_eq!(
        TimeControl::new(14, 0).pace_in(Edition::Fide2009),
        Pace::Blitz
    );
    for edition in [Edition::Fide2009, Edition::Fide2023] {
        assert_eq!(TimeControl::new(60, 0).pace_in(edition), Pace::Standard);
        assert_eq!(TimeControl::new(59, 0).pace_in(edition), Pace::Rapid);
    }
}
