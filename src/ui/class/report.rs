//! The printable reports: the class's, and one pupil's (what each can do, what each still
//! confuses).

use leptos::prelude::*;

use crate::ui::browser;
use crate::ui::shared::picture::PupilPicture;
use peoncito_core::class::PupilId;
use peoncito_core::i18n::class::{ClassText, say};
use peoncito_core::lessons::Course;

use super::list::{Listed, PupilGroup, pupils_of};
use super::{Class, today};

/// A report to print: the class's, or one pupil's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Report {
    Class,
    Pupil(PupilId),
}

/// The report on paper, for each pupil of it: what they can do (the
/// lessons with every star) and what they still confuse (the rules they
/// broke in the last two weeks), for the teacher and the family.
#[component]
pub(super) fn ReportView(
    class: Class,
    shown: Report,
    report: RwSignal<Option<Report>>,
) -> impl IntoView {
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
        .filter(|p| shown == Report::Class || shown == Report::Pupil(p.pupil));
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
            {pupils.map(|Listed { pupil, name, group, picture }| {
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
                        <h3><PupilPicture picture />" "{name.clone()}<PupilGroup group /></h3>
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
