//! The class's grid on the wall, for the whole class to see.

use leptos::prelude::*;

use crate::ui::shared::picture::PupilPicture;
use peoncito_core::i18n::class::{ClassText, say};
use peoncito_core::lessons::Course;

use super::Class;
use super::list::{Listed, pupils_of};

/// The class on the projector: only what praises — each pupil's stars
/// and lessons finished, never a mistake.
#[component]
pub(super) fn Wall(class: Class, wall: RwSignal<bool>) -> impl IntoView {
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
                {move || pupils_of(class).into_iter().map(|Listed { pupil, name, picture, .. }| {
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
