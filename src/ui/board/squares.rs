//! The 64 squares, built from one piece of HTML with what each shows (its
//! piece, star, marks and name): a view built element by element made about
//! a thousand calls into the page for them (each element, attribute,
//! coordinate and empty slot's marker), half of the app's start, where the
//! calls cost more than the Rust, and painting the pieces on bare squares
//! three hundred more (docs/speed.md). `paint` then changes only what
//! changes.

use shakmaty::{File, Rank, Square};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

use super::paint::Look;

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
pub fn html(
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
pub fn found(rows: &Element, flipped: bool) -> Option<Vec<HtmlElement>> {
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
