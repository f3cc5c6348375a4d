//! The class: the pupils who share a school's tablets, and what each of
//! them did on each tablet — stars in the lessons, games and their
//! results, every refused move by the rule it broke, the arbiter's counted
//! illegal moves and the teacher's calls.
//!
//! Everything is kept so that the books of several tablets **merge** in
//! any order, any number of times, to the same book (a state-based CRDT):
//! - what happened is an [`Event`] under an id no other tablet makes (the
//!   tablet's [`DeviceId`] and its own count): books merge by uniting
//!   their events, so the same file imported twice adds nothing, and each
//!   tablet's counts are kept apart and summed;
//! - a class's or a pupil's details are a [`Versioned`] value: the later
//!   edit wins (a Lamport clock, the device breaking ties), and a deletion
//!   wins over any edit, for good — with every event about that pupil, and
//!   their name in their classmates' games ([`former`]).
//!
//! Each entry is a document with an id of its own ([`file`]), so a sync
//! engine (the school server's) carries the same documents unchanged.

pub mod file;
mod fold;
mod former;
mod notes;
mod picture;
pub mod qr_pieces;
mod report;
mod roster;
mod seat;

use std::collections::{BTreeMap, BTreeSet};

pub use fold::{Fold, Totals};
pub use notes::{NotesRecord, note_line};
pub use picture::Picture;
pub use report::{PupilGame, RuleStillBroken, Trend, lesson_for};
pub use roster::{OnRoster, Roster};
pub use seat::{ASK_AGAIN_AFTER_IDLE_MS, Against, Chosen, GameFor, Locked, Seat};

use crate::arbiter::Verdict;
use crate::explain::ReasonKind;
use crate::heading::Name;
use crate::tournament::class_list::{self, ListProblem};

/// A tablet (or a browser on a laptop), chosen at random the first time
/// the class is used on it and kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DeviceId(pub u64);

/// A class, made on one device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ClassId {
    pub device: DeviceId,
    pub number: u64,
}

/// A pupil, added on one device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct PupilId {
    pub device: DeviceId,
    pub number: u64,
}

/// Something that happened, as counted on one device.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EventId {
    pub device: DeviceId,
    pub number: u64,
}

/// A day, counted from 1 January 1970 (the tablet's date).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Day(pub u32);

impl Day {
    /// The calendar date (proleptic Gregorian; none beyond year 65535).
    pub fn date(self) -> Option<crate::heading::Date> {
        // Days to a civil date (H. Hinnant's algorithm), from 1 March 0000.
        let z = i64::from(self.0) + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = doy - (153 * mp + 2) / 5 + 1;
        let month = if mp < 10 { mp + 3 } else { mp - 9 };
        let year = yoe + era * 400 + i64::from(month <= 2);
        crate::heading::Date::new(
            u16::try_from(year).ok()?,
            u8::try_from(month).ok()?,
            u8::try_from(day).ok()?,
        )
    }
}

/// A value as its last edit left it: `None` once deleted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Versioned<T> {
    /// The edit's Lamport clock: after every edit this device has seen.
    pub clock: u64,
    pub device: DeviceId,
    pub value: Option<T>,
}

impl<T: Clone> Versioned<T> {
    /// Of two versions, the one every device keeps: a deletion, then the
    /// later edit, then the higher device (the same version twice is
    /// itself).
    pub(super) fn merge(&self, other: &Versioned<T>) -> Versioned<T> {
        let rank = |v: &Versioned<T>| (v.value.is_none(), v.clock, v.device);
        if rank(other) > rank(self) {
            other.clone()
        } else {
            self.clone()
        }
    }
}

/// A class's details.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassInfo {
    pub name: Name,
}

/// A pupil's details: a first name (and a group, as the list gives it),
/// the picture a child who cannot read finds themself by, and the class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PupilInfo {
    pub name: Name,
    pub group: Option<Name>,
    pub picture: Picture,
    pub class: ClassId,
}

impl PupilInfo {
    /// The group to show beside the name: none where the name was told
    /// apart by it already ("Ana (4A)").
    pub fn group_beside_name(&self) -> Option<&Name> {
        self.group
            .as_ref()
            .filter(|g| !self.name.as_str().ends_with(&format!("({})", g.as_str())))
    }
}

/// Whom a game was played against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Opponent {
    Classmate(PupilId),
    /// The computer at this level.
    Computer(u8),
    /// Someone not in the class.
    Guest,
}

/// A game's result for the pupil.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Outcome {
    Won,
    Drawn,
    Lost,
    /// Stopped before it ended.
    Unfinished,
}

/// Where a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Where {
    Game,
    Lesson,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum What {
    /// Stars earned in a lesson's exercise (1–3).
    Stars { exercise: String, stars: u8 },
    /// A game played to its end, with its record (PGN) so any device
    /// the book reaches can open it.
    Game {
        opponent: Opponent,
        outcome: Outcome,
        record: Option<String>,
    },
    /// A move refused, and why.
    Refused { reason: ReasonKind, at: Where },
    /// An illegal move the arbiter counted.
    IllegalMoveCounted,
    /// The teacher was called to the board.
    TeacherCalled,
}

impl What {
    /// What the arbiter's verdict on an illegal move puts in the pupil's
    /// record: nothing when it was only explained; a counted illegal move
    /// otherwise, and the teacher's call when it stops the game.
    pub fn judged(verdict: Verdict) -> Vec<What> {
        match verdict {
            Verdict::NotCounted => Vec::new(),
            Verdict::Counted { .. } | Verdict::Penalty { .. } | Verdict::Loses { .. } => {
                vec![What::IllegalMoveCounted]
            }
            Verdict::AsksTeacher { .. } => vec![What::IllegalMoveCounted, What::TeacherCalled],
        }
    }
}

/// Something a pupil did, on a day.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Event {
    pub pupil: PupilId,
    pub day: Day,
    pub what: What,
}

/// Every class this device knows, its pupils and what they did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassBook {
    classes: BTreeMap<ClassId, Versioned<ClassInfo>>,
    pupils: BTreeMap<PupilId, Versioned<PupilInfo>>,
    events: BTreeMap<EventId, Event>,
    /// Each pupil's old notes folded into totals (`fold`).
    folds: BTreeMap<PupilId, Fold>,
    /// The next number each device gives (an id is never given twice,
    /// even after what had it is deleted).
    next: BTreeMap<DeviceId, u64>,
    /// The latest Lamport clock seen.
    clock: u64,
}

// The limits every book keeps to, read from a file or made here: the same
// for a file imported, a book reloaded and an export read on another
// device, so that a book never holds what a device would refuse.

/// The most edits any book can have seen: a clock beyond it no device made.
const MOST_CLOCK: u64 = 1 << 48;
/// The highest number a device gives: the events' (its clock's milliseconds
/// times 4096) stay below it for thousands of years.
const MOST_NUMBER: u64 = 1 << 60;

fn possible_clock(clock: &u64) -> bool {
    *clock <= MOST_CLOCK
}

fn possible_number(number: &u64) -> bool {
    *number <= MOST_NUMBER
}

/// A device's next number: one past the last it gave, so one past the
/// highest number.
fn possible_next(next: &u64) -> bool {
    *next <= MOST_NUMBER + 1
}

/// Why a class list was not saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassError {
    /// The class has no name.
    NoClassName,
    /// No pupil in the list.
    NoPupils,
    /// No such class (deleted meanwhile).
    NoSuchClass,
    /// The change would take the book past its limits (only impossible
    /// numbers from another device bring it there); deletions are still
    /// made.
    TooManyChanges,
}

/// A class list as read, before it is saved: the pupils' names and groups,
/// and what the teacher is told about the lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadList {
    pub pupils: Vec<(Name, Option<Name>)>,
    pub problems: Vec<(usize, ListProblem)>,
}

impl ReadList {
    /// The names given to pupils who shared one, each once, in the list's
    /// order: once saved, the list shows only these, so the teacher is told.
    pub fn told_apart(&self) -> Vec<String> {
        let mut names: Vec<String> = Vec::new();
        for (_, problem) in &self.problems {
            if let ListProblem::SameNameAs { first, this, .. } = problem {
                for name in [first, this] {
                    if !names.iter().any(|n| n == name.as_str()) {
                        names.push(name.as_str().to_string());
                    }
                }
            }
        }
        names
    }
}

/// Reads a class list as the tournament's list is read (one pupil a line,
/// "name; group"), twins told apart the same way.
pub fn read_list(text: &str) -> ReadList {
    let list = class_list::read(text);
    ReadList {
        pupils: list
            .players
            .into_iter()
            .map(|p| (p.name, p.group))
            .collect(),
        problems: list.problems,
    }
}

impl ClassBook {
    /// Whether `device` can still make `edits` edits and give `numbers`
    /// numbers within the limits. A change checks first, so that it is
    /// made whole or not at all.
    fn has_room(&self, device: DeviceId, edits: usize, numbers: usize) -> bool {
        let after = |from: u64, more: usize| {
            u64::try_from(more)
                .ok()
                .and_then(|more| from.checked_add(more))
        };
        let next = self.next.get(&device).copied().unwrap_or(1);
        after(self.clock, edits).is_some_and(|clock| possible_clock(&clock))
            && after(next, numbers).is_some_and(|next| possible_next(&next))
    }

    /// A fresh number from `device`; none once it gave the highest.
    fn number(&mut self, device: DeviceId) -> Option<u64> {
        let next = self.next.entry(device).or_insert(1);
        let number = Some(*next).filter(possible_number)?;
        *next = number + 1;
        Some(number)
    }

    /// The clock of a new edit: after every edit seen. At the limit it
    /// stays there: only a deletion gets that far (any other edit checks
    /// its room first), and a deletion wins over every edit whatever its
    /// clock.
    fn tick(&mut self) -> u64 {
        if let Some(clock) = self.clock.checked_add(1).filter(possible_clock) {
            self.clock = clock;
        }
        self.clock
    }

    /// A class's details as `device` edits them now (none deletes it).
    fn edit_class(&mut self, device: DeviceId, class: ClassId, value: Option<ClassInfo>) {
        let clock = self.tick();
        let edit = Versioned {
            clock,
            device,
            value,
        };
        self.classes.insert(class, edit);
    }

    /// A pupil's details as `device` edits them now (none deletes them).
    fn edit_pupil(&mut self, device: DeviceId, pupil: PupilId, value: Option<PupilInfo>) {
        let clock = self.tick();
        let edit = Versioned {
            clock,
            device,
            value,
        };
        self.pupils.insert(pupil, edit);
    }

    /// The classes, by name.
    pub fn classes(&self) -> Vec<(ClassId, &ClassInfo)> {
        let mut classes: Vec<(ClassId, &ClassInfo)> = self
            .classes
            .iter()
            .filter_map(|(id, v)| Some((*id, v.value.as_ref()?)))
            .collect();
        classes.sort_by_cached_key(|(id, c)| (class_list::alphabetical_key(c.name.as_str()), *id));
        classes
    }

    pub fn class(&self, id: ClassId) -> Option<&ClassInfo> {
        self.classes.get(&id)?.value.as_ref()
    }

    /// A class's pupils, in the order they were added.
    pub fn pupils(&self, class: ClassId) -> Vec<(PupilId, &PupilInfo)> {
        let mut pupils: Vec<(PupilId, &PupilInfo)> = self
            .pupils
            .iter()
            .filter_map(|(id, v)| Some((*id, v.value.as_ref()?)))
            .filter(|(_, p)| p.class == class)
            .collect();
        pupils.sort_by_cached_key(|(id, p)| (class_list::alphabetical_key(p.name.as_str()), *id));
        pupils
    }

    /// A class's list as the teacher types it ("name; group" a line):
    /// to edit it, and to fill a new tournament's players.
    pub fn list_text(&self, class: ClassId) -> String {
        self.pupils(class)
            .iter()
            .map(|(_, p)| match &p.group {
                Some(group) => format!("{}; {}", p.name.as_str(), group.as_str()),
                None => p.name.as_str().to_string(),
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    pub fn pupil(&self, id: PupilId) -> Option<&PupilInfo> {
        self.pupils.get(&id)?.value.as_ref()
    }

    /// A new class with the pupils of `list`, each given a picture of
    /// their own.
    pub fn add_class(
        &mut self,
        device: DeviceId,
        name: &str,
        list: &ReadList,
    ) -> Result<ClassId, ClassError> {
        let name = Name::new(name).ok_or(ClassError::NoClassName)?;
        if list.pupils.is_empty() {
            return Err(ClassError::NoPupils);
        }
        // The class and each pupil: an edit and a number each.
        let most = list.pupils.len().saturating_add(1);
        if !self.has_room(device, most, most) {
            return Err(ClassError::TooManyChanges);
        }
        let id = ClassId {
            device,
            number: self.number(device).ok_or(ClassError::TooManyChanges)?,
        };
        self.edit_class(device, id, Some(ClassInfo { name }));
        self.set_pupils(device, id, list)?;
        Ok(id)
    }

    /// Gives a class another name.
    pub fn rename_class(
        &mut self,
        device: DeviceId,
        class: ClassId,
        name: &str,
    ) -> Result<(), ClassError> {
        let name = Name::new(name).ok_or(ClassError::NoClassName)?;
        match self.class(class) {
            None => Err(ClassError::NoSuchClass),
            Some(info) if info.name == name => Ok(()),
            Some(_) if !self.has_room(device, 1, 0) => Err(ClassError::TooManyChanges),
            Some(_) => {
                self.edit_class(device, class, Some(ClassInfo { name }));
                Ok(())
            }
        }
    }

    /// The class's pupils as `list` has them: a pupil whose name is in it
    /// is kept (with everything they did), a new name is added, and a
    /// pupil no longer in it is deleted with everything about them.
    pub fn set_pupils(
        &mut self,
        device: DeviceId,
        class: ClassId,
        list: &ReadList,
    ) -> Result<(), ClassError> {
        if self.class(class).is_none() {
            return Err(ClassError::NoSuchClass);
        }
        if list.pupils.is_empty() {
            return Err(ClassError::NoPupils);
        }
        let now: Vec<(PupilId, PupilInfo)> = self
            .pupils(class)
            .into_iter()
            .map(|(id, p)| (id, p.clone()))
            .collect();
        // At most an edit for each pupil now and each line, a number a line.
        let lines = list.pupils.len();
        if !self.has_room(device, now.len().saturating_add(lines), lines) {
            return Err(ClassError::TooManyChanges);
        }
        let shown = self.pictures(class);
        // Each name folded once: a class of hundreds is saved at once, not
        // in a comparison of every name with every other.
        let folded = |n: &Name| class_list::fold(n.as_str());
        let listed: BTreeSet<String> = list.pupils.iter().map(|(n, _)| folded(n)).collect();
        let mut by_name: BTreeMap<String, &(PupilId, PupilInfo)> = BTreeMap::new();
        for pupil in &now {
            by_name.entry(folded(&pupil.1.name)).or_insert(pupil);
        }
        for (id, pupil) in &now {
            if !listed.contains(&folded(&pupil.name)) {
                self.delete_pupil(device, *id);
            }
        }
        let mut free = FreePictures::of(self, class);
        for (name, group) in &list.pupils {
            let (id, picture) = match by_name.get(&folded(name)) {
                Some((_, p)) if p.name == *name && p.group == *group => continue,
                // Edited, a pupil keeps the picture the class shows them with.
                Some((id, p)) => (*id, picture_in(&shown, *id).unwrap_or(p.picture)),
                None => (
                    PupilId {
                        device,
                        number: self.number(device).ok_or(ClassError::TooManyChanges)?,
                    },
                    free.next(),
                ),
            };
            let info = PupilInfo {
                name: name.clone(),
                group: group.clone(),
                picture,
                class,
            };
            self.edit_pupil(device, id, Some(info));
        }
        Ok(())
    }

    /// The picture each pupil of the class is shown with, by id: their own,
    /// unless a pupil added before them (by id) has it — two tablets that
    /// each added a pupil gave both the first free one —, then the first
    /// picture nobody in the class has. A child who cannot read finds
    /// themself among pictures that do not repeat (up to as many pupils as
    /// pictures); the ids decide, so every device shows the same, and
    /// nothing is written.
    pub fn pictures(&self, class: ClassId) -> Vec<(PupilId, Picture)> {
        let mut pupils = self.pupils(class);
        pupils.sort_by_key(|(id, _)| *id);
        let own: BTreeSet<Picture> = pupils.iter().map(|(_, p)| p.picture).collect();
        let mut used = BTreeSet::new();
        let mut shown: Vec<(PupilId, Picture)> = Vec::with_capacity(pupils.len());
        for (id, pupil) in pupils {
            let picture = if used.contains(&pupil.picture) {
                let free = |p: &&Picture| !used.contains(*p) && !own.contains(*p);
                let unused = |p: &&Picture| !used.contains(*p);
                let spare = Picture::ALL
                    .iter()
                    .find(free)
                    .or_else(|| Picture::ALL.iter().find(unused));
                spare.copied().unwrap_or(pupil.picture)
            } else {
                pupil.picture
            };
            used.insert(picture);
            shown.push((id, picture));
        }
        shown
    }

    /// Deletes a pupil and everything about them, their name in their
    /// classmates' games too, on every device the book is merged into.
    pub fn delete_pupil(&mut self, device: DeviceId, pupil: PupilId) {
        self.edit_pupil(device, pupil, None);
        self.events.retain(|_, e| e.pupil != pupil);
        self.folds.remove(&pupil);
        self.forget_former_names();
    }

    /// Deletes a class, its pupils and everything about them.
    pub fn delete_class(&mut self, device: DeviceId, class: ClassId) {
        let pupils: Vec<PupilId> = self.pupils(class).iter().map(|(id, _)| *id).collect();
        for pupil in pupils {
            self.delete_pupil(device, pupil);
        }
        self.edit_class(device, class, None);
    }

    /// Notes what a pupil did (a game against a classmate deleted
    /// meanwhile without their name). Nothing is noted for a pupil no
    /// longer in the book, nor once `device` gave its highest number.
    pub fn note(&mut self, device: DeviceId, pupil: PupilId, day: Day, mut what: What) {
        if self.pupil(pupil).is_none() {
            return;
        }
        let Some(number) = self.number(device) else {
            return;
        };
        former::without_former(&self.pupils, &mut what);
        let id = EventId { device, number };
        self.events.insert(id, Event { pupil, day, what });
    }

    /// What a pupil did, oldest first.
    pub fn events_of(&self, pupil: PupilId) -> impl Iterator<Item = &Event> {
        self.events.values().filter(move |e| e.pupil == pupil)
    }

    /// A pupil's best stars in an exercise.
    pub fn stars(&self, pupil: PupilId, exercise: &str) -> Option<u8> {
        self.events_of(pupil)
            .filter_map(|e| match &e.what {
                What::Stars {
                    exercise: done,
                    stars,
                } if done == exercise => Some(*stars),
                _ => None,
            })
            .max()
    }

    /// Everything `other` knows that this book does not: the result is the
    /// same whichever book is merged into which, in whatever order and
    /// however many times. Says how many pupils and events are new.
    pub fn merge(&mut self, other: &ClassBook) -> Added {
        let (pupils_before, events_before) = (self.living_pupils(), self.events.len());
        let changed = merge_versions(&mut self.classes, &other.classes)
            + merge_versions(&mut self.pupils, &other.pupils);
        self.join_folds(&other.folds);
        for (id, theirs) in &other.events {
            // Two events under one id would be one device's mistake: both
            // books keep the same one of them. (A game's copy from before a
            // classmate's deletion and one from after become one below.)
            let merged = match self.events.get(id) {
                Some(ours) if ours >= theirs => ours.clone(),
                _ => theirs.clone(),
            };
            self.events.insert(*id, merged);
        }
        // Nothing is kept about a pupil deleted on either side, nor about
        // a pupil of a deleted class; nor their name, whichever side's
        // copy of a game with them was kept.
        let gone: Vec<PupilId> = self
            .pupils
            .iter()
            .filter(|(_, v)| v.value.is_none())
            .map(|(id, _)| *id)
            .collect();
        self.events.retain(|_, e| !gone.contains(&e.pupil));
        self.forget_former_names();
        self.drop_folded();
        for (device, next) in &other.next {
            let ours = self.next.entry(*device).or_insert(1);
            *ours = (*ours).max(*next);
        }
        self.clock = self.clock.max(other.clock);
        let pupils = self.living_pupils().saturating_sub(pupils_before);
        Added {
            pupils,
            events: self.events.len().saturating_sub(events_before),
            changed: changed.saturating_sub(pupils),
        }
    }

    fn living_pupils(&self) -> usize {
        self.pupils.values().filter(|p| p.value.is_some()).count()
    }
}

/// Each of `theirs` merged into `ours`, key by key.
/// How many of `ours` changed (an edit is its clock and device).
fn merge_versions<K: Ord + Copy, T: Clone>(
    ours: &mut BTreeMap<K, Versioned<T>>,
    theirs: &BTreeMap<K, Versioned<T>>,
) -> usize {
    let edit = |v: Option<&Versioned<T>>| v.map(|v| (v.clock, v.device));
    let mut changed = 0;
    for (id, their) in theirs {
        let before = edit(ours.get(id));
        keep_version(ours, *id, their.clone());
        if edit(ours.get(id)) != before {
            changed += 1;
        }
    }
    changed
}

/// A pupil's picture among a class's [`ClassBook::pictures`].
pub fn picture_in(shown: &[(PupilId, Picture)], pupil: PupilId) -> Option<Picture> {
    shown.iter().find(|(id, _)| *id == pupil).map(|(_, p)| *p)
}

/// The pictures new pupils of a class get, one after the other: the first
/// no pupil of the class has, and beyond as many pupils as pictures, the
/// pictures again in turn. Read from the class once, however many are added.
struct FreePictures {
    taken: BTreeSet<Picture>,
    pupils: usize,
}

impl FreePictures {
    fn of(book: &ClassBook, class: ClassId) -> FreePictures {
        let shown = book.pictures(class);
        let taken = book
            .pupils(class)
            .iter()
            .map(|(_, p)| p.picture)
            .chain(shown.iter().map(|(_, p)| *p))
            .collect();
        FreePictures {
            taken,
            pupils: shown.len(),
        }
    }

    fn next(&mut self) -> Picture {
        let picture = Picture::ALL
            .iter()
            .copied()
            .find(|p| !self.taken.contains(p))
            .unwrap_or(Picture::ALL[self.pupils % Picture::ALL.len()]);
        self.taken.insert(picture);
        self.pupils += 1;
        picture
    }
}

/// A version kept under `id`, merged with the one already there.
fn keep_version<K: Ord, T: Clone>(
    map: &mut BTreeMap<K, Versioned<T>>,
    id: K,
    version: Versioned<T>,
) {
    let kept = match map.get(&id) {
        Some(held) => held.merge(&version),
        None => version,
    };
    map.insert(id, kept);
}

/// What a merge brought that the book did not have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Added {
    pub pupils: usize,
    pub events: usize,
    /// Classes and pupils whose details changed (a class added or renamed,
    /// a pupil renamed, moved or deleted), beside the pupils added.
    pub changed: usize,
}

/// The class book as a record of the store: two tabs' versions merge as
/// two tablets' books do.
pub struct ClassBookRecord;

impl crate::records::Kind for ClassBookRecord {
    const ID: &'static str = "peoncito.class";
    const ASIDE: Option<&'static str> = None;

    fn merge(_base: Option<&str>, ours: &str, theirs: &str) -> crate::records::Merged {
        crate::records::join_versions(
            ours,
            theirs,
            ClassBook::decode,
            |ours, theirs| _ = ours.merge(&theirs),
            ClassBook::encode,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TABLET: DeviceId = DeviceId(7);

    #[test]
    fn no_two_pupils_of_a_class_share_a_picture_even_added_on_two_tablets() {
        let names: Vec<String> = (1..=30).map(|n| format!("Alumno {n}")).collect();
        let mut book = ClassBook::default();
        let class = book
            .add_class(DeviceId(1), "3.º B", &read_list(&names.join("\n")))
            .unwrap();
        let pictures = |b: &ClassBook| {
            let mut p: Vec<Picture> = b.pictures(class).into_iter().map(|(_, p)| p).collect();
            p.sort();
            p.dedup();
            p.len()
        };
        assert_eq!(pictures(&book), 30, "a class of 30, 30 pictures");
        // Two tablets each add a pupil: both get the first free picture.
        let (mut a, mut b) = (book.clone(), book.clone());
        let list = |extra: &str| read_list(&format!("{}\n{extra}", names.join("\n")));
        a.set_pupils(DeviceId(2), class, &list("Hugo")).unwrap();
        b.set_pupils(DeviceId(3), class, &list("Lucía")).unwrap();
        let own = |b: &ClassBook, name: &str| {
            b.pupils(class)
                .iter()
                .find(|(_, p)| p.name.as_str() == name)
                .unwrap()
                .1
                .picture
        };
        assert_eq!(own(&a, "Hugo"), own(&b, "Lucía"), "the same one, apart");
        let mut ab = a.clone();
        ab.merge(&b);
        let mut ba = b.clone();
        ba.merge(&a);
        assert_eq!(
            pictures(&ab),
            32,
            "merged, each shown with a picture of their own"
        );
        assert_eq!(
            ab.pictures(class),
            ba.pictures(class),
            "the same on every device"
        );
        assert_eq!(ab.roster(), ba.roster());
    }

    /// Beyond as many pupils as pictures, the pictures come round again in
    /// turn: a whole school pasted at once uses each about as often.
    #[test]
    fn a_school_of_300_pasted_at_once_shares_the_pictures_evenly() {
        let names: Vec<String> = (1..=300).map(|n| format!("Alumno {n}")).collect();
        let mut book = ClassBook::default();
        let class = book
            .add_class(
                DeviceId(1),
                "Todo el colegio",
                &read_list(&names.join("\n")),
            )
            .unwrap();
        assert_eq!(book.pupils(class).len(), 300);
        let mut uses: BTreeMap<Picture, usize> = BTreeMap::new();
        for (_, picture) in book.pictures(class) {
            *uses.entry(picture).or_default() += 1;
        }
        let all = Picture::ALL.len();
        assert_eq!(uses.len(), all, "every picture used");
        let (fewest, most) = (uses.values().min().unwrap(), uses.values().max().unwrap());
        assert!(
            *fewest >= 300 / all && *most <= 300usize.div_ceil(all),
            "{uses:?}"
        );
    }

    /// A class's pupils' names, as the book lists them.
    fn pupil_names(book: &ClassBook, class: ClassId) -> Vec<&str> {
        book.pupils(class)
            .iter()
            .map(|(_, p)| p.name.as_str())
            .collect()
    }

    #[test]
    fn pupils_and_classes_sort_as_readers_do() {
        let mut book = ClassBook::default();
        let list = read_list("zoe\nÍker\nÑoño\nBea\nNuria\nÁlvaro\nóscar");
        let class = book.add_class(DeviceId(1), "4.º B", &list).unwrap();
        book.add_class(DeviceId(1), "Ajedrez", &read_list("Ana"))
            .unwrap();
        let names = pupil_names(&book, class);
        assert_eq!(
            names,
            ["Álvaro", "Bea", "Íker", "Nuria", "Ñoño", "óscar", "zoe"]
        );
        let classes: Vec<&str> = book
            .classes()
            .iter()
            .map(|(_, c)| c.name.as_str())
            .collect();
        assert_eq!(classes, ["4.º B", "Ajedrez"]);
    }

    #[test]
    fn a_list_saved_again_keeps_its_pupils_and_what_they_did() {
        let mut book = ClassBook::default();
        let class = book
            .add_class(TABLET, "3.º B", &read_list("Ana\nLuis\nMarta"))
            .unwrap();
        let ana = book.pupils(class)[0].0;
        book.note(TABLET, ana, Day(1), What::TeacherCalled);
        book.set_pupils(TABLET, class, &read_list("ana; 3.º B\nMarta\nPablo"))
            .unwrap();
        let names = pupil_names(&book, class);
        assert_eq!(names, ["ana", "Marta", "Pablo"]);
        assert_eq!(book.pupils(class)[0].0, ana, "the same pupil, renamed");
        assert_eq!(book.events_of(ana).count(), 1);
        let pictures: Vec<Picture> = book.pupils(class).iter().map(|(_, p)| p.picture).collect();
        assert!(
            pictures
                .iter()
                .enumerate()
                .all(|(i, p)| !pictures[..i].contains(p)),
            "a picture each: {pictures:?}"
        );
    }

    #[test]
    fn only_a_counted_illegal_move_is_noted_and_a_stop_calls_the_teacher() {
        use shakmaty::Color;
        assert_eq!(What::judged(Verdict::NotCounted), []);
        assert_eq!(
            What::judged(Verdict::Counted {
                count: 1,
                tolerated: 2
            }),
            [What::IllegalMoveCounted]
        );
        assert_eq!(
            What::judged(Verdict::AsksTeacher {
                offender: Color::White
            }),
            [What::IllegalMoveCounted, What::TeacherCalled]
        );
    }

    #[test]
    fn a_class_needs_a_name_and_a_pupil() {
        let mut book = ClassBook::default();
        assert_eq!(
            book.add_class(TABLET, "  ", &read_list("Ana")),
            Err(ClassError::NoClassName)
        );
        assert_eq!(
            book.add_class(TABLET, "3.º B", &read_list("\n \n")),
            Err(ClassError::NoPupils)
        );
        assert_eq!(book, ClassBook::default(), "nothing half made");
    }
}
