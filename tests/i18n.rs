//! The translation layer: language choice and complete, distinct texts.

use peoncito::game::{DrawClaim, GameEnd};
use peoncito::i18n::{Lang, Text, tr};
use shakmaty::{Color, Piece, Role};

#[test]
fn language_comes_from_the_code_or_the_browser() {
    assert_eq!(Lang::from_code("es"), Some(Lang::Es));
    assert_eq!(Lang::from_code("EN"), Some(Lang::En));
    assert_eq!(Lang::from_code("fr"), None);
    assert_eq!(Lang::from_browser(["es-ES", "en"]), Lang::Es);
    assert_eq!(Lang::from_browser(["fr-FR", "es-MX"]), Lang::Es);
    assert_eq!(Lang::from_browser(["de"]), Lang::En);
    assert_eq!(Lang::from_browser([]), Lang::En);
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
        Text::Dismiss,
        Text::BoardLabel,
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
    texts
}

#[test]
fn every_text_is_translated() {
    for text in samples() {
        let en = tr(Lang::En, &text);
        let es = tr(Lang::Es, &text);
        assert!(!en.trim().is_empty() && !es.trim().is_empty(), "{text:?}");
        assert_ne!(en, es, "{text:?} is not translated");
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
