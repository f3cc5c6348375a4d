//! The FIDE tournament report file (TRF, the 2016 layout of C.04.A Annex 2)
//! that rating officers, pairing programs and checkers read: the
//! tournament's lines (012 name, 022 place, 042 date, 062 players), `XXR`
//! for the rounds planned, and one fixed-width `001` line per player (its
//! number, name, rating, points and rank) with a 10-column block per round.
//!
//! A round block: the opponent's number (columns 1–4, "0000" for a bye),
//! the colour ('w', 'b' or '-') and the result: '1', '=', '0' for a game,
//! '+' / '-' for a forfeit, 'U' a pairing-allocated bye, 'H' / 'Z' a half-
//! or zero-point bye, 'F' a full-point bye (read as a pairing bye), blank
//! while the game goes on. A round robin's rest is written as 'Z'; a round
//! the player was not in (entered later, withdrawn) is left blank.

use shakmaty::Color;

use super::{Bye, GameResult, Outing, Tournament};

/// Characters before the first round block (which starts in column 92).
const ROUNDS_AT: usize = 91;

/// The tournament as a TRF.
pub fn write(t: &Tournament) -> String {
    let mut out = String::new();
    out.push_str(&format!("012 {}\n", t.name.as_str()));
    if let Some(place) = &t.place {
        out.push_str(&format!("022 {}\n", place.as_str()));
    }
    if let Some(d) = t.date {
        out.push_str(&format!("042 {:04}/{:02}/{:02}\n", d.year, d.month, d.day));
    }
    out.push_str(&format!("062 {}\n", t.players.len()));
    out.push_str(&format!("XXR {}\n", t.rounds_planned()));
    let ranks = super::standings::standings(t, &[]);
    for id in t.ids() {
        let player = &t.players[id.index()];
        let rank = ranks.iter().find(|s| s.player == id).map_or(0, |s| s.rank);
        let name: String = player.name.as_str().chars().take(33).collect();
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
            id.0,
            name,
            player.rating.map_or(String::new(), |r| r.to_string()),
            "",
            "",
            "",
            t.score(id).decimal(),
            rank
        );
        // TRF counts columns in characters ("Ñ" is one), not bytes.
        while line.chars().count() < ROUNDS_AT {
            line.push(' ');
        }
        for outing in t.outings(id) {
            line.push_str(&block(outing));
            line.push_str("  ");
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// A round's 8 columns for one player.
fn block(outing: Outing) -> String {
    match outing {
        Outing::Game {
            opponent,
            colour,
            result,
        } => {
            let c = match colour {
                Color::White => 'w',
                Color::Black => 'b',
            };
            let r = match result {
                None => ' ',
                Some(GameResult::Played { .. }) => match result.map(|r| r.points(colour).0) {
                    Some(2) => '1',
                    Some(1) => '=',
                    _ => '0',
                },
                Some(forfeit @ GameResult::Forfeit { .. }) => {
                    if forfeit.points(colour).0 == 2 {
                        '+'
                    } else {
                        '-'
                    }
                }
            };
            format!("{:>4} {c} {r}", opponent.0)
        }
        Outing::Bye(bye) => {
            let code = match bye {
                Bye::Pairing => 'U',
                Bye::Half => 'H',
                Bye::Zero | Bye::Free => 'Z',
            };
            format!("0000 - {code}")
        }
        Outing::Absent => "        ".to_string(),
    }
}
