//! The 64 squares, built from one piece of HTML with what each shows (its
//! piece, star, marks and name): a view built element by element made about
//! a thousand calls into the page for them (each element, attribute,
//! coordinate and empty slot's marker), half of the app's start, where the
//! calls cost more than the Rust, and painting the pieces on bare squares
//! three hundred more (docs/speed.md). `paint` then changes only what
//! changes. The game's board and the position editor's are drawn so.

use leptos::ev;
use leptos::prelude::*;
use shakmaty::{File, Rank, Square};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use super::paint::{Look, paint};
use peoncito_core::i18n::Lang;

/// A board's squares on the page and what they show, kept to compare the
/// next change with, so that only what changed is changed.
#[derive(Clone, Copy)]
pub struct Squares {
    /// The squares on the page, a1 first, and which way the board was
    /// turned when they were built.
    cells: StoredValue<Option<(bool, Vec<HtmlElement>)>>,
    shown: StoredValue<Option<Shown>>,
}

/// What the squares on the page show, with their names in `lang`.
struct Shown {
    lang: Lang,
    looks: [Look; 64],
}

impl Squares {
    pub fn new() -> Self {
        Self {
            cells: StoredValue::new(None),
            shown: StoredValue::new(None),
        }
    }

    /// Acts on the square `sq` on the page, once built.
    pub fn on(&self, sq: Square, act: &dyn Fn(&HtmlElement)) {
        self.cells.with_value(|c| {
            if let Some(square) = c.as_ref().and_then(|(_, cells)| cells.get(sq as usize)) {
                act(square);
            }
        });
    }

    /// Moves the page's focus to the square `sq` (the arrow keys).
    pub fn focus(&self, sq: Square) {
        self.on(sq, &|square| {
            let _ = square.focus();
        });
    }

    /// Shows `looks` (a1 first) in `rows`, each square named by `label`
    /// in `lang`: the squares are built when first shown and when the board
    /// turns, the keyboard's focus on `focus`; otherwise only what changed
    /// is changed on them.
    pub fn show(
        &self,
        rows: &HtmlElement,
        flipped: bool,
        focus: Square,
        lang: Lang,
        looks: [Look; 64],
        label: impl Fn(Square, &Look) -> String,
    ) {
        // Taken out to compare with, and put back below.
        let was = self.shown.try_update_value(Option::take).flatten();
        let built = self.cells.with_value(|c| c.as_ref().map(|(was, _)| *was)) == Some(flipped);
        match was {
            Some(was) if built => {
                for sq in Square::ALL {
                    let (old, look) = (&was.looks[sq as usize], &looks[sq as usize]);
                    let relabel = was.lang != lang || old.named() != look.named();
                    if old == look && !relabel {
                        continue;
                    }
                    let label = relabel.then(|| label(sq, look));
                    self.on(sq, &|square| paint(square, old, look, label.as_deref()));
                }
            }
            _ => {
                rows.set_inner_html(&html(flipped, focus, &looks, label));
                self.cells
                    .set_value(found(rows, flipped).map(|found| (flipped, found)));
            }
        }
        self.shown.set_value(Some(Shown { lang, looks }));
    }

    /// Keeps the keyboard's way in on the square `focus` names (the grid's
    /// roving focus: one square a `tabindex` of 0).
    pub fn follow_focus(self, focus: RwSignal<Square>) {
        Effect::new(move |was: Option<Square>| {
            let now = focus.get();
            for (sq, index) in [(was, "-1"), (Some(now), "0")] {
                if let Some(sq) = sq {
                    self.on(sq, &|square| {
                        let _ = square.set_attribute("tabindex", index);
                    });
                }
            }
            now
        });
    }
}

/// The square an event happened on (the square itself or what is drawn
/// on it), from the page: a click a screen reader makes has no pointer.
pub fn square_of(ev: &ev::MouseEvent) -> Option<Square> {
    let target: Element = ev.target()?.dyn_into().ok()?;
    let square = target.closest("[data-square]").ok()??;
    square.get_attribute("data-square")?.parse().ok()
}

/// The squares in screen order, top-left first.
fn squares_in_view(flipped: bool) -> Vec<Vec<Square>> {
    let mut ranks: Vec<Rank> = Rank::ALL.into_iter().rev().collect();
    let mut files: Vec<File> = File::ALL.to_vec();
    if flipped {
        ranks.reverse();
        files.reverse();
    }
    ranks
        .into_iter()
        .map(|r| files.iter().map(|f| Square::from_coords(*f, r)).collect())
        .collect()
}

/// The rows of squares as the player sees them, each showing its look
/// (`looks`, a1 first) and named by `label`, the square `focus` the one
/// the keyboard reaches (the grid's roving focus). The coordinates are
/// drawn by CSS from `data-coord`: the square's name already says "a8",
/// and a visible "8" beside it would not match that name.
fn html(
    flipped: bool,
    focus: Square,
    looks: &[Look; 64],
    label: impl Fn(Square, &Look) -> String,
) -> String {
    let mut html = String::with_capacity(16 * 1024);
    for (row, squares) in squares_in_view(flipped).into_iter().enumerate() {
        html.push_str(r#"<div role="row" class="rank">"#);
        for (col, sq) in squares.into_iter().enumerate() {
            let look = &looks[sq as usize];
            let light = (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1;
            let shade = if light { "light" } else { "dark" };
            html.extend([r#"<div role="gridcell" class="square "#, shade]);
            look.write_classes(&mut html);
            let tabindex = if sq == focus { "0" } else { "-1" };
            html.push_str(r#"" data-square=""#);
            html.extend([sq.file().char(), sq.rank().char()]);
            html.extend([r#"" tabindex=""#, tabindex, "\""]);
            look.write_attributes(&mut html, &label(sq, look));
            html.push('>');
            let coordinates = [
                (
                    col == 0,
                    r#"<span class="coord rank-coord" aria-hidden="true" data-coord=""#,
                    sq.rank().char(),
                ),
                (
                    row == 7,
                    r#"<span class="coord file-coord" aria-hidden="true" data-coord=""#,
                    sq.file().char(),
                ),
            ];
            for (shown, span, coordinate) in coordinates {
                if shown {
                    html.push_str(span);
                    html.push(coordinate);
                    html.push_str(r#""></span>"#);
                }
            }
            look.write_drawn(&mut html);
            html.push_str("</div>");
        }
        html.push_str("</div>");
    }
    html
}

/// The squares `html` built in `rows`, a1 first (as `Square as usize`
/// counts); none unless all 64 are there.
fn found(rows: &Element, flipped: bool) -> Option<Vec<HtmlElement>> {
    let shown = rows.query_selector_all(".square").ok()?;
    let mut cells: Vec<Option<HtmlElement>> = vec![None; 64];
    let in_view = squares_in_view(flipped).into_iter().flatten();
    for (index, sq) in in_view.enumerate() {
        // Each is a `<div>` of `html`: asking the page would cost a
        // call a square.
        cells[sq as usize] = Some(shown.item(index as u32)?.unchecked_into());
    }
    cells.into_iter().collect()
}
