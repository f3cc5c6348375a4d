//! The teacher's lock (the PIN and its recovery code) on this device:
//! kept in IndexedDB (`idb`), apart from the settings, read when the page
//! opens and again when another page changes the settings, and changed
//! only in one step that no other tab's can come between. A copy is kept
//! beside it in `localStorage`: where IndexedDB fails, or does not answer
//! in time, that copy (or the settings') is the lock, and a lock that
//! cannot be read keeps the panel shut (`lock_at_start`).

use leptos::prelude::*;

use super::browser::{self, Local};
use super::state::AppState;
use super::{idb, mirror};
use peoncito_core::records::{Backend, StoreError};
use peoncito_core::settings::{
    FirstPin, LOCK_KEY, Lock, LockFound, LockStatus, Settings, Unreadable, lock_at_start,
};

/// Reads the lock when the page opens, from the store or else from the
/// copies (`settings`: the settings' text as stored; a damaged one is read
/// where the PIN stands), and keeps it apart from then on.
pub fn open(state: AppState, settings: Option<String>) {
    state.lock.set(LockStatus::Reading);
    keep_copy(state);
    let from_copy = lock_at_start(
        LockFound::Copy {
            copy: Local.get(LOCK_KEY).ok().flatten().as_deref(),
            device_used: browser::keeps_anything(),
        },
        settings.as_deref(),
    );
    // The records came without IndexedDB (it did not answer in time): so
    // does the lock, until IndexedDB answers.
    if mirror::late() {
        settle(state, from_copy.clone(), LockStatus::FromCopy);
    }
    leptos::task::spawn_local(async move {
        let copy = settings.clone();
        // In one step: the lock as kept, or else the copy kept apart from
        // now on (a lock another page wrote first stays; a damaged one
        // stays for the recovery code, unless the settings hold the PIN).
        let kept = idb::update(
            LOCK_KEY,
            Box::new(move |stored| match stored.and_then(Lock::decode) {
                Some(_) => None,
                None => lock_at_start(LockFound::Store(stored), copy.as_deref())
                    .ok()
                    .map(|lock| lock.encode()),
            }),
        )
        .await;
        match kept {
            Ok(text) => settle(
                state,
                lock_at_start(LockFound::Store(text.as_deref()), settings.as_deref()),
                LockStatus::Read,
            ),
            Err(_) => settle(state, from_copy, LockStatus::FromCopy),
        }
    });
}

fn settle(state: AppState, found: Result<Lock, Unreadable>, status: LockStatus) {
    match found {
        Ok(lock) => apply(state, lock, status),
        Err(Unreadable { recovery }) => {
            // No PIN to type; the recovery code, if one reads, opens.
            state.settings.update(|s| {
                Lock {
                    pin: None,
                    recovery,
                }
                .apply(s)
            });
            state.lock.set(LockStatus::Unreadable);
        }
    }
}

fn apply(state: AppState, lock: Lock, status: LockStatus) {
    state.settings.update(|s| lock.apply(s));
    state.lock.set(status);
}

/// Keeps the copy beside IndexedDB in step with the lock the page knows
/// (never one it could not read).
fn keep_copy(state: AppState) {
    let known = Memo::new(move |_| {
        matches!(state.lock.get(), LockStatus::Read | LockStatus::FromCopy)
            .then(|| state.settings.with(Lock::of))
    });
    Effect::new(move |_| {
        if let Some(lock) = known.get() {
            // A full `localStorage` keeps the copy it had: IndexedDB is the lock.
            let _ = Local.set(LOCK_KEY, &lock.encode());
        }
    });
}

/// Reads the lock again: another page that changed the settings may have
/// chosen or cleared the PIN.
pub async fn refresh(state: AppState) {
    if state.lock.get_untracked() != LockStatus::Read {
        return;
    }
    if let Ok(Some(lock)) = idb::update(LOCK_KEY, Box::new(|_| None))
        .await
        .map(|t| t.as_deref().and_then(Lock::decode))
    {
        apply(state, lock, LockStatus::Read);
    }
}

/// Settings another page stored, with this page's lock in place of their
/// copy of it where the lock is kept apart (elsewhere the copy is the lock).
pub fn with_lock(state: AppState, mut settings: Settings) -> Settings {
    if state.lock.get_untracked() == LockStatus::Read {
        state.settings.with_untracked(Lock::of).apply(&mut settings);
    }
    settings
}

/// Keeps `ours`, a first PIN, unless another page's is kept already.
/// Where the lock is only in the settings, their merge decides, as before.
pub async fn choose_first(state: AppState, ours: Lock) -> FirstPin {
    if state.lock.get_untracked() != LockStatus::Read {
        return FirstPin::Kept;
    }
    let text = ours.encode();
    let mine = ours.clone();
    let kept = idb::update(
        LOCK_KEY,
        Box::new(move |stored| {
            let stored = stored.and_then(Lock::decode);
            (Lock::first_pin(stored.as_ref(), &mine) == FirstPin::Kept).then_some(text)
        }),
    )
    .await;
    match kept.ok().flatten().as_deref().and_then(Lock::decode) {
        Some(lock) if lock != ours => FirstPin::Taken(lock),
        _ => FirstPin::Kept,
    }
}

/// Clears the PIN a recovery code replaced (`was`), unless another page
/// changed the lock meanwhile. A lock that could not be read is replaced
/// by one without a PIN, unless another page wrote one that reads.
pub async fn clear(state: AppState, was: Lock) -> Result<(), StoreError> {
    let unreadable = match state.lock.get_untracked() {
        LockStatus::Read => false,
        LockStatus::Unreadable => true,
        LockStatus::Reading | LockStatus::InSettings | LockStatus::FromCopy => return Ok(()),
    };
    if unreadable {
        // Opened: the settings (without a PIN now) stand for the lock
        // until IndexedDB keeps one.
        state.lock.set(LockStatus::FromCopy);
    }
    let kept = idb::update(
        LOCK_KEY,
        Box::new(move |stored| {
            let stored = stored.and_then(Lock::decode);
            (stored == Some(was) || (unreadable && stored.is_none()))
                .then(|| Lock::default().encode())
        }),
    )
    .await?;
    if unreadable && let Some(lock) = kept.as_deref().and_then(Lock::decode) {
        apply(state, lock, LockStatus::Read);
    }
    Ok(())
}
