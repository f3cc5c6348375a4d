//! The kind arbiter: what a counted illegal move costs, under the rules a
//! teacher chose, from "explain only" to tournament rules (FIDE Art. 7,
//! App. A and B; the school regulation's tolerance of up to five).

use shakmaty::Color;

use std::ops::RangeInclusive;

use crate::clock::{Edition, Pace};

/// `n` held within `range`.
pub fn clamp(n: u8, range: RangeInclusive<u8>) -> u8 {
    n.clamp(*range.start(), *range.end())
}

/// The policies a teacher recognises.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    /// Refused and explained, never counted.
    Practice,
    /// Counted; the teacher tolerates 1–5 ("up to five", school
    /// regulation), and the next one stops the game for the teacher.
    School { tolerated: u8 },
    /// Laws 2009: the first two give the opponent two minutes each, the third loses.
    Fide2009,
    /// Current Laws: the first gives the opponent two minutes (one in rapid
    /// and blitz), the second loses.
    FideToday,
    /// The arbiter's commentary on blitz (`003_…`): a completed illegal
    /// move loses when the opponent claims it before making their own move.
    ClassicBlitz,
    /// The teacher's own numbers.
    Custom(Policy),
}

/// What happens when the counted illegal move number `limit` is reached.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AtLimit {
    Loses,
    AsksTeacher,
}

/// The numbers behind a preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    /// The illegal move that loses or calls the teacher; `None`: never counted.
    pub limit: Option<u8>,
    pub at_limit: AtLimit,
    /// Minutes the opponent gets for each illegal move before the limit
    /// (only with a clock).
    pub penalty_minutes: u8,
    /// FIDE today: one minute instead of two in rapid and blitz.
    pub halved_when_fast: bool,
    /// Laws 2009: in blitz a completed illegal move loses at once.
    pub loses_in_blitz: bool,
    /// Whose lines between blitz, rapid and standard apply.
    pub edition: Edition,
}

impl Preset {
    /// The school regulation's author tolerated up to five.
    pub const SCHOOL_DEFAULT_TOLERATED: u8 = 5;
    /// How many a teacher may tolerate under the school rules.
    pub const SCHOOL_TOLERATED: RangeInclusive<u8> = 1..=5;
    /// The deciding illegal move a teacher's own rules may name.
    pub const CUSTOM_LIMITS: RangeInclusive<u8> = 1..=9;
    /// The most extra minutes a teacher's own rules may give.
    pub const MOST_PENALTY_MINUTES: u8 = 5;

    pub fn policy(self) -> Policy {
        let policy = |limit, at_limit, penalty_minutes, halved_when_fast| Policy {
            limit,
            at_limit,
            penalty_minutes,
            halved_when_fast,
            loses_in_blitz: false,
            edition: Edition::Fide2023,
        };
        match self {
            Preset::Practice => policy(None, AtLimit::AsksTeacher, 0, false),
            Preset::School { tolerated } => policy(
                Some(clamp(tolerated, Preset::SCHOOL_TOLERATED) + 1),
                AtLimit::AsksTeacher,
                0,
                false,
            ),
            Preset::Fide2009 => Policy {
                loses_in_blitz: true,
                edition: Edition::Fide2009,
                ..policy(Some(3), AtLimit::Loses, 2, false)
            },
            Preset::FideToday => policy(Some(2), AtLimit::Loses, 2, true),
            Preset::ClassicBlitz => policy(Some(1), AtLimit::Loses, 0, false),
            Preset::Custom(p) => Policy {
                limit: p.limit.map(|l| clamp(l, Preset::CUSTOM_LIMITS)),
                penalty_minutes: p.penalty_minutes.min(Preset::MOST_PENALTY_MINUTES),
                ..p
            },
        }
    }

    /// The FIDE presets follow the Laws: with a clock, a move is completed
    /// by pressing it (6.2, 7.5.1), and only a completed illegal move counts.
    pub fn completes_on_press(self) -> bool {
        match self {
            Preset::Fide2009 | Preset::FideToday | Preset::ClassicBlitz => true,
            Preset::Practice | Preset::School { .. } | Preset::Custom(_) => false,
        }
    }

    /// Whether a completed illegal move stands until the opponent claims it
    /// (before their own move) instead of the arbiter acting at once: in
    /// classic blitz always (`003_…`: "el adversario está autorizado a
    /// reclamar la victoria antes de realizar su propia jugada"), under the
    /// Laws 2009 in rapid and blitz.
    pub fn waits_for_claim(self, pace: Option<Pace>) -> bool {
        match self {
            Preset::ClassicBlitz => true,
            Preset::Fide2009 => matches!(pace, Some(Pace::Rapid | Pace::Blitz)),
            Preset::Practice | Preset::School { .. } | Preset::FideToday | Preset::Custom(_) => {
                false
            }
        }
    }

    /// The pace the rules treat a game as: the clock's, and blitz for
    /// classic blitz even without a clock (a claim is then possible only
    /// before the claimant's own move, B.3).
    pub fn pace(self, clock: Option<Pace>) -> Option<Pace> {
        match self {
            Preset::ClassicBlitz => Some(Pace::Blitz),
            Preset::Practice
            | Preset::School { .. }
            | Preset::Fide2009
            | Preset::FideToday
            | Preset::Custom(_) => clock,
        }
    }

    /// Whether, once a game has ended, the players may agree to take the
    /// last move back: in class, yes; under the FIDE presets the result
    /// stands.
    pub fn allows_take_back_after_end(self) -> bool {
        match self {
            Preset::Practice | Preset::School { .. } | Preset::Custom(_) => true,
            Preset::Fide2009 | Preset::FideToday | Preset::ClassicBlitz => false,
        }
    }

    pub fn kind(self) -> PresetKind {
        match self {
            Preset::Practice => PresetKind::Practice,
            Preset::School { .. } => PresetKind::School,
            Preset::Fide2009 => PresetKind::Fide2009,
            Preset::FideToday => PresetKind::FideToday,
            Preset::ClassicBlitz => PresetKind::ClassicBlitz,
            Preset::Custom(_) => PresetKind::Custom,
        }
    }

    /// The `data-policy` value.
    pub fn code(self) -> &'static str {
        self.kind().code()
    }
}

/// Which preset, without its numbers: what the teacher's panel names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetKind {
    Practice,
    School,
    Fide2009,
    FideToday,
    ClassicBlitz,
    Custom,
}

impl PresetKind {
    /// The `data-policy` value.
    pub fn code(self) -> &'static str {
        match self {
            PresetKind::Practice => "practice",
            PresetKind::School => "school",
            PresetKind::Fide2009 => "fide-2009",
            PresetKind::FideToday => "fide-today",
            PresetKind::ClassicBlitz => "classic-blitz",
            PresetKind::Custom => "custom",
        }
    }
}

/// The arbiter's decision on one counted illegal move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Explained only.
    NotCounted,
    /// Counted: this is illegal move `count`, and `tolerated` are let go.
    Counted { count: u8, tolerated: u8 },
    /// Counted, and the opponent gets extra minutes.
    Penalty { count: u8, limit: u8, minutes: u8 },
    /// The game is lost by the offender; a draw instead when the opponent
    /// could never checkmate (FIDE 7.5.5 / 6.9).
    Loses { offender: Color, draw_instead: bool },
    /// The game stops until the teacher decides.
    AsksTeacher { offender: Color },
}

/// Judges the `count`-th illegal move of `offender` (counting this one).
/// `pace` is the clock's class, `None` without a clock; `opponent_can_mate`
/// says whether the opponent has material to mate with.
pub fn judge(
    policy: Policy,
    offender: Color,
    count: u8,
    pace: Option<Pace>,
    opponent_can_mate: bool,
) -> Verdict {
    let Some(limit) = policy.limit else {
        return Verdict::NotCounted;
    };
    let blitz_loses = policy.loses_in_blitz && pace == Some(Pace::Blitz);
    if count >= limit || blitz_loses {
        return match policy.at_limit {
            AtLimit::Loses => Verdict::Loses {
                offender,
                draw_instead: !opponent_can_mate,
            },
            AtLimit::AsksTeacher => Verdict::AsksTeacher { offender },
        };
    }
    let fast = matches!(pace, Some(Pace::Rapid | Pace::Blitz));
    let minutes = match (pace, policy.halved_when_fast && fast) {
        (None, _) => 0,
        (Some(_), true) => policy.penalty_minutes / 2,
        (Some(_), false) => policy.penalty_minutes,
    };
    if minutes > 0 {
        Verdict::Penalty {
            count,
            limit,
            minutes,
        }
    } else {
        Verdict::Counted {
            count,
            tolerated: limit - 1,
        }
    }
}
