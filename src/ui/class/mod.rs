//! The teacher's class screen, in the teacher's wasm beside the
//! tournament's (mounted once in `#class-root`, shown behind the PIN):
//! the class lists, each pupil's stars in each lesson, the rules each
//! still breaks, what to teach the class next, and the class's file to
//! share between tablets. Thin over `peoncito_core::class`.

use leptos::prelude::*;
use leptos::task::spawn_local;

use super::browser::{self, Message};
use super::device_store;
use super::qr_camera::{Camera, read_photo};
use super::shared::picture::PupilPicture;
use peoncito_core::class::file::outcome_code;
use peoncito_core::class::qr_pieces::{self, Gathered, Gathering};
use peoncito_core::class::{
    ClassBook, ClassBookRecord, ClassError, ClassId, Day, DeviceId, NotesRecord, Opponent,
    PupilGame, PupilId, Totals, lesson_for, read_list,
};
use peoncito_core::i18n::Lang;
use peoncito_core::i18n::class::{Against, ClassText, say};
use peoncito_core::i18n::tournament::{TournamentText, say as say_tournament};
use peoncito_core::lessons::Course;
use peoncito_core::records::Written;
use peoncito_core::sync::removal::Removal;
use peoncito_core::tournament::qr;

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
    browser::write_key(browser::CLASS_ROSTER_KEY, &book.roster());
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
                    view! {
                        <span data-merged=merged.then_some("") data-not-kept=not_kept.then_some("")>
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

/// A report to print: the class's, or one pupil's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Report {
    Class,
    Pupil(PupilId),
}

/// The report on paper, for each pupil of it: what they can do (the
/// lessons with every star) and what they still confuse (the rules they
/// broke in the last two weeks), for the teacher and the family.
#[component]
fn ReportView(class: Class, shown: Report, report: RwSignal<Option<Report>>) -> impl IntoView {
    let stages = &Course::shipped().stages;
    let today = today();
    let title = untrack(|| class.chosen_name()).and_then(|name| {
        Some(ClassText::ReportTitle {
            class: name,
            day: today.date()?,
        })
    });
    let pupils = untrack(|| pupils_of(class))
        .into_iter()
        .filter(|(id, ..)| shown == Report::Class || shown == Report::Pupil(*id));
    view! {
        <section class="class-report" data-report=if shown == Report::Class { "class" } else { "pupil" }>
            <div class="paper-actions class-actions">
                <button type="button" class="primary" data-action="print" on:click=move |_| browser::print()>
                    {class.say(ClassText::Print)}
                </button>
                <button type="button" class="secondary" data-action="leave-report" on:click=move |_| report.set(None)>
                    {class.say(ClassText::BackToClass)}
                </button>
            </div>
            {title.map(|title| view! { <h2>{move || say(class.lang.get(), &title)}</h2> })}
            {pupils.map(|(pupil, name, picture)| {
                let (can_do, rules) = class.book.with_untracked(|b| {
                    let can_do: Vec<&'static peoncito_core::lessons::Stage> = stages
                        .iter()
                        .filter(|stage| {
                            let (got, of) = b.stage_stars(pupil, stage);
                            of > 0 && got >= of
                        })
                        .collect();
                    (can_do, b.rules_still_broken(pupil, today))
                });
                let confuses = ClassText::RulesTitle(name.clone());
                view! {
                    <article class="pupil-report" data-report-pupil=name.clone()>
                        <h3><PupilPicture picture />" "{name.clone()}</h3>
                        <h4>{class.say(ClassText::CanDo)}</h4>
                        {if can_do.is_empty() {
                            view! { <p>{class.say(ClassText::NothingFinished)}</p> }.into_any()
                        } else {
                            view! {
                                <ul data-can-do="">
                                    {can_do.into_iter().map(|stage| view! {
                                        <li data-stage=stage.id>{move || stage.title.get(class.lang.get())}</li>
                                    }).collect_view()}
                                </ul>
                            }.into_any()
                        }}
                        <h4>{move || say(class.lang.get(), &confuses)}</h4>
                        {if rules.is_empty() {
                            view! { <p>{class.say(ClassText::NoRulesBroken)}</p> }.into_any()
                        } else {
                            view! {
                                <ul data-confuses="">
                                    {rules.into_iter().map(|r| view! {
                                        <li data-reason=r.reason.code()>
                                            {move || say(class.lang.get(), &ClassText::RuleCount { reason: r.reason, count: r.count, trend: r.trend })}
                                        </li>
                                    }).collect_view()}
                                </ul>
                            }.into_any()
                        }}
                    </article>
                }
            }).collect_view()}
        </section>
    }
}

/// The class on the projector: only what praises — each pupil's stars
/// and lessons finished, never a mistake.
#[component]
fn Wall(class: Class, wall: RwSignal<bool>) -> impl IntoView {
    let stages = &Course::shipped().stages;
    let name = move || {
        class.chosen.get().and_then(|id| {
            class
                .book
                .with(|b| b.class(id).map(|c| c.name.as_str().to_string()))
        })
    };
    view! {
        <section class="class-wall" data-class-wall="" aria-labelledby="class-wall-title">
            <button type="button" class="secondary" data-action="leave-class-wall" on:click=move |_| wall.set(false)>
                {class.say(ClassText::LeaveWall)}
            </button>
            <h2 id="class-wall-title">{name}</h2>
            <ul class="praise">
                {move || pupils_of(class).into_iter().map(|(pupil, name, picture)| {
                    let (stars, lessons) = class.book.with(|b| b.praise(pupil, stages));
                    view! {
                        <li data-pupil=name.clone() data-stars=stars.to_string()>
                            <PupilPicture picture />
                            <span class="name">{name.clone()}</span>
                            <span class="stars">{move || say(class.lang.get(), &ClassText::Praise { stars, lessons })}</span>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </section>
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

/// The class's name and list, typed or pasted, and saved.
#[component]
fn ListForm(class: Class) -> impl IntoView {
    let name = RwSignal::new(String::new());
    let list = RwSignal::new(String::new());
    // The chosen class's name and list fill the fields, and follow the
    // class as it changes (a pupil deleted, a tablet's merge) while the
    // teacher has not typed in them: a deleted pupil left in the list
    // would come back with "Save".
    let filled = StoredValue::new((None, String::new(), String::new()));
    Effect::new(move |_| {
        let chosen = class.chosen.get();
        let (n, l) = class.book.with(|b| match chosen {
            Some(id) => (
                b.class(id)
                    .map(|c| c.name.as_str().to_string())
                    .unwrap_or_default(),
                b.list_text(id),
            ),
            None => (String::new(), String::new()),
        });
        let (was, was_name, was_list) = filled.get_value();
        let untouched = name.get_untracked() == was_name && list.get_untracked() == was_list;
        if was != chosen || untouched {
            name.set(n.clone());
            list.set(l.clone());
            filled.set_value((chosen, n, l));
        }
    });
    let problems = move || read_list(&list.get()).problems;
    let confirming = RwSignal::new(false);
    let save = move |_| {
        let read = read_list(&list.get_untracked());
        let typed = name.get_untracked();
        let mut outcome = Ok(None);
        let kept = class.change(|b| {
            outcome = match class.chosen.get_untracked() {
                Some(id) => b
                    .rename_class(class.device, id, &typed)
                    .and_then(|()| b.set_pupils(class.device, id, &read).map(|()| None)),
                None => b.add_class(class.device, &typed, &read).map(Some),
            };
        });
        match outcome {
            Ok(made) => {
                if let Some(id) = made {
                    class.chosen.set(Some(id));
                }
                // Otherwise the screen already says why it was not kept.
                if kept {
                    class.say_once_kept(ClassText::Saved);
                }
            }
            Err(why) => class.said.set(Some(match why {
                ClassError::NoClassName => ClassText::NoClassName,
                ClassError::NoPupils | ClassError::NoSuchClass => ClassText::NoPupils,
            })),
        }
    };
    view! {
        <form class="class-list" on:submit=move |ev| ev.prevent_default()>
            <label class="stacked">
                <span>{class.say(ClassText::ClassNameLabel)}</span>
                <input type="text" data-field="class-name" maxlength="40" autocomplete="off"
                    prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev)) />
            </label>
            <label class="stacked">
                <span>{class.say(ClassText::ListLabel)}</span>
                <textarea data-field="class-list" rows="8" autocomplete="off"
                    prop:value=move || list.get() on:input=move |ev| list.set(event_target_value(&ev))></textarea>
            </label>
            <p class="hint">{class.say(ClassText::ListHint)}</p>
            <ul class="list-problems">
                {move || problems().into_iter().map(|(line, problem)| view! {
                    <li>{move || say_tournament(class.lang.get(), &TournamentText::ListLine { line, problem: problem.clone() })}</li>
                }).collect_view()}
            </ul>
            <div class="class-actions">
                <button type="button" data-action="save-class" on:click=save>{class.say(ClassText::Save)}</button>
                <Show when=move || class.chosen.get().is_some()>
                    <Show when=move || confirming.get() fallback=move || view! {
                        <button type="button" class="secondary" data-action="delete-class"
                            on:click=move |_| confirming.set(true)>{class.say(ClassText::DeleteClass)}</button>
                    }>
                        <span role="alert">{class.say(ClassText::ConfirmDelete)}</span>
                        <button type="button" class="secondary" data-action="confirm-delete-class" on:click=move |_| {
                            if let Some(id) = class.chosen.get_untracked() {
                                class.change(|b| b.delete_class(class.device, id));
                            }
                            confirming.set(false);
                            class.chosen.set(class.book.with_untracked(|b| b.classes().first().map(|(id, _)| *id)));
                        }>{class.say(ClassText::DeleteClass)}</button>
                    </Show>
                </Show>
            </div>
        </form>
    }
}

/// The chosen class's pupils, each with their picture.
fn pupils_of(
    class: Class,
) -> Vec<(
    peoncito_core::class::PupilId,
    String,
    peoncito_core::class::Picture,
)> {
    let Some(id) = class.chosen.get() else {
        return Vec::new();
    };
    class.book.with(|b| {
        let pictures = b.pictures(id);
        b.pupils(id)
            .into_iter()
            .map(|(pupil, p)| {
                let picture =
                    peoncito_core::class::picture_in(&pictures, pupil).unwrap_or(p.picture);
                (pupil, p.name.as_str().to_string(), picture)
            })
            .collect()
    })
}

/// Each pupil's stars in each lesson's stage, drawn to read at a glance
/// (a shape and a colour: none yet, some, every star; the numbers for a
/// screen reader and on hover). A pupil's name opens their notes below.
#[component]
fn StarsGrid(class: Class) -> impl IntoView {
    let stages = &Course::shipped().stages;
    view! {
        <div class="table-scroll" tabindex="0" role="region" aria-label=class.say(ClassText::StarsTitle)>
        <table class="class-grid">
            <caption>{class.say(ClassText::StarsTitle)}</caption>
            <thead><tr>
                <th scope="col">{class.say(ClassText::PupilColumn)}</th>
                {stages.iter().map(|stage| view! {
                    <th scope="col" class="stage-head" data-stage=stage.id>
                        <span>{move || stage.title.get(class.lang.get())}</span>
                    </th>
                }).collect_view()}
            </tr></thead>
            <tbody>
                {move || pupils_of(class).into_iter().map(|(pupil, name, picture)| view! {
                    <tr data-pupil=name.clone()>
                        <th scope="row">
                            <button type="button" class="link-button" data-action="open-pupil"
                                on:click=move |_| open_pupil(class, pupil)>
                                <PupilPicture picture />" "{name.clone()}
                            </button>
                        </th>
                        {stages.iter().map(|stage| {
                            let (got, of) = class.book.with(|b| b.stage_stars(pupil, stage));
                            let text = move || say(class.lang.get(), &ClassText::StageStars { got, of });
                            let (mark, level) = match (got, of) {
                                (0, _) => ("○", "none"),
                                (got, of) if got >= of => ("★", "all"),
                                _ => ("◐", "some"),
                            };
                            view! {
                                <td data-stage=stage.id data-stars=got.to_string() data-star-mark=level title=text>
                                    <span aria-hidden="true">{mark}</span>
                                    <span class="sr-only">{text}</span>
                                </td>
                            }
                        }).collect_view()}
                    </tr>
                }).collect_view()}
            </tbody>
        </table>
        </div>
    }
}

/// The element id of a pupil's notes.
fn pupil_anchor(pupil: PupilId) -> String {
    format!("pupil-{}", peoncito_core::class::Roster::key(pupil))
}

/// Opens a pupil's notes and brings them into view.
fn open_pupil(class: Class, pupil: PupilId) {
    class.opened.update(|o| {
        if !o.contains(&pupil) {
            o.push(pupil);
        }
    });
    request_animation_frame(move || {
        if let Some(notes) = document().get_element_by_id(&pupil_anchor(pupil)) {
            notes.scroll_into_view_with_bool(true);
        }
    });
}

/// The rules most pupils still break, each with the lesson that teaches
/// it.
#[component]
fn WhatToTeach(class: Class) -> impl IntoView {
    let rules = move || {
        let Some(id) = class.chosen.get() else {
            return Vec::new();
        };
        class.book.with(|b| b.what_to_teach(id, today()))
    };
    view! {
        <section class="what-to-teach" aria-labelledby="what-to-teach">
            <h3 id="what-to-teach">{class.say(ClassText::WhatToTeach)}</h3>
            <Show when=move || !rules().is_empty() fallback=move || view! {
                <p>{class.say(ClassText::NothingToTeach)}</p>
            }>
                <ul>
                    {move || rules().into_iter().map(|(reason, pupils)| view! {
                        <li data-teach=lesson_for(reason).unwrap_or("") data-reason=reason.code()>
                            {move || say(class.lang.get(), &ClassText::PupilsBreakIt { reason, pupils })}
                            {lesson_for(reason).map(|stage| view! {
                                " "
                                <button type="button" class="secondary" data-action="project-teach" on:click=move |_| {
                                    browser::leave(Message::ProjectLesson, stage);
                                }>
                                    {class.say(ClassText::ProjectLesson)}
                                </button>
                            })}
                        </li>
                    }).collect_view()}
                </ul>
            </Show>
        </section>
    }
}

/// Each pupil, one line a pupil that opens on a tap: the rules they still
/// break, with the trend, and their games, each opened on the board, and
/// their report to print. Only on the teacher's screen, never on the wall.
#[component]
fn EachPupil(class: Class, report: RwSignal<Option<Report>>) -> impl IntoView {
    // The pupil whose deletion waits for a yes.
    let deleting = RwSignal::new(None::<PupilId>);
    view! {
        <section class="each-pupil">
            {move || pupils_of(class).into_iter().map(|(pupil, name, picture)| {
                let (rules, games, folded) = class.book.with(|b| {
                    let folded = b
                        .folded(pupil)
                        .filter(|f| f.totals != Totals::default())
                        .map(|f| (f.before, f.totals.clone()));
                    (b.rules_still_broken(pupil, today()), b.games_of(pupil), folded)
                });
                let title = ClassText::RulesTitle(name.clone());
                let summary = ClassText::PupilSummary { rules: rules.len(), games: games.len() };
                let delete = ClassText::DeletePupil(name.clone());
                let confirm = delete.clone();
                view! {
                    <details class="pupil-rules" id=pupil_anchor(pupil) data-pupil-rules=name.clone()
                        prop:open=move || class.opened.with(|o| o.contains(&pupil))
                        on:toggle=move |ev| {
                            let open = event_target::<web_sys::Element>(&ev).has_attribute("open");
                            class.opened.update(|o| {
                                o.retain(|p| *p != pupil);
                                if open {
                                    o.push(pupil);
                                }
                            });
                        }>
                        <summary data-action="open-pupil">
                            <PupilPicture picture />" "<strong>{name.clone()}</strong>
                            " · "{move || say(class.lang.get(), &summary)}
                        </summary>
                        <h4>{move || say(class.lang.get(), &title)}</h4>
                        {if rules.is_empty() {
                            view! { <p>{class.say(ClassText::NoRulesBroken)}</p> }.into_any()
                        } else {
                            view! {
                                <ul>
                                    {rules.into_iter().map(|r| view! {
                                        <li data-reason=r.reason.code() data-count=r.count.to_string()>
                                            {move || say(class.lang.get(), &ClassText::RuleCount { reason: r.reason, count: r.count, trend: r.trend })}
                                        </li>
                                    }).collect_view()}
                                </ul>
                            }.into_any()
                        }}
                        {folded.map(|(before, totals)| {
                            let text = before.date().map(|before| ClassText::FoldedTotals {
                                before,
                                refused: totals.refused_moves(),
                                illegal_moves: totals.illegal_moves,
                                calls: totals.calls,
                            });
                            text.map(|text| view! {
                                <p class="hint" data-folded-before=before.0.to_string()>
                                    {move || say(class.lang.get(), &text)}
                                </p>
                            })
                        })}
                        <PupilGames class games />
                        <button type="button" class="secondary" data-action="pupil-report"
                            on:click=move |_| report.set(Some(Report::Pupil(pupil)))>
                            {class.say(ClassText::PupilReport)}
                        </button>
                        <Show when=move || deleting.get() == Some(pupil) fallback=move || {
                            let delete = delete.clone();
                            view! {
                                <button type="button" class="secondary" data-action="delete-pupil"
                                    on:click=move |_| deleting.set(Some(pupil))>
                                    {move || say(class.lang.get(), &delete)}
                                </button>
                            }
                        }>
                            <span role="alert">{class.say(ClassText::ConfirmDeletePupil)}</span>
                            <button type="button" class="secondary" data-action="confirm-delete-pupil" on:click=move |_| {
                                class.change(|b| b.delete_pupil(class.device, pupil));
                                deleting.set(None);
                            }>
                                {let confirm = confirm.clone(); move || say(class.lang.get(), &confirm)}
                            </button>
                        </Show>
                    </details>
                }
            }).collect_view()}
        </section>
    }
}

/// A pupil's games, the latest first, each opened on the board to replay.
#[component]
fn PupilGames(class: Class, games: Vec<PupilGame>) -> impl IntoView {
    let title = view! { <h5 class="games-title">{class.say(ClassText::GamesTitle)}</h5> };
    if games.is_empty() {
        return view! { {title}<p>{class.say(ClassText::NoGames)}</p> }.into_any();
    }
    let against = move |opponent: Opponent| match opponent {
        Opponent::Classmate(id) => class
            .book
            .with_untracked(|b| b.pupil(id).map(|p| p.name.as_str().to_string()))
            .map_or(Against::FormerClassmate, Against::Classmate),
        Opponent::Computer(level) => Against::Computer(level),
        Opponent::Guest => Against::Guest,
    };
    view! {
        {title}
        <ul class="pupil-games">
            {games.into_iter().map(|game| {
                let text = ClassText::Game { outcome: game.outcome, against: against(game.opponent) };
                let record = game.record;
                view! {
                    <li data-game=outcome_code(game.outcome)>
                        {move || say(class.lang.get(), &text)}
                        {record.map(|record| view! {
                            " "
                            <button type="button" class="secondary" data-action="open-game" on:click=move |_| {
                                browser::leave(Message::OpenGame, &record);
                            }>
                                {class.say(ClassText::OpenGame)}
                            </button>
                        })}
                    </li>
                }
            }).collect_view()}
        </ul>
    }
    .into_any()
}

/// Old notes folded into each pupil's totals, for a device that fills.
#[component]
fn OldNotes(class: Class) -> impl IntoView {
    let fold = move |_| {
        let mut folded = 0;
        if class.change(|b| folded = b.fold_old_notes(today())) {
            class.say_once_kept(ClassText::Folded(folded));
        }
    };
    view! {
        <section class="old-notes" aria-labelledby="old-notes">
            <h3 id="old-notes">{class.say(ClassText::OldNotesTitle)}</h3>
            <p class="hint">{class.say(ClassText::OldNotesHint)}</p>
            <button type="button" class="secondary" data-action="fold-notes" on:click=fold>
                {class.say(ClassText::FoldNotes)}
            </button>
        </section>
    }
}

/// The class's file, saved to share, and another tablet's merged in;
/// or, for a tablet that cannot share files, shown as QR codes and read
/// with the camera.
#[component]
fn Share(class: Class) -> impl IntoView {
    // The same file chosen again adds nothing.
    let import = move |ev: leptos::ev::Event| {
        browser::read_chosen_file(&ev, move |text| class.merge_file(&text));
    };
    view! {
        <section class="class-share" aria-labelledby="class-share">
            <h3 id="class-share">{class.say(ClassText::ShareTitle)}</h3>
            <ExportLink class keep=false />
            <label class="stacked">
                <span>{class.say(ClassText::ImportLabel)}</span>
                <input type="file" accept=".json,application/json" data-action="import-class" on:change=import />
            </label>
            <ShowCodes class />
            <ReadCodes class />
        </section>
    }
}

/// A link that saves the class's file as the screen shows it: to share, or
/// to `keep` what the device could not.
#[component]
fn ExportLink(class: Class, keep: bool) -> impl IntoView {
    let export = move |ev: leptos::ev::MouseEvent| {
        let text = class.book.with_untracked(ClassBook::encode);
        if let Some(link) = ev
            .current_target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        {
            let _ = link.set_attribute("href", &browser::download_href(&text));
        }
    };
    view! {
        <a class="button" download=move || file_name(class) href="#" on:click=export
            data-action=if keep { "keep-class-file" } else { "export-class" }>
            {class.say(ClassText::Export)}
        </a>
    }
}

/// The class's file's name: the class shown and the day, so a teacher's
/// downloads tell one week's file from the next.
fn file_name(class: Class) -> String {
    let name = class.chosen_name();
    let day = today()
        .date()
        .map(|d| format!("-{:04}-{:02}-{:02}", d.year, d.month, d.day))
        .unwrap_or_default();
    format!(
        "{}{day}.peoncito-class.json",
        browser::file_stem(name.as_deref().unwrap_or("peoncito"))
    )
}

/// The class's file as a sequence of QR codes, one after another (the
/// teacher holds the camera in front), or stepped through by hand.
#[component]
fn ShowCodes(class: Class) -> impl IntoView {
    let pieces = RwSignal::new(None::<Vec<String>>);
    let show = move || {
        let file = class.book.with_untracked(ClassBook::encode);
        match qr_pieces::pieces(&file) {
            Some(all) => pieces.set(Some(all)),
            None => class.said.set(Some(ClassText::TooBigForCodes)),
        }
    };
    view! {
        <Show when=move || pieces.with(Option::is_some) fallback=move || view! {
            <button type="button" class="secondary" data-action="export-class-qr" on:click=move |_| show()>
                {class.say(ClassText::ShowCodes)}
            </button>
        }>
            <CodeSequence class pieces/>
        </Show>
    }
}

/// The codes shown, one after another: a timer runs only while they are.
#[component]
fn CodeSequence(class: Class, pieces: RwSignal<Option<Vec<String>>>) -> impl IntoView {
    let at = RwSignal::new(0usize);
    let playing = RwSignal::new(true);
    let count = move || pieces.with(|p| p.as_ref().map_or(0, Vec::len));
    let step = move |by: isize| {
        let n = count();
        if n > 0 {
            at.update(|i| *i = (*i as isize + by).rem_euclid(n as isize) as usize);
        }
    };
    // A code every two seconds: long enough for a camera to read it.
    let ticking = set_interval_with_handle(
        move || {
            if playing.try_get_untracked() == Some(true) {
                step(1);
            }
        },
        std::time::Duration::from_millis(2000),
    )
    .ok();
    on_cleanup(move || {
        if let Some(handle) = ticking {
            handle.clear();
        }
    });
    let code = move || {
        pieces.with(|p| {
            p.as_ref()
                .and_then(|p| p.get(at.get()))
                .and_then(|text| qr::svg(text))
        })
    };
    view! {
        <figure class="qr-sequence" data-qr-piece=move || (at.get() + 1).to_string()
            data-qr-pieces=move || count().to_string()>
            <div class="qr" role="img" aria-label=class.say(ClassText::CodesHint) inner_html=code></div>
            <figcaption>{move || say(class.lang.get(), &ClassText::CodeOf { at: at.get() + 1, of: count() })}</figcaption>
        </figure>
        <div class="qr-steps">
            <button type="button" class="secondary" data-action="previous-code" on:click=move |_| step(-1)>
                {class.say(ClassText::PreviousCode)}
            </button>
            <button type="button" class="secondary" data-action="pause-codes" aria-pressed=move || (!playing.get()).to_string()
                on:click=move |_| playing.update(|p| *p = !*p)>
                {class.say(ClassText::PauseCodes)}
            </button>
            <button type="button" class="secondary" data-action="next-code" on:click=move |_| step(1)>
                {class.say(ClassText::NextCode)}
            </button>
            <button type="button" class="secondary" data-action="hide-codes" on:click=move |_| pieces.set(None)>
                {class.say(ClassText::HideCodes)}
            </button>
        </div>
    }
}

/// Another tablet's codes read with the camera or from photos, in any
/// order, until its file is whole; then merged as a file is.
#[component]
fn ReadCodes(class: Class) -> impl IntoView {
    let camera = Camera::for_screen();
    let gathering = StoredValue::new(Gathering::default());
    let progress = RwSignal::new(None::<(usize, usize)>);
    // Whether to look for another code.
    let seen = move |code: String| match gathering.try_update_value(|g| g.add(&code)) {
        Some(Gathered::Piece { have, of }) => {
            progress.set(Some((have, of)));
            true
        }
        Some(Gathered::Whole(file)) => {
            progress.set(None);
            class.merge_file(&file);
            false
        }
        Some(Gathered::DamagedPiece { have, of }) => {
            progress.set(Some((have, of)));
            class.said.set(Some(ClassText::CodeReadBadly));
            true
        }
        Some(Gathered::Damaged) => {
            progress.set(None);
            class.said.set(Some(ClassText::CodesDamaged));
            false
        }
        Some(Gathered::NotAPiece) => {
            class.said.set(Some(ClassText::NotClassCodes));
            true
        }
        None => false,
    };
    let photos = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let files: Vec<web_sys::File> = input
            .files()
            .map(|list| (0..list.length()).filter_map(|i| list.get(i)).collect())
            .unwrap_or_default();
        input.set_value("");
        spawn_local(async move {
            for file in files {
                match read_photo(file).await {
                    Some(code) => _ = seen(code),
                    None => class.said.set(Some(ClassText::NoCodeSeen)),
                }
            }
        });
    };
    view! {
        <div class="read-codes">
            <Show when=move || camera.on.get() fallback=move || view! {
                <button type="button" class="secondary" data-action="scan-class" on:click=move |_| {
                    camera.start(seen, move || class.said.set(Some(ClassText::NoCamera)));
                }>
                    {class.say(ClassText::ReadCodes)}
                </button>
            }>
                <button type="button" class="secondary" data-action="stop-scan" on:click=move |_| camera.stop()>
                    {class.say(ClassText::StopCamera)}
                </button>
            </Show>
            <video node_ref=camera.video class="scanner" playsinline="" muted=""
                hidden=move || !camera.on.get() aria-label=class.say(ClassText::ReadCodes)></video>
            <label class="stacked">
                <span>{class.say(ClassText::CodePhotos)}</span>
                <input type="file" accept="image/*" multiple="" data-field="class-qr-photo" on:change=photos />
            </label>
            {move || progress.get().map(|(have, of)| view! {
                <p role="status" data-qr-read=have.to_string() data-qr-of=of.to_string()>
                    {move || say(class.lang.get(), &ClassText::CodesRead { have, of })}
                </p>
            })}
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
