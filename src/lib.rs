//! Peoncito: a chess board that teaches.
//!
//! The teaching logic lives in plain modules with no browser types, tested
//! natively; the `ui` module is the thin Leptos layer compiled for the browser.

pub mod arbiter;
pub mod class;
pub mod clock;
pub mod commentary;
pub mod computer;
pub mod describe;
pub mod drawing;
pub mod editor;
pub mod end;
pub mod explain;
pub mod game;
pub mod heading;
pub mod i18n;
pub mod install;
pub mod lang;
pub mod lessons;
pub mod misses;
pub mod moments;
pub mod movetext;
pub mod pgn;
pub mod progress;
pub mod records;
pub mod rng;
pub mod saved;
pub mod score_sheet;
pub mod settings;
pub mod startup;
pub mod sync;
pub mod table;
pub mod touch;
pub mod tournament;

#[cfg(target_arch = "wasm32")]
pub mod ui;
