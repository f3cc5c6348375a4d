//! The tournament's papers, shown as they print (the print styles keep
//! only the paper): the last round's pairings with who plays where, a
//! result slip for each board, the standings, the cross table, and the
//! diplomas: for each place on the podium (overall and in each class) once
//! the tournament is over, and for taking part, for every participant.

use leptos::prelude::*;
use shakmaty::Color;

use super::cross_table::CrossTableView;
use super::standings::AllStandings;
use super::{
    BoardsHead, Screens, View, last_round, last_round_boards, last_round_seats, player_name,
    points_text,
};
use crate::ui::browser;
use peoncito_core::heading::RoundBoard;
use peoncito_core::i18n::tournament::{Paper, TournamentText, say};
use peoncito_core::tournament::awards::{Award, diplomas};
use peoncito_core::tournament::play_here::BoardToPlay;
use peoncito_core::tournament::team_match::TeamMatch;
use peoncito_core::tournament::{Tournament, qr};

#[component]
pub(super) fn PaperView(screens: Screens, paper: Paper) -> impl IntoView {
    view! {
        <div class="paper-actions tournament-actions">
            <button class="primary" data-action="print" on:click=move |_| browser::print()>
                {screens.say(TournamentText::Print)}
            </button>
            <button class="secondary" data-action="leave-paper" on:click=move |_| screens.show(View::Desk)>
                {screens.say(TournamentText::BackToTournament)}
            </button>
        </div>
        <div class="paper" data-paper=paper.code()>
            {match paper {
                Paper::Pairings => view! { <PairingsPaper screens /> }.into_any(),
                Paper::Slips => view! { <Slips screens /> }.into_any(),
                Paper::Standings => view! {
                    <PaperHead screens />
                    <h4>{screens.say(TournamentText::StandingsTitle)}</h4>
                    <AllStandings screens />
                }.into_any(),
                Paper::CrossTable => view! {
                    <PaperHead screens />
                    <CrossTableView screens />
                }.into_any(),
                Paper::Diplomas => view! { <Diplomas screens /> }.into_any(),
            }}
        </div>
    }
}

/// The tournament's place and date, as written on its papers.
fn where_and_when(screens: Screens) -> String {
    let lang = screens.lang.get();
    screens.read(|t| {
        [
            t.place.as_ref().map(|p| p.as_str().to_string()),
            t.date.map(|d| say(lang, &TournamentText::LongDate(d))),
        ]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" · ")
    })
}

/// The tournament's name, place and date at the top of a paper.
#[component]
fn PaperHead(screens: Screens) -> impl IntoView {
    view! {
        <header class="paper-head">
            <h3>{move || screens.tournament_name()}</h3>
            <p>{move || where_and_when(screens)}</p>
        </header>
    }
}

#[component]
fn PairingsPaper(screens: Screens) -> impl IntoView {
    let round = move || screens.read(last_round);
    // Each player with the points they bring to the round, as a pairing
    // sheet shows them (who meets whom makes sense by score).
    let boards = move || {
        screens.read(|t| {
            let before = t.rounds().len().saturating_sub(1);
            let named = |id| {
                format!(
                    "{} ({})",
                    player_name(t, id),
                    points_text(t.score_after(id, before))
                )
            };
            t.rounds()
                .last()
                .map(|r| {
                    r.boards
                        .iter()
                        .enumerate()
                        .map(|(i, b)| ((named(b.white), named(b.black)), t.board_has_clock(i + 1)))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let seats = move || screens.read(last_round_seats);
    view! {
        <PaperHead screens />
        <h4>{move || say(screens.lang.get(), &TournamentText::RoundTitle(round()))}</h4>
        <p class="paper-note" data-points-before="">{screens.say(TournamentText::PointsBeforeRound)}</p>
        <table class="paper-boards">
            <BoardsHead screens with_result=true />
            <tbody>
                {move || boards().into_iter().enumerate().map(|(i, ((white, black), clock))| view! {
                    <tr data-clock=clock.then_some("")>
                        <td>
                            {i + 1}
                            {clock.then(|| view! {
                                " " <span class="clock-mark">{screens.say(TournamentText::WithClock)}</span>
                            })}
                        </td>
                        <td>{white}</td><td>{black}</td><td></td>
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
        <h4>{screens.say(TournamentText::WhoPlaysWhere)}</h4>
        <ol class="paper-seats">
            {move || seats().into_iter().map(|(name, said)| {
                view! { <li><strong>{name}</strong>" — "{move || say(screens.lang.get(), &said)}</li> }
            }).collect_view()}
        </ol>
    }
}

/// The address that starts board `place` on a tablet's board (`?board=`),
/// from this page's own address: the app the tablet has offline.
fn board_link(t: &Tournament, place: RoundBoard) -> Option<String> {
    let handed = BoardToPlay::new(t, place)?;
    let location = web_sys::window()?.location();
    Some(format!(
        "{}{}?board={}",
        location.origin().ok()?,
        location.pathname().ok()?,
        String::from(js_sys::encode_uri_component(&handed.encode()))
    ))
}

/// One slip a board, to cut out: the players sign the result they ring; a
/// tablet's camera reading its code starts the game there, names and all.
#[component]
fn Slips(screens: Screens) -> impl IntoView {
    let round = move || screens.read(last_round);
    // Each board's names, and the address that opens it on a tablet.
    let boards = move || {
        screens.read(|t| {
            let round = last_round(t);
            last_round_boards(t)
                .into_iter()
                .enumerate()
                .map(|(i, (white, black))| {
                    let place = RoundBoard {
                        round,
                        board: u16::try_from(i + 1).unwrap_or(u16::MAX),
                    };
                    (white, black, board_link(t, place))
                })
                .collect::<Vec<_>>()
        })
    };
    view! {
        <div class="slips">
            {move || boards().into_iter().enumerate().map(|(i, (white, black, link))| view! {
                <section class="slip" data-slip=(i + 1).to_string()>
                    {link.and_then(|link| Some((qr::svg(&link)?, link))).map(|(svg, link)| view! {
                        <figure class="slip-qr">
                            <div class="qr" data-board-link=link inner_html=svg aria-hidden="true"></div>
                            <figcaption>{screens.say(TournamentText::ScanToPlay)}</figcaption>
                        </figure>
                    })}
                    <p class="slip-where">
                        <strong>{move || screens.tournament_name()}</strong>
                        " · "{move || say(screens.lang.get(), &TournamentText::RoundTitle(round()))}
                        " · "{screens.say(TournamentText::BoardColumn)}" "{i + 1}
                    </p>
                    <dl class="slip-players">
                        <dt>{screens.say(TournamentText::SideColumn(Color::White))}</dt><dd>{white}</dd>
                        <dt>{screens.say(TournamentText::SideColumn(Color::Black))}</dt><dd>{black}</dd>
                    </dl>
                    <p class="slip-result">
                        {screens.say(TournamentText::SlipResult)}": "
                        <span>"1-0"</span><span>"½-½"</span><span>"0-1"</span>
                    </p>
                    <p class="slip-sign">{screens.say(TournamentText::SlipSignatures)}":"</p>
                </section>
            }).collect_view()}
        </div>
    }
}

/// The diplomas, one a page: the podium's places first, then one for
/// taking part for every participant (the regulation's commemorative
/// diploma when there are no prizes). A Scheveningen's name the pupil's
/// team, the match's score and the pupil's own points.
#[component]
fn Diplomas(screens: Screens) -> impl IntoView {
    let all = move || {
        let event = TournamentText::DiplomaFor(screens.tournament_name());
        screens.read(|t| {
            let team_match = TeamMatch::of(t);
            diplomas(t)
                .into_iter()
                .map(|d| {
                    // What the diploma is for, then the lines under it.
                    let lines = match &d.award {
                        Award::Place { place, category } => vec![
                            TournamentText::DiplomaPlace {
                                place: *place,
                                category: category.as_ref().map(|c| c.as_str().to_string()),
                            },
                            event.clone(),
                        ],
                        Award::Team { team, outcome } => {
                            let mut lines = vec![TournamentText::DiplomaTeam {
                                team: team.as_str().to_string(),
                                outcome: *outcome,
                            }];
                            if let Some(m) = &team_match {
                                lines.push(TournamentText::match_score(m));
                                let member = m
                                    .teams
                                    .iter()
                                    .flat_map(|team| &team.members)
                                    .find(|member| member.player == d.player);
                                lines.extend(member.map(|member| TournamentText::PupilPoints {
                                    points: member.points,
                                    games: member.games,
                                }));
                            }
                            lines.push(event.clone());
                            lines
                        }
                        Award::Participation => vec![event.clone()],
                    };
                    (player_name(t, d.player), d.award.code(), lines)
                })
                .collect::<Vec<_>>()
        })
    };
    // Drawn whole again when the language changes: a page each, no more.
    view! {
        {move || {
            let lang = screens.lang.get();
            all().into_iter().map(|(name, code, lines)| {
                let mut lines = lines.iter().map(|line| say(lang, line));
                let what = lines.next();
                view! {
                <section class="diploma" data-diploma=code data-player=name.clone()>
                    <p class="diploma-title">{say(lang, &TournamentText::DiplomaTitle)}</p>
                    <p>{say(lang, &TournamentText::DiplomaAwardedTo)}</p>
                    <p class="diploma-name" style=format!("--chars: {}", name.chars().count())>{name.clone()}</p>
                    <p class="diploma-for">{what}</p>
                    {lines.map(|line| view! { <p>{line}</p> }).collect_view()}
                    <p class="diploma-when">{where_and_when(screens)}</p>
                    <p class="diploma-pieces" aria-hidden="true">"♔ ♕ ♖ ♗ ♘ ♙"</p>
                </section>
            }}).collect_view()
        }}
    }
}
