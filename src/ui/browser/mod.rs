//! The few browser services the app needs, each failing softly: a browser
//! that refuses storage or has an odd URL must never stop a game. One
//! module a concern; the app calls them as `browser::…`.

mod files;
mod messages;
mod page;
mod storage;
mod time;

pub use files::{copy_text, download_href, file_stem, read_chosen_file};
pub use messages::{
    CLASS_BOOK_CHANGED, GAME_SAVED, LANG_CHANGED, Message, SCREEN_CHANGED, STOP, TOURNAMENT_SAVED,
    announce, followed_lang, forget, import_teacher_screens, leave, listen_to_storage,
    read_handed_board, read_message, shown, shown_yet, when_left, write_handed_board,
};
pub use page::{
    Edge, browser_languages, element_by_id, focus_on, forget_query_param, listen, online,
    page_lang, prefers_more_contrast, print, query, replace_query_param, reveal, show_board,
    viewport, when_hidden_or_shown,
};
pub use storage::{
    Local, Preference, SERVER_KEY, device_id, forget_apart, forget_key, keeps_anything,
    random_salt, read_apart, read_key, read_lang, read_lesson_place, read_pin_guard,
    read_preference, storage_room, write_key, write_lang, write_lesson_place, write_pin_guard,
    write_preference,
};
pub use time::{after_paint, now_ms, time_of_day, today, wall_ms, when_idle};
