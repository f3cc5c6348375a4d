//! The one dialog shell every modal uses: backdrop, ARIA roles, Escape to
//! close, and the keyboard kept inside while it is open, so each dialog only
//! says what is inside it.

use leptos::ev;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use peoncito_core::i18n::Text;

const FOCUSABLE: &str = "button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled])";

/// The controls Tab can reach in the dialog, in order.
fn focusable(shell: &web_sys::Element) -> Vec<HtmlElement> {
    let Ok(found) = shell.query_selector_all(FOCUSABLE) else {
        return Vec::new();
    };
    (0..found.length())
        .filter_map(|i| found.item(i)?.dyn_into::<HtmlElement>().ok())
        .collect()
}

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
    // Where the focus was, to give it back when the dialog closes.
    let before = document()
        .active_element()
        .and_then(|el| el.dyn_into::<HtmlElement>().ok());
    // Focus moves into the dialog when it opens, so the keyboard (Escape
    // included) works there at once.
    Effect::new(move |_| {
        if let Some(first) = shell.get().and_then(|el| focusable(&el).into_iter().next()) {
            let _ = first.focus();
        }
    });
    on_cleanup(move || {
        if let Some(el) = before.filter(|el| el.is_connected()) {
            let _ = el.focus();
        }
    });
    // Tab and Shift+Tab go round the dialog's controls, never behind it.
    let on_keydown = move |ev: ev::KeyboardEvent| match ev.key().as_str() {
        "Escape" => on_close.run(()),
        "Tab" => {
            let Some(el) = shell.get_untracked() else {
                return;
            };
            let controls = focusable(&el);
            let (Some(first), Some(last)) = (controls.first(), controls.last()) else {
                return;
            };
            let active = document().active_element();
            let at = |c: &HtmlElement| active.as_ref() == Some(c.unchecked_ref());
            let wrap_to = if ev.shift_key() && at(first) {
                Some(last)
            } else if !ev.shift_key() && at(last) {
                Some(first)
            } else {
                None
            };
            if let Some(target) = wrap_to {
                ev.prevent_default();
                let _ = target.focus();
            }
        }
        _ => {}
    };
    view! {
        <div class="modal-backdrop">
            <div
                node_ref=shell
                class=format!("modal {class}")
                role="dialog"
                aria-modal="true"
                aria-labelledby=title_id
                on:keydown=on_keydown
            >
                <h2 id=title_id>{state.say(title)}</h2>
                {children()}
            </div>
        </div>
    }
}
