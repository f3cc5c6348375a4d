//! The browser's IndexedDB as a store of texts by key, where the records
//! live (`mirror`) and the teacher's lock: what must be read, checked and
//! written in one step across every tab of the device is, as IndexedDB
//! runs each read-write transaction of a store alone, which
//! `localStorage` does not promise between tabs.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Promise;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbDatabase, IdbObjectStore, IdbRequest, IdbTransaction, IdbTransactionMode};

use peoncito_core::records::StoreError;
use peoncito_core::records::mirror::Put;

const DATABASE: &str = "peoncito";
const STORE: &str = "records";

/// A promise settled by a request's success (with its result) or failure.
fn settled(request: &IdbRequest) -> JsFuture {
    let request = request.clone();
    JsFuture::from(Promise::new(&mut |resolve, reject| {
        let done = request.clone();
        let on_success = Closure::once_into_js(move || {
            let _ = resolve.call1(&JsValue::NULL, &done.result().unwrap_or(JsValue::NULL));
        });
        let on_error = Closure::once_into_js(move || {
            let _ = reject.call0(&JsValue::NULL);
        });
        request.set_onsuccess(Some(on_success.unchecked_ref()));
        request.set_onerror(Some(on_error.unchecked_ref()));
    }))
}

/// The database, opened once per page (made on first use).
async fn database() -> Result<IdbDatabase, StoreError> {
    thread_local! {
        static OPEN: RefCell<Option<IdbDatabase>> = const { RefCell::new(None) };
    }
    if let Some(db) = OPEN.with_borrow(Clone::clone) {
        return Ok(db);
    }
    let factory = web_sys::window()
        .and_then(|w| w.indexed_db().ok().flatten())
        .ok_or(StoreError::Unavailable)?;
    let request = factory
        .open_with_u32(DATABASE, 1)
        .map_err(|_| StoreError::Unavailable)?;
    let upgrading = request.clone();
    let on_upgrade = Closure::once_into_js(move || {
        if let Ok(db) = upgrading.result().and_then(|r| r.dyn_into::<IdbDatabase>()) {
            let _ = db.create_object_store(STORE);
        }
    });
    request.set_onupgradeneeded(Some(on_upgrade.unchecked_ref()));
    let db: IdbDatabase = settled(&request)
        .await
        .ok()
        .and_then(|r| r.dyn_into().ok())
        .ok_or(StoreError::Unavailable)?;
    // Another page opening a newer version asks this one to step aside.
    let closing = db.clone();
    let on_change = Closure::<dyn Fn()>::new(move || {
        closing.close();
        OPEN.with_borrow_mut(|open| *open = None);
    });
    db.set_onversionchange(Some(on_change.as_ref().unchecked_ref()));
    on_change.forget();
    OPEN.with_borrow_mut(|open| *open = Some(db.clone()));
    Ok(db)
}

fn transaction(
    db: &IdbDatabase,
    mode: IdbTransactionMode,
) -> Result<(IdbTransaction, IdbObjectStore), StoreError> {
    let tx = db
        .transaction_with_str_and_mode(STORE, mode)
        .map_err(|_| StoreError::Unavailable)?;
    let store = tx
        .object_store(STORE)
        .map_err(|_| StoreError::Unavailable)?;
    Ok((tx, store))
}

/// What an [`update`] writes over the text it read (none: nothing). Boxed:
/// one `update` serves every caller, its code compiled once.
pub type Change = Box<dyn FnOnce(Option<&str>) -> Option<String>>;

/// Reads the text under `key`, and writes what `change` makes of it (none:
/// leaves it, a plain read), in one transaction no other tab's can come
/// between. The text kept once it is done.
pub async fn update(key: &str, change: Change) -> Result<Option<String>, StoreError> {
    let db = database().await?;
    let (tx, store) = transaction(&db, IdbTransactionMode::Readwrite)?;
    let key = JsValue::from_str(key);
    let request = store.get(&key).map_err(|_| StoreError::Unavailable)?;
    let kept = Rc::new(RefCell::new(None::<String>));
    let result = kept.clone();
    let reading = request.clone();
    // The write is made in the read's own callback: the transaction is
    // still running then, whatever the page's futures do.
    let on_read = Closure::once_into_js(move || {
        let stored = reading.result().ok().and_then(|v| v.as_string());
        let written = change(stored.as_deref());
        if let Some(text) = &written {
            let _ = store.put_with_key(&JsValue::from_str(text), &key);
        }
        *result.borrow_mut() = written.or(stored);
    });
    request.set_onsuccess(Some(on_read.unchecked_ref()));
    finished(&tx).await?;
    Ok(kept.take())
}

/// Waits for a transaction to be written; a full storage aborts it.
async fn finished(tx: &IdbTransaction) -> Result<(), StoreError> {
    let aborted = tx.clone();
    let promise = Promise::new(&mut |resolve, reject| {
        let on_complete = Closure::once_into_js(move || {
            let _ = resolve.call0(&JsValue::NULL);
        });
        let why = aborted.clone();
        let on_abort = Closure::once_into_js(move || {
            let full = why
                .error()
                .is_some_and(|e| e.name() == "QuotaExceededError");
            let _ = reject.call1(&JsValue::NULL, &JsValue::from_bool(full));
        });
        tx.set_oncomplete(Some(on_complete.unchecked_ref()));
        tx.set_onabort(Some(on_abort.unchecked_ref()));
        tx.set_onerror(None);
    });
    match JsFuture::from(promise).await {
        Ok(_) => Ok(()),
        Err(full) if full.as_bool() == Some(true) => Err(StoreError::Full),
        Err(_) => Err(StoreError::Unavailable),
    }
}

/// The texts stored under `keys` (those with one), read in one transaction.
pub async fn read(keys: &[&str]) -> Result<Vec<(String, String)>, StoreError> {
    let db = database().await?;
    let (tx, store) = transaction(&db, IdbTransactionMode::Readonly)?;
    let found = Rc::new(RefCell::new(Vec::new()));
    for key in keys {
        let request = store
            .get(&JsValue::from_str(key))
            .map_err(|_| StoreError::Unavailable)?;
        let (found, reading, key) = (found.clone(), request.clone(), key.to_string());
        let on_read = Closure::once_into_js(move || {
            if let Some(text) = reading.result().ok().and_then(|v| v.as_string()) {
                found.borrow_mut().push((key, text));
            }
        });
        request.set_onsuccess(Some(on_read.unchecked_ref()));
    }
    finished(&tx).await?;
    Ok(found.take())
}

/// Puts each text over the text it was written over, in one transaction:
/// a key whose stored text is another (another tab put first) is left as
/// it is and given back with what it holds. Nothing is kept when the
/// transaction fails (a full storage).
pub async fn put_over(puts: &[Put]) -> Result<Vec<(String, Option<String>)>, StoreError> {
    let db = database().await?;
    let (tx, store) = transaction(&db, IdbTransactionMode::Readwrite)?;
    let refused = Rc::new(RefCell::new(Vec::new()));
    for put in puts {
        let key = JsValue::from_str(&put.key);
        let request = store.get(&key).map_err(|_| StoreError::Unavailable)?;
        let (refused, reading, store, put) =
            (refused.clone(), request.clone(), store.clone(), put.clone());
        // Checked and written in the read's own callback, while the
        // transaction runs.
        let on_read = Closure::once_into_js(move || {
            let stored = reading.result().ok().and_then(|v| v.as_string());
            if stored == put.base {
                let _ = store.put_with_key(&JsValue::from_str(&put.text), &key);
            } else {
                refused.borrow_mut().push((put.key, stored));
            }
        });
        request.set_onsuccess(Some(on_read.unchecked_ref()));
    }
    finished(&tx).await?;
    Ok(refused.take())
}
