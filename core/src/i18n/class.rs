//! The class screens' texts (in the teacher's wasm, like the
//! tournament's). Both languages are here; the `match` on the language
//! makes a new one add its texts too.

use super::Lang;
use crate::class::file::FileError;
use crate::class::{Outcome, Trend};
use crate::explain::ReasonKind;
use crate::heading::{Date, isolated};
use crate::records::StoreError;
use crate::sync::removal::{Removal, Stage};

/// Whom a pupil's game was against, as the screen names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Against {
    Classmate(String),
    /// A classmate deleted since, with everything about them.
    FormerClassmate,
    Computer(u8),
    Guest,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassText {
    Title,
    /// The classes kept on this device.
    Classes,
    NewClass,
    ClassNameLabel,
    ListLabel,
    ListHint,
    Save,
    DeleteClass,
    ConfirmDelete,
    Saved,
    NoClassName,
    NoPupils,
    /// A change the device could not keep, and why: it stays on screen.
    NotSaved(StoreError),
    /// The grid's caption: each pupil's stars in each lesson.
    StarsTitle,
    PupilColumn,
    /// "7 of 12 stars".
    StageStars {
        got: u32,
        of: u32,
    },
    /// A pupil's rules broken in the last two weeks.
    RulesTitle(String),
    NoRulesBroken,
    RuleCount {
        reason: ReasonKind,
        count: u32,
        trend: Trend,
    },
    WhatToTeach,
    PupilsBreakIt {
        reason: ReasonKind,
        pupils: usize,
    },
    ProjectLesson,
    NothingToTeach,
    /// Between tablets.
    ShareTitle,
    Export,
    ImportLabel,
    /// What an import added.
    /// A file that only changed names, groups or classes: how many.
    MergedChanges(usize),
    /// The book kept on this device cannot be read, and why.
    StoredBookRefused(FileError),
    Merged {
        pupils: usize,
        events: usize,
    },
    NothingNew,
    FileRefused(FileError),
    DeletePupil(String),
    ConfirmDeletePupil,
    /// What became on the school server of the pupils deleted last.
    Removed(Removal),
    /// Old notes folded into each pupil's totals.
    OldNotesTitle,
    OldNotesHint,
    FoldNotes,
    /// How many notes a fold took.
    Folded(usize),
    /// A pupil's folded notes: before the day, how many of each.
    FoldedTotals {
        before: Date,
        refused: u32,
        illegal_moves: u32,
        calls: u32,
    },
    /// A pupil's games.
    GamesTitle,
    NoGames,
    Game {
        outcome: Outcome,
        against: Against,
    },
    OpenGame,
    /// The class's file in QR codes.
    ShowCodes,
    CodesHint,
    CodeOf {
        at: usize,
        of: usize,
    },
    PreviousCode,
    NextCode,
    PauseCodes,
    HideCodes,
    TooBigForCodes,
    ReadCodes,
    StopCamera,
    CodePhotos,
    CodesRead {
        have: usize,
        of: usize,
    },
    CodesDamaged,
    /// One code read badly, dropped: the gathering goes on.
    CodeReadBadly,
    NotClassCodes,
    NoCodeSeen,
    NoCamera,
    /// The praise-only view on the projector.
    ShowOnWall,
    LeaveWall,
    /// A pupil's line in the list, closed: how many rules and games.
    PupilSummary {
        rules: usize,
        games: usize,
    },
    /// The printed reports: for the class, for one pupil.
    ClassReport,
    PupilReport,
    /// The report's heading: the class and the day.
    ReportTitle {
        class: String,
        day: crate::heading::Date,
    },
    /// A pupil's lessons with every star: what they can do.
    CanDo,
    NothingFinished,
    Print,
    BackToClass,
    /// A pupil's stars and finished lessons, on the wall.
    Praise {
        stars: u32,
        lessons: usize,
    },
}

pub fn say(lang: Lang, text: &ClassText) -> String {
    match lang {
        Lang::Es => es(text),
        Lang::En => en(text),
    }
}

fn es(text: &ClassText) -> String {
    match text {
        ClassText::Title => "La clase".into(),
        ClassText::Classes => "Clases en este aparato".into(),
        ClassText::NewClass => "Clase nueva".into(),
        ClassText::ClassNameLabel => "Nombre de la clase".into(),
        ClassText::ListLabel => "Alumnos, uno por línea (nombre; grupo)".into(),
        ClassText::ListHint => {
            "Solo el nombre de pila. Cada alumno recibe un dibujo para encontrarse sin leer.".into()
        }
        ClassText::Save => "Guardar la clase".into(),
        ClassText::DeleteClass => "Borrar la clase".into(),
        ClassText::ConfirmDelete => {
            "¿Borrar la clase y todo lo de sus alumnos? No se puede deshacer.".into()
        }
        ClassText::Saved => "Se ha guardado la clase.".into(),
        ClassText::NoClassName => "Escribe el nombre de la clase.".into(),
        ClassText::NoPupils => "Escribe al menos un alumno.".into(),
        ClassText::NotSaved(why) => format!(
            "No se ha guardado: {}. Lo que ves aquí se pierde al cerrar la página. Guarda el archivo de la clase para no perderlo.",
            super::es::es_store_problem(*why)
        ),
        ClassText::StarsTitle => "Estrellas en cada lección".into(),
        ClassText::PupilColumn => "Alumno".into(),
        ClassText::StageStars { got, of } => format!("{got} de {of}"),
        ClassText::RulesTitle(name) => {
            format!("Lo que {} aún confunde (dos semanas)", isolated(name))
        }
        ClassText::NoRulesBroken => "Nada en las dos últimas semanas.".into(),
        ClassText::RuleCount {
            reason,
            count,
            trend,
        } => format!(
            "{}: {count} {} ({})",
            super::es::reason_name(*reason),
            if *count == 1 { "vez" } else { "veces" },
            match trend {
                Trend::Fewer => "menos que antes",
                Trend::Same => "como antes",
                Trend::More => "más que antes",
            }
        ),
        ClassText::WhatToTeach => "Qué enseñar ahora".into(),
        ClassText::PupilsBreakIt { reason, pupils } => format!(
            "{}: {pupils} {}",
            super::es::reason_name(*reason),
            if *pupils == 1 { "alumno" } else { "alumnos" }
        ),
        ClassText::ProjectLesson => "Proyectar la lección".into(),
        ClassText::NothingToTeach => {
            "Ningún alumno ha confundido una regla en las dos últimas semanas.".into()
        }
        ClassText::ShareTitle => "Entre tabletas".into(),
        ClassText::Export => "Guardar el archivo de la clase".into(),
        ClassText::ImportLabel => "Juntar el archivo de otra tableta".into(),
        ClassText::Merged { pupils, events } => format!(
            "Se ha juntado el archivo: {pupils} {} y {events} {} nuevos.",
            if *pupils == 1 { "alumno" } else { "alumnos" },
            if *events == 1 { "dato" } else { "datos" }
        ),
        ClassText::MergedChanges(n) => format!(
            "Se ha juntado el archivo: {n} {} en clases o alumnos (nombres, grupos o borrados).",
            if *n == 1 { "cambio" } else { "cambios" }
        ),
        ClassText::NothingNew => "Ya estaba todo: no había nada nuevo.".into(),
        ClassText::FileRefused(why) => match why {
            FileError::NotAClassFile => "Ese archivo no es de una clase de Peoncito.".into(),
            FileError::Newer(_) => {
                "Ese archivo es de un Peoncito más nuevo. Actualiza esta tableta.".into()
            }
            FileError::Damaged(_) => "Ese archivo está dañado. No se ha cambiado nada.".into(),
        },
        ClassText::StoredBookRefused(why) => match why {
            FileError::Newer(_) => "La clase guardada en este aparato es de un Peoncito más nuevo. Actualiza esta tableta para abrirla; si guardas otra clase, se guarda aparte sin tocarla.".into(),
            FileError::NotAClassFile | FileError::Damaged(_) => "La clase guardada en este aparato está dañada y no se puede leer. Si guardas otra clase, se guarda aparte sin tocarla.".into(),
        },
        ClassText::DeletePupil(name) => format!("Borrar a {}", isolated(name)),
        ClassText::ConfirmDeletePupil => {
            "¿Borrar a este alumno y todo lo suyo? No se puede deshacer.".into()
        }
        ClassText::Removed(removal) => {
            let names = names_of(removal);
            let documents = match removal.documents {
                1 => "1 documento".to_string(),
                n => format!("{n} documentos"),
            };
            match removal.stage {
                Stage::Waiting => format!(
                    "Borrado en este aparato: {names}. En el servidor del colegio, se borra ({documents} con su nombre) cuando este aparato llegue a él."
                ),
                Stage::Removed => format!(
                    "Borrado también en el servidor del colegio: {names}. Se ha quitado todo lo que tenía su nombre ({documents}) y sus versiones anteriores."
                ),
                Stage::EarlierKept => format!(
                    "Borrado en el servidor del colegio: {names}. Se ha quitado todo lo que tenía su nombre ({documents}). El servidor guarda aún versiones anteriores hasta que su administrador compacte la base de datos (lo explica la guía)."
                ),
            }
        }
        ClassText::OldNotesTitle => "Notas antiguas".into(),
        ClassText::OldNotesHint => "Si el aparato se llena: los movimientos que Peoncito no dejó hacer, las jugadas ilegales contadas y las llamadas al profesor de hace más de cuatro semanas se quedan solo como números en los totales de cada alumno, y de las estrellas repetidas queda la mejor. Esta pantalla enseña lo mismo, y las partidas se quedan.".into(),
        ClassText::FoldNotes => "Resumir las notas de hace más de cuatro semanas".into(),
        ClassText::Folded(0) => "No había notas antiguas que resumir.".into(),
        ClassText::Folded(1) => "Resumida: 1 nota es ahora un número en los totales.".into(),
        ClassText::Folded(n) => format!("Resumidas: {n} notas son ahora números en los totales de los alumnos."),
        ClassText::FoldedTotals {
            before,
            refused,
            illegal_moves,
            calls,
        } => {
            let parts = [
                (*refused, "movimiento que no valía", "movimientos que no valían"),
                (*illegal_moves, "jugada ilegal contada", "jugadas ilegales contadas"),
                (*calls, "llamada al profesor", "llamadas al profesor"),
            ];
            format!(
                "Antes del {} de {} de {}: {}.",
                before.day,
                super::es::es_month(before.month),
                before.year,
                counted(&parts, "y")
            )
        }
        ClassText::GamesTitle => "Partidas".into(),
        ClassText::NoGames => "Todavía no ha terminado ninguna partida.".into(),
        ClassText::Game { outcome, against } => {
            let result = match outcome {
                Outcome::Won => "Ganada",
                Outcome::Drawn => "Tablas",
                Outcome::Lost => "Perdida",
                Outcome::Unfinished => "Sin terminar",
            };
            match against {
                Against::Classmate(name) => format!("{result} contra {}", isolated(name)),
                Against::Computer(level) => {
                    format!("{result} contra el ordenador (nivel {level})")
                }
                Against::FormerClassmate => format!("{result} contra un antiguo compañero"),
                Against::Guest => format!("{result} contra un invitado"),
            }
        }
        ClassText::OpenGame => "Verla en el tablero".into(),
        ClassText::ShowCodes => "Mostrar el archivo en códigos QR".into(),
        ClassText::CodesHint => {
            "Códigos QR del archivo de la clase: léelos con la cámara del aparato del profesor."
                .into()
        }
        ClassText::CodeOf { at, of } => format!("Código {at} de {of}"),
        ClassText::PreviousCode => "Código anterior".into(),
        ClassText::NextCode => "Código siguiente".into(),
        ClassText::PauseCodes => "Parar los códigos".into(),
        ClassText::HideCodes => "Ocultar los códigos".into(),
        ClassText::TooBigForCodes => {
            "El archivo es demasiado grande para códigos QR. Guárdalo como archivo.".into()
        }
        ClassText::ReadCodes => "Leer los códigos de otra tableta con la cámara".into(),
        ClassText::StopCamera => "Apagar la cámara".into(),
        ClassText::CodePhotos => "O elegir fotos de los códigos".into(),
        ClassText::CodesRead { have, of } => format!("Leídos {have} de {of} códigos."),
        ClassText::CodesDamaged => {
            "Un código estaba dañado. Léelos otra vez desde el principio.".into()
        }
        ClassText::CodeReadBadly => {
            "Un código se ha leído mal y no se ha guardado. Sigue: se leerá otra vez.".into()
        }
        ClassText::NotClassCodes => "Ese código no es del archivo de una clase.".into(),
        ClassText::NoCodeSeen => "No se ha visto ningún código en esa foto.".into(),
        ClassText::NoCamera => "No se puede usar la cámara. Elige fotos de los códigos.".into(),
        ClassText::ShowOnWall => "Proyectar las estrellas de la clase".into(),
        ClassText::LeaveWall => "Dejar de proyectar".into(),
        ClassText::PupilSummary { rules, games } => format!(
            "{rules} {} · {games} {}",
            if *rules == 1 { "regla por repasar" } else { "reglas por repasar" },
            if *games == 1 { "partida" } else { "partidas" }
        ),
        ClassText::ClassReport => "Imprimir el informe de la clase".into(),
        ClassText::PupilReport => "Imprimir su informe".into(),
        ClassText::ReportTitle { class, day } => {
            format!("{class} · {}", super::tournament::say(Lang::Es, &super::tournament::TournamentText::LongDate(*day)))
        }
        ClassText::CanDo => "Ya sabe (todas las estrellas)".into(),
        ClassText::NothingFinished => "Aún ninguna lección con todas las estrellas.".into(),
        ClassText::Print => "Imprimir".into(),
        ClassText::BackToClass => "Volver a la clase".into(),
        ClassText::Praise { stars, lessons } => format!(
            "{stars} {} · {lessons} {}",
            if *stars == 1 { "estrella" } else { "estrellas" },
            if *lessons == 1 {
                "lección terminada"
            } else {
                "lecciones terminadas"
            }
        ),
    }
}

fn en(text: &ClassText) -> String {
    match text {
        ClassText::Title => "The class".into(),
        ClassText::Classes => "Classes on this device".into(),
        ClassText::NewClass => "New class".into(),
        ClassText::ClassNameLabel => "Class name".into(),
        ClassText::ListLabel => "Pupils, one a line (name; group)".into(),
        ClassText::ListHint => {
            "First names only. Each pupil gets a picture to find themself without reading.".into()
        }
        ClassText::Save => "Save the class".into(),
        ClassText::DeleteClass => "Delete the class".into(),
        ClassText::ConfirmDelete => {
            "Delete the class and everything about its pupils? This cannot be undone.".into()
        }
        ClassText::Saved => "The class is saved.".into(),
        ClassText::NoClassName => "Type the class's name.".into(),
        ClassText::NoPupils => "Type at least one pupil.".into(),
        ClassText::NotSaved(why) => format!(
            "Not kept: {}. What you see here is lost when the page closes. Save the class's file to keep it.",
            super::en::en_store_problem(*why)
        ),
        ClassText::StarsTitle => "Stars in each lesson".into(),
        ClassText::PupilColumn => "Pupil".into(),
        ClassText::StageStars { got, of } => format!("{got} of {of}"),
        ClassText::RulesTitle(name) => {
            format!("What {} still gets wrong (two weeks)", isolated(name))
        }
        ClassText::NoRulesBroken => "Nothing in the last two weeks.".into(),
        ClassText::RuleCount {
            reason,
            count,
            trend,
        } => format!(
            "{}: {count} {} ({})",
            super::en::reason_name(*reason),
            if *count == 1 { "time" } else { "times" },
            match trend {
                Trend::Fewer => "fewer than before",
                Trend::Same => "as before",
                Trend::More => "more than before",
            }
        ),
        ClassText::WhatToTeach => "What to teach next".into(),
        ClassText::PupilsBreakIt { reason, pupils } => format!(
            "{}: {pupils} {}",
            super::en::reason_name(*reason),
            if *pupils == 1 { "pupil" } else { "pupils" }
        ),
        ClassText::ProjectLesson => "Project the lesson".into(),
        ClassText::NothingToTeach => "No pupil has broken a rule in the last two weeks.".into(),
        ClassText::ShareTitle => "Between tablets".into(),
        ClassText::Export => "Save the class's file".into(),
        ClassText::ImportLabel => "Merge another tablet's file".into(),
        ClassText::Merged { pupils, events } => format!(
            "The file is merged: {pupils} new {} and {events} new {}.",
            if *pupils == 1 { "pupil" } else { "pupils" },
            if *events == 1 { "entry" } else { "entries" }
        ),
        ClassText::MergedChanges(n) => format!(
            "The file is merged: {n} {} to classes or pupils (names, groups, or deleted).",
            if *n == 1 { "change" } else { "changes" }
        ),
        ClassText::NothingNew => "Everything was here already: nothing new.".into(),
        ClassText::FileRefused(why) => match why {
            FileError::NotAClassFile => "That file is not a Peoncito class.".into(),
            FileError::Newer(_) => "That file is from a newer Peoncito. Update this tablet.".into(),
            FileError::Damaged(_) => "That file is damaged. Nothing was changed.".into(),
        },
        ClassText::StoredBookRefused(why) => match why {
            FileError::Newer(_) => "The class kept on this device was saved by a newer Peoncito. Update this tablet to open it; if you save another class, it is kept aside untouched.".into(),
            FileError::NotAClassFile | FileError::Damaged(_) => "The class kept on this device is damaged and cannot be read. If you save another class, it is kept aside untouched.".into(),
        },
        ClassText::DeletePupil(name) => format!("Delete {}", isolated(name)),
        ClassText::ConfirmDeletePupil => {
            "Delete this pupil and everything about them? This cannot be undone.".into()
        }
        ClassText::Removed(removal) => {
            let names = names_of(removal);
            let documents = match removal.documents {
                1 => "1 document".to_string(),
                n => format!("{n} documents"),
            };
            match removal.stage {
                Stage::Waiting => format!(
                    "Deleted on this device: {names}. On the school server, everything naming them ({documents}) goes once this device reaches it."
                ),
                Stage::Removed => format!(
                    "Deleted on the school server too: {names}. Everything naming them ({documents}) is gone, and its earlier versions."
                ),
                Stage::EarlierKept => format!(
                    "Deleted on the school server: {names}. Everything naming them ({documents}) is gone. The server still keeps earlier versions until its administrator compacts the database (the guide says how)."
                ),
            }
        }
        ClassText::OldNotesTitle => "Old notes".into(),
        ClassText::OldNotesHint => "When the device fills up: the moves Peoncito refused, the illegal moves counted and the calls to the teacher older than four weeks stay only as numbers in each pupil's totals, and of repeated stars the best stays. This screen shows the same, and the games stay.".into(),
        ClassText::FoldNotes => "Fold the notes older than four weeks".into(),
        ClassText::Folded(0) => "There were no old notes to fold.".into(),
        ClassText::Folded(1) => "Folded: 1 note is now a number in the totals.".into(),
        ClassText::Folded(n) => format!("Folded: {n} notes are now numbers in the pupils' totals."),
        ClassText::FoldedTotals {
            before,
            refused,
            illegal_moves,
            calls,
        } => {
            let parts = [
                (*refused, "move refused", "moves refused"),
                (*illegal_moves, "illegal move counted", "illegal moves counted"),
                (*calls, "call to the teacher", "calls to the teacher"),
            ];
            format!(
                "Before {} {} {}: {}.",
                before.day,
                super::en::en_month(before.month),
                before.year,
                counted(&parts, "and")
            )
        }
        ClassText::GamesTitle => "Games".into(),
        ClassText::NoGames => "No game finished yet.".into(),
        ClassText::Game { outcome, against } => {
            let result = match outcome {
                Outcome::Won => "Won",
                Outcome::Drawn => "Drawn",
                Outcome::Lost => "Lost",
                Outcome::Unfinished => "Unfinished",
            };
            match against {
                Against::Classmate(name) => format!("{result} against {}", isolated(name)),
                Against::Computer(level) => {
                    format!("{result} against the computer (level {level})")
                }
                Against::FormerClassmate => format!("{result} against a former classmate"),
                Against::Guest => format!("{result} against a guest"),
            }
        }
        ClassText::OpenGame => "See it on the board".into(),
        ClassText::ShowCodes => "Show the file as QR codes".into(),
        ClassText::CodesHint => {
            "QR codes of the class's file: read them with the camera of the teacher's device."
                .into()
        }
        ClassText::CodeOf { at, of } => format!("Code {at} of {of}"),
        ClassText::PreviousCode => "Previous code".into(),
        ClassText::NextCode => "Next code".into(),
        ClassText::PauseCodes => "Stop the codes".into(),
        ClassText::HideCodes => "Hide the codes".into(),
        ClassText::TooBigForCodes => "The file is too big for QR codes. Save it as a file.".into(),
        ClassText::ReadCodes => "Read another tablet's codes with the camera".into(),
        ClassText::StopCamera => "Turn the camera off".into(),
        ClassText::CodePhotos => "Or choose photos of the codes".into(),
        ClassText::CodesRead { have, of } => format!("{have} of {of} codes read."),
        ClassText::CodesDamaged => "A code was damaged. Read them again from the start.".into(),
        ClassText::CodeReadBadly => {
            "A code was read badly and not kept. Go on: it will be read again.".into()
        }
        ClassText::NotClassCodes => "That code is not from a class's file.".into(),
        ClassText::NoCodeSeen => "No code was seen in that photo.".into(),
        ClassText::NoCamera => "The camera cannot be used. Choose photos of the codes.".into(),
        ClassText::ShowOnWall => "Project the class's stars".into(),
        ClassText::LeaveWall => "Stop projecting".into(),
        ClassText::PupilSummary { rules, games } => format!(
            "{rules} {} · {games} {}",
            if *rules == 1 { "rule to go over" } else { "rules to go over" },
            if *games == 1 { "game" } else { "games" }
        ),
        ClassText::ClassReport => "Print the class's report".into(),
        ClassText::PupilReport => "Print their report".into(),
        ClassText::ReportTitle { class, day } => {
            format!("{class} · {}", super::tournament::say(Lang::En, &super::tournament::TournamentText::LongDate(*day)))
        }
        ClassText::CanDo => "Can do (every star)".into(),
        ClassText::NothingFinished => "No lesson with every star yet.".into(),
        ClassText::Print => "Print".into(),
        ClassText::BackToClass => "Back to the class".into(),
        ClassText::Praise { stars, lessons } => format!(
            "{stars} {} · {lessons} {}",
            if *stars == 1 { "star" } else { "stars" },
            if *lessons == 1 {
                "lesson finished"
            } else {
                "lessons finished"
            }
        ),
    }
}

/// The names of the pupils a removal deleted, each kept apart from the
/// text around it.
fn names_of(removal: &Removal) -> String {
    let names: Vec<String> = removal.names.iter().map(|n| isolated(n)).collect();
    names.join(", ")
}

/// "400 moves refused and 2 calls to the teacher": each count not zero,
/// with its word for one or for more, the last joined by `and`.
fn counted(parts: &[(u32, &str, &str)], and: &str) -> String {
    let said: Vec<String> = parts
        .iter()
        .filter(|(count, _, _)| *count > 0)
        .map(|(count, one, more)| format!("{count} {}", if *count == 1 { one } else { more }))
        .collect();
    match said.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {and} {last}", rest.join(", ")),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folded_totals_say_each_count_not_zero_with_its_word() {
        let totals = |refused, illegal_moves, calls| ClassText::FoldedTotals {
            before: Date::new(2026, 11, 8).unwrap(),
            refused,
            illegal_moves,
            calls,
        };
        assert_eq!(
            say(Lang::Es, &totals(400, 0, 0)),
            "Antes del 8 de noviembre de 2026: 400 movimientos que no valían."
        );
        assert_eq!(
            say(Lang::Es, &totals(1, 2, 1)),
            "Antes del 8 de noviembre de 2026: 1 movimiento que no valía, 2 jugadas ilegales contadas y 1 llamada al profesor."
        );
        assert_eq!(
            say(Lang::En, &totals(3, 0, 1)),
            "Before 8 November 2026: 3 moves refused and 1 call to the teacher."
        );
    }
}
