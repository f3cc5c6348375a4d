//! Files and the clipboard: a chosen file read, a text offered as a
//! download, a name made a file's name.

/// Puts text on the clipboard where the browser allows it (a secure page);
/// the text is shown on screen as well, so nothing depends on it.
pub fn copy_text(text: &str) {
    let Some(navigator) = web_sys::window().map(|w| w.navigator()) else {
        return;
    };
    if js_sys::Reflect::has(&navigator, &"clipboard".into()).unwrap_or(false) {
        // A refusal (no permission) leaves the text on screen to copy by hand.
        let _ = navigator.clipboard().write_text(text);
    }
}

/// A name (a tournament's, a class's) as a file's name: letters and
/// digits kept.
pub fn file_stem(name: &str) -> String {
    name.chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect()
}

/// A file to download, as a link: nothing leaves the device.
pub fn download_href(text: &str) -> String {
    format!(
        "data:text/plain;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(text))
    )
}

/// The text of the file just chosen in the file input `ev` came from,
/// handed to `then` once read (nothing when none was chosen; empty text when
/// it cannot be read). The input is emptied, so the same file may be chosen
/// again.
pub fn read_chosen_file(ev: &leptos::ev::Event, then: impl FnOnce(String) + 'static) {
    let input: web_sys::HtmlInputElement = leptos::prelude::event_target(ev);
    let file = input.files().and_then(|files| files.get(0));
    input.set_value("");
    let Some(file) = file else {
        return;
    };
    leptos::task::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text())
            .await
            .ok()
            .and_then(|t| t.as_string())
            .unwrap_or_default();
        then(text);
    });
}
