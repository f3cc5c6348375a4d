//! Game records: PGN export with the result and the mistake log, and import
//! that names the first bad move or tag and where it is.

use peoncito_core::explain::ReasonKind;
use peoncito_core::game::{FenError, Game, GameEnd, Mistake};
use peoncito_core::heading::{Date, Heading, Name, RoundBoard};
use peoncito_core::pgn::{self, PgnError, Place};
use shakmaty::Color;
use shakmaty::uci::UciMove;

fn play(game: &mut Game, moves: &[&str]) {
    for uci in moves {
        let m = uci
            .parse::<UciMove>()
            .unwrap()
            .to_move(game.position())
            .unwrap();
        game.play(m).unwrap();
    }
}

fn plain_mistake(m: &Mistake, name: &Option<Name>) -> String {
    match name {
        Some(name) => format!("{} tried {}", name.as_str(), m.reason.code()),
        None => format!("{:?} tried {}", m.side, m.reason.code()),
    }
}

fn plain_ending(end: GameEnd) -> String {
    format!("decided: {} {}", end.reason_code(), end.result())
}

/// A refused attempt of the log, without squares or time.
fn mistake(side: Color, reason: ReasonKind, move_number: u32, counted: bool) -> Mistake {
    Mistake {
        side,
        reason,
        move_number,
        counted,
        attempt: None,
        cleared: false,
        at: None,
    }
}

const PLAIN: pgn::Wording<'static> = pgn::Wording {
    mistake: &plain_mistake,
    ending: &plain_ending,
};

#[test]
fn a_finished_game_exports_standard_san_the_result_and_why() {
    let mut game = Game::new();
    play(&mut game, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    let text = pgn::export(&game, &PLAIN);
    // Nobody wrote the heading: every part is unknown.
    assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));
    assert!(text.contains("[White \"?\"]\n[Black \"?\"]\n"));
    assert!(text.contains("[Result \"0-1\"]\n"));
    assert!(text.contains("[Termination \"checkmate\"]\n"));
    assert!(!text.contains("[FEN"), "the standard start needs no FEN");
    assert!(text.ends_with("\n\n1. f3 e5 2. g4 Qh4# 0-1\n"), "{text}");
}

#[test]
fn a_game_from_a_position_carries_its_fen_and_starts_with_black() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12";
    let mut game = Game::from_fen(fen).unwrap();
    play(&mut game, &["e8d7", "e2e4"]);
    let text = pgn::export(&game, &PLAIN);
    assert!(text.contains("[SetUp \"1\"]\n"));
    assert!(text.contains(&format!("[FEN \"{fen}\"]\n")));
    assert!(text.ends_with("\n12... Kd7 13. e4 *\n"), "{text}");
}

#[test]
fn mistakes_become_comments_before_the_move_they_delayed() {
    let mut game = Game::new();
    play(&mut game, &["e2e4", "e7e5", "g1f3"]);
    game.restore_mistakes(
        vec![
            mistake(Color::White, ReasonKind::WrongPattern, 2, true),
            mistake(Color::Black, ReasonKind::NotYourTurn, 2, false),
        ],
        None,
    );
    let text = pgn::export(&game, &PLAIN);
    assert!(
        text.ends_with(
            "1. e4 e5 {White tried wrong-pattern} 2. Nf3 {Black tried not-your-turn} *\n"
        ),
        "{text}"
    );
}

#[test]
fn a_decision_of_the_teacher_is_said_in_a_last_comment_and_reads_back() {
    let mut game = Game::new();
    play(&mut game, &["e2e4", "e7e5"]);
    game.adjudicate_by_playing_on(Some(Color::White), 3)
        .unwrap();
    game.adjudicate(None).unwrap();
    let text = pgn::export(&game, &PLAIN);
    assert!(text.contains("[Termination \"adjudication\"]\n"), "{text}");
    assert!(
        text.ends_with("1. e4 e5 {decided: adjudication 1/2-1/2} 1/2-1/2\n"),
        "{text}"
    );
    let again = pgn::import(&text).unwrap();
    assert_eq!(again.sans(), game.sans());
    // A long comment wraps like the moves.
    let long = pgn::Wording {
        mistake: &plain_mistake,
        ending: &|_| "a sentence of many words ".repeat(12),
    };
    let text = pgn::export(&game, &long);
    assert!(text.lines().all(|l| l.len() < 80), "{text}");
    // A checkmate needs no comment: the moves say it.
    let mut mate = Game::new();
    play(&mut mate, &["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert!(!pgn::export(&mate, &PLAIN).contains('{'));
}

/// Morphy's "Opera game", Paris 1858.
const OPERA: &str = "1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 \
    8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 \
    15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0";

#[test]
fn a_long_game_wraps_at_80_columns_and_reads_back_the_same() {
    let game = pgn::import(OPERA).unwrap();
    assert_eq!(game.sans().len(), 33);
    assert_eq!(
        game.end(),
        Some(GameEnd::Checkmate {
            winner: Color::White
        })
    );
    let text = pgn::export(&game, &PLAIN);
    assert!(text.lines().all(|l| l.len() < 80), "{text}");
    assert!(text.contains("12. O-O-O Rd8"));
    let again = pgn::import(&text).unwrap();
    assert_eq!(again.sans(), game.sans());
    assert_eq!(again.end(), game.end());
}

#[test]
fn import_replays_the_main_line_and_skips_comments_and_variations() {
    let game = pgn::import(
        "[Event \"Club\"]\n[White \"Ana\"]\n\n1. e4 {the best} (1. d4 d5) e5 2. Nf3 $1 Nc6 *\n",
    )
    .unwrap();
    assert_eq!(game.sans(), ["e4", "e5", "Nf3", "Nc6"]);
    assert_eq!(game.end(), None);
}

#[test]
fn import_keeps_the_result_the_moves_do_not_explain() {
    let mate = pgn::import("1. f3 e5 2. g4 Qh4# 0-1").unwrap();
    assert_eq!(
        mate.end(),
        Some(GameEnd::Checkmate {
            winner: Color::Black
        })
    );
    let resigned = pgn::import("1. e4 1-0").unwrap();
    assert_eq!(
        resigned.end(),
        Some(GameEnd::Resignation {
            winner: Color::White
        })
    );
    let agreed = pgn::import("1. e4 e5 1/2-1/2").unwrap();
    assert_eq!(agreed.end(), Some(GameEnd::Agreement));
    let open = pgn::import("1. e4 e5 *").unwrap();
    assert_eq!(open.end(), None);
}

#[test]
fn import_names_the_first_bad_move_and_where_it_is() {
    let text = "[Event \"Club\"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Ke3 Nf6 *\n";
    assert_eq!(
        pgn::import(text).unwrap_err(),
        PgnError::BadMove {
            number: 3,
            side: Color::White,
            san: "Ke3".into(),
            at: Some(Place { line: 4, column: 4 }),
        }
    );
    // A move after checkmate is as wrong as an impossible one.
    let after_mate = pgn::import("1. f3 e5 2. g4 Qh4# 3. a3").unwrap_err();
    assert!(
        matches!(&after_mate, PgnError::BadMove { number: 3, side: Color::White, san, .. } if san == "a3"),
        "{after_mate:?}"
    );
}

#[test]
fn import_names_a_bad_fen_tag_and_its_line() {
    let text = "[Event \"x\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2K w - - 0 1\"]\n\n*";
    match pgn::import(text).unwrap_err() {
        PgnError::BadFen {
            error: FenError::Position(_),
            at,
        } => assert_eq!(at, Some(Place { line: 3, column: 1 })),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        pgn::import("[FEN \"not a fen\"]\n*").unwrap_err(),
        PgnError::BadFen {
            error: FenError::Syntax(_),
            ..
        }
    ));
}

#[test]
fn text_with_no_game_is_reported() {
    assert_eq!(pgn::import("").unwrap_err(), PgnError::NoGame);
    assert_eq!(pgn::import("   \n\n").unwrap_err(), PgnError::NoGame);
}

fn sans_of(text: &str) -> Vec<String> {
    pgn::import(text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
        .sans()
        .to_vec()
}

fn first_bad(text: &str) -> (u32, Color, String) {
    match pgn::import(text) {
        Err(PgnError::BadMove {
            number, side, san, ..
        }) => (number, side, san),
        other => panic!("{text}: {other:?}"),
    }
}

/// The letters the app itself shows in its Spanish move list read back, and
/// so do lowercase letters, "0-0", a promotion without "=" and "++".
#[test]
fn spanish_and_lowercase_piece_letters_are_read() {
    assert_eq!(
        sans_of("1. e4 e5 2. Cf3 Cc6 3. Ac4 Ac5 *"),
        ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"]
    );
    assert_eq!(
        sans_of("1. e4 e5 2. Re2 Dh4 3. Cf3 *")[2..],
        ["Ke2", "Qh4", "Nf3"]
    );
    assert_eq!(sans_of("1. h4 h5 2. Th3 *")[2], "Rh3");
    assert_eq!(sans_of("1. e4 e5 2. nf3 nc6 *")[2..], ["Nf3", "Nc6"]);
    // "b" is a pawn's file first; a move no pawn can make is the bishop's.
    assert_eq!(sans_of("1. e3 e5 2. bb5 *")[2], "Bb5");
    assert_eq!(sans_of("1. b4 c5 2. bxc5 *").len(), 3);
    assert_eq!(
        sans_of("1.e4 e5 2.Nf3 Nf6 3.Bc4 Bc5 4.0-0 0-0 *")[6..],
        ["O-O", "O-O"]
    );
    let mate = pgn::import("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7++ 1-0").unwrap();
    assert!(matches!(mate.end(), Some(GameEnd::Checkmate { .. })));
    let promoted =
        pgn::import("[SetUp \"1\"]\n[FEN \"8/P7/8/8/8/8/7k/2K5 w - - 0 1\"]\n\n1. a8Q *").unwrap();
    assert_eq!(promoted.sans(), ["a8=Q"]);
    let spanish =
        pgn::import("[SetUp \"1\"]\n[FEN \"8/P7/8/8/8/8/7k/2K5 w - - 0 1\"]\n\n1. a8=T Rg2 *")
            .unwrap();
    assert_eq!(spanish.sans(), ["a8=R", "Kg2"]);
}

/// A reader that passes over what it does not understand drops moves; nothing is dropped
/// without a message here: the first token that cannot be read is named.
#[test]
fn no_move_is_ever_dropped_without_a_message() {
    assert_eq!(
        first_bad("1. e4 e5 2. Nf3x Nc6 *"),
        (2, Color::White, "Nf3x".into())
    );
    assert_eq!(
        first_bad("1. e4 e5 2. Nf3 Nc6 3. Xx9 *"),
        (3, Color::White, "Xx9".into())
    );
    let (number, side, san) = first_bad("1. e4 \0 e5 *");
    assert_eq!((number, side, san.as_str()), (1, Color::Black, "\\u{0}"));
    assert_eq!(first_bad("1. e4 ) e5 *").2, ")");
    match pgn::import("1. e4 e5\n2. Nf3x Nc6 *") {
        Err(PgnError::BadMove { at, .. }) => assert_eq!(at, Some(Place { line: 2, column: 4 })),
        other => panic!("{other:?}"),
    }
    // Comments, variations, NAGs and annotations are not moves.
    assert_eq!(
        sans_of("1. e4 {best by test} e5!? (1... c5 2. Nf3 (2. c3)) 2. Nf3 $1 ; a note\nNc6 *"),
        ["e4", "e5", "Nf3", "Nc6"]
    );
}

/// Whatever is pasted, the import answers with a game or a message; it
/// never panics (a panic would kill the page).
#[test]
fn any_text_gets_an_answer() {
    let pieces = [
        "1.", " ", "e4", "{", "}", "(", ")", ";", "\n", "[", "]", "\"", "$1", "ñ", "½-½", "\0",
        "Cf3", "O-O", "0-0-0", "=D", "x", "#", "++", "%", "e8Q", "*", "1-0", "é",
    ];
    let mut seed = 7u64;
    for _ in 0..5000 {
        let mut text = String::new();
        for _ in 0..(seed % 24) {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            text.push_str(pieces[(seed >> 33) as usize % pieces.len()]);
        }
        let _ = pgn::import(&text);
    }
}

fn heading() -> Heading {
    Heading {
        white: Name::new("Ana \"la torre\" Ruiz"),
        black: Name::new("Luis"),
        event: Name::new("Clase de 3.º B"),
        site: Name::new("CEIP Miguel Hernández"),
        date: Date::new(2026, 11, 30),
        round: Some(RoundBoard { round: 4, board: 2 }),
    }
}

#[test]
fn the_heading_goes_into_the_tags_and_names_the_mistakes_and_reads_back() {
    let mut game = Game::new();
    play(&mut game, &["e2e4", "e7e5"]);
    game.set_heading(heading());
    game.restore_mistakes(
        vec![mistake(Color::Black, ReasonKind::NotYourTurn, 1, false)],
        None,
    );
    let text = pgn::export(&game, &PLAIN);
    assert!(
        text.starts_with(
            "[Event \"Clase de 3.º B\"]\n[Site \"CEIP Miguel Hernández\"]\n\
             [Date \"2026.11.30\"]\n[Round \"4.2\"]\n\
             [White \"Ana \\\"la torre\\\" Ruiz\"]\n[Black \"Luis\"]\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("1. e4 {Luis tried not-your-turn} e5 *"),
        "{text}"
    );
    let again = pgn::import(&text).unwrap();
    assert_eq!(again.heading(), &heading());
}

#[test]
fn unknown_or_broken_tags_leave_the_heading_empty() {
    let text = "[Event \"?\"]\n[Site \"\"]\n[Date \"2026.??.??\"]\n[White \"  \u{0}  \"]\n\
                [Black \"Luis\"]\n\n1. e4 *";
    let game = pgn::import(text).unwrap();
    assert_eq!(
        game.heading(),
        &Heading {
            black: Name::new("Luis"),
            ..Heading::default()
        }
    );
    let wrong_day = pgn::import("[Date \"2026.02.30\"]\n\n1. e4 *").unwrap();
    assert_eq!(wrong_day.heading().date, None);
}

#[test]
fn a_players_name_leaves_the_tags_and_the_comments_and_the_moves_stay() {
    let mut game = Game::new();
    play(
        &mut game,
        &["e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1g1"],
    );
    game.set_heading(Heading {
        white: Name::new("O"),
        black: Name::new("Ana \"la torre\" Ruiz"),
        event: Name::new("Ana \"la torre\" Ruiz contra O"),
        ..Heading::default()
    });
    game.restore_mistakes(
        vec![
            mistake(Color::White, ReasonKind::PinnedPiece, 1, true),
            mistake(Color::Black, ReasonKind::NotYourTurn, 1, false),
        ],
        None,
    );
    // A comment that wraps inside her name.
    let long =
        |m: &Mistake, name: &Option<Name>| format!("{} {}", "x".repeat(60), plain_mistake(m, name));
    let wording = pgn::Wording {
        mistake: &long,
        ending: &plain_ending,
    };
    let text = pgn::export(&game, &wording) + "; Ana \"la torre\" Ruiz, O and Oscar\n";
    assert!(text.contains("Ana \"la torre\"\nRuiz tried"), "{text}");

    let hers = pgn::without_players(&text, &[Color::Black]);
    assert!(!hers.contains("Ana") && !hers.contains("torre"), "{hers}");
    assert!(hers.contains("[White \"O\"]\n[Black \"?\"]\n"), "{hers}");
    assert!(hers.contains("[Event \"? contra O\"]"), "{hers}");
    assert!(hers.contains(" O tried\npinned-piece"), "{hers}");
    assert!(hers.contains("? tried not-your-turn"), "{hers}");
    assert!(hers.contains("; ?, O and Oscar\n"), "{hers}");
    let again = pgn::import(&hers).unwrap();
    assert_eq!(again.sans(), game.sans(), "the moves stay");
    assert_eq!(
        pgn::without_players(&hers, &[Color::Black]),
        hers,
        "once is enough"
    );

    // His name is a letter of castling: only where it names him.
    let his = pgn::without_players(&text, &[Color::White]);
    assert!(his.contains("O-O") && his.contains("Oscar"), "{his}");
    assert!(
        his.contains("[White \"?\"]") && his.contains(" ? tried\npinned-piece"),
        "{his}"
    );
    assert!(
        his.contains("[Event \"Ana \\\"la torre\\\" Ruiz contra ?\"]"),
        "{his}"
    );
    assert_eq!(pgn::import(&his).unwrap().sans(), game.sans());
    let both = pgn::without_players(&text, &[Color::White, Color::Black]);
    assert_eq!(pgn::read_heading(&both).white, None);
    assert_eq!(pgn::read_heading(&both).black, None);
    assert_eq!(pgn::tag(&both, "Result").as_deref(), Some("*"));
}

#[test]
fn a_name_within_the_other_players_stays_theirs() {
    let text = "[White \"Ana\"]\n[Black \"Ana María\"]\n[Result \"0-1\"]\n\n\
                {Ana tried pinned-piece} 1. f3 {Ana\nMaría tried not-your-turn} e5 \
                {Anabel, Ana María, Ana} 2. g4 Qh4# 0-1\n";
    let without = pgn::without_players(text, &[Color::White]);
    assert_eq!(
        without,
        "[White \"?\"]\n[Black \"Ana María\"]\n[Result \"0-1\"]\n\n\
         {? tried pinned-piece} 1. f3 {Ana\nMaría tried not-your-turn} e5 \
         {Anabel, Ana María, ?} 2. g4 Qh4# 0-1\n"
    );
    // Nobody named: nothing changes, not even the layout.
    let unnamed = "[White \"?\"]\n[Black \"Luis\"]\n\n1. e4  {Ana} *";
    assert_eq!(pgn::without_players(unnamed, &[Color::White]), unnamed);
}
