//! Results from the pupils' tablets, without a network: the QR code a
//! tablet shows at a game's end, read with this device's camera (where the
//! browser allows it) or from a photo; or its short code typed by hand.
//! The pixels go to `tournament::qr`; nothing leaves the device.

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream};

use super::Screens;
use crate::i18n::tournament::TournamentText;
use crate::tournament::{qr, result_slip};

/// A picture as grey pixels, row by row: (width, height, pixels).
type Grey = (usize, usize, Vec<u8>);

/// What `draw` puts on a white canvas of at most 1000 px across (a code
/// fills a good part of a photo), as grey pixels.
fn grey(
    width: u32,
    height: u32,
    draw: impl FnOnce(&CanvasRenderingContext2d, f64, f64) -> Result<(), JsValue>,
) -> Option<Grey> {
    let scale = (1000.0 / f64::from(width.max(height).max(1))).min(1.0);
    let w = (f64::from(width) * scale).round().max(1.0);
    let h = (f64::from(height) * scale).round().max(1.0);
    let canvas: HtmlCanvasElement = web_sys::window()?
        .document()?
        .create_element("canvas")
        .ok()?
        .dyn_into()
        .ok()?;
    canvas.set_width(w as u32);
    canvas.set_height(h as u32);
    let context: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    context.set_fill_style_str("#fff");
    context.fill_rect(0.0, 0.0, w, h);
    draw(&context, w, h).ok()?;
    let rgba = context.get_image_data(0.0, 0.0, w, h).ok()?.data();
    let pixels = rgba
        .chunks_exact(4)
        .map(|p| {
            let luma = u32::from(p[0]) * 299 + u32::from(p[1]) * 587 + u32::from(p[2]) * 114;
            u8::try_from(luma / 1000).unwrap_or(u8::MAX)
        })
        .collect();
    Some((w as usize, h as usize, pixels))
}

async fn photo_pixels(file: web_sys::File) -> Option<Grey> {
    let promise = web_sys::window()?
        .create_image_bitmap_with_blob(&file)
        .ok()?;
    let bitmap: web_sys::ImageBitmap = JsFuture::from(promise).await.ok()?.dyn_into().ok()?;
    grey(bitmap.width(), bitmap.height(), |c, w, h| {
        c.draw_image_with_image_bitmap_and_dw_and_dh(&bitmap, 0.0, 0.0, w, h)
    })
}

fn frame_pixels(video: &HtmlVideoElement) -> Option<Grey> {
    if video.video_width() == 0 {
        return None;
    }
    grey(video.video_width(), video.video_height(), |c, w, h| {
        c.draw_image_with_html_video_element_and_dw_and_dh(video, 0.0, 0.0, w, h)
    })
}

/// The back camera where there is one.
async fn open_camera() -> Option<MediaStream> {
    let devices = web_sys::window()?.navigator().media_devices().ok()?;
    let video = js_sys::Object::new();
    js_sys::Reflect::set(&video, &"facingMode".into(), &"environment".into()).ok()?;
    let constraints = web_sys::MediaStreamConstraints::new();
    constraints.set_video(&video);
    let promise = devices.get_user_media_with_constraints(&constraints).ok()?;
    JsFuture::from(promise).await.ok()?.dyn_into().ok()
}

fn close_camera(video: &HtmlVideoElement) {
    if let Some(stream) = video
        .src_object()
        .and_then(|s| s.dyn_into::<MediaStream>().ok())
    {
        for track in stream.get_tracks().iter() {
            if let Ok(track) = track.dyn_into::<web_sys::MediaStreamTrack>() {
                track.stop();
            }
        }
    }
    video.set_src_object(None);
}

#[component]
pub(super) fn FromTablets(screens: Screens) -> impl IntoView {
    let typed = RwSignal::new(String::new());
    let camera_on = RwSignal::new(false);
    let video = NodeRef::<leptos::html::Video>::new();
    let looking = StoredValue::new(None::<IntervalHandle>);
    let read = move |picture: Option<Grey>| match picture.and_then(|(w, h, p)| qr::read(w, h, &p)) {
        Some(record) => screens.enter(|t| result_slip::read_record(t, &record)),
        None => {
            screens.news.set(None);
            screens.problem.set(Some(TournamentText::NoCodeSeen));
        }
    };
    let stop = move || {
        if let Some(handle) = looking.try_update_value(Option::take).flatten() {
            handle.clear();
        }
        if let Some(video) = video.get_untracked() {
            close_camera(&video);
        }
        camera_on.set(false);
    };
    let start = move || {
        spawn_local(async move {
            let (Some(stream), Some(element)) = (open_camera().await, video.get_untracked()) else {
                screens.problem.set(Some(TournamentText::NoCamera));
                return;
            };
            element.set_src_object(Some(&stream));
            let _ = element.play();
            camera_on.set(true);
            // A frame every 400 ms until a code reads.
            let handle = set_interval_with_handle(
                move || {
                    let seen = video
                        .get_untracked()
                        .and_then(|v| frame_pixels(&v))
                        .and_then(|(w, h, p)| qr::read(w, h, &p));
                    if let Some(record) = seen {
                        stop();
                        screens.enter(|t| result_slip::read_record(t, &record));
                    }
                },
                std::time::Duration::from_millis(400),
            );
            looking.set_value(handle.ok());
        });
    };
    on_cleanup(stop);
    view! {
        <section class="from-tablets" aria-labelledby="from-tablets-title">
            <h4 id="from-tablets-title">{screens.say(TournamentText::FromTablets)}</h4>
            <div class="tournament-actions">
                <Show when=move || camera_on.get() fallback=move || view! {
                    <button class="secondary" data-action="scan-result" on:click=move |_| start()>
                        {screens.say(TournamentText::ScanCamera)}
                    </button>
                }>
                    <button class="secondary" data-action="stop-scan" on:click=move |_| stop()>
                        {screens.say(TournamentText::StopCamera)}
                    </button>
                </Show>
            </div>
            <video node_ref=video class="scanner" playsinline="" muted=""
                hidden=move || !camera_on.get()
                aria-label=screens.say(TournamentText::ScanCamera)></video>
            <label class="stacked">
                <span>{screens.say(TournamentText::PhotoLabel)}</span>
                <input type="file" accept="image/*" data-field="qr-photo" on:change=move |ev| {
                    let input: web_sys::HtmlInputElement = event_target(&ev);
                    let file = input.files().and_then(|files| files.get(0));
                    // The same photo may be chosen again later.
                    input.set_value("");
                    if let Some(file) = file {
                        spawn_local(async move { read(photo_pixels(file).await) });
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
