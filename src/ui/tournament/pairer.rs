//! The tournament's pairing worker (`pwa/pairing_worker.js`, the screens'
//! own wasm in a Web Worker): a Swiss of hundreds is paired without
//! freezing the page.

use std::cell::RefCell;

use crate::ui::worker::{self, Answered, Channel, Script};

thread_local! {
    static PAIRER: RefCell<Channel> = RefCell::new(Channel::default());
}

/// Asks for a round (`tournament::pairing_job`); `answered` gets the
/// answer's text, or `None` when the worker cannot run.
pub(super) fn ask(question: String, answered: Answered) {
    let script = Script {
        url: "./pairing_worker.js",
        module: true,
    };
    worker::ask(&PAIRER, script, question, answered);
}
