//! The tournament on the projector, in big type: the last round's boards
//! with every player in alphabetical order (board and colour), so each child
//! finds their place from the back of the room; the standings; the cross
//! table; and the round's timer.

use leptos::prelude::*;

use super::cross_table::CrossTableView;
use super::knockout::Bracket;
use super::standings::{StandingsTable, zone_count};
use super::{BoardsHead, Screens, View, last_round, last_round_boards, last_round_seats};
use crate::i18n::tournament::{TournamentText, say};
use crate::tournament::round_timer::RoundTimer;
use crate::ui::browser;

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
                <Timer screens />
            </div>
            {move || match part.get() {
                _ if knockout() => view! { <Bracket screens editable=false /> }.into_any(),
                Part::Pairings => view! { <WallPairings screens /> }.into_any(),
                Part::Standings => {
                    let zones = zone_count(screens);
                    view! {
                        <section class="wall-standings" aria-labelledby="wall-standings">
                            <h4 id="wall-standings">{screens.say(TournamentText::StandingsTitle)}</h4>
                            {(0..zones).map(|zone| view! {
                                {(zones > 1).then(|| view! { <h5>{move || say(screens.lang.get(), &TournamentText::Zone(zone + 1))}</h5> })}
                                <StandingsTable screens zone />
                            }).collect_view()}
                        </section>
                    }.into_any()
                }
                Part::CrossTable => view! { <CrossTableView screens /> }.into_any(),
            }}
        </div>
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

/// The round's timer: the teacher sets the minutes and starts it with the
/// round (on the desk or on the wall: one timer); it counts down in big
/// type.
#[component]
pub(super) fn Timer(screens: Screens) -> impl IntoView {
    let timer = screens.timer;
    let minutes = RwSignal::new(String::from("30"));
    let now = RwSignal::new(browser::now_ms());
    // Redrawn only while it runs: an idle desk does nothing.
    if let Ok(tick) = set_interval_with_handle(
        move || {
            if timer.with_untracked(|t| t.is_some_and(|t| t.is_running())) {
                now.set(browser::now_ms());
            }
        },
        std::time::Duration::from_millis(250),
    ) {
        on_cleanup(move || tick.clear());
    }
    let running = move || timer.with(|t| t.is_some_and(|t| t.is_running()));
    let left = move || {
        let now = now.get();
        timer.with(|t| t.map(|t| t.seconds_left(now)))
    };
    view! {
        <div class="round-timer" role="group" aria-label=move || say(screens.lang.get(), &TournamentText::TimerLabel)>
            {move || left().map(|s| view! {
                <span class="time-left" data-time-left=s.to_string() role="timer">
                    {move || say(screens.lang.get(), &TournamentText::TimeLeft(s))}
                </span>
            })}
            <Show when=move || !running() fallback=move || view! {
                <button class="secondary" data-action="stop-timer" on:click=move |_| {
                    timer.update(|t| if let Some(t) = t { t.stop(browser::now_ms()) });
                }>{screens.say(TournamentText::StopTimer)}</button>
            }>
                <Show when=move || timer.with(Option::is_none)>
                    <label class="timer-minutes">
                        <span>{screens.say(TournamentText::TimerMinutes)}</span>
                        <input type="number" min="1" max="240" data-field="timer-minutes"
                            prop:value=move || minutes.get()
                            on:input=move |ev| minutes.set(event_target_value(&ev)) />
                    </label>
                </Show>
                <button class="secondary" data-action="start-timer" on:click=move |_| {
                    let length = minutes.get_untracked().trim().parse::<u16>().unwrap_or(30).max(1);
                    timer.update(|t| t.get_or_insert(RoundTimer::new(length)).start(browser::now_ms()));
                }>{screens.say(TournamentText::StartTimer)}</button>
            </Show>
        </div>
    }
}
