//! What the app opens with, decided from the address, the saved data and the
//! browser's languages. Pure, so every combination of bad input is tested
//! natively; the browser layer only gathers the inputs.

use crate::clock::Millis;
use crate::game::Game;
use crate::i18n::{Lang, Text};
use crate::saved::{self, Apart};
use crate::settings::{Rules, Settings};
use crate::table::Table;

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

/// The table to open: the saved game, else a new one, and the game a valid
/// shared `?fen=` position asks to put on it (the page then asks as
/// [`new_game_entry`] says). Every problem becomes a notice. A new game plays
/// under `new_rules`, the teacher's current settings; a saved one under the
/// rules it started with.
pub fn open_table(
    stored: Stored<'_>,
    fen_param: Option<&str>,
    new_rules: Rules,
    apart: Apart<'_>,
    now: Millis,
) -> (Table, Vec<Text>, Option<Game>) {
    let mut notices = Vec::new();
    let fresh = || Table::new(Game::new(), new_rules);
    let saved_table = match stored {
        Stored::Nothing => fresh(),
        Stored::Unavailable => {
            notices.push(Text::StorageUnavailable);
            fresh()
        }
        Stored::Text(text) => saved::decode_table(text, apart, now).unwrap_or_else(|e| {
            notices.push(Text::SavedGameLost(e));
            fresh()
        }),
    };
    match fen_param.map(Game::from_fen) {
        None => (saved_table, notices, None),
        Some(Ok(shared)) => (saved_table, notices, Some(shared)),
        Some(Err(e)) => {
            notices.push(Text::BadFen(e));
            (saved_table, notices, None)
        }
    }
}

/// What someone who puts a new game on the board may do with the game
/// there: from the board's buttons (a new game, a record pasted, a position
/// set up) or from a link (`?fen=`, `?board=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NewGameEntry {
    /// Nothing is in progress: the new game opens.
    Open,
    /// A game is in progress: only after a yes.
    AskFirst,
    /// The teacher locked new games, or the game waits for the teacher:
    /// only with the teacher's PIN.
    AskTeacher,
}

/// See [`NewGameEntry`]; `locked`: only the teacher starts a new game.
pub fn new_game_entry(table: &Table, locked: bool) -> NewGameEntry {
    if locked || table.new_game_needs_teacher() {
        NewGameEntry::AskTeacher
    } else if table.game_in_progress() {
        NewGameEntry::AskFirst
    } else {
        NewGameEntry::Open
    }
}

/// The teacher's settings, and the rules an earlier version kept apart for
/// the game in progress (which keeps the rules it started with). Damaged
/// settings are reported and replaced by the defaults; damaged rules fall
/// back to the settings'.
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
