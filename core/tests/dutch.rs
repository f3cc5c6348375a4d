//! The Swiss system by the FIDE Dutch rules: the first round as C.04.3
//! lays it out, and the absolute criteria on many random tournaments.

use std::collections::HashSet;

use peoncito_core::heading::Name;
use peoncito_core::tournament::simulation::{Rng, play_last_round};
use peoncito_core::tournament::{Bye, GameResult, Outing, Player, PlayerId, System, Tournament};
use shakmaty::Color;

fn swiss(players: u16, rounds: u8) -> Tournament {
    let mut t = Tournament::new(Name::new("Suizo").unwrap(), System::Swiss { rounds });
    for n in 1..=players {
        t.add_player(Player::new(Name::new(&format!("P{n}")).unwrap()))
            .unwrap();
    }
    t
}

fn games(t: &Tournament, round: usize) -> Vec<(u16, u16)> {
    t.rounds()[round]
        .boards
        .iter()
        .map(|b| (b.white.0, b.black.0))
        .collect()
}

#[test]
fn the_first_round_pairs_the_top_half_with_the_bottom_half_colours_alternating() {
    let mut t = swiss(10, 5);
    t.pair_next_round(&[]).unwrap();
    assert_eq!(games(&t, 0), [(1, 6), (7, 2), (3, 8), (9, 4), (5, 10)]);
    let mut t = swiss(9, 5);
    t.pair_next_round(&[]).unwrap();
    assert_eq!(games(&t, 0), [(1, 5), (6, 2), (3, 7), (8, 4)]);
    assert_eq!(
        t.rounds()[0].byes,
        [(PlayerId(9), Bye::Pairing)],
        "the lowest gets the bye"
    );
}

/// Checks the round just paired against the absolute criteria.
fn check_round(t: &Tournament, rounds: u8) {
    let r = t.rounds().len() - 1;
    let round = &t.rounds()[r];
    let mut seen = HashSet::new();
    for b in &round.boards {
        assert!(
            seen.insert(b.white) && seen.insert(b.black),
            "a player twice"
        );
        // C1: no rematch.
        let before = |id: PlayerId| t.outings(id).into_iter().take(r).collect::<Vec<_>>();
        let met = before(b.white).iter().any(|o| matches!(o, Outing::Game { opponent, result: Some(res), .. } if *opponent == b.black && res.was_played()));
        assert!(!met, "round {}: {:?}–{:?} again", r + 1, b.white, b.black);
        // C3: two non-topscorers with the same absolute colour preference never meet.
        let colours = |id: PlayerId| -> Vec<Color> {
            before(id)
                .iter()
                .filter_map(|o| match o {
                    Outing::Game {
                        colour,
                        result: Some(res),
                        ..
                    } if res.was_played() => Some(*colour),
                    _ => None,
                })
                .collect()
        };
        let absolute = |id: PlayerId| -> Option<Color> {
            let c = colours(id);
            let whites = c.iter().filter(|x| **x == Color::White).count() as i32;
            let diff = whites - (c.len() as i32 - whites);
            if diff > 1 {
                return Some(Color::Black);
            }
            if diff < -1 {
                return Some(Color::White);
            }
            (c.len() >= 2 && c[c.len() - 1] == c[c.len() - 2]).then(|| !c[c.len() - 1])
        };
        let last_round = r + 1 == usize::from(rounds);
        let top = |id: PlayerId| t.score_after(id, r).0 > r as u16;
        if let (Some(a), Some(b2)) = (absolute(b.white), absolute(b.black))
            && a == b2
        {
            assert!(
                last_round && (top(b.white) || top(b.black)),
                "round {}: same absolute colour {:?}–{:?}",
                r + 1,
                b.white,
                b.black
            );
        }
        // Nobody has the same colour three times running, or two more of one.
        if !last_round {
            for (id, colour) in [(b.white, Color::White), (b.black, Color::Black)] {
                if absolute(id) == Some(!colour) {
                    panic!("round {}: {id:?} against an absolute preference", r + 1);
                }
            }
        }
    }
    for (id, bye) in &round.byes {
        assert!(seen.insert(*id));
        if *bye == Bye::Pairing {
            // C2: at most one pairing bye, none after a win without playing.
            let had = t.outings(*id).into_iter().take(r).any(|o| match o {
                Outing::Bye(Bye::Pairing) => true,
                Outing::Game {
                    colour,
                    result: Some(res @ GameResult::Forfeit { .. }),
                    ..
                } => res.points(colour).0 == 2,
                _ => false,
            });
            assert!(!had, "round {}: a second bye for {id:?}", r + 1);
        }
    }
    let pairing_byes = round
        .byes
        .iter()
        .filter(|(_, b)| *b == Bye::Pairing)
        .count();
    assert!(pairing_byes <= 1);
    assert_eq!(
        seen.len(),
        t.players().len(),
        "everyone is paired or has a bye"
    );
}

/// Pairs `count` random tournaments of 8–40 players and 5–9 rounds, with
/// random results, checking each round; returns the rounds paired.
fn random_tournaments(seed: u64, count: usize) -> usize {
    let mut rng = Rng::new(seed);
    let mut rounds_paired = 0;
    for _ in 0..count {
        let players = 8 + rng.below(33) as u16;
        let rounds = 5 + rng.below(5) as u8;
        let mut t = swiss(players, rounds);
        for _ in 0..rounds {
            match t.pair_next_round(&[]) {
                Ok(_) => {}
                // Late rounds of a small field may have no valid pairing.
                Err(peoncito_core::tournament::TournamentError::NoValidPairing) => break,
                Err(e) => panic!("{e:?}"),
            }
            check_round(&t, rounds);
            rounds_paired += 1;
            play_last_round(&mut t, &mut rng);
        }
    }
    rounds_paired
}

// Two thousand tournaments in all, in four tests that run side by side.
#[test]
fn random_tournaments_keep_every_absolute_criterion_1() {
    assert!(random_tournaments(0x9e37_79b9_7f4a_7c15, 500) > 3000);
}

#[test]
fn random_tournaments_keep_every_absolute_criterion_2() {
    assert!(random_tournaments(0x2545_f491_4f6c_dd1d, 500) > 3000);
}

#[test]
fn random_tournaments_keep_every_absolute_criterion_3() {
    assert!(random_tournaments(0x1405_7b7e_f767_814f, 500) > 3000);
}

#[test]
fn random_tournaments_keep_every_absolute_criterion_4() {
    assert!(random_tournaments(0xd1b5_4a32_d192_ed03, 500) > 3000);
}

#[test]
fn keeping_siblings_apart_changes_the_pairing_and_the_teacher_is_told() {
    let mut t = swiss(10, 5);
    assert!(!t.apart_changes_pairing(&[]), "nobody is kept apart");
    // 1 and 6 would meet on board 1; they are siblings.
    t.forbid(PlayerId(1), PlayerId(6), None).unwrap();
    assert!(t.apart_changes_pairing(&[]));
    t.pair_next_round(&[]).unwrap();
    assert!(!games(&t, 0).iter().any(|g| *g == (1, 6) || *g == (6, 1)));
    // Kept apart but not due to meet: the pairing is the same.
    let mut t = swiss(10, 5);
    t.forbid(PlayerId(1), PlayerId(2), None).unwrap();
    assert!(!t.apart_changes_pairing(&[]));
}

#[test]
fn the_rounds_suggested_grow_with_each_doubling_of_the_field() {
    let suggested: Vec<u8> = [2, 8, 9, 16, 17, 30, 60, 64, 65, 300]
        .iter()
        .map(|n| System::suggested_swiss_rounds(*n))
        .collect();
    assert_eq!(suggested, [3, 3, 4, 4, 5, 5, 6, 6, 7, 9]);
}
