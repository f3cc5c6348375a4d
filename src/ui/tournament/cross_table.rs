//! The cross table on screen, on the wall and on paper: one line a player
//! in ranking order, each game written as chess clubs do ("5w1": against
//! line 5, with White, won; "+" and "−" for a game won or lost without
//! playing).

use leptos::prelude::*;

use super::{Screens, player_name, points_text};
use crate::i18n::Lang;
use crate::i18n::tournament::{TournamentText, say};
use crate::tournament::Bye;
use crate::tournament::cross_table::{Cell, Columns, Mark, cross_table};

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
    let table = move || screens.read(|t| Some(cross_table(t)));
    view! {
        <section class="cross-table" aria-labelledby="cross-title">
            <h4 id="cross-title">{screens.say(TournamentText::CrossTableTitle)}</h4>
            <div class="table-scroll">
            <table>
                {move || table().map(|table| {
                    let lang = screens.lang.get();
                    let heads: Vec<String> = match table.columns {
                        Columns::Opponents => (1..=table.lines.len()).map(|n| n.to_string()).collect(),
                        Columns::Rounds => (1..=table.lines.first().map_or(0, |l| l.cells.len()))
                            .map(|n| say(lang, &TournamentText::RoundTitle(u8::try_from(n).unwrap_or(u8::MAX))))
                            .collect(),
                    };
                    let names: Vec<String> = screens.read(|t| table.lines.iter().map(|l| player_name(t, l.standing.player)).collect());
                    view! {
                        <thead><tr>
                            <th scope="col">"#"</th>
                            <th scope="col">{say(lang, &TournamentText::PlayerColumn)}</th>
                            {heads.into_iter().map(|h| view! { <th scope="col">{h}</th> }).collect_view()}
                            <th scope="col">{say(lang, &TournamentText::PointsColumn)}</th>
                        </tr></thead>
                        <tbody>
                            {table.lines.iter().zip(names).enumerate().filter(|(i, _)| shown(*i)).map(|(i, (line, name))| view! {
                                <tr data-cross-player=name.clone()>
                                    <td>{i + 1}</td>
                                    <th scope="row">{name.clone()}</th>
                                    {line.cells.iter().map(|c| view! {
                                        <td data-cell=cell_text(lang, c)>{cell_text(lang, c)}</td>
                                    }).collect_view()}
                                    <td>{points_text(line.standing.points)}</td>
                                </tr>
                            }).collect_view()}
                        </tbody>
                    }
                })}
            </table>
            </div>
        </section>
    }
}
