//! Results from the pupils' tablets, without a network: the QR code a
//! tablet shows at a game's end, read with this device's camera (where the
//! browser allows it) or from a photo; or its short code typed by hand.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::Screens;
use crate::ui::qr_camera::{Camera, read_photo};
use peoncito_core::i18n::tournament::TournamentText;
use peoncito_core::tournament::result_slip;

#[component]
pub(super) fn FromTablets(screens: Screens) -> impl IntoView {
    let typed = RwSignal::new(String::new());
    let camera = Camera::for_screen();
    let read = move |code: Option<String>| match code {
        Some(record) => screens.enter(|t| result_slip::read_record(t, &record)),
        None => {
            screens.news.set(None);
            screens.problem.set(Some(TournamentText::NoCodeSeen));
        }
    };
    // The first code read is the game's: the camera stops.
    let start = move || {
        camera.start(
            move |record| {
                screens.enter(|t| result_slip::read_record(t, &record));
                false
            },
            move || screens.problem.set(Some(TournamentText::NoCamera)),
        );
    };
    view! {
        <section class="from-tablets" aria-labelledby="from-tablets-title">
            <h4 id="from-tablets-title">{screens.say(TournamentText::FromTablets)}</h4>
            <div class="tournament-actions">
                <Show when=move || camera.on.get() fallback=move || view! {
                    <button class="secondary" data-action="scan-result" on:click=move |_| start()>
                        {screens.say(TournamentText::ScanCamera)}
                    </button>
                }>
                    <button class="secondary" data-action="stop-scan" on:click=move |_| camera.stop()>
                        {screens.say(TournamentText::StopCamera)}
                    </button>
                </Show>
            </div>
            <video node_ref=camera.video class="scanner" playsinline="" muted=""
                hidden=move || !camera.on.get()
                aria-label=screens.say(TournamentText::ScanCamera)></video>
            <label class="stacked">
                <span>{screens.say(TournamentText::PhotoLabel)}</span>
                <input type="file" accept="image/*" data-field="qr-photo" on:change=move |ev| {
                    let input: web_sys::HtmlInputElement = event_target(&ev);
                    let file = input.files().and_then(|files| files.get(0));
                    // The same photo may be chosen again later.
                    input.set_value("");
                    if let Some(file) = file {
                        spawn_local(async move { read(read_photo(file).await) });
                    }
                } />
            </label>
            <form class="late-entry" on:submit=move |ev| {
                ev.prevent_default();
                let code = typed.get_untracked();
                screens.enter(|t| result_slip::read_short_code(t, &code));
                if screens.problem.with_untracked(Option::is_none) {
                    typed.set(String::new());
                }
            }>
                <label class="stacked">
                    <span>{screens.say(TournamentText::ShortCodeLabel)}</span>
                    <input type="text" data-field="short-code" autocomplete="off" maxlength="20"
                        prop:value=move || typed.get()
                        on:input=move |ev| typed.set(event_target_value(&ev)) />
                </label>
                <button type="submit" data-action="enter-code">{screens.say(TournamentText::EnterCode)}</button>
            </form>
        </section>
    }
}
