//! The tournament on the projector, in big type: the last round's boards
//! with every player in alphabetical order (board and colour), so each child
//! finds their place from the back of the room; the standings; the cross
//! table; the round's timer; and "stop, listen to the arbiter".
//!
//! Every view fits the screen: the type is 32 px at 1080 lines (and in
//! proportion at other heights, never below 20 px), names stay on one line,
//! and what does not fit goes on pages that turn by themselves.

use leptos::prelude::*;

use super::cross_table::CrossTableView;
use super::finished;
use super::knockout::Bracket;
use super::standings::{Podium, StandingsTable, TeamMatchView};
use super::timer::Timer;
use super::{BoardsHead, Screens, View, last_round, last_round_boards, last_round_seats};
use crate::ui::browser::{self, Message};
use peoncito_core::i18n::tournament::{TournamentText, say};
use peoncito_core::tournament::{System, Tournament};

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

/// The lines that fit under the wall's head on a screen `height` pixels
/// tall, at the wall's type size.
fn rows_that_fit(height: f64) -> usize {
    let type_px = type_px(height);
    // The buttons, the title and a heading take about a quarter.
    let room = height * 0.74;
    ((room / (type_px * 1.6)).floor() as usize).max(3)
}

/// The wall's type size for a screen `height` pixels tall: 32 px at 1080
/// lines, in proportion elsewhere, never below 20 (the CSS says the same).
fn type_px(height: f64) -> f64 {
    (height * 32.0 / 1080.0).max(20.0)
}

/// How many pages `items` take at `per_page` a page (one at least).
fn pages(items: usize, per_page: usize) -> usize {
    items.div_ceil(per_page.max(1)).max(1)
}

/// Seconds a page stays before the next.
const PAGE_SECONDS: u64 = 12;

#[component]
pub(super) fn Wall(screens: Screens) -> impl IntoView {
    let part = RwSignal::new(Part::Pairings);
    let viewport = RwSignal::new(browser::viewport());
    browser::listen("resize", move || viewport.set(browser::viewport()));
    let rows = Memo::new(move |_| rows_that_fit(viewport.get().1));
    // Seats side by side, as many as fit whole.
    let columns = Memo::new(move |_| {
        let (width, height) = viewport.get();
        screens.read(|t| seat_columns(t, screens.lang.get(), width, type_px(height)))
    });
    // A Scheveningen's standings show the teams' match above the pupils'.
    let teams = Memo::new(move |_| screens.read(|t| t.system == System::Scheveningen));
    // What the view shows a page: its lines, the players' lines less a
    // line for the table's head (and two for the podium once it is over;
    // four for a match's score, its head and its two teams).
    let per_page = Memo::new(move |_| match part.get() {
        Part::Pairings => rows.get(),
        Part::Standings => {
            let over = screens.read(Tournament::is_over);
            let team_match = 4 * usize::from(teams.get());
            rows.get()
                .saturating_sub(1 + 2 * usize::from(over) + team_match)
                .max(1)
        }
        Part::CrossTable => rows.get() - 1,
    });
    let page_count = Memo::new(move |_| {
        let items = match part.get() {
            Part::Pairings => screens.read(|t| pairing_lines(t, columns.get()).len()),
            Part::Standings | Part::CrossTable => screens.read(|t| t.players().len()),
        };
        pages(items, per_page.get())
    });
    let turned = RwSignal::new(0usize);
    if let Ok(tick) = set_interval_with_handle(
        move || {
            if page_count.get_untracked() > 1 {
                turned.update(|p| *p += 1);
            }
        },
        std::time::Duration::from_secs(PAGE_SECONDS),
    ) {
        on_cleanup(move || tick.clear());
    }
    let page = Memo::new(move |_| turned.get() % page_count.get());
    // Another view starts at its first page.
    Effect::new(move |_| {
        part.track();
        turned.set(0);
    });
    // The lines of the page shown: the first, and how many.
    let lines = Signal::derive(move || (page.get() * per_page.get(), per_page.get()));
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
                <Show when=move || { page_count.get() > 1 && !knockout() }>
                    <p class="wall-page" data-wall-page=move || format!("{}/{}", page.get() + 1, page_count.get())>
                        {move || say(screens.lang.get(), &TournamentText::WallPage { page: page.get() + 1, of: page_count.get() })}
                    </p>
                </Show>
            </div>

            {move || match part.get() {
                _ if knockout() => view! { <Bracket screens editable=false /> }.into_any(),
                Part::Pairings => {
                    let columns = Signal::from(columns);
                    view! { <WallPairings screens lines columns /> }.into_any()
                }
                Part::Standings => {
                    view! {
                        <section class="wall-standings" aria-labelledby="wall-standings">
                            <h4 id="wall-standings">{screens.say(TournamentText::StandingsTitle)}</h4>
                            <Show when=move || page.get() == 0>
                                <Podium screens />
                            </Show>
                            {move || teams.get().then(|| view! { <TeamMatchView screens wall=true /> })}
                            <StandingsTable screens zone=0 rows=lines />
                        </section>
                    }.into_any()
                }
                Part::CrossTable => {
                    view! { <CrossTableView screens rows=lines /> }.into_any()
                }
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

/// One line of the wall's pairings, as pages are filled.
#[derive(Clone, Debug, PartialEq)]
enum PairingLine {
    SeatsHeading,
    /// A row of seats side by side: (name, where), in class-list order.
    Seats(Vec<(String, TournamentText)>),
    BoardsHeading,
    /// The boards' table head.
    BoardsHead,
    /// A board: its number, White, Black.
    Board(usize, String, String),
}

/// The pairings as lines: every child's seat (`columns` a row), then the
/// boards under a heading and the table's head.
fn pairing_lines(t: &peoncito_core::tournament::Tournament, columns: usize) -> Vec<PairingLine> {
    let mut lines = vec![PairingLine::SeatsHeading];
    lines.extend(
        last_round_seats(t)
            .chunks(columns.max(1))
            .map(|row| PairingLine::Seats(row.to_vec())),
    );
    lines.push(PairingLine::BoardsHeading);
    lines.push(PairingLine::BoardsHead);
    lines.extend(
        last_round_boards(t)
            .into_iter()
            .enumerate()
            .map(|(i, (white, black))| PairingLine::Board(i + 1, white, black)),
    );
    lines
}

/// Seats a row can hold at `width` pixels with type `type_px` tall: the
/// longest "name — where" must fit whole (about 0.58 of the type a letter).
fn seat_columns(
    t: &peoncito_core::tournament::Tournament,
    lang: peoncito_core::lang::Lang,
    width: f64,
    type_px: f64,
) -> usize {
    let longest = last_round_seats(t)
        .iter()
        .map(|(name, said)| name.chars().count() + say(lang, said).chars().count() + 3)
        .max()
        .unwrap_or(10);
    let one = longest as f64 * 0.58 * type_px + type_px * 1.5;
    ((width * 0.96 / one).floor() as usize).clamp(1, 4)
}

#[component]
fn WallPairings(
    screens: Screens,
    /// The page's lines (first, how many).
    lines: Signal<(usize, usize)>,
    /// Seats side by side.
    columns: Signal<usize>,
) -> impl IntoView {
    let page = move || {
        let (first, count) = lines.get();
        let all = screens.read(|t| pairing_lines(t, columns.get()));
        all.into_iter().skip(first).take(count).collect::<Vec<_>>()
    };
    let seats = move || {
        page()
            .into_iter()
            .filter_map(|l| match l {
                PairingLine::Seats(row) => Some(row),
                _ => None,
            })
            .flatten()
            .collect::<Vec<_>>()
    };
    let boards = move || {
        page()
            .into_iter()
            .filter_map(|l| match l {
                PairingLine::Board(n, white, black) => Some((n, white, black)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    let seats_heading = move || page().first() == Some(&PairingLine::SeatsHeading);
    let boards_heading = move || {
        page()
            .iter()
            .any(|l| !matches!(l, PairingLine::SeatsHeading | PairingLine::Seats(_)))
    };
    view! {
        <div class="wall-pairings">
            <Show when=move || !seats().is_empty()>
                <section aria-labelledby="wall-seats">
                    <Show when=seats_heading>
                        <h4 id="wall-seats">{screens.say(TournamentText::WhoPlaysWhere)}</h4>
                    </Show>
                    <ol class="wall-seats" style=move || format!("--columns: {}", columns.get())>
                        {move || seats().into_iter().map(|(player, said)| view! {
                            <li data-seat=player.clone()>
                                <span class="who">{player.clone()}</span>
                                <span class="where">{move || say(screens.lang.get(), &said)}</span>
                            </li>
                        }).collect_view()}
                    </ol>
                </section>
            </Show>
            <Show when=boards_heading>
                <section aria-labelledby="wall-boards">
                    <h4 id="wall-boards">{screens.say(TournamentText::Pairings)}</h4>
                    <table class="wall-boards">
                        <BoardsHead screens with_result=false />
                        <tbody>
                            {move || boards().into_iter().map(|(n, white, black)| view! {
                                <tr data-wall-board=n.to_string()>
                                    <td>{n}</td>
                                    <td>{white}</td>
                                    <td>{black}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    </table>
                </section>
            </Show>
        </div>
    }
}
