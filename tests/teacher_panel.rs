//! The teacher's panel in a real browser (headless Chromium): the PIN, the
//! rules for new games, the arbiter's decisions, the clock and the late table.
#![cfg(target_arch = "wasm32")]

#[allow(dead_code)]
mod browser;

use browser::*;
use peoncito_core::game::Game;
use peoncito_core::i18n::Lang;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlElement;

wasm_bindgen_test_configure!(run_in_browser);

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
    // The mistakes are the teacher's, not the end screen's (and with no
    // move played there is nothing to praise yet).
    assert!(find(&root, ".result [data-mistakes]").is_none());
    assert!(find(&root, ".result [data-well-done]").is_none());
    open_teacher(&root, "2468").await;
    assert!(
        text_of(&root, "fieldset[data-mistakes]").contains("2 × wrong way to move"),
        "the mistakes in the teacher's panel"
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
    // One is tolerated; the second calls the teacher.
    tap(&root, "e2").await;
    tap(&root, "e5").await;
    assert!(find(&root, "[data-teacher-needed='white']").is_none());
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
    use peoncito_core::settings::{Rules, SavedClock, SavedPreset};
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
    // FIDE with a clock: the move is complete when the clock is pressed.
    click(&button(&root, "press-clock")).await;
    assert!(
        find(&root, "[data-clock='black']")
            .unwrap()
            .class_list()
            .contains("running")
    );
    tap(&root, "e7").await;
    tap(&root, "e4").await;
    // FIDE with a clock: the move is complete when the clock is pressed.
    click(&button(&root, "press-clock")).await;
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
    // The opponent gets one minute in blitz: 6:00 less the moment White
    // took to press the clock.
    let white = clock("white");
    assert!(white == "6:00" || white == "5:59", "{white}");
    // The pawn touched must be the one to move (FIDE 7.5.1 with 4.3): its
    // second illegal move.
    tap(&root, "e7").await;
    tap(&root, "e3").await;
    // FIDE with a clock: the move is complete when the clock is pressed.
    click(&button(&root, "press-clock")).await;
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

#[wasm_bindgen_test]
async fn touch_move_binds_the_touched_piece_and_the_touched_enemy() {
    let rules = peoncito_core::settings::Rules {
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
    use peoncito_core::settings::{Rules, SavedClock, SavedPreset};
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
    // FIDE with a clock: the move is complete when the clock is pressed.
    click(&button(&root, "press-clock")).await;
    // A wrong claim by Black is explained and changes nothing.
    click(&button(&root, "claim")).await;
    assert_eq!(explain_code(&root).as_deref(), Some("wrong-claim"));
    assert_eq!(piece_on(&root, "e4").as_deref(), Some("wP"));
    tap(&root, "e7").await;
    tap(&root, "e5").await;
    // FIDE with a clock: the move is complete when the clock is pressed.
    click(&button(&root, "press-clock")).await;
    // White's knight jumps like a rook: it stands, and nothing is said.
    tap(&root, "b1").await;
    tap(&root, "b3").await;
    // FIDE with a clock: the move is complete when the clock is pressed.
    click(&button(&root, "press-clock")).await;
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
    // The knight is the piece to move (7.5.1 with 4.3): the rook may not.
    tap(&root, "a1").await;
    assert_eq!(explain_code(&root).as_deref(), Some("touch-move"));
    // Its second illegal move, claimed, loses.
    tap(&root, "b1").await;
    tap(&root, "b4").await;
    // FIDE with a clock: the move is complete when the clock is pressed.
    click(&button(&root, "press-clock")).await;
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
        late.contains("15 min 0 s less 7 min 30 s leaves 7 min 30 s")
            && late.contains("Give each player 8 minutes (rounded up)"),
        "15 min, 30 of 60 moves: {late}"
    );
    // Past the basis the count leaves nothing: a third of the time instead.
    type_into(&root, "[data-late='moves']", "70").await;
    let late = find(&root, "[data-late='result']")
        .unwrap()
        .text_content()
        .unwrap();
    assert!(late.contains("a third of the time: 5 min 0 s"), "{late}");
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
async fn a_piece_bound_by_touch_move_is_marked_and_never_looks_picked_up() {
    let rules = peoncito_core::settings::Rules {
        touch_move: true,
        ..Default::default()
    };
    let root = mount_with_rules(Game::new(), rules);
    settle().await;
    tap(&root, "b1").await;
    tap(&root, "b3").await;
    assert_eq!(explain_code(&root).as_deref(), Some("wrong-pattern"));
    let b1 = square(&root, "b1");
    assert!(
        b1.has_attribute("data-bound"),
        "the touched knight is marked"
    );
    assert_eq!(b1.get_attribute("aria-selected").as_deref(), Some("false"));
    assert!(
        b1.get_attribute("aria-label")
            .unwrap()
            .contains("must move")
    );
    // Another piece cannot be chosen, and says why.
    tap(&root, "d2").await;
    assert_eq!(explain_code(&root).as_deref(), Some("touch-move"));
    assert_eq!(
        square(&root, "d2")
            .get_attribute("aria-selected")
            .as_deref(),
        Some("false")
    );
    // A tap on a square then moves nothing and counts nothing.
    tap(&root, "d4").await;
    assert_eq!(piece_on(&root, "d2").as_deref(), Some("wP"));
    assert_eq!(piece_on(&root, "b1").as_deref(), Some("wN"));
    tap(&root, "b1").await;
    tap(&root, "c3").await;
    assert_eq!(piece_on(&root, "c3").as_deref(), Some("wN"));
    assert!(!square(&root, "b1").has_attribute("data-bound"));
}

#[wasm_bindgen_test]
async fn after_undo_the_clock_of_the_side_to_move_runs() {
    let rules = peoncito_core::settings::Rules {
        clock: Some(peoncito_core::settings::SavedClock {
            base_minutes: 5,
            increment_seconds: 0,
        }),
        ..Default::default()
    };
    let root = mount_with_rules(Game::new(), rules);
    settle().await;
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    tap(&root, "e7").await;
    tap(&root, "e5").await;
    click(&button(&root, "undo")).await;
    let running = |side: &str| {
        find(&root, &format!("[data-clock='{side}']"))
            .unwrap()
            .class_list()
            .contains("running")
    };
    assert!(running("black"), "Black is to move: Black's clock runs");
    assert!(!running("white"));
}

#[wasm_bindgen_test]
async fn a_call_for_the_teacher_stops_the_clocks_undo_and_a_new_game() {
    let rules = peoncito_core::settings::Rules {
        preset: peoncito_core::settings::SavedPreset::School { tolerated: 1 },
        clock: Some(peoncito_core::settings::SavedClock {
            base_minutes: 10,
            increment_seconds: 5,
        }),
        ..Default::default()
    };
    let root = mount_with_rules(Game::new(), rules);
    settle().await;
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    for _ in 0..2 {
        tap(&root, "e7").await;
        tap(&root, "e4").await;
    }
    assert!(find(&root, "[data-teacher-needed='black']").is_some());
    for side in ["white", "black"] {
        let clock = find(&root, &format!("[data-clock='{side}']")).unwrap();
        assert!(!clock.class_list().contains("running"), "{side} stopped");
    }
    assert!(button(&root, "undo").has_attribute("disabled"));
    click(&button(&root, "new-game")).await;
    assert!(
        find(&root, "[data-pin='pin']").is_some(),
        "a new game asks for the teacher"
    );
    assert_eq!(
        piece_on(&root, "e4").as_deref(),
        Some("wP"),
        "the game stays"
    );
}

#[wasm_bindgen_test]
async fn the_teachers_numbers_stay_and_the_rules_in_force_are_shown() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_teacher(&root, "4444").await;
    click_on(&root, "[data-policy='school']").await;
    change_to(&root, "[data-setting='school-limit']", "3").await;
    // Trying other presets keeps the school's three; Practice shows no number.
    click_on(&root, "[data-policy='practice']").await;
    assert!(find(&root, "[data-setting='school-limit']").is_none());
    click_on(&root, "[data-policy='custom']").await;
    assert!(find(&root, "[data-setting='school-limit']").is_none());
    assert!(find(&root, "[data-setting='custom-limit']").is_some());
    click_on(&root, "[data-policy='school']").await;
    let limit = find(&root, "[data-setting='school-limit']")
        .unwrap()
        .unchecked_into::<web_sys::HtmlSelectElement>();
    assert_eq!(limit.value(), "3");
    click_on(&root, "[data-setting='touch-move']").await;
    change_to(&root, "[data-setting='clock']", "2").await;
    click(&button(&root, "save-and-new-game")).await;
    assert!(find(&root, "[data-pin]").is_none(), "the panel closed");
    let badge = find(&root, "[data-rules]").unwrap();
    assert_eq!(badge.get_attribute("data-rules").as_deref(), Some("school"));
    assert_eq!(
        badge.text_content().unwrap(),
        "School · 3 tolerated · 10+5 · touch-move"
    );
}

#[wasm_bindgen_test]
async fn the_teacher_can_keep_new_games_for_the_teacher() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_teacher(&root, "6666").await;
    click_on(&root, "[data-setting='lock-new-game']").await;
    click(&button(&root, "close-teacher")).await;
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    click(&button(&root, "new-game")).await;
    assert!(
        find(&root, "[data-pin='pin']").is_some(),
        "the PIN is asked"
    );
    assert_eq!(piece_on(&root, "e4").as_deref(), Some("wP"));
    type_into(&root, "[data-pin='pin']", "6666").await;
    click_on(&root, "[data-action='unlock']").await;
    click(&button(&root, "teacher-new-game")).await;
    assert_eq!(piece_on(&root, "e4"), None, "the teacher's new game");
}

#[wasm_bindgen_test]
async fn a_forgotten_pin_is_replaced_with_the_recovery_code() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    click(&button(&root, "teacher")).await;
    assert!(
        find(&root, "[data-first-pin]").is_some(),
        "first use says who becomes the teacher"
    );
    type_into(&root, "[data-pin='pin']", "8642").await;
    type_into(&root, "[data-pin='again']", "8642").await;
    click(&button(&root, "set-pin")).await;
    let code = find(&root, "[data-recovery-code]")
        .unwrap()
        .get_attribute("data-recovery-code")
        .unwrap();
    assert_eq!(code.len(), 14, "{code}");
    assert_eq!(
        text_of(&root, "[data-recovery-code]"),
        code,
        "the code large, on its own"
    );
    click(&button(&root, "recovery-noted")).await;
    assert!(find(&root, "[data-policy]").is_some(), "the panel is open");
    click(&button(&root, "close-teacher")).await;

    // The PIN is forgotten: the code lets the teacher choose a new one.
    click(&button(&root, "teacher")).await;
    click(&button(&root, "forgot-pin")).await;
    type_into(&root, "[data-pin='recovery']", "WRONG-CODE-0000").await;
    click(&button(&root, "recover")).await;
    assert!(find(&root, "[data-pin-error]").is_some());
    type_into(&root, "[data-pin='recovery']", &code.to_lowercase()).await;
    click(&button(&root, "recover")).await;
    assert!(
        find(&root, "[data-pin='again']").is_some(),
        "a new PIN is chosen"
    );
    type_into(&root, "[data-pin='pin']", "1212").await;
    type_into(&root, "[data-pin='again']", "1212").await;
    click(&button(&root, "set-pin")).await;
    let second = find(&root, "[data-recovery-code]")
        .unwrap()
        .get_attribute("data-recovery-code")
        .unwrap();
    assert_ne!(second, code, "a new code with the new PIN");
}

#[wasm_bindgen_test]
async fn only_the_teacher_takes_back_an_adjudication() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    open_teacher(&root, "1414").await;
    click(&button(&root, "adjudicate-white")).await;
    assert!(find(&root, "[data-reason='adjudication']").is_some());
    assert!(
        button(&root, "undo").has_attribute("disabled"),
        "a pupil cannot undo it"
    );
    open_teacher(&root, "1414").await;
    click(&button(&root, "teacher-take-back")).await;
    assert!(find(&root, "[data-outcome]").is_none(), "the game goes on");
    assert_eq!(piece_on(&root, "e4").as_deref(), Some("wP"));
}

/// Presses Enter on `el`, and lets it go after `held_ms`.
async fn hold_enter(el: &web_sys::Element, held_ms: u32) {
    for kind in ["keydown", "keyup"] {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key("Enter");
        init.set_bubbles(true);
        let event = web_sys::KeyboardEvent::new_with_keyboard_event_init_dict(kind, &init).unwrap();
        el.dispatch_event(&event).unwrap();
        if kind == "keydown" {
            gloo_timers::future::TimeoutFuture::new(held_ms).await;
        }
    }
    settle().await;
}

#[wasm_bindgen_test]
async fn in_pupil_mode_the_board_shows_only_play_lessons_and_the_computer() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    assert!(find(&root, "[data-action='teacher-corner']").is_none());
    open_teacher(&root, "1357").await;
    click_on(&root, "[data-setting='pupil-mode']").await;
    click(&button(&root, "close-teacher")).await;
    for hidden in ["teacher", "editor", "projection", "game-record"] {
        assert!(
            find(&root, &format!("[data-action='{hidden}']")).is_none(),
            "{hidden} is hidden"
        );
    }
    for shown in ["new-game", "lessons", "play-computer"] {
        assert!(
            find(&root, &format!("[data-action='{shown}']")).is_some(),
            "{shown} shows"
        );
    }
    // A press is not enough: the corner is held.
    let corner = find(&root, "[data-action='teacher-corner']").expect("the corner");
    hold_enter(&corner, 100).await;
    assert!(
        find(&root, "[data-pin='pin']").is_none(),
        "a press opens nothing"
    );
    hold_enter(&corner, 2_200).await;
    type_into(&root, "[data-pin='pin']", "1357").await;
    click(&button(&root, "unlock")).await;
    click_on(&root, "[data-setting='pupil-mode']").await;
    click(&button(&root, "close-teacher")).await;
    assert!(
        find(&root, "[data-action='teacher']").is_some(),
        "back to the full board"
    );
    assert!(find(&root, "[data-action='teacher-corner']").is_none());
}

#[wasm_bindgen_test]
async fn the_panel_says_whether_this_device_keeps_peoncito_and_leads_to_the_tablets() {
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_teacher(&root, "2468").await;
    let offline = find(&root, "[data-offline]").expect("the offline copy's state");
    assert_eq!(
        offline.get_attribute("data-offline").as_deref(),
        Some("checking")
    );
    assert!(
        offline
            .text_content()
            .unwrap_or_default()
            .contains("Checking")
    );
    let version = find(&root, "[data-version]").expect("the version");
    assert_eq!(
        version.get_attribute("data-version").as_deref(),
        Some(peoncito_core::install::VERSION)
    );
    assert_eq!(
        text_of(&root, "[data-version]"),
        format!("Version {}", peoncito_core::install::VERSION)
    );
    click(&button(&root, "tablets")).await;
    // The screen is the teacher's wasm's; the board leaves its root shown.
    assert!(find(&root, "[data-offline]").is_none(), "the panel closed");
    let tablets = find(&root, "#tablets-root").expect("the tablets' root");
    assert!(!tablets.unchecked_into::<HtmlElement>().hidden());
}

#[wasm_bindgen_test]
async fn a_lock_that_cannot_be_read_opens_only_with_its_recovery_code() {
    use leptos::prelude::{Set, Update};
    use peoncito::ui::AppState;
    use peoncito_core::settings::{LockStatus, PinHash, RecoveryCode};
    let code = RecoveryCode::from_random(&[5; 16]);
    let state = AppState::new(Game::new(), Lang::En, Vec::new());
    state.settings.update(|s| {
        s.pin = None;
        s.recovery = Some(code.hash(&[6; 16]));
    });
    state.lock.set(LockStatus::Unreadable);
    let root = mount_state(state);
    settle().await;
    click(&button(&root, "teacher")).await;
    assert!(
        text_of(&root, "[data-lock-unreadable]").contains("recovery code still opens it"),
        "the gate says why"
    );
    assert!(find(&root, "[data-pin='pin']").is_none(), "no PIN to type");
    assert!(
        find(&root, "[data-pin='again']").is_none(),
        "no new PIN offered"
    );
    type_into(&root, "[data-pin='recovery']", "ABCD-EFGH").await;
    click(&button(&root, "recover")).await;
    assert!(
        find(&root, "[data-pin-error]").is_some(),
        "a wrong code opens nothing"
    );
    assert!(find(&root, "[data-pin='again']").is_none());
    type_into(&root, "[data-pin='recovery']", code.as_str()).await;
    click(&button(&root, "recover")).await;
    settle().await;
    assert!(
        find(&root, "[data-pin='again']").is_some(),
        "opened: a new PIN is chosen"
    );

    // The store failed and its copy holds the PIN: asked for, and the gate
    // says where it was read from.
    let state = AppState::new(Game::new(), Lang::En, Vec::new());
    state.settings.update(|s| {
        s.pin = Some(PinHash::new("2468", "2468", &[3; 16]).unwrap());
        s.recovery = Some(code.hash(&[6; 16]));
    });
    state.lock.set(LockStatus::FromCopy);
    let root = mount_state(state);
    settle().await;
    click(&button(&root, "teacher")).await;
    assert!(text_of(&root, "[data-lock-unreadable]").contains("reads its copy"));
    assert!(
        find(&root, "[data-pin='again']").is_none(),
        "no new PIN offered"
    );
    type_into(&root, "[data-pin='pin']", "2468").await;
    click(&button(&root, "unlock")).await;
    assert!(find(&root, "[data-setting='class-mode']").is_some());
}
