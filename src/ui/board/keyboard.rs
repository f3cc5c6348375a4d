//! Keyboard play: the arrow keys move the focus over the squares (as the
//! player sees them), Enter or Space taps, Escape lets go.

use leptos::ev;
use leptos::prelude::*;
use shakmaty::Square;

use crate::ui::state::AppState;

/// Acts on a key pressed on the board; the square the focus moves to, if
/// it moves (the board, which holds the squares, focuses it).
pub fn key(state: AppState, focus: RwSignal<Square>, ev: &ev::KeyboardEvent) -> Option<Square> {
    // Projecting, the arrow keys step through the game instead.
    if state.projection.get_untracked() {
        return None;
    }
    let flip = if state.flipped.get_untracked() { -1 } else { 1 };
    let (df, dr) = match ev.key().as_str() {
        "ArrowLeft" => (-flip, 0),
        "ArrowRight" => (flip, 0),
        "ArrowUp" => (0, flip),
        "ArrowDown" => (0, -flip),
        "Enter" | " " => {
            ev.prevent_default();
            state.tap(focus.get_untracked());
            return None;
        }
        "Escape" => {
            state.table.update(|t| t.let_go());
            return None;
        }
        // The clock, for keyboard players (its button is on the side).
        "c" | "C" => {
            state.press_clock();
            return None;
        }
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
