//! The head of a game's record: names cleaned as typed, real days only, and
//! the next game at the same board keeping the event and the place.

use peoncito_core::heading::{Date, Heading, Name, RoundBoard};
use shakmaty::Color;

#[test]
fn a_name_is_trimmed_joined_and_cut_but_never_refused() {
    let name = |typed: &str| Name::new(typed).map(|n| n.as_str().to_string());
    assert_eq!(
        name("  Ana   María \t Ruiz "),
        Some("Ana María Ruiz".into())
    );
    assert_eq!(name("Luis\u{0}\nPérez"), Some("Luis Pérez".into()));
    assert_eq!(name("   "), None);
    assert_eq!(name("?"), None, "PGN's unknown is no name");
    let long = "Ñ".repeat(60);
    assert_eq!(name(&long).unwrap().chars().count(), Name::MAX_CHARS);
    // Cut at a space, the name does not end with one.
    let spaced = format!("{} Ruiz", "a".repeat(Name::MAX_CHARS - 1));
    assert_eq!(name(&spaced).unwrap(), "a".repeat(Name::MAX_CHARS - 1));
}

#[test]
fn only_real_days_are_dates() {
    assert_eq!(Date::from_pgn("2026.11.30"), Date::new(2026, 11, 30));
    assert_eq!(Date::new(2026, 11, 30).unwrap().pgn(), "2026.11.30");
    assert_eq!(Date::from_pgn("2028.02.29"), Date::new(2028, 2, 29));
    assert!(Date::new(2028, 2, 29).is_some());
    for broken in [
        "2026.02.29",
        "1900.02.29",
        "2026.13.01",
        "2026.00.10",
        "2026.11.31",
        "2026.??.??",
        "????.??.??",
        "0000.01.01",
        "2026.11",
        "",
        "70000.1.1",
    ] {
        assert_eq!(Date::from_pgn(broken), None, "{broken}");
    }
    assert_eq!(Date::from_pgn("2000.02.29"), Date::new(2000, 2, 29));
}

#[test]
fn the_next_game_keeps_the_event_and_the_place_not_the_players() {
    let heading = Heading {
        white: Name::new("Ana"),
        black: Name::new("Luis"),
        event: Name::new("Clase de 3.º B"),
        site: Name::new("CEIP"),
        date: Date::new(2026, 11, 30),
        round: Some(RoundBoard { round: 2, board: 4 }),
    };
    assert_eq!(heading.player(Color::White), Name::new("Ana").as_ref());
    assert!(heading.names_players());
    let next = heading.next_game();
    assert_eq!(next.event, heading.event);
    assert_eq!(next.site, heading.site);
    assert!(!next.names_players());
    assert_eq!(next.date, None);
    assert_eq!(next.round, None, "the next game is not the same board's");
}

#[test]
fn a_tournament_board_is_round_dot_board_in_pgn() {
    let place = RoundBoard {
        round: 3,
        board: 12,
    };
    assert_eq!(place.pgn(), "3.12");
    assert_eq!(RoundBoard::from_pgn(" 3.12 "), Some(place));
    for not_a_board in ["-", "?", "3", "0.1", "3.0", "3.x", "300.1", "", "3.12.1"] {
        assert_eq!(RoundBoard::from_pgn(not_a_board), None, "{not_a_board}");
    }
}

#[test]
fn marks_that_turn_text_around_never_stay_in_a_name() {
    // A right-to-left override would show "Luis 1-0 Ana" as "anA 0-1 siuL".
    for typed in [
        "\u{202e}Luis",
        "Lu\u{202e}is\u{202c}",
        "\u{2067}Luis\u{2069}",
        "\u{200f}Luis\u{200e}",
    ] {
        assert_eq!(Name::new(typed).unwrap().as_str(), "Luis", "{typed:?}");
    }
    assert_eq!(Name::new("\u{202e}\u{2066}"), None);
    // A name written right to left keeps its letters, isolated in sentences.
    let name = Name::new("محمد").unwrap();
    assert_eq!(name.as_str(), "محمد");
    assert_eq!(
        peoncito_core::heading::isolated(name.as_str()),
        "\u{2068}محمد\u{2069}"
    );
}
