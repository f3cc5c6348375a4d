//! Every other tablet's board, live, on the school server's screen: a
//! small board each, who plays, whose turn, the clock, the illegal moves
//! the arbiter counted, and a flashing call when that tablet calls the
//! teacher (a word too: colour and motion are never the only sign).

use leptos::prelude::*;
use shakmaty::{File, Rank, Square};

use super::Link;
use crate::i18n::Lang;
use crate::i18n::server::{ServerText, say};
use crate::sync::live::LiveBoard;
use crate::ui::board::glyph;

#[component]
pub(super) fn Wall(link: Link, lang: RwSignal<Lang>) -> impl IntoView {
    let text = move |t: ServerText| move || say(lang.get(), &t);
    let each = move || link.boards.get().into_iter().collect::<Vec<_>>();
    // A tile is drawn again only when its tablet wrote again.
    let key = |(id, board): &(String, LiveBoard)| (id.clone(), board.at);
    let children = move |(id, board): (String, LiveBoard)| view! { <Tile id board lang /> };
    view! {
        <section class="live-wall" aria-labelledby="live-wall-title">
            <h3 id="live-wall-title">{text(ServerText::WallTitle)}</h3>
            <Show when=move || link.boards.with(|b| b.is_empty())>
                <p class="hint">{text(ServerText::NoBoards)}</p>
            </Show>
            <ul class="live-boards">
                <For each key children />
            </ul>
        </section>
    }
}

#[component]
fn Tile(id: String, board: LiveBoard, lang: RwSignal<Lang>) -> impl IntoView {
    let say_now = move |t: ServerText| say(lang.get_untracked(), &t);
    let players = ServerText::Players {
        white: board.white.clone(),
        black: board.black.clone(),
    };
    let state = if board.over {
        ServerText::Finished
    } else {
        ServerText::ToMove(board.turn)
    };
    let label = format!("{} · {}", say_now(players.clone()), say_now(state.clone()));
    let cells = Rank::ALL
        .into_iter()
        .rev()
        .flat_map(|rank| {
            File::ALL
                .into_iter()
                .map(move |file| Square::from_coords(file, rank))
        })
        .map(|square| {
            let shade = if square.is_light() { "light" } else { "dark" };
            let piece = board.board.piece_at(square).map(|p| {
                let side = p.color.fold_wb("white", "black");
                view! { <span class=side>{glyph(p.role)}</span> }
            });
            view! { <span class=shade>{piece}</span> }
        })
        .collect_view();
    let (counted, clock, called) = (board.counted, board.clock, board.called);
    view! {
        <li class="live-board" data-live-board=id
            data-pupil-white=board.white data-pupil-black=board.black
            data-called=called.then_some("true")>
            <div class="mini-board" role="img" aria-label=label>{cells}</div>
            <p class="live-players">{move || say(lang.get(), &players)}</p>
            <p>{move || say(lang.get(), &state)}</p>
            <p>{move || say(lang.get(), &ServerText::Counted(counted))}</p>
            {clock.map(|left| view! { <p>{move || say(lang.get(), &ServerText::Clock(left))}</p> })}
            {called.then(|| view! {
                <p class="called-badge" role="alert">{move || say(lang.get(), &ServerText::Called)}</p>
            })}
        </li>
    }
}
