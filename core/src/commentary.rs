//! What the explanation panel says now: a wrong claim or a draw being
//! declared, the refusal of the last attempt, the answer to "?", or else
//! what the last move did. One at a time, so a child reads one thing; the
//! panel and the squares it lights show what [`panel`] decides.

use shakmaty::{Position, Square};

use crate::explain::{Highlight, Refusal};
use crate::game::Game;
use crate::i18n::Text;
use crate::moments::{Moment, last_moment, reach_highlights};
use crate::table::Table;

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

/// What the panel says at `table`, all told: a wrong claim, then a wrong
/// draw claim or a draw being declared; a replayed move (`replayed`: the
/// game as replayed) as when it was played; else as [`at_table`]. `quiet`
/// keeps the position itself unsaid (a lesson's question, whose answer it
/// would give away); refusals and "?" are still explained.
pub fn panel(table: &Table, replayed: Option<&Game>, quiet: bool) -> Option<Commentary> {
    let said = |code, text| {
        Some(Commentary {
            code,
            text,
            highlights: Vec::new(),
        })
    };
    if table.wrong_claim() {
        return said("wrong-claim", Text::WrongClaim);
    }
    if let Some(wrong) = table.wrong_draw_claim() {
        return said(
            "wrong-draw-claim",
            Text::WrongDrawClaim {
                times_seen: wrong.times_seen,
                moves_each: wrong.moves_each,
                penalty: wrong.penalty,
            },
        );
    }
    if table.declaring_draw() {
        return said("declaring-draw", Text::DeclaringDraw);
    }
    if let Some(game) = replayed {
        return commentary(game, None, None);
    }
    if table.refusal().is_none() && table.how().is_none() && quiet {
        return None;
    }
    at_table(table)
}

/// What the panel says at a table: against the computer, first a touch
/// while it is to move, its offer to take a blunder back, or the hint
/// asked for; then as in any game, the computer's castling, en passant
/// and promotion told as its own.
pub fn at_table(table: &Table) -> Option<Commentary> {
    let said = |code, text| {
        Some(Commentary {
            code,
            text,
            highlights: Vec::new(),
        })
    };
    if table.early_touch() {
        return said("computer-turn", Text::ComputerTurn);
    }
    if table.take_back_offered() {
        let Some((by, piece, at)) = table.piece_at_risk() else {
            return said("take-back-offer", Text::TakeBackOffer);
        };
        return Some(Commentary {
            code: "take-back-offer",
            text: Text::TakeBackOfferPiece { piece, at },
            highlights: vec![(at, Highlight::Piece), (by, Highlight::Attacker)],
        });
    }
    if let Some(hint) = table.hint() {
        return Some(Commentary {
            code: hint.code(),
            text: Text::Hint(hint),
            highlights: vec![(hint.from, Highlight::Piece), (hint.to, Highlight::Reach)],
        });
    }
    let game = table.game();
    let mut said = commentary(game, table.refusal(), table.how())?;
    let computer_moved = table
        .computer()
        .is_some_and(|c| c.side != game.turn() && !game.moves().is_empty());
    if let Text::Moment(
        moment @ (Moment::Castled { .. } | Moment::EnPassant { .. } | Moment::Promotion { .. }),
    ) = said.text
        && computer_moved
        && table.refusal().is_none()
        && table.how().is_none()
    {
        said.text = Text::ComputerMoment(moment);
    }
    Some(said)
}
