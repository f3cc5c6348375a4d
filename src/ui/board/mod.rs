//! The board, kept apart by concern as chessground does: this file works
//! out what the squares show; `squares` builds them showing it, `paint`
//! changes what changes on them; `drag` turns pointer presses into taps and drags,
//! `hold` keeps the board under a pointer pressed on it,
//! `keyboard` moves the focus, `drawing` holds the teacher's arrows and
//! circles, and `promotion` asks which piece a pawn becomes.

mod drag;
mod drawing;
mod hold;
mod keyboard;
mod paint;
mod promotion;
mod squares;

use leptos::ev;
use leptos::prelude::*;
use shakmaty::{Color, File, Piece, Position, Rank, Square};

use super::explanation::Said;
use super::state::{BoardState, Preferences};
use drag::Drag;
pub use keyboard::arrow;
pub use paint::Look;
use paint::fade;
use peoncito_core::i18n::Text;
use peoncito_core::table::Table;
pub use promotion::PromotionPicker;
pub use squares::{Squares, square_of};

/// The FEN-style code in `data-piece`: colour then letter, `wN`, `bK`.
pub fn piece_code(piece: Piece) -> String {
    let colour = match piece.color {
        Color::White => 'w',
        Color::Black => 'b',
    };
    format!("{colour}{}", piece.role.upper_char())
}

/// The square under an event's pointer, from the box of the board that
/// listens (`current_target`): arithmetic, where asking the page what lies
/// under the point would hit-test the whole page on every tap.
fn square_at(ev: &ev::PointerEvent, flipped: bool) -> Option<Square> {
    use wasm_bindgen::JsCast;
    let board: web_sys::HtmlElement = ev.current_target()?.dyn_into().ok()?;
    let rect = board.get_bounding_client_rect();
    // The box on screen is scaled where the page is zoomed by a transform;
    // the squares fill the board inside its border.
    let scale = rect.width() / f64::from(board.offset_width().max(1));
    let side = f64::from(board.client_width()) * scale / 8.0;
    if side <= 0.0 {
        return None;
    }
    let inside = |at: i32, start: f64, border: i32| {
        let cell = ((f64::from(at) - start - f64::from(border) * scale) / side).floor();
        (0.0..8.0).contains(&cell).then_some(cell as u32)
    };
    let col = inside(ev.client_x(), rect.left(), board.client_left())?;
    let row = inside(ev.client_y(), rect.top(), board.client_top())?;
    let (file, rank) = if flipped {
        (7 - col, row)
    } else {
        (col, 7 - row)
    };
    Some(Square::from_coords(File::new(file), Rank::new(rank)))
}

/// Every square's look, a1 first (as `Square as usize` counts).
fn looks_now(state: BoardState, said: Said) -> [Look; 64] {
    let (dots, in_hand, bound, live) = state.table.with(|t| {
        let live = state
            .viewed
            .with(Option::is_none)
            .then(|| Square::ALL.map(|sq| t.board().piece_at(sq)));
        (
            t.dots(),
            t.selected(),
            t.bound().map(|sq| t.shown(sq)),
            live,
        )
    });
    let (last_move, checked, replayed) = state.displayed(|g| {
        let replayed = live
            .is_none()
            .then(|| Square::ALL.map(|sq| g.position().board().piece_at(sq)));
        (g.last_move(), g.checked_king(), replayed)
    });
    let pieces = live.or(replayed).unwrap_or([None; 64]);
    state.marks.with(|marks| {
        said.0.with(|said| {
            Square::ALL.map(|sq| Look {
                piece: pieces[sq as usize],
                dot: dots.contains(&sq),
                last_move: last_move.is_some_and(|(a, b)| a == sq || b == sq),
                check: checked == Some(sq),
                bound: bound == Some(sq),
                in_hand: in_hand == Some(sq),
                star: marks.contains(&sq),
                highlight: said
                    .as_ref()
                    .and_then(|c| c.highlight_at(sq))
                    .map(|h| h.code()),
            })
        })
    })
}

#[component]
pub fn Board() -> impl IntoView {
    let state = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    let focus = RwSignal::new(Square::E2);
    let board_ref = NodeRef::<leptos::html::Div>::new();
    let drag = Drag::new(state, board_ref);
    // Only the piece dragged fades: taps, which set the press too, wake
    // no piece.
    let lifted = Memo::new(move |_| {
        drag.press
            .with(|p| p.filter(|p| p.dragging_at.is_some()).map(|p| p.from))
    });
    // What each square shows, worked out once per change for the whole
    // board; only what changed is changed on the page (`paint`). The
    // squares are built with what they show (`squares`), again only when
    // the board turns; what they show is kept to compare the next change
    // with.
    let said = expect_context::<Said>();
    let rows_ref = NodeRef::<leptos::html::Div>::new();
    let squares = Squares::new();
    let label = move |sq: Square, look: &Look| {
        let mut label = prefs.t(&Text::SquareLabel(sq, look.piece));
        if look.bound {
            label = format!("{label}, {}", prefs.t(&Text::BoundPiece));
        }
        if look.star {
            label = format!("{label}, {}", prefs.t(&Text::StarHere));
        }
        label
    };
    Effect::new(move |_| {
        let flipped = state.flipped.get();
        state.track_for_the_board();
        let (lang, looks) = (prefs.lang.get(), looks_now(state, said));
        if let Some(rows) = rows_ref.get() {
            squares.show(&rows, flipped, focus.get_untracked(), lang, looks, label);
        }
    });
    Effect::new(move |was: Option<Option<Square>>| {
        let now = lifted.get();
        for (sq, on) in [(was.flatten(), false), (now, true)] {
            if let Some(sq) = sq {
                squares.on(sq, &|square| fade(square, on));
            }
        }
        now
    });
    squares.follow_focus(focus);
    let on_click = move |ev: ev::MouseEvent| {
        let Some(sq) = square_of(&ev) else {
            return;
        };
        focus.set(sq);
        // The press did not move the focus (`Drag::down`): a tap from
        // outside the board brings it to its square, without the ring the
        // keys show, as a press would; on the board, the arrow keys go on
        // from the square tapped last (`focus`), and moving the page's
        // focus at each tap would cost a move its speed.
        if !board_ref
            .get_untracked()
            .is_some_and(|b| b.matches(":focus-within").unwrap_or(false))
        {
            let options = web_sys::FocusOptions::new();
            options.set_focus_visible(false);
            options.set_prevent_scroll(true);
            squares.on(sq, &|square| {
                let _ = square.focus_with_options(&options);
            });
        }
        if drag.swallow_click.get_value() {
            drag.swallow_click.set_value(false);
            return;
        }
        state.tap(sq);
    };

    // Whether the players' names take room above and below the board: a
    // class, not a `:has()` in the style, which WebKit does not apply again
    // to the squares when the plates appear (the board spilled past its
    // frame on an iPad).
    let named = Memo::new(move |_| state.with_game(|g| g.heading().names_players()));
    view! {
        <div class="board-wrap" class:named=move || named.get()>
            // A slot of its own, whose height `hold` keeps during a press.
            <div class="plate-slot"><super::names::NamePlate at_top=true /></div>
            <div
                class="board"
                role="grid"
                node_ref=board_ref
                aria-label=move || prefs.t(&Text::BoardLabel)
                class:flipped=move || state.flipped.get()
                data-thinking=move || state.table.with(Table::computer_to_move).then_some("true")
                on:pointerdown=move |ev| drag.down(&ev)
                on:pointermove=move |ev| drag.moved(&ev)
                on:pointerup=move |ev| drag.up(&ev)
                on:pointercancel=move |_| drag.cancel()
                on:click=on_click
                on:keydown=move |ev| {
                    if let Some(next) = keyboard::key(state, prefs.projection.get_untracked(), focus, &ev) {
                        squares.focus(next);
                    }
                }
                on:contextmenu=|ev: ev::MouseEvent| ev.prevent_default()
            >
                // The squares' rows (`squares`), not Leptos's: built and
                // painted by the effect above.
                <div class="rows" role="rowgroup" node_ref=rows_ref></div>
                <drawing::DrawingLayer />
            </div>
            <drag::DragGhost press=drag.press />
            <super::names::NamePlate at_top=false />
        </div>
    }
}
