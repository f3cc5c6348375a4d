//! QR codes for a result handed from a pupil's tablet to the teacher's
//! without a network: made as an SVG picture, read back from the pixels of
//! a camera frame or a photo. Both by maintained crates (`qrcode`, `quircs`).

use qrcode::render::svg;
use qrcode::{EcLevel, QrCode};

/// The code for `text` as an SVG picture; none when the text is too long
/// for one code (a very long game: the short code is shown instead).
pub fn svg(text: &str) -> Option<String> {
    // Level M: a smudged or half-lit screen still reads.
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).ok()?;
    Some(
        code.render::<svg::Color<'_>>()
            .min_dimensions(320, 320)
            .quiet_zone(true)
            .build(),
    )
}

/// The text of the first QR code found in a greyscale picture (`pixels`
/// row by row, `width` wide; 0 black, 255 white).
pub fn read(width: usize, height: usize, pixels: &[u8]) -> Option<String> {
    if width == 0 || height == 0 || pixels.len() < width.checked_mul(height)? {
        return None;
    }
    let pixels = &pixels[..width * height];
    let mut reader = quircs::Quirc::default();
    reader
        .identify(width, height, pixels)
        .filter_map(Result::ok)
        .find_map(|code| String::from_utf8(code.decode().ok()?.payload).ok())
}
