//! Knockout: players meet in mini-matches of a few games, the winner goes
//! on, until one is left. The bracket is seeded so that the strongest meet
//! last (seed 1 against the lowest seed, then the winners of 1–8 and 4–5…),
//! and when the field is not a power of two the top seeds have the first
//! round off. A mini-match still level after its games is decided as the
//! teacher chose: one faster game at a time, or a drawing of lots.

use shakmaty::Color;

use super::{GameResult, PlayerId, Points};

/// How a level mini-match is settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decider {
    /// Faster games, one at a time (colours alternating on), until one wins.
    FasterGame,
    /// The teacher draws lots.
    Lots,
}

/// One game of a mini-match, the first player's colour and the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchGame {
    pub first_colour: Color,
    pub result: Option<GameResult>,
    /// A faster game played to break a tie.
    pub tie_break: bool,
}

/// Two players (or one with the round off) in one stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    pub first: PlayerId,
    /// None: the first player has this round off and goes on.
    pub second: Option<PlayerId>,
    pub games: Vec<MatchGame>,
    /// Who won the drawing of lots, when it came to that.
    pub lots: Option<PlayerId>,
}

impl Match {
    fn new(first: PlayerId, second: Option<PlayerId>, games: u8) -> Match {
        // The higher seed has White in the first game; colours alternate.
        let games = match second {
            None => Vec::new(),
            Some(_) => (0..games)
                .map(|g| MatchGame {
                    first_colour: if g % 2 == 0 {
                        Color::White
                    } else {
                        Color::Black
                    },
                    result: None,
                    tie_break: false,
                })
                .collect(),
        };
        Match {
            first,
            second,
            games,
            lots: None,
        }
    }

    /// Points of the first and the second player in the games played.
    pub fn score(&self) -> (Points, Points) {
        self.games
            .iter()
            .fold((Points::ZERO, Points::ZERO), |(a, b), g| match g.result {
                Some(r) => (a + r.points(g.first_colour), b + r.points(!g.first_colour)),
                None => (a, b),
            })
    }

    /// The player who goes on, once it is known.
    pub fn winner(&self) -> Option<PlayerId> {
        let Some(second) = self.second else {
            return Some(self.first);
        };
        if self.games.iter().any(|g| g.result.is_none()) {
            return None;
        }
        let (a, b) = self.score();
        match a.cmp(&b) {
            std::cmp::Ordering::Greater => Some(self.first),
            std::cmp::Ordering::Less => Some(second),
            std::cmp::Ordering::Equal => self.lots,
        }
    }

    /// What the match needs next when its games are over and it is level.
    fn settle(&mut self, decider: Decider) -> Settle {
        if self.winner().is_some() || self.games.iter().any(|g| g.result.is_none()) {
            return Settle::Nothing;
        }
        match decider {
            Decider::Lots => Settle::DrawLots,
            Decider::FasterGame => {
                let last = self.games.last().map_or(Color::Black, |g| g.first_colour);
                self.games.push(MatchGame {
                    first_colour: !last,
                    result: None,
                    tie_break: true,
                });
                Settle::FasterGame
            }
        }
    }
}

/// What the teacher is asked to do for a level match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settle {
    Nothing,
    /// A faster game was added to the match.
    FasterGame,
    /// Lots must be drawn.
    DrawLots,
}

/// What the teacher asked that the bracket cannot do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnockoutError {
    TooFewPlayers,
    /// The stage is not over: some match has no winner yet.
    StageNotOver,
    /// One player is left: the knockout is over.
    Finished,
    UnknownMatch,
    UnknownGame,
    /// Lots are only drawn between the two players of a level match.
    NotForLots,
}

/// A knockout bracket.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knockout {
    /// Games in each mini-match (before any tie-break).
    pub games: u8,
    pub decider: Decider,
    stages: Vec<Vec<Match>>,
}

/// The bracket's first-round order of seeds for a field of `size` (a power
/// of two): 1, size, size/2 + 1… so that seeds 1 and 2 can meet only in
/// the final.
pub fn seed_order(size: usize) -> Vec<usize> {
    let mut order = vec![1];
    while order.len() < size {
        let n = order.len() * 2;
        order = order.iter().flat_map(|s| [*s, n + 1 - s]).collect();
    }
    order
}

impl Knockout {
    /// The bracket for `seeds` (strongest first): the first stage's
    /// matches, with the top seeds on their own when the field is not a
    /// power of two.
    pub fn new(seeds: &[PlayerId], games: u8, decider: Decider) -> Result<Knockout, KnockoutError> {
        if seeds.len() < 2 {
            return Err(KnockoutError::TooFewPlayers);
        }
        let games = games.max(1);
        let size = seeds.len().next_power_of_two();
        let order = seed_order(size);
        let first = order
            .chunks(2)
            .map(|pair| {
                let seed = |s: usize| seeds.get(s - 1).copied();
                // The higher seed is first; only the lower one can be missing.
                let a = seed(pair[0].min(pair[1]))
                    .expect("the higher seed of a pair is always in the field");
                Match::new(a, seed(pair[0].max(pair[1])), games)
            })
            .collect();
        Ok(Knockout {
            games,
            decider,
            stages: vec![first],
        })
    }

    pub fn stages(&self) -> &[Vec<Match>] {
        &self.stages
    }

    /// Enters the result of a game of a match in the current stage; a level
    /// match then gets a faster game, or asks for lots.
    pub fn set_result(
        &mut self,
        m: usize,
        game: usize,
        result: Option<GameResult>,
    ) -> Result<Settle, KnockoutError> {
        let decider = self.decider;
        let stage = self.stages.last_mut().ok_or(KnockoutError::UnknownMatch)?;
        let found = stage.get_mut(m).ok_or(KnockoutError::UnknownMatch)?;
        let slot = found
            .games
            .get_mut(game)
            .ok_or(KnockoutError::UnknownGame)?;
        slot.result = result;
        // A corrected result may make an added tie-break game unneeded.
        while found
            .games
            .last()
            .is_some_and(|g| g.tie_break && g.result.is_none())
            && found.winner_without_open_games()
        {
            found.games.pop();
        }
        found.lots = None;
        Ok(found.settle(decider))
    }

    /// The teacher drew lots for a level match.
    pub fn draw_lots(&mut self, m: usize, winner: PlayerId) -> Result<(), KnockoutError> {
        let stage = self.stages.last_mut().ok_or(KnockoutError::UnknownMatch)?;
        let found = stage.get_mut(m).ok_or(KnockoutError::UnknownMatch)?;
        let level =
            found.games.iter().all(|g| g.result.is_some()) && found.score().0 == found.score().1;
        if !level || (winner != found.first && Some(winner) != found.second) {
            return Err(KnockoutError::NotForLots);
        }
        found.lots = Some(winner);
        Ok(())
    }

    /// Pairs the next stage from the winners, in bracket order.
    pub fn next_stage(&mut self) -> Result<&[Match], KnockoutError> {
        let current = self.stages.last().ok_or(KnockoutError::UnknownMatch)?;
        let winners: Vec<PlayerId> = current
            .iter()
            .map(Match::winner)
            .collect::<Option<_>>()
            .ok_or(KnockoutError::StageNotOver)?;
        if winners.len() < 2 {
            return Err(KnockoutError::Finished);
        }
        let next = winners
            .chunks(2)
            .map(|pair| Match::new(pair[0], pair.get(1).copied(), self.games))
            .collect();
        self.stages.push(next);
        Ok(self.stages.last().expect("just pushed"))
    }

    /// The winner of the whole knockout, once the final is decided.
    pub fn champion(&self) -> Option<PlayerId> {
        let last = self.stages.last()?;
        match last.as_slice() {
            [only] if only.second.is_some() => only.winner(),
            _ => None,
        }
    }
}

impl Match {
    /// Whether the games already decide the match with open games left
    /// out (so an open tie-break game is not needed).
    fn winner_without_open_games(&self) -> bool {
        let decided: Vec<_> = self.games.iter().filter(|g| g.result.is_some()).collect();
        let open_regular = self
            .games
            .iter()
            .any(|g| !g.tie_break && g.result.is_none());
        let (a, b) = decided
            .iter()
            .fold((Points::ZERO, Points::ZERO), |(a, b), g| {
                let r = g.result.expect("filtered");
                (a + r.points(g.first_colour), b + r.points(!g.first_colour))
            });
        !open_regular && a != b
    }
}
