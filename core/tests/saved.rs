//! Saved games survive a round trip; damaged or foreign data is refused.

use peoncito_core::game::{FenError, Game, GameEnd, Intent};
use peoncito_core::saved::{LoadError, decode, encode};
use shakmaty::Color;

fn played(moves: &[&str]) -> Game {
    let mut game = Game::new();
    for uci in moves {
        let (from, to) = uci.split_at(2);
        let Intent::Move(m) = game.intent(from.parse().unwrap(), to.parse().unwrap()) else {
            panic!("{uci} is not legal");
        };
        game.play(m).unwrap();
    }
    game
}

#[test]
fn a_game_in_progress_round_trips() {
    let game = played(&["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1"]);
    let back = decode(&encode(&game)).unwrap();
    assert_eq!(back.fen(), game.fen());
    assert_eq!(back.sans(), game.sans());
    assert!(
        back.can_undo(),
        "moves can still be taken back after loading"
    );
}

#[test]
fn a_game_from_a_shared_position_round_trips() {
    let mut game = Game::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
    let Intent::Promotion(choices) = game.intent("e7".parse().unwrap(), "e8".parse().unwrap())
    else {
        panic!("promotion expected")
    };
    game.play(choices[3]).unwrap();
    let back = decode(&encode(&game)).unwrap();
    assert_eq!(back.fen(), game.fen());
    assert_eq!(back.start_fen(), game.start_fen());
}

#[test]
fn decisions_and_offers_round_trip() {
    let mut resigned = played(&["e2e4"]);
    resigned.resign(resigned.turn()).unwrap();
    assert_eq!(
        decode(&encode(&resigned)).unwrap().end(),
        Some(GameEnd::Resignation {
            winner: Color::White
        })
    );

    let mut offered = played(&["d2d4"]);
    offered.offer_draw(offered.turn()).unwrap();
    assert_eq!(
        decode(&encode(&offered)).unwrap().draw_offer(),
        Some(Color::Black)
    );

    let mut mated = played(&["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert!(mated.is_over());
    mated = decode(&encode(&mated)).unwrap();
    assert_eq!(
        mated.end(),
        Some(GameEnd::Checkmate {
            winner: Color::Black
        })
    );
}

#[test]
fn damaged_data_is_refused() {
    for text in [
        "",
        "{",
        "null",
        "[1,2,3]",
        "{\"app\":\"peoncito\"}",
        "<html>",
    ] {
        assert_eq!(decode(text).unwrap_err(), LoadError::Unreadable, "{text}");
    }
}

#[test]
fn foreign_data_is_refused() {
    let other = r#"{"app":"other","version":1,"start":"8/8/8/8/8/8/8/8 w - - 0 1","moves":[]}"#;
    assert_eq!(decode(other).unwrap_err(), LoadError::Unreadable);
}

#[test]
fn newer_versions_are_named() {
    let text = encode(&Game::new()).replace("\"version\":1", "\"version\":7");
    assert_eq!(decode(&text).unwrap_err(), LoadError::UnknownVersion(7));
    // One before the first never was: unreadable, not "newer".
    let text = encode(&Game::new()).replace("\"version\":1", "\"version\":0");
    assert_eq!(decode(&text).unwrap_err(), LoadError::Unreadable);
}

#[test]
fn an_illegal_saved_move_is_found() {
    let text = encode(&played(&["e2e4", "e7e5"])).replace("e7e5", "e7e4");
    assert_eq!(decode(&text).unwrap_err(), LoadError::BadMove { index: 1 });
    let text = encode(&played(&["e2e4"])).replace("e2e4", "zz");
    assert_eq!(decode(&text).unwrap_err(), LoadError::BadMove { index: 0 });
}

#[test]
fn a_broken_start_is_found() {
    let text = encode(&Game::new()).replace("KQkq", "KQkq x");
    assert!(matches!(
        decode(&text).unwrap_err(),
        LoadError::BadStart(FenError::Syntax(_))
    ));
}

#[test]
fn an_ending_that_does_not_fit_is_found() {
    let mut game = played(&["e2e4"]);
    game.resign(game.turn()).unwrap();
    // Claiming threefold in a position seen once is impossible.
    let text = encode(&game).replace(r#"{"resignation":{"winner":"white"}}"#, r#""threefold""#);
    assert!(text.contains("threefold"));
    assert_eq!(decode(&text).unwrap_err(), LoadError::BadEnding);
}

#[test]
fn the_heading_round_trips_and_a_damaged_one_is_cleaned_not_lost() {
    use peoncito_core::heading::{Date, Heading, Name, RoundBoard};
    let mut game = played(&["e2e4"]);
    let heading = Heading {
        white: Name::new("Ana"),
        black: Name::new("Luis"),
        event: Name::new("Clase de 3.º B"),
        site: Name::new("CEIP"),
        date: Date::new(2026, 11, 30),
        round: Some(RoundBoard {
            round: 3,
            board: 12,
        }),
    };
    game.set_heading(heading.clone());
    let text = encode(&game);
    assert_eq!(decode(&text).unwrap().heading(), &heading);
    // A game saved before names existed opens with none.
    let old = encode(&played(&["e2e4"]));
    assert!(!old.contains("heading"), "{old}");
    assert_eq!(decode(&old).unwrap().heading(), &Heading::default());
    // Edited by hand: a name too long, a control character, a day that is no day.
    let damaged = text
        .replace("\"Ana\"", &format!("\"Ana\\u0007{}\"", "x".repeat(80)))
        .replace("2026.11.30", "2026.02.30")
        .replace("\"3.12\"", "\"3.x\"");
    let back = decode(&damaged).unwrap();
    assert_eq!(
        back.heading()
            .white
            .as_ref()
            .unwrap()
            .as_str()
            .chars()
            .count(),
        Name::MAX_CHARS
    );
    assert!(
        back.heading()
            .white
            .as_ref()
            .unwrap()
            .as_str()
            .starts_with("Ana x")
    );
    assert_eq!(back.heading().date, None);
    assert_eq!(
        back.heading().round,
        None,
        "a board that is no board is forgotten"
    );
    assert_eq!(back.heading().black, heading.black);
}
