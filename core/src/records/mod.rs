//! The record store under everything the app saves: each record has an id
//! (its key on the device), a revision and the writer of that revision.
//! A page writes only over the revision it last saw; a write over one it
//! never saw (another tab, later another device) is merged by the record's
//! own rule ([`Kind::merge`]), and what cannot merge is kept aside, copied
//! before anything is replaced. Plain Rust: the browser's storage is one
//! [`Backend`], the tests' memory another.
//!
//! The saved text stays the record's own JSON object with two more fields
//! first, `_id` and `_rev`, as a CouchDB document has them, so earlier
//! saves (no `_rev`) keep opening and replication can carry the records
//! unchanged. The fields are added and taken off as text: the body comes
//! back exactly as its writer wrote it.

pub mod mirror;
pub mod room;

/// Who wrote a revision: one page (a tab) of one device, chosen at random
/// when the page opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WriterId(pub u64);

/// A record's revision: how many writes it has had, and who made the last.
/// Written "7-3fa2c19b0e4d5a61", the form CouchDB's `_rev` takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Revision {
    pub number: u64,
    pub writer: WriterId,
}

impl Revision {
    pub fn text(self) -> String {
        format!("{}-{:016x}", self.number, self.writer.0)
    }

    pub fn parse(text: &str) -> Option<Revision> {
        let (number, writer) = text.split_once('-')?;
        Some(Revision {
            number: number.parse().ok()?,
            writer: WriterId(u64::from_str_radix(writer, 16).ok()?),
        })
    }

    /// The revision `writer` makes on top of `last` (none: a first write,
    /// or a save from before revisions).
    fn after(last: Option<Revision>, writer: WriterId) -> Revision {
        Revision {
            number: last.map_or(0, |r| r.number).saturating_add(1),
            writer,
        }
    }
}

/// A record as stored: its revision (none for saves from before revisions)
/// and its body, the record's own text; no body when it was deleted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stored {
    pub rev: Option<Revision>,
    pub body: Option<String>,
}

impl Stored {
    /// Reads a stored text: one that begins with `_id` and `_rev` as
    /// [`Stored::text`] writes them is split into the revision and the
    /// body (the rest of the object); any other text is a body as earlier
    /// versions wrote it.
    pub fn read(text: &str) -> Stored {
        #[derive(serde::Deserialize)]
        struct Envelope {
            #[serde(rename = "_id")]
            id: String,
            #[serde(rename = "_rev")]
            rev: String,
        }
        let old = || Stored {
            rev: None,
            body: Some(text.to_string()),
        };
        if !text.starts_with(r#"{"_id":"#) {
            return old();
        }
        let Ok(envelope) = serde_json::from_str::<Envelope>(text) else {
            return old();
        };
        let (Some(rev), Some(rest)) = (
            Revision::parse(&envelope.rev),
            text.strip_prefix(&head(&envelope.id, &envelope.rev)),
        ) else {
            return old();
        };
        let body = match rest {
            "}" => Some("{}".to_string()),
            DELETED => None,
            _ => match rest.strip_prefix(',') {
                Some(fields) => Some(format!("{{{fields}")),
                None => return old(),
            },
        };
        Stored {
            rev: Some(rev),
            body,
        }
    }

    /// The text to store: the body's fields after `_id` and `_rev` (and
    /// `_deleted` for no body). A body that is no JSON object is stored as
    /// it is (and reads back without a revision, like an earlier save).
    pub fn text(&self, id: &str) -> String {
        let Some(rev) = self.rev else {
            return self.body.clone().unwrap_or_default();
        };
        let head = head(id, &rev.text());
        match self.body.as_deref() {
            None => format!("{head}{DELETED}"),
            Some("{}") => format!("{head}}}"),
            Some(body) => match body.strip_prefix('{') {
                Some(fields) => format!("{head},{fields}"),
                None => body.to_string(),
            },
        }
    }
}

/// The end of a deleted record's text.
const DELETED: &str = r#","_deleted":true}"#;

/// How a stored record's text begins.
fn head(id: &str, rev: &str) -> String {
    let quoted = |text: &str| serde_json::to_string(text).unwrap_or_default();
    format!(r#"{{"_id":{},"_rev":{}"#, quoted(id), quoted(rev))
}

/// Where records are kept: the browser's storage, or memory in the tests.
pub trait Backend {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;
    fn set(&mut self, key: &str, text: &str) -> Result<(), StoreError>;
}

/// Why a record could not be kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The storage refuses (private mode, switched off).
    Unavailable,
    /// The storage is full: nothing was replaced.
    Full,
    /// The list of copies kept aside cannot be read: nothing is put aside
    /// over it, so nothing was replaced.
    AsideUnreadable,
}

/// What two versions of a record come to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Merged {
    /// One record holding everything both wrote.
    Clean(String),
    /// They cannot both hold: `kept` is stored, `aside` is copied to the
    /// kind's list of copies kept aside, and the page says so.
    Conflict { kept: String, aside: String },
}

/// A kind of record: where it lives and how two versions merge.
pub trait Kind {
    /// The record's id, its key on the device.
    const ID: &'static str;
    /// Where copies that could not merge are kept, as a JSON list of
    /// record texts (none: the kind always merges).
    const ASIDE: Option<&'static str>;

    /// `ours` (this page's) written over `theirs` (stored by another writer
    /// since `base`, the version this page last saw; none when unknown).
    fn merge(base: Option<&str>, ours: &str, theirs: &str) -> Merged;
}

/// Two versions of a record that always merge into one holding what both
/// hold: each read by `decode`, `theirs` joined into `ours`, the result
/// written by `encode`. A damaged version adds nothing to the other.
pub fn join_versions<T, E>(
    ours: &str,
    theirs: &str,
    decode: impl Fn(&str) -> Result<T, E>,
    join: impl FnOnce(&mut T, T),
    encode: impl Fn(&T) -> String,
) -> Merged {
    Merged::Clean(match (decode(ours), decode(theirs)) {
        (Ok(mut ours), Ok(theirs)) => {
            join(&mut ours, theirs);
            encode(&ours)
        }
        (Ok(ours), Err(_)) => encode(&ours),
        (Err(_), _) => theirs.to_string(),
    })
}

/// What a write did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Written {
    /// Nothing had changed since this page's last look: stored as it was.
    Saved,
    /// Another writer had written meanwhile: both are merged into `body`,
    /// which the page shows from now on.
    Merged { body: Option<String> },
    /// Another writer had written something that cannot be merged with
    /// this page's: theirs (`body`) is kept, this page's is kept aside.
    KeptAside { body: Option<String> },
}

/// What another writer's write means for this page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refreshed {
    /// Nothing new.
    Unchanged,
    /// Show this instead (none: the record was deleted).
    Newer(Option<String>),
}

/// One record as one page sees it: the revision and body it last read or
/// wrote, against which its next write is checked.
///
/// It holds its kind's id, copies' list and merge as values, so its code
/// is compiled once for every kind (the board's wasm stays smaller).
pub struct Slot {
    id: &'static str,
    aside: Option<&'static str>,
    merge: fn(Option<&str>, &str, &str) -> Merged,
    writer: WriterId,
    seen: Stored,
    /// This page's last write was not kept where the records live (another
    /// page's came first there): the next look merges it back in.
    unkept: bool,
}

impl Slot {
    /// Reads the record of kind `K` for the page of `writer`.
    pub fn open<K: Kind>(
        backend: &impl Backend,
        writer: WriterId,
    ) -> Result<(Slot, Stored), StoreError> {
        let stored = read_stored(backend, K::ID)?;
        let slot = Slot {
            id: K::ID,
            aside: K::ASIDE,
            merge: K::merge,
            writer,
            seen: stored.clone(),
            unkept: false,
        };
        Ok((slot, stored))
    }

    /// Takes another writer's write: the new body when there is one. A
    /// write of this page's that another page replaced in the same instant
    /// (revisions of the same number) is merged back in and written again.
    pub fn refresh(&mut self, backend: &mut impl Backend) -> Result<Refreshed, StoreError> {
        let stored = read_stored(backend, self.id)?;
        if stored.rev == self.seen.rev {
            return Ok(Refreshed::Unchanged);
        }
        let lost_race = std::mem::take(&mut self.unkept)
            || matches!(
                (stored.rev, self.seen.rev),
                (Some(theirs), Some(ours)) if theirs.number <= ours.number && ours.writer == self.writer
            );
        if lost_race && let Some(ours) = self.seen.body.clone() {
            // Which version both began from is unknown: a two-way merge.
            let written = self.write_over(backend, stored, None, &ours)?;
            return Ok(match written {
                Written::Saved => Refreshed::Unchanged,
                Written::Merged { body } | Written::KeptAside { body } => Refreshed::Newer(body),
            });
        }
        let newer = stored.body.clone();
        self.seen = stored;
        Ok(Refreshed::Newer(newer))
    }

    /// Says that this page's last write was not kept: the store where the
    /// records live had another page's write first (a store that checks
    /// each write against the revision it was made over, as IndexedDB's
    /// transactions let the page do). The next [`Slot::refresh`] merges
    /// this page's version back into the one stored.
    pub fn refused(&mut self) {
        self.unkept = true;
    }

    /// Writes `body` (none deletes the record), merged with whatever
    /// another writer stored since this page last looked.
    pub fn write(
        &mut self,
        backend: &mut impl Backend,
        body: Option<&str>,
    ) -> Result<Written, StoreError> {
        let stored = read_stored(backend, self.id)?;
        if stored.rev == self.seen.rev {
            if stored.body.as_deref() == body {
                return Ok(Written::Saved);
            }
            self.put(backend, stored.rev, body.map(str::to_string))?;
            return Ok(Written::Saved);
        }
        let base = self.seen.body.clone();
        match body {
            Some(ours) => self.write_over(backend, stored, base.as_deref(), ours),
            None => self.delete_over(backend, stored, base.as_deref()),
        }
    }

    /// This page's `ours` over another writer's `stored`.
    fn write_over(
        &mut self,
        backend: &mut impl Backend,
        stored: Stored,
        base: Option<&str>,
        ours: &str,
    ) -> Result<Written, StoreError> {
        let Some(theirs) = stored.body.as_deref() else {
            // Deleted meanwhile (a tournament put away): unless this page
            // changed nothing, its version is kept aside.
            if base == Some(ours) {
                self.seen = stored;
                return Ok(Written::Saved);
            }
            self.keep_aside(backend, ours)?;
            self.seen = stored;
            return Ok(Written::KeptAside { body: None });
        };
        match (self.merge)(base, ours, theirs) {
            Merged::Clean(body) => {
                self.put(backend, stored.rev, Some(body.clone()))?;
                Ok(Written::Merged { body: Some(body) })
            }
            Merged::Conflict { kept, aside } => {
                self.keep_aside(backend, &aside)?;
                self.put(backend, stored.rev, Some(kept.clone()))?;
                Ok(Written::KeptAside { body: Some(kept) })
            }
        }
    }

    /// Deleting over another writer's version: what they changed since
    /// this page's last look is kept aside first.
    fn delete_over(
        &mut self,
        backend: &mut impl Backend,
        stored: Stored,
        base: Option<&str>,
    ) -> Result<Written, StoreError> {
        if let Some(theirs) = stored.body.as_deref()
            && base != Some(theirs)
        {
            self.keep_aside(backend, theirs)?;
        }
        self.put(backend, stored.rev, None)?;
        Ok(Written::Merged { body: None })
    }

    /// Stores `body` as the revision after `last`.
    fn put(
        &mut self,
        backend: &mut impl Backend,
        last: Option<Revision>,
        body: Option<String>,
    ) -> Result<(), StoreError> {
        let next = Stored {
            rev: Some(Revision::after(last, self.writer)),
            body,
        };
        backend.set(self.id, &next.text(self.id))?;
        self.seen = next;
        Ok(())
    }

    fn keep_aside(&self, backend: &mut impl Backend, body: &str) -> Result<(), StoreError> {
        match self.aside {
            Some(key) => keep_aside(backend, key, body),
            None => Ok(()),
        }
    }
}

fn read_stored(backend: &impl Backend, id: &str) -> Result<Stored, StoreError> {
    Ok(match backend.get(id)? {
        Some(text) => Stored::read(&text),
        None => Stored {
            rev: None,
            body: None,
        },
    })
}

/// A list of copies (kept aside, or damaged) as this page changed it from
/// `base` (`ours`) and as another page stored it meanwhile (`theirs`),
/// made one: theirs, less what this page took out, with what it added. A
/// text that is no list (an earlier version's single copy) is a list of
/// that one text.
pub fn merge_lists(base: Option<&str>, ours: &str, theirs: &str) -> String {
    let list = |text: &str| {
        serde_json::from_str::<Vec<String>>(text).unwrap_or_else(|_| vec![text.to_string()])
    };
    let base = base.map(list).unwrap_or_default();
    let ours = list(ours);
    let mut merged: Vec<String> = list(theirs)
        .into_iter()
        .filter(|copy| !base.contains(copy) || ours.contains(copy))
        .collect();
    for copy in ours {
        if !base.contains(&copy) && !merged.contains(&copy) {
            merged.push(copy);
        }
    }
    serde_json::to_string(&merged).unwrap_or_default()
}

/// The copies kept aside under `key`, oldest first.
pub fn read_aside(backend: &impl Backend, key: &str) -> Result<Vec<String>, StoreError> {
    match backend.get(key)? {
        None => Ok(Vec::new()),
        Some(text) => serde_json::from_str(&text).map_err(|_| StoreError::AsideUnreadable),
    }
}

/// Adds a damaged record's text to the list under `key`. What the key held
/// before lists were kept there (one damaged copy, any text) becomes the
/// list's first entry: nothing kept aside is ever dropped, nor kept twice.
pub fn keep_damaged(backend: &mut impl Backend, key: &str, text: &str) -> Result<(), StoreError> {
    let mut list = match backend.get(key)? {
        None => Vec::new(),
        Some(held) => serde_json::from_str::<Vec<String>>(&held).unwrap_or_else(|_| vec![held]),
    };
    // Every page that opens the damaged record keeps it aside, and it stays
    // where it is until the next save: a second page, or a reload, must not
    // keep it twice.
    if list.iter().any(|kept| kept == text) {
        return Ok(());
    }
    list.push(text.to_string());
    let text = serde_json::to_string(&list).map_err(|_| StoreError::AsideUnreadable)?;
    backend.set(key, &text)
}

/// Adds a copy to the list under `key`; a list that cannot be read is not
/// written over.
pub fn keep_aside(backend: &mut impl Backend, key: &str, body: &str) -> Result<(), StoreError> {
    let mut list = read_aside(backend, key)?;
    list.push(body.to_string());
    let text = serde_json::to_string(&list).map_err(|_| StoreError::AsideUnreadable)?;
    backend.set(key, &text)
}
