//! The class book as text: what the device keeps, and the file a tablet
//! exports for the teacher's device to import. One JSON object naming its
//! format and version, with a list of documents, each with an `_id` as a
//! CouchDB document has it (`class:…`, `pupil:…`, `event:…`), so a sync
//! engine (the school server's) carries the same documents one by one.
//!
//! A file is read whole or refused whole, with the reason: a damaged or
//! foreign file never changes the book.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{
    ClassBook, ClassId, ClassInfo, Day, DeviceId, Event, EventId, Fold, Opponent, Outcome, Picture,
    PupilId, PupilInfo, Totals, Versioned, What, Where, keep_version, possible_clock,
    possible_next, possible_number,
};
use crate::explain::ReasonKind;
use crate::heading::Name;

/// The format's name, in every file.
const FORMAT: &str = "peoncito.class";
/// The latest version read; a file from a later one is refused, not
/// misread. A book with notes folded is version 2 (an earlier Peoncito
/// would show the folded notes as never made); one without stays 1.
const VERSION: u32 = 2;

/// Why a file was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// Not a Peoncito class file (another file, or not JSON at all).
    NotAClassFile,
    /// Written by a later Peoncito.
    Newer(u32),
    /// A class file with a damaged document: its position in the list
    /// (from 1).
    Damaged(usize),
}

#[derive(Serialize, Deserialize)]
struct Text {
    format: String,
    version: u32,
    /// The next number each device gives, by device.
    next: BTreeMap<String, u64>,
    clock: u64,
    docs: Vec<serde_json::Value>,
}

#[derive(Serialize, Deserialize)]
struct ClassDoc {
    #[serde(rename = "_id")]
    id: String,
    clock: u64,
    device: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
}

#[derive(Serialize, Deserialize)]
struct PupilDoc {
    #[serde(rename = "_id")]
    id: String,
    clock: u64,
    device: String,
    /// The rest, absent once the pupil is deleted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    group: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    picture: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    class: Option<String>,
}

#[derive(Serialize, Deserialize)]
struct EventDoc {
    #[serde(rename = "_id")]
    id: String,
    pupil: String,
    day: u32,
    what: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    exercise: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    stars: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    opponent: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    outcome: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    record: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    at: Option<String>,
}

/// A pupil's folded notes (`fold:<pupil>`).
#[derive(Serialize, Deserialize)]
struct FoldDoc {
    #[serde(rename = "_id")]
    id: String,
    before: u32,
    /// Each device's count the fold went up to, by device.
    upto: BTreeMap<String, u64>,
    /// Refused moves by rule.
    refused: BTreeMap<String, u32>,
    illegal_moves: u32,
    calls: u32,
}

// The maps below are built by insertion: a `collect` into a map adds a
// sort to the wasm for each kind of entry.
fn fold_doc(pupil: PupilId, value: &Fold) -> FoldDoc {
    let mut upto = BTreeMap::new();
    for (device, n) in &value.upto {
        upto.insert(device_text(*device), *n);
    }
    let mut refused = BTreeMap::new();
    for (reason, n) in &value.totals.refused {
        refused.insert(reason.code().to_string(), *n);
    }
    FoldDoc {
        id: format!("fold:{}", pupil_text(pupil)),
        before: value.before.0,
        upto,
        refused,
        illegal_moves: value.totals.illegal_moves,
        calls: value.totals.calls,
    }
}

fn read_fold_doc(doc: FoldDoc) -> Option<(PupilId, Fold)> {
    let pupil = read_pupil(doc.id.strip_prefix("fold:")?)?;
    let mut upto = BTreeMap::new();
    for (device, n) in &doc.upto {
        upto.insert(read_device(device)?, *n);
    }
    let mut refused = BTreeMap::new();
    for (code, n) in &doc.refused {
        refused.insert(ReasonKind::from_code(code)?, *n);
    }
    let fold = Fold {
        before: Day(doc.before),
        upto,
        totals: Totals {
            refused,
            illegal_moves: doc.illegal_moves,
            calls: doc.calls,
        },
    };
    let possible = fold.upto.values().all(possible_number);
    possible.then_some((pupil, fold))
}

fn device_text(device: DeviceId) -> String {
    format!("{:016x}", device.0)
}

fn read_device(text: &str) -> Option<DeviceId> {
    (text.len() == 16)
        .then(|| u64::from_str_radix(text, 16).ok())
        .flatten()
        .map(DeviceId)
}

/// "0000000000000007-12": a device and its number.
pub(super) fn numbered(device: DeviceId, number: u64) -> String {
    format!("{}-{number}", device_text(device))
}

pub(super) fn read_numbered(text: &str) -> Option<(DeviceId, u64)> {
    let (device, number) = text.split_once('-')?;
    Some((
        read_device(device)?,
        number.parse().ok().filter(possible_number)?,
    ))
}

pub(super) fn pupil_text(id: PupilId) -> String {
    numbered(id.device, id.number)
}

pub(super) fn read_pupil(text: &str) -> Option<PupilId> {
    read_numbered(text).map(|(device, number)| PupilId { device, number })
}

fn class_text(id: ClassId) -> String {
    numbered(id.device, id.number)
}

fn read_class(text: &str) -> Option<ClassId> {
    read_numbered(text).map(|(device, number)| ClassId { device, number })
}

pub fn outcome_code(outcome: Outcome) -> &'static str {
    match outcome {
        Outcome::Won => "won",
        Outcome::Drawn => "drawn",
        Outcome::Lost => "lost",
        Outcome::Unfinished => "unfinished",
    }
}

pub(super) fn read_outcome(code: &str) -> Option<Outcome> {
    [
        Outcome::Won,
        Outcome::Drawn,
        Outcome::Lost,
        Outcome::Unfinished,
    ]
    .into_iter()
    .find(|o| outcome_code(*o) == code)
}

pub(super) fn opponent_text(opponent: Opponent) -> String {
    match opponent {
        Opponent::Classmate(pupil) => format!("pupil:{}", pupil_text(pupil)),
        Opponent::Computer(level) => format!("computer:{level}"),
        Opponent::Guest => "guest".to_string(),
    }
}

pub(super) fn read_opponent(text: &str) -> Option<Opponent> {
    if text == "guest" {
        return Some(Opponent::Guest);
    }
    if let Some(level) = text.strip_prefix("computer:") {
        return level.parse().ok().map(Opponent::Computer);
    }
    text.strip_prefix("pupil:")
        .and_then(read_pupil)
        .map(Opponent::Classmate)
}

pub(super) fn where_code(at: Where) -> &'static str {
    match at {
        Where::Game => "game",
        Where::Lesson => "lesson",
    }
}

fn event_doc(id: EventId, event: &Event) -> EventDoc {
    let mut doc = EventDoc {
        id: format!("event:{}", numbered(id.device, id.number)),
        pupil: pupil_text(event.pupil),
        day: event.day.0,
        what: String::new(),
        exercise: None,
        stars: None,
        opponent: None,
        outcome: None,
        record: None,
        reason: None,
        at: None,
    };
    doc.what = match &event.what {
        What::Stars { exercise, stars } => {
            doc.exercise = Some(exercise.clone());
            doc.stars = Some(*stars);
            "stars"
        }
        What::Game {
            opponent,
            outcome,
            record,
        } => {
            doc.opponent = Some(opponent_text(*opponent));
            doc.outcome = Some(outcome_code(*outcome).to_string());
            doc.record.clone_from(record);
            "game"
        }
        What::Refused { reason, at } => {
            doc.reason = Some(reason.code().to_string());
            doc.at = Some(where_code(*at).to_string());
            "refused"
        }
        What::IllegalMoveCounted => "illegal-move",
        What::TeacherCalled => "teacher-called",
    }
    .to_string();
    doc
}

fn read_event(doc: EventDoc) -> Option<(EventId, Event)> {
    let (device, number) = read_numbered(doc.id.strip_prefix("event:")?)?;
    let what = match doc.what.as_str() {
        "stars" => What::Stars {
            exercise: doc.exercise?,
            stars: doc.stars.filter(|s| (1..=3).contains(s))?,
        },
        "game" => What::Game {
            opponent: read_opponent(&doc.opponent?)?,
            outcome: read_outcome(&doc.outcome?)?,
            record: doc.record,
        },
        "refused" => What::Refused {
            reason: ReasonKind::from_code(&doc.reason?)?,
            at: [Where::Game, Where::Lesson]
                .into_iter()
                .find(|w| Some(where_code(*w)) == doc.at.as_deref())?,
        },
        "illegal-move" => What::IllegalMoveCounted,
        "teacher-called" => What::TeacherCalled,
        _ => return None,
    };
    Some((
        EventId { device, number },
        Event {
            pupil: read_pupil(&doc.pupil)?,
            day: Day(doc.day),
            what,
        },
    ))
}

/// A version as a document says it (none when its device is damaged).
fn versioned<T>(clock: u64, device: &str, value: Option<T>) -> Option<Versioned<T>> {
    Some(Versioned {
        clock: Some(clock).filter(possible_clock)?,
        device: read_device(device)?,
        value,
    })
}

fn read_pupil_doc(doc: PupilDoc) -> Option<(PupilId, Versioned<PupilInfo>)> {
    let id = read_pupil(doc.id.strip_prefix("pupil:")?)?;
    let value = match doc.name {
        None => None,
        Some(name) => Some(PupilInfo {
            name: Name::new(&name)?,
            group: doc.group.as_deref().and_then(Name::new),
            picture: Picture::from_code(doc.picture.as_deref()?)?,
            class: read_class(doc.class.as_deref()?)?,
        }),
    };
    Some((id, versioned(doc.clock, &doc.device, value)?))
}

fn read_class_doc(doc: ClassDoc) -> Option<(ClassId, Versioned<ClassInfo>)> {
    let id = read_class(doc.id.strip_prefix("class:")?)?;
    let value = match doc.name {
        None => None,
        Some(name) => Some(ClassInfo {
            name: Name::new(&name)?,
        }),
    };
    Some((id, versioned(doc.clock, &doc.device, value)?))
}

impl ClassBook {
    /// The book's documents, each under its `_id`: what the file lists,
    /// and what a sync engine carries one by one.
    pub fn documents(&self) -> Vec<serde_json::Value> {
        let mut docs: Vec<serde_json::Value> = Vec::new();
        let mut add = |doc: Result<serde_json::Value, serde_json::Error>| {
            docs.extend(doc.ok());
        };
        for (id, class) in &self.classes {
            add(serde_json::to_value(ClassDoc {
                id: format!("class:{}", class_text(*id)),
                clock: class.clock,
                device: device_text(class.device),
                name: class.value.as_ref().map(|c| c.name.as_str().to_string()),
            }));
        }
        for (id, pupil) in &self.pupils {
            let info = pupil.value.as_ref();
            add(serde_json::to_value(PupilDoc {
                id: format!("pupil:{}", pupil_text(*id)),
                clock: pupil.clock,
                device: device_text(pupil.device),
                name: info.map(|p| p.name.as_str().to_string()),
                group: info.and_then(|p| p.group.as_ref().map(|g| g.as_str().to_string())),
                picture: info.map(|p| p.picture.code().to_string()),
                class: info.map(|p| class_text(p.class)),
            }));
        }
        for (id, event) in &self.events {
            add(serde_json::to_value(event_doc(*id, event)));
        }
        for (pupil, fold) in &self.folds {
            add(serde_json::to_value(fold_doc(*pupil, fold)));
        }
        docs
    }

    /// The book as text: kept on the device, and the file exported.
    pub fn encode(&self) -> String {
        let text = Text {
            format: FORMAT.to_string(),
            version: if self.folds.is_empty() { 1 } else { VERSION },
            next: self
                .next
                .iter()
                .map(|(device, next)| (device_text(*device), *next))
                .collect(),
            clock: self.clock,
            docs: self.documents(),
        };
        serde_json::to_string(&text).unwrap_or_default()
    }

    /// Reads a book written by [`ClassBook::encode`], whole or not at all.
    pub fn decode(text: &str) -> Result<ClassBook, FileError> {
        #[derive(Deserialize)]
        struct Head {
            format: String,
            version: u32,
        }
        let head: Head = serde_json::from_str(text).map_err(|_| FileError::NotAClassFile)?;
        if head.format != FORMAT {
            return Err(FileError::NotAClassFile);
        }
        if head.version > VERSION {
            return Err(FileError::Newer(head.version));
        }
        let text: Text = serde_json::from_str(text).map_err(|_| FileError::Damaged(0))?;
        if !possible_clock(&text.clock) || !text.next.values().all(possible_next) {
            return Err(FileError::Damaged(0));
        }
        let mut book = ClassBook {
            clock: text.clock,
            ..ClassBook::default()
        };
        for (device, next) in &text.next {
            let device = read_device(device).ok_or(FileError::Damaged(0))?;
            book.next.insert(device, *next);
        }
        for (index, doc) in text.docs.into_iter().enumerate() {
            book.read_document(doc)
                .ok_or(FileError::Damaged(index + 1))?;
        }
        book.settle();
        Ok(book)
    }

    /// A book of the documents that read (another device's, one by one);
    /// those that do not (damaged, or of a later Peoncito) are left out.
    pub fn of_documents(docs: impl IntoIterator<Item = serde_json::Value>) -> ClassBook {
        let mut book = ClassBook::default();
        for doc in docs {
            book.read_document(doc);
        }
        book.settle();
        book
    }

    /// Whether the book has let `doc` go for good: an event or a fold about
    /// a pupil it deleted (a deletion takes everything about the pupil),
    /// or an event its folds took.
    pub fn let_go(&self, doc: &serde_json::Value) -> bool {
        let deleted = |pupil| self.pupils.get(&pupil).is_some_and(|p| p.value.is_none());
        let fold_of = doc
            .get("_id")
            .and_then(serde_json::Value::as_str)
            .and_then(|id| id.strip_prefix("fold:"))
            .and_then(read_pupil);
        if let Some(pupil) = fold_of {
            return deleted(pupil);
        }
        let Some((id, event)) = serde_json::from_value(doc.clone())
            .ok()
            .and_then(read_event)
        else {
            return false;
        };
        deleted(event.pupil) || self.is_folded(id, &event)
    }

    /// Takes one document into the book (none when it does not read); two
    /// versions of one (a conflict's) are merged.
    fn read_document(&mut self, doc: serde_json::Value) -> Option<()> {
        let kind = doc
            .get("_id")
            .and_then(serde_json::Value::as_str)
            .and_then(|id| id.split_once(':'))
            .map(|(kind, _)| kind.to_string());
        match kind.as_deref() {
            Some("class") => serde_json::from_value(doc)
                .ok()
                .and_then(read_class_doc)
                .map(|(id, class)| keep_version(&mut self.classes, id, class)),
            Some("pupil") => serde_json::from_value(doc)
                .ok()
                .and_then(read_pupil_doc)
                .map(|(id, pupil)| keep_version(&mut self.pupils, id, pupil)),
            Some("event") => serde_json::from_value(doc)
                .ok()
                .and_then(read_event)
                .map(|(id, event)| _ = self.events.insert(id, event)),
            Some("fold") => serde_json::from_value(doc)
                .ok()
                .and_then(read_fold_doc)
                .map(|(pupil, fold)| self.join_folds(&BTreeMap::from([(pupil, fold)]))),
            _ => None,
        }
    }

    /// What follows from the documents read: nothing kept about a deleted
    /// pupil (nor their name in a classmate's game: an earlier Peoncito
    /// left it there), no clock behind an edit the book holds, and no
    /// device's next number at or below one it gave.
    fn settle(&mut self) {
        let pupils = &self.pupils;
        self.events
            .retain(|_, e| pupils.get(&e.pupil).is_none_or(|p| p.value.is_some()));
        self.forget_former_names();
        self.drop_folded();
        let clocks = self.classes.values().map(|c| c.clock);
        self.clock = clocks
            .chain(self.pupils.values().map(|p| p.clock))
            .fold(self.clock, u64::max);
        let numbers = self
            .classes
            .keys()
            .map(|id| (id.device, id.number))
            .chain(self.pupils.keys().map(|id| (id.device, id.number)))
            .chain(self.events.keys().map(|id| (id.device, id.number)));
        for (device, number) in numbers {
            let next = self.next.entry(device).or_insert(1);
            *next = (*next).max(number.saturating_add(1));
        }
    }
}
