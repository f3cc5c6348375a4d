//! Claim mode: illegal moves stand on the board until the opponent claims
//! them; a correct claim takes the move back and the arbiter judges it.

use peoncito_core::arbiter::{Preset, Verdict};
use peoncito_core::clock::Pace;
use peoncito_core::game::{ActionError, Game, GameEnd, Intent};
use peoncito_core::saved::{decode, encode};
use shakmaty::{Color, Position, Square};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn illegal(game: &mut Game, from: &str, to: &str) -> Result<(), ActionError> {
    let refusal = game.explain(sq(from), Some(sq(to))).expect("illegal");
    game.play_illegal(&refusal)
}

fn legal(game: &mut Game, from: &str, to: &str) {
    let Intent::Move(m) = game.intent(sq(from), sq(to)) else {
        panic!("{from}{to}")
    };
    game.play(m).unwrap();
}

#[test]
fn an_illegal_move_stands_until_claimed() {
    let mut game = Game::new();
    illegal(&mut game, "b1", "b3").unwrap();
    assert_eq!(game.turn(), Color::Black, "the opponent is to move");
    assert_eq!(
        game.position().board().piece_at(sq("b3")),
        Some(Color::White.knight())
    );
    assert_eq!(game.sans()[0], "Nb1-b3?!");
    let (refusal, verdict) = game
        .claim(Preset::FideToday.policy(), Some(Pace::Blitz), None)
        .expect("a correct claim");
    assert_eq!(refusal.reason.code(), "wrong-pattern");
    assert_eq!(
        verdict,
        Verdict::Penalty {
            count: 1,
            limit: 2,
            minutes: 1
        }
    );
    assert_eq!(
        game.fen(),
        Game::new().fen(),
        "the position before it is restored"
    );
    assert_eq!(game.mistakes().len(), 1);
}

#[test]
fn a_wrong_claim_changes_nothing() {
    let mut game = Game::new();
    legal(&mut game, "e2", "e4");
    assert_eq!(
        game.claim(Preset::School { tolerated: 5 }.policy(), None, None),
        None
    );
    assert_eq!(game.moves().len(), 1);
    assert!(game.mistakes().is_empty());
}

/// Rapid and blitz (App. A.4, B.3): once the opponent has moved, it stands.
#[test]
fn the_claim_window_closes_when_the_opponent_moves() {
    let mut game = Game::new();
    illegal(&mut game, "b1", "b3").unwrap();
    legal(&mut game, "e7", "e5");
    assert_eq!(
        game.claim(Preset::ClassicBlitz.policy(), Some(Pace::Blitz), None),
        None,
        "too late: it stands"
    );
    assert!(!game.is_over());
    assert_eq!(
        game.position().board().piece_at(sq("b3")),
        Some(Color::White.knight())
    );
}

#[test]
fn two_claimed_illegal_moves_lose_under_fide_today() {
    let mut game = Game::new();
    let policy = Preset::FideToday.policy();
    illegal(&mut game, "b1", "b3").unwrap();
    game.claim(policy, Some(Pace::Blitz), None).unwrap();
    illegal(&mut game, "a1", "a3").unwrap();
    let (_, verdict) = game.claim(policy, Some(Pace::Blitz), None).unwrap();
    assert_eq!(
        verdict,
        Verdict::Loses {
            offender: Color::White,
            draw_instead: false
        }
    );
    assert_eq!(
        game.end(),
        Some(GameEnd::IllegalMoves {
            winner: Color::Black
        })
    );
}

#[test]
fn a_move_that_leaves_the_own_king_attacked_cannot_stand() {
    let fen = "rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPPNPPPP/R1BQKBNR w KQkq - 2 3";
    let mut game = Game::from_fen(fen).unwrap();
    assert_eq!(
        illegal(&mut game, "d2", "f3"),
        Err(ActionError::ImpossiblePosition)
    );
    assert_eq!(
        game.fen(),
        Game::from_fen(fen).unwrap().fen(),
        "nothing changed"
    );
}

#[test]
fn an_illegal_castling_moves_king_and_rook() {
    // Through f1, attacked by the rook on f8: on a real board it can be done.
    let mut game = Game::from_fen("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
    illegal(&mut game, "e1", "g1").unwrap();
    assert_eq!(
        game.position().board().piece_at(sq("g1")),
        Some(Color::White.king())
    );
    assert_eq!(
        game.position().board().piece_at(sq("f1")),
        Some(Color::White.rook())
    );
    assert_eq!(game.position().board().piece_at(sq("h1")), None);
    // Into check on c1: the king would stand attacked, so it cannot stand.
    let mut game = Game::from_fen("2r3k1/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
    assert_eq!(
        illegal(&mut game, "e1", "c1"),
        Err(ActionError::ImpossiblePosition)
    );
}

#[test]
fn a_stood_illegal_move_is_saved_and_still_claimable_after_loading() {
    let mut game = Game::new();
    illegal(&mut game, "b1", "b3").unwrap();
    let mut back = decode(&encode(&game)).unwrap();
    assert_eq!(back.fen(), game.fen());
    assert!(back.illegal_moves()[0].is_some());
    assert!(
        back.claim(Preset::School { tolerated: 5 }.policy(), None, None)
            .is_some()
    );
    let forged = encode(&game).replace("!b1b3", "!g1f3");
    assert!(
        decode(&forged).is_err(),
        "a legal move cannot be saved as illegal"
    );
}

/// Standard play (7.5.1): an illegal move found later in the game is still
/// corrected, back to the position before it; a game without a clock too.
#[test]
fn in_standard_play_an_illegal_move_found_later_is_still_corrected() {
    for pace in [Some(Pace::Standard), None] {
        let mut game = Game::new();
        legal(&mut game, "e2", "e4");
        legal(&mut game, "e7", "e5");
        let before = game.fen();
        illegal(&mut game, "b1", "b3").unwrap();
        legal(&mut game, "d7", "d6");
        legal(&mut game, "d2", "d4");
        let (refusal, _) = game
            .claim(Preset::FideToday.policy(), pace, None)
            .expect("still claimable");
        assert_eq!(refusal.reason.code(), "wrong-pattern");
        assert_eq!(
            game.fen(),
            before,
            "{pace:?}: back to the position before it"
        );
        assert_eq!(game.moves().len(), 2);
        assert_eq!(game.turn(), Color::White, "White moves again");
    }
}
