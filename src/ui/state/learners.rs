//! Whose stars the lessons show and keep (the tablet's, a pupil's, a guest's), and what the pupils
//! at the board did, noted for the class book.

use leptos::prelude::*;

use peoncito_core::i18n::Text;
use peoncito_core::progress::{Learner, Progress};
use peoncito_core::table::{Event, Table};

use super::{AppState, BoardState};
use peoncito_core::class::Where;

impl AppState {
    /// Who does the lessons now: the tablet (class mode off), or in class
    /// mode the pupils at it, or a guest.
    pub fn learner(&self) -> Learner {
        use peoncito_core::class::Roster;
        if !self.settings.with(|s| s.class_mode) {
            return Learner::Tablet;
        }
        crate::ui::pupil_notes::seat().with(|seat| match seat.learners() {
            None => Learner::Guest,
            Some(pupils) => Learner::Pupils(pupils.iter().map(|p| Roster::key(p.id)).collect()),
        })
    }

    /// The stars of whoever does the lessons now: each pupil's own (what
    /// this device noted, and what the class's book heard from other
    /// tablets), for a pair what both have, a guest's own from nothing.
    pub fn progress(&self) -> Progress {
        use peoncito_core::class::Roster;
        if !self.settings.with(|s| s.class_mode) {
            return self.learners.with(|l| l.tablet().clone());
        }
        crate::ui::pupil_notes::seat().with(|seat| match seat.learners() {
            None => self.guest_stars.get(),
            Some(pupils) => pupils
                .iter()
                .map(|p| {
                    let mut stars = self.learners.with(|l| l.pupil(&Roster::key(p.id)));
                    stars.join(&p.stars);
                    stars
                })
                .reduce(|a, b| a.both(&b))
                .unwrap_or_default(),
        })
    }

    /// Stars earned in an exercise, for whoever does the lessons now.
    pub fn record_stars(&self, exercise: &str, stars: u8) {
        match untrack(|| self.learner()) {
            Learner::Guest => self.guest_stars.update(|p| p.record(exercise, stars)),
            learner => self
                .learners
                .update(|l| l.record(&learner, exercise, stars)),
        }
    }

    /// What the pupils at `board` did, for the class book (class mode): a
    /// refused move by its rule (in a game, the player's who tried it), an
    /// illegal move the arbiter counted (and the teacher called when it
    /// stops the game), a game ended with its record.
    pub fn note_for_class(&self, board: BoardState, events: &[Event], at: Where) {
        use crate::ui::pupil_notes::{note, note_game};
        use peoncito_core::class::What;
        let lesson = at == Where::Lesson;
        let mut kept = Ok(());
        for event in events {
            match event {
                Event::Refused(reason) => {
                    let side = board.table.with_untracked(|t| t.who_tried(*reason));
                    let what = What::Refused {
                        reason: *reason,
                        at,
                    };
                    kept = kept.and(note((!lesson).then_some(side), &what));
                }
                Event::Judged { offender, verdict } => {
                    for what in What::judged(*verdict) {
                        kept = kept.and(note(Some(*offender), &what));
                    }
                }
                Event::Ended(end) if !lesson => {
                    let computer = board
                        .table
                        .with_untracked(Table::computer)
                        .map(|c| (c.side, c.level.number()));
                    kept = kept.and(note_game(end.winner(), computer, self.record()));
                    crate::ui::pupil_notes::game_ended();
                }
                _ => {}
            }
        }
        if let Err(why) = kept {
            self.notes_not_kept(why);
        }
    }

    /// Says (once while it lasts) that the board's notes for the class
    /// could not be kept: the pupil tells the teacher.
    pub fn notes_not_kept(&self, why: peoncito_core::records::StoreError) {
        self.notices.update(|n| {
            if !n.iter().any(|t| matches!(t, Text::NotesNotKept(_))) {
                n.push(Text::NotesNotKept(why));
            }
        });
    }
}
