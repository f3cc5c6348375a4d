//! "Who plays where": every player of a round in alphabetical order with
//! the board, colour and opponent, so each child finds their board in
//! seconds on the wall (the pairing list itself goes by board).

use shakmaty::Color;

use super::{Bye, PlayerId, Tournament};

/// Where one player is this round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// At board `board` (from 1) with `colour`, against `opponent`.
    Board {
        board: usize,
        colour: Color,
        opponent: PlayerId,
    },
    /// No game this round.
    Bye(Bye),
}

/// Round `round` (from 1), player by player in alphabetical order; none
/// for a round not paired.
pub fn who_plays_where(t: &Tournament, round: u8) -> Option<Vec<(PlayerId, Seat)>> {
    let r = t.rounds().get(usize::from(round).checked_sub(1)?)?;
    let mut seats: Vec<(PlayerId, Seat)> = Vec::new();
    for (i, b) in r.boards.iter().enumerate() {
        for (player, colour, opponent) in [
            (b.white, Color::White, b.black),
            (b.black, Color::Black, b.white),
        ] {
            let board = i + 1;
            seats.push((
                player,
                Seat::Board {
                    board,
                    colour,
                    opponent,
                },
            ));
        }
    }
    seats.extend(r.byes.iter().map(|(id, bye)| (*id, Seat::Bye(*bye))));
    seats.sort_by_cached_key(|(id, _)| {
        let name = t.player(*id).map_or("", |p| p.name.as_str());
        (super::class_list::alphabetical_key(name), *id)
    });
    Some(seats)
}
