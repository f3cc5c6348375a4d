//! The one dialog shell every modal uses: backdrop, ARIA roles, and Escape
//! to close, so each dialog only says what is inside it.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::i18n::Text;

#[component]
pub fn Dialog(
    /// Classes beside `modal`.
    #[prop(optional)]
    class: &'static str,
    /// The dialog's heading, and the id that labels the dialog with it.
    title: Text,
    title_id: &'static str,
    /// Escape (and the dialog's own close buttons) call this.
    on_close: Callback<()>,
    children: Children,
) -> impl IntoView {
    let state = expect_context::<super::AppState>();
    let shell = NodeRef::<leptos::html::Div>::new();
    // Focus moves into the dialog when it opens, so the keyboard (Escape
    // included) works there at once.
    Effect::new(move |_| {
        if let Some(first) = shell
            .get()
            .and_then(|el| el.query_selector("button, input, select").ok().flatten())
            .and_then(|el| el.dyn_into::<web_sys::HtmlElement>().ok())
        {
            let _ = first.focus();
        }
    });
    view! {
        <div class="modal-backdrop">
            <div
                node_ref=shell
                class=format!("modal {class}")
                role="dialog"
                aria-modal="true"
                aria-labelledby=title_id
                on:keydown=move |ev: ev::KeyboardEvent| {
                    if ev.key() == "Escape" {
                        on_close.run(());
                    }
                }
            >
                <h2 id=title_id>{state.say(title)}</h2>
                {children()}
            </div>
        </div>
    }
}
