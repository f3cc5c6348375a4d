//! The class's list typed or pasted: pupils added, renamed and taken off.

use leptos::prelude::*;

use peoncito_core::class::{ClassError, Picture, PupilId, picture_in, read_list};
use peoncito_core::i18n::class::ClassText;
use peoncito_core::i18n::tournament::{TournamentText, say as say_tournament};

use super::Class;

/// The class's name and list, typed or pasted, and saved.
#[component]
pub(super) fn ListForm(class: Class) -> impl IntoView {
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
                    class.say_once_kept(match read.told_apart() {
                        names if names.is_empty() => ClassText::Saved,
                        names => ClassText::SavedToldApart(names),
                    });
                }
            }
            Err(why) => class.said.set(Some(match why {
                ClassError::NoClassName => ClassText::NoClassName,
                ClassError::NoPupils | ClassError::NoSuchClass => ClassText::NoPupils,
                ClassError::TooManyChanges => ClassText::TooManyChanges,
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

/// A pupil of the chosen class, as its screens show them.
pub(super) struct Listed {
    pub pupil: PupilId,
    pub name: String,
    /// The group typed after the name ("Lucía; 4.º B"), shown beside it:
    /// it tells apart pupils who share a name.
    pub group: Option<String>,
    pub picture: Picture,
}

/// A pupil's group beside their name, where the list gave one.
#[component]
pub(super) fn PupilGroup(group: Option<String>) -> impl IntoView {
    group.map(|group| view! { " "<span class="pupil-group">"("{group}")"</span> })
}

/// The chosen class's pupils, each with their picture.
pub(super) fn pupils_of(class: Class) -> Vec<Listed> {
    let Some(id) = class.chosen.get() else {
        return Vec::new();
    };
    class.book.with(|b| {
        let pictures = b.pictures(id);
        b.pupils(id)
            .into_iter()
            .map(|(pupil, p)| Listed {
                pupil,
                name: p.name.as_str().to_string(),
                group: p.group_beside_name().map(|g| g.as_str().to_string()),
                picture: picture_in(&pictures, pupil).unwrap_or(p.picture),
            })
            .collect()
    })
}
