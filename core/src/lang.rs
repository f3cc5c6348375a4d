//! The languages of the app. Which ones exist is decided by the folders of
//! `locales/` (see `build.rs`); their texts live there and in `src/i18n`,
//! apart from this enum, so the core can name a language without importing
//! every text.

// `enum Lang` with `ALL` and `code`.
include!(concat!(env!("OUT_DIR"), "/lang_enum.rs"));

impl Lang {
    /// A language code as given in `?lang=` (exact, case-insensitive).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The browser's preferred languages (BCP 47 tags, best first) decide;
    /// English when none is available.
    pub fn from_browser<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(|tag| Lang::from_code(tag.split(['-', '_']).next().unwrap_or("")))
            .unwrap_or_default()
    }
}
