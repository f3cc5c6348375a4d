//! QR codes read on the teacher's device: from the camera (where the
//! browser allows it), a frame every 400 ms, or from photos. The pixels
//! go to `tournament::qr`; nothing leaves the device. Used by the
//! tournament's results from tablets and the class's file in codes.

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream};

use peoncito_core::tournament::qr;

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

/// The text of the code in a photo (none: no code seen).
pub async fn read_photo(file: web_sys::File) -> Option<String> {
    photo_pixels(file)
        .await
        .and_then(|(w, h, p)| qr::read(w, h, &p))
}

/// The camera looking for codes, shown in its `video` while on.
#[derive(Clone, Copy)]
pub struct Camera {
    pub video: NodeRef<leptos::html::Video>,
    pub on: RwSignal<bool>,
    looking: StoredValue<Option<IntervalHandle>>,
}

impl Camera {
    /// A camera for the screen being drawn, stopped when it goes.
    pub fn for_screen() -> Camera {
        let camera = Camera {
            video: NodeRef::new(),
            on: RwSignal::new(false),
            looking: StoredValue::new(None),
        };
        on_cleanup(move || camera.stop());
        camera
    }

    /// Starts looking: `seen` gets each code's text and says whether to
    /// look for another; `none` is told when there is no camera.
    pub fn start(self, seen: impl Fn(String) -> bool + 'static, none: impl FnOnce() + 'static) {
        spawn_local(async move {
            let (Some(stream), Some(element)) = (open_camera().await, self.video.get_untracked())
            else {
                none();
                return;
            };
            element.set_src_object(Some(&stream));
            let _ = element.play();
            self.on.set(true);
            let handle = set_interval_with_handle(
                move || {
                    let code = self
                        .video
                        .get_untracked()
                        .and_then(|v| frame_pixels(&v))
                        .and_then(|(w, h, p)| qr::read(w, h, &p));
                    if let Some(code) = code
                        && !seen(code)
                    {
                        self.stop();
                    }
                },
                std::time::Duration::from_millis(400),
            );
            self.looking.set_value(handle.ok());
        });
    }

    pub fn stop(self) {
        if let Some(handle) = self.looking.try_update_value(Option::take).flatten() {
            handle.clear();
        }
        if let Some(video) = self.video.get_untracked() {
            close_camera(&video);
        }
        // The screen may be gone already.
        let _ = self.on.try_set(false);
    }
}
