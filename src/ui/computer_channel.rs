//! Who answers the computer's questions: its Web Worker in the app (the
//! page never waits for the search), or the engine right there in the
//! component tests, which have no worker to load.

use std::cell::RefCell;

use super::worker::{self, Answered, Channel, Script};

/// A way to ask, and how long a move waits at least before it is shown
/// (a child sees their own move land before the computer's answer).
#[derive(Clone, Copy)]
pub struct Thinker {
    pub ask: fn(String, Answered),
    pub least_ms: u32,
}

impl Thinker {
    /// The app's: the worker, and a short pause before each move.
    pub const WORKER: Thinker = Thinker {
        ask: ask_worker,
        least_ms: 600,
    };
}

thread_local! {
    static COMPUTER: RefCell<Channel> = RefCell::new(Channel::default());
}

/// Asks the computer's worker; `answered` gets the answer's text, or `None`
/// when the worker cannot run.
fn ask_worker(question: String, answered: Answered) {
    let script = Script {
        url: "./computer_worker_loader.js",
        module: false,
    };
    worker::ask(&COMPUTER, script, question, answered);
}
