//! Every board of the class, live on the teacher's screen: each tablet
//! with a school server writes its game in play as one document of its own
//! (`board:<device>`: the game as the tablet saves it, and who is at the
//! board), and the teacher's device reads them back through the saved
//! game's own reader, which replays every move with shakmaty — a damaged
//! or foreign document shows no board rather than a wrong one.

use serde_json::{Value, json};
use shakmaty::{Board, Color, Position};

use crate::class::{DeviceId, Seat};
use crate::clock::Millis;
use crate::heading::RoundBoard;
use crate::saved::{self, Apart};
use crate::settings::Rules;

/// How a board document's id begins.
pub(super) const PREFIX: &str = "board:";

/// Whether a document is a tablet's board.
pub fn is_board(doc: &Value) -> bool {
    doc.get("_id")
        .and_then(Value::as_str)
        .is_some_and(|id| id.starts_with(PREFIX))
}

/// A tablet's board document's id.
pub fn board_id(device: DeviceId) -> String {
    format!("{PREFIX}{:016x}", device.0)
}

/// The document a tablet writes for its game in play (`game`, as the
/// tablet saves it), at `at` on its wall clock (ms).
pub fn board_document(device: DeviceId, game: &str, seat: &Seat, at: u64) -> Value {
    let [white, black] = seat.side_names();
    json!({
        "_id": board_id(device),
        "game": game,
        "white": white,
        "black": black,
        "at": at,
    })
}

/// The names a board document holds: who is at the tablet, and the
/// players its game's heading names.
pub(super) fn names(doc: &Value) -> Vec<String> {
    let heading = doc
        .get("game")
        .and_then(Value::as_str)
        .and_then(|game| saved::decode(game).ok())
        .map(|game| game.heading().clone())
        .unwrap_or_default();
    let seat = ["white", "black"]
        .into_iter()
        .filter_map(|side| doc.get(side).and_then(Value::as_str).map(str::to_string));
    [heading.white, heading.black]
        .into_iter()
        .flatten()
        .map(|name| name.as_str().to_string())
        .chain(seat)
        .collect()
}

/// One tablet's board as the wall shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveBoard {
    /// The document's id: one a tablet.
    pub id: String,
    /// The game as the tablet saved it: an answer names it.
    pub game: String,
    /// The board as it stands.
    pub board: Board,
    /// The board before each move and after the last, to replay the game.
    pub replay: Vec<Board>,
    pub turn: Color,
    /// Who plays each side: the game's heading, else who is at the tablet
    /// (one pupil alone plays both).
    pub white: Option<String>,
    pub black: Option<String>,
    /// A tournament's game: the tournament's name, and its round and board.
    pub place: Option<(String, RoundBoard)>,
    /// Illegal moves the arbiter counted, White's and Black's.
    pub counted: [usize; 2],
    /// The tablet has called the teacher: its game stands until they come.
    pub called: bool,
    pub over: bool,
    /// Each side's time left (ms) when the tablet wrote, with a clock.
    pub clock: Option<[i64; 2]>,
    /// When the tablet wrote (its wall clock, ms).
    pub at: u64,
}

/// Reads a tablet's board document (none when it does not read).
pub fn read_board(doc: &Value) -> Option<LiveBoard> {
    let field = |name| doc.get(name).and_then(Value::as_str);
    let id = field("_id").filter(|id| id.starts_with(PREFIX))?;
    let at = doc.get("at").and_then(Value::as_u64).unwrap_or(0);
    let apart = Apart {
        rules: Rules::default(),
        clock: None,
    };
    // The clock as it stood when the tablet wrote: no time since charged.
    let now: Millis = at;
    let text = field("game")?;
    let table = saved::decode_table(text, apart, now).ok()?;
    let game = table.game();
    let mut position = game.start_position().clone();
    let mut replay = vec![position.board().clone()];
    for m in game.moves() {
        // Legal: the saved game's reader has replayed every move.
        position.play_unchecked(*m);
        replay.push(position.board().clone());
    }
    let named = |name: &Option<crate::heading::Name>, seat: Option<&str>| {
        name.as_ref()
            .map(|n| n.as_str().to_string())
            .or(seat.map(str::to_string))
    };
    let counted = |side: Color| {
        game.mistakes()
            .iter()
            // What still counts towards the limit: not cleared by the
            // teacher letting the game go on, counting again.
            .filter(|m| m.side == side && m.counted && !m.cleared)
            .count()
    };
    Some(LiveBoard {
        id: id.to_string(),
        game: text.to_string(),
        board: game.position().board().clone(),
        replay,
        turn: game.turn(),
        white: named(&game.heading().white, field("white")),
        black: named(&game.heading().black, field("black")),
        place: game
            .heading()
            .event
            .as_ref()
            .zip(game.heading().round)
            .map(|(event, at)| (event.as_str().to_string(), at)),
        counted: [counted(Color::White), counted(Color::Black)],
        called: game.teacher_needed().is_some(),
        over: game.is_over(),
        clock: table
            .clock()
            .map(|c| [c.left(Color::White, now), c.left(Color::Black, now)]),
        at,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::class::{Chosen, Locked, OnRoster, Picture, PupilId};

    const TABLET: DeviceId = DeviceId(0xab);

    fn pupil(name: &str, number: u64) -> OnRoster {
        OnRoster {
            id: PupilId {
                device: DeviceId(1),
                number,
            },
            name: name.to_string(),
            picture: Picture::ALL[0],
            stars: Default::default(),
        }
    }

    /// A game after 1. e4 e5, White's illegal move counted once (and one
    /// not counted, one cleared when the teacher let the game go on), the
    /// teacher called.
    const GAME: &str = r#"{"app":"peoncito","version":1,"start":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":["e2e4","e7e5"],"mistakes":[{"side":"white","reason":"own-piece-on-target","move":2,"counted":true},{"side":"black","reason":"not-your-turn","move":1,"counted":false},{"side":"white","reason":"pinned-piece","move":2,"counted":true,"cleared":true}],"teacher_needed":"white"}"#;

    #[test]
    fn a_tablets_board_reads_back_as_it_stands() {
        let seat = Seat::Locked(Locked::Pair {
            white: pupil("Ana", 2),
            black: pupil("Luis", 3),
        });
        let doc = board_document(TABLET, GAME, &seat, 1_000);
        assert_eq!(doc["_id"], "board:00000000000000ab");
        assert!(is_board(&doc));
        let live = read_board(&doc).expect("it reads");
        assert_eq!(live.id, "board:00000000000000ab");
        assert_eq!(live.turn, Color::White);
        assert_eq!(
            live.board.piece_at(shakmaty::Square::E4),
            Some(shakmaty::Piece {
                color: Color::White,
                role: shakmaty::Role::Pawn
            })
        );
        assert_eq!(live.white.as_deref(), Some("Ana"));
        assert_eq!(live.black.as_deref(), Some("Luis"));
        assert_eq!(live.counted, [1, 0], "only the counted one");
        assert_eq!(live.replay.len(), 3, "the start and after each move");
        assert_eq!(live.replay[0], Board::default());
        assert_eq!(live.replay[2], live.board);
        assert_eq!(live.game, GAME);
        assert!(live.called);
        assert!(!live.over);
        assert_eq!(live.clock, None);
        assert_eq!(live.at, 1_000);
    }

    #[test]
    fn one_pupil_alone_plays_both_sides_and_the_heading_comes_first() {
        let alone = board_document(
            TABLET,
            GAME,
            &Seat::Chosen(Chosen::Alone(pupil("Marta", 4))),
            0,
        );
        let live = read_board(&alone).unwrap();
        assert_eq!(
            (live.white.as_deref(), live.black.as_deref()),
            (Some("Marta"), Some("Marta"))
        );
        let named = GAME.replacen(
            r#""teacher_needed":"white""#,
            r#""heading":{"white":"Pablo","black":"Sara"}"#,
            1,
        );
        let live = read_board(&board_document(TABLET, &named, &Seat::Guest, 0)).unwrap();
        assert_eq!(
            (live.white.as_deref(), live.black.as_deref()),
            (Some("Pablo"), Some("Sara"))
        );
        assert!(!live.called);
        assert_eq!(live.place, None, "no tournament's game");
        let board = named.replacen(
            r#""black":"Sara"}"#,
            r#""black":"Sara","event":"Liga","round":"2.3"}"#,
            1,
        );
        let live = read_board(&board_document(TABLET, &board, &Seat::Guest, 0)).unwrap();
        assert_eq!(
            live.place,
            Some(("Liga".to_string(), RoundBoard { round: 2, board: 3 }))
        );
    }

    #[test]
    fn a_damaged_or_foreign_board_document_shows_nothing() {
        let doc = |game: &str| board_document(TABLET, game, &Seat::Guest, 0);
        assert_eq!(read_board(&doc("{}")), None);
        assert_eq!(
            read_board(&doc(&GAME.replace("e7e5", "e7e4"))),
            None,
            "an illegal move"
        );
        assert_eq!(read_board(&json!({"_id": "board:1", "game": 7})), None);
        assert_eq!(read_board(&json!({"_id": "pupil:1", "game": GAME})), None);
        assert!(!is_board(&json!({"_id": "event:1"})));
    }
}
