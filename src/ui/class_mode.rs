//! Class mode on the board: when the teacher turns it on, the board and
//! the lessons first ask "Who are you?" (a picture and a name for each
//! pupil of the device's classes, and a guest), and the pupil's badge
//! hands the board to someone else — unless the teacher locked the
//! tablet to a pupil or a pair. Switching pupil never touches the game
//! in play; what the pupils do is noted by `pupil_notes`.

use leptos::prelude::*;
use shakmaty::Color;

use super::dialog::Dialog;
use super::pupil_notes::{choose, seat};
use super::shared::picture::PupilPicture;
use super::shared::seat::roster;
use super::state::{AppState, Preferences, Screen, colour_code};
use peoncito_core::class::{Against, Chosen, Locked, OnRoster, PupilId, Roster, Seat};
use peoncito_core::i18n::Text;
use peoncito_core::table::Table;

/// The questions over the board and the lessons while class mode is on:
/// "Who are you?" when nobody is chosen, "Still you?" when the pupil last
/// chosen is asked again, and on the board "Who are you playing?" when a
/// chosen pupil's game begins.
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
    // Two players the tablet knows: their names go into the game's heading.
    Effect::new(move |_| {
        let named = state
            .board
            .table
            .with(|t| seat.with(|s| s.named(t.game().heading(), !t.game().moves().is_empty())));
        if let Some(heading) = named {
            state.set_heading(heading);
        }
    });
    // The teacher at the tablet is not asked while the panel is open.
    let over_board = move || {
        state.settings.with(|s| s.class_mode)
            && matches!(state.screen.showing.get(), Screen::Game | Screen::Lessons)
            && !state.screen.teacher_open.get()
    };
    let asking = move || over_board() && seat.get() == Seat::Unknown;
    // A finished game stays readable: "Still you?" waits for the next one
    // (or the lessons).
    let still_you = move || {
        over_board()
            && seat.with(|s| s.asked_still_you().is_some())
            && !(state.screen.showing.get() == Screen::Game
                && state.board.table.with(|t| t.game().is_over()))
    };
    let who_plays = move || {
        over_board()
            && state.screen.showing.get() == Screen::Game
            && state.screen.computer_choice.with(Option::is_none)
            && seat.with(|s| s.alone().is_some())
            && state.board.table.with(Table::people_began_playing)
    };
    // Set only on a change: a set always wakes its readers, and the
    // question waiting on it would be drawn anew, losing what was typed.
    Effect::new(move |_| {
        let now = asking() || still_you() || who_plays();
        if state.screen.asking_who.get_untracked() != now {
            state.screen.asking_who.set(now);
        }
    });
    view! {
        <Show when=asking>
            // Escape, as a closed dialog, leaves the board to a guest.
            <Dialog class="who-are-you" title=Text::WhoAreYou title_id="who-title"
                on_close=Callback::new(|()| choose(Seat::Guest))>
                <PupilChoice except=None on_pick=Callback::new(|pupil| choose(Seat::Chosen(Chosen::Alone(pupil)))) />
                <div class="who-others">
                    <button type="button" class="secondary" data-action="guest" on:click=move |_| choose(Seat::Guest)>
                        {state.say(Text::Guest)}
                    </button>
                    // The teacher's panel (behind the PIN), to keep the tablet
                    // for a pupil or a pair.
                    <button type="button" class="secondary" data-action="who-teacher"
                        on:click=move |_| state.screen.teacher_open.set(true)>
                        {state.say(Text::TeacherButton)}
                    </button>
                </div>
            </Dialog>
        </Show>
        <Show when=still_you>
            <StillYou />
        </Show>
        <Show when=who_plays>
            <WhoPlays />
        </Show>
    }
}

/// The pupils of each class, a picture and a name each, to choose one;
/// `except` (who asks) left out.
#[component]
fn PupilChoice(except: Option<PupilId>, on_pick: Callback<OnRoster>) -> impl IntoView {
    roster()
        .0
        .into_iter()
        .map(|(class, pupils)| {
            let pupils: Vec<OnRoster> = pupils
                .into_iter()
                .filter(|p| Some(p.id) != except)
                .collect();
            view! {
                <section class="who-class">
                    <h3>{class}</h3>
                    <div class="who-grid">
                        {pupils.into_iter().map(|pupil| {
                            let name = pupil.name.clone();
                            let picture = pupil.picture;
                            view! {
                                <button type="button" class="who-button" data-pupil=name.clone()
                                    on:click=move |_| on_pick.run(pupil.clone())>
                                    <PupilPicture picture />
                                    <span>{name.clone()}</span>
                                </button>
                            }
                        }).collect_view()}
                    </div>
                </section>
            }
        })
        .collect_view()
}

/// "Still you, Íker?": yes carries on as them, no asks "Who are you?"
/// (as Escape does: the next child must not play under their name).
#[component]
fn StillYou() -> impl IntoView {
    let prefs = expect_context::<Preferences>();
    let seat = seat();
    let Some(pupil) = seat.with_untracked(|s| s.asked_still_you().cloned()) else {
        return ().into_any();
    };
    let answer = move |yes: bool| choose(seat.get_untracked().still_you(yes));
    let name = pupil.name.clone();
    view! {
        <Dialog class="still-you" title=Text::StillYou(name.clone()) title_id="still-you-title"
            on_close=Callback::new(move |()| answer(false))>
            <div class="still-you-pupil" data-still-you=name.clone()>
                <PupilPicture picture=pupil.picture />
            </div>
            <div class="who-others">
                <button type="button" data-action="still-me" on:click=move |_| answer(true)>
                    {prefs.say(Text::YesItsMe(name.clone()))}
                </button>
                <button type="button" class="secondary" data-action="not-me" on:click=move |_| answer(false)>
                    {prefs.say(Text::NotMe)}
                </button>
            </div>
        </Dialog>
    }
    .into_any()
}

/// "Who are you playing, Íker?" once a game's first move is made: a
/// classmate (the game is noted for both), someone not in the class, or
/// the computer (its choice of level opens). Íker plays the side that
/// moved first unless they say otherwise.
#[component]
fn WhoPlays() -> impl IntoView {
    let state = expect_context::<AppState>();
    let seat = seat();
    let Some(pupil) = seat.with_untracked(|s| s.alone().cloned()) else {
        return ().into_any();
    };
    let side = RwSignal::new(state.board.table.with_untracked(|t| !t.game().turn()));
    let play = move |pupil: OnRoster, against: Against| {
        choose(Seat::Chosen(Chosen::Playing {
            pupil,
            side: side.get_untracked(),
            against,
        }));
    };
    let with_guest = {
        let pupil = pupil.clone();
        move || play(pupil.clone(), Against::Guest)
    };
    let side_button = move |colour: Color| {
        view! {
            <button type="button" class="secondary" data-side=colour_code(colour)
                aria-pressed=move || (side.get() == colour).to_string()
                on:click=move |_| side.set(colour)>
                {state.say(Text::SideColumn(colour))}
            </button>
        }
    };
    let id = pupil.id;
    let classmate = {
        let pupil = pupil.clone();
        Callback::new(move |classmate| play(pupil.clone(), Against::Classmate(classmate)))
    };
    view! {
        // Escape: someone not in the class, so the question does not come back.
        <Dialog class="who-plays" title=Text::WhoPlaysWithYou(pupil.name.clone()) title_id="who-plays-title"
            on_close=Callback::new({ let with_guest = with_guest.clone(); move |()| with_guest() })>
            <div class="who-side" role="group" aria-label=move || state.t(&Text::YouPlay)>
                <span>{state.say(Text::YouPlay)}</span>
                {side_button(Color::White)}
                {side_button(Color::Black)}
            </div>
            <PupilChoice except=Some(id) on_pick=classmate />
            <div class="who-others">
                <button type="button" class="secondary" data-action="against-guest" on:click=move |_| with_guest()>
                    {state.say(Text::SomeoneElse)}
                </button>
                <button type="button" class="secondary" data-action="against-computer"
                    on:click=move |_| super::computer::open_choice(state)>
                    {state.say(Text::TheComputer)}
                </button>
            </div>
        </Dialog>
    }
    .into_any()
}

/// Who is at the board, and the way to hand it to another pupil (not on
/// a tablet the teacher locked). `state`: the page's, where the context is
/// a lesson board's own.
#[component]
pub fn PupilBadge(#[prop(optional)] state: Option<AppState>) -> impl IntoView {
    let state = state.unwrap_or_else(expect_context::<AppState>);
    let seat = seat();
    let pupil = move |p: OnRoster| view! { <PupilPicture picture=p.picture />" "{p.name} };
    let with_side = move |side: Color, who: AnyView| {
        view! {
            <span class="badge-side">
                {who}" ("{state.say(Text::SideColumn(side))}")"
            </span>
        }
    };
    view! {
        <Show when=move || state.settings.with(|s| s.class_mode) && seat.get() != Seat::Unknown>
            <div class="pupil-badge" data-who=move || seat.with(names) data-locked=move || seat.with(Seat::is_locked).to_string()>
                {move || match seat.get() {
                    Seat::Chosen(Chosen::Alone(p)) | Seat::StillYou(Chosen::Alone(p)) | Seat::Locked(Locked::One(p)) => pupil(p).into_any(),
                    Seat::Chosen(Chosen::Playing { pupil: p, side, against })
                    | Seat::StillYou(Chosen::Playing { pupil: p, side, against }) => {
                        let other = match against {
                            Against::Classmate(c) => pupil(c).into_any(),
                            Against::Guest => state.say(Text::Guest).into_any(),
                        };
                        view! { {with_side(side, pupil(p).into_any())}" – "{with_side(!side, other)} }.into_any()
                    }
                    Seat::Locked(Locked::Pair { white, black }) => view! {
                        {with_side(Color::White, pupil(white).into_any())}" – "{with_side(Color::Black, pupil(black).into_any())}
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

/// The names at the board: one, or a locked pair's "White – Black" (a
/// chosen pupil's classmate is named on the badge, not here: the badge's
/// `data-who` says who chose).
fn names(seat: &Seat) -> String {
    seat.learners()
        .unwrap_or_default()
        .iter()
        .map(|p| p.name.as_str())
        .collect::<Vec<_>>()
        .join(" – ")
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
