//! What the app opens with, for every kind of good and bad input.

use peoncito_core::game::{FenError, Game, Intent};
use peoncito_core::i18n::{Lang, Text};
use peoncito_core::saved::Apart;
use peoncito_core::saved::{LoadError, encode};
use peoncito_core::settings::Rules;
use peoncito_core::startup::{NewGameEntry, Stored, choose_language, new_game_entry, open_table};
use peoncito_core::table::Table;

/// Opens a table and tells whether it is a new game under the teacher's
/// current rules (told apart from the saved game's by touch-move).
fn open_game(stored: Stored<'_>, fen: Option<&str>) -> (Game, Vec<Text>, bool) {
    let current = Rules {
        touch_move: true,
        ..Rules::default()
    };
    let apart = Apart {
        rules: Rules::default(),
        clock: None,
    };
    let (table, notices, shared) = open_table(stored, fen, current, apart, 0);
    // The page puts the link's game on the board as `new_game_entry` says.
    let table = shared.map_or(table, |game| Table::new(game, current));
    (table.game().clone(), notices, table.rules() == current)
}

fn game_in_progress() -> Game {
    let mut game = Game::new();
    let Intent::Move(m) = game.intent("e2".parse().unwrap(), "e4".parse().unwrap()) else {
        panic!()
    };
    game.play(m).unwrap();
    game
}

#[test]
fn language_param_wins_then_memory_then_browser() {
    let browser = vec!["es-ES".to_string()];
    assert_eq!(
        choose_language(Some("en"), Some("es"), &browser),
        (Lang::En, None)
    );
    assert_eq!(
        choose_language(None, Some("en"), &browser),
        (Lang::En, None)
    );
    assert_eq!(choose_language(None, None, &browser), (Lang::Es, None));
    assert_eq!(
        choose_language(None, Some("xx"), &browser),
        (Lang::Es, None)
    );
}

#[test]
fn an_unknown_language_param_is_reported() {
    let (lang, notice) = choose_language(Some("klingon"), None, &["es".to_string()]);
    assert_eq!(lang, Lang::Es);
    assert_eq!(
        notice,
        Some(Text::UnknownLanguage {
            code: "klingon".into(),
            using: Lang::Es
        })
    );
}

#[test]
fn the_saved_game_is_reopened() {
    let saved = encode(&game_in_progress());
    let (game, notices, fresh) = open_game(Stored::Text(&saved), None);
    assert!(!fresh);
    assert_eq!(game.fen(), game_in_progress().fen());
    assert!(notices.is_empty());
}

#[test]
fn damaged_saved_data_starts_a_new_game_with_a_message() {
    let (game, notices, _) = open_game(Stored::Text("{garbage"), None);
    assert_eq!(game.fen(), Game::new().fen());
    assert_eq!(notices, vec![Text::SavedGameLost(LoadError::Unreadable)]);
}

#[test]
fn missing_storage_is_reported() {
    let (_, notices, _) = open_game(Stored::Unavailable, None);
    assert_eq!(notices, vec![Text::StorageUnavailable]);
}

#[test]
fn a_valid_shared_position_is_opened() {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let saved = encode(&game_in_progress());
    let (game, notices, fresh) = open_game(Stored::Text(&saved), Some(fen));
    assert!(fresh, "a shared position is a new game");
    assert_eq!(game.fen(), fen);
    assert!(notices.is_empty());
}

#[test]
fn a_broken_shared_position_keeps_the_game_in_progress() {
    let saved = encode(&game_in_progress());
    let (game, notices, fresh) = open_game(Stored::Text(&saved), Some("8/8/8/8/8/8/8/8 w - - 0 1"));
    assert!(!fresh);
    assert_eq!(game.fen(), game_in_progress().fen(), "the game is not lost");
    assert!(matches!(
        notices.as_slice(),
        [Text::BadFen(FenError::Position(_))]
    ));
}

#[test]
fn settings_and_the_games_rules_are_restored() {
    use peoncito_core::settings::{PinHash, Rules, SavedPreset, Settings};
    let settings = Settings {
        rules: Rules {
            preset: SavedPreset::FideToday,
            undo_allowed: false,
            show_dots: true,
            clock: None,
            touch_move: false,
            claim_mode: false,
        },
        pin: Some(PinHash::new("1234", "1234", &[1; 16]).unwrap()),
        ..Settings::default()
    };
    let game_rules = Rules::default();
    let (s, r, notice) = peoncito_core::startup::open_settings(
        Some(&settings.encode()),
        Some(&serde_json::to_string(&game_rules).unwrap()),
    );
    assert_eq!(
        (s, r, notice),
        (settings.clone(), game_rules, None),
        "the game keeps its own rules"
    );
    let (_, r, _) = peoncito_core::startup::open_settings(Some(&settings.encode()), None);
    assert_eq!(
        r, settings.rules,
        "without saved rules, the settings' apply"
    );
    let (s, _, notice) = peoncito_core::startup::open_settings(Some("{broken"), Some("nonsense"));
    assert_eq!(s, Settings::default());
    assert_eq!(notice, Some(Text::SettingsDamaged));
}

#[test]
fn a_link_asks_before_replacing_a_game_and_needs_the_teacher_when_locked_or_waiting() {
    let rules = Rules::default();
    let fresh = Table::new(Game::new(), rules);
    assert_eq!(new_game_entry(&fresh, false), NewGameEntry::Open);
    assert_eq!(new_game_entry(&fresh, true), NewGameEntry::AskTeacher);
    let playing = Table::new(game_in_progress(), rules);
    assert_eq!(new_game_entry(&playing, false), NewGameEntry::AskFirst);
    assert_eq!(new_game_entry(&playing, true), NewGameEntry::AskTeacher);
    // A game stopped for the teacher (School rules, one illegal move
    // tolerated, then another) needs the teacher too.
    let school = Rules {
        preset: peoncito_core::settings::SavedPreset::School { tolerated: 1 },
        ..Rules::default()
    };
    let mut stopped = Table::new(game_in_progress(), school);
    for _ in 0..2 {
        stopped.tap("d8".parse().unwrap(), 0);
        stopped.tap("d5".parse().unwrap(), 0);
    }
    assert!(stopped.new_game_needs_teacher());
    assert_eq!(new_game_entry(&stopped, false), NewGameEntry::AskTeacher);
    // The saved game stays on the table whatever the link asks.
    let saved = encode(&game_in_progress());
    let apart = Apart { rules, clock: None };
    let (table, _, shared) = open_table(
        Stored::Text(&saved),
        Some("8/8/8/4k3/8/8/8/4K2R w K - 0 1"),
        rules,
        apart,
        0,
    );
    assert_eq!(table.game().moves().len(), 1);
    assert!(shared.is_some());
}
