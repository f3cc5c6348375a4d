//! The standings beside the rounds: points and the tournament's
//! tie-breaks in words (one table a zone, and one a class once there are
//! classes), the podium when the tournament is over, a player leaving or
//! away from the next round, and a late entry.

use leptos::prelude::*;

use super::{NameField, Screens, Table, player_name, points_text};
use peoncito_core::heading::Name;
use peoncito_core::i18n::tournament::{TournamentText, decimal, say};
use peoncito_core::tournament::standings::{
    Standing, categories, podium, standings, standings_of, zone_standings,
};
use peoncito_core::tournament::team_match::TeamMatch;
use peoncito_core::tournament::{Bye, Player, PlayerId, System, Tournament};

/// Which players a table ranks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Among {
    /// A zone (from 0; the whole field without zones).
    Zone(usize),
    /// A class of the list (from 0, as [`categories`] orders them).
    Category(usize),
}

impl Among {
    fn lines(self, t: &Tournament) -> Vec<Standing> {
        match self {
            Among::Zone(zone) => zone_standings(t, &t.tie_breaks)
                .into_iter()
                .nth(zone)
                .unwrap_or_default(),
            Among::Category(c) => categories(t)
                .get(c)
                .map(|(_, players)| standings_of(t, &t.tie_breaks, players))
                .unwrap_or_default(),
        }
    }
}

/// One line of a standings table, as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Line {
    rank: u16,
    id: PlayerId,
    name: String,
    points: peoncito_core::tournament::Points,
    /// Some of the points are from games not played (marked, the legend
    /// says why).
    not_played: bool,
    values: Vec<String>,
    /// Withdrawn.
    left: bool,
    /// There is a next round: the desk's controls show.
    next_round: bool,
}

/// One zone's table, or one class's, or the whole field's.
#[component]
pub(super) fn StandingsTable(
    screens: Screens,
    /// Which zone (from 0).
    zone: usize,
    /// A class's table instead of a zone's (from 0).
    #[prop(optional)]
    category: Option<usize>,
    /// On the wall: the lines of the page shown (first, how many).
    #[prop(optional, into)]
    rows: Option<Signal<(usize, usize)>>,
    /// The desk's controls: leaving and the next round.
    #[prop(optional)]
    desk: Option<RwSignal<Vec<(PlayerId, Bye)>>>,
) -> impl IntoView {
    let tie_breaks = move || screens.read(|t| t.tie_breaks.clone());
    // The desk's next-round controls, while there is a next round.
    let next_round = move || desk.filter(|_| !screens.read(Tournament::is_over));
    let lines = Memo::new(move |_| {
        screens.read_settled(Table::Standings, |t| {
            let among = category.map_or(Among::Zone(zone), Among::Category);
            let mut lines = among.lines(t);
            if let Some(rows) = rows {
                let (first, count) = rows.get();
                lines = lines.into_iter().skip(first).take(count).collect();
            }
            let lang = screens.lang.get();
            let next_round = !t.is_over();
            lines
                .into_iter()
                .map(|s| Line {
                    rank: s.rank,
                    id: s.player,
                    name: player_name(t, s.player),
                    points: s.points,
                    not_played: t.points_not_played(s.player)
                        > peoncito_core::tournament::Points::ZERO,
                    values: s.values.iter().map(|v| decimal(lang, &v.shown())).collect(),
                    left: t
                        .player(s.player)
                        .is_some_and(|p| p.withdrawn_from.is_some()),
                    next_round,
                })
                .collect::<Vec<_>>()
        })
    });
    // Where each player's line is: a row reads its numbers at once.
    let at = Memo::new(move |_| {
        lines.with(|all| {
            all.iter()
                .enumerate()
                .map(|(i, l)| (l.id, i))
                .collect::<std::collections::HashMap<_, _>>()
        })
    });
    // The player whose leaving is being confirmed.
    let leaving = RwSignal::new(None::<PlayerId>);
    view! {
        <div class="table-scroll">
        <table>
            <thead><tr>
                <th scope="col">{screens.say(TournamentText::RankColumn)}</th>
                <th scope="col">{screens.say(TournamentText::PlayerColumn)}</th>
                <th scope="col">{screens.say(TournamentText::PointsColumn)}</th>
                {move || tie_breaks().into_iter().map(|tb| view! {
                    <th scope="col" data-tie-break=tb.code()>
                        {move || say(screens.lang.get(), &TournamentText::TieBreakShort(tb))}
                    </th>
                }).collect_view()}
                {move || next_round().map(|_| view! {
                    <th scope="col">{screens.say(TournamentText::NextRoundLabel)}</th>
                })}
            </tr></thead>
            <tbody>
                // A line a player, kept while its rank, points and values
                // change (they are read again, not drawn again): a result at
                // 300 players moves rows and changes a few numbers.
                <For
                    each=move || lines.get()
                    key=|line| (line.id, line.left, line.next_round)
                    children=move |line: Line| {
                        let Line { id, name, values, left, next_round, .. } = line;
                        // The line as it stands: its cells wake only when
                        // it changes (at 300 players, a few lines a result).
                        let this = Memo::new(move |_| {
                            let i = at.with(|at| at.get(&id).copied());
                            lines.with(|all| i.and_then(|i| all.get(i)).cloned())
                        });
                        let now = move |read: &dyn Fn(&Line) -> String| {
                            this.with(|line| line.as_ref().map(read).unwrap_or_default())
                        };
                        let value = move |k: usize| now(&|l| l.values.get(k).cloned().unwrap_or_default());
                        view! {
                            <tr data-rank=move || now(&|l| l.rank.to_string()) data-player=name.clone()
                                data-points=move || now(&|l| l.points.decimal())
                                data-not-played=move || this.with(|l| l.as_ref().is_some_and(|l| l.not_played).then_some(""))
                                data-withdrawn=left.then_some("")>
                                <td>{move || now(&|l| l.rank.to_string())}</td>
                                <td>
                                    {name.clone()}
                                    {left.then(|| view! { " " {screens.say(TournamentText::Withdrawn)} })}
                                </td>
                                <td>
                                    {move || now(&|l| points_text(l.points))}
                                    {move || this.with(|l| l.as_ref().is_some_and(|l| l.not_played)).then_some(" *")}
                                </td>
                                {(0..values.len()).map(|k| view! { <td>{move || value(k)}</td> }).collect_view()}
                                {desk.filter(|_| next_round).map(|absent| view! {
                                    <td>{(!left).then(|| view! {
                                        <NextRound screens id name=name.clone() absent leaving />
                                    })}</td>
                                })}
                            </tr>
                        }
                    }
                />
            </tbody>
        </table>
        </div>
    }
}

/// Whether a player plays the next round, is away (with half a point or
/// none), or leaves the tournament — asked first, as it cannot be undone.
#[component]
fn NextRound(
    screens: Screens,
    id: PlayerId,
    name: String,
    absent: RwSignal<Vec<(PlayerId, Bye)>>,
    leaving: RwSignal<Option<PlayerId>>,
) -> impl IntoView {
    let away = move || absent.with(|a| a.iter().find(|(p, _)| *p == id).map(|(_, bye)| *bye));
    let set_away = move |bye: Option<Bye>| {
        absent.update(|a| {
            a.retain(|(p, _)| *p != id);
            a.extend(bye.map(|b| (id, b)));
        });
    };
    let label = name.clone();
    view! {
        <Show when=move || leaving.get() == Some(id) fallback=move || {
            let label = label.clone();
            let leaver = label.clone();
            view! {
                <div class="next-round">
                    <select data-absent=label.clone()
                        aria-label=move || format!("{}: {}", say(screens.lang.get(), &TournamentText::NextRoundLabel), label)
                        on:change=move |ev| set_away(match event_target_value(&ev).as_str() {
                            "half" => Some(Bye::Half),
                            "zero" => Some(Bye::Zero),
                            _ => None,
                        })>
                        <option value="plays" selected=move || away().is_none()>{screens.say(TournamentText::Plays)}</option>
                        <option value="half" selected=move || away() == Some(Bye::Half)>{screens.say(TournamentText::ByeName(Bye::Half))}</option>
                        <option value="zero" selected=move || away() == Some(Bye::Zero)>{screens.say(TournamentText::ByeName(Bye::Zero))}</option>
                    </select>
                    <button type="button" class="secondary" data-action="withdraw"
                        aria-label=move || format!("{}: {}", say(screens.lang.get(), &TournamentText::Withdraw), leaver)
                        on:click=move |_| leaving.set(Some(id))>
                        {screens.say(TournamentText::Withdraw)}
                    </button>
                </div>
            }
        }>
            <span role="alert">{screens.say(TournamentText::ConfirmWithdraw)}</span>
            " "
            <button type="button" class="secondary" data-action="confirm-withdraw"
                on:click=move |_| {
                    leaving.set(None);
                    set_away(None);
                    screens.change(|t| t.withdraw(id));
                }>
                {screens.say(TournamentText::Withdraw)}
            </button>
            <button type="button" class="secondary" data-action="cancel-withdraw"
                on:click=move |_| leaving.set(None)>
                {screens.say(TournamentText::Cancel)}
            </button>
        </Show>
    }
}

/// The zones' headings: one table for a system without zones.
pub(super) fn zone_count(screens: Screens) -> usize {
    screens.read(|t| match t.system {
        System::Groups { .. } => t.zones().len(),
        _ => 1,
    })
}

/// The desk's standings: every zone, and a late entry.
#[component]
pub(super) fn StandingsPanel(
    screens: Screens,
    absent: RwSignal<Vec<(PlayerId, Bye)>>,
) -> impl IntoView {
    let late = RwSignal::new(String::new());
    view! {
        <section class="standings" aria-labelledby="standings-title">
            <h4 id="standings-title">{screens.say(TournamentText::StandingsTitle)}</h4>
            <AllStandings screens desk=absent />
            <Show when=move || !screens.read(Tournament::is_over)>
            <form class="late-entry" on:submit=move |ev| {
                ev.prevent_default();
                if let Some(name) = Name::new(&late.get_untracked()) {
                    screens.change(|t| t.add_player(Player::new(name)).map(|_| ()));
                    late.set(String::new());
                }
            }>
                <NameField label=screens.say(TournamentText::LateEntryLabel) code="late-entry" value=late />
                <button type="submit" data-action="add-player">{screens.say(TournamentText::AddPlayer)}</button>
            </form>
            </Show>
        </section>
    }
}

/// Every table of the standings — one a zone, then one a class once the
/// list has classes — each with its podium when the tournament is over,
/// and what each tie-break means, in words.
#[component]
pub(super) fn AllStandings(
    screens: Screens,
    /// The desk's controls: leaving and the next round.
    #[prop(optional)]
    desk: Option<RwSignal<Vec<(PlayerId, Bye)>>>,
) -> impl IntoView {
    // The tables are made again only when the zones or classes change, not
    // at every result.
    let zones = Memo::new(move |_| zone_count(screens));
    let classes = Memo::new(move |_| {
        screens.read(|t| {
            categories(t)
                .into_iter()
                .map(|(class, _)| class.as_str().to_string())
                .collect::<Vec<_>>()
        })
    });
    // A Scheveningen's podium is its teams' (its pupils play different
    // numbers of games): the match comes first, and no class's podium.
    let teams = Memo::new(move |_| screens.read(|t| t.system == System::Scheveningen));
    view! {
        {move || {
            let zones = zones.get();
            (0..zones).map(|zone| view! {
                {(zones > 1).then(|| view! { <h5>{move || say(screens.lang.get(), &TournamentText::Zone(zone + 1))}</h5> })}
                {(zones == 1).then(|| view! { <Podium screens /> })}
                {(zones == 1 && teams.get()).then(|| view! { <TeamMatchView screens /> })}
                {match desk {
                    Some(desk) => view! { <StandingsTable screens zone desk /> }.into_any(),
                    None => view! { <StandingsTable screens zone /> }.into_any(),
                }}
            }).collect_view()
        }}
        {move || classes.get()
            .into_iter()
            .enumerate()
            .map(|(i, class)| {
                let title = class.clone();
                let heading = move || match teams.get() {
                    true => TournamentText::TeamTitle(title.clone()),
                    false => TournamentText::CategoryTitle(title.clone()),
                };
                view! {
                <section class="category" data-category=class>
                    <h5>{move || say(screens.lang.get(), &heading())}</h5>
                    {(!teams.get()).then(|| view! { <Podium screens category=i /> })}
                    <StandingsTable screens zone=0 category=i />
                </section>
            }})
            .collect_view()}
        <TieBreakLegend screens />
    }
}

/// The podium once the tournament is over: places 1 to 3, overall or in a
/// class; a Scheveningen's is its two teams'.
#[component]
pub(super) fn Podium(screens: Screens, #[prop(optional)] category: Option<usize>) -> impl IntoView {
    let lines = move || {
        screens.read(|t| {
            if !t.is_over() {
                return Vec::new();
            }
            if let Some(m) = TeamMatch::of(t).filter(|_| category.is_none()) {
                return m
                    .podium()
                    .map(|(place, team)| (place, team.name.as_str().to_string()))
                    .to_vec();
            }
            let lines = match category {
                Some(c) => Among::Category(c).lines(t),
                None => standings(t, &t.tie_breaks),
            };
            podium(&lines)
                .into_iter()
                .map(|l| (l.rank, player_name(t, l.player)))
                .collect::<Vec<_>>()
        })
    };
    let code = move || {
        screens.read(|t| {
            category
                .and_then(|c| {
                    categories(t)
                        .get(c)
                        .map(|(class, _)| class.as_str().to_string())
                })
                .unwrap_or_default()
        })
    };
    view! {
        <Show when=move || !lines().is_empty()>
            <ol class="podium" data-podium=code aria-label=move || say(screens.lang.get(), &TournamentText::PodiumTitle)>
                {move || lines().into_iter().map(|(rank, name)| view! {
                    <li data-place=rank.to_string()>
                        <span class="podium-place">{move || say(screens.lang.get(), &TournamentText::Place(rank))}</span>
                        " " <span class="podium-name">{name}</span>
                    </li>
                }).collect_view()}
            </ol>
        </Show>
    }
}

/// A Scheveningen's match: the score, each team's points and rounds won,
/// and (off the wall) how it is won.
#[component]
pub(super) fn TeamMatchView(
    screens: Screens,
    /// On the wall: no sentence under it.
    #[prop(optional)]
    wall: bool,
) -> impl IntoView {
    // Drawn whole at each change: two lines, a result at a time.
    let shown = move || {
        let lang = screens.lang.get();
        let m = screens.read(TeamMatch::of)?;
        let score = say(lang, &TournamentText::match_score(&m));
        let rows = m
            .teams
            .iter()
            .map(|team| {
                let name = team.name.as_str().to_string();
                let code = name.clone();
                view! {
                    <tr data-team=code data-team-score=team.points.decimal()>
                        <th scope="row">{name}</th>
                        <td>{points_text(team.points)}</td>
                        <td>{team.rounds_won}</td>
                    </tr>
                }
            })
            .collect_view();
        Some(view! {
            <table class="team-table">
                <caption class="match-score">{score}</caption>
                <thead><tr>
                    <th scope="col">{say(lang, &TournamentText::TeamColumn)}</th>
                    <th scope="col">{say(lang, &TournamentText::PointsColumn)}</th>
                    <th scope="col">{say(lang, &TournamentText::RoundsWonColumn)}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
        })
    };
    view! {
        <section class="team-match" data-team-match="" aria-label=move || say(screens.lang.get(), &TournamentText::TeamMatchTitle)>
            {shown}
            {(!wall).then(|| view! {
                <p class="standings-note">{screens.say(TournamentText::TeamMatchMeaning)}</p>
            })}
        </section>
    }
}

/// What each of the tournament's tie-breaks means, in words, and why a
/// player with points from a game not played may stand first.
#[component]
fn TieBreakLegend(screens: Screens) -> impl IntoView {
    let tie_breaks = move || screens.read(|t| t.tie_breaks.clone());
    let not_played = move || {
        screens.read(|t| {
            t.ids()
                .any(|id| t.points_not_played(id) > peoncito_core::tournament::Points::ZERO)
        })
    };
    view! {
        <Show when=not_played>
            <p class="standings-note" data-not-played-legend="">
                "* "{screens.say(TournamentText::PointsNotPlayed)}
            </p>
        </Show>
        <Show when=move || !tie_breaks().is_empty()>
            <dl class="tie-break-legend">
                {move || tie_breaks().into_iter().map(|tb| view! {
                    <div>
                        <dt>{move || say(screens.lang.get(), &TournamentText::TieBreakShort(tb))}</dt>
                        <dd>{move || say(screens.lang.get(), &TournamentText::TieBreakMeaning(tb))}</dd>
                    </div>
                }).collect_view()}
            </dl>
        </Show>
    }
}
