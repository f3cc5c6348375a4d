//! Special moments after a move, and what the explanation panel shows.

use peoncito_core::commentary::commentary;
use peoncito_core::explain::Highlight;
use peoncito_core::game::{DrawClaim, Game, Intent};
use peoncito_core::moments::{Moment, last_moment};
use shakmaty::{CastlingSide, Color, Role, Square};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn play(game: &mut Game, from: &str, to: &str, promote: Option<Role>) {
    let m = match game.intent(sq(from), sq(to)) {
        Intent::Move(m) => m,
        Intent::Promotion(ms) => ms.into_iter().find(|m| m.promotion() == promote).unwrap(),
        Intent::Illegal => panic!("{from}{to} illegal"),
    };
    game.play(m).unwrap();
}

fn moment(game: &Game) -> Moment {
    last_moment(game).expect("a moment").0
}

#[test]
fn quiet_moves_have_no_moment() {
    let mut game = Game::new();
    assert_eq!(last_moment(&game), None);
    play(&mut game, "e2", "e4", None);
    assert_eq!(last_moment(&game), None);
}

#[test]
fn castling_is_explained_with_king_and_rook_lit() {
    let mut game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    play(&mut game, "e1", "g1", None);
    let (m, lit) = last_moment(&game).unwrap();
    assert_eq!(
        m,
        Moment::Castled {
            side: CastlingSide::KingSide,
            color: Color::White
        }
    );
    assert_eq!(m.code(), "castled");
    assert!(
        lit.contains(&(sq("g1"), Highlight::King)) && lit.contains(&(sq("f1"), Highlight::Piece))
    );
}

#[test]
fn en_passant_names_the_captured_pawn() {
    let mut game = Game::from_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").unwrap();
    play(&mut game, "e5", "d6", None);
    assert_eq!(
        moment(&game),
        Moment::EnPassant {
            captured: sq("d5"),
            by: sq("d6")
        }
    );
}

#[test]
fn promotion_to_a_rook_notes_that_a_queen_would_stalemate() {
    let mut game = Game::from_fen("8/6P1/8/8/8/8/8/k1K5 w - - 0 1").unwrap();
    play(&mut game, "g7", "g8", Some(Role::Rook));
    assert_eq!(
        moment(&game),
        Moment::Promotion {
            role: Role::Rook,
            square: sq("g8"),
            queen_stalemates: true
        }
    );
    let mut queen = Game::from_fen("8/6P1/8/8/8/8/8/k1K5 w - - 0 1").unwrap();
    play(&mut queen, "g7", "g8", Some(Role::Queen));
    assert_eq!(moment(&queen), Moment::Stalemated { side: Color::Black });
    assert_eq!(moment(&queen).code(), "stalemate");
    // The stuck king is pointed at, without the red ring that means check.
    let (_, lit) = last_moment(&queen).unwrap();
    assert_eq!(lit, vec![(sq("a1"), Highlight::Piece)]);
    assert_eq!(queen.checked_king(), None);
}

#[test]
fn check_and_double_check() {
    let mut game = Game::new();
    for (f, t) in [("e2", "e4"), ("f7", "f6"), ("d1", "h5")] {
        play(&mut game, f, t, None);
    }
    let (m, lit) = last_moment(&game).unwrap();
    assert_eq!(
        m,
        Moment::Check {
            checker: sq("h5"),
            checking: Role::Queen,
            double: false
        }
    );
    assert!(lit.contains(&(sq("e8"), Highlight::King)));
    let mut double = Game::from_fen("4k3/8/8/8/4N3/8/8/4R1K1 w - - 0 1").unwrap();
    play(&mut double, "e4", "d6", None);
    assert!(matches!(
        moment(&double),
        Moment::Check { double: true, .. }
    ));
}

#[test]
fn checkmate_lights_the_checker_and_king() {
    let mut game = Game::new();
    for (f, t) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        play(&mut game, f, t, None);
    }
    let (m, lit) = last_moment(&game).unwrap();
    assert_eq!(m.code(), "checkmate");
    assert!(
        lit.contains(&(sq("h4"), Highlight::Attacker))
            && lit.contains(&(sq("e1"), Highlight::King))
    );
}

#[test]
fn a_claimable_repetition_is_mentioned() {
    let mut game = Game::new();
    for _ in 0..2 {
        for (f, t) in [("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")] {
            play(&mut game, f, t, None);
        }
    }
    assert_eq!(moment(&game), Moment::DrawClaimable(DrawClaim::Threefold));
}

#[test]
fn the_panel_prefers_a_refusal_then_the_question_then_the_moment() {
    let mut game = Game::new();
    for (f, t) in [("e2", "e4"), ("f7", "f6"), ("d1", "h5")] {
        play(&mut game, f, t, None);
    }
    assert_eq!(commentary(&game, None, None).unwrap().code, "check");
    let refusal = game.explain(sq("a7"), Some(sq("a6"))).unwrap();
    let shown = commentary(&game, Some(&refusal), Some(Some(sq("g8")))).unwrap();
    assert_eq!(shown.code, "must-escape-check");
    assert_eq!(shown.highlight_at(sq("h5")), Some(Highlight::Attacker));
    let how = commentary(&game, None, Some(Some(sq("g8")))).unwrap();
    assert_eq!(how.code, "how-it-moves");
    assert_eq!(how.highlight_at(sq("h6")), Some(Highlight::Reach));
    assert_eq!(how.highlight_at(sq("f6")), None, "own piece: not reachable");
    assert_eq!(
        commentary(&game, None, Some(None)).unwrap().code,
        "how-it-moves"
    );
}

/// The panel at a table: the moment of the last move, none while a
/// lesson's question keeps the position unsaid, a refusal even then, and a
/// replayed move told as when it was played.
#[test]
fn the_panel_at_a_table_keeps_quiet_for_a_question_and_tells_a_replayed_move() {
    use peoncito_core::commentary::panel;
    use peoncito_core::settings::Rules;
    use peoncito_core::table::Table;
    let mut game = Game::new();
    for (f, t) in [("e2", "e4"), ("f7", "f6"), ("d1", "h5")] {
        play(&mut game, f, t, None);
    }
    let replayed = game.clone();
    play(&mut game, "g7", "g6", None);
    let mut table = Table::new(game, Rules::default());
    assert_eq!(panel(&table, None, false), None, "g6 did nothing to tell");
    assert_eq!(panel(&table, Some(&replayed), false).unwrap().code, "check");
    assert_eq!(panel(&table, Some(&replayed), true).unwrap().code, "check");
    table.tap(sq("h5"), 0);
    table.tap(sq("h8"), 10);
    assert_eq!(
        panel(&table, None, true).unwrap().code,
        "path-blocked",
        "a refusal is told"
    );
    let mut quiet_table = Table::new(replayed, Rules::default());
    assert_eq!(panel(&quiet_table, None, false).unwrap().code, "check");
    assert_eq!(
        panel(&quiet_table, None, true),
        None,
        "a question's position unsaid"
    );
    quiet_table.tap(sq("a7"), 0);
    quiet_table.tap(sq("a6"), 10);
    assert_eq!(
        panel(&quiet_table, None, true).unwrap().code,
        "must-escape-check"
    );
}

#[test]
fn after_the_end_every_attempt_says_the_game_is_over() {
    let mut game = Game::new();
    game.resign(game.turn()).unwrap();
    let r = game.explain(sq("e2"), Some(sq("e4"))).unwrap();
    assert_eq!(r.reason.code(), "game-over");
    assert_eq!(
        game.explain(sq("e5"), None),
        None,
        "an empty square says nothing"
    );
}
