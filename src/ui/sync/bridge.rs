//! `pwa/sync.js`, the bridge to PouchDB, as Rust sees it: documents pass
//! as JSON text, answers as they came.

use wasm_bindgen::prelude::*;

use peoncito_core::sync::server::{Credential, ServerSettings};
use peoncito_core::sync::state::{ANSWER_WITHIN_MS, Answer};

/// Called with what arrives in the copy (documents, losing versions, as
/// JSON); answers whether the device kept it.
pub type Take = Closure<dyn FnMut(String, String) -> bool>;

/// Called with each replication's events: direction, event, whether it
/// failed, the HTTP status.
pub type Reported = Closure<dyn FnMut(String, String, bool, u16)>;

#[wasm_bindgen(module = "/pwa/sync.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = ask)]
    async fn ask_js(
        method: &str,
        url: &str,
        user: &str,
        password: &str,
        session: bool,
        within: u32,
    ) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = signIn)]
    async fn sign_in_js(
        url: &str,
        user: &str,
        password: &str,
        within: u32,
    ) -> Result<JsValue, JsValue>;

    /// The device's copy of the server's database.
    #[wasm_bindgen(catch)]
    pub async fn open(name: &str) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_name = readAll)]
    async fn read_all_js(db: &JsValue) -> Result<JsValue, JsValue>;

    /// Lets go of the losing versions (JSON) once merged.
    #[wasm_bindgen(catch, js_name = letGoText)]
    pub async fn let_go(db: &JsValue, versions: &str) -> Result<JsValue, JsValue>;

    /// Follows what arrives after `since`.
    pub fn follow(db: &JsValue, since: &JsValue, take: &Take) -> JsValue;

    #[wasm_bindgen(catch, js_name = write)]
    async fn write_js(db: &JsValue, put: &str, delete: &str) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(js_name = replicate)]
    fn replicate_js(
        db: &JsValue,
        url: &str,
        user: &str,
        password: &str,
        session: bool,
        report: &Reported,
    ) -> JsValue;

    /// Stops a feed or a replication.
    pub fn stop(running: &JsValue);
}

/// An HTTP request to the server at `url` (a path of the server's
/// address in `settings`), with its credentials, and its answer (none:
/// nothing answered, or not within `ANSWER_WITHIN_MS`).
pub async fn ask(method: &str, url: &str, settings: &ServerSettings) -> Answer {
    let session = settings.credential == Credential::Session;
    let password = settings.credential.password();
    let answer = ask_js(
        method,
        url,
        &settings.user,
        password,
        session,
        ANSWER_WITHIN_MS,
    )
    .await
    .ok()?;
    let pair = answer.dyn_into::<js_sys::Array>().ok()?;
    let status = u16::try_from(pair.get(0).as_f64()? as i64).ok()?;
    Some((status, pair.get(1).as_string().unwrap_or_default()))
}

/// Asks the server for a session for `settings`' user with `password`:
/// whether the browser keeps it (and sends it back), so that the device
/// needs no password.
pub async fn sign_in(settings: &ServerSettings, password: &str) -> bool {
    !settings.user.is_empty()
        && sign_in_js(&settings.url, &settings.user, password, ANSWER_WITHIN_MS)
            .await
            .is_ok_and(|kept| kept.as_bool() == Some(true))
}

/// Replicates both ways with the server's database, live.
pub fn replicate(db: &JsValue, settings: &ServerSettings, report: &Reported) -> JsValue {
    let session = settings.credential == Credential::Session;
    replicate_js(
        db,
        &settings.database_url(),
        &settings.user,
        settings.credential.password(),
        session,
        report,
    )
}

/// Everything the copy holds: its documents and losing versions (JSON),
/// and the sequence to follow from.
pub async fn read_all(db: &JsValue) -> Option<(String, String, JsValue)> {
    let all = read_all_js(db)
        .await
        .ok()?
        .dyn_into::<js_sys::Array>()
        .ok()?;
    Some((all.get(0).as_string()?, all.get(1).as_string()?, all.get(2)))
}

/// Writes documents and deletes others (JSON); the ids written.
pub async fn write(db: &JsValue, put: &str, delete: &str) -> Vec<String> {
    write_js(db, put, delete)
        .await
        .ok()
        .and_then(|ids| ids.as_string())
        .and_then(|ids| serde_json::from_str(&ids).ok())
        .unwrap_or_default()
}
