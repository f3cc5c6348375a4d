//! The languages of the app. Which ones exist is decided by the folders of
//! `locales/` (see `build.rs`); their texts live there and in `src/i18n`,
//! apart from this enum, so the core can name a language without importing
//! every text.

// `enum Lang` with `ALL` and `code`.
include!(concat!(env!("OUT_DIR"), "/lang_enum.rs"));

impl Lang {
    /// Its language without the region: `es` for `es-419`.
    pub fn language(self) -> &'static str {
        let code = self.code();
        code.split_once('-').map_or(code, |(language, _)| language)
    }

    /// A language code as given in `?lang=` (exact, case-insensitive).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The browser's preferred languages (BCP 47 tags, best first) decide;
    /// English when none is available.
    pub fn from_browser<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter().find_map(Lang::for_tag).unwrap_or_default()
    }

    /// The language for one of the browser's tags: the tag itself where
    /// the app has it (`es-419`), the regional variant its region speaks
    /// (`es-MX` → `es-419`), else its language (`es-ES` → `es`).
    fn for_tag(tag: &str) -> Option<Lang> {
        let tag = tag.trim().replace('_', "-");
        if let Some(lang) = Lang::from_code(&tag) {
            return Some(lang);
        }
        let mut parts = tag.split('-');
        let language = parts.next()?;
        // The region is the first subtag of two letters or three digits
        // (`zh-Hant-TW`: TW).
        let region = parts.find(|p| {
            (p.len() == 2 && p.bytes().all(|b| b.is_ascii_alphabetic()))
                || (p.len() == 3 && p.bytes().all(|b| b.is_ascii_digit()))
        });
        let regional = region
            .and_then(|region| {
                REGIONAL.iter().find(|(l, regions, _)| {
                    l.eq_ignore_ascii_case(language)
                        && regions.iter().any(|r| r.eq_ignore_ascii_case(region))
                })
            })
            .and_then(|(_, _, code)| Lang::from_code(code));
        regional.or_else(|| Lang::from_code(language))
    }
}

/// The regions that speak a regional variant the app has: a language, its
/// regions, the variant's code.
const REGIONAL: &[(&str, &[&str], &str)] = &[(
    "es",
    // Latin America (UN M49's 419) and the United States, as CLDR's es-419.
    &[
        "AR", "BO", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI", "PA", "PE", "PR",
        "PY", "SV", "US", "UY", "VE",
    ],
    "es-419",
)];
