//! A tournament board played on the teacher's device: the screens hand the
//! board its heading and clock; the board hands back the finished game,
//! which enters its board's result (once, and never over the teacher's).

use peoncito_core::heading::{Name, RoundBoard};
use peoncito_core::pgn;
use peoncito_core::settings::{Rules, SavedClock, SavedPreset};
use peoncito_core::tournament::play_here::{BoardToPlay, Inbox};
use peoncito_core::tournament::result_slip::{
    SlipError, enter, read_record, read_short_code, short_code_of,
};
use peoncito_core::tournament::{GameResult, Player, System, Tournament};

fn tournament() -> Tournament {
    let mut t = Tournament::new(
        Name::new("Liga de 4.º").unwrap(),
        System::Swiss { rounds: 3 },
    );
    t.clocks = 1;
    t.game_rules = Rules {
        preset: SavedPreset::School { tolerated: 3 },
        undo_allowed: false,
        show_dots: false,
        clock: Some(SavedClock {
            base_minutes: 15,
            increment_seconds: 5,
        }),
        touch_move: true,
        claim_mode: false,
    };
    for n in ["Ana", "Bruno", "Carla", "David"] {
        t.add_player(Player::new(Name::new(n).unwrap())).unwrap();
    }
    t.pair_next_round(&[]).unwrap();
    t
}

#[test]
fn a_board_goes_to_the_board_and_its_game_comes_back_into_the_round() {
    let mut t = tournament();
    let second = RoundBoard { round: 1, board: 2 };
    let handed = BoardToPlay::new(&t, second).unwrap();
    // The tournament's rules, the time control only on the clock's board.
    assert_eq!(handed.rules.clock, None, "only board 1 has a clock");
    assert_eq!(handed.rules.preset, t.game_rules.preset);
    assert!(handed.rules.touch_move);
    assert_eq!(
        BoardToPlay::new(&t, RoundBoard { round: 1, board: 1 })
            .unwrap()
            .rules,
        t.game_rules
    );
    assert_eq!(
        BoardToPlay::new(&t, RoundBoard { round: 1, board: 3 }),
        None
    );
    assert_eq!(
        BoardToPlay::new(&t, RoundBoard { round: 2, board: 1 }),
        None
    );
    let received = BoardToPlay::decode(&handed.encode()).unwrap();
    assert_eq!(received, handed);
    let mut game = received.game().unwrap();
    let board = t.rounds()[0].boards[1];
    assert_eq!(
        game.heading().white,
        t.player(board.white).map(|p| p.name.clone())
    );
    assert_eq!(game.heading().round, Some(second));
    assert!(game.moves().is_empty());
    // Played to the end on the board, then handed back through the inbox.
    let played = pgn::import("1. f3 e5 2. g4 Qh4#").unwrap();
    for m in played.moves() {
        game.play(*m).unwrap();
    }
    let mut inbox = Inbox::decode(None);
    inbox.push(pgn::export(&game, &pgn::Wording::PLAIN));
    // A second tab showing the same game sees it end too: one record.
    inbox.push(pgn::export(&game, &pgn::Wording::PLAIN));
    let mut inbox = Inbox::decode(Some(&inbox.encode()));
    let records = inbox.take();
    assert_eq!(records.len(), 1);
    assert_eq!(inbox.take(), Vec::<String>::new(), "taken once");
    let slip = read_record(&t, &records[0]).unwrap();
    // The tablet's short code for it reads back as the same result.
    let code = short_code_of(&records[0]).unwrap();
    assert!(code.starts_with("1.2 0-1 "), "{code}");
    assert_eq!(read_short_code(&t, &code).unwrap().result, slip.result);
    assert_eq!(short_code_of(&received.record), None, "not over");
    enter(&mut t, &slip).unwrap();
    assert_eq!(t.rounds()[0].boards[1].result, Some(GameResult::BLACK_WINS));
    // The same record again changes nothing; another result is refused.
    enter(&mut t, &slip).unwrap();
    t.set_result(1, 2, Some(GameResult::DRAW)).unwrap();
    assert_eq!(enter(&mut t, &slip), Err(SlipError::AnotherResult(second)));
    assert_eq!(
        t.rounds()[0].boards[1].result,
        Some(GameResult::DRAW),
        "the teacher's stays"
    );
}

#[test]
fn damaged_messages_are_nothing() {
    assert_eq!(BoardToPlay::decode("{\"record\": 3}"), None);
    assert_eq!(BoardToPlay::decode(""), None);
    assert_eq!(BoardToPlay::decode("maybe a clock\n[Event \"x\"]"), None);
    let nonsense = BoardToPlay {
        record: "1. e5 e4".into(),
        rules: Rules::default(),
    };
    assert!(nonsense.game().is_none());
    assert_eq!(Inbox::decode(Some("")), Inbox::default());
    let mut odd = Inbox::decode(Some("\u{1e}\u{1e} \u{1e}not a record"));
    assert_eq!(
        odd.take(),
        ["not a record"],
        "taken, then refused as no record"
    );
    let mut inbox = Inbox::default();
    for n in 0..100 {
        inbox.push(n.to_string());
    }
    let kept = inbox.take();
    assert_eq!(kept.len(), 64);
    assert_eq!(kept[0], "36", "the oldest go first");
    // Games from other devices are each sent once: none is dropped, and
    // one arriving twice waits once.
    for n in 0..100 {
        inbox.push_arrived(n.to_string());
    }
    inbox.push_arrived("7".to_string());
    assert_eq!(inbox.take().len(), 100);
}

#[test]
fn only_a_board_handed_over_goes_straight_into_its_round() {
    use peoncito_core::tournament::play_here::{board_key, goes_straight_in};
    let t = tournament();
    let second = RoundBoard { round: 1, board: 2 };
    let handed = BoardToPlay::new(&t, second).unwrap().game().unwrap();
    let key = board_key(handed.heading()).unwrap();
    assert_eq!(key, "Liga de 4.º|1.2");
    assert!(goes_straight_in(handed.heading(), Some(&key)));
    // A record pasted with the same heading, when no board was handed over
    // (or another was): to the teacher to confirm.
    let pasted = pgn::import(
        "[Event \"Liga de 4.º\"]\n[Round \"1.2\"]\n[White \"Carla\"]\n[Black \"Bruno\"]\n\n1. f3 e5 2. g4 Qh4# 0-1",
    )
    .unwrap();
    assert!(!goes_straight_in(pasted.heading(), None));
    assert!(!goes_straight_in(pasted.heading(), Some("Liga de 4.º|1.1")));
    assert!(!goes_straight_in(&Default::default(), None));
    // What waits for the teacher is taken one by one.
    let mut waiting = Inbox::decode(None);
    waiting.push("first".into());
    waiting.push("second".into());
    assert_eq!(waiting.remove(0).as_deref(), Some("first"));
    assert_eq!(waiting.remove(5), None);
    assert_eq!(waiting.records(), ["second"]);
}
