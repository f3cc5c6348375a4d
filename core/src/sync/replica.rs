//! The class book on a school server: each class, pupil and event is a
//! document of its own (`crate::class::file`), so two tablets' changes
//! meet document by document. The device keeps a copy of the server's
//! database (PouchDB's, replicated both ways); [`Replica`] remembers what
//! that copy holds, merges what arrives into the book, and says which of
//! the book's documents the copy lacks or holds differently.
//!
//! A pupil deleted takes with them every document of the server that
//! names them: their events, and the boards, tournament results and
//! published rounds that hold their name (the replica hears those too,
//! only for the names in them); their classmates' games with them are
//! written again without it (`crate::class`).
//!
//! Merging is the book's own (a state-based CRDT), so the order documents
//! arrive in, a document arriving twice, and CouchDB's choice between two
//! conflicting versions never change what every book ends as.

use std::collections::BTreeMap;

use serde_json::Value;

use super::{live, published, results};
use crate::class::{Added, ClassBook};

/// What the device's copy of the server's database holds, by `_id`.
#[derive(Clone, Debug, Default)]
pub struct Replica {
    known: BTreeMap<String, Value>,
    /// The names in the copy's other documents (boards, results, rounds).
    mentions: BTreeMap<String, Vec<String>>,
}

/// What the device writes to its copy (and so to the server).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outgoing {
    /// Documents new or changed, as the book holds them.
    pub put: Vec<Value>,
    /// Documents to delete by id: events about a pupil deleted, and the
    /// other documents naming them.
    pub delete: Vec<String>,
    /// The pupils deleted since the copy last held them: their
    /// documents' ids (written again, without their name) and names.
    pub forgotten: Vec<(String, String)>,
    /// Among `put`, the events the copy holds otherwise: a game whose
    /// record named a classmate deleted since (an event changes for
    /// nothing else), its earlier version still naming them.
    pub scrubbed: Vec<String>,
}

impl Outgoing {
    pub fn is_empty(&self) -> bool {
        self.put.is_empty() && self.delete.is_empty()
    }
}

/// The pupils' names a document of the server holds, outside the class
/// book's own documents.
fn names_in(doc: &Value) -> Vec<String> {
    if live::is_board(doc) {
        live::names(doc)
    } else if results::is_result(doc) {
        results::names(doc)
    } else if published::is_published(doc) {
        published::names(doc)
    } else {
        Vec::new()
    }
}

/// A pupil document's name; none once deleted.
fn pupil_name(doc: &Value) -> Option<&str> {
    id_of(doc)
        .filter(|id| id.starts_with("pupil:"))
        .and(doc.get("name"))
        .and_then(Value::as_str)
}

/// A document's id.
fn id_of(doc: &Value) -> Option<&str> {
    doc.get("_id").and_then(Value::as_str)
}

/// A document as the book writes it: the database's own fields (`_rev`,
/// `_conflicts`, …) taken off, `_id` kept.
fn body(mut doc: Value) -> Value {
    if let Some(fields) = doc.as_object_mut() {
        fields.retain(|name, _| name == "_id" || !name.starts_with('_'));
    }
    doc
}

impl Replica {
    /// Takes documents that arrived in the copy (`docs`, as the copy now
    /// holds them; deleted ones among them) and the losing versions of
    /// those in conflict (`versions`, merged and then let go), into the
    /// book. Says what the book gained.
    pub fn take(&mut self, book: &mut ClassBook, docs: Vec<Value>, versions: Vec<Value>) -> Added {
        let mut bodies = Vec::with_capacity(docs.len() + versions.len());
        for doc in docs {
            let Some(id) = id_of(&doc).map(str::to_string) else {
                continue;
            };
            if doc.get("_deleted").and_then(Value::as_bool) == Some(true) {
                self.known.remove(&id);
                continue;
            }
            let doc = body(doc);
            self.known.insert(id, doc.clone());
            bodies.push(doc);
        }
        bodies.extend(versions.into_iter().map(body));
        book.merge(&ClassBook::of_documents(bodies))
    }

    /// Takes note of the names in the copy's other documents as they
    /// arrive (`docs`, deleted ones among them).
    pub fn hear(&mut self, docs: &[Value]) {
        for doc in docs {
            let Some(id) = id_of(doc) else { continue };
            let names = names_in(doc);
            if names.is_empty() || doc.get("_deleted").and_then(Value::as_bool) == Some(true) {
                self.mentions.remove(id);
            } else {
                self.mentions.insert(id.to_string(), names);
            }
        }
    }

    /// What the copy lacks of the book, or holds differently; and the
    /// documents the book has let go of.
    pub fn outgoing(&self, book: &ClassBook) -> Outgoing {
        let docs = book.documents();
        // A pupil the copy holds by name and the book holds deleted, unless
        // a pupil living in the book has the same name.
        let living: Vec<&str> = docs.iter().filter_map(pupil_name).collect();
        let forgotten: Vec<(String, String)> = docs
            .iter()
            .filter(|doc| pupil_name(doc).is_none())
            .filter_map(|doc| {
                let id = id_of(doc)?;
                Some((id.to_string(), pupil_name(self.known.get(id)?)?))
            })
            .filter(|(_, name)| !living.contains(name))
            .map(|(id, name)| (id, name.to_string()))
            .collect();
        let put: Vec<Value> = docs
            .into_iter()
            .filter(|doc| id_of(doc).is_some_and(|id| self.known.get(id) != Some(doc)))
            .collect();
        let scrubbed = put
            .iter()
            .filter_map(id_of)
            .filter(|id| id.starts_with("event:") && self.known.contains_key(*id))
            .map(str::to_string)
            .collect();
        let names: Vec<&String> = forgotten.iter().map(|(_, name)| name).collect();
        let delete = self
            .known
            .iter()
            .filter(|(_, doc)| book.let_go(doc))
            .map(|(id, _)| id.clone())
            .chain(
                self.mentions
                    .iter()
                    .filter(|(_, named)| named.iter().any(|name| names.contains(&name)))
                    .map(|(id, _)| id.clone()),
            )
            .collect();
        Outgoing {
            put,
            delete,
            forgotten,
            scrubbed,
        }
    }

    /// The copy now holds what was written.
    pub fn wrote(&mut self, out: Outgoing) {
        for doc in out.put {
            if let Some(id) = id_of(&doc).map(str::to_string) {
                self.known.insert(id, doc);
            }
        }
        for id in out.delete {
            self.known.remove(&id);
            self.mentions.remove(&id);
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::class::{Day, DeviceId, Opponent, Outcome, What, read_list};
    use crate::sync::removal::Removal;

    const TEACHER: DeviceId = DeviceId(1);
    const TABLET: DeviceId = DeviceId(2);

    /// A book with a class of two pupils, and a tablet's stars for the first.
    fn class_book() -> ClassBook {
        let mut book = ClassBook::default();
        let class = book
            .add_class(TEACHER, "3.º B", &read_list("Ana\nLuis"))
            .unwrap();
        let ana = book.pupils(class)[0].0;
        let stars = What::Stars {
            exercise: "pawn-1".to_string(),
            stars: 3,
        };
        book.note(TABLET, ana, Day(20_000), stars);
        book
    }

    /// The documents as the database would give them back: with a `_rev`.
    fn as_stored(docs: &[Value]) -> Vec<Value> {
        docs.iter()
            .map(|d| {
                let mut d = d.clone();
                d["_rev"] = json!("1-abc");
                d
            })
            .collect()
    }

    #[test]
    fn a_book_goes_out_whole_once_then_only_what_changed() {
        let mut book = class_book();
        let mut replica = Replica::default();
        let out = replica.outgoing(&book);
        assert_eq!(out.put.len(), 4, "a class, two pupils, one event");
        assert!(out.delete.is_empty());
        replica.wrote(out);
        assert!(replica.outgoing(&book).is_empty());

        let class = book.classes()[0].0;
        book.set_pupils(TEACHER, class, &read_list("Ana\nLuis\nMarta"))
            .unwrap();
        let out = replica.outgoing(&book);
        let ids: Vec<&str> = out.put.iter().filter_map(id_of).collect();
        assert_eq!(ids.len(), 1, "only the new pupil: {ids:?}");
        assert!(ids[0].starts_with("pupil:"));
    }

    #[test]
    fn what_arrives_is_merged_and_not_sent_back() {
        let theirs = class_book();
        let mut ours = ClassBook::default();
        let mut replica = Replica::default();
        let added = replica.take(&mut ours, as_stored(&theirs.documents()), Vec::new());
        assert_eq!((added.pupils, added.events), (2, 1));
        assert_eq!(ours.encode(), theirs.encode());
        assert!(replica.outgoing(&ours).is_empty(), "nothing to send back");
        // The same documents again add nothing.
        let again = replica.take(&mut ours, as_stored(&theirs.documents()), Vec::new());
        assert_eq!((again.pupils, again.events), (0, 0));
    }

    #[test]
    fn the_losing_version_of_a_conflict_is_merged_whichever_couchdb_chose() {
        // Two devices change the same pupil's group while apart: the later
        // edit wins in every book, whichever version CouchDB kept.
        let base = class_book();
        let class = base.classes()[0].0;
        let mut teacher = base.clone();
        teacher
            .set_pupils(TEACHER, class, &read_list("Ana; rojo\nLuis"))
            .unwrap();
        let mut tablet = base.clone();
        tablet
            .set_pupils(TABLET, class, &read_list("Ana; azul\nLuis"))
            .unwrap();
        tablet
            .set_pupils(TABLET, class, &read_list("Ana; verde\nLuis"))
            .unwrap();
        let ana_doc = |book: &ClassBook| {
            book.documents()
                .into_iter()
                .find(|d| d["name"] == json!("Ana"))
                .unwrap()
        };
        let (t, p) = (ana_doc(&teacher), ana_doc(&tablet));
        for (winner, loser) in [(t.clone(), p.clone()), (p, t)] {
            let mut book = teacher.clone();
            let mut replica = Replica::default();
            replica.wrote(replica.outgoing(&book));
            replica.take(&mut book, vec![winner.clone()], vec![loser]);
            let group = book.pupils(class)[0]
                .1
                .group
                .as_ref()
                .map(|g| g.as_str().to_string());
            assert_eq!(group.as_deref(), Some("verde"), "the later edit, both ways");
            // What the copy holds (the winner) differs from the merge
            // unless the winner was the merge: then nothing goes out.
            let out = replica.outgoing(&book);
            assert_eq!(
                out.put.len(),
                usize::from(winner["group"] != json!("verde"))
            );
        }
    }

    #[test]
    fn a_deleted_pupils_events_are_deleted_from_the_server_too() {
        let mut book = class_book();
        let mut replica = Replica::default();
        replica.wrote(replica.outgoing(&book));
        let class = book.classes()[0].0;
        let ana = book.pupils(class)[0].0;
        book.delete_pupil(TEACHER, ana);
        let out = replica.outgoing(&book);
        assert_eq!(out.put.len(), 1, "Ana's document, now saying she is gone");
        assert_eq!(out.delete.len(), 1, "her stars");
        assert!(out.delete[0].starts_with("event:"));
        replica.wrote(out);
        assert!(replica.outgoing(&book).is_empty());
    }

    #[test]
    fn a_deleted_pupil_takes_every_document_naming_them_off_the_server() {
        let mut book = class_book();
        let mut replica = Replica::default();
        replica.wrote(replica.outgoing(&book));
        let board = |id: &str, white: &str, black: &str| json!({"_id": id, "game": "not a game", "white": white, "black": black});
        let record = "[Event \"Liga\"]\n[White \"Luis\"]\n[Black \"Ana\"]\n\n1. e4 e5 *";
        let round = json!({"_id": "tournament:000000000000000d", "tournament": "Liga",
            "round": 1, "boards": [["Bea", "Ana"], ["Luis", ""]]});
        replica.hear(&[
            board("board:0000000000000001", "Ana", "Ana"),
            board("board:0000000000000002", "Luis", "Luis"),
            json!({"_id": "result:1:2", "record": record}),
            json!({"_id": "result:1:3", "record": "a short code", "tournament": "Liga"}),
            round.clone(),
            json!({"_id": "board:0000000000000003", "_deleted": true}),
        ]);
        let class = book.classes()[0].0;
        let ana = book.pupils(class)[0].0;
        book.delete_pupil(TEACHER, ana);
        let out = replica.outgoing(&book);
        assert_eq!(
            out.forgotten
                .iter()
                .map(|(_, name)| name)
                .collect::<Vec<_>>(),
            ["Ana"],
            "{out:?}"
        );
        assert!(
            out.put
                .iter()
                .any(|doc| out.forgotten[0].0 == id_of(doc).unwrap())
        );
        let (events, mut others): (Vec<&str>, Vec<&str>) = out
            .delete
            .iter()
            .map(String::as_str)
            .partition(|id| id.starts_with("event:"));
        others.sort_unstable();
        assert_eq!(events.len(), 1, "her stars");
        assert_eq!(
            others,
            [
                "board:0000000000000001",
                "result:1:2",
                "tournament:000000000000000d"
            ]
        );
        replica.wrote(out);
        let again = replica.outgoing(&book);
        assert!(again.is_empty() && again.forgotten.is_empty());

        // Luis deleted while another Luis is in the class: his name stays.
        let luis = book.pupils(class)[0].0;
        book.set_pupils(TEACHER, class, &read_list("Luis\nLuis"))
            .unwrap();
        replica.wrote(replica.outgoing(&book));
        book.delete_pupil(TEACHER, luis);
        let out = replica.outgoing(&book);
        assert!(out.forgotten.is_empty() && out.delete.is_empty(), "{out:?}");
    }

    /// The book of [`class_book`] after a tablet noted that Luis beat Ana
    /// (a refused move of hers named in the record), and its ids of
    /// Ana and of Luis's game.
    fn a_game_of_theirs() -> (ClassBook, String, String) {
        let mut book = class_book();
        let class = book.classes()[0].0;
        let (ana, luis) = (book.pupils(class)[0].0, book.pupils(class)[1].0);
        let record = "[Event \"?\"]\n[White \"Ana\"]\n[Black \"Luis\"]\n[Result \"0-1\"]\n\n\
                      {Ana (White): illegal move (pinned piece)} 1. f3 e5 2. g4 Qh4# 0-1\n";
        for (pupil, opponent, outcome) in [(luis, ana, Outcome::Won), (ana, luis, Outcome::Lost)] {
            let game = What::Game {
                opponent: Opponent::Classmate(opponent),
                outcome,
                record: Some(record.to_string()),
            };
            book.note(TABLET, pupil, Day(20_000), game);
        }
        let docs = book.documents();
        let id = |doc: &Value| id_of(doc).unwrap().to_string();
        let ana_doc = docs.iter().find(|d| d["name"] == json!("Ana")).map(id);
        let luis_game = docs.iter().find(|d| d["outcome"] == json!("won")).map(id);
        (book, ana_doc.unwrap(), luis_game.unwrap())
    }

    #[test]
    fn a_deleted_pupils_classmates_games_go_to_the_server_again_without_her_name() {
        let (mut book, ana_doc, luis_game) = a_game_of_theirs();
        let mut replica = Replica::default();
        replica.wrote(replica.outgoing(&book));
        let class = book.classes()[0].0;
        book.delete_pupil(TEACHER, book.pupils(class)[0].0);
        let out = replica.outgoing(&book);
        let mut put: Vec<&str> = out.put.iter().filter_map(id_of).collect();
        put.sort_unstable();
        assert_eq!(put, [luis_game.as_str(), ana_doc.as_str()], "{out:?}");
        assert_eq!(out.delete.len(), 2, "her stars and her game");
        assert_eq!(out.scrubbed, [luis_game]);
        let removal = Removal::of(&out).unwrap();
        assert_eq!((removal.names, removal.documents), (vec!["Ana".into()], 4));
        replica.wrote(out);
        // What the copy, and so the server, holds names her nowhere.
        let held = serde_json::to_string(&replica.known).unwrap();
        assert!(!held.contains("Ana"), "{held}");
        assert!(held.contains("Luis"));
        assert!(replica.outgoing(&book).is_empty());
    }

    #[test]
    fn a_game_still_naming_a_deleted_pupil_on_the_server_is_written_again_without_it() {
        // The server holds her deletion but Luis's game as it was (an
        // earlier Peoncito deleted her): a device that reads it writes the
        // game again without her name.
        let (mut old, _, luis_game) = a_game_of_theirs();
        let class = old.classes()[0].0;
        let ana = old.pupils(class)[0].0;
        let is_game = |d: &Value| id_of(d) == Some(luis_game.as_str());
        let unscrubbed = old.documents().into_iter().find(is_game).unwrap();
        old.delete_pupil(TEACHER, ana);
        let server: Vec<Value> = old
            .documents()
            .into_iter()
            .map(|d| if is_game(&d) { unscrubbed.clone() } else { d })
            .collect();
        let mut book = ClassBook::default();
        let mut replica = Replica::default();
        replica.take(&mut book, as_stored(&server), Vec::new());
        let out = replica.outgoing(&book);
        let put: Vec<&str> = out.put.iter().filter_map(id_of).collect();
        assert_eq!(put, [luis_game.as_str()]);
        assert!(!out.put[0].to_string().contains("Ana"), "{out:?}");
        assert_eq!((out.forgotten.len(), out.scrubbed.len()), (0, 1));
    }

    #[test]
    fn notes_folded_leave_the_server_and_their_totals_go_there() {
        let mut book = class_book();
        let class = book.classes()[0].0;
        let ana = book.pupils(class)[0].0;
        let refused = What::Refused {
            reason: crate::explain::ReasonKind::PinnedPiece,
            at: crate::class::Where::Game,
        };
        book.note(TABLET, ana, Day(20_001), refused);
        let mut replica = Replica::default();
        replica.wrote(replica.outgoing(&book));
        book.fold_notes(Day(20_002));
        let out = replica.outgoing(&book);
        assert_eq!(out.delete.len(), 1, "the refused move: {out:?}");
        let folds = out
            .put
            .iter()
            .filter_map(id_of)
            .filter(|id| id.starts_with("fold:"));
        assert_eq!(folds.count(), 2, "a fold a pupil");
        replica.wrote(out);
        assert!(replica.outgoing(&book).is_empty());
        // Another device's copy of the book, unfolded, merged in: the
        // folded note does not come back.
        replica.take(&mut book, as_stored(&class_book().documents()), Vec::new());
        assert!(replica.outgoing(&book).is_empty());
    }

    #[test]
    fn documents_that_do_not_read_change_nothing_and_are_not_deleted() {
        let mut book = class_book();
        let before = book.encode();
        let mut replica = Replica::default();
        replica.wrote(replica.outgoing(&book));
        let later = json!({"_id": "event:0000000000000002-9", "what": "from-a-later-version"});
        let added = replica.take(
            &mut book,
            vec![
                later,
                json!({"no": "id"}),
                json!("text"),
                json!({"_id": "x:1"}),
            ],
            vec![json!(null)],
        );
        assert_eq!((added.pupils, added.events), (0, 0));
        assert_eq!(book.encode(), before);
        assert!(replica.outgoing(&book).is_empty());
    }

    #[test]
    fn a_document_deleted_on_the_server_is_forgotten_and_written_again_if_the_book_holds_it() {
        let book = class_book();
        let mut replica = Replica::default();
        let out = replica.outgoing(&book);
        let first = id_of(&out.put[0]).unwrap().to_string();
        replica.wrote(out);
        let mut copy = book.clone();
        replica.take(
            &mut copy,
            vec![json!({"_id": first, "_deleted": true})],
            Vec::new(),
        );
        let again = replica.outgoing(&book);
        assert_eq!(again.put.len(), 1);
        assert_eq!(id_of(&again.put[0]), Some(first.as_str()));
    }
}
