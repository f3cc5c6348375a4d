//! A whole game against the computer on the game screen in a real browser
//! (headless Chromium): the pupil taps the moves (the strongest level's
//! choices), Peoncito 1 answers through the thinker, until the game ends.
//! The worker's wasm is not served here, so the thinker answers in the
//! page, at once.
#![cfg(target_arch = "wasm32")]

#[allow(dead_code)]
mod browser;

use browser::*;
use leptos::prelude::*;
use peoncito::ui::{AppState, Layout, Thinker};
use peoncito_core::computer::{Level, Opponent, choose, key};
use peoncito_core::game::Game;
use peoncito_core::i18n::Lang;
use peoncito_core::settings::Rules;
use peoncito_core::table::Table;
use shakmaty::{Color, Position};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const IN_THE_PAGE: Thinker = Thinker {
    ask: |question, answered| answered(Some(peoncito_core::computer::question::answer(&question))),
    least_ms: 0,
};

fn mount_against(level: u8, side: Color) -> (web_sys::Element, AppState) {
    let mut table = Table::new(Game::new(), Rules::default());
    table.set_computer(Some(Opponent {
        level: Level::new(level).unwrap(),
        side,
        seed: 11,
    }));
    let state = AppState::with_table(table, Lang::En, Vec::new());
    let container = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&container).unwrap();
    leptos::mount::mount_to(container.clone().unchecked_into(), move || {
        provide_context(state);
        provide_context(IN_THE_PAGE);
        view! { <Layout /> }
    })
    .forget();
    (container, state)
}

#[wasm_bindgen_test]
async fn a_game_against_level_one_to_the_end() {
    let (root, state) = mount_against(1, Color::Black);
    settle().await;
    assert_eq!(
        find(&root, ".computer-bar")
            .unwrap()
            .get_attribute("data-computer")
            .as_deref(),
        Some("1")
    );
    let mut offers = 0;
    for ply in 0..300u64 {
        let (position, over) = state
            .board
            .table
            .with_untracked(|t| (t.game().position().clone(), t.game().is_over()));
        if over {
            break;
        }
        assert_eq!(
            position.turn(),
            Color::White,
            "the computer answered move {ply}"
        );
        // Every position so far: the strongest level steers clear of a
        // repetition when ahead.
        let earlier = state.board.with_game(|g| {
            let mut p = g.start_position().clone();
            let mut keys = vec![key(&p)];
            for m in g.moves() {
                p.play_unchecked(*m);
                keys.push(key(&p));
            }
            keys.pop();
            keys
        });
        let m = choose(&position, &earlier, Level::STRONGEST, ply).unwrap();
        let from = m.from().unwrap().to_string();
        let to = peoncito_core::game::board_target(m).to_string();
        tap(&root, &from).await;
        tap(&root, &to).await;
        if let Some(role) = m.promotion() {
            click_on(&root, &format!("[data-promote='{}']", role.char())).await;
        }
        // The computer's answer: its effect runs once the page has drawn.
        for _ in 0..20 {
            let waiting = state.board.table.with_untracked(|t| t.computer_to_move());
            if !waiting {
                break;
            }
            settle().await;
        }
        // A sacrifice may look like a blunder to Peoncito 1: kept.
        if state.board.table.with_untracked(Table::take_back_offered) {
            click(&button(&root, "keep-move")).await;
            offers += 1;
        }
        let moves = state.board.table.with_untracked(|t| t.game().moves().len());
        assert!(moves as u64 > ply * 2, "the pupil's move was played");
    }
    let result = find(&root, "[data-outcome]").expect("the game ended");
    assert_eq!(
        result.get_attribute("data-outcome").as_deref(),
        Some("white-wins"),
        "{:?} after {}",
        result.get_attribute("data-reason"),
        state.board.with_game(|g| g.sans().join(" "))
    );
    assert!(find(&root, ".board[data-thinking]").is_none());
    assert!(
        offers < 5,
        "{offers} take-back offers for the strongest level's moves"
    );
}

#[wasm_bindgen_test]
async fn the_hint_shows_on_the_pupils_turn_unless_the_teacher_switched_hints_off() {
    let (root, state) = mount_against(4, Color::Black);
    settle().await;
    click(&button(&root, "hint")).await;
    for _ in 0..20 {
        if find(&root, "[data-drawing='hint']").is_some() {
            break;
        }
        settle().await;
    }
    let arrow = find(&root, "[data-drawing='hint']").expect("the hint's arrow");
    assert!(arrow.get_attribute("data-from").is_some());
    assert!(explain_code(&root).is_some_and(|code| code.starts_with("hint-")));
    state.settings.update(|s| s.hints_off = true);
    settle().await;
    assert!(find(&root, "[data-action='hint']").is_none());
}
