//! Progress through the lessons: the best stars earned in each exercise.
//! The device keeps the tablet's own (whoever uses it, class mode off) and,
//! in class mode, each pupil's ([`Learners`], saved as JSON); a guest's
//! lives only while they are at the tablet. Damaged data starts afresh
//! (and says so) rather than stopping the lessons.

use std::collections::BTreeMap;

use crate::lessons::Stage;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// Exercise id → best stars (1–3).
    best: BTreeMap<String, u8>,
}

/// The saved progress could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Damaged;

impl Progress {
    pub fn decode(text: &str) -> Result<Progress, Damaged> {
        let best: BTreeMap<String, u8> = serde_json::from_str(text).map_err(|_| Damaged)?;
        if best.values().any(|s| !(1..=3).contains(s)) {
            return Err(Damaged);
        }
        Ok(Progress { best })
    }

    pub fn encode(&self) -> String {
        serde_json::to_string(&self.best).unwrap_or_else(|_| "{}".into())
    }

    /// Each exercise's better stars of the two.
    pub fn join(&mut self, other: &Progress) {
        for (exercise, stars) in &other.best {
            self.record(exercise, *stars);
        }
    }

    /// What two pupils doing the lessons together both have: each exercise
    /// either has not solved is still to do.
    pub fn both(&self, other: &Progress) -> Progress {
        let mut both = Progress::default();
        for (exercise, stars) in &self.best {
            if let Some(theirs) = other.stars(exercise) {
                both.best.insert(exercise.clone(), (*stars).min(theirs));
            }
        }
        both
    }

    /// As the class's roster carries it: `exercise=stars` pairs, by commas
    /// (exercise ids are letters, digits and hyphens).
    pub fn roster_text(&self) -> String {
        let pairs: Vec<String> = self.best.iter().map(|(e, s)| format!("{e}={s}")).collect();
        pairs.join(",")
    }

    /// Reads [`Progress::roster_text`]; a damaged pair is left out.
    pub fn from_roster_text(text: &str) -> Progress {
        let mut progress = Progress::default();
        for (exercise, stars) in text.split(',').filter_map(|pair| pair.split_once('=')) {
            if let Ok(stars @ 1..=3) = stars.parse::<u8>() {
                progress.record(exercise, stars);
            }
        }
        progress
    }

    /// Keeps the better of the old and new result.
    pub fn record(&mut self, exercise: &str, stars: u8) {
        let best = self.best.entry(exercise.to_string()).or_insert(0);
        *best = (*best).max(stars.clamp(1, 3));
    }

    pub fn stars(&self, exercise: &str) -> Option<u8> {
        self.best.get(exercise).copied()
    }

    /// Stars earned in a stage, and the most it can give.
    pub fn stage_stars(&self, stage: &Stage) -> (u32, u32) {
        let got = stage
            .exercises
            .iter()
            .filter_map(|e| self.stars(e.id))
            .map(u32::from)
            .sum();
        (got, 3 * stage.exercises.len() as u32)
    }

    /// Where to carry on in a stage: the first exercise not solved yet
    /// (the first one when all are).
    pub fn next_in(&self, stage: &Stage) -> usize {
        stage
            .exercises
            .iter()
            .position(|e| self.stars(e.id).is_none())
            .unwrap_or(0)
    }
}

/// Whoever does the lessons at the tablet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Learner {
    /// Class mode off: the tablet's own stars.
    Tablet,
    /// A guest in class mode: their stars live only while they stay.
    Guest,
    /// One pupil, or two together, by the keys the roster gives them.
    Pupils(Vec<String>),
}

/// Every learner's stars the device keeps: the tablet's and each pupil's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Learners {
    tablet: Progress,
    pupils: BTreeMap<String, Progress>,
}

impl Learners {
    /// As [`Learners::encode`] wrote it: one map of stars, the tablet's
    /// under each exercise's id and a pupil's under `pupil/exercise` (ids
    /// have no `/`) — so an earlier version's stars, the tablet's alone,
    /// read as they are, and the board's wasm reads one kind of map.
    pub fn decode(text: &str) -> Result<Learners, Damaged> {
        let all = Progress::decode(text)?;
        let mut learners = Learners::default();
        for (key, stars) in all.best {
            match key.split_once('/') {
                Some((pupil, exercise)) => learners
                    .pupils
                    .entry(pupil.to_string())
                    .or_default()
                    .record(exercise, stars),
                None => learners.tablet.record(&key, stars),
            }
        }
        Ok(learners)
    }

    pub fn encode(&self) -> String {
        let mut all = self.tablet.clone();
        for (pupil, progress) in &self.pupils {
            for (exercise, stars) in &progress.best {
                all.best.insert(format!("{pupil}/{exercise}"), *stars);
            }
        }
        all.encode()
    }

    /// A pupil's stars on this device (none yet: empty).
    pub fn pupil(&self, key: &str) -> Progress {
        self.pupils.get(key).cloned().unwrap_or_default()
    }

    pub fn tablet(&self) -> &Progress {
        &self.tablet
    }

    /// Stars earned by `learner` (a guest's are not kept here).
    pub fn record(&mut self, learner: &Learner, exercise: &str, stars: u8) {
        match learner {
            Learner::Tablet => self.tablet.record(exercise, stars),
            Learner::Guest => {}
            Learner::Pupils(keys) => {
                for key in keys {
                    self.pupils
                        .entry(key.clone())
                        .or_default()
                        .record(exercise, stars);
                }
            }
        }
    }

    /// Every learner's best of both.
    pub fn join(&mut self, other: &Learners) {
        self.tablet.join(&other.tablet);
        for (key, progress) in &other.pupils {
            self.pupils.entry(key.clone()).or_default().join(progress);
        }
    }

    /// The teacher clears every star on the device.
    pub fn clear(&mut self) {
        *self = Learners::default();
    }
}

/// The lessons' progress as a record of the store: two versions merge by
/// keeping each learner's best stars in each exercise, in whatever order
/// they meet.
pub struct ProgressRecord;

impl crate::records::Kind for ProgressRecord {
    const ID: &'static str = "peoncito.progress";
    const ASIDE: Option<&'static str> = None;

    fn merge(_base: Option<&str>, ours: &str, theirs: &str) -> crate::records::Merged {
        crate::records::join_versions(
            ours,
            theirs,
            Learners::decode,
            |ours, theirs| ours.join(&theirs),
            Learners::encode,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stars(pairs: &[(&str, u8)]) -> Progress {
        let mut p = Progress::default();
        for (e, s) in pairs {
            p.record(e, *s);
        }
        p
    }

    #[test]
    fn each_pupils_stars_are_their_own_and_a_guest_leaves_none() {
        let mut learners = Learners::default();
        let hugo = Learner::Pupils(vec!["1-2".into()]);
        let pair = Learner::Pupils(vec!["1-2".into(), "1-3".into()]);
        learners.record(&hugo, "rook-1", 2);
        learners.record(&pair, "rook-2", 3);
        learners.record(&Learner::Guest, "rook-3", 3);
        learners.record(&Learner::Tablet, "king-1", 1);
        assert_eq!(
            learners.pupil("1-2"),
            stars(&[("rook-1", 2), ("rook-2", 3)])
        );
        assert_eq!(learners.pupil("1-3"), stars(&[("rook-2", 3)]));
        assert_eq!(learners.pupil("1-4"), Progress::default(), "Lucía has none");
        assert_eq!(learners.tablet(), &stars(&[("king-1", 1)]));
        assert!(
            !learners.encode().contains("rook-3"),
            "nothing of the guest's"
        );
        assert_eq!(Learners::decode(&learners.encode()), Ok(learners.clone()));
        // Together, what both have.
        let both = learners.pupil("1-2").both(&learners.pupil("1-3"));
        assert_eq!(both, stars(&[("rook-2", 3)]));
    }

    #[test]
    fn an_earlier_versions_stars_are_the_tablets_and_damage_is_refused() {
        let earlier = Learners::decode(r#"{"rook-1":2}"#).unwrap();
        assert_eq!(earlier.tablet(), &stars(&[("rook-1", 2)]));
        assert_eq!(Learners::decode(r#"{"rook-1":7}"#), Err(Damaged));
        assert_eq!(Learners::decode(r#"{"1-2/rook-1":0}"#), Err(Damaged));
        let pupil = Learners::decode(r#"{"1-2/rook-1":3,"king-1":1}"#).unwrap();
        assert_eq!(pupil.pupil("1-2").stars("rook-1"), Some(3));
        assert_eq!(pupil.tablet(), &stars(&[("king-1", 1)]));
        assert_eq!(Learners::decode("garbage"), Err(Damaged));
    }

    #[test]
    fn two_tabs_keep_each_learners_best_and_the_roster_carries_stars() {
        let mut a = Learners::default();
        let mut b = Learners::default();
        let hugo = Learner::Pupils(vec!["1-2".into()]);
        a.record(&hugo, "rook-1", 1);
        b.record(&hugo, "rook-1", 3);
        b.record(&Learner::Tablet, "king-1", 2);
        a.join(&b);
        assert_eq!(a.pupil("1-2").stars("rook-1"), Some(3));
        assert_eq!(a.tablet().stars("king-1"), Some(2));
        let p = stars(&[("rook-1", 3), ("king-2", 1)]);
        assert_eq!(Progress::from_roster_text(&p.roster_text()), p);
        assert_eq!(
            Progress::from_roster_text("rook-1=9,bad,king-1=2"),
            stars(&[("king-1", 2)])
        );
    }
}
