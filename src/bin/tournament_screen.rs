//! The tournament screens, a wasm of their own: the board's first load
//! stays small, and the teacher's device loads this when the tournament
//! is opened (and keeps it for offline use). The same wasm pairs rounds in
//! a Web Worker (`pwa/pairing_worker.js`), where no screen is mounted.
fn main() {
    #[cfg(target_arch = "wasm32")]
    peoncito::ui::mount_tournament();
}

/// A round to pair in, the round paired out (`tournament::pairing_job`).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn pair(question: &str) -> String {
    peoncito_core::tournament::pairing_job::answer(question)
}
