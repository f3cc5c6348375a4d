//! The position editor: a palette of pieces, the board to place them on,
//! the side to move and castling rights; shakmaty's verdict is shown as the
//! position changes, and a valid one can be played or shared as a link.

use leptos::prelude::*;
use shakmaty::{Chess, Color, Piece, Role, Square};

use super::board::{Look, Squares, arrow, piece_code, square_of};
use super::shared::glyph;
use super::{AppState, Screen, colour_code};
use peoncito_core::describe::ROLES;
use peoncito_core::editor::{CASTLING, Setup, castling_letter, possible_castling};
use peoncito_core::game::Game;
use peoncito_core::i18n::Text;

#[component]
pub fn Editor() -> impl IntoView {
    let state = expect_context::<AppState>();
    let setup = RwSignal::new(
        state
            .board
            .table
            .with_untracked(|t| Setup::from_position(t.game().position())),
    );
    // The piece in hand; `None` is the eraser.
    let brush = RwSignal::new(Some(Piece {
        color: Color::White,
        role: Role::Pawn,
    }));
    let link = RwSignal::new(None::<String>);
    let verdict = Memo::new(move |_| setup.with(Setup::validate));
    let place = move |sq: Square| {
        let piece = brush.get_untracked();
        setup.update(|s| {
            s.place(sq, piece);
            // Rights the board can no longer have are unticked.
            let possible = possible_castling(&s.board);
            for (right, ok) in s.castling.iter_mut().zip(possible) {
                *right &= ok;
            }
        });
        link.set(None);
    };

    // The board drawn as the game's is: its squares from one piece of
    // HTML, then only what changes changed; one tab stop, the arrow keys
    // moving on it, Enter or Space placing the piece in hand.
    let squares = Squares::new();
    let focus = RwSignal::new(Square::E2);
    let rows_ref = NodeRef::<leptos::html::Div>::new();
    Effect::new(move |_| {
        let lang = state.prefs.lang.get();
        let looks = setup.with(|s| {
            Square::ALL.map(|sq| Look {
                piece: s.board.piece_at(sq),
                ..Look::default()
            })
        });
        if let Some(rows) = rows_ref.get() {
            let label = |sq, look: &Look| state.t(&Text::SquareLabel(sq, look.piece));
            squares.show(&rows, false, focus.get_untracked(), lang, looks, label);
        }
    });
    squares.follow_focus(focus);
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if matches!(ev.key().as_str(), "Enter" | " ") {
            ev.prevent_default();
            place(focus.get_untracked());
        } else if let Some(next) = arrow(focus, false, &ev) {
            squares.focus(next);
        }
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        if let Some(sq) = square_of(&ev) {
            focus.set(sq);
            place(sq);
        }
    };
    let palette = [Color::White, Color::Black]
        .into_iter()
        .flat_map(|color| ROLES.into_iter().map(move |role| Piece { color, role }))
        .map(|p| {
            view! {
                <button
                    class="palette-piece"
                    data-palette=piece_code(p)
                    aria-pressed=move || (brush.get() == Some(p)).to_string()
                    aria-label=move || state.t(&Text::ColouredPiece(p))
                    on:click=move |_| brush.set(Some(p))
                >
                    <span class=format!("piece {}", colour_code(p.color)) aria-hidden="true">{glyph(p.role)}</span>
                </button>
            }
        })
        .collect_view();
    let castling = CASTLING
        .into_iter()
        .enumerate()
        .map(|(i, (color, side))| {
            view! {
                <label>
                    <input
                        type="checkbox"
                        data-castle=castling_letter((color, side)).to_string()
                        prop:checked=move || setup.with(|s| s.castling[i])
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            setup.update(|s| s.castling[i] = on);
                            link.set(None);
                        }
                    />
                    {state.say(Text::CastlingRight(color, side))}
                </label>
            }
        })
        .collect_view();
    let turn = [Color::White, Color::Black]
        .into_iter()
        .map(|c| {
            view! {
                <label>
                    <input
                        type="radio"
                        name="editor-turn"
                        data-turn-choice=colour_code(c)
                        prop:checked=move || setup.with(|s| s.turn == c)
                        on:change=move |_| {
                            setup.update(|s| s.turn = c);
                            link.set(None);
                        }
                    />
                    {state.say(Text::ToMove(c))}
                </label>
            }
        })
        .collect_view();
    let play = move |_| {
        if let Ok(pos) = verdict.get_untracked() {
            state.ask_to_open(state.next_game(Game::from_position(pos)));
            state.screen.showing.set(Screen::Game);
        }
    };
    let share = move |_| {
        let fen = setup.with_untracked(Setup::fen);
        let here = web_sys::window()
            .and_then(|w| w.location().href().ok())
            .map(|h| h.split(['?', '#']).next().unwrap_or("").to_string())
            .unwrap_or_default();
        let query = js_sys::encode_uri_component(&fen);
        let url = format!("{here}?fen={query}");
        super::browser::copy_text(&url);
        link.set(Some(url));
    };

    view! {
        <main class="play editor">
            <div class="board-wrap">
                <div
                    class="board editor-board"
                    role="grid"
                    aria-label=move || state.t(&Text::EditorTitle)
                    on:click=on_click
                    on:keydown=on_key
                >
                    <div class="rows" role="rowgroup" node_ref=rows_ref></div>
                </div>
            </div>
            <aside class="side">
                <h2>{state.say(Text::EditorTitle)}</h2>
                <p class="hint">{state.say(Text::EditorHint)}</p>
                <div class="palette" role="group">
                    {palette}
                    <button
                        class="palette-piece eraser"
                        data-palette="eraser"
                        aria-pressed=move || brush.get().is_none().to_string()
                        on:click=move |_| brush.set(None)
                    >
                        {state.say(Text::Eraser)}
                    </button>
                </div>
                // Side by side in two columns, so the buttons below fit a laptop's screen.
                <fieldset class="choices">
                    <legend>{state.say(Text::SideToMoveSetting)}</legend>
                    {turn}
                </fieldset>
                <fieldset class="choices">
                    <legend>{state.say(Text::CastlingLegend)}</legend>
                    {castling}
                </fieldset>
                // One element whose state changes, announced as it does.
                <p
                    class="setup"
                    class:setup-error=move || verdict.with(Result::is_err)
                    role="status"
                    data-setup=move || if verdict.with(Result::is_ok) { "ok" } else { "error" }
                >
                    {move || state.t(&match verdict.get() {
                        Ok(_) => Text::SetupReady,
                        Err(error) => Text::SetupProblem { error, turn: setup.with(|s| s.turn) },
                    })}
                </p>
                <div class="controls">
                    <button class="primary" data-action="play-from-here" disabled=move || verdict.with(Result::is_err) on:click=play>
                        {state.say(Text::PlayFromHere)}
                    </button>
                    <button data-action="copy-link" disabled=move || verdict.with(Result::is_err) on:click=share>
                        {state.say(Text::CopyLink)}
                    </button>
                    <button data-action="editor-empty" on:click=move |_| setup.set(Setup::empty())>
                        {state.say(Text::EmptyBoard)}
                    </button>
                    <button data-action="editor-start" on:click=move |_| setup.set(Setup::from_position(&Chess::default()))>
                        {state.say(Text::StartPosition)}
                    </button>
                    <button data-action="back-to-game" on:click=move |_| state.screen.showing.set(Screen::Game)>
                        {state.say(Text::BackToGame)}
                    </button>
                </div>
                {move || link.get().map(|url| view! {
                    <label class="stacked">
                        <span>{state.say(Text::LinkCopied)}</span>
                        <input type="text" readonly data-link="" prop:value=url />
                    </label>
                })}
            </aside>
        </main>
    }
}
