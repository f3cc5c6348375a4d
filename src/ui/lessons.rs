//! The lessons screen: the map of stages, then one exercise at a time on its
//! own board. The board is the game's board with a state of its own, so a
//! wrong try is explained exactly as in a game; the game in progress is not
//! touched (nor saved over) while the lessons are open.

use leptos::context::Provider;
use leptos::prelude::*;

use super::browser;
use super::explanation::Said;
use super::state::{AppState, BoardState};
use peoncito_core::class::Where;
use peoncito_core::game::Game;
use peoncito_core::i18n::Text;
use peoncito_core::lessons::session::{Outcome, Session, Step};
use peoncito_core::lessons::{Answer, Check, Course, Stage};
use peoncito_core::progress::Progress;
use peoncito_core::settings::Rules;
use peoncito_core::table::{Event, Table};

#[component]
pub fn Lessons() -> impl IntoView {
    let main = expect_context::<AppState>();
    let course = Course::shipped();
    // Where the pupil is and how the exercise stands: decided by the
    // session, shown here.
    let session = RwSignal::new(Session::new());
    let place = Memo::new(move |_| session.with(Session::place));
    let stage = Memo::new(move |_| place.get().map(|(s, _)| s));
    let index = Memo::new(move |_| place.get().map_or(0, |(_, i)| i));
    let outcome = Memo::new(move |_| session.with(Session::outcome));
    // The exercise is answered with buttons, not moves.
    let asking = Memo::new(move |_| session.with(Session::is_question));

    // The lesson board's own state, under practice rules with no clock;
    // it shares the app's preferences and screen. The lesson listens to it
    // (below).
    let board = BoardState::new(Table::new(Game::new(), Rules::default()));
    board.follow_the_board();

    // What the session says the board does.
    let follow = move |steps: Vec<Step>| {
        for step in steps {
            match step {
                // Each exercise, and each step of a hunt, a fresh table
                // under practice rules.
                Step::Position(position) => board
                    .table
                    .set(Table::new(Game::from_position(position), Rules::default())),
                Step::Stars(stars) => board.marks.set(stars),
                Step::Solved { exercise, stars } => {
                    main.record_stars(exercise, stars);
                    let what = peoncito_core::class::What::Stars {
                        exercise: exercise.to_string(),
                        stars,
                    };
                    if let Err(why) = super::pupil_notes::note(None, &what) {
                        main.notes_not_kept(why);
                    }
                }
            }
        }
    };
    let on_events = move |events: Vec<Event>| {
        // A refused move goes in the pupil's class book as in a game.
        main.note_for_class(board, &events, Where::Lesson);
        for event in events {
            let steps = match event {
                Event::Refused(_) => {
                    session.update(Session::refused);
                    Vec::new()
                }
                Event::Moved { before, played } => session
                    .try_update(|s| s.moved(&before, played))
                    .unwrap_or_default(),
                _ => Vec::new(),
            };
            follow(steps);
        }
    };
    let open = move |s: usize, i: usize| {
        let steps = session.try_update(|x| x.open(s, i)).unwrap_or_default();
        main.lesson_at
            .set(session.with_untracked(Session::exercise));
        follow(steps);
    };
    let to_map = move || {
        session.update(Session::to_map);
        main.lesson_at.set(None);
    };
    let answer = move |a: usize| follow(session.try_update(|s| s.answer(a)).unwrap_or_default());
    // What the child sees after a try is brought into view (a portrait
    // tablet shows the board first and the panel below it).
    // Once solved, the buttons to go on matter most; a question opened, its
    // answers (a child who reads slowly does not know to scroll).
    Effect::new(move |_| {
        // Again at a tap after solving: the buttons to go on.
        session.track();
        let shown = match outcome.get_untracked() {
            Some(Outcome::Solved(_)) => ".lesson .side > .controls",
            Some(Outcome::Missed { .. }) => ".lesson .lesson-feedback",
            None if asking.get_untracked() => ".lesson .answers",
            None => return,
        };
        request_animation_frame(move || browser::reveal(shown, browser::Edge::Bottom));
    });

    let back = move || {
        view! {
            // Leaving on purpose: the lessons open on their map next time.
            <button data-action="back-to-game" on:click=move |_| {
                main.lesson_at.set(None);
                main.screen.showing.set(super::Screen::Game);
            }>
                {main.say(Text::BackToGame)}
            </button>
            // Lessons can be projected too; ←/→ then step through the exercises.
            <button
                data-action="project-lesson"
                aria-pressed=move || main.prefs.projection.get().to_string()
                on:click=move |_| main.prefs.projection.update(|on| *on = !*on)
            >
                {move || main.t(&if main.prefs.projection.get() { Text::LeaveProjection } else { Text::ProjectionButton })}
            </button>
        }
    };
    let map = move || {
        let stages = course.stages.iter().enumerate();
        view! {
            <div class="controls">{back()}</div>
            <h2>{main.say(Text::LessonMapTitle)}</h2>
            // Whose stars these are, in class mode.
            <super::class_mode::PupilBadge state=main />
            <ul class="stage-map">
                {stages.map(|(s, stage)| {
                    let stars = move || {
                        let (got, total) = main.progress().stage_stars(stage);
                        main.t(&Text::StageStars { got, total })
                    };
                    let drawn = move || star_row(stage, &main.progress());
                    view! {
                        <li>
                            <button data-stage=stage.id on:click=move |_| {
                                let next = main.progress().next_in(stage);
                                open(s, next);
                            }>
                                <span class="stage-picture" aria-hidden="true">{stage.picture}</span>
                                <span class="stage-title">{move || stage.title.get(main.prefs.lang.get())}</span>
                                <span class="stage-stars">
                                    <span class="star-row" aria-hidden="true" inner_html=drawn></span>
                                    <span class="star-count">{stars}</span>
                                </span>
                            </button>
                        </li>
                    }
                }).collect_view()}
            </ul>
        }
    };

    let exercise = move |s: usize| {
        let shown = &course.stages[s];
        let (title, rule, total) = (shown.title, shown.rule, shown.exercises.len());
        let current = move || shown.exercises.get(index.get()).copied();
        let is_solved = move || matches!(outcome.get(), Some(Outcome::Solved(_)));
        let stage_done = move || {
            let progress = main.progress();
            shown
                .exercises
                .iter()
                .all(|e| progress.stars(e.id).is_some())
        };
        let answers = move || {
            let lang = main.prefs.lang.get();
            let choices: Vec<String> = match current().map(|e| e.check) {
                Some(Check::Question { .. }) => Answer::offered_in(shown.id)
                    .iter()
                    .map(|a| main.t(&Text::AnswerName(*a)))
                    .collect(),
                Some(Check::Quiz { choices, .. }) => {
                    choices.iter().map(|w| w.get(lang).to_string()).collect()
                }
                _ => Vec::new(),
            };
            (!choices.is_empty()).then(|| view! {
                <div class="answers" role="group">
                    {choices.into_iter().enumerate().map(|(a, text)| view! {
                        <button data-answer=a.to_string() on:click=move |_| answer(a)>{text}</button>
                    }).collect_view()}
                </div>
            })
        };
        let result = move || {
            outcome.get().map(|o| match o {
            Outcome::Solved(stars) => view! {
                <p class="lesson-result" role="status" data-lesson-result="solved" data-stars=stars.to_string()>
                    <span class="won-stars" aria-hidden="true">{"★".repeat(usize::from(stars))}" "</span>
                    {main.say(Text::LessonSolved { stars })}
                </p>
                <Show when=stage_done>
                    <p class="celebrate" role="status" data-celebrate="stage">
                        <span aria-hidden="true">"★ "</span>
                        {main.say(Text::StageComplete)}
                        <span aria-hidden="true">" ★"</span>
                    </p>
                </Show>
            }.into_any(),
            Outcome::Missed { miss, answered } => view! {
                <p
                    class="lesson-result wrong"
                    role="status"
                    data-lesson-result=if answered { "wrong-answer" } else { "not-the-goal" }
                    data-miss=miss.code()
                >
                    {main.say(if answered { Text::WrongAnswer } else { Text::NotTheGoal })}
                </p>
            }.into_any(),
        })
        };
        view! {
            <main class="play lesson" class:asking=move || asking.get() data-exercise=move || current().map(|e| e.id).unwrap_or_default()>
                <super::board::Board />
                // The lesson's own picker: the game's one shows the game's pawns.
                <super::board::PromotionPicker />
                <aside class="side">
                    // Projected, the teacher draws on the lesson's board too.
                    <Show when=move || main.prefs.projection.get()>
                        <div class="controls lesson-pens" role="toolbar" aria-label=move || main.t(&Text::ProjectionButton)>
                            <super::projection::Pens />
                        </div>
                    </Show>
                    // Projected, the side's text shrinks to fit the wall
                    // (`projection::fit_to_wall`): the buttons below stay on it.
                    <div class="lesson-text">
                        <h2>{move || title.get(main.prefs.lang.get())}</h2>
                        <p class="rule">{move || rule.get(main.prefs.lang.get())}</p>
                        <p class="hint">{move || main.t(&Text::ExerciseNumber { n: index.get() + 1, total })}</p>
                        <p class="goal">{move || current().map(|e| e.goal.get(main.prefs.lang.get()))}</p>
                        {answers}
                        // The verdict and why, together, brought into view after a try.
                        <div class="lesson-feedback">
                            {result}
                            <super::explanation::Explanation />
                        </div>
                    </div>
                    <div class="controls">
                        <Show when=move || is_solved() && index.get() + 1 < total>
                            <button class="primary" data-action="next-exercise" on:click=move |_| open(s, index.get_untracked() + 1)>
                                {main.say(Text::NextExercise)}
                            </button>
                        </Show>
                        <Show when=move || matches!(outcome.get(), Some(Outcome::Solved(stars)) if stars < 3)>
                            <button data-action="retry-exercise" on:click=move |_| open(s, index.get_untracked())>
                                {main.say(Text::RetryExercise)}
                            </button>
                        </Show>
                        // A stage finished: the next one, where its first
                        // unsolved exercise is.
                        {course.stages.get(s + 1).map(|next| view! {
                            <Show when=move || is_solved() && stage_done()>
                                <button class="primary" data-action="next-lesson" on:click=move |_| {
                                    open(s + 1, main.progress().next_in(next));
                                }>
                                    {move || main.t(&Text::NextLesson(next.title.get(main.prefs.lang.get()).to_string()))}
                                </button>
                            </Show>
                        })}
                        <Show when=move || index.get() != 0>
                            <button data-action="previous-exercise" on:click=move |_| open(s, index.get_untracked() - 1)>
                                {main.say(Text::PreviousExercise)}
                            </button>
                        </Show>
                        <Show when=move || !is_solved() && index.get() + 1 < total>
                            <button data-action="skip-exercise" on:click=move |_| open(s, index.get_untracked() + 1)>
                                {main.say(Text::SkipExercise)}
                            </button>
                        </Show>
                        // The position the exercise ended in, played on
                        // against the computer (when a game can go on there).
                        <Show when=move || is_solved() && board.with_game(|g| !g.is_over())>
                            <button data-action="lesson-play-computer" on:click=move |_| {
                                let position = board.table.with_untracked(|t| t.game().position().clone());
                                main.lesson_at.set(None);
                                main.screen.showing.set(super::Screen::Game);
                                main.screen.computer_choice.set(Some(Some(position)));
                            }>
                                {main.say(Text::PlayComputer)}
                            </button>
                        </Show>
                        <button data-action="lesson-map" on:click=move |_| to_map()>
                            {main.say(Text::BackToMap)}
                        </button>
                        {back()}
                    </div>
                </aside>
            </main>
        }
    };

    board.listen(Callback::new(on_events));
    // Projecting, ←/→ go to the previous or next exercise of the stage.
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let Some((s, at)) = place.get_untracked() else {
            return;
        };
        if !main.prefs.projection.get_untracked() || ev.default_prevented() {
            return;
        }
        let total = course.stages[s].exercises.len();
        match ev.key().as_str() {
            "ArrowLeft" if at > 0 => open(s, at - 1),
            "ArrowRight" if at + 1 < total => open(s, at + 1),
            _ => return,
        }
        ev.prevent_default();
    });
    on_cleanup(move || keys.remove());
    // What the lesson board's explanation says: after a solved exercise,
    // what to press next; after a miss, why; else what the board says.
    let on_board = Said::follow(board, move || asking.get());
    let said = Said(Memo::new(move |_| {
        let on_board = on_board.0.get();
        session.with(|s| s.commentary(on_board))
    }));
    // Back to the exercise open before a reload.
    if let Some((s, i)) = main
        .lesson_at
        .get_untracked()
        .and_then(|id| course.place(id))
    {
        open(s, i);
    }
    let screen = move || match stage.get() {
        None => map().into_any(),
        Some(s) => exercise(s).into_any(),
    };
    view! {
        <section class="lessons" aria-labelledby="lessons-title">
            <h2 id="lessons-title" class="sr-only">{main.say(Text::LessonsButton)}</h2>
            // Providers open a scope of their own: the lesson's board and
            // explanation see the lesson's state, and nothing outside does.
            <Provider value=board>
                <Provider value=said>{screen}</Provider>
            </Provider>
        </section>
    }
    .into_any()
}

/// A stage's stars on the map, each exercise's three filled as earned (the
/// drawing says what the words say; the colour only adds to it). Written as
/// HTML, so that the page parses a stage's row in one call and the stars
/// earned and those to earn are one run of text each: drawn star by star,
/// each with a reactive text and class, the map's 282 stars were most of its
/// calls into the page and half its layout. Only fixed glyphs and class
/// names go in: nothing to escape.
fn star_row(stage: &Stage, progress: &Progress) -> String {
    let mut html = String::new();
    for exercise in stage.exercises {
        let got = usize::from(progress.stars(exercise.id).unwrap_or(0).min(3));
        html.push_str("<span class=\"exercise-stars\">");
        if got > 0 {
            html.push_str("<span class=\"got\">");
            html.push_str(&"★".repeat(got));
            html.push_str("</span>");
        }
        html.push_str(&"☆".repeat(3 - got));
        html.push_str("</span>");
    }
    html
}
