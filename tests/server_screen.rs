//! The school server's screen in a real browser (headless Chromium): the
//! status says "off" until a server is set, a wrong address is refused
//! with its reason and nothing kept, an address that is no CouchDB server
//! is told apart by what it answers, and forgetting the server removes the
//! settings and the status.
#![cfg(target_arch = "wasm32")]

#[allow(dead_code)]
mod browser;

use browser::*;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const SERVER_KEY: &str = "peoncito.server";

fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

fn sync_state(root: &web_sys::Element) -> Option<String> {
    find(root, "[data-sync]").and_then(|e| e.get_attribute("data-sync"))
}

#[wasm_bindgen_test]
async fn the_school_server_screen_refuses_what_is_not_a_couchdb_server() {
    storage().clear().unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    document
        .document_element()
        .unwrap()
        .set_attribute("lang", "en")
        .unwrap();
    let page = document.create_element("div").unwrap();
    page.set_inner_html(r#"<div id="sync-root"></div><div id="server-root"></div>"#);
    document.body().unwrap().append_child(&page).unwrap();
    mount_teacher_screens(&page, "[data-sync]").await;
    assert_eq!(sync_state(&page).as_deref(), Some("off"));
    assert!(text_of(&page, "[data-sync]").contains("not in use"));

    // Not an address: refused with the reason, nothing kept, nothing sent.
    type_into(&page, "[data-field='server-url']", "192.168.1.10:5984").await;
    click(&button(&page, "connect-server")).await;
    assert!(text_of(&page, ".server-screen [role='alert']").contains("http://"));
    assert_eq!(storage().get_item(SERVER_KEY).unwrap(), None);
    assert_eq!(sync_state(&page).as_deref(), Some("off"));
    type_into(&page, "[data-field='server-url']", "http://127.0.0.1:5984").await;
    type_into(&page, "[data-field='server-db']", "Clase").await;
    click(&button(&page, "connect-server")).await;
    assert!(text_of(&page, ".server-screen [role='alert']").contains("lowercase"));
    assert_eq!(storage().get_item(SERVER_KEY).unwrap(), None);

    // This page's own server answers with a page, not CouchDB's welcome.
    let origin = web_sys::window().unwrap().location().origin().unwrap();
    type_into(&page, "[data-field='server-url']", &origin).await;
    type_into(&page, "[data-field='server-db']", "").await;
    type_into(&page, "[data-field='server-user']", "profe").await;
    click(&button(&page, "connect-server")).await;
    assert_eq!(text_of(&page, ".server-screen [role='alert']"), "");
    let kept = storage().get_item(SERVER_KEY).unwrap().unwrap();
    assert!(kept.contains(r#""db":"peoncito""#), "{kept}");
    for _ in 0..200 {
        if sync_state(&page).as_deref() == Some("error") {
            break;
        }
        gloo_timers::future::TimeoutFuture::new(25).await;
    }
    assert_eq!(sync_state(&page).as_deref(), Some("error"));
    assert!(text_of(&page, "[data-sync]").contains("not a CouchDB server"));

    // Forgotten: the settings go, the status says off.
    click(&button(&page, "forget-server")).await;
    assert_eq!(storage().get_item(SERVER_KEY).unwrap(), None);
    assert_eq!(sync_state(&page).as_deref(), Some("off"));
    assert!(find(&page, "[data-action='forget-server']").is_none());
}
