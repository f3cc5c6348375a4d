//! The board, kept apart by concern as chessground does: this file draws the
//! squares and pieces; `drag` turns pointer presses into taps and drags,
//! `keyboard` moves the focus, `drawing` holds the teacher's arrows and
//! circles, and `promotion` asks which piece a pawn becomes.

mod drag;
mod drawing;
mod keyboard;
mod paint;
mod promotion;

use leptos::ev;
use leptos::prelude::*;
use shakmaty::{Color, File, Piece, Position, Rank, Role, Square};

use super::said::Said;
use super::state::AppState;
use crate::i18n::{Lang, Text};
use crate::table::Table;
use drag::Drag;
use paint::{Look, fade, paint};
pub use promotion::PromotionPicker;

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

/// The FEN-style code in `data-piece`: colour then letter, `wN`, `bK`.
pub fn piece_code(piece: Piece) -> String {
    let colour = match piece.color {
        Color::White => 'w',
        Color::Black => 'b',
    };
    format!("{colour}{}", piece.role.upper_char())
}

/// Solid chess symbols for both sides (coloured by CSS), each followed by
/// U+FE0E so phones do not draw the pawn as an emoji.
pub fn glyph(role: Role) -> &'static str {
    match role {
        Role::King => "\u{265A}\u{FE0E}",
        Role::Queen => "\u{265B}\u{FE0E}",
        Role::Rook => "\u{265C}\u{FE0E}",
        Role::Bishop => "\u{265D}\u{FE0E}",
        Role::Knight => "\u{265E}\u{FE0E}",
        Role::Pawn => "\u{265F}\u{FE0E}",
    }
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
fn looks_now(state: AppState, said: Said) -> Vec<Look> {
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
            Square::ALL
                .into_iter()
                .map(|sq| Look {
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
                .collect()
        })
    })
}

/// What the squares on the page show, as the board's effect last left them.
enum Shown {
    /// Just built: bare squares (`Look::BARE`).
    Bare,
    /// Built again in place, as the board turned: not known.
    Unknown,
    /// Painted, with their names in this language.
    Painted(Lang, Vec<Look>),
}

/// The square an event happened on (the square itself or what is drawn
/// on it), from the page: a click a screen reader makes has no pointer.
fn square_of(ev: &ev::MouseEvent) -> Option<Square> {
    use wasm_bindgen::JsCast;
    let target: web_sys::Element = ev.target()?.dyn_into().ok()?;
    let square = target.closest("[data-square]").ok()??;
    square.get_attribute("data-square")?.parse().ok()
}

#[component]
pub fn Board() -> impl IntoView {
    let state = expect_context::<AppState>();
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
    // board; only what changed is changed on the page (`paint`). The view
    // draws the bare squares; what they show is painted on them, and kept
    // to compare the next change with.
    let said = expect_context::<Said>();
    let cells: [NodeRef<leptos::html::Div>; 64] = Square::ALL.map(|_| NodeRef::new());
    let shown = StoredValue::new(Shown::Bare);
    let built = Trigger::new();
    let label = move |sq: Square, look: &Look| {
        let mut label = state.t(&Text::SquareLabel(sq, look.piece));
        if look.bound {
            label = format!("{label}, {}", state.t(&Text::BoundPiece));
        }
        if look.star {
            label = format!("{label}, {}", state.t(&Text::StarHere));
        }
        label
    };
    Effect::new(move |_| {
        built.track();
        state.board_first.track();
        let lang = state.lang.get();
        let now = looks_now(state, said);
        let at = focus.get_untracked();
        let was = shown
            .try_update_value(|s| std::mem::replace(s, Shown::Unknown))
            .unwrap_or(Shown::Unknown);
        for (index, (sq, look)) in Square::ALL.into_iter().zip(&now).enumerate() {
            let (old, relabel) = match &was {
                // A square not painted yet has no name.
                Shown::Bare => (Some(&Look::BARE), true),
                Shown::Unknown => (None, true),
                Shown::Painted(was_lang, looks) => (
                    Some(&looks[index]),
                    *was_lang != lang || looks[index].named() != look.named(),
                ),
            };
            if old == Some(look) && !relabel {
                continue;
            }
            let Some(square) = cells[index].get_untracked() else {
                continue;
            };
            paint(
                &square,
                old,
                look,
                relabel.then(|| label(sq, look)).as_deref(),
            );
            if !matches!(was, Shown::Painted(..)) {
                let _ = square.set_attribute("tabindex", if sq == at { "0" } else { "-1" });
            }
        }
        shown.set_value(Shown::Painted(lang, now));
    });
    Effect::new(move |was: Option<Option<Square>>| {
        let now = lifted.get();
        for (sq, on) in [(was.flatten(), false), (now, true)] {
            if let Some(square) = sq.and_then(|sq| cells[sq as usize].get_untracked()) {
                fade(&square, on);
            }
        }
        now
    });
    // The focus is one square's `tabindex` (the grid's roving focus).
    Effect::new(move |was: Option<Square>| {
        let now = focus.get();
        for (sq, index) in [(was, "-1"), (Some(now), "0")] {
            if let Some(square) = sq.and_then(|sq| cells[sq as usize].get_untracked()) {
                let _ = square.set_attribute("tabindex", index);
            }
        }
        now
    });
    // Built again only when the board turns; then painted whole.
    let rows = move || {
        let flipped = state.flipped.get();
        let rows = squares_in_view(flipped)
            .into_iter()
            .enumerate()
            .map(|(row, squares)| {
                let cells = squares
                    .into_iter()
                    .enumerate()
                    .map(|(col, sq)| {
                        view! { <SquareView sq show_rank=col == 0 show_file=row == 7 cell=cells[sq as usize] /> }
                    })
                    .collect_view();
                view! { <div role="row" class="rank">{cells}</div> }
            })
            .collect_view();
        shown.update_value(|s| {
            if matches!(s, Shown::Painted(..)) {
                *s = Shown::Unknown;
            }
        });
        built.notify();
        rows
    };
    let on_click = move |ev: ev::MouseEvent| {
        let Some(sq) = square_of(&ev) else {
            return;
        };
        focus.set(sq);
        if drag.swallow_click.get_value() {
            drag.swallow_click.set_value(false);
            return;
        }
        state.tap(sq);
    };

    view! {
        <div class="board-wrap">
            <super::names::NamePlate at_top=true />
            <div
                class="board"
                role="grid"
                node_ref=board_ref
                aria-label=move || state.t(&Text::BoardLabel)
                class:flipped=move || state.flipped.get()
                data-thinking=move || state.table.with(Table::computer_to_move).then_some("true")
                on:pointerdown=move |ev| drag.down(&ev)
                on:pointermove=move |ev| drag.moved(&ev)
                on:pointerup=move |ev| drag.up(&ev)
                on:pointercancel=move |_| drag.cancel()
                on:click=on_click
                on:keydown=move |ev| keyboard::key(state, focus, &ev)
                on:contextmenu=|ev: ev::MouseEvent| ev.prevent_default()
            >
                {rows}
                <drawing::DrawingLayer />
            </div>
            <drag::DragGhost press=drag.press />
            <super::names::NamePlate at_top=false />
        </div>
    }
}

/// A bare square (`Look::BARE`): `paint` draws what it shows.
#[component]
fn SquareView(
    sq: Square,
    show_rank: bool,
    show_file: bool,
    cell: NodeRef<leptos::html::Div>,
) -> impl IntoView {
    let light = (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1;
    view! {
        <div
            role="gridcell"
            class=if light { "square light" } else { "square dark" }
            node_ref=cell
            data-square=sq.to_string()
            aria-selected="false"
        >
            // Drawn by CSS from `data-coord`: the square's label already says
            // "a8", and a visible "8" beside it would not match that name.
            {show_rank.then(|| view! { <span class="coord rank-coord" aria-hidden="true" data-coord=sq.rank().char().to_string()></span> })}
            {show_file.then(|| view! { <span class="coord file-coord" aria-hidden="true" data-coord=sq.file().char().to_string()></span> })}
        </div>
    }
}
