//! A Web Worker asked questions in text and answering them in turn: long
//! work (the computer's search, a big tournament's pairing) never freezes
//! the page. Started on the first question; questions asked before its
//! wasm is ready wait for its "ready".

use std::cell::RefCell;
use std::collections::VecDeque;
use std::thread::LocalKey;

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// Told the answer's text, or `None` when the worker cannot run.
pub type Answered = Box<dyn FnOnce(Option<String>)>;

/// A worker's script, from the page's address.
#[derive(Clone, Copy)]
pub struct Script {
    pub url: &'static str,
    /// An ES module (it imports a screen's wasm) rather than a classic script.
    pub module: bool,
}

/// One worker's state: answers waiting, in the order asked, and the
/// questions asked before its wasm was ready.
#[derive(Default)]
pub struct Channel {
    worker: Option<web_sys::Worker>,
    ready: bool,
    failed: bool,
    unsent: Vec<String>,
    waiting: VecDeque<Answered>,
}

/// Where a worker's channel lives: a `thread_local!` of its own.
pub type Slot = &'static LocalKey<RefCell<Channel>>;

/// Asks the worker of `slot` (started from `script` on the first
/// question); `answered` gets the answer's text, or `None` when the worker
/// cannot run.
pub fn ask(slot: Slot, script: Script, question: String, answered: Answered) {
    // Handed back when the worker cannot run, to be told so.
    let refused = slot.with_borrow_mut(|c| {
        if c.worker.is_none() && !c.failed {
            c.worker = start(slot, script);
            c.failed = c.worker.is_none();
        }
        match c.worker.as_ref().filter(|_| !c.failed) {
            None => Some(answered),
            Some(worker) => {
                if c.ready {
                    let _ = worker.post_message(&question.into());
                } else {
                    c.unsent.push(question);
                }
                c.waiting.push_back(answered);
                None
            }
        }
    });
    if let Some(answered) = refused {
        answered(None);
    }
}

fn start(slot: Slot, script: Script) -> Option<web_sys::Worker> {
    let options = web_sys::WorkerOptions::new();
    if script.module {
        options.set_type(web_sys::WorkerType::Module);
    }
    let worker = web_sys::Worker::new_with_options(script.url, &options).ok()?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let text = e.data().as_string().unwrap_or_default();
            let answered = slot.with_borrow_mut(|c| {
                if text == "ready" {
                    c.ready = true;
                    if let Some(worker) = &c.worker {
                        for question in c.unsent.drain(..) {
                            let _ = worker.post_message(&question.into());
                        }
                    }
                    None
                } else {
                    c.waiting.pop_front()
                }
            });
            if let Some(answered) = answered {
                answered(Some(text));
            }
        });
    // A worker that cannot load (an incomplete offline copy): every
    // question waiting is told, and no more are sent.
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |_: web_sys::Event| {
        let waiting: Vec<_> = slot.with_borrow_mut(|c| {
            c.failed = true;
            c.waiting.drain(..).collect()
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
