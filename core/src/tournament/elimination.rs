//! A knockout or double knockout as the tournament plays it: the bracket
//! is drawn from the players in starting order (the strongest seeded
//! apart), then stage by stage as the matches are decided. The bracket
//! itself is `knockout`'s; this keeps it inside the tournament, so it is
//! saved, backed up and shown like any other system.

use super::knockout::{BracketPart, DoubleKnockout, Knockout, KnockoutError, Match, Settle};
use super::{GameResult, PlayerId, System, Tournament, TournamentError};

/// The bracket of a knockout tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnockoutBracket {
    Single(Knockout),
    Double(DoubleKnockout),
}

impl KnockoutBracket {
    /// The stages of one part of the bracket; a single knockout has only
    /// its winners' part.
    pub fn stages(&self, part: BracketPart) -> &[Vec<Match>] {
        match (self, part) {
            (KnockoutBracket::Single(k), BracketPart::Winners) => k.stages(),
            (KnockoutBracket::Single(_), _) => &[],
            (KnockoutBracket::Double(d), part) => d.stages(part),
        }
    }

    pub fn champion(&self) -> Option<PlayerId> {
        match self {
            KnockoutBracket::Single(k) => k.champion(),
            KnockoutBracket::Double(d) => d.champion(),
        }
    }

    /// The seeds it was drawn from, strongest first.
    pub fn seeds(&self) -> &[PlayerId] {
        match self {
            KnockoutBracket::Single(k) => k.seeds(),
            KnockoutBracket::Double(d) => d.seeds(),
        }
    }
}

impl Tournament {
    pub fn knockout(&self) -> Option<&KnockoutBracket> {
        self.bracket.as_ref()
    }

    /// Draws the first stage from the players still in, in starting
    /// order, or pairs the next stage once every match is decided.
    pub fn next_stage(&mut self) -> Result<&KnockoutBracket, TournamentError> {
        match &mut self.bracket {
            None => {
                let seeds: Vec<PlayerId> = self
                    .ids()
                    .filter(|id| self.players[id.index()].withdrawn_from.is_none())
                    .collect();
                self.draw_bracket(&seeds)?;
            }
            Some(KnockoutBracket::Single(k)) => {
                k.next_stage().map_err(TournamentError::Knockout)?;
            }
            Some(KnockoutBracket::Double(d)) => {
                d.next_stage().map_err(TournamentError::Knockout)?;
            }
        }
        self.bracket.as_ref().ok_or(TournamentError::NotAKnockout)
    }

    /// Draws the bracket from `seeds` (strongest first).
    pub(super) fn draw_bracket(&mut self, seeds: &[PlayerId]) -> Result<(), TournamentError> {
        if self.bracket.is_some() {
            return Err(TournamentError::FieldClosed);
        }
        for (i, id) in seeds.iter().enumerate() {
            self.player(*id)
                .ok_or(TournamentError::UnknownPlayer(*id))?;
            if seeds[..i].contains(id) {
                return Err(TournamentError::PlayerTwice {
                    round: 1,
                    player: *id,
                });
            }
        }
        let knockout = |e: KnockoutError| match e {
            KnockoutError::TooFewPlayers => TournamentError::TooFewPlayers,
            e => TournamentError::Knockout(e),
        };
        self.bracket = Some(match self.system {
            System::Knockout { games, decider } => {
                KnockoutBracket::Single(Knockout::new(seeds, games, decider).map_err(knockout)?)
            }
            System::DoubleKnockout { games, decider } => KnockoutBracket::Double(
                DoubleKnockout::new(seeds, games, decider).map_err(knockout)?,
            ),
            _ => return Err(TournamentError::NotAKnockout),
        });
        Ok(())
    }

    /// Enters the result of game `game` of match `m` in the current stage
    /// of `part`; a level match then gets a faster game, or asks for lots.
    pub fn set_match_result(
        &mut self,
        part: BracketPart,
        m: usize,
        game: usize,
        result: Option<GameResult>,
    ) -> Result<Settle, TournamentError> {
        match &mut self.bracket {
            Some(KnockoutBracket::Single(k)) if part == BracketPart::Winners => {
                k.set_result(m, game, result)
            }
            Some(KnockoutBracket::Double(d)) => d.set_result(part, m, game, result),
            Some(KnockoutBracket::Single(_)) => Err(KnockoutError::UnknownMatch),
            None => return Err(TournamentError::NotAKnockout),
        }
        .map_err(TournamentError::Knockout)
    }

    /// The teacher drew lots for a level match of the current stage.
    pub fn draw_match_lots(
        &mut self,
        part: BracketPart,
        m: usize,
        winner: PlayerId,
    ) -> Result<(), TournamentError> {
        match &mut self.bracket {
            Some(KnockoutBracket::Single(k)) if part == BracketPart::Winners => {
                k.draw_lots(m, winner)
            }
            Some(KnockoutBracket::Double(d)) => d.draw_lots(part, m, winner),
            Some(KnockoutBracket::Single(_)) => Err(KnockoutError::UnknownMatch),
            None => return Err(TournamentError::NotAKnockout),
        }
        .map_err(TournamentError::Knockout)
    }

    /// The current stage of `part`, to restore a saved one: only its
    /// games and lots may change (`saved` checks the players first).
    pub(super) fn current_stage_mut(&mut self, part: BracketPart) -> Option<&mut Vec<Match>> {
        match &mut self.bracket {
            Some(KnockoutBracket::Single(k)) if part == BracketPart::Winners => {
                k.current_stage_mut()
            }
            Some(KnockoutBracket::Double(d)) => d.current_stage_mut(part),
            _ => None,
        }
    }
}
