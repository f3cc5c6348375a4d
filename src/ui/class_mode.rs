//! Class mode on the board: when the teacher turns it on, the board and
//! the lessons first ask "Who are you?" (a picture and a name for each
//! pupil of the device's classes, and a guest), and the pupil's badge
//! hands the board to someone else — unless the teacher locked the
//! tablet to a pupil or a pair. Switching pupil never touches the game
//! in play; what the pupils do is noted by `at_board`.

use leptos::prelude::*;
use shakmaty::Color;

use super::at_board::{choose, roster, seat};
use super::class::PupilPicture;
use super::dialog::Dialog;
use super::state::{AppState, Screen};
use crate::class::{Locked, OnRoster, Roster, Seat};
use crate::i18n::Text;

/// "Who are you?" over the board and the lessons, while class mode is on
/// and nobody has been chosen.
#[component]
pub fn WhoAreYou() -> impl IntoView {
    let state = expect_context::<AppState>();
    let seat = seat();
    // Class mode off: nobody is noted, and no tablet stays locked.
    Effect::new(move |_| {
        if !state.settings.with(|s| s.class_mode) && seat.get_untracked() != Seat::Unknown {
            choose(Seat::Unknown);
        }
    });
    // A pair at the board: their names go into the game's heading.
    Effect::new(move |_| {
        if !seat.with(|s| matches!(s, Seat::Locked(Locked::Pair { .. }))) {
            return;
        }
        let named = state
            .table
            .with(|t| seat.with(|s| s.named(t.game().heading(), !t.game().moves().is_empty())));
        if let Some(heading) = named {
            state.set_heading(heading);
        }
    });
    let asking = move || {
        state.settings.with(|s| s.class_mode)
            && seat.get() == Seat::Unknown
            && matches!(state.screen.get(), Screen::Game | Screen::Lessons)
            && !state.teacher_open.get()
    };
    let pupils = move || roster().0;
    view! {
        <Show when=asking>
            // Escape, as a closed dialog, leaves the board to a guest.
            <Dialog class="who-are-you" title=Text::WhoAreYou title_id="who-title"
                on_close=Callback::new(|()| choose(Seat::Guest))>
                {pupils().into_iter().map(|(class, pupils)| view! {
                    <section class="who-class">
                        <h3>{class}</h3>
                        <div class="who-grid">
                            {pupils.into_iter().map(|pupil| {
                                let name = pupil.name.clone();
                                let picture = pupil.picture;
                                view! {
                                    <button type="button" class="who-button" data-pupil=name.clone()
                                        on:click=move |_| choose(Seat::Chosen(pupil.clone()))>
                                        <PupilPicture picture />
                                        <span>{name.clone()}</span>
                                    </button>
                                }
                            }).collect_view()}
                        </div>
                    </section>
                }).collect_view()}
                <div class="who-others">
                    <button type="button" class="secondary" data-action="guest" on:click=move |_| choose(Seat::Guest)>
                        {state.say(Text::Guest)}
                    </button>
                    // The teacher's panel (behind the PIN), to keep the tablet
                    // for a pupil or a pair.
                    <button type="button" class="secondary" data-action="who-teacher"
                        on:click=move |_| state.teacher_open.set(true)>
                        {state.say(Text::TeacherButton)}
                    </button>
                </div>
            </Dialog>
        </Show>
    }
}

/// Who is at the board, and the way to hand it to another pupil (not on
/// a tablet the teacher locked). `state`: the page's, where the context is
/// a lesson board's own.
#[component]
pub fn PupilBadge(#[prop(optional)] state: Option<AppState>) -> impl IntoView {
    let state = state.unwrap_or_else(expect_context::<AppState>);
    let seat = seat();
    let pupil = move |p: OnRoster| view! { <PupilPicture picture=p.picture />" "{p.name} };
    let with_side = move |side: Color, p: OnRoster| {
        view! {
            <span class="badge-side">
                {pupil(p)}" ("{state.say(Text::SideColumn(side))}")"
            </span>
        }
    };
    view! {
        <Show when=move || state.settings.with(|s| s.class_mode) && seat.get() != Seat::Unknown>
            <div class="pupil-badge" data-who=move || seat.with(names) data-locked=move || seat.with(Seat::is_locked).to_string()>
                {move || match seat.get() {
                    Seat::Chosen(p) | Seat::Locked(Locked::One(p)) => pupil(p).into_any(),
                    Seat::Locked(Locked::Pair { white, black }) => view! {
                        {with_side(Color::White, white)}" – "{with_side(Color::Black, black)}
                    }.into_any(),
                    Seat::Guest | Seat::Unknown => state.say(Text::Guest).into_any(),
                }}
                <Show when=move || !seat.with(Seat::is_locked)>
                    <button type="button" class="secondary" data-action="switch-pupil"
                        on:click=move |_| choose(Seat::Unknown)>
                        {state.say(Text::SwitchPupil)}
                    </button>
                </Show>
            </div>
        </Show>
    }
}

/// The names at the board: one, or a pair's "White – Black".
fn names(seat: &Seat) -> String {
    match seat {
        Seat::Chosen(p) | Seat::Locked(Locked::One(p)) => p.name.clone(),
        Seat::Locked(Locked::Pair { white, black }) => format!("{} – {}", white.name, black.name),
        Seat::Guest | Seat::Unknown => String::new(),
    }
}

/// In the teacher's panel, with class mode on: the tablet kept for one
/// pupil, or for two playing each other, until the teacher lets each
/// pupil choose again.
#[component]
pub fn LockTablet() -> impl IntoView {
    let state = expect_context::<AppState>();
    let seat = seat();
    let white = RwSignal::new(String::new());
    let black = RwSignal::new(String::new());
    let problem = RwSignal::new(false);
    let options = move || {
        roster()
            .0
            .iter()
            .flat_map(|(class, pupils)| {
                pupils
                    .iter()
                    .map(move |p| (Roster::key(p.id), format!("{} · {class}", p.name)))
            })
            .collect::<Vec<_>>()
    };
    let choice = move |code: &'static str, label: Text, chosen: RwSignal<String>| {
        let options = options();
        view! {
            <label class="stacked">
                <span>{state.say(label)}</span>
                <select data-field=code on:change=move |ev| {
                    chosen.set(event_target_value(&ev));
                    problem.set(false);
                }>
                    <option value="">{state.say(Text::Nobody)}</option>
                    {options.into_iter().map(|(key, name)| view! { <option value=key>{name}</option> }).collect_view()}
                </select>
            </label>
        }
    };
    let lock = move || {
        let roster = roster();
        let find = |chosen: RwSignal<String>| roster.find(&chosen.get_untracked()).cloned();
        match (find(white), find(black)) {
            (Some(one), None) => choose(Seat::Locked(Locked::One(one))),
            (Some(white), Some(black)) if white.id != black.id => {
                choose(Seat::Locked(Locked::Pair { white, black }));
            }
            _ => problem.set(true),
        }
    };
    view! {
        <Show when=move || state.settings.with(|s| s.class_mode)>
            <Show when=move || seat.with(Seat::is_locked) fallback=move || view! {
                <div class="lock-tablet">
                    {choice("seat-white", Text::SeatPupil, white)}
                    {choice("seat-black", Text::SeatClassmate, black)}
                    <button type="button" data-action="lock-tablet" on:click=move |_| lock()>
                        {state.say(Text::LockTablet)}
                    </button>
                    <Show when=move || problem.get()>
                        <p class="problem" role="alert">{state.say(Text::ChooseOneOrTwo)}</p>
                    </Show>
                </div>
            }>
                <p role="status" data-locked-to=move || seat.with(names)>
                    {move || state.say(Text::LockedTo(seat.with(names)))}
                </p>
                <button type="button" data-action="unlock-tablet" on:click=move |_| choose(Seat::Unknown)>
                    {state.say(Text::UnlockTablet)}
                </button>
            </Show>
        </Show>
    }
}
