//! This page's copy of the records kept in IndexedDB
//! (`peoncito_core::records::mirror`): read before the first paint; each write put
//! in IndexedDB soon after, one put at a time, over the text it was
//! written over; other pages (tabs, and the other wasm of this page) told
//! on a BroadcastChannel of each put kept, and reading it from IndexedDB.
//! A write is also kept in `localStorage` until IndexedDB has it: IndexedDB
//! checks each put in a second step, which a page closed at once never
//! takes, so what `localStorage` still holds of the records when a page
//! opens (such a write, or an earlier version's records) is newer, and is
//! moved into IndexedDB. Where IndexedDB is refused nothing is loaded, and
//! the records stay in `localStorage` as before. Where it does not answer
//! in time (some browsers hang), the page opens on `localStorage` and
//! loads the records when IndexedDB answers, as another page's puts.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use js_sys::{Function, Promise};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_futures::spawn_local;
use web_sys::BroadcastChannel;

use super::browser::{self, Local};
use super::idb;
use peoncito_core::records::mirror::{Arrival, Mirror};
use peoncito_core::records::{Backend, StoreError};

/// Where pages say which records they put.
const CHANNEL: &str = "peoncito.records";

/// How often one put follows another before the page waits for its next
/// write (a refusal merged and put again, not a loop).
const PUTS_IN_A_ROW: usize = 8;

/// What the records layer does with a record another page put.
type Arrived = fn(&str, Arrival);

/// How long a page waits for IndexedDB before it opens without it: the
/// board shows at once on a device whose IndexedDB hangs.
const DEADLINE_MS: u32 = 1500;

thread_local! {
    /// None until loaded (and for good where IndexedDB is refused).
    static MIRROR: RefCell<Option<Mirror>> = const { RefCell::new(None) };
    static KEYS: RefCell<&'static [&'static str]> = const { RefCell::new(&[]) };
    static PUTTING: Cell<bool> = const { Cell::new(false) };
    static AGAIN: Cell<bool> = const { Cell::new(false) };
    /// Why the last put kept nothing (none: it was kept).
    static REFUSED: Cell<Option<StoreError>> = const { Cell::new(None) };
    /// Settled when the put under way is done, for those waiting on it.
    static SETTLED: RefCell<Option<(Promise, Function)>> = const { RefCell::new(None) };
    /// Told of each record another page put, or that refused this page's.
    static ARRIVED: Cell<Option<Arrived>> = const { Cell::new(None) };
    static CHANNEL_OPEN: RefCell<Option<BroadcastChannel>> = const { RefCell::new(None) };
    /// IndexedDB had not answered by the deadline (until it does).
    static LATE: Cell<bool> = const { Cell::new(false) };
    /// Told once IndexedDB answers, late.
    static ANSWERED: RefCell<Vec<Box<dyn FnOnce()>>> = const { RefCell::new(Vec::new()) };
}

/// Reads the records under `keys` from IndexedDB into this page's copy,
/// moving what `localStorage` still holds of them (newer than IndexedDB's:
/// see above) into IndexedDB; `arrived` is told of other pages' puts from
/// then on. Gives up waiting at the deadline: see [`late`].
pub async fn load(keys: &'static [&'static str], arrived: Arrived) {
    // What `localStorage` holds now: what differs when IndexedDB answers
    // late is this page's own writes meanwhile.
    let before: Vec<Option<String>> = keys.iter().map(|k| Local.get(k).ok().flatten()).collect();
    let read = Rc::new(RefCell::new(None));
    let (answered, settle) = settled_promise();
    let reading = read.clone();
    spawn_local(async move {
        let stored = idb::read(keys).await;
        if LATE.get() {
            if let Ok(stored) = stored {
                load_late(keys, arrived, stored, before);
            }
        } else {
            reading.replace(Some(stored));
        }
        let _ = settle.call0(&JsValue::NULL);
    });
    let deadline = Promise::new(&mut |resolve, _| {
        gloo_timers::callback::Timeout::new(DEADLINE_MS, move || {
            let _ = resolve.call0(&JsValue::NULL);
        })
        .forget();
    });
    let _ = JsFuture::from(Promise::race(&js_sys::Array::of2(&answered, &deadline))).await;
    match read.take() {
        Some(Ok(stored)) => {
            let mut mirror = Mirror::loaded(stored);
            for key in keys {
                if let Ok(Some(text)) = Local.get(key) {
                    // Removed from `localStorage` once IndexedDB keeps it (`put`).
                    mirror.write(key, &text);
                }
            }
            install(mirror, keys, arrived);
        }
        Some(Err(_)) => {}
        None => LATE.set(true),
    }
}

/// Whether IndexedDB had not answered by the deadline, and has not yet:
/// the page runs on `localStorage`, and may not keep what it does.
pub fn late() -> bool {
    LATE.get()
}

/// Runs `f` once IndexedDB answers, if it was late.
pub fn when_answered(f: impl FnOnce() + 'static) {
    if LATE.get() {
        ANSWERED.with_borrow_mut(|all| all.push(Box::new(f)));
    }
}

/// IndexedDB answered after the page opened without it: its records are
/// loaded, an earlier page's writes still in `localStorage` moved as ever,
/// and this page's own writes meanwhile merged in as if another page had
/// put IndexedDB's over them (nothing of either is lost).
fn load_late(
    keys: &'static [&'static str],
    arrived: Arrived,
    stored: Vec<(String, String)>,
    before: Vec<Option<String>>,
) {
    let mut mirror = Mirror::loaded(stored.clone());
    let mut over_ours = Vec::new();
    for (key, before) in keys.iter().zip(before) {
        let Ok(Some(now)) = Local.get(key) else {
            continue;
        };
        let written_here = Some(&now) != before.as_ref();
        if written_here && stored.iter().any(|(k, _)| k == key) {
            over_ours.push((*key, before, now));
        } else {
            mirror.write(key, &now);
        }
    }
    LATE.set(false);
    install(mirror, keys, arrived);
    for key in keys {
        let arrival = match over_ours.iter().find(|(k, _, _)| k == key) {
            Some((_, base, ours)) => Arrival::OverOurs {
                base: base.clone(),
                ours: ours.clone(),
            },
            None => Arrival::Newer,
        };
        arrived(key, arrival);
    }
    for f in ANSWERED.take() {
        f();
    }
}

/// This page's copy, loaded: read and written from now on.
fn install(mirror: Mirror, keys: &'static [&'static str], arrived: Arrived) {
    let moving = mirror.has_unkept();
    MIRROR.set(Some(mirror));
    KEYS.set(keys);
    ARRIVED.set(Some(arrived));
    listen();
    if moving {
        put_soon();
    }
}

/// Whether `key` is read and written in this page's copy.
pub fn holds(key: &str) -> bool {
    MIRROR.with_borrow(Option::is_some) && KEYS.with_borrow(|keys| keys.contains(&key))
}

/// Runs `f` on this page's copy (none before it is loaded).
pub fn with<R>(f: impl FnOnce(&mut Mirror) -> R) -> Option<R> {
    MIRROR.with_borrow_mut(|m| m.as_mut().map(f))
}

/// Puts what was written here, soon (after the put under way, if any).
pub fn put_soon() {
    if PUTTING.replace(true) {
        AGAIN.set(true);
        return;
    }
    SETTLED.set(Some(settled_promise()));
    spawn_local(put());
}

/// Puts what waits until it is kept, one transaction at a time: a record
/// another page put first is merged (by `arrived`) and put again.
async fn put() {
    for _ in 0..PUTS_IN_A_ROW {
        AGAIN.set(false);
        let puts = with(|m| m.unkept()).unwrap_or_default();
        if puts.is_empty() {
            break;
        }
        match idb::put_over(&puts).await {
            Ok(refused) => {
                REFUSED.set(None);
                let mut kept = Vec::new();
                for put in &puts {
                    if refused.iter().any(|(key, _)| *key == put.key) {
                        continue;
                    }
                    with(|m| m.kept(put));
                    // Kept: the copy for a page closed before is not needed
                    // (unless a newer write is there).
                    if Local.get(&put.key).ok().flatten().as_ref() == Some(&put.text) {
                        browser::forget_key(&put.key);
                    }
                    kept.push(put.key.as_str());
                }
                tell_others(&kept);
                for (key, stored) in refused {
                    arrive(&key, stored);
                }
            }
            Err(why) => {
                // Kept on the page; it goes with the next write.
                REFUSED.set(Some(why));
                break;
            }
        }
        if !AGAIN.get() && !with(|m| m.has_unkept()).unwrap_or(false) {
            break;
        }
    }
    PUTTING.set(false);
    if let Some((_, settle)) = SETTLED.take() {
        let _ = settle.call0(&JsValue::NULL);
    }
}

/// A promise, and the function that settles it.
fn settled_promise() -> (Promise, Function) {
    let mut settle = None;
    let promise = Promise::new(&mut |resolve, _| settle = Some(resolve));
    (promise, settle.unwrap_or_else(|| Function::new_no_args("")))
}

/// Waits until what this page wrote under `key` is kept in IndexedDB, or
/// the last put could not keep it.
pub async fn kept(key: &str) -> Result<(), StoreError> {
    loop {
        let waiting = with(|m| m.waits(key)).unwrap_or(false);
        if !waiting {
            return Ok(());
        }
        let under_way = SETTLED.with_borrow(|s| s.as_ref().map(|(p, _)| p.clone()));
        let Some(promise) = under_way else {
            return Err(REFUSED.get().unwrap_or(StoreError::Unavailable));
        };
        let _ = JsFuture::from(promise).await;
        if let Some(why) = REFUSED.get() {
            return Err(why);
        }
    }
}

fn arrive(key: &str, stored: Option<String>) {
    let Some(arrival) = with(|m| m.arrived(key, stored)) else {
        return;
    };
    if let Some(arrived) = ARRIVED.get() {
        arrived(key, arrival);
    }
}

fn channel() -> Option<BroadcastChannel> {
    CHANNEL_OPEN.with_borrow(Clone::clone)
}

fn tell_others(keys: &[&str]) {
    if keys.is_empty() {
        return;
    }
    if let (Some(channel), Ok(text)) = (channel(), serde_json::to_string(keys)) {
        let _ = channel.post_message(&JsValue::from_str(&text));
    }
}

/// Reads from IndexedDB each record another page says it put.
fn listen() {
    let Ok(channel) = BroadcastChannel::new(CHANNEL) else {
        return;
    };
    let on_message =
        Closure::<dyn Fn(web_sys::MessageEvent)>::new(|event: web_sys::MessageEvent| {
            let Some(keys) = event
                .data()
                .as_string()
                .and_then(|text| serde_json::from_str::<Vec<String>>(&text).ok())
            else {
                return;
            };
            spawn_local(async move {
                let known: Vec<&str> = KEYS.with_borrow(|all| {
                    all.iter()
                        .copied()
                        .filter(|k| keys.iter().any(|key| key == k))
                        .collect()
                });
                let Ok(stored) = idb::read(&known).await else {
                    return;
                };
                for key in known {
                    let text = stored
                        .iter()
                        .find(|(k, _)| k == key)
                        .map(|(_, t)| t.clone());
                    arrive(key, text);
                }
                if with(|m| m.has_unkept()).unwrap_or(false) {
                    put_soon();
                }
            });
        });
    channel.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    CHANNEL_OPEN.set(Some(channel));
}
