//! A tournament game's result handed from the tablet it was played on to
//! the teacher's device: the record (as a QR code carries it) or a short
//! code typed by hand, each checked against the tournament before entry.

use peoncito_core::game::Game;
use peoncito_core::heading::{Name, RoundBoard};
use peoncito_core::pgn;
use peoncito_core::tournament::result_slip::{
    SlipError, heading_for, read_record, read_short_code, short_code,
};
use peoncito_core::tournament::{GameResult, Player, System, Tournament};
use shakmaty::Color;

const PLAIN: pgn::Wording<'static> = pgn::Wording::PLAIN;

fn tournament(name: &str) -> Tournament {
    let mut t = Tournament::new(Name::new(name).unwrap(), System::Swiss { rounds: 3 });
    for n in ["Ana", "Bruno", "Carla", "David"] {
        t.add_player(Player::new(Name::new(n).unwrap())).unwrap();
    }
    t.pair_next_round(&[]).unwrap();
    t
}

const ONE_ONE: RoundBoard = RoundBoard { round: 1, board: 1 };

/// The record the tablet hands over for board `place`, after `moves`.
fn record(t: &Tournament, place: RoundBoard, moves: &str) -> Game {
    let mut game = pgn::import(moves).unwrap();
    game.set_heading(heading_for(t, place).unwrap());
    game
}

#[test]
fn a_record_from_the_tablet_enters_its_board_result() {
    let t = tournament("Liga de 4.º");
    let game = record(&t, ONE_ONE, "1. f3 e5 2. g4 Qh4#");
    let text = pgn::export(&game, &PLAIN);
    assert!(text.contains("[Round \"1.1\"]"), "{text}");
    assert!(text.contains("[Event \"Liga de 4.º\"]"), "{text}");
    let slip = read_record(&t, &text).unwrap();
    assert_eq!(slip.place, ONE_ONE);
    assert_eq!(slip.result, GameResult::BLACK_WINS);
    assert_eq!(slip.record.unwrap().sans().len(), 4);
    // A teacher's adjudication on the tablet stays one.
    let mut game = record(&t, RoundBoard { round: 1, board: 2 }, "1. e4 e5");
    game.adjudicate(Some(Color::White)).unwrap();
    let slip = read_record(&t, &pgn::export(&game, &PLAIN)).unwrap();
    assert_eq!(
        slip.result,
        GameResult::Played {
            score: peoncito_core::tournament::Score::WhiteWins,
            adjudicated: true
        }
    );
    // A draw the teacher recommended stays one too (regulation Art. 7).
    let mut game = record(&t, RoundBoard { round: 1, board: 2 }, "1. e4 e5");
    game.recommend_draw().unwrap();
    let text = pgn::export(&game, &PLAIN);
    assert!(
        text.contains("[Termination \"draw-recommended\"]"),
        "{text}"
    );
    let slip = read_record(&t, &text).unwrap();
    assert_eq!(slip.result, GameResult::DrawRecommended);
}

#[test]
fn a_record_that_is_not_for_this_board_is_refused_with_its_reason() {
    let t = tournament("Liga de 4.º");
    let done = |place, heading_change: &dyn Fn(&mut peoncito_core::heading::Heading)| {
        let mut game = record(&t, place, "1. f3 e5 2. g4 Qh4#");
        let mut heading = game.heading().clone();
        heading_change(&mut heading);
        game.set_heading(heading);
        read_record(&t, &pgn::export(&game, &PLAIN)).err()
    };
    assert_eq!(
        done(ONE_ONE, &|h| h.event = Name::new("Otro torneo")),
        Some(SlipError::OtherEvent)
    );
    assert_eq!(done(ONE_ONE, &|h| h.round = None), Some(SlipError::NoBoard));
    assert_eq!(
        done(ONE_ONE, &|h| std::mem::swap(&mut h.white, &mut h.black)),
        Some(SlipError::OtherPlayers)
    );
    let far = RoundBoard { round: 2, board: 1 };
    assert_eq!(
        done(ONE_ONE, &|h| h.round = Some(far)),
        Some(SlipError::UnknownBoard(far))
    );
    let unfinished = record(&t, ONE_ONE, "1. e4 e5");
    assert_eq!(
        read_record(&t, &pgn::export(&unfinished, &PLAIN)).err(),
        Some(SlipError::Unfinished)
    );
    assert!(matches!(
        read_record(&t, "").err(),
        Some(SlipError::Record(_))
    ));
}

#[test]
fn a_short_code_typed_by_hand_catches_a_wrong_board_result_or_tournament() {
    let t = tournament("Liga de 4.º");
    let place = RoundBoard { round: 1, board: 2 };
    let code = short_code(&t.name, place, None);
    let parts: Vec<&str> = code.split(' ').collect();
    assert_eq!(parts[..2], ["1.2", "1/2"]);
    assert_eq!(parts[2].len(), 2);
    let slip = read_short_code(&t, &code).unwrap();
    assert_eq!((slip.place, slip.result), (place, GameResult::DRAW));
    assert!(slip.record.is_none());
    // Typed loosely: lower case, extra spaces, "½".
    let loose = format!("  1.2   ½ {} ", parts[2].to_lowercase());
    assert_eq!(
        read_short_code(&t, &loose).unwrap().result,
        GameResult::DRAW
    );
    // Each single change of what the code says is caught.
    for wrong in [
        format!("1.1 1/2 {}", parts[2]),
        format!("1.2 1-0 {}", parts[2]),
        format!("1.2 0-1 {}", parts[2]),
        "1.2 1/2".to_string(),
        "draw".to_string(),
    ] {
        assert_eq!(
            read_short_code(&t, &wrong).err(),
            Some(SlipError::Mistyped),
            "{wrong}"
        );
    }
    // The same code in another tournament.
    assert_eq!(
        read_short_code(&tournament("Liga de 5.º"), &code).err(),
        Some(SlipError::Mistyped)
    );
    // Well typed, but there is no such board.
    let far = RoundBoard { round: 1, board: 3 };
    assert_eq!(
        read_short_code(&t, &short_code(&t.name, far, Some(Color::White))).err(),
        Some(SlipError::UnknownBoard(far))
    );
}

#[test]
fn the_check_letters_catch_every_single_typo_and_every_swap_of_neighbours() {
    // 1 000 codes over five tournaments; each typed with one character
    // changed to any other that can be typed in a code, or two neighbours
    // swapped: never read as another result or board.
    let typeable: Vec<char> = "0123456789./-½= ACDEFGHJKMNPQRTUVWXY34679BILOSZ"
        .chars()
        .collect();
    let names = [
        "Liga 10",
        "Liga de 4.º",
        "Torneo de Navidad",
        "Zona norte",
        "Escuela",
    ];
    let mut codes = 0;
    for (n, name) in names.iter().enumerate() {
        let t = tournament(name);
        for k in 0..200u16 {
            let place = RoundBoard {
                round: u8::try_from(1 + (k * 7 + n as u16) % 15).unwrap(),
                board: 1 + (k * 13) % 150,
            };
            let winner = [Some(Color::White), None, Some(Color::Black)][usize::from(k % 3)];
            let code = short_code(&t.name, place, winner);
            let right = read_short_code(&t, &code).map(|s| (s.place, s.result));
            let chars: Vec<char> = code.chars().collect();
            let mut variants = Vec::new();
            for i in 0..chars.len() {
                for c in &typeable {
                    if *c != chars[i] {
                        let mut typo = chars.clone();
                        typo[i] = *c;
                        variants.push(typo);
                    }
                }
                if i + 1 < chars.len() && chars[i] != chars[i + 1] {
                    let mut swap = chars.clone();
                    swap.swap(i, i + 1);
                    variants.push(swap);
                }
            }
            for variant in variants {
                let typed: String = variant.iter().collect();
                let read = read_short_code(&t, &typed).map(|s| (s.place, s.result));
                // Reading the same as the code is no harm (a letter's
                // case); anything else is refused as mistyped.
                assert!(
                    read == right || read == Err(SlipError::Mistyped),
                    "{code} typed as {typed} read as {read:?}"
                );
            }
            codes += 1;
        }
    }
    assert_eq!(codes, 1000);
}

#[test]
fn a_record_with_another_result_than_its_boards_is_a_conflict_the_teacher_decides() {
    use peoncito_core::tournament::result_slip::{Waiting, enter, keep_theirs};
    let mut t = tournament("Liga de 4.º");
    let text = pgn::export(&record(&t, ONE_ONE, "1. f3 e5 2. g4 Qh4#"), &PLAIN);
    // Before the board has a result, and with the same one: to confirm.
    assert!(matches!(Waiting::of(&t, &text), Waiting::ToConfirm(_)));
    // The teacher entered White's win on this device meanwhile.
    t.set_result(1, 1, Some(GameResult::WHITE_WINS)).unwrap();
    let waiting = Waiting::of(&t, &text);
    assert!(waiting.holds_pairing());
    let Waiting::Conflict { theirs, mine } = waiting else {
        panic!("a conflict: {waiting:?}");
    };
    assert_eq!(mine, GameResult::WHITE_WINS);
    assert_eq!(mine.winner(), Some(Color::White));
    assert_eq!(GameResult::DrawRecommended.winner(), None);
    assert_eq!(GameResult::Forfeit { winner: None }.winner(), None);
    assert_eq!(theirs.result, GameResult::BLACK_WINS);
    // Entered as it comes it would be refused: the teacher's stays.
    assert_eq!(
        enter(&mut t, &theirs),
        Err(SlipError::AnotherResult(ONE_ONE))
    );
    keep_theirs(&mut t, &theirs).unwrap();
    assert_eq!(t.rounds()[0].boards[0].result, Some(GameResult::BLACK_WINS));
    let now = Waiting::of(&t, &text);
    assert!(matches!(now, Waiting::ToConfirm(_)) && !now.holds_pairing());
    // A record of another tournament holds nothing.
    let other = text.replace("Liga de 4.º", "Otra liga");
    let waiting = Waiting::of(&t, &other);
    assert!(matches!(
        waiting,
        Waiting::Unreadable(SlipError::OtherEvent)
    ));
    assert!(!waiting.holds_pairing());
}

#[test]
fn a_result_through_the_school_server_is_left_to_its_own_tournament() {
    use peoncito_core::tournament::result_slip::{is_for, short_code};
    let t = tournament("Liga de 4.º");
    let text = pgn::export(&record(&t, ONE_ONE, "1. f3 e5 2. g4 Qh4#"), &PLAIN);
    assert!(is_for(&t.name, &text, None));
    // Another tournament's record: left for its device.
    assert!(!is_for(
        &t.name,
        &text.replace("Liga de 4.º", "Otra liga"),
        None
    ));
    // A record that reads as none is this device's to refuse.
    assert!(is_for(&t.name, "1. e4 *", None));
    // A short code says its tournament only beside it.
    let code = short_code(&t.name, ONE_ONE, Some(Color::Black));
    assert!(is_for(&t.name, &code, Some("Liga de 4.º")));
    assert!(!is_for(&t.name, &code, Some("Otra liga")));
}
