//! A long table drawn a few rows a frame: a round of 150 boards or a class
//! of 300 pupils appears over a few frames, none of them long enough to hold
//! up a tap.

use leptos::prelude::*;

use crate::ui::browser;

/// Rows drawn in a table's first frame, and more in each frame after.
pub const ROWS_A_FRAME: usize = 20;

/// How many of a table's `total` rows are drawn: [`ROWS_A_FRAME`] more
/// each frame until all are. A table keyed by what each row shows (`For`)
/// then draws only the rows that are new or changed.
pub fn rows_drawn(total: Memo<usize>) -> ReadSignal<usize> {
    let drawn = RwSignal::new(ROWS_A_FRAME);
    Effect::new(move |_| {
        if drawn.get() < total.get() {
            // The table may be gone by then.
            browser::after_paint(move || _ = drawn.try_update(|d| *d += ROWS_A_FRAME));
        }
    });
    drawn.read_only()
}
