//! Pointer input on the board: a press is a tap as soon as it lands (the
//! click that follows is swallowed), except on the piece in hand, where the
//! click decides; a press that travels is a drag; the right button (or any
//! pointer in pen mode) draws instead.

use leptos::ev;
use leptos::prelude::*;
use shakmaty::{Piece, Square};

use super::drawing::Gesture;
use super::square_at;
use crate::ui::shared::glyph;
use crate::ui::state::{BoardState, colour_code};

/// A pointer must travel this far (CSS px) before a press becomes a drag,
/// so a shaky tap on a tablet still counts as a tap.
const DRAG_THRESHOLD: i32 = 6;

/// A press on a piece that may become a drag.
#[derive(Clone, Copy, Debug)]
pub struct Press {
    pub from: Square,
    piece: Piece,
    start: (i32, i32),
    /// Where the pointer is, once it has moved past the threshold.
    pub dragging_at: Option<(i32, i32)>,
}

/// The board's pointer state.
#[derive(Clone, Copy)]
pub struct Drag {
    state: BoardState,
    board: NodeRef<leptos::html::Div>,
    pub press: RwSignal<Option<Press>>,
    /// A drag ends with a click the tap logic must not see.
    pub swallow_click: StoredValue<bool>,
    gesture: Gesture,
}

impl Drag {
    pub fn new(state: BoardState, board: NodeRef<leptos::html::Div>) -> Drag {
        Drag {
            state,
            board,
            press: RwSignal::new(None),
            swallow_click: StoredValue::new(false),
            gesture: Gesture::new(),
        }
    }

    pub fn down(&self, ev: &ev::PointerEvent) {
        // The browser's own part of a press (the mouse events, moving the
        // focus, the `:active` state) works out the page's style once more
        // in the press's task, after the move is made: 2–3 ms a tap at 6×
        // CPU. The click brings the focus from outside the board (`Board`).
        ev.prevent_default();
        super::hold::hold();
        self.swallow_click.set_value(false);
        if self.gesture.start(self.state, ev) {
            self.press.set(None);
            return;
        }
        if !ev.is_primary() || ev.button() != 0 || self.state.viewed.get_untracked().is_some() {
            return;
        }
        let Some(from) = square_at(ev, self.state.flipped.get_untracked()) else {
            return;
        };
        // A piece put down and not yet completed is picked up where it
        // stands, and moves from the square it really left.
        let (piece, origin, in_hand) = self.state.table.with_untracked(|t| {
            let here = t.board().piece_at(from);
            (
                here.filter(|_| t.movable(from)),
                t.origin(from),
                t.selected(),
            )
        });
        // As chessground does, a press acts at once: the piece in hand moves
        // (painted in the frame after the finger lands, not after it lifts),
        // or the piece pressed is picked up with its dots, ready to be
        // dragged too. Only a press on the piece already in hand waits for
        // the click: lifting the finger lets it go, dragging moves it.
        if in_hand != Some(origin) {
            self.state.tap(from);
            self.swallow_click.set_value(true);
        }
        self.press.set(piece.map(|piece| Press {
            from: origin,
            piece,
            start: (ev.client_x(), ev.client_y()),
            dragging_at: None,
        }));
    }

    pub fn moved(&self, ev: &ev::PointerEvent) {
        let Some(mut p) = self.press.get_untracked() else {
            return;
        };
        let at = (ev.client_x(), ev.client_y());
        let (dx, dy) = (at.0 - p.start.0, at.1 - p.start.1);
        let far = dx * dx + dy * dy > DRAG_THRESHOLD * DRAG_THRESHOLD;
        if p.dragging_at.is_none() && !far {
            return;
        }
        if p.dragging_at.is_none() {
            if !self.state.lift(p.from) {
                self.press.set(None);
                return;
            }
            // Captured only once it is a drag: a tap's click must still
            // reach the square under the finger.
            if let Some(board) = self.board.get_untracked() {
                let _ = board.set_pointer_capture(ev.pointer_id());
            }
        }
        p.dragging_at = Some(at);
        self.press.set(Some(p));
        ev.prevent_default();
    }

    pub fn up(&self, ev: &ev::PointerEvent) {
        if self.gesture.finish(self.state, ev) {
            self.swallow_click.set_value(true);
            return;
        }
        let Some(p) = self.press.get_untracked() else {
            return;
        };
        self.press.set(None);
        if p.dragging_at.is_none() {
            return; // a tap: the click handler decides
        }
        self.swallow_click.set_value(true);
        match square_at(ev, self.state.flipped.get_untracked()) {
            Some(to) => self.state.drop_on(p.from, to),
            None => self.state.table.update(|t| t.let_go()),
        }
    }

    pub fn cancel(&self) {
        self.press.set(None);
    }
}

/// The piece following the pointer while it is dragged.
#[component]
pub fn DragGhost(press: RwSignal<Option<Press>>) -> impl IntoView {
    move || {
        let p = press.get()?;
        let (x, y) = p.dragging_at?;
        Some(view! {
            <span
                class=format!("piece ghost {}", colour_code(p.piece.color))
                style:left=format!("{x}px")
                style:top=format!("{y}px")
                aria-hidden="true"
            >
                {glyph(p.piece.role)}
            </span>
        })
    }
}
