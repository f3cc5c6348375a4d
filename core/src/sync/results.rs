//! Tournament games that ended on a tablet, and results an arbiter's
//! tablet typed, carried to the device that holds the tournament. Each is
//! a document of its own, `result:<device>:<fingerprint>`, holding what a
//! tablet hands over without a network too: the game's record, or the
//! result's short code (`crate::tournament::result_slip`). Only the tablet
//! it came from writes it: two devices never write one document (no
//! CouchDB conflict to resolve), and the same result sent twice is one
//! document.
//! The tournament device hands each to its tournament screens once
//! ([`Taken`] remembers which, across reloads); whether a record fits a
//! board, and what a result that differs from the board's becomes, is the
//! tournament's to decide (`crate::tournament::result_slip`).

use std::collections::BTreeSet;

use serde_json::{Value, json};

use super::fingerprint;
use crate::class::DeviceId;

/// How a result document's id begins.
const PREFIX: &str = "result:";

/// The id of the document for `record`, a game that ended on `device`.
pub fn result_id(device: DeviceId, record: &str) -> String {
    format!("{PREFIX}{:016x}:{:016x}", device.0, fingerprint(record))
}

/// The document a tablet writes for a tournament game that ended on it
/// (its record names its tournament).
pub fn result_document(device: DeviceId, record: &str) -> Value {
    json!({ "_id": result_id(device, record), "record": record })
}

/// The document an arbiter's tablet writes for a result typed by hand: its
/// short code, and the tournament it was typed for, which a short code does
/// not say (another tournament's device at the same server leaves it).
pub fn typed_result_document(device: DeviceId, code: &str, tournament: &str) -> Value {
    json!({ "_id": result_id(device, code), "record": code, "tournament": tournament })
}

/// Whether a document is a tablet's result.
pub fn is_result(doc: &Value) -> bool {
    doc.get("_id")
        .and_then(Value::as_str)
        .is_some_and(|id| id.starts_with(PREFIX))
}

/// The players a result document's game record names (a short code
/// names none).
pub(super) fn names(doc: &Value) -> Vec<String> {
    let Some(game) = doc
        .get("record")
        .and_then(Value::as_str)
        .and_then(|record| crate::pgn::import(record).ok())
    else {
        return Vec::new();
    };
    let heading = game.heading();
    [&heading.white, &heading.black]
        .into_iter()
        .flatten()
        .map(|name| name.as_str().to_string())
        .collect()
}

/// A result document as the copy holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arrived {
    /// Written by this device.
    Own(String),
    /// Another device's result: its document's id, its record or short
    /// code, and the tournament it was typed for (a typed one).
    Theirs {
        id: String,
        record: String,
        tournament: Option<String>,
    },
    /// Deleted, or no result document that reads.
    Nothing,
}

/// Reads a result document that arrived on device `own`.
pub fn read_result(doc: &Value, own: DeviceId) -> Arrived {
    let Some(id) = doc
        .get("_id")
        .and_then(Value::as_str)
        .filter(|id| id.starts_with(PREFIX))
    else {
        return Arrived::Nothing;
    };
    if doc.get("_deleted").and_then(Value::as_bool) == Some(true) {
        return Arrived::Nothing;
    }
    if id.starts_with(&format!("{PREFIX}{:016x}:", own.0)) {
        return Arrived::Own(id.to_string());
    }
    match doc.get("record").and_then(Value::as_str) {
        Some(record) if !record.trim().is_empty() => Arrived::Theirs {
            id: id.to_string(),
            record: record.to_string(),
            tournament: doc
                .get("tournament")
                .and_then(Value::as_str)
                .map(str::to_string),
        },
        _ => Arrived::Nothing,
    }
}

/// The results a tournament device has handed to its tournament, by
/// document id: each is entered once, so a result the teacher set aside
/// (a conflict decided the other way) does not come back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Taken(BTreeSet<String>);

impl Taken {
    /// As [`Taken::encode`] wrote it; nothing taken for any other text.
    pub fn decode(text: Option<&str>) -> Taken {
        Taken(
            text.and_then(|t| serde_json::from_str(t).ok())
                .unwrap_or_default(),
        )
    }

    pub fn encode(&self) -> String {
        serde_json::to_string(&self.0).unwrap_or_default()
    }

    /// Marks `id` taken.
    pub fn take(&mut self, id: &str) {
        self.0.insert(id.to_string());
    }

    pub fn is_taken(&self, id: &str) -> bool {
        self.0.contains(id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLET: DeviceId = DeviceId(0xab);
    const DESK: DeviceId = DeviceId(0xcd);
    const RECORD: &str = "[Event \"Friday club\"]\n[Round \"1.2\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";

    #[test]
    fn the_same_game_is_one_document_and_another_game_another() {
        let doc = result_document(TABLET, RECORD);
        assert!(is_result(&doc));
        assert_eq!(doc, result_document(TABLET, RECORD), "sent twice, one id");
        let other = RECORD.replace("0-1", "1-0");
        assert_ne!(doc["_id"], result_document(TABLET, &other)["_id"]);
        assert_ne!(
            doc["_id"],
            result_document(DESK, RECORD)["_id"],
            "each device writes its own"
        );
        // Stable: a device updated later still finds the ids it wrote.
        assert_eq!(
            result_id(TABLET, "a"),
            "result:00000000000000ab:af63dc4c8601ec8c"
        );
    }

    #[test]
    fn a_result_is_read_as_its_devices_own_or_another_devices() {
        let doc = result_document(TABLET, RECORD);
        let id = doc["_id"].as_str().unwrap().to_string();
        assert_eq!(read_result(&doc, TABLET), Arrived::Own(id.clone()));
        assert_eq!(
            read_result(&doc, DESK),
            Arrived::Theirs {
                id: id.clone(),
                record: RECORD.to_string(),
                tournament: None
            }
        );
        let typed = typed_result_document(TABLET, "1.2 0-1 X4", "Friday club");
        assert_eq!(
            read_result(&typed, DESK),
            Arrived::Theirs {
                id: result_id(TABLET, "1.2 0-1 X4"),
                record: "1.2 0-1 X4".to_string(),
                tournament: Some("Friday club".to_string())
            }
        );
        let deleted = json!({ "_id": id, "_deleted": true });
        assert_eq!(read_result(&deleted, DESK), Arrived::Nothing);
        for damaged in [
            json!({ "_id": "result:00ab:1", "record": 7 }),
            json!({ "_id": "result:00ab:1", "record": "  " }),
            json!({ "_id": "board:00ab", "record": RECORD }),
            json!({ "record": RECORD }),
        ] {
            assert_eq!(read_result(&damaged, DESK), Arrived::Nothing, "{damaged}");
        }
    }

    #[test]
    fn what_was_taken_is_remembered_once() {
        let mut taken = Taken::default();
        assert!(!taken.is_taken("result:1:2"));
        taken.take("result:1:2");
        assert!(taken.is_taken("result:1:2"));
        assert!(!taken.is_taken("result:1:3"));
        let kept = Taken::decode(Some(&taken.encode()));
        assert_eq!(kept, taken);
        assert_eq!(Taken::decode(Some("not a list")), Taken::default());
        assert_eq!(Taken::decode(None), Taken::default());
    }
}
