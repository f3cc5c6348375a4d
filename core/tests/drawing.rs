//! The teacher's drawings and the projection replay.

use peoncito_core::drawing::{
    Drawing, Pen, Sketchbook, UNIT, arrow_end, centre, position_key, toggle,
};
use peoncito_core::game::Game;
use peoncito_core::pgn;
use shakmaty::{Position, Square};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

#[test]
fn drawing_again_rubs_out_and_another_pen_recolours() {
    let arrow = Drawing {
        from: sq("e2"),
        to: sq("e4"),
        pen: Pen::Green,
    };
    let mut all = Vec::new();
    toggle(&mut all, arrow);
    toggle(
        &mut all,
        Drawing {
            from: sq("d4"),
            to: sq("d4"),
            pen: Pen::Red,
        },
    );
    assert_eq!(all.len(), 2);
    assert!(all[1].is_circle());
    toggle(
        &mut all,
        Drawing {
            pen: Pen::Blue,
            ..arrow
        },
    );
    assert_eq!(all.len(), 2);
    assert_eq!(all[0].pen, Pen::Blue);
    toggle(
        &mut all,
        Drawing {
            pen: Pen::Blue,
            ..arrow
        },
    );
    assert_eq!(all.len(), 1, "the same arrow with the same pen rubs it out");
}

#[test]
fn squares_sit_where_the_board_shows_them() {
    assert_eq!(centre(sq("a1"), false), (UNIT / 2, 7 * UNIT + UNIT / 2));
    assert_eq!(centre(sq("h8"), false), (7 * UNIT + UNIT / 2, UNIT / 2));
    assert_eq!(centre(sq("a1"), true), (7 * UNIT + UNIT / 2, UNIT / 2));
    // An arrow stops short of the target's centre, along its line.
    let (from, to) = (centre(sq("e2"), false), centre(sq("e4"), false));
    let end = arrow_end(from, to);
    assert_eq!(end.0, to.0);
    assert_eq!(end.1, to.1 + UNIT * 3 / 10);
}

#[test]
fn a_game_replays_move_by_move() {
    let game = pgn::import("1. e4 e5 2. Nf3 *").unwrap();
    assert_eq!(game.truncated(0).moves().len(), 0);
    let two = game.truncated(2);
    assert_eq!(two.sans(), ["e4", "e5"]);
    assert_eq!(two.last_move(), Some((sq("e7"), sq("e5"))));
    assert_eq!(game.truncated(99).sans(), game.sans());
    assert!(two.position().board().piece_at(sq("g1")).is_some());
}

/// Drawings belong to the position they were drawn on: another position
/// shows its own, coming back shows them again, and clearing one position
/// leaves the others.
#[test]
fn each_position_keeps_its_own_drawings() {
    let start = Game::new();
    let mut after = Game::new();
    let e4 = after.intent(sq("e2"), sq("e4"));
    if let peoncito_core::game::Intent::Move(m) = e4 {
        after.play(m).unwrap();
    }
    let (here, there) = (
        position_key(start.position()),
        position_key(after.position()),
    );
    assert_ne!(here, there);
    let arrow = Drawing {
        from: sq("e2"),
        to: sq("e4"),
        pen: Pen::Green,
    };
    let circle = Drawing {
        from: sq("d5"),
        to: sq("d5"),
        pen: Pen::Red,
    };
    let mut book = Sketchbook::default();
    book.toggle(&here, arrow);
    book.toggle(&there, circle);
    assert_eq!(book.on(&here), [arrow]);
    assert_eq!(book.on(&there), [circle]);
    book.toggle(&here, arrow);
    assert!(book.on(&here).is_empty(), "drawn again: rubbed out");
    book.toggle(&here, arrow);
    book.clear(&there);
    assert!(book.on(&there).is_empty());
    assert_eq!(book.on(&here), [arrow]);
    // The move counters do not make another position.
    let later = Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 5 9").unwrap();
    assert_eq!(position_key(later.position()), here);
}
