//! What the app opens with, decided from the address, the saved data and the
//! browser's languages. Pure, so every combination of bad input is tested
//! natively; the browser layer only gathers the inputs.

use crate::game::Game;
use crate::i18n::{Lang, Text};
use crate::saved;
use crate::settings::{Rules, Settings};

/// The language: `?lang=` first, then the remembered choice, then the
/// browser's. An unknown `?lang=` is reported, never fatal.
pub fn choose_language(
    param: Option<&str>,
    remembered: Option<&str>,
    browser: &[String],
) -> (Lang, Option<Text>) {
    let fallback = || {
        remembered
            .and_then(Lang::from_code)
            .unwrap_or_else(|| Lang::from_browser(browser.iter().map(String::as_str)))
    };
    match param {
        None => (fallback(), None),
        Some(code) => match Lang::from_code(code) {
            Some(lang) => (lang, None),
            None => {
                let using = fallback();
                let notice = Text::UnknownLanguage {
                    code: code.chars().take(20).collect(),
                    using,
                };
                (using, Some(notice))
            }
        },
    }
}

/// What the browser's storage gave back.
pub enum Stored<'a> {
    Nothing,
    Text(&'a str),
    Unavailable,
}

/// The game to show: a shared `?fen=` position if it is valid, else the
/// saved game, else a new one. Every problem becomes a notice; the saved game
/// is kept when the shared position is broken. The flag tells whether a new
/// game started from a shared position: it then plays under the teacher's
/// current settings.
pub fn open_game(stored: Stored<'_>, fen_param: Option<&str>) -> (Game, Vec<Text>, bool) {
    let mut notices = Vec::new();
    let saved_game = match stored {
        Stored::Nothing => Game::new(),
        Stored::Unavailable => {
            notices.push(Text::StorageUnavailable);
            Game::new()
        }
        Stored::Text(text) => saved::decode(text).unwrap_or_else(|e| {
            notices.push(Text::SavedGameLost(e));
            Game::new()
        }),
    };
    match fen_param.map(Game::from_fen) {
        None => (saved_game, notices, false),
        Some(Ok(shared)) => (shared, notices, true),
        Some(Err(e)) => {
            notices.push(Text::BadFen(e));
            (saved_game, notices, false)
        }
    }
}

/// The teacher's settings, and the rules of the game in progress (which
/// keeps the rules it started with). Damaged settings are reported and
/// replaced by the defaults; damaged rules fall back to the settings'.
pub fn open_settings(
    stored_settings: Option<&str>,
    stored_rules: Option<&str>,
) -> (Settings, Rules, Option<Text>) {
    let (settings, notice) = match stored_settings.map(Settings::decode) {
        None => (Settings::default(), None),
        Some(Some(settings)) => (settings, None),
        Some(None) => (Settings::default(), Some(Text::SettingsDamaged)),
    };
    let rules = stored_rules
        .and_then(|text| serde_json::from_str(text).ok())
        .unwrap_or(settings.rules);
    (settings, rules, notice)
}
