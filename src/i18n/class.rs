//! The class screens' texts (in the teacher's wasm, like the
//! tournament's). Both languages are here; the `match` on the language
//! makes a new one add its texts too.

use super::Lang;
use crate::class::Trend;
use crate::class::file::FileError;
use crate::explain::ReasonKind;
use crate::heading::isolated;

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
    NotSaved,
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
    Merged {
        pupils: usize,
        events: usize,
    },
    NothingNew,
    FileRefused(FileError),
    DeletePupil(String),
    /// The praise-only view on the projector.
    ShowOnWall,
    LeaveWall,
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
        ClassText::NotSaved => "No se ha podido guardar en este aparato.".into(),
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
        ClassText::NothingNew => "Ya estaba todo: no había nada nuevo.".into(),
        ClassText::FileRefused(why) => match why {
            FileError::NotAClassFile => "Ese archivo no es de una clase de Peoncito.".into(),
            FileError::Newer(_) => {
                "Ese archivo es de un Peoncito más nuevo. Actualiza esta tableta.".into()
            }
            FileError::Damaged(_) => "Ese archivo está dañado. No se ha cambiado nada.".into(),
        },
        ClassText::DeletePupil(name) => format!("Borrar a {}", isolated(name)),
        ClassText::ShowOnWall => "Proyectar las estrellas de la clase".into(),
        ClassText::LeaveWall => "Dejar de proyectar".into(),
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
        ClassText::NotSaved => "It could not be saved on this device.".into(),
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
        ClassText::NothingNew => "Everything was here already: nothing new.".into(),
        ClassText::FileRefused(why) => match why {
            FileError::NotAClassFile => "That file is not a Peoncito class.".into(),
            FileError::Newer(_) => "That file is from a newer Peoncito. Update this tablet.".into(),
            FileError::Damaged(_) => "That file is damaged. Nothing was changed.".into(),
        },
        ClassText::DeletePupil(name) => format!("Delete {}", isolated(name)),
        ClassText::ShowOnWall => "Project the class's stars".into(),
        ClassText::LeaveWall => "Stop projecting".into(),
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
