//! A pupil's progress through the lessons on this device: the best stars
//! earned in each exercise, saved as JSON. Damaged data starts afresh (and
//! says so) rather than stopping the lessons.

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

/// The lessons' progress as a record of the store: two versions merge by
/// keeping each exercise's best stars, in whatever order they meet.
pub struct ProgressRecord;

impl crate::records::Kind for ProgressRecord {
    const ID: &'static str = "peoncito.progress";
    const ASIDE: Option<&'static str> = None;

    fn merge(_base: Option<&str>, ours: &str, theirs: &str) -> crate::records::Merged {
        crate::records::join_versions(
            ours,
            theirs,
            Progress::decode,
            |ours, theirs| {
                for (exercise, stars) in theirs.best {
                    ours.record(&exercise, stars);
                }
            },
            Progress::encode,
        )
    }
}
