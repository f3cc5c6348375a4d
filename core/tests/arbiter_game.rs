//! The arbiter applied to a game: counting, stopping for the teacher,
//! losing, the draw instead, adjudication, and the saved mistake log.

use peoncito_core::arbiter::{Preset, Verdict};
use peoncito_core::clock::Pace;
use peoncito_core::explain::ReasonKind;
use peoncito_core::game::{Game, GameEnd, Intent};
use peoncito_core::saved::{decode, encode};
use shakmaty::{Color, Square};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// Tries an illegal move and lets the arbiter judge it.
fn illegal(game: &mut Game, from: &str, to: &str, preset: Preset, pace: Option<Pace>) -> Verdict {
    let refusal = game
        .explain(sq(from), Some(sq(to)))
        .expect("an illegal move");
    game.record_refusal(&refusal, preset.policy(), pace, None)
}

#[test]
fn practice_logs_but_never_counts() {
    let mut game = Game::new();
    for _ in 0..6 {
        assert_eq!(
            illegal(&mut game, "e2", "e5", Preset::Practice, None),
            Verdict::NotCounted
        );
    }
    assert!(!game.is_over());
    assert_eq!(game.mistakes().len(), 6);
    assert!(
        game.mistakes()
            .iter()
            .all(|m| !m.counted && m.reason == ReasonKind::WrongPattern)
    );
}

#[test]
fn picking_up_the_opponents_piece_never_counts() {
    let mut game = Game::new();
    let pick = game.explain(sq("e7"), None).unwrap();
    assert_eq!(
        game.record_refusal(&pick, Preset::ClassicBlitz.policy(), None, None),
        Verdict::NotCounted
    );
    assert!(game.mistakes().is_empty());
    assert!(!game.is_over());
}

#[test]
fn school_stops_for_the_teacher_who_decides() {
    let school = Preset::School { tolerated: 1 };
    let mut game = Game::new();
    assert_eq!(
        illegal(&mut game, "e2", "e5", school, None),
        Verdict::Counted {
            count: 1,
            tolerated: 1
        }
    );
    assert_eq!(
        illegal(&mut game, "g1", "g3", school, None),
        Verdict::AsksTeacher {
            offender: Color::White
        }
    );
    assert_eq!(game.teacher_needed(), Some(Color::White));
    assert_eq!(
        game.intent(sq("e2"), sq("e4")),
        Intent::Illegal,
        "no moves until the teacher decides"
    );
    assert_eq!(
        game.explain(sq("e2"), Some(sq("e4")))
            .unwrap()
            .reason
            .code(),
        "teacher-needed"
    );
    game.teacher_continue(false);
    assert!(matches!(game.intent(sq("e2"), sq("e4")), Intent::Move(_)));
    // The third counted one asks again; this time the teacher gives Black the win.
    illegal(&mut game, "e2", "e5", school, None);
    assert_eq!(game.teacher_needed(), Some(Color::White));
    let end = game.adjudicate(Some(Color::Black)).unwrap();
    assert_eq!(
        (end.outcome_code(), end.reason_code()),
        ("black-wins", "adjudication")
    );
}

#[test]
fn fide_today_second_illegal_move_loses() {
    let mut game = Game::new();
    let first = illegal(&mut game, "e2", "e5", Preset::FideToday, Some(Pace::Blitz));
    assert_eq!(
        first,
        Verdict::Penalty {
            count: 1,
            limit: 2,
            minutes: 1
        }
    );
    // Black's mistakes are counted separately.
    let Intent::Move(m) = game.intent(sq("e2"), sq("e4")) else {
        panic!()
    };
    game.play(m).unwrap();
    assert_eq!(
        illegal(&mut game, "e7", "e4", Preset::FideToday, Some(Pace::Blitz)),
        Verdict::Penalty {
            count: 1,
            limit: 2,
            minutes: 1
        }
    );
    let Intent::Move(m) = game.intent(sq("e7"), sq("e5")) else {
        panic!()
    };
    game.play(m).unwrap();
    illegal(&mut game, "d1", "d3", Preset::FideToday, Some(Pace::Blitz));
    let end = game.end().expect("the second one loses");
    assert_eq!(
        (end.outcome_code(), end.reason_code()),
        ("black-wins", "illegal-moves")
    );
}

#[test]
fn the_loss_is_a_draw_when_the_opponent_has_a_lone_king() {
    let mut game = Game::from_fen("4k3/8/8/8/8/8/4P3/4K2R w K - 0 1").unwrap();
    illegal(
        &mut game,
        "h1",
        "a8",
        Preset::ClassicBlitz,
        Some(Pace::Blitz),
    );
    let end = game.end().unwrap();
    assert_eq!(
        (end.outcome_code(), end.reason_code()),
        ("draw", "illegal-moves-no-mate")
    );
}

#[test]
fn the_mistake_log_survives_saving() {
    let mut game = Game::new();
    illegal(&mut game, "e2", "e5", Preset::School { tolerated: 1 }, None);
    illegal(&mut game, "e2", "e5", Preset::School { tolerated: 1 }, None);
    let back = decode(&encode(&game)).unwrap();
    assert_eq!(back.mistakes(), game.mistakes());
    assert_eq!(back.teacher_needed(), Some(Color::White));
    let mut lost = Game::new();
    illegal(&mut lost, "e2", "e5", Preset::ClassicBlitz, None);
    assert_eq!(
        decode(&encode(&lost)).unwrap().end(),
        Some(GameEnd::IllegalMove {
            winner: Color::Black,
            king_left_in_check: false
        })
    );
    let forged = encode(&game).replace("wrong-pattern", "made-up-reason");
    assert!(
        decode(&forged).is_err(),
        "an unknown reason in the log is refused"
    );
}

#[test]
fn the_mistake_summary_counts_each_reason_per_side() {
    let fen = "rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPPNPPPP/R1BQKBNR w KQkq - 2 3";
    let mut game = Game::from_fen(fen).unwrap();
    illegal(&mut game, "d2", "f3", Preset::Practice, None);
    illegal(&mut game, "d2", "b3", Preset::Practice, None);
    illegal(&mut game, "e1", "g1", Preset::Practice, None);
    assert_eq!(
        game.mistake_summary(),
        vec![(
            Color::White,
            vec![
                (ReasonKind::PinnedPiece, 2),
                (ReasonKind::CastlingBlocked, 1)
            ]
        )]
    );
    let text = peoncito_core::i18n::tr(
        peoncito_core::i18n::Lang::En,
        &peoncito_core::i18n::Text::MistakeSummary {
            side: Color::White,
            name: None,
            counts: game.mistake_summary()[0].1.clone(),
        },
    );
    assert_eq!(text, "White: 2 × pinned piece, 1 × castling through pieces");
}

#[test]
fn a_fallen_flag_loses_unless_the_opponent_cannot_mate() {
    use peoncito_core::clock::Flags;
    let mut game = Game::new();
    assert_eq!(game.flag(Flags::Up), None);
    assert_eq!(
        game.flag(Flags::Fallen(Color::White)),
        Some(GameEnd::Flag {
            winner: Color::Black
        })
    );
    assert_eq!(game.end().unwrap().reason_code(), "flag");
    let mut lone = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1").unwrap();
    assert_eq!(
        lone.flag(Flags::Fallen(Color::White)),
        Some(GameEnd::FlagNoMate),
        "a lone king cannot mate"
    );
    let mut both = Game::new();
    assert_eq!(
        both.flag(Flags::Both).map(|e| e.reason_code()),
        Some("both-flags")
    );
    assert_eq!(
        decode(&encode(&both)).unwrap().end(),
        Some(GameEnd::BothFlags)
    );
}
