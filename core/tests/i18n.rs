//! The translation layer: language choice and complete, distinct texts.

use peoncito_core::arbiter::{PresetKind, Verdict};
use peoncito_core::describe;
use peoncito_core::explain::{Reason, ReasonKind, Refusal};
use peoncito_core::game::{DrawClaim, FenError, GameEnd};
use peoncito_core::heading::{Date, Name};
use peoncito_core::i18n::{Lang, Text, local_san, tr};
use peoncito_core::install::{NoCopy, OfflineCopy};
use peoncito_core::misses::Miss;
use peoncito_core::moments::Moment;
use peoncito_core::pgn::{PgnError, Place};
use peoncito_core::records::StoreError;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, CastlingSide, Chess, Position, PositionErrorKinds, Square};
use shakmaty::{Color, Piece, Role};

#[test]
fn language_comes_from_the_code_or_the_browser() {
    assert_eq!(Lang::from_code("es"), Some(Lang::Es));
    assert_eq!(Lang::from_code("EN"), Some(Lang::En));
    assert_eq!(Lang::from_code("zz"), None);
    assert_eq!(Lang::from_browser(["es-ES", "en"]), Lang::Es);
    assert_eq!(Lang::from_browser(["zz"]), Lang::En);
    assert_eq!(Lang::from_browser([]), Lang::En);
}

/// A Latin-American browser gets Latin-American Spanish, asked by region
/// or by name; Spain, or Spanish with no region, Spain's.
#[test]
fn latin_america_reads_its_own_spanish() {
    assert_eq!(Lang::from_code("es-419"), Some(Lang::Es419));
    for tag in [
        "es-AR",
        "es-MX",
        "es-CO",
        "es_CL",
        "es-419",
        "es-US",
        "ES-mx",
        "es-Latn-PE",
    ] {
        assert_eq!(Lang::from_browser([tag]), Lang::Es419, "{tag}");
    }
    for tag in ["es-ES", "es", "es-GQ"] {
        assert_eq!(Lang::from_browser([tag]), Lang::Es, "{tag}");
    }
    assert_eq!(Lang::from_browser(["zz-ZZ", "es-MX"]), Lang::Es419);
    // The best the browser names that the app has: not a later region.
    assert_eq!(Lang::from_browser(["en-MX", "es-MX"]), Lang::En);
    assert_eq!(Lang::Es419.name(), "Español (Latinoamérica)");
    // Its voices are Spanish ones.
    assert_eq!(Lang::Es419.language(), "es");
    assert_eq!(Lang::En.language(), "en");
}

/// Catalan and Brazil's Portuguese: chosen by the browser, with their
/// federations' letters and words.
#[test]
fn catalan_and_portuguese_speak_their_chess() {
    assert_eq!(Lang::from_browser(["ca-ES"]), Lang::Ca);
    assert_eq!(Lang::from_browser(["ca-ES-valencia"]), Lang::Ca);
    assert_eq!(Lang::from_browser(["pt-BR"]), Lang::Pt);
    assert_eq!(Lang::Pt.name(), "Português (Brasil)");
    let letters = |lang: Lang| {
        [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ]
        .map(|role| lang.piece_letter(role))
    };
    assert_eq!(letters(Lang::Ca), ['R', 'D', 'T', 'A', 'C']);
    assert_eq!(letters(Lang::Pt), ['R', 'D', 'T', 'B', 'C']);
    let en_passant = Text::Moment(peoncito_core::moments::Moment::EnPassant {
        captured: sq("d5"),
        by: sq("e5"),
    });
    assert!(tr(Lang::Ca, &en_passant).starts_with("Captura al pas!"));
    assert!(tr(Lang::Pt, &en_passant).starts_with("En passant!"));
    assert_eq!(
        tr(Lang::Ca, &Text::TouchMoveSetting),
        "Peça tocada, peça moguda"
    );
    assert_eq!(
        tr(Lang::Pt, &Text::TouchMoveSetting),
        "Peça tocada, peça jogada"
    );
    // A rook is feminine in both: «la teva torre», «a sua torre».
    let rook = Text::TakeBackOfferPiece {
        piece: Role::Rook,
        at: sq("a1"),
    };
    assert!(tr(Lang::Ca, &rook).contains("la teva torre de a1"));
    assert!(tr(Lang::Pt, &rook).contains("a sua torre em a1"));
    // Places on a diploma: 1r 2n 3r 4t 5è in Catalan, 1º in Portuguese,
    // 1st 2nd 3rd 11th 21st in English.
    use peoncito_core::i18n::tournament::{TournamentText, say};
    let places = |lang: Lang| [1, 2, 3, 4, 5, 11, 21].map(|n| say(lang, &TournamentText::Place(n)));
    assert_eq!(
        places(Lang::Ca),
        ["1r", "2n", "3r", "4t", "5è", "11è", "21è"]
    );
    assert_eq!(
        places(Lang::Pt),
        ["1º", "2º", "3º", "4º", "5º", "11º", "21º"]
    );
    assert_eq!(
        places(Lang::En),
        ["1st", "2nd", "3rd", "4th", "5th", "11th", "21st"]
    );
    // Brazil's "one" covers 0 and 1.
    assert_eq!(
        tr(Lang::Pt, &Text::LessonSolved { stars: 0 }),
        "Muito bem! Você ganhou 0 estrela."
    );
}

#[test]
fn latin_american_spanish_says_computadora_and_ustedes() {
    let computer = Text::PlayComputer;
    assert_eq!(tr(Lang::Es, &computer), "Jugar contra el ordenador");
    assert_eq!(tr(Lang::Es419, &computer), "Jugar contra la computadora");
    let take_back = Text::ConfirmTakeBackAfterEnd;
    assert!(tr(Lang::Es, &take_back).contains("¿Estáis"));
    assert!(tr(Lang::Es419, &take_back).contains("¿Están"));
    // What does not differ is Spain's Spanish, word for word.
    assert_eq!(
        tr(Lang::Es419, &Text::NewGame),
        tr(Lang::Es, &Text::NewGame)
    );
    assert_eq!(Lang::Es419.piece_letter(Role::Knight), 'C');
}

/// A sample of every kind of text: each must exist and differ between
/// languages (a copy of the English would mean a missing translation).
fn samples() -> Vec<Text> {
    let ends = [
        GameEnd::Checkmate {
            winner: Color::White,
        },
        GameEnd::Resignation {
            winner: Color::Black,
        },
        GameEnd::Stalemate,
        GameEnd::InsufficientMaterial,
        GameEnd::Threefold,
        GameEnd::FiftyMoves,
        GameEnd::Fivefold,
        GameEnd::SeventyFiveMoves,
        GameEnd::Agreement,
        GameEnd::IllegalMoves {
            winner: Color::Black,
        },
        GameEnd::IllegalMove {
            winner: Color::Black,
            king_left_in_check: true,
        },
        GameEnd::IllegalMove {
            winner: Color::White,
            king_left_in_check: false,
        },
        GameEnd::IllegalMovesNoMate,
        GameEnd::Adjudication {
            winner: Some(Color::White),
            ahead: None,
        },
        GameEnd::Adjudication {
            winner: None,
            ahead: None,
        },
        GameEnd::Adjudication {
            winner: Some(Color::Black),
            ahead: Some(Color::Black),
        },
        GameEnd::Adjudication {
            winner: None,
            ahead: Some(Color::White),
        },
        GameEnd::Flag {
            winner: Color::White,
        },
        GameEnd::FlagNoMate,
        GameEnd::BothFlags,
        GameEnd::ResignationNoMate {
            resigned: Color::White,
        },
        GameEnd::AdjudicationIllegalMoves {
            ahead: Color::White,
            offender: Color::White,
        },
        GameEnd::AdjudicationIllegalMoves {
            ahead: Color::White,
            offender: Color::Black,
        },
    ];
    let mut texts: Vec<Text> = ends.into_iter().map(Text::GameOver).collect();
    texts.extend([
        Text::Tagline,
        Text::ToMove(Color::White),
        Text::Check,
        Text::NewGame,
        Text::Flip,
        Text::Undo,
        Text::Resign,
        Text::OfferDraw,
        Text::DrawOffered { by: Color::Black },
        Text::AcceptDraw,
        Text::DeclineDraw,
        Text::ClaimDraw(DrawClaim::Threefold),
        Text::ClaimDraw(DrawClaim::FiftyMoves),
        Text::ChoosePromotion,
        Text::Cancel,
        Text::Moves,
        Text::NoMovesYet,
        Text::StartAnother,
        Text::StorageUnavailable,
        Text::GameNotSaved(StoreError::Full),
        Text::GameNotSaved(StoreError::Unavailable),
        Text::SettingsNotKept(StoreError::Full),
        Text::NotesNotKept(StoreError::AsideUnreadable),
        Text::ThisDevice,
        Text::TabletsButton,
        Text::Version("0.1.0+1669de4a2b3c"),
        Text::OfflineCopy(OfflineCopy::Checking),
        Text::OfflineCopy(OfflineCopy::Ready),
        Text::Dismiss,
        Text::BoardLabel,
        Text::LanguagesLabel,
        Text::SquareLabel(
            "e4".parse().unwrap(),
            Some(Piece {
                color: Color::White,
                role: Role::Knight,
            }),
        ),
        Text::SquareLabel("e4".parse().unwrap(), None),
    ]);
    texts.extend(
        [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .into_iter()
        .map(Text::PieceName),
    );
    texts.extend(reasons().into_iter().map(|reason| {
        Text::Refused(Refusal {
            piece: Piece {
                color: Color::White,
                role: Role::Knight,
            },
            from: sq("d2"),
            to: Some(sq("f3")),
            reason,
            highlights: Vec::new(),
        })
    }));
    texts.extend(moments().into_iter().map(Text::Moment));
    texts.extend(
        [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
            Role::Pawn,
        ]
        .into_iter()
        .map(Text::HowItMoves),
    );
    texts.extend([Text::HowItMovesButton, Text::HowItMovesHint]);
    texts.extend([
        Text::TeacherButton,
        Text::TeacherTitle,
        Text::ChoosePin,
        Text::RepeatPin,
        Text::EnterPin,
        Text::SetPin,
        Text::Unlock,
        Text::Pin(peoncito_core::settings::PinError::Wrong(
            peoncito_core::settings::NextTry::Now { tries_left: 1 },
        )),
        Text::Pin(peoncito_core::settings::PinError::Wrong(
            peoncito_core::settings::NextTry::After { seconds: 30 },
        )),
        Text::Pin(peoncito_core::settings::PinError::ChosenElsewhere),
        Text::Pin(peoncito_core::settings::PinError::Unreadable),
        Text::Pin(peoncito_core::settings::PinError::Mismatch),
        Text::Pin(peoncito_core::settings::PinError::NotFourDigits),
        Text::PolicyName(PresetKind::Practice),
        Text::PolicyRule(PresetKind::School),
        Text::PolicyRule(PresetKind::FideToday),
        Text::RulesForNewGames,
        Text::CustomLimit,
        Text::CustomPenalty,
        Text::CustomLoses,
        Text::SchoolLimit,
        Text::UndoAllowed,
        Text::TouchMoveSetting,
        Text::ClaimModeSetting,
        Text::ClaimButton,
        Text::WrongClaim,
        Text::ShowDots,
        Text::SaveSettings,
        Text::SettingsSaved,
        Text::SettingsDamaged,
        Text::Adjudicate,
        Text::AdjudicateDraw,
        Text::AdjudicateWin(Color::White),
        Text::TeacherContinue,
        Text::TeacherContinueRecount,
        Text::PlayOnTitle,
        Text::PressClock,
        Text::TakeBackDecision,
        Text::PressClockPrompt(Color::Black),
        Text::PressModeNote,
        Text::PlayOnHint,
        Text::PlayOnAhead(Color::Black),
        Text::PlayOnBalanced,
        Text::PlayOnLimit,
        Text::Adjudicating {
            ahead: Color::White,
            limit: 3,
        },
        Text::RulesInForce(peoncito_core::settings::Rules {
            preset: peoncito_core::settings::SavedPreset::School { tolerated: 3 },
            touch_move: true,
            ..Default::default()
        }),
        Text::ConfirmNewGame,
        Text::ConfirmResign {
            side: Color::White,
            name: Name::new("Ana"),
        },
        Text::ConfirmResign {
            side: Color::Black,
            name: None,
        },
        Text::WhoResigns,
        Text::WhoOffersDraw,
        Text::ConfirmTakeBackAfterEnd,
        Text::ConfirmLinkGame,
        Text::ConfirmLinkGameTeacher,
        Text::GameKeptAside,
        Text::GameNotKept,
        Text::SavedGameKept,
        Text::SavedGameNotKept,
        Text::KeptGamesTitle,
        Text::OpenKeptGame,
        Text::KeptGame {
            white: Name::new("Ana"),
            black: None,
            moves: 1,
        },
        Text::ConfirmYes,
        Text::ConfirmNo,
        Text::LockNewGame,
        Text::SaveAndNewGame,
        Text::FirstPinNote,
        Text::RecoveryCodeNote,
        Text::RecoveryCodeDone,
        Text::ForgotPin,
        Text::RecoveryCodeLabel,
        Text::UseRecoveryCode,
        Text::BoundPiece,
        Text::Pin(peoncito_core::settings::PinError::Wait { seconds: 30 }),
        Text::CalledTitle,
        Text::CalledWhy(Color::White),
        Text::GivePenalty {
            to: Color::Black,
            minutes: 2,
        },
        Text::AttemptLine {
            mistake: peoncito_core::game::Mistake {
                side: Color::White,
                reason: ReasonKind::WrongPattern,
                move_number: 3,
                counted: true,
                attempt: Some(peoncito_core::game::Attempt {
                    piece: Role::Knight,
                    from: "b1".parse().unwrap(),
                    to: "b3".parse().unwrap(),
                }),
                cleared: false,
                at: Some(1_700_000_000_000),
            },
            at: Some(peoncito_core::i18n::TimeOfDay { hour: 9, minute: 5 }),
        },
        Text::TeacherNeeded(Color::Black),
        Text::MistakeLog,
        Text::NoMistakes,
        Text::MistakeSummary {
            side: Color::White,
            name: None,
            counts: vec![(ReasonKind::PinnedPiece, 2)],
        },
        Text::MistakeSummary {
            side: Color::Black,
            name: Name::new("Luis"),
            counts: vec![(ReasonKind::PinnedPiece, 2)],
        },
        Text::ClockSetting,
        Text::NoClock,
        Text::ClockPreset(peoncito_core::clock::TimeControl::new(5, 0)),
        Text::PauseClock,
        Text::ResumeClock,
        Text::LateTableTitle,
        Text::BaseMinutes,
        Text::MovesPlayed,
        Text::BasisMoves,
        Text::IncrementSeconds,
        Text::LateTableResult(peoncito_core::clock::late_table(15, 30, 40)),
        Text::LateTableResult(peoncito_core::clock::late_table(15, 50, 40)),
        Text::Close,
        Text::UpdateReady,
        Text::ReloadNow,
        Text::DescribeButton,
        Text::ReadAloud,
        Text::AutoRead,
        Text::HighContrast,
        Text::ColouredPiece(Piece {
            color: Color::Black,
            role: Role::Queen,
        }),
        Text::EditorHint,
        Text::Eraser,
        Text::SideToMoveSetting,
        Text::CastlingLegend,
        Text::CastlingRight(Color::White, CastlingSide::KingSide),
        Text::CastlingRight(Color::White, CastlingSide::QueenSide),
        Text::CastlingRight(Color::Black, CastlingSide::KingSide),
        Text::CastlingRight(Color::Black, CastlingSide::QueenSide),
        Text::EmptyBoard,
        Text::StartPosition,
        Text::PlayFromHere,
        Text::CopyLink,
        Text::LinkCopied,
        Text::SetupReady,
        Text::NamesButton,
        Text::NamesTitle,
        Text::NameOf(Color::White),
        Text::NameOf(Color::Black),
        Text::EventLabel,
        Text::SiteLabel,
        Text::SaveNames,
        Text::NamesSaved,
        Text::PupilsNamePlayers,
        Text::Player {
            side: Color::White,
            name: Name::new("Ana"),
        },
        Text::Player {
            side: Color::Black,
            name: None,
        },
        Text::ScoreLine {
            white: Name::new("Ana"),
            black: None,
            result: "1-0",
        },
        Text::ScoreSheetButton,
        Text::ScoreSheetTitle,
        Text::PrintButton,
        Text::MoveNumberColumn,
        Text::SideColumn(Color::White),
        Text::SideColumn(Color::Black),
        Text::DateLabel,
        Text::ResultLabel,
        Text::LongDate(Date::new(2026, 11, 30).unwrap()),
        Text::GameNotOver,
        Text::SetupProblem {
            error: FenError::Position(PositionErrorKinds::OPPOSITE_CHECK),
            turn: Color::White,
        },
        Text::SetupProblem {
            error: FenError::Position(PositionErrorKinds::MISSING_KING),
            turn: Color::White,
        },
        Text::ProjectionButton,
        Text::LeaveProjection,
        Text::StepBack,
        Text::StepForward,
        Text::ReplayAt {
            at: peoncito_core::game::NumberedMove {
                number: 3,
                side: Color::Black,
                san: "Bc5".into(),
            },
            last: 8,
        },
        Text::PenName(peoncito_core::drawing::Pen::Red),
        Text::PenMode,
        Text::ClearDrawings,
        Text::Fullscreen,
        Text::LessonsButton,
        Text::BackToGame,
        Text::LessonMapTitle,
        Text::StageStars { got: 3, total: 12 },
        Text::ExerciseNumber { n: 1, total: 4 },
        Text::LessonSolved { stars: 2 },
        Text::NotTheGoal,
        Text::WrongAnswer,
        Text::AlreadySolved { last: false },
        Text::AlreadySolved { last: true },
        Text::StageComplete,
        Text::PreviousExercise,
        Text::SkipExercise,
        Text::RetryExercise,
        Text::NextExercise,
        Text::BackToMap,
        Text::AnswerName(peoncito_core::lessons::Answer::Stalemate),
        Text::ResetProgress,
        Text::ProgressReset,
        Text::ProgressDamaged,
        Text::GameRecordButton,
        Text::GameRecordTitle,
        Text::ExportHint,
        Text::ImportLabel,
        Text::ImportButton,
        Text::Pgn(PgnError::NoGame),
        Text::Pgn(PgnError::BadMove {
            number: 3,
            side: Color::White,
            san: "Ke3".into(),
            at: Some(Place { line: 4, column: 4 }),
        }),
        Text::Pgn(PgnError::BadFen {
            error: peoncito_core::game::Game::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err(),
            at: None,
        }),
        Text::MistakeComment {
            mistake: peoncito_core::game::Mistake {
                side: Color::Black,
                reason: ReasonKind::PinnedPiece,
                move_number: 7,
                counted: true,
                attempt: None,
                cleared: false,
                at: None,
            },
            name: Name::new("Luis"),
        },
        Text::PositionDescription {
            turn: Color::Black,
            pieces: describe::pieces(Chess::default().board()),
        },
    ]);
    let position: Chess = "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1"
        .parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap();
    texts.extend(position.legal_moves().into_iter().map(|mv| Text::Played {
        side: Color::White,
        mv,
    }));
    texts.extend(
        [
            Verdict::Counted {
                count: 1,
                tolerated: 5,
            },
            Verdict::Penalty {
                count: 1,
                limit: 2,
                minutes: 2,
            },
            Verdict::Loses {
                offender: Color::White,
                draw_instead: false,
            },
            Verdict::AsksTeacher {
                offender: Color::White,
            },
        ]
        .into_iter()
        .map(|verdict| Text::Arbiter {
            side: Color::White,
            verdict,
        }),
    );
    // Every reason a device keeps no offline copy; the `match` stops
    // compiling when one is added without its sample here.
    for why in [
        NoCopy::NotSecure,
        NoCopy::Refused,
        NoCopy::NotSupported,
        NoCopy::DevelopmentBuild,
        NoCopy::Interrupted,
    ] {
        match why {
            NoCopy::NotSecure
            | NoCopy::Refused
            | NoCopy::NotSupported
            | NoCopy::DevelopmentBuild
            | NoCopy::Interrupted => texts.push(Text::OfflineCopy(OfflineCopy::Unavailable(why))),
        }
    }
    texts
}

#[test]
fn every_text_is_translated() {
    // Any language added later is checked against English the same way.
    for text in samples() {
        let en = tr(Lang::En, &text);
        assert!(!en.trim().is_empty(), "{text:?}");
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let said = tr(lang, &text);
            assert!(!said.trim().is_empty(), "{text:?} in {lang:?}");
            assert_ne!(en, said, "{text:?} is not translated into {lang:?}");
        }
    }
}

#[test]
fn stalemate_says_nobody_lost() {
    assert!(tr(Lang::En, &Text::GameOver(GameEnd::Stalemate)).contains("nobody lost"));
    assert!(tr(Lang::Es, &Text::GameOver(GameEnd::Stalemate)).contains("nadie pierde"));
}

#[test]
fn square_labels_name_colour_and_piece() {
    let queen = Some(Piece {
        color: Color::Black,
        role: Role::Queen,
    });
    let d8 = "d8".parse().unwrap();
    assert_eq!(
        tr(Lang::En, &Text::SquareLabel(d8, queen)),
        "d8, black queen"
    );
    assert_eq!(
        tr(Lang::Es, &Text::SquareLabel(d8, queen)),
        "d8, dama negra"
    );
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// One sample of every reason. The `match` below stops compiling when a
/// reason is added without a sample here.
fn reasons() -> Vec<Reason> {
    let (a, b) = (sq("b4"), sq("e1"));
    let pawn = Piece {
        color: Color::Black,
        role: Role::Pawn,
    };
    let all = vec![
        Reason::NotYourTurn,
        Reason::OwnPieceOnTarget { target: Role::Pawn },
        Reason::WrongPattern,
        Reason::PathBlocked {
            blocker: a,
            blocking: pawn,
        },
        Reason::PawnStraightCapture { target: pawn },
        Reason::PawnDiagonalEmpty,
        Reason::PawnDoubleStepLate,
        Reason::EnPassantExpired { pawn: a },
        Reason::KingIntoCheck {
            attacker: a,
            attacking: Role::Bishop,
        },
        Reason::PinnedPiece {
            pinner: a,
            pinning: Role::Bishop,
            king: b,
        },
        Reason::MustEscapeCheck {
            checker: a,
            checking: Role::Bishop,
            double: false,
        },
        Reason::MustEscapeCheck {
            checker: a,
            checking: Role::Bishop,
            double: true,
        },
        Reason::CastlingKingMoved,
        Reason::CastlingRookMoved,
        Reason::CastlingNotAllowed,
        Reason::CastlingInCheck {
            checker: a,
            checking: Role::Rook,
        },
        Reason::CastlingThroughCheck {
            square: b,
            attacker: a,
            attacking: Role::Rook,
        },
        Reason::CastlingIntoCheck {
            square: b,
            attacker: a,
            attacking: Role::Rook,
        },
        Reason::CastlingBlocked {
            blocker: a,
            blocking: pawn,
        },
        Reason::KingCapture,
        Reason::GameOver {
            end: GameEnd::Stalemate,
        },
        Reason::TouchCapture {
            piece: b,
            role: Role::Knight,
            target: a,
            captured: Role::Pawn,
        },
        Reason::ClockNotPressed {
            mover: Color::White,
        },
        Reason::ClockNotPressed {
            mover: Color::Black,
        },
    ];
    for r in &all {
        match r {
            Reason::NotYourTurn
            | Reason::OwnPieceOnTarget { .. }
            | Reason::WrongPattern
            | Reason::PathBlocked { .. }
            | Reason::PawnStraightCapture { .. }
            | Reason::PawnDiagonalEmpty
            | Reason::PawnDoubleStepLate
            | Reason::EnPassantExpired { .. }
            | Reason::KingIntoCheck { .. }
            | Reason::PinnedPiece { .. }
            | Reason::MustEscapeCheck { .. }
            | Reason::CastlingKingMoved
            | Reason::CastlingRookMoved
            | Reason::CastlingNotAllowed
            | Reason::CastlingInCheck { .. }
            | Reason::CastlingThroughCheck { .. }
            | Reason::CastlingIntoCheck { .. }
            | Reason::CastlingBlocked { .. }
            | Reason::KingCapture
            | Reason::GameOver { .. }
            | Reason::TeacherNeeded
            | Reason::TouchMove { .. }
            | Reason::TouchCapture { .. }
            | Reason::ClockNotPressed { .. } => {}
        }
    }
    all
}

fn moments() -> Vec<Moment> {
    let a = sq("e8");
    let mut all: Vec<Moment> = [
        GameEnd::Checkmate {
            winner: Color::White,
        },
        GameEnd::Stalemate,
        GameEnd::InsufficientMaterial,
        GameEnd::Fivefold,
        GameEnd::SeventyFiveMoves,
    ]
    .into_iter()
    .map(Moment::Ended)
    .collect();
    all.extend([
        Moment::Stalemated { side: Color::Black },
        Moment::Castled {
            side: CastlingSide::KingSide,
            color: Color::White,
        },
        Moment::Castled {
            side: CastlingSide::QueenSide,
            color: Color::Black,
        },
        Moment::EnPassant {
            captured: sq("d5"),
            by: sq("d6"),
        },
        Moment::Promotion {
            role: Role::Queen,
            square: a,
            queen_stalemates: false,
        },
        Moment::Promotion {
            role: Role::Knight,
            square: a,
            queen_stalemates: true,
        },
        Moment::Check {
            checker: a,
            checking: Role::Rook,
            double: false,
        },
        Moment::Check {
            checker: a,
            checking: Role::Rook,
            double: true,
        },
        Moment::DrawClaimable(DrawClaim::Threefold),
        Moment::DrawClaimable(DrawClaim::FiftyMoves),
    ]);
    for m in &all {
        match m {
            Moment::Ended(_)
            | Moment::Stalemated { .. }
            | Moment::Castled { .. }
            | Moment::EnPassant { .. }
            | Moment::Promotion { .. }
            | Moment::Check { .. }
            | Moment::DrawClaimable(_) => {}
        }
    }
    all
}

#[test]
fn explanations_name_the_pieces_and_squares() {
    let pinned = Text::Refused(Refusal {
        piece: Piece {
            color: Color::White,
            role: Role::Knight,
        },
        from: sq("d2"),
        to: Some(sq("f3")),
        reason: Reason::PinnedPiece {
            pinner: sq("b4"),
            pinning: Role::Bishop,
            king: sq("e1"),
        },
        highlights: Vec::new(),
    });
    assert_eq!(
        tr(Lang::En, &pinned),
        "Your knight on d2 can't move there: it would leave your king on e1 open to the bishop on b4."
    );
    assert_eq!(
        tr(Lang::Es, &pinned),
        "Tu caballo de d2 no puede moverse ahí: tu rey de e1 quedaría en jaque por el alfil de b4."
    );
}

/// A child reads it: no harsh word, at most `sentences` sentences.
fn assert_kind_and_short(said: &str, sentences: usize) {
    let said = said.to_lowercase();
    assert!(!said.is_empty());
    for harsh in ["wrong", "bad", "stupid", "error", "mal ", "tonto"] {
        assert!(!said.contains(harsh), "says {harsh}: {said}");
    }
    assert!(
        said.split(['.', '!', '?'])
            .filter(|s| s.trim().len() > 1)
            .count()
            <= sentences,
        "{said}"
    );
}

/// Every way a lesson's try can miss, once each.
fn misses() -> Vec<Miss> {
    let (a, b) = (sq("e8"), sq("d7"));
    let black = Color::Black;
    let all = vec![
        Miss::WrongPiece {
            hunter: Role::Rook,
            at: a,
        },
        Miss::NoCheck {
            color: black,
            king: a,
        },
        Miss::NotMate {
            color: black,
            king: a,
            escape: Some(b),
        },
        Miss::NotMate {
            color: black,
            king: a,
            escape: None,
        },
        Miss::Stalemate {
            color: black,
            king: a,
        },
        Miss::DeadPosition,
        Miss::OtherPiece { asked: Role::Queen },
        Miss::OtherPiece {
            asked: Role::Knight,
        },
        Miss::NotCastling { king: a },
        Miss::NotEnPassant { pawn: b },
        Miss::NoCapture,
        Miss::InCheck {
            color: black,
            king: a,
        },
        Miss::Attacked {
            color: Color::White,
            king: a,
        },
        Miss::CanMove {
            color: black,
            piece: b,
        },
        Miss::MateIsPossible {
            piece: b,
            role: Role::Rook,
        },
        Miss::NotTheGoal,
        Miss::WrongAnswer,
    ];
    for m in &all {
        match m {
            Miss::WrongPiece { .. }
            | Miss::NoCheck { .. }
            | Miss::NotMate { .. }
            | Miss::Stalemate { .. }
            | Miss::DeadPosition
            | Miss::OtherPiece { .. }
            | Miss::NotCastling { .. }
            | Miss::NotEnPassant { .. }
            | Miss::NoCapture
            | Miss::InCheck { .. }
            | Miss::Attacked { .. }
            | Miss::CanMove { .. }
            | Miss::MateIsPossible { .. }
            | Miss::NotTheGoal
            | Miss::WrongAnswer => {}
        }
    }
    all
}

/// A child alone reads these after a miss: kind words, a few short sentences.
#[test]
fn lesson_misses_are_kind_and_short() {
    for miss in misses() {
        for lang in Lang::ALL {
            assert_kind_and_short(&tr(lang, &Text::LessonMiss(miss)), 3);
        }
    }
    assert_eq!(
        tr(
            Lang::Es,
            &Text::LessonMiss(Miss::OtherPiece {
                asked: Role::Knight
            })
        ),
        "Este ejercicio pide un caballo. Elígelo cuando tu peón llegue al final."
    );
}

#[test]
fn refusals_are_kind() {
    for reason in reasons() {
        let text = Text::Refused(Refusal {
            piece: Piece {
                color: Color::White,
                role: Role::Pawn,
            },
            from: sq("e2"),
            to: Some(sq("e5")),
            reason,
            highlights: Vec::new(),
        });
        for lang in Lang::ALL {
            assert_kind_and_short(&tr(lang, &text), 4);
        }
    }
}

#[test]
fn stalemate_moment_says_it_is_a_draw() {
    let text = Text::Moment(Moment::Stalemated { side: Color::Black });
    assert_eq!(
        tr(Lang::En, &text),
        "Black can't move anything, and the king is not in check. That's stalemate: a draw! Nobody wins."
    );
    assert_eq!(
        tr(Lang::Es, &text),
        "Las negras no pueden mover nada, y su rey no está en jaque. Eso es rey ahogado: ¡tablas! Nadie gana."
    );
}

#[test]
fn spanish_move_list_uses_spanish_piece_letters() {
    let es = |san| local_san(Lang::Es, san);
    assert_eq!(es("Nf3"), "Cf3");
    assert_eq!(es("Bb5+"), "Ab5+");
    assert_eq!(es("Rae1"), "Tae1");
    assert_eq!(es("Qxh4#"), "Dxh4#");
    assert_eq!(es("Kxe2"), "Rxe2");
    // Promotion letters too; files, castling and pawn moves stay as they are.
    assert_eq!(es("exd8=Q+"), "exd8=D+");
    assert_eq!(es("b1=N"), "b1=C");
    assert_eq!(es("O-O-O"), "O-O-O");
    assert_eq!(es("e4"), "e4");
    for san in ["Nf3", "exd8=Q+", "O-O", "Kxe2", "b1=N#"] {
        assert_eq!(local_san(Lang::En, san), san, "English is standard SAN");
    }
}

#[test]
fn every_language_file_is_complete_and_distinct() {
    let roles = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
    ];
    for lang in Lang::ALL {
        assert!(!lang.name().is_empty());
        assert_eq!(Lang::from_code(lang.code()), Some(lang));
        let mut letters: Vec<char> = roles.iter().map(|r| lang.piece_letter(*r)).collect();
        assert!(
            letters.iter().all(char::is_ascii_uppercase),
            "{lang:?}: {letters:?}"
        );
        // "O" is castling's letter, so no piece may use it.
        assert!(!letters.contains(&'O'), "{lang:?}");
        letters.sort_unstable();
        letters.dedup();
        assert_eq!(
            letters.len(),
            roles.len(),
            "{lang:?} has two pieces with one letter"
        );
    }
    let mut codes: Vec<_> = Lang::ALL.iter().map(|l| l.code()).collect();
    codes.dedup();
    assert_eq!(codes.len(), Lang::ALL.len());
}

#[test]
fn moves_are_said_in_words() {
    let said = |lang, fen: &str, uci: &str| {
        let pos: Chess = fen
            .parse::<Fen>()
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap();
        let mv = uci
            .parse::<shakmaty::uci::UciMove>()
            .unwrap()
            .to_move(&pos)
            .unwrap();
        tr(
            lang,
            &Text::Played {
                side: pos.turn(),
                mv,
            },
        )
    };
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(said(Lang::En, start, "g1f3"), "White knight from g1 to f3.");
    assert_eq!(
        said(Lang::Es, start, "g1f3"),
        "Blancas: caballo de g1 a f3."
    );
    let busy = "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1";
    assert_eq!(
        said(Lang::En, busy, "e1g1"),
        "White castles on the king's side."
    );
    assert_eq!(said(Lang::Es, busy, "e1c1"), "Blancas: enroque largo.");
    assert_eq!(
        said(Lang::En, busy, "e5d6"),
        "White pawn from e5 to d6, taking the pawn en passant."
    );
    assert_eq!(
        said(Lang::En, busy, "b7a8n"),
        "White pawn from b7 to a8, taking the rook, and it becomes a knight."
    );
    assert_eq!(
        said(Lang::Es, busy, "b7a8n"),
        "Blancas: peón de b7 a a8, captura la torre, y se convierte en caballo."
    );
}

#[test]
fn the_start_position_in_words() {
    let pieces = describe::pieces(Chess::default().board());
    assert_eq!(pieces.len(), 12, "six kinds for each side");
    assert_eq!(
        tr(
            Lang::En,
            &Text::PositionDescription {
                turn: Color::White,
                pieces
            }
        ),
        "White: king on e1; queen on d1; rooks on a1 and h1; bishops on c1 and f1; \
         knights on b1 and g1; pawns on a2, b2, c2, d2, e2, f2, g2 and h2. \
         Black: king on e8; queen on d8; rooks on a8 and h8; bishops on c8 and f8; \
         knights on b8 and g8; pawns on a7, b7, c7, d7, e7, f7, g7 and h7. White to move."
    );
}

/// The editor's verdict is said to a teacher in words, naming the sides.
#[test]
fn a_check_on_the_side_not_to_move_is_said_in_words() {
    let text = Text::SetupProblem {
        error: FenError::Position(PositionErrorKinds::OPPOSITE_CHECK),
        turn: Color::White,
    };
    assert_eq!(
        tr(Lang::En, &text),
        "Black is in check, but it is White's turn: that can't happen. Give the move to Black, or take the check away."
    );
    assert!(
        tr(Lang::Es, &text)
            .starts_with("Las negras están en jaque, pero el turno es de las blancas")
    );
}

/// Spanish joins "de el" into "del" and "a el" into "al", and goes on in
/// lower case after a colon: a child reads it as a teacher writes it.
#[test]
fn spanish_contracts_and_writes_lower_case_after_a_colon() {
    let texts = samples()
        .into_iter()
        .chain(misses().into_iter().map(Text::LessonMiss));
    for text in texts {
        let said = tr(Lang::Es, &text);
        let lower = format!(" {}", said.to_lowercase());
        for loose in [" de el ", " a el "] {
            assert!(!lower.contains(loose), "{text:?} says «{loose}»: {said}");
        }
        for (at, _) in said.match_indices(": ") {
            let next = said[at + 2..].chars().next();
            assert!(
                !next.is_some_and(char::is_uppercase),
                "{text:?} goes on in upper case after a colon: {said}"
            );
        }
    }
}

/// What a child reads on the board, in words a seven-year-old knows: no
/// "bando" (White, Black, a player), no "adjudicación", no "mutuo acuerdo",
/// no claim said as a "reclamación no correcta".
#[test]
fn board_words_a_child_knows() {
    for text in samples() {
        let es = tr(Lang::Es, &text).to_lowercase();
        let words = |w: &str| es.split(|c: char| !c.is_alphabetic()).any(|said| said == w);
        assert!(!words("bando") && !words("bandos"), "{es}");
        for phrase in [
            "adjudicación jugando",
            "mutuo acuerdo",
            "reclamación no es correcta",
        ] {
            assert!(!es.contains(phrase), "{phrase}: {es}");
        }
        let en = tr(Lang::En, &text).to_lowercase();
        for word in ["a side has", "the side that", "adjudicated by playing on"] {
            assert!(!en.contains(word), "{word}: {en}");
        }
    }
}
