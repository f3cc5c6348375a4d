//! The standings: points first, then the teacher's tie-breaks in the
//! teacher's order, each defined as the FIDE tie-break regulations (C.07,
//! 2023) define it. FIDE's own implementation (TieBreakServer) computes
//! the same values: `bench/tie-breaks.sh` compares them.
//!
//! Unplayed rounds in a Swiss (C.07 art. 16):
//! - a participant's own unplayed round (a bye, a forfeit either way, a
//!   round away) counts as a game against a dummy opponent with the
//!   participant's own final score (16.4);
//! - in an opponent's score, only a requested bye or a round away that is
//!   followed by nothing but voluntarily unplayed rounds counts as a draw
//!   (16.3): a forfeit loss, or a bye followed by a game, keeps its points;
//! - Cut-1 takes a voluntarily unplayed round first (16.5);
//! - a game lost or won by forfeit is not a direct encounter.
//!
//! Where the pairings are fixed in advance (a round robin, a
//! Scheveningen), a game lost by forfeit counts as played and a rest round
//! counts for nothing (16.1).

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
    /// The games among the tied players (DE).
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

/// A tie-break's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieValue {
    /// Points, in quarter points (Sonneborn-Berger multiplies half points
    /// by half points); more is better.
    Quarters(u32),
    /// Games won; more is better.
    Count(u32),
    /// Direct encounter: the place among the players tied before it, from
    /// 1 (lower is better); 0 when it separates none of them — as FIDE's
    /// TieBreakServer reports it.
    Place(u16),
}

impl TieValue {
    fn points(p: Points) -> TieValue {
        TieValue::Quarters(u32::from(p.0) * 2)
    }

    /// Greater for the better value.
    fn strength(self) -> i64 {
        match self {
            TieValue::Quarters(n) | TieValue::Count(n) => i64::from(n),
            TieValue::Place(place) => -i64::from(place),
        }
    }

    /// "12.5", "7.25", or a count or place: "3".
    pub fn shown(self) -> String {
        match self {
            TieValue::Quarters(q) => {
                let whole = q / 4;
                match q % 4 {
                    0 => whole.to_string(),
                    1 => format!("{whole}.25"),
                    2 => format!("{whole}.5"),
                    _ => format!("{whole}.75"),
                }
            }
            TieValue::Count(n) => n.to_string(),
            TieValue::Place(place) => place.to_string(),
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

/// The standings of `players` alone — a category's (a class, an age):
/// their own ranks, and direct encounter among them only.
pub fn standings_of(
    t: &Tournament,
    tie_breaks: &[TieBreak],
    players: &[PlayerId],
) -> Vec<Standing> {
    standings_among(t, tie_breaks, players)
}

/// The lines on the podium: places 1 to 3 (players still tied share a
/// step, so there may be more than three).
pub fn podium(lines: &[Standing]) -> Vec<Standing> {
    lines.iter().filter(|l| l.rank <= 3).cloned().collect()
}

/// The categories of the field: each class of the list's class column, in
/// the order it first appears, with its players; none unless there are at
/// least two (one class is the whole field).
pub fn categories(t: &Tournament) -> Vec<(crate::heading::Name, Vec<PlayerId>)> {
    let mut categories: Vec<(crate::heading::Name, Vec<PlayerId>)> = Vec::new();
    for id in t.ids() {
        let Some(group) = t.player(id).and_then(|p| p.group.clone()) else {
            continue;
        };
        match categories.iter_mut().find(|(g, _)| *g == group) {
            Some((_, players)) => players.push(id),
            None => categories.push((group, vec![id])),
        }
    }
    if categories.len() < 2 {
        categories.clear();
    }
    categories
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
            let values = values(t, *tie_break, &tied);
            for (line, value) in lines[range.clone()].iter_mut().zip(values) {
                line.values.push(value);
            }
            lines[range.clone()].sort_by(|a, b| {
                let last = |l: &Standing| l.values[l.values.len() - 1].strength();
                last(b).cmp(&last(a)).then(a.player.cmp(&b.player))
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

/// Whether the player chose not to play that round (C.07 16.2: a
/// voluntarily unplayed round): a requested bye, a round away, a forfeit
/// loss.
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

/// Whether the pairings were fixed before play (C.07 16.1).
fn predetermined(t: &Tournament) -> bool {
    t.system.is_scheduled()
}

/// Whether a game counts as met over the board: where the pairings are
/// fixed, a forfeited game counts too.
fn encounter(t: &Tournament, result: GameResult) -> bool {
    result.was_played() || predetermined(t)
}

/// A player's score as it counts for the opponents' tie-breaks (16.3): a
/// requested bye or a round away after the last round the player did not
/// choose to miss counts as a draw.
fn adjusted_score(t: &Tournament, id: PlayerId) -> Points {
    let outings = t.outings(id);
    if predetermined(t) {
        return outings.into_iter().map(Outing::points).sum();
    }
    let last_chosen = outings.iter().rposition(|o| !voluntarily_unplayed(*o));
    outings
        .into_iter()
        .enumerate()
        .map(|(round, o)| {
            let without_opponent = matches!(o, Outing::Bye(_) | Outing::Absent);
            if without_opponent && last_chosen.is_none_or(|last| round > last) {
                Points::HALF
            } else {
                o.points()
            }
        })
        .sum()
}

/// One round as it counts for Buchholz and Sonneborn-Berger.
struct Counted {
    /// The opponent's adjusted score, or the dummy opponent's.
    opponent_score: Points,
    /// The points the player made.
    made: Points,
    /// A voluntarily unplayed round: the first Cut-1 takes.
    voluntary: bool,
}

/// The rounds that count for the player's Buchholz and Sonneborn-Berger:
/// every round with a result in a Swiss (an unplayed one against the dummy
/// opponent), the games only where the pairings were fixed.
fn counted_rounds(t: &Tournament, id: PlayerId) -> Vec<Counted> {
    let own = t.score(id);
    t.outings(id)
        .into_iter()
        .filter_map(|o| match o {
            Outing::Game { result: None, .. } => None,
            Outing::Game {
                opponent,
                result: Some(result),
                ..
            } if encounter(t, result) => Some(Counted {
                opponent_score: adjusted_score(t, opponent),
                made: o.points(),
                voluntary: false,
            }),
            _ if predetermined(t) => None,
            _ => Some(Counted {
                opponent_score: own,
                made: o.points(),
                voluntary: voluntarily_unplayed(o),
            }),
        })
        .collect()
}

/// The tie-break's value for each of the `tied` players, in their order.
fn values(t: &Tournament, tie_break: TieBreak, tied: &[PlayerId]) -> Vec<TieValue> {
    if tie_break == TieBreak::DirectEncounter {
        return direct_encounter(t, tied)
            .into_iter()
            .map(TieValue::Place)
            .collect();
    }
    tied.iter().map(|id| value(t, tie_break, *id)).collect()
}

fn value(t: &Tournament, tie_break: TieBreak, id: PlayerId) -> TieValue {
    match tie_break {
        TieBreak::Buchholz => {
            TieValue::points(counted_rounds(t, id).iter().map(|c| c.opponent_score).sum())
        }
        TieBreak::BuchholzCut1 => {
            let all = counted_rounds(t, id);
            // A voluntarily unplayed round goes first, whatever its value;
            // without one, the least value.
            let cut = all
                .iter()
                .filter(|c| c.voluntary)
                .map(|c| c.opponent_score)
                .min()
                .or_else(|| all.iter().map(|c| c.opponent_score).min());
            let sum: Points = all.iter().map(|c| c.opponent_score).sum();
            TieValue::points(Points(sum.0 - cut.map_or(0, |c| c.0)))
        }
        TieBreak::SonnebornBerger => TieValue::Quarters(
            counted_rounds(t, id)
                .iter()
                .map(|c| u32::from(c.opponent_score.0) * u32::from(c.made.0))
                .sum(),
        ),
        // Alone, a player is separated from no one (the tied are ranked in
        // `values`).
        TieBreak::DirectEncounter => TieValue::Place(0),
        TieBreak::GamesWon => TieValue::Count(
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

/// Each tied player's place by the games among them (C.07 art. 6), in the
/// order of `tied`: 0 for all when it separates none of them.
///
/// When every two of them met, the points made against the others rank
/// them. When not, a player goes above the rest only when the points made
/// exceed what any of the rest could have made had every game among them
/// been played (6.2). Each group still tied is separated again among
/// itself, as far as the games allow.
fn direct_encounter(t: &Tournament, tied: &[PlayerId]) -> Vec<u16> {
    let tiers = separate(t, tied.to_vec());
    if tiers.len() < 2 {
        return vec![0; tied.len()];
    }
    let mut place_of = Vec::with_capacity(tied.len());
    let mut place = 1u16;
    for tier in &tiers {
        for id in tier {
            place_of.push((*id, place));
        }
        place = place.saturating_add(u16::try_from(tier.len()).unwrap_or(u16::MAX));
    }
    tied.iter()
        .map(|id| {
            place_of
                .iter()
                .find(|(p, _)| p == id)
                .map_or(0, |(_, place)| *place)
        })
        .collect()
}

/// A share of a half-point: every average of up to ten games between two
/// players is a whole number of them.
const SHARES: u64 = 2520;

/// The tied players in tiers, best first, separated by the games among
/// them as far as those allow.
fn separate(t: &Tournament, group: Vec<PlayerId>) -> Vec<Vec<PlayerId>> {
    if group.len() < 2 {
        return vec![group];
    }
    // For each: the points made against the group, the most it could have
    // made (a win for each game among them not played), whether it met all.
    // Tied players who met more than once count their average against each
    // other (C.07, 2023, Art. 6.1.2): halfway through a double round robin
    // a pair that met twice weighs as one that met once. Points are scaled
    // by `SHARES` so an average stays a whole number.
    let mut scored: Vec<(PlayerId, u64, u64)> = group
        .iter()
        .map(|id| {
            // Each opponent of the group met: half-points made, games.
            let mut against: Vec<(PlayerId, u64, u64)> = Vec::new();
            for o in t.outings(*id) {
                if let Outing::Game {
                    opponent,
                    result: Some(result),
                    ..
                } = o
                    && group.contains(&opponent)
                    && encounter(t, result)
                {
                    let half_points = u64::from(o.points().0);
                    match against.iter_mut().find(|(p, _, _)| *p == opponent) {
                        Some((_, made, games)) => {
                            *made += half_points;
                            *games += 1;
                        }
                        None => against.push((opponent, half_points, 1)),
                    }
                }
            }
            let made: u64 = against
                .iter()
                .map(|(_, made, games)| made * SHARES / games)
                .sum();
            let unmet = if predetermined(t) {
                0
            } else {
                group.len() - 1 - against.len()
            };
            let most = made + 2 * SHARES * u64::try_from(unmet).unwrap_or(u64::MAX);
            (*id, made, most)
        })
        .collect();
    let all_met = scored.iter().all(|(_, made, most)| made == most);
    scored.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.cmp(&a.2)).then(a.0.cmp(&b.0)));
    let mut tiers: Vec<Vec<PlayerId>> = Vec::new();
    if all_met {
        let mut previous = None;
        for (id, made, _) in &scored {
            match tiers.last_mut() {
                Some(tier) if previous == Some(*made) => tier.push(*id),
                _ => tiers.push(vec![*id]),
            }
            previous = Some(*made);
        }
    } else {
        // Only from the top: each player who surely stays above all below.
        let mut rest = scored.as_slice();
        while let [(id, made, _), below @ ..] = rest
            && !below.is_empty()
            && below.iter().all(|(_, _, most)| made > most)
        {
            tiers.push(vec![*id]);
            rest = below;
        }
        tiers.push(rest.iter().map(|(id, _, _)| *id).collect());
    }
    if tiers.len() < 2 {
        return tiers;
    }
    tiers
        .into_iter()
        .flat_map(|tier| separate(t, tier))
        .collect()
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
