//! The 64 bare squares (`Look::BARE`), built from one piece of HTML: a
//! view built element by element made about a thousand calls into the page
//! for them (each element, attribute, coordinate and empty slot's marker),
//! half of the app's start, where the calls cost more than the Rust
//! (docs/speed.md). `paint` then draws what each square shows.

use std::fmt::Write;

use shakmaty::{File, Rank, Square};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

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

/// The rows of bare squares as the player sees them, the square `focus`
/// the one the keyboard reaches (the grid's roving focus). The coordinates
/// are drawn by CSS from `data-coord`: the square's name already says
/// "a8", and a visible "8" beside it would not match that name.
pub fn bare_html(flipped: bool, focus: Square) -> String {
    let mut html = String::with_capacity(8 * 1024);
    for (row, squares) in squares_in_view(flipped).into_iter().enumerate() {
        html.push_str(r#"<div role="row" class="rank">"#);
        for (col, sq) in squares.into_iter().enumerate() {
            let light = (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1;
            let shade = if light { "light" } else { "dark" };
            let tabindex = if sq == focus { "0" } else { "-1" };
            let _ = write!(
                html,
                r#"<div role="gridcell" class="square {shade}" data-square="{sq}" aria-selected="false" tabindex="{tabindex}">"#
            );
            if col == 0 {
                let rank = sq.rank().char();
                let _ = write!(
                    html,
                    r#"<span class="coord rank-coord" aria-hidden="true" data-coord="{rank}"></span>"#
                );
            }
            if row == 7 {
                let file = sq.file().char();
                let _ = write!(
                    html,
                    r#"<span class="coord file-coord" aria-hidden="true" data-coord="{file}"></span>"#
                );
            }
            html.push_str("</div>");
        }
        html.push_str("</div>");
    }
    html
}

/// The squares `bare_html` built in `rows`, a1 first (as `Square as usize`
/// counts); none unless all 64 are there.
pub fn found(rows: &Element, flipped: bool) -> Option<Vec<HtmlElement>> {
    let shown = rows.query_selector_all(".square").ok()?;
    let mut cells: Vec<Option<HtmlElement>> = vec![None; 64];
    let in_view = squares_in_view(flipped).into_iter().flatten();
    for (index, sq) in in_view.enumerate() {
        // Each is a `<div>` of `bare_html`: asking the page would cost a
        // call a square.
        cells[sq as usize] = Some(shown.item(index as u32)?.unchecked_into());
    }
    cells.into_iter().collect()
}
