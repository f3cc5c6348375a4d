//! The round the tournament's device publishes for the arbiters' tablets:
//! one document a tournament device (`tournament:<device>`), holding only
//! what an arbiter needs to send a result by hand — the tournament's name,
//! the round, and each board's players. It changes once a round, not with
//! each result: a district's tournament saved whole after every result
//! would cross the school's Wi-Fi to every tablet hundreds of times a
//! round. The tournament stays the tournament device's alone; a result
//! goes back as its short code (`crate::sync::results`).

use serde_json::{Value, json};

use crate::class::DeviceId;
use crate::heading::{Name, RoundBoard};
use crate::tournament::Tournament;
use crate::tournament::result_slip::heading_for;

/// How a published round's id begins.
const PREFIX: &str = "tournament:";

/// A tournament's last round, as published.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundSheet {
    pub tournament: Name,
    pub round: u8,
    /// Each board's players, White's and Black's, in board order.
    pub boards: Vec<(String, String)>,
}

impl RoundSheet {
    /// The last round paired in `t`; none before the first.
    pub fn of(t: &Tournament) -> Option<RoundSheet> {
        let round = u8::try_from(t.rounds().len()).ok().filter(|r| *r > 0)?;
        let count = t.rounds().last()?.boards.len();
        let boards = (1..=count)
            .map(|board| {
                let place = RoundBoard {
                    round,
                    board: u16::try_from(board).unwrap_or(u16::MAX),
                };
                let heading = heading_for(t, place).unwrap_or_default();
                let name = |n: Option<Name>| n.map(|n| n.as_str().to_string()).unwrap_or_default();
                (name(heading.white), name(heading.black))
            })
            .collect();
        Some(RoundSheet {
            tournament: t.name.clone(),
            round,
            boards,
        })
    }

    /// The document `device` writes for it.
    pub fn document(&self, device: DeviceId) -> Value {
        json!({
            "_id": format!("{PREFIX}{:016x}", device.0),
            "tournament": self.tournament.as_str(),
            "round": self.round,
            "boards": self.boards,
        })
    }

    /// The place of board `index` (from 0).
    pub fn place(&self, index: usize) -> RoundBoard {
        RoundBoard {
            round: self.round,
            board: u16::try_from(index + 1).unwrap_or(u16::MAX),
        }
    }
}

/// Whether a document is a published round.
pub fn is_published(doc: &Value) -> bool {
    doc.get("_id")
        .and_then(Value::as_str)
        .is_some_and(|id| id.starts_with(PREFIX))
}

/// The players a published round names.
pub(super) fn names(doc: &Value) -> Vec<String> {
    doc.get("boards")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(Value::as_array)
        .flatten()
        .filter_map(Value::as_str)
        .filter(|name| !name.is_empty())
        .map(str::to_string)
        .collect()
}

/// Another device's round as published: its document's id and the
/// round; none for this device's own (`own`), or a deleted or damaged one.
pub fn read_published(doc: &Value, own: DeviceId) -> Option<(String, RoundSheet)> {
    let id = doc.get("_id").and_then(Value::as_str)?;
    if !id.starts_with(PREFIX)
        || id == format!("{PREFIX}{:016x}", own.0)
        || doc.get("_deleted").and_then(Value::as_bool) == Some(true)
    {
        return None;
    }
    let sheet = RoundSheet {
        tournament: Name::new(doc.get("tournament")?.as_str()?)?,
        round: u8::try_from(doc.get("round")?.as_u64()?).ok()?,
        boards: doc
            .get("boards")?
            .as_array()?
            .iter()
            .map(|pair| match pair.as_array()?.as_slice() {
                [white, black] => Some((white.as_str()?.to_string(), black.as_str()?.to_string())),
                _ => None,
            })
            .collect::<Option<_>>()?,
    };
    Some((id.to_string(), sheet))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Player, System};

    const DESK: DeviceId = DeviceId(0xd);
    const ARBITER: DeviceId = DeviceId(0xa);

    #[test]
    fn a_published_round_reads_back_on_another_device_only() {
        let mut t = Tournament::new(Name::new("Liga").unwrap(), System::Swiss { rounds: 3 });
        for n in ["Ana", "Bruno", "Carla", "David"] {
            t.add_player(Player::new(Name::new(n).unwrap())).unwrap();
        }
        assert_eq!(RoundSheet::of(&t), None, "nothing paired yet");
        t.pair_next_round(&[]).unwrap();
        let sheet = RoundSheet::of(&t).unwrap();
        assert_eq!((sheet.round, sheet.boards.len()), (1, 2));
        let first = &t.rounds()[0].boards[0];
        let name = |id| t.player(id).unwrap().name.as_str().to_string();
        assert_eq!(sheet.boards[0], (name(first.white), name(first.black)));
        assert_eq!(sheet.place(1), RoundBoard { round: 1, board: 2 });
        // A result changes nothing published.
        t.set_result(1, 1, Some(crate::tournament::GameResult::WHITE_WINS))
            .unwrap();
        assert_eq!(RoundSheet::of(&t).as_ref(), Some(&sheet));

        let doc = sheet.document(DESK);
        assert!(is_published(&doc));
        let (id, read) = read_published(&doc, ARBITER).unwrap();
        assert_eq!(id, "tournament:000000000000000d");
        assert_eq!(read, sheet);
        assert_eq!(read_published(&doc, DESK), None, "its own device's");
        let mut deleted = doc.clone();
        deleted["_deleted"] = json!(true);
        assert_eq!(read_published(&deleted, ARBITER), None);
        let mut damaged = doc;
        damaged["boards"] = json!("Ana – Bruno");
        assert_eq!(read_published(&damaged, ARBITER), None);
        assert!(!is_published(&json!({"_id": "result:1:2"})));
    }
}
