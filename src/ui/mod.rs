//! The Leptos layer: thin components over the table and the other plain
//! modules. This file only declares the parts and mounts the app.

mod access;
mod app;
mod board;
mod browser;
mod class;
mod class_mode;
mod class_requests;
mod computer;
mod computer_channel;
mod deferred_parts;
mod device_store;
mod dialog;
mod editor;
mod explanation;
mod game_record;
mod guide;
mod hand_over;
mod idb;
mod layout;
mod lessons;
mod lock;
mod mirror;
mod names;
mod offline;
mod panel;
mod projection;
mod pupil_notes;
mod qr_camera;
mod score_sheet;
mod shared;
mod state;
mod sync;
mod tablets;
mod teacher;
mod tournament;
mod voice;
mod worker;

pub use app::App;
pub use computer_channel::Thinker;
pub use explanation::Said;
pub use layout::Layout;
pub use state::{AppState, BoardState, Preferences, Screen, ScreenState, colour_code};

/// Starts the app on the page's body.
pub fn mount() {
    // The records first: the app opens the game with its first paint.
    // (Leptos's own executor starts with the mount.)
    wasm_bindgen_futures::spawn_local(async {
        device_store::load().await;
        leptos::mount::mount_to_body(App);
    });
}

/// Starts the tournament screens (their own wasm) in the element the
/// board app keeps for them.
pub fn mount_tournament() {
    wasm_bindgen_futures::spawn_local(async {
        device_store::load().await;
        tournament::mount();
        class::mount();
        sync::mount();
        guide::mount();
        tablets::mount();
    });
}
