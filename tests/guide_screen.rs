//! The teacher's guide in a real browser (headless Chromium), as the
//! teacher's wasm shows it: the guide of the page's language, the other
//! one when the language changes (Spanish, marked so, for a language
//! with no guide of its own), and every link of its contents leading
//! to one of its headings.
#![cfg(target_arch = "wasm32")]

#[allow(dead_code)]
mod browser;

use browser::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The language the guide is marked in, for screen readers.
fn guide_lang(page: &web_sys::Element) -> Option<String> {
    find(page, "article.guide").and_then(|a| a.get_attribute("lang"))
}

/// Sets the page's language as the app does, and tells the screens.
async fn switch_language(html: &web_sys::Element, code: &str) {
    html.set_attribute("lang", code).unwrap();
    web_sys::window()
        .unwrap()
        .dispatch_event(&web_sys::Event::new("peoncito-lang").unwrap())
        .unwrap();
    settle().await;
}

#[wasm_bindgen_test]
async fn the_guide_follows_the_pages_language_and_its_contents_lead_to_its_sections() {
    let document = web_sys::window().unwrap().document().unwrap();
    let html = document.document_element().unwrap();
    html.set_attribute("lang", "en").unwrap();
    let page = document.create_element("div").unwrap();
    page.set_inner_html(r#"<div id="guide-root"></div>"#);
    document.body().unwrap().append_child(&page).unwrap();
    mount_teacher_screens(&page, "article.guide h1").await;
    assert_eq!(text_of(&page, "article.guide h1"), "Teacher's guide");
    assert_eq!(guide_lang(&page).as_deref(), Some("en"));
    let contents = page
        .query_selector_all("article.guide a[href^='#']")
        .unwrap();
    assert!(contents.length() >= 7, "{} links", contents.length());
    for i in 0..contents.length() {
        let link: web_sys::Element =
            wasm_bindgen::JsCast::dyn_into(contents.get(i).unwrap()).unwrap();
        let id = link.get_attribute("href").unwrap()[1..].to_string();
        let heading = document.get_element_by_id(&id);
        assert!(
            heading.is_some_and(|h| h.tag_name().starts_with('H')),
            "#{id} leads to no heading"
        );
    }
    // Each picture from the built site's folder of its guide.
    let pictures = page.query_selector_all("article.guide img").unwrap();
    assert!(pictures.length() >= 10);
    for i in 0..pictures.length() {
        let picture: web_sys::Element =
            wasm_bindgen::JsCast::dyn_into(pictures.get(i).unwrap()).unwrap();
        let src = picture.get_attribute("src").unwrap();
        assert!(src.starts_with("guide/pictures/"), "{src}");
        assert!(
            !picture.get_attribute("alt").unwrap_or_default().is_empty(),
            "{src} has words"
        );
    }

    switch_language(&html, "es").await;
    assert_eq!(text_of(&page, "article.guide h1"), "Guía del profesor");
    let picture = find(&page, "article.guide img").unwrap();
    assert!(
        picture
            .get_attribute("src")
            .unwrap()
            .starts_with("guia/pictures/")
    );

    // A Catalan page reads the Spanish guide, marked as Spanish.
    switch_language(&html, "ca").await;
    assert_eq!(text_of(&page, "article.guide h1"), "Guía del profesor");
    assert_eq!(guide_lang(&page).as_deref(), Some("es"));
    page.remove();
}
