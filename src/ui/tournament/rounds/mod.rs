//! The teacher's desk: pair the next round, tap each board's result,
//! change the last pairing by hand (its broken rules named first), and the
//! standings and cross table beside.

mod change_pairing;
mod results_lock;

use leptos::prelude::*;
use shakmaty::Color;

use super::cross_table::CrossTableView;
use super::scan::FromTablets;
use super::standings::StandingsPanel;
use super::timer::Timer;
use super::{BoardsHead, Screens, View, player_name};
use crate::ui::browser::{self, Message};
use crate::ui::shared::rows::rows_drawn;
use change_pairing::ChangePairing;
use peoncito_core::heading::{Name, RoundBoard};
use peoncito_core::i18n::tournament::{Paper, TournamentText, say};
use peoncito_core::tournament::play_here::BoardToPlay;
use peoncito_core::tournament::{
    Bye, GameResult, PlayerId, Round, Score, System, Tournament, saved, trf,
};
use results_lock::ResultsLock;

/// The results played to the end: the score, its `data-result`, and how
/// it is written.
pub(super) const RESULTS: [(Score, &str, &str); 3] = [
    (Score::WhiteWins, "1-0", "1-0"),
    (Score::Draw, "1/2-1/2", "½-½"),
    (Score::BlackWins, "0-1", "0-1"),
];

/// The results not played to the end, with their `data-other-result`.
const OTHER_RESULTS: [(GameResult, &str); 7] = [
    (GameResult::DrawRecommended, "draw-recommended"),
    (
        GameResult::Forfeit {
            winner: Some(Color::White),
        },
        "white-forfeit",
    ),
    (
        GameResult::Forfeit {
            winner: Some(Color::Black),
        },
        "black-forfeit",
    ),
    (GameResult::Forfeit { winner: None }, "neither-came"),
    (
        GameResult::Played {
            score: Score::WhiteWins,
            adjudicated: true,
        },
        "adjudicated-1-0",
    ),
    (
        GameResult::Played {
            score: Score::Draw,
            adjudicated: true,
        },
        "adjudicated-1/2-1/2",
    ),
    (
        GameResult::Played {
            score: Score::BlackWins,
            adjudicated: true,
        },
        "adjudicated-0-1",
    ),
];

fn other_result_text(result: GameResult) -> TournamentText {
    match result {
        GameResult::Forfeit {
            winner: Some(colour),
        } => TournamentText::ForfeitWin(colour),
        GameResult::Forfeit { winner: None } => TournamentText::NeitherCame,
        GameResult::DrawRecommended => TournamentText::DrawRecommended,
        GameResult::Played { score, .. } => TournamentText::Adjudicated(score),
    }
}

/// A file name from the tournament's name: letters and digits kept.
fn file_name(t: &Tournament, extension: &str) -> String {
    format!("{}.{extension}", browser::file_stem(t.name.as_str()))
}

#[component]
pub(super) fn Desk(screens: Screens) -> impl IntoView {
    let next = move || screens.read(Tournament::next_round_number);
    let round_count = Memo::new(move |_| screens.read(|t| t.rounds().len()));
    let any_paired = move || next() > 1;
    let all_paired = move || screens.read(|t| t.rounds().len() >= usize::from(t.rounds_planned()));
    // Players excused from the next round, with the bye the teacher chose.
    let absent = RwSignal::new(Vec::<(PlayerId, Bye)>::new());
    let pair = move |_| {
        screens.pair_next_round(absent.get_untracked(), move || {
            absent.set(Vec::new());
            // A new round: its own time.
            screens.timer.set(None);
        });
    };
    view! {
        <h3 data-tournament-name="">{move || screens.tournament_name()}</h3>
        <div class="tournament-actions">
            <Show when=move || !all_paired() fallback=move || view! {
                <p data-finished=move || screens.read(Tournament::is_over).then_some("")>
                    {move || screens.read(|t| say(screens.lang.get(), &if t.is_over() { super::finished(t) } else { TournamentText::AllRoundsPaired }))}
                </p>
            }>
                <button class="primary" data-action="pair-round" on:click=pair
                    aria-busy=move || screens.pairing.get().to_string()
                    aria-disabled=move || screens.pairing.get().to_string()>
                    {move || {
                        let text = if screens.pairing.get() { TournamentText::Pairing(next()) } else { TournamentText::PairRound(next()) };
                        say(screens.lang.get(), &text)
                    }}
                </button>
            </Show>
            <Show when=any_paired>
                <WallButton screens />
                <Show when=move || !screens.read(Tournament::is_over)>
                    <Timer screens />
                </Show>
            </Show>
        </div>
        // At the top, where a finished tournament's next step is looked for.
        <ResultsLock screens />
        <NewTournament screens />
        <super::to_confirm::ToConfirm screens />
        // The papers beside the round they print, not at the page's end.
        <Papers screens papers=&Paper::ALL />
        <div class="tournament-play">
            <div class="rounds">
                <ChangePairing screens />
                // A round is drawn once: adding one draws only it, and a
                // result redraws its own row, nothing else.
                <For
                    each=move || (1..=round_count.get()).rev()
                    key=|number| *number
                    children=move |number| view! { <RoundBoards screens number /> }
                />
            </div>
            <StandingsPanel screens absent />
        </div>
        <Show when=any_paired>
            <FromTablets screens />
        </Show>
        <FinalOfGroups screens />
        <Show when=any_paired>
            <CrossTableView screens />
        </Show>
    }
}

/// The papers to print, and the files to download: the backup always,
/// the FIDE report for a tournament in rounds.
#[component]
pub(super) fn Papers(screens: Screens, papers: &'static [Paper]) -> impl IntoView {
    // The files are written when their link is pressed, not at every
    // change (a 300-player tournament is tens of kilobytes).
    let file = move |ev: leptos::ev::MouseEvent, write: fn(&Tournament) -> String| {
        let href = screens.read(|t| browser::download_href(&write(t)));
        if let Some(link) = ev
            .current_target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        {
            let _ = link.set_attribute("href", &href);
        }
    };
    let trf_name = move || screens.read(|t| file_name(t, "trf"));
    let backup_name = move || screens.read(|t| file_name(t, "peoncito.json"));
    let in_rounds = move || screens.read(|t| !t.system.is_knockout());
    view! {
        <section class="tournament-papers" aria-labelledby="papers-title">
            <h4 id="papers-title">{screens.say(TournamentText::OnPaper)}</h4>
            <div class="tournament-actions">
                {papers.iter().map(|paper| {
                    let paper = *paper;
                    view! {
                        <button class="secondary" data-print=paper.code()
                            on:click=move |_| screens.show(View::Paper(paper))>
                            {screens.say(TournamentText::PaperName(paper))}
                        </button>
                    }
                }).collect_view()}
            </div>
            <div class="tournament-actions">
                <Show when=in_rounds>
                    <a class="button secondary" data-action="export-trf" href="#"
                        download=trf_name on:click=move |ev| file(ev, trf::write)>
                        {screens.say(TournamentText::DownloadTrf)}
                    </a>
                </Show>
                <a class="button secondary" data-action="export-backup" href="#"
                    download=backup_name on:click=move |ev| file(ev, saved::encode)>
                    {screens.say(TournamentText::DownloadBackup)}
                </a>
            </div>
        </section>
    }
}

/// A tournament in groups, every zone over: its final starts as a
/// tournament of its own, the groups put away among the earlier ones.
#[component]
fn FinalOfGroups(screens: Screens) -> impl IntoView {
    let per_zone = RwSignal::new(String::new());
    let ready = move || {
        screens.read(|t| {
            matches!(t.system, System::Groups { .. })
                && t.rounds().len() >= usize::from(t.rounds_planned())
                && t.rounds().iter().all(Round::is_finished)
        })
    };
    let start = move || {
        let lang = screens.lang.get_untracked();
        let count = per_zone
            .get_untracked()
            .trim()
            .parse::<usize>()
            .unwrap_or(1)
            .max(1);
        let made = screens.tournament.with_untracked(|t| {
            let t = t.as_ref()?;
            let name = Name::new(&say(
                lang,
                &TournamentText::FinalName(t.name.as_str().to_string()),
            ))?;
            Some(t.final_of_groups(name, count))
        });
        match made {
            Some(Ok(last)) => screens.put_away(Some(last)),
            Some(Err(e)) => screens.problem.set(Some(TournamentText::Problem(e))),
            None => {}
        }
    };
    view! {
        <Show when=ready>
            <form class="late-entry" on:submit=move |ev| {
                ev.prevent_default();
                start();
            }>
                <label class="stacked">
                    <span>{screens.say(TournamentText::PerZoneLabel)}</span>
                    <input type="number" min="1" max="8" data-field="per-zone" placeholder="1"
                        prop:value=move || per_zone.get()
                        on:input=move |ev| per_zone.set(event_target_value(&ev)) />
                </label>
                <button type="submit" class="primary" data-action="start-final">{screens.say(TournamentText::StartFinal)}</button>
            </form>
        </Show>
    }
}

/// The way to the projector's view.
#[component]
pub(super) fn WallButton(screens: Screens) -> impl IntoView {
    view! {
        <button class="secondary" data-action="tournament-wall" on:click=move |_| screens.show(View::Wall)>
            {screens.say(TournamentText::ShowOnWall)}
        </button>
    }
}

/// Another tournament in place of this one, asked first: this one is put
/// away among the earlier ones.
#[component]
pub(super) fn NewTournament(screens: Screens) -> impl IntoView {
    let confirming = RwSignal::new(false);
    view! {
        <div class="tournament-actions">
            <Show when=move || confirming.get() fallback=move || view! {
                <button class="secondary" data-action="new-tournament" on:click=move |_| confirming.set(true)>
                    {screens.say(TournamentText::New)}
                </button>
            }>
                <p role="alert">{screens.say(TournamentText::ConfirmNew)}</p>
                <button class="secondary" data-action="confirm-new-tournament" on:click=move |_| {
                    confirming.set(false);
                    screens.put_away(None);
                }>{screens.say(TournamentText::New)}</button>
                <button class="secondary" data-action="cancel-new-tournament" on:click=move |_| confirming.set(false)>
                    {screens.say(TournamentText::Cancel)}
                </button>
            </Show>
        </div>
    }
}

/// One round's boards with their result buttons, and its byes.
#[component]
fn RoundBoards(screens: Screens, number: usize) -> impl IntoView {
    let round = u8::try_from(number).unwrap_or(u8::MAX);
    // Only a change to this round's boards redraws them, and then only the
    // board that changed (a result tap at 300 players redraws one row).
    let boards = Memo::new(move |_| {
        screens.read(|t| {
            t.rounds()
                .get(number - 1)
                .map(|r| {
                    r.boards
                        .iter()
                        .enumerate()
                        .map(|(i, b)| {
                            (
                                player_name(t, b.white),
                                player_name(t, b.black),
                                b.result,
                                t.board_has_clock(i + 1),
                            )
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    let drawn = rows_drawn(Memo::new(move |_| boards.with(Vec::len)));
    let byes = move || {
        screens.read(|t| {
            t.rounds()
                .get(number - 1)
                .map(|r| {
                    r.byes
                        .iter()
                        .map(|(id, bye)| (player_name(t, *id), *bye))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    // A finished tournament's results are locked (`ResultsLock`).
    let locked = move || screens.read(Tournament::is_over) && !screens.results_open.get();
    let set_result = move |board: usize, result: GameResult| {
        screens.change(|t| t.set_result(round, board, Some(result)))
    };
    // The board's game on this device's board (the board app takes it).
    let play_here = move |board: usize| {
        let place = RoundBoard {
            round,
            board: u16::try_from(board).unwrap_or(u16::MAX),
        };
        if let Some(handed) = screens.read(|t| BoardToPlay::new(t, place)) {
            browser::leave(Message::BoardToPlay, &handed.encode());
        }
    };
    view! {
        <section class="round" data-round=number.to_string()>
            <h4>{move || say(screens.lang.get(), &TournamentText::RoundTitle(round))}</h4>
            {move || {
                let open = boards.with(|b| b.iter().filter(|b| b.2.is_none()).count());
                (open > 0).then(|| view! {
                    <p class="still-playing" data-still-playing=open.to_string()>
                        {move || say(screens.lang.get(), &TournamentText::StillPlaying(open))}
                    </p>
                })
            }}
            // A long name widens the table, which scrolls; it is never cut.
            // Locked, its buttons take no focus: the table itself does, to
            // scroll by keyboard.
            <div class="table-scroll" role="region" tabindex=move || locked().then_some("0")
                aria-label=move || say(screens.lang.get(), &TournamentText::RoundTitle(round))>
            <table class="boards">
                <BoardsHead screens with_result=true />
                <tbody>
                    <For
                        each=move || boards.get().into_iter().enumerate().take(drawn.get())
                        key=|row| row.clone()
                        children=move |(i, (white, black, result, clock))| {
                        let board = i + 1;
                        view! {
                            <tr data-board=board.to_string() data-white=white.clone() data-black=black.clone()
                                data-clock=clock.then_some("") data-open=result.is_none().then_some("")>
                                <td>
                                    {board}
                                    {clock.then(|| view! {
                                        " " <span class="clock-mark">{screens.say(TournamentText::WithClock)}</span>
                                    })}
                                </td>
                                <td>{white.clone()}</td>
                                <td>{black.clone()}</td>
                                <td><div class="results">
                                    {RESULTS.map(|(score, code, shown)| {
                                        let this = GameResult::Played { score, adjudicated: false };
                                        let pressed = result == Some(this);
                                        view! {
                                            <button type="button" data-result=code disabled=locked
                                                aria-pressed=pressed.to_string()
                                                aria-label=move || format!("{shown}, {} {board}: {}", say(screens.lang.get(), &TournamentText::BoardColumn), say(screens.lang.get(), &TournamentText::ResultName(score)))
                                                on:click=move |_| set_result(board, this)>
                                                {shown}
                                            </button>
                                        }
                                    })}
                                    <select disabled=locked data-other-result=OTHER_RESULTS.iter().find(|(r, _)| Some(*r) == result).map_or("", |(_, code)| *code)
                                        aria-label=move || format!("{}: {} {board}", say(screens.lang.get(), &TournamentText::OtherResult), say(screens.lang.get(), &TournamentText::BoardColumn))
                                        on:change=move |ev| {
                                            let chosen = event_target_value(&ev);
                                            if let Some((other, _)) = OTHER_RESULTS.iter().find(|(_, code)| *code == chosen) {
                                                set_result(board, *other);
                                            }
                                        }>
                                        <option value="" selected=!OTHER_RESULTS.iter().any(|(r, _)| Some(*r) == result)>
                                            {screens.say(TournamentText::OtherResult)}
                                        </option>
                                        {OTHER_RESULTS.map(|(other, code)| view! {
                                            <option value=code selected=result == Some(other)>
                                                {screens.say(other_result_text(other))}
                                            </option>
                                        })}
                                    </select>
                                    {result.is_none().then(|| {
                                        // The regulation's way out of a position the
                                        // children cannot resolve (Art. 7), better kept
                                        // for boards where first place is not at stake:
                                        // there the teacher is asked first.
                                        let asking = RwSignal::new(false);
                                        let recommend = move |_| {
                                            if screens.read(|t| t.first_place_at_stake(round, board)) && !asking.get_untracked() {
                                                asking.set(true);
                                            } else {
                                                set_result(board, GameResult::DrawRecommended);
                                            }
                                        };
                                        view! {
                                            <button type="button" class="secondary" data-action="recommend-draw"
                                                aria-label=move || format!("{}: {} {board}", say(screens.lang.get(), &TournamentText::RecommendDraw), say(screens.lang.get(), &TournamentText::BoardColumn))
                                                on:click=recommend>
                                                {screens.say(TournamentText::RecommendDraw)}
                                            </button>
                                            <Show when=move || asking.get()>
                                                <span class="hint" role="status" data-first-place-at-stake="">
                                                    {screens.say(TournamentText::FirstPlaceAtStake)}
                                                </span>
                                                <button type="button" class="secondary" data-action="confirm-recommend-draw" on:click=recommend>
                                                    {screens.say(TournamentText::RecommendAnyway)}
                                                </button>
                                                <button type="button" class="secondary" data-action="cancel-recommend-draw" on:click=move |_| asking.set(false)>
                                                    {screens.say(TournamentText::CancelRecommend)}
                                                </button>
                                            </Show>
                                        }
                                    })}
                                    {result.is_none().then(|| view! {
                                        <button type="button" class="secondary" data-action="play-board"
                                            aria-label=move || format!("{}: {} {board}", say(screens.lang.get(), &TournamentText::PlayHere), say(screens.lang.get(), &TournamentText::BoardColumn))
                                            on:click=move |_| play_here(board)>
                                            {screens.say(TournamentText::PlayHere)}
                                        </button>
                                    })}
                                </div></td>
                            </tr>
                        }
                    }
                    />
                    {move || byes().into_iter().map(|(name, bye)| view! {
                        <tr data-bye=name.clone()>
                            <td></td>
                            <td colspan="3">{name.clone()}" — "{move || say(screens.lang.get(), &TournamentText::ByeName(bye))}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            </div>
        </section>
    }
}
