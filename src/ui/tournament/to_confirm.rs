//! Results waiting for the teacher, in one list kept on the device:
//! - games to confirm: with this tournament's heading, ended on this
//!   device without beginning from a board the screens handed over (a
//!   record pasted at the board). None goes into a round until the teacher
//!   enters it; each can be discarded;
//! - conflicts: games from another device (a tablet, through the school
//!   server) whose board already holds another result. The teacher keeps
//!   one of the two; until then the next round waits.
//!
//! What each is follows the tournament (`result_slip::Waiting`): a result
//! entered meanwhile turns a game to confirm into a conflict.

use leptos::prelude::*;

use super::Screens;
use crate::ui::browser::{self, Message};
use peoncito_core::heading::{Name, RoundBoard};
use peoncito_core::i18n::tournament::TournamentText;
use peoncito_core::tournament::Tournament;
use peoncito_core::tournament::play_here::Inbox;
use peoncito_core::tournament::result_slip::{self, Waiting};

/// What waits, as stored.
fn waiting() -> Inbox {
    Inbox::decode(browser::read_message(Message::ToConfirm).as_deref())
}

/// Adds games that wait for the teacher.
pub(super) fn add(records: Vec<String>) {
    if records.is_empty() {
        return;
    }
    let mut inbox = waiting();
    for record in records {
        inbox.push_arrived(record);
    }
    browser::leave(Message::ToConfirm, &inbox.encode());
}

/// Whether a conflict waits: the next round is paired once it is decided.
pub(super) fn holds_pairing(screens: Screens) -> bool {
    let inbox = waiting();
    screens.tournament.with_untracked(|t| {
        t.as_ref().is_some_and(|t| {
            inbox
                .records()
                .iter()
                .any(|r| Waiting::of(t, r).holds_pairing())
        })
    })
}

/// Takes record `index` out of what waits (read again: the board may have
/// added one since).
fn take(index: usize) -> Option<String> {
    let mut inbox = waiting();
    let record = inbox.remove(index)?;
    browser::leave(Message::ToConfirm, &inbox.encode());
    Some(record)
}

/// The two players of the board at `place` (a short code names none).
fn players(t: &Tournament, place: RoundBoard) -> (String, String) {
    let heading = result_slip::heading_for(t, place).unwrap_or_default();
    let name = |side: Option<&Name>| side.map_or(String::new(), |n| n.as_str().to_string());
    (name(heading.white.as_ref()), name(heading.black.as_ref()))
}

#[component]
pub(super) fn ToConfirm(screens: Screens) -> impl IntoView {
    let inbox = RwSignal::new(waiting());
    browser::when_left(Message::ToConfirm, move || inbox.set(waiting()));
    // Each record with what it is to the tournament now, and the players
    // of its board.
    let sorted = move || {
        let records = inbox.with(|i| i.records().to_vec());
        screens.tournament.with(|t| {
            t.as_ref().map_or_else(Vec::new, |t| {
                records
                    .iter()
                    .map(|r| {
                        let waits = Waiting::of(t, r);
                        let names = match &waits {
                            Waiting::ToConfirm(slip) | Waiting::Conflict { theirs: slip, .. } => {
                                players(t, slip.place)
                            }
                            Waiting::Unreadable(_) => Default::default(),
                        };
                        (waits, names)
                    })
                    .enumerate()
                    .collect::<Vec<_>>()
            })
        })
    };
    let after = move || inbox.set(waiting());
    let to_confirm = move || {
        sorted()
            .into_iter()
            .filter_map(|(index, (waits, (white, black)))| {
                let (text, readable) = match waits {
                    Waiting::ToConfirm(slip) => {
                        let text = TournamentText::ToConfirmGame {
                            place: slip.place,
                            white,
                            black,
                            result: slip.result,
                        };
                        (text, true)
                    }
                    Waiting::Unreadable(e) => (TournamentText::ToConfirmUnreadable(e), false),
                    Waiting::Conflict { .. } => return None,
                };
                Some(view! {
                    <li data-to-confirm=index.to_string()>
                        <span>{screens.say(text)}</span>
                        {readable.then(|| view! {
                            <button type="button" class="primary" data-action="enter-result" on:click=move |_| {
                                if let Some(record) = take(index) {
                                    screens.enter(|t| result_slip::read_handed(t, &record));
                                }
                                after();
                            }>
                                {screens.say(TournamentText::EnterResult)}
                            </button>
                        })}
                        <button type="button" data-action="discard-result" on:click=move |_| {
                            take(index);
                            after();
                        }>
                            {screens.say(TournamentText::DiscardResult)}
                        </button>
                    </li>
                })
            })
            .collect_view()
    };
    // Keeping theirs takes the record out and enters its result as it
    // reads then; keeping mine only takes it out.
    let keep_theirs = move |index: usize| {
        if let Some(record) = take(index) {
            let mut kept = None;
            screens.tournament.update(|t| {
                if let Some(t) = t
                    && let Waiting::Conflict { theirs, .. } = Waiting::of(t, &record)
                    && result_slip::keep_theirs(t, &theirs).is_ok()
                {
                    kept = Some(theirs.place);
                }
            });
            screens.problem.set(None);
            screens.news.set(kept.map(TournamentText::ResultEntered));
        }
        after();
    };
    let conflicts = move || {
        sorted()
            .into_iter()
            .filter_map(|(index, (waits, (white, black)))| {
                let Waiting::Conflict { theirs, mine } = waits else {
                    return None;
                };
                let RoundBoard { round, board } = theirs.place;
                let text = TournamentText::ConflictGame {
                    place: theirs.place,
                    white,
                    black,
                };
                Some(view! {
                    <li data-conflict=format!("{round}.{board}")>
                        <span>{screens.say(text)}</span>
                        <button type="button" data-keep="mine" on:click=move |_| {
                            take(index);
                            screens.problem.set(None);
                            after();
                        }>
                            {screens.say(TournamentText::KeepMine(mine))}
                        </button>
                        <button type="button" data-keep="theirs" on:click=move |_| keep_theirs(index)>
                            {screens.say(TournamentText::KeepTheirs(theirs.result))}
                        </button>
                    </li>
                })
            })
            .collect_view()
    };
    let any = move |conflict: bool| {
        sorted()
            .iter()
            .any(|(_, (w, _))| matches!(w, Waiting::Conflict { .. }) == conflict)
    };
    view! {
        <Show when=move || any(true)>
            <section class="to-confirm conflicts" aria-labelledby="conflicts-title" data-section="conflicts">
                <h3 id="conflicts-title">{screens.say(TournamentText::ConflictsTitle)}</h3>
                <p class="hint">{screens.say(TournamentText::ConflictsNote)}</p>
                <ul>{conflicts}</ul>
            </section>
        </Show>
        <Show when=move || any(false)>
            <section class="to-confirm" aria-labelledby="to-confirm-title" data-section="to-confirm">
                <h3 id="to-confirm-title">{screens.say(TournamentText::ToConfirmTitle)}</h3>
                <p class="hint">{screens.say(TournamentText::ToConfirmNote)}</p>
                <ul>{to_confirm}</ul>
            </section>
        </Show>
    }
}
