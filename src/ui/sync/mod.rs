//! The school server on this device, in the teacher's wasm (which the board
//! loads on every screen where a server is set): its settings screen in
//! `#server-root`, its status in `#sync-root`, and the sync itself — the
//! class book's documents carried by PouchDB (`pwa/sync.js`), merged and
//! chosen by `crate::sync`. With no server set nothing here runs.

mod bridge;
mod screen;

use std::cell::{Cell, RefCell};
use std::collections::HashSet;
use std::rc::Rc;

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;

use super::browser;
use super::class::{add_board_notes, change_book, stored_book};
use crate::sync::replica::{Outgoing, Replica};
use crate::sync::server::ServerSettings;
use crate::sync::state::{
    Direction, Replications, Report, SyncError, SyncState, judge_database, judge_server,
};

/// The name of the device's copy of the server's database.
const COPY: &str = "peoncito-school";

/// How the device stands with its server, for the screens.
#[derive(Clone, Copy)]
struct Link {
    state: RwSignal<SyncState>,
    /// When the device was last in step (the wall clock, ms).
    last: RwSignal<Option<u64>>,
}

/// A connection under way: the device's copy, what it holds, and what runs.
struct Session {
    db: JsValue,
    replica: Replica,
    /// The feed and the replication, stopped when the session ends.
    running: Vec<JsValue>,
    take: Option<bridge::Take>,
    report: Option<bridge::Reported>,
    /// A write under way; a change meanwhile is written after it.
    writing: bool,
    again: bool,
}

thread_local! {
    static SESSION: RefCell<Option<Rc<RefCell<Session>>>> = const { RefCell::new(None) };
    /// Counts connections: the answers of one given up are dropped.
    static GENERATION: Cell<u64> = const { Cell::new(0) };
}

/// Mounts the settings screen and the status, and connects when a server
/// is set.
pub fn mount() {
    let link = Link {
        state: RwSignal::new(SyncState::Off),
        last: RwSignal::new(None),
    };
    screen::mount(link);
    // What the class screen saved, or the board noted, goes out.
    browser::listen(browser::CLASS_BOOK_CHANGED, || spawn_local(write_out()));
    if let Some(settings) = stored_settings() {
        connect(link, settings);
    }
}

fn stored_settings() -> Option<ServerSettings> {
    browser::read_key(browser::SERVER_KEY).and_then(|text| ServerSettings::decode(&text))
}

/// Ends the session under way, if any.
fn end() {
    GENERATION.set(GENERATION.get() + 1);
    if let Some(session) = SESSION.take() {
        let mut session = session.borrow_mut();
        for running in &session.running {
            bridge::stop(running);
        }
        // PouchDB may still call them once while it stops (they do nothing,
        // the session being over): kept rather than freed under it.
        if let Some(take) = session.take.take() {
            take.forget();
        }
        if let Some(report) = session.report.take() {
            report.forget();
        }
    }
}

/// Stops using the server on this device: the settings are forgotten.
fn forget(link: Link) {
    end();
    browser::forget_key(browser::SERVER_KEY);
    link.state.set(SyncState::Off);
}

/// Keeps the settings and connects with them.
fn connect(link: Link, settings: ServerSettings) {
    end();
    browser::write_key(browser::SERVER_KEY, &settings.encode());
    let generation = GENERATION.get();
    let current = move || GENERATION.get() == generation;
    link.state.set(SyncState::Connecting);
    spawn_local(async move {
        let (user, password) = (settings.user.as_str(), settings.password.as_str());
        // A server that cannot be reached now may be later: the copy is
        // kept and replicates when it can. One that says no is not used.
        let mut reached = true;
        let root = bridge::ask("GET", &format!("{}/", settings.url), user, password).await;
        let checked = match judge_server(&root) {
            Ok(()) => {
                let db = bridge::ask("GET", &settings.database_url(), user, password).await;
                judge_database(&db)
            }
            Err(state) => Err(state),
        };
        match checked {
            Ok(()) => {}
            Err(SyncState::Offline) => reached = false,
            Err(state) => {
                if current() {
                    link.state.set(state);
                }
                return;
            }
        }
        let Ok(db) = bridge::open(COPY).await else {
            if current() {
                link.state.set(SyncState::Failed(SyncError::NoStorage));
            }
            return;
        };
        let Some((docs, versions, since)) = bridge::read_all(&db).await else {
            if current() {
                link.state.set(SyncState::Failed(SyncError::NoStorage));
            }
            return;
        };
        if !current() {
            return;
        }
        let session = Rc::new(RefCell::new(Session {
            db: db.clone(),
            replica: Replica::default(),
            running: Vec::new(),
            take: None,
            report: None,
            writing: false,
            again: false,
        }));
        if take(&session, &docs, &versions) {
            let _ = bridge::let_go(&db, &versions).await;
        }
        SESSION.set(Some(session.clone()));
        write_out().await;
        if !current() {
            return;
        }
        let arrived = session.clone();
        let take_closure = bridge::Take::new(move |docs: String, versions: String| {
            take(&arrived, &docs, &versions)
        });
        let mut replications = Replications::default();
        let again = settings.clone();
        let report_closure = bridge::Reported::new(
            move |direction: String, event: String, failed: bool, status: u16| {
                let (Some(direction), Some(report)) = (
                    Direction::read(&direction),
                    Report::read(&event, failed, status),
                ) else {
                    return;
                };
                if !current() {
                    return;
                }
                if report.database_gone() {
                    // After this call: connecting ends the session that
                    // holds this closure.
                    let settings = again.clone();
                    spawn_local(async move { connect(link, settings) });
                    return;
                }
                let (state, in_step) = replications.report(direction, report);
                show(link, state, in_step);
            },
        );
        let feed = bridge::follow(&db, &since, &take_closure);
        let replication = bridge::replicate(
            &db,
            &settings.database_url(),
            user,
            password,
            &report_closure,
        );
        let mut s = session.borrow_mut();
        s.running = vec![feed, replication];
        s.take = Some(take_closure);
        s.report = Some(report_closure);
        if !reached {
            link.state.set(SyncState::Offline);
        }
    });
}

/// What the replications come to, shown; a refusal ends the session.
fn show(link: Link, state: SyncState, in_step: bool) {
    link.state.set(state);
    if in_step {
        link.last.set(Some(browser::wall_ms()));
    }
    if matches!(state, SyncState::Failed(_)) {
        end();
    }
}

/// Documents that arrived in the copy (JSON), merged into the class book
/// as stored; whether the book was kept.
fn take(session: &Rc<RefCell<Session>>, docs: &str, versions: &str) -> bool {
    let (Ok(docs), Ok(versions)) = (serde_json::from_str(docs), serde_json::from_str(versions))
    else {
        return false;
    };
    let mut s = session.borrow_mut();
    let (_, problem) = change_book(|book| _ = s.replica.take(book, docs, versions));
    problem.is_none()
}

/// Writes to the copy what the class book holds and the copy lacks (the
/// board's notes added to the book first); the replication carries it.
async fn write_out() {
    let Some(session) = SESSION.with_borrow(Clone::clone) else {
        return;
    };
    {
        let mut s = session.borrow_mut();
        if s.writing {
            s.again = true;
            return;
        }
        s.writing = true;
    }
    loop {
        add_board_notes();
        let out = session.borrow().replica.outgoing(&stored_book());
        if !out.is_empty() {
            let db = session.borrow().db.clone();
            let put = serde_json::to_string(&out.put).unwrap_or_default();
            let delete = serde_json::to_string(&out.delete).unwrap_or_default();
            let written: HashSet<String> = bridge::write(&db, &put, &delete)
                .await
                .into_iter()
                .collect();
            let is_written = |id: &str| written.contains(id);
            let done = Outgoing {
                put: out
                    .put
                    .into_iter()
                    .filter(|d| d["_id"].as_str().is_some_and(is_written))
                    .collect(),
                delete: out.delete.into_iter().filter(|id| is_written(id)).collect(),
            };
            session.borrow_mut().replica.wrote(done);
        }
        let mut s = session.borrow_mut();
        if !s.again {
            s.writing = false;
            break;
        }
        s.again = false;
    }
}
