//! What the browser test files share: mounting the app with a prepared
//! game, and finding, tapping and typing into what it shows.

use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use peoncito::ui::{AppState, Layout};
use peoncito_core::game::Game;
use peoncito_core::i18n::Lang;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// Mounts the app with a prepared game in a fresh container.
pub fn mount(game: Game, lang: Lang) -> Element {
    mount_state(AppState::new(game, lang, Vec::new()))
}

/// Mounts the app with a state prepared as the app's start-up would.
pub fn mount_state(state: AppState) -> Element {
    let container = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&container).unwrap();
    leptos::mount::mount_to(container.clone().unchecked_into(), move || {
        provide_context(state);
        view! { <Layout /> }
    })
    .forget();
    container
}

/// Leptos updates the DOM after the handler returns, and what shows the
/// game once the board's next frame is painted: let the browser run, paint
/// a frame, then run the task that frame left.
pub async fn settle() {
    TimeoutFuture::new(0).await;
    let frame = js_sys::Promise::new(&mut |painted, _| {
        let _ = window().request_animation_frame(&painted);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(frame).await;
    TimeoutFuture::new(0).await;
}

/// Mounts the teacher's screens (the app's other wasm) and waits until
/// `selector` shows under `root`: they mount once the records are read
/// from IndexedDB.
pub async fn mount_teacher_screens(root: &Element, selector: &str) {
    peoncito::ui::mount_tournament();
    for _ in 0..300 {
        if find(root, selector).is_some() {
            break;
        }
        TimeoutFuture::new(10).await;
    }
    settle().await;
}

pub fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

pub fn square(root: &Element, sq: &str) -> HtmlElement {
    find(root, &format!("[data-square='{sq}']"))
        .unwrap_or_else(|| panic!("no square {sq}"))
        .unchecked_into()
}

pub fn piece_on(root: &Element, sq: &str) -> Option<String> {
    find(root, &format!("[data-square='{sq}'] [data-piece]"))
        .and_then(|p| p.get_attribute("data-piece"))
}

pub async fn click(el: &HtmlElement) {
    el.click();
    settle().await;
}

pub async fn tap(root: &Element, sq: &str) {
    click(&square(root, sq)).await;
}

pub fn explain_code(root: &Element) -> Option<String> {
    find(root, "[data-explain]").and_then(|e| e.get_attribute("data-explain"))
}

pub fn highlight(root: &Element, sq: &str) -> Option<String> {
    square(root, sq).get_attribute("data-highlight")
}

pub fn button(root: &Element, action: &str) -> HtmlElement {
    find(root, &format!("[data-action='{action}']"))
        .unwrap_or_else(|| panic!("no {action} button"))
        .unchecked_into()
}

pub async fn type_into(root: &Element, selector: &str, text: &str) {
    let input: web_sys::HtmlInputElement = find(root, selector).unwrap().unchecked_into();
    input.set_value(text);
    input
        .dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    settle().await;
}

pub async fn click_on(root: &Element, selector: &str) {
    let el: HtmlElement = find(root, selector)
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
        .unchecked_into();
    click(&el).await;
}

/// Chooses a value in an input or a select, as a "change" event reports it.
pub async fn change_to(root: &Element, selector: &str, value: &str) {
    let el = find(root, selector).unwrap_or_else(|| panic!("nothing matches {selector}"));
    match el.dyn_ref::<web_sys::HtmlSelectElement>() {
        Some(select) => select.set_value(value),
        None => el
            .unchecked_ref::<web_sys::HtmlInputElement>()
            .set_value(value),
    }
    el.dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    settle().await;
}

/// Opens the teacher's panel: sets the PIN the first time, types it after.
pub async fn open_teacher(root: &Element, pin: &str) {
    click(&button(root, "teacher")).await;
    type_into(root, "[data-pin='pin']", pin).await;
    if find(root, "[data-pin='again']").is_some() {
        type_into(root, "[data-pin='again']", pin).await;
        click(&button(root, "set-pin")).await;
        // The recovery code is shown once, to write down.
        click(&button(root, "recovery-noted")).await;
    } else {
        click(&button(root, "unlock")).await;
    }
}

pub fn mount_with_rules(game: Game, rules: peoncito_core::settings::Rules) -> Element {
    let settings = peoncito_core::settings::Settings {
        rules,
        ..Default::default()
    };
    mount_state(AppState::new(game, Lang::En, Vec::new()).with_settings(settings, rules))
}

pub fn text_of(root: &Element, selector: &str) -> String {
    find(root, selector)
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
        .text_content()
        .unwrap_or_default()
}

pub async fn open_lessons(root: &Element, stage: &str) {
    click(&button(root, "lessons")).await;
    click_on(root, &format!("[data-stage='{stage}']")).await;
}

pub fn lesson_result(root: &Element) -> Option<(String, Option<String>)> {
    find(root, "[data-lesson-result]").map(|e| {
        (
            e.get_attribute("data-lesson-result").unwrap_or_default(),
            e.get_attribute("data-stars"),
        )
    })
}
