//! The teacher's lock (the PIN and its recovery code) on this device:
//! kept in IndexedDB (`idb`), apart from the settings, read when the page
//! opens and again when another page changes the settings, and changed
//! only in one step that no other tab's can come between. Where IndexedDB
//! is refused, the settings' own copy is the lock, as before it was kept
//! apart.

use leptos::prelude::*;

use super::idb;
use super::state::AppState;
use peoncito_core::records::StoreError;
use peoncito_core::settings::{FirstPin, LOCK_KEY, Lock, LockStatus, Settings, lock_at_start};

/// Reads the lock when the page opens, from the store or else from the
/// settings as stored (`settings`, their text: a damaged one is read where
/// the PIN stands), and keeps it apart from then on.
pub fn open(state: AppState, settings: Option<String>) {
    state.lock.set(LockStatus::Reading);
    leptos::task::spawn_local(async move {
        let copy = settings.clone();
        // In one step: the lock as kept, or else the settings' copy kept
        // apart from now on (a lock another page wrote first stays).
        let kept = idb::update(
            LOCK_KEY,
            Box::new(move |stored| match stored.and_then(Lock::decode) {
                Some(_) => None,
                None => lock_at_start(stored, copy.as_deref()).map(|lock| lock.encode()),
            }),
        )
        .await;
        let (lock, status) = match kept {
            Ok(text) => (text.as_deref().and_then(Lock::decode), LockStatus::Read),
            Err(_) => (
                lock_at_start(None, settings.as_deref()),
                LockStatus::InSettings,
            ),
        };
        match lock {
            Some(lock) => apply(state, lock, status),
            None => state.lock.set(LockStatus::Unreadable),
        }
    });
}

fn apply(state: AppState, lock: Lock, status: LockStatus) {
    state.settings.update(|s| lock.apply(s));
    state.lock.set(status);
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
/// changed the lock meanwhile.
pub async fn clear(state: AppState, was: Lock) -> Result<(), StoreError> {
    if state.lock.get_untracked() != LockStatus::Read {
        return Ok(());
    }
    idb::update(
        LOCK_KEY,
        Box::new(move |stored| {
            (stored.and_then(Lock::decode) == Some(was)).then(|| Lock::default().encode())
        }),
    )
    .await
    .map(|_| ())
}
