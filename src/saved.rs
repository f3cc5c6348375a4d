//! The saved form of a game: the start position and the moves, replayed and
//! checked by shakmaty on loading, so damaged or foreign data is never trusted.

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color};

use crate::explain::ReasonKind;
use crate::game::{FenError, Game, GameEnd, Mistake};

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
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    mistakes: Vec<SavedMistake>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    teacher_needed: Option<Side>,
}

#[derive(Serialize, Deserialize)]
struct SavedMistake {
    side: Side,
    reason: String,
    #[serde(rename = "move")]
    move_number: u32,
    counted: bool,
}

/// Endings the players chose; the others follow from the moves.
#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum Decision {
    Resignation { winner: Side },
    Agreement,
    Threefold,
    FiftyMoves,
    IllegalMoves { winner: Side },
    IllegalMovesNoMate,
    Adjudication { winner: Option<Side> },
    Flag { winner: Side },
    FlagNoMate,
    BothFlags,
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
        GameEnd::IllegalMoves { winner } => Some(Decision::IllegalMoves {
            winner: winner.into(),
        }),
        GameEnd::IllegalMovesNoMate => Some(Decision::IllegalMovesNoMate),
        GameEnd::Adjudication { winner } => Some(Decision::Adjudication {
            winner: winner.map(Side::from),
        }),
        GameEnd::Flag { winner } => Some(Decision::Flag {
            winner: winner.into(),
        }),
        GameEnd::FlagNoMate => Some(Decision::FlagNoMate),
        GameEnd::BothFlags => Some(Decision::BothFlags),
        _ => None,
    });
    let saved = SavedGame {
        app: APP.to_string(),
        version: VERSION,
        start: game.start_fen(),
        // An illegal move that stood (claim mode) is marked with "!".
        moves: game
            .moves()
            .iter()
            .zip(game.illegal_moves())
            .map(|(m, illegal)| {
                let uci = m.to_uci(CastlingMode::Standard).to_string();
                if illegal.is_some() {
                    format!("!{uci}")
                } else {
                    uci
                }
            })
            .collect(),
        decision,
        draw_offer: game.draw_offer().map(Side::from),
        mistakes: game
            .mistakes()
            .iter()
            .map(|m| SavedMistake {
                side: m.side.into(),
                reason: m.reason.code().to_string(),
                move_number: m.move_number,
                counted: m.counted,
            })
            .collect(),
        teacher_needed: game.teacher_needed().map(Side::from),
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
        let bad = LoadError::BadMove { index };
        match text.strip_prefix('!') {
            Some(illegal) => {
                let (from, to) = match UciMove::from_ascii(illegal.as_bytes()) {
                    Ok(UciMove::Normal {
                        from,
                        to,
                        promotion: None,
                    }) => (from, to),
                    _ => return Err(bad),
                };
                // It must really be illegal, and must be able to stand.
                let refusal = game.explain(from, Some(to)).ok_or(bad.clone())?;
                game.play_illegal(&refusal).map_err(|_| bad)?;
            }
            None => {
                let m = UciMove::from_ascii(text.as_bytes())
                    .ok()
                    .and_then(|uci| uci.to_move(game.position()).ok())
                    .ok_or(bad.clone())?;
                game.play(m).map_err(|_| bad)?;
            }
        }
    }
    if let Some(decision) = saved.decision {
        let end = match decision {
            Decision::Resignation { winner } => GameEnd::Resignation {
                winner: winner.into(),
            },
            Decision::Agreement => GameEnd::Agreement,
            Decision::Threefold => GameEnd::Threefold,
            Decision::FiftyMoves => GameEnd::FiftyMoves,
            Decision::IllegalMoves { winner } => GameEnd::IllegalMoves {
                winner: winner.into(),
            },
            Decision::IllegalMovesNoMate => GameEnd::IllegalMovesNoMate,
            Decision::Adjudication { winner } => GameEnd::Adjudication {
                winner: winner.map(Color::from),
            },
            Decision::Flag { winner } => GameEnd::Flag {
                winner: winner.into(),
            },
            Decision::FlagNoMate => GameEnd::FlagNoMate,
            Decision::BothFlags => GameEnd::BothFlags,
        };
        game.restore_decision(end)
            .map_err(|_| LoadError::BadEnding)?;
    }
    let mistakes = saved
        .mistakes
        .iter()
        .map(|m| {
            let reason = ReasonKind::from_code(&m.reason)?;
            Some(Mistake {
                side: m.side.into(),
                reason,
                move_number: m.move_number,
                counted: m.counted,
            })
        })
        .collect::<Option<Vec<_>>>()
        .ok_or(LoadError::Unreadable)?;
    game.restore_mistakes(mistakes, saved.teacher_needed.map(Color::from));
    if let Some(by) = saved.draw_offer {
        game.restore_draw_offer(by.into())
            .map_err(|_| LoadError::BadEnding)?;
    }
    Ok(game)
}
