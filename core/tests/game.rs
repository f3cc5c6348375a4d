//! The rules of a game, checked natively on positions that exercise each one.

use peoncito_core::explain::Reason;
use peoncito_core::game::{ActionError, DrawClaim, FenError, Game, GameEnd, Intent, MoveRow};
use shakmaty::{Color, Move, Piece, Position, PositionErrorKinds, Role, Square};

fn sq(name: &str) -> Square {
    name.parse().expect("test square")
}

/// Plays a move given as from→to squares, choosing a promotion if needed.
fn play(game: &mut Game, from: &str, to: &str) {
    match game.intent(sq(from), sq(to)) {
        Intent::Move(m) => game.play(m).expect("legal move"),
        other => panic!("{from}{to} is not a single legal move: {other:?}"),
    }
}

fn play_all(game: &mut Game, moves: &[(&str, &str)]) {
    for (from, to) in moves {
        play(game, from, to);
    }
}

fn piece_on(game: &Game, square: &str) -> Option<Piece> {
    game.position().board().piece_at(sq(square))
}

#[test]
fn starting_position_has_white_to_move_and_pawn_steps() {
    let game = Game::new();
    assert_eq!(game.turn(), Color::White);
    assert_eq!(game.position().legal_moves().len(), 20);
    let mut dests = game.destinations(sq("e2"));
    dests.sort();
    assert_eq!(dests, vec![sq("e3"), sq("e4")]);
    assert!(game.destinations(sq("e7")).is_empty(), "black cannot move");
    assert_eq!(game.intent(sq("e2"), sq("e5")), Intent::Illegal);
}

#[test]
fn moves_are_written_in_san() {
    let mut game = Game::new();
    play_all(
        &mut game,
        &[("e2", "e4"), ("d7", "d5"), ("e4", "d5"), ("d8", "d5")],
    );
    let sans: Vec<String> = game.sans().iter().map(|s| s.to_string()).collect();
    assert_eq!(sans, ["e4", "d5", "exd5", "Qxd5"]);
    assert_eq!(game.last_move(), Some((sq("d8"), sq("d5"))));
}

const CASTLING: &str = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1";

#[test]
fn castling_king_side_by_two_squares_or_onto_the_rook() {
    for target in ["g1", "h1"] {
        let mut game = Game::from_fen(CASTLING).unwrap();
        assert!(game.destinations(sq("e1")).contains(&sq(target)));
        play(&mut game, "e1", target);
        assert_eq!(piece_on(&game, "g1"), Some(Color::White.king()));
        assert_eq!(piece_on(&game, "f1"), Some(Color::White.rook()));
        assert_eq!(game.sans()[0].to_string(), "O-O");
        assert_eq!(game.last_move(), Some((sq("e1"), sq("g1"))));
    }
}

#[test]
fn castling_queen_side_by_two_squares_or_onto_the_rook() {
    for target in ["c1", "a1"] {
        let mut game = Game::from_fen(CASTLING).unwrap();
        play(&mut game, "e1", target);
        assert_eq!(piece_on(&game, "c1"), Some(Color::White.king()));
        assert_eq!(piece_on(&game, "d1"), Some(Color::White.rook()));
        assert_eq!(game.sans()[0].to_string(), "O-O-O");
    }
}

#[test]
fn castling_is_lost_after_the_king_moves() {
    let mut game = Game::from_fen(CASTLING).unwrap();
    play_all(
        &mut game,
        &[("e1", "f1"), ("a7", "a6"), ("f1", "e1"), ("a6", "a5")],
    );
    assert!(!game.destinations(sq("e1")).contains(&sq("g1")));
    assert!(!game.destinations(sq("e1")).contains(&sq("c1")));
    let why = |game: &Game, to: &str| game.explain(sq("e1"), Some(sq(to))).map(|r| r.reason);
    assert_eq!(why(&game, "g1"), Some(Reason::CastlingKingMoved));
}

/// Said truly: the king that never moved is not blamed when both rooks
/// went for a walk, nor when the position came without castling rights.
#[test]
fn castling_refused_says_which_piece_moved() {
    let why = |game: &Game, to: &str| game.explain(sq("e1"), Some(sq(to))).map(|r| r.reason);
    let mut rooks = Game::from_fen("4k3/p7/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
    play_all(
        &mut rooks,
        &[
            ("a1", "a2"),
            ("a7", "a6"),
            ("a2", "a1"),
            ("a6", "a5"),
            ("h1", "h2"),
            ("a5", "a4"),
            ("h2", "h1"),
            ("a4", "a3"),
        ],
    );
    assert_eq!(why(&rooks, "g1"), Some(Reason::CastlingRookMoved));
    assert_eq!(why(&rooks, "c1"), Some(Reason::CastlingRookMoved));
    let set_up = Game::from_fen("4k3/p7/8/8/8/8/8/R3K2R w - - 0 1").unwrap();
    assert_eq!(why(&set_up, "g1"), Some(Reason::CastlingNotAllowed));
}

#[test]
fn castling_through_an_attacked_square_is_not_offered() {
    // The black rook on f8 attacks f1, the square the king crosses.
    let game = Game::from_fen("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap();
    let dests = game.destinations(sq("e1"));
    assert!(!dests.contains(&sq("g1")) && !dests.contains(&sq("h1")));
    assert!(dests.contains(&sq("c1")), "queen side is still fine");
}

#[test]
fn en_passant_right_after_the_double_step() {
    let mut game = Game::new();
    play_all(
        &mut game,
        &[("e2", "e4"), ("a7", "a6"), ("e4", "e5"), ("d7", "d5")],
    );
    match game.intent(sq("e5"), sq("d6")) {
        Intent::Move(m @ Move::EnPassant { .. }) => game.play(m).unwrap(),
        other => panic!("expected en passant, got {other:?}"),
    }
    assert_eq!(piece_on(&game, "d5"), None, "the captured pawn is gone");
    assert_eq!(piece_on(&game, "d6"), Some(Color::White.pawn()));
    assert_eq!(game.sans()[4].to_string(), "exd6");
}

#[test]
fn en_passant_only_on_the_very_next_move() {
    let mut game = Game::new();
    play_all(
        &mut game,
        &[
            ("e2", "e4"),
            ("a7", "a6"),
            ("e4", "e5"),
            ("d7", "d5"),
            ("h2", "h3"),
            ("h7", "h6"),
        ],
    );
    assert_eq!(game.intent(sq("e5"), sq("d6")), Intent::Illegal);
}

#[test]
fn promotion_offers_all_four_pieces() {
    let mut game = Game::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
    let Intent::Promotion(choices) = game.intent(sq("e7"), sq("e8")) else {
        panic!("expected a promotion choice");
    };
    let mut roles: Vec<Role> = choices.iter().filter_map(|m| m.promotion()).collect();
    roles.sort();
    assert_eq!(
        roles,
        vec![Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
    );
    let knight = choices
        .into_iter()
        .find(|m| m.promotion() == Some(Role::Knight))
        .unwrap();
    game.play(knight).unwrap();
    assert_eq!(piece_on(&game, "e8"), Some(Color::White.knight()));
    assert_eq!(game.sans()[0].to_string(), "e8=N");
}

#[test]
fn check_marks_the_king() {
    let mut game = Game::new();
    assert_eq!(game.checked_king(), None);
    play_all(&mut game, &[("e2", "e4"), ("f7", "f6"), ("d1", "h5")]);
    assert_eq!(game.checked_king(), Some(sq("e8")));
    assert_eq!(game.sans()[2].to_string(), "Qh5+");
}

#[test]
fn checkmate_ends_the_game_and_no_move_follows() {
    let mut game = Game::new();
    play_all(
        &mut game,
        &[("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")],
    );
    let end = game.end().expect("fool's mate");
    assert_eq!(
        end,
        GameEnd::Checkmate {
            winner: Color::Black
        }
    );
    assert_eq!(
        (end.outcome_code(), end.reason_code()),
        ("black-wins", "checkmate")
    );
    assert_eq!(game.sans()[3].to_string(), "Qh4#");
    assert!(game.destinations(sq("e1")).is_empty());
    assert_eq!(game.intent(sq("a2"), sq("a3")), Intent::Illegal);
    let any = game.position().legal_moves().first().copied();
    assert!(any.is_none());
    assert_eq!(game.resign(Color::White), Err(ActionError::GameOver));
}

#[test]
fn stalemate_is_a_draw() {
    // Black king a8, white king c7... Qb6 leaves black with no move and no check.
    let mut game = Game::from_fen("k7/2K5/8/1Q6/8/8/8/8 w - - 0 1").unwrap();
    play(&mut game, "b5", "b6");
    let end = game.end().unwrap();
    assert_eq!(end, GameEnd::Stalemate);
    assert_eq!(
        (end.outcome_code(), end.reason_code()),
        ("draw", "stalemate")
    );
}

#[test]
fn insufficient_material_ends_the_game() {
    let mut game = Game::from_fen("4k3/8/8/8/8/8/3r4/3KB3 w - - 0 1").unwrap();
    assert!(!game.is_over());
    play(&mut game, "d1", "d2");
    assert_eq!(game.end(), Some(GameEnd::InsufficientMaterial));
    // A shared position that is already dead is announced at once.
    let bare = Game::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    assert_eq!(bare.end(), Some(GameEnd::InsufficientMaterial));
}

const KNIGHT_DANCE: [(&str, &str); 4] = [("g1", "f3"), ("g8", "f6"), ("f3", "g1"), ("f6", "g8")];

#[test]
fn threefold_repetition_can_be_claimed() {
    let mut game = Game::new();
    play_all(&mut game, &KNIGHT_DANCE);
    assert_eq!(game.repetitions(), 2);
    assert_eq!(game.claimable_draw(), None);
    assert_eq!(game.claim_draw(), Err(ActionError::NoDrawToClaim));
    play_all(&mut game, &KNIGHT_DANCE);
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.claimable_draw(), Some(DrawClaim::Threefold));
    assert!(!game.is_over(), "threefold is only a claim");
    assert_eq!(game.claim_draw(), Ok(GameEnd::Threefold));
    assert_eq!(game.end().unwrap().reason_code(), "threefold");
}

#[test]
fn repetition_needs_the_same_castling_rights() {
    // The rooks shuffle: after the first trip castling rights are gone, so the
    // start position (with rights) does not count as the same position.
    let mut game = Game::from_fen(CASTLING).unwrap();
    let rook_dance = [("h1", "g1"), ("h8", "g8"), ("g1", "h1"), ("g8", "h8")];
    play_all(&mut game, &rook_dance);
    play_all(&mut game, &rook_dance);
    assert_eq!(game.repetitions(), 2);
}

#[test]
fn fivefold_repetition_ends_the_game() {
    let mut game = Game::new();
    for _ in 0..3 {
        play_all(&mut game, &KNIGHT_DANCE);
    }
    assert!(!game.is_over());
    play_all(&mut game, &KNIGHT_DANCE);
    assert_eq!(game.repetitions(), 5);
    assert_eq!(game.end(), Some(GameEnd::Fivefold));
}

#[test]
fn fifty_moves_can_be_claimed() {
    let mut game = Game::from_fen("4k3/8/8/8/8/8/R7/4K3 w - - 99 80").unwrap();
    assert_eq!(game.claimable_draw(), None);
    play(&mut game, "a2", "b2");
    assert_eq!(game.claimable_draw(), Some(DrawClaim::FiftyMoves));
    assert_eq!(game.claim_draw(), Ok(GameEnd::FiftyMoves));
}

#[test]
fn a_pawn_move_resets_the_fifty_move_count() {
    let mut game = Game::from_fen("4k3/8/8/8/8/8/P7/4K3 w - - 99 80").unwrap();
    play(&mut game, "a2", "a3");
    assert_eq!(game.claimable_draw(), None);
}

#[test]
fn seventy_five_moves_end_the_game() {
    let mut game = Game::from_fen("4k3/8/8/8/8/8/R7/4K3 w - - 149 80").unwrap();
    play(&mut game, "a2", "b2");
    assert_eq!(game.end(), Some(GameEnd::SeventyFiveMoves));
}

#[test]
fn checkmate_on_the_seventy_fifth_move_still_wins() {
    let mut game = Game::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 80").unwrap();
    play(&mut game, "a1", "a8");
    assert_eq!(
        game.end(),
        Some(GameEnd::Checkmate {
            winner: Color::White
        })
    );
}

#[test]
fn draw_by_agreement() {
    let mut game = Game::new();
    assert_eq!(game.accept_draw(), Err(ActionError::NoDrawOffer));
    game.offer_draw(Color::White).unwrap();
    assert_eq!(game.draw_offer(), Some(Color::White));
    // 9.1.2.3: the offer is the opponent's to answer; on a shared board
    // the one at it on White's turn is White, who cannot accept their own.
    assert!(!game.draw_offer_to_answer());
    assert_eq!(game.accept_draw(), Err(ActionError::NoDrawOffer));
    play(&mut game, "e2", "e4");
    assert!(game.draw_offer_to_answer(), "Black's to answer");
    assert_eq!(game.accept_draw(), Ok(GameEnd::Agreement));
    assert_eq!(game.end().unwrap().outcome_code(), "draw");
}

#[test]
fn a_draw_offer_stands_until_the_opponent_moves() {
    // FIDE 9.1.2.2: an offer made on one's own turn is valid; it is the
    // offerer's, and stands over their own move.
    let mut game = Game::new();
    game.offer_draw(Color::White).unwrap();
    play(&mut game, "e2", "e4");
    assert_eq!(game.draw_offer(), Some(Color::White), "the offer stands");
    play(&mut game, "e7", "e5");
    assert_eq!(game.draw_offer(), None, "moving on declines it");
}

#[test]
fn the_draw_offer_is_the_player_who_has_just_moved() {
    // FIDE 9.1.2.1: offer after making your move. After 1.e4 White offers:
    // the offer is White's (Black is to move and answers it).
    let mut game = Game::new();
    play(&mut game, "e2", "e4");
    game.offer_draw(Color::White).unwrap();
    assert_eq!(game.draw_offer(), Some(Color::White));
    assert_eq!(game.turn(), Color::Black);
    assert_eq!(game.accept_draw(), Ok(GameEnd::Agreement));
}

#[test]
fn either_player_resigns_on_either_turn() {
    // FIDE 5.1.2: a player may resign at any moment. After 1.e4 (Black to
    // move) White resigns: Black wins.
    let mut game = Game::new();
    play(&mut game, "e2", "e4");
    assert_eq!(
        game.resign(Color::White),
        Ok(GameEnd::Resignation {
            winner: Color::Black
        })
    );
    // Kept as decided when the game is saved and opened again.
    let back = peoncito_core::saved::decode(&peoncito_core::saved::encode(&game)).unwrap();
    assert_eq!(
        back.end(),
        Some(GameEnd::Resignation {
            winner: Color::Black
        })
    );
}

#[test]
fn resignation_gives_the_win_to_the_opponent() {
    let mut game = Game::new();
    play(&mut game, "e2", "e4");
    let end = game.resign(Color::Black).unwrap();
    assert_eq!(
        end,
        GameEnd::Resignation {
            winner: Color::White
        }
    );
    assert_eq!(
        (end.outcome_code(), end.reason_code()),
        ("white-wins", "resignation")
    );
    assert_eq!(end.result(), "1-0");
}

#[test]
fn undo_takes_back_moves_and_decisions() {
    let mut game = Game::new();
    assert_eq!(game.undo(), Err(ActionError::NothingToUndo));
    play_all(
        &mut game,
        &[("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")],
    );
    assert!(game.is_over());
    game.undo().unwrap();
    assert!(!game.is_over(), "taking back the mate reopens the game");
    assert_eq!(game.turn(), Color::Black);
    assert_eq!(game.moves().len(), 3);
    game.resign(game.turn()).unwrap();
    game.undo().unwrap();
    assert!(!game.is_over(), "taking back a resignation keeps the moves");
    assert_eq!(game.moves().len(), 3);
    for _ in 0..3 {
        game.undo().unwrap();
    }
    assert_eq!(game.fen(), Game::new().fen());
}

#[test]
fn broken_fen_names_the_broken_part() {
    assert!(matches!(
        Game::from_fen("not a fen"),
        Err(FenError::Syntax(_))
    ));
    assert!(matches!(
        Game::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"),
        Err(FenError::Syntax(shakmaty::fen::ParseFenError::InvalidTurn))
    ));
}

#[test]
fn illegal_positions_name_the_problem() {
    let no_white_king = Game::from_fen("4k3/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
    assert_eq!(
        no_white_king,
        FenError::Position(PositionErrorKinds::MISSING_KING)
    );
    let wrong_check = Game::from_fen("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1").unwrap_err();
    assert_eq!(
        wrong_check,
        FenError::Position(PositionErrorKinds::OPPOSITE_CHECK)
    );
    let back_rank = Game::from_fen("P3k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap_err();
    assert!(
        matches!(back_rank, FenError::Position(k) if k.contains(PositionErrorKinds::PAWNS_ON_BACKRANK))
    );
}

#[test]
fn a_game_can_start_from_a_shared_position() {
    let game = Game::from_fen(CASTLING).unwrap();
    assert_eq!(game.start_fen(), CASTLING);
    assert_eq!(
        piece_on(&game, "a1"),
        Some(Piece {
            color: Color::White,
            role: Role::Rook
        })
    );
}

#[test]
fn move_rows_are_numbered_like_a_score_sheet() {
    let mut game = Game::new();
    play_all(&mut game, &[("e2", "e4"), ("e7", "e5"), ("g1", "f3")]);
    let row = |number, white: Option<&str>, black: Option<&str>| MoveRow {
        number,
        white: white.map(String::from),
        black: black.map(String::from),
    };
    assert_eq!(
        game.move_rows(),
        vec![row(1, Some("e4"), Some("e5")), row(2, Some("Nf3"), None)]
    );
    let mut black_first = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 b - - 0 30").unwrap();
    play(&mut black_first, "e8", "d7");
    play(&mut black_first, "a1", "a7");
    assert_eq!(
        black_first.move_rows(),
        vec![row(30, None, Some("Kd7")), row(31, Some("Ra7+"), None)]
    );
}

/// The replay names a move as the score sheet does: full moves, whoever began.
#[test]
fn moves_are_numbered_as_on_the_score_sheet() {
    use peoncito_core::game::NumberedMove;
    let mut game = Game::new();
    play_all(&mut game, &[("e2", "e4"), ("e7", "e5"), ("g1", "f3")]);
    let third = NumberedMove {
        number: 2,
        side: Color::White,
        san: "Nf3".into(),
    };
    assert_eq!(game.numbered_move(3), Some(third));
    assert_eq!(
        game.numbered_move(2).map(|m| (m.number, m.side)),
        Some((1, Color::Black))
    );
    assert_eq!(game.numbered_move(0), None);
    assert_eq!(game.numbered_move(4), None);
    // A game begun with Black to move on move 10.
    let mut black = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 10").unwrap();
    play_all(&mut black, &[("e8", "d8"), ("e2", "e4")]);
    assert_eq!(
        black.numbered_move(1).map(|m| (m.number, m.side)),
        Some((10, Color::Black))
    );
    assert_eq!(
        black.numbered_move(2).map(|m| (m.number, m.side)),
        Some((11, Color::White))
    );
    assert_eq!(
        peoncito_core::i18n::numbered_san(
            peoncito_core::i18n::Lang::Es,
            &game.numbered_move(3).unwrap()
        ),
        "2. Cf3"
    );
}

#[test]
fn a_late_en_passant_is_told_only_when_the_pawn_beside_jumped() {
    // FIDE 3.7.4.2: en passant only on the move right after the double
    // step. A pawn that came step by step never gave that chance.
    let mut stepped = Game::new();
    play_all(
        &mut stepped,
        &[("e2", "e4"), ("d7", "d6"), ("e4", "e5"), ("d6", "d5")],
    );
    assert_eq!(
        stepped.explain(sq("e5"), Some(sq("d6"))).unwrap().reason,
        Reason::PawnDiagonalEmpty
    );
    let mut jumped = Game::new();
    play_all(
        &mut jumped,
        &[("e2", "e4"), ("a7", "a6"), ("e4", "e5"), ("d7", "d5")],
    );
    assert_eq!(
        jumped.explain(sq("e5"), Some(sq("d6"))),
        None,
        "right after: allowed"
    );
    play_all(&mut jumped, &[("g1", "f3"), ("a6", "a5")]);
    assert_eq!(
        jumped.explain(sq("e5"), Some(sq("d6"))).unwrap().reason,
        Reason::EnPassantExpired { pawn: sq("d5") }
    );
}
