//! The cross table: a round robin against each opponent, a Swiss round by
//! round, both in ranking order and agreeing with the standings.

use peoncito_core::heading::Name;
use peoncito_core::tournament::cross_table::{Cell, Columns, Mark, cross_table};
use peoncito_core::tournament::simulation::{Rng, play_last_round, random_swiss};
use peoncito_core::tournament::standings::standings;
use peoncito_core::tournament::{GameResult, Player, Points, System, Tournament};
use shakmaty::Color;

fn round_robin(names: &[&str], seed: u64) -> Tournament {
    let mut t = Tournament::new(
        Name::new("Liga").unwrap(),
        System::RoundRobin { double: false },
    );
    for name in names {
        t.add_player(Player::new(Name::new(name).unwrap())).unwrap();
    }
    let mut rng = Rng::new(seed);
    while t.pair_next_round(&[]).is_ok() {
        play_last_round(&mut t, &mut rng);
    }
    t
}

#[test]
fn a_round_robin_reads_against_each_opponent_and_adds_up_to_the_score() {
    for seed in 0..40 {
        let t = round_robin(&["Ana", "Bruno", "Carla", "David", "Eva", "Fede"], seed);
        let table = cross_table(&t);
        assert_eq!(table.columns, Columns::Opponents);
        assert_eq!(
            table
                .lines
                .iter()
                .map(|l| l.standing.clone())
                .collect::<Vec<_>>(),
            standings(&t, &t.tie_breaks)
        );
        for (i, line) in table.lines.iter().enumerate() {
            assert_eq!(line.cells.len(), 6);
            let mut total = Points::ZERO;
            for (j, cell) in line.cells.iter().enumerate() {
                if i == j {
                    assert_eq!(*cell, Cell::Own);
                    continue;
                }
                let Cell::Against(marks) = cell else {
                    panic!("{cell:?}")
                };
                assert_eq!(marks.len(), 1, "everyone met once");
                let Cell::Against(theirs) = &table.lines[j].cells[i] else {
                    panic!()
                };
                // What one made against the other, the other lost.
                assert_eq!(marks[0].points + theirs[0].points, Points::ONE);
                assert_eq!(marks[0].forfeit, theirs[0].forfeit);
                total = total + marks[0].points;
            }
            assert_eq!(total, line.standing.points);
        }
    }
}

#[test]
fn a_game_still_going_on_leaves_its_square_empty() {
    let mut t = Tournament::new(
        Name::new("Liga").unwrap(),
        System::RoundRobin { double: true },
    );
    for name in ["Ana", "Bruno"] {
        t.add_player(Player::new(Name::new(name).unwrap())).unwrap();
    }
    t.pair_next_round(&[]).unwrap();
    assert_eq!(
        cross_table(&t).lines[0].cells,
        vec![Cell::Own, Cell::Against(vec![])]
    );
    t.set_result(
        1,
        1,
        Some(GameResult::Forfeit {
            winner: Some(Color::White),
        }),
    )
    .unwrap();
    t.pair_next_round(&[]).unwrap();
    t.set_result(2, 1, Some(GameResult::DRAW)).unwrap();
    let table = cross_table(&t);
    let white = t.rounds()[0].boards[0].white;
    let line = table
        .lines
        .iter()
        .find(|l| l.standing.player == white)
        .unwrap();
    let other = usize::from(table.lines[0].standing.player == white);
    assert_eq!(
        line.cells[other],
        Cell::Against(vec![
            Mark {
                points: Points::ONE,
                forfeit: true
            },
            Mark {
                points: Points::HALF,
                forfeit: false
            },
        ]),
        "a double round robin's two games in one square"
    );
}

#[test]
fn a_swiss_reads_round_by_round_and_each_game_points_back() {
    for seed in 0..60 {
        let t = random_swiss(9 + (seed as u16 % 8), 5, seed).unwrap();
        let table = cross_table(&t);
        assert_eq!(table.columns, Columns::Rounds);
        for (i, line) in table.lines.iter().enumerate() {
            assert_eq!(line.cells.len(), t.rounds().len());
            for (round, cell) in line.cells.iter().enumerate() {
                match cell {
                    Cell::Game {
                        line: other,
                        colour,
                        mark,
                    } => {
                        let Cell::Game {
                            line: back,
                            colour: theirs,
                            mark: their_mark,
                        } = &table.lines[other - 1].cells[round]
                        else {
                            panic!("{seed}: the opponent's square is a game")
                        };
                        assert_eq!(*back, i + 1);
                        assert_eq!(*theirs, colour.other());
                        let (m, n) = (mark.unwrap(), their_mark.unwrap());
                        assert!(m.points + n.points <= Points::ONE);
                    }
                    Cell::Bye(_) | Cell::Absent => {}
                    Cell::Own | Cell::Against(_) => panic!("{seed}: {cell:?}"),
                }
            }
        }
    }
}
