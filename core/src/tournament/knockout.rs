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
    /// Every game played, the score level and no lots drawn yet: the
    /// decider's turn (a faster game, or the teacher's lots).
    pub fn is_level(&self) -> bool {
        self.second.is_some()
            && self.games.iter().all(|g| g.result.is_some())
            && self.winner().is_none()
    }

    fn settle(&mut self, decider: Decider) -> Settle {
        if !self.is_level() {
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
    /// The field it was drawn from, strongest first.
    seeds: Vec<PlayerId>,
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
            seeds: seeds.to_vec(),
            stages: vec![first],
        })
    }

    pub fn seeds(&self) -> &[PlayerId] {
        &self.seeds
    }

    pub fn stages(&self) -> &[Vec<Match>] {
        &self.stages
    }

    /// The stage being played, to restore its games from a saved copy.
    pub(super) fn current_stage_mut(&mut self) -> Option<&mut Vec<Match>> {
        self.stages.last_mut()
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
        current_match(&mut self.stages, m)?.enter(game, result, decider)
    }

    /// The teacher drew lots for a level match of the current stage.
    pub fn draw_lots(&mut self, m: usize, winner: PlayerId) -> Result<(), KnockoutError> {
        current_match(&mut self.stages, m)?.draw_lots(winner)
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

/// Match `m` of the last stage.
fn current_match(stages: &mut [Vec<Match>], m: usize) -> Result<&mut Match, KnockoutError> {
    stages
        .last_mut()
        .and_then(|stage| stage.get_mut(m))
        .ok_or(KnockoutError::UnknownMatch)
}

impl Match {
    /// Enters the result of game `game`; a level match then gets a faster
    /// game, or asks for lots.
    pub fn enter(
        &mut self,
        game: usize,
        result: Option<GameResult>,
        decider: Decider,
    ) -> Result<Settle, KnockoutError> {
        let slot = self.games.get_mut(game).ok_or(KnockoutError::UnknownGame)?;
        slot.result = result;
        // A corrected result may make an added tie-break game unneeded.
        while self
            .games
            .last()
            .is_some_and(|g| g.tie_break && g.result.is_none())
            && self.winner_without_open_games()
        {
            self.games.pop();
        }
        self.lots = None;
        Ok(self.settle(decider))
    }

    /// The teacher drew lots: only for a level match, between its players.
    pub fn draw_lots(&mut self, winner: PlayerId) -> Result<(), KnockoutError> {
        let level = self.second.is_some()
            && self.games.iter().all(|g| g.result.is_some())
            && self.score().0 == self.score().1;
        if !level || (winner != self.first && Some(winner) != self.second) {
            return Err(KnockoutError::NotForLots);
        }
        self.lots = Some(winner);
        Ok(())
    }

    /// The player who is out of this match, once it is decided (none for a
    /// round off).
    pub fn loser(&self) -> Option<PlayerId> {
        let winner = self.winner()?;
        let second = self.second?;
        Some(if winner == self.first {
            second
        } else {
            self.first
        })
    }

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

/// Which part of a double knockout a match is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BracketPart {
    /// Players who have not lost a match yet.
    Winners,
    /// Players with one lost match; a second loss puts them out.
    Losers,
    /// The winners' champion against the losers' champion (twice, when
    /// the losers' champion wins the first: then both have lost once).
    Final,
}

/// How the losers' bracket of a double knockout is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LosersDraw {
    /// The standard bracket: the first stage's losers meet their
    /// neighbours' losers; then, stage by stage, the survivors play among
    /// themselves, and meet the next players to drop — crossed, the first
    /// survivor against the last to drop, so that no one meets straight
    /// away the player who just beat them or whom they beat.
    Crossed,
    /// As versions before December 2026 drew it: survivors and everyone
    /// who has dropped, together at every stage. Kept for a tournament
    /// that began with it, so it goes on by the rule it started with.
    Pooled,
}

/// Double knockout: a player is out after losing two matches.
///
/// The winners' bracket is played as a knockout. Its losers drop into the
/// losers' bracket, drawn as [`LosersDraw`] says, which plays alongside
/// the winners' bracket and then on by itself; an odd one out has the
/// stage off (never twice running if it can be helped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DoubleKnockout {
    pub games: u8,
    pub decider: Decider,
    pub losers_draw: LosersDraw,
    seeds: Vec<PlayerId>,
    winners: Vec<Vec<Match>>,
    losers: Vec<Vec<Match>>,
    finals: Vec<Match>,
}

impl DoubleKnockout {
    pub fn new(
        seeds: &[PlayerId],
        games: u8,
        decider: Decider,
    ) -> Result<DoubleKnockout, KnockoutError> {
        let first = Knockout::new(seeds, games, decider)?;
        Ok(DoubleKnockout {
            games: first.games,
            decider,
            losers_draw: LosersDraw::Crossed,
            seeds: first.seeds,
            winners: first.stages,
            losers: Vec::new(),
            finals: Vec::new(),
        })
    }

    pub fn seeds(&self) -> &[PlayerId] {
        &self.seeds
    }

    pub fn stages(&self, part: BracketPart) -> &[Vec<Match>] {
        match part {
            BracketPart::Winners => &self.winners,
            BracketPart::Losers => &self.losers,
            BracketPart::Final => std::slice::from_ref(&self.finals),
        }
    }

    /// The stage being played in `part` (the finals count as one), to
    /// restore its games from a saved copy.
    pub(super) fn current_stage_mut(&mut self, part: BracketPart) -> Option<&mut Vec<Match>> {
        match part {
            BracketPart::Winners => self.winners.last_mut(),
            BracketPart::Losers => self.losers.last_mut(),
            BracketPart::Final => Some(&mut self.finals),
        }
    }

    fn current(&mut self, part: BracketPart, m: usize) -> Result<&mut Match, KnockoutError> {
        match part {
            BracketPart::Winners => current_match(&mut self.winners, m),
            BracketPart::Losers => current_match(&mut self.losers, m),
            // Only the last final is played; the first is decided.
            BracketPart::Final => {
                let last = self.finals.len().checked_sub(1);
                self.finals
                    .last_mut()
                    .filter(|_| Some(m) == last)
                    .ok_or(KnockoutError::UnknownMatch)
            }
        }
    }

    /// Enters a game's result in the current stage of `bracket`.
    pub fn set_result(
        &mut self,
        part: BracketPart,
        m: usize,
        game: usize,
        result: Option<GameResult>,
    ) -> Result<Settle, KnockoutError> {
        let decider = self.decider;
        self.current(part, m)?.enter(game, result, decider)
    }

    pub fn draw_lots(
        &mut self,
        part: BracketPart,
        m: usize,
        winner: PlayerId,
    ) -> Result<(), KnockoutError> {
        self.current(part, m)?.draw_lots(winner)
    }

    /// Players still in the winners' bracket.
    fn unbeaten(&self) -> Vec<PlayerId> {
        self.winners.last().map_or_else(Vec::new, |stage| {
            stage.iter().filter_map(Match::winner).collect()
        })
    }

    /// Pairs what comes next once every current match is decided: the
    /// next stage of each bracket still running, or the final.
    pub fn next_stage(&mut self) -> Result<(), KnockoutError> {
        let decided = |stage: Option<&Vec<Match>>| {
            stage.is_none_or(|s| s.iter().all(|m| m.winner().is_some()))
        };
        let finals_decided = self.finals.iter().all(|m| m.winner().is_some());
        if !decided(self.winners.last()) || !decided(self.losers.last()) || !finals_decided {
            return Err(KnockoutError::StageNotOver);
        }
        if let Some(last) = self.finals.last() {
            // The losers' champion won the first final: both have lost once.
            let second_needed = self.finals.len() == 1 && last.winner() == last.second;
            if !second_needed {
                return Err(KnockoutError::Finished);
            }
            self.finals
                .push(Match::new(last.first, last.second, self.games));
            return Ok(());
        }
        let unbeaten = self.unbeaten();
        let waiting = self.waiting();
        let survivors: Vec<PlayerId> = self
            .losers
            .last()
            .map_or_else(Vec::new, |s| s.iter().filter_map(Match::winner).collect());
        let rested: Option<PlayerId> = self
            .losers
            .last()
            .and_then(|s| s.iter().find(|m| m.second.is_none()).map(|m| m.first));
        let in_losers = survivors.len() + waiting.iter().map(Vec::len).sum::<usize>();
        if unbeaten.len() < 2 && in_losers < 2 {
            // One unbeaten player and one from the losers' bracket: the final.
            let losers_champion = survivors.first().or(waiting.concat().first()).copied();
            let (Some(champion), Some(challenger)) = (unbeaten.first().copied(), losers_champion)
            else {
                return Err(KnockoutError::Finished);
            };
            self.finals
                .push(Match::new(champion, Some(challenger), self.games));
            return Ok(());
        }
        if unbeaten.len() >= 2 {
            let next = unbeaten
                .chunks(2)
                .map(|pair| Match::new(pair[0], pair.get(1).copied(), self.games))
                .collect();
            self.winners.push(next);
        }
        let pool = match self.losers_draw {
            LosersDraw::Crossed => crossed(survivors, &waiting),
            LosersDraw::Pooled => {
                let dropped = waiting.concat();
                let more_to_come = unbeaten.len() >= 2;
                (in_losers >= 2 || (in_losers == 1 && more_to_come))
                    .then(|| pooled(survivors, dropped))
            }
        };
        if let Some(pool) = pool {
            let stage = self.stage_of(pool, rested);
            self.losers.push(stage);
        }
        Ok(())
    }

    /// Who has lost in the winners' bracket and not yet played in the
    /// losers' bracket, by the winners' stage they lost in.
    fn waiting(&self) -> Vec<Vec<PlayerId>> {
        let entered: Vec<PlayerId> = self
            .losers
            .iter()
            .flatten()
            .flat_map(|m| [Some(m.first), m.second])
            .flatten()
            .collect();
        self.winners
            .iter()
            .map(|stage| {
                stage
                    .iter()
                    .filter_map(Match::loser)
                    .filter(|p| !entered.contains(p))
                    .collect::<Vec<_>>()
            })
            .filter(|group| !group.is_empty())
            .collect()
    }

    /// A losers' stage from its players in pairing order (first against
    /// second, third against fourth…); of an odd number, the last who did
    /// not rest last time has the stage off.
    fn stage_of(&self, mut pool: Vec<PlayerId>, rested: Option<PlayerId>) -> Vec<Match> {
        let mut resting = None;
        if pool.len() % 2 == 1 {
            let at = pool
                .iter()
                .rposition(|p| Some(*p) != rested)
                .unwrap_or(pool.len() - 1);
            resting = Some(pool.remove(at));
        }
        let mut stage: Vec<Match> = pool
            .chunks(2)
            .map(|pair| Match::new(pair[0], pair.get(1).copied(), self.games))
            .collect();
        stage.extend(resting.map(|p| Match::new(p, None, self.games)));
        stage
    }

    /// The winner of the double knockout, once the final is decided.
    pub fn champion(&self) -> Option<PlayerId> {
        let last = self.finals.last()?;
        let winner = last.winner()?;
        let needs_second = self.finals.len() == 1 && Some(winner) == last.second;
        (!needs_second).then_some(winner)
    }
}

/// The next losers' stage of the standard bracket, in pairing order, or
/// none while a lone survivor waits for the next player to drop.
fn crossed(survivors: Vec<PlayerId>, waiting: &[Vec<PlayerId>]) -> Option<Vec<PlayerId>> {
    let next: &[PlayerId] = waiting.first().map_or(&[], Vec::as_slice);
    if survivors.is_empty() {
        // The first stage: neighbours in the winners' bracket meet.
        return (!next.is_empty()).then(|| next.to_vec());
    }
    if !next.is_empty() && next.len() >= survivors.len() {
        // The drops come in crossed; more drops than survivors (a field
        // that is not a power of two) meet among themselves.
        let extra = next.len() - survivors.len();
        let mut pool = Vec::with_capacity(next.len() + survivors.len());
        for (i, s) in survivors.iter().enumerate() {
            pool.push(*s);
            pool.push(next[next.len() - 1 - i]);
        }
        pool.extend(&next[..extra]);
        return Some(pool);
    }
    (survivors.len() >= 2).then_some(survivors)
}

/// The next losers' stage as [`LosersDraw::Pooled`] draws it: survivors
/// against newcomers first, then the rest among themselves.
fn pooled(survivors: Vec<PlayerId>, dropped: Vec<PlayerId>) -> Vec<PlayerId> {
    let mut pool: Vec<PlayerId> = Vec::with_capacity(survivors.len() + dropped.len());
    let mixed = survivors.len().min(dropped.len());
    for i in 0..mixed {
        pool.push(survivors[i]);
        pool.push(dropped[dropped.len() - 1 - i]);
    }
    pool.extend(&survivors[mixed..]);
    pool.extend(dropped[..dropped.len() - mixed].iter().rev());
    pool
}
