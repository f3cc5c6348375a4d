//! Peoncito: a chess board that teaches — the web app.
//!
//! The teaching logic is the core crate (`core/`, `peoncito_core`), plain
//! Rust tested natively; `ui` is the thin Leptos layer compiled for the
//! browser, showing the core's state and forwarding input to it.

#[cfg(target_arch = "wasm32")]
pub mod ui;
