//! What a pairing changed by hand would break, named before the teacher
//! confirms it: a rematch, a pair the teacher keeps apart, a third game in a
//! row with the same colour, a second pairing bye.

use shakmaty::Color;

use super::{Bye, Outing, PlayerId, Round, Tournament};

/// One thing the proposed round breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Warning {
    /// They have already played each other.
    Rematch(PlayerId, PlayerId),
    /// The teacher asked to keep them apart.
    Forbidden(PlayerId, PlayerId),
    /// The same colour for the third game running.
    ThirdColour { player: PlayerId, colour: Color },
    /// A pairing bye for someone who already had one (or won by forfeit).
    SecondBye(PlayerId),
}

/// What `round`, proposed as the tournament's next (or in place of its
/// last, when `replacing`), breaks; empty when nothing.
pub fn check_round(t: &Tournament, round: &Round, replacing: bool) -> Vec<Warning> {
    let before = t.rounds().len() - usize::from(replacing && !t.rounds().is_empty());
    let number = u8::try_from(before + 1).unwrap_or(u8::MAX);
    let history =
        |id: PlayerId| -> Vec<Outing> { t.outings(id).into_iter().take(before).collect() };
    let mut warnings = Vec::new();
    for board in &round.boards {
        let (w, b) = (board.white, board.black);
        let met = history(w).iter().any(|o| {
            matches!(o, Outing::Game { opponent, result: Some(r), .. } if *opponent == b && r.was_played())
        });
        if met {
            warnings.push(Warning::Rematch(w, b));
        }
        if t.is_forbidden(w, b, number) {
            warnings.push(Warning::Forbidden(w, b));
        }
        for (player, colour) in [(w, Color::White), (b, Color::Black)] {
            let played: Vec<Color> = history(player)
                .into_iter()
                .filter_map(Outing::played_colour)
                .collect();
            if played.len() >= 2 && played[played.len() - 2..].iter().all(|c| *c == colour) {
                warnings.push(Warning::ThirdColour { player, colour });
            }
        }
    }
    for (player, bye) in &round.byes {
        let had_one = history(*player)
            .into_iter()
            .any(Outing::won_without_playing);
        if *bye == Bye::Pairing && had_one {
            warnings.push(Warning::SecondBye(*player));
        }
    }
    warnings
}
