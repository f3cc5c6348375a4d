//! Between the two wasm modules of one page (the board's and the
//! teacher's), and between tabs: messages left under keys and announced by
//! events, the board app's language and screen followed by the teacher's
//! screens, and the import of the teacher's wasm.

use super::page::{listen, page_lang};
use super::storage::{read, storage, write};

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

/// The page's language as a signal that follows the board app's changes
/// (for the teacher's screens, another wasm).
pub fn followed_lang() -> leptos::prelude::RwSignal<peoncito_core::i18n::Lang> {
    use leptos::prelude::Set;
    let lang = leptos::prelude::RwSignal::new(page_lang());
    listen(LANG_CHANGED, move || lang.set(page_lang()));
    lang
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
