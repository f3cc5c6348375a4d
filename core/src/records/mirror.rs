//! A page's copy of the records that live in a store it can only reach
//! later (the browser's IndexedDB): read whole before the page's first
//! paint, then read and written at once, as a [`Backend`], so the record
//! store keeps its synchronous rules. Each text written here is then put
//! where the records live over the text it was written over — and only
//! over that one: when another page wrote there first, this page's write
//! is refused, and the page merges its version into theirs (a record's
//! slot through [`super::Slot::refused`], a list of copies through
//! [`super::merge_lists`]) and puts the merge. What the store could not
//! keep (full) stays here and goes with the next put.

use super::{Backend, StoreError};

/// One text to put where the records live, over `base` (none: over
/// nothing stored).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Put {
    pub key: String,
    pub base: Option<String>,
    pub text: String,
}

/// What another page's text (or a refusal of this page's) means here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// Nothing new for this page.
    Unchanged,
    /// Another page's text, now held here (none: deleted).
    Newer,
    /// Another page's text came over one this page wrote and had not put
    /// yet: theirs is held here now; `ours` (written over `base`) is to be
    /// merged into it and written again.
    OverOurs { base: Option<String>, ours: String },
}

/// A few keys (ten), so lists rather than maps: a look is a scan, and
/// the board's wasm carries no hash map's code for them.
#[derive(Default)]
pub struct Mirror {
    texts: Vec<(String, String)>,
    /// For each key written here and not yet kept where the records live:
    /// the stored text it was written over.
    bases: Vec<(String, Option<String>)>,
}

fn find<'a, V>(list: &'a [(String, V)], key: &str) -> Option<&'a V> {
    list.iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

fn place<V>(list: &mut Vec<(String, V)>, key: &str, value: V) -> Option<V> {
    match list.iter_mut().find(|(k, _)| k == key) {
        Some((_, held)) => Some(std::mem::replace(held, value)),
        None => {
            list.push((key.to_string(), value));
            None
        }
    }
}

fn take<V>(list: &mut Vec<(String, V)>, key: &str) -> Option<V> {
    let at = list.iter().position(|(k, _)| k == key)?;
    Some(list.swap_remove(at).1)
}

impl Mirror {
    /// The copy of what the store holds.
    pub fn loaded(texts: Vec<(String, String)>) -> Mirror {
        Mirror {
            texts,
            bases: Vec::new(),
        }
    }

    /// Writes `text` under `key` here, to be put later; for the records
    /// layer, which writes through [`Backend::set`] (so a damaged list
    /// read earlier is still moved whole).
    pub fn write(&mut self, key: &str, text: &str) {
        if find(&self.bases, key).is_none() {
            let base = find(&self.texts, key).cloned();
            self.bases.push((key.to_string(), base));
        }
        place(&mut self.texts, key, text.to_string());
    }

    /// Every text written here and not yet kept, with the text it goes over.
    pub fn unkept(&self) -> Vec<Put> {
        self.bases
            .iter()
            .filter_map(|(key, base)| {
                Some(Put {
                    key: key.clone(),
                    base: base.clone(),
                    text: find(&self.texts, key)?.clone(),
                })
            })
            .collect()
    }

    /// Whether anything written here waits to be kept.
    pub fn has_unkept(&self) -> bool {
        !self.bases.is_empty()
    }

    /// Whether what was written here under `key` waits to be kept.
    pub fn waits(&self, key: &str) -> bool {
        find(&self.bases, key).is_some()
    }

    /// The store kept `put`: the key is kept, unless it was written here
    /// again meanwhile (that write now goes over the text kept).
    pub fn kept(&mut self, put: &Put) {
        if find(&self.texts, &put.key) == Some(&put.text) {
            take(&mut self.bases, &put.key);
        } else if find(&self.bases, &put.key).is_some() {
            place(&mut self.bases, &put.key, Some(put.text.clone()));
        }
    }

    /// The store holds `stored` under `key`: another page's put, or what
    /// refused this page's.
    pub fn arrived(&mut self, key: &str, stored: Option<String>) -> Arrival {
        if let Some(base) = find(&self.bases, key) {
            if *base == stored {
                // Ours goes over it as planned.
                return Arrival::Unchanged;
            }
            let base = take(&mut self.bases, key).flatten();
            let ours = self.hold(key, stored).unwrap_or_default();
            return Arrival::OverOurs { base, ours };
        }
        if find(&self.texts, key) == stored.as_ref() {
            return Arrival::Unchanged;
        }
        self.hold(key, stored);
        Arrival::Newer
    }

    /// Holds `stored` under `key`: what was held before.
    fn hold(&mut self, key: &str, stored: Option<String>) -> Option<String> {
        match stored {
            Some(text) => place(&mut self.texts, key, text),
            None => take(&mut self.texts, key),
        }
    }
}

impl Backend for Mirror {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(find(&self.texts, key).cloned())
    }

    fn set(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        self.write(key, text);
        Ok(())
    }
}
