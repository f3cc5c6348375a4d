//! The tournament report file, column by column as FIDE's TRF16 lays it out.

use peoncito::heading::{Date, Name};
use peoncito::tournament::{GameResult, Player, System, Tournament, trf};
use shakmaty::Color;

#[test]
fn a_round_robin_is_reported_with_every_column_in_its_place() {
    let mut t = Tournament::new(
        Name::new("Liga del recreo").unwrap(),
        System::RoundRobin { double: false },
    );
    t.place = Name::new("Cuenca");
    t.date = Date::new(2026, 11, 30);
    for (name, rating) in [
        ("Ana Ruiz", Some(1200)),
        ("Bruno", None),
        ("Carla Ñúñez", Some(980)),
    ] {
        let mut p = Player::new(Name::new(name).unwrap());
        p.rating = rating;
        t.add_player(p).unwrap();
    }
    // Round 1: 2–3 (Ana rests); Bruno wins. Round 2: 1–2 (Carla rests),
    // Bruno did not come. Round 3: 3–1, still to play (Bruno rests).
    t.pair_next_round(&[]).unwrap();
    t.set_result(1, 1, Some(GameResult::WHITE_WINS)).unwrap();
    t.pair_next_round(&[]).unwrap();
    t.set_result(
        2,
        1,
        Some(GameResult::Forfeit {
            winner: Some(Color::White),
        }),
    )
    .unwrap();
    t.pair_next_round(&[]).unwrap();
    let text = trf::write(&t);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..5],
        [
            "012 Liga del recreo",
            "022 Cuenca",
            "042 2026/11/30",
            "062 3",
            "XXR 3"
        ]
    );
    let players = &lines[5..];
    assert_eq!(players.len(), 3);
    let col = |line: &str, from: usize, to: usize| -> String {
        line.chars().skip(from - 1).take(to - from + 1).collect()
    };
    let ana = players[0];
    assert_eq!(col(ana, 1, 8), "001    1");
    assert_eq!(col(ana, 15, 47).trim_end(), "Ana Ruiz");
    assert_eq!(col(ana, 49, 52), "1200");
    assert_eq!(col(ana, 81, 84), " 1.0");
    assert_eq!(
        col(ana, 86, 89),
        "   1",
        "tied with Bruno, no tie-break asked: both first"
    );
    assert_eq!(col(ana, 92, 99), "0000 - Z");
    assert_eq!(col(ana, 102, 109), "   2 w +");
    assert_eq!(
        col(ana, 112, 119).trim_end(),
        "   3 b",
        "a game still to play has no result"
    );
    let bruno = players[1];
    assert_eq!(col(bruno, 49, 52), "    ", "no rating");
    assert_eq!(col(bruno, 81, 89), " 1.0    1");
    assert_eq!(col(bruno, 92, 119), "   3 w 1     1 b -  0000 - Z");
    let carla = players[2];
    assert_eq!(
        col(carla, 15, 47).trim_end(),
        "Carla Ñúñez",
        "columns count characters, not bytes"
    );
    assert_eq!(col(carla, 49, 52), " 980");
    assert_eq!(col(carla, 81, 89), " 0.0    3");
    assert_eq!(col(carla, 92, 99), "   2 b 0");
    assert_eq!(col(carla, 102, 109), "0000 - Z");
    assert!(
        text.lines().all(|l| l == l.trim_end()),
        "no trailing spaces"
    );
}
