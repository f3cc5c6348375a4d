//! The tournament report file, column by column as FIDE's TRF16 lays it out.

use peoncito_core::heading::{Date, Name};
use peoncito_core::tournament::standings::TieBreak;
use peoncito_core::tournament::trf::TrfError;
use peoncito_core::tournament::{GameResult, Player, PlayerId, System, Tournament, trf};
use shakmaty::Color;

fn liga() -> Tournament {
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
    t.forbid(PlayerId(1), PlayerId(3), Some(2)).unwrap();
    t
}

#[test]
fn a_round_robin_is_reported_with_every_column_in_its_place() {
    let mut t = liga();
    t.tie_breaks.clear();
    let text = trf::write(&t);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[..6],
        [
            "012 Liga del recreo",
            "022 Cuenca",
            "042 2026/11/30",
            "062 3",
            "XXR 3",
            "260   1   2    1    3"
        ]
    );
    let players = &lines[6..];
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
    // The rank is the tournament's, by its tie-breaks: Bruno won a game
    // over the board, Ana only by forfeit.
    t.tie_breaks = vec![TieBreak::GamesWon];
    let ranked = trf::write(&t);
    let rank = |line: &str| col(line, 86, 89);
    assert_eq!(rank(ranked.lines().nth(6).unwrap()), "   2");
    assert_eq!(rank(ranked.lines().nth(7).unwrap()), "   1");
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

#[test]
fn a_report_reads_back_into_the_same_tournament() {
    let t = liga();
    let back = trf::read(&trf::write(&t), t.system).unwrap();
    assert_eq!(back, t);
    // Windows line ends and a blank round at the end change nothing.
    let crlf = trf::write(&t).replace('\n', "\r\n");
    assert_eq!(trf::read(&crlf, t.system).unwrap(), t);
}

#[test]
fn a_report_that_does_not_add_up_is_refused_with_where() {
    let text = trf::write(&liga());
    assert_eq!(
        trf::read("012 Nothing\n", System::RoundRobin { double: false }),
        Err(TrfError::NoPlayers)
    );
    let rr = System::RoundRobin { double: false };
    // Bruno says he beat Carla; Carla says she beat Bruno.
    let both_won = text.replace("   2 b 0", "   2 b 1");
    assert_eq!(
        trf::read(&both_won, rr),
        Err(TrfError::Mismatch {
            round: 1,
            player: PlayerId(2)
        })
    );
    // Carla says she played Ana in round 1, who rested.
    let stranger = text.replace("   2 b 0", "   1 b 0");
    assert!(matches!(
        trf::read(&stranger, rr),
        Err(TrfError::Mismatch { round: 1, .. })
    ));
    // Round 1's game still to play, while rounds 2 and 3 are paired.
    let unplayed = text
        .replace("   2 b 0", "   2 b  ")
        .replace("   3 w 1", "   3 w  ");
    assert_eq!(unplayed.len(), text.len());
    assert_eq!(trf::read(&unplayed, rr), Err(TrfError::UnfinishedRound(1)));
    let unknown_result = text.replace("   2 b 0", "   2 b x");
    assert_eq!(
        trf::read(&unknown_result, rr),
        Err(TrfError::BadRound { line: 9, round: 1 })
    );
    let apart_stranger = text.replace("260   1   2    1    3", "260   1   2    1    7");
    assert_eq!(
        trf::read(&apart_stranger, rr),
        Err(TrfError::BadApart { line: 6 })
    );
    let apart_backwards = text.replace("260   1   2", "260   3   2");
    assert_eq!(
        trf::read(&apart_backwards, rr),
        Err(TrfError::BadApart { line: 6 })
    );
    let too_many_rounds = text.replace("XXR 3", "XXR 300");
    assert_eq!(
        trf::read(&too_many_rounds, rr),
        Err(TrfError::BadTotalRounds { line: 5 })
    );
    assert_eq!(
        trf::planned_rounds(&too_many_rounds),
        Err(TrfError::BadTotalRounds { line: 5 })
    );
    assert_eq!(trf::planned_rounds(&text), Ok(Some(3)));
    let renumbered = text.replace("001    3", "001    5");
    assert_eq!(
        trf::read(&renumbered, rr),
        Err(TrfError::BadNumbering { line: 9 })
    );
    let cut = text.replace("Carla Ñúñez", "");
    assert!(
        trf::read(
            &cut.lines()
                .map(|l| &l[..l.len().min(30)])
                .collect::<Vec<_>>()
                .join("\n"),
            rr
        )
        .is_err()
    );
    // Nothing panics on garbage.
    for garbage in [
        "001",
        "001 abcd",
        "001    1      \u{0}",
        "\u{feff}001    1      Ana",
        "XXR 999999",
        "001    1      Ana                               2000 ESP             1999/01/01  1.0    1  9999 w 1",
    ] {
        let _ = trf::read(garbage, rr);
    }
}

#[test]
fn players_kept_apart_are_read_from_2025_lines_and_older_xxp_lines() {
    let t = liga();
    let rr = t.system;
    let whole = trf::write(&t).replace("260   1   2    1    3", "260   1   3    1    2    3");
    let read = trf::read(&whole, rr).unwrap();
    // A range to the last round is the whole event; a group keeps every two apart.
    assert_eq!(read.forbidden().len(), 3);
    assert!(read.is_forbidden(PlayerId(2), PlayerId(3), 3));
    let xxp = trf::write(&t).replace("260   1   2    1    3", "XXP 2 3");
    let read = trf::read(&xxp, rr).unwrap();
    assert!(read.is_forbidden(PlayerId(3), PlayerId(2), 3));
    assert!(!read.is_forbidden(PlayerId(1), PlayerId(3), 1));
    // A range that starts later (2025: apart only in rounds 2 and 3).
    let later = trf::write(&t).replace("260   1   2    1    3", "260   2   3    1    3");
    let read = trf::read(&later, rr).unwrap();
    assert!(!read.is_forbidden(PlayerId(1), PlayerId(3), 1));
    assert!(read.is_forbidden(PlayerId(1), PlayerId(3), 2));
    assert!(read.is_forbidden(PlayerId(3), PlayerId(1), 3));
    // Written back as read, and kept by a saved copy.
    assert!(trf::write(&read).contains("260   2   3    1    3"));
    let saved = peoncito_core::tournament::saved::encode(&read);
    let reopened = peoncito_core::tournament::saved::decode(&saved).unwrap();
    assert!(!reopened.is_forbidden(PlayerId(1), PlayerId(3), 1));
    assert!(reopened.is_forbidden(PlayerId(1), PlayerId(3), 2));
}

/// `XXC black1`: the first pairing number has Black when nothing else
/// decides, as the FIDE-endorsed engines read it.
#[test]
fn xxc_black1_gives_the_first_number_black_in_round_one() {
    use peoncito_core::tournament::{Player, System, Tournament};
    let mut t = Tournament::new(
        peoncito_core::heading::Name::new("Open").unwrap(),
        System::Swiss { rounds: 3 },
    );
    for n in 1..=4 {
        t.add_player(Player::new(
            peoncito_core::heading::Name::new(&format!("P{n}")).unwrap(),
        ))
        .unwrap();
    }
    let text = trf::write(&t);
    let plain = trf::read(&text, t.system).unwrap();
    let black = trf::read(&text.replace("XXR 3\n", "XXR 3\nXXC black1\n"), t.system).unwrap();
    let first_board = |mut t: Tournament| t.pair_next_round(&[]).unwrap().boards[0];
    let board = first_board(plain);
    assert_eq!((board.white, board.black), (PlayerId(1), PlayerId(3)));
    let board = first_board(black.clone());
    assert_eq!((board.white, board.black), (PlayerId(3), PlayerId(1)));
    // Kept in the file and in a saved copy.
    assert!(trf::write(&black).contains("XXC black1"));
    let saved = peoncito_core::tournament::saved::encode(&black);
    let reopened = peoncito_core::tournament::saved::decode(&saved).unwrap();
    assert_eq!(first_board(reopened).white, PlayerId(3));
}
