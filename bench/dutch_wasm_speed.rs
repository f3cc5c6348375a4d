//! How long the Dutch pairing of one round takes in the wasm build (the
//! app's own release profile, optimised for size) in headless Chromium:
//! the same tournaments as `dutch-speed.sh` times natively — a Swiss of
//! PLAYERS played for 3 rounds by the random simulation, read back from
//! its TRF as a 7-round event — and the 4th round paired (best of 3).
//! Run by `bench/dutch-speed.sh`, which prints both side by side.
#![cfg(target_arch = "wasm32")]

use peoncito_core::tournament::System;
use peoncito_core::tournament::simulation::random_swiss;
use peoncito_core::tournament::trf;
use wasm_bindgen_test::{console_log, wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

#[wasm_bindgen_test]
fn dutch_round_4_in_wasm() {
    for players in [20u16, 60, 120, 200, 300] {
        let played = random_swiss(players, 3, 1).expect("a random tournament");
        let t = trf::read(&trf::write(&played), System::Swiss { rounds: 7 })
            .expect("its own TRF reads back");
        let mut best = f64::INFINITY;
        for _ in 0..3 {
            let mut t = t.clone();
            let start = now_ms();
            t.pair_next_round(&[]).expect("round 4 pairs");
            best = best.min(now_ms() - start);
        }
        console_log!("wasm {players} {:.3}", best / 1000.0);
    }
}
