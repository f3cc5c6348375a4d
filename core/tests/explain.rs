//! The classifier of refused moves: hand-written traps for each reason, and a
//! property test that it agrees with shakmaty on every from→to pair of
//! thousands of positions.

use peoncito_core::explain::{Highlight, Reason, Refusal, explain_move, explain_pick, reach};
use shakmaty::fen::Fen;
use shakmaty::{
    Bitboard, CastlingMode, Chess, Color, EnPassantMode, Position, Role, Square, attacks,
};

fn pos(fen: &str) -> Chess {
    Fen::from_ascii(fen.as_bytes())
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn refuse(fen: &str, from: &str, to: &str) -> Refusal {
    explain_move(&pos(fen), sq(from), sq(to))
        .unwrap_or_else(|| panic!("{from}{to} should be refused in {fen}"))
}

fn code(fen: &str, from: &str, to: &str) -> &'static str {
    refuse(fen, from, to).reason.code()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[test]
fn legal_moves_are_not_explained() {
    let p = pos(START);
    assert_eq!(explain_move(&p, sq("e2"), sq("e4")), None);
    assert_eq!(explain_move(&p, sq("g1"), sq("f3")), None);
    assert_eq!(explain_pick(&p, sq("e2")), None);
}

#[test]
fn not_your_turn() {
    let r = explain_pick(&pos(START), sq("e7")).unwrap();
    assert_eq!(r.reason, Reason::NotYourTurn);
    assert_eq!(r.highlight_at(sq("e7")), Some(Highlight::Piece));
    assert_eq!(code(START, "e7", "e5"), "not-your-turn");
}

#[test]
fn own_piece_on_target() {
    let r = refuse(START, "d1", "d2");
    assert_eq!(r.reason, Reason::OwnPieceOnTarget { target: Role::Pawn });
}

#[test]
fn wrong_patterns_for_every_piece() {
    let fen = "4k3/8/8/8/3Q4/8/2N1P3/R3K2B w Q - 0 1";
    assert_eq!(code(fen, "c2", "c4"), "wrong-pattern", "knight straight");
    assert_eq!(
        code(fen, "d4", "e6"),
        "wrong-pattern",
        "queen like a knight"
    );
    assert_eq!(code(fen, "a1", "b2"), "wrong-pattern", "rook diagonally");
    assert_eq!(code(fen, "h1", "h2"), "wrong-pattern", "bishop straight");
    assert_eq!(
        code(fen, "e1", "e3"),
        "wrong-pattern",
        "king two squares forward"
    );
    assert_eq!(code(fen, "e2", "d2"), "wrong-pattern", "pawn sideways");
    assert_eq!(
        code("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3", "e2"),
        "wrong-pattern",
        "pawn back"
    );
}

#[test]
fn a_slider_cannot_jump() {
    let r = refuse(START, "f1", "c4");
    assert_eq!(r.reason.code(), "path-blocked");
    let Reason::PathBlocked { blocker, blocking } = r.reason else {
        unreachable!()
    };
    assert_eq!((blocker, blocking), (sq("e2"), Color::White.pawn()));
    assert_eq!(r.highlight_at(sq("e2")), Some(Highlight::Blocker));
    // The nearest piece in the way is named.
    let r = refuse(START, "a1", "a5");
    assert!(matches!(r.reason, Reason::PathBlocked { blocker, .. } if blocker == sq("a2")));
}

#[test]
fn pawn_rules() {
    let fen = "4k3/8/8/3p4/3P4/8/1P6/4K3 w - - 0 1";
    assert_eq!(code(fen, "d4", "d5"), "pawn-straight-capture");
    assert_eq!(code(fen, "b2", "c3"), "pawn-diagonal-empty");
    assert_eq!(code(fen, "d4", "d6"), "pawn-double-step-late");
    let blocked = "4k3/8/8/8/8/1n6/1P6/4K3 w - - 0 1";
    assert_eq!(
        code(blocked, "b2", "b4"),
        "path-blocked",
        "double step over a piece"
    );
    let landing = "4k3/8/8/8/1n6/8/1P6/4K3 w - - 0 1";
    assert_eq!(code(landing, "b2", "b4"), "pawn-straight-capture");
}

#[test]
fn en_passant_only_right_after_the_double_step() {
    // The black pawn on d5 has been there a while: no en passant square.
    let fen = "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 10";
    let r = refuse(fen, "e5", "d6");
    assert_eq!(r.reason, Reason::EnPassantExpired { pawn: sq("d5") });
    assert_eq!(r.highlight_at(sq("d5")), Some(Highlight::Attacker));
    // With the double step just played it is allowed.
    let fresh = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 10";
    assert_eq!(explain_move(&pos(fresh), sq("e5"), sq("d6")), None);
    // The words are true also when it was never possible (the white pawn
    // reached e5 after d7–d5): no "no longer", but when it is allowed.
    for lang in [peoncito_core::i18n::Lang::Es, peoncito_core::i18n::Lang::En] {
        let said = peoncito_core::i18n::tr(lang, &peoncito_core::i18n::Text::Refused(r.clone()));
        assert!(
            !said.contains("ya no") && !said.contains("no longer"),
            "{said}"
        );
        assert!(
            said.contains("dos casillas y se ponga al lado del tuyo")
                || said.contains("two squares to stand beside your pawn"),
            "{said}"
        );
    }
}

#[test]
fn en_passant_that_would_expose_the_king_along_the_rank() {
    // Capturing d5 en passant would open the fifth rank to the rook on h5.
    let fen = "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2";
    let r = refuse(fen, "e5", "d6");
    assert_eq!(
        r.reason,
        Reason::PinnedPiece {
            pinner: sq("h5"),
            pinning: Role::Rook,
            king: sq("a5")
        }
    );
    assert_eq!(r.highlight_at(sq("h5")), Some(Highlight::Attacker));
    assert_eq!(r.highlight_at(sq("a5")), Some(Highlight::King));
}

#[test]
fn a_pinned_pawn_cannot_capture() {
    // The pawn on e2 is pinned by the bishop... on the e-file by the rook.
    let fen = "4r1k1/8/8/8/8/3n4/4P3/4K3 w - - 0 1";
    let r = refuse(fen, "e2", "d3");
    assert_eq!(
        r.reason,
        Reason::PinnedPiece {
            pinner: sq("e8"),
            pinning: Role::Rook,
            king: sq("e1")
        }
    );
    for line in ["e3", "e4", "e5", "e6", "e7"] {
        assert_eq!(r.highlight_at(sq(line)), Some(Highlight::Pin), "{line}");
    }
}

#[test]
fn a_pinned_knight_names_the_pinner() {
    let fen = "rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPPNPPPP/R1BQKBNR w KQkq - 2 3";
    let r = refuse(fen, "d2", "f3");
    assert_eq!(
        r.reason,
        Reason::PinnedPiece {
            pinner: sq("b4"),
            pinning: Role::Bishop,
            king: sq("e1")
        }
    );
}

#[test]
fn the_king_cannot_step_into_check() {
    let fen = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1";
    let r = refuse("4k3/8/8/2b5/8/8/8/4K3 w - - 0 1", "e1", "f2");
    assert_eq!(
        r.reason,
        Reason::KingIntoCheck {
            attacker: sq("c5"),
            attacking: Role::Bishop
        }
    );
    assert_eq!(r.highlight_at(sq("c5")), Some(Highlight::Attacker));
    // Stepping along the line of the checking rook, away from it, is still check.
    assert_eq!(code(fen, "e1", "f1"), "king-into-check");
}

#[test]
fn check_must_be_answered() {
    let fen = "4k3/8/8/8/1b6/8/P7/4K3 w - - 0 1";
    let r = refuse(fen, "a2", "a3");
    assert_eq!(
        r.reason,
        Reason::MustEscapeCheck {
            checker: sq("b4"),
            checking: Role::Bishop,
            double: false
        }
    );
    assert_eq!(r.highlight_at(sq("e1")), Some(Highlight::King));
}

#[test]
fn in_double_check_only_the_king_moves() {
    // Knight f3 and rook e8 both check the king on e1; capturing one is not enough.
    let fen = "4r1k1/8/8/8/8/5n2/8/3QK3 w - - 0 1";
    let r = refuse(fen, "d1", "f3");
    assert!(matches!(
        r.reason,
        Reason::MustEscapeCheck { double: true, .. }
    ));
    assert_eq!(r.highlight_at(sq("e8")), Some(Highlight::Attacker));
    assert_eq!(r.highlight_at(sq("f3")), Some(Highlight::Attacker));
}

const CASTLE: &str = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

#[test]
fn castling_after_the_king_or_rook_moved() {
    // King and rooks at home with no right left: the king moved, or both
    // rooks did; the position alone cannot tell (a game can: tests/game.rs).
    assert_eq!(
        code("r3k2r/8/8/8/8/8/8/R3K2R w kq - 0 1", "e1", "g1"),
        "castling-not-allowed"
    );
    assert_eq!(
        code("r3k2r/8/8/8/8/8/8/R3K2R w Q - 0 1", "e1", "g1"),
        "castling-rook-moved"
    );
    assert_eq!(
        code("r3k2r/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1", "g1"),
        "castling-rook-moved"
    );
}

#[test]
fn castling_out_of_check() {
    let fen = "r3k2r/8/8/8/8/8/4q3/R3K2R w KQkq - 0 1";
    assert_eq!(code(fen, "e1", "c1"), "castling-in-check");
    let r = refuse("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1", "h1");
    assert_eq!(
        r.reason,
        Reason::CastlingInCheck {
            checker: sq("e8"),
            checking: Role::Rook
        }
    );
}

#[test]
fn castling_through_or_into_check() {
    let through = refuse("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1", "g1");
    assert_eq!(
        through.reason,
        Reason::CastlingThroughCheck {
            square: sq("f1"),
            attacker: sq("f8"),
            attacking: Role::Rook
        }
    );
    assert_eq!(through.highlight_at(sq("f1")), Some(Highlight::Attacked));
    assert_eq!(
        code("1k4r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1", "g1"),
        "castling-into-check"
    );
    assert_eq!(
        code("3r1k2/8/8/8/8/8/8/R3K2R w KQ - 0 1", "e1", "c1"),
        "castling-through-check"
    );
}

#[test]
fn queen_side_castling_is_fine_when_only_b1_is_attacked() {
    let p = pos("1r3k2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert_eq!(explain_move(&p, sq("e1"), sq("c1")), None);
    assert_eq!(
        explain_move(&p, sq("e1"), sq("a1")),
        None,
        "onto the rook too"
    );
}

#[test]
fn castling_blocked() {
    let r = refuse(START, "e1", "g1");
    assert_eq!(
        r.reason,
        Reason::CastlingBlocked {
            blocker: sq("f1"),
            blocking: Color::White.bishop()
        }
    );
    assert_eq!(
        code("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "e1", "c1"),
        "castling-blocked"
    );
    assert_eq!(explain_move(&pos(CASTLE), sq("e1"), sq("c1")), None);
}

#[test]
fn reach_shows_how_a_piece_moves() {
    let p = pos(START);
    assert_eq!(
        reach(&p, sq("g1")),
        Bitboard::from(sq("f3")) | Bitboard::from(sq("h3"))
    );
    assert_eq!(
        reach(&p, sq("e7")),
        Bitboard::from(sq("e6")) | Bitboard::from(sq("e5"))
    );
    assert_eq!(reach(&p, sq("d1")), Bitboard::EMPTY);
    assert_eq!(reach(&p, sq("e4")), Bitboard::EMPTY);
}

// ---- The property test ------------------------------------------------------

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The standard tricky perft positions (chessprogramming.org), and the start.
const PERFT: [&str; 6] = [
    START,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
];

/// Positions from random legal games starting at each perft position.
fn positions() -> Vec<Chess> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut all = Vec::new();
    for fen in PERFT {
        for _game in 0..12 {
            let mut p = pos(fen);
            for _ply in 0..60 {
                all.push(p.clone());
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(moves[rng.below(moves.len())]);
            }
        }
    }
    all
}

/// The king of `color` is attacked by `by` once `mover` goes from→to
/// (capturing on `captured`).
fn attacked_after(
    p: &Chess,
    from: Square,
    to: Square,
    captured: Square,
    target: Square,
    by: Square,
) -> bool {
    let board = p.board();
    let occ =
        (board.occupied() & !Bitboard::from(from) & !Bitboard::from(captured)) | Bitboard::from(to);
    let Some(piece) = board.piece_at(by) else {
        return false;
    };
    attacks::attacks(by, piece, occ).contains(target) && by != captured
}

fn check_claims(p: &Chess, from: Square, to: Square, r: &Refusal) {
    let board = p.board();
    let us = board.piece_at(from).unwrap().color;
    let ctx = || {
        format!(
            "{from}{to} in {}: {:?}",
            Fen::from_position(p, EnPassantMode::Always),
            r.reason
        )
    };
    match r.reason {
        Reason::NotYourTurn => assert_ne!(us, p.turn(), "{}", ctx()),
        Reason::OwnPieceOnTarget { .. } => {
            assert_eq!(board.piece_at(to).map(|t| t.color), Some(us), "{}", ctx())
        }
        Reason::PathBlocked { blocker, .. } => {
            assert!(
                attacks::between(from, to).contains(blocker) && board.occupied().contains(blocker),
                "{}",
                ctx()
            )
        }
        Reason::PinnedPiece { pinner, king, .. } => {
            let captured = if board.role_at(from) == Some(Role::Pawn)
                && from.file() != to.file()
                && board.piece_at(to).is_none()
            {
                Square::from_coords(to.file(), from.rank())
            } else {
                to
            };
            assert_eq!(board.king_of(us), Some(king), "{}", ctx());
            // (The side may be in check: a pinned piece capturing the checker.)
            assert!(
                attacked_after(p, from, to, captured, king, pinner),
                "{}",
                ctx()
            );
        }
        Reason::MustEscapeCheck {
            checker, double, ..
        } => {
            assert!(p.checkers().contains(checker), "{}", ctx());
            assert_eq!(double, p.checkers().more_than_one(), "{}", ctx());
        }
        Reason::KingIntoCheck { attacker, .. } => {
            let occ = (board.occupied() ^ Bitboard::from(from)) | Bitboard::from(to);
            let piece = board.piece_at(attacker).unwrap();
            assert!(
                piece.color != us && attacks::attacks(attacker, piece, occ).contains(to),
                "{}",
                ctx()
            );
        }
        Reason::CastlingInCheck { checker, .. } => {
            assert!(p.checkers().contains(checker), "{}", ctx())
        }
        Reason::CastlingThroughCheck {
            square, attacker, ..
        }
        | Reason::CastlingIntoCheck {
            square, attacker, ..
        } => {
            assert!(
                board
                    .attacks_to(square, !us, board.occupied() ^ Bitboard::from(from))
                    .contains(attacker),
                "{}",
                ctx()
            )
        }
        Reason::CastlingBlocked { blocker, .. } => {
            assert!(board.occupied().contains(blocker), "{}", ctx())
        }
        Reason::KingCapture => assert_eq!(board.role_at(to), Some(Role::King), "{}", ctx()),
        _ => {}
    }
}

#[test]
fn the_classifier_agrees_with_shakmaty_everywhere() {
    let positions = positions();
    assert!(positions.len() > 3000, "only {} positions", positions.len());
    let mut seen = std::collections::BTreeSet::new();
    for p in &positions {
        let legal = p.legal_moves();
        for from in p.board().occupied() {
            for to in Square::ALL {
                let is_legal = p
                    .board()
                    .piece_at(from)
                    .is_some_and(|pc| pc.color == p.turn())
                    && legal.iter().any(|m| {
                        m.from() == Some(from)
                            && (m.to() == to || peoncito_core::game::board_target(*m) == to)
                    });
                match explain_move(p, from, to) {
                    None => assert!(
                        is_legal,
                        "{from}{to} refused without a reason in {}",
                        Fen::from_position(p, EnPassantMode::Always)
                    ),
                    Some(r) => {
                        assert!(!is_legal, "legal {from}{to} explained as {:?}", r.reason);
                        check_claims(p, from, to, &r);
                        seen.insert(r.reason.code());
                    }
                }
            }
        }
    }
    // The random games reach most reasons; the rare ones have their own tests.
    for common in [
        "not-your-turn",
        "own-piece-on-target",
        "wrong-pattern",
        "path-blocked",
        "king-into-check",
        "pinned-piece",
        "must-escape-check",
    ] {
        assert!(seen.contains(common), "{common} never seen: {seen:?}");
    }
}
