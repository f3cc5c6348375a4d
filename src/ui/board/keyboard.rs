//! Keyboard play: the arrow keys move the focus over the squares (as the
//! player sees them), Enter or Space taps, Escape lets go. The position
//! editor's board moves its focus with the same arrows.

use leptos::ev;
use leptos::prelude::*;
use shakmaty::Square;

use crate::ui::state::BoardState;

/// Acts on a key pressed on the board; the square the focus moves to, if
/// it moves (the board, which holds the squares, focuses it).
pub fn key(
    state: BoardState,
    projecting: bool,
    focus: RwSignal<Square>,
    ev: &ev::KeyboardEvent,
) -> Option<Square> {
    // Projecting, the arrow keys step through the game instead.
    if projecting {
        return None;
    }
    match ev.key().as_str() {
        "Enter" | " " => {
            ev.prevent_default();
            state.tap(focus.get_untracked());
            None
        }
        "Escape" => {
            state.table.update(|t| t.let_go());
            None
        }
        // The clock, for keyboard players (its button is on the side).
        "c" | "C" => {
            state.press_clock();
            None
        }
        _ => arrow(focus, state.flipped.get_untracked(), ev),
    }
}

/// Moves `focus` to the next square as the player sees the board, for an
/// arrow key; the square it moves to.
pub fn arrow(focus: RwSignal<Square>, flipped: bool, ev: &ev::KeyboardEvent) -> Option<Square> {
    let flip = if flipped { -1 } else { 1 };
    let (df, dr) = match ev.key().as_str() {
        "ArrowLeft" => (-flip, 0),
        "ArrowRight" => (flip, 0),
        "ArrowUp" => (0, flip),
        "ArrowDown" => (0, -flip),
        _ => return None,
    };
    ev.prevent_default();
    let at = focus.get_untracked();
    let next = at
        .offset(df + 8 * dr)
        .filter(|next| (i32::from(next.file()) - i32::from(at.file())).abs() <= 1)?;
    focus.set(next);
    Some(next)
}
