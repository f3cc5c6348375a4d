//! The teacher's class screen in a real browser (headless Chromium), over
//! a class book kept on the device: the stars grid, each pupil's rules and
//! games, what to teach next and its lesson sent to the board, the class's
//! file as QR codes, a pupil deleted with everything about them, a new
//! class typed in.
#![cfg(target_arch = "wasm32")]

#[allow(dead_code)]
mod browser;

use browser::*;
use peoncito_core::class::qr_pieces;
use peoncito_core::class::{
    ClassBook, ClassBookRecord, Day, DeviceId, Opponent, Outcome, What, Where, read_list,
};
use peoncito_core::explain::ReasonKind;
use peoncito_core::lessons::Course;
use peoncito_core::records::Kind;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

fn attribute(root: &web_sys::Element, selector: &str, name: &str) -> Option<String> {
    find(root, selector).and_then(|e| e.get_attribute(name))
}

#[wasm_bindgen_test]
async fn the_class_screen_shows_each_pupil_and_sends_lessons_and_games_to_the_board() {
    storage().clear().unwrap();
    let tablet = DeviceId(3);
    let today = Day((js_sys::Date::now() / 86_400_000.0) as u32);
    let mut book = ClassBook::default();
    let class = book
        .add_class(tablet, "4A", &read_list("Ana\nLuis"))
        .unwrap();
    let (ana, luis) = (book.pupils(class)[0].0, book.pupils(class)[1].0);
    let king = Course::shipped()
        .stages
        .iter()
        .find(|s| s.id == "king")
        .unwrap();
    let refused = What::Refused {
        reason: ReasonKind::PinnedPiece,
        at: Where::Game,
    };
    book.note(tablet, ana, today, refused.clone());
    book.note(tablet, luis, today, refused);
    for exercise in king.exercises {
        let stars = What::Stars {
            exercise: exercise.id.to_string(),
            stars: 3,
        };
        book.note(tablet, ana, today, stars);
    }
    let record = "[White \"Ana\"]\n[Black \"Luis\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    book.note(
        tablet,
        ana,
        today,
        What::Game {
            opponent: Opponent::Classmate(luis),
            outcome: Outcome::Lost,
            record: Some(record.into()),
        },
    );
    storage()
        .set_item(ClassBookRecord::ID, &book.encode())
        .unwrap();
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    root.set_id("class-root");
    document.body().unwrap().append_child(&root).unwrap();
    mount_teacher_screens(&root, "tr[data-pupil='Ana']").await;

    // The grid: every stage's stars, each pupil a row.
    let all = king.exercises.len() * 3;
    assert_eq!(
        attribute(
            &root,
            "tr[data-pupil='Ana'] td[data-stage='king']",
            "data-stars"
        ),
        Some(all.to_string())
    );
    assert_eq!(
        attribute(
            &root,
            "tr[data-pupil='Luis'] td[data-stage='king']",
            "data-stars"
        ),
        Some("0".into())
    );
    // Drawn, not only counted: every star, none yet.
    assert_eq!(
        attribute(
            &root,
            "tr[data-pupil='Ana'] td[data-stage='king']",
            "data-star-mark"
        ),
        Some("all".into())
    );
    assert_eq!(
        attribute(
            &root,
            "tr[data-pupil='Luis'] td[data-stage='king']",
            "data-star-mark"
        ),
        Some("none".into())
    );
    // Each pupil a line, opened on a tap of their name in the grid.
    assert_eq!(
        attribute(&root, "[data-pupil-rules='Ana']", "open"),
        None,
        "closed at first"
    );
    click_on(&root, "tr[data-pupil='Ana'] [data-action='open-pupil']").await;
    assert!(find(&root, "[data-pupil-rules='Ana'][open]").is_some());
    assert!(find(&root, "[data-pupil-rules='Luis'][open]").is_none());
    // The file is named after the class and the day.
    let download = attribute(&root, "[data-action='export-class']", "download").unwrap();
    let day = today.date().unwrap();
    assert_eq!(
        download,
        format!(
            "4A-{:04}-{:02}-{:02}.peoncito-class.json",
            day.year, day.month, day.day
        )
    );
    // The class's report to print: what each can do, what each confuses.
    click(&button(&root, "class-report")).await;
    assert!(
        find(
            &root,
            "[data-report-pupil='Ana'] [data-can-do] li[data-stage='king']"
        )
        .is_some()
    );
    assert!(
        find(
            &root,
            "[data-report-pupil='Ana'] [data-confuses] li[data-reason='pinned-piece']"
        )
        .is_some()
    );
    assert!(
        find(&root, "[data-report-pupil='Luis'] [data-can-do]").is_none(),
        "no lesson with every star"
    );
    click(&button(&root, "leave-report")).await;
    // One pupil's report: only theirs.
    click_on(
        &root,
        "[data-pupil-rules='Luis'] [data-action='pupil-report']",
    )
    .await;
    assert!(find(&root, "[data-report='pupil'] [data-report-pupil='Luis']").is_some());
    assert!(find(&root, "[data-report-pupil='Ana']").is_none());
    click(&button(&root, "leave-report")).await;
    // Both pupils break the pin: the pin's lesson, projected on the board.
    assert_eq!(
        attribute(
            &root,
            "[data-pupil-rules='Ana'] [data-reason='pinned-piece']",
            "data-count"
        ),
        Some("1".into())
    );
    assert!(text_of(&root, "li[data-teach='pin']").contains("2 pupils"));
    click_on(&root, "li[data-teach='pin'] [data-action='project-teach']").await;
    assert_eq!(
        storage()
            .get_item("peoncito.class.project-lesson")
            .unwrap()
            .as_deref(),
        Some("pin")
    );
    // Ana's game, opened on the board as it was played.
    assert!(text_of(&root, "[data-pupil-rules='Ana'] li[data-game='lost']").contains("Luis"));
    assert!(find(&root, "[data-pupil-rules='Luis'] li[data-game]").is_none());
    click_on(&root, "[data-pupil-rules='Ana'] [data-action='open-game']").await;
    assert_eq!(
        storage()
            .get_item("peoncito.class.open-game")
            .unwrap()
            .as_deref(),
        Some(record)
    );

    // The class's file as QR codes, stepped through by hand.
    click(&button(&root, "export-class-qr")).await;
    let pieces = qr_pieces::pieces(&book.encode()).unwrap().len();
    assert_eq!(
        attribute(&root, ".qr-sequence", "data-qr-pieces"),
        Some(pieces.to_string())
    );
    assert!(find(&root, ".qr-sequence svg").is_some());
    click(&button(&root, "pause-codes")).await;
    click(&button(&root, "next-code")).await;
    assert_eq!(
        attribute(&root, ".qr-sequence", "data-qr-piece"),
        Some((1 % pieces + 1).to_string())
    );
    click(&button(&root, "hide-codes")).await;
    assert!(find(&root, ".qr-sequence").is_none());

    // Luis deleted, after a yes: gone from the grid, his rules with him;
    // Ana's game now names nobody.
    click_on(
        &root,
        "[data-pupil-rules='Luis'] [data-action='delete-pupil']",
    )
    .await;
    assert!(
        find(&root, "tr[data-pupil='Luis']").is_some(),
        "not before the yes"
    );
    click(&button(&root, "confirm-delete-pupil")).await;
    assert!(find(&root, "tr[data-pupil='Luis']").is_none());
    assert!(!text_of(&root, "[data-pupil-rules='Ana'] li[data-game='lost']").contains("Luis"));
    assert_eq!(
        attribute(&root, "li[data-teach='pin']", "data-teach"),
        Some("pin".into())
    );
    assert!(text_of(&root, "li[data-teach='pin']").contains("1 pupil"));
    // The board's roster follows: only Ana to choose.
    let roster = storage()
        .get_item("peoncito.class.roster")
        .unwrap()
        .unwrap();
    assert_eq!(roster.lines().count(), 1, "{roster}");

    // A second class, typed in.
    click(&button(&root, "new-class")).await;
    type_into(&root, "[data-field='class-name']", "4B").await;
    let list: web_sys::HtmlTextAreaElement = find(&root, "[data-field='class-list']")
        .unwrap()
        .unchecked_into();
    list.set_value("Eva\nRosa");
    list.dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    settle().await;
    click(&button(&root, "save-class")).await;
    assert!(find(&root, "tr[data-pupil='Eva']").is_some());
    assert!(
        find(&root, "tr[data-pupil='Ana']").is_none(),
        "the new class shown"
    );
    assert!(
        find(&root, "[data-class='4A']").is_some(),
        "the first still there"
    );

    // A whole school of 150, pasted: the first rows at once, the rest over
    // the next frames (each frame adds some), never all in one task.
    click(&button(&root, "new-class")).await;
    type_into(&root, "[data-field='class-name']", "School").await;
    let names: Vec<String> = (1..=150).map(|n| format!("Pupil {n}")).collect();
    let list: web_sys::HtmlTextAreaElement = find(&root, "[data-field='class-list']")
        .unwrap()
        .unchecked_into();
    list.set_value(&names.join("\n"));
    list.dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    settle().await;
    click(&button(&root, "save-class")).await;
    let rows = |selector: &str| root.query_selector_all(selector).unwrap().length();
    let first = rows(".class-grid tbody tr");
    assert!(
        (1..150).contains(&first),
        "{first} rows in the first frames"
    );
    for _ in 0..50 {
        if rows(".class-grid tbody tr") == 150 && rows("[data-pupil-rules]") == 150 {
            break;
        }
        settle().await;
    }
    assert_eq!(rows(".class-grid tbody tr"), 150);
    assert_eq!(rows("[data-pupil-rules]"), 150);
    // One pupil deleted: only their lines go, the others are not drawn again.
    let grid_line = find(&root, "tr[data-pupil='Pupil 1']").unwrap();
    let notes = find(&root, "[data-pupil-rules='Pupil 1']").unwrap();
    click_on(
        &root,
        "[data-pupil-rules='Pupil 150'] [data-action='delete-pupil']",
    )
    .await;
    click(&button(&root, "confirm-delete-pupil")).await;
    assert_eq!(rows(".class-grid tbody tr"), 149);
    assert!(grid_line.is_same_node(find(&root, "tr[data-pupil='Pupil 1']").as_deref()));
    assert!(notes.is_same_node(find(&root, "[data-pupil-rules='Pupil 1']").as_deref()));
}
