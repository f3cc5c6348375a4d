//! "Put Peoncito on the tablets", in the teacher's wasm (mounted once in
//! `#tablets-root`, opened from the teacher's panel): a QR code of the
//! app's own address for the tablets to scan, what that address means for
//! them (`peoncito_core::install::judge`), and the two steps that add Peoncito to
//! an Android tablet's or an iPad's home screen. Big enough to project, so
//! a whole class scans it from the wall.

use leptos::prelude::*;

use super::browser;
use peoncito_core::i18n::install::{InstallText, say};
use peoncito_core::i18n::{Text, tr};
use peoncito_core::install::{VERSION, address_for_tablets, judge};
use peoncito_core::tournament::qr;

/// The page's own address, without its query or fragment.
fn own_address() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    address_for_tablets(&href).to_owned()
}

pub fn mount() {
    let Some(root) = browser::element_by_id("tablets-root") else {
        return;
    };
    let shown = browser::shown(&root);
    let lang = browser::followed_lang();
    leptos::mount::mount_to(root, move || {
        let says = move |text: InstallText| move || say(lang.get(), text);
        view! {
            <Show when=move || shown.get()>
                {move || {
                    // Read when shown: a page moved to another address
                    // (a tournament board's `?board=`) shows its own.
                    let address = own_address();
                    let judged = judge(&address);
                    let code = qr::svg(&address);
                    let shown_address = address.clone();
                    view! {
                        <section class="tablets" aria-labelledby="tablets-title"
                            data-tablets=address>
                            <h2 id="tablets-title">{says(InstallText::Title)}</h2>
                            <div class="tablets-code">
                                {match code {
                                    Some(svg) => view! {
                                        <div class="qr" role="img" data-tablets-qr=""
                                            aria-label=says(InstallText::CodeLabel) inner_html=svg></div>
                                    }.into_any(),
                                    None => view! { <p>{says(InstallText::NoCode)}</p> }.into_any(),
                                }}
                                <div>
                                    <p>{says(InstallText::ScanIt)}</p>
                                    <p class="tablets-address"><code>{shown_address}</code></p>
                                    <p class="hint" data-address-for-tablets=judged.code()>
                                        {says(InstallText::Address(judged))}
                                    </p>
                                </div>
                            </div>
                            <div class="tablets-steps">
                                <section aria-labelledby="tablets-android">
                                    <h3 id="tablets-android">{says(InstallText::AndroidTitle)}</h3>
                                    <ol>
                                        <li>{says(InstallText::AndroidOpen)}</li>
                                        <li>{says(InstallText::AndroidAdd)}</li>
                                    </ol>
                                </section>
                                <section aria-labelledby="tablets-ipad">
                                    <h3 id="tablets-ipad">{says(InstallText::IpadTitle)}</h3>
                                    <ol>
                                        <li>{says(InstallText::IpadOpen)}</li>
                                        <li>{says(InstallText::IpadAdd)}</li>
                                    </ol>
                                </section>
                            </div>
                            <p>{says(InstallText::ThenOnce)}</p>
                            <p class="hint" data-version=VERSION>
                                {move || tr(lang.get(), &Text::Version(VERSION))}
                            </p>
                        </section>
                    }
                }}
            </Show>
        }
    })
    .forget();
}
