//! Keyboard play: the arrow keys move the focus over the squares (as the
//! player sees them), Enter or Space taps, Escape lets go.

use leptos::ev;
use leptos::prelude::*;
use shakmaty::Square;
use wasm_bindgen::JsCast;

use crate::ui::state::AppState;

pub fn key(state: AppState, focus: RwSignal<Square>, ev: &ev::KeyboardEvent) {
    // Projecting, the arrow keys step through the game instead.
    if state.projection.get_untracked() {
        return;
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
            return;
        }
        "Escape" => {
            state.table.update(|t| t.let_go());
            return;
        }
        // The clock, for keyboard players (its button is on the side).
        "c" | "C" => {
            state.press_clock();
            return;
        }
        _ => return,
    };
    ev.prevent_default();
    let at = focus.get_untracked();
    if let Some(next) = at.offset(df + 8 * dr)
        && (i32::from(next.file()) - i32::from(at.file())).abs() <= 1
    {
        focus.set(next);
        let selector = format!("[data-square='{next}']");
        if let Ok(Some(el)) = document().query_selector(&selector)
            && let Ok(el) = el.dyn_into::<web_sys::HtmlElement>()
        {
            let _ = el.focus();
        }
    }
}
