//! What this device keeps for itself in `localStorage` (the records'
//! store where IndexedDB is refused, and the device's small choices), each
//! key beside what it keeps, and the PIN's guard in a cookie.

use web_sys::Storage;

use peoncito_core::records::{Backend, StoreError};

use super::time::now_ms;

const LANG_KEY: &str = "peoncito.lang";
/// Where earlier versions kept the game's rules and clock apart from it:
/// read once, then forgotten (the game's record holds them now).
const OLD_RULES_KEY: &str = "peoncito.rules";
const OLD_CLOCK_KEY: &str = "peoncito.clock";
const LESSON_KEY: &str = "peoncito.lesson";

/// Switches a child or teacher turns on or off with one tap, kept per device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preference {
    AutoRead,
    HighContrast,
}

impl Preference {
    fn key(self) -> &'static str {
        match self {
            Preference::AutoRead => "peoncito.auto-read",
            Preference::HighContrast => "peoncito.contrast",
        }
    }
}

/// A preference as saved: `None` when never chosen (or unreadable).
pub fn read_preference(p: Preference) -> Option<bool> {
    match read(p.key()).ok().flatten().as_deref() {
        Some("on") => Some(true),
        Some("off") => Some(false),
        _ => None,
    }
}

pub fn write_preference(p: Preference, on: bool) {
    // Forgetting it only means the default comes back on reload.
    let _ = write(p.key(), if on { "on" } else { "off" });
}

/// The page's `localStorage`, asked for once: each time would be a call
/// into the page, and the store reads and writes the game on every move.
/// (A storage the browser refuses the page stays refused for its life.)
pub(super) fn storage() -> Option<Storage> {
    thread_local! {
        static STORAGE: Option<Storage> =
            web_sys::window().and_then(|w| w.local_storage().ok().flatten());
    }
    STORAGE.with(Option::clone)
}

/// `localStorage` as a store of texts: the records' where IndexedDB is
/// refused, and the device's small choices.
pub struct Local;

impl Backend for Local {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        storage()
            .ok_or(StoreError::Unavailable)?
            .get_item(key)
            .map_err(|_| StoreError::Unavailable)
    }

    fn set(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        let storage = storage().ok_or(StoreError::Unavailable)?;
        storage.set_item(key, text).map_err(|e| {
            let name = js_sys::Reflect::get(&e, &"name".into())
                .ok()
                .and_then(|n| n.as_string());
            if name.as_deref() == Some("QuotaExceededError") {
                StoreError::Full
            } else {
                StoreError::Unavailable
            }
        })
    }
}

pub(super) fn read(key: &str) -> Result<Option<String>, StoreError> {
    Local.get(key)
}

pub(super) fn write(key: &str, value: &str) -> Result<(), StoreError> {
    Local.set(key, value)
}

/// The rules and the clock an earlier version kept apart from the game.
pub fn read_apart() -> (Option<String>, Option<String>) {
    (
        read(OLD_RULES_KEY).ok().flatten(),
        read(OLD_CLOCK_KEY).ok().flatten(),
    )
}

/// Once the game's record holds them, the old keys go.
pub fn forget_apart() {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(OLD_RULES_KEY);
        let _ = storage.remove_item(OLD_CLOCK_KEY);
    }
}

/// Sixteen random bytes for a PIN's salt, from the browser's secure source
/// (falling back to the clock where it is missing, which still differs per device).
pub fn random_salt() -> [u8; 16] {
    let mut salt = [0u8; 16];
    let crypto = web_sys::window().and_then(|w| w.crypto().ok());
    if crypto.is_none_or(|c| c.get_random_values_with_u8_array(&mut salt).is_err()) {
        let now = now_ms().to_le_bytes();
        salt[..8].copy_from_slice(&now);
    }
    salt
}

/// The cookie that keeps the PIN's guard: a few bytes outside the
/// storage, so wrong tries are remembered when the storage is full.
const PIN_GUARD_COOKIE: &str = "peoncito-pin-guard";

fn html_document() -> Option<web_sys::HtmlDocument> {
    wasm_bindgen::JsCast::dyn_into(web_sys::window()?.document()?).ok()
}

/// The PIN's guard as the cookie keeps it.
pub fn read_pin_guard() -> Option<peoncito_core::settings::PinGuard> {
    let cookies = html_document()?.cookie().ok()?;
    cookies
        .split(';')
        .filter_map(|c| c.trim().split_once('='))
        .find(|(name, _)| *name == PIN_GUARD_COOKIE)
        .and_then(|(_, token)| peoncito_core::settings::PinGuard::from_token(token))
}

pub fn write_pin_guard(guard: peoncito_core::settings::PinGuard) {
    if let Some(document) = html_document() {
        // A year: the guard outlives any wait it holds.
        let cookie = format!(
            "{PIN_GUARD_COOKIE}={}; max-age=31536000; path=/; SameSite=Strict",
            guard.token()
        );
        let _ = document.set_cookie(&cookie);
    }
}

/// The exercise a pupil has open, so a reload comes back to it.
pub fn read_lesson_place() -> Option<String> {
    read(LESSON_KEY).ok().flatten()
}

pub fn write_lesson_place(exercise: Option<&str>) {
    let Some(storage) = storage() else { return };
    // Losing it only means a reload opens the game instead.
    let _ = match exercise {
        Some(id) => storage.set_item(LESSON_KEY, id),
        None => storage.remove_item(LESSON_KEY),
    };
}

pub fn read_lang() -> Option<String> {
    read(LANG_KEY).ok().flatten()
}

pub fn write_lang(code: &str) {
    // Forgetting the language is harmless: the browser's choice applies again.
    let _ = write(LANG_KEY, code);
}

const DEVICE_KEY: &str = "peoncito.device";

/// The school server's settings, kept on this device only
/// (`peoncito_core::sync::server`); none: no server, nothing sent anywhere.
pub const SERVER_KEY: &str = "peoncito.server";

/// This device's id in the class book: chosen at random the first time
/// and kept (never zero).
pub fn device_id() -> u64 {
    if let Some(id) = read(DEVICE_KEY)
        .ok()
        .flatten()
        .and_then(|t| u64::from_str_radix(&t, 16).ok())
        .filter(|id| *id != 0)
    {
        return id;
    }
    let id = u64::from_le_bytes(random_salt()[..8].try_into().unwrap_or_default()).max(1);
    let _ = write(DEVICE_KEY, &format!("{id:016x}"));
    id
}

/// A small value this device keeps under `key` (none when unreadable).
pub fn read_key(key: &str) -> Option<String> {
    read(key).ok().flatten()
}

pub fn write_key(key: &str, value: &str) {
    let _ = write(key, value);
}

/// Whether this device keeps anything of the app in `localStorage` (where
/// it cannot be read, it may: the answer is yes).
pub fn keeps_anything() -> bool {
    let Some(storage) = storage() else {
        return true;
    };
    let count = storage.length().unwrap_or(1);
    (0..count).any(|i| match storage.key(i) {
        Ok(Some(key)) => key.starts_with("peoncito."),
        _ => true,
    })
}

pub fn forget_key(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// The records' room on this device as the browser says, asking first that
/// it keep them until someone deletes them (`persist`, on the teacher's
/// device: the browser may then clear them only when the teacher does).
/// None where the browser does not say.
pub async fn storage_room() -> Option<peoncito_core::records::room::Room> {
    use wasm_bindgen_futures::JsFuture;
    let manager = web_sys::window()?.navigator().storage();
    let asked = |promise: Result<js_sys::Promise, wasm_bindgen::JsValue>| async {
        JsFuture::from(promise.ok()?).await.ok()
    };
    let persisted = match asked(manager.persisted()).await?.as_bool() {
        Some(true) => true,
        _ => asked(manager.persist()).await?.as_bool() == Some(true),
    };
    let estimate: web_sys::StorageEstimate =
        wasm_bindgen::JsCast::unchecked_into(asked(manager.estimate()).await?);
    let bytes = |n: Option<f64>| n.filter(|n| n.is_finite() && *n >= 0.0).map(|n| n as u64);
    Some(peoncito_core::records::room::Room {
        used: bytes(estimate.get_usage())?,
        quota: bytes(estimate.get_quota())?,
        persisted,
    })
}
