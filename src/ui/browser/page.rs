//! The page: its address and query, its size, scrolling to what comes
//! next, the system's contrast and network, the printing dialog, the
//! language the board set, and events on the window.

use web_sys::UrlSearchParams;

/// Whether the system asks for more contrast (a setting of the tablet).
pub fn prefers_more_contrast() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(prefers-contrast: more)").ok().flatten())
        .is_some_and(|q| q.matches())
}

/// Whether the device says it has a network (false: surely none; true:
/// perhaps one).
pub fn online() -> bool {
    web_sys::window().is_none_or(|w| w.navigator().on_line())
}

/// Opens the browser's print dialog.
pub fn print() {
    if let Some(window) = web_sys::window() {
        let _ = window.print();
    }
}

/// The window's size in CSS pixels (a projector's 1920×1080 when none).
pub fn viewport() -> (f64, f64) {
    let size =
        |v: Result<wasm_bindgen::JsValue, wasm_bindgen::JsValue>| v.ok().and_then(|v| v.as_f64());
    web_sys::window()
        .and_then(|w| Some((size(w.inner_width())?, size(w.inner_height())?)))
        .unwrap_or((1920.0, 1080.0))
}

/// Runs `f` whenever the page is hidden, shown again (`visibilitychange`
/// either way) or left (another app over the tablet's browser, the tab
/// closed or reloaded), for the page's life.
pub fn when_hidden_or_shown(f: impl Fn() + 'static) {
    let f = std::rc::Rc::new(f);
    let left = f.clone();
    listen("visibilitychange", move || f());
    listen("pagehide", move || left());
}

/// Runs `f` on each event `name` on the window, for the page's life.
pub fn listen(name: &str, f: impl Fn() + 'static) {
    let callback = wasm_bindgen::closure::Closure::<dyn Fn()>::new(f);
    if let Some(window) = web_sys::window() {
        let _ = window.add_event_listener_with_callback(
            name,
            wasm_bindgen::JsCast::unchecked_ref(callback.as_ref()),
        );
    }
    callback.forget();
}

/// Where [`reveal`] puts an element it scrolls to.
#[derive(Clone, Copy)]
pub enum Edge {
    /// At the screen's top: what comes next begins there (a form, a podium).
    Top,
    /// At the screen's bottom: feedback under what the child looked at.
    Bottom,
}

/// Scrolls the first element matching `selector` into view when it is
/// (partly) off the screen, so what comes next appears where one looks.
pub fn reveal(selector: &str, edge: Edge) {
    let Some(el) = document_query(selector) else {
        return;
    };
    if !wholly_in_view(&el) {
        el.scroll_into_view_with_bool(matches!(edge, Edge::Top));
    }
}

/// Gives the keyboard to the first element matching `selector` (the
/// browser brings it into view), so Escape and Tab work from there.
pub fn focus_on(selector: &str) {
    if let Some(el) = document_query(selector)
        .and_then(|el| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(el).ok())
    {
        let _ = el.focus();
    }
}

/// Brings the board whole into view when it is not (a child who scrolled
/// down to "Play the computer" on a portrait tablet, then started): the
/// page's top when the board fits under the header, else the board's top.
pub fn show_board() {
    let (Some(window), Some(wrap)) = (web_sys::window(), document_query(".board-wrap")) else {
        return;
    };
    if wholly_in_view(&wrap) {
        return;
    }
    let page_bottom = wrap.get_bounding_client_rect().bottom() + window.scroll_y().unwrap_or(0.0);
    if page_bottom <= window_height() {
        window.scroll_to_with_x_and_y(0.0, 0.0);
    } else {
        wrap.scroll_into_view_with_bool(true);
    }
}

fn wholly_in_view(el: &web_sys::Element) -> bool {
    let rect = el.get_bounding_client_rect();
    rect.top() >= 0.0 && rect.bottom() <= window_height()
}

fn window_height() -> f64 {
    web_sys::window()
        .and_then(|w| w.inner_height().ok())
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0)
}

fn document_query(selector: &str) -> Option<web_sys::Element> {
    web_sys::window()?
        .document()?
        .query_selector(selector)
        .ok()
        .flatten()
}

/// The query parameters of the page's address.
pub fn query() -> Option<UrlSearchParams> {
    let search = web_sys::window()?.location().search().ok()?;
    UrlSearchParams::new_with_str(&search).ok()
}

/// Removes a parameter from the address bar without reloading, so a reload
/// continues the game instead of applying the parameter again.
pub fn forget_query_param(name: &str) {
    if let Some(params) = query() {
        params.delete(name);
        replace_query(&params);
    }
}

/// Puts `value` in place of a parameter the address already has (a reload
/// then keeps what was chosen since); an address without it stays as it is.
pub fn replace_query_param(name: &str, value: &str) {
    if let Some(params) = query().filter(|p| p.has(name)) {
        params.set(name, value);
        replace_query(&params);
    }
}

/// Writes `params` into the address bar without reloading.
fn replace_query(params: &UrlSearchParams) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (Ok(path), Ok(hash)) = (location.pathname(), location.hash()) else {
        return;
    };
    let search: String = params.to_string().into();
    let url = if search.is_empty() {
        format!("{path}{hash}")
    } else {
        format!("{path}?{search}{hash}")
    };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// The browser's preferred language tags, best first.
pub fn browser_languages() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let mut tags: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if let Some(lang) = nav.language() {
        tags.push(lang);
    }
    tags
}

/// The page's language, as the board app set it on `<html lang>` (the
/// teacher's screens, another wasm, follow it).
pub fn page_lang() -> peoncito_core::i18n::Lang {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        .and_then(|html| html.get_attribute("lang"))
        .and_then(|code| peoncito_core::i18n::Lang::from_code(&code))
        .unwrap_or(peoncito_core::i18n::Lang::En)
}

/// The element with this id on the page, as an HTML element.
pub fn element_by_id(id: &str) -> Option<web_sys::HtmlElement> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(id))
        .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok())
}
