//! Read aloud, for children who do not read yet: the browser's speech
//! synthesis in the app's language. Where the browser has no voice for it
//! (some browsers, headless ones), nothing is offered and nothing breaks.

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{SpeechSynthesis, SpeechSynthesisUtterance, SpeechSynthesisVoice};

use peoncito_core::i18n::Lang;

fn synthesis() -> Option<SpeechSynthesis> {
    let window = web_sys::window()?;
    if !js_sys::Reflect::has(&window, &"speechSynthesis".into()).unwrap_or(false) {
        return None;
    }
    window.speech_synthesis().ok()
}

/// Whether some voice speaks `lang`'s language ("es" and "es-419" match
/// "es-ES" and "es-MX").
pub fn has_voice(lang: Lang) -> bool {
    let Some(synthesis) = synthesis() else {
        return false;
    };
    synthesis.get_voices().iter().any(|voice| {
        let tag = voice.unchecked_into::<SpeechSynthesisVoice>().lang();
        tag.split(['-', '_'])
            .next()
            .is_some_and(|code| code.eq_ignore_ascii_case(lang.language()))
    })
}

/// Browsers load their voices late: `changed` runs when the list changes.
pub fn when_voices_change(changed: impl Fn() + 'static) {
    if let Some(synthesis) = synthesis() {
        let callback = Closure::<dyn Fn()>::new(changed);
        synthesis.set_onvoiceschanged(Some(callback.as_ref().unchecked_ref()));
        // Lives as long as the page.
        callback.forget();
    }
}

/// Says `text` in `lang`, cutting off whatever was being said.
pub fn speak(lang: Lang, text: &str) {
    let Some(synthesis) = synthesis() else { return };
    let Ok(utterance) = SpeechSynthesisUtterance::new_with_text(text) else {
        return;
    };
    // The browser picks its voice for the language.
    utterance.set_lang(lang.code());
    synthesis.cancel();
    synthesis.speak(&utterance);
}
