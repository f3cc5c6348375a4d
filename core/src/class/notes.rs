//! What the board noted for the class book, waiting to be added to it:
//! one line a note, so the board's wasm stays small (it writes a line and
//! never reads the book), and the class screen adds the notes to the book
//! when it opens or is told. Each note is an event under its own id, so a
//! note added twice is one event.

use super::file::{
    numbered, opponent_text, outcome_code, pupil_text, read_numbered, read_opponent, read_outcome,
    read_pupil, where_code,
};
use super::{ClassBook, Day, Event, EventId, What, Where};
use crate::explain::ReasonKind;

/// A note as its line: tab-separated, the event's id, the pupil, the day
/// and what happened (exercise ids and codes hold no tab; a game's
/// record is put on one line).
pub fn note_line(id: EventId, event: &Event) -> String {
    let what = match &event.what {
        What::Stars { exercise, stars } => format!("stars\t{exercise}\t{stars}"),
        What::Game {
            opponent,
            outcome,
            record,
        } => format!(
            "game\t{}\t{}\t{}",
            opponent_text(*opponent),
            outcome_code(*outcome),
            record.as_deref().map_or("-".to_string(), one_line)
        ),
        What::Refused { reason, at } => format!("refused\t{}\t{}", reason.code(), where_code(*at)),
        What::IllegalMoveCounted => "illegal-move".to_string(),
        What::TeacherCalled => "teacher-called".to_string(),
    };
    format!(
        "{}\t{}\t{}\t{what}",
        numbered(id.device, id.number),
        pupil_text(event.pupil),
        event.day.0
    )
}

/// A record (a PGN, over several lines) on one line without tabs.
fn one_line(record: &str) -> String {
    record
        .replace('\\', "\\\\")
        .replace('\n', "\\n")
        .replace('\t', "\\t")
}

/// [`one_line`] undone.
fn lines_again(line: &str) -> String {
    let mut text = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            text.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => text.push('\n'),
            Some('t') => text.push('\t'),
            Some(other) => text.push(other),
            None => {}
        }
    }
    text
}

/// Reads a note's line (none when damaged).
fn read_note(line: &str) -> Option<(EventId, Event)> {
    let fields: Vec<&str> = line.split('\t').collect();
    let (device, number) = read_numbered(fields.first()?)?;
    let pupil = read_pupil(fields.get(1)?)?;
    let day = Day(fields.get(2)?.parse().ok()?);
    let what = match (fields.get(3)?, &fields[4..]) {
        (&"stars", [exercise, stars]) => What::Stars {
            exercise: (*exercise).to_string(),
            stars: stars.parse().ok().filter(|s| (1..=3).contains(s))?,
        },
        (&"game", [opponent, outcome, record]) => What::Game {
            opponent: read_opponent(opponent)?,
            outcome: read_outcome(outcome)?,
            record: (*record != "-").then(|| lines_again(record)),
        },
        (&"refused", [reason, at]) => What::Refused {
            reason: ReasonKind::from_code(reason)?,
            at: [Where::Game, Where::Lesson]
                .into_iter()
                .find(|w| where_code(*w) == *at)?,
        },
        (&"illegal-move", []) => What::IllegalMoveCounted,
        (&"teacher-called", []) => What::TeacherCalled,
        _ => return None,
    };
    Some((EventId { device, number }, Event { pupil, day, what }))
}

impl ClassBook {
    /// Adds the board's notes to the book (a damaged line, or a note about
    /// a pupil deleted meanwhile, is dropped; a game against one comes
    /// without their name); how many were new.
    pub fn add_notes(&mut self, notes: &str) -> usize {
        let before = self.events.len();
        for (id, mut event) in notes.lines().filter_map(read_note) {
            if self.pupil(event.pupil).is_none() {
                continue;
            }
            super::former::without_former(&self.pupils, &mut event.what);
            self.events.entry(id).or_insert(event);
            let next = self.next.entry(id.device).or_insert(1);
            *next = (*next).max(id.number.saturating_add(1));
        }
        self.events.len() - before
    }
}

/// The notes as a record of the store: two tabs' lines unite, and lines
/// one tab took into the book (gone from its version) stay gone.
pub struct NotesRecord;

impl crate::records::Kind for NotesRecord {
    const ID: &'static str = "peoncito.class.notes";
    const ASIDE: Option<&'static str> = None;

    fn merge(base: Option<&str>, ours: &str, theirs: &str) -> crate::records::Merged {
        let base: Vec<&str> = base.map(|b| b.lines().collect()).unwrap_or_default();
        let ours: Vec<&str> = ours.lines().collect();
        let mut merged: Vec<&str> = theirs
            .lines()
            .filter(|line| !base.contains(line) || ours.contains(line))
            .collect();
        for line in ours {
            if !merged.contains(&line) {
                merged.push(line);
            }
        }
        crate::records::Merged::Clean(merged.join("\n"))
    }
}
