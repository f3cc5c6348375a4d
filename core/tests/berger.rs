//! The round robin's rounds against the FIDE Berger tables (Handbook C.05,
//! Annex 1), and the properties every table has, for 3–16 players.

use std::collections::HashSet;

use peoncito_core::tournament::PlayerId;
use peoncito_core::tournament::berger::{Pairing, round, rounds_in_cycle};

/// The published tables for 3–4, 5–6 and 7–8 players, round by round,
/// board by board, White first.
const FIDE_4: &str = "1-4 2-3 | 4-3 1-2 | 2-4 3-1";
const FIDE_6: &str = "1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1";
const FIDE_8: &str = "1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | 2-8 3-1 4-7 5-6 | 8-6 7-5 1-4 2-3 | \
                      3-8 4-2 5-1 6-7 | 8-7 1-6 2-5 3-4 | 4-8 5-3 6-2 7-1";

fn written(players: u16, double: bool) -> String {
    let rounds = if double {
        2 * rounds_in_cycle(players)
    } else {
        rounds_in_cycle(players)
    };
    (1..=rounds)
        .map(|r| {
            round(players, r, double)
                .iter()
                .map(|p| match p {
                    Pairing::Game { white, black } => format!("{}-{}", white.0, black.0),
                    Pairing::Rest(id) => format!("{}-rest", id.0),
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

fn squeeze(table: &str) -> String {
    table.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn even_fields_follow_the_published_tables() {
    assert_eq!(written(4, false), FIDE_4);
    assert_eq!(written(6, false), FIDE_6);
    assert_eq!(written(8, false), squeeze(FIDE_8));
}

#[test]
fn an_odd_field_plays_the_next_even_table_and_who_meets_the_last_number_rests() {
    // 3 players: the table of 4, number 4 is nobody.
    assert_eq!(written(3, false), "1-rest 2-3 | 3-rest 1-2 | 2-rest 3-1");
    let five = written(5, false);
    assert!(
        five.starts_with("1-rest 2-5 3-4 | 4-rest 5-3 1-2 |"),
        "{five}"
    );
}

#[test]
fn a_double_round_robin_reverses_colours_and_swaps_the_first_cycles_last_two_rounds() {
    let rounds: Vec<&str> = FIDE_4.split(" | ").collect();
    let reversed = |r: &str| {
        r.split(' ')
            .map(|g| {
                let (w, b) = g.split_once('-').unwrap();
                format!("{b}-{w}")
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let expected = [
        rounds[0].to_string(),
        rounds[2].to_string(),
        rounds[1].to_string(),
        reversed(rounds[0]),
        reversed(rounds[1]),
        reversed(rounds[2]),
    ]
    .join(" | ");
    assert_eq!(written(4, true), expected);
}

/// Who had which colour in each round, for each player.
fn colours(players: u16, double: bool) -> Vec<Vec<Option<bool>>> {
    let rounds = if double {
        2 * rounds_in_cycle(players)
    } else {
        rounds_in_cycle(players)
    };
    let mut seen = vec![Vec::new(); usize::from(players) + 1];
    for r in 1..=rounds {
        let mut this: Vec<Option<bool>> = vec![None; usize::from(players) + 1];
        for p in round(players, r, double) {
            if let Pairing::Game { white, black } = p {
                this[usize::from(white.0)] = Some(true);
                this[usize::from(black.0)] = Some(false);
            }
        }
        for (id, c) in this.into_iter().enumerate() {
            seen[id].push(c);
        }
    }
    seen
}

#[test]
fn every_table_from_3_to_16_players_is_a_true_round_robin() {
    for players in 3..=16u16 {
        for double in [false, true] {
            let once = rounds_in_cycle(players);
            let rounds = if double { 2 * once } else { once };
            let mut met: HashSet<(u16, u16, bool)> = HashSet::new();
            for r in 1..=rounds {
                let pairings = round(players, r, double);
                assert_eq!(
                    pairings.len(),
                    usize::from(players.div_ceil(2)),
                    "{players} players, round {r}"
                );
                let mut in_round = HashSet::new();
                for p in pairings {
                    match p {
                        Pairing::Game { white, black } => {
                            assert!(in_round.insert(white) && in_round.insert(black));
                            // Each pair meets once per cycle, with each colour once in a double.
                            assert!(
                                met.insert((white.0, black.0, r > once)),
                                "{white:?}-{black:?} again"
                            );
                        }
                        Pairing::Rest(id) => {
                            assert_eq!(players % 2, 1, "only an odd field rests");
                            assert!(in_round.insert(id));
                        }
                    }
                }
                assert_eq!(in_round.len(), usize::from(players));
                assert!(
                    in_round
                        .iter()
                        .all(|id: &PlayerId| (1..=players).contains(&id.0))
                );
            }
            let games = usize::from(players) * usize::from(players - 1) / 2;
            assert_eq!(met.len(), if double { 2 * games } else { games });
            if double {
                for (w, b, second) in &met {
                    assert!(
                        met.contains(&(*b, *w, !second)),
                        "{w}-{b} reversed in the other cycle"
                    );
                }
            }
            // Colours balanced: in one cycle nobody has more than one extra of a colour,
            // and no one has the same colour three times running.
            for (id, seq) in colours(players, double).iter().enumerate().skip(1) {
                let played: Vec<bool> = seq.iter().flatten().copied().collect();
                if !double {
                    let whites = played.iter().filter(|c| **c).count() as i32;
                    let blacks = played.len() as i32 - whites;
                    assert!(
                        (whites - blacks).abs() <= 1,
                        "{players} players: {id} has {whites}/{blacks}"
                    );
                }
                let runs = seq
                    .windows(3)
                    .filter(|w| w.iter().all(|c| c.is_some()) && w[0] == w[1] && w[1] == w[2]);
                assert_eq!(
                    runs.count(),
                    0,
                    "{players} players: {id} has a colour three times running"
                );
            }
        }
    }
}

#[test]
fn out_of_range_asks_get_no_pairings() {
    assert!(round(1, 1, false).is_empty());
    assert!(round(6, 0, false).is_empty());
    assert!(round(6, 6, false).is_empty());
    assert!(round(6, 11, true).is_empty());
    assert_eq!(
        round(u16::MAX, 255, false).len(),
        32768,
        "a huge field does not overflow"
    );
}

/// The tables of an independent implementation (written by
/// `bench/berger-tables.py`), for every field from 3 to 16.
#[test]
fn every_table_from_3_to_16_players_agrees_with_an_independent_implementation() {
    let tables = include_str!("data/berger-tables.txt");
    let mut checked = 0;
    for line in tables.lines() {
        let (players, table) = line.split_once(": ").unwrap();
        let players: u16 = players.parse().unwrap();
        assert_eq!(written(players, false), table, "{players} players");
        checked += 1;
    }
    assert_eq!(checked, 14);
}

mod scheveningen {
    use peoncito_core::tournament::PlayerId;
    use peoncito_core::tournament::berger::Pairing;
    use peoncito_core::tournament::scheveningen::round;
    use std::collections::HashSet;

    #[test]
    fn every_member_meets_every_member_of_the_other_team_with_colours_balanced() {
        for n in 1..=12u16 {
            let first: Vec<PlayerId> = (1..=n).map(PlayerId).collect();
            let second: Vec<PlayerId> = (n + 1..=2 * n).map(PlayerId).collect();
            let mut met = HashSet::new();
            let mut whites = vec![0i32; usize::from(2 * n) + 1];
            let mut last = vec![None; usize::from(2 * n) + 1];
            let mut repeats = vec![0; usize::from(2 * n) + 1];
            for r in 1..=n as u8 {
                let games = round(&first, &second, r);
                assert_eq!(games.len(), usize::from(n));
                for pairing in games {
                    let Pairing::Game { white: w, black: b } = pairing else {
                        panic!("teams of one size rest nobody");
                    };
                    let (a, x) = if w.0 <= n { (w, b) } else { (b, w) };
                    assert!(a.0 <= n && x.0 > n, "a game across the teams");
                    assert!(met.insert((a, x)), "{a:?}–{x:?} twice");
                    whites[usize::from(w.0)] += 1;
                    for (p, white) in [(w, true), (b, false)] {
                        if last[usize::from(p.0)] == Some(white) {
                            repeats[usize::from(p.0)] += 1;
                        }
                        last[usize::from(p.0)] = Some(white);
                    }
                }
            }
            assert_eq!(met.len(), usize::from(n * n));
            // Colours alternate; an odd team size repeats one colour once.
            let allowed = if n % 2 == 0 { 0 } else { 1 };
            assert!(repeats.iter().all(|r| *r <= allowed), "n={n}: {repeats:?}");
            for p in 1..=2 * n {
                let w = whites[usize::from(p)];
                let b = i32::from(n) - w;
                assert!(
                    (w - b).abs() <= 1,
                    "n={n}: player {p} has {w} whites and {b} blacks"
                );
            }
            assert!(round(&first, &second, n as u8 + 1).is_empty());
            // One fewer on the second team: each round one of the first
            // rests, and every pair still meets once.
            let smaller = &second[1..];
            let mut met = HashSet::new();
            for r in (1..=n as u8).filter(|_| n >= 2) {
                let pairings = round(&first, smaller, r);
                let rests = pairings
                    .iter()
                    .filter(|p| matches!(p, Pairing::Rest(id) if id.0 <= n))
                    .count();
                assert_eq!((pairings.len(), rests), (usize::from(n), 1), "n={n} r={r}");
                for p in pairings {
                    if let Pairing::Game { white, black } = p {
                        assert!(met.insert((white.min(black), white.max(black))));
                    }
                }
            }
            assert_eq!(met.len(), usize::from(n) * usize::from(n - 1));
            assert!(round(&[], &second, 1).is_empty(), "no team");
        }
    }
}
