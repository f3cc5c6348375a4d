//! What the explanation panel says now: one memo a board's squares and its
//! panel share (the game's, or a lesson's board's).

use leptos::prelude::*;

use super::state::AppState;
use peoncito_core::commentary::{Commentary, commentary};
use peoncito_core::i18n::Text;

/// What the explanation panel says now, shared with the squares it lights.
#[derive(Clone, Copy)]
pub struct Said(pub Memo<Option<Commentary>>);

impl Said {
    /// Follows a board's state. `quiet` keeps the position itself unsaid (a
    /// lesson's question, whose answer it would give away); refusals and
    /// "?" are still explained.
    pub fn follow(state: AppState, quiet: impl Fn() -> bool + Send + Sync + 'static) -> Said {
        Said(Memo::new(move |_| {
            if state.table.with(|t| t.wrong_claim()) {
                return Some(Commentary {
                    code: "wrong-claim",
                    text: Text::WrongClaim,
                    highlights: Vec::new(),
                });
            }
            let draw_claim = state.table.with(|t| {
                (
                    t.wrong_draw_claim(),
                    t.declaring_draw(),
                    t.clock().is_some(),
                )
            });
            match draw_claim {
                (Some(wrong), _, _) => {
                    return Some(Commentary {
                        code: "wrong-draw-claim",
                        text: Text::WrongDrawClaim {
                            times_seen: wrong.times_seen,
                            moves_each: wrong.moves_each,
                            penalty: wrong.penalty,
                        },
                        highlights: Vec::new(),
                    });
                }
                (None, true, _) => {
                    return Some(Commentary {
                        code: "declaring-draw",
                        text: Text::DeclaringDraw,
                        highlights: Vec::new(),
                    });
                }
                (None, false, _) => {}
            }
            // A replayed move is explained as when it was played.
            if state.viewed.get().is_some() {
                return state.displayed(|g| commentary(g, None, None));
            }
            state.table.with(|t| {
                if t.refusal().is_none() && t.how().is_none() && quiet() {
                    return None;
                }
                peoncito_core::commentary::at_table(t)
            })
        }))
    }
}
