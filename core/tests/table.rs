//! Whole games driven through the table as the board's taps and drags, the
//! controls and the clock drive it: what only the browser tests reached.

use peoncito_core::arbiter::Verdict;
use peoncito_core::clock::{Flags, Snapshot};
use peoncito_core::explain::ReasonKind;
use peoncito_core::game::{ActionError, Attempt, FenError, Game, GameEnd};
use peoncito_core::saved::{Apart, decode_table, encode, encode_table};
use peoncito_core::settings::{Rules, SavedClock, SavedPreset};
use peoncito_core::table::{Action, Event, Table, TakeBack};
use peoncito_core::touch::Commitment;
use shakmaty::{Color, Position, Role, Square};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn rules(preset: SavedPreset, clock: Option<(u16, u16)>) -> Rules {
    Rules {
        preset,
        clock: clock.map(|(base_minutes, increment_seconds)| SavedClock {
            base_minutes,
            increment_seconds,
        }),
        ..Rules::default()
    }
}

fn table(fen: &str, rules: Rules) -> Table {
    Table::new(Game::from_fen(fen).unwrap(), rules)
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Taps `from` then `to` at `now`; the events of both taps.
fn tap_move(t: &mut Table, from: &str, to: &str, now: u64) -> Vec<Event> {
    let mut events = t.tap(sq(from), now);
    events.extend(t.tap(sq(to), now));
    events
}

/// A move (or a wrong placement) completed by pressing the clock, as the
/// FIDE presets with a clock want it.
fn pressed(t: &mut Table, from: &str, to: &str, now: u64) -> Vec<Event> {
    let mut events = tap_move(t, from, to, now);
    events.extend(t.press_clock(now));
    events
}

fn piece(t: &Table, at: &str) -> Option<String> {
    t.game()
        .position()
        .board()
        .piece_at(sq(at))
        .map(|p| format!("{:?}{:?}", p.color, p.role))
}

fn refused(t: &Table) -> Option<&'static str> {
    t.refusal().map(|r| r.reason.code())
}

fn apart() -> Apart<'static> {
    Apart {
        rules: Rules::default(),
        clock: None,
    }
}

/// Saves and reopens at `now`; the record written again must be the same.
fn reopened(t: &Table, now: u64) -> Table {
    let text = encode_table(t, now);
    let back =
        decode_table(&text, apart(), now).unwrap_or_else(|e| panic!("{e:?} reopening {text}"));
    assert_eq!(encode_table(&back, now), text, "reopened differently");
    back
}

#[test]
fn a_tap_then_a_tap_moves_and_says_so() {
    let mut t = table(START, Rules::default());
    let events = tap_move(&mut t, "e2", "e4", 0);
    assert!(matches!(events[0], Event::Selected(s) if s == sq("e2")));
    assert!(matches!(events[1], Event::Moved { .. }));
    assert_eq!(piece(&t, "e4").as_deref(), Some("WhitePawn"));
    assert_eq!(t.selected(), None);
}

#[test]
fn a_move_out_of_turn_by_taps_keeps_its_words_for_the_move_tried_and_is_noted_once() {
    let mut t = table(START, Rules::default());
    let first = t.tap(sq("e7"), 0);
    assert_eq!(refused(&t), Some("not-your-turn"));
    let second = t.tap(sq("e5"), 0);
    assert_eq!(
        refused(&t),
        Some("not-your-turn"),
        "not wiped by the second tap"
    );
    let tried = t.refusal().unwrap();
    assert_eq!((tried.from, tried.to), (sq("e7"), Some(sq("e5"))));
    let noted = |events: &[Event]| {
        events
            .iter()
            .filter(|e| matches!(e, Event::Refused(ReasonKind::NotYourTurn)))
            .count()
    };
    assert_eq!(noted(&first) + noted(&second), 1);
    assert_eq!(piece(&t, "e7").as_deref(), Some("BlackPawn"));
    // A third tap elsewhere lets it go; White then moves as usual.
    t.tap(sq("a4"), 0);
    assert_eq!(refused(&t), None);
    tap_move(&mut t, "e2", "e4", 0);
    assert_eq!(piece(&t, "e4").as_deref(), Some("WhitePawn"));
}

#[test]
fn a_tap_on_the_piece_in_hand_lets_it_go_and_another_own_piece_takes_its_place() {
    let mut t = table(START, Rules::default());
    t.tap(sq("e2"), 0);
    t.tap(sq("e2"), 0);
    assert_eq!(t.selected(), None);
    t.tap(sq("e2"), 0);
    t.tap(sq("g1"), 0);
    assert_eq!(t.selected(), Some(sq("g1")));
    assert_eq!(t.dots(), vec![sq("f3"), sq("h3")]);
}

#[test]
fn a_drag_moves_and_a_drop_on_its_own_square_keeps_the_piece_in_hand() {
    let mut t = table(START, Rules::default());
    assert!(t.lift(sq("g1")));
    assert!(t.drop_on(sq("g1"), sq("g1"), 0).is_empty());
    assert_eq!(t.selected(), Some(sq("g1")));
    t.drop_on(sq("g1"), sq("f3"), 0);
    assert_eq!(piece(&t, "f3").as_deref(), Some("WhiteKnight"));
}

#[test]
fn after_a_refused_drop_nothing_is_in_hand_and_the_next_move_works() {
    let mut t = table(START, Rules::default());
    assert!(t.lift(sq("g1")));
    let events = t.drop_on(sq("g1"), sq("g3"), 0);
    assert!(events.contains(&Event::Refused(ReasonKind::WrongPattern)));
    assert_eq!(refused(&t), Some("wrong-pattern"));
    assert_eq!(t.selected(), None, "no piece looks picked up");
    assert!(t.dots().is_empty());
    tap_move(&mut t, "g1", "f3", 0);
    assert_eq!(piece(&t, "f3").as_deref(), Some("WhiteKnight"));
}

#[test]
fn promotion_waits_for_the_choice_and_can_be_cancelled() {
    let mut t = table("8/4P3/8/8/8/8/k7/4K3 w - - 0 1", Rules::default());
    let events = tap_move(&mut t, "e7", "e8", 0);
    assert!(events.contains(&Event::PromotionAsked));
    assert_eq!(t.promotion().map(<[_]>::len), Some(4));
    assert!(
        t.tap(sq("a2"), 0).is_empty(),
        "the board waits for the choice"
    );
    t.cancel_promotion();
    assert_eq!(t.promotion(), None);
    tap_move(&mut t, "e7", "e8", 0);
    t.promote(Role::Knight, 0);
    assert_eq!(piece(&t, "e8").as_deref(), Some("WhiteKnight"));
}

#[test]
fn touch_move_binds_a_refused_piece_without_counting_a_move_never_tried() {
    let school = Rules {
        touch_move: true,
        ..rules(SavedPreset::School { tolerated: 3 }, None)
    };
    let mut t = table(START, school);
    // The knight is touched and put on a square it cannot reach.
    tap_move(&mut t, "b1", "b3", 0);
    assert_eq!(refused(&t), Some("wrong-pattern"));
    assert_eq!(t.bound(), Some(sq("b1")), "the knight is bound");
    assert_eq!(t.selected(), None, "and not in hand");
    assert_eq!(t.game().mistakes().len(), 1);
    // Another piece cannot be chosen: said, and nothing is picked up.
    t.tap(sq("d2"), 0);
    assert_eq!(refused(&t), Some("touch-move"));
    assert_eq!(t.selected(), None);
    // A tap on a square then is no move of anything.
    assert!(t.tap(sq("d4"), 0).is_empty());
    assert_eq!(t.game().mistakes().len(), 1, "d2-d4 was never counted");
    assert_eq!(piece(&t, "d2").as_deref(), Some("WhitePawn"));
    // The knight itself still moves.
    tap_move(&mut t, "b1", "c3", 0);
    assert_eq!(piece(&t, "c3").as_deref(), Some("WhiteKnight"));
    assert_eq!(t.touched(), Commitment::Free);
}

#[test]
fn touch_move_keeps_the_bound_piece_in_hand_when_another_is_tapped() {
    let touch = Rules {
        touch_move: true,
        ..Rules::default()
    };
    let mut t = table("4k3/8/8/4p3/3P4/5N2/8/4K3 w - - 0 1", touch);
    t.tap(sq("f3"), 0);
    t.tap(sq("e1"), 0);
    assert_eq!(refused(&t), Some("touch-move"));
    assert_eq!(t.selected(), Some(sq("f3")));
    t.tap(sq("g5"), 0);
    assert_eq!(piece(&t, "g5").as_deref(), Some("WhiteKnight"));
    // Touching an enemy piece that can be captured binds to capture it.
    let mut t = table("4k3/8/8/4p3/3P4/5N2/8/4K3 w - - 0 1", touch);
    t.tap(sq("e5"), 0);
    assert_eq!(t.touched(), Commitment::CaptureThis(sq("e5")));
    tap_move(&mut t, "d4", "d5", 0);
    assert_eq!(refused(&t), Some("touch-move"));
    tap_move(&mut t, "d4", "e5", 0);
    assert_eq!(piece(&t, "e5").as_deref(), Some("WhitePawn"));
}

#[test]
fn after_undo_the_clock_of_the_side_to_move_runs() {
    let mut t = table(START, rules(SavedPreset::Practice, Some((5, 0))));
    tap_move(&mut t, "e2", "e4", 1_000);
    tap_move(&mut t, "e7", "e5", 3_000);
    assert_eq!(t.clock().unwrap().running_side(), Some(Color::White));
    t.act(Action::Undo, 4_000).unwrap();
    assert_eq!(t.game().turn(), Color::Black);
    assert_eq!(t.clock().unwrap().running_side(), Some(Color::Black));
    let black = t.clock().unwrap().left(Color::Black, 4_000);
    assert_eq!(t.clock().unwrap().left(Color::Black, 5_000), black - 1_000);
    t.act(Action::Undo, 5_000).unwrap();
    assert_eq!(
        t.clock().unwrap().running_side(),
        None,
        "back at the start the clock waits for the first move"
    );
}

#[test]
fn undoing_a_resignation_starts_the_clock_again() {
    let mut t = table(START, rules(SavedPreset::Practice, Some((5, 0))));
    tap_move(&mut t, "e2", "e4", 0);
    let events = t.act(Action::Resign(t.game().turn()), 1_000).unwrap();
    assert_eq!(
        events,
        vec![Event::Ended(GameEnd::Resignation {
            winner: Color::White
        })]
    );
    assert_eq!(t.clock().unwrap().running_side(), None);
    // After the end, only both players together take it back.
    assert_eq!(t.act(Action::Undo, 2_000), Err(ActionError::BothMustAgree));
    t.act(Action::UndoAgreed, 2_000).unwrap();
    assert_eq!(t.clock().unwrap().running_side(), Some(Color::Black));
}

#[test]
fn the_loser_cannot_take_back_a_checkmate_alone_and_under_fide_nobody_can() {
    // FIDE 5.1.1: checkmate ends the game. In class both players may agree
    // to take the last move back; under the FIDE presets the result stands.
    let mate = |preset| {
        let mut t = table(START, rules(preset, None));
        for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
            tap_move(&mut t, from, to, 0);
        }
        assert!(t.game().is_over());
        t
    };
    let mut t = mate(SavedPreset::Practice);
    assert_eq!(t.take_back(), TakeBack::BothAgree);
    assert_eq!(t.act(Action::Undo, 0), Err(ActionError::BothMustAgree));
    assert!(t.game().is_over(), "one tap takes nothing back");
    t.act(Action::UndoAgreed, 0).unwrap();
    assert!(!t.game().is_over());
    assert_eq!(t.take_back(), TakeBack::Now);
    for preset in [
        SavedPreset::Fide2009,
        SavedPreset::FideToday,
        SavedPreset::ClassicBlitz,
    ] {
        let mut t = mate(preset);
        assert_eq!(t.take_back(), TakeBack::Refused, "{preset:?}");
        assert_eq!(t.act(Action::UndoAgreed, 0), Err(ActionError::GameOver));
        assert!(t.game().is_over());
    }
}

#[test]
fn a_game_that_ends_after_a_draw_offer_opens_again() {
    let mut t = table(START, Rules::default());
    tap_move(&mut t, "f2", "f3", 0);
    tap_move(&mut t, "e7", "e5", 0);
    tap_move(&mut t, "g2", "g4", 0);
    t.act(Action::OfferDraw(Color::White), 0).unwrap();
    tap_move(&mut t, "d8", "h4", 0);
    assert_eq!(
        t.game().end(),
        Some(GameEnd::Checkmate {
            winner: Color::Black
        })
    );
    assert_eq!(t.game().draw_offer(), None, "a finished game has no offer");
    let back = reopened(&t, 0);
    assert_eq!(back.game().end(), t.game().end());
    assert_eq!(back.game().moves().len(), 4);
    // A record an earlier version wrote with the offer still in it opens.
    let old = encode(t.game()).replace("\"moves\"", "\"draw_offer\":\"black\",\"moves\"");
    assert!(old.contains("draw_offer"));
    let back = decode_table(&old, apart(), 0).unwrap();
    assert_eq!(back.game().end(), t.game().end());
}

#[test]
fn move_counters_beyond_any_game_are_refused() {
    for fen in [
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 4294967295",
        "4k3/8/8/8/8/8/4P3/4K3 b - - 0 10001",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 4294967295 1",
    ] {
        assert_eq!(
            Game::from_fen(fen).unwrap_err(),
            FenError::Counters,
            "{fen}"
        );
    }
    let mut t = table("4k3/8/8/8/8/8/4P3/4K3 b - - 150 10000", Rules::default());
    assert_eq!(t.game().end(), Some(GameEnd::SeventyFiveMoves));
    let mut t2 = table("4k3/8/8/8/8/8/4P3/4K3 b - - 0 10000", Rules::default());
    tap_move(&mut t2, "e8", "d8", 0);
    tap_move(&mut t2, "e1", "d1", 0);
    assert_eq!(t2.game().move_rows()[1].number, 10_001);
    t.act(Action::Resign(t.game().turn()), 0).unwrap_err();
}

#[test]
fn a_clock_saved_with_impossible_times_stays_fallen() {
    let mut t = table(START, rules(SavedPreset::Practice, Some((5, 0))));
    tap_move(&mut t, "e2", "e4", 0);
    let text = encode_table(&t, 1_000);
    let snapshot = r#""clock":{"white_ms":300000"#;
    assert!(text.contains(snapshot), "{text}");
    let broken = text.replace(snapshot, &format!(r#""clock":{{"white_ms":{}"#, i64::MIN));
    let mut back = decode_table(&broken, apart(), 5_000).unwrap();
    assert_eq!(
        back.clock().unwrap().flags(5_000),
        Flags::Fallen(Color::White)
    );
    let later = back.clock().unwrap().left(Color::White, u64::MAX);
    assert!(later < 0, "no wrap-around brings it back: {later}");
    back.tick(5_000);
    assert_eq!(
        back.game().end(),
        Some(GameEnd::Flag {
            winner: Color::Black
        })
    );
}

#[test]
fn the_record_keeps_the_rules_and_the_clock() {
    let blitz = Rules {
        touch_move: true,
        ..rules(SavedPreset::FideToday, Some((3, 2)))
    };
    let mut t = table(START, blitz);
    pressed(&mut t, "e2", "e4", 10_000);
    pressed(&mut t, "e7", "e5", 25_000);
    let back = reopened(&t, 30_000);
    assert_eq!(back.rules(), blitz);
    let clock = back.clock().unwrap();
    assert_eq!(clock.running_side(), Some(Color::White));
    // Black used 15 s and got 2 back; White's 5 s since are running.
    assert_eq!(clock.left(Color::Black, 30_000), 180_000 - 15_000 + 2_000);
    assert_eq!(clock.left(Color::White, 30_000), 180_000 + 2_000 - 5_000);
    // The time the page was closed is charged to no one.
    let later = decode_table(&encode_table(&t, 30_000), apart(), 900_000).unwrap();
    assert_eq!(later.clock().unwrap().left(Color::White, 900_000), 177_000);
}

#[test]
fn an_older_save_takes_its_rules_and_clock_from_their_own_keys() {
    let mut game = Game::new();
    let m = match game.intent(sq("e2"), sq("e4")) {
        peoncito_core::game::Intent::Move(m) => m,
        other => panic!("{other:?}"),
    };
    game.play(m).unwrap();
    let old_rules = rules(SavedPreset::School { tolerated: 2 }, Some((10, 5)));
    let snapshot = Snapshot {
        white_ms: 590_000,
        black_ms: 600_000,
        white_turn: Some(false),
        paused: false,
    };
    let clock_text = serde_json::to_string(&snapshot).unwrap();
    let t = decode_table(
        &encode(&game),
        Apart {
            rules: old_rules,
            clock: Some(&clock_text),
        },
        0,
    )
    .unwrap();
    assert_eq!(t.rules(), old_rules);
    assert_eq!(t.clock().unwrap().snapshot(0), snapshot);
    // Written again, the record carries both itself.
    let text = encode_table(&t, 0);
    let again = decode_table(&text, apart(), 0).unwrap();
    assert_eq!(again.rules(), old_rules);
    assert_eq!(again.clock().unwrap().snapshot(0), snapshot);
}

#[test]
fn fide_today_with_a_blitz_clock_adds_a_minute_then_the_second_illegal_move_loses() {
    let mut t = table(START, rules(SavedPreset::FideToday, Some((5, 0))));
    pressed(&mut t, "e2", "e4", 0);
    let events = pressed(&mut t, "e8", "e6", 1_000);
    assert!(events.contains(&Event::Judged {
        offender: Color::Black,
        verdict: Verdict::Penalty {
            count: 1,
            limit: 2,
            minutes: 1
        }
    }));
    assert_eq!(t.clock().unwrap().left(Color::White, 1_000), 360_000);
    let events = pressed(&mut t, "e8", "e6", 2_000);
    assert!(events.contains(&Event::Ended(GameEnd::IllegalMoves {
        winner: Color::White
    })));
    assert_eq!(t.clock().unwrap().running_side(), None, "the clock stopped");
    reopened(&t, 3_000);
}

#[test]
fn fide_2009_gives_two_penalties_of_two_minutes_and_the_third_loses() {
    let mut t = table(START, rules(SavedPreset::Fide2009, Some((60, 0))));
    pressed(&mut t, "e2", "e4", 0);
    for n in 1..=2u8 {
        pressed(&mut t, "e8", "e6", 0);
        assert_eq!(
            t.verdict(),
            Some((
                Color::Black,
                Verdict::Penalty {
                    count: n,
                    limit: 3,
                    minutes: 2
                }
            ))
        );
    }
    assert_eq!(t.clock().unwrap().left(Color::White, 0), 64 * 60_000);
    pressed(&mut t, "e8", "e6", 0);
    assert!(matches!(t.game().end(), Some(GameEnd::IllegalMoves { .. })));
}

/// Classic blitz (`003_…`): a completed illegal move stands; it loses only
/// when the opponent claims it before making their own move — with a clock
/// or without.
#[test]
fn classic_blitz_loses_on_the_opponents_claim_and_practice_never_counts() {
    for clock in [Some((5, 0)), None] {
        let mut t = table(START, rules(SavedPreset::ClassicBlitz, clock));
        let events = if clock.is_some() {
            pressed(&mut t, "e2", "e5", 0)
        } else {
            tap_move(&mut t, "e2", "e5", 0)
        };
        assert!(events.contains(&Event::IllegalMoveStood), "{clock:?}");
        assert_eq!(t.game().end(), None, "{clock:?}: nothing happens by itself");
        assert!(t.takes_claims());
        t.claim_illegal(1_000);
        assert_eq!(
            t.game().end(),
            Some(GameEnd::IllegalMove {
                winner: Color::Black,
                king_left_in_check: false
            }),
            "{clock:?}"
        );
        // Unclaimed, once the opponent has moved, it stands for good.
        let mut t = table(START, rules(SavedPreset::ClassicBlitz, clock));
        if clock.is_some() {
            pressed(&mut t, "e2", "e5", 0);
            pressed(&mut t, "g8", "f6", 500);
        } else {
            tap_move(&mut t, "e2", "e5", 0);
            tap_move(&mut t, "g8", "f6", 500);
        }
        assert_eq!(
            t.claim_illegal(1_000),
            vec![Event::ClaimRejected],
            "{clock:?}"
        );
        assert_eq!(t.game().end(), None);
        assert_eq!(piece(&t, "e5").as_deref(), Some("WhitePawn"));
    }
    let mut t = table(START, Rules::default());
    for _ in 0..10 {
        tap_move(&mut t, "e2", "e5", 0);
        assert_eq!(t.verdict(), None);
    }
    assert_eq!(t.game().mistakes().len(), 10);
    assert!(t.game().mistakes().iter().all(|m| !m.counted));
}

#[test]
fn a_loss_by_illegal_moves_is_a_draw_when_the_opponent_cannot_mate() {
    let mut t = table(
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        rules(SavedPreset::ClassicBlitz, None),
    );
    tap_move(&mut t, "e1", "e3", 0);
    t.claim_illegal(500);
    assert_eq!(t.game().end(), Some(GameEnd::IllegalMovesNoMate));
}

#[test]
fn school_rules_stop_the_game_until_the_teacher_lets_it_go_on() {
    let mut t = table(START, rules(SavedPreset::School { tolerated: 1 }, None));
    tap_move(&mut t, "e2", "e5", 0);
    assert_eq!(
        t.verdict(),
        Some((
            Color::White,
            Verdict::Counted {
                count: 1,
                tolerated: 1
            }
        ))
    );
    tap_move(&mut t, "e2", "e5", 0);
    assert_eq!(t.game().teacher_needed(), Some(Color::White));
    tap_move(&mut t, "e2", "e4", 0);
    assert_eq!(refused(&t), Some("teacher-needed"));
    assert_eq!(piece(&t, "e2").as_deref(), Some("WhitePawn"));
    let back = reopened(&t, 0);
    assert_eq!(back.game().teacher_needed(), Some(Color::White));
    t.act(Action::TeacherContinue { recount: false }, 0)
        .unwrap();
    tap_move(&mut t, "e2", "e4", 0);
    assert_eq!(piece(&t, "e4").as_deref(), Some("WhitePawn"));
    t.act(Action::Adjudicate(Some(Color::Black)), 0).unwrap();
    assert_eq!(
        t.game().end(),
        Some(GameEnd::Adjudication {
            winner: Some(Color::Black),
            ahead: None,
        })
    );
    reopened(&t, 0);
}

#[test]
fn claim_mode_lets_an_illegal_move_stand_until_it_is_claimed() {
    let claim = Rules {
        claim_mode: true,
        ..rules(SavedPreset::FideToday, Some((15, 0)))
    };
    let mut t = table(START, claim);
    let events = pressed(&mut t, "g1", "g3", 1_000);
    assert!(events.contains(&Event::IllegalMoveStood));
    assert_eq!(piece(&t, "g3").as_deref(), Some("WhiteKnight"));
    assert_eq!(t.game().turn(), Color::Black);
    assert_eq!(t.clock().unwrap().running_side(), Some(Color::Black));
    reopened(&t, 1_500);
    let events = t.claim_illegal(2_000);
    assert_eq!(
        piece(&t, "g1").as_deref(),
        Some("WhiteKnight"),
        "taken back"
    );
    assert_eq!(refused(&t), Some("wrong-pattern"));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Judged {
            offender: Color::White,
            verdict: Verdict::Penalty { minutes: 1, .. }
        }
    )));
    assert_eq!(t.clock().unwrap().running_side(), Some(Color::White));
    // A legal move claimed is a wrong claim, and costs nothing.
    pressed(&mut t, "g1", "f3", 3_000);
    assert_eq!(t.claim_illegal(4_000), vec![Event::ClaimRejected]);
    assert!(t.wrong_claim());
    // The panel says so first, even while a question keeps the position unsaid.
    let said = peoncito_core::commentary::panel(&t, None, true).unwrap();
    assert_eq!(said.code, "wrong-claim");
    assert_eq!(piece(&t, "f3").as_deref(), Some("WhiteKnight"));
}

#[test]
fn a_fallen_flag_ends_the_game_at_the_tick_and_a_lone_king_cannot_win_on_time() {
    let mut t = table(START, rules(SavedPreset::Practice, Some((1, 0))));
    tap_move(&mut t, "e2", "e4", 0);
    assert!(t.tick(59_999).is_empty());
    assert!(t.flag_due(60_000));
    assert_eq!(
        t.tick(60_000),
        vec![Event::Ended(GameEnd::Flag {
            winner: Color::White
        })]
    );
    t.tap(sq("e7"), 61_000);
    assert_eq!(refused(&t), Some("game-over"));
    reopened(&t, 70_000);

    let mut t = table(
        "4k3/4p3/8/8/8/8/8/4K3 w - - 0 1",
        rules(SavedPreset::Practice, Some((1, 0))),
    );
    tap_move(&mut t, "e1", "d1", 0);
    t.tick(60_000);
    assert_eq!(t.game().end(), Some(GameEnd::FlagNoMate));
}

#[test]
fn the_teacher_pauses_the_clock_and_a_paused_clock_keeps_its_time() {
    let mut t = table(START, rules(SavedPreset::Practice, Some((5, 0))));
    tap_move(&mut t, "e2", "e4", 0);
    t.act(Action::PauseClock, 10_000).unwrap();
    assert!(t.clock().unwrap().is_paused());
    let back = reopened(&t, 50_000);
    assert_eq!(back.clock().unwrap().left(Color::Black, 90_000), 290_000);
    t.act(Action::PauseClock, 60_000).unwrap();
    assert_eq!(t.clock().unwrap().left(Color::Black, 61_000), 289_000);
}

#[test]
fn how_it_moves_answers_taps_without_moving() {
    let mut t = table(START, Rules::default());
    t.set_how(true);
    assert!(!t.movable(sq("e2")));
    t.tap(sq("g1"), 0);
    assert_eq!(t.how(), Some(Some(sq("g1"))));
    t.tap(sq("f3"), 0);
    assert_eq!(piece(&t, "g1").as_deref(), Some("WhiteKnight"));
    t.set_how(false);
    assert!(t.movable(sq("e2")));
}

/// A small random source, so the games are the same on every run.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Random inputs from many positions under every preset — mostly legal
/// moves, many refused ones, actions, claims and clock ticks — and after
/// every input the table is saved and reopened to the same record.
#[test]
fn every_table_the_app_saves_opens_again_the_same() {
    let starts = [
        START,
        // A mate, a stalemate and dead positions are a few moves away.
        "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
        "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
        "4k3/8/8/8/8/8/4N3/4K3 w - - 0 1",
        // The 75-move rule and repetitions come soon.
        "4k3/8/8/8/8/8/8/R3K3 w - - 140 60",
        "4k3/4r3/8/8/8/8/4R3/4K3 w - - 90 50",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "8/P6k/8/8/8/8/6Kp/8 w - - 0 1",
    ];
    let presets = [
        SavedPreset::Practice,
        SavedPreset::School { tolerated: 3 },
        SavedPreset::Fide2009,
        SavedPreset::FideToday,
        SavedPreset::ClassicBlitz,
        SavedPreset::Custom {
            limit: Some(4),
            loses: false,
            penalty_minutes: 1,
        },
    ];
    let mut dice = Dice(0x9e37_79b9_7f4a_7c15);
    let mut endings = std::collections::BTreeSet::new();
    for game_no in 0..400 {
        let rules = Rules {
            preset: presets[dice.roll(presets.len())],
            clock: [None, Some((1, 0)), Some((3, 2))][dice.roll(3)].map(
                |(base_minutes, increment_seconds)| SavedClock {
                    base_minutes,
                    increment_seconds,
                },
            ),
            touch_move: dice.roll(3) == 0,
            claim_mode: dice.roll(3) == 0,
            ..Rules::default()
        };
        let mut t = table(starts[game_no % starts.len()], rules);
        let mut now = 0u64;
        for _ in 0..160 {
            now += [0, 500, 4_000, 30_000][dice.roll(4)];
            let legal: Vec<_> = t.game().position().legal_moves().into_iter().collect();
            match dice.roll(20) {
                0..=10 if !legal.is_empty() && !t.game().is_over() => {
                    // Half the games shuffle back and forth, to repeat positions.
                    let back = t.game().moves().iter().rev().nth(1).and_then(|m| {
                        let undo = (m.to(), m.from()?);
                        legal
                            .iter()
                            .find(|l| (l.from(), l.to()) == (Some(undo.0), undo.1))
                    });
                    let m = match back {
                        Some(back) if game_no % 2 == 1 && dice.roll(5) > 0 => *back,
                        _ => legal[dice.roll(legal.len())],
                    };
                    t.let_go();
                    let from = m.from().unwrap();
                    let to = peoncito_core::game::board_target(m);
                    tap_move(&mut t, &from.to_string(), &to.to_string(), now);
                    if let Some(p) = m.promotion() {
                        t.promote(p, now);
                    }
                }
                11..=14 => {
                    let (a, b) = (Square::ALL[dice.roll(64)], Square::ALL[dice.roll(64)]);
                    if dice.roll(2) == 0 {
                        t.tap(a, now);
                        t.tap(b, now);
                    } else if t.lift(a) {
                        t.drop_on(a, b, now);
                    }
                }
                15 => {
                    t.claim_illegal(now);
                }
                16 => {
                    t.tick(now);
                    t.press_clock(now);
                }
                _ => {
                    let actions = [
                        Action::OfferDraw(Color::White),
                        Action::OfferDraw(Color::Black),
                        Action::AcceptDraw,
                        Action::DeclineDraw,
                        Action::ClaimDraw,
                        Action::Undo,
                        Action::UndoAgreed,
                        Action::Resign(Color::White),
                        Action::Resign(Color::Black),
                        Action::Adjudicate(None),
                        Action::TeacherContinue { recount: false },
                        Action::TeacherContinue { recount: true },
                        Action::GiveMinutes {
                            to: Color::White,
                            minutes: 2,
                        },
                        Action::PauseClock,
                    ];
                    let _ = t.act(actions[dice.roll(actions.len())], now);
                }
            }
            t.cancel_promotion();
            t = reopened(&t, now);
            if let Some(end) = t.game().end() {
                endings.insert(end.reason_code());
            }
        }
    }
    for reason in [
        "checkmate",
        "stalemate",
        "insufficient-material",
        "threefold",
        "fivefold",
        "seventy-five-moves",
        "agreement",
        "resignation",
        "adjudication",
        "illegal-moves",
        "flag",
    ] {
        assert!(
            endings.contains(reason),
            "{reason} never reached: {endings:?}"
        );
    }
}

#[test]
fn the_revision_moves_with_what_is_saved_and_not_with_the_hand() {
    let mut t = table(START, rules(SavedPreset::Practice, Some((5, 0))));
    let start = t.revision();
    t.tap(sq("e2"), 0);
    t.tap(sq("e2"), 0);
    t.set_how(true);
    t.set_how(false);
    assert_eq!(
        t.revision(),
        start,
        "picking up and letting go is not saved"
    );
    let mut last = t.revision();
    let mut moved = |t: &mut Table, what: &str| {
        assert!(t.revision() > last, "{what} is saved");
        last = t.revision();
    };
    tap_move(&mut t, "e2", "e4", 0);
    moved(&mut t, "a move");
    tap_move(&mut t, "e7", "e4", 0);
    moved(&mut t, "a refused attempt (the mistake log)");
    t.act(Action::PauseClock, 10).unwrap();
    moved(&mut t, "a paused clock");
    t.restart(Game::new(), Rules::default());
    moved(&mut t, "another game on the table");
    assert_eq!(t.rules(), Rules::default());
    assert!(t.clock().is_none());
}

/// FIDE 2023, Art. 5.1.2: resigning is a draw when the opponent could not
/// checkmate by any series of legal moves (the same test as for a flag).
#[test]
fn resigning_against_a_lone_king_is_a_draw() {
    let mut t = table("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", Rules::default());
    let events = t.act(Action::Resign(t.game().turn()), 0).unwrap();
    let end = GameEnd::ResignationNoMate {
        resigned: Color::White,
    };
    assert_eq!(events, vec![Event::Ended(end)]);
    assert_eq!(end.outcome_code(), "draw");
    assert_eq!(end.reason_code(), "resignation-no-mate");
    assert_eq!(reopened(&t, 0).game().end(), Some(end));
    // The side with only a king resigning still loses: the queen can mate.
    let mut t = table("4k3/8/8/8/8/8/8/3QK3 b - - 0 1", Rules::default());
    t.act(Action::Resign(t.game().turn()), 0).unwrap();
    assert_eq!(
        t.game().end(),
        Some(GameEnd::Resignation {
            winner: Color::White
        })
    );
}

/// School regulation (the teacher arbitrates): calling the teacher stops the
/// game — both clocks, the moves, undo, resigning and a new game — until the
/// teacher lets it go on or decides.
#[test]
fn a_call_for_the_teacher_is_a_stop() {
    let mut t = table(
        START,
        rules(SavedPreset::School { tolerated: 1 }, Some((10, 5))),
    );
    tap_move(&mut t, "e2", "e4", 0);
    tap_move(&mut t, "e7", "e4", 1_000);
    tap_move(&mut t, "e7", "e4", 2_000);
    assert_eq!(t.game().teacher_needed(), Some(Color::Black));
    let clock = t.clock().unwrap();
    assert!(clock.is_paused(), "both clocks stop at once");
    assert_eq!(
        clock.left(Color::Black, 60_000),
        clock.left(Color::Black, 2_000)
    );
    for action in [
        Action::Undo,
        Action::Resign(Color::White),
        Action::Resign(Color::Black),
        Action::OfferDraw(Color::White),
        Action::ClaimDraw,
    ] {
        assert_eq!(
            t.act(action, 3_000),
            Err(ActionError::TeacherNeeded),
            "{action:?}"
        );
    }
    assert!(!t.game().can_undo());
    assert!(t.new_game_needs_teacher());
    assert_eq!(t.game().moves().len(), 1, "nothing was taken back");
    // The teacher lets it go on: Black's clock runs again from where it stopped.
    t.act(Action::TeacherContinue { recount: false }, 50_000)
        .unwrap();
    assert_eq!(t.clock().unwrap().running_side(), Some(Color::Black));
    assert_eq!(
        t.clock().unwrap().left(Color::Black, 51_000),
        600_000 - 2_000 - 1_000
    );
    assert!(!t.new_game_needs_teacher());
}

/// Only the teacher takes back what the arbiter or the teacher decided: a
/// pupil's undo does not reopen an adjudicated game, a loss by illegal
/// moves or a fallen flag. A player's own resignation can be taken back.
#[test]
fn pupils_cannot_undo_the_arbiters_decisions() {
    let mut t = table(START, rules(SavedPreset::ClassicBlitz, Some((1, 0))));
    pressed(&mut t, "e2", "e4", 0);
    pressed(&mut t, "e7", "e4", 0);
    t.claim_illegal(0);
    assert!(matches!(t.game().end(), Some(GameEnd::IllegalMove { .. })));
    assert_eq!(t.act(Action::Undo, 0), Err(ActionError::ArbiterDecision));
    assert!(t.game().is_over());

    let mut t = table(START, rules(SavedPreset::Practice, Some((1, 0))));
    tap_move(&mut t, "e2", "e4", 0);
    t.tick(60_000);
    assert!(matches!(t.game().end(), Some(GameEnd::Flag { .. })));
    assert!(!t.game().can_undo());

    let mut t = table(START, Rules::default());
    tap_move(&mut t, "e2", "e4", 0);
    t.act(Action::Adjudicate(None), 0).unwrap();
    assert_eq!(t.act(Action::Undo, 0), Err(ActionError::ArbiterDecision));

    let mut t = table(START, Rules::default());
    tap_move(&mut t, "e2", "e4", 0);
    t.act(Action::Resign(t.game().turn()), 0).unwrap();
    t.act(Action::UndoAgreed, 0).unwrap();
    assert!(!t.game().is_over(), "a resignation is the players' own");
}

#[test]
fn after_the_game_ends_a_piece_answers_that_it_is_over() {
    let mut t = table(START, Rules::default());
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        tap_move(&mut t, from, to, 0);
    }
    for square in ["e2", "h4"] {
        t.tap(sq(square), 0);
        assert_eq!(refused(&t), Some("game-over"), "{square}");
        assert_eq!(t.selected(), None);
    }
    assert!(!t.movable(sq("e2")));
    // A tap-tap attempt: the second tap, on an empty square, keeps saying
    // the game is over.
    t.tap(sq("e2"), 0);
    t.tap(sq("e4"), 0);
    assert_eq!(refused(&t), Some("game-over"));
}

/// Laws 2009 with a 12-minute clock: blitz by that edition's line (under
/// 15 minutes), so a completed illegal move stands until the opponent
/// claims it, and then loses; under today's Laws the same clock is rapid,
/// the arbiter acts at once, and it costs a minute.
#[test]
fn the_edition_of_the_laws_decides_the_pace_of_the_same_clock() {
    let mut t = table(START, rules(SavedPreset::Fide2009, Some((12, 0))));
    let events = pressed(&mut t, "e2", "e5", 0);
    assert!(
        events.contains(&Event::IllegalMoveStood),
        "in 2009 blitz it stands until claimed"
    );
    t.claim_illegal(1_000);
    assert_eq!(
        t.game().end(),
        Some(GameEnd::IllegalMove {
            winner: Color::Black,
            king_left_in_check: false
        })
    );
    let mut t = table(START, rules(SavedPreset::FideToday, Some((12, 0))));
    pressed(&mut t, "e2", "e5", 0);
    assert!(matches!(
        t.verdict(),
        Some((_, Verdict::Penalty { minutes: 1, .. }))
    ));
}

/// Art. 4.3.3: an own piece and then an opponent's piece it can capture
/// (or the other way round) bind the player to that capture.
#[test]
fn touching_an_own_piece_then_an_enemy_it_can_capture_binds_to_that_capture() {
    let touch = Rules {
        touch_move: true,
        ..Rules::default()
    };
    // The knight on f3 can take e5; the pawn on d4 could too.
    let fen = "4k3/8/8/4p3/3P4/5N2/8/4K3 w - - 0 1";
    let mut t = table(fen, touch);
    tap_move(&mut t, "f3", "f4", 0); // touched and put down wrongly: the knight is bound
    let _ = t.tap(sq("e5"), 0);
    assert_eq!(
        t.touched(),
        Commitment::CaptureWith {
            piece: sq("f3"),
            target: sq("e5")
        }
    );
    let text = peoncito_core::i18n::tr(
        peoncito_core::i18n::Lang::En,
        &peoncito_core::i18n::Text::Refused(t.refusal().unwrap().clone()),
    );
    assert!(text.contains("capture it with your knight"), "{text}");
    tap_move(&mut t, "d4", "e5", 0);
    assert_eq!(refused(&t), Some("touch-move"), "not with the pawn");
    tap_move(&mut t, "f3", "g5", 0);
    assert_eq!(
        refused(&t),
        Some("touch-move"),
        "nor elsewhere with the knight"
    );
    tap_move(&mut t, "f3", "e5", 0);
    assert_eq!(piece(&t, "e5").as_deref(), Some("WhiteKnight"));

    // The other order: the enemy piece first, then the own piece.
    let mut t = table(fen, touch);
    t.tap(sq("e5"), 0);
    t.tap(sq("f3"), 0);
    assert_eq!(
        t.touched(),
        Commitment::CaptureWith {
            piece: sq("f3"),
            target: sq("e5")
        }
    );
    // An own piece that cannot capture it leaves the first binding.
    let mut t = table(fen, touch);
    t.tap(sq("e5"), 0);
    t.tap(sq("e1"), 0);
    assert_eq!(t.touched(), Commitment::CaptureThis(sq("e5")));
}

/// The teacher, called to the table, sees each counted attempt and chooses:
/// go on with the count kept or started again, or give the opponent time.
#[test]
fn the_teacher_called_sees_each_attempt_and_chooses_how_to_go_on() {
    let mut t = table(
        START,
        rules(SavedPreset::School { tolerated: 1 }, Some((10, 0))),
    );
    tap_move(&mut t, "b1", "b3", 0);
    tap_move(&mut t, "e2", "e5", 0);
    assert_eq!(t.game().teacher_needed(), Some(Color::White));
    let attempts: Vec<_> = t.game().mistakes().iter().map(|m| m.attempt).collect();
    assert_eq!(
        attempts,
        vec![
            Some(Attempt {
                piece: Role::Knight,
                from: sq("b1"),
                to: sq("b3")
            }),
            Some(Attempt {
                piece: Role::Pawn,
                from: sq("e2"),
                to: sq("e5")
            })
        ]
    );
    let back = reopened(&t, 0);
    assert_eq!(
        back.game().mistakes(),
        t.game().mistakes(),
        "saved with them"
    );
    t.act(
        Action::GiveMinutes {
            to: Color::Black,
            minutes: 2,
        },
        0,
    )
    .unwrap();
    assert_eq!(t.clock().unwrap().left(Color::Black, 0), 12 * 60_000);
    // Counting again from zero: one more is tolerated again.
    t.act(Action::TeacherContinue { recount: true }, 0).unwrap();
    tap_move(&mut t, "e2", "e5", 0);
    assert_eq!(t.game().teacher_needed(), None, "one is tolerated again");
    tap_move(&mut t, "e2", "e5", 0);
    assert_eq!(t.game().teacher_needed(), Some(Color::White));
    assert_eq!(reopened(&t, 0).game().mistakes(), t.game().mistakes());
}

/// School regulation, App. B: adjudication with the position played on.
/// Balanced is a draw at once; with a side named as ahead, illegal moves
/// are counted afresh and the third ends it — a draw when the side ahead
/// made them, a loss for the side behind; the teacher may lower it to two
/// or one.
#[test]
fn adjudication_played_on_counts_illegal_moves_afresh() {
    // Balanced: a draw at once.
    let mut t = table(START, Rules::default());
    t.act(
        Action::PlayOn {
            ahead: None,
            limit: 3,
        },
        0,
    )
    .unwrap();
    assert_eq!(
        t.game().end(),
        Some(GameEnd::Adjudication {
            winner: None,
            ahead: None
        })
    );

    // White ahead and three illegal moves by White: a draw. Earlier
    // mistakes (Practice logs them) do not count.
    let mut t = table(START, Rules::default());
    tap_move(&mut t, "e2", "e5", 0);
    tap_move(&mut t, "e2", "e4", 0);
    t.act(
        Action::PlayOn {
            ahead: Some(Color::White),
            limit: 3,
        },
        0,
    )
    .unwrap();
    let back = reopened(&t, 0);
    assert_eq!(back.game().played_on(), t.game().played_on(), "saved");
    tap_move(&mut t, "e7", "e5", 0);
    two_counted_knight_tries(&mut t);
    tap_move(&mut t, "g1", "g4", 0);
    let end = GameEnd::AdjudicationIllegalMoves {
        ahead: Color::White,
        offender: Color::White,
    };
    assert_eq!(t.game().end(), Some(end));
    assert_eq!(
        (end.outcome_code(), end.reason_code()),
        ("draw", "adjudication")
    );
    assert_eq!(reopened(&t, 0).game().end(), Some(end));
    assert_eq!(t.act(Action::Undo, 0), Err(ActionError::ArbiterDecision));

    // School App. B: the lowered limit is the side behind's only. White
    // ahead, lowered to one: White's first and second are counted...
    let mut t = table(START, Rules::default());
    t.act(
        Action::PlayOn {
            ahead: Some(Color::White),
            limit: 1,
        },
        0,
    )
    .unwrap();
    two_counted_knight_tries(&mut t);
    // ...and the third makes it a draw.
    tap_move(&mut t, "g1", "g4", 0);
    assert_eq!(t.game().end().unwrap().outcome_code(), "draw");

    // Black behind, the teacher lowers it to one: Black's first loses.
    let mut t = table(START, Rules::default());
    tap_move(&mut t, "e2", "e4", 0);
    t.act(
        Action::PlayOn {
            ahead: Some(Color::White),
            limit: 1,
        },
        0,
    )
    .unwrap();
    tap_move(&mut t, "e7", "e4", 0);
    let end = t.game().end().unwrap();
    assert_eq!(
        (end.outcome_code(), end.reason_code()),
        ("white-wins", "adjudication")
    );
}

/// White's knight tries g1-g4 twice: each counted, two tolerated.
fn two_counted_knight_tries(t: &mut Table) {
    for n in 1..=2u8 {
        tap_move(t, "g1", "g4", 0);
        assert_eq!(
            t.verdict(),
            Some((
                Color::White,
                Verdict::Counted {
                    count: n,
                    tolerated: 2
                }
            ))
        );
    }
}

/// FIDE 6.2 and 7.5.1, and the arbiter's commentary on blitz: a move is
/// completed by pressing the clock. A piece put on a wrong square and taken
/// back before the press costs nothing, even under "Classic blitz".
#[test]
fn a_wrong_placement_taken_back_before_pressing_the_clock_costs_nothing() {
    let mut t = table(START, rules(SavedPreset::ClassicBlitz, Some((5, 0))));
    let events = tap_move(&mut t, "g1", "g3", 1_000);
    assert!(events.contains(&Event::Placed));
    assert_eq!(
        t.board().piece_at(sq("g3")),
        Some(Color::White.knight()),
        "the knight stands where it was put"
    );
    assert_eq!(
        piece(&t, "g1").as_deref(),
        Some("WhiteKnight"),
        "nothing made yet"
    );
    assert_eq!(t.awaiting_press(), Some(Color::White));
    assert_eq!(t.refusal(), None, "nothing is said before the press");
    // Picked up again where it stands, and put on a right square.
    t.tap(sq("g3"), 2_000);
    assert_eq!(t.selected(), Some(sq("g1")));
    t.tap(sq("f3"), 2_000);
    assert_eq!(t.awaiting_press(), Some(Color::White));
    assert!(t.game().mistakes().is_empty(), "nothing counted");
    // The move is made (4.7): it cannot be changed, and Black must wait.
    t.tap(sq("f3"), 2_500);
    assert_eq!(refused(&t), Some("press-the-clock"));
    t.tap(sq("e7"), 2_500);
    assert_eq!(refused(&t), Some("press-the-clock"));
    assert_eq!(t.clock().unwrap().running_side(), Some(Color::White));
    assert!(t.press_clock(3_000).contains(&Event::ClockPressed));
    assert_eq!(t.clock().unwrap().running_side(), Some(Color::Black));
    assert_eq!(
        t.clock().unwrap().left(Color::White, 3_000),
        300_000 - 2_000
    );
    assert!(!t.game().is_over());
}

/// FIDE 4.3 with 7.5.1, and the arbiter's commentary ("tiene que mover la
/// pieza que tocó"): a piece put on a square it cannot go to and taken back
/// must make a legal move itself, when it has one, even with touch-move off.
#[test]
fn a_piece_put_on_a_wrong_square_must_move_itself_under_the_fide_presets() {
    for preset in [
        SavedPreset::FideToday,
        SavedPreset::Fide2009,
        SavedPreset::ClassicBlitz,
    ] {
        let mut t = table(START, rules(preset, Some((5, 0))));
        assert!(!t.rules().touch_move, "touch-move is off");
        tap_move(&mut t, "g1", "g3", 1_000);
        assert_eq!(t.awaiting_press(), Some(Color::White));
        // Another piece is refused: the knight must move.
        t.tap(sq("e2"), 2_000);
        assert_eq!(refused(&t), Some("touch-move"), "{preset:?}");
        assert_eq!(t.selected(), None);
        assert_eq!(t.bound(), Some(sq("g1")));
        // A legal move of the knight is made.
        tap_move(&mut t, "g1", "f3", 2_000);
        assert_eq!(
            piece(&t, "f3").as_deref(),
            Some("WhiteKnight"),
            "{preset:?}"
        );
        assert!(t.game().mistakes().is_empty(), "nothing counted");
    }
    // A piece with no legal move binds to nothing: any move may be made.
    let mut t = table(START, rules(SavedPreset::FideToday, Some((5, 0))));
    tap_move(&mut t, "c1", "e3", 1_000);
    assert_eq!(t.awaiting_press(), Some(Color::White));
    tap_move(&mut t, "e2", "e4", 2_000);
    assert_eq!(piece(&t, "e4").as_deref(), Some("WhitePawn"));
}

/// The piece put on a wrong square stays the one to move through every
/// button that changes neither the position nor the game's end (a draw
/// offered, the clock paused and started again), and the player who must
/// move it cannot claim a draw (9.4), with touch-move off as on.
#[test]
fn a_piece_put_on_a_wrong_square_stays_bound_through_any_button() {
    for preset in [
        SavedPreset::FideToday,
        SavedPreset::Fide2009,
        SavedPreset::ClassicBlitz,
    ] {
        for touch_move in [false, true] {
            let mut t = table(
                START,
                Rules {
                    touch_move,
                    ..rules(preset, Some((5, 0)))
                },
            );
            let case = format!("{preset:?}, touch-move {touch_move}");
            // Put down on a wrong square, not completed: a button takes it back.
            tap_move(&mut t, "g1", "g3", 1_000);
            assert_eq!(t.awaiting_press(), Some(Color::White), "{case}");
            t.act(Action::OfferDraw(Color::White), 1_500).unwrap();
            assert_eq!(t.bound(), Some(sq("g1")), "after a draw offer: {case}");
            t.act(Action::PauseClock, 2_000).unwrap();
            t.act(Action::PauseClock, 2_500).unwrap();
            assert_eq!(t.bound(), Some(sq("g1")), "after the clock paused: {case}");
            assert_eq!(
                t.act(Action::ClaimDraw, 3_000),
                Err(ActionError::PieceTouched),
                "{case}"
            );
            assert!(t.claim_lost_to_touch(), "{case}");
            t.tap(sq("e2"), 3_500);
            assert_eq!(refused(&t), Some("touch-move"), "{case}");
            tap_move(&mut t, "g1", "f3", 4_000);
            assert_eq!(piece(&t, "f3").as_deref(), Some("WhiteKnight"), "{case}");
        }
    }
}

/// A refused move is said whatever is pending: the knight touched, a draw
/// offered, then a tap on a square it cannot reach explains why (the
/// piece touch-move binds stays in hand through the button).
#[test]
fn a_refusal_is_said_while_a_draw_offer_stands() {
    let mut t = table(
        START,
        Rules {
            touch_move: true,
            ..rules(SavedPreset::Practice, None)
        },
    );
    t.tap(sq("g1"), 1_000);
    t.act(Action::OfferDraw(Color::White), 1_500).unwrap();
    assert_eq!(t.selected(), Some(sq("g1")), "still in hand");
    // Tapped again, the piece it must move stays in hand.
    t.tap(sq("g1"), 1_800);
    assert_eq!(t.selected(), Some(sq("g1")));
    t.tap(sq("d4"), 2_000);
    assert_eq!(piece(&t, "g1").as_deref(), Some("WhiteKnight"));
    assert_eq!(refused(&t), Some("wrong-pattern"));
    // And a square it reaches moves it.
    tap_move(&mut t, "g1", "f3", 2_500);
    assert_eq!(piece(&t, "f3").as_deref(), Some("WhiteKnight"));
}

/// A pressed illegal move is completed: under today's Laws the arbiter acts
/// at once (7.5.1, 7.5.5: one minute in blitz), the position before it
/// stands again and, under touch-move, the same piece must move.
#[test]
fn a_pressed_illegal_move_is_judged_and_the_touched_piece_must_move() {
    let blitz = Rules {
        touch_move: true,
        ..rules(SavedPreset::FideToday, Some((5, 0)))
    };
    let mut t = table(START, blitz);
    tap_move(&mut t, "g1", "g3", 0);
    let events = t.press_clock(1_000);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Judged {
            offender: Color::White,
            verdict: Verdict::Penalty { minutes: 1, .. }
        }
    )));
    assert_eq!(refused(&t), Some("wrong-pattern"), "explained now");
    assert_eq!(piece(&t, "g1").as_deref(), Some("WhiteKnight"));
    assert_eq!(t.game().turn(), Color::White, "White moves again");
    assert_eq!(t.clock().unwrap().left(Color::Black, 1_000), 360_000);
    assert_eq!(t.bound(), Some(sq("g1")), "with the knight");
    t.tap(sq("e2"), 1_000);
    assert_eq!(refused(&t), Some("touch-move"));
    assert_eq!(t.selected(), None);
}

/// A made move waiting for the press survives a reload.
#[test]
fn a_move_waiting_for_the_press_is_saved() {
    let mut t = table(START, rules(SavedPreset::FideToday, Some((15, 10))));
    tap_move(&mut t, "e2", "e4", 0);
    let mut back = reopened(&t, 5_000);
    assert_eq!(back.awaiting_press(), Some(Color::White));
    back.press_clock(6_000);
    assert_eq!(back.clock().unwrap().running_side(), Some(Color::Black));
    // Practice and School, with a clock or not, still complete at once.
    let mut t = table(
        START,
        rules(SavedPreset::School { tolerated: 2 }, Some((5, 0))),
    );
    tap_move(&mut t, "e2", "e5", 0);
    assert_eq!(t.awaiting_press(), None);
    assert_eq!(t.game().mistakes().len(), 1);
}

#[test]
fn a_piece_put_down_is_shown_where_it_stands() {
    let touch = Rules {
        touch_move: true,
        ..rules(SavedPreset::FideToday, Some((5, 0)))
    };
    let mut t = table(START, touch);
    tap_move(&mut t, "g1", "g3", 0);
    assert_eq!(t.bound(), Some(sq("g1")));
    assert_eq!(t.shown(sq("g1")), sq("g3"));
    assert_eq!(t.origin(sq("g3")), sq("g1"));
    assert_eq!(t.shown(sq("e2")), sq("e2"));
}

/// Only the teacher takes back the teacher's decision: a pupil's undo
/// cannot, the teacher's take-back lets the game go on with its clock.
#[test]
fn the_teacher_takes_back_an_adjudication() {
    let mut t = table(START, rules(SavedPreset::Practice, Some((5, 0))));
    tap_move(&mut t, "e2", "e4", 0);
    t.act(Action::Adjudicate(Some(Color::White)), 1_000)
        .unwrap();
    assert_eq!(
        t.act(Action::Undo, 2_000),
        Err(ActionError::ArbiterDecision)
    );
    t.act(Action::TakeBackDecision, 3_000).unwrap();
    assert!(!t.game().is_over());
    assert_eq!(t.game().moves().len(), 1, "the moves stay");
    assert_eq!(t.clock().unwrap().running_side(), Some(Color::Black));
    assert_eq!(
        t.act(Action::TakeBackDecision, 3_000),
        Err(ActionError::NothingToUndo)
    );
}

/// Only the teacher takes back a decision of the arbiter's (FIDE 7.5.5: the
/// loss by illegal moves; 6.9: the fallen flag): a loss by illegal moves
/// stops the game for the teacher again, with the clocks paused; after a
/// fallen flag the clock waits for the teacher to give time.
#[test]
fn the_teacher_takes_back_a_loss_by_illegal_moves_or_a_flag() {
    let mut t = table(START, rules(SavedPreset::ClassicBlitz, Some((5, 0))));
    pressed(&mut t, "e2", "e4", 500);
    pressed(&mut t, "g8", "g6", 1_000);
    t.claim_illegal(1_500);
    assert_eq!(
        t.game().end(),
        Some(GameEnd::IllegalMove {
            winner: Color::White,
            king_left_in_check: false
        })
    );
    assert_eq!(
        t.act(Action::Undo, 2_000),
        Err(ActionError::ArbiterDecision)
    );
    let mut back = reopened(&t, 2_000);
    for t in [&mut t, &mut back] {
        t.act(Action::TakeBackDecision, 3_000).unwrap();
        assert!(!t.game().is_over());
        assert_eq!(t.game().teacher_needed(), Some(Color::Black));
        assert!(t.clock().unwrap().is_paused(), "both clocks wait");
        assert_eq!(t.act(Action::Undo, 3_000), Err(ActionError::TeacherNeeded));
        reopened(t, 3_000);
        t.act(Action::TeacherContinue { recount: true }, 4_000)
            .unwrap();
        assert_eq!(t.clock().unwrap().running_side(), Some(Color::Black));
        pressed(t, "g8", "f6", 5_000);
        assert_eq!(piece(t, "f6").as_deref(), Some("BlackKnight"));
    }

    let mut t = table(START, rules(SavedPreset::Practice, Some((1, 0))));
    tap_move(&mut t, "e2", "e4", 0);
    t.tick(60_000);
    assert!(t.game().is_over());
    t.act(Action::TakeBackDecision, 61_000).unwrap();
    assert!(!t.game().is_over());
    assert!(t.clock().unwrap().is_paused());
    assert!(t.tick(61_500).is_empty(), "a paused clock ends nothing");
    assert!(!t.game().is_over());
    t.act(
        Action::GiveMinutes {
            to: Color::Black,
            minutes: 2,
        },
        62_000,
    )
    .unwrap();
    t.act(Action::PauseClock, 63_000).unwrap();
    assert!(!t.flag_due(100_000), "the time given runs");
    tap_move(&mut t, "e7", "e5", 100_000);
    assert_eq!(piece(&t, "e5").as_deref(), Some("BlackPawn"));
    // Decisions of the players are theirs: the teacher's take-back is not.
    t.act(Action::Resign(t.game().turn()), 101_000).unwrap();
    assert_eq!(
        t.act(Action::TakeBackDecision, 102_000),
        Err(ActionError::NothingToUndo)
    );
}

/// School regulation, App. B: when the side ahead does not show how to win
/// the teacher ends it as a draw, and the result says it was adjudicated by
/// playing on; a take-back reopens the game still under that adjudication.
#[test]
fn an_adjudication_played_on_and_ended_by_the_teacher_says_so() {
    let mut t = table(START, Rules::default());
    t.act(
        Action::PlayOn {
            ahead: Some(Color::Black),
            limit: 2,
        },
        0,
    )
    .unwrap();
    t.act(Action::Adjudicate(None), 0).unwrap();
    let end = GameEnd::Adjudication {
        winner: None,
        ahead: Some(Color::Black),
    };
    assert_eq!(t.game().end(), Some(end));
    let mut back = reopened(&t, 0);
    assert_eq!(back.game().end(), Some(end));
    back.act(Action::TakeBackDecision, 0).unwrap();
    assert_eq!(back.game().played_on().map(|p| p.ahead), Some(Color::Black));
    tap_move(&mut back, "e2", "e5", 0);
    assert_eq!(
        back.verdict(),
        Some((
            Color::White,
            Verdict::Counted {
                count: 1,
                tolerated: 1
            }
        ))
    );
}

/// The teacher called to a table reads when each illegal move happened.
#[test]
fn each_illegal_move_carries_the_time_of_day_it_happened() {
    let mut t = table(START, rules(SavedPreset::School { tolerated: 1 }, None));
    t.set_time_of_day(1_764_496_920_000);
    tap_move(&mut t, "e2", "e5", 0);
    t.set_time_of_day(1_764_497_040_000);
    tap_move(&mut t, "e2", "e5", 0);
    assert_eq!(t.game().teacher_needed(), Some(Color::White));
    let times: Vec<_> = t.game().mistakes().iter().map(|m| m.at).collect();
    assert_eq!(times, [Some(1_764_496_920_000), Some(1_764_497_040_000)]);
    assert_eq!(reopened(&t, 0).game().mistakes(), t.game().mistakes());
}

/// FIDE 9.2.1.1 and 9.3.1: in claim mode a player may claim a draw by
/// declaring the move that repeats the position a third time or completes
/// the fifty moves; the table checks it. A wrong claim: the move is made,
/// the opponent gets two minutes (9.5.2), and the pupil is told why.
#[test]
fn a_draw_is_claimed_with_the_move_that_makes_it() {
    let claim = Rules {
        claim_mode: true,
        ..rules(SavedPreset::Practice, Some((10, 0)))
    };
    let mut t = table(START, claim);
    for (i, (from, to)) in [
        ("g1", "f3"),
        ("g8", "f6"),
        ("f3", "g1"),
        ("f6", "g8"),
        ("g1", "f3"),
        ("g8", "f6"),
        ("f3", "g1"),
    ]
    .into_iter()
    .enumerate()
    {
        tap_move(&mut t, from, to, 1_000 * i as u64);
    }
    // The start position would appear a third time after …Ng8: not yet.
    assert_eq!(t.game().claimable_draw(), None);
    assert!(t.can_declare_draw_claim());
    // Declared, then changed its mind: nothing declared.
    t.act(Action::DeclareDrawClaim, 7_000).unwrap();
    assert!(t.declaring_draw());
    t.act(Action::DeclareDrawClaim, 7_100).unwrap();
    assert!(!t.declaring_draw());
    // A wrong move declared: made, one minute for White (a rapid game's
    // penalty), and why.
    let mut wrong = t.clone();
    wrong.act(Action::DeclareDrawClaim, 7_000).unwrap();
    let events = tap_move(&mut wrong, "b8", "c6", 8_000);
    assert!(events.contains(&Event::DrawClaimRejected));
    assert_eq!(wrong.game().end(), None);
    assert_eq!(piece(&wrong, "c6").as_deref(), Some("BlackKnight"));
    let claim_info = wrong.wrong_draw_claim().unwrap();
    assert_eq!((claim_info.times_seen, claim_info.moves_each), (1, 4));
    assert_eq!(
        wrong.clock().unwrap().left(Color::White, 8_000),
        t.clock().unwrap().left(Color::White, 8_000) + 60_000
    );
    // The right move declared: a draw by repetition.
    t.act(Action::DeclareDrawClaim, 7_000).unwrap();
    let events = tap_move(&mut t, "f6", "g8", 8_000);
    assert!(events.contains(&Event::Ended(GameEnd::Threefold)));
    assert_eq!(t.game().end(), Some(GameEnd::Threefold));
    assert_eq!(t.clock().unwrap().running_side(), None);
    reopened(&t, 9_000);

    // Fifty moves: the 99th half-move played, the 100th declared.
    let fifty = Rules {
        claim_mode: true,
        ..Rules::default()
    };
    let mut t = table("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80", fifty);
    assert_eq!(t.game().claimable_draw(), None);
    t.act(Action::DeclareDrawClaim, 0).unwrap();
    tap_move(&mut t, "a1", "a7", 0);
    assert_eq!(t.game().end(), Some(GameEnd::FiftyMoves));
    // A pawn move resets the count: no draw, and no claim is possible
    // without claim mode.
    let mut t = table("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80", Rules::default());
    assert!(!t.can_declare_draw_claim());
    assert_eq!(
        t.act(Action::DeclareDrawClaim, 0),
        Err(ActionError::NoDrawToClaim)
    );
}

/// The regulation (Art. 7): the teacher recommends a draw and both players
/// agree. It is the teacher's decision — no pupil takes it back — and a
/// saved game and its record keep it.
#[test]
fn the_teacher_recommends_a_draw_the_players_accept() {
    let mut t = table(START, Rules::default());
    tap_move(&mut t, "e2", "e4", 0);
    assert!(!Action::RecommendDraw.is_pupils());
    let events = t.act(Action::RecommendDraw, 1_000).unwrap();
    assert_eq!(events, vec![Event::Ended(GameEnd::DrawRecommended)]);
    assert_eq!(t.game().end().unwrap().reason_code(), "draw-recommended");
    assert_eq!(
        t.act(Action::Undo, 2_000),
        Err(ActionError::ArbiterDecision)
    );
    let back = reopened(&t, 3_000);
    assert_eq!(back.game().end(), Some(GameEnd::DrawRecommended));
    let text = peoncito_core::pgn::export(t.game(), &peoncito_core::pgn::Wording::PLAIN);
    assert!(text.contains("[Result \"1/2-1/2\"]"), "{text}");
    let read = peoncito_core::pgn::import(&text).unwrap();
    assert_eq!(read.end(), Some(GameEnd::DrawRecommended));
    // The teacher may take it back, and the game goes on.
    t.act(Action::TakeBackDecision, 4_000).unwrap();
    assert!(!t.game().is_over());
}

#[test]
fn the_games_version_follows_the_game_not_a_piece_picked_up() {
    let mut t = Table::new(Game::new(), Rules::default());
    let start = t.game_version();
    t.tap(sq("e2"), 0);
    assert_eq!(
        t.game_version(),
        start,
        "a piece in hand is no change of the game"
    );
    t.tap(sq("e4"), 0);
    let moved = t.game_version();
    assert_ne!(moved, start, "a move is");
    t.act(Action::OfferDraw(Color::Black), 0).unwrap();
    assert_ne!(t.game_version(), moved, "an offer is");
    // Another table (a game opened again from its record) is another game
    // even at the same revision.
    let again = reopened(&t, 0);
    assert_eq!(again.game().moves(), t.game().moves());
    assert_ne!(again.game_version(), t.game_version());
}

#[test]
fn a_game_between_people_has_begun_after_its_first_move_only() {
    let mut t = table(START, Rules::default());
    assert!(!t.people_began_playing(), "no move yet");
    tap_move(&mut t, "e7", "e5", 0);
    assert!(!t.people_began_playing(), "a refused move begins nothing");
    tap_move(&mut t, "e2", "e4", 0);
    assert!(t.people_began_playing());
    tap_move(&mut t, "e7", "e5", 0);
    assert!(
        !t.people_began_playing(),
        "asked at the first move, not after"
    );

    let mut computer = table(START, Rules::default());
    computer.set_computer(Some(peoncito_core::computer::Opponent {
        level: peoncito_core::computer::Level::WEAKEST,
        side: Color::Black,
        seed: 1,
    }));
    tap_move(&mut computer, "e2", "e4", 0);
    assert!(
        !computer.people_began_playing(),
        "the computer plays a side"
    );

    let mut board = Game::from_fen(START).unwrap();
    board.set_heading(peoncito_core::heading::Heading {
        round: peoncito_core::heading::RoundBoard::from_pgn("2.3"),
        ..Default::default()
    });
    let mut board = Table::new(board, Rules::default());
    tap_move(&mut board, "e2", "e4", 0);
    assert!(!board.people_began_playing(), "a tournament's pairing");
}

/// Touch-move (4.3.1): the piece touched must be moved whatever buttons
/// are pressed meanwhile; only what changes the position or ends the game
/// frees it.
#[test]
fn a_touched_piece_stays_bound_through_the_buttons() {
    let touch = Rules {
        touch_move: true,
        ..rules(SavedPreset::FideToday, Some((15, 0)))
    };
    let mut t = table(START, touch);
    t.tap(sq("e2"), 0);
    t.act(Action::OfferDraw(Color::White), 100).unwrap();
    t.act(Action::PauseClock, 200).unwrap();
    t.act(Action::PauseClock, 300).unwrap();
    assert_eq!(t.bound(), Some(sq("e2")), "still the pawn's move");
    assert_eq!(t.selected(), Some(sq("e2")), "and the pawn in hand");
    t.tap(sq("g1"), 400);
    assert_eq!(refused(&t), Some("touch-move"));
    assert_eq!(piece(&t, "g1").as_deref(), Some("WhiteKnight"));
    t.tap(sq("e4"), 500);
    t.press_clock(500);
    assert_eq!(piece(&t, "e4").as_deref(), Some("WhitePawn"));
    // A take-back changes the position: the touch goes with it.
    let mut t = table(
        START,
        Rules {
            touch_move: true,
            ..Rules::default()
        },
    );
    tap_move(&mut t, "e2", "e4", 0);
    t.tap(sq("e7"), 0);
    t.act(Action::Undo, 0).unwrap();
    assert_eq!(t.touched(), Commitment::Free);
}

/// An illegal move claimed and taken back (7.5.1 with 4.3): the offender
/// must move the piece they touched, as the lesson on illegal moves says.
#[test]
fn after_a_claimed_illegal_move_the_offender_moves_the_piece_they_touched() {
    let claim = Rules {
        claim_mode: true,
        touch_move: true,
        ..rules(SavedPreset::Fide2009, Some((15, 0)))
    };
    let mut t = table(START, claim);
    pressed(&mut t, "g1", "g3", 1_000);
    t.claim_illegal(2_000);
    assert_eq!(
        piece(&t, "g1").as_deref(),
        Some("WhiteKnight"),
        "taken back"
    );
    assert_eq!(t.touched(), Commitment::MoveThis(sq("g1")));
    t.tap(sq("e2"), 2_500);
    assert_eq!(refused(&t), Some("touch-move"));
    pressed(&mut t, "g1", "f3", 3_000);
    assert_eq!(piece(&t, "f3").as_deref(), Some("WhiteKnight"));
    // Without touch-move too: the piece moved is the one to move, as a
    // piece put on a wrong square is (7.5.1 with 4.3).
    for preset in [SavedPreset::Fide2009, SavedPreset::FideToday] {
        let mut t = table(
            START,
            Rules {
                claim_mode: true,
                ..rules(preset, Some((15, 0)))
            },
        );
        assert!(!t.rules().touch_move, "{preset:?}");
        pressed(&mut t, "g1", "g3", 1_000);
        t.claim_illegal(2_000);
        assert_eq!(t.touched(), Commitment::MoveThis(sq("g1")), "{preset:?}");
        t.tap(sq("e2"), 2_500);
        assert_eq!(refused(&t), Some("touch-move"), "{preset:?}");
    }
}

/// 9.4: a player who touched a piece to move it loses the right to claim a
/// draw on that move — refused and said, under touch-move only.
#[test]
fn a_draw_claim_after_touching_a_piece_is_refused_under_touch_move() {
    let shuffle = [("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")];
    for touch_move in [true, false] {
        let mut t = table(
            START,
            Rules {
                touch_move,
                ..Rules::default()
            },
        );
        for _ in 0..2 {
            for (from, to) in shuffle {
                tap_move(&mut t, from, to, 0);
            }
        }
        assert!(
            t.game().claimable_draw().is_some(),
            "the start a third time"
        );
        t.tap(sq("g1"), 0);
        let claimed = t.act(Action::ClaimDraw, 0);
        if touch_move {
            assert_eq!(claimed, Err(ActionError::PieceTouched));
            assert!(t.claim_lost_to_touch(), "said why");
            assert_eq!(t.game().end(), None);
            assert_eq!(
                t.act(Action::DeclareDrawClaim, 0),
                Err(ActionError::PieceTouched)
            );
            t.tap(sq("f3"), 0);
            assert_eq!(piece(&t, "f3").as_deref(), Some("WhiteKnight"));
            assert!(!t.claim_lost_to_touch(), "a new move");
        } else {
            assert!(claimed.is_ok(), "practice: touching binds nothing");
            assert!(t.game().is_over());
        }
    }
}

/// 9.1.2.3: the opponent declines a draw offer by touching a piece to
/// move it, as by moving; the offerer cannot accept their own.
#[test]
fn touching_a_piece_declines_a_draw_offer() {
    for touch_move in [true, false] {
        let mut t = table(
            START,
            Rules {
                touch_move,
                ..Rules::default()
            },
        );
        tap_move(&mut t, "e2", "e4", 0);
        t.act(Action::OfferDraw(Color::White), 0).unwrap();
        assert!(t.game().draw_offer_to_answer());
        t.tap(sq("e7"), 0);
        assert_eq!(
            t.game().draw_offer(),
            None,
            "declined by a touch ({touch_move})"
        );
        assert_eq!(t.act(Action::AcceptDraw, 0), Err(ActionError::NoDrawOffer));
    }
    // The offerer, still to move, cannot accept their own.
    let mut t = table(START, Rules::default());
    t.act(Action::OfferDraw(Color::White), 0).unwrap();
    assert_eq!(t.act(Action::AcceptDraw, 0), Err(ActionError::NoDrawOffer));
    assert_eq!(t.game().end(), None);
}

/// A wrong draw claim gives the opponent three minutes under the Laws 2009
/// (9.5); under today's two in standard play (9.5.3) and one in rapid and
/// blitz (A.5, B.3); and the panel says how many.
#[test]
fn a_wrong_draw_claim_costs_what_the_presets_laws_say() {
    for (preset, clock, minutes) in [
        (SavedPreset::Fide2009, (90, 30), 3),
        (SavedPreset::Fide2009, (15, 0), 3),
        (SavedPreset::Fide2009, (3, 2), 3),
        (SavedPreset::FideToday, (90, 30), 2),
        (SavedPreset::FideToday, (15, 0), 1),
        (SavedPreset::FideToday, (3, 2), 1),
        (SavedPreset::ClassicBlitz, (5, 0), 1),
    ] {
        let preset_clock = format!("{preset:?} {clock:?}");
        let claims = Rules {
            claim_mode: true,
            ..rules(preset, Some(clock))
        };
        let mut t = table(START, claims);
        let shuffle = [
            ("g1", "f3"),
            ("g8", "f6"),
            ("f3", "g1"),
            ("f6", "g8"),
            ("g1", "f3"),
            ("g8", "f6"),
            ("f3", "g1"),
        ];
        let mut now = 0;
        for (from, to) in shuffle {
            pressed(&mut t, from, to, now);
            now += 1_000;
        }
        let before = t.clock().unwrap().left(Color::White, now);
        t.act(Action::DeclareDrawClaim, now).unwrap();
        let events = pressed(&mut t, "b8", "c6", now);
        assert!(events.contains(&Event::DrawClaimRejected), "{preset_clock}");
        assert_eq!(
            t.wrong_draw_claim().unwrap().penalty,
            Some(minutes),
            "{preset_clock}"
        );
        assert_eq!(
            t.clock().unwrap().left(Color::White, now),
            before + i64::from(minutes) * 60_000,
            "{preset_clock}"
        );
    }
}

/// Classic blitz (`003_…`, App. A) waits for the opponent's claim, but a
/// move that leaves the mover's own king in check cannot stand on a board
/// the game goes on from: it loses at once, and the preset's text says so
/// (README, "The rules it follows").
#[test]
fn classic_blitz_ends_at_once_a_move_that_leaves_the_king_in_check() {
    use peoncito_core::arbiter::PresetKind;
    use peoncito_core::i18n::{Lang, Text, tr};
    let mut t = table(
        "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1",
        rules(SavedPreset::ClassicBlitz, Some((5, 0))),
    );
    pressed(&mut t, "e1", "f2", 0);
    let end = GameEnd::IllegalMove {
        winner: Color::Black,
        king_left_in_check: true,
    };
    assert_eq!(t.game().end(), Some(end), "no claim waited for");
    // The end says why, as the rule: the king is never taken.
    let said = tr(Lang::Es, &Text::GameOver(end));
    assert!(
        said.contains("han dejado su rey en jaque") && said.contains("pierde en el acto"),
        "{said}"
    );
    assert!(!said.contains("demasiadas"), "{said}");
    let said = tr(Lang::En, &Text::GameOver(end));
    assert!(said.contains("left their own king in check"), "{said}");
    // Another illegal move, claimed, loses too: "one is enough", not "too many".
    let one = GameEnd::IllegalMove {
        winner: Color::Black,
        king_left_in_check: false,
    };
    let said = tr(Lang::Es, &Text::GameOver(one));
    assert!(said.contains("basta una para perder"), "{said}");
    // The preset's text says it as the rule, in every language: nowhere
    // may the king be taken.
    let said = tr(Lang::Es, &Text::PolicyRule(PresetKind::ClassicBlitz));
    assert!(
        said.contains("Dejar tu rey en jaque nunca está permitido: pierde en el acto"),
        "{said}"
    );
    let said = tr(Lang::En, &Text::PolicyRule(PresetKind::ClassicBlitz));
    assert!(
        said.contains("Leaving your own king in check is never allowed"),
        "{said}"
    );
    for lang in Lang::ALL {
        let said = tr(lang, &Text::PolicyRule(PresetKind::ClassicBlitz)).to_lowercase();
        for taken in ["take it", "comerlo", "capturar", "capturá-lo"] {
            assert!(!said.contains(taken), "{lang:?}: {said}");
        }
    }
}

/// In class mode a refused move is noted for whoever tried it: the side to
/// move, but a move out of turn is the other side's.
#[test]
fn a_refused_move_is_the_try_of_whoever_moved_that_piece() {
    let mut t = table(START, Rules::default());
    let events = tap_move(&mut t, "e7", "e5", 0);
    let reason = events
        .iter()
        .find_map(|e| match e {
            Event::Refused(reason) => Some(*reason),
            _ => None,
        })
        .expect("refused");
    assert_eq!(reason, ReasonKind::NotYourTurn);
    assert_eq!(t.who_tried(reason), Color::Black);
    let events = tap_move(&mut t, "e2", "e5", 10);
    let Some(Event::Refused(reason)) = events.iter().find(|e| matches!(e, Event::Refused(_)))
    else {
        panic!("refused: {events:?}");
    };
    assert_eq!(t.who_tried(*reason), Color::White);
}
