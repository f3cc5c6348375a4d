//! The cross table ("tabla cruzada"): the standings with every game in one
//! line per player. A round robin reads against each opponent, in ranking
//! order (the diagonal is the player's own square); any other system reads
//! round by round, each game naming the opponent by line number.

use shakmaty::Color;

use super::standings::{Standing, standings};
use super::{Bye, GameResult, Outing, PlayerId, Points, System, Tournament};

/// What a game gave the player, as the table writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub points: Points,
    /// Won or lost without playing ("+" or "−" in the table).
    pub forfeit: bool,
}

impl Mark {
    fn of(result: GameResult, colour: Color) -> Mark {
        Mark {
            points: result.points(colour),
            forfeit: !result.was_played(),
        }
    }
}

/// One square of a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cell {
    /// The player's own square in a round robin.
    Own,
    /// Against one opponent of a round robin: each game finished between
    /// them, in order (two in a double round robin; none yet: empty).
    Against(Vec<Mark>),
    /// One round: the opponent's line number (from 1), the colour, and the
    /// mark once the game has a result.
    Game {
        line: usize,
        colour: Color,
        mark: Option<Mark>,
    },
    Bye(Bye),
    /// Not in the tournament that round.
    Absent,
}

/// One player's line: the standing and the cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub standing: Standing,
    pub cells: Vec<Cell>,
}

/// How the columns run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Columns {
    /// One per opponent, in the lines' order.
    Opponents,
    /// One per round.
    Rounds,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossTable {
    pub columns: Columns,
    /// In ranking order, by the tournament's tie-breaks.
    pub lines: Vec<Line>,
}

/// The tournament's cross table now.
pub fn cross_table(t: &Tournament) -> CrossTable {
    let ranked = standings(t, &t.tie_breaks);
    let line_of = |id: PlayerId| ranked.iter().position(|s| s.player == id).map(|i| i + 1);
    let columns = match t.system {
        System::RoundRobin { .. } => Columns::Opponents,
        _ => Columns::Rounds,
    };
    let lines = ranked
        .iter()
        .map(|standing| {
            let outings = t.outings(standing.player);
            let cells = match columns {
                Columns::Opponents => ranked
                    .iter()
                    .map(|other| {
                        if other.player == standing.player {
                            return Cell::Own;
                        }
                        Cell::Against(
                            outings
                                .iter()
                                .filter_map(|o| match *o {
                                    Outing::Game {
                                        opponent,
                                        colour,
                                        result: Some(r),
                                    } if opponent == other.player => Some(Mark::of(r, colour)),
                                    _ => None,
                                })
                                .collect(),
                        )
                    })
                    .collect(),
                Columns::Rounds => outings
                    .iter()
                    .map(|o| match *o {
                        Outing::Game {
                            opponent,
                            colour,
                            result,
                        } => match line_of(opponent) {
                            Some(line) => Cell::Game {
                                line,
                                colour,
                                mark: result.map(|r| Mark::of(r, colour)),
                            },
                            None => Cell::Absent,
                        },
                        Outing::Bye(bye) => Cell::Bye(bye),
                        Outing::Absent => Cell::Absent,
                    })
                    .collect(),
            };
            Line {
                standing: standing.clone(),
                cells,
            }
        })
        .collect();
    CrossTable { columns, lines }
}
