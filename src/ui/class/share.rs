//! The class's file and QR codes, to share the class between tablets.

use leptos::prelude::*;
use leptos::task::spawn_local;

use crate::ui::browser;
use crate::ui::qr_camera::{Camera, read_photo};
use peoncito_core::class::ClassBook;
use peoncito_core::class::qr_pieces::{self, Gathered, Gathering};
use peoncito_core::i18n::class::{ClassText, say};
use peoncito_core::tournament::qr;

use super::{Class, today};

/// The class's file, saved to share, and another tablet's merged in;
/// or, for a tablet that cannot share files, shown as QR codes and read
/// with the camera.
#[component]
pub(super) fn Share(class: Class) -> impl IntoView {
    // The same file chosen again adds nothing.
    let import = move |ev: leptos::ev::Event| {
        browser::read_chosen_file(&ev, move |text| class.merge_file(&text));
    };
    view! {
        <section class="class-share" aria-labelledby="class-share">
            <h3 id="class-share">{class.say(ClassText::ShareTitle)}</h3>
            <ExportLink class keep=false />
            <label class="stacked">
                <span>{class.say(ClassText::ImportLabel)}</span>
                <input type="file" accept=".json,application/json" data-action="import-class" on:change=import />
            </label>
            <ShowCodes class />
            <ReadCodes class />
        </section>
    }
}

/// A link that saves the class's file as the screen shows it: to share, or
/// to `keep` what the device could not.
#[component]
pub(super) fn ExportLink(class: Class, keep: bool) -> impl IntoView {
    let export = move |ev: leptos::ev::MouseEvent| {
        let text = class.book.with_untracked(ClassBook::encode);
        if let Some(link) = ev
            .current_target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        {
            let _ = link.set_attribute("href", &browser::download_href(&text));
        }
    };
    view! {
        <a class="button" download=move || file_name(class) href="#" on:click=export
            data-action=if keep { "keep-class-file" } else { "export-class" }>
            {class.say(ClassText::Export)}
        </a>
    }
}

/// The class's file's name: the class shown and the day, so a teacher's
/// downloads tell one week's file from the next.
pub(super) fn file_name(class: Class) -> String {
    let name = class.chosen_name();
    let day = today()
        .date()
        .map(|d| format!("-{:04}-{:02}-{:02}", d.year, d.month, d.day))
        .unwrap_or_default();
    format!(
        "{}{day}.peoncito-class.json",
        browser::file_stem(name.as_deref().unwrap_or("peoncito"))
    )
}

/// The class's file as a sequence of QR codes, one after another (the
/// teacher holds the camera in front), or stepped through by hand.
#[component]
pub(super) fn ShowCodes(class: Class) -> impl IntoView {
    let pieces = RwSignal::new(None::<Vec<String>>);
    let show = move || {
        let file = class.book.with_untracked(ClassBook::encode);
        match qr_pieces::pieces(&file) {
            Some(all) => pieces.set(Some(all)),
            None => class.said.set(Some(ClassText::TooBigForCodes)),
        }
    };
    view! {
        <Show when=move || pieces.with(Option::is_some) fallback=move || view! {
            <button type="button" class="secondary" data-action="export-class-qr" on:click=move |_| show()>
                {class.say(ClassText::ShowCodes)}
            </button>
        }>
            <CodeSequence class pieces/>
        </Show>
    }
}

/// The codes shown, one after another: a timer runs only while they are.
#[component]
pub(super) fn CodeSequence(class: Class, pieces: RwSignal<Option<Vec<String>>>) -> impl IntoView {
    let at = RwSignal::new(0usize);
    let playing = RwSignal::new(true);
    let count = move || pieces.with(|p| p.as_ref().map_or(0, Vec::len));
    let step = move |by: isize| {
        let n = count();
        if n > 0 {
            at.update(|i| *i = (*i as isize + by).rem_euclid(n as isize) as usize);
        }
    };
    // A code every two seconds: long enough for a camera to read it.
    let ticking = set_interval_with_handle(
        move || {
            if playing.try_get_untracked() == Some(true) {
                step(1);
            }
        },
        std::time::Duration::from_millis(2000),
    )
    .ok();
    on_cleanup(move || {
        if let Some(handle) = ticking {
            handle.clear();
        }
    });
    let code = move || {
        pieces.with(|p| {
            p.as_ref()
                .and_then(|p| p.get(at.get()))
                .and_then(|text| qr::svg(text))
        })
    };
    view! {
        <figure class="qr-sequence" data-qr-piece=move || (at.get() + 1).to_string()
            data-qr-pieces=move || count().to_string()>
            <div class="qr" role="img" aria-label=class.say(ClassText::CodesHint) inner_html=code></div>
            <figcaption>{move || say(class.lang.get(), &ClassText::CodeOf { at: at.get() + 1, of: count() })}</figcaption>
        </figure>
        <div class="qr-steps">
            <button type="button" class="secondary" data-action="previous-code" on:click=move |_| step(-1)>
                {class.say(ClassText::PreviousCode)}
            </button>
            <button type="button" class="secondary" data-action="pause-codes" aria-pressed=move || (!playing.get()).to_string()
                on:click=move |_| playing.update(|p| *p = !*p)>
                {class.say(ClassText::PauseCodes)}
            </button>
            <button type="button" class="secondary" data-action="next-code" on:click=move |_| step(1)>
                {class.say(ClassText::NextCode)}
            </button>
            <button type="button" class="secondary" data-action="hide-codes" on:click=move |_| pieces.set(None)>
                {class.say(ClassText::HideCodes)}
            </button>
        </div>
    }
}

/// Another tablet's codes read with the camera or from photos, in any
/// order, until its file is whole; then merged as a file is.
#[component]
pub(super) fn ReadCodes(class: Class) -> impl IntoView {
    let camera = Camera::for_screen();
    let gathering = StoredValue::new(Gathering::default());
    let progress = RwSignal::new(None::<(usize, usize)>);
    // Whether to look for another code.
    let seen = move |code: String| match gathering.try_update_value(|g| g.add(&code)) {
        Some(Gathered::Piece { have, of }) => {
            progress.set(Some((have, of)));
            // The code asked for again, now read: nothing left to ask.
            if let Some(ClassText::ShowCodeAgain { at, of }) = class.said.get_untracked()
                && gathering.try_with_value(|g| g.has(at, of)) == Some(true)
            {
                class.said.set(None);
            }
            true
        }
        Some(Gathered::Whole(file)) => {
            progress.set(None);
            class.merge_file(&file);
            false
        }
        Some(Gathered::DamagedPiece { at }) => {
            class.said.set(Some(match at {
                Some((at, of)) => ClassText::ShowCodeAgain { at, of },
                None => ClassText::CodeReadBadly,
            }));
            true
        }
        Some(Gathered::Damaged) => {
            progress.set(None);
            class.said.set(Some(ClassText::CodesDamaged));
            false
        }
        Some(Gathered::NotAPiece) => {
            class.said.set(Some(ClassText::NotClassCodes));
            true
        }
        None => false,
    };
    let photos = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let files: Vec<web_sys::File> = input
            .files()
            .map(|list| (0..list.length()).filter_map(|i| list.get(i)).collect())
            .unwrap_or_default();
        input.set_value("");
        spawn_local(async move {
            for file in files {
                match read_photo(file).await {
                    Some(code) => _ = seen(code),
                    None => class.said.set(Some(ClassText::NoCodeSeen)),
                }
            }
        });
    };
    view! {
        <div class="read-codes">
            <Show when=move || camera.on.get() fallback=move || view! {
                <button type="button" class="secondary" data-action="scan-class" on:click=move |_| {
                    camera.start(seen, move || class.said.set(Some(ClassText::NoCamera)));
                }>
                    {class.say(ClassText::ReadCodes)}
                </button>
            }>
                <button type="button" class="secondary" data-action="stop-scan" on:click=move |_| camera.stop()>
                    {class.say(ClassText::StopCamera)}
                </button>
            </Show>
            <video node_ref=camera.video class="scanner" playsinline="" muted=""
                hidden=move || !camera.on.get() aria-label=class.say(ClassText::ReadCodes)></video>
            <label class="stacked">
                <span>{class.say(ClassText::CodePhotos)}</span>
                <input type="file" accept="image/*" multiple="" data-field="class-qr-photo" on:change=photos />
            </label>
            {move || progress.get().map(|(have, of)| view! {
                <p role="status" data-qr-read=have.to_string() data-qr-of=of.to_string()>
                    {move || say(class.lang.get(), &ClassText::CodesRead { have, of })}
                </p>
            })}
        </div>
    }
}
