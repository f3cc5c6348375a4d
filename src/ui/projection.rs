//! Projection mode, for the teacher at the front: big board and text, the
//! game replayed move by move, pens to draw with, and keys for all of it
//! (Escape leaves it).

use leptos::ev;
use leptos::prelude::*;

use super::{AppState, BoardState, Preferences};
use peoncito_core::drawing::Pen;
use peoncito_core::i18n::Text;

/// Full screen on, or off again.
fn toggle_fullscreen() {
    let document = document();
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    } else if let Some(root) = document.document_element() {
        let _ = root.request_fullscreen();
    }
}

/// The smallest the side's text shrinks to on the wall, in hundredths of
/// its size: still read from the back row; past it, the side scrolls.
const FIT_LEAST: u32 = 70;

/// Keeps on the wall what the class must read: while projecting, the
/// side's text (status, explanation, lesson) shrinks step by step until
/// the side fits the screen's height, and grows back when it has room —
/// whatever the text's length, the language or the projector's size.
/// Nothing there scrolls or is cut.
pub fn fit_to_wall(prefs: Preferences) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    let refit = Closure::<dyn Fn()>::new(|| {
        request_animation_frame(fit);
    });
    let observer = web_sys::MutationObserver::new(refit.as_ref().unchecked_ref()).ok();
    super::browser::listen("resize", || request_animation_frame(fit));
    refit.forget();
    Effect::new(move |_| {
        let Some(observer) = observer.as_ref() else {
            return;
        };
        if prefs.projection.get() {
            let options = web_sys::MutationObserverInit::new();
            options.set_child_list(true);
            options.set_subtree(true);
            options.set_character_data(true);
            if let Some(body) = document().body() {
                let _ = observer.observe_with_options(&body, &options);
            }
            request_animation_frame(fit);
        } else {
            observer.disconnect();
            set_fit(None);
        }
    });
}

/// Shrinks the projected side's text until every side on the page fits.
fn fit() {
    if document()
        .document_element()
        .is_none_or(|root| !root.has_attribute("data-projection"))
    {
        return;
    }
    let overflows = || {
        document()
            .query_selector_all(".play .side")
            .ok()
            .map(|sides| {
                (0..sides.length())
                    .filter_map(|i| sides.item(i))
                    .filter_map(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok())
                    .any(|side| side.scroll_height() > side.client_height() + 1)
            })
            .unwrap_or(false)
    };
    let mut scale = 100;
    set_fit(Some(scale));
    while overflows() && scale > FIT_LEAST {
        scale -= 5;
        set_fit(Some(scale));
    }
}

/// The side's text size on the wall, in hundredths of its full size (none:
/// full). Written with whole numbers: formatting an `f64` would bring
/// Rust's float formatting into the board's wasm (docs/speed.md).
fn set_fit(scale: Option<u32>) {
    let Some(root) = document().document_element() else {
        return;
    };
    let Ok(root) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(root) else {
        return;
    };
    let style = root.style();
    let _ = match scale {
        Some(scale) => style.set_property("--fit", &format!("{}.{:02}", scale / 100, scale % 100)),
        None => style.remove_property("--fit").map(drop),
    };
}

/// The projection keys: ←/→ step, Home/End, F full screen, D clear.
pub fn keys(state: AppState) {
    let handle = window_event_listener(ev::keydown, move |ev| {
        if !state.prefs.projection.get_untracked() || ev.default_prevented() {
            return;
        }
        // Escape leaves projection from any screen.
        if ev.key() == "Escape" {
            state.prefs.projection.set(false);
            state.board.view_moves(None);
            return;
        }
        // Only the game is replayed; the lessons step by themselves.
        if state.screen.showing.get_untracked() != super::Screen::Game {
            return;
        }
        // Typing in a field is not a command.
        let typing = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if typing || ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        match ev.key().as_str() {
            "ArrowLeft" => state.board.step(false),
            "ArrowRight" => state.board.step(true),
            "Home" => state.board.view_moves(Some(0)),
            "End" => state.board.view_moves(None),
            "f" | "F" => toggle_fullscreen(),
            "d" | "D" => state.board.clear_drawings(),
            _ => return,
        }
        ev.prevent_default();
    });
    // The app lives as long as the page, so does the listener.
    std::mem::forget(handle);
}

/// Stepping through the game, and which move the board shows: in the
/// projection bar, and beside the board when a move of the list is tapped.
#[component]
pub fn ReplayControls() -> impl IntoView {
    let board = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    // The replayed move as the score sheet numbers it, or the start.
    let replayed = move || {
        let plies = board.viewed.get()?;
        Some(board.with_game(|g| {
            let last = g.numbered_move(g.moves().len()).map_or(0, |m| m.number);
            match g.numbered_move(plies) {
                Some(at) => prefs.t(&Text::ReplayAt { at, last }),
                None => prefs.t(&Text::StartPosition),
            }
        }))
    };
    view! {
        <div class="controls">
            <button data-action="step-first" on:click=move |_| board.view_moves(Some(0))>{prefs.say(Text::StepFirst)}</button>
            <button data-action="step-back" on:click=move |_| board.step(false)>{prefs.say(Text::StepBack)}</button>
            <button data-action="step-forward" on:click=move |_| board.step(true)>{prefs.say(Text::StepForward)}</button>
            <button data-action="step-live" on:click=move |_| board.view_moves(None)>{prefs.say(Text::StepLive)}</button>
        </div>
        <p class="replay-at" data-replay=move || board.viewed.get().map_or_else(|| "live".to_string(), |p| p.to_string())>
            {replayed}
        </p>
    }
}

/// The teacher's pens, drawing with a finger, and rubbing out: for the
/// board in context (the game's, or a projected lesson's own).
#[component]
pub fn Pens() -> impl IntoView {
    let board = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    let pens = Pen::ALL
        .into_iter()
        .map(|pen| {
            view! {
                <button
                    class=format!("pen pen-{}", pen.code())
                    data-pen=pen.code()
                    aria-pressed=move || (board.pen.get() == pen).to_string()
                    on:click=move |_| board.pen.set(pen)
                >
                    // On the wall, a pen is its mark: its colour and line
                    // (solid, dashed, dotted); the name stays for readers.
                    <span class="pen-name">{prefs.say(Text::PenName(pen))}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        {pens}
        <button
            data-action="pen-mode"
            aria-pressed=move || board.pen_mode.get().to_string()
            on:click=move |_| board.pen_mode.update(|on| *on = !*on)
        >
            {prefs.say(Text::PenMode)}
        </button>
        <button data-action="clear-drawings" on:click=move |_| board.clear_drawings()>
            {prefs.say(Text::ClearDrawings)}
        </button>
    }
}

#[component]
pub fn Toolbar() -> impl IntoView {
    let board = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    view! {
        <div class="projection-bar" role="toolbar" aria-label=move || prefs.t(&Text::ProjectionButton)>
            <ReplayControls />
            <div class="controls">
                <Pens />
                <button data-action="fullscreen" on:click=move |_| toggle_fullscreen()>{prefs.say(Text::Fullscreen)}</button>
                <button data-action="leave-projection" class="primary" on:click=move |_| {
                    prefs.projection.set(false);
                    board.view_moves(None);
                }>
                    {prefs.say(Text::LeaveProjection)}
                </button>
            </div>
        </div>
    }
}
