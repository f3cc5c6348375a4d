//! The pupils as "Who are you?" shows them: each class's name and its
//! pupils' ids, names and pictures, written by the class screen whenever
//! the book changes, read by the board (which never reads the whole
//! book). One line a pupil, tab-separated: the class, the pupil's id,
//! picture and name, and their best stars in the lessons (from every
//! tablet the book heard of), so a pupil's lessons show their own.

use super::file::{pupil_text, read_pupil};
use super::{ClassBook, Picture, PupilId, What};
use crate::progress::Progress;

/// A pupil as the board shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnRoster {
    pub id: PupilId,
    pub name: String,
    pub picture: Picture,
    /// Their best stars in each exercise, as the class book has them.
    pub stars: Progress,
}

/// The classes by name, each with its pupils.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Roster(pub Vec<(String, Vec<OnRoster>)>);

impl Roster {
    /// Reads a roster; a damaged line is left out.
    pub fn decode(text: &str) -> Roster {
        let mut classes: Vec<(String, Vec<OnRoster>)> = Vec::new();
        for line in text.lines() {
            let mut fields = line.split('\t');
            let (Some(class), Some(id), Some(picture), Some(name)) =
                (fields.next(), fields.next(), fields.next(), fields.next())
            else {
                continue;
            };
            let (Some(id), Some(picture)) = (read_pupil(id), Picture::from_code(picture)) else {
                continue;
            };
            let pupil = OnRoster {
                id,
                name: name.to_string(),
                picture,
                stars: Progress::from_roster_text(fields.next().unwrap_or_default()),
            };
            match classes.iter_mut().find(|(c, _)| c == class) {
                Some((_, pupils)) => pupils.push(pupil),
                None => classes.push((class.to_string(), vec![pupil])),
            }
        }
        Roster(classes)
    }

    /// The pupil with this id text (as the board remembers who is at it).
    pub fn find(&self, key: &str) -> Option<&OnRoster> {
        self.0
            .iter()
            .flat_map(|(_, pupils)| pupils)
            .find(|p| pupil_text(p.id) == key)
    }

    /// The id text the board remembers a pupil by.
    pub fn key(id: PupilId) -> String {
        pupil_text(id)
    }
}

impl ClassBook {
    /// The roster of every class, as text (names hold no tab: a name is
    /// one line of spaces and letters).
    pub fn roster(&self) -> String {
        let mut text = String::new();
        for (class, info) in self.classes() {
            let pictures = self.pictures(class);
            for (id, pupil) in self.pupils(class) {
                let picture = super::picture_in(&pictures, id).unwrap_or(pupil.picture);
                let mut stars = Progress::default();
                for event in self.events_of(id) {
                    if let What::Stars { exercise, stars: s } = &event.what {
                        stars.record(exercise, *s);
                    }
                }
                text.push_str(&format!(
                    "{}\t{}\t{}\t{}\t{}\n",
                    info.name.as_str(),
                    pupil_text(id),
                    picture.code(),
                    pupil.name.as_str(),
                    stars.roster_text()
                ));
            }
        }
        text
    }
}
