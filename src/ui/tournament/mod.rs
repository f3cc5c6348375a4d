//! The tournament screens: a wasm of their own (`src/bin/tournament_screen.rs`)
//! that the board app loads when the teacher opens them, mounted once in
//! `#tournament-root`. Thin over `peoncito_core::tournament`: create a tournament
//! from a pasted class list, pair its rounds, tap each board's result, read
//! the standings and the cross table, project them, print the papers.
//! Saved on the device after every change.

mod create;
mod cross_table;
mod knockout;
mod pairer;
mod paper;
mod result_card;
mod rounds;
mod scan;
mod screens;
mod standings;
mod timer;
mod to_confirm;
mod wall;

use std::time::Duration;

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::browser::{self, Message};
use super::device_store;
use peoncito_core::heading::Name;
use peoncito_core::i18n::tournament::{TournamentText, points_text, say};
use peoncito_core::records::{StoreError, Written};
use peoncito_core::tournament::merge::TournamentRecord;
use peoncito_core::tournament::seating::{Seat, who_plays_where};
use peoncito_core::tournament::team_match::{Lead, TeamMatch};
use peoncito_core::tournament::{PlayerId, Tournament, saved};
use screens::{Screens, Table, View, open_stored};

/// Mounts the screens in `#tournament-root`, in the page's language.
pub fn mount() {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(root) = browser::element_by_id("tournament-root") else {
        return;
    };
    // Their style comes with them (the board's first load carries none of it).
    if let Ok(style) = document.create_element("link")
        && let Some(head) = document.head()
    {
        let _ = style.set_attribute("rel", "stylesheet");
        let _ = style.set_attribute("href", "tournament.css");
        let _ = head.append_child(&style);
    }
    // Drawn when first opened (the teacher's panel and the class screen
    // load this wasm too), then kept: a round in progress is never lost.
    let shown_yet = browser::shown_yet(&root);
    leptos::mount::mount_to(root, move || view! { <TournamentScreens shown_yet /> }).forget();
    // A pupil's result card shows over the board, outside the screens.
    if let Ok(card_root) = document.create_element("div")
        && let Some(body) = document.body()
        && body.append_child(&card_root).is_ok()
        && let Ok(card_root) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(card_root)
    {
        leptos::mount::mount_to(card_root, result_card::ResultCard).forget();
    }
}

#[component]
fn TournamentScreens(shown_yet: Memo<bool>) -> impl IntoView {
    // A record that cannot be opened is copied aside before anything may
    // replace it; without room for the copy it stays where it is.
    let mut damaged_in_place = None;
    let (opened, notice) = match device_store::open::<TournamentRecord>() {
        Ok(None) => (None, None),
        Err(_) => (None, Some(TournamentText::NotSaved)),
        Ok(Some(text)) => match open_stored(&text) {
            Ok(t) => (Some(t), None),
            Err((problem, unkept)) => {
                damaged_in_place = unkept.map(|why| (text, why));
                (None, Some(problem))
            }
        },
    };
    let damaged_in_place = StoredValue::new(damaged_in_place);
    // A damaged record's copy the device took but could not keep yet (it
    // goes with the next write, which keeps both or neither): its reason.
    let copy_unkept = StoredValue::new(None::<saved::BackupError>);
    let damaged_why = match &notice {
        Some(TournamentText::Damaged(why)) => Some(why.clone()),
        _ => None,
    };
    let screens = Screens {
        lang: RwSignal::new(browser::page_lang()),
        tournament: RwSignal::new(opened),
        problem: RwSignal::new(notice),
        view: RwSignal::new(View::Desk),
        timer: RwSignal::new(None),
        news: RwSignal::new(None),
        pairing: RwSignal::new(false),
        results_open: RwSignal::new(false),
        settled: [RwSignal::new(None), RwSignal::new(None)],
    };
    if let Some(why) = damaged_why {
        spawn_local(async move {
            if device_store::kept_list(device_store::DAMAGED_TOURNAMENT_KEY)
                .await
                .is_err()
            {
                copy_unkept.set_value(Some(why.clone()));
                screens
                    .problem
                    .set(Some(TournamentText::DamagedNotKept(why)));
            }
        });
    }
    // The tables follow once the change's own frame is drawn, the cross
    // table a frame after the standings; changes that come faster are
    // drawn once (a timeout left from an older change does nothing).
    let changes = StoredValue::new(0u64);
    let follow = move |change: u64, table: Table| {
        if changes.get_value() != change {
            return false;
        }
        let now = screens.tournament.get_untracked();
        let settled = screens.settled[table as usize];
        if settled.with_untracked(|t| *t != now) {
            settled.set(now);
        }
        true
    };
    Effect::new(move |_| {
        screens.tournament.track();
        let change = changes.get_value() + 1;
        changes.set_value(change);
        set_timeout(
            move || {
                if follow(change, Table::Standings) {
                    browser::after_paint(move || _ = follow(change, Table::CrossTable));
                }
            },
            Duration::ZERO,
        );
    });
    // Games that ended on this board: now, and each time another ends.
    screens.empty_inbox();
    browser::when_left(Message::Inbox, move || screens.empty_inbox());
    // The board app's language switch changes `<html lang>`: follow it.
    browser::listen(browser::LANG_CHANGED, move || {
        screens.lang.set(browser::page_lang())
    });
    // Kept on the device after every change, merged with another tab's
    // change meanwhile; what happened is said.
    Effect::new(move |opened: Option<()>| {
        let text = screens.tournament.with(|t| t.as_ref().map(saved::encode));
        // What was opened is what is stored: nothing to write yet.
        if opened.is_none() {
            return;
        }
        if let Some((damaged, why)) = damaged_in_place.get_value() {
            if device_store::keep_damaged(device_store::DAMAGED_TOURNAMENT_KEY, &damaged).is_err() {
                screens
                    .problem
                    .set(Some(TournamentText::DamagedNotKept(why)));
                return;
            }
            damaged_in_place.set_value(None);
        }
        let written = device_store::write::<TournamentRecord>(text.as_deref());
        if written.is_ok() {
            browser::announce(browser::TOURNAMENT_SAVED);
            spawn_local(async move {
                match device_store::kept::<TournamentRecord>().await {
                    Ok(()) => copy_unkept.set_value(None),
                    Err(_) => screens.problem.set(Some(match copy_unkept.get_value() {
                        Some(why) => TournamentText::DamagedNotKept(why),
                        None => TournamentText::NotSaved,
                    })),
                }
            });
        }
        match written {
            Ok(Written::Saved) => {}
            Ok(Written::Merged { body }) => {
                screens.show_stored(body);
                screens.news.set(Some(TournamentText::MergedWithOtherPage));
            }
            Ok(Written::KeptAside { body }) => {
                screens.show_stored(body);
                screens
                    .problem
                    .set(Some(TournamentText::KeptAsideFromOtherPage));
            }
            Err(StoreError::AsideUnreadable) => {
                screens.problem.set(Some(TournamentText::EarlierUnreadable))
            }
            Err(StoreError::Full | StoreError::Unavailable) => {
                screens.problem.set(Some(TournamentText::NotSaved))
            }
        }
    });
    // Whether there is a tournament, and whether it is a knockout.
    let kind = Memo::new(move |_| {
        screens
            .tournament
            .with(|t| t.as_ref().map(|t| t.system.is_knockout()))
    });
    // Each step's next thing in view: a tournament made, opened or put
    // away brings the screen's top (its first round to pair, or the form
    // for the next); one just over brings its podium.
    let which = Memo::new(move |_| {
        screens
            .tournament
            .with(|t| t.as_ref().map(|t| t.name.as_str().to_string()))
    });
    Effect::new(move |before: Option<Option<String>>| {
        let now = which.get();
        if before.is_some_and(|before| before != now) {
            screens.results_open.set(false);
            request_animation_frame(|| browser::reveal("#tournament-title", browser::Edge::Top));
        }
        now
    });
    let over = Memo::new(move |_| {
        screens
            .tournament
            .with(|t| t.as_ref().is_some_and(Tournament::is_over))
    });
    Effect::new(move |before: Option<bool>| {
        let now = over.get();
        if before == Some(false) && now {
            request_animation_frame(|| browser::reveal("[data-podium]", browser::Edge::Top));
        }
        now
    });
    // Another tab's change shows here at once.
    device_store::when_written_elsewhere::<TournamentRecord>(move |body| screens.show_stored(body));
    move || {
        shown_yet.get().then(|| {
            view! {
                <section class="tournament" aria-labelledby="tournament-title">
                    <h2 id="tournament-title">{screens.say(TournamentText::Title)}</h2>
                    {move || screens.problem.get().map(|p| view! {
                        <p class="notice" role="alert" data-problem="">{move || say(screens.lang.get(), &p)}</p>
                    })}
                    <p class="news" role="status" data-news=move || screens.news.with(Option::is_some).then_some("")>
                        {move || screens.news.get().map(|n| say(screens.lang.get(), &n))}
                    </p>
                    // A screen is made again only when another is shown, never at
                    // a result: each part redraws what changed.
                    {move || match (screens.view.get(), kind.get()) {
                        (_, None) => view! { <create::CreateForm screens /> }.into_any(),
                        (View::Desk, Some(true)) => view! { <knockout::KnockoutDesk screens /> }.into_any(),
                        (View::Desk, Some(false)) => view! { <rounds::Desk screens /> }.into_any(),
                        (View::Wall, Some(_)) => view! { <wall::Wall screens /> }.into_any(),
                        (View::Paper(paper), Some(_)) => view! { <paper::PaperView screens paper /> }.into_any(),
                    }}
                </section>
            }
        })
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

/// The head of a round's table: board, White, Black, and the result
/// when asked.
#[component]
fn BoardsHead(screens: Screens, with_result: bool) -> impl IntoView {
    view! {
        <thead><tr>
            <th scope="col">{screens.say(TournamentText::BoardColumn)}</th>
            <th scope="col">{screens.say(TournamentText::SideColumn(shakmaty::Color::White))}</th>
            <th scope="col">{screens.say(TournamentText::SideColumn(shakmaty::Color::Black))}</th>
            {with_result.then(|| view! {
                <th scope="col">{screens.say(TournamentText::ResultColumn)}</th>
            })}
        </tr></thead>
    }
}

/// A player's name as shown; nothing for a number that is no player.
fn player_name(t: &Tournament, id: PlayerId) -> String {
    t.player(id)
        .map_or(String::new(), |p| p.name.as_str().to_string())
}

/// The number of the last round paired (0 before the first).
fn last_round(t: &Tournament) -> u8 {
    u8::try_from(t.rounds().len()).unwrap_or(u8::MAX)
}

/// The last round's boards by the players' names: (White, Black).
fn last_round_boards(t: &Tournament) -> Vec<(String, String)> {
    t.rounds()
        .last()
        .map(|r| {
            r.boards
                .iter()
                .map(|b| (player_name(t, b.white), player_name(t, b.black)))
                .collect()
        })
        .unwrap_or_default()
}

/// Who plays where in the last round, by name, in a class list's order,
/// and what each is told.
fn last_round_seats(t: &Tournament) -> Vec<(String, TournamentText)> {
    who_plays_where(t, last_round(t))
        .map(|seats| {
            seats
                .into_iter()
                .map(|(id, seat)| {
                    let said = match seat {
                        Seat::Board { board, colour, .. } => TournamentText::Seat { board, colour },
                        Seat::Bye(bye) => TournamentText::ByeName(bye),
                    };
                    (player_name(t, id), said)
                })
                .collect()
        })
        .unwrap_or_default()
}

/// "2½", as a score sheet writes points.
/// "The tournament is over: Ana wins" (or the players who share first
/// place).
fn finished(t: &Tournament) -> TournamentText {
    if let Some(m) = TeamMatch::of(t) {
        let [(_, first), (_, second)] = m.podium();
        return TournamentText::TeamsFinished {
            winner: (m.lead() != Lead::Level).then(|| first.name.as_str().to_string()),
            points: (first.points, second.points),
            by_rounds: first.points == second.points,
        };
    }
    let lines = peoncito_core::tournament::standings::standings(t, &t.tie_breaks);
    let winners: Vec<String> = lines
        .iter()
        .filter(|l| l.rank == 1)
        .map(|l| player_name(t, l.player))
        .collect();
    TournamentText::Finished(winners)
}
