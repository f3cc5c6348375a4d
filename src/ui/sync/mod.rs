//! The school server on this device, in the teacher's wasm (which the board
//! loads on every screen where a server is set): its settings screen in
//! `#server-root` with every board of the class live (`wall`) and an
//! arbiter's results for another device's tournament (`arbiter`), its
//! status in `#sync-root`, and the sync itself — the class book's
//! documents, this tablet's game in play and the teacher's answers to its
//! calls here, the tournament's documents in `tournament` — carried by
//! PouchDB (`pwa/sync.js`), merged and read by `peoncito_core::sync`. With no
//! server set nothing here runs.

mod arbiter;
mod bridge;
mod screen;
mod tournament;
mod wall;

use std::cell::{Cell, RefCell};
use std::collections::{BTreeMap, HashSet};
use std::rc::Rc;

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::prelude::*;

use super::browser::{self, Message};
use super::class::{add_board_notes, change_book, stored_book};
use peoncito_core::class::DeviceId;
use peoncito_core::saved::GameRecord;
use peoncito_core::sync::answer::{Answer, answer_document, is_answer, read_answer};
use peoncito_core::sync::live::{LiveBoard, board_document, board_id, is_board, read_board};
use peoncito_core::sync::published::{RoundSheet, is_published, read_published};
use peoncito_core::sync::removal::{Awaited, Removal};
use peoncito_core::sync::replica::{Outgoing, Replica};
use peoncito_core::sync::results::is_result;
use peoncito_core::sync::server::{Credential, Kept, ServerSettings};
use peoncito_core::sync::state::{
    ANSWER_WITHIN_MS, Direction, Replications, Report, SyncError, SyncState, judge_database,
    judge_server,
};
use tournament::{publish_round, publish_soon, send_results, take_results};

/// The name of the device's copy of the server's database.
const COPY: &str = "peoncito-school";

/// How often an offline device asks whether the server is back.
const WATCH_MS: u32 = 2_000;

/// How the device stands with its server, for the screens.
#[derive(Clone, Copy)]
struct Link {
    state: RwSignal<SyncState>,
    /// When the device was last in step (the wall clock, ms).
    last: RwSignal<Option<u64>>,
    /// The other tablets' boards, by document id.
    boards: RwSignal<BTreeMap<String, LiveBoard>>,
    /// Other devices' rounds, for an arbiter's results, by document id.
    rounds: RwSignal<BTreeMap<String, RoundSheet>>,
    /// What the device keeps of the credential.
    kept: RwSignal<Kept>,
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
    /// The game in play as last sent.
    board_sent: Option<String>,
    /// This device's tournament games the copy holds (by document id).
    results_held: HashSet<String>,
    /// This device's last round as last published.
    round_sent: Option<RoundSheet>,
}

thread_local! {
    static SESSION: RefCell<Option<Rc<RefCell<Session>>>> = const { RefCell::new(None) };
    /// Counts connections: the answers of one given up are dropped.
    static GENERATION: Cell<u64> = const { Cell::new(0) };
    /// See [`remember`]: the server's address and user, and the password.
    static PASSWORD: RefCell<Option<((String, String), String)>> = const { RefCell::new(None) };
}

/// Mounts the settings screen and the status, and connects when a server
/// is set.
pub fn mount() {
    let link = Link {
        state: RwSignal::new(SyncState::Off),
        last: RwSignal::new(None),
        boards: RwSignal::new(BTreeMap::new()),
        rounds: RwSignal::new(BTreeMap::new()),
        kept: RwSignal::new(stored_settings().map_or(Kept::Nothing, |s| s.kept())),
    };
    screen::mount(link);
    // What the class screen saved, or the board noted, goes out.
    browser::listen(browser::CLASS_BOOK_CHANGED, || spawn_local(write_out()));
    // The game in play, once the move is on the screen.
    browser::listen(browser::GAME_SAVED, || {
        browser::after_paint(|| spawn_local(send_board()));
    });
    // The game again once the board's wasm's write reaches this one's copy
    // of the records (they live in IndexedDB: a moment later).
    super::device_store::when_written_elsewhere::<GameRecord>(|_| spawn_local(send_board()));
    // This device's round, for the arbiters' tablets.
    browser::listen(browser::TOURNAMENT_SAVED, publish_soon);
    // A tournament game that ended here, for the tournament's device.
    for message in [Message::Inbox, Message::ToConfirm] {
        browser::when_left(message, || spawn_local(send_results()));
    }
    // The device says its network is gone: said at once, and the server
    // asked every few seconds until it answers (the watch then connects
    // afresh).
    browser::listen("offline", move || follow_network(link, false));
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
    link.last.set(None);
    link.boards.set(BTreeMap::new());
    link.rounds.set(BTreeMap::new());
    link.kept.set(Kept::Nothing);
}

/// Keeps the settings and connects with them.
fn connect(link: Link, settings: ServerSettings) {
    end();
    browser::write_key(browser::SERVER_KEY, &settings.encode());
    link.kept.set(settings.kept());
    let generation = GENERATION.get();
    let current = move || GENERATION.get() == generation;
    link.state.set(SyncState::Connecting);
    spawn_local(async move {
        // A server that cannot be reached now may be later: the copy is
        // kept and replicates when it can. One that says no is asked again
        // (`SyncState::asks_again`) but not used.
        let mut reached = true;
        let by_session = settings.credential == Credential::Session;
        match checked(&settings).await {
            Ok(()) => {}
            Err(SyncState::Offline) => reached = false,
            Err(state) => {
                if current() {
                    show(link, state.with_session(by_session), false);
                }
                return;
            }
        }
        // Where the browser keeps a session with the server, the password
        // is forgotten: a session's cookie is out of any page's reach (the
        // page itself remembers it, to sign in again while it is open).
        let settings = match &settings.credential {
            Credential::Password(password)
                if reached && bridge::sign_in(&settings, password).await =>
            {
                remember(&settings, password);
                let signed_in = settings.with_session();
                if current() {
                    browser::write_key(browser::SERVER_KEY, &signed_in.encode());
                    link.kept.set(Kept::Session);
                }
                signed_in
            }
            _ => settings,
        };
        let by_session = settings.credential == Credential::Session;
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
            board_sent: None,
            results_held: HashSet::new(),
            round_sent: None,
        }));
        if take(&session, link, &docs, &versions) {
            let _ = bridge::let_go(&db, &versions).await;
        }
        SESSION.set(Some(session.clone()));
        write_out().await;
        send_board().await;
        send_results().await;
        publish_round().await;
        if !current() {
            return;
        }
        let arrived = session.clone();
        let take_closure = bridge::Take::new(move |docs: String, versions: String| {
            take(&arrived, link, &docs, &versions)
        });
        let mut replications = Replications::default();
        let report_closure = bridge::Reported::new(
            move |direction: String, event: String, failed: bool, status: u16| {
                let (Some(direction), Some(report)) = (
                    Direction::read(&direction),
                    Report::read(&event, failed, status),
                ) else {
                    return;
                };
                // Without a network, a replication that starts to send
                // what the device wrote is not the device in step.
                if !current() || !browser::online() {
                    return;
                }
                let (state, in_step) = replications.report(direction, report);
                show(link, state.with_session(by_session), in_step);
            },
        );
        let feed = bridge::follow(&db, &since, &take_closure);
        let replication = bridge::replicate(&db, &settings, &report_closure);
        {
            let mut s = session.borrow_mut();
            s.running = vec![feed, replication];
            s.take = Some(take_closure);
            s.report = Some(report_closure);
        }
        if !reached {
            show(
                link,
                SyncState::Offline.with_network(browser::online()),
                false,
            );
            return;
        }
        // A server that answered the questions but leaves the replication
        // without a word is not answering; the replication goes on trying,
        // and its first word says how things stand.
        gloo_timers::future::TimeoutFuture::new(ANSWER_WITHIN_MS).await;
        if current() && link.state.get_untracked() == SyncState::Connecting {
            link.state
                .set(SyncState::Offline.with_network(browser::online()));
        }
    });
}

/// Asks the server whether it is CouchDB, and for the database with the
/// credentials. A session the server ended is opened again with the
/// password this page remembers, if it does.
async fn checked(settings: &ServerSettings) -> Result<(), SyncState> {
    let asked = ask_server(settings).await;
    let refused = asked == Err(SyncState::Failed(SyncError::WrongCredentials));
    if refused
        && settings.credential == Credential::Session
        && let Some(password) = remembered(settings)
        && bridge::sign_in(settings, &password).await
    {
        return ask_server(settings).await;
    }
    asked
}

async fn ask_server(settings: &ServerSettings) -> Result<(), SyncState> {
    let root = bridge::ask("GET", &format!("{}/", settings.url), settings).await;
    judge_server(&root)?;
    let db = bridge::ask("GET", &settings.database_url(), settings).await;
    judge_database(&db)
}

/// The password typed on this page for a server's user, remembered only
/// while the page is open (never stored): a session the server ends is
/// opened again without the teacher.
fn remember(settings: &ServerSettings, password: &str) {
    let key = (settings.url.clone(), settings.user.clone());
    PASSWORD.set(Some((key, password.to_string())));
}

fn remembered(settings: &ServerSettings) -> Option<String> {
    PASSWORD.with_borrow(|kept| match kept {
        Some(((url, user), password)) if *url == settings.url && *user == settings.user => {
            Some(password.clone())
        }
        _ => None,
    })
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
    if state.asks_again() {
        watch_for_server(link);
    }
}

/// Shows what the browser's word on the network changes (see
/// `SyncState::with_network`), and nothing when it changes nothing.
fn follow_network(link: Link, online: bool) {
    let state = link.state.get_untracked();
    let now = state.with_network(online);
    if now != state {
        show(link, now, false);
    }
}

/// While the device is offline (or refused: see `SyncState::asks_again`),
/// asks the server every few seconds, and connects afresh once it answers
/// yes: at once rather than after PouchDB's longer waits between retries,
/// and with the database made again if the server lost it (one run in
/// memory for the day, started again).
fn watch_for_server(link: Link) {
    thread_local! {
        static WATCHING: Cell<bool> = const { Cell::new(false) };
    }
    if WATCHING.replace(true) {
        return;
    }
    spawn_local(async move {
        loop {
            gloo_timers::future::TimeoutFuture::new(WATCH_MS).await;
            let asking = || link.state.get_untracked().asks_again();
            let Some(settings) = stored_settings().filter(|_| asking()) else {
                break;
            };
            match checked(&settings).await {
                Ok(()) if asking() => {
                    connect(link, settings);
                    break;
                }
                // Back on a network with the server still silent, or the
                // other way round: the status says which.
                Err(SyncState::Offline) => follow_network(link, browser::online()),
                Ok(()) | Err(_) => {}
            }
        }
        WATCHING.set(false);
    });
}

/// Documents that arrived in the copy (JSON): the other tablets' boards to
/// the wall, the rest merged into the class book as stored; whether the
/// book was kept.
fn take(session: &Rc<RefCell<Session>>, link: Link, docs: &str, versions: &str) -> bool {
    let (Ok(docs), Ok(versions)) = (
        serde_json::from_str::<Vec<serde_json::Value>>(docs),
        serde_json::from_str(versions),
    ) else {
        return false;
    };
    session.borrow_mut().replica.hear(&docs);
    let (boards, docs): (Vec<_>, Vec<_>) = docs.into_iter().partition(is_board);
    let (results, docs): (Vec<_>, Vec<_>) = docs.into_iter().partition(is_result);
    take_results(&mut session.borrow_mut(), results);
    let (answers, docs): (Vec<_>, Vec<_>) = docs.into_iter().partition(is_answer);
    take_answer(&answers);
    let (published, docs): (Vec<_>, Vec<_>) = docs.into_iter().partition(is_published);
    if !published.is_empty() {
        let own = DeviceId(browser::device_id());
        link.rounds.update(|shown| {
            for doc in &published {
                match (read_published(doc, own), doc["_id"].as_str()) {
                    (Some((id, sheet)), _) => _ = shown.insert(id, sheet),
                    // Deleted, or it no longer reads: not offered.
                    (None, Some(id)) => _ = shown.remove(id),
                    (None, None) => {}
                }
            }
        });
    }
    if !boards.is_empty() {
        // This tablet's own board is not on its wall.
        let own = board_id(DeviceId(browser::device_id()));
        link.boards.update(|shown| {
            for doc in boards {
                let Some(id) = doc["_id"].as_str().filter(|id| *id != own) else {
                    continue;
                };
                match read_board(&doc) {
                    Some(board) => shown.insert(id.to_string(), board),
                    // Deleted, or it no longer reads: not shown.
                    None => shown.remove(id),
                };
            }
        });
    }
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
                forgotten: out
                    .forgotten
                    .into_iter()
                    .filter(|(id, _)| is_written(id))
                    .collect(),
                scrubbed: out
                    .scrubbed
                    .into_iter()
                    .filter(|id| is_written(id))
                    .collect(),
            };
            if let Some(removal) = Removal::of(&done) {
                spawn_local(remove_from_server(removal, Removal::awaited(&done)));
            }
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

/// Follows a deletion onto the server: once it holds each document as
/// written (the pupil's own without the name, classmates' games written
/// again without it, the others deleted), asks it to compact the
/// database, which takes away their earlier versions. The class screen
/// says how it goes when this device deleted someone.
async fn remove_from_server(removal: Removal, awaited: Vec<(String, Awaited)>) {
    let shown = super::class::removal();
    if !removal.names.is_empty() {
        shown.set(Some(removal.clone()));
    }
    let mut waiting = awaited;
    // Asked for as long as a server is set (a device away from it goes on
    // when it is back).
    while let Some(settings) = stored_settings() {
        let mut left = Vec::new();
        for (id, awaited) in waiting {
            let url = format!(
                "{}/{}",
                settings.database_url(),
                js_sys::encode_uri_component(&id)
            );
            if !awaited.seen(&bridge::ask("GET", &url, &settings).await) {
                left.push((id, awaited));
            }
        }
        waiting = left;
        if waiting.is_empty() {
            let url = format!("{}/_compact", settings.database_url());
            let answer = bridge::ask("POST", &url, &settings).await;
            // A later deletion's news is not overwritten by this one's.
            shown.update(|now| {
                if now.as_ref() == Some(&removal) {
                    *now = Some(removal.clone().compacted(&answer));
                }
            });
            return;
        }
        gloo_timers::future::TimeoutFuture::new(WATCH_MS).await;
    }
}

/// Sends this tablet's game in play, with who is at the board, when it
/// changed since it was last sent.
async fn send_board() {
    let Some(session) = SESSION.with_borrow(Clone::clone) else {
        return;
    };
    let Some(game) = game_in_play() else {
        return;
    };
    if session.borrow().board_sent.as_deref() == Some(game.as_str()) {
        return;
    }
    let seat = super::shared::seat::remembered_seat();
    let doc = board_document(
        DeviceId(browser::device_id()),
        &game,
        &seat,
        browser::wall_ms(),
    );
    if !write_docs(&session, &[doc]).await.is_empty() {
        session.borrow_mut().board_sent = Some(game);
    }
}

/// This device's game in play, as saved.
fn game_in_play() -> Option<String> {
    super::device_store::read::<GameRecord>()
}

/// The teacher's answer to this tablet's call, for the game it plays now,
/// handed to the board.
fn take_answer(docs: &[serde_json::Value]) {
    let Some(game) = game_in_play() else {
        return;
    };
    let own = DeviceId(browser::device_id());
    if let Some(answer) = docs.iter().find_map(|doc| read_answer(doc, own, &game)) {
        browser::leave(Message::TeacherAnswer, answer.code());
    }
}

/// Sends the teacher's answer to the tablet whose board is `board`.
fn send_answer(board: &LiveBoard, answer: Answer) {
    let Some(doc) = answer_document(&board.id, &board.game, answer) else {
        return;
    };
    spawn_local(async move {
        if let Some(session) = SESSION.with_borrow(Clone::clone) {
            write_docs(&session, &[doc]).await;
        }
    });
}

/// Writes documents to the device's copy; the ids written.
async fn write_docs(session: &Rc<RefCell<Session>>, docs: &[serde_json::Value]) -> Vec<String> {
    let db = session.borrow().db.clone();
    let put = serde_json::to_string(docs).unwrap_or_default();
    bridge::write(&db, &put, "[]").await
}
