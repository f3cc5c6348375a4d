//! The tournament on the projector, in big type: the last round's boards
//! with every player in alphabetical order (board and colour), so each child
//! finds their place from the back of the room; the standings; the cross
//! table; the round's timer; and "stop, listen to the arbiter".

use leptos::prelude::*;

use super::cross_table::CrossTableView;
use super::finished;
use super::knockout::Bracket;
use super::standings::AllStandings;
use super::timer::Timer;
use super::{BoardsHead, Screens, View, last_round, last_round_boards, last_round_seats};
use crate::i18n::tournament::{TournamentText, say};
use crate::tournament::Tournament;
use crate::ui::browser::{self, Message};

/// What the wall shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    Pairings,
    Standings,
    CrossTable,
}

impl Part {
    const ALL: [Part; 3] = [Part::Pairings, Part::Standings, Part::CrossTable];

    fn code(self) -> &'static str {
        match self {
            Part::Pairings => "pairings",
            Part::Standings => "standings",
            Part::CrossTable => "cross-table",
        }
    }

    fn name(self) -> TournamentText {
        match self {
            Part::Pairings => TournamentText::Pairings,
            Part::Standings => TournamentText::StandingsTitle,
            Part::CrossTable => TournamentText::CrossTableTitle,
        }
    }
}

#[component]
pub(super) fn Wall(screens: Screens) -> impl IntoView {
    let part = RwSignal::new(Part::Pairings);
    let round = move || screens.read(last_round);
    // A knockout shows its bracket instead of rounds.
    let knockout = move || screens.read(|t| t.system.is_knockout());
    view! {
        <div class="tournament-wall" data-wall=move || part.get().code()>
            <div class="tournament-actions">
                <button class="secondary" data-action="leave-tournament-wall" on:click=move |_| screens.show(View::Desk)>
                    {screens.say(TournamentText::LeaveWall)}
                </button>
                <StopAll screens />
                <Show when=move || !knockout()>
                <div class="wall-parts" role="group">
                    {Part::ALL.map(|p| view! {
                        <button class="secondary" data-wall-part=p.code()
                            aria-pressed=move || (part.get() == p).to_string()
                            on:click=move |_| part.set(p)>
                            {screens.say(p.name())}
                        </button>
                    })}
                </div>
                </Show>
            </div>
            <div class="wall-head">
                <h3>
                    {move || screens.tournament_name()}
                    {move || (!knockout()).then(|| format!(" · {}", say(screens.lang.get(), &TournamentText::RoundTitle(round()))))}
                </h3>
                <Show when=move || !screens.read(Tournament::is_over) fallback=move || view! {
                    <p class="finished" data-finished="">{move || screens.read(|t| say(screens.lang.get(), &finished(t)))}</p>
                }>
                    <Timer screens />
                </Show>
            </div>

            {move || match part.get() {
                _ if knockout() => view! { <Bracket screens editable=false /> }.into_any(),
                Part::Pairings => view! { <WallPairings screens /> }.into_any(),
                Part::Standings => view! {
                    <section class="wall-standings" aria-labelledby="wall-standings">
                        <h4 id="wall-standings">{screens.say(TournamentText::StandingsTitle)}</h4>
                        <AllStandings screens />
                    </section>
                }.into_any(),
                Part::CrossTable => view! { <CrossTableView screens /> }.into_any(),
            }}
        </div>
    }
}

/// "Stop: listen to the arbiter" (regulation Art. 7: the arbiter may stop
/// one, several or all games to explain a rule): the round's timer and
/// every clock running on this device stop, the wall says so in big type,
/// and all start again when the teacher lets the games go on.
#[component]
fn StopAll(screens: Screens) -> impl IntoView {
    let timer = screens.timer;
    // While stopped: whether the round's timer was running. A wall opened
    // again while the games are stopped shows it too.
    let stopped_before = browser::read_message(Message::StopAll).as_deref() == Some(browser::STOP);
    let held = RwSignal::new(stopped_before.then_some(false));
    let stop = move |_| {
        let was_running = timer.with_untracked(|t| t.is_some_and(|t| t.is_running()));
        timer.update(|t| {
            if let Some(t) = t {
                t.stop(browser::now_ms());
            }
        });
        held.set(Some(was_running));
        browser::leave(Message::StopAll, browser::STOP);
    };
    let go_on = move |_| {
        if held.get_untracked() == Some(true) {
            timer.update(|t| {
                if let Some(t) = t {
                    t.start(browser::now_ms());
                }
            });
        }
        held.set(None);
        browser::leave(Message::StopAll, "go");
    };
    let go_on_button = NodeRef::<leptos::html::Button>::new();
    Effect::new(move |_| {
        if let (Some(_), Some(button)) = (held.get(), go_on_button.get()) {
            let _ = button.focus();
        }
    });
    view! {
        <button class="secondary" data-action="stop-all" on:click=stop>
            {screens.say(TournamentText::StopAll)}
        </button>
        <Show when=move || held.get().is_some()>
            <div class="stopped" role="alertdialog" aria-modal="true" aria-labelledby="stopped-title" data-stopped="">
                <p id="stopped-title" class="stopped-title">{screens.say(TournamentText::StoppedTitle)}</p>
                <p class="stopped-note">{screens.say(TournamentText::StoppedNote)}</p>
                <button class="primary" data-action="resume-all" node_ref=go_on_button on:click=go_on>
                    {screens.say(TournamentText::GoOn)}
                </button>
            </div>
        </Show>
    }
}

#[component]
fn WallPairings(screens: Screens) -> impl IntoView {
    let boards = move || screens.read(last_round_boards);
    let seats = move || screens.read(last_round_seats);
    view! {
        <div class="wall-columns">
            <section aria-labelledby="wall-seats">
                <h4 id="wall-seats">{screens.say(TournamentText::WhoPlaysWhere)}</h4>
                <ol class="wall-seats">
                    {move || seats().into_iter().map(|(player, said)| view! {
                        <li data-seat=player.clone()>
                            <span class="who">{player.clone()}</span>
                            <span class="where">{move || say(screens.lang.get(), &said)}</span>
                        </li>
                    }).collect_view()}
                </ol>
            </section>
            <section aria-labelledby="wall-boards">
                <h4 id="wall-boards">{screens.say(TournamentText::Pairings)}</h4>
                <table class="wall-boards">
                    <BoardsHead screens with_result=false />
                    <tbody>
                        {move || boards().into_iter().enumerate().map(|(i, (white, black))| view! {
                            <tr data-wall-board=(i + 1).to_string()>
                                <td>{i + 1}</td>
                                <td>{white}</td>
                                <td>{black}</td>
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
            </section>
        </div>
    }
}
