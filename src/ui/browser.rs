//! The few browser services the app needs, each failing softly: a browser
//! that refuses storage or has an odd URL must never stop a game.

use web_sys::{Storage, UrlSearchParams};

use peoncito_core::records::{Backend, StoreError};

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

/// Whether the system asks for more contrast (a setting of the tablet).
pub fn prefers_more_contrast() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-contrast: more)").ok().flatten())
        .is_some_and(|q| q.matches())
}

/// The page's `localStorage`, asked for once: each time would be a call
/// into the page, and the store reads and writes the game on every move.
/// (A storage the browser refuses the page stays refused for its life.)
fn storage() -> Option<Storage> {
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

fn read(key: &str) -> Result<Option<String>, StoreError> {
    Local.get(key)
}

fn write(key: &str, value: &str) -> Result<(), StoreError> {
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

/// Milliseconds since 1970 by the device's clock: for the time of day a
/// mistake was made (never for a wait: the device's clock can be changed).
pub fn wall_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// Whether the device says it has a network (false: surely none; true:
/// perhaps one).
pub fn online() -> bool {
    web_sys::window().is_none_or(|w| w.navigator().on_line())
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

/// The local time of day of a moment on the device's clock.
pub fn time_of_day(wall_ms: u64) -> peoncito_core::i18n::TimeOfDay {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(wall_ms as f64));
    peoncito_core::i18n::TimeOfDay {
        hour: u8::try_from(date.get_hours()).unwrap_or(0),
        minute: u8::try_from(date.get_minutes()).unwrap_or(0),
    }
}

/// Opens the browser's print dialog.
pub fn print() {
    if let Some(window) = web_sys::window() {
        let _ = window.print();
    }
}

/// Today by the device's calendar (none if the device's date is nonsense).
pub fn today() -> Option<peoncito_core::heading::Date> {
    let now = js_sys::Date::new_0();
    peoncito_core::heading::Date::new(
        u16::try_from(now.get_full_year()).ok()?,
        u8::try_from(now.get_month() + 1).ok()?,
        u8::try_from(now.get_date()).ok()?,
    )
}

/// The window's size in CSS pixels (a projector's 1920×1080 when none).
pub fn viewport() -> (f64, f64) {
    let size =
        |v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>| v.ok().and_then(|v| v.as_f64());
    web_sys::window()
        .and_then(|w| Some((size(w.inner_width())?, size(w.inner_height())?)))
        .unwrap_or((1920.0, 1080.0))
}

/// Milliseconds on the page's monotonic clock.
pub fn now_ms() -> u64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now() as u64)
        .unwrap_or(0)
}

/// Runs `f` in a task after the next frame is painted, so what it wakes
/// never holds that frame up. A hidden page paints no frames: there, in
/// the next task.
pub fn after_paint(f: impl FnOnce() + 'static) {
    use leptos::prelude::{request_animation_frame, set_timeout};
    let task = move || set_timeout(f, std::time::Duration::ZERO);
    let hidden = web_sys::window()
        .and_then(|w| w.document())
        .is_none_or(|d| d.hidden());
    if hidden {
        task();
    } else {
        request_animation_frame(task);
    }
}

/// Runs `f` in the browser's next idle period (at once where the browser
/// does not say when it is idle).
pub fn when_idle(f: impl FnOnce() + 'static) {
    // One copy of the code below for every caller.
    idle_then(Box::new(f));
}

fn idle_then(f: Box<dyn FnOnce()>) {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return;
    };
    let idle = js_sys::Reflect::get(&window, &"requestIdleCallback".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match idle {
        Some(request) => {
            let callback = wasm_bindgen::closure::Closure::once_into_js(f);
            let _ = request.call1(&window, &callback);
        }
        None => f(),
    }
}

/// What the board and the tournament screens (two wasms in one page) leave
/// for each other: each kept under its own key until taken, so a reload in
/// between loses nothing, and announced by an event of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    /// A tournament board to play here (`tournament::play_here::BoardToPlay`).
    BoardToPlay,
    /// Tournament games that ended here (`tournament::play_here::Inbox`).
    Inbox,
    /// Games with a tournament's heading that did not begin from a board
    /// the screens handed over (a pasted record): the teacher confirms them.
    ToConfirm,
    /// The record of a game to show as a QR code for the teacher.
    ResultCard,
    /// The wall stopped every game so the arbiter can explain a rule
    /// ([`STOP`]), or let them go on (anything else).
    StopAll,
    /// A pupil's game (PGN) the class screen opens on the board.
    OpenGame,
    /// The lesson's stage the class screen projects.
    ProjectLesson,
    /// The teacher's answer to this board's call, from the wall of the
    /// teacher's device (`peoncito_core::sync::answer::Answer`).
    TeacherAnswer,
}

/// What [`Message::StopAll`] says while the games are stopped.
pub const STOP: &str = "stop";

impl Message {
    fn key(self) -> &'static str {
        match self {
            Message::BoardToPlay => "peoncito.tournament.play",
            Message::Inbox => "peoncito.tournament.inbox",
            Message::ToConfirm => "peoncito.tournament.to-confirm",
            Message::ResultCard => "peoncito.result-card",
            Message::StopAll => "peoncito.stop-all",
            Message::OpenGame => "peoncito.class.open-game",
            Message::ProjectLesson => "peoncito.class.project-lesson",
            Message::TeacherAnswer => "peoncito.teacher-answer",
        }
    }

    /// Whether a tab's message is for the other tabs too: games that ended
    /// are entered by whichever tab shows the tournament; a board to play
    /// and a result card are for the page that asked.
    fn crosses_tabs(self) -> bool {
        match self {
            // Every clock on the device stops, in whichever tab it runs.
            Message::Inbox | Message::ToConfirm | Message::StopAll => true,
            Message::BoardToPlay
            | Message::ResultCard
            | Message::OpenGame
            | Message::ProjectLesson
            | Message::TeacherAnswer => false,
        }
    }

    fn event(self) -> &'static str {
        match self {
            Message::BoardToPlay => "peoncito-play-board",
            Message::Inbox => "peoncito-game-over",
            Message::ToConfirm => "peoncito-to-confirm",
            Message::ResultCard => "peoncito-result-card",
            Message::StopAll => "peoncito-stop-all",
            Message::OpenGame => "peoncito-open-game",
            Message::ProjectLesson => "peoncito-project-lesson",
            Message::TeacherAnswer => "peoncito-teacher-answer",
        }
    }
}

/// Leaves `text` for the other wasm, and tells it.
pub fn leave(message: Message, text: &str) {
    let _ = write(message.key(), text);
    announce(message.event());
}

pub fn read_message(message: Message) -> Option<String> {
    read(message.key()).ok().flatten()
}

/// The tournament board the screens last handed to this board
/// (`tournament::play_here::board_key`).
const HANDED_BOARD_KEY: &str = "peoncito.tournament.handed";

pub fn read_handed_board() -> Option<String> {
    read(HANDED_BOARD_KEY).ok().flatten()
}

pub fn write_handed_board(key: &str) {
    // Forgotten, its game's result only waits for the teacher to confirm it.
    let _ = write(HANDED_BOARD_KEY, key);
}

/// The message is taken: it goes.
pub fn forget(message: Message) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(message.key());
    }
}

/// Runs `f` each time the other wasm leaves `message` on this page (or,
/// for a message that crosses tabs, on another tab of this browser).
pub fn when_left(message: Message, f: impl Fn() + 'static) {
    let f = std::rc::Rc::new(f);
    let here = f.clone();
    listen(message.event(), move || here());
    if message.crosses_tabs() {
        listen_to_storage(move |key| {
            if key.as_deref() == Some(message.key()) {
                f();
            }
        });
    }
}

/// The board app's language changed (`<html lang>` says which).
pub const LANG_CHANGED: &str = "peoncito-lang";

/// The board app showed another screen (the teacher's screens, another
/// wasm, draw theirs only while shown).
pub const SCREEN_CHANGED: &str = "peoncito-screen";

/// The class book changed on this page: the board noted what a pupil
/// did (the class screen or the school server's sync adds it), the class
/// screen saved a class (the tournament's list offers it, the sync sends
/// it), or the sync brought another device's.
pub const CLASS_BOOK_CHANGED: &str = "peoncito-class-book";

/// The tournament was saved on this page (the school server's sync
/// publishes it for the arbiters' tablets).
pub const TOURNAMENT_SAVED: &str = "peoncito-tournament-saved";

/// The game in play was saved on this page (the school server's sync sends
/// it to the teacher's wall).
pub const GAME_SAVED: &str = "peoncito-game-saved";

/// Dispatches a plain event on the window (the other wasm listens).
pub fn announce(name: &str) {
    if let (Some(window), Ok(event)) = (web_sys::window(), web_sys::Event::new(name)) {
        let _ = window.dispatch_event(&event);
    }
}

/// Runs `f` with the key each time another tab of this browser writes to
/// the device's storage (none: it was cleared), for the page's life.
pub fn listen_to_storage(f: impl Fn(Option<String>) + 'static) {
    let callback = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::StorageEvent)>::new(
        move |event: web_sys::StorageEvent| f(event.key()),
    );
    if let Some(window) = web_sys::window() {
        let _ = window.add_event_listener_with_callback(
            "storage",
            wasm_bindgen::JsCast::unchecked_ref(callback.as_ref()),
        );
    }
    callback.forget();
}

/// Runs `f` whenever the page is hidden, shown again (`visibilitychange`
/// either way) or left (another app over the tablet's browser, the tab
/// closed or reloaded), for the page's life.
pub fn when_hidden_or_shown(f: impl Fn() + 'static) {
    let f = std::rc::Rc::new(f);
    let left = f.clone();
    listen("visibilitychange", move || f());
    listen("pagehide", move || left());
}

/// Runs `f` on each event `name` on the window, for the page's life.
pub fn listen(name: &str, f: impl Fn() + 'static) {
    let callback = wasm_bindgen::closure::Closure::<dyn Fn()>::new(f);
    if let Some(window) = web_sys::window() {
        let _ = window.add_event_listener_with_callback(
            name,
            wasm_bindgen::JsCast::unchecked_ref(callback.as_ref()),
        );
    }
    callback.forget();
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

/// Where [`reveal`] puts an element it scrolls to.
#[derive(Clone, Copy)]
pub enum Edge {
    /// At the screen's top: what comes next begins there (a form, a podium).
    Top,
    /// At the screen's bottom: feedback under what the child looked at.
    Bottom,
}

/// Scrolls the first element matching `selector` into view when it is
/// (partly) off the screen, so what comes next appears where one looks.
pub fn reveal(selector: &str, edge: Edge) {
    let Some(el) = document_query(selector) else {
        return;
    };
    let height = web_sys::window()
        .and_then(|w| w.inner_height().ok())
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    let rect = el.get_bounding_client_rect();
    if rect.bottom() > height || rect.top() < 0.0 {
        el.scroll_into_view_with_bool(matches!(edge, Edge::Top));
    }
}

fn document_query(selector: &str) -> Option<web_sys::Element> {
    web_sys::window()?
        .document()?
        .query_selector(selector)
        .ok()
        .flatten()
}

pub fn read_lang() -> Option<String> {
    read(LANG_KEY).ok().flatten()
}

pub fn write_lang(code: &str) {
    // Forgetting the language is harmless: the browser's choice applies again.
    let _ = write(LANG_KEY, code);
}

/// The query parameters of the page's address.
pub fn query() -> Option<UrlSearchParams> {
    let search = web_sys::window()?.location().search().ok()?;
    UrlSearchParams::new_with_str(&search).ok()
}

/// Removes a parameter from the address bar without reloading, so a reload
/// continues the game instead of applying the parameter again.
pub fn forget_query_param(name: &str) {
    if let Some(params) = query() {
        params.delete(name);
        replace_query(&params);
    }
}

/// Puts `value` in place of a parameter the address already has (a reload
/// then keeps what was chosen since); an address without it stays as it is.
pub fn replace_query_param(name: &str, value: &str) {
    if let Some(params) = query().filter(|p| p.has(name)) {
        params.set(name, value);
        replace_query(&params);
    }
}

/// Writes `params` into the address bar without reloading.
fn replace_query(params: &UrlSearchParams) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (Ok(path), Ok(hash)) = (location.pathname(), location.hash()) else {
        return;
    };
    let search: String = params.to_string().into();
    let url = if search.is_empty() {
        format!("{path}{hash}")
    } else {
        format!("{path}?{search}{hash}")
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// The browser's preferred language tags, best first.
pub fn browser_languages() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let mut tags: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if let Some(lang) = nav.language() {
        tags.push(lang);
    }
    tags
}

/// Puts text on the clipboard where the browser allows it (a secure page);
/// the text is shown on screen as well, so nothing depends on it.
pub fn copy_text(text: &str) {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return;
    };
    if js_sys::Reflect::has(&navigator, &"clipboard".into()).unwrap_or(false) {
        // A refusal (no permission) leaves the text on screen to copy by hand.
        let _ = navigator.clipboard().write_text(text);
    }
}

#[wasm_bindgen::prelude::wasm_bindgen(
    inline_js = "export function import_module(url) { return import(new URL(url, document.baseURI).href).then((m) => m.default()); }"
)]
extern "C" {
    /// Imports an ES module (from the page's address) and starts its wasm.
    fn import_module(url: &str) -> js_sys::Promise;
}

/// Imports the teacher's screens (a wasm of their own, kept offline by the
/// service worker), which mount in their roots: `false` where the wasm
/// could not be fetched (the browser tries again at the next import).
pub async fn import_teacher_screens() -> bool {
    wasm_bindgen_futures::JsFuture::from(import_module("./tournament_screen.js"))
        .await
        .is_ok()
}

/// The page's language, as the board app set it on `<html lang>` (the
/// teacher's screens, another wasm, follow it).
pub fn page_lang() -> peoncito_core::i18n::Lang {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|html| html.get_attribute("lang"))
        .and_then(|code| peoncito_core::i18n::Lang::from_code(&code))
        .unwrap_or(peoncito_core::i18n::Lang::En)
}

/// The page's language as a signal that follows the board app's changes
/// (for the teacher's screens, another wasm).
pub fn followed_lang() -> leptos::prelude::RwSignal<peoncito_core::i18n::Lang> {
    use leptos::prelude::Set;
    let lang = leptos::prelude::RwSignal::new(page_lang());
    listen(LANG_CHANGED, move || lang.set(page_lang()));
    lang
}

/// A name (a tournament's, a class's) as a file's name: letters and
/// digits kept.
pub fn file_stem(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect()
}

/// A file to download, as a link: nothing leaves the device.
pub fn download_href(text: &str) -> String {
    format!(
        "data:text/plain;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(text))
    )
}

const DEVICE_KEY: &str = "peoncito.device";

/// The school server's settings, kept on this device only
/// (`peoncito_core::sync::server`); none: no server, nothing sent anywhere.
pub const SERVER_KEY: &str = "peoncito.server";

/// Which tablets' results the school server brought this device has
/// handed to its tournament (`peoncito_core::sync::results::Taken`).
pub const RESULTS_TAKEN_KEY: &str = "peoncito.server.results-taken";

/// Where the class screen leaves the pupils for "Who are you?".
pub const CLASS_ROSTER_KEY: &str = "peoncito.class.roster";

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

pub fn forget_key(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// The element with this id on the page, as an HTML element.
pub fn element_by_id(id: &str) -> Option<web_sys::HtmlElement> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
}

/// Whether a teacher's screen's root shows, followed as the board app
/// shows another screen (it sets the roots' `hidden`): a screen drawn only
/// while shown never leaves its `data-*` standing hidden beside another's.
pub fn shown(root: &web_sys::HtmlElement) -> leptos::prelude::RwSignal<bool> {
    use leptos::prelude::Set;
    let shown = leptos::prelude::RwSignal::new(!root.hidden());
    let watched = root.clone();
    listen(SCREEN_CHANGED, move || shown.set(!watched.hidden()));
    shown
}

/// Whether a teacher's screen's root has shown yet: a screen drawn from its
/// first showing on, and kept drawn while hidden after it (what was typed
/// into its forms stays).
pub fn shown_yet(root: &web_sys::HtmlElement) -> leptos::prelude::Memo<bool> {
    use leptos::prelude::Get;
    let shown = shown(root);
    leptos::prelude::Memo::new(move |was: Option<&bool>| was == Some(&true) || shown.get())
}

/// The text of the file just chosen in the file input `ev` came from,
/// handed to `then` once read (nothing when none was chosen; empty text when
/// it cannot be read). The input is emptied, so the same file may be chosen
/// again.
pub fn read_chosen_file(ev: &leptos::ev::Event, then: impl FnOnce(String) + 'static) {
    let input: web_sys::HtmlInputElement = leptos::prelude::event_target(ev);
    let file = input.files().and_then(|files| files.get(0));
    input.set_value("");
    let Some(file) = file else {
        return;
    };
    leptos::task::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text())
            .await
            .ok()
            .and_then(|t| t.as_string())
            .unwrap_or_default();
        then(text);
    });
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
