//! The teacher's class screen, in the teacher's wasm beside the
//! tournament's (mounted once in `#class-root`, shown behind the PIN):
//! the class lists, each pupil's stars in each lesson, the rules each
//! still breaks, what to teach the class next, and the class's file to
//! share between tablets. Thin over `peoncito_core::class`.

mod list;
mod pupils;
mod report;
mod share;
mod wall;

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::browser;
use super::device_store;
use peoncito_core::class::{
    ClassBook, ClassBookRecord, ClassId, Day, DeviceId, NotesRecord, PupilId,
};
use peoncito_core::i18n::Lang;
use peoncito_core::i18n::class::{ClassText, say};
use peoncito_core::records::Written;
use peoncito_core::sync::removal::Removal;

use list::ListForm;
use pupils::{EachPupil, OldNotes, StarsGrid, WhatToTeach};
use report::{Report, ReportView};
use share::{ExportLink, Share};
use wall::Wall;

/// What the class screen's parts share.
#[derive(Clone, Copy)]
struct Class {
    lang: RwSignal<Lang>,
    book: RwSignal<ClassBook>,
    /// The class shown (none: a new one being typed).
    chosen: RwSignal<Option<ClassId>>,
    /// What the last action did, or why it did not.
    said: RwSignal<Option<ClassText>>,
    /// The pupils whose notes are open (kept while the book changes).
    opened: RwSignal<Vec<PupilId>>,
    device: DeviceId,
}

impl Class {
    fn say(&self, text: ClassText) -> impl Fn() -> String + use<> {
        let lang = self.lang;
        move || say(lang.get(), &text)
    }

    /// Changes the book as stored (see [`change_book`]) and shows it;
    /// false when the device refused it at once. What was not kept stays on
    /// screen, and the screen says so (with the file to download that
    /// keeps it) — where the device keeps it a moment later, then.
    fn change(&self, f: impl FnOnce(&mut ClassBook)) -> bool {
        let (book, problem) = change_book(f);
        self.book.set(book);
        let kept = problem.is_none();
        if kept {
            let said = self.said;
            spawn_local(async move {
                if let Err(why) = device_store::kept::<ClassBookRecord>().await {
                    said.try_set(Some(ClassText::NotSaved(why)));
                }
            });
        } else {
            self.said.set(problem);
        }
        kept
    }

    /// Says `text` of a change once the device has kept it (or that it
    /// could not: never "saved" of what was not).
    fn say_once_kept(&self, text: ClassText) {
        let said = self.said;
        spawn_local(async move {
            said.try_set(Some(match device_store::kept::<ClassBookRecord>().await {
                Ok(()) => text,
                Err(why) => ClassText::NotSaved(why),
            }));
        });
    }

    /// The name of the class shown (tracked).
    fn chosen_name(&self) -> Option<String> {
        let id = self.chosen.get()?;
        self.book.with(|b| {
            b.classes()
                .into_iter()
                .find(|(c, _)| *c == id)
                .map(|(_, c)| c.name.as_str().to_string())
        })
    }

    /// Whether the screen is still drawn: the page's listeners outlive a
    /// screen hidden (and its state dropped) since.
    fn alive(&self) -> bool {
        self.book.try_with_untracked(|_| ()).is_some()
    }

    fn show_stored(&self, body: Option<String>) {
        let book = body
            .and_then(|b| ClassBook::decode(&b).ok())
            .unwrap_or_default();
        self.book.set(book);
    }

    /// Merges another tablet's file into the book, and says what it added.
    fn merge_file(&self, text: &str) {
        match ClassBook::decode(text) {
            Ok(theirs) => {
                let mut added = None;
                if !self.change(|b| added = Some(b.merge(&theirs))) {
                    return;
                }
                if self.chosen.get_untracked().is_none() {
                    self.chosen.set(
                        self.book
                            .with_untracked(|b| b.classes().first().map(|(id, _)| *id)),
                    );
                }
                self.say_once_kept(match added {
                    Some(a) if a.pupils + a.events > 0 => ClassText::Merged {
                        pupils: a.pupils,
                        events: a.events,
                    },
                    Some(a) if a.changed > 0 => ClassText::MergedChanges(a.changed),
                    _ => ClassText::NothingNew,
                });
            }
            Err(why) => self.said.set(Some(ClassText::FileRefused(why))),
        }
    }
}

/// Changes the class book as stored on the device: read afresh (so what
/// the school server or another tab brought meanwhile is kept), changed by
/// `f`, written (merged with a write of another tab since), with the
/// roster the board reads, and announced. Returns the book as kept, and
/// why it could not be kept.
pub fn change_book(f: impl FnOnce(&mut ClassBook)) -> (ClassBook, Option<ClassText>) {
    let mut book = match device_store::open::<ClassBookRecord>() {
        Ok(Some(text)) => match ClassBook::decode(&text) {
            Ok(book) => book,
            // A book this version cannot read is copied aside before
            // anything replaces it; where it cannot be, it is not replaced.
            Err(_) => match device_store::keep_damaged(device_store::DAMAGED_CLASS_KEY, &text) {
                Ok(()) => ClassBook::default(),
                Err(why) => return (ClassBook::default(), Some(ClassText::NotSaved(why))),
            },
        },
        Ok(None) | Err(_) => ClassBook::default(),
    };
    let before = book.encode();
    f(&mut book);
    let text = book.encode();
    if text == before {
        return (book, None);
    }
    let problem = match device_store::write::<ClassBookRecord>(Some(&text)) {
        Ok(Written::Saved) => None,
        Ok(Written::Merged { body } | Written::KeptAside { body }) => {
            book = body
                .and_then(|b| ClassBook::decode(&b).ok())
                .unwrap_or_default();
            None
        }
        Err(why) => Some(ClassText::NotSaved(why)),
    };
    browser::write_key(super::shared::seat::CLASS_ROSTER_KEY, &book.roster());
    browser::announce(browser::CLASS_BOOK_CHANGED);
    (book, problem)
}

/// Adds what the board noted to the book as stored, and takes the notes
/// away.
pub fn add_board_notes() {
    thread_local! {
        // Changing the book announces it, which calls this again.
        static ADDING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if ADDING.replace(true) {
        return;
    }
    if let Ok(Some(notes)) = device_store::open::<NotesRecord>()
        && !notes.trim().is_empty()
    {
        let (_, problem) = change_book(|b| _ = b.add_notes(&notes));
        if problem.is_none() {
            let _ = device_store::write::<NotesRecord>(Some(""));
        }
    }
    ADDING.set(false);
}

/// The class book as stored (for the tournament's players), without
/// touching the class screen's own copy.
pub fn stored_book() -> ClassBook {
    device_store::read::<ClassBookRecord>()
        .and_then(|body| ClassBook::decode(&body).ok())
        .unwrap_or_default()
}

/// Mounts the class screen in `#class-root`.
pub fn mount() {
    let Some(root) = browser::element_by_id("class-root") else {
        return;
    };
    // Drawn only while shown: its lists and `data-*` never stand hidden
    // beside the board's, the lessons' or the tournament's.
    let shown = browser::shown(&root);
    leptos::mount::mount_to(
        root,
        move || view! { <Show when=move || shown.get()><ClassScreen /></Show> },
    )
    .forget();
}

#[component]
fn ClassScreen() -> impl IntoView {
    // What the board noted, first: the screen opens with it.
    add_board_notes();
    let (book, problem) = match device_store::open::<ClassBookRecord>() {
        Ok(None) => (ClassBook::default(), None),
        Ok(Some(text)) => match ClassBook::decode(&text) {
            Ok(book) => (book, None),
            Err(why) => (
                ClassBook::default(),
                Some(ClassText::StoredBookRefused(why)),
            ),
        },
        Err(why) => (ClassBook::default(), Some(ClassText::NotSaved(why))),
    };
    let chosen = book.classes().first().map(|(id, _)| *id);
    let class = Class {
        lang: RwSignal::new(browser::page_lang()),
        book: RwSignal::new(book),
        chosen: RwSignal::new(chosen),
        said: RwSignal::new(problem),
        opened: RwSignal::new(Vec::new()),
        device: DeviceId(browser::device_id()),
    };
    browser::listen(browser::LANG_CHANGED, move || {
        if class.alive() {
            class.lang.set(browser::page_lang());
        }
    });
    device_store::when_written_elsewhere::<ClassBookRecord>(move |body| {
        if class.alive() {
            class.show_stored(body);
        }
    });
    // Each time the board notes more, or the school server brings more.
    browser::listen(browser::CLASS_BOOK_CHANGED, move || {
        if class.alive() {
            add_board_notes();
            class.show_stored(device_store::open::<ClassBookRecord>().ok().flatten());
        }
    });
    // What the screen says comes into view: "Save the class" is at the
    // foot of a long screen, the news at its head.
    Effect::new(move |_| {
        if class.said.with(Option::is_some) {
            request_animation_frame(|| browser::reveal(".class-screen .news", browser::Edge::Top));
        }
    });
    let wall = RwSignal::new(false);
    let report = RwSignal::new(None::<Report>);
    // A pupil deleted here, followed onto the school server.
    let removal = removal();
    let chosen = move || class.chosen.get().is_some();
    let screen = move || {
        let removal = removal.clone();
        view! {
        <section class="class-screen" aria-labelledby="class-title">
            <h2 id="class-title">{class.say(ClassText::Title)}</h2>
            <p class="news" role="status">
                {move || class.said.get().map(|s| {
                    let merged = matches!(s, ClassText::Merged { .. } | ClassText::MergedChanges(_) | ClassText::NothingNew);
                    let not_kept = matches!(s, ClassText::NotSaved(_));
                    let told_apart = matches!(s, ClassText::SavedToldApart(_));
                    let again = match s {
                        ClassText::ShowCodeAgain { at, .. } => Some(at.to_string()),
                        _ => None,
                    };
                    view! {
                        <span data-merged=merged.then_some("") data-not-kept=not_kept.then_some("")
                            data-qr-again=again data-told-apart=told_apart.then_some("")>
                            {say(class.lang.get(), &s)}
                        </span>
                        // What the device could not keep, kept as a file.
                        {not_kept.then(|| view! { <ExportLink class keep=true /> })}
                    }
                })}
            </p>
            {move || removal.get().map(|removal| {
                let stage = removal.stage.code();
                let text = say(class.lang.get(), &ClassText::Removed(removal));
                view! { <p class="news" role="status" data-removal=stage>{text}</p> }
            })}
            // At the top: which class (or group), and what goes between
            // tablets; then the grid read at a glance, each pupil opened on
            // a tap, and the class's list to change.
            <ClassChoice class />
            <Share class />
            <Show when=chosen>
                <div class="class-actions">
                    <button type="button" class="secondary" data-action="class-wall" on:click=move |_| wall.set(true)>
                        {class.say(ClassText::ShowOnWall)}
                    </button>
                    <button type="button" class="secondary" data-action="class-report" on:click=move |_| report.set(Some(Report::Class))>
                        {class.say(ClassText::ClassReport)}
                    </button>
                </div>
                <StarsGrid class />
                <EachPupil class report />
                <WhatToTeach class />
            </Show>
            <ListForm class />
            <OldNotes class />
        </section>
        }
    };
    move || {
        if wall.get() {
            view! { <Wall class wall /> }.into_any()
        } else if let Some(shown) = report.get() {
            view! { <ReportView class shown report /> }.into_any()
        } else {
            screen().into_any()
        }
    }
}

/// The classes on this device, and a new one.
#[component]
fn ClassChoice(class: Class) -> impl IntoView {
    let classes = move || {
        class.book.with(|b| {
            b.classes()
                .into_iter()
                .map(|(id, c)| (id, c.name.as_str().to_string()))
                .collect::<Vec<_>>()
        })
    };
    view! {
        <div class="class-choice" role="group" aria-label=class.say(ClassText::Classes)>
            <For each=classes key=|c| c.clone() children=move |(id, name)| view! {
                <button type="button" class="secondary" data-class=name.clone()
                    aria-pressed=move || (class.chosen.get() == Some(id)).to_string()
                    on:click=move |_| { class.chosen.set(Some(id)); class.said.set(None); }>
                    {name.clone()}
                </button>
            } />
            <button type="button" class="secondary" data-action="new-class"
                aria-pressed=move || class.chosen.get().is_none().to_string()
                on:click=move |_| { class.chosen.set(None); class.said.set(None); }>
                {class.say(ClassText::NewClass)}
            </button>
        </div>
    }
}

thread_local! {
    static REMOVAL: ArcRwSignal<Option<Removal>> = ArcRwSignal::new(None);
}

/// What became on the school server of the pupils deleted last (none
/// before a deletion on this page): the school server's sync writes it,
/// the class screen shows it.
pub(super) fn removal() -> ArcRwSignal<Option<Removal>> {
    REMOVAL.with(Clone::clone)
}

/// Today, as the class book counts days.
fn today() -> Day {
    Day(u32::try_from(browser::wall_ms() / 86_400_000).unwrap_or(u32::MAX))
}
