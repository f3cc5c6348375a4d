//! The texts of "Put Peoncito on the tablets" (in the teacher's wasm),
//! written in `locales/<code>/install.ftl` and compiled by `build.rs`.

use super::Lang;
use crate::install::ForTablets;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InstallText {
    Title,
    /// What the code is for.
    ScanIt,
    /// The code's label for screen readers.
    CodeLabel,
    /// What the address means for the tablets that open it.
    Address(ForTablets),
    AndroidTitle,
    AndroidOpen,
    AndroidAdd,
    IpadTitle,
    IpadOpen,
    IpadAdd,
    /// Once on the home screen.
    ThenOnce,
    NoCode,
}

/// The texts, from `locales/<code>/install.ftl`.
mod messages {
    use super::Lang;
    include!(concat!(env!("OUT_DIR"), "/ftl_install.rs"));
}

pub fn say(lang: Lang, text: InstallText) -> &'static str {
    use messages::*;
    match text {
        InstallText::Title => title(lang),
        InstallText::ScanIt => scan_it(lang),
        InstallText::CodeLabel => code_label(lang),
        InstallText::Address(ForTablets::Good) => address_good(lang),
        InstallText::Address(ForTablets::ThisComputerOnly) => address_this_computer_only(lang),
        InstallText::Address(ForTablets::NotSecure) => address_not_secure(lang),
        InstallText::Address(ForTablets::NotWeb) => address_not_web(lang),
        InstallText::AndroidTitle => android_title(lang),
        InstallText::AndroidOpen => android_open(lang),
        InstallText::AndroidAdd => android_add(lang),
        InstallText::IpadTitle => ipad_title(lang),
        InstallText::IpadOpen => ipad_open(lang),
        InstallText::IpadAdd => ipad_add(lang),
        InstallText::ThenOnce => then_once(lang),
        InstallText::NoCode => no_code(lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_text_is_said_in_every_language() {
        let texts = [
            InstallText::Title,
            InstallText::ScanIt,
            InstallText::CodeLabel,
            InstallText::Address(ForTablets::Good),
            InstallText::Address(ForTablets::ThisComputerOnly),
            InstallText::Address(ForTablets::NotSecure),
            InstallText::Address(ForTablets::NotWeb),
            InstallText::AndroidTitle,
            InstallText::AndroidOpen,
            InstallText::AndroidAdd,
            InstallText::IpadTitle,
            InstallText::IpadOpen,
            InstallText::IpadAdd,
            InstallText::ThenOnce,
            InstallText::NoCode,
        ];
        for text in texts {
            let en = say(Lang::En, text);
            assert!(!en.trim().is_empty(), "{text:?}");
            for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
                let said = say(lang, text);
                assert!(!said.trim().is_empty(), "{text:?} in {lang:?}");
                // The browser's own name for a screen is the same word.
                if text != InstallText::IpadTitle {
                    assert_ne!(en, said, "{text:?} is not translated into {lang:?}");
                }
            }
        }
    }
}
