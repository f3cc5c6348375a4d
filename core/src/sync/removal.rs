//! What became on the school server of the pupils the teacher deleted:
//! every document naming them is deleted or written again without their
//! name ([`super::replica`]); once the server holds that, the device asks
//! it to compact the database, which takes away the earlier versions
//! (still readable by their revision until then). CouchDB lets only the
//! database's administrators compact it; the tablets' own user, a member,
//! may not — the server then keeps them until its administrator compacts
//! it, or CouchDB's own compaction comes round. A classmate's game that
//! reaches the server with a deleted pupil's name after that (from a
//! tablet that was away) is written again without it and compacted the
//! same way, with nothing to say: the teacher deleted nobody just now.

use super::fingerprint;
use super::replica::Outgoing;
use super::state::Answer;

/// The pupils deleted in one change, and how far their removal went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Removal {
    /// Empty when only classmates' games were written again.
    pub names: Vec<String>,
    /// The server's documents that named them.
    pub documents: usize,
    pub stage: Stage,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Written to the device's copy: on the server once the device
    /// reaches it.
    Waiting,
    /// Gone from the server, earlier versions too.
    Removed,
    /// Gone from the server's documents; the earlier versions stay until
    /// its administrator compacts the database.
    EarlierKept,
}

impl Stage {
    /// As the class screen marks it (`data-removal`).
    pub fn code(self) -> &'static str {
        match self {
            Stage::Waiting => "waiting",
            Stage::Removed => "removed",
            Stage::EarlierKept => "earlier-kept",
        }
    }
}

impl Removal {
    /// The removal a write to the copy starts; none when it deletes no
    /// pupil and writes no game again without one's name.
    pub fn of(out: &Outgoing) -> Option<Removal> {
        (!out.forgotten.is_empty() || !out.scrubbed.is_empty()).then(|| Removal {
            names: out.forgotten.iter().map(|(_, name)| name.clone()).collect(),
            documents: out.forgotten.len() + out.delete.len() + out.scrubbed.len(),
            stage: Stage::Waiting,
        })
    }

    /// Where the device awaits each document on the server: the pupils'
    /// own documents (which stay, without the name, so every device
    /// learns of the deletion), the classmates' games written again and
    /// the documents deleted.
    pub fn awaited(out: &Outgoing) -> Vec<(String, Awaited)> {
        let pupils = out
            .forgotten
            .iter()
            .map(|(id, _)| (id.clone(), Awaited::Nameless));
        let games = out.scrubbed.iter().map(|id| {
            let doc = out.put.iter().find(|d| d["_id"].as_str() == Some(id));
            let record = doc.map_or("", |d| d["record"].as_str().unwrap_or(""));
            (id.clone(), Awaited::Rewritten(fingerprint(record)))
        });
        let deleted = out.delete.iter().map(|id| (id.clone(), Awaited::Deleted));
        pupils.chain(games).chain(deleted).collect()
    }

    /// What the server's answer to "compact the database" leaves.
    pub fn compacted(self, answer: &Answer) -> Removal {
        let done = matches!(answer, Some((200 | 202, _)));
        Removal {
            stage: if done {
                Stage::Removed
            } else {
                Stage::EarlierKept
            },
            ..self
        }
    }
}

/// How a document the removal touches stands on the server once it is
/// done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Awaited {
    /// A pupil's document, without their name.
    Nameless,
    /// A classmate's game with the record written (its fingerprint), or
    /// deleted since (that classmate deleted too).
    Rewritten(u64),
    /// Deleted.
    Deleted,
}

impl Awaited {
    /// Whether the server's answer to `GET /db/<id>` shows it done.
    pub fn seen(self, answer: &Answer) -> bool {
        let doc = |body: &str| {
            serde_json::from_str::<serde_json::Value>(body)
                .ok()
                .filter(serde_json::Value::is_object)
        };
        match (self, answer) {
            (Awaited::Deleted | Awaited::Rewritten(_), Some((404, _))) => true,
            (Awaited::Nameless, Some((200, body))) => {
                doc(body).is_some_and(|d| d["name"].is_null())
            }
            (Awaited::Rewritten(record), Some((200, body))) => doc(body)
                .and_then(|d| d["record"].as_str().map(fingerprint))
                .is_some_and(|held| held == record),
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// Luis's game, written again without Ana's name.
    const GAME: &str = "[White \"?\"]\n[Black \"Luis\"]\n\n1. f3 e5 2. g4 Qh4# 0-1";

    fn out() -> Outgoing {
        Outgoing {
            put: vec![json!({"_id": "event:1-2", "record": GAME})],
            delete: vec!["event:1-1".to_string(), "board:2".to_string()],
            forgotten: vec![("pupil:1-1".to_string(), "Ana".to_string())],
            scrubbed: vec!["event:1-2".to_string()],
        }
    }

    #[test]
    fn a_removal_counts_the_documents_that_named_the_pupil() {
        assert_eq!(Removal::of(&Outgoing::default()), None);
        let removal = Removal::of(&out()).unwrap();
        assert_eq!(removal.names, ["Ana"]);
        assert_eq!(removal.documents, 4);
        assert_eq!(removal.stage, Stage::Waiting);
        let awaited = Removal::awaited(&out());
        assert_eq!(awaited[0], ("pupil:1-1".to_string(), Awaited::Nameless));
        let game = Awaited::Rewritten(fingerprint(GAME));
        assert_eq!(awaited[1], ("event:1-2".to_string(), game));
        assert_eq!(awaited[3], ("board:2".to_string(), Awaited::Deleted));
        // A game that reached the server with her name after she left it
        // is taken off the same way, with no name to say.
        let later = Outgoing {
            forgotten: Vec::new(),
            delete: Vec::new(),
            ..out()
        };
        let removal = Removal::of(&later).unwrap();
        assert_eq!((removal.names.len(), removal.documents), (0, 1));
        assert_eq!(Removal::awaited(&later), [("event:1-2".to_string(), game)]);
    }

    #[test]
    fn the_server_shows_each_document_done_only_as_sent() {
        let answer = |status, body: &str| Some((status, body.to_string()));
        assert!(Awaited::Deleted.seen(&answer(404, "{\"error\":\"not_found\"}")));
        assert!(!Awaited::Deleted.seen(&answer(200, "{}")));
        assert!(!Awaited::Deleted.seen(&None), "no answer is not gone");
        assert!(!Awaited::Deleted.seen(&answer(401, "")));
        assert!(Awaited::Nameless.seen(&answer(200, "{\"_id\":\"pupil:1\",\"name\":null}")));
        assert!(!Awaited::Nameless.seen(&answer(200, "{\"name\":\"Ana\"}")));
        assert!(!Awaited::Nameless.seen(&answer(200, "garbage")));
        assert!(!Awaited::Nameless.seen(&answer(404, "")));
        let game = Awaited::Rewritten(fingerprint(GAME));
        let held = |record: &str| json!({"_id": "event:1-2", "_rev": "2-b", "record": record});
        assert!(game.seen(&answer(200, &held(GAME).to_string())));
        let before = GAME.replace('?', "Ana");
        assert!(
            !game.seen(&answer(200, &held(&before).to_string())),
            "not yet"
        );
        assert!(game.seen(&answer(404, "")), "Luis deleted too");
        assert!(!game.seen(&answer(200, "garbage")));
        assert!(!game.seen(&None));
    }

    #[test]
    fn earlier_versions_go_only_when_the_server_compacts() {
        let waiting = Removal::of(&out()).unwrap();
        let compact = |status| {
            waiting
                .clone()
                .compacted(&Some((status, String::new())))
                .stage
        };
        assert_eq!(compact(202), Stage::Removed);
        assert_eq!(compact(401), Stage::EarlierKept, "a member may not");
        assert_eq!(compact(403), Stage::EarlierKept);
        assert_eq!(waiting.compacted(&None).stage, Stage::EarlierKept);
    }
}
