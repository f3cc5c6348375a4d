//! Every text shown to users, in every language. Components never hold text:
//! they name a [`Text`] and ask [`tr`] for it. Each language is one exhaustive
//! `match`, so a missing translation does not compile.

use shakmaty::fen::ParseFenError;
use shakmaty::{Color, Piece, PositionErrorKinds, Role, Square};

use crate::game::{DrawClaim, FenError, GameEnd};
use crate::saved::LoadError;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// A language code as given in `?lang=` (exact, case-insensitive).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The browser's preferred languages (BCP 47 tags, best first) decide;
    /// English when none is available.
    pub fn from_browser<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(|tag| Lang::from_code(tag.split(['-', '_']).next().unwrap_or("")))
            .unwrap_or_default()
    }
}

/// Everything the app can say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Text {
    AppName,
    Tagline,
    ToMove(Color),
    Check,
    NewGame,
    Flip,
    Undo,
    Resign,
    OfferDraw,
    /// Shown to the side that was offered a draw.
    DrawOffered {
        by: Color,
    },
    AcceptDraw,
    DeclineDraw,
    ClaimDraw(DrawClaim),
    ChoosePromotion,
    Cancel,
    Moves,
    NoMovesYet,
    GameOver(GameEnd),
    StartAnother,
    SavedGameLost(LoadError),
    BadFen(FenError),
    UnknownLanguage {
        code: String,
        using: Lang,
    },
    StorageUnavailable,
    Dismiss,
    BoardLabel,
    /// An accessible label for a square and what stands on it.
    SquareLabel(Square, Option<Piece>),
    PieceName(Role),
    LanguageName(Lang),
}

/// The text in the given language.
pub fn tr(lang: Lang, text: &Text) -> String {
    match lang {
        Lang::En => en(text),
        Lang::Es => es(text),
    }
}

fn en(text: &Text) -> String {
    match text {
        Text::AppName => "Peoncito".into(),
        Text::Tagline => "The chess board that explains.".into(),
        Text::ToMove(c) => format!("{} to move", en_side(*c)),
        Text::Check => "Check!".into(),
        Text::NewGame => "New game".into(),
        Text::Flip => "Flip board".into(),
        Text::Undo => "Take back".into(),
        Text::Resign => "Resign".into(),
        Text::OfferDraw => "Offer a draw".into(),
        Text::DrawOffered { by } => format!(
            "{} offers a draw. {}, do you accept?",
            en_side(*by),
            en_side(!*by)
        ),
        Text::AcceptDraw => "Accept the draw".into(),
        Text::DeclineDraw => "Keep playing".into(),
        Text::ClaimDraw(DrawClaim::Threefold) => {
            "Claim a draw: this position came three times".into()
        }
        Text::ClaimDraw(DrawClaim::FiftyMoves) => {
            "Claim a draw: 50 moves without a capture or pawn move".into()
        }
        Text::ChoosePromotion => "Your pawn reached the end! Choose its new piece:".into(),
        Text::Cancel => "Cancel".into(),
        Text::Moves => "Moves".into(),
        Text::NoMovesYet => "No moves yet.".into(),
        Text::GameOver(end) => en_end(*end),
        Text::StartAnother => "Press “New game” to play again.".into(),
        Text::SavedGameLost(e) => format!(
            "The saved game could not be opened ({}), so a new game has started.",
            match e {
                LoadError::Unreadable => "the saved data is damaged".to_string(),
                LoadError::UnknownVersion(v) => format!("it is from a newer Peoncito, version {v}"),
                LoadError::BadStart(f) => format!("its start position is wrong: {}", en_fen(f)),
                LoadError::BadMove { index } => format!("move {} is not possible", index + 1),
                LoadError::BadEnding => "its result does not fit the position".to_string(),
            }
        ),
        Text::BadFen(e) => format!(
            "The position in the link could not be used: {}. Your game goes on.",
            en_fen(e)
        ),
        Text::UnknownLanguage { code, using } => format!(
            "The language “{code}” is not available yet, so {} is used.",
            lang_name(*using)
        ),
        Text::StorageUnavailable => {
            "This browser does not let Peoncito save the game: it will be lost on reload.".into()
        }
        Text::Dismiss => "OK".into(),
        Text::BoardLabel => "Chess board".into(),
        Text::SquareLabel(sq, piece) => match piece {
            Some(p) => format!(
                "{sq}, {} {}",
                en_colour(p.color),
                en(&Text::PieceName(p.role)).to_lowercase()
            ),
            None => format!("{sq}, empty"),
        },
        Text::PieceName(role) => match role {
            Role::King => "King",
            Role::Queen => "Queen",
            Role::Rook => "Rook",
            Role::Bishop => "Bishop",
            Role::Knight => "Knight",
            Role::Pawn => "Pawn",
        }
        .into(),
        Text::LanguageName(l) => lang_name(*l),
    }
}

fn es(text: &Text) -> String {
    match text {
        Text::AppName => "Peoncito".into(),
        Text::Tagline => "El tablero de ajedrez que explica.".into(),
        Text::ToMove(c) => format!("Juegan las {}", es_side(*c)),
        Text::Check => "¡Jaque!".into(),
        Text::NewGame => "Partida nueva".into(),
        Text::Flip => "Girar el tablero".into(),
        Text::Undo => "Deshacer".into(),
        Text::Resign => "Abandonar".into(),
        Text::OfferDraw => "Ofrecer tablas".into(),
        Text::DrawOffered { by } => format!(
            "Las {} ofrecen tablas. Las {}, ¿aceptáis?",
            es_side(*by),
            es_side(!*by)
        ),
        Text::AcceptDraw => "Aceptar las tablas".into(),
        Text::DeclineDraw => "Seguir jugando".into(),
        Text::ClaimDraw(DrawClaim::Threefold) => {
            "Reclamar tablas: esta posición ha salido tres veces".into()
        }
        Text::ClaimDraw(DrawClaim::FiftyMoves) => {
            "Reclamar tablas: 50 jugadas sin capturas ni movimientos de peón".into()
        }
        Text::ChoosePromotion => "¡Tu peón llegó al final! Elige su nueva pieza:".into(),
        Text::Cancel => "Cancelar".into(),
        Text::Moves => "Jugadas".into(),
        Text::NoMovesYet => "Todavía no hay jugadas.".into(),
        Text::GameOver(end) => es_end(*end),
        Text::StartAnother => "Pulsa «Partida nueva» para volver a jugar.".into(),
        Text::SavedGameLost(e) => format!(
            "No se pudo abrir la partida guardada ({}), así que empieza una partida nueva.",
            match e {
                LoadError::Unreadable => "los datos están dañados".to_string(),
                LoadError::UnknownVersion(v) => {
                    format!("es de un Peoncito más nuevo, versión {v}")
                }
                LoadError::BadStart(f) => {
                    format!("su posición inicial no es correcta: {}", es_fen(f))
                }
                LoadError::BadMove { index } => format!("la jugada {} no es posible", index + 1),
                LoadError::BadEnding => "su resultado no encaja con la posición".to_string(),
            }
        ),
        Text::BadFen(e) => format!(
            "No se pudo usar la posición del enlace: {}. Tu partida continúa.",
            es_fen(e)
        ),
        Text::UnknownLanguage { code, using } => format!(
            "El idioma «{code}» todavía no está disponible; se usa: {}.",
            lang_name(*using)
        ),
        Text::StorageUnavailable => {
            "Este navegador no deja guardar la partida: se perderá al recargar.".into()
        }
        Text::Dismiss => "Vale".into(),
        Text::BoardLabel => "Tablero de ajedrez".into(),
        Text::SquareLabel(sq, piece) => match piece {
            Some(p) => format!(
                "{sq}, {} {}",
                es(&Text::PieceName(p.role)).to_lowercase(),
                es_colour(p.color, p.role)
            ),
            None => format!("{sq}, vacía"),
        },
        Text::PieceName(role) => match role {
            Role::King => "Rey",
            Role::Queen => "Dama",
            Role::Rook => "Torre",
            Role::Bishop => "Alfil",
            Role::Knight => "Caballo",
            Role::Pawn => "Peón",
        }
        .into(),
        Text::LanguageName(l) => lang_name(*l),
    }
}

/// A language is named in itself, so a child can find their own.
fn lang_name(lang: Lang) -> String {
    match lang {
        Lang::En => "English",
        Lang::Es => "Español",
    }
    .into()
}

fn en_side(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn en_colour(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn es_side(c: Color) -> &'static str {
    match c {
        Color::White => "blancas",
        Color::Black => "negras",
    }
}

/// Spanish adjectives agree with the piece: "dama blanca", "rey blanco".
fn es_colour(c: Color, role: Role) -> &'static str {
    let feminine = matches!(role, Role::Queen | Role::Rook);
    match (c, feminine) {
        (Color::White, false) => "blanco",
        (Color::White, true) => "blanca",
        (Color::Black, false) => "negro",
        (Color::Black, true) => "negra",
    }
}

fn en_end(end: GameEnd) -> String {
    match end {
        GameEnd::Checkmate { winner } => format!("Checkmate! {} wins.", en_side(winner)),
        GameEnd::Resignation { winner } => {
            format!("{} resigned. {} wins.", en_side(!winner), en_side(winner))
        }
        GameEnd::Stalemate => {
            "Stalemate! The king is not in check but there is no move. It's a draw: nobody lost."
                .into()
        }
        GameEnd::InsufficientMaterial => {
            "Draw: there are not enough pieces left for anyone to checkmate.".into()
        }
        GameEnd::Threefold => "Draw: the same position came three times.".into(),
        GameEnd::FiftyMoves => "Draw: 50 moves each without a capture or a pawn move.".into(),
        GameEnd::Fivefold => "Draw: the same position came five times.".into(),
        GameEnd::SeventyFiveMoves => "Draw: 75 moves each without a capture or a pawn move.".into(),
        GameEnd::Agreement => "Draw: both players agreed.".into(),
    }
}

fn es_end(end: GameEnd) -> String {
    match end {
        GameEnd::Checkmate { winner } => format!("¡Jaque mate! Ganan las {}.", es_side(winner)),
        GameEnd::Resignation { winner } => format!(
            "Las {} abandonan. Ganan las {}.",
            es_side(!winner),
            es_side(winner)
        ),
        GameEnd::Stalemate => {
            "¡Rey ahogado! El rey no está en jaque pero no hay ninguna jugada. Son tablas: nadie pierde."
                .into()
        }
        GameEnd::InsufficientMaterial => {
            "Tablas: no quedan piezas suficientes para que nadie pueda dar mate.".into()
        }
        GameEnd::Threefold => "Tablas: la misma posición ha salido tres veces.".into(),
        GameEnd::FiftyMoves => {
            "Tablas: 50 jugadas de cada uno sin capturas ni movimientos de peón.".into()
        }
        GameEnd::Fivefold => "Tablas: la misma posición ha salido cinco veces.".into(),
        GameEnd::SeventyFiveMoves => {
            "Tablas: 75 jugadas de cada uno sin capturas ni movimientos de peón.".into()
        }
        GameEnd::Agreement => "Tablas de mutuo acuerdo.".into(),
    }
}

/// Each problem shakmaty found, in words a teacher understands.
fn en_fen(e: &FenError) -> String {
    match e {
        FenError::Syntax(part) => format!(
            "the {} is not written correctly",
            match part {
                ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => "piece placement",
                ParseFenError::InvalidTurn => "side to move",
                ParseFenError::InvalidCastling => "castling part",
                ParseFenError::InvalidEpSquare => "en passant square",
                ParseFenError::InvalidHalfmoveClock => "halfmove clock",
                ParseFenError::InvalidFullmoves => "move number",
                _ => "FEN text",
            }
        ),
        FenError::Position(kinds) => position_problems(*kinds, |k| match k {
            PositionErrorKinds::EMPTY_BOARD => "the board is empty",
            PositionErrorKinds::MISSING_KING => "a king is missing",
            PositionErrorKinds::TOO_MANY_KINGS => "a side has more than one king",
            PositionErrorKinds::PAWNS_ON_BACKRANK => "a pawn stands on the first or last rank",
            PositionErrorKinds::INVALID_CASTLING_RIGHTS => {
                "castling is allowed for a king or rook that is not on its starting square"
            }
            PositionErrorKinds::INVALID_EP_SQUARE => "the en passant square is impossible",
            PositionErrorKinds::OPPOSITE_CHECK => "the side that is not to move is in check",
            PositionErrorKinds::IMPOSSIBLE_CHECK => "the check in it could never happen",
            PositionErrorKinds::TOO_MUCH_MATERIAL => "there are too many pieces",
            _ => "the position is impossible",
        }),
    }
}

fn es_fen(e: &FenError) -> String {
    match e {
        FenError::Syntax(part) => format!(
            "{} no está bien escrita",
            match part {
                ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => {
                    "la colocación de las piezas"
                }
                ParseFenError::InvalidTurn => "la parte del turno",
                ParseFenError::InvalidCastling => "la parte del enroque",
                ParseFenError::InvalidEpSquare => "la casilla de captura al paso",
                ParseFenError::InvalidHalfmoveClock => "la cuenta de medias jugadas",
                ParseFenError::InvalidFullmoves => "el número de jugada",
                _ => "la notación FEN",
            }
        ),
        FenError::Position(kinds) => position_problems(*kinds, |k| match k {
            PositionErrorKinds::EMPTY_BOARD => "el tablero está vacío",
            PositionErrorKinds::MISSING_KING => "falta un rey",
            PositionErrorKinds::TOO_MANY_KINGS => "un bando tiene más de un rey",
            PositionErrorKinds::PAWNS_ON_BACKRANK => "hay un peón en la primera o la última fila",
            PositionErrorKinds::INVALID_CASTLING_RIGHTS => {
                "se permite enrocar a un rey o una torre que no está en su casilla inicial"
            }
            PositionErrorKinds::INVALID_EP_SQUARE => "la casilla de captura al paso es imposible",
            PositionErrorKinds::OPPOSITE_CHECK => "el bando que no juega está en jaque",
            PositionErrorKinds::IMPOSSIBLE_CHECK => "ese jaque no podría ocurrir nunca",
            PositionErrorKinds::TOO_MUCH_MATERIAL => "hay demasiadas piezas",
            _ => "la posición es imposible",
        }),
    }
}

/// Joins the description of each problem shakmaty reported.
fn position_problems(
    kinds: PositionErrorKinds,
    describe: impl Fn(PositionErrorKinds) -> &'static str,
) -> String {
    let parts: Vec<&str> = kinds.iter().map(&describe).collect();
    if parts.is_empty() {
        describe(PositionErrorKinds::empty()).to_string()
    } else {
        parts.join("; ")
    }
}
