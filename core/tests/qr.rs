//! The QR code of a handed-over result: what is made reads back, drawn at
//! any size and with a little noise; nonsense pictures read as nothing and
//! never panic.

use peoncito_core::tournament::qr;
use peoncito_core::tournament::simulation::Rng;
use qrcode::{EcLevel, QrCode};

/// The code for `text` drawn as a greyscale picture: `scale` pixels a
/// module, a quiet zone of four modules, the rest white.
fn draw(text: &str, scale: usize) -> (usize, Vec<u8>) {
    let code = QrCode::with_error_correction_level(text.as_bytes(), EcLevel::M).unwrap();
    let modules = code.width();
    let side = (modules + 8) * scale;
    let colors = code.to_colors();
    let mut pixels = vec![255u8; side * side];
    for y in 0..side {
        for x in 0..side {
            let (mx, my) = ((x / scale).wrapping_sub(4), (y / scale).wrapping_sub(4));
            if mx < modules && my < modules && colors[my * modules + mx] == qrcode::Color::Dark {
                pixels[y * side + x] = 0;
            }
        }
    }
    (side, pixels)
}

const RECORD: &str = "[Event \"Torneo de Navidad\"]\n[Site \"CEIP Miguel Hernández\"]\n[Date \"2026.12.18\"]\n[Round \"3.5\"]\n[White \"Ana\"]\n[Black \"Bruno\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";

#[test]
fn a_record_reads_back_at_any_size() {
    assert!(qr::svg(RECORD).unwrap().starts_with("<?xml"));
    for scale in [2, 3, 5, 8] {
        let (side, pixels) = draw(RECORD, scale);
        assert_eq!(
            qr::read(side, side, &pixels).as_deref(),
            Some(RECORD),
            "{scale} px a module"
        );
    }
    // A little noise, as a camera sees it.
    let (side, mut pixels) = draw(RECORD, 4);
    let mut rng = Rng::new(7);
    for p in pixels.iter_mut() {
        let n = rng.below(30) as u8;
        *p = if *p == 0 { n } else { 255 - n };
    }
    assert_eq!(qr::read(side, side, &pixels).as_deref(), Some(RECORD));
}

#[test]
fn too_long_for_one_code_is_said() {
    assert_eq!(qr::svg(&"1. e4 e5 ".repeat(400)), None);
}

#[test]
fn nonsense_pictures_read_as_nothing() {
    let mut rng = Rng::new(11);
    assert_eq!(qr::read(0, 0, &[]), None);
    assert_eq!(qr::read(10, 10, &[0; 50]), None, "fewer pixels than said");
    for _ in 0..200 {
        let (w, h) = (1 + rng.below(120) as usize, 1 + rng.below(120) as usize);
        let pixels: Vec<u8> = (0..w * h)
            .map(|_| if rng.below(2) == 0 { 0 } else { 255 })
            .collect();
        assert_eq!(qr::read(w, h, &pixels), None, "{w}×{h} of noise");
    }
    // Pieces of real codes, cut, stretched and mixed with noise: the
    // reader (a port of C code) must never panic on what a camera sees.
    let drawn: Vec<(usize, Vec<u8>)> = (1..=4).map(|scale| draw(RECORD, scale)).collect();
    for round in 0..300 {
        let (side, code) = &drawn[round % 4];
        let side = *side;
        let (w, h) = (
            side / 2 + rng.below(side as u64) as usize,
            side / 2 + rng.below(side as u64) as usize,
        );
        let (dx, dy) = (
            rng.below(side as u64 / 3 + 1) as usize,
            rng.below(side as u64 / 3 + 1) as usize,
        );
        let pixels: Vec<u8> = (0..w * h)
            .map(|i| {
                let (x, y) = (i % w + dx, i / w + dy);
                match code.get(y * side + x) {
                    Some(p) if x < side && rng.below(10) > 0 => *p,
                    _ => rng.below(256) as u8,
                }
            })
            .collect();
        let _ = qr::read(w, h, &pixels);
    }
    // Half of a code: nothing.
    let (side, pixels) = draw(RECORD, 3);
    assert_eq!(qr::read(side, side / 2, &pixels[..side * (side / 2)]), None);
}
