//! The teacher's answer to a tablet's call, given from the wall of the
//! teacher's device: one document a tablet (`answer:<device>`), naming the
//! game it answers by the fingerprint of the game as the wall showed it. A
//! tablet takes an answer only for the very game it is playing, as it
//! stands — one that has moved on since (or an answer arriving again after
//! a reload, once taken) changes nothing.

use serde_json::{Value, json};
use shakmaty::Color;

use super::fingerprint;
use crate::class::DeviceId;
use crate::table::Action;

/// How an answer document's id begins.
const PREFIX: &str = "answer:";

/// What the teacher decided, as the board's own teacher's panel offers it
/// for a game that stopped for them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The game goes on, the illegal moves counted so far kept.
    GoOn,
    /// The game goes on, the count started again.
    GoOnRecount,
    /// The game ends: a win for that side.
    Win(Color),
    /// The game ends drawn.
    Draw,
}

impl Answer {
    pub const ALL: [Answer; 5] = [
        Answer::GoOn,
        Answer::GoOnRecount,
        Answer::Win(Color::White),
        Answer::Win(Color::Black),
        Answer::Draw,
    ];

    /// As the document and the page's `data-answer` say it.
    pub fn code(self) -> &'static str {
        match self {
            Answer::GoOn => "go-on",
            Answer::GoOnRecount => "go-on-recount",
            Answer::Win(Color::White) => "white-wins",
            Answer::Win(Color::Black) => "black-wins",
            Answer::Draw => "draw",
        }
    }

    pub fn decode(code: &str) -> Option<Answer> {
        Answer::ALL.into_iter().find(|a| a.code() == code)
    }

    /// What the board does with it.
    pub fn action(self) -> Action {
        match self {
            Answer::GoOn => Action::TeacherContinue { recount: false },
            Answer::GoOnRecount => Action::TeacherContinue { recount: true },
            Answer::Win(side) => Action::Adjudicate(Some(side)),
            Answer::Draw => Action::Adjudicate(None),
        }
    }
}

fn answer_id(device: &str) -> String {
    format!("{PREFIX}{device}")
}

/// The answer for the tablet whose board document is `board_id`
/// (`board:<device>`), to its game as saved then (`game`).
pub fn answer_document(board_id: &str, game: &str, answer: Answer) -> Option<Value> {
    let device = board_id.strip_prefix(super::live::PREFIX)?;
    Some(json!({
        "_id": answer_id(device),
        "game": format!("{:016x}", fingerprint(game)),
        "answer": answer.code(),
    }))
}

/// Whether a document is an answer to a tablet.
pub fn is_answer(doc: &Value) -> bool {
    doc.get("_id")
        .and_then(Value::as_str)
        .is_some_and(|id| id.starts_with(PREFIX))
}

/// The answer in `doc` for this tablet (`own`) and the game it plays as
/// saved now (`game`); none for another tablet's, another game's, or a
/// document that does not read.
pub fn read_answer(doc: &Value, own: DeviceId, game: &str) -> Option<Answer> {
    let field = |name| doc.get(name).and_then(Value::as_str);
    if field("_id")? != answer_id(&format!("{:016x}", own.0))
        || doc.get("_deleted").and_then(Value::as_bool) == Some(true)
        || field("game")? != format!("{:016x}", fingerprint(game))
    {
        return None;
    }
    Answer::decode(field("answer")?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sync::live::board_id;

    const TABLET: DeviceId = DeviceId(0xab);
    const GAME: &str = r#"{"moves":["e2e4"],"teacher_needed":"black"}"#;

    #[test]
    fn an_answer_reaches_its_tablet_for_the_game_the_wall_showed() {
        for answer in Answer::ALL {
            assert_eq!(Answer::decode(answer.code()), Some(answer));
            let doc = answer_document(&board_id(TABLET), GAME, answer).unwrap();
            assert!(is_answer(&doc));
            assert_eq!(doc["_id"], "answer:00000000000000ab");
            assert_eq!(read_answer(&doc, TABLET, GAME), Some(answer));
        }
        assert_eq!(
            Answer::Win(Color::Black).action(),
            Action::Adjudicate(Some(Color::Black))
        );
        assert_eq!(
            Answer::GoOnRecount.action(),
            Action::TeacherContinue { recount: true }
        );
    }

    #[test]
    fn an_answer_for_another_tablet_or_a_game_moved_on_changes_nothing() {
        let doc = answer_document(&board_id(TABLET), GAME, Answer::GoOn).unwrap();
        assert_eq!(read_answer(&doc, DeviceId(0xcd), GAME), None);
        let moved_on = r#"{"moves":["e2e4","e7e5"]}"#;
        assert_eq!(read_answer(&doc, TABLET, moved_on), None);
        let mut deleted = doc.clone();
        deleted["_deleted"] = json!(true);
        assert_eq!(read_answer(&deleted, TABLET, GAME), None);
        let mut odd = doc;
        odd["answer"] = json!("checkmate-please");
        assert_eq!(read_answer(&odd, TABLET, GAME), None);
        assert_eq!(answer_document("pupil:1", GAME, Answer::Draw), None);
        assert!(!is_answer(&json!({"_id": "board:00000000000000ab"})));
    }
}
