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
use peoncito_core::i18n::Lang;
use peoncito_core::i18n::tournament::{Paper, TournamentText, points_text, say};
use peoncito_core::records::{StoreError, Written};
use peoncito_core::tournament::merge::TournamentRecord;
use peoncito_core::tournament::play_here::Inbox;
use peoncito_core::tournament::result_slip::{self, Slip, SlipError, Waiting};
use peoncito_core::tournament::round_timer::RoundTimer;
use peoncito_core::tournament::seating::{Seat, who_plays_where};
use peoncito_core::tournament::team_match::{Lead, TeamMatch};
use peoncito_core::tournament::{Bye, PlayerId, Tournament, TournamentError, pairing_job, saved};

/// Which of the screens shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum View {
    /// Rounds, results and standings: the teacher's desk.
    Desk,
    /// In big type for the projector.
    Wall,
    /// A paper as it prints.
    Paper(Paper),
}

/// What every part of the screens shares.
#[derive(Clone, Copy)]
struct Screens {
    lang: RwSignal<Lang>,
    tournament: RwSignal<Option<Tournament>>,
    /// The last thing that went wrong, said until the next action.
    problem: RwSignal<Option<TournamentText>>,
    /// What just happened by itself (a result handed over), said until
    /// the next action.
    news: RwSignal<Option<TournamentText>>,
    view: RwSignal<View>,
    /// The round's timer, once the teacher set it (the wall shows it).
    timer: RwSignal<Option<RoundTimer>>,
    /// A round is being paired by the pairing worker.
    pairing: RwSignal<bool>,
    /// A finished tournament's results reopened with the PIN (they are
    /// locked against a slip once the last is in).
    results_open: RwSignal<bool>,
    /// The tournament as the standings and the cross table show it: each
    /// follows a change a moment later, in a task of its own, so a result
    /// tap's own frame draws only its button and no task draws both
    /// tables (at 300 players each takes as long as the tap).
    settled: [RwSignal<Option<Tournament>>; 2],
}

/// A table that follows the tournament a moment after each change.
#[derive(Clone, Copy)]
enum Table {
    Standings = 0,
    CrossTable = 1,
}

impl Screens {
    /// The tournament's name (tracked).
    fn tournament_name(&self) -> String {
        self.read(|t| t.name.as_str().to_string())
    }

    /// Something read from the tournament (tracked); the default before
    /// one exists.
    fn read<R: Default>(&self, f: impl FnOnce(&Tournament) -> R) -> R {
        self.tournament
            .with(|t| t.as_ref().map(f))
            .unwrap_or_default()
    }

    /// [`Screens::read`] from the tournament as `table` shows it.
    fn read_settled<R: Default>(&self, table: Table, f: impl FnOnce(&Tournament) -> R) -> R {
        self.settled[table as usize]
            .with(|t| t.as_ref().map(f))
            .unwrap_or_default()
    }

    fn say(&self, text: TournamentText) -> impl Fn() -> String + use<> {
        let lang = self.lang;
        move || say(lang.get(), &text)
    }

    /// Another view; what went wrong on the last one is no longer said.
    fn show(&self, view: View) {
        self.problem.set(None);
        self.news.set(None);
        self.view.set(view);
    }

    /// A result handed over (a game's record, or a short code as read):
    /// entered in its board, or why not said.
    fn enter(&self, slip: impl FnOnce(&Tournament) -> Result<Slip, SlipError>) {
        if self.locked() {
            return;
        }
        let mut outcome = None;
        self.tournament.update(|t| {
            if let Some(t) = t {
                outcome = Some(
                    slip(t).and_then(|slip| result_slip::enter(t, &slip).map(|()| slip.place)),
                );
            }
        });
        match outcome {
            Some(Ok(place)) => {
                self.problem.set(None);
                self.news.set(Some(TournamentText::ResultEntered(place)));
            }
            Some(Err(e)) => {
                self.news.set(None);
                self.problem.set(Some(TournamentText::Slip(e)));
            }
            None => {}
        }
    }

    /// Whether the tournament is over and its results locked: nothing
    /// changes it until the PIN reopens them (said when something tries).
    fn locked(&self) -> bool {
        let locked = !self.results_open.get_untracked() && self.read(Tournament::is_over);
        if locked {
            self.problem.set(Some(TournamentText::ResultsLocked));
        }
        locked
    }

    /// Puts the tournament away among the earlier ones (it can be opened
    /// again) and shows `next` instead: another tournament, or none to
    /// create one. Nothing is put away over a list that cannot be read.
    fn put_away(&self, next: Option<Tournament>) {
        let current = self
            .tournament
            .with_untracked(|t| t.as_ref().map(saved::encode));
        if let Some(record) = current {
            let Ok(mut earlier) = device_store::read_earlier_tournaments() else {
                self.problem.set(Some(TournamentText::EarlierUnreadable));
                return;
            };
            earlier.push(record);
            if device_store::write_earlier_tournaments(&earlier).is_err() {
                self.problem.set(Some(TournamentText::NotSaved));
                return;
            }
        }
        self.problem.set(None);
        self.news.set(None);
        self.tournament.set(next);
    }

    /// Opens a copy of a tournament (a file "Download a copy" saved, here
    /// or on another device), putting the one shown away.
    /// The same copy opened again is one tournament: the one shown, or
    /// the earlier one it is, taken from the list.
    fn open_copy(&self, text: &str) {
        let opened = match saved::decode(text) {
            Ok(opened) => opened,
            Err(why) => return self.problem.set(Some(TournamentText::CopyRefused(why))),
        };
        let record = saved::encode(&opened);
        let shown = self
            .tournament
            .with_untracked(|t| t.as_ref().map(saved::encode));
        if shown.as_ref() == Some(&record) {
            self.problem.set(None);
            self.news.set(Some(TournamentText::CopyAlreadyOpen));
            return;
        }
        let earlier = device_store::read_earlier_tournaments();
        match earlier
            .as_ref()
            .map(|e| e.iter().position(|r| *r == record))
        {
            Ok(Some(index)) => self.open_earlier(index),
            _ => self.put_away(Some(opened)),
        }
    }

    /// Opens earlier tournament `index`, putting the one shown away.
    fn open_earlier(&self, index: usize) {
        let Ok(mut earlier) = device_store::read_earlier_tournaments() else {
            self.problem.set(Some(TournamentText::EarlierUnreadable));
            return;
        };
        let opened = match earlier.get(index).map(|r| saved::decode(r)) {
            Some(Ok(opened)) => opened,
            Some(Err(why)) => {
                self.problem.set(Some(TournamentText::EarlierDamaged(why)));
                return;
            }
            None => return,
        };
        earlier.remove(index);
        if device_store::write_earlier_tournaments(&earlier).is_err() {
            self.problem.set(Some(TournamentText::NotSaved));
            return;
        }
        self.put_away(Some(opened));
    }

    /// Removes an earlier tournament from the device (its file saved).
    fn remove_earlier(&self, index: usize) {
        let Ok(mut earlier) = device_store::read_earlier_tournaments() else {
            self.problem.set(Some(TournamentText::EarlierUnreadable));
            return;
        };
        if index < earlier.len() {
            earlier.remove(index);
            if device_store::write_earlier_tournaments(&earlier).is_err() {
                self.problem.set(Some(TournamentText::NotSaved));
                return;
            }
            self.tournament.notify();
        }
    }

    /// Enters the games that ended on this device's board.
    fn empty_inbox(&self) {
        if self.tournament.with_untracked(Option::is_none) {
            return;
        }
        let mut inbox = Inbox::decode(browser::read_message(Message::Inbox).as_deref());
        browser::forget(Message::Inbox);
        // A game whose board holds another result waits for the teacher.
        let (mut conflicts, mut first) = (Vec::new(), None);
        for record in inbox.take() {
            let waits = self
                .tournament
                .with_untracked(|t| t.as_ref().map(|t| Waiting::of(t, &record)));
            // Each record is read once: what it was read as is entered.
            match waits {
                Some(Waiting::Conflict { theirs, .. }) => {
                    first.get_or_insert(theirs.place);
                    conflicts.push(record);
                }
                Some(Waiting::ToConfirm(slip)) => self.enter(|_| Ok(slip)),
                Some(Waiting::Unreadable(e)) => self.enter(|_| Err(e)),
                None => {}
            }
        }
        if let Some(place) = first {
            self.news.set(None);
            self.problem
                .set(Some(TournamentText::ConflictArrived(place)));
        }
        to_confirm::add(conflicts);
    }

    /// The tournament as stored (by another tab, or merged with it); none
    /// when it was put away.
    fn show_stored(&self, body: Option<String>) {
        let stored = match body.map(|text| open_stored(&text)) {
            None => None,
            Some(Ok(t)) => Some(t),
            Some(Err((problem, _))) => {
                // Damaged elsewhere: kept aside; this page's stays shown.
                self.problem.set(Some(problem));
                return;
            }
        };
        // The save this wakes finds the store already holding it.
        if self.tournament.with_untracked(|t| *t != stored) {
            self.tournament.set(stored);
        }
    }

    /// Pairs the next round in the pairing worker, `absent` excused; once
    /// it is added, `paired` runs. The round is added only to the
    /// tournament it was paired for: changed meanwhile (another tab), the
    /// teacher pairs again.
    fn pair_next_round(&self, absent: Vec<(PlayerId, Bye)>, paired: impl FnOnce() + 'static) {
        if self.pairing.get_untracked() {
            return;
        }
        if to_confirm::holds_pairing(*self) {
            self.news.set(None);
            self.problem.set(Some(TournamentText::ConflictsFirst));
            return;
        }
        let question = |t: &Option<Tournament>, absent: &[(PlayerId, Bye)]| {
            t.as_ref().map(|t| pairing_job::question(t, absent))
        };
        let Some(asked) = self.tournament.with_untracked(|t| question(t, &absent)) else {
            return;
        };
        self.pairing.set(true);
        self.problem.set(None);
        self.news.set(None);
        let screens = *self;
        pairer::ask(
            asked.clone(),
            Box::new(move |answer| {
                screens.pairing.set(false);
                if screens
                    .tournament
                    .with_untracked(|t| question(t, &absent))
                    .as_ref()
                    != Some(&asked)
                {
                    screens
                        .problem
                        .set(Some(TournamentText::ChangedWhilePairing));
                    return;
                }
                match answer.as_deref().and_then(pairing_job::read_answer) {
                    Some(round) => screens.change(|t| round.and_then(|round| t.add_round(round))),
                    // The worker could not answer: paired here, and any
                    // reason not to said.
                    None => screens.change(|t| t.pair_next_round(&absent).map(|_| ())),
                }
                if screens.problem.with_untracked(Option::is_none) {
                    paired();
                }
            }),
        );
    }

    /// Any change to the tournament; what the model refuses is said.
    fn change(&self, act: impl FnOnce(&mut Tournament) -> Result<(), TournamentError>) {
        if self.locked() {
            return;
        }
        let mut problem = None;
        self.tournament.update(|t| {
            if let Some(t) = t
                && let Err(e) = act(t)
            {
                problem = Some(TournamentText::Problem(e));
            }
        });
        self.problem.set(problem);
        self.news.set(None);
    }
}

/// A stored tournament opened; one that cannot be is copied to the damaged
/// ones first, and what happened is said. Without room for the copy, the
/// reason comes back too: the record then stays where it is.
fn open_stored(text: &str) -> Result<Tournament, (TournamentText, Option<saved::BackupError>)> {
    saved::decode(text).map_err(|why| {
        match device_store::keep_damaged(device_store::DAMAGED_TOURNAMENT_KEY, text) {
            Ok(()) => (TournamentText::Damaged(why), None),
            Err(_) => (TournamentText::DamagedNotKept(why.clone()), Some(why)),
        }
    })
}

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
