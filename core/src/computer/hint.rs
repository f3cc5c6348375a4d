//! A hint for the pupil: the move the strongest level would play, and the
//! one reason a child can act on ("your queen is attacked: move it to
//! safety").

use shakmaty::{Chess, Move, Position, Role, Square};

use crate::explain::board_target;

/// Why the hinted move is good, in the words a child can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintReason {
    /// It gives checkmate.
    Mates,
    /// A pawn becomes a new piece.
    Promotes,
    /// It takes the opponent's piece.
    Captures(Role),
    /// The piece stands attacked: it goes somewhere safe.
    Escapes,
    Castles,
    /// Simply a good move.
    Good,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    pub role: Role,
    pub from: Square,
    /// Where the piece lands (for castling, the king's square).
    pub to: Square,
    pub reason: HintReason,
}

impl Hint {
    /// The hint for `m` in `position` (a legal move there).
    pub fn new(position: &Chess, m: Move) -> Option<Hint> {
        let from = m.from()?;
        let mut after = position.clone();
        after.play_unchecked(m);
        let attacked = position
            .board()
            .attacks_to(from, !position.turn(), position.board().occupied())
            .any();
        let reason = if after.is_checkmate() {
            HintReason::Mates
        } else if m.is_promotion() {
            HintReason::Promotes
        } else if let Some(victim) = m.capture() {
            HintReason::Captures(victim)
        } else if m.is_castle() {
            HintReason::Castles
        } else if attacked && m.role() != Role::Pawn {
            HintReason::Escapes
        } else {
            HintReason::Good
        };
        Some(Hint {
            role: m.role(),
            from,
            to: board_target(m),
            reason,
        })
    }

    pub fn code(self) -> &'static str {
        match self.reason {
            HintReason::Mates => "hint-mate",
            HintReason::Promotes => "hint-promote",
            HintReason::Captures(_) => "hint-capture",
            HintReason::Escapes => "hint-escape",
            HintReason::Castles => "hint-castle",
            HintReason::Good => "hint-move",
        }
    }
}
