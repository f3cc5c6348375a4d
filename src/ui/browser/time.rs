//! Time: the page's monotonic clock for waits, the device's clock and
//! calendar for what a teacher reads, and work put after the next paint or
//! in the browser's idle time.

/// Milliseconds since 1970 by the device's clock: for the time of day a
/// mistake was made (never for a wait: the device's clock can be changed).
pub fn wall_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// The local time of day of a moment on the device's clock.
pub fn time_of_day(wall_ms: u64) -> peoncito_core::i18n::TimeOfDay {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(wall_ms as f64));
    peoncito_core::i18n::TimeOfDay {
        hour: u8::try_from(date.get_hours()).unwrap_or(0),
        minute: u8::try_from(date.get_minutes()).unwrap_or(0),
    }
}

/// Today by the device's calendar (none if the device's date is nonsense).
pub fn today() -> Option<peoncito_core::heading::Date> {
    let now = js_sys::Date::new_0();
    peoncito_core::heading::Date::new(
        u16::try_from(now.get_full_year()).ok()?,
        u8::try_from(now.get_month() + 1).ok()?,
        u8::try_from(now.get_date()).ok()?,
    )
}

/// Milliseconds on the page's monotonic clock.
pub fn now_ms() -> u64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now() as u64)
        .unwrap_or(0)
}

/// Runs `f` in a task after the next frame is painted, so what it wakes
/// never holds that frame up. A hidden page paints no frames: there, in
/// the next task.
pub fn after_paint(f: impl FnOnce() + 'static) {
    use leptos::prelude::{request_animation_frame, set_timeout};
    let task = move || set_timeout(f, std::time::Duration::ZERO);
    let hidden = web_sys::window()
        .and_then(|w| w.document())
        .is_none_or(|d| d.hidden());
    if hidden {
        task();
    } else {
        request_animation_frame(task);
    }
}

/// Runs `f` in the browser's next idle period (at once where the browser
/// does not say when it is idle).
pub fn when_idle(f: impl FnOnce() + 'static) {
    // One copy of the code below for every caller.
    idle_then(Box::new(f));
}

fn idle_then(f: Box<dyn FnOnce()>) {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else {
        return;
    };
    let idle = js_sys::Reflect::get(&window, &"requestIdleCallback".into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    match idle {
        Some(request) => {
            let callback = wasm_bindgen::closure::Closure::once_into_js(f);
            let _ = request.call1(&window, &callback);
        }
        None => f(),
    }
}
