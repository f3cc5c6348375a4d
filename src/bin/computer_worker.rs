//! The computer's thinking, in a Web Worker of its own: the page never
//! freezes while it searches. A wasm with only the engine (no screens), so
//! it is small and loads when a pupil first plays the computer.

#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::wasm_bindgen;

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::closure::Closure;
    // Loaded on a page (the speed benchmark calls `think` there), it only
    // offers `think`.
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else {
        return;
    };
    let reply_to = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let question = event.data().as_string().unwrap_or_default();
            let _ = reply_to.post_message(&think(&question).into());
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The worker lives as long as the page: so does its handler.
    on_message.forget();
    // Ready: the page sends the question that waited for the wasm.
    let _ = scope.post_message(&"ready".into());
}

/// A question's text in, the answer's text out.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen]
pub fn think(question: &str) -> String {
    peoncito_core::computer::question::answer(question)
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {}
