//! Who sits at a tablet in class mode: nobody chosen yet, a guest, a
//! pupil who chose their picture (and, once a game begins, whom they
//! play), or what the teacher locked the tablet to — one pupil, or a
//! pair playing each other. A pupil who chose themself is asked again
//! ("Still you, Íker?") after a reload, a game's end or a few idle
//! minutes: the next child must not play under their name. Which pupil
//! a note is about follows from the seat (in a game, the player of the
//! side that acted), and the players' names go into the game's heading.

use shakmaty::Color;

use super::roster::{OnRoster, Roster};
use super::{Opponent, Outcome, PupilId};
use crate::heading::{Heading, Name};

/// How long a tablet nobody touched keeps its pupil without asking
/// "Still you?": a few minutes, longer than a child thinks over a move.
pub const ASK_AGAIN_AFTER_IDLE_MS: u64 = 5 * 60_000;

/// Who is at the tablet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// Not asked yet (or handed on: "Who are you?" asks again).
    Unknown,
    Guest,
    /// A pupil who chose themself; they can hand the tablet on.
    Chosen(Chosen),
    /// "Still you?" asked of who had chosen: nothing is noted until they
    /// answer.
    StillYou(Chosen),
    /// The teacher locked the tablet: only the teacher unlocks it.
    Locked(Locked),
}

/// A pupil who chose themself, and whom they play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Chosen {
    /// Not playing anyone yet: when a game begins, the tablet asks who
    /// plays with them.
    Alone(OnRoster),
    /// This game, on `side`, against a classmate or a guest.
    Playing {
        pupil: OnRoster,
        side: Color,
        against: Against,
    },
}

/// Who plays the other side of a chosen pupil's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Against {
    Classmate(OnRoster),
    /// Someone not in the class (or nobody said).
    Guest,
}

/// What the teacher locked a tablet to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Locked {
    One(OnRoster),
    /// Two pupils playing each other on the tablet.
    Pair {
        white: OnRoster,
        black: OnRoster,
    },
}

/// A finished game as it goes into one pupil's record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFor {
    pub pupil: PupilId,
    pub opponent: Opponent,
    pub outcome: Outcome,
}

/// The pupils on each side of the board: `[white, black]`.
type Sides<'a> = [Option<&'a OnRoster>; 2];

impl Chosen {
    /// The pupil who chose themself.
    pub fn pupil(&self) -> &OnRoster {
        match self {
            Chosen::Alone(pupil) | Chosen::Playing { pupil, .. } => pupil,
        }
    }
}

impl Seat {
    /// The pupil on each side of the game, when the seat says: a pair's
    /// two, a chosen pupil's side and classmate, a pupil alone on both
    /// sides (they may be playing someone the tablet does not know).
    fn sides(&self) -> Sides<'_> {
        match self {
            Seat::Unknown | Seat::Guest | Seat::StillYou(_) => [None, None],
            Seat::Chosen(Chosen::Alone(pupil)) | Seat::Locked(Locked::One(pupil)) => {
                [Some(pupil), Some(pupil)]
            }
            Seat::Chosen(Chosen::Playing {
                pupil,
                side,
                against,
            }) => {
                let other = match against {
                    Against::Classmate(classmate) => Some(classmate),
                    Against::Guest => None,
                };
                side.fold_wb([Some(pupil), other], [other, Some(pupil)])
            }
            Seat::Locked(Locked::Pair { white, black }) => [Some(white), Some(black)],
        }
    }

    /// The pupils a note is for: about one side's play (that side's
    /// player), or about the tablet's (a lesson: everyone at it). None
    /// for a guest, or while "Still you?" waits for its answer.
    pub fn pupils(&self, side: Option<Color>) -> Vec<PupilId> {
        match side {
            Some(side) => self.sides()[side.fold_wb(0, 1)]
                .map(|p| p.id)
                .into_iter()
                .collect(),
            None => self
                .learners()
                .unwrap_or_default()
                .iter()
                .map(|p| p.id)
                .collect(),
        }
    }

    /// Who does the lessons at the tablet: the pupil who chose themself
    /// (a classmate came for a game, not their lessons), the one or two
    /// the teacher locked it to; None for a guest or nobody.
    pub fn learners(&self) -> Option<Vec<&OnRoster>> {
        match self {
            Seat::Unknown | Seat::Guest => None,
            Seat::Chosen(chosen) | Seat::StillYou(chosen) => Some(vec![chosen.pupil()]),
            Seat::Locked(Locked::One(pupil)) => Some(vec![pupil]),
            Seat::Locked(Locked::Pair { white, black }) => Some(vec![white, black]),
        }
    }

    /// The finished game for each pupil at the tablet: against the
    /// computer (the pupil plays the other side), against a classmate
    /// (each against the other) or a guest. A pupil alone without the
    /// computer played someone the tablet does not know: nothing is noted.
    pub fn games(&self, winner: Option<Color>, computer: Option<(Color, u8)>) -> Vec<GameFor> {
        let outcome = |side: Color| match winner {
            None => Outcome::Drawn,
            Some(w) if w == side => Outcome::Won,
            Some(_) => Outcome::Lost,
        };
        let game = |pupil: &OnRoster, side: Color, opponent| GameFor {
            pupil: pupil.id,
            opponent,
            outcome: outcome(side),
        };
        match (self, computer) {
            (Seat::Unknown | Seat::Guest | Seat::StillYou(_), _) => Vec::new(),
            (
                Seat::Chosen(Chosen::Alone(pupil)) | Seat::Locked(Locked::One(pupil)),
                Some((side, level)),
            ) => {
                vec![game(pupil, !side, Opponent::Computer(level))]
            }
            (Seat::Chosen(Chosen::Alone(_)) | Seat::Locked(Locked::One(_)), None) => Vec::new(),
            (Seat::Chosen(Chosen::Playing { .. }) | Seat::Locked(Locked::Pair { .. }), _) => {
                let [white, black] = self.sides();
                let against = |other: Option<&OnRoster>| {
                    other.map_or(Opponent::Guest, |o| Opponent::Classmate(o.id))
                };
                let mut games = Vec::new();
                if let Some(white) = white {
                    games.push(game(white, Color::White, against(black)));
                }
                if let Some(black) = black {
                    games.push(game(black, Color::Black, against(white)));
                }
                games
            }
        }
    }

    /// The heading with the players' names, when they should go in: two
    /// players the seat knows apart (a pair, a chosen pupil's game), and
    /// a game whose players are not named yet or that has not begun (a
    /// game already named and under way keeps its names, and a
    /// tournament's board always keeps its pairing's).
    pub fn named(&self, heading: &Heading, begun: bool) -> Option<Heading> {
        if !matches!(
            self,
            Seat::Locked(Locked::Pair { .. }) | Seat::Chosen(Chosen::Playing { .. })
        ) || heading.round.is_some()
        {
            return None;
        }
        let [white, black] = self.sides().map(|p| p.and_then(|p| Name::new(&p.name)));
        let unnamed = heading.white.is_none() && heading.black.is_none();
        let same = heading.white == white && heading.black == black;
        (!same && (unnamed || !begun)).then(|| Heading {
            white,
            black,
            ..heading.clone()
        })
    }

    /// The names at each side, for the board the school server shows: a
    /// pupil alone on both (who they play is not known).
    pub fn side_names(&self) -> [Option<String>; 2] {
        self.sides().map(|p| p.map(|p| p.name.clone()))
    }

    /// The seat to ask "Still you?" of: a pupil who chose themself
    /// (after a reload, or a few idle minutes). Anyone else stays.
    pub fn ask_again(self) -> Seat {
        match self {
            Seat::Chosen(chosen) => Seat::StillYou(chosen),
            seat => seat,
        }
    }

    /// The seat once a game ends: a chosen pupil is asked "Still you?"
    /// before the next one, and plays nobody yet (the next game asks
    /// again); a locked tablet stays as the teacher left it.
    pub fn after_game(self) -> Seat {
        match self {
            Seat::Chosen(chosen) => Seat::StillYou(Chosen::Alone(chosen.pupil().clone())),
            seat => seat,
        }
    }

    /// The answer to "Still you?": yes keeps who was chosen, no asks
    /// "Who are you?".
    pub fn still_you(self, yes: bool) -> Seat {
        match self {
            Seat::StillYou(chosen) if yes => Seat::Chosen(chosen),
            Seat::StillYou(_) => Seat::Unknown,
            seat => seat,
        }
    }

    /// The pupil asked "Still you?".
    pub fn asked_still_you(&self) -> Option<&OnRoster> {
        match self {
            Seat::StillYou(chosen) => Some(chosen.pupil()),
            _ => None,
        }
    }

    /// The pupil a beginning game asks "who plays with you?": one who
    /// chose themself and plays nobody yet.
    pub fn alone(&self) -> Option<&OnRoster> {
        match self {
            Seat::Chosen(Chosen::Alone(pupil)) => Some(pupil),
            _ => None,
        }
    }

    /// The seat as the tablet remembers it across a reload (a guest is
    /// asked again).
    pub fn remembered(&self) -> Option<String> {
        let key = |p: &OnRoster| Roster::key(p.id);
        match self {
            Seat::Unknown | Seat::Guest => None,
            Seat::Chosen(Chosen::Alone(p)) | Seat::StillYou(Chosen::Alone(p)) => {
                Some(format!("chosen {}", key(p)))
            }
            Seat::Chosen(Chosen::Playing {
                pupil,
                side,
                against,
            })
            | Seat::StillYou(Chosen::Playing {
                pupil,
                side,
                against,
            }) => {
                let other = match against {
                    Against::Classmate(classmate) => key(classmate),
                    Against::Guest => "guest".into(),
                };
                Some(format!("playing {} {} {other}", key(pupil), side.char()))
            }
            Seat::Locked(Locked::One(p)) => Some(format!("one {}", key(p))),
            Seat::Locked(Locked::Pair { white, black }) => {
                Some(format!("pair {} {}", key(white), key(black)))
            }
        }
    }

    /// Reads a remembered seat back against the roster, after a reload: a
    /// pupil who chose themself is asked "Still you?"; a pupil no longer
    /// on the roster (deleted) leaves the seat unknown, and the tablet
    /// asks.
    pub fn recall(text: &str, roster: &Roster) -> Seat {
        Seat::read(text, roster).ask_again()
    }

    /// The seat with its pupils as the roster has them now (renamed, new
    /// stars), or unknown when one of them is gone from it.
    pub fn follow(&self, roster: &Roster) -> Seat {
        let now = self
            .remembered()
            .map_or_else(|| self.clone(), |text| Seat::read(&text, roster));
        match self {
            Seat::StillYou(_) => now.ask_again(),
            _ => now,
        }
    }

    /// Reads a remembered seat back against the roster, as it was (what
    /// another page of the device reads: who was last chosen).
    pub fn read(text: &str, roster: &Roster) -> Seat {
        let mut words = text.split(' ');
        let kind = words.next();
        let mut pupil = || roster.find(words.next()?).cloned();
        match kind {
            Some("chosen") => pupil().map(|p| Seat::Chosen(Chosen::Alone(p))),
            Some("one") => pupil().map(|p| Seat::Locked(Locked::One(p))),
            Some("pair") => match (pupil(), pupil()) {
                (Some(white), Some(black)) if white.id != black.id => {
                    Some(Seat::Locked(Locked::Pair { white, black }))
                }
                _ => None,
            },
            Some("playing") => {
                let chooser = pupil();
                let side = words
                    .next()
                    .and_then(|w| w.chars().next())
                    .and_then(Color::from_char);
                let against = match words.next() {
                    Some("guest") => Some(Against::Guest),
                    Some(key) => roster.find(key).cloned().map(Against::Classmate),
                    None => None,
                };
                match (chooser, side, against) {
                    (Some(pupil), Some(side), Some(against))
                        if !matches!(&against, Against::Classmate(c) if c.id == pupil.id) =>
                    {
                        Some(Seat::Chosen(Chosen::Playing {
                            pupil,
                            side,
                            against,
                        }))
                    }
                    _ => None,
                }
            }
            _ => None,
        }
        .unwrap_or(Seat::Unknown)
    }

    pub fn is_locked(&self) -> bool {
        matches!(self, Seat::Locked(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::class::{DeviceId, Picture};

    fn pupil(number: u64, name: &str) -> OnRoster {
        OnRoster {
            id: PupilId {
                device: DeviceId(9),
                number,
            },
            name: name.into(),
            picture: Picture::ALL[number as usize % Picture::ALL.len()],
            stars: Default::default(),
        }
    }

    fn roster() -> Roster {
        Roster(vec![("3B".into(), vec![pupil(1, "Ana"), pupil(2, "Luis")])])
    }

    fn alone(pupil: OnRoster) -> Seat {
        Seat::Chosen(Chosen::Alone(pupil))
    }

    fn playing(side: Color, against: Against) -> Seat {
        Seat::Chosen(Chosen::Playing {
            pupil: pupil(1, "Ana"),
            side,
            against,
        })
    }

    fn pair() -> Seat {
        Seat::Locked(Locked::Pair {
            white: pupil(1, "Ana"),
            black: pupil(2, "Luis"),
        })
    }

    #[test]
    fn in_a_pair_each_side_is_its_own_pupil() {
        let (ana, luis) = (pupil(1, "").id, pupil(2, "").id);
        assert_eq!(pair().pupils(Some(Color::White)), [ana]);
        assert_eq!(pair().pupils(Some(Color::Black)), [luis]);
        assert_eq!(pair().pupils(None), [ana, luis], "a lesson is both's");
        let one = alone(pupil(2, "Luis"));
        assert_eq!(one.pupils(Some(Color::White)), [luis]);
        assert_eq!(one.pupils(None), [luis]);
        assert_eq!(Seat::Guest.pupils(Some(Color::White)), []);
    }

    #[test]
    fn a_pair_game_goes_to_both_each_against_the_other() {
        let games = pair().games(Some(Color::Black), None);
        assert_eq!(
            games,
            vec![
                GameFor {
                    pupil: pupil(1, "").id,
                    opponent: Opponent::Classmate(pupil(2, "").id),
                    outcome: Outcome::Lost
                },
                GameFor {
                    pupil: pupil(2, "").id,
                    opponent: Opponent::Classmate(pupil(1, "").id),
                    outcome: Outcome::Won
                },
            ]
        );
        let drawn = pair().games(None, None);
        assert!(drawn.iter().all(|g| g.outcome == Outcome::Drawn));
    }

    #[test]
    fn a_pupil_against_the_computer_plays_the_other_side() {
        let ana = alone(pupil(1, "Ana"));
        let games = ana.games(Some(Color::White), Some((Color::Black, 3)));
        assert_eq!(games[0].opponent, Opponent::Computer(3));
        assert_eq!(games[0].outcome, Outcome::Won);
        assert!(ana.games(Some(Color::White), None).is_empty());
        assert!(Seat::Guest.games(None, Some((Color::Black, 3))).is_empty());
    }

    #[test]
    fn a_pair_names_a_game_not_named_or_not_begun() {
        let named = pair().named(&Heading::default(), true).unwrap();
        assert_eq!(named.white.unwrap().as_str(), "Ana");
        assert_eq!(named.black.unwrap().as_str(), "Luis");
        let others = Heading {
            white: Name::new("Eva"),
            black: Name::new("Rosa"),
            ..Heading::default()
        };
        assert_eq!(pair().named(&others, true), None, "a named game under way");
        assert!(pair().named(&others, false).is_some());
        let already = pair().named(&Heading::default(), false).unwrap();
        assert_eq!(pair().named(&already, false), None, "nothing to change");
        assert_eq!(alone(pupil(1, "Ana")).named(&others, false), None);
        let board = Heading {
            round: crate::heading::RoundBoard::from_pgn("2.3"),
            ..others
        };
        assert!(board.round.is_some());
        assert_eq!(pair().named(&board, false), None, "a tournament's board");
    }

    #[test]
    fn a_seat_is_remembered_and_read_back_against_the_roster() {
        for seat in [
            alone(pupil(1, "Ana")),
            playing(Color::Black, Against::Classmate(pupil(2, "Luis"))),
            playing(Color::White, Against::Guest),
            Seat::Locked(Locked::One(pupil(2, "Luis"))),
            pair(),
        ] {
            let text = seat.remembered().unwrap();
            assert_eq!(Seat::read(&text, &roster()), seat, "{text}");
            assert_eq!(seat.follow(&roster()), seat, "{text}");
        }
        assert_eq!(Seat::Guest.remembered(), None);
        let gone = Roster(vec![("3B".into(), vec![pupil(1, "Ana")])]);
        assert_eq!(
            Seat::recall(&pair().remembered().unwrap(), &gone),
            Seat::Unknown
        );
        let luis = playing(Color::White, Against::Classmate(pupil(2, "Luis")));
        assert_eq!(luis.follow(&gone), Seat::Unknown, "a classmate deleted");
        for bogus in [
            "",
            "pair",
            "pair x y",
            "one",
            "chosen ???",
            "sit 1",
            "playing",
            "playing x w guest",
        ] {
            assert_eq!(Seat::recall(bogus, &roster()), Seat::Unknown, "{bogus}");
        }
        let ana = Roster::key(pupil(1, "").id);
        for bogus in [
            format!("pair {ana} {ana}"),
            format!("playing {ana} w {ana}"),
            format!("playing {ana} x guest"),
            format!("playing {ana} w"),
        ] {
            assert_eq!(Seat::recall(&bogus, &roster()), Seat::Unknown, "{bogus}");
        }
    }

    #[test]
    fn a_chosen_pupil_is_asked_again_after_a_reload_a_game_or_idle_minutes() {
        let ana = alone(pupil(1, "Ana"));
        let text = ana.remembered().unwrap();
        let asked = Seat::recall(&text, &roster());
        assert_eq!(
            asked,
            Seat::StillYou(Chosen::Alone(pupil(1, "Ana"))),
            "a reload"
        );
        assert_eq!(asked.asked_still_you().map(|p| p.id), Some(pupil(1, "").id));
        assert_eq!(ana.asked_still_you(), None);
        assert_eq!(
            asked.pupils(Some(Color::White)),
            [],
            "nothing noted until answered"
        );
        assert_eq!(asked.clone().still_you(true), ana);
        assert_eq!(asked.clone().still_you(false), Seat::Unknown);
        assert_eq!(asked.follow(&roster()), asked, "still asking");
        assert_eq!(ana.clone().ask_again(), asked, "idle minutes");
        let game = playing(Color::White, Against::Classmate(pupil(2, "Luis")));
        assert_eq!(
            game.after_game(),
            asked,
            "the next game asks who plays again"
        );
        for stays in [
            Seat::Guest,
            Seat::Unknown,
            pair(),
            Seat::Locked(Locked::One(pupil(2, "Luis"))),
        ] {
            assert_eq!(stays.clone().ask_again(), stays);
            assert_eq!(stays.clone().after_game(), stays);
            assert_eq!(stays.clone().still_you(false), stays);
        }
        let locked = Seat::recall(&pair().remembered().unwrap(), &roster());
        assert_eq!(locked, pair(), "a tablet the teacher locked is not asked");
    }

    #[test]
    fn a_chosen_pupils_game_goes_to_them_and_their_classmate() {
        let (ana, luis) = (pupil(1, "").id, pupil(2, "").id);
        let with_luis = playing(Color::Black, Against::Classmate(pupil(2, "Luis")));
        assert_eq!(with_luis.pupils(Some(Color::Black)), [ana]);
        assert_eq!(with_luis.pupils(Some(Color::White)), [luis]);
        assert_eq!(with_luis.pupils(None), [ana], "the lessons stay Ana's");
        assert_eq!(
            with_luis.games(Some(Color::Black), None),
            vec![
                GameFor {
                    pupil: luis,
                    opponent: Opponent::Classmate(ana),
                    outcome: Outcome::Lost
                },
                GameFor {
                    pupil: ana,
                    opponent: Opponent::Classmate(luis),
                    outcome: Outcome::Won
                },
            ]
        );
        let with_guest = playing(Color::White, Against::Guest);
        assert_eq!(with_guest.pupils(Some(Color::Black)), []);
        assert_eq!(
            with_guest.games(None, None),
            vec![GameFor {
                pupil: ana,
                opponent: Opponent::Guest,
                outcome: Outcome::Drawn
            }]
        );
        let named = with_luis.named(&Heading::default(), false).unwrap();
        assert_eq!(named.white.unwrap().as_str(), "Luis");
        assert_eq!(named.black.unwrap().as_str(), "Ana");
        let named = with_guest.named(&Heading::default(), false).unwrap();
        assert_eq!(named.white.unwrap().as_str(), "Ana");
        assert_eq!(named.black, None);
        assert_eq!(with_guest.side_names(), [Some("Ana".into()), None]);
        assert_eq!(
            alone(pupil(1, "Ana")).side_names(),
            [Some("Ana".into()), Some("Ana".into())]
        );
        assert_eq!(alone(pupil(1, "Ana")).alone().map(|p| p.id), Some(ana));
        assert_eq!(with_luis.alone(), None, "asked once a game");
    }
}
