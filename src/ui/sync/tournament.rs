//! The school server and the tournament: this device's last round
//! published for the arbiters' tablets; the results other devices send
//! (games that ended there, results an arbiter typed) handed to this
//! device's tournament screens, each once; and, on a device that holds no
//! tournament, its own tournament games and typed results sent.

use std::cell::Cell;

use leptos::task::spawn_local;

use super::{SESSION, Session, write_docs};
use crate::ui::browser::{self, Message};
use peoncito_core::class::DeviceId;
use peoncito_core::sync::published::RoundSheet;
use peoncito_core::sync::results::{
    Arrived, Taken, read_result, result_document, typed_result_document,
};
use peoncito_core::tournament::merge::TournamentRecord;
use peoncito_core::tournament::play_here::Inbox;
use peoncito_core::tournament::result_slip::is_for;
use peoncito_core::tournament::saved;

/// Which tablets' results the school server brought this device has handed
/// to its tournament (`peoncito_core::sync::results::Taken`).
const RESULTS_TAKEN_KEY: &str = "peoncito.server.results-taken";

/// Whether this device holds a tournament: it enters the results other
/// devices send; a device that holds none sends its own.
fn holds_tournament() -> bool {
    stored_tournament().is_some()
}

/// This device's tournament, as saved.
fn stored_tournament() -> Option<String> {
    super::super::device_store::read::<TournamentRecord>()
}

/// Tournament games that ended on other devices, handed to this device's
/// tournament screens (its inbox, which they empty when shown), each once;
/// this device's own, remembered as sent.
pub(super) fn take_results(session: &mut Session, docs: Vec<serde_json::Value>) {
    if docs.is_empty() {
        return;
    }
    let own = DeviceId(browser::device_id());
    // The tournament's name, read only once another device's result is
    // there to take (most changes that arrive are boards and the class).
    let held = std::cell::OnceCell::new();
    let held_name = || {
        held.get_or_init(|| {
            stored_tournament()
                .and_then(|text| saved::decode(&text).ok())
                .map(|t| t.name)
        })
        .as_ref()
    };
    let mut taken = Taken::decode(browser::read_key(RESULTS_TAKEN_KEY).as_deref());
    let mut inbox = Inbox::decode(browser::read_message(Message::Inbox).as_deref());
    let mut handed = false;
    for doc in docs {
        match read_result(&doc, own) {
            Arrived::Own(id) => _ = session.results_held.insert(id),
            // Another tournament's result is left for the device that
            // holds it; a device that holds none takes nothing.
            Arrived::Theirs {
                id,
                record,
                tournament: typed_for,
            } if !taken.is_taken(&id)
                && held_name().is_some_and(|name| is_for(name, &record, typed_for.as_deref())) =>
            {
                taken.take(&id);
                inbox.push_arrived(record);
                handed = true;
            }
            Arrived::Theirs { .. } | Arrived::Nothing => {}
        }
    }
    if handed {
        // In the inbox before marked taken: a page gone in between hands
        // a result twice (entered once), never none.
        browser::leave(Message::Inbox, &inbox.encode());
        browser::write_key(RESULTS_TAKEN_KEY, &taken.encode());
    }
}

/// How long after the tournament was last saved its round is looked at:
/// a burst of results is one look.
const PUBLISH_AFTER_MS: u32 = 1_500;

/// Publishes this device's last round a moment after the tournament was
/// saved (see [`publish_round`]).
pub(super) fn publish_soon() {
    thread_local! {
        static WAITING: Cell<bool> = const { Cell::new(false) };
    }
    if WAITING.replace(true) {
        return;
    }
    spawn_local(async {
        gloo_timers::future::TimeoutFuture::new(PUBLISH_AFTER_MS).await;
        WAITING.set(false);
        publish_round().await;
    });
}

/// Publishes this device's last round for the arbiters' tablets, when it
/// changed since last published (once a round).
pub(super) async fn publish_round() {
    let Some(session) = SESSION.with_borrow(Clone::clone) else {
        return;
    };
    let Some(sheet) = stored_tournament()
        .and_then(|text| saved::decode(&text).ok())
        .and_then(|t| RoundSheet::of(&t))
    else {
        return;
    };
    if session.borrow().round_sent.as_ref() == Some(&sheet) {
        return;
    }
    let doc = sheet.document(DeviceId(browser::device_id()));
    if write_docs(&session, &[doc]).await.is_empty() {
        return;
    }
    session.borrow_mut().round_sent = Some(sheet);
}

/// A result an arbiter typed on this device (its short code) for
/// `tournament`, for the device that holds it.
pub(super) fn send_result(code: String, tournament: String) {
    spawn_local(async move {
        if let Some(session) = SESSION.with_borrow(Clone::clone) {
            let doc = typed_result_document(DeviceId(browser::device_id()), &code, &tournament);
            write_docs(&session, &[doc]).await;
        }
    });
}

/// Sends the tournament games that ended on this device and wait for a
/// tournament it does not hold, each once.
pub(super) async fn send_results() {
    let Some(session) = SESSION.with_borrow(Clone::clone) else {
        return;
    };
    if holds_tournament() {
        return;
    }
    let own = DeviceId(browser::device_id());
    let docs: Vec<_> = [Message::Inbox, Message::ToConfirm]
        .into_iter()
        .flat_map(|m| Inbox::decode(browser::read_message(m).as_deref()).take())
        .map(|record| result_document(own, &record))
        .filter(|doc| {
            let held = &session.borrow().results_held;
            doc["_id"].as_str().is_some_and(|id| !held.contains(id))
        })
        .collect();
    if docs.is_empty() {
        return;
    }
    let written = write_docs(&session, &docs).await;
    session.borrow_mut().results_held.extend(written);
}
