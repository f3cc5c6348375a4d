//! A knockout or double knockout on the screens: its bracket part by part
//! and stage by stage, each mini-match with its games; the results of the
//! stage being played are tapped in, a level match gets its faster game
//! (the model adds it) or asks who won the lots.

use leptos::prelude::*;
use shakmaty::Color;

use super::rounds::{NewTournament, Papers, RESULTS, WallButton};
use super::{Screens, player_name, points_text};
use peoncito_core::i18n::tournament::{Paper, TournamentText, say};
use peoncito_core::tournament::knockout::{BracketPart, Decider, Match};
use peoncito_core::tournament::{GameResult, PlayerId, System, Tournament};

fn part_code(part: BracketPart) -> &'static str {
    match part {
        BracketPart::Winners => "winners",
        BracketPart::Losers => "losers",
        BracketPart::Final => "final",
    }
}

fn decider(t: &Tournament) -> Option<Decider> {
    match t.system {
        System::Knockout { decider, .. } | System::DoubleKnockout { decider, .. } => Some(decider),
        _ => None,
    }
}

/// The whole bracket; `editable`: the results of the stage being played
/// can be tapped (on the desk, not on the wall).
#[component]
pub(super) fn Bracket(screens: Screens, editable: bool) -> impl IntoView {
    move || {
        screens.tournament.with(|t| {
            let t = t.as_ref()?;
            let bracket = t.knockout()?;
            let champion = bracket.champion().map(|id| player_name(t, id));
            let parts = [BracketPart::Winners, BracketPart::Losers, BracketPart::Final]
                .into_iter()
                .filter(|part| bracket.stages(*part).iter().any(|s| !s.is_empty()))
                .map(|part| {
                    let stages = bracket.stages(part);
                    let current = stages.len().saturating_sub(1);
                    let shown = stages
                        .iter()
                        .enumerate()
                        .rev()
                        .map(|(s, stage)| {
                            let playable_stage = editable && s == current && champion.is_none();
                            let matches = stage
                                .iter()
                                .enumerate()
                                .map(|(m, game_match)| {
                                    // Only the last final is played.
                                    let playable = playable_stage
                                        && (part != BracketPart::Final || m + 1 == stage.len());
                                    match_view(screens, t, part, m, game_match, playable)
                                })
                                .collect_view();
                            view! {
                                <section class="stage" data-stage=(s + 1).to_string()>
                                    {(part != BracketPart::Final).then(|| view! {
                                        <h5>{move || say(screens.lang.get(), &TournamentText::StageTitle(s + 1))}</h5>
                                    })}
                                    <ol class="matches">{matches}</ol>
                                </section>
                            }
                        })
                        .collect_view();
                    view! {
                        <section class="bracket-part" data-part=part_code(part)>
                            <h4>{move || say(screens.lang.get(), &TournamentText::PartName(part))}</h4>
                            {shown}
                        </section>
                    }
                })
                .collect_view();
            Some(view! {
                <div class="bracket">
                    {champion.map(|name| {
                        let text = TournamentText::Champion(name.clone());
                        view! {
                            <p class="champion" data-champion=name>
                                {move || say(screens.lang.get(), &text)}
                            </p>
                        }
                    })}
                    {parts}
                </div>
            })
        })
    }
}

/// One mini-match: its players and score, each game with its colours and
/// result, and who goes on.
fn match_view(
    screens: Screens,
    t: &Tournament,
    part: BracketPart,
    m: usize,
    game_match: &Match,
    playable: bool,
) -> impl IntoView + use<> {
    let first = player_name(t, game_match.first);
    let Some(second_id) = game_match.second else {
        let text = TournamentText::StageOff(first.clone());
        return view! {
            <li class="match" data-match=m.to_string() data-first=first>
                {move || say(screens.lang.get(), &text)}
            </li>
        }
        .into_any();
    };
    let second = player_name(t, second_id);
    let (a, b) = game_match.score();
    let name_of = |colour: Color, first_colour: Color| {
        if colour == first_colour {
            first.clone()
        } else {
            second.clone()
        }
    };
    let games = game_match
        .games
        .iter()
        .enumerate()
        .map(|(g, game)| {
            let white = name_of(Color::White, game.first_colour);
            let black = name_of(Color::Black, game.first_colour);
            let label = if game.tie_break {
                TournamentText::FasterGame
            } else {
                TournamentText::GameNumber(g + 1)
            };
            let result = game.result;
            view! {
                <tr data-game=(g + 1).to_string() data-white=white.clone() data-black=black.clone()>
                    <td>{let label = label.clone(); move || say(screens.lang.get(), &label)}</td>
                    <td>{white.clone()}</td>
                    <td>{black.clone()}</td>
                    <td>{if playable {
                        view! { <div class="results">
                        {RESULTS.map(|(score, code, shown)| {
                            let this = GameResult::Played { score, adjudicated: false };
                            let label = label.clone();
                            view! {
                                <button type="button" data-result=code
                                    aria-pressed=(result == Some(this)).to_string()
                                    aria-label=move || format!("{shown}, {}: {}", say(screens.lang.get(), &label), say(screens.lang.get(), &TournamentText::ResultName(score)))
                                    on:click=move |_| screens.change(|t| t.set_match_result(part, m, g, Some(this)).map(|_| ()))>
                                    {shown}
                                </button>
                            }
                        })}
                        </div> }.into_any()
                    } else {
                        // Decided, or not the stage being played: the result as written.
                        let written = RESULTS.iter().find(|(score, ..)| result == Some(GameResult::Played { score: *score, adjudicated: false })).map(|(_, code, shown)| (*code, *shown));
                        view! {
                            <span class="game-result" data-result-shown=written.map(|w| w.0)>{written.map(|w| w.1)}</span>
                        }.into_any()
                    }}</td>
                </tr>
            }
        })
        .collect_view();
    let winner = game_match.winner().map(|id| player_name(t, id));
    let lots = game_match.lots.map(|id| player_name(t, id));
    let asks_lots = playable && game_match.is_level() && decider(t) == Some(Decider::Lots);
    let lots_button = move |id: PlayerId, name: String| {
        view! {
            <button type="button" class="secondary" data-lots=name.clone()
                on:click=move |_| screens.change(|t| t.draw_match_lots(part, m, id))>
                {name.clone()}
            </button>
        }
    };
    let winner_code = winner.clone();
    view! {
        <li class="match" data-match=m.to_string() data-first=first.clone() data-second=second.clone()
            data-winner=winner_code>
            <p class="match-players">
                <strong>{first.clone()}</strong>" "{points_text(a)}" – "{points_text(b)}" "<strong>{second.clone()}</strong>
            </p>
            <table class="match-games"><tbody>{games}</tbody></table>
            {lots.map(|name| view! {
                <p>{move || say(screens.lang.get(), &TournamentText::LotsWonBy(name.clone()))}</p>
            })}
            {asks_lots.then(|| view! {
                <p role="alert">{move || say(screens.lang.get(), &TournamentText::LevelDrawLots)}</p>
                <div class="tournament-actions">
                    {lots_button(game_match.first, first.clone())}
                    {lots_button(second_id, second.clone())}
                </div>
            })}
            {winner.map(|name| view! {
                <p class="goes-on">{move || say(screens.lang.get(), &TournamentText::GoesOn(name.clone()))}</p>
            })}
        </li>
    }
    .into_any()
}

/// The teacher's desk for a knockout: draw the first stage, then pair each
/// next one, with the bracket to tap results in.
#[component]
pub(super) fn KnockoutDesk(screens: Screens) -> impl IntoView {
    let drawn = move || screens.read(|t| t.knockout().is_some());
    let over = move || screens.read(|t| t.knockout().is_some_and(|k| k.champion().is_some()));
    view! {
        <h3 data-tournament-name="">{move || screens.tournament_name()}</h3>
        <div class="tournament-actions">
            <Show when=move || !over()>
                <button class="primary" data-action="pair-round"
                    on:click=move |_| screens.change(|t| t.next_stage().map(|_| ()))>
                    {move || say(screens.lang.get(), &if drawn() { TournamentText::NextStage } else { TournamentText::DrawFirstStage })}
                </button>
            </Show>
            <Show when=drawn>
                <WallButton screens />
            </Show>
        </div>
        <NewTournament screens />
        <super::to_confirm::ToConfirm screens />
        <Bracket screens editable=true />
        <Papers screens papers=&[Paper::Diplomas] />
    }
}
