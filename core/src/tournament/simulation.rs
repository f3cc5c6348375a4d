//! Random results for a tournament's open games, from a seed: the
//! `pairings -g` tool, the property tests and the benchmarks play the same
//! kind of tournament. The lower starting number (the higher rating) is
//! likelier to win; about a fifth of the games are drawn and one in fifty
//! is lost by forfeit. With absences, as a real school day has them:
//! requested byes, players who leave, late entries and more forfeits —
//! what tie-breaks get wrong most often.

use shakmaty::Color;

use super::{Bye, GameResult, Player, System, Tournament, TournamentError};
use crate::heading::Name;

pub use crate::rng::Rng;

/// How irregular a random tournament is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Absences {
    /// Every player plays every round.
    None,
    /// Each round, some ask for a bye (half a point or none), some leave
    /// for good, a late entry may come in rounds 2–3, and one game in
    /// twelve is forfeited, either way or both.
    Some,
}

/// A Swiss of `players` (ratings falling with the starting number, as a
/// rating list is sorted) paired by the Dutch rules and played for
/// `rounds` rounds, or until no round can be paired.
pub fn random_swiss(players: u16, rounds: u8, seed: u64) -> Result<Tournament, TournamentError> {
    random_swiss_with(players, rounds, seed, Absences::None)
}

/// [`random_swiss`] with the [`Absences`] asked for.
pub fn random_swiss_with(
    players: u16,
    rounds: u8,
    seed: u64,
    absences: Absences,
) -> Result<Tournament, TournamentError> {
    let mut rng = Rng::new(seed);
    // Words and a number: never an empty name.
    let name = |text: &str| Name::new(text).expect("a name");
    let mut t = Tournament::new(name(&format!("Random {seed}")), System::Swiss { rounds });
    let rating = |n: u16| 2400u16.saturating_sub(n.saturating_mul(1200) / players.max(1));
    for n in 1..=players {
        let mut p = Player::new(name(&format!("Player {n}")));
        p.rating = Some(rating(n));
        t.add_player(p)?;
    }
    for round in 1..=rounds {
        let mut away = Vec::new();
        if absences == Absences::Some {
            if (2..=3).contains(&round) && rng.below(2) == 0 {
                let n = u16::try_from(t.players().len() + 1).unwrap_or(u16::MAX);
                let mut p = Player::new(name(&format!("Player {n}")));
                p.rating = Some(rating(n.min(players)));
                t.add_player(p)?;
            }
            for id in t.ids().collect::<Vec<_>>() {
                if !t.player(id).is_some_and(|p| p.plays_in(round)) {
                    continue;
                }
                match rng.below(100) {
                    0..=4 => away.push((id, Bye::Half)),
                    5..=7 => away.push((id, Bye::Zero)),
                    8..=9 if round > 1 => t.withdraw(id)?,
                    _ => {}
                }
            }
        }
        match t.pair_next_round(&away) {
            Ok(_) => {}
            Err(TournamentError::NoValidPairing) => break,
            Err(e) => return Err(e),
        }
        play(&mut t, &mut rng, absences);
    }
    Ok(t)
}

/// Gives every open game of the last round a random result.
pub fn play_last_round(t: &mut Tournament, rng: &mut Rng) {
    play(t, rng, Absences::None);
}

fn play(t: &mut Tournament, rng: &mut Rng, absences: Absences) {
    let Some(round) = t.rounds().last().cloned() else {
        return;
    };
    let number = u8::try_from(t.rounds().len()).unwrap_or(u8::MAX);
    let players = t.players().len().max(1) as f64;
    for (i, b) in round.boards.iter().enumerate() {
        if b.result.is_some() {
            continue;
        }
        let gap = f64::from(b.black.0) - f64::from(b.white.0);
        let white_expected = 1.0 / (1.0 + 10f64.powf(-gap * 1200.0 / players / 400.0));
        let roll = (rng.next_u64() % 1000) as f64 / 1000.0;
        // Below `forfeits` a forfeit, then a draw up to `draws`; the
        // `decisive` rest is won or lost.
        let (forfeits, draws, decisive) = match absences {
            Absences::None => (0.02, 0.22, 0.78),
            Absences::Some => (0.08, 0.28, 0.72),
        };
        let result = if roll < forfeits {
            let winner = match absences {
                Absences::None => Some(Color::Black),
                // Mostly White did not come; now and then neither.
                Absences::Some => match rng.below(8) {
                    0 => None,
                    1 | 2 => Some(Color::White),
                    _ => Some(Color::Black),
                },
            };
            GameResult::Forfeit { winner }
        } else if roll < draws {
            GameResult::DRAW
        } else if (roll - draws) / decisive < white_expected {
            GameResult::WHITE_WINS
        } else {
            GameResult::BLACK_WINS
        };
        // The board exists: it was just read from the round.
        let _ = t.set_result(number, i + 1, Some(result));
    }
}
