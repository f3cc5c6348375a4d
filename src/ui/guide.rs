//! The teacher's guide, in the teacher's wasm (mounted once in
//! `#guide-root`, opened from the teacher's panel): `docs/guia` and
//! `docs/guide` made HTML at build time (`build.rs`), in the page's
//! language, so it reads offline like the rest of the app. Its pictures are
//! the built site's `guia/pictures` and `guide/pictures`.

use leptos::prelude::*;

use super::browser;
use peoncito_core::lang::Lang;

/// The guide a page in `lang` shows: the language it is written in, and
/// its HTML written from the project's own Markdown (in Spanish and English
/// only: Latin America, Catalonia and Brazil read the Spanish one, the
/// nearest, marked as Spanish for screen readers).
fn guide(lang: Lang) -> (Lang, &'static str) {
    match lang {
        Lang::Es | Lang::Es419 | Lang::Ca | Lang::Pt => (
            Lang::Es,
            include_str!(concat!(env!("OUT_DIR"), "/guide_es.html")),
        ),
        Lang::En => (
            Lang::En,
            include_str!(concat!(env!("OUT_DIR"), "/guide_en.html")),
        ),
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
                <article
                    class="guide"
                    lang=move || guide(lang.get()).0.code()
                    inner_html=move || guide(lang.get()).1
                ></article>
            </Show>
        }
    })
    .forget();
}
