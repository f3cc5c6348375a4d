//! Each pupil's stars: the grid of the class, what to teach next, and each pupil's line (their
//! rules to go over, their games, old notes).

use leptos::prelude::*;

use crate::ui::browser::{self, Message};
use crate::ui::shared::picture::PupilPicture;
use crate::ui::shared::rows::rows_drawn;
use peoncito_core::class::file::outcome_code;
use peoncito_core::class::{
    ClassBook, Day, Opponent, Picture, PupilGame, PupilId, RuleStillBroken, Totals, lesson_for,
};
use peoncito_core::i18n::Lang;
use peoncito_core::i18n::class::{Against, ClassText, say};
use peoncito_core::lessons::{Course, Stage};

use super::list::{Listed, PupilGroup, pupils_of};
use super::report::Report;
use super::{Class, today};

/// What a pupil's line in the grid shows: a line is drawn again only when
/// it changes (its words too: another language draws every line again, so
/// that a line's words are plain text, not a watcher a cell).
#[derive(Clone, PartialEq, Eq, Hash)]
struct StarsLine {
    lang: Lang,
    pupil: PupilId,
    name: String,
    group: Option<String>,
    picture: Picture,
    /// The stars got and the most there are, one a lesson's stage.
    stars: Vec<(u32, u32)>,
}

/// Each pupil of the chosen class, as `line` reads them in the book, in
/// the page's language.
fn lines<T>(class: Class, line: impl Fn(&ClassBook, Lang, Listed) -> T) -> Vec<T> {
    let pupils = pupils_of(class);
    let lang = class.lang.get();
    class
        .book
        .with(|b| pupils.into_iter().map(|p| line(b, lang, p)).collect())
}

fn stars_lines(class: Class, stages: &[Stage]) -> Vec<StarsLine> {
    lines(class, |b, lang, p| StarsLine {
        lang,
        pupil: p.pupil,
        stars: stages.iter().map(|s| b.stage_stars(p.pupil, s)).collect(),
        name: p.name,
        group: p.group,
        picture: p.picture,
    })
}

/// Each pupil's stars in each lesson's stage, drawn to read at a glance
/// (a shape and a colour: none yet, some, every star; the numbers as the
/// mark's name for a screen reader, and on hover). A pupil's name opens
/// their notes below.
#[component]
pub(super) fn StarsGrid(class: Class) -> impl IntoView {
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
                {move || {
                    // Another class is drawn from its first rows again.
                    class.chosen.track();
                    let lines = Memo::new(move |_| stars_lines(class, stages));
                    let drawn = rows_drawn(Memo::new(move |_| lines.with(Vec::len)));
                    view! {
                        <For each=move || lines.get().into_iter().take(drawn.get())
                            key=|line| line.clone()
                            children=move |line| stars_row(class, stages, line) />
                    }
                }}
            </tbody>
        </table>
        </div>
    }
}

fn stars_row(class: Class, stages: &'static [Stage], line: StarsLine) -> impl IntoView {
    let StarsLine {
        lang,
        pupil,
        name,
        group,
        picture,
        stars,
    } = line;
    view! {
        <tr data-pupil=name.clone()>
            <th scope="row">
                <button type="button" class="link-button" data-action="open-pupil"
                    on:click=move |_| open_pupil(class, pupil)>
                    <PupilPicture picture />" "{name.clone()}
                </button>
                <PupilGroup group />
            </th>
            {stages.iter().zip(stars).map(|(stage, (got, of))| {
                let text = say(lang, &ClassText::StageStars { got, of });
                let label = text.clone();
                let (mark, level) = match (got, of) {
                    (0, _) => ("○", "none"),
                    (got, of) if got >= of => ("★", "all"),
                    _ => ("◐", "some"),
                };
                view! {
                    // The mark named as a picture: one box a cell, where a
                    // hidden text for screen readers was one more laid out
                    // apart (a class of 300 has 6 300 cells).
                    <td data-stage=stage.id data-stars=got.to_string() data-star-mark=level title=text>
                        <span role="img" aria-label=label>{mark}</span>
                    </td>
                }
            }).collect_view()}
        </tr>
    }
}

/// The element id of a pupil's notes.
pub(super) fn pupil_anchor(pupil: PupilId) -> String {
    format!("pupil-{}", peoncito_core::class::Roster::key(pupil))
}

/// Opens a pupil's notes and brings them into view.
pub(super) fn open_pupil(class: Class, pupil: PupilId) {
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
pub(super) fn WhatToTeach(class: Class) -> impl IntoView {
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

/// What a pupil's notes show: notes are drawn again only when they change
/// (their language too, as a grid's line).
#[derive(Clone, PartialEq, Eq, Hash)]
struct NotesLine {
    lang: Lang,
    pupil: PupilId,
    name: String,
    picture: Picture,
    rules: Vec<RuleStillBroken>,
    games: Vec<PupilGame>,
    /// The day before which notes were folded, and what they counted.
    folded: Option<(Day, Totals)>,
}

fn notes_lines(class: Class) -> Vec<NotesLine> {
    lines(
        class,
        |b,
         lang,
         Listed {
             pupil,
             name,
             picture,
             ..
         }| NotesLine {
            lang,
            pupil,
            name,
            picture,
            rules: b.rules_still_broken(pupil, today()),
            games: b.games_of(pupil),
            folded: b
                .folded(pupil)
                .filter(|f| f.totals != Totals::default())
                .map(|f| (f.before, f.totals.clone())),
        },
    )
}

/// Each pupil, one line a pupil that opens on a tap: the rules they still
/// break, with the trend, and their games, each opened on the board, and
/// their report to print. Only on the teacher's screen, never on the wall.
#[component]
pub(super) fn EachPupil(class: Class, report: RwSignal<Option<Report>>) -> impl IntoView {
    // The pupil whose deletion waits for a yes.
    let deleting = RwSignal::new(None::<PupilId>);
    view! {
        <section class="each-pupil">
            {move || {
                // Another class is drawn from its first pupils again.
                class.chosen.track();
                let lines = Memo::new(move |_| notes_lines(class));
                let drawn = rows_drawn(Memo::new(move |_| lines.with(Vec::len)));
                view! {
                    <For each=move || lines.get().into_iter().take(drawn.get())
                        key=|line| line.clone()
                        children=move |line| pupil_notes(class, report, deleting, line) />
                }
            }}
        </section>
    }
}

/// One pupil's notes, closed until the teacher opens them.
fn pupil_notes(
    class: Class,
    report: RwSignal<Option<Report>>,
    deleting: RwSignal<Option<PupilId>>,
    line: NotesLine,
) -> impl IntoView {
    let NotesLine {
        lang,
        pupil,
        name,
        picture,
        rules,
        games,
        folded,
    } = line;
    let title = say(lang, &ClassText::RulesTitle(name.clone()));
    let summary = say(
        lang,
        &ClassText::PupilSummary {
            rules: rules.len(),
            games: games.len(),
        },
    );
    let delete = say(lang, &ClassText::DeletePupil(name.clone()));
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
                " · "{summary}
            </summary>
            <h4>{title}</h4>
            {if rules.is_empty() {
                view! { <p>{say(lang, &ClassText::NoRulesBroken)}</p> }.into_any()
            } else {
                view! {
                    <ul>
                        {rules.into_iter().map(|r| view! {
                            <li data-reason=r.reason.code() data-count=r.count.to_string()>
                                {say(lang, &ClassText::RuleCount { reason: r.reason, count: r.count, trend: r.trend })}
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
                    <p class="hint" data-folded-before=before.0.to_string()>{say(lang, &text)}</p>
                })
            })}
            <PupilGames class lang games />
            <button type="button" class="secondary" data-action="pupil-report"
                on:click=move |_| report.set(Some(Report::Pupil(pupil)))>
                {say(lang, &ClassText::PupilReport)}
            </button>
            <Show when=move || deleting.get() == Some(pupil) fallback=move || {
                let delete = delete.clone();
                view! {
                    <button type="button" class="secondary" data-action="delete-pupil"
                        on:click=move |_| deleting.set(Some(pupil))>
                        {delete}
                    </button>
                }
            }>
                <span role="alert">{say(lang, &ClassText::ConfirmDeletePupil)}</span>
                <button type="button" class="secondary" data-action="confirm-delete-pupil" on:click=move |_| {
                    class.change(|b| b.delete_pupil(class.device, pupil));
                    deleting.set(None);
                }>
                    {confirm.clone()}
                </button>
            </Show>
        </details>
    }
}

/// A pupil's games, the latest first, each opened on the board to replay.
#[component]
pub(super) fn PupilGames(class: Class, lang: Lang, games: Vec<PupilGame>) -> impl IntoView {
    let title = view! { <h5 class="games-title">{say(lang, &ClassText::GamesTitle)}</h5> };
    if games.is_empty() {
        return view! { {title}<p>{say(lang, &ClassText::NoGames)}</p> }.into_any();
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
                        {say(lang, &text)}
                        {record.map(|record| view! {
                            " "
                            <button type="button" class="secondary" data-action="open-game" on:click=move |_| {
                                browser::leave(Message::OpenGame, &record);
                            }>
                                {say(lang, &ClassText::OpenGame)}
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
pub(super) fn OldNotes(class: Class) -> impl IntoView {
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
