//! The tournament screens: a wasm of their own (`src/bin/tournament_screen.rs`)
//! that the board app loads when the teacher opens them, mounted once in
//! `#tournament-root`. Thin over `crate::tournament`: create a tournament
//! from a pasted class list, pair its rounds, tap each board's result, and
//! read the standings. Saved on the device after every change.

use leptos::prelude::*;

use super::browser;
use crate::heading::Name;
use crate::i18n::Lang;
use crate::i18n::tournament::{TournamentText, say};
use crate::tournament::seating::{Seat, who_plays_where};
use crate::tournament::standings::standings;
use crate::tournament::{
    GameResult, InitialOrder, Player, Points, Score, System, SystemKind, Tournament, class_list,
    saved,
};

/// What every part of the screens shares.
#[derive(Clone, Copy)]
struct Screens {
    lang: RwSignal<Lang>,
    tournament: RwSignal<Option<Tournament>>,
    /// The last thing that went wrong, said until the next action.
    problem: RwSignal<Option<TournamentText>>,
    /// The round in big type for the projector.
    wall: RwSignal<bool>,
}

impl Screens {
    /// The tournament's name (tracked).
    fn tournament_name(&self) -> String {
        self.tournament
            .with(|t| t.as_ref().map(|t| t.name.as_str().to_string()))
            .unwrap_or_default()
    }

    fn say(&self, text: TournamentText) -> impl Fn() -> String + use<> {
        let lang = self.lang;
        move || say(lang.get(), &text)
    }
}

/// Mounts the screens in `#tournament-root`, in the page's language.
pub fn mount() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(root) = document
        .get_element_by_id("tournament-root")
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
    else {
        return;
    };
    leptos::mount::mount_to(root, TournamentScreens).forget();
}

/// The page's language, as the board app set it on `<html lang>`.
fn page_lang() -> Lang {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|html| html.get_attribute("lang"))
        .and_then(|code| Lang::from_code(&code))
        .unwrap_or(Lang::En)
}

#[component]
fn TournamentScreens() -> impl IntoView {
    let (opened, notice) = match browser::read_tournament() {
        Ok(None) => (None, None),
        Err(_) => (None, Some(TournamentText::NotSaved)),
        Ok(Some(text)) => match saved::decode(&text) {
            Ok(t) => (Some(t), None),
            Err(_) => {
                browser::keep_damaged_tournament(&text);
                (None, Some(TournamentText::Damaged))
            }
        },
    };
    let screens = Screens {
        lang: RwSignal::new(page_lang()),
        tournament: RwSignal::new(opened),
        problem: RwSignal::new(notice),
        wall: RwSignal::new(false),
    };
    // The board app's language switch changes `<html lang>`: follow it.
    let follow = wasm_bindgen::closure::Closure::<dyn Fn()>::new(move || {
        screens.lang.set(page_lang());
    });
    if let Some(window) = web_sys::window() {
        let _ = window.add_event_listener_with_callback(
            "peoncito-lang",
            wasm_bindgen::JsCast::unchecked_ref(follow.as_ref()),
        );
    }
    follow.forget();
    // Kept on the device after every change; a failed save is said.
    Effect::new(move |_| {
        let text = screens.tournament.with(|t| t.as_ref().map(saved::encode));
        if browser::write_tournament(text.as_deref()).is_err() {
            screens.problem.set(Some(TournamentText::NotSaved));
        }
    });
    view! {
        <section class="tournament" aria-labelledby="tournament-title">
            <h2 id="tournament-title">{screens.say(TournamentText::Title)}</h2>
            {move || screens.problem.get().map(|p| view! {
                <p class="notice" role="alert" data-problem="">{move || say(screens.lang.get(), &p)}</p>
            })}
            {move || if screens.wall.get() {
                view! { <Wall screens /> }.into_any()
            } else if screens.tournament.with(Option::is_some) {
                view! { <Rounds screens /> }.into_any()
            } else {
                view! { <CreateForm screens /> }.into_any()
            }}
        </section>
    }
}

/// A labelled field for a name, as long as a name can be.
#[component]
fn NameField(
    label: impl Fn() -> String + Send + Sync + 'static,
    /// Its `data-field`.
    code: &'static str,
    value: RwSignal<String>,
) -> impl IntoView {
    view! {
        <label class="stacked">
            <span>{label}</span>
            <input type="text" data-field=code autocomplete="off"
                maxlength=Name::MAX_CHARS.to_string()
                prop:value=move || value.get()
                on:input=move |ev| value.set(event_target_value(&ev)) />
        </label>
    }
}

/// The systems this screen creates; the others come with their screens.
const OFFERED: [SystemKind; 2] = [SystemKind::RoundRobin, SystemKind::Swiss];

#[component]
fn CreateForm(screens: Screens) -> impl IntoView {
    let name = RwSignal::new(String::new());
    let kind = RwSignal::new(SystemKind::Swiss);
    let list = RwSignal::new(String::new());
    let read = Memo::new(move |_| class_list::read(&list.get()));
    let count = move || read.with(|l| l.players.len());
    // As typed; empty: the rounds suggested for the field.
    let rounds = RwSignal::new(String::new());
    let rounds_wanted = move || {
        rounds
            .get()
            .trim()
            .parse::<u8>()
            .ok()
            .filter(|r| *r > 0)
            .unwrap_or_else(|| System::suggested_swiss_rounds(count()))
    };
    let create = move || {
        let lang = screens.lang.get_untracked();
        let name = Name::new(&name.get_untracked())
            .or_else(|| Name::new(&say(lang, &TournamentText::Title)));
        let Some(name) = name else { return };
        let system = match kind.get_untracked() {
            SystemKind::RoundRobin => System::RoundRobin { double: false },
            SystemKind::Swiss => System::Swiss {
                rounds: rounds_wanted(),
            },
            // Not in `OFFERED` yet: no button chooses them.
            SystemKind::Knockout
            | SystemKind::DoubleKnockout
            | SystemKind::Scheveningen
            | SystemKind::Groups => return,
        };
        let mut t = Tournament::new(name, system);
        for player in read.get_untracked().players {
            if let Err(e) = t.add_player(player) {
                screens.problem.set(Some(TournamentText::Problem(e)));
                return;
            }
        }
        if t.players().len() < 2 {
            screens.problem.set(Some(TournamentText::Problem(
                crate::tournament::TournamentError::TooFewPlayers,
            )));
            return;
        }
        let _ = t.order_players(InitialOrder::AsEntered);
        screens.problem.set(None);
        screens.tournament.set(Some(t));
    };
    view! {
        <form class="create-tournament" on:submit=move |ev| {
            ev.prevent_default();
            create();
        }>
            <NameField label=screens.say(TournamentText::NameLabel) code="tournament-name" value=name />
            <fieldset>
                <legend>{screens.say(TournamentText::SystemLabel)}</legend>
                <div class="systems">
                    {OFFERED.map(|k| view! {
                        <button type="button" data-system=k.code()
                            aria-pressed=move || (kind.get() == k).to_string()
                            on:click=move |_| kind.set(k)>
                            {screens.say(TournamentText::SystemName(k))}
                        </button>
                    })}
                </div>
            </fieldset>
            <Show when=move || kind.get() == SystemKind::Swiss>
                <label class="stacked">
                    <span>{screens.say(TournamentText::RoundsLabel)}</span>
                    // Empty, it shows (and takes) the rounds suggested for
                    // the field; what the teacher types is never rewritten.
                    <input type="number" min="1" max="20" data-field="rounds"
                        placeholder=move || System::suggested_swiss_rounds(count()).to_string()
                        prop:value=move || rounds.get()
                        on:input=move |ev| rounds.set(event_target_value(&ev)) />
                </label>
            </Show>
            <label class="stacked">
                <span>{screens.say(TournamentText::PlayersListLabel)}</span>
                <textarea data-field="players" rows="10" autocomplete="off"
                    prop:value=move || list.get()
                    on:input=move |ev| list.set(event_target_value(&ev))></textarea>
            </label>
            <p data-players-count=move || count().to_string()>
                {move || say(screens.lang.get(), &TournamentText::PlayersCount(count()))}
            </p>
            <ul class="list-problems">
                {move || read.with(|l| l.problems.clone()).into_iter().map(|(line, problem)| view! {
                    <li>{move || say(screens.lang.get(), &TournamentText::ListLine { line, problem: problem.clone() })}</li>
                }).collect_view()}
            </ul>
            <button type="submit" class="primary" data-action="create-tournament">
                {screens.say(TournamentText::Create)}
            </button>
        </form>
    }
}

/// A player's name as shown; nothing for a number that is no player.
fn player_name(t: &Tournament, id: crate::tournament::PlayerId) -> String {
    t.player(id)
        .map_or(String::new(), |p| p.name.as_str().to_string())
}

/// "2½", as a score sheet writes points.
fn points_text(points: Points) -> String {
    let whole = points.0 / 2;
    match (whole, points.0 % 2) {
        (0, 1) => "½".to_string(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

const RESULTS: [(Score, &str, &str); 3] = [
    (Score::WhiteWins, "1-0", "1-0"),
    (Score::Draw, "1/2-1/2", "½-½"),
    (Score::BlackWins, "0-1", "0-1"),
];

#[component]
fn Rounds(screens: Screens) -> impl IntoView {
    let next = move || {
        screens
            .tournament
            .with(|t| t.as_ref().map_or(1, Tournament::next_round_number))
    };
    let any_paired = move || next() > 1;
    let all_paired = move || {
        screens.tournament.with(|t| {
            t.as_ref()
                .is_some_and(|t| t.rounds().len() >= usize::from(t.rounds_planned()))
        })
    };

    let name_of = player_name;

    // Any change to the tournament; what the model refuses is said.
    let change =
        move |act: &dyn Fn(&mut Tournament) -> Result<(), crate::tournament::TournamentError>| {
            let mut problem = None;
            screens.tournament.update(|t| {
                if let Some(t) = t
                    && let Err(e) = act(t)
                {
                    problem = Some(TournamentText::Problem(e));
                }
            });
            screens.problem.set(problem);
        };
    let name_of_id = move |id| {
        screens
            .tournament
            .with(|t| t.as_ref().map(|t| name_of(t, id)).unwrap_or_default())
    };
    let late = RwSignal::new(String::new());
    // The player whose leaving is being confirmed.
    let leaving = RwSignal::new(None::<crate::tournament::PlayerId>);
    let pair = move |_| change(&|t| t.pair_next_round(&[]).map(|_| ()));
    let set_result = move |round: u8, board: usize, result: GameResult| {
        change(&|t| t.set_result(round, board, Some(result)))
    };
    let confirming = RwSignal::new(false);
    view! {
        <h3 data-tournament-name="">{move || screens.tournament_name()}</h3>
        <div class="tournament-actions">
            <Show when=move || !all_paired() fallback=move || view! {
                <p>{screens.say(TournamentText::AllRoundsPaired)}</p>
            }>
                <button class="primary" data-action="pair-round" on:click=pair>
                    {move || say(screens.lang.get(), &TournamentText::PairRound(next()))}
                </button>
            </Show>
            <Show when=any_paired>
                <button class="secondary" data-action="tournament-wall" on:click=move |_| screens.wall.set(true)>
                    {screens.say(TournamentText::ShowOnWall)}
                </button>
            </Show>
        </div>
        <div class="tournament-play">
        <div class="rounds">
        {move || {
            let rounds = screens.tournament.with(|t| t.as_ref().map(|t| t.rounds().len()).unwrap_or(0));
            (1..=rounds).rev().map(|number| {
                let round = u8::try_from(number).unwrap_or(u8::MAX);
                let boards = move || screens.tournament.with(|t| {
                    t.as_ref().and_then(|t| t.rounds().get(number - 1).map(|r| {
                        r.boards.iter().map(|b| (name_of(t, b.white), name_of(t, b.black), b.result)).collect::<Vec<_>>()
                    })).unwrap_or_default()
                });
                let byes = move || screens.tournament.with(|t| {
                    t.as_ref().and_then(|t| t.rounds().get(number - 1).map(|r| {
                        r.byes.iter().map(|(id, bye)| (name_of(t, *id), *bye)).collect::<Vec<_>>()
                    })).unwrap_or_default()
                });
                view! {
                    <section class="round" data-round=number.to_string()>
                        <h4>{move || say(screens.lang.get(), &TournamentText::RoundTitle(round))}</h4>
                        <table class="boards">
                            <thead><tr>
                                <th scope="col">{screens.say(TournamentText::BoardColumn)}</th>
                                <th scope="col">{screens.say(TournamentText::SideColumn(shakmaty::Color::White))}</th>
                                <th scope="col">{screens.say(TournamentText::SideColumn(shakmaty::Color::Black))}</th>
                                <th scope="col">{screens.say(TournamentText::ResultColumn)}</th>
                            </tr></thead>
                            <tbody>
                                {move || boards().into_iter().enumerate().map(|(i, (white, black, result))| {
                                    let board = i + 1;
                                    view! {
                                        <tr data-board=board.to_string() data-white=white.clone() data-black=black.clone()>
                                            <td>{board}</td>
                                            <td>{white.clone()}</td>
                                            <td>{black.clone()}</td>
                                            <td><div class="results">
                                                {RESULTS.map(|(score, code, shown)| {
                                                    let this = GameResult::Played { score, adjudicated: false };
                                                    let pressed = result.is_some_and(|r| matches!(r, GameResult::Played { score: s, .. } if s == score));
                                                    view! {
                                                        <button type="button" data-result=code
                                                            aria-pressed=pressed.to_string()
                                                            aria-label=move || format!("{shown}, {} {board}: {}", say(screens.lang.get(), &TournamentText::BoardColumn), say(screens.lang.get(), &TournamentText::ResultName(score)))
                                                            on:click=move |_| set_result(round, board, this)>
                                                            {shown}
                                                        </button>
                                                    }
                                                })}
                                            </div></td>
                                        </tr>
                                    }
                                }).collect_view()}
                                {move || byes().into_iter().map(|(name, bye)| view! {
                                    <tr data-bye=name.clone()>
                                        <td></td>
                                        <td colspan="3">{name.clone()}" — "{move || say(screens.lang.get(), &TournamentText::ByeName(bye))}</td>
                                    </tr>
                                }).collect_view()}
                            </tbody>
                        </table>
                    </section>
                }
            }).collect_view()
        }}
        </div>
        <section class="standings" aria-labelledby="standings-title">
            <h4 id="standings-title">{screens.say(TournamentText::StandingsTitle)}</h4>
            <table>
                <thead><tr>
                    <th scope="col">{screens.say(TournamentText::RankColumn)}</th>
                    <th scope="col">{screens.say(TournamentText::PlayerColumn)}</th>
                    <th scope="col">{screens.say(TournamentText::PointsColumn)}</th>
                    <th scope="col"><span class="sr-only">{screens.say(TournamentText::Withdraw)}</span></th>
                </tr></thead>
                <tbody>
                    {move || screens.tournament.with(|t| {
                        t.as_ref().map(|t| standings(t, &[]).into_iter().map(|s| {
                            let name = name_of(t, s.player);
                            let id = s.player;
                            let left = t.player(id).is_some_and(|p| p.withdrawn_from.is_some());
                            view! {
                                <tr data-rank=s.rank.to_string() data-player=name.clone() data-points=s.points.decimal()
                                    data-withdrawn=left.then_some("")>
                                    <td>{s.rank}</td>
                                    <td>
                                        {name.clone()}
                                        {left.then(|| view! { " " {screens.say(TournamentText::Withdrawn)} })}
                                    </td>
                                    <td>{points_text(s.points)}</td>
                                    <td>
                                        // Leaving cannot be undone: asked first.
                                        {(!left).then(|| view! {
                                            <Show when=move || leaving.get() == Some(id) fallback=move || view! {
                                                <button type="button" class="secondary" data-action="withdraw"
                                                    aria-label=move || format!("{}: {}", say(screens.lang.get(), &TournamentText::Withdraw), name_of_id(id))
                                                    on:click=move |_| leaving.set(Some(id))>
                                                    {screens.say(TournamentText::Withdraw)}
                                                </button>
                                            }>
                                                <span role="alert">{screens.say(TournamentText::ConfirmWithdraw)}</span>
                                                " "
                                                <button type="button" class="secondary" data-action="confirm-withdraw"
                                                    on:click=move |_| {
                                                        leaving.set(None);
                                                        change(&|t| t.withdraw(id));
                                                    }>
                                                    {screens.say(TournamentText::Withdraw)}
                                                </button>
                                                <button type="button" class="secondary" data-action="cancel-withdraw"
                                                    on:click=move |_| leaving.set(None)>
                                                    {screens.say(TournamentText::Cancel)}
                                                </button>
                                            </Show>
                                        })}
                                    </td>
                                </tr>
                            }
                        }).collect_view())
                    })}
                </tbody>
            </table>
            <form class="late-entry" on:submit=move |ev| {
                ev.prevent_default();
                if let Some(name) = Name::new(&late.get_untracked()) {
                    change(&|t| t.add_player(Player::new(name.clone())).map(|_| ()));
                    late.set(String::new());
                }
            }>
                <NameField label=screens.say(TournamentText::LateEntryLabel) code="late-entry" value=late />
                <button type="submit" data-action="add-player">{screens.say(TournamentText::AddPlayer)}</button>
            </form>
        </section>
        </div>
        <div class="tournament-actions">
            <Show when=move || confirming.get() fallback=move || view! {
                <button class="secondary" data-action="new-tournament" on:click=move |_| confirming.set(true)>
                    {screens.say(TournamentText::New)}
                </button>
            }>
                <p role="alert">{screens.say(TournamentText::ConfirmNew)}</p>
                <button class="secondary" data-action="confirm-new-tournament" on:click=move |_| {
                    confirming.set(false);
                    screens.problem.set(None);
                    screens.tournament.set(None);
                }>{screens.say(TournamentText::New)}</button>
                <button class="secondary" data-action="cancel-new-tournament" on:click=move |_| confirming.set(false)>
                    {screens.say(TournamentText::Cancel)}
                </button>
            </Show>
        </div>
    }
}

/// The last round in big type, for the projector: the boards, and every
/// player in alphabetical order with board and colour, so each child finds
/// their place from the back of the room.
#[component]
fn Wall(screens: Screens) -> impl IntoView {
    let round = move || {
        screens
            .tournament
            .with(|t| t.as_ref().map_or(0, |t| t.rounds().len()))
    };
    let name = player_name;
    let boards = move || {
        screens.tournament.with(|t| {
            t.as_ref()
                .and_then(|t| {
                    t.rounds().last().map(|r| {
                        r.boards
                            .iter()
                            .map(|b| (name(t, b.white), name(t, b.black)))
                            .collect::<Vec<_>>()
                    })
                })
                .unwrap_or_default()
        })
    };
    let seats = move || {
        screens.tournament.with(|t| {
            t.as_ref()
                .and_then(|t| {
                    let round = u8::try_from(t.rounds().len()).ok()?;
                    let seats = who_plays_where(t, round)?;
                    Some(
                        seats
                            .into_iter()
                            .map(|(id, seat)| (name(t, id), seat))
                            .collect::<Vec<_>>(),
                    )
                })
                .unwrap_or_default()
        })
    };
    let seat_text = move |seat: Seat| match seat {
        Seat::Board { board, colour, .. } => TournamentText::Seat { board, colour },
        Seat::Bye(bye) => TournamentText::ByeName(bye),
    };
    view! {
        <div class="tournament-wall">
            <div class="tournament-actions">
                <button class="secondary" data-action="leave-tournament-wall" on:click=move |_| screens.wall.set(false)>
                    {screens.say(TournamentText::LeaveWall)}
                </button>
            </div>
            <h3>
                {move || screens.tournament_name()}
                " · "
                {move || say(screens.lang.get(), &TournamentText::RoundTitle(u8::try_from(round()).unwrap_or(u8::MAX)))}
            </h3>
            <div class="wall-columns">
                <section aria-labelledby="wall-seats">
                    <h4 id="wall-seats">{screens.say(TournamentText::WhoPlaysWhere)}</h4>
                    <ol class="wall-seats">
                        {move || seats().into_iter().map(|(player, seat)| view! {
                            <li data-seat=player.clone()>
                                <span class="who">{player.clone()}</span>
                                <span class="where">{move || say(screens.lang.get(), &seat_text(seat))}</span>
                            </li>
                        }).collect_view()}
                    </ol>
                </section>
                <section aria-labelledby="wall-boards">
                    <h4 id="wall-boards">{screens.say(TournamentText::Pairings)}</h4>
                    <table class="wall-boards">
                        <thead><tr>
                            <th scope="col">{screens.say(TournamentText::BoardColumn)}</th>
                            <th scope="col">{screens.say(TournamentText::SideColumn(shakmaty::Color::White))}</th>
                            <th scope="col">{screens.say(TournamentText::SideColumn(shakmaty::Color::Black))}</th>
                        </tr></thead>
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
        </div>
    }
}
