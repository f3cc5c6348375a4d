//! The lessons screen in a real browser (headless Chromium): exercises solved
//! and failed on their own board, stars, and the teacher clearing them.
#![cfg(target_arch = "wasm32")]

#[allow(dead_code)]
mod browser;

use browser::*;
use peoncito_core::game::Game;
use peoncito_core::i18n::Lang;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
async fn a_lesson_solved_at_once_earns_three_stars_and_the_game_waits() {
    let mut game = Game::new();
    let e4 = game.intent("e2".parse().unwrap(), "e4".parse().unwrap());
    if let peoncito_core::game::Intent::Move(m) = e4 {
        game.play(m).unwrap();
    }
    let root = mount(game, Lang::En);
    settle().await;
    open_lessons(&root, "rook").await;
    assert_eq!(
        find(&root, "[data-exercise]")
            .unwrap()
            .get_attribute("data-exercise")
            .as_deref(),
        Some("rook-1")
    );
    assert!(
        find(&root, "[data-square='d6'] [data-star]").is_some(),
        "the star is shown"
    );
    tap(&root, "d4").await;
    tap(&root, "d6").await;
    assert_eq!(
        lesson_result(&root),
        Some(("solved".into(), Some("3".into())))
    );
    click(&button(&root, "next-exercise")).await;
    assert_eq!(
        find(&root, "[data-exercise]")
            .unwrap()
            .get_attribute("data-exercise")
            .as_deref(),
        Some("rook-2")
    );
    click(&button(&root, "back-to-game")).await;
    assert_eq!(
        piece_on(&root, "e4").as_deref(),
        Some("wP"),
        "the game is as it was"
    );
    click(&button(&root, "lessons")).await;
    assert!(
        text_of(&root, "[data-stage='rook']").contains("3 of 12 stars"),
        "{}",
        text_of(&root, "[data-stage='rook']")
    );
    // The map draws them: the first exercise's three filled, in the colour
    // of the earned ones, the other three exercises' stars hollow.
    assert_eq!(
        text_of(&root, "[data-stage='rook'] .exercise-stars .got"),
        "★★★"
    );
    let row = text_of(&root, "[data-stage='rook'] .star-row");
    assert_eq!(row, format!("★★★{}", "☆".repeat(9)), "{row}");
}

#[wasm_bindgen_test]
async fn a_failed_try_is_explained_and_costs_a_star() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_lessons(&root, "knight").await;
    // The knight cannot go straight: refused and explained as in a game.
    tap(&root, "b1").await;
    tap(&root, "b3").await;
    assert_eq!(explain_code(&root).as_deref(), Some("wrong-pattern"));
    assert_eq!(piece_on(&root, "b1").as_deref(), Some("wN"));
    tap(&root, "b1").await;
    tap(&root, "c3").await;
    assert_eq!(
        lesson_result(&root),
        Some(("solved".into(), Some("2".into())))
    );
    // A question answered wrongly, then rightly.
    click(&button(&root, "lesson-map")).await;
    click_on(&root, "[data-stage='stalemate']").await;
    click_on(&root, "[data-answer='1']").await; // "Checkmate": wrong
    assert_eq!(
        lesson_result(&root).map(|r| r.0).as_deref(),
        Some("wrong-answer")
    );
    click_on(&root, "[data-answer='2']").await; // "Stalemate"
    assert_eq!(
        lesson_result(&root),
        Some(("solved".into(), Some("2".into())))
    );
}

#[wasm_bindgen_test]
async fn the_teacher_clears_the_lesson_stars_behind_the_pin() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_lessons(&root, "king").await;
    tap(&root, "e2").await;
    tap(&root, "e3").await;
    assert_eq!(
        lesson_result(&root),
        Some(("solved".into(), Some("3".into())))
    );
    click(&button(&root, "back-to-game")).await;
    open_teacher(&root, "2468").await;
    click(&button(&root, "reset-progress")).await;
    assert!(find(&root, "[data-progress-reset]").is_some());
    click(&button(&root, "close-teacher")).await;
    click(&button(&root, "lessons")).await;
    assert!(text_of(&root, "[data-stage='king']").contains("0 of 12 stars"));
}

#[wasm_bindgen_test]
async fn a_promotion_lesson_is_solved_through_the_lessons_own_picker() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_lessons(&root, "promotion").await;
    for _ in 0..2 {
        // Solve the first two to reach the third, as a pupil would.
        match find(&root, "[data-exercise]")
            .and_then(|e| e.get_attribute("data-exercise"))
            .as_deref()
        {
            Some("promotion-1") => {
                tap(&root, "e7").await;
                tap(&root, "e8").await;
                click_on(&root, "[data-promote='q']").await;
            }
            Some("promotion-2") => {
                tap(&root, "g7").await;
                tap(&root, "g8").await;
                click_on(&root, "[data-promote='r']").await;
            }
            other => panic!("unexpected exercise {other:?}"),
        }
        assert_eq!(lesson_result(&root).map(|r| r.0).as_deref(), Some("solved"));
        click(&button(&root, "next-exercise")).await;
    }
    // The third exercise: the knight that gives mate.
    tap(&root, "f7").await;
    tap(&root, "f8").await;
    click_on(&root, "[data-promote='q']").await;
    assert_eq!(
        lesson_result(&root).map(|r| r.0).as_deref(),
        Some("not-the-goal"),
        "a queen does not mate here"
    );
    tap(&root, "f7").await;
    tap(&root, "f8").await;
    click_on(&root, "[data-promote='n']").await;
    assert_eq!(
        lesson_result(&root),
        Some(("solved".into(), Some("2".into())))
    );
}

#[wasm_bindgen_test]
async fn a_wrong_try_is_explained_for_the_exercise_with_its_squares() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_lessons(&root, "checkmate").await;
    // A legal rook move that gives no check.
    tap(&root, "a1").await;
    tap(&root, "a7").await;
    let result = find(&root, "[data-lesson-result]").unwrap();
    assert_eq!(
        result.get_attribute("data-lesson-result").as_deref(),
        Some("not-the-goal")
    );
    assert_eq!(
        result.get_attribute("data-miss").as_deref(),
        Some("lesson-no-check")
    );
    assert_eq!(explain_code(&root).as_deref(), Some("lesson-no-check"));
    assert!(
        text_of(&root, "[data-explain]").contains("the black king on g8 isn't attacked"),
        "{}",
        text_of(&root, "[data-explain]")
    );
    assert_eq!(highlight(&root, "g8").as_deref(), Some("piece"));
    assert_eq!(
        piece_on(&root, "a1").as_deref(),
        Some("wR"),
        "tried again from the start"
    );
    // A wrong answer about a position says what the position shows.
    click(&button(&root, "lesson-map")).await;
    click_on(&root, "[data-stage='check']").await;
    click_on(&root, "[data-answer='1']").await; // "None of these"; it is check
    assert_eq!(explain_code(&root).as_deref(), Some("lesson-attacked"));
    assert_eq!(highlight(&root, "e8").as_deref(), Some("king"));
}

#[wasm_bindgen_test]
async fn retry_skip_and_previous_move_through_the_stage() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_lessons(&root, "knight").await;
    let exercise = |root: &web_sys::Element| {
        find(root, "[data-exercise]").and_then(|e| e.get_attribute("data-exercise"))
    };
    assert!(find(&root, "[data-action='previous-exercise']").is_none());
    click(&button(&root, "skip-exercise")).await;
    assert_eq!(exercise(&root).as_deref(), Some("knight-2"));
    click(&button(&root, "previous-exercise")).await;
    assert_eq!(exercise(&root).as_deref(), Some("knight-1"));
    // Solved after a wrong try: two stars, and a way to try for three.
    tap(&root, "b1").await;
    tap(&root, "b3").await;
    tap(&root, "b1").await;
    tap(&root, "c3").await;
    assert_eq!(
        lesson_result(&root),
        Some(("solved".into(), Some("2".into())))
    );
    assert!(find(&root, "[data-action='skip-exercise']").is_none());
    // A tap on the board now says what to press, not "New game".
    tap(&root, "c3").await;
    tap(&root, "e4").await;
    assert_eq!(explain_code(&root).as_deref(), Some("lesson-solved"));
    assert!(text_of(&root, "[data-explain]").contains("Next exercise"));
    click(&button(&root, "retry-exercise")).await;
    assert_eq!(exercise(&root).as_deref(), Some("knight-1"));
    assert_eq!(lesson_result(&root), None);
    tap(&root, "b1").await;
    tap(&root, "c3").await;
    assert_eq!(
        lesson_result(&root),
        Some(("solved".into(), Some("3".into())))
    );
    assert!(find(&root, "[data-action='retry-exercise']").is_none());
    assert!(
        text_of(&root, ".lesson").contains("Exercise 1 of 4"),
        "still the same exercise"
    );
}

#[wasm_bindgen_test]
async fn a_reload_comes_back_to_the_exercise_and_a_finished_stage_is_celebrated() {
    use leptos::prelude::*;
    use peoncito::ui::{AppState, Screen};
    let state = AppState::new(Game::new(), Lang::En, Vec::new());
    // As the app does at start when the device kept a place.
    state.lesson_at.set(Some("king-4"));
    state.screen.showing.set(Screen::Lessons);
    for id in ["king-1", "king-2", "king-3"] {
        state.record_stars(id, 3);
    }
    let root = mount_state(state);
    settle().await;
    assert_eq!(
        find(&root, "[data-exercise]")
            .and_then(|e| e.get_attribute("data-exercise"))
            .as_deref(),
        Some("king-4")
    );
    assert!(find(&root, "[data-celebrate]").is_none());
    for (from, to) in [("e2", "d3"), ("d3", "c3"), ("c3", "d4"), ("d4", "e4")] {
        if lesson_result(&root).is_some() {
            break;
        }
        tap(&root, from).await;
        tap(&root, to).await;
    }
    assert_eq!(lesson_result(&root).map(|r| r.0).as_deref(), Some("solved"));
    assert!(
        find(&root, "[data-celebrate='stage']").is_some(),
        "the stage is done"
    );
}

/// Every exercise of every stage solved on screen, with taps and answer
/// buttons only, following the solution the data test also replays.
#[wasm_bindgen_test]
async fn every_exercise_can_be_solved_on_screen() {
    use peoncito_core::lessons::{Course, Solution};
    let course = Course::shipped();
    let root = mount(Game::new(), Lang::En);
    settle().await;
    click(&button(&root, "lessons")).await;
    for stage in course.stages {
        click_on(&root, &format!("[data-stage='{}']", stage.id)).await;
        for (i, e) in stage.exercises.iter().enumerate() {
            assert_eq!(
                find(&root, "[data-exercise]")
                    .and_then(|x| x.get_attribute("data-exercise"))
                    .as_deref(),
                Some(e.id)
            );
            match e.prepare().unwrap().solution().unwrap() {
                Solution::Moves(moves) => {
                    for m in moves {
                        tap(&root, &m.from().unwrap().to_string()).await;
                        tap(&root, &m.to().to_string()).await;
                        if let Some(role) = m.promotion() {
                            click_on(&root, &format!("[data-promote='{}']", role.char())).await;
                        }
                    }
                }
                Solution::Answer(a) => click_on(&root, &format!("[data-answer='{a}']")).await,
            }
            assert_eq!(
                lesson_result(&root),
                Some(("solved".into(), Some("3".into()))),
                "{}",
                e.id
            );
            if i + 1 < stage.exercises.len() {
                click(&button(&root, "next-exercise")).await;
            }
        }
        click(&button(&root, "lesson-map")).await;
    }
}

#[wasm_bindgen_test]
async fn a_question_does_not_give_its_answer_away() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_lessons(&root, "stalemate").await;
    // The position is stalemate, but nothing on screen says so before the pupil answers.
    assert_eq!(explain_code(&root), None);
    assert!(!root.text_content().unwrap().contains("Stalemate!"));
}
