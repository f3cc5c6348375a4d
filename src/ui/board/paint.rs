//! The squares kept up to date as chessground keeps its board: one pass
//! compares what each square shows with what it showed and changes only
//! that on the page — a class, an attribute, the piece — instead of a
//! dozen reactive bindings a square, which were all built at every start
//! and woke whenever their square changed.

use shakmaty::Piece;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use super::{glyph, piece_code};
use crate::ui::state::colour_code;

/// What one square shows, apart from the focus and a piece dragged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// Live, the board as the players see it (a piece put down and not yet
    /// completed included); replaying, the moment replayed.
    pub piece: Option<Piece>,
    /// The piece in hand can go here.
    pub dot: bool,
    pub last_move: bool,
    /// The king in check stands here.
    pub check: bool,
    /// The piece put down here is bound to move (touch-move, not yet
    /// completed).
    pub bound: bool,
    pub in_hand: bool,
    /// A star to take (lessons).
    pub star: bool,
    /// The explanation's mark here (`data-highlight`).
    pub highlight: Option<&'static str>,
}

impl Look {
    /// A square as the view builds it: nothing on it, not selected.
    pub const BARE: Look = Look {
        piece: None,
        dot: false,
        last_move: false,
        check: false,
        bound: false,
        in_hand: false,
        star: false,
        highlight: None,
    };

    /// The classes that follow the look, each with whether it is on.
    fn classes(&self) -> [(&'static str, bool); 4] {
        [
            ("dest", self.dot),
            ("capture", self.dot && self.piece.is_some()),
            ("last-move", self.last_move),
            ("check", self.check),
        ]
    }

    /// What the square's name for screen readers depends on.
    pub fn named(&self) -> (Option<Piece>, bool, bool) {
        (self.piece, self.bound, self.star)
    }
}

/// Changes the square drawn as `was` to show `now`; its name for screen
/// readers is given when it changes. Only what differs is asked of the
/// page: a square just built (`Look::BARE`) is only given what it shows.
pub fn paint(square: &HtmlElement, was: &Look, now: &Look, label: Option<&str>) {
    let mut classes = None;
    for (index, (name, on)) in now.classes().into_iter().enumerate() {
        if differs(was, now, |l| l.classes()[index].1) {
            let classes = classes.get_or_insert_with(|| square.class_list());
            let _ = classes.toggle_with_force(name, on);
        }
    }
    if differs(was, now, |l| l.highlight) {
        set_or_remove(square, "data-highlight", now.highlight);
    }
    if differs(was, now, |l| l.bound) {
        set_or_remove(square, "data-bound", now.bound.then_some(""));
    }
    if differs(was, now, |l| l.in_hand) {
        let _ = square.set_attribute("aria-selected", if now.in_hand { "true" } else { "false" });
    }
    if let Some(label) = label {
        let _ = square.set_attribute("aria-label", label);
    }
    // The square's star and piece, looked for only where it showed one.
    let child = |class: &str, shown: fn(&Look) -> bool| {
        if !shown(was) {
            return None;
        }
        square.query_selector(class).ok().flatten()
    };
    if differs(was, now, |l| l.star) {
        match child(".star", |l| l.star) {
            Some(star) if !now.star => star.remove(),
            None if now.star => {
                if let Some(star) = new_span(square) {
                    star.set_class_name("star");
                    let _ = star.set_attribute("data-star", "");
                    let _ = star.set_attribute("aria-hidden", "true");
                    star.set_text_content(Some("★"));
                    // Before the piece: the piece is drawn over it.
                    let piece = child(".piece", |l| l.piece.is_some());
                    let _ = square.insert_before(&star, piece.as_ref().map(|p| p.unchecked_ref()));
                }
            }
            _ => {}
        }
    }
    if differs(was, now, |l| l.piece) {
        match (now.piece, child(".piece", |l| l.piece.is_some())) {
            (None, Some(shown)) => shown.remove(),
            (Some(piece), Some(shown)) => draw_piece(&shown, piece),
            (Some(piece), None) => {
                if let Some(span) = new_span(square) {
                    draw_piece(&span, piece);
                    let _ = square.append_child(&span);
                }
            }
            (None, None) => {}
        }
    }
}

fn new_span(square: &HtmlElement) -> Option<Element> {
    square.owner_document()?.create_element("span").ok()
}

/// Whether `field` of the look differs from what the square showed.
fn differs<T: PartialEq>(was: &Look, now: &Look, field: impl Fn(&Look) -> T) -> bool {
    field(was) != field(now)
}

/// Fades the piece on `square` while it is dragged (or shows it again).
pub fn fade(square: &HtmlElement, lifted: bool) {
    if let Ok(Some(piece)) = square.query_selector(".piece") {
        let _ = piece.class_list().toggle_with_force("lifted", lifted);
    }
}

fn draw_piece(span: &Element, piece: Piece) {
    span.set_class_name(&format!("piece {}", colour_code(piece.color)));
    let _ = span.set_attribute("data-piece", &piece_code(piece));
    let _ = span.set_attribute("aria-hidden", "true");
    span.set_text_content(Some(glyph(piece.role)));
}

fn set_or_remove(element: &Element, name: &str, value: Option<&str>) {
    let _ = match value {
        Some(value) => element.set_attribute(name, value),
        None => element.remove_attribute(name),
    };
}
