//! The tournament as the device that holds it publishes it for the
//! arbiters' tablets: one document a tournament device
//! (`tournament:<device>`), the tournament as saved. An arbiter's tablet
//! reads it to show the round's boards and send a result typed by hand as
//! the result's short code (`crate::sync::results`); the tournament stays
//! the tournament device's alone.

use serde_json::{Value, json};

use crate::class::DeviceId;
use crate::tournament::{Tournament, saved};

/// How a published tournament's id begins.
const PREFIX: &str = "tournament:";

/// The document `device` writes for its tournament (`text`, as saved).
pub fn tournament_document(device: DeviceId, text: &str) -> Value {
    json!({ "_id": format!("{PREFIX}{:016x}", device.0), "text": text })
}

/// Whether a document is a published tournament.
pub fn is_published(doc: &Value) -> bool {
    doc.get("_id")
        .and_then(Value::as_str)
        .is_some_and(|id| id.starts_with(PREFIX))
}

/// Another device's tournament as published: its document's id and the
/// tournament; none for this device's own (`own`), or a deleted or
/// damaged one.
pub fn read_published(doc: &Value, own: DeviceId) -> Option<(String, Tournament)> {
    let id = doc.get("_id").and_then(Value::as_str)?;
    if !id.starts_with(PREFIX)
        || id == format!("{PREFIX}{:016x}", own.0)
        || doc.get("_deleted").and_then(Value::as_bool) == Some(true)
    {
        return None;
    }
    let text = doc.get("text").and_then(Value::as_str)?;
    Some((id.to_string(), saved::decode(text).ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heading::Name;
    use crate::tournament::{Player, System};

    const DESK: DeviceId = DeviceId(0xd);
    const ARBITER: DeviceId = DeviceId(0xa);

    #[test]
    fn a_published_tournament_reads_back_on_another_device_only() {
        let mut t = Tournament::new(Name::new("Liga").unwrap(), System::Swiss { rounds: 3 });
        for n in ["Ana", "Bruno"] {
            t.add_player(Player::new(Name::new(n).unwrap())).unwrap();
        }
        t.pair_next_round(&[]).unwrap();
        let doc = tournament_document(DESK, &saved::encode(&t));
        assert!(is_published(&doc));
        let (id, read) = read_published(&doc, ARBITER).unwrap();
        assert_eq!(id, "tournament:000000000000000d");
        assert_eq!(read, t);
        assert_eq!(read_published(&doc, DESK), None, "its own device's");
        let mut deleted = doc.clone();
        deleted["_deleted"] = json!(true);
        assert_eq!(read_published(&deleted, ARBITER), None);
        let damaged = tournament_document(DESK, "{\"app\":\"peoncito-tournament\"");
        assert_eq!(read_published(&damaged, ARBITER), None);
        assert!(!is_published(&json!({"_id": "result:1:2"})));
    }
}
