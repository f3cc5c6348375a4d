//! The tournament's saved record and backup file: every part comes back,
//! and a damaged or foreign file is refused with its reason.

use peoncito_core::heading::{Date, Name};
use peoncito_core::tournament::saved::{BackupError, decode, encode};
use peoncito_core::tournament::standings::TieBreak;
use peoncito_core::tournament::{
    Board, Bye, GameResult, Player, PlayerId, Round, Score, System, Tournament, TournamentError,
};
use shakmaty::Color;

fn tournament() -> Tournament {
    let mut t = Tournament::new(
        Name::new("Torneo de Navidad").unwrap(),
        System::RoundRobin { double: true },
    );
    t.place = Name::new("CEIP Miguel Hernández");
    t.date = Date::new(2026, 12, 18);
    t.clocks = 2;
    t.tie_breaks = vec![TieBreak::GamesWon, TieBreak::Progressive];
    t.game_rules.preset = peoncito_core::settings::SavedPreset::FideToday;
    t.game_rules.show_dots = false;
    for (name, group, rating) in [
        ("Ana", "3.º A", Some(1100)),
        ("Bruno", "3.º B", None),
        ("Carla", "3.º A", None),
    ] {
        let mut p = Player::new(Name::new(name).unwrap());
        p.group = Name::new(group);
        p.rating = rating;
        t.add_player(p).unwrap();
    }
    t.pair_next_round(&[]).unwrap();
    t.set_result(
        1,
        1,
        Some(GameResult::Played {
            score: Score::Draw,
            adjudicated: true,
        }),
    )
    .unwrap();
    t.withdraw(PlayerId(3)).unwrap();
    t.pair_next_round(&[]).unwrap();
    t.forbid(PlayerId(1), PlayerId(3), None).unwrap();
    t.forbid(PlayerId(2), PlayerId(1), Some(2)).unwrap();
    t
}

#[test]
fn a_tournament_comes_back_whole() {
    let t = tournament();
    let text = encode(&t);
    let back = decode(&text).unwrap();
    assert_eq!(back, t);
    assert!(text.contains("\"1/2-1/2 adj\""), "{text}");
    // Every kind of bye and forfeit survives too.
    let mut t = Tournament::new(Name::new("Recreo").unwrap(), System::Scheveningen);
    for n in ["A", "B", "C", "D", "E"] {
        t.add_player(Player::new(Name::new(n).unwrap())).unwrap();
    }
    t.add_round(Round {
        boards: vec![
            Board {
                white: PlayerId(1),
                black: PlayerId(2),
                result: Some(GameResult::Forfeit {
                    winner: Some(Color::White),
                }),
            },
            Board {
                white: PlayerId(3),
                black: PlayerId(4),
                result: Some(GameResult::Forfeit { winner: None }),
            },
        ],
        byes: vec![(PlayerId(5), Bye::Pairing)],
    })
    .unwrap();
    t.add_round(Round {
        boards: vec![Board {
            white: PlayerId(2),
            black: PlayerId(1),
            result: Some(GameResult::Forfeit {
                winner: Some(Color::Black),
            }),
        }],
        byes: vec![
            (PlayerId(3), Bye::Half),
            (PlayerId(4), Bye::Zero),
            (PlayerId(5), Bye::Free),
        ],
    })
    .unwrap();
    assert_eq!(decode(&encode(&t)).unwrap(), t);
}

#[test]
fn a_damaged_or_foreign_file_is_refused_with_its_reason() {
    let text = encode(&tournament());
    assert_eq!(decode(""), Err(BackupError::Unreadable));
    assert_eq!(
        decode(&text[..text.len() / 2]),
        Err(BackupError::Unreadable),
        "cut short"
    );
    assert_eq!(
        decode("{\"app\":\"peoncito\",\"version\":1}"),
        Err(BackupError::Unreadable)
    );
    assert_eq!(
        decode(&text.replace("\"app\":\"peoncito-tournament\"", "\"app\":\"other\"")),
        Err(BackupError::Unreadable)
    );
    assert_eq!(
        decode(&text.replace("\"version\":1", "\"version\":7")),
        Err(BackupError::UnknownVersion(7))
    );
    // A version before the first is no "newer version": it cannot be read.
    assert_eq!(
        decode(&text.replace("\"version\":1", "\"version\":0")),
        Err(BackupError::Unreadable)
    );
    assert_eq!(
        decode(&text.replace("1/2-1/2 adj", "2-0")),
        Err(BackupError::BadField)
    );
    assert_eq!(
        decode(&text.replace("\"name\":\"Bruno\"", "\"name\":\"  \"")),
        Err(BackupError::BadField)
    );
    // A round naming a player who is not in the tournament.
    let stranger = text.replacen("\"white\":2", "\"white\":9", 1);
    assert!(
        matches!(
            decode(&stranger),
            Err(BackupError::Inconsistent(TournamentError::UnknownPlayer(
                PlayerId(9)
            )))
        ),
        "{stranger}"
    );
    let twice = text.replacen("\"black\":3", "\"black\":2", 1);
    assert!(
        matches!(decode(&twice), Err(BackupError::Inconsistent(_))),
        "{twice}"
    );
}

#[test]
fn tie_breaks_come_back_in_order_and_an_older_file_gets_the_usual_ones() {
    let text = encode(&tournament());
    assert!(text.contains(r#""tie_breaks":["WON","PS"]"#), "{text}");
    let older = text.replace(r#","tie_breaks":["WON","PS"]"#, "");
    assert_eq!(
        decode(&older).unwrap().tie_breaks,
        TieBreak::usual_for(System::RoundRobin { double: true })
    );
    assert_eq!(
        decode(&text.replace(r#""PS""#, r#""XX""#)),
        Err(BackupError::BadField)
    );
}

/// A Swiss of `rounds` with `players`, as saved.
fn swiss(rounds: u8, players: usize) -> Tournament {
    let mut t = Tournament::new(Name::new("Liga").unwrap(), System::Swiss { rounds });
    for i in 0..players {
        t.add_player(Player::new(Name::new(&format!("P{i}")).unwrap()))
            .unwrap();
    }
    t
}

#[test]
fn copies_that_cannot_be_true_are_refused_with_their_reason() {
    use peoncito_core::tournament::MOST_PLAYERS;
    use peoncito_core::tournament::saved::Impossible;
    // More players than a tournament takes: refused when added, and a copy
    // holding them is refused before anything is built from it.
    let mut full = swiss(5, MOST_PLAYERS);
    assert_eq!(
        full.add_player(Player::new(Name::new("One more").unwrap())),
        Err(TournamentError::FieldFull)
    );
    let text = encode(&full);
    assert!(decode(&text).is_ok(), "the most players opens again");
    let last = format!(r#"{{"name":"P{}"}}"#, MOST_PLAYERS - 1);
    assert!(text.contains(&last), "{}", &text[..200]);
    let extra: String = (0..200_000)
        .map(|i| format!(r#",{{"name":"Q{i}"}}"#))
        .collect();
    let huge = text.replacen(&last, &format!("{last}{extra}"), 1);
    assert_eq!(
        decode(&huge),
        Err(BackupError::Impossible(Impossible::TooLarge {
            players: MOST_PLAYERS + 200_000,
            rounds: 0
        }))
    );
    // Two players with one name (case and accents aside).
    let mut two = swiss(3, 4);
    two.pair_next_round(&[]).unwrap();
    let text = encode(&two);
    let twins = text.replacen(r#""name":"P1""#, r#""name":"p0""#, 1);
    assert_eq!(
        decode(&twins),
        Err(BackupError::Impossible(Impossible::SameName("p0".into())))
    );
    // A Swiss of no rounds, or of one holding two.
    let none = text.replacen(r#""rounds":3"#, r#""rounds":0"#, 1);
    assert_ne!(none, text);
    assert_eq!(
        decode(&none),
        Err(BackupError::Impossible(Impossible::NoRounds))
    );
    for r in 1..=2 {
        for b in 1..=2 {
            two.set_result(
                1,
                b,
                Some(GameResult::Played {
                    score: Score::Draw,
                    adjudicated: false,
                }),
            )
            .unwrap();
        }
        if r == 1 {
            two.pair_next_round(&[]).unwrap();
        }
    }
    let one = encode(&two).replacen(r#""rounds":3"#, r#""rounds":1"#, 1);
    assert_eq!(
        decode(&one),
        Err(BackupError::Impossible(Impossible::MoreRoundsThanPlanned {
            rounds: 2,
            planned: 1
        }))
    );
    // A board of round 1 without a result while round 2 is paired: the
    // model never takes that result back, and a copy holding it is refused.
    assert_eq!(
        two.set_result(1, 1, None),
        Err(TournamentError::LaterRoundPaired(1))
    );
    assert_eq!(two.unfinished_before_last(), None);
    let mut copy: serde_json::Value = serde_json::from_str(&encode(&two)).unwrap();
    let board = &mut copy["rounds"][0]["boards"][1];
    assert!(board.get("result").is_some(), "{board}");
    board.as_object_mut().unwrap().remove("result");
    assert_eq!(
        decode(&copy.to_string()),
        Err(BackupError::Impossible(Impossible::UnfinishedRound(1)))
    );
    // The last round's result is still taken back (the game goes on).
    two.set_result(2, 1, Some(GameResult::WHITE_WINS)).unwrap();
    assert_eq!(two.set_result(2, 1, None), Ok(()));
    assert!(
        decode(&encode(&two)).is_ok(),
        "an unfinished last round opens"
    );
}
