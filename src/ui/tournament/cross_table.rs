//! The cross table on screen, on the wall and on paper: one line a player
//! in ranking order, each game written as chess clubs do ("5w1": against
//! line 5, with White, won; "+" and "−" for a game won or lost without
//! playing).

use leptos::prelude::*;

use super::{Screens, Table, player_name, points_text};
use peoncito_core::i18n::Lang;
use peoncito_core::i18n::tournament::{TournamentText, say};
use peoncito_core::tournament::Bye;
use peoncito_core::tournament::cross_table::{Cell, Columns, Mark, cross_table};

fn mark_text(mark: Mark) -> String {
    match (mark.forfeit, mark.points.0) {
        (true, 0) => "−".to_string(),
        (true, _) => "+".to_string(),
        (false, _) => points_text(mark.points),
    }
}

fn cell_text(lang: Lang, cell: &Cell) -> String {
    match cell {
        Cell::Own => "■".to_string(),
        Cell::Against(marks) => marks
            .iter()
            .map(|m| mark_text(*m))
            .collect::<Vec<_>>()
            .join(" "),
        Cell::Game { line, colour, mark } => format!(
            "{line}{}{}",
            say(lang, &TournamentText::ColourLetter(*colour)),
            mark.map(mark_text).unwrap_or_default()
        ),
        Cell::Bye(bye) => match bye {
            Bye::Pairing => "+",
            Bye::Half => "½",
            Bye::Zero | Bye::Free => "−",
        }
        .to_string(),
        Cell::Absent => String::new(),
    }
}

/// A cross table's row as shown: its line (from 0), the player's name,
/// the cells and the points.
type Row = (usize, String, Vec<String>, String);

#[component]
pub(super) fn CrossTableView(
    screens: Screens,
    /// On the wall: the lines of the page shown (first, how many).
    #[prop(optional, into)]
    rows: Option<Signal<(usize, usize)>>,
) -> impl IntoView {
    let shown = move |i: usize| {
        rows.is_none_or(|r| {
            let (first, count) = r.get();
            (first..first + count).contains(&i)
        })
    };
    // The rows as shown; only those that changed are drawn again.
    let table = Memo::new(move |_| {
        screens.read_settled(Table::CrossTable, |t| {
            let table = cross_table(t);
            let lang = screens.lang.get();
            let heads: Vec<String> = match table.columns {
                Columns::Opponents => (1..=table.lines.len()).map(|n| n.to_string()).collect(),
                Columns::Rounds => (1..=table.lines.first().map_or(0, |l| l.cells.len()))
                    .map(|n| {
                        say(
                            lang,
                            &TournamentText::RoundTitle(u8::try_from(n).unwrap_or(u8::MAX)),
                        )
                    })
                    .collect(),
            };
            let rows: Vec<Row> = table
                .lines
                .iter()
                .enumerate()
                .map(|(i, line)| {
                    (
                        i,
                        player_name(t, line.standing.player),
                        line.cells.iter().map(|c| cell_text(lang, c)).collect(),
                        points_text(line.standing.points),
                    )
                })
                .collect();
            (heads, rows)
        })
    });
    // Where each player's row is: a row kept while it moves (or while an
    // opponent's line number in it changes) reads its place and cells from
    // there, and only what changed is written again.
    let at = Memo::new(move |_| {
        table.with(|(_, rows)| {
            rows.iter()
                .map(|(i, name, ..)| (name.clone(), *i))
                .collect::<std::collections::HashMap<_, _>>()
        })
    });
    view! {
        <section class="cross-table" aria-labelledby="cross-title">
            <h4 id="cross-title">{screens.say(TournamentText::CrossTableTitle)}</h4>
            <div class="table-scroll">
            <table>
                <thead><tr>
                    <th scope="col">"#"</th>
                    <th scope="col">{screens.say(TournamentText::PlayerColumn)}</th>
                    {move || table.with(|(heads, _)| heads.clone()).into_iter().map(|h| view! { <th scope="col">{h}</th> }).collect_view()}
                    <th scope="col">{screens.say(TournamentText::PointsColumn)}</th>
                </tr></thead>
                <tbody>
                    <For
                        each=move || table.with(|(_, rows)| rows.iter().filter(|r| shown(r.0)).map(|(_, name, cells, _)| (name.clone(), cells.len())).collect::<Vec<_>>())
                        key=|row| row.clone()
                        children=move |(name, columns)| {
                            let who = name.clone();
                            let this = Memo::new(move |_| {
                                let i = at.with(|at| at.get(&who).copied());
                                table.with(|(_, rows)| i.and_then(|i| rows.get(i)).cloned())
                            });
                            let now = move |read: &dyn Fn(&Row) -> String| {
                                this.with(|row| row.as_ref().map(read).unwrap_or_default())
                            };
                            let cell = move |k: usize| now(&|(_, _, cells, _)| cells.get(k).cloned().unwrap_or_default());
                            view! {
                            <tr data-cross-player=name.clone()>
                                <td>{move || now(&|(i, ..)| (i + 1).to_string())}</td>
                                <th scope="row">{name.clone()}</th>
                                {(0..columns).map(|k| view! { <td data-cell=move || cell(k)>{move || cell(k)}</td> }).collect_view()}
                                <td>{move || now(&|(.., points)| points.clone())}</td>
                            </tr>
                        }}
                    />
                </tbody>
            </table>
            </div>
        </section>
    }
}
