//! What the tournament screens share: the tournament shown and kept (each change saved, other tabs
//! followed, results from the tablets taken), the language, the view shown and the round timer.

use leptos::prelude::*;

use crate::ui::browser::{self, Message};
use crate::ui::device_store;
use peoncito_core::i18n::Lang;
use peoncito_core::i18n::tournament::{Paper, TournamentText, say};
use peoncito_core::tournament::play_here::Inbox;
use peoncito_core::tournament::result_slip::{self, Slip, SlipError, Waiting};
use peoncito_core::tournament::round_timer::RoundTimer;
use peoncito_core::tournament::{Bye, PlayerId, Tournament, TournamentError, pairing_job, saved};

use super::{pairer, to_confirm};

/// Which of the screens shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum View {
    /// Rounds, results and standings: the teacher's desk.
    Desk,
    /// In big type for the projector.
    Wall,
    /// A paper as it prints.
    Paper(Paper),
}

/// What every part of the screens shares.
#[derive(Clone, Copy)]
pub(super) struct Screens {
    pub(super) lang: RwSignal<Lang>,
    pub(super) tournament: RwSignal<Option<Tournament>>,
    /// The last thing that went wrong, said until the next action.
    pub(super) problem: RwSignal<Option<TournamentText>>,
    /// What just happened by itself (a result handed over), said until
    /// the next action.
    pub(super) news: RwSignal<Option<TournamentText>>,
    pub(super) view: RwSignal<View>,
    /// The round's timer, once the teacher set it (the wall shows it).
    pub(super) timer: RwSignal<Option<RoundTimer>>,
    /// A round is being paired by the pairing worker.
    pub(super) pairing: RwSignal<bool>,
    /// A finished tournament's results reopened with the PIN (they are
    /// locked against a slip once the last is in).
    pub(super) results_open: RwSignal<bool>,
    /// The tournament as the standings and the cross table show it: each
    /// follows a change a moment later, in a task of its own, so a result
    /// tap's own frame draws only its button and no task draws both
    /// tables (at 300 players each takes as long as the tap).
    pub(super) settled: [RwSignal<Option<Tournament>>; 2],
}

/// A table that follows the tournament a moment after each change.
#[derive(Clone, Copy)]
pub(super) enum Table {
    Standings = 0,
    CrossTable = 1,
}

impl Screens {
    /// The tournament's name (tracked).
    pub(super) fn tournament_name(&self) -> String {
        self.read(|t| t.name.as_str().to_string())
    }

    /// Something read from the tournament (tracked); the default before
    /// one exists.
    pub(super) fn read<R: Default>(&self, f: impl FnOnce(&Tournament) -> R) -> R {
        self.tournament
            .with(|t| t.as_ref().map(f))
            .unwrap_or_default()
    }

    /// [`Screens::read`] from the tournament as `table` shows it.
    pub(super) fn read_settled<R: Default>(
        &self,
        table: Table,
        f: impl FnOnce(&Tournament) -> R,
    ) -> R {
        self.settled[table as usize]
            .with(|t| t.as_ref().map(f))
            .unwrap_or_default()
    }

    pub(super) fn say(&self, text: TournamentText) -> impl Fn() -> String + use<> {
        let lang = self.lang;
        move || say(lang.get(), &text)
    }

    /// Another view; what went wrong on the last one is no longer said.
    pub(super) fn show(&self, view: View) {
        self.problem.set(None);
        self.news.set(None);
        self.view.set(view);
    }

    /// A result handed over (a game's record, or a short code as read):
    /// entered in its board, or why not said.
    pub(super) fn enter(&self, slip: impl FnOnce(&Tournament) -> Result<Slip, SlipError>) {
        if self.locked() {
            return;
        }
        let mut outcome = None;
        self.tournament.update(|t| {
            if let Some(t) = t {
                outcome = Some(
                    slip(t).and_then(|slip| result_slip::enter(t, &slip).map(|()| slip.place)),
                );
            }
        });
        match outcome {
            Some(Ok(place)) => {
                self.problem.set(None);
                self.news.set(Some(TournamentText::ResultEntered(place)));
            }
            Some(Err(e)) => {
                self.news.set(None);
                self.problem.set(Some(TournamentText::Slip(e)));
            }
            None => {}
        }
    }

    /// Whether the tournament is over and its results locked: nothing
    /// changes it until the PIN reopens them (said when something tries).
    pub(super) fn locked(&self) -> bool {
        let locked = !self.results_open.get_untracked() && self.read(Tournament::is_over);
        if locked {
            self.problem.set(Some(TournamentText::ResultsLocked));
        }
        locked
    }

    /// Puts the tournament away among the earlier ones (it can be opened
    /// again) and shows `next` instead: another tournament, or none to
    /// create one. Nothing is put away over a list that cannot be read.
    pub(super) fn put_away(&self, next: Option<Tournament>) {
        let current = self
            .tournament
            .with_untracked(|t| t.as_ref().map(saved::encode));
        if let Some(record) = current {
            let Ok(mut earlier) = device_store::read_earlier_tournaments() else {
                self.problem.set(Some(TournamentText::EarlierUnreadable));
                return;
            };
            earlier.push(record);
            if device_store::write_earlier_tournaments(&earlier).is_err() {
                self.problem.set(Some(TournamentText::NotSaved));
                return;
            }
        }
        self.problem.set(None);
        self.news.set(None);
        self.tournament.set(next);
    }

    /// Opens a copy of a tournament (a file "Download a copy" saved, here
    /// or on another device), putting the one shown away.
    /// The same copy opened again is one tournament: the one shown, or
    /// the earlier one it is, taken from the list.
    pub(super) fn open_copy(&self, text: &str) {
        let opened = match saved::decode(text) {
            Ok(opened) => opened,
            Err(why) => return self.problem.set(Some(TournamentText::CopyRefused(why))),
        };
        let record = saved::encode(&opened);
        let shown = self
            .tournament
            .with_untracked(|t| t.as_ref().map(saved::encode));
        if shown.as_ref() == Some(&record) {
            self.problem.set(None);
            self.news.set(Some(TournamentText::CopyAlreadyOpen));
            return;
        }
        let earlier = device_store::read_earlier_tournaments();
        match earlier
            .as_ref()
            .map(|e| e.iter().position(|r| *r == record))
        {
            Ok(Some(index)) => self.open_earlier(index),
            _ => self.put_away(Some(opened)),
        }
    }

    /// Opens earlier tournament `index`, putting the one shown away.
    pub(super) fn open_earlier(&self, index: usize) {
        let Ok(mut earlier) = device_store::read_earlier_tournaments() else {
            self.problem.set(Some(TournamentText::EarlierUnreadable));
            return;
        };
        let opened = match earlier.get(index).map(|r| saved::decode(r)) {
            Some(Ok(opened)) => opened,
            Some(Err(why)) => {
                self.problem.set(Some(TournamentText::EarlierDamaged(why)));
                return;
            }
            None => return,
        };
        earlier.remove(index);
        if device_store::write_earlier_tournaments(&earlier).is_err() {
            self.problem.set(Some(TournamentText::NotSaved));
            return;
        }
        self.put_away(Some(opened));
    }

    /// Removes an earlier tournament from the device (its file saved).
    pub(super) fn remove_earlier(&self, index: usize) {
        let Ok(mut earlier) = device_store::read_earlier_tournaments() else {
            self.problem.set(Some(TournamentText::EarlierUnreadable));
            return;
        };
        if index < earlier.len() {
            earlier.remove(index);
            if device_store::write_earlier_tournaments(&earlier).is_err() {
                self.problem.set(Some(TournamentText::NotSaved));
                return;
            }
            self.tournament.notify();
        }
    }

    /// Enters the games that ended on this device's board.
    pub(super) fn empty_inbox(&self) {
        if self.tournament.with_untracked(Option::is_none) {
            return;
        }
        let mut inbox = Inbox::decode(browser::read_message(Message::Inbox).as_deref());
        browser::forget(Message::Inbox);
        // A game whose board holds another result waits for the teacher.
        let (mut conflicts, mut first) = (Vec::new(), None);
        for record in inbox.take() {
            let waits = self
                .tournament
                .with_untracked(|t| t.as_ref().map(|t| Waiting::of(t, &record)));
            // Each record is read once: what it was read as is entered.
            match waits {
                Some(Waiting::Conflict { theirs, .. }) => {
                    first.get_or_insert(theirs.place);
                    conflicts.push(record);
                }
                Some(Waiting::ToConfirm(slip)) => self.enter(|_| Ok(slip)),
                Some(Waiting::Unreadable(e)) => self.enter(|_| Err(e)),
                None => {}
            }
        }
        if let Some(place) = first {
            self.news.set(None);
            self.problem
                .set(Some(TournamentText::ConflictArrived(place)));
        }
        to_confirm::add(conflicts);
    }

    /// The tournament as stored (by another tab, or merged with it); none
    /// when it was put away.
    pub(super) fn show_stored(&self, body: Option<String>) {
        let stored = match body.map(|text| open_stored(&text)) {
            None => None,
            Some(Ok(t)) => Some(t),
            Some(Err((problem, _))) => {
                // Damaged elsewhere: kept aside; this page's stays shown.
                self.problem.set(Some(problem));
                return;
            }
        };
        // The save this wakes finds the store already holding it.
        if self.tournament.with_untracked(|t| *t != stored) {
            self.tournament.set(stored);
        }
    }

    /// Pairs the next round in the pairing worker, `absent` excused; once
    /// it is added, `paired` runs. The round is added only to the
    /// tournament it was paired for: changed meanwhile (another tab), the
    /// teacher pairs again.
    pub(super) fn pair_next_round(
        &self,
        absent: Vec<(PlayerId, Bye)>,
        paired: impl FnOnce() + 'static,
    ) {
        if self.pairing.get_untracked() {
            return;
        }
        if to_confirm::holds_pairing(*self) {
            self.news.set(None);
            self.problem.set(Some(TournamentText::ConflictsFirst));
            return;
        }
        let question = |t: &Option<Tournament>, absent: &[(PlayerId, Bye)]| {
            t.as_ref().map(|t| pairing_job::question(t, absent))
        };
        let Some(asked) = self.tournament.with_untracked(|t| question(t, &absent)) else {
            return;
        };
        self.pairing.set(true);
        self.problem.set(None);
        self.news.set(None);
        let screens = *self;
        pairer::ask(
            asked.clone(),
            Box::new(move |answer| {
                screens.pairing.set(false);
                if screens
                    .tournament
                    .with_untracked(|t| question(t, &absent))
                    .as_ref()
                    != Some(&asked)
                {
                    screens
                        .problem
                        .set(Some(TournamentText::ChangedWhilePairing));
                    return;
                }
                match answer.as_deref().and_then(pairing_job::read_answer) {
                    Some(round) => screens.change(|t| round.and_then(|round| t.add_round(round))),
                    // The worker could not answer: paired here, and any
                    // reason not to said.
                    None => screens.change(|t| t.pair_next_round(&absent).map(|_| ())),
                }
                if screens.problem.with_untracked(Option::is_none) {
                    paired();
                }
            }),
        );
    }

    /// Any change to the tournament; what the model refuses is said.
    pub(super) fn change(&self, act: impl FnOnce(&mut Tournament) -> Result<(), TournamentError>) {
        if self.locked() {
            return;
        }
        let mut problem = None;
        self.tournament.update(|t| {
            if let Some(t) = t
                && let Err(e) = act(t)
            {
                problem = Some(TournamentText::Problem(e));
            }
        });
        self.problem.set(problem);
        self.news.set(None);
    }
}

/// A stored tournament opened; one that cannot be is copied to the damaged
/// ones first, and what happened is said. Without room for the copy, the
/// reason comes back too: the record then stays where it is.
pub(super) fn open_stored(
    text: &str,
) -> Result<Tournament, (TournamentText, Option<saved::BackupError>)> {
    saved::decode(text).map_err(|why| {
        match device_store::keep_damaged(device_store::DAMAGED_TOURNAMENT_KEY, text) {
            Ok(()) => (TournamentText::Damaged(why), None),
            Err(_) => (TournamentText::DamagedNotKept(why.clone()), Some(why)),
        }
    })
}
