//! The board, kept apart by concern as chessground does: this file draws the
//! squares and pieces; `drag` turns pointer presses into taps and drags,
//! `keyboard` moves the focus, `drawing` holds the teacher's arrows and
//! circles, and `promotion` asks which piece a pawn becomes.

mod drag;
mod drawing;
mod keyboard;
mod promotion;

use leptos::ev;
use leptos::prelude::*;
use shakmaty::{Color, File, Piece, Position, Rank, Role, Square};

use super::said::Said;
use super::state::{AppState, colour_code};
use crate::game::Game;
use crate::i18n::Text;
use crate::table::Table;
use drag::{Drag, Press};
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

/// The square under a screen point, if any.
fn square_at(x: i32, y: i32) -> Option<Square> {
    let el = document().element_from_point(x as f32, y as f32)?;
    let sq = el
        .closest("[data-square]")
        .ok()??
        .get_attribute("data-square")?;
    sq.parse().ok()
}

#[component]
pub fn Board() -> impl IntoView {
    let state = expect_context::<AppState>();
    let focus = RwSignal::new(Square::E2);
    let board_ref = NodeRef::<leptos::html::Div>::new();
    let drag = Drag::new(state, board_ref);
    // Computed once per change of the table for all 64 squares, not once
    // per square.
    let dots = Memo::new(move |_| state.table.with(|t| t.dots()));
    let in_hand = Memo::new(move |_| state.table.with(|t| t.selected()));
    // Marked where the bound piece is shown (put down, not yet completed).
    let bound = Memo::new(move |_| state.table.with(|t| t.bound().map(|sq| t.shown(sq))));
    // The last move's squares and the king in check, found once per change
    // for the whole board (each square only compares). The squares are a
    // Vec, the memo type the dots already use: each new memo type adds
    // ~900 bytes gzip to the wasm.
    let last_move = Memo::new(move |_| {
        state.displayed(|g| g.last_move().map_or_else(Vec::new, |(a, b)| vec![a, b]))
    });
    let checked = Memo::new(move |_| state.displayed(Game::checked_king));
    let rows = move || {
        squares_in_view(state.flipped.get())
            .into_iter()
            .enumerate()
            .map(|(row, squares)| {
                let cells = squares
                    .into_iter()
                    .enumerate()
                    .map(|(col, sq)| {
                        view! {
                            <SquareView
                                sq=sq
                                show_rank=col == 0
                                show_file=row == 7
                                focus=focus
                                press=drag.press
                                swallow_click=drag.swallow_click
                                dots=dots
                                in_hand=in_hand
                                bound=bound
                                last_move=last_move
                                checked=checked
                            />
                        }
                    })
                    .collect_view();
                view! { <div role="row" class="rank">{cells}</div> }
            })
            .collect_view()
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

#[component]
fn SquareView(
    sq: Square,
    show_rank: bool,
    show_file: bool,
    focus: RwSignal<Square>,
    press: RwSignal<Option<Press>>,
    swallow_click: StoredValue<bool>,
    dots: Memo<Vec<Square>>,
    in_hand: Memo<Option<Square>>,
    bound: Memo<Option<Square>>,
    last_move: Memo<Vec<Square>>,
    checked: Memo<Option<Square>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    // Live, the board as the players see it (a piece put down and not yet
    // completed included); replaying, the moment replayed.
    let piece = Memo::new(move |_| match state.viewed.get() {
        Some(_) => state.displayed(|g| g.position().board().piece_at(sq)),
        None => state.table.with(|t| t.board().piece_at(sq)),
    });
    let is_dot = move || dots.with(|d| d.contains(&sq));
    let is_last = move || last_move.with(|m| m.contains(&sq));
    let in_check = move || checked.get() == Some(sq);
    let is_bound = move || bound.get() == Some(sq);
    let lifted = move || {
        press
            .get()
            .is_some_and(|p| p.from == sq && p.dragging_at.is_some())
    };
    let said = expect_context::<Said>();
    let highlight = move || {
        said.0.with(|c| {
            c.as_ref()
                .and_then(|c| c.highlight_at(sq))
                .map(|h| h.code())
        })
    };
    let light = (u32::from(sq.file()) + u32::from(sq.rank())) % 2 == 1;
    let starred = move || state.marks.with(|m| m.contains(&sq));
    let label = move || {
        let mut label = state.t(&Text::SquareLabel(sq, piece.get()));
        if is_bound() {
            label = format!("{label}, {}", state.t(&Text::BoundPiece));
        }
        if starred() {
            label = format!("{label}, {}", state.t(&Text::StarHere));
        }
        label
    };
    let on_click = move |_: ev::MouseEvent| {
        focus.set(sq);
        if swallow_click.get_value() {
            swallow_click.set_value(false);
            return;
        }
        state.tap(sq);
    };

    view! {
        <div
            role="gridcell"
            class="square"
            class:light=light
            class:dark=!light
            class:dest=is_dot
            class:capture=move || is_dot() && piece.get().is_some()
            class:last-move=is_last
            class:check=in_check
            data-square=sq.to_string()
            data-highlight=highlight
            data-bound=move || is_bound().then_some("")
            aria-selected=move || if in_hand.get() == Some(sq) { "true" } else { "false" }
            aria-label=label
            tabindex=move || if focus.get() == sq { "0" } else { "-1" }
            on:click=on_click
        >
            // Drawn by CSS from `data-coord`: the square's label already says
            // "a8", and a visible "8" beside it would not match that name.
            {show_rank.then(|| view! { <span class="coord rank-coord" aria-hidden="true" data-coord=sq.rank().char().to_string()></span> })}
            {show_file.then(|| view! { <span class="coord file-coord" aria-hidden="true" data-coord=sq.file().char().to_string()></span> })}
            {move || starred().then(|| view! { <span class="star" data-star="" aria-hidden="true">"★"</span> })}
            {move || {
                piece.get().map(|p| {
                    view! {
                        <span
                            class=format!("piece {}", colour_code(p.color))
                            class:lifted=lifted
                            data-piece=piece_code(p)
                            aria-hidden="true"
                        >
                            {glyph(p.role)}
                        </span>
                    }
                })
            }}
        </div>
    }
}
