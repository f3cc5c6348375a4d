//! What became on the school server of the pupils the teacher deleted:
//! every document naming them is deleted or written again without their
//! name ([`super::replica`]); once the server holds that, the device asks
//! it to compact the database, which takes away the earlier versions
//! (still readable by their revision until then). CouchDB lets only the
//! database's administrators compact it; the tablets' own user, a member,
//! may not — the server then keeps them until its administrator compacts
//! it, or CouchDB's own compaction comes round.

use super::replica::Outgoing;
use super::state::Answer;

/// The pupils deleted in one change, and how far their removal went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Removal {
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
    /// pupil.
    pub fn of(out: &Outgoing) -> Option<Removal> {
        (!out.forgotten.is_empty()).then(|| Removal {
            names: out.forgotten.iter().map(|(_, name)| name.clone()).collect(),
            documents: out.forgotten.len() + out.delete.len(),
            stage: Stage::Waiting,
        })
    }

    /// Where the device awaits each document on the server: the pupils'
    /// own documents (which stay, without the name, so every device
    /// learns of the deletion) and the documents deleted.
    pub fn awaited(out: &Outgoing) -> Vec<(String, Awaited)> {
        let pupils = out
            .forgotten
            .iter()
            .map(|(id, _)| (id.clone(), Awaited::Nameless));
        let deleted = out.delete.iter().map(|id| (id.clone(), Awaited::Deleted));
        pupils.chain(deleted).collect()
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
    /// Deleted.
    Deleted,
}

impl Awaited {
    /// Whether the server's answer to `GET /db/<id>` shows it done.
    pub fn seen(self, answer: &Answer) -> bool {
        match (self, answer) {
            (Awaited::Deleted, Some((404, _))) => true,
            (Awaited::Nameless, Some((200, body))) => {
                serde_json::from_str::<serde_json::Value>(body)
                    .is_ok_and(|doc| doc.is_object() && doc["name"].is_null())
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn out() -> Outgoing {
        Outgoing {
            put: Vec::new(),
            delete: vec!["event:1-1".to_string(), "board:2".to_string()],
            forgotten: vec![("pupil:1-1".to_string(), "Ana".to_string())],
        }
    }

    #[test]
    fn a_removal_counts_the_documents_that_named_the_pupil() {
        assert_eq!(Removal::of(&Outgoing::default()), None);
        let removal = Removal::of(&out()).unwrap();
        assert_eq!(removal.names, ["Ana"]);
        assert_eq!(removal.documents, 3);
        assert_eq!(removal.stage, Stage::Waiting);
        let awaited = Removal::awaited(&out());
        assert_eq!(awaited[0], ("pupil:1-1".to_string(), Awaited::Nameless));
        assert_eq!(awaited[2], ("board:2".to_string(), Awaited::Deleted));
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
