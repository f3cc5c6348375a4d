//! The texts of "Put Peoncito on the tablets" (in the teacher's wasm). Both
//! languages are here; the `match` on the language makes a new one add its
//! texts too.

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

pub fn say(lang: Lang, text: InstallText) -> &'static str {
    match lang {
        Lang::Es => es(text),
        Lang::En => en(text),
    }
}

fn en(text: InstallText) -> &'static str {
    match text {
        InstallText::Title => "Put Peoncito on the tablets",
        InstallText::ScanIt => {
            "Scan this code with each tablet's camera, or type the address below into its browser."
        }
        InstallText::CodeLabel => "QR code of Peoncito's address",
        InstallText::Address(ForTablets::Good) => {
            "The tablets open this address and keep Peoncito, to play with no network."
        }
        InstallText::Address(ForTablets::ThisComputerOnly) => {
            "This address only works on this computer: a tablet cannot open it. Open Peoncito \
            here at the address the tablets can reach (the install guide, docs/install.md, says how)."
        }
        InstallText::Address(ForTablets::NotSecure) => {
            "The tablets can play at this address, but they keep no copy for use with no \
            network: it starts with http://. Put Peoncito on an https:// address for that \
            (the install guide, docs/install.md, says how)."
        }
        InstallText::Address(ForTablets::NotWeb) => {
            "This page was not opened from a web address: tablets cannot open it. Put Peoncito \
            on a web server (the install guide, docs/install.md, says how)."
        }
        InstallText::AndroidTitle => "Android tablet (Chrome)",
        InstallText::AndroidOpen => {
            "Open the address in Chrome: point the camera at the code and tap the link."
        }
        InstallText::AndroidAdd => {
            "Tap the menu ⋮ at the top right, then “Add to Home screen” (or “Install app”)."
        }
        InstallText::IpadTitle => "iPad (Safari)",
        InstallText::IpadOpen => {
            "Open the address in Safari: point the camera at the code and tap the link."
        }
        InstallText::IpadAdd => "Tap Share (the square with an arrow), then “Add to Home Screen”.",
        InstallText::ThenOnce => {
            "Then open Peoncito once from the home screen while the network is on: from then on it opens and plays with no network."
        }
        InstallText::NoCode => "This address is too long for a code: type it in.",
    }
}

fn es(text: InstallText) -> &'static str {
    match text {
        InstallText::Title => "Poner Peoncito en las tabletas",
        InstallText::ScanIt => {
            "Escanea este código con la cámara de cada tableta, o escribe la dirección de abajo en su navegador."
        }
        InstallText::CodeLabel => "Código QR de la dirección de Peoncito",
        InstallText::Address(ForTablets::Good) => {
            "Las tabletas abren esta dirección y guardan Peoncito para jugar sin red."
        }
        InstallText::Address(ForTablets::ThisComputerOnly) => {
            "Esta dirección solo funciona en este ordenador: una tableta no la puede abrir. Abre \
            Peoncito aquí con la dirección a la que llegan las tabletas (la guía de instalación, \
            docs/install.md, dice cómo)."
        }
        InstallText::Address(ForTablets::NotSecure) => {
            "Las tabletas pueden jugar con esta dirección, pero no guardan copia para usar sin \
            red: empieza por http://. Para eso, pon Peoncito en una dirección https:// (la guía \
            de instalación, docs/install.md, dice cómo)."
        }
        InstallText::Address(ForTablets::NotWeb) => {
            "Esta página no se abrió desde una dirección web: las tabletas no la pueden abrir. \
            Pon Peoncito en un servidor web (la guía de instalación, docs/install.md, dice cómo)."
        }
        InstallText::AndroidTitle => "Tableta Android (Chrome)",
        InstallText::AndroidOpen => {
            "Abre la dirección en Chrome: apunta la cámara al código y toca el enlace."
        }
        InstallText::AndroidAdd => {
            "Toca el menú ⋮ arriba a la derecha y luego «Añadir a pantalla de inicio» (o «Instalar aplicación»)."
        }
        InstallText::IpadTitle => "iPad (Safari)",
        InstallText::IpadOpen => {
            "Abre la dirección en Safari: apunta la cámara al código y toca el enlace."
        }
        InstallText::IpadAdd => {
            "Toca Compartir (el cuadrado con una flecha) y luego «Añadir a pantalla de inicio»."
        }
        InstallText::ThenOnce => {
            "Después abre Peoncito una vez desde la pantalla de inicio con la red encendida: desde entonces se abre y se juega sin red."
        }
        InstallText::NoCode => "Esta dirección es demasiado larga para un código: escríbela.",
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
