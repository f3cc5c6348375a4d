//! The squares kept up to date as chessground keeps its board: one pass
//! compares what each square shows with what it showed and changes only
//! that on the page — a class, an attribute, the piece — instead of a
//! dozen reactive bindings a square, which were all built at every start
//! and woke whenever their square changed.

use shakmaty::Piece;
use web_sys::{Element, HtmlElement};

use super::piece_code;
use crate::ui::shared::glyph;
use crate::ui::state::colour_code;

/// What one square shows, apart from the focus and a piece dragged; by
/// default, nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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

    /// The classes this look gives a square, each after a space, as `paint`
    /// turns them on.
    pub fn write_classes(&self, html: &mut String) {
        for (name, on) in self.classes() {
            if on {
                html.push(' ');
                html.push_str(name);
            }
        }
    }

    /// The attributes this look gives a square, as `paint` sets them, its
    /// name for screen readers `label`.
    pub fn write_attributes(&self, html: &mut String, label: &str) {
        html.push_str(if self.in_hand {
            r#" aria-selected="true""#
        } else {
            r#" aria-selected="false""#
        });
        if let Some(highlight) = self.highlight {
            html.extend([r#" data-highlight=""#, highlight, "\""]);
        }
        if self.bound {
            html.push_str(r#" data-bound="""#);
        }
        html.push_str(r#" aria-label=""#);
        push_escaped(html, label);
        html.push('"');
    }

    /// What this look draws on a square: its star, then its piece over it.
    pub fn write_drawn(&self, html: &mut String) {
        if self.star {
            html.push_str(r#"<span class="star" data-star="" aria-hidden="true">★</span>"#);
        }
        if let Some(piece) = self.piece {
            html.extend([
                r#"<span class="piece "#,
                colour_code(piece.color),
                r#"" data-piece=""#,
                &piece_code(piece),
                r#"" aria-hidden="true">"#,
                glyph(piece.role),
                "</span>",
            ]);
        }
    }
}

/// `text` in an attribute's double quotes.
fn push_escaped(html: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => html.push_str("&amp;"),
            '"' => html.push_str("&quot;"),
            '<' => html.push_str("&lt;"),
            c => html.push(c),
        }
    }
}

/// Changes the square drawn as `was` to show `now`; its name for screen
/// readers is given when it changes. Only what differs is asked of the
/// page.
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
    // The star and the piece are drawn again whole, as `write_drawn`
    // writes them when the squares are built; the old ones are looked for
    // only where the square showed one.
    if differs(was, now, |l| (l.star, l.piece)) {
        for (drawn, shown) in [(".star", was.star), (".piece", was.piece.is_some())] {
            if !shown {
                continue;
            }
            if let Ok(Some(old)) = square.query_selector(drawn) {
                old.remove();
            }
        }
        let mut drawn = String::new();
        now.write_drawn(&mut drawn);
        if !drawn.is_empty() {
            let _ = square.insert_adjacent_html("beforeend", &drawn);
        }
    }
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

fn set_or_remove(element: &Element, name: &str, value: Option<&str>) {
    let _ = match value {
        Some(value) => element.set_attribute(name, value),
        None => element.remove_attribute(name),
    };
}
