//! The teacher's guide, in the teacher's wasm (mounted once in
//! `#guide-root`, opened from the teacher's panel): `docs/guia` and
//! `docs/guide` made HTML at build time (`build.rs`), in the page's
//! language, so it reads offline like the rest of the app. Its pictures are
//! the built site's `guia/pictures` and `guide/pictures`.

use leptos::prelude::*;

use super::browser;
use peoncito_core::lang::Lang;

/// The guide in `lang`, as HTML written from the project's own Markdown
/// (written in Spanish and English only: Latin America, Catalonia and
/// Brazil read the Spanish one, the nearest).
fn guide(lang: Lang) -> &'static str {
    match lang {
        Lang::Es | Lang::Es419 | Lang::Ca | Lang::Pt => {
            include_str!(concat!(env!("OUT_DIR"), "/guide_es.html"))
        }
        Lang::En => include_str!(concat!(env!("OUT_DIR"), "/guide_en.html")),
    }
}

pub fn mount() {
    let Some(root) = browser::element_by_id("guide-root") else {
        return;
    };
    let shown = browser::shown(&root);
    let lang = browser::followed_lang();
    leptos::mount::mount_to(root, move || {
        view! {
            <Show when=move || shown.get()>
                <article class="guide" lang=move || lang.get().code() inner_html=move || guide(lang.get())></article>
            </Show>
        }
    })
    .forget();
}
