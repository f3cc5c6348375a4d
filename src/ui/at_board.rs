//! Who is at the board in class mode, and what they did, noted for the
//! class book: a line a note (`peoncito.class.notes`), which the class
//! screen adds to the book, so the board's wasm never carries the book's
//! code. The screens that ask and show it are in `class_mode`.

use std::cell::{Cell, RefCell};

use leptos::prelude::*;

use super::browser;
use super::records;
use crate::class::{
    Day, DeviceId, Event, EventId, NotesRecord, Picture, PupilId, Roster, What, note_line,
};

/// Who is at the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Who {
    /// Not asked yet (or the teacher asked for the choice again).
    Unknown,
    Guest,
    Pupil {
        id: PupilId,
        name: String,
        picture: Picture,
    },
}

thread_local! {
    static WHO: Cell<Option<RwSignal<Who>>> = const { Cell::new(None) };
    /// Whether the record store's slot for the notes is open on this page.
    static OPENED: Cell<bool> = const { Cell::new(false) };
    /// Notes made on this page so far: with the time, a note's number.
    static MADE: Cell<u64> = const { Cell::new(0) };
    /// The notes waiting, as this page last saw them stored.
    static NOTES: RefCell<String> = const { RefCell::new(String::new()) };
}

const PUPIL_KEY: &str = "peoncito.pupil";

/// The pupils for "Who are you?", as the class screen left them.
pub fn roster() -> Roster {
    Roster::decode(&browser::read_key(browser::CLASS_ROSTER_KEY).unwrap_or_default())
}

/// Who is at the board (a signal the page's parts read).
pub fn who() -> RwSignal<Who> {
    if let Some(who) = WHO.get() {
        return who;
    }
    let remembered = browser::read_key(PUPIL_KEY)
        .and_then(|key| {
            roster().find(&key).map(|p| Who::Pupil {
                id: p.id,
                name: p.name.clone(),
                picture: p.picture,
            })
        })
        .unwrap_or(Who::Unknown);
    let who = RwSignal::new(remembered);
    WHO.set(Some(who));
    who
}

/// Who is at the board from now on (remembered across a reload).
pub fn choose(who: Who) {
    match &who {
        Who::Pupil { id, .. } => browser::write_key(PUPIL_KEY, &Roster::key(*id)),
        Who::Unknown | Who::Guest => browser::forget_key(PUPIL_KEY),
    }
    self::who().set(who);
}

/// Notes what the pupil at the board did (nothing for a guest, or when
/// class mode is off), for the class screen to add to the book.
pub fn note(what: What) {
    let Some(Who::Pupil { id: pupil, .. }) = WHO.get().map(|w| w.get_untracked()) else {
        return;
    };
    let newer = if OPENED.replace(true) {
        match records::refresh::<NotesRecord>() {
            Ok(crate::records::Refreshed::Newer(body)) => Some(body),
            _ => None,
        }
    } else {
        Some(records::open::<NotesRecord>().ok().flatten())
    };
    if let Some(body) = newer {
        NOTES.set(body.unwrap_or_default());
    }
    let mut notes = NOTES.with_borrow(Clone::clone);
    let wall = browser::wall_ms();
    // The time and this page's count: a number this device never gave
    // (two pages of one device would need the same millisecond and count).
    let made = MADE.get() + 1;
    MADE.set(made);
    let number = wall.saturating_mul(4096).saturating_add(made % 4096);
    let day = Day(u32::try_from(wall / 86_400_000).unwrap_or(u32::MAX));
    let id = EventId {
        device: DeviceId(browser::device_id()),
        number,
    };
    if !notes.is_empty() {
        notes.push('\n');
    }
    notes.push_str(&note_line(id, &Event { pupil, day, what }));
    if let Ok(
        crate::records::Written::Merged { body } | crate::records::Written::KeptAside { body },
    ) = records::write::<NotesRecord>(Some(&notes))
    {
        notes = body.unwrap_or_default();
    }
    NOTES.set(notes);
    browser::announce(browser::CLASS_BOOK_CHANGED);
}
