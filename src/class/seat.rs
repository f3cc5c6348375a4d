//! Who sits at a tablet in class mode: nobody chosen yet, a guest, a
//! pupil who chose their picture, or what the teacher locked the tablet
//! to — one pupil, or a pair playing each other. Which pupil a note is
//! about follows from it (in a pair, the player of the side that acted),
//! and a pair's names go into the game's heading.

use shakmaty::Color;

use super::roster::{OnRoster, Roster};
use super::{Opponent, Outcome, PupilId};
use crate::heading::{Heading, Name};

/// Who is at the tablet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seat {
    /// Not asked yet (or handed on: "Who are you?" asks again).
    Unknown,
    Guest,
    /// A pupil who chose themself; they can hand the tablet on.
    Chosen(OnRoster),
    /// The teacher locked the tablet: only the teacher unlocks it.
    Locked(Locked),
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

impl Seat {
    /// The pupils a note is for: about one side's play (in a pair, that
    /// side's player), or about the tablet's (a lesson: everyone at it).
    /// None for a guest.
    pub fn pupils(&self, side: Option<Color>) -> Vec<PupilId> {
        match (self, side) {
            (Seat::Unknown | Seat::Guest, _) => Vec::new(),
            (Seat::Chosen(pupil) | Seat::Locked(Locked::One(pupil)), _) => vec![pupil.id],
            (Seat::Locked(Locked::Pair { white, black }), Some(side)) => {
                vec![side.fold_wb(white, black).id]
            }
            (Seat::Locked(Locked::Pair { white, black }), None) => vec![white.id, black.id],
        }
    }

    /// The finished game for each pupil at the tablet: against the
    /// computer (the pupil plays the other side), or, in a pair, each
    /// against the other. A pupil alone without the computer played
    /// someone the tablet does not know: nothing is noted.
    pub fn games(&self, winner: Option<Color>, computer: Option<(Color, u8)>) -> Vec<GameFor> {
        let outcome = |side: Color| match winner {
            None => Outcome::Drawn,
            Some(w) if w == side => Outcome::Won,
            Some(_) => Outcome::Lost,
        };
        match (self, computer) {
            (Seat::Unknown | Seat::Guest, _) => Vec::new(),
            (Seat::Chosen(pupil) | Seat::Locked(Locked::One(pupil)), Some((side, level))) => {
                vec![GameFor {
                    pupil: pupil.id,
                    opponent: Opponent::Computer(level),
                    outcome: outcome(!side),
                }]
            }
            (Seat::Chosen(_) | Seat::Locked(Locked::One(_)), None) => Vec::new(),
            (Seat::Locked(Locked::Pair { white, black }), _) => vec![
                GameFor {
                    pupil: white.id,
                    opponent: Opponent::Classmate(black.id),
                    outcome: outcome(Color::White),
                },
                GameFor {
                    pupil: black.id,
                    opponent: Opponent::Classmate(white.id),
                    outcome: outcome(Color::Black),
                },
            ],
        }
    }

    /// The heading with the pair's names, when they should go in: a
    /// pair, and a game whose players are not named yet or that has not
    /// begun (a game already named and under way keeps its names, and a
    /// tournament's board always keeps its pairing's).
    pub fn named(&self, heading: &Heading, begun: bool) -> Option<Heading> {
        let Seat::Locked(Locked::Pair { white, black }) = self else {
            return None;
        };
        if heading.round.is_some() {
            return None;
        }
        let (white, black) = (Name::new(&white.name), Name::new(&black.name));
        let unnamed = heading.white.is_none() && heading.black.is_none();
        let same = heading.white == white && heading.black == black;
        (!same && (unnamed || !begun)).then(|| Heading {
            white,
            black,
            ..heading.clone()
        })
    }

    /// The seat as the tablet remembers it across a reload (a guest is
    /// asked again).
    pub fn remembered(&self) -> Option<String> {
        let key = |p: &OnRoster| Roster::key(p.id);
        match self {
            Seat::Unknown | Seat::Guest => None,
            Seat::Chosen(p) => Some(format!("chosen {}", key(p))),
            Seat::Locked(Locked::One(p)) => Some(format!("one {}", key(p))),
            Seat::Locked(Locked::Pair { white, black }) => {
                Some(format!("pair {} {}", key(white), key(black)))
            }
        }
    }

    /// Reads a remembered seat back against the roster: a pupil no longer
    /// on it (deleted) leaves the seat unknown, and the tablet asks.
    pub fn recall(text: &str, roster: &Roster) -> Seat {
        let mut words = text.split(' ');
        let kind = words.next();
        let mut pupil = || roster.find(words.next()?).cloned();
        match kind {
            Some("chosen") => pupil().map(Seat::Chosen),
            Some("one") => pupil().map(|p| Seat::Locked(Locked::One(p))),
            Some("pair") => match (pupil(), pupil()) {
                (Some(white), Some(black)) if white.id != black.id => {
                    Some(Seat::Locked(Locked::Pair { white, black }))
                }
                _ => None,
            },
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
        let one = Seat::Chosen(pupil(2, "Luis"));
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
        let ana = Seat::Chosen(pupil(1, "Ana"));
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
        assert_eq!(Seat::Chosen(pupil(1, "Ana")).named(&others, false), None);
        let board = Heading {
            round: crate::heading::RoundBoard::from_pgn("2.3"),
            ..others
        };
        assert!(board.round.is_some());
        assert_eq!(pair().named(&board, false), None, "a tournament's board");
    }

    #[test]
    fn a_seat_is_remembered_and_recalled_against_the_roster() {
        for seat in [
            Seat::Chosen(pupil(1, "Ana")),
            Seat::Locked(Locked::One(pupil(2, "Luis"))),
            pair(),
        ] {
            let text = seat.remembered().unwrap();
            assert_eq!(Seat::recall(&text, &roster()), seat, "{text}");
        }
        assert_eq!(Seat::Guest.remembered(), None);
        let gone = Roster(vec![("3B".into(), vec![pupil(1, "Ana")])]);
        assert_eq!(
            Seat::recall(&pair().remembered().unwrap(), &gone),
            Seat::Unknown
        );
        for bogus in ["", "pair", "pair x y", "one", "chosen ???", "sit 1"] {
            assert_eq!(Seat::recall(bogus, &roster()), Seat::Unknown, "{bogus}");
        }
        let same = format!("pair {0} {0}", Roster::key(pupil(1, "").id));
        assert_eq!(Seat::recall(&same, &roster()), Seat::Unknown);
    }
}
