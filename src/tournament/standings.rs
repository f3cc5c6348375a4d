//! The standings: points first, then the teacher's tie-breaks in the
//! teacher's order, each defined as the FIDE tie-break regulations (C.07,
//! 2023) define it.
//!
//! Unplayed rounds (C.07 art. 16; the school regulation's digest says the
//! same): a participant's own unplayed round — a bye, a forfeit either way,
//! a round before entering or after withdrawing — counts as a game against
//! a dummy opponent with the participant's own final score. In an
//! opponent's score, the rounds the opponent chose not to play (a half- or
//! zero-point bye, a forfeit loss, a round away) count as draws, so one
//! child's absence does not lower another's Buchholz.

use super::{Bye, GameResult, Outing, PlayerId, Points, System, Tournament};

/// A way to separate players on the same points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieBreak {
    /// The sum of the opponents' scores (BH).
    Buchholz,
    /// Buchholz without its least significant value (BH-C1).
    BuchholzCut1,
    /// The opponents' scores, each times the points made against them (SB).
    SonnebornBerger,
    /// The points made against the other tied players, when all of them
    /// met (DE).
    DirectEncounter,
    /// Games won over the board (WON).
    GamesWon,
    /// The sum of the player's running score after each round (PS).
    Progressive,
}

impl TieBreak {
    pub const ALL: [TieBreak; 6] = [
        TieBreak::Buchholz,
        TieBreak::BuchholzCut1,
        TieBreak::SonnebornBerger,
        TieBreak::DirectEncounter,
        TieBreak::GamesWon,
        TieBreak::Progressive,
    ];

    /// FIDE's usual choice (C.07): for a Swiss, the opponents' scores
    /// first; where everyone meets everyone, the games among the tied
    /// players first.
    pub fn usual_for(system: System) -> &'static [TieBreak] {
        if system.is_scheduled() {
            &[
                TieBreak::DirectEncounter,
                TieBreak::SonnebornBerger,
                TieBreak::GamesWon,
            ]
        } else {
            &[
                TieBreak::BuchholzCut1,
                TieBreak::Buchholz,
                TieBreak::DirectEncounter,
                TieBreak::GamesWon,
            ]
        }
    }

    /// The one with this [`code`](TieBreak::code).
    pub fn from_code(code: &str) -> Option<TieBreak> {
        TieBreak::ALL.into_iter().find(|t| t.code() == code)
    }

    /// The code FIDE's regulations and TRF use.
    pub fn code(self) -> &'static str {
        match self {
            TieBreak::Buchholz => "BH",
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::DirectEncounter => "DE",
            TieBreak::GamesWon => "WON",
            TieBreak::Progressive => "PS",
        }
    }
}

/// A tie-break's value in quarter points (Sonneborn-Berger multiplies half
/// points by half points); a count for games won.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct TieValue(pub u32);

impl TieValue {
    fn points(p: Points) -> TieValue {
        TieValue(u32::from(p.0) * 2)
    }

    /// "12.5", "7.25", or a count: "3".
    pub fn shown(self, tie_break: TieBreak) -> String {
        if tie_break == TieBreak::GamesWon {
            return self.0.to_string();
        }
        let whole = self.0 / 4;
        match self.0 % 4 {
            0 => whole.to_string(),
            1 => format!("{whole}.25"),
            2 => format!("{whole}.5"),
            _ => format!("{whole}.75"),
        }
    }
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// From 1; players still tied after every tie-break share a rank.
    pub rank: u16,
    pub player: PlayerId,
    pub points: Points,
    /// One value for each tie-break asked for, in that order.
    pub values: Vec<TieValue>,
}

/// The standings now, ranked by points, then `tie_breaks` in order; a tie
/// that remains keeps the starting order and shares its rank.
pub fn standings(t: &Tournament, tie_breaks: &[TieBreak]) -> Vec<Standing> {
    standings_among(t, tie_breaks, &t.ids().collect::<Vec<_>>())
}

/// Each zone's standings, in zone order (one list for a system without
/// zones).
pub fn zone_standings(t: &Tournament, tie_breaks: &[TieBreak]) -> Vec<Vec<Standing>> {
    t.zones()
        .iter()
        .map(|zone| standings_among(t, tie_breaks, zone))
        .collect()
}

/// The players who go on to the final: the first `per_zone` of each zone,
/// the zone winners first, then the runners-up.
pub fn finalists(t: &Tournament, tie_breaks: &[TieBreak], per_zone: usize) -> Vec<PlayerId> {
    let zones = zone_standings(t, tie_breaks);
    (0..per_zone)
        .flat_map(|place| {
            zones
                .iter()
                .filter_map(move |z| z.get(place).map(|s| s.player))
        })
        .collect()
}

/// The standings of `players` among themselves (a zone's): direct
/// encounter and shared ranks look only at them.
fn standings_among(t: &Tournament, tie_breaks: &[TieBreak], players: &[PlayerId]) -> Vec<Standing> {
    let mut lines: Vec<Standing> = players
        .iter()
        .copied()
        .map(|id| Standing {
            rank: 0,
            player: id,
            points: t.score(id),
            values: Vec::with_capacity(tie_breaks.len()),
        })
        .collect();
    // Groups of tied players, refined one tie-break at a time: direct
    // encounter depends on who is still tied.
    lines.sort_by(|a, b| b.points.cmp(&a.points).then(a.player.cmp(&b.player)));
    let mut groups: Vec<std::ops::Range<usize>> = split(&lines, |_| ());
    for tie_break in tie_breaks {
        for range in &groups {
            let tied: Vec<PlayerId> = lines[range.clone()].iter().map(|l| l.player).collect();
            for line in &mut lines[range.clone()] {
                line.values.push(value(t, *tie_break, line.player, &tied));
            }
            lines[range.clone()].sort_by(|a, b| {
                b.values[b.values.len() - 1]
                    .cmp(&a.values[a.values.len() - 1])
                    .then(a.player.cmp(&b.player))
            });
        }
        groups = groups
            .into_iter()
            .flat_map(|range| {
                let start = range.start;
                split(&lines[range], |l| *l.values.last().expect("just pushed"))
                    .into_iter()
                    .map(move |r| r.start + start..r.end + start)
            })
            .collect();
    }
    for range in groups {
        for line in &mut lines[range.clone()] {
            line.rank = u16::try_from(range.start + 1).unwrap_or(u16::MAX);
        }
    }
    lines
}

/// Consecutive runs of lines with equal points and equal `key`.
fn split<K: PartialEq>(
    lines: &[Standing],
    key: impl Fn(&Standing) -> K,
) -> Vec<std::ops::Range<usize>> {
    let mut ranges = Vec::new();
    let mut start = 0;
    for i in 1..=lines.len() {
        let ends = i == lines.len()
            || lines[i].points != lines[start].points
            || key(&lines[i]) != key(&lines[start]);
        if ends {
            ranges.push(start..i);
            start = i;
        }
    }
    ranges
}

/// Whether the player chose not to play that round (C.07: a voluntary
/// unplayed round).
fn voluntarily_unplayed(outing: Outing) -> bool {
    match outing {
        Outing::Bye(Bye::Half | Bye::Zero) | Outing::Absent => true,
        Outing::Bye(Bye::Pairing | Bye::Free) => false,
        Outing::Game {
            colour,
            result: Some(result @ GameResult::Forfeit { .. }),
            ..
        } => result.points(colour) == Points::ZERO,
        Outing::Game { .. } => false,
    }
}

/// A player's score as it counts for the opponents' tie-breaks: the rounds
/// the player chose not to play count as draws.
fn adjusted_score(t: &Tournament, id: PlayerId) -> Points {
    t.outings(id)
        .into_iter()
        .map(|o| {
            if voluntarily_unplayed(o) {
                Points::HALF
            } else {
                o.points()
            }
        })
        .sum()
}

/// For each round the player took part in so far: the opponent's score as
/// it counts (or the dummy opponent's: the player's own), the points made,
/// and whether it was played.
fn opponents(t: &Tournament, id: PlayerId) -> Vec<(Points, Points, bool)> {
    let own = t.score(id);
    t.outings(id)
        .into_iter()
        .filter(|o| !matches!(o, Outing::Game { result: None, .. }))
        .map(|o| match o {
            Outing::Game {
                opponent,
                result: Some(result),
                ..
            } if result.was_played() => (adjusted_score(t, opponent), o.points(), true),
            _ => (own, o.points(), false),
        })
        .collect()
}

fn value(t: &Tournament, tie_break: TieBreak, id: PlayerId, tied: &[PlayerId]) -> TieValue {
    match tie_break {
        TieBreak::Buchholz => TieValue::points(opponents(t, id).iter().map(|o| o.0).sum()),
        TieBreak::BuchholzCut1 => {
            let all = opponents(t, id);
            // The least significant value goes; an unplayed round's first.
            let unplayed = all.iter().filter(|o| !o.2).map(|o| o.0).min();
            let cut = unplayed.or_else(|| all.iter().map(|o| o.0).min());
            let sum: Points = all.iter().map(|o| o.0).sum();
            TieValue::points(Points(sum.0 - cut.map_or(0, |c| c.0)))
        }
        TieBreak::SonnebornBerger => TieValue(
            opponents(t, id)
                .iter()
                .map(|(score, made, _)| u32::from(score.0) * u32::from(made.0))
                .sum(),
        ),
        TieBreak::DirectEncounter => direct_encounter(t, id, tied),
        TieBreak::GamesWon => TieValue(
            t.outings(id)
                .into_iter()
                .filter(|o| o.played_colour().is_some() && o.points() == Points::ONE)
                .count() as u32,
        ),
        TieBreak::Progressive => {
            TieValue::points((1..=t.rounds().len()).map(|r| t.score_after(id, r)).sum())
        }
    }
}

/// The points `id` made against the others tied with it, when every two
/// of them met; otherwise it separates no one (every value 0).
fn direct_encounter(t: &Tournament, id: PlayerId, tied: &[PlayerId]) -> TieValue {
    if tied.len() < 2 {
        return TieValue(0);
    }
    let met = |a: PlayerId, b: PlayerId| {
        t.outings(a)
            .into_iter()
            .any(|o| matches!(o, Outing::Game { opponent, result: Some(_), .. } if opponent == b))
    };
    let all_met = tied
        .iter()
        .enumerate()
        .all(|(i, a)| tied[i + 1..].iter().all(|b| met(*a, *b)));
    if !all_met {
        return TieValue(0);
    }
    TieValue::points(
        t.outings(id)
            .into_iter()
            .filter(|o| matches!(o, Outing::Game { opponent, result: Some(_), .. } if tied.contains(opponent)))
            .map(Outing::points)
            .sum(),
    )
}

/// A class's, school's or team's total.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupScore {
    pub group: crate::heading::Name,
    pub points: Points,
    pub players: usize,
}

/// The points of each group of players (the teams of a Scheveningen, or the
/// classes or schools of any tournament), highest first; players without a
/// group are left out.
pub fn group_scores(t: &Tournament) -> Vec<GroupScore> {
    let mut groups: Vec<GroupScore> = Vec::new();
    for id in t.ids() {
        let Some(group) = t.player(id).and_then(|p| p.group.clone()) else {
            continue;
        };
        let points = t.score(id);
        match groups.iter_mut().find(|g| g.group == group) {
            Some(g) => {
                g.points = g.points + points;
                g.players += 1;
            }
            None => groups.push(GroupScore {
                group,
                points,
                players: 1,
            }),
        }
    }
    // Stable: groups on the same points keep the order they first appear in.
    groups.sort_by_key(|g| std::cmp::Reverse(g.points));
    groups
}

/// The games `a` played against `b`, in order: `a`'s colour and the result
/// (none while playing) — one cell of a cross table (two in a double round
/// robin).
pub fn meetings(
    t: &Tournament,
    a: PlayerId,
    b: PlayerId,
) -> Vec<(shakmaty::Color, Option<GameResult>)> {
    t.outings(a)
        .into_iter()
        .filter_map(|o| match o {
            Outing::Game {
                opponent,
                colour,
                result,
            } if opponent == b => Some((colour, result)),
            _ => None,
        })
        .collect()
}
