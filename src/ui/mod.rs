//! The Leptos layer: thin components over the table and the other plain
//! modules. This file only declares the parts and mounts the app.

mod access;
mod app;
mod board;
mod browser;
mod dialog;
mod editor;
mod explanation;
mod layout;
mod lessons;
mod names;
mod offline;
mod panel;
mod projection;
mod record;
mod score_sheet;
mod state;
mod teacher;
mod voice;

pub use app::App;
pub use layout::{Layout, Said};
pub use state::{AppState, LessonEvent, Screen, colour_code};

/// Starts the app on the page's body.
pub fn mount() {
    leptos::mount::mount_to_body(App);
}

/// Starts the tournament screens in the element the board app made for
/// them (SPIKE).
pub fn mount_tournament() {
    use leptos::prelude::*;
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("tournament-root"))
    else {
        return;
    };
    let Ok(root) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(root) else {
        return;
    };
    let handle = leptos::mount::mount_to(root, || {
        let text = RwSignal::new(String::new());
        let count = move || {
            crate::tournament::class_list::read(&text.get())
                .players
                .len()
        };
        view! {
            <section class="tournament">
                <h2>"Tournament"</h2>
                <textarea data-field="players" prop:value=move || text.get()
                    on:input=move |ev| text.set(event_target_value(&ev))></textarea>
                <p data-count=move || count().to_string()>{count}</p>
            </section>
        }
    });
    handle.forget();
}
