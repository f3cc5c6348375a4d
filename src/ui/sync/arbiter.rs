//! An arbiter's tablet entering results by hand: the round each
//! tournament's device publishes, its boards with their players,
//! and a result for each sent to the tournament's device as the result's
//! short code — the check letters a teacher types by hand, so a result
//! never lands on another tournament or board. The tournament's device
//! enters it, or shows it as a conflict where its board holds another.

use std::collections::BTreeMap;

use leptos::prelude::*;
use shakmaty::Color;

use super::Link;
use super::tournament::send_result;
use peoncito_core::i18n::Lang;
use peoncito_core::i18n::server::{ServerText, say};
use peoncito_core::sync::answer::Answer;
use peoncito_core::sync::published::RoundSheet;
use peoncito_core::tournament::result_slip::short_code;

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
    let rounds = move || {
        link.rounds
            .get()
            .into_values()
            .map(|sheet| view! { <PublishedRound sheet lang sent /> })
            .collect_view()
    };
    view! { {rounds} }
}

/// One tournament's round, a row a board.
#[component]
fn PublishedRound(
    sheet: RoundSheet,
    lang: RwSignal<Lang>,
    sent: RwSignal<BTreeMap<(String, String), Option<Color>>>,
) -> impl IntoView {
    let name = sheet.tournament.as_str().to_string();
    let title = ServerText::ArbiterTitle {
        tournament: name.clone(),
        round: sheet.round,
    };
    let heading = title.clone();
    let boards = sheet
        .boards
        .iter()
        .enumerate()
        .map(|(index, (white, black))| {
            let place = sheet.place(index);
            let text = ServerText::ArbiterBoard {
                board: place.board,
                white: white.clone(),
                black: black.clone(),
            };
            let key = (name.clone(), place.pgn());
            let buttons = WINNERS
                .into_iter()
                .map(|winner| {
                    let code = short_code(&sheet.tournament, place, winner);
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
                    let heard =
                        move || format!("{shown}, {}", say(lang.get(), &ServerText::Answer(label)));
                    view! {
                        <button type="button" data-send-result=score(winner) aria-pressed=pressed
                            aria-label=heard
                            on:click=move |_| {
                                send_result(code.clone(), key.0.clone());
                                sent.update(|s| _ = s.insert(key.clone(), winner));
                            }>
                            {shown}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <li data-arbiter-board=place.pgn()>
                    <span>{move || say(lang.get(), &text)}</span>
                    {buttons}
                </li>
            }
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
