//! Class mode on the board in a real browser (headless Chromium): "Who are
//! you?" with the class's pupils, each pupil's refused moves noted under
//! their name, a tablet the teacher keeps for a pair — both names in the
//! game's heading, each side's mistakes its player's, the game noted for
//! both with its record; a pupil who chose themself says who they play,
//! and is asked "Still you?" before the next game.
#![cfg(target_arch = "wasm32")]

#[allow(dead_code)]
mod browser;

use browser::*;
use peoncito_core::class::{ClassBook, DeviceId, Opponent, Outcome, Roster, What, read_list};
use peoncito_core::game::Game;
use peoncito_core::i18n::Lang;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn storage() -> web_sys::Storage {
    web_sys::window().unwrap().local_storage().unwrap().unwrap()
}

/// The notes the board left for the class screen, one a line.
fn notes() -> Vec<String> {
    let stored = storage()
        .get_item("peoncito.class.notes")
        .unwrap()
        .unwrap_or_default();
    let body = peoncito_core::records::Stored::read(&stored)
        .body
        .unwrap_or_default();
    body.lines().map(str::to_string).collect()
}

#[wasm_bindgen_test]
async fn pupils_say_who_they_are_and_a_pair_kept_by_the_teacher_shares_a_game() {
    storage().clear().unwrap();
    let mut book = ClassBook::default();
    let class = book
        .add_class(DeviceId(7), "4A", &read_list("Ana\nLuis\nMarta"))
        .unwrap();
    let key = |n: usize| Roster::key(book.pupils(class)[n].0);
    let (ana, luis) = (key(0), key(1));
    storage()
        .set_item("peoncito.class.roster", &book.roster())
        .unwrap();
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_teacher(&root, "2468").await;
    click_on(&root, "[data-setting='class-mode']").await;
    click(&button(&root, "close-teacher")).await;

    // "Who are you?": every pupil, and a guest.
    let pupils: Vec<String> = ["Ana", "Luis", "Marta"]
        .iter()
        .filter(|n| find(&root, &format!(".who-are-you [data-pupil='{n}']")).is_some())
        .map(|n| n.to_string())
        .collect();
    assert_eq!(pupils, ["Ana", "Luis", "Marta"]);
    assert!(find(&root, ".who-are-you [data-action='guest']").is_some());
    click_on(&root, ".who-are-you [data-pupil='Ana']").await;
    assert!(find(&root, ".who-are-you").is_none());
    assert!(find(&root, ".pupil-badge[data-who='Ana'][data-locked='false']").is_some());
    // Ana picks up a black piece first: noted under her name.
    tap(&root, "e7").await;
    assert_eq!(explain_code(&root).as_deref(), Some("not-your-turn"));
    let noted = notes();
    assert_eq!(noted.len(), 1, "{noted:?}");
    assert!(noted[0].contains(&format!("\t{ana}\t")), "{noted:?}");
    assert!(
        noted[0].ends_with("refused\tnot-your-turn\tgame"),
        "{noted:?}"
    );
    // A guest is noted nowhere.
    click(&button(&root, "switch-pupil")).await;
    click_on(&root, ".who-are-you [data-action='guest']").await;
    tap(&root, "e7").await;
    assert_eq!(notes().len(), 1, "nothing for a guest");

    // The teacher keeps the tablet for Ana (White) and Luis (Black).
    open_teacher(&root, "2468").await;
    change_to(&root, "[data-field='seat-white']", &ana).await;
    change_to(&root, "[data-field='seat-black']", &ana).await;
    click(&button(&root, "lock-tablet")).await;
    assert!(
        find(&root, ".lock-tablet [role='alert']").is_some(),
        "one pupil twice"
    );
    change_to(&root, "[data-field='seat-black']", &luis).await;
    click(&button(&root, "lock-tablet")).await;
    assert!(find(&root, "[data-locked-to='Ana – Luis']").is_some());
    click(&button(&root, "close-teacher")).await;
    assert!(find(&root, ".pupil-badge[data-locked='true']").is_some());
    assert!(find(&root, "[data-action='switch-pupil']").is_none());
    assert!(text_of(&root, ".name-plate[data-player='white']").contains("Ana"));
    assert!(text_of(&root, ".name-plate[data-player='black']").contains("Luis"));
    // Luis picks up his piece out of turn: his; then the fool's mate,
    // noted for both.
    tap(&root, "e7").await;
    assert!(notes()[1].contains(&format!("\t{luis}\t")), "{:?}", notes());
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        tap(&root, from).await;
        tap(&root, to).await;
    }
    assert!(find(&root, "[data-outcome='black-wins']").is_some());
    // The class screen reads the notes into the book: one game each, with
    // its record.
    let ana_id = book.pupils(class)[0].0;
    let luis_id = book.pupils(class)[1].0;
    book.add_notes(&notes().join("\n"));
    let ana_games = book.games_of(ana_id);
    let luis_games = book.games_of(luis_id);
    assert_eq!(ana_games.len(), 1, "{ana_games:?}");
    assert_eq!(luis_games.len(), 1, "{luis_games:?}");
    assert_eq!(ana_games[0].opponent, Opponent::Classmate(luis_id));
    assert_eq!(ana_games[0].outcome, Outcome::Lost);
    assert_eq!(luis_games[0].opponent, Opponent::Classmate(ana_id));
    assert_eq!(luis_games[0].outcome, Outcome::Won);
    let record = ana_games[0].record.clone().unwrap_or_default();
    assert!(record.contains("[White \"Ana\"]"), "{record}");
    assert!(record.contains("Qh4#"), "{record}");
    let refused = |pupil| {
        book.events_of(pupil)
            .filter(|e| matches!(e.what, What::Refused { .. }))
            .count()
    };
    assert_eq!((refused(ana_id), refused(luis_id)), (1, 1));
}

#[wasm_bindgen_test]
async fn a_chosen_pupil_says_who_they_play_and_is_asked_again_after_the_game() {
    storage().clear().unwrap();
    let mut book = ClassBook::default();
    let class = book
        .add_class(DeviceId(7), "4A", &read_list("Ana\nLuis\nMarta"))
        .unwrap();
    storage()
        .set_item("peoncito.class.roster", &book.roster())
        .unwrap();
    let root = mount(Game::new(), Lang::En);
    settle().await;
    open_teacher(&root, "2468").await;
    click_on(&root, "[data-setting='class-mode']").await;
    click(&button(&root, "close-teacher")).await;
    click_on(&root, ".who-are-you [data-pupil='Ana']").await;

    // No game yet: nothing asked (she may have come for the lessons).
    assert!(find(&root, ".who-plays").is_none());
    tap(&root, "f2").await;
    tap(&root, "f3").await;
    // The first move made: who plays with Ana? Not Ana herself.
    assert!(find(&root, ".who-plays [data-pupil='Ana']").is_none());
    assert!(find(&root, ".who-plays [data-side='white'][aria-pressed='true']").is_some());
    // Ana plays Black against Luis: both named, and the game is both's.
    click_on(&root, ".who-plays [data-side='black']").await;
    click_on(&root, ".who-plays [data-pupil='Luis']").await;
    assert!(find(&root, ".who-plays").is_none());
    assert!(text_of(&root, ".name-plate[data-player='white']").contains("Luis"));
    assert!(text_of(&root, ".name-plate[data-player='black']").contains("Ana"));
    assert!(text_of(&root, ".pupil-badge").contains("Luis"));
    // A white piece picked up out of turn: Luis's, who plays White.
    tap(&root, "g2").await;
    let luis_key = Roster::key(book.pupils(class)[1].0);
    assert!(
        notes()[0].contains(&format!("\t{luis_key}\t")),
        "{:?}",
        notes()
    );
    for (from, to) in [("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        tap(&root, from).await;
        tap(&root, to).await;
    }
    assert!(find(&root, "[data-outcome='black-wins']").is_some());
    let (ana, luis) = (book.pupils(class)[0].0, book.pupils(class)[1].0);
    book.add_notes(&notes().join("\n"));
    assert_eq!(book.games_of(ana)[0].opponent, Opponent::Classmate(luis));
    assert_eq!(book.games_of(ana)[0].outcome, Outcome::Won);
    assert_eq!(book.games_of(luis)[0].outcome, Outcome::Lost);

    // The finished game stays readable; the next one asks "Still you?".
    assert!(find(&root, ".still-you").is_none());
    click(&button(&root, "new-game")).await;
    assert!(find(&root, ".still-you [data-still-you='Ana']").is_some());
    assert!(
        find(&root, ".who-plays").is_none(),
        "one question at a time"
    );
    click(&button(&root, "still-me")).await;
    assert!(find(&root, ".pupil-badge[data-who='Ana']").is_some());
    assert!(
        !text_of(&root, ".pupil-badge").contains("Luis"),
        "who plays is asked again"
    );
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    click_on(&root, ".who-plays [data-action='against-computer']").await;
    assert!(
        find(&root, ".who-plays").is_none(),
        "the computer's choice opens"
    );
    assert!(find(&root, ".computer-dialog").is_some());
}

/// One dialog at a time: a link's game asked about while class mode asks
/// who is at the tablet waits for the answer, then is asked.
#[wasm_bindgen_test]
async fn a_link_question_waits_for_who_is_at_the_tablet() {
    storage().clear().unwrap();
    let mut book = ClassBook::default();
    book.add_class(DeviceId(7), "4A", &read_list("Ana\nLuis"))
        .unwrap();
    storage()
        .set_item("peoncito.class.roster", &book.roster())
        .unwrap();
    let state = peoncito::ui::AppState::new(Game::new(), Lang::En, Vec::new());
    let root = mount_state(state);
    settle().await;
    // A game in progress, so a link's game asks first.
    tap(&root, "e2").await;
    tap(&root, "e4").await;
    open_teacher(&root, "2468").await;
    click_on(&root, "[data-setting='class-mode']").await;
    click(&button(&root, "close-teacher")).await;
    assert!(find(&root, ".who-are-you").is_some());

    let rules = peoncito_core::settings::Rules::default();
    state.offer_from_link(Game::new(), rules);
    settle().await;
    assert!(find(&root, ".who-are-you").is_some());
    assert!(
        find(&root, "[data-action='confirm']").is_none(),
        "never two dialogs drawn together"
    );
    click_on(&root, ".who-are-you [data-pupil='Ana']").await;
    assert!(find(&root, ".who-are-you").is_none());
    // The game on the board has moves: who played it is asked next.
    assert!(find(&root, ".who-plays").is_some());
    assert!(find(&root, "[data-action='confirm']").is_none());
    click_on(&root, ".who-plays [data-action='against-guest']").await;
    assert!(find(&root, ".who-plays").is_none());
    assert!(
        find(&root, "[data-action='confirm']").is_some(),
        "then the link's question"
    );
}
