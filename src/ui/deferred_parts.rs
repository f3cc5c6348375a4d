//! The parts a pupil opens now and then — the lessons, the position editor,
//! the score sheet, the game record and the choice of a game against the
//! computer — kept out of the board's first load; and the teacher's screens,
//! a wasm of their own.
//! With the `split` feature (the release build, `pwa/finish.sh`) each is a
//! wasm part of its own, fetched once the board is idle (or when it opens,
//! if sooner) and kept offline by the service worker; without it (the
//! development build, the component tests) each is built at once, as any
//! view.

use leptos::prelude::*;

use super::browser;
use super::dialog::Dialog;
use super::state::{AppState, Screen, TeacherWasm};
use super::{computer, editor, game_record, lessons, score_sheet};
use peoncito_core::i18n::Text;

/// A part's code could not be fetched: the device went offline before the
/// service worker had kept it.
pub struct NotFetched;

#[cfg(feature = "split")]
impl From<leptos::wasm_split::SplitLoaderError> for NotFetched {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        NotFetched
    }
}

/// One part: its view, in a wasm part of its own where the build splits,
/// and what fetches that part before it is shown (`$fetch`).
// Skipped: rustfmt indents the attribute further on each run.
#[rustfmt::skip]
macro_rules! part {
    ($name:ident, $fetch:ident, $view:expr) => {
        #[cfg_attr(
            feature = "split",
            leptos::wasm_split::wasm_split(
                $name,
                wasm_split_path = ::leptos::wasm_split,
                preload($fetch),
                fallible
            )
        )]
        fn $name() -> Result<AnyView, NotFetched> {
            Ok($view.into_any())
        }
    };
}

part!(lessons_view, fetch_lessons, view! { <lessons::Lessons /> });
part!(editor_view, fetch_editor, view! { <editor::Editor /> });
part!(
    score_sheet_view,
    fetch_score_sheet,
    view! { <score_sheet::ScoreSheet /> }
);
part!(
    record_view,
    fetch_record,
    view! { <game_record::GameRecord /> }
);
part!(
    computer_choice_view,
    fetch_computer_choice,
    view! { <computer::ComputerChoice /> }
);

/// Fetches the parts once the board has shown and the page is idle, as the
/// offline copy is: a part then opens without waiting for its code. One
/// that cannot be fetched now is fetched again when it opens.
#[cfg(feature = "split")]
pub fn fetch_when_idle() {
    super::offline::after_the_board(|| {
        leptos::task::spawn_local(async {
            let _ = fetch_lessons().await;
            let _ = fetch_editor().await;
            let _ = fetch_score_sheet().await;
            let _ = fetch_record().await;
            let _ = fetch_computer_choice().await;
        });
    });
}

/// Built at once, the parts have nothing to fetch.
#[cfg(not(feature = "split"))]
pub fn fetch_when_idle() {}

/// A part's view: split, a part's function is `async` and fetches the part
/// first.
#[cfg(feature = "split")]
macro_rules! fetched {
    ($part:expr) => {
        $part.await
    };
}
#[cfg(not(feature = "split"))]
macro_rules! fetched {
    ($part:expr) => {
        $part
    };
}

/// Which part to show.
#[derive(Clone, Copy)]
pub enum Part {
    Lessons,
    Editor,
    ScoreSheet,
    Record,
    ComputerChoice,
}

/// The part's view once its code is here (at once where it already is, or
/// where the build does not split); where it cannot be fetched, a notice
/// that says so and the way back to the board.
pub fn shown(part: Part) -> impl IntoView {
    let state = expect_context::<AppState>();
    Suspend::new(async move {
        let view = match part {
            Part::Lessons => fetched!(lessons_view()),
            Part::Editor => fetched!(editor_view()),
            Part::ScoreSheet => fetched!(score_sheet_view()),
            Part::Record => fetched!(record_view()),
            Part::ComputerChoice => fetched!(computer_choice_view()),
        };
        view.unwrap_or_else(|NotFetched| not_fetched(state, part).into_any())
    })
}

/// Loads the teacher's screens, once: they mount hidden in their roots and
/// stay, each drawn when first shown. Where they cannot be fetched their
/// screens say so, and the next call tries again.
pub fn load_teacher_screens(state: AppState) {
    match state.teacher_wasm.get_untracked() {
        TeacherWasm::Loading | TeacherWasm::Loaded => return,
        TeacherWasm::NotLoaded | TeacherWasm::NotFetched => {}
    }
    state.teacher_wasm.set(TeacherWasm::Loading);
    leptos::task::spawn_local(async move {
        let loaded = browser::import_teacher_screens().await;
        state.teacher_wasm.set(if loaded {
            TeacherWasm::Loaded
        } else {
            TeacherWasm::NotFetched
        });
    });
}

/// Under the teacher's screens' bar, whose button leads back to the board:
/// that they are not on this device yet.
pub fn teacher_screens_not_fetched(state: AppState) -> impl IntoView {
    move || (state.teacher_wasm.get() == TeacherWasm::NotFetched).then(|| notice(state, None))
}

/// That a part is not on this device yet, and the way `back` to the board
/// where it has none of its own.
fn notice(state: AppState, back: Option<Callback<()>>) -> impl IntoView {
    view! {
        <div class="notices" role="alert" data-not-fetched="">
            <p>{state.say(Text::PartNotFetched)}</p>
            {back.map(|back| view! {
                <button data-action="back-from-part" on:click=move |_| back.run(())>
                    {state.say(Text::BackToBoard)}
                </button>
            })}
        </div>
    }
}

/// Where a part could not be fetched: the screens say so in their place,
/// the record and the computer's choice in their dialogs; all lead back to
/// the board.
fn not_fetched(state: AppState, part: Part) -> impl IntoView {
    let notice = move |back: Callback<()>| notice(state, Some(back));
    // A dialog's part says so in the dialog it would have shown.
    let in_dialog = move |class, title, title_id, close: Callback<()>| {
        view! {
            <Dialog class title title_id on_close=close>
                {notice(close)}
            </Dialog>
        }
        .into_any()
    };
    match part {
        Part::Record => in_dialog(
            "record",
            Text::GameRecordTitle,
            "record-title",
            Callback::new(move |()| state.screen.record_open.set(false)),
        ),
        Part::ComputerChoice => in_dialog(
            "computer-dialog",
            Text::ComputerTitle,
            "computer-title",
            Callback::new(move |()| state.screen.computer_choice.set(None)),
        ),
        Part::Lessons | Part::Editor | Part::ScoreSheet => notice(Callback::new(move |()| {
            state.screen.showing.set(Screen::Game)
        }))
        .into_any(),
    }
}
