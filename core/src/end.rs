//! How a game ended, with the codes the page and the records use for it.

use shakmaty::Color;

/// Why a game ended. Decisive endings carry the winner; draws cannot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameEnd {
    Checkmate {
        winner: Color,
    },
    Resignation {
        winner: Color,
    },
    /// A resignation when the opponent could never checkmate: a draw
    /// (FIDE 2023, Art. 5.1.2).
    ResignationNoMate {
        resigned: Color,
    },
    Stalemate,
    InsufficientMaterial,
    /// Claimed by a player when the same position has occurred three times.
    Threefold,
    /// Claimed by a player after 50 moves each without a capture or pawn move.
    FiftyMoves,
    /// Automatic: the same position five times.
    Fivefold,
    /// Automatic: 75 moves each without a capture or pawn move.
    SeventyFiveMoves,
    Agreement,
    /// The players agreed a draw the teacher recommended, in a position
    /// they could not resolve (school regulation, Art. 7).
    DrawRecommended,
    /// The arbiter's policy: too many illegal moves.
    IllegalMoves {
        winner: Color,
    },
    /// The arbiter's policy where one illegal move loses (blitz);
    /// `king_left_in_check` when it left the mover's own king attacked.
    IllegalMove {
        winner: Color,
        king_left_in_check: bool,
    },
    /// Too many illegal moves, but the opponent could never mate: a draw.
    IllegalMovesNoMate,
    /// The teacher ended the game (school App. B); `None` is a draw.
    /// `ahead` is the side the teacher had named when the game was being
    /// adjudicated by playing on (it says how the result came about).
    Adjudication {
        winner: Option<Color>,
        ahead: Option<Color>,
    },
    /// Adjudicated by playing on (school App. B): the side `ahead` was named,
    /// and `offender` made the illegal moves that ended it — a draw when it
    /// was the side ahead, a win for the side ahead otherwise.
    AdjudicationIllegalMoves {
        ahead: Color,
        offender: Color,
    },
    /// A flag fell: the opponent wins.
    Flag {
        winner: Color,
    },
    /// A flag fell, but the opponent could never mate: a draw.
    FlagNoMate,
    BothFlags,
}

impl GameEnd {
    pub fn winner(self) -> Option<Color> {
        match self {
            GameEnd::Checkmate { winner }
            | GameEnd::Resignation { winner }
            | GameEnd::IllegalMoves { winner }
            | GameEnd::IllegalMove { winner, .. }
            | GameEnd::Flag { winner } => Some(winner),
            GameEnd::Adjudication { winner, .. } => winner,
            GameEnd::AdjudicationIllegalMoves { ahead, offender } => {
                (ahead != offender).then_some(ahead)
            }
            GameEnd::ResignationNoMate { .. }
            | GameEnd::Stalemate
            | GameEnd::InsufficientMaterial
            | GameEnd::Threefold
            | GameEnd::FiftyMoves
            | GameEnd::Fivefold
            | GameEnd::SeventyFiveMoves
            | GameEnd::Agreement
            | GameEnd::DrawRecommended
            | GameEnd::IllegalMovesNoMate
            | GameEnd::FlagNoMate
            | GameEnd::BothFlags => None,
        }
    }

    /// The `data-outcome` value.
    pub fn outcome_code(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "white-wins",
            Some(Color::Black) => "black-wins",
            None => "draw",
        }
    }

    /// The `data-reason` value.
    pub fn reason_code(self) -> &'static str {
        match self {
            GameEnd::Checkmate { .. } => "checkmate",
            GameEnd::Resignation { .. } => "resignation",
            GameEnd::ResignationNoMate { .. } => "resignation-no-mate",
            GameEnd::Stalemate => "stalemate",
            GameEnd::InsufficientMaterial => "insufficient-material",
            GameEnd::Threefold => "threefold",
            GameEnd::FiftyMoves => "fifty-moves",
            GameEnd::Fivefold => "fivefold",
            GameEnd::SeventyFiveMoves => "seventy-five-moves",
            GameEnd::Agreement => "agreement",
            GameEnd::DrawRecommended => "draw-recommended",
            GameEnd::IllegalMoves { .. } | GameEnd::IllegalMove { .. } => "illegal-moves",
            GameEnd::IllegalMovesNoMate => "illegal-moves-no-mate",
            GameEnd::Adjudication { .. } | GameEnd::AdjudicationIllegalMoves { .. } => {
                "adjudication"
            }
            GameEnd::Flag { .. } => "flag",
            GameEnd::FlagNoMate => "flag-no-mate",
            GameEnd::BothFlags => "both-flags",
        }
    }

    /// The PGN result string.
    pub fn result(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// The result as people write it: "1–0", "0–1", "½–½".
    pub fn result_shown(self) -> &'static str {
        match self.winner() {
            Some(Color::White) => "1–0",
            Some(Color::Black) => "0–1",
            None => "½–½",
        }
    }

    /// Endings that people decide rather than the position itself.
    pub fn is_decision(self) -> bool {
        matches!(
            self,
            GameEnd::Resignation { .. }
                | GameEnd::ResignationNoMate { .. }
                | GameEnd::Agreement
                | GameEnd::DrawRecommended
                | GameEnd::Threefold
                | GameEnd::FiftyMoves
                | GameEnd::IllegalMoves { .. }
                | GameEnd::IllegalMove { .. }
                | GameEnd::IllegalMovesNoMate
                | GameEnd::Adjudication { .. }
                | GameEnd::AdjudicationIllegalMoves { .. }
                | GameEnd::Flag { .. }
                | GameEnd::FlagNoMate
                | GameEnd::BothFlags
        )
    }

    /// A flag fell (the game ended on time).
    pub fn is_flag(self) -> bool {
        matches!(
            self,
            GameEnd::Flag { .. } | GameEnd::FlagNoMate | GameEnd::BothFlags
        )
    }

    /// Endings the arbiter or the teacher decided (the clock is the
    /// arbiter's too): the players cannot take them back.
    pub fn is_arbiter_decision(self) -> bool {
        match self {
            GameEnd::IllegalMoves { .. }
            | GameEnd::IllegalMove { .. }
            | GameEnd::IllegalMovesNoMate
            | GameEnd::Adjudication { .. }
            | GameEnd::AdjudicationIllegalMoves { .. }
            | GameEnd::DrawRecommended
            | GameEnd::Flag { .. }
            | GameEnd::FlagNoMate
            | GameEnd::BothFlags => true,
            GameEnd::Checkmate { .. }
            | GameEnd::Resignation { .. }
            | GameEnd::ResignationNoMate { .. }
            | GameEnd::Stalemate
            | GameEnd::InsufficientMaterial
            | GameEnd::Threefold
            | GameEnd::FiftyMoves
            | GameEnd::Fivefold
            | GameEnd::SeventyFiveMoves
            | GameEnd::Agreement => false,
        }
    }
}
