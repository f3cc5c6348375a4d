//! The score sheet of the game in play, on screen as it will print: the
//! heading, the moves in two columns, the result and the mistake log. The
//! browser's print dialog prints only the sheet (the print style).

use leptos::prelude::*;
use shakmaty::Color;

use super::browser;
use super::state::{AppState, Preferences, Screen};
use peoncito_core::game::{Game, MoveRow};
use peoncito_core::heading::Name;
use peoncito_core::i18n::{Text, local_san};
use peoncito_core::score_sheet;

#[component]
pub fn ScoreSheet() -> impl IntoView {
    let state = expect_context::<AppState>();
    let heading = state.board.with_game(|g| g.heading().clone());
    let (left, right) = state.board.with_game(score_sheet::columns);
    let end = state.board.with_game(Game::end);
    let mistakes = state.board.with_game(|g| g.mistakes().to_vec());
    // A line of the head: its label, and what was written (or a blank to
    // write on).
    let head = move |label: Text, value: Option<String>, code: &'static str| {
        view! {
            <div class="sheet-field">
                <dt>{state.say(label)}</dt>
                <dd data-sheet=code>{value.unwrap_or_default()}</dd>
            </div>
        }
    };
    let named = |name: &Option<Name>| name.as_ref().map(|n| n.as_str().to_string());
    let date = heading.date.map(|d| state.t(&Text::LongDate(d)));
    view! {
        <main class="sheet-screen">
            <div class="controls sheet-actions">
                <button class="primary" data-action="print" on:click=move |_| browser::print()>
                    {state.say(Text::PrintButton)}
                </button>
                <button data-action="back-to-game" on:click=move |_| state.screen.showing.set(Screen::Game)>
                    {state.say(Text::BackToGame)}
                </button>
            </div>
            <article class="sheet" data-score-sheet="" aria-labelledby="sheet-title">
                <h2 id="sheet-title">{state.say(Text::ScoreSheetTitle)}</h2>
                <dl class="sheet-head">
                    {head(Text::EventLabel, named(&heading.event), "event")}
                    {head(Text::SiteLabel, named(&heading.site), "site")}
                    {head(Text::DateLabel, date, "date")}
                    {head(Text::ResultLabel, end.map(|e| e.result_shown().to_string()), "result")}
                    {head(Text::NameOf(Color::White), named(&heading.white), "white")}
                    {head(Text::NameOf(Color::Black), named(&heading.black), "black")}
                </dl>
                <div class="sheet-moves">
                    <MoveColumn rows=left />
                    <MoveColumn rows=right />
                </div>
                <p class="sheet-result" data-sheet="ending">
                    {match end {
                        Some(end) => view! {
                            <strong>{state.say(Text::ScoreLine { white: heading.white, black: heading.black, result: end.result_shown() })}</strong>
                            " — "
                            {state.say(Text::GameOver(end))}
                        }.into_any(),
                        None => state.say(Text::GameNotOver).into_any(),
                    }}
                </p>
                <section class="sheet-mistakes" aria-labelledby="sheet-mistakes-title">
                    <h3 id="sheet-mistakes-title">{state.say(Text::MistakeLog)}</h3>
                    {if mistakes.is_empty() {
                        view! { <p>{state.say(Text::NoMistakes)}</p> }.into_any()
                    } else {
                        view! {
                            <ol>
                                {mistakes.into_iter().map(|m| {
                                    let at = m.at.map(browser::time_of_day);
                                    view! {
                                        <li data-sheet-mistake="">
                                            {state.say(Text::Player { side: m.side, name: state.player_name(m.side) })}
                                            " · "
                                            {state.say(Text::AttemptLine { mistake: m, at })}
                                        </li>
                                    }
                                }).collect_view()}
                            </ol>
                        }.into_any()
                    }}
                </section>
            </article>
        </main>
    }
}

/// One half of the move list: number, White's move, Black's move, in the
/// reader's piece letters.
#[component]
fn MoveColumn(rows: Vec<MoveRow>) -> impl IntoView {
    let prefs = expect_context::<Preferences>();
    let san = move |san: Option<String>| {
        move || {
            san.as_deref()
                .map(|s| local_san(prefs.lang.get(), s))
                .unwrap_or_default()
        }
    };
    view! {
        <table class="sheet-column">
            <thead>
                <tr>
                    <th scope="col">{prefs.say(Text::MoveNumberColumn)}</th>
                    <th scope="col">{prefs.say(Text::SideColumn(Color::White))}</th>
                    <th scope="col">{prefs.say(Text::SideColumn(Color::Black))}</th>
                </tr>
            </thead>
            <tbody>
                {rows.into_iter().map(|row| view! {
                    <tr>
                        <th scope="row">{row.number.to_string()}</th>
                        <td>{san(row.white)}</td>
                        <td>{san(row.black)}</td>
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
    }
}
