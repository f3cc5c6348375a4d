//! An arbiter's tablet entering results by hand: the last round of each
//! tournament another device publishes, its boards with their players,
//! and a result for each sent to the tournament's device as the result's
//! short code — the check letters a teacher types by hand, so a result
//! never lands on another tournament or board. The tournament's device
//! enters it, or shows it as a conflict where its board holds another.

use std::collections::BTreeMap;

use leptos::prelude::*;
use shakmaty::Color;

use super::Link;
use super::tournament::send_result;
use crate::heading::RoundBoard;
use crate::i18n::Lang;
use crate::i18n::server::{ServerText, say};
use crate::sync::answer::Answer;
use crate::tournament::result_slip::{heading_for, short_code};
use crate::tournament::{GameResult, Tournament};

/// The three results an arbiter enters, by their winner.
const WINNERS: [Option<Color>; 3] = [Some(Color::White), None, Some(Color::Black)];

/// A result as `data-send-result` writes it.
fn score(winner: Option<Color>) -> &'static str {
    match winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    }
}

/// A result as the buttons show it.
fn shown(winner: Option<Color>) -> &'static str {
    match winner {
        None => "½-½",
        Some(_) => score(winner),
    }
}

#[component]
pub(super) fn ArbiterResults(link: Link, lang: RwSignal<Lang>) -> impl IntoView {
    // What this device sent, by tournament and board ("3.5"): shown pressed.
    let sent = RwSignal::new(BTreeMap::<(String, String), Option<Color>>::new());
    let tournaments = move || {
        link.tournaments
            .get()
            .into_values()
            .map(|t| view! { <PublishedRound t lang sent /> })
            .collect_view()
    };
    view! { {tournaments} }
}

/// The last round of one tournament, a row a board.
#[component]
fn PublishedRound(
    t: Tournament,
    lang: RwSignal<Lang>,
    sent: RwSignal<BTreeMap<(String, String), Option<Color>>>,
) -> impl IntoView {
    let number = t.rounds().len();
    let round = u8::try_from(number).unwrap_or(u8::MAX);
    let name = t.name.as_str().to_string();
    let title = ServerText::ArbiterTitle {
        tournament: name.clone(),
        round,
    };
    let heading = title.clone();
    let boards = t
        .rounds()
        .last()
        .map(|r| r.boards.clone())
        .unwrap_or_default()
        .into_iter()
        .enumerate()
        .filter_map(|(index, board)| {
            let place = RoundBoard {
                round,
                board: u16::try_from(index + 1).ok()?,
            };
            let heading = heading_for(&t, place)?;
            let player = |n: Option<&crate::heading::Name>| n.map(|n| n.as_str().to_string());
            let text = ServerText::ArbiterBoard {
                board: place.board,
                white: player(heading.white.as_ref()),
                black: player(heading.black.as_ref()),
            };
            let entered = board.result.map(GameResult::winner);
            let key = (name.clone(), place.pgn());
            let buttons = WINNERS
                .into_iter()
                .map(|winner| {
                    let code = short_code(&t.name, place, winner);
                    let key = key.clone();
                    let pressed = {
                        let key = key.clone();
                        move || sent.with(|s| s.get(&key) == Some(&winner)).to_string()
                    };
                    // Seen as the score; heard as the score and its words.
                    let shown = shown(winner);
                    let label = match winner {
                        Some(side) => Answer::Win(side),
                        None => Answer::Draw,
                    };
                    let heard = move || format!("{shown}, {}", say(lang.get(), &ServerText::Answer(label)));
                    view! {
                        <button type="button" data-send-result=score(winner) aria-pressed=pressed
                            aria-label=heard
                            on:click=move |_| {
                                send_result(code.clone());
                                sent.update(|s| _ = s.insert(key.clone(), winner));
                            }>
                            {shown}
                        </button>
                    }
                })
                .collect_view();
            Some(view! {
                <li data-arbiter-board=place.pgn() data-entered=entered.map(score)>
                    <span>{move || say(lang.get(), &text)}</span>
                    {buttons}
                    {entered.map(|w| view! {
                        <span class="entered">{move || say(lang.get(), &ServerText::ArbiterEntered(shown(w)))}</span>
                    })}
                </li>
            })
        })
        .collect_view();
    view! {
        <section class="arbiter-results" aria-label=move || say(lang.get(), &title)>
            <h3>{move || say(lang.get(), &heading)}</h3>
            <p class="hint">{move || say(lang.get(), &ServerText::ArbiterNote)}</p>
            <ul>{boards}</ul>
        </section>
    }
}
