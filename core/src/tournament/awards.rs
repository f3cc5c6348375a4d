//! The diplomas of a tournament day (the school regulation: a
//! commemorative diploma for every participant, prizes if any): once the
//! last round is over, a diploma for each place on the podium — overall and
//! in each category (class) — and one for taking part for every player
//! who played (not one who withdrew before any game). A Scheveningen's
//! podium is its teams' (its pupils play different numbers of games), so
//! once it is over each pupil's diploma names their team and its place.

use super::standings::{categories, podium, standings, standings_of};
use super::team_match::{Outcome, TeamMatch};
use super::{PlayerId, Tournament};
use crate::heading::Name;

/// What a diploma is for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Award {
    /// A place on the podium (1 to 3), overall or in a category.
    Place { place: u16, category: Option<Name> },
    /// For playing in a Scheveningen's team, and how its match ended.
    Team { team: Name, outcome: Outcome },
    /// For taking part.
    Participation,
}

impl Award {
    /// The `data-diploma` value.
    pub fn code(&self) -> &'static str {
        match self {
            Award::Place { .. } => "place",
            Award::Team { .. } => "team",
            Award::Participation => "participation",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diploma {
    pub player: PlayerId,
    pub award: Award,
}

/// Every diploma to print, in order: the overall podium, each category's,
/// then one for taking part for every player who did, in starting order. Before
/// the tournament is over, only those for taking part. A Scheveningen over:
/// one for each player who took part, for their team's place.
pub fn diplomas(t: &Tournament) -> Vec<Diploma> {
    let took_part = t.ids().filter(|id| took_part(t, *id));
    if let Some(team_match) = TeamMatch::of(t).filter(|_| t.is_over()) {
        return took_part
            .filter_map(|player| {
                let index = team_match.team_of(player)?;
                Some(Diploma {
                    player,
                    award: Award::Team {
                        team: team_match.teams[index].name.clone(),
                        outcome: team_match.outcome(index),
                    },
                })
            })
            .collect();
    }
    let mut out = Vec::new();
    if t.is_over() {
        let placed = |lines: Vec<super::standings::Standing>, category: Option<Name>| {
            podium(&lines)
                .into_iter()
                .map(move |line| Diploma {
                    player: line.player,
                    award: Award::Place {
                        place: line.rank,
                        category: category.clone(),
                    },
                })
                .collect::<Vec<_>>()
        };
        out.extend(placed(standings(t, &t.tie_breaks), None));
        for (category, players) in categories(t) {
            let lines = standings_of(t, &t.tie_breaks, &players);
            out.extend(placed(lines, Some(category)));
        }
    }
    out.extend(took_part.map(|player| Diploma {
        player,
        award: Award::Participation,
    }));
    out
}

/// Whether a player took part: still in the tournament, or withdrawn
/// after a game at the board (one who left before playing any gets no
/// diploma "for taking part").
fn took_part(t: &Tournament, id: PlayerId) -> bool {
    t.player(id).is_some_and(|p| p.withdrawn_from.is_none())
        || t.outings(id).iter().any(|o| o.played_colour().is_some())
}
