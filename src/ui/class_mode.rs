//! Class mode on the board: when the teacher turns it on, the board and
//! the lessons first ask "Who are you?" (a picture and a name for each
//! pupil of the device's classes, and a guest), and what the pupil then
//! does — stars, refused moves by rule, illegal moves counted, games
//! against the computer — is noted in the class book under their name.
//! Switching pupil never touches the game in play.

use std::cell::{Cell, RefCell};

use leptos::prelude::*;

use super::browser;
use super::class::PupilPicture;
use super::dialog::Dialog;
use super::records;
use super::state::{AppState, Screen};
use crate::class::{
    Day, DeviceId, Event, EventId, NotesRecord, Picture, PupilId, Roster, What, note_line,
};
use crate::i18n::Text;

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

/// Where the class screen leaves the pupils for "Who are you?".
pub const ROSTER_KEY: &str = "peoncito.class.roster";
const PUPIL_KEY: &str = "peoncito.pupil";

fn roster() -> Roster {
    Roster::decode(&browser::read_key(ROSTER_KEY).unwrap_or_default())
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

fn choose(who: Who) {
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

/// "Who are you?" over the board and the lessons, while class mode is on
/// and nobody has been chosen.
#[component]
pub fn WhoAreYou() -> impl IntoView {
    let state = expect_context::<AppState>();
    let who = who();
    // Class mode off: nobody is noted.
    Effect::new(move |_| {
        if !state.settings.with(|s| s.class_mode) && who.get_untracked() != Who::Unknown {
            choose(Who::Unknown);
        }
    });
    let asking = move || {
        state.settings.with(|s| s.class_mode)
            && who.get() == Who::Unknown
            && matches!(state.screen.get(), Screen::Game | Screen::Lessons)
            && !state.teacher_open.get()
    };
    let pupils = move || roster().0;
    view! {
        <Show when=asking>
            // Escape, as a closed dialog, leaves the board to a guest.
            <Dialog class="who-are-you" title=Text::WhoAreYou title_id="who-title"
                on_close=Callback::new(|()| choose(Who::Guest))>
                {pupils().into_iter().map(|(class, pupils)| view! {
                    <section class="who-class">
                        <h3>{class}</h3>
                        <div class="who-grid">
                            {pupils.into_iter().map(|pupil| {
                                let (name, picture) = (pupil.name.clone(), pupil.picture);
                                let chosen = Who::Pupil { id: pupil.id, name: name.clone(), picture };
                                view! {
                                    <button type="button" class="who-button" data-pupil=name.clone()
                                        on:click=move |_| choose(chosen.clone())>
                                        <PupilPicture picture />
                                        <span>{name.clone()}</span>
                                    </button>
                                }
                            }).collect_view()}
                        </div>
                    </section>
                }).collect_view()}
                <button type="button" class="secondary" data-action="guest" on:click=move |_| choose(Who::Guest)>
                    {state.say(Text::Guest)}
                </button>
            </Dialog>
        </Show>
    }
}

/// Who is at the board, and the way to hand it to another pupil.
#[component]
pub fn PupilBadge() -> impl IntoView {
    let state = expect_context::<AppState>();
    let who = who();
    view! {
        <Show when=move || state.settings.with(|s| s.class_mode) && who.get() != Who::Unknown>
            <div class="pupil-badge" data-who=move || match who.get() {
                Who::Pupil { name, .. } => name,
                Who::Guest | Who::Unknown => String::new(),
            }>
                {move || match who.get() {
                    Who::Pupil { name, picture, .. } => view! { <PupilPicture picture />" "{name} }.into_any(),
                    Who::Guest | Who::Unknown => state.say(Text::Guest).into_any(),
                }}
                <button type="button" class="secondary" data-action="switch-pupil"
                    on:click=move |_| choose(Who::Unknown)>
                    {state.say(Text::SwitchPupil)}
                </button>
            </div>
        </Show>
    }
}
