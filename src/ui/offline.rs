//! Offline use: registers the service worker that `pwa/finish.sh` writes
//! into each build, tells the app whether the page keeps its offline copy,
//! and when a newer build is waiting.

use std::rc::Rc;

use leptos::prelude::{GetUntracked, RwSignal, Set};

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};

use super::browser;
use peoncito_core::install::{NoCopy, OfflineCopy};

/// Message the worker in `pwa/sw.js` answers by taking over.
const SKIP_WAITING: &str = "skip-waiting";

/// The browser's service workers; `None` where there are none (old browsers,
/// pages not served over https or from this computer).
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    js_sys::Reflect::has(&navigator, &"serviceWorker".into())
        .unwrap_or(false)
        .then(|| navigator.service_worker())
}

/// How long after the board shows the offline copy may start downloading:
/// a pupil's first taps come first, and the page's own load never shares
/// the network with it.
const AFTER_THE_BOARD_MS: u32 = 2_000;

/// Registers the worker once the board has shown and the page is idle
/// (its install downloads the whole offline copy: the tournament screens,
/// the computer's worker), so the first load carries only the board.
/// `copy` follows whether the page keeps its offline copy; `on_update` runs
/// when a new build has been downloaded and waits for a reload.
pub fn register_when_idle(copy: RwSignal<OfflineCopy>, on_update: impl Fn() + 'static) {
    match no_copy_here() {
        Some(why) => copy.set(OfflineCopy::Unavailable(why)),
        None => after_the_board(move || register(copy, on_update)),
    }
}

/// Runs `f` once the board has shown and the page is idle.
pub fn after_the_board(f: impl FnOnce() + 'static) {
    gloo_timers::callback::Timeout::new(AFTER_THE_BOARD_MS, move || browser::when_idle(f)).forget();
}

/// Why this page can keep no offline copy, known before asking: browsers
/// give service workers to secure pages only (https, or this computer's
/// own address). Development builds (`trunk serve`) register nothing, so a
/// cache never hides a change being worked on.
fn no_copy_here() -> Option<NoCopy> {
    if cfg!(debug_assertions) {
        return Some(NoCopy::DevelopmentBuild);
    }
    let window = web_sys::window()?;
    if !window.is_secure_context() {
        return Some(NoCopy::NotSecure);
    }
    container().is_none().then_some(NoCopy::NotSupported)
}

/// Registers the worker; `copy` follows its install, `on_update` runs when
/// a new build has been downloaded and waits for a reload.
fn register(copy: RwSignal<OfflineCopy>, on_update: impl Fn() + 'static) {
    let Some(workers) = container() else {
        copy.set(OfflineCopy::Unavailable(NoCopy::NotSupported));
        return;
    };
    let on_update: Rc<dyn Fn()> = Rc::new(on_update);
    let registering = workers.register("./sw.js");
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(registration) = JsFuture::from(registering).await else {
            copy.set(OfflineCopy::Unavailable(NoCopy::Refused));
            return;
        };
        let registration: ServiceWorkerRegistration = registration.unchecked_into();
        // A worker that is active has its whole build in its cache.
        if registration.active().is_some() {
            copy.set(OfflineCopy::Ready);
        }
        // The first install is not an update: nothing older runs the page.
        let updating = {
            let workers = workers.clone();
            move || workers.controller().is_some()
        };
        if registration.waiting().is_some() && updating() {
            on_update();
        }
        // The first install may be under way already.
        if let Some(worker) = registration.installing() {
            watch_install(worker, copy, updating.clone(), on_update.clone());
        }
        let found = {
            let registration = registration.clone();
            Closure::<dyn Fn()>::new(move || {
                if let Some(worker) = registration.installing() {
                    watch_install(worker, copy, updating.clone(), on_update.clone());
                }
            })
        };
        registration.set_onupdatefound(Some(found.as_ref().unchecked_ref()));
        // Lives as long as the page, like the registration it listens to.
        found.forget();
    });
}

/// Follows one worker's install: an update waiting is told; the first
/// build's copy is kept once it is active, or lost if its download failed.
fn watch_install(
    worker: ServiceWorker,
    copy: RwSignal<OfflineCopy>,
    updating: impl Fn() -> bool + 'static,
    on_update: Rc<dyn Fn()>,
) {
    let watched = worker.clone();
    let changed = Closure::<dyn Fn()>::new(move || match watched.state() {
        ServiceWorkerState::Installed if updating() => on_update(),
        ServiceWorkerState::Activated => copy.set(OfflineCopy::Ready),
        // An older build that is active keeps its copy.
        ServiceWorkerState::Redundant if copy.get_untracked() != OfflineCopy::Ready => {
            copy.set(OfflineCopy::Unavailable(NoCopy::Interrupted));
        }
        _ => {}
    });
    worker.set_onstatechange(Some(changed.as_ref().unchecked_ref()));
    changed.forget();
}

/// Lets the waiting build take over and reloads the page once it has, so
/// the page never runs files of two builds.
pub fn apply_update() {
    let reload = || {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    };
    let Some(workers) = container() else {
        reload();
        return;
    };
    let on_change = Closure::once_into_js(reload);
    workers.set_oncontrollerchange(Some(on_change.unchecked_ref()));
    let getting = workers.get_registration();
    wasm_bindgen_futures::spawn_local(async move {
        let waiting = JsFuture::from(getting)
            .await
            .ok()
            .and_then(|r| r.dyn_into::<ServiceWorkerRegistration>().ok())
            .and_then(|r| r.waiting());
        match waiting {
            Some(worker) => {
                let _ = worker.post_message(&SKIP_WAITING.into());
            }
            None => reload(),
        }
    });
}
