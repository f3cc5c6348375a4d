//! While a pointer is down on the board, the board stays under it. A
//! change elsewhere on the page could otherwise move it mid-gesture, and
//! the finger would lift over another square: a line added above it (a
//! notice, the school server's status, the players' names appearing), or a
//! page grown shorter below it (a new game's empty move list), which the
//! browser scrolls to keep in range. So from the press to the release what
//! is above the board keeps its height, the board its size, and the page
//! its length; what changed shows once the pointer is up.

use std::cell::Cell;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::HtmlElement;

/// The page's parts above the board (`Layout`), and the slot of the name
/// plate over it (`Board`).
const ABOVE: [&str; 2] = [".above-board", ".board-wrap > .plate-slot"];

thread_local! {
    static HOLDING: Cell<bool> = const { Cell::new(false) };
    /// Whether the page's listeners that release the hold are in place.
    static LISTENING: Cell<bool> = const { Cell::new(false) };
}

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

fn element(selector: &str) -> Option<HtmlElement> {
    document()?
        .query_selector(selector)
        .ok()
        .flatten()?
        .dyn_into()
        .ok()
}

/// A length in CSS pixels, to the 1/64 px browsers lay out in, written
/// without formatting a float (which would add kilobytes to the wasm).
fn css_px(px: f64) -> String {
    format!("calc({}px / 64)", (px * 64.0).round() as i64)
}

/// Holds the layout from a press on the board until the pointer is up or
/// cancelled, wherever on the page it is released.
pub fn hold() {
    if HOLDING.replace(true) {
        return;
    }
    let Some(document) = document() else {
        HOLDING.set(false);
        return;
    };
    // Read before anything is written: one layout, already up to date at a
    // press.
    let page_height = document
        .document_element()
        .map_or(0, |root| root.scroll_height());
    let wrap = element(".board-wrap");
    // Fractions of a pixel too: a rounded height would move the board.
    let board_size = wrap.as_ref().map(|w| w.get_bounding_client_rect().width());
    let heights: Vec<(HtmlElement, f64)> = ABOVE
        .iter()
        .filter_map(|selector| element(selector))
        .map(|el| {
            let height = el.get_bounding_client_rect().height();
            (el, height)
        })
        .collect();
    for (el, height) in &heights {
        let style = el.style();
        let _ = style.set_property("height", &css_px(*height));
        let _ = style.set_property("overflow", "hidden");
    }
    if let (Some(wrap), Some(size)) = (wrap, board_size) {
        let _ = wrap.style().set_property("--board", &css_px(size));
    }
    if let Some(body) = document.body() {
        let _ = body
            .style()
            .set_property("min-height", &format!("{page_height}px"));
    }
    release_on_pointer_up(&document);
}

/// Lets everything take its place again.
fn release() {
    if !HOLDING.replace(false) {
        return;
    }
    for selector in ABOVE {
        if let Some(el) = element(selector) {
            let _ = el.style().remove_property("height");
            let _ = el.style().remove_property("overflow");
        }
    }
    if let Some(wrap) = element(".board-wrap") {
        let _ = wrap.style().remove_property("--board");
    }
    if let Some(body) = document().and_then(|d| d.body()) {
        let _ = body.style().remove_property("min-height");
    }
}

/// Releases after every pointer up or cancel anywhere on the page (a tap
/// may be released off the board, where the board hears nothing): in a
/// task after it, once the board has placed the drop and the tap's click
/// has found its square. Listened to once for the page's life.
fn release_on_pointer_up(document: &web_sys::Document) {
    if LISTENING.replace(true) {
        return;
    }
    let options = web_sys::AddEventListenerOptions::new();
    options.set_capture(true);
    let released = Closure::<dyn Fn()>::new(|| {
        gloo_timers::callback::Timeout::new(0, release).forget();
    });
    for event in ["pointerup", "pointercancel"] {
        let _ = document.add_event_listener_with_callback_and_add_event_listener_options(
            event,
            released.as_ref().unchecked_ref(),
            &options,
        );
    }
    released.forget();
}
