//! A game against the computer at the table: the question asked when it is
//! to move, its answer played (and completed on the clock), the pupil's
//! touches while it thinks, take-backs of the pupil's own move, the offer
//! after a blunder, hints, the record kept, and what the panel says of
//! its special moves. The worker's side (the question as text, the
//! answer) is checked here too.

use peoncito_core::commentary::at_table;
use peoncito_core::computer::hint::{Hint, HintReason};
use peoncito_core::computer::question::{Answer, Question, answer};
use peoncito_core::computer::{Level, Opponent};
use peoncito_core::game::Game;
use peoncito_core::i18n::Text;
use peoncito_core::saved::{Apart, decode_table, encode_table};
use peoncito_core::settings::{Rules, SavedClock, SavedPreset};
use peoncito_core::table::{Action, Table};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Color, Position, Role, Square};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn uci(text: &str) -> UciMove {
    text.parse().unwrap()
}

fn reply(text: &str) -> Answer {
    Answer {
        reply: Some(uci(text)),
        blunder: false,
    }
}

fn against(fen: &str, rules: Rules, level: u8, side: Color) -> Table {
    let mut t = Table::new(Game::from_fen(fen).unwrap(), rules);
    t.set_computer(Some(Opponent {
        level: Level::new(level).unwrap(),
        side,
        seed: 7,
    }));
    t
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn sans(t: &Table) -> String {
    t.game().sans().join(" ")
}

#[test]
fn the_computer_is_asked_when_it_is_to_move_and_its_answer_is_played() {
    let mut t = against(START, Rules::default(), 3, Color::Black);
    assert!(!t.computer_to_move());
    assert_eq!(t.question(), None, "the pupil moves first");
    t.tap(sq("e2"), 0);
    t.tap(sq("e4"), 0);
    assert!(t.computer_to_move());
    let q = t.question().unwrap();
    assert_eq!(q.level.number(), 3);
    assert_eq!(q.moves, vec![uci("e2e4")]);
    assert!(
        q.check_last,
        "level 3 with take-backs allowed checks the pupil's move"
    );
    // The question travels as text and comes back the same.
    assert_eq!(Question::decode(&q.encode()), Some(q.clone()));
    // An answer that does not fit the position changes nothing.
    assert!(t.computer_answered(&reply("e2e4"), 10).is_empty());
    assert_eq!(sans(&t), "e4");
    t.computer_answered(&reply("e7e5"), 10);
    assert_eq!(sans(&t), "e4 e5");
    assert!(!t.computer_to_move());
    // The worker's own answer to the question is a legal move.
    let worker = Answer::decode(&answer(&q.encode())).unwrap();
    let position = Game::from_fen(START).unwrap();
    let mut after = position.position().clone();
    after.play_unchecked(uci("e2e4").to_move(&after).unwrap());
    assert!(after.is_legal(worker.reply.unwrap().to_move(&after).unwrap()));
}

#[test]
fn a_touch_while_the_computer_thinks_moves_nothing_and_is_answered_kindly() {
    let mut t = against(START, Rules::default(), 1, Color::White);
    assert!(t.computer_to_move(), "the computer plays White: it begins");
    assert!(
        !t.movable(sq("e7")),
        "no drag starts on the computer's turn"
    );
    assert!(t.tap(sq("e7"), 0).is_empty());
    assert_eq!(t.selected(), None);
    assert!(t.early_touch());
    assert_eq!(at_table(&t).unwrap().code, "computer-turn");
    // A drop does nothing either.
    t.drop_on(sq("e7"), sq("e5"), 0);
    assert_eq!(sans(&t), "");
    t.computer_answered(&reply("d2d4"), 5);
    assert!(
        !t.early_touch(),
        "the word goes once the computer has moved"
    );
    t.tap(sq("e7"), 6);
    t.tap(sq("e5"), 6);
    assert_eq!(sans(&t), "d4 e5");
}

#[test]
fn undo_takes_back_the_pupils_move_with_the_computers_answer() {
    let mut t = against(START, Rules::default(), 5, Color::Black);
    t.tap(sq("e2"), 0);
    t.tap(sq("e4"), 0);
    t.computer_answered(&reply("e7e5"), 1);
    t.act(Action::Undo, 2).unwrap();
    assert_eq!(
        sans(&t),
        "",
        "both moves are taken back: the pupil is to move"
    );
    assert!(!t.computer_to_move());
    // The computer playing White: its first move stays (nothing of the
    // pupil's to take back before it).
    let mut t = against(START, Rules::default(), 5, Color::White);
    t.computer_answered(&reply("e2e4"), 0);
    t.tap(sq("e7"), 1);
    t.tap(sq("e5"), 1);
    t.computer_answered(&reply("g1f3"), 2);
    t.act(Action::Undo, 3).unwrap();
    assert_eq!(sans(&t), "e4");
    assert!(!t.computer_to_move());
}

#[test]
fn after_a_blunder_the_lower_levels_offer_to_take_it_back() {
    let blunder = Answer {
        reply: Some(uci("b7a6")),
        blunder: true,
    };
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    let mut t = against(fen, Rules::default(), 1, Color::Black);
    t.tap(sq("c4"), 0);
    t.tap(sq("a6"), 0);
    t.computer_answered(&blunder, 1);
    assert!(t.take_back_offered());
    assert!(
        !t.computer_to_move(),
        "the computer waits for the pupil's answer"
    );
    // It names the piece the computer would capture, and marks both.
    let said = at_table(&t).unwrap();
    assert_eq!(said.code, "take-back-offer");
    assert_eq!(
        said.text,
        Text::TakeBackOfferPiece {
            piece: Role::Bishop,
            at: sq("a6")
        }
    );
    assert_eq!(
        said.highlight_at(sq("a6")),
        Some(peoncito_core::explain::Highlight::Piece)
    );
    assert_eq!(
        said.highlight_at(sq("b7")),
        Some(peoncito_core::explain::Highlight::Attacker)
    );
    assert!(t.tap(sq("e1"), 2).is_empty());
    assert!(
        !t.early_touch(),
        "the board waits for the answer, not for the computer"
    );
    t.act(Action::Undo, 3).unwrap();
    assert!(!t.take_back_offered());
    assert_eq!(sans(&t), "", "only the pupil's move is taken back");
    // Kept: the computer plays the answer it held.
    t.tap(sq("c4"), 4);
    t.tap(sq("a6"), 4);
    t.computer_answered(&blunder, 5);
    t.keep_move(6);
    assert_eq!(sans(&t), "Ba6 bxa6");
    // Level 4 does not offer, nor any level when take-backs are not allowed.
    let no_undo = Rules {
        undo_allowed: false,
        ..Rules::default()
    };
    for (level, rules) in [(4, Rules::default()), (1, no_undo)] {
        let mut t = against(fen, rules, level, Color::Black);
        t.tap(sq("c4"), 0);
        t.tap(sq("a6"), 0);
        assert!(!t.question().unwrap().check_last);
        t.computer_answered(&blunder, 1);
        assert!(!t.take_back_offered());
        assert_eq!(sans(&t), "Ba6 bxa6");
    }
}

#[test]
fn the_piece_at_risk_is_the_one_captured_for_the_most_gain() {
    let at_risk = |fen: &str| {
        let position: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        peoncito_core::computer::piece_at_risk(&position)
    };
    // Nothing to win at the start.
    assert_eq!(
        at_risk("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"),
        None
    );
    // A bishop given for nothing, beside a guarded pawn the queen could take.
    assert_eq!(
        at_risk("r1bqkb1r/pppp1ppp/B1n2n2/4p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4"),
        Some((sq("b7"), Role::Bishop, sq("a6")))
    );
    // A guarded knight a pawn attacks is still lost for a pawn.
    assert_eq!(
        at_risk("rnbqkbnr/pppp1ppp/8/4p3/3N4/2P5/PP1PPPPP/RNBQKB1R b KQkq - 0 3"),
        Some((sq("e5"), Role::Knight, sq("d4")))
    );
    // A guarded pawn the queen could take is not at risk.
    assert_eq!(
        at_risk("rnb1kbnr/pppp1ppp/8/4p3/3P3q/2P5/PP2PPPP/RNBQKBNR b KQkq - 0 3"),
        None
    );
}

#[test]
fn the_worker_sees_a_blunder_and_not_a_good_move() {
    let fen = "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4";
    let ask = |moves: &str| {
        Question {
            level: Level::WEAKEST,
            seed: 1,
            check_last: true,
            start: fen.to_string(),
            moves: vec![uci(moves)],
        }
        .answer()
    };
    assert!(ask("c4a6").blunder, "the bishop given for nothing");
    assert!(!ask("e1g1").blunder, "castling loses nothing");
    assert!(!ask("b1c3").blunder);
}

#[test]
fn damaged_questions_and_answers_are_refused_without_a_panic() {
    for text in [
        "",
        "9 1 0\nx\n",
        "1 1 0\nnot a fen\n",
        "1 x 0\n8/8/8/8/8/8/8/8 w - - 0 1\n",
        "3 1 0\n",
    ] {
        assert_eq!(answer(text), "-", "{text:?}");
    }
    // Moves that do not replay from the start.
    assert_eq!(answer(&format!("3 1 0\n{START}\ne2e5")), "-");
    assert_eq!(answer(&format!("3 1 0\n{START}\ne2e4 zz")), "-");
    for text in ["", "e2e4 maybe", "nonsense", "e2e4 blunder extra"] {
        assert_eq!(Answer::decode(text), None, "{text:?}");
    }
    assert_eq!(
        Answer::decode("-"),
        Some(Answer {
            reply: None,
            blunder: false
        })
    );
    assert_eq!(Answer::decode(&reply("e2e4").encode()), Some(reply("e2e4")));
}

#[test]
fn the_computer_completes_its_own_move_on_the_clock_and_stops_for_the_teacher() {
    let rules = Rules {
        preset: SavedPreset::FideToday,
        clock: Some(SavedClock {
            base_minutes: 10,
            increment_seconds: 0,
        }),
        ..Rules::default()
    };
    let mut t = against(START, rules, 2, Color::Black);
    t.tap(sq("e2"), 0);
    t.tap(sq("e4"), 0);
    assert!(
        !t.computer_to_move(),
        "the pupil still has to press the clock"
    );
    t.press_clock(1);
    assert!(t.computer_to_move());
    t.computer_answered(&reply("e7e5"), 1_000);
    assert_eq!(t.awaiting_press(), None, "the computer pressed its clock");
    assert_eq!(t.clock().unwrap().running_side(), Some(Color::White));

    // Illegal moves up to the school limit: the game waits for the teacher,
    // and the computer does not move meanwhile.
    let school = Rules {
        preset: SavedPreset::School { tolerated: 1 },
        ..Rules::default()
    };
    let mut t = against(START, school, 2, Color::Black);
    for _ in 0..3 {
        if t.game().teacher_needed().is_some() {
            break;
        }
        t.tap(sq("e1"), 0);
        t.tap(sq("e3"), 0);
    }
    assert!(t.game().teacher_needed().is_some());
    assert_eq!(t.question(), None);
}

#[test]
fn a_game_against_the_computer_is_saved_and_opened_again() {
    let mut t = against(START, Rules::default(), 6, Color::White);
    t.computer_answered(&reply("e2e4"), 0);
    t.tap(sq("e7"), 1);
    t.tap(sq("e5"), 1);
    let asked = t.question().unwrap();
    let text = encode_table(&t, 2);
    let apart = Apart {
        rules: Rules::default(),
        clock: None,
    };
    let opened = decode_table(&text, apart, 3).unwrap();
    assert_eq!(opened.computer(), t.computer());
    assert_eq!(sans(&opened), "e4 e5");
    assert_eq!(
        opened.question(),
        Some(asked),
        "it thinks again about the same move"
    );
    // A level this version does not know: the game opens, people play on.
    let unknown = text.replace("\"level\":6", "\"level\":99");
    assert_ne!(unknown, text);
    let opened = decode_table(&unknown, apart, 3).unwrap();
    assert_eq!(opened.computer(), None);
    assert_eq!(sans(&opened), "e4 e5");
}

#[test]
fn hints_are_for_the_pupils_turn_and_say_why() {
    let mut t = against(START, Rules::default(), 2, Color::Black);
    let q = t.hint_question().unwrap();
    assert_eq!(q.level, Level::STRONGEST);
    t.show_hint(&reply("g1f3"));
    let hint = t.hint().unwrap();
    assert_eq!(
        (hint.from, hint.to, hint.reason),
        (sq("g1"), sq("f3"), HintReason::Good)
    );
    assert_eq!(at_table(&t).unwrap().code, "hint-move");
    t.tap(sq("g1"), 0);
    assert_eq!(t.hint(), None, "the next touch clears it");
    t.tap(sq("f3"), 0);
    assert_eq!(t.hint_question(), None, "not on the computer's turn");

    let hint_in = |fen: &str, m: &str| {
        let p: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        Hint::new(&p, uci(m).to_move(&p).unwrap()).unwrap().reason
    };
    assert_eq!(
        hint_in("6k1/5ppp/8/8/8/8/5PPP/4R1K1 w - - 0 1", "e1e8"),
        HintReason::Mates
    );
    assert_eq!(
        hint_in("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8q"),
        HintReason::Promotes
    );
    assert_eq!(
        hint_in("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1", "d1d5"),
        HintReason::Captures(Role::Queen)
    );
    // The queen on d4 is attacked by the pawn on e5.
    assert_eq!(
        hint_in("4k3/8/8/4p3/3Q4/8/8/4K3 w - - 0 1", "d4a4"),
        HintReason::Escapes
    );
    assert_eq!(
        hint_in("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1h1"),
        HintReason::Castles
    );
}

#[test]
fn the_computers_special_moves_are_told_as_its_own() {
    // The pupil (White) jumps d2-d4 beside the computer's pawn on e4.
    let mut t = against(
        "4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1",
        Rules::default(),
        3,
        Color::Black,
    );
    t.tap(sq("d2"), 0);
    t.tap(sq("d4"), 0);
    t.computer_answered(&reply("e4d3"), 1);
    let said = at_table(&t).unwrap();
    assert_eq!(said.code, "en-passant");
    assert!(matches!(said.text, Text::ComputerMoment(_)));
    // The pupil's own en passant is told as any move.
    let mut t = against(
        "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
        Rules::default(),
        3,
        Color::Black,
    );
    t.computer_answered(&reply("d7d5"), 0);
    t.tap(sq("e5"), 1);
    t.tap(sq("d6"), 1);
    let said = at_table(&t).unwrap();
    assert_eq!(said.code, "en-passant");
    assert!(matches!(said.text, Text::Moment(_)));
    // Castling by the computer.
    let mut t = against(
        "4k2r/8/8/8/8/8/8/4K3 w k - 0 1",
        Rules::default(),
        3,
        Color::Black,
    );
    t.tap(sq("e1"), 0);
    t.tap(sq("d1"), 0);
    t.computer_answered(&reply("e8g8"), 1);
    assert!(matches!(
        at_table(&t).unwrap().text,
        Text::ComputerMoment(_)
    ));
}
