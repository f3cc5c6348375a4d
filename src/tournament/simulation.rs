//! Random results for a tournament's open games, from a seed: the
//! `pairings -g` tool, the property tests and the benchmarks play the same
//! kind of tournament. The lower starting number (the higher rating) is
//! likelier to win; about a fifth of the games are drawn and one in fifty
//! is lost by forfeit.

use shakmaty::Color;

use super::{GameResult, Player, System, Tournament, TournamentError};
use crate::heading::Name;

pub use crate::rng::Rng;

/// A Swiss of `players` (ratings falling with the starting number, as a
/// rating list is sorted) paired by the Dutch rules and played for
/// `rounds` rounds, or until no round can be paired.
pub fn random_swiss(players: u16, rounds: u8, seed: u64) -> Result<Tournament, TournamentError> {
    let mut rng = Rng::new(seed);
    // Words and a number: never an empty name.
    let name = |text: &str| Name::new(text).expect("a name");
    let mut t = Tournament::new(name(&format!("Random {seed}")), System::Swiss { rounds });
    for n in 1..=players {
        let mut p = Player::new(name(&format!("Player {n}")));
        p.rating = Some(2400u16.saturating_sub(n.saturating_mul(1200) / players));
        t.add_player(p)?;
    }
    for _ in 0..rounds {
        match t.pair_next_round(&[]) {
            Ok(_) => {}
            Err(TournamentError::NoValidPairing) => break,
            Err(e) => return Err(e),
        }
        play_last_round(&mut t, &mut rng);
    }
    Ok(t)
}

/// Gives every open game of the last round a random result.
pub fn play_last_round(t: &mut Tournament, rng: &mut Rng) {
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
        let result = if roll < 0.02 {
            GameResult::Forfeit {
                winner: Some(Color::Black),
            }
        } else if roll < 0.22 {
            GameResult::DRAW
        } else if (roll - 0.22) / 0.78 < white_expected {
            GameResult::WHITE_WINS
        } else {
            GameResult::BLACK_WINS
        };
        // The board exists: it was just read from the round.
        let _ = t.set_result(number, i + 1, Some(result));
    }
}
