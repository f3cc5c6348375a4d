//! The board component in a real browser (headless Chromium).
#![cfg(target_arch = "wasm32")]

use gloo_timers::future::TimeoutFuture;
use leptos::prelude::*;
use peoncito::game::Game;
use peoncito::i18n::Lang;
use peoncito::ui::{AppState, Layout};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the app with a prepared game in a fresh container.
fn mount(game: Game, lang: Lang) -> Element {
    let container = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&container).unwrap();
    let state = AppState::new(game, lang, Vec::new());
    leptos::mount::mount_to(container.clone().unchecked_into(), move || {
        provide_context(state);
        view! { <Layout /> }
    })
    .forget();
    container
}

/// Leptos updates the DOM after the handler returns: let the browser run.
async fn settle() {
    TimeoutFuture::new(0).await;
}

fn find(root: &Element, selector: &str) -> Option<Element> {
    root.query_selector(selector).unwrap()
}

fn square(root: &Element, sq: &str) -> HtmlElement {
    find(root, &format!("[data-square='{sq}']"))
        .unwrap_or_else(|| panic!("no square {sq}"))
        .unchecked_into()
}

fn piece_on(root: &Element, sq: &str) -> Option<String> {
    find(root, &format!("[data-square='{sq}'] [data-piece]"))
        .and_then(|p| p.get_attribute("data-piece"))
}

async fn click(el: &HtmlElement) {
    el.click();
    settle().await;
}

async fn tap(root: &Element, sq: &str) {
    click(&square(root, sq)).await;
}

#[wasm_bindgen_test]
async fn the_board_shows_the_start_position_with_coordinates() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    assert_eq!(
        root.query_selector_all("[data-square]").unwrap().length(),
        64
    );
    assert_eq!(
        root.query_selector_all("[data-piece]").unwrap().length(),
        32
    );
    assert_eq!(piece_on(&root, "e1").as_deref(), Some("wK"));
    assert_eq!(piece_on(&root, "d8").as_deref(), Some("bQ"));
    let text = root.text_content().unwrap();
    assert!(text.contains("White to move"));
    assert_eq!(
        square(&root, "e4").get_attribute("aria-label").as_deref(),
        Some("e4, empty")
    );
}

#[wasm_bindgen_test]
async fn tap_a_piece_then_a_square_moves_it() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    tap(&root, "e2").await;
    assert_eq!(
        square(&root, "e2")
            .get_attribute("aria-selected")
            .as_deref(),
        Some("true")
    );
    assert!(
        square(&root, "e4").class_list().contains("dest"),
        "a legal destination is shown"
    );
    tap(&root, "e4").await;
    assert_eq!(piece_on(&root, "e4").as_deref(), Some("wP"));
    assert_eq!(piece_on(&root, "e2"), None);
    assert_eq!(
        square(&root, "e2")
            .get_attribute("aria-selected")
            .as_deref(),
        Some("false")
    );
    assert!(square(&root, "e4").class_list().contains("last-move"));
    let moves = find(&root, ".move-list").unwrap().text_content().unwrap();
    assert!(moves.contains("e4"), "{moves}");
    assert!(root.text_content().unwrap().contains("Black to move"));
}

#[wasm_bindgen_test]
async fn an_illegal_tap_does_not_move() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    tap(&root, "e2").await;
    tap(&root, "e5").await;
    assert_eq!(piece_on(&root, "e2").as_deref(), Some("wP"));
    assert_eq!(piece_on(&root, "e5"), None);
    assert_eq!(
        square(&root, "e2")
            .get_attribute("aria-selected")
            .as_deref(),
        Some("false")
    );
    // A black piece cannot be picked up on White's turn.
    tap(&root, "e7").await;
    assert_eq!(
        square(&root, "e7")
            .get_attribute("aria-selected")
            .as_deref(),
        Some("false")
    );
    assert!(root.text_content().unwrap().contains("White to move"));
}

#[wasm_bindgen_test]
async fn promotion_goes_through_the_picker() {
    let game = Game::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
    let root = mount(game, Lang::En);
    settle().await;
    tap(&root, "e7").await;
    tap(&root, "e8").await;
    assert_eq!(
        piece_on(&root, "e7").as_deref(),
        Some("wP"),
        "nothing moves before the choice"
    );
    let choices: Vec<String> = (0..4)
        .filter_map(|i| root.query_selector_all("[data-promote]").unwrap().item(i))
        .filter_map(|n| n.unchecked_into::<Element>().get_attribute("data-promote"))
        .collect();
    assert_eq!(choices, ["q", "r", "b", "n"]);
    click_on(&root, "[data-promote='n']").await;
    assert_eq!(piece_on(&root, "e8").as_deref(), Some("wN"));
    assert!(find(&root, "[data-promote]").is_none(), "the picker closes");
    assert!(
        find(&root, ".move-list")
            .unwrap()
            .text_content()
            .unwrap()
            .contains("e8=N")
    );
}

#[wasm_bindgen_test]
async fn castling_by_tapping_the_rook() {
    let game = Game::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1").unwrap();
    let root = mount(game, Lang::En);
    settle().await;
    tap(&root, "e1").await;
    tap(&root, "h1").await;
    assert_eq!(piece_on(&root, "g1").as_deref(), Some("wK"));
    assert_eq!(piece_on(&root, "f1").as_deref(), Some("wR"));
}

#[wasm_bindgen_test]
async fn checkmate_is_announced_and_stops_the_game() {
    let root = mount(Game::new(), Lang::Es);
    settle().await;
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        tap(&root, from).await;
        tap(&root, to).await;
    }
    let result = find(&root, "[data-outcome]").expect("the end is announced");
    assert_eq!(
        result.get_attribute("data-outcome").as_deref(),
        Some("black-wins")
    );
    assert_eq!(
        result.get_attribute("data-reason").as_deref(),
        Some("checkmate")
    );
    assert!(result.text_content().unwrap().contains("Jaque mate"));
    assert!(square(&root, "e1").class_list().contains("check"));
    tap(&root, "a2").await;
    tap(&root, "a3").await;
    assert_eq!(
        piece_on(&root, "a2").as_deref(),
        Some("wP"),
        "no move after the end"
    );
}

#[wasm_bindgen_test]
async fn buttons_resign_offer_and_undo() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    let button = |action: &str| -> HtmlElement {
        find(&root, &format!("[data-action='{action}']"))
            .unwrap_or_else(|| panic!("no {action} button"))
            .unchecked_into()
    };
    click(&button("offer-draw")).await;
    click(&button("accept-draw")).await;
    let result = find(&root, "[data-outcome]").unwrap();
    assert_eq!(
        result.get_attribute("data-reason").as_deref(),
        Some("agreement")
    );
    click(&button("undo")).await;
    assert!(
        find(&root, "[data-outcome]").is_none(),
        "undo reopens the game"
    );
    click(&button("resign")).await;
    let result = find(&root, "[data-outcome]").unwrap();
    assert_eq!(
        result.get_attribute("data-outcome").as_deref(),
        Some("black-wins")
    );
    assert_eq!(
        result.get_attribute("data-reason").as_deref(),
        Some("resignation")
    );
    click(&button("new-game")).await;
    assert!(find(&root, "[data-outcome]").is_none());
    click(&button("flip")).await;
    let first = root.query_selector("[data-square]").unwrap().unwrap();
    assert_eq!(
        first.get_attribute("data-square").as_deref(),
        Some("h1"),
        "flipped: h1 top-left"
    );
}

fn explain_code(root: &Element) -> Option<String> {
    find(root, "[data-explain]").and_then(|e| e.get_attribute("data-explain"))
}

fn highlight(root: &Element, sq: &str) -> Option<String> {
    square(root, sq).get_attribute("data-highlight")
}

#[wasm_bindgen_test]
async fn a_pinned_piece_is_explained_with_the_pin_lit() {
    let fen = "rnbqk1nr/pppp1ppp/8/4p3/1b1P4/8/PPPNPPPP/R1BQKBNR w KQkq - 2 3";
    let root = mount(Game::from_fen(fen).unwrap(), Lang::En);
    settle().await;
    tap(&root, "d2").await;
    tap(&root, "f3").await;
    assert_eq!(
        piece_on(&root, "d2").as_deref(),
        Some("wN"),
        "the piece stays"
    );
    assert_eq!(explain_code(&root).as_deref(), Some("pinned-piece"));
    let text = find(&root, "[data-explain]")
        .unwrap()
        .text_content()
        .unwrap();
    assert!(
        text.contains("knight on d2") && text.contains("bishop on b4"),
        "{text}"
    );
    assert_eq!(highlight(&root, "b4").as_deref(), Some("attacker"));
    assert_eq!(highlight(&root, "c3").as_deref(), Some("pin"));
    assert_eq!(highlight(&root, "e1").as_deref(), Some("king"));
    assert_eq!(highlight(&root, "d2").as_deref(), Some("piece"));
    // The next action clears it.
    tap(&root, "e2").await;
    assert_eq!(explain_code(&root), None);
    assert_eq!(highlight(&root, "b4"), None);
}

#[wasm_bindgen_test]
async fn tapping_the_opponents_piece_says_whose_turn_it_is() {
    let root = mount(Game::new(), Lang::Es);
    settle().await;
    tap(&root, "g8").await;
    assert_eq!(explain_code(&root).as_deref(), Some("not-your-turn"));
    let text = find(&root, "[data-explain]")
        .unwrap()
        .text_content()
        .unwrap();
    assert!(text.contains("juegan las blancas"), "{text}");
}

#[wasm_bindgen_test]
async fn castling_through_check_is_explained_when_tapping_the_rook() {
    let root = mount(
        Game::from_fen("5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1").unwrap(),
        Lang::En,
    );
    settle().await;
    tap(&root, "e1").await;
    tap(&root, "h1").await;
    assert_eq!(piece_on(&root, "e1").as_deref(), Some("wK"));
    assert_eq!(
        explain_code(&root).as_deref(),
        Some("castling-through-check")
    );
    assert_eq!(highlight(&root, "f8").as_deref(), Some("attacker"));
    assert_eq!(highlight(&root, "f1").as_deref(), Some("attacked"));
}

#[wasm_bindgen_test]
async fn stalemate_is_explained_as_a_draw() {
    let root = mount(
        Game::from_fen("k7/2K5/8/1Q6/8/8/8/8 w - - 0 1").unwrap(),
        Lang::En,
    );
    settle().await;
    tap(&root, "b5").await;
    tap(&root, "b6").await;
    assert_eq!(explain_code(&root).as_deref(), Some("stalemate"));
    let text = find(&root, "[data-explain]")
        .unwrap()
        .text_content()
        .unwrap();
    assert!(text.contains("draw: nobody lost"), "{text}");
    assert_eq!(
        find(&root, "[data-outcome]")
            .unwrap()
            .get_attribute("data-reason")
            .as_deref(),
        Some("stalemate")
    );
    tap(&root, "c7").await;
    assert_eq!(explain_code(&root).as_deref(), Some("game-over"));
}

#[wasm_bindgen_test]
async fn the_question_mark_shows_how_a_piece_moves() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    click_on(&root, "[data-action='how-it-moves']").await;
    assert_eq!(explain_code(&root).as_deref(), Some("how-it-moves"));
    tap(&root, "b8").await;
    assert_eq!(highlight(&root, "a6").as_deref(), Some("reach"));
    assert_eq!(highlight(&root, "c6").as_deref(), Some("reach"));
    assert_eq!(highlight(&root, "d7"), None);
    assert_eq!(
        piece_on(&root, "b8").as_deref(),
        Some("bN"),
        "nothing moves in ? mode"
    );
    let text = find(&root, "[data-explain]")
        .unwrap()
        .text_content()
        .unwrap();
    assert!(text.contains("jumps in an L"), "{text}");
}

fn button(root: &Element, action: &str) -> HtmlElement {
    find(root, &format!("[data-action='{action}']"))
        .unwrap_or_else(|| panic!("no {action} button"))
        .unchecked_into()
}

async fn type_into(root: &Element, selector: &str, text: &str) {
    let input: web_sys::HtmlInputElement = find(root, selector).unwrap().unchecked_into();
    input.set_value(text);
    input
        .dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    settle().await;
}

async fn click_on(root: &Element, selector: &str) {
    let el: HtmlElement = find(root, selector)
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
        .unchecked_into();
    click(&el).await;
}

/// Chooses a value in an input or a select, as a "change" event reports it.
async fn change_to(root: &Element, selector: &str, value: &str) {
    let el = find(root, selector).unwrap_or_else(|| panic!("nothing matches {selector}"));
    match el.dyn_ref::<web_sys::HtmlSelectElement>() {
        Some(select) => select.set_value(value),
        None => el
            .unchecked_ref::<web_sys::HtmlInputElement>()
            .set_value(value),
    }
    el.dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    settle().await;
}

/// Opens the teacher's panel: sets the PIN the first time, types it after.
async fn open_teacher(root: &Element, pin: &str) {
    click(&button(root, "teacher")).await;
    type_into(root, "[data-pin='pin']", pin).await;
    if find(root, "[data-pin='again']").is_some() {
        type_into(root, "[data-pin='again']", pin).await;
        click(&button(root, "set-pin")).await;
    } else {
        click(&button(root, "unlock")).await;
    }
}

#[wasm_bindgen_test]
async fn the_teacher_sets_a_pin_and_fide_today_then_two_illegal_moves_lose() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_teacher(&root, "2468").await;
    let fide: HtmlElement = find(&root, "[data-policy='fide-today']")
        .unwrap()
        .unchecked_into();
    click(&fide).await;
    click(&button(&root, "save-settings")).await;
    assert!(find(&root, "[data-saved]").is_some());
    click(&button(&root, "close-teacher")).await;
    // The game in progress keeps its rules (practice): nothing is counted.
    tap(&root, "e2").await;
    tap(&root, "e5").await;
    assert!(find(&root, "[data-verdict]").is_none());
    click(&button(&root, "new-game")).await;
    tap(&root, "e2").await;
    tap(&root, "e5").await;
    assert_eq!(
        find(&root, "[data-verdict]")
            .and_then(|v| v.get_attribute("data-verdict"))
            .as_deref(),
        Some("counted"),
        "no clock: counted without minutes"
    );
    tap(&root, "g1").await;
    tap(&root, "g3").await;
    let result = find(&root, "[data-outcome]").expect("the second illegal move loses");
    assert_eq!(
        result.get_attribute("data-outcome").as_deref(),
        Some("black-wins")
    );
    assert_eq!(
        result.get_attribute("data-reason").as_deref(),
        Some("illegal-moves")
    );
    assert!(
        find(&root, ".result [data-mistakes]")
            .unwrap()
            .text_content()
            .unwrap()
            .contains("2 × wrong way to move")
    );
}

#[wasm_bindgen_test]
async fn a_wrong_pin_leaves_the_settings_unchanged() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_teacher(&root, "1357").await;
    click(&button(&root, "close-teacher")).await;
    open_teacher(&root, "0000").await;
    assert!(find(&root, "[data-pin-error]").is_some());
    assert!(
        find(&root, "[data-policy]").is_none(),
        "the settings stay locked"
    );
    type_into(&root, "[data-pin='pin']", "1357").await;
    click(&button(&root, "unlock")).await;
    assert!(find(&root, "[data-policy='practice']").is_some());
}

#[wasm_bindgen_test]
async fn school_rules_stop_the_game_for_the_teacher_who_adjudicates() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_teacher(&root, "1111").await;
    click_on(&root, "[data-policy='school']").await;
    change_to(&root, "[data-setting='school-limit']", "1").await;
    click(&button(&root, "save-settings")).await;
    click(&button(&root, "close-teacher")).await;
    click(&button(&root, "new-game")).await;
    tap(&root, "e2").await;
    tap(&root, "e5").await;
    assert!(find(&root, "[data-teacher-needed='white']").is_some());
    tap(&root, "d2").await;
    tap(&root, "d4").await;
    assert_eq!(
        piece_on(&root, "d2").as_deref(),
        Some("wP"),
        "no moves until the teacher decides"
    );
    assert_eq!(explain_code(&root).as_deref(), Some("teacher-needed"));
    open_teacher(&root, "1111").await;
    click(&button(&root, "adjudicate-draw")).await;
    let result = find(&root, "[data-outcome]").unwrap();
    assert_eq!(
        result.get_attribute("data-outcome").as_deref(),
        Some("draw")
    );
    assert_eq!(
        result.get_attribute("data-reason").as_deref(),
        Some("adjudication")
    );
}

#[wasm_bindgen_test]
async fn fide_today_with_a_blitz_clock_adds_a_minute_then_the_second_illegal_move_loses() {
    use peoncito::settings::{Rules, SavedClock, SavedPreset};
    let rules = Rules {
        preset: SavedPreset::FideToday,
        clock: Some(SavedClock {
            base_minutes: 5,
            increment_seconds: 0,
        }),
        ..Default::default()
    };
    let root = mount_with_rules(Game::new(), rules);
    settle().await;
    let clock = |side: &str| {
        find(&root, &format!("[data-clock='{side}']"))
            .unwrap()
            .text_content()
            .unwrap()
    };
    assert_eq!(clock("white"), "5:00");
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    assert!(
        find(&root, "[data-clock='black']")
            .unwrap()
            .class_list()
            .contains("running")
    );
    tap(&root, "e7").await;
    tap(&root, "e4").await;
    assert_eq!(
        find(&root, "[data-verdict]")
            .and_then(|v| v.get_attribute("data-verdict"))
            .as_deref(),
        Some("penalty")
    );
    assert!(
        find(&root, "[data-verdict]")
            .unwrap()
            .text_content()
            .unwrap()
            .contains("1 extra minute")
    );
    assert_eq!(
        clock("white"),
        "6:00",
        "the opponent gets one minute in blitz"
    );
    tap(&root, "d8").await;
    tap(&root, "d5").await;
    let result = find(&root, "[data-outcome]").unwrap();
    assert_eq!(
        result.get_attribute("data-reason").as_deref(),
        Some("illegal-moves")
    );
    assert_eq!(
        result.get_attribute("data-outcome").as_deref(),
        Some("white-wins")
    );
    assert!(
        !find(&root, "[data-clock='black']")
            .unwrap()
            .class_list()
            .contains("running"),
        "stopped"
    );
}

fn mount_with_rules(game: Game, rules: peoncito::settings::Rules) -> Element {
    let container = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&container).unwrap();
    let settings = peoncito::settings::Settings { rules, pin: None };
    let state = AppState::new(game, Lang::En, Vec::new()).with_settings(settings, rules);
    leptos::mount::mount_to(container.clone().unchecked_into(), move || {
        provide_context(state);
        view! { <Layout /> }
    })
    .forget();
    container
}

#[wasm_bindgen_test]
async fn touch_move_binds_the_touched_piece_and_the_touched_enemy() {
    let rules = peoncito::settings::Rules {
        touch_move: true,
        ..Default::default()
    };
    let root = mount_with_rules(
        Game::from_fen("4k3/8/8/4p3/3P4/5N2/8/4K3 w - - 0 1").unwrap(),
        rules,
    );
    settle().await;
    tap(&root, "f3").await;
    tap(&root, "e1").await;
    assert_eq!(explain_code(&root).as_deref(), Some("touch-move"));
    assert_eq!(
        square(&root, "f3")
            .get_attribute("aria-selected")
            .as_deref(),
        Some("true")
    );
    assert!(
        find(&root, "[data-explain]")
            .unwrap()
            .text_content()
            .unwrap()
            .contains("knight on f3")
    );
    tap(&root, "g5").await;
    assert_eq!(
        piece_on(&root, "g5").as_deref(),
        Some("wN"),
        "the touched knight moves"
    );
    // Black touches the white knight... it cannot be captured: no commitment.
    // White next touches the black pawn on e5 and must capture it.
    tap(&root, "e8").await;
    tap(&root, "d8").await;
    tap(&root, "e5").await;
    assert_eq!(
        explain_code(&root).as_deref(),
        Some("touch-move"),
        "touching e5 binds to capture it"
    );
    tap(&root, "d4").await;
    tap(&root, "d5").await;
    assert_eq!(
        piece_on(&root, "d4").as_deref(),
        Some("wP"),
        "d5 does not capture e5"
    );
    assert_eq!(explain_code(&root).as_deref(), Some("touch-move"));
    tap(&root, "d4").await;
    tap(&root, "e5").await;
    assert_eq!(piece_on(&root, "e5").as_deref(), Some("wP"));
}

#[wasm_bindgen_test]
async fn a_custom_policy_uses_the_teachers_numbers() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_teacher(&root, "2222").await;
    click_on(&root, "[data-policy='custom']").await;
    change_to(&root, "[data-setting='custom-limit']", "2").await;
    click_on(&root, "[data-setting='custom-loses']").await;
    click(&button(&root, "save-settings")).await;
    click(&button(&root, "close-teacher")).await;
    click(&button(&root, "new-game")).await;
    tap(&root, "e2").await;
    tap(&root, "e5").await;
    assert!(find(&root, "[data-teacher-needed]").is_none());
    tap(&root, "e2").await;
    tap(&root, "e6").await;
    assert!(
        find(&root, "[data-teacher-needed='white']").is_some(),
        "the second one calls the teacher"
    );
}

#[wasm_bindgen_test]
async fn claim_mode_two_claimed_illegal_moves_lose_under_fide_today_with_a_clock() {
    use peoncito::settings::{Rules, SavedClock, SavedPreset};
    let rules = Rules {
        preset: SavedPreset::FideToday,
        clock: Some(SavedClock {
            base_minutes: 5,
            increment_seconds: 0,
        }),
        claim_mode: true,
        ..Default::default()
    };
    let root = mount_with_rules(Game::new(), rules);
    settle().await;
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    // A wrong claim by Black is explained and changes nothing.
    click(&button(&root, "claim")).await;
    assert_eq!(explain_code(&root).as_deref(), Some("wrong-claim"));
    assert_eq!(piece_on(&root, "e4").as_deref(), Some("wP"));
    tap(&root, "e7").await;
    tap(&root, "e5").await;
    // White's knight jumps like a rook: it stands, and nothing is said.
    tap(&root, "b1").await;
    tap(&root, "b3").await;
    assert_eq!(
        piece_on(&root, "b3").as_deref(),
        Some("wN"),
        "the illegal move stands"
    );
    assert_eq!(explain_code(&root), None);
    click(&button(&root, "claim")).await;
    assert_eq!(explain_code(&root).as_deref(), Some("wrong-pattern"));
    assert_eq!(
        piece_on(&root, "b1").as_deref(),
        Some("wN"),
        "a correct claim takes it back"
    );
    assert_eq!(
        find(&root, "[data-verdict]")
            .and_then(|v| v.get_attribute("data-verdict"))
            .as_deref(),
        Some("penalty")
    );
    // Black (the claimant) gets one minute: about 6:00 minus the seconds Black used.
    let black = find(&root, "[data-clock='black']")
        .unwrap()
        .text_content()
        .unwrap();
    assert!(black == "6:00" || black == "5:59", "{black}");
    tap(&root, "a1").await;
    tap(&root, "a3").await;
    click(&button(&root, "claim")).await;
    let result = find(&root, "[data-outcome]").expect("the second claimed illegal move loses");
    assert_eq!(
        result.get_attribute("data-outcome").as_deref(),
        Some("black-wins")
    );
    assert_eq!(
        result.get_attribute("data-reason").as_deref(),
        Some("illegal-moves")
    );
}

#[wasm_bindgen_test]
async fn the_teacher_sets_a_custom_clock_and_the_late_table_basis() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_teacher(&root, "3333").await;
    change_to(&root, "[data-setting='clock']", "1").await;
    change_to(&root, "[data-setting='clock-base']", "7").await;
    change_to(&root, "[data-setting='clock-increment']", "3").await;
    type_into(&root, "[data-late='basis']", "60").await;
    let late = find(&root, "[data-late='result']")
        .unwrap()
        .text_content()
        .unwrap();
    assert!(
        late.starts_with("Give each player 7 min 30 s"),
        "15 min, 30 of 60 moves: {late}"
    );
    click(&button(&root, "save-settings")).await;
    click(&button(&root, "close-teacher")).await;
    click(&button(&root, "new-game")).await;
    assert_eq!(
        find(&root, "[data-clock='white']")
            .unwrap()
            .text_content()
            .unwrap(),
        "7:00"
    );
}

#[wasm_bindgen_test]
async fn the_promotion_picker_takes_the_focus_and_escape_closes_it() {
    let game = Game::from_fen("8/4P3/8/8/8/8/k7/4K3 w - - 0 1").unwrap();
    let root = mount(game, Lang::En);
    settle().await;
    tap(&root, "e7").await;
    tap(&root, "e8").await;
    let focused = document()
        .active_element()
        .expect("something has the focus");
    assert!(
        focused.closest("[role='dialog']").unwrap().is_some(),
        "the focus is in the dialog"
    );
    let init = web_sys::KeyboardEventInit::new();
    init.set_key("Escape");
    init.set_bubbles(true);
    let escape =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    focused.dispatch_event(&escape).unwrap();
    settle().await;
    assert!(
        find(&root, "[data-promote]").is_none(),
        "Escape closes the picker"
    );
    assert_eq!(
        piece_on(&root, "e7").as_deref(),
        Some("wP"),
        "and nothing moved"
    );
}

fn text_of(root: &Element, selector: &str) -> String {
    find(root, selector)
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
        .text_content()
        .unwrap_or_default()
}

#[wasm_bindgen_test]
async fn the_spanish_move_list_writes_spanish_letters_and_keeps_standard_san() {
    let root = mount(Game::new(), Lang::Es);
    settle().await;
    tap(&root, "g1").await;
    tap(&root, "f3").await;
    assert_eq!(text_of(&root, ".move-list .san"), "Cf3");
    assert_eq!(
        find(&root, ".move-list .san")
            .unwrap()
            .get_attribute("data-san")
            .as_deref(),
        Some("Nf3")
    );
    assert_eq!(
        text_of(&root, "[data-announce]"),
        "Blancas: caballo de g1 a f3."
    );
    click_on(&root, "[data-lang='en']").await;
    assert_eq!(text_of(&root, ".move-list .san"), "Nf3");
    assert_eq!(
        text_of(&root, "[data-announce]"),
        "White knight from g1 to f3."
    );
}

#[wasm_bindgen_test]
async fn the_position_is_described_on_demand_and_follows_the_game() {
    let game = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    let root = mount(game, Lang::En);
    settle().await;
    assert_eq!(text_of(&root, "[data-description]"), "");
    click(&button(&root, "describe")).await;
    assert_eq!(
        text_of(&root, "[data-description]"),
        "White: king on e1; pawn on e2. Black: king on e8. White to move."
    );
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    assert_eq!(
        text_of(&root, "[data-description]"),
        "White: king on e1; pawn on e4. Black: king on e8. Black to move."
    );
}

#[wasm_bindgen_test]
async fn the_contrast_switch_is_a_pressed_button() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    let switch = button(&root, "contrast");
    assert_eq!(
        switch.get_attribute("aria-pressed").as_deref(),
        Some("false")
    );
    click(&switch).await;
    assert_eq!(
        switch.get_attribute("aria-pressed").as_deref(),
        Some("true")
    );
}

async fn open_lessons(root: &Element, stage: &str) {
    click(&button(root, "lessons")).await;
    click_on(root, &format!("[data-stage='{stage}']")).await;
}

fn lesson_result(root: &Element) -> Option<(String, Option<String>)> {
    find(root, "[data-lesson-result]").map(|e| {
        (
            e.get_attribute("data-lesson-result").unwrap_or_default(),
            e.get_attribute("data-stars"),
        )
    })
}

#[wasm_bindgen_test]
async fn a_lesson_solved_at_once_earns_three_stars_and_the_game_waits() {
    let mut game = Game::new();
    let e4 = game.intent("e2".parse().unwrap(), "e4".parse().unwrap());
    if let peoncito::game::Intent::Move(m) = e4 {
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

/// Every exercise of every stage solved on screen, with taps and answer
/// buttons only, following the solution the data test also replays.
#[wasm_bindgen_test]
async fn every_exercise_can_be_solved_on_screen() {
    use peoncito::lessons::{Course, Solution};
    let course = Course::shipped().unwrap();
    let root = mount(Game::new(), Lang::En);
    settle().await;
    click(&button(&root, "lessons")).await;
    for stage in &course.stages {
        click_on(&root, &format!("[data-stage='{}']", stage.id)).await;
        for (i, e) in stage.exercises.iter().enumerate() {
            assert_eq!(
                find(&root, "[data-exercise]")
                    .and_then(|x| x.get_attribute("data-exercise"))
                    .as_deref(),
                Some(e.id.as_str())
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
