//! What the explanation panel says now: the refusal of the last attempt, the
//! answer to "?", or else what the last move did. One at a time, so a child
//! reads one thing.

use shakmaty::{Position, Square};

use crate::explain::{Highlight, Refusal};
use crate::game::Game;
use crate::i18n::Text;
use crate::moments::{last_moment, reach_highlights};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Commentary {
    /// The `data-explain` value.
    pub code: &'static str,
    pub text: Text,
    pub highlights: Vec<(Square, Highlight)>,
}

impl Commentary {
    pub fn highlight_at(&self, sq: Square) -> Option<Highlight> {
        self.highlights
            .iter()
            .find(|(s, _)| *s == sq)
            .map(|(_, h)| *h)
    }
}

/// `how` is the square tapped in "?" mode (`Some(None)`: the mode is on
/// but no piece was tapped yet).
pub fn commentary(
    game: &Game,
    refusal: Option<&Refusal>,
    how: Option<Option<Square>>,
) -> Option<Commentary> {
    if let Some(r) = refusal {
        return Some(Commentary {
            code: r.reason.code(),
            text: Text::Refused(r.clone()),
            highlights: r.highlights.clone(),
        });
    }
    if let Some(tapped) = how {
        let piece = tapped.and_then(|sq| Some((sq, game.position().board().piece_at(sq)?)));
        return Some(match piece {
            Some((sq, piece)) => Commentary {
                code: "how-it-moves",
                text: Text::HowItMoves(piece.role),
                highlights: reach_highlights(game.position(), sq),
            },
            None => Commentary {
                code: "how-it-moves",
                text: Text::HowItMovesHint,
                highlights: Vec::new(),
            },
        });
    }
    let (moment, highlights) = last_moment(game)?;
    Some(Commentary {
        code: moment.code(),
        text: Text::Moment(moment),
        highlights,
    })
}
