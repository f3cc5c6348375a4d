//! The saved form of a game: the start position and the moves, replayed and
//! checked by shakmaty on loading, so damaged or foreign data is never trusted.

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color};

use crate::game::{FenError, Game, GameEnd};

const APP: &str = "peoncito";
const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct SavedGame {
    app: String,
    version: u32,
    start: String,
    moves: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    decision: Option<Decision>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    draw_offer: Option<Side>,
}

/// Endings the players chose; the others follow from the moves.
#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum Decision {
    Resignation { winner: Side },
    Agreement,
    Threefold,
    FiftyMoves,
}

#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum Side {
    White,
    Black,
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// Why saved data could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// Not a saved game at all (damaged, or written by another program).
    Unreadable,
    /// A saved game from a newer version of Peoncito.
    UnknownVersion(u32),
    BadStart(FenError),
    /// Move number `index` (from 0) is not legal in its position.
    BadMove {
        index: usize,
    },
    /// The stored ending does not fit the position.
    BadEnding,
}

pub fn encode(game: &Game) -> String {
    let decision = game.end().and_then(|end| match end {
        GameEnd::Resignation { winner } => Some(Decision::Resignation {
            winner: winner.into(),
        }),
        GameEnd::Agreement => Some(Decision::Agreement),
        GameEnd::Threefold => Some(Decision::Threefold),
        GameEnd::FiftyMoves => Some(Decision::FiftyMoves),
        _ => None,
    });
    let saved = SavedGame {
        app: APP.to_string(),
        version: VERSION,
        start: game.start_fen(),
        moves: game
            .moves()
            .iter()
            .map(|m| m.to_uci(CastlingMode::Standard).to_string())
            .collect(),
        decision,
        draw_offer: game.draw_offer().map(Side::from),
    };
    serde_json::to_string(&saved).expect("a saved game always serialises")
}

pub fn decode(text: &str) -> Result<Game, LoadError> {
    let saved: SavedGame = serde_json::from_str(text).map_err(|_| LoadError::Unreadable)?;
    if saved.app != APP {
        return Err(LoadError::Unreadable);
    }
    if saved.version != VERSION {
        return Err(LoadError::UnknownVersion(saved.version));
    }
    let mut game = Game::from_fen(&saved.start).map_err(LoadError::BadStart)?;
    for (index, text) in saved.moves.iter().enumerate() {
        let m = UciMove::from_ascii(text.as_bytes())
            .ok()
            .and_then(|uci| uci.to_move(game.position()).ok())
            .ok_or(LoadError::BadMove { index })?;
        game.play(m).map_err(|_| LoadError::BadMove { index })?;
    }
    if let Some(decision) = saved.decision {
        let end = match decision {
            Decision::Resignation { winner } => GameEnd::Resignation {
                winner: winner.into(),
            },
            Decision::Agreement => GameEnd::Agreement,
            Decision::Threefold => GameEnd::Threefold,
            Decision::FiftyMoves => GameEnd::FiftyMoves,
        };
        game.restore_decision(end)
            .map_err(|_| LoadError::BadEnding)?;
    }
    if let Some(by) = saved.draw_offer {
        game.restore_draw_offer(by.into())
            .map_err(|_| LoadError::BadEnding)?;
    }
    Ok(game)
}
