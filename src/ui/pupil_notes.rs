//! Who is at the board in class mode, and what they did, noted for the
//! class book: a line a note (`peoncito.class.notes`), which the class
//! screen adds to the book, so the board's wasm never carries the book's
//! code. The screens that ask and show it are in `class_mode`.

use std::cell::{Cell, RefCell};

use leptos::prelude::*;

use shakmaty::Color;

use super::browser;
use super::device_store;
use super::shared::seat::{SEAT_KEY, remembered_seat, roster};
use peoncito_core::class::{
    ASK_AGAIN_AFTER_IDLE_MS, Day, DeviceId, Event, EventId, NotesRecord, PupilId, Seat, What,
    note_line,
};
use peoncito_core::records::{StoreError, Written};

thread_local! {
    static SEAT: Cell<Option<RwSignal<Seat>>> = const { Cell::new(None) };
    /// Whether the record store's slot for the notes is open on this page.
    static OPENED: Cell<bool> = const { Cell::new(false) };
    /// Notes made on this page so far: with the time, a note's number.
    static MADE: Cell<u64> = const { Cell::new(0) };
    /// The notes waiting, as this page last saw them stored.
    static NOTES: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Who is at the board (a signal the page's parts read). After a reload,
/// a pupil who chose themself is asked whether it is still them.
pub fn seat() -> RwSignal<Seat> {
    if let Some(seat) = SEAT.get() {
        return seat;
    }
    let seat = RwSignal::new(remembered_seat().ask_again());
    SEAT.set(Some(seat));
    browser::listen(browser::CLASS_BOOK_CHANGED, move || follow_roster(seat));
    ask_again_when_idle(seat);
    seat
}

/// The pupils at the board as the class now has them: renamed, or gone
/// (deleted on any device), which leaves the board to "Who are you?". A
/// guest stays a guest.
fn follow_roster(seat: RwSignal<Seat>) {
    let now = seat.with_untracked(|s| s.follow(&roster()));
    if seat.with_untracked(|s| *s != now) {
        if now == Seat::Unknown {
            browser::forget_key(SEAT_KEY);
        }
        seat.set(now);
    }
}

/// A tablet nobody touched for a few minutes asks "Still you?": the child
/// who chose may have gone, and the next must not play under their name.
fn ask_again_when_idle(seat: RwSignal<Seat>) {
    let touched = std::rc::Rc::new(Cell::new(browser::now_ms()));
    for event in ["pointerdown", "keydown"] {
        let touched = touched.clone();
        browser::listen(event, move || touched.set(browser::now_ms()));
    }
    gloo_timers::callback::Interval::new(15_000, move || {
        let idle = browser::now_ms().saturating_sub(touched.get());
        if idle >= ASK_AGAIN_AFTER_IDLE_MS && seat.with_untracked(|s| matches!(s, Seat::Chosen(_)))
        {
            seat.set(seat.get_untracked().ask_again());
        }
    })
    .forget();
}

/// After a game ends: a pupil who chose themself is asked "Still you?"
/// before the next, and who they play is asked again.
pub fn game_ended() {
    let after = seat().get_untracked().after_game();
    if seat().with_untracked(|s| *s != after) {
        choose(after);
    }
}

/// Who is at the board from now on (remembered across a reload).
pub fn choose(chosen: Seat) {
    match chosen.remembered() {
        Some(text) => browser::write_key(SEAT_KEY, &text),
        None => browser::forget_key(SEAT_KEY),
    }
    seat().set(chosen);
}

/// Notes what the pupils at the board did — about `side`'s play, or
/// the tablet's (a lesson) — for the class screen to add to the book;
/// nothing for a guest, or when class mode is off. Notes the device could
/// not keep wait on this page and go with the next note it can keep.
pub fn note(side: Option<Color>, what: &What) -> Result<(), StoreError> {
    let pupils = seat().with_untracked(|s| s.pupils(side));
    write_notes(pupils.into_iter().map(|p| (p, what.clone())).collect())
}

/// Notes the game that just ended for each pupil at the board, with its
/// record: `computer` is the computer's side and level when it played.
pub fn note_game(
    winner: Option<Color>,
    computer: Option<(Color, u8)>,
    record: String,
) -> Result<(), StoreError> {
    let games = seat().with_untracked(|s| s.games(winner, computer));
    write_notes(
        games
            .into_iter()
            .map(|g| {
                let what = What::Game {
                    opponent: g.opponent,
                    outcome: g.outcome,
                    record: Some(record.clone()),
                };
                (g.pupil, what)
            })
            .collect(),
    )
}

fn write_notes(noted: Vec<(PupilId, What)>) -> Result<(), StoreError> {
    if noted.is_empty() {
        return Ok(());
    }
    let newer = if OPENED.replace(true) {
        match device_store::refresh::<NotesRecord>() {
            Ok(peoncito_core::records::Refreshed::Newer(body)) => Some(body),
            _ => None,
        }
    } else {
        Some(device_store::open::<NotesRecord>().ok().flatten())
    };
    if let Some(body) = newer {
        NOTES.set(body.unwrap_or_default());
    }
    let mut notes = NOTES.with_borrow(Clone::clone);
    let wall = browser::wall_ms();
    let day = Day(u32::try_from(wall / 86_400_000).unwrap_or(u32::MAX));
    for (pupil, what) in noted {
        // The time and this page's count: a number this device never gave
        // (two pages of one device would need the same millisecond and count).
        let made = MADE.get() + 1;
        MADE.set(made);
        let id = EventId {
            device: DeviceId(browser::device_id()),
            number: wall.saturating_mul(4096).saturating_add(made % 4096),
        };
        if !notes.is_empty() {
            notes.push('\n');
        }
        notes.push_str(&note_line(id, &Event { pupil, day, what }));
    }
    let written = device_store::write::<NotesRecord>(Some(&notes));
    if let Ok(Written::Merged { body } | Written::KeptAside { body }) = &written {
        notes = body.clone().unwrap_or_default();
    }
    NOTES.set(notes);
    browser::announce(browser::CLASS_BOOK_CHANGED);
    written.map(|_| ())
}
