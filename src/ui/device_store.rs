//! The record store (`peoncito_core::records`) on this device: the records live in
//! IndexedDB, read and written through this page's copy (`mirror`), or in
//! `localStorage` where IndexedDB is refused (and in the component tests,
//! which mount without the app's start-up). One slot per kind of record
//! for this page; another page's write reaches it at once (a
//! BroadcastChannel, or the `storage` event of `localStorage`).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use super::browser::{self, Local};
use super::mirror;
use peoncito_core::class::ClassBookRecord;
use peoncito_core::progress::ProgressRecord;
use peoncito_core::records::mirror::Arrival;
use peoncito_core::records::{
    Backend, Kind, Refreshed, Slot, StoreError, WriterId, Written, merge_lists,
};
use peoncito_core::saved::GameRecord;
use peoncito_core::settings::SettingsRecord;
use peoncito_core::tournament::merge::TournamentRecord;

/// Where saved records that could not be read are copied before anything
/// replaces them (a newer version, or a person, can still recover them).
pub const DAMAGED_TOURNAMENT_KEY: &str = "peoncito.tournament.damaged";
pub const DAMAGED_CLASS_KEY: &str = "peoncito.class.damaged";
pub const DAMAGED_SETTINGS_KEY: &str = "peoncito.settings.damaged";

/// The lists of copies (kept aside, damaged): merged as lists.
const LISTS: &[&str] = &[
    GameRecord::KEPT,
    TournamentRecord::ASIDE_KEY,
    DAMAGED_TOURNAMENT_KEY,
    DAMAGED_SETTINGS_KEY,
    DAMAGED_CLASS_KEY,
];

/// Every key of the records and of their lists, which live in IndexedDB.
/// Not the board's notes for the class (`NotesRecord`): a few lines at a
/// time, handed from the board's wasm to the teacher's in the same page,
/// which takes them into the class book at once — through `localStorage`,
/// which both read at the same instant.
const KEYS: &[&str] = &[
    GameRecord::ID,
    GameRecord::KEPT,
    TournamentRecord::ID,
    TournamentRecord::ASIDE_KEY,
    DAMAGED_TOURNAMENT_KEY,
    SettingsRecord::ID,
    DAMAGED_SETTINGS_KEY,
    ProgressRecord::ID,
    ClassBookRecord::ID,
    DAMAGED_CLASS_KEY,
];

type Listener = Rc<dyn Fn(Option<String>)>;

thread_local! {
    /// This page's slots, by record id.
    static SLOTS: RefCell<HashMap<&'static str, Slot>> = RefCell::new(HashMap::new());
    /// Who this page is, as a writer: chosen at random when it opens.
    static WRITER: WriterId = WriterId(u64::from_le_bytes(
        browser::random_salt()[..8].try_into().unwrap_or_default(),
    ));
    /// What shows each record, told of another page's write.
    static LISTENERS: RefCell<Vec<(&'static str, Listener)>> = const { RefCell::new(Vec::new()) };
}

/// Reads the records into this page's copy, before anything opens one.
pub async fn load() {
    mirror::load(KEYS, arrived).await;
}

/// Whether the records' store had not answered when the page opened (and
/// has not yet): what is done may not be kept.
pub fn late() -> bool {
    mirror::late()
}

/// Runs `f` once the records' store answers, if it was late.
pub fn when_answered(f: impl FnOnce() + 'static) {
    mirror::when_answered(f);
}

/// The device's storage as the record store sees it: this page's copy of
/// IndexedDB for the records, `localStorage` otherwise.
struct Device;

impl Backend for Device {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        if mirror::holds(key) {
            return mirror::with(|m| m.get(key)).unwrap_or(Err(StoreError::Unavailable));
        }
        Local.get(key)
    }

    fn set(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        if mirror::holds(key) {
            mirror::with(|m| m.write(key, text));
            // Also where a page closed before IndexedDB kept it finds it
            // when it opens again (and moves it there): `localStorage`,
            // written at once. Until then only; a record too large for
            // it is kept by IndexedDB alone, and an older copy of it there
            // goes (it would be moved over this one).
            if Local.set(key, text).is_err() {
                browser::forget_key(key);
            }
            mirror::put_soon();
            return Ok(());
        }
        Local.set(key, text)
    }
}

fn with_slot<R>(id: &str, f: impl FnOnce(&mut Slot) -> R) -> Option<R> {
    SLOTS.with_borrow_mut(|slots| slots.get_mut(id).map(f))
}

/// Opens the record of kind `K` for this page: its body as stored (none
/// when there is none, or it was deleted).
pub fn open<K: Kind + 'static>() -> Result<Option<String>, StoreError> {
    let (slot, stored) = Slot::open::<K>(&Device, WRITER.with(|w| *w))?;
    SLOTS.with_borrow_mut(|slots| slots.insert(K::ID, slot));
    Ok(stored.body)
}

/// Writes this page's version (none deletes it), merged with any other
/// tab's write since this page last looked. Where the records live in
/// IndexedDB it is kept there soon after: see [`kept`].
pub fn write<K: Kind + 'static>(body: Option<&str>) -> Result<Written, StoreError> {
    // A record this page has not opened yet (a board mounted without the
    // app's start-up) is opened first: a write never fails for that alone.
    if SLOTS.with_borrow(|slots| !slots.contains_key(K::ID)) {
        open::<K>()?;
    }
    with_slot(K::ID, |slot| slot.write(&mut Device, body)).unwrap_or(Err(StoreError::Unavailable))
}

/// Waits until what this page wrote of the record `K` is kept on the
/// device, or could not be (the storage full): what a screen says before
/// it says "saved".
pub async fn kept<K: Kind>() -> Result<(), StoreError> {
    kept_list(K::ID).await
}

/// The same for a list of copies (kept aside, damaged).
pub async fn kept_list(key: &str) -> Result<(), StoreError> {
    if mirror::holds(key) {
        mirror::kept(key).await
    } else {
        // `localStorage` said at once.
        Ok(())
    }
}

/// Reads what another tab wrote since this page last looked (before a
/// decision that must not rest on a stale page, such as choosing a PIN).
pub fn refresh<K: Kind + 'static>() -> Result<Refreshed, StoreError> {
    refresh_id(K::ID)
}

fn refresh_id(id: &str) -> Result<Refreshed, StoreError> {
    with_slot(id, |slot| slot.refresh(&mut Device)).unwrap_or(Ok(Refreshed::Unchanged))
}

/// Runs `f` with the newer version each time another tab writes the record.
pub fn when_written_elsewhere<K: Kind + 'static>(f: impl Fn(Option<String>) + 'static) {
    let f: Listener = Rc::new(f);
    LISTENERS.with_borrow_mut(|all| all.push((K::ID, f.clone())));
    // Where the records stay in `localStorage`.
    browser::listen_to_storage(move |key| {
        if key.as_deref() != Some(K::ID) || mirror::holds(K::ID) {
            return;
        }
        if let Ok(Refreshed::Newer(body)) = refresh::<K>() {
            f(body);
        }
    });
}

/// Another page's put reached this page's copy (or refused this page's).
fn arrived(key: &str, arrival: Arrival) {
    let has_slot = SLOTS.with_borrow(|slots| slots.contains_key(key));
    match arrival {
        Arrival::Unchanged => return,
        Arrival::Newer => {}
        Arrival::OverOurs { .. } if has_slot => {
            with_slot(key, Slot::refused);
        }
        Arrival::OverOurs { base, ours } if LISTS.contains(&key) => {
            // Both pages' changes to the list, put again.
            let theirs = Device.get(key).ok().flatten().unwrap_or_default();
            let _ = Device.set(key, &merge_lists(base.as_deref(), &ours, &theirs));
            return;
        }
        // A record this page only moved from an earlier version's storage,
        // which another page moved (or changed) first: theirs stays.
        Arrival::OverOurs { .. } => {}
    }
    // A page that only listens (no slot of its own) is told what is stored.
    let newer = if has_slot {
        match refresh_id(key) {
            Ok(Refreshed::Newer(body)) => body,
            _ => return,
        }
    } else {
        read_body(key)
    };
    let listeners: Vec<Listener> = LISTENERS.with_borrow(|all| {
        all.iter()
            .filter(|(id, _)| *id == key)
            .map(|(_, f)| f.clone())
            .collect()
    });
    for listener in listeners {
        listener(newer.clone());
    }
}

/// The record of kind `K` as stored, without opening it for this page
/// (for screens that only read it: the tournament's players from the
/// class, the game sent to the school server).
pub fn read<K: Kind>() -> Option<String> {
    read_body(K::ID)
}

fn read_body(key: &str) -> Option<String> {
    peoncito_core::records::Stored::read(&Device.get(key).ok().flatten()?).body
}

/// The earlier tournaments' records, oldest first; a list that cannot be
/// read is an error (and is not written over: see `write_earlier_tournaments`).
pub fn read_earlier_tournaments() -> Result<Vec<String>, StoreError> {
    peoncito_core::records::read_aside(&Device, TournamentRecord::ASIDE_KEY)
}

pub fn write_earlier_tournaments(records: &[String]) -> Result<(), StoreError> {
    let text = serde_json::to_string(records).map_err(|_| StoreError::AsideUnreadable)?;
    Device.set(TournamentRecord::ASIDE_KEY, &text)
}

/// Keeps a game's record among the games kept aside on this device.
pub fn keep_game(record: &str) -> Result<(), StoreError> {
    peoncito_core::records::keep_aside(&mut Device, GameRecord::KEPT, record)
}

/// The games kept aside on this device, oldest first (none when the list
/// cannot be read).
pub fn kept_games() -> Vec<String> {
    peoncito_core::records::read_aside(&Device, GameRecord::KEPT).unwrap_or_default()
}

/// Copies a saved record that could not be opened to the list of damaged
/// ones under `key`.
pub fn keep_damaged(key: &str, text: &str) -> Result<(), StoreError> {
    peoncito_core::records::keep_damaged(&mut Device, key, text)
}
