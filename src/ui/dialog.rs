//! The one dialog shell every modal uses: backdrop, ARIA roles, and Escape
//! to close, so each dialog only says what is inside it.

use leptos::ev;
use leptos::prelude::*;

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
    view! {
        <div class="modal-backdrop">
            <div
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
