//! A Scheveningen's result: the match between its two teams.
//!
//! Every game is a game of the match, so a team's points (its board
//! points) are its members' points added up, and the match score is the
//! two teams' points side by side, "9½ – 6½". Only games give points (a
//! Scheveningen's rest gives none), so teams of different sizes compare
//! fairly: each game shares out one point between the two teams, however
//! many games each pupil played. The team with more points wins; level on
//! points, the team that won more rounds (each round is a small match of
//! its own: more points that round); level on both, the match is drawn.

use super::{Outing, PlayerId, Points, System, Tournament};
use crate::heading::Name;

/// One pupil of a team: their points and the games they played for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub player: PlayerId,
    pub points: Points,
    /// Games with a result, forfeits included (rests are not games).
    pub games: usize,
}

/// One team's side of the match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamScore {
    pub name: Name,
    /// Its board points: every point its members scored.
    pub points: Points,
    /// Finished rounds in which it scored more than the other team.
    pub rounds_won: usize,
    /// Its members in entry order.
    pub members: Vec<Member>,
}

/// How the match stands (or ended).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lead {
    /// One team is ahead: its index in [`TeamMatch::teams`].
    Team(usize),
    Level,
}

/// How the match ended for one team.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won,
    Drawn,
    Lost,
}

/// The two teams of a Scheveningen and their scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamMatch {
    /// In entry order: the first is the first player's team.
    pub teams: [TeamScore; 2],
}

impl TeamMatch {
    /// The match of a Scheveningen with its two teams; none for any other
    /// system, or before the list makes two teams.
    pub fn of(t: &Tournament) -> Option<TeamMatch> {
        if t.system != System::Scheveningen {
            return None;
        }
        let (first, second) = t.teams()?;
        let team = |ids: &[PlayerId]| -> Option<TeamScore> {
            let name = t.player(*ids.first()?)?.group.clone()?;
            let members = ids
                .iter()
                .map(|&player| Member {
                    player,
                    points: t.score(player),
                    games: games(t, player),
                })
                .collect::<Vec<_>>();
            Some(TeamScore {
                name,
                points: members.iter().map(|m| m.points).sum(),
                rounds_won: 0,
                members,
            })
        };
        let mut teams = [team(&first)?, team(&second)?];
        let outings = |ids: &[PlayerId]| ids.iter().map(|&id| t.outings(id)).collect::<Vec<_>>();
        let (first, second) = (outings(&first), outings(&second));
        let round_points = |team: &[Vec<Outing>], round: usize| -> Points {
            team.iter()
                .filter_map(|o| o.get(round).map(|o| o.points()))
                .sum()
        };
        for (round, played) in t.rounds().iter().enumerate() {
            if !played.is_finished() {
                continue;
            }
            let (a, b) = (round_points(&first, round), round_points(&second, round));
            if a > b {
                teams[0].rounds_won += 1;
            } else if b > a {
                teams[1].rounds_won += 1;
            }
        }
        Some(TeamMatch { teams })
    }

    /// Who leads: more points, then more rounds won.
    pub fn lead(&self) -> Lead {
        let [a, b] = &self.teams;
        match (a.points, a.rounds_won).cmp(&(b.points, b.rounds_won)) {
            std::cmp::Ordering::Greater => Lead::Team(0),
            std::cmp::Ordering::Less => Lead::Team(1),
            std::cmp::Ordering::Equal => Lead::Level,
        }
    }

    /// The teams on the podium: (place, team), the leader first; both
    /// first when level.
    pub fn podium(&self) -> [(u16, &TeamScore); 2] {
        let [a, b] = &self.teams;
        match self.lead() {
            Lead::Team(1) => [(1, b), (2, a)],
            Lead::Team(_) => [(1, a), (2, b)],
            Lead::Level => [(1, a), (1, b)],
        }
    }

    /// The team a player plays for: its index in [`TeamMatch::teams`].
    pub fn team_of(&self, player: PlayerId) -> Option<usize> {
        self.teams
            .iter()
            .position(|team| team.members.iter().any(|m| m.player == player))
    }

    /// How the match stands for the team at `index`.
    pub fn outcome(&self, index: usize) -> Outcome {
        match self.lead() {
            Lead::Level => Outcome::Drawn,
            Lead::Team(leader) if leader == index => Outcome::Won,
            Lead::Team(_) => Outcome::Lost,
        }
    }
}

/// The games a player has a result in (played, adjudicated or forfeited).
fn games(t: &Tournament, player: PlayerId) -> usize {
    t.outings(player)
        .into_iter()
        .filter(|o| {
            matches!(
                o,
                Outing::Game {
                    result: Some(_),
                    ..
                }
            )
        })
        .count()
}
