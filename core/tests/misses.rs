//! A wrong try in a lesson is explained for that exercise, with the squares
//! that show it; checked on the shipped exercises, for moves and answers.

use peoncito_core::explain::Highlight;
use peoncito_core::lessons::{Answer, Course, Ready};
use peoncito_core::misses::{Miss, miss_answer, miss_move};
use shakmaty::uci::UciMove;
use shakmaty::{Color, Role, Square};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn ready(id: &str) -> Ready {
    let (_, e) = Course::shipped().exercise(id).unwrap();
    e.prepare().unwrap()
}

fn missed_by(id: &str, uci: &str) -> Miss {
    let r = ready(id);
    let m = uci
        .parse::<UciMove>()
        .unwrap()
        .to_move(&r.position)
        .unwrap();
    miss_move(&r, &r.position, m)
}

fn answered(id: &str, answer: Answer) -> Miss {
    let mut r = ready(id);
    // Every answer, as a later stage would offer them.
    r.answers = Answer::ALL.to_vec();
    let index = r.answers.iter().position(|a| *a == answer).unwrap();
    miss_answer(&r, index)
}

#[test]
fn a_move_meant_to_mate_says_what_it_lacks() {
    let black_king = |king| Miss::NoCheck {
        color: Color::Black,
        king: sq(king),
    };
    assert_eq!(missed_by("checkmate-1", "a1a7"), black_king("g8"));
    assert_eq!(
        missed_by("stalemate-3", "f1f7"),
        Miss::Stalemate {
            color: Color::Black,
            king: sq("h8")
        }
    );
    let not_mate = missed_by("checkmate-2", "b1h1");
    assert_eq!(
        not_mate,
        Miss::NotMate {
            color: Color::Black,
            king: sq("h8"),
            escape: Some(sq("g8"))
        }
    );
    assert_eq!(
        not_mate.highlights(),
        vec![(sq("h8"), Highlight::King), (sq("g8"), Highlight::Reach)]
    );
}

#[test]
fn a_promotion_that_ends_the_game_in_a_draw_is_named() {
    assert!(matches!(
        missed_by("promotion-2", "g7g8q"),
        Miss::Stalemate { .. }
    ));
    assert_eq!(missed_by("promotion-2", "g7g8n"), Miss::DeadPosition);
    assert_eq!(
        missed_by("promotion-1", "e7e8r"),
        Miss::OtherPiece { asked: Role::Queen }
    );
}

#[test]
fn castling_en_passant_check_and_stars_are_asked_for_by_name() {
    assert_eq!(
        missed_by("castling-1", "e1f1"),
        Miss::NotCastling { king: sq("e1") }
    );
    let ep = missed_by("en-passant-1", "e5e6");
    assert_eq!(ep, Miss::NotEnPassant { pawn: sq("d5") });
    assert_eq!(ep.highlights(), vec![(sq("d5"), Highlight::Target)]);
    assert_eq!(
        missed_by("check-3", "a1a2"),
        Miss::NoCheck {
            color: Color::Black,
            king: sq("e8")
        }
    );
    let pawn = missed_by("rook-4", "d5d6");
    assert_eq!(
        pawn,
        Miss::WrongPiece {
            hunter: Role::Rook,
            at: sq("d4")
        }
    );
    assert_eq!(pawn.highlights(), vec![(sq("d4"), Highlight::Piece)]);
}

#[test]
fn a_wrong_answer_about_the_position_is_answered_by_the_position() {
    assert_eq!(
        answered("check-2", Answer::Check),
        Miss::NoCheck {
            color: Color::Black,
            king: sq("e8")
        }
    );
    assert!(matches!(
        answered("check-1", Answer::Checkmate),
        Miss::NotMate {
            escape: Some(_),
            ..
        }
    ));
    assert_eq!(
        answered("check-1", Answer::Nothing),
        Miss::Attacked {
            color: Color::Black,
            king: sq("e8")
        }
    );
    assert_eq!(
        answered("stalemate-2", Answer::Stalemate),
        Miss::InCheck {
            color: Color::Black,
            king: sq("h8")
        }
    );
    assert_eq!(
        answered("draws-3", Answer::DeadPosition),
        Miss::MateIsPossible {
            piece: sq("a3"),
            role: Role::Rook
        }
    );
    assert!(matches!(
        answered("draws-3", Answer::Stalemate),
        Miss::CanMove {
            color: Color::White,
            ..
        }
    ));
    // A rules quiz has no position to point at.
    assert_eq!(miss_answer(&ready("touch-move-1"), 1), Miss::WrongAnswer);
}

/// Every wrong move of every move exercise gets an explanation: none panics,
/// and the squares it lights are on the board the child sees.
#[test]
fn every_wrong_move_of_every_exercise_is_explained() {
    use shakmaty::Position;
    for stage in Course::shipped().stages {
        for e in stage.exercises {
            let r = e.prepare().unwrap();
            if r.is_question() {
                for a in 0..Answer::ALL.len() {
                    if !r.judge_answer(a) {
                        let _ = miss_answer(&r, a).highlights();
                    }
                }
                continue;
            }
            for m in r.position.legal_moves() {
                let miss = miss_move(&r, &r.position, m);
                for (at, _) in miss.highlights() {
                    assert!(
                        r.position.board().piece_at(at).is_some()
                            || matches!(miss, Miss::NotMate { .. }),
                        "{}: {miss:?}",
                        e.id
                    );
                }
            }
        }
    }
}
