//! Who answers the computer's questions: its Web Worker in the app (the
//! page never waits for the search), or the engine right there in the
//! component tests, which have no worker to load.

use std::cell::RefCell;
use std::collections::VecDeque;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// Told the answer's text, or `None` when the thinker cannot run.
pub type Answered = Box<dyn FnOnce(Option<String>)>;

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

/// Answers waiting, in the order asked (the worker answers in turn), and
/// the questions asked before its wasm was ready.
#[derive(Default)]
struct Worker {
    worker: Option<web_sys::Worker>,
    ready: bool,
    failed: bool,
    unsent: Vec<String>,
    waiting: VecDeque<Answered>,
}

thread_local! {
    static WORKER: RefCell<Worker> = RefCell::new(Worker::default());
}

/// Asks the worker (started on the first question); `answered` gets the
/// answer's text, or `None` when the worker cannot run.
fn ask_worker(question: String, answered: Answered) {
    // Handed back when the worker cannot run, to be told so.
    let refused = WORKER.with_borrow_mut(|w| {
        if w.worker.is_none() && !w.failed {
            w.worker = start();
            w.failed = w.worker.is_none();
        }
        match w.worker.as_ref().filter(|_| !w.failed) {
            None => Some(answered),
            Some(worker) => {
                if w.ready {
                    let _ = worker.post_message(&question.into());
                } else {
                    w.unsent.push(question);
                }
                w.waiting.push_back(answered);
                None
            }
        }
    });
    if let Some(answered) = refused {
        answered(None);
    }
}

fn start() -> Option<web_sys::Worker> {
    let worker = web_sys::Worker::new("./computer_worker_loader.js").ok()?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
            let text = e.data().as_string().unwrap_or_default();
            let answered = WORKER.with_borrow_mut(|w| {
                if text == "ready" {
                    w.ready = true;
                    if let Some(worker) = &w.worker {
                        for question in w.unsent.drain(..) {
                            let _ = worker.post_message(&question.into());
                        }
                    }
                    None
                } else {
                    w.waiting.pop_front()
                }
            });
            if let Some(answered) = answered {
                answered(Some(text));
            }
        });
    // A worker that cannot load (an incomplete offline copy): every
    // question waiting is told, and no more are sent.
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|_: web_sys::Event| {
        let waiting: Vec<_> = WORKER.with_borrow_mut(|w| {
            w.failed = true;
            w.waiting.drain(..).collect()
        });
        for answered in waiting {
            answered(None);
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    // The worker lives as long as the page: so do its handlers.
    on_message.forget();
    on_error.forget();
    Some(worker)
}
