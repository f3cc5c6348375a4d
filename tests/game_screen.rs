//! The game screen in a real browser (headless Chromium): the board, moves,
//! explanations, the controls, the move list and the screen-reader texts.
#![cfg(target_arch = "wasm32")]

#[allow(dead_code)]
mod browser;

use browser::*;
use leptos::prelude::*;
use peoncito::ui::AppState;
use peoncito_core::game::Game;
use peoncito_core::i18n::Lang;
use shakmaty::Square;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

wasm_bindgen_test_configure!(run_in_browser);

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
    let coordinates = |sq: &str| {
        root.query_selector_all(&format!("[data-square='{sq}'] [data-coord]"))
            .unwrap()
            .length()
    };
    assert_eq!(
        [
            coordinates("a1"),
            coordinates("a8"),
            coordinates("h1"),
            coordinates("e4")
        ],
        [2, 1, 1, 0],
        "the ranks on the first file, the files on the last rank"
    );
}

/// Lets the page run its microtasks (where Leptos updates the DOM), but
/// neither a frame nor a task.
async fn microtasks() {
    for _ in 0..20 {
        let _ = wasm_bindgen_futures::JsFuture::from(js_sys::Promise::resolve(
            &wasm_bindgen::JsValue::NULL,
        ))
        .await;
    }
}

#[wasm_bindgen_test]
async fn a_move_is_on_the_board_before_the_panels_follow() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    tap(&root, "e2").await;
    square(&root, "e4").click();
    microtasks().await;
    assert_eq!(
        piece_on(&root, "e4").as_deref(),
        Some("wP"),
        "the board at once"
    );
    // What reads the table follows after the board's frame: nothing to
    // take back yet, and the move not yet listed.
    let undo = button(&root, "undo");
    assert!(undo.has_attribute("disabled"));
    assert!(find(&root, ".move-list .san").is_none());
    settle().await;
    assert!(!undo.has_attribute("disabled"));
    assert_eq!(text_of(&root, ".move-list .san"), "e4");
    assert!(root.text_content().unwrap().contains("Black to move"));
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
    let side = |code: &str| -> HtmlElement {
        find(
            &root,
            &format!("[data-action='choose-side'][data-side='{code}']"),
        )
        .unwrap_or_else(|| panic!("no {code} to choose"))
        .unchecked_into()
    };
    // Who offers is asked (FIDE 9.1.2: the offer is that player's).
    click(&button("offer-draw")).await;
    click(&side("white")).await;
    assert!(
        find(&root, ".offer")
            .unwrap()
            .text_content()
            .unwrap()
            .contains("White"),
        "White offers"
    );
    // Black answers it, on Black's turn (White cannot accept their own).
    assert!(find(&root, "[data-action='accept-draw']").is_none());
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    click(&button("accept-draw")).await;
    let result = find(&root, "[data-outcome]").unwrap();
    assert_eq!(
        result.get_attribute("data-reason").as_deref(),
        Some("agreement")
    );
    // After the end a take-back needs both players' yes.
    click(&button("undo")).await;
    assert!(
        find(&root, "[data-outcome]").is_some(),
        "one tap takes nothing back"
    );
    click(&button("confirm")).await;
    assert!(
        find(&root, "[data-outcome]").is_none(),
        "both agreed: the game goes on"
    );
    // Who resigns is asked, then the question names that player.
    click(&button("resign")).await;
    click(&side("white")).await;
    assert!(
        find(&root, "#confirm-title")
            .unwrap()
            .text_content()
            .unwrap()
            .starts_with("White:"),
        "the question names who resigns"
    );
    assert!(
        find(&root, "[data-outcome]").is_none(),
        "resigning asks first"
    );
    click(&button("confirm")).await;
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
    assert!(
        text.contains("That's stalemate: a draw! Nobody wins."),
        "{text}"
    );
    // The stuck king is pointed at, without the ring that means check.
    assert_eq!(highlight(&root, "a8").as_deref(), Some("piece"));
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
    press_key("Escape").await;
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
    // The languages are one button; the list opens under it, and closes
    // once one is chosen.
    let list = || find(&root, "nav.languages").unwrap();
    assert!(list().has_attribute("hidden"));
    assert_eq!(text_of(&root, "[data-action='languages']"), "Español ▾");
    click_on(&root, "[data-action='languages']").await;
    assert!(!list().has_attribute("hidden"));
    assert_eq!(
        button(&root, "languages")
            .get_attribute("aria-expanded")
            .as_deref(),
        Some("true")
    );
    click_on(&root, "[data-lang='en']").await;
    assert!(list().has_attribute("hidden"));
    assert_eq!(text_of(&root, "[data-action='languages']"), "English ▾");
    // The keyboard goes back to the button, and Escape closes the list.
    let focused = || document().active_element()?.get_attribute("data-action");
    assert_eq!(focused().as_deref(), Some("languages"));
    click_on(&root, "[data-action='languages']").await;
    find(&root, "[data-lang='ca']")
        .unwrap()
        .dyn_into::<HtmlElement>()
        .unwrap()
        .focus()
        .unwrap();
    press_key("Escape").await;
    assert!(list().has_attribute("hidden"));
    assert_eq!(focused().as_deref(), Some("languages"));
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

#[wasm_bindgen_test]
async fn a_new_game_in_the_middle_of_a_game_asks_first() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    let button = |action: &str| {
        find(&root, &format!("[data-action='{action}']"))
            .unwrap()
            .unchecked_into::<HtmlElement>()
    };
    click(&button("new-game")).await;
    assert!(find(&root, "[role='dialog'] [data-action='confirm']").is_some());
    click(&button("cancel-confirm")).await;
    assert_eq!(
        piece_on(&root, "e4").as_deref(),
        Some("wP"),
        "no: the game stays"
    );
    click(&button("new-game")).await;
    click(&button("confirm")).await;
    assert_eq!(piece_on(&root, "e4"), None, "yes: a new game");
    assert_eq!(piece_on(&root, "e2").as_deref(), Some("wP"));
    // Nothing to lose at the start: no question.
    click(&button("new-game")).await;
    assert!(find(&root, "[data-action='confirm']").is_none());
}

fn named_game() -> Game {
    use peoncito_core::heading::{Date, Heading, Name};
    let mut game = Game::new();
    game.set_heading(Heading {
        white: Name::new("Ana"),
        black: Name::new("Luis"),
        event: Name::new("Club"),
        site: None,
        date: Date::new(2026, 11, 30),
        round: None,
    });
    game
}

#[wasm_bindgen_test]
async fn the_players_names_stand_beside_the_board_and_follow_the_flip() {
    let root = mount(named_game(), Lang::En);
    settle().await;
    let plates = |root: &Element| {
        let found = root.query_selector_all(".name-plate").unwrap();
        (0..found.length())
            .map(|i| found.item(i).unwrap().text_content().unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(plates(&root), ["Luis (Black)", "Ana (White)"]);
    assert!(
        find(&root, ".name-plate[data-player='white']")
            .unwrap()
            .class_list()
            .contains("to-move"),
        "the side to move is marked"
    );
    click(&button(&root, "flip")).await;
    assert_eq!(plates(&root), ["Ana (White)", "Luis (Black)"]);
    // A game without names has no plates.
    let plain = mount(Game::new(), Lang::En);
    settle().await;
    assert!(find(&plain, ".name-plate").is_none());
}

#[wasm_bindgen_test]
async fn the_score_sheet_shows_the_heading_and_the_moves_in_two_columns() {
    let state = peoncito::ui::AppState::new(named_game(), Lang::Es, Vec::new());
    state.screen.showing.set(peoncito::ui::Screen::ScoreSheet);
    let root = mount_state(state);
    settle().await;
    assert_eq!(text_of(&root, "[data-sheet='white']"), "Ana");
    assert_eq!(
        text_of(&root, "[data-sheet='site']"),
        "",
        "a blank to write on"
    );
    assert_eq!(
        text_of(&root, "[data-sheet='date']"),
        "30 de noviembre de 2026"
    );
    assert_eq!(
        root.query_selector_all(".sheet-column").unwrap().length(),
        2
    );
    assert_eq!(
        root.query_selector_all(".sheet-column tbody tr")
            .unwrap()
            .length(),
        40
    );
    assert_eq!(
        text_of(&root, "[data-sheet='ending']"),
        "La partida no ha terminado."
    );
    click(&button(&root, "back-to-game")).await;
    assert!(find(&root, "[data-score-sheet]").is_none());
    assert!(find(&root, "[data-square='e1']").is_some());
}

/// What the board shows, square by square: its classes (in any order),
/// its other attributes, and what is drawn on it (but the coordinates,
/// which follow the board's edges).
fn squares_shown(root: &Element) -> Vec<String> {
    let all = root.query_selector_all("[data-square]").unwrap();
    let mut shown: Vec<String> = (0..all.length())
        .filter_map(|i| all.item(i)?.dyn_into::<Element>().ok())
        .map(|square| {
            let list = square.class_list();
            let mut classes: Vec<String> =
                (0..list.length()).filter_map(|i| list.item(i)).collect();
            classes.sort();
            let names = square.get_attribute_names();
            let mut attributes: Vec<String> = names
                .iter()
                .filter_map(|name| name.as_string())
                .filter(|name| name != "class" && name != "data-square")
                .map(|name| {
                    let value = square.get_attribute(&name).unwrap_or_default();
                    format!("{name}={value:?}")
                })
                .collect();
            attributes.sort();
            let children = square.children();
            let drawn: Vec<String> = (0..children.length())
                .filter_map(|i| children.item(i))
                .filter(|child| !child.has_attribute("data-coord"))
                .map(|child| child.outer_html())
                .collect();
            format!(
                "{} [{}] {} {}",
                square.get_attribute("data-square").unwrap_or_default(),
                classes.join(" "),
                attributes.join(" "),
                drawn.concat(),
            )
        })
        .collect();
    shown.sort();
    shown
}

#[wasm_bindgen_test]
async fn the_board_turned_shows_each_square_as_before() {
    // The squares are painted by hand, not by the view: turning the board
    // builds them again, and they must show the same (one piece each, the
    // last move, the piece in hand and its dots).
    let root = mount(Game::new(), Lang::En);
    settle().await;
    tap(&root, "f2").await;
    tap(&root, "f3").await;
    tap(&root, "e7").await;
    let before = squares_shown(&root);
    let f3 = before.iter().find(|s| s.starts_with("f3 ")).unwrap();
    assert!(
        f3.starts_with("f3 [last-move light square]") && f3.contains(r#"data-piece="wP""#),
        "{f3}"
    );
    assert!(
        before.iter().any(|s| s.contains("[dest light square]")),
        "the dots: {before:?}"
    );
    click(&button(&root, "flip")).await;
    settle().await;
    assert_eq!(squares_shown(&root), before, "turned");
    click(&button(&root, "flip")).await;
    settle().await;
    assert_eq!(squares_shown(&root), before, "turned back");
    tap(&root, "e5").await;
    assert_eq!(
        piece_on(&root, "e5").as_deref(),
        Some("bP"),
        "and it still plays"
    );
    assert!(piece_on(&root, "e7").is_none());
}

#[wasm_bindgen_test]
async fn the_squares_built_again_show_all_that_was_painted_on_them() {
    // Turning the board builds its squares from one piece of HTML with
    // what each shows; until then each change was painted on them. Both
    // ways must give the same squares: the stars, the explanation's marks,
    // the piece bound by touch-move and its name, the last move.
    let rules = peoncito_core::settings::Rules {
        touch_move: true,
        ..Default::default()
    };
    let settings = peoncito_core::settings::Settings {
        rules,
        ..Default::default()
    };
    let state = AppState::new(Game::new(), Lang::En, Vec::new()).with_settings(settings, rules);
    let root = mount_state(state);
    settle().await;
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    tap(&root, "e7").await;
    tap(&root, "e5").await;
    state.board.marks.set(vec![Square::D5, Square::E5]);
    tap(&root, "b1").await;
    tap(&root, "b3").await;
    assert_eq!(explain_code(&root).as_deref(), Some("wrong-pattern"));
    let before = squares_shown(&root);
    for (what, found) in [
        ("a star", r#"data-star="""#),
        ("a star's name", r#", star""#),
        ("the bound piece", r#"data-bound="""#),
        ("the explanation's mark", "data-highlight="),
        ("the last move", "last-move "),
    ] {
        assert!(
            before.iter().any(|s| s.contains(found)),
            "{what}: {before:?}"
        );
    }
    let e5 = before.iter().find(|s| s.starts_with("e5 ")).unwrap();
    assert!(
        e5.find("data-star").unwrap() < e5.find("data-piece").unwrap(),
        "the star under the piece: {e5}"
    );
    state.board.flipped.set(true);
    settle().await;
    assert_eq!(squares_shown(&root), before, "turned");
    state.board.flipped.set(false);
    settle().await;
    assert_eq!(squares_shown(&root), before, "turned back");
    // And painting goes on from there.
    state.board.marks.set(Vec::new());
    tap(&root, "b1").await;
    tap(&root, "c3").await;
    let after = squares_shown(&root);
    assert!(!after.iter().any(|s| s.contains("star")), "{after:?}");
    assert_eq!(piece_on(&root, "c3").as_deref(), Some("wN"));
}

/// A key pressed where the page's focus is, as a keyboard sends it.
async fn press_key(key: &str) {
    let init = web_sys::KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event =
        web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    document()
        .active_element()
        .expect("something has the focus")
        .dispatch_event(&event)
        .unwrap();
    settle().await;
}

fn focused_square() -> Option<String> {
    document().active_element()?.get_attribute("data-square")
}

#[wasm_bindgen_test]
async fn the_editor_board_is_drawn_as_the_game_board_and_the_keys_place_pieces() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    click(&button(&root, "editor")).await;
    let editor = find(&root, ".editor-board").expect("the editor's board");
    assert_eq!(piece_on(&editor, "e2").as_deref(), Some("wP"));
    assert_eq!(
        square(&editor, "e2").get_attribute("aria-label").as_deref(),
        Some("e2, white pawn")
    );
    click(&button(&root, "editor-empty")).await;
    assert!(
        find(&editor, "[data-piece]").is_none(),
        "the board is empty"
    );
    assert_eq!(
        square(&editor, "e2").get_attribute("aria-label").as_deref(),
        Some("e2, empty")
    );
    for (piece, sq) in [("wK", "e1"), ("bK", "e8"), ("wR", "a1")] {
        click_on(&root, &format!("[data-palette='{piece}']")).await;
        tap(&editor, sq).await;
    }
    assert_eq!(piece_on(&editor, "a1").as_deref(), Some("wR"));
    assert_eq!(
        square(&editor, "a1").get_attribute("aria-label").as_deref(),
        Some("a1, white rook")
    );
    // One way in for the keyboard, on the square tapped last; the arrows
    // walk from it, Enter puts the piece in hand down.
    let way_in = editor.query_selector_all("[tabindex='0']").unwrap();
    assert_eq!(way_in.length(), 1);
    square(&editor, "a1").focus().unwrap();
    press_key("ArrowUp").await;
    assert_eq!(focused_square().as_deref(), Some("a2"));
    assert_eq!(
        square(&editor, "a2").get_attribute("tabindex").as_deref(),
        Some("0")
    );
    press_key("Enter").await;
    assert_eq!(piece_on(&editor, "a2").as_deref(), Some("wR"));
    for _ in 0..4 {
        press_key("ArrowRight").await;
    }
    assert_eq!(focused_square().as_deref(), Some("e2"));
    click_on(&root, "[data-lang='es']").await;
    assert_eq!(
        square(&editor, "a2").get_attribute("aria-label").as_deref(),
        Some("a2, torre blanca")
    );
    // What was painted on the squares is what they show when the editor
    // builds them afresh from the same position.
    let painted = squares_shown(&editor);
    click(&button(&root, "play-from-here")).await;
    click(&button(&root, "editor")).await;
    let built = squares_shown(&find(&root, ".editor-board").unwrap());
    assert_eq!(painted, built);
}
