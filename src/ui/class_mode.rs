//! Class mode on the board: when the teacher turns it on, the board and
//! the lessons first ask "Who are you?" (a picture and a name for each
//! pupil of the device's classes, and a guest), and the pupil's badge
//! hands the board to someone else. Switching pupil never touches the
//! game in play; what the pupil does is noted by `at_board`.

use leptos::prelude::*;

use super::at_board::{Who, choose, roster, who};
use super::class::PupilPicture;
use super::dialog::Dialog;
use super::state::{AppState, Screen};
use crate::i18n::Text;

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
