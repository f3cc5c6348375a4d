//! The teacher's arrows and circles: drawn by a gesture from one square to
//! another (a circle when it ends where it began) and shown over the board.

use leptos::ev;
use leptos::prelude::*;
use shakmaty::Square;

use super::square_at;
use crate::ui::state::BoardState;
use peoncito_core::drawing::{Drawing, Pen, arrow_end, centre};

/// A drawing gesture in progress: where it started.
#[derive(Clone, Copy)]
pub struct Gesture(StoredValue<Option<Square>>);

impl Gesture {
    pub fn new() -> Gesture {
        Gesture(StoredValue::new(None))
    }

    /// The right button, or any pointer in pen mode, starts a drawing;
    /// returns whether this press draws.
    pub fn start(&self, state: BoardState, ev: &ev::PointerEvent) -> bool {
        if ev.button() == 2 || (state.pen_mode.get_untracked() && ev.is_primary()) {
            self.0
                .set_value(square_at(ev, state.flipped.get_untracked()));
            ev.prevent_default();
            return true;
        }
        false
    }

    /// Ends a drawing started by [`Gesture::start`]: the arrow or circle is
    /// added, or taken away when it was already there. Returns whether the
    /// pointer was drawing.
    pub fn finish(&self, state: BoardState, ev: &ev::PointerEvent) -> bool {
        let Some(from) = self.0.get_value() else {
            return false;
        };
        self.0.set_value(None);
        if let Some(to) = square_at(ev, state.flipped.get_untracked()) {
            let pen = state.pen.get_untracked();
            let key = state.drawn_on();
            state
                .drawings
                .update(|book| book.toggle(&key, Drawing { from, to, pen }));
        }
        true
    }
}

/// The teacher's arrows and circles over the board.
#[component]
pub fn DrawingLayer() -> impl IntoView {
    let state = expect_context::<BoardState>();
    let heads = Pen::ALL
        .into_iter()
        .map(|pen| {
            view! {
                <marker
                    id=format!("head-{}", pen.code())
                    viewBox="0 0 10 10"
                    refX="3"
                    refY="5"
                    markerWidth="3"
                    markerHeight="3"
                    orient="auto"
                >
                    <path d="M0,0 L10,5 L0,10 z" class=format!("pen-{}", pen.code()) />
                </marker>
            }
        })
        .collect_view();
    let shapes = move || {
        let flipped = state.flipped.get();
        let key = state.drawn_on();
        state
            .drawings
            .with(|book| book.on(&key).to_vec())
            .into_iter()
            .map(|d| {
                let (a, b) = (centre(d.from, flipped), centre(d.to, flipped));
                let class = format!("pen-{}", d.pen.code());
                if d.is_circle() {
                    view! {
                        <circle cx=a.0.to_string() cy=a.1.to_string() r="42" class=class
                            data-drawing="circle" data-from=d.from.to_string() />
                    }
                    .into_any()
                } else {
                    let end = arrow_end(a, b);
                    view! {
                        <line
                            x1=a.0.to_string() y1=a.1.to_string() x2=end.0.to_string() y2=end.1.to_string()
                            class=class
                            marker-end=format!("url(#head-{})", d.pen.code())
                            data-drawing="arrow" data-from=d.from.to_string() data-to=d.to.to_string()
                        />
                    }
                    .into_any()
                }
            })
            .collect_view()
    };
    // The computer's hint: an arrow of its own (dashed, in its own colour).
    let hint = move || {
        let flipped = state.flipped.get();
        state.table.with(|t| t.hint()).map(|h| {
            let (a, b) = (centre(h.from, flipped), centre(h.to, flipped));
            let end = arrow_end(a, b);
            view! {
                <line
                    x1=a.0.to_string() y1=a.1.to_string() x2=end.0.to_string() y2=end.1.to_string()
                    class="hint-arrow" marker-end="url(#head-hint)"
                    data-drawing="hint" data-from=h.from.to_string() data-to=h.to.to_string()
                />
            }
        })
    };
    view! {
        <svg class="drawings" viewBox="0 0 800 800" aria-hidden="true">
            <defs>
                {heads}
                <marker id="head-hint" viewBox="0 0 10 10" refX="3" refY="5" markerWidth="3" markerHeight="3" orient="auto">
                    <path d="M0,0 L10,5 L0,10 z" class="hint-arrow" />
                </marker>
            </defs>
            {shapes}
            {hint}
        </svg>
    }
}
