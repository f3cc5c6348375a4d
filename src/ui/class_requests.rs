//! The board's side of the class screen and the class's wall (the
//! teacher's wasm): a pupil's game opened on the board to replay, a lesson
//! projected for the whole class, and the teacher's answer to this board's
//! call given from the wall of the teacher's device.

use leptos::prelude::*;

use super::browser::{self, Message};
use super::{AppState, Screen};
use peoncito_core::i18n::Text;
use peoncito_core::lessons::Course;
use peoncito_core::pgn;
use peoncito_core::sync::answer::Answer;

/// Listens for what the class screen asks of the board.
pub fn connect(state: AppState) {
    browser::when_left(Message::OpenGame, move || {
        let record = browser::read_message(Message::OpenGame);
        browser::forget(Message::OpenGame);
        state.screen.showing.set(Screen::Game);
        match record.as_deref().map(pgn::import) {
            Some(Ok(game)) => state.ask_to_open(game),
            Some(Err(_)) | None => state.notices.update(|n| n.push(Text::RecordNotOpened)),
        }
    });
    browser::when_left(Message::ProjectLesson, move || {
        let stage = browser::read_message(Message::ProjectLesson);
        browser::forget(Message::ProjectLesson);
        let first = Course::shipped()
            .stages
            .iter()
            .find(|s| Some(s.id) == stage.as_deref())
            .and_then(|s| s.exercises.first())
            .map(|e| e.id);
        if let Some(exercise) = first {
            state.lesson_at.set(Some(exercise));
            state.prefs.projection.set(true);
            state.screen.showing.set(Screen::Lessons);
        }
    });
    browser::when_left(Message::TeacherAnswer, move || {
        let answer = browser::read_message(Message::TeacherAnswer);
        browser::forget(Message::TeacherAnswer);
        // The sync checked it answers this very game; it still waits.
        if let Some(answer) = answer.as_deref().and_then(Answer::decode)
            && state.board.with_game_now(|g| g.teacher_needed().is_some())
        {
            state.board.act(answer.action());
        }
    });
}
