//! Every other tablet's board, live, on the school server's screen: a
//! small board each, who plays, whose turn, the clock, the illegal moves
//! the arbiter counted, and a flashing call when that tablet calls the
//! teacher (a word too: colour and motion are never the only sign). A tap
//! on one shows it big, to replay its game or answer its call: the answer
//! goes back to that tablet (`peoncito_core::sync::answer`).

use std::collections::BTreeSet;

use leptos::prelude::*;
use shakmaty::{Board, File, Rank, Square};

use super::{Link, send_answer};
use crate::ui::browser;
use crate::ui::shared::glyph;
use peoncito_core::heading::RoundBoard;
use peoncito_core::i18n::Lang;
use peoncito_core::i18n::server::{ServerText, say};
use peoncito_core::sync::answer::Answer;
use peoncito_core::sync::live::LiveBoard;

#[component]
pub(super) fn Wall(link: Link, lang: RwSignal<Lang>) -> impl IntoView {
    let text = move |t: ServerText| move || say(lang.get(), &t);
    // The board shown big, by its document's id.
    let big = RwSignal::new(None::<String>);
    // Every board, or one tournament round's (its name and round).
    let only = RwSignal::new(None::<(String, u8)>);
    let rounds = move || {
        link.boards.with(|b| {
            b.values()
                .filter_map(|board| board.place.as_ref().map(|(t, at)| (t.clone(), at.round)))
                .collect::<BTreeSet<_>>()
        })
    };
    let each = move || {
        let only = only.get();
        let in_round = |board: &LiveBoard| match (&only, &board.place) {
            (None, _) => true,
            (Some((t, round)), Some((of, at))) => t == of && *round == at.round,
            (Some(_), None) => false,
        };
        let mut shown: Vec<_> = link
            .boards
            .get()
            .into_iter()
            .filter(|(_, board)| in_round(board))
            .collect();
        // A round's boards in their order.
        shown.sort_by_key(|(_, board)| board.place.as_ref().map(|(_, at)| at.board));
        shown
    };
    let choice = move || {
        let rounds = rounds();
        (!rounds.is_empty()).then(|| {
            let buttons = rounds
                .into_iter()
                .map(|(tournament, round)| {
                    let code = format!("{tournament}|{round}");
                    let chosen = (tournament.clone(), round);
                    let pressed = {
                        let chosen = chosen.clone();
                        move || (only.get().as_ref() == Some(&chosen)).to_string()
                    };
                    let label = ServerText::RoundOf { tournament, round };
                    view! {
                        <button type="button" data-live-filter=code aria-pressed=pressed
                            on:click=move |_| only.set(Some(chosen.clone()))>
                            {move || say(lang.get(), &label)}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <div class="live-filter" role="group" aria-label=text(ServerText::WhichBoards)>
                    <button type="button" data-live-filter="all"
                        aria-pressed=move || only.with(Option::is_none).to_string()
                        on:click=move |_| only.set(None)>
                        {text(ServerText::AllBoards)}
                    </button>
                    {buttons}
                </div>
            }
        })
    };
    // A tile is drawn again only when its tablet wrote again.
    let key = |(id, board): &(String, LiveBoard)| (id.clone(), board.at);
    let children = move |(id, board): (String, LiveBoard)| view! { <Tile id board lang big /> };
    view! {
        <section class="live-wall" aria-labelledby="live-wall-title">
            <h3 id="live-wall-title">{text(ServerText::WallTitle)}</h3>
            {choice}
            <Show when=move || big.get().is_some()>
                <Big link lang big />
            </Show>
            <Show when=move || link.boards.with(|b| b.is_empty())>
                <p class="hint">{text(ServerText::NoBoards)}</p>
            </Show>
            <ul class="live-boards">
                <For each key children />
            </ul>
        </section>
    }
}

/// A board's 64 squares from a8, as a picture with its words beside it.
fn squares(board: &Board) -> impl IntoView + use<> {
    Rank::ALL
        .into_iter()
        .rev()
        .flat_map(|rank| {
            File::ALL
                .into_iter()
                .map(move |file| Square::from_coords(file, rank))
        })
        .map(|square| {
            let shade = if square.is_light() { "light" } else { "dark" };
            let piece = board.piece_at(square).map(|p| {
                let side = p.color.fold_wb("white", "black");
                view! { <span class=side>{glyph(p.role)}</span> }
            });
            view! { <span class=shade>{piece}</span> }
        })
        .collect_view()
}

/// Who plays and whether the game goes on, in words.
fn status(board: &LiveBoard) -> (ServerText, ServerText) {
    let players = ServerText::Players {
        white: board.white.clone(),
        black: board.black.clone(),
    };
    let state = if board.over {
        ServerText::Finished
    } else {
        ServerText::ToMove(board.turn)
    };
    (players, state)
}

#[component]
fn Tile(
    id: String,
    board: LiveBoard,
    lang: RwSignal<Lang>,
    big: RwSignal<Option<String>>,
) -> impl IntoView {
    let say_now = move |t: &ServerText| say(lang.get_untracked(), t);
    let (players, state) = status(&board);
    let label = format!("{} · {}", say_now(&players), say_now(&state));
    let (counted, clock, called) = (board.counted, board.clock, board.called);
    let place = board.place.as_ref().map(|(_, at)| *at);
    let open = id.clone();
    // Which board the button opens, for a screen reader among many.
    let button_label = {
        let players = players.clone();
        move || {
            let lang = lang.get();
            let see = say(lang, &ServerText::SeeBig { calling: called });
            format!("{see}: {}", say(lang, &players))
        }
    };
    view! {
        <li class="live-board" data-live-board=id
            data-pupil-white=board.white data-pupil-black=board.black
            data-called=called.then_some("true") data-live-round=place.map(RoundBoard::pgn)>
            <div class="mini-board" role="img" aria-label=label>{squares(&board.board)}</div>
            <p class="live-players">{move || say(lang.get(), &players)}</p>
            {place.map(|at| view! { <p>{move || say(lang.get(), &ServerText::TilePlace(at))}</p> })}
            <p>{move || say(lang.get(), &state)}</p>
            <p>{move || say(lang.get(), &ServerText::Counted(counted))}</p>
            {clock.map(|left| view! { <p>{move || say(lang.get(), &ServerText::Clock(left))}</p> })}
            {called.then(|| view! {
                <p class="called-badge" role="alert">{move || say(lang.get(), &ServerText::Called)}</p>
            })}
            <button type="button" class=if called { "primary" } else { "secondary" }
                data-action="show-live-board" aria-label=button_label
                on:click=move |_| {
                    big.set(Some(open.clone()));
                    // Shown above the tiles: brought into view, its title
                    // read out first.
                    browser::after_paint(|| {
                        if let Some(title) = browser::element_by_id("live-big-title") {
                            title.scroll_into_view_with_bool(true);
                            let _ = title.focus();
                        }
                    });
                }>
                {move || say(lang.get(), &ServerText::SeeBig { calling: called })}
            </button>
        </li>
    }
}

/// One board big: replayed a move at a time, and, while it calls, the
/// teacher's answer sent back to its tablet.
#[component]
fn Big(link: Link, lang: RwSignal<Lang>, big: RwSignal<Option<String>>) -> impl IntoView {
    let text = move |t: ServerText| move || say(lang.get(), &t);
    let shown = move || {
        big.get()
            .and_then(|id| link.boards.with(|b| b.get(&id).cloned()))
    };
    // Where the replay stands (none: as the board stands now).
    let step = RwSignal::new(None::<usize>);
    let sent = RwSignal::new(None::<Answer>);
    let close = move |_| {
        big.set(None);
        step.set(None);
        sent.set(None);
    };
    let drawn = move || {
        let board = shown()?;
        let last = board.replay.len().saturating_sub(1);
        let at = step.get().map_or(last, |s| s.min(last));
        let position = board.replay.get(at).unwrap_or(&board.board).clone();
        let (players, state) = status(&board);
        let label = say(lang.get(), &players);
        let (counted, clock, called) = (board.counted, board.clock, board.called);
        let (at_start, at_end) = (at == 0, at >= last);
        let answers = called.then(|| {
            let board = board.clone();
            let buttons = Answer::ALL
                .into_iter()
                .map(|answer| {
                    let board = board.clone();
                    view! {
                        <button type="button" data-answer=answer.code() on:click=move |_| {
                            send_answer(&board, answer);
                            sent.set(Some(answer));
                            // Then the game as it goes on.
                            step.set(None);
                        }>
                            {move || say(lang.get(), &ServerText::Answer(answer))}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <fieldset class="live-answers">
                    <legend>{text(ServerText::AnswerTitle)}</legend>
                    {buttons}
                </fieldset>
            }
        });
        Some(view! {
            <section class="live-big" aria-labelledby="live-big-title" data-live-big=board.id.clone()
                data-called=called.then_some("true")>
                <h4 id="live-big-title" tabindex="-1">{label.clone()}</h4>
                <div class="mini-board big-board" role="img" aria-label=label>{squares(&position)}</div>
                <div class="live-big-words">
                    <p>{move || say(lang.get(), &state)}</p>
                    <p>{move || say(lang.get(), &ServerText::Counted(counted))}</p>
                    {clock.map(|left| view! { <p>{move || say(lang.get(), &ServerText::Clock(left))}</p> })}
                    {called.then(|| view! {
                        <p class="called-badge" role="alert">{text(ServerText::Called)}</p>
                    })}
                    <p data-replay-at=at.to_string()>{move || say(lang.get(), &ServerText::ReplayAt { at, of: last })}</p>
                    <div class="replay">
                        <button type="button" data-action="replay-back" disabled=at_start
                            on:click=move |_| step.set(Some(at.saturating_sub(1)))>
                            {text(ServerText::ReplayBack)}
                        </button>
                        <button type="button" data-action="replay-forward" disabled=at_end
                            on:click=move |_| step.set(Some(at + 1))>
                            {text(ServerText::ReplayForward)}
                        </button>
                        <button type="button" data-action="replay-now" disabled=at_end
                            on:click=move |_| step.set(None)>
                            {text(ServerText::ReplayNow)}
                        </button>
                    </div>
                    {answers}
                    {move || sent.get().map(|answer| view! {
                        <p role="status" data-answer-sent=answer.code()>
                            {move || say(lang.get(), &ServerText::AnswerSent(answer))}
                        </p>
                    })}
                    <button type="button" class="secondary" data-action="close-live-board" on:click=close>
                        {text(ServerText::CloseBig)}
                    </button>
                </div>
            </section>
        })
    };
    view! { {drawn} }
}
