//! The record store (`crate::records`) on the browser's `localStorage`
//! (`browser::Local`): one slot per kind of record for this page, and the
//! `storage` event that tells this page at once when another tab of the
//! same browser wrote.

use std::cell::RefCell;
use std::collections::HashMap;

use super::browser::Local;
use crate::records::{Kind, Refreshed, Slot, StoreError, WriterId, Written};

thread_local! {
    /// This page's slots, by record id.
    static SLOTS: RefCell<HashMap<&'static str, Slot>> = RefCell::new(HashMap::new());
    /// Who this page is, as a writer: chosen at random when it opens.
    static WRITER: WriterId = WriterId(u64::from_le_bytes(
        super::browser::random_salt()[..8].try_into().unwrap_or_default(),
    ));
}

fn with_slot<R>(id: &str, f: impl FnOnce(&mut Slot) -> R) -> Option<R> {
    SLOTS.with_borrow_mut(|slots| slots.get_mut(id).map(f))
}

/// Opens the record of kind `K` for this page: its body as stored (none
/// when there is none, or it was deleted).
pub fn open<K: Kind + 'static>() -> Result<Option<String>, StoreError> {
    let (slot, stored) = Slot::open::<K>(&Local, WRITER.with(|w| *w))?;
    SLOTS.with_borrow_mut(|slots| slots.insert(K::ID, slot));
    Ok(stored.body)
}

/// Writes this page's version (none deletes it), merged with any other
/// tab's write since this page last looked.
pub fn write<K: Kind + 'static>(body: Option<&str>) -> Result<Written, StoreError> {
    // A record this page has not opened yet (a board mounted without the
    // app's start-up) is opened first: a write never fails for that alone.
    if SLOTS.with_borrow(|slots| !slots.contains_key(K::ID)) {
        open::<K>()?;
    }
    with_slot(K::ID, |slot| slot.write(&mut Local, body)).unwrap_or(Err(StoreError::Unavailable))
}

/// Reads what another tab wrote since this page last looked (before a
/// decision that must not rest on a stale page, such as choosing a PIN).
pub fn refresh<K: Kind + 'static>() -> Result<Refreshed, StoreError> {
    with_slot(K::ID, |slot| slot.refresh(&mut Local)).unwrap_or(Ok(Refreshed::Unchanged))
}

/// Runs `f` with the newer version each time another tab writes the record.
pub fn when_written_elsewhere<K: Kind + 'static>(f: impl Fn(Option<String>) + 'static) {
    super::browser::listen_to_storage(move |key| {
        if key.as_deref() != Some(K::ID) {
            return;
        }
        if let Ok(Refreshed::Newer(body)) = refresh::<K>() {
            f(body);
        }
    });
}
