//! The board: squares, pieces, tap-tap and drag moves, keyboard focus, and
//! the promotion picker.

use leptos::ev;
use leptos::prelude::*;
use shakmaty::{Color, File, Piece, Position, Rank, Role, Square};

use super::dialog::Dialog;
use super::{AppState, colour_code};
use crate::drawing::{self, Drawing, Pen, arrow_end, centre};
use crate::game::PROMOTION_ROLES;
use crate::i18n::Text;
use crate::touch::Commitment;

/// A pointer must travel this far (CSS px) before a press becomes a drag,
/// so a shaky tap on a tablet still counts as a tap.
const DRAG_THRESHOLD: i32 = 6;

/// A press on a piece that may become a drag.
#[derive(Clone, Copy, Debug)]
struct Press {
    from: Square,
    piece: Piece,
    start: (i32, i32),
    /// Where the pointer is, once it has moved past the threshold.
    dragging_at: Option<(i32, i32)>,
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

impl AppState {
    fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.displayed(|g| g.position().board().piece_at(sq))
    }

    /// A tap (or Enter) on a square: select, move, explain, or let go.
    pub fn activate(&self, sq: Square) {
        // A replayed moment is to look at; the game goes on when live again.
        if self.promotion.get_untracked().is_some() || self.viewed.get_untracked().is_some() {
            return;
        }
        self.refusal.set(None);
        self.wrong_claim.set(false);
        if self.how.get_untracked().is_some() {
            self.how.set(Some(Some(sq)));
            return;
        }
        let (turn, over) = self.game.with_untracked(|g| (g.turn(), g.is_over()));
        let here = self
            .game
            .with_untracked(|g| g.position().board().piece_at(sq));
        let own = here.is_some_and(|p| p.color == turn);
        match self.selected.get_untracked() {
            Some(from) if from == sq => self.selected.set(None),
            // Tried first so that a king tapping its own rook castles.
            Some(from) if self.attempt(from, sq) => {}
            Some(from) => {
                let castling = self
                    .game
                    .with_untracked(|g| g.explain(from, Some(sq)))
                    .is_some_and(|r| r.reason.is_castling());
                if own && !over && !castling {
                    if self.pick(sq) {
                        self.selected.set(Some(sq));
                    }
                } else {
                    self.refuse(from, Some(sq));
                }
            }
            // `pick` explains it when touch-move binds another piece.
            None if own && !over && self.pick(sq) => self.selected.set(Some(sq)),
            None if own && !over => {}
            // Under touch-move, touching an opponent's piece binds to capture it.
            None if here.is_some() && !over && self.rules.get_untracked().touch_move => {
                self.pick(sq);
                match self.touched.get_untracked() {
                    Commitment::CaptureThis(_) => self.refusal.set(self.touch_refusal(sq, None)),
                    _ => self.refuse(sq, None),
                }
            }
            None if here.is_some() => self.refuse(sq, None),
            None => {}
        }
    }
}

#[component]
pub fn Board() -> impl IntoView {
    let state = expect_context::<AppState>();
    let press = RwSignal::new(None::<Press>);
    // A drag ends with a click the tap logic must not see.
    let swallow_click = StoredValue::new(false);
    // Where a drawing (arrow or circle) started.
    let drawing_from = StoredValue::new(None::<Square>);
    let focus = RwSignal::new(Square::E2);
    let board_ref = NodeRef::<leptos::html::Div>::new();
    // Computed once per selection for all 64 squares, not once per square.
    let dests = Memo::new(move |_| match state.selected.get() {
        Some(from) if state.rules.get().show_dots => state.game.with(|g| g.destinations(from)),
        _ => Vec::new(),
    });

    let on_pointerdown = move |ev: ev::PointerEvent| {
        swallow_click.set_value(false);
        // The right button (or any pointer in pen mode) draws instead.
        if ev.button() == 2 || (state.pen_mode.get_untracked() && ev.is_primary()) {
            drawing_from.set_value(square_at(ev.client_x(), ev.client_y()));
            press.set(None);
            ev.prevent_default();
            return;
        }
        if !ev.is_primary() || ev.button() != 0 || state.viewed.get_untracked().is_some() {
            return;
        }
        let Some(from) = square_at(ev.client_x(), ev.client_y()) else {
            return;
        };
        let turn = state.game.with_untracked(|g| g.turn());
        let playing =
            !state.game.with_untracked(|g| g.is_over()) && state.how.get_untracked().is_none();
        match state.piece_at(from) {
            Some(piece) if piece.color == turn && playing => {
                press.set(Some(Press {
                    from,
                    piece,
                    start: (ev.client_x(), ev.client_y()),
                    dragging_at: None,
                }));
            }
            _ => press.set(None),
        }
    };
    let on_pointermove = move |ev: ev::PointerEvent| {
        let Some(mut p) = press.get_untracked() else {
            return;
        };
        let at = (ev.client_x(), ev.client_y());
        let (dx, dy) = (at.0 - p.start.0, at.1 - p.start.1);
        let far = dx * dx + dy * dy > DRAG_THRESHOLD * DRAG_THRESHOLD;
        if p.dragging_at.is_some() || far {
            if p.dragging_at.is_none() {
                if !state.pick(p.from) {
                    press.set(None);
                    return;
                }
                state.selected.set(Some(p.from));
                // Captured only once it is a drag: a tap's click must still
                // reach the square under the finger.
                if let Some(board) = board_ref.get_untracked() {
                    let _ = board.set_pointer_capture(ev.pointer_id());
                }
            }
            p.dragging_at = Some(at);
            press.set(Some(p));
            ev.prevent_default();
        }
    };
    let on_pointerup = move |ev: ev::PointerEvent| {
        if let Some(from) = drawing_from.get_value() {
            drawing_from.set_value(None);
            swallow_click.set_value(true);
            if let Some(to) = square_at(ev.client_x(), ev.client_y()) {
                let pen = state.pen.get_untracked();
                state
                    .drawings
                    .update(|all| drawing::toggle(all, Drawing { from, to, pen }));
            }
            return;
        }
        let Some(p) = press.get_untracked() else {
            return;
        };
        press.set(None);
        if p.dragging_at.is_none() {
            return; // a tap: the click handler decides
        }
        swallow_click.set_value(true);
        match square_at(ev.client_x(), ev.client_y()) {
            // Put back where it was: stays selected, ready for a tap.
            Some(to) if to == p.from => {}
            Some(to) => {
                if !state.attempt(p.from, to) {
                    state.refuse(p.from, Some(to));
                }
            }
            None => state.selected.set(None),
        }
    };
    let on_pointercancel = move |_: ev::PointerEvent| press.set(None);
    let on_keydown = move |ev: ev::KeyboardEvent| {
        // Projecting, the arrow keys step through the game instead.
        if state.projection.get_untracked() {
            return;
        }
        let flip = if state.flipped.get_untracked() { -1 } else { 1 };
        let (df, dr) = match ev.key().as_str() {
            "ArrowLeft" => (-flip, 0),
            "ArrowRight" => (flip, 0),
            "ArrowUp" => (0, flip),
            "ArrowDown" => (0, -flip),
            "Enter" | " " => {
                ev.prevent_default();
                state.activate(focus.get_untracked());
                return;
            }
            "Escape" => {
                state.selected.set(None);
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        if let Some(next) = focus.get_untracked().offset(df + 8 * dr)
            && (i32::from(next.file()) - i32::from(focus.get_untracked().file())).abs() <= 1
        {
            focus.set(next);
            let selector = format!("[data-square='{next}']");
            if let Ok(Some(el)) = document().query_selector(&selector) {
                use wasm_bindgen::JsCast;
                if let Ok(el) = el.dyn_into::<web_sys::HtmlElement>() {
                    let _ = el.focus();
                }
            }
        }
    };

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
                                press=press
                                swallow_click=swallow_click
                                dests=dests
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
            <div
                class="board"
                role="grid"
                node_ref=board_ref
                aria-label=move || state.t(&Text::BoardLabel)
                class:flipped=move || state.flipped.get()
                on:pointerdown=on_pointerdown
                on:pointermove=on_pointermove
                on:pointerup=on_pointerup
                on:pointercancel=on_pointercancel
                on:keydown=on_keydown
                on:contextmenu=|ev: ev::MouseEvent| ev.prevent_default()
            >
                {rows}
                <DrawingLayer />
            </div>
            <DragGhost press=press />
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
    dests: Memo<Vec<Square>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let piece = Memo::new(move |_| state.piece_at(sq));
    let is_dest = move || dests.with(|d| d.contains(&sq));
    let is_last =
        move || state.displayed(|g| g.last_move().is_some_and(|(a, b)| a == sq || b == sq));
    let in_check = move || state.displayed(|g| g.checked_king() == Some(sq));
    let lifted = move || {
        press
            .get()
            .is_some_and(|p| p.from == sq && p.dragging_at.is_some())
    };
    let said = expect_context::<super::Said>();
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
        let square = state.t(&Text::SquareLabel(sq, piece.get()));
        if starred() {
            format!("{square}, {}", state.t(&Text::StarHere))
        } else {
            square
        }
    };
    let on_click = move |_: ev::MouseEvent| {
        focus.set(sq);
        if swallow_click.get_value() {
            swallow_click.set_value(false);
            return;
        }
        state.activate(sq);
    };

    view! {
        <div
            role="gridcell"
            class="square"
            class:light=light
            class:dark=!light
            class:dest=is_dest
            class:capture=move || is_dest() && piece.get().is_some()
            class:last-move=is_last
            class:check=in_check
            data-square=sq.to_string()
            data-highlight=highlight
            aria-selected=move || if state.selected.get() == Some(sq) { "true" } else { "false" }
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

/// The teacher's arrows and circles over the board.
#[component]
fn DrawingLayer() -> impl IntoView {
    let state = expect_context::<AppState>();
    let heads = Pen::ALL
        .into_iter()
        .map(|pen| {
            view! {
                <marker
                    id=format!("head-{}", pen.code())
                    viewBox="0 0 10 10"
                    refX="3"
                    refY="5"
                    markerWidth="3"
                    markerHeight="3"
                    orient="auto"
                >
                    <path d="M0,0 L10,5 L0,10 z" class=format!("pen-{}", pen.code()) />
                </marker>
            }
        })
        .collect_view();
    let shapes = move || {
        let flipped = state.flipped.get();
        state
            .drawings
            .get()
            .into_iter()
            .map(|d| {
                let (a, b) = (centre(d.from, flipped), centre(d.to, flipped));
                let class = format!("pen-{}", d.pen.code());
                if d.is_circle() {
                    view! {
                        <circle cx=a.0.to_string() cy=a.1.to_string() r="42" class=class
                            data-drawing="circle" data-from=d.from.to_string() />
                    }
                    .into_any()
                } else {
                    let end = arrow_end(a, b);
                    view! {
                        <line
                            x1=a.0.to_string() y1=a.1.to_string() x2=end.0.to_string() y2=end.1.to_string()
                            class=class
                            marker-end=format!("url(#head-{})", d.pen.code())
                            data-drawing="arrow" data-from=d.from.to_string() data-to=d.to.to_string()
                        />
                    }
                    .into_any()
                }
            })
            .collect_view()
    };
    view! {
        <svg class="drawings" viewBox="0 0 800 800" aria-hidden="true">
            <defs>{heads}</defs>
            {shapes}
        </svg>
    }
}

/// The piece following the pointer while it is dragged.
#[component]
fn DragGhost(press: RwSignal<Option<Press>>) -> impl IntoView {
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

/// Asks which piece a pawn becomes: always all four, never an automatic queen.
#[component]
pub fn PromotionPicker() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        let choices = state.promotion.get()?;
        let colour = state.game.with(|g| g.turn());
        let buttons = PROMOTION_ROLES
            .into_iter()
            .filter_map(|role| {
                let m = *choices.iter().find(|m| m.promotion() == Some(role))?;
                Some(view! {
                    <button
                        class="promote"
                        data-promote=role.char().to_string()
                        on:click=move |_| state.play(m)
                    >
                        <span class=format!("piece {}", colour_code(colour)) aria-hidden="true">
                            {glyph(role)}
                        </span>
                        <span class="promote-name">{state.say(Text::PieceName(role))}</span>
                    </button>
                })
            })
            .collect_view();
        let close = Callback::new(move |()| {
            state.promotion.set(None);
            state.selected.set(None);
        });
        Some(view! {
            <Dialog title=Text::ChoosePromotion title_id="promotion-title" on_close=close>
                <div class="promote-row">{buttons}</div>
                <button class="secondary" data-action="cancel-promotion" on:click=move |_| close.run(())>
                    {state.say(Text::Cancel)}
                </button>
            </Dialog>
        })
    }
}
