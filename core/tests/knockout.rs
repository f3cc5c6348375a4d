//! Knockout brackets for 5–33 players: the top seeds have the first round
//! off, seeds 1 and 2 can meet only in the final, and a level mini-match is
//! settled by faster games or lots.

use std::collections::HashSet;

use peoncito_core::tournament::knockout::{Decider, Knockout, KnockoutError, Settle, seed_order};
use peoncito_core::tournament::{GameResult, PlayerId};

fn seeds(n: u16) -> Vec<PlayerId> {
    (1..=n).map(PlayerId).collect()
}

#[test]
fn seeds_are_spread_so_the_best_meet_last() {
    assert_eq!(seed_order(2), [1, 2]);
    assert_eq!(seed_order(4), [1, 4, 2, 3]);
    assert_eq!(seed_order(8), [1, 8, 4, 5, 2, 7, 3, 6]);
}

#[test]
fn brackets_from_5_to_33_players_give_the_top_seeds_the_byes_and_end_with_one_champion() {
    for n in 5..=33u16 {
        let mut ko = Knockout::new(&seeds(n), 2, Decider::Lots).unwrap();
        let size = usize::from(n).next_power_of_two();
        let first = ko.stages()[0].clone();
        assert_eq!(first.len(), size / 2, "{n} players");
        let byes: Vec<u16> = first
            .iter()
            .filter(|m| m.second.is_none())
            .map(|m| m.first.0)
            .collect();
        assert_eq!(byes.len(), size - usize::from(n), "{n} players");
        assert_eq!(
            byes.iter().copied().collect::<HashSet<_>>(),
            (1..=byes.len() as u16).collect(),
            "the top seeds rest"
        );
        let mut everyone = HashSet::new();
        for m in &first {
            assert!(everyone.insert(m.first));
            if let Some(s) = m.second {
                assert!(everyone.insert(s));
                assert!(m.first.0 < s.0, "the higher seed is first");
                assert_eq!(m.games.len(), 2);
            }
        }
        assert_eq!(everyone.len(), usize::from(n));
        // The higher seed always wins: the final is seed 1 against seed 2.
        let mut stages = 1;
        loop {
            let matches = ko.stages().last().unwrap().clone();
            for (i, m) in matches.iter().enumerate() {
                for g in 0..m.games.len() {
                    let first_white = m.games[g].first_colour == shakmaty::Color::White;
                    let result = if first_white {
                        GameResult::WHITE_WINS
                    } else {
                        GameResult::BLACK_WINS
                    };
                    ko.set_result(i, g, Some(result)).unwrap();
                }
            }
            match ko.next_stage() {
                Ok(_) => stages += 1,
                Err(KnockoutError::Finished) => break,
                Err(e) => panic!("{n} players: {e:?}"),
            }
        }
        assert_eq!(stages, size.trailing_zeros(), "{n} players");
        let last = &ko.stages()[stages as usize - 1];
        assert_eq!(last.len(), 1);
        assert_eq!(
            (last[0].first, last[0].second),
            (PlayerId(1), Some(PlayerId(2))),
            "{n} players"
        );
        assert_eq!(ko.champion(), Some(PlayerId(1)));
    }
}

#[test]
fn a_level_match_gets_faster_games_until_someone_wins() {
    let mut ko = Knockout::new(&seeds(2), 2, Decider::FasterGame).unwrap();
    assert_eq!(
        ko.set_result(0, 0, Some(GameResult::DRAW)),
        Ok(Settle::Nothing)
    );
    assert_eq!(
        ko.set_result(0, 1, Some(GameResult::DRAW)),
        Ok(Settle::FasterGame)
    );
    let m = &ko.stages()[0][0];
    assert_eq!(m.games.len(), 3);
    assert!(m.games[2].tie_break);
    assert_eq!(
        m.games[2].first_colour,
        shakmaty::Color::White,
        "colours keep alternating"
    );
    assert_eq!(ko.next_stage().err(), Some(KnockoutError::StageNotOver));
    assert_eq!(
        ko.set_result(0, 2, Some(GameResult::DRAW)),
        Ok(Settle::FasterGame)
    );
    assert_eq!(
        ko.set_result(0, 3, Some(GameResult::WHITE_WINS)),
        Ok(Settle::Nothing)
    );
    // Game 4: the first player had Black.
    assert_eq!(ko.stages()[0][0].winner(), Some(PlayerId(2)));
    assert_eq!(ko.champion(), Some(PlayerId(2)));
    assert_eq!(ko.next_stage().err(), Some(KnockoutError::Finished));
    // A corrected regular game that decides the match drops the open extra game.
    let mut ko = Knockout::new(&seeds(2), 2, Decider::FasterGame).unwrap();
    ko.set_result(0, 0, Some(GameResult::DRAW)).unwrap();
    ko.set_result(0, 1, Some(GameResult::DRAW)).unwrap();
    ko.set_result(0, 1, Some(GameResult::WHITE_WINS)).unwrap();
    assert_eq!(ko.stages()[0][0].games.len(), 2);
}

#[test]
fn a_level_match_can_be_settled_by_lots_between_its_two_players_only() {
    let mut ko = Knockout::new(&seeds(4), 1, Decider::Lots).unwrap();
    assert_eq!(
        ko.set_result(0, 0, Some(GameResult::DRAW)),
        Ok(Settle::DrawLots)
    );
    assert_eq!(ko.draw_lots(0, PlayerId(2)), Err(KnockoutError::NotForLots));
    assert_eq!(
        ko.draw_lots(1, PlayerId(2)),
        Err(KnockoutError::NotForLots),
        "not level yet"
    );
    ko.draw_lots(0, PlayerId(4)).unwrap();
    assert_eq!(ko.stages()[0][0].winner(), Some(PlayerId(4)));
    assert_eq!(ko.set_result(5, 0, None), Err(KnockoutError::UnknownMatch));
    assert_eq!(ko.set_result(0, 3, None), Err(KnockoutError::UnknownGame));
    assert_eq!(
        Knockout::new(&seeds(1), 2, Decider::Lots).err(),
        Some(KnockoutError::TooFewPlayers)
    );
}

mod double {
    use std::collections::HashMap;

    use peoncito_core::tournament::knockout::{
        BracketPart, Decider, DoubleKnockout, KnockoutError, Match,
    };
    use peoncito_core::tournament::{GameResult, PlayerId};
    use shakmaty::Color;

    /// Plays a double knockout to the end; `first_wins` decides each match.
    fn play(
        n: u16,
        first_wins: &mut impl FnMut(&Match) -> bool,
    ) -> (DoubleKnockout, HashMap<PlayerId, u32>, u32) {
        let seeds: Vec<PlayerId> = (1..=n).map(PlayerId).collect();
        let mut ko = DoubleKnockout::new(&seeds, 1, Decider::Lots).unwrap();
        let mut losses: HashMap<PlayerId, u32> = HashMap::new();
        let mut matches = 0;
        for _ in 0..200 {
            for bracket in [
                BracketPart::Winners,
                BracketPart::Losers,
                BracketPart::Final,
            ] {
                let Some(stage) = ko.stages(bracket).last().cloned() else {
                    continue;
                };
                // Of the finals, only the last is played.
                let first_open = if bracket == BracketPart::Final {
                    stage.len().saturating_sub(1)
                } else {
                    0
                };
                for (i, m) in stage.iter().enumerate().skip(first_open) {
                    if m.second.is_none() || m.winner().is_some() {
                        continue;
                    }
                    for p in [m.first, m.second.unwrap()] {
                        assert!(
                            losses.get(&p).copied().unwrap_or(0) < 2,
                            "{n} players: {p:?} plays after two losses"
                        );
                    }
                    let white_wins = (m.games[0].first_colour == Color::White) == first_wins(m);
                    let result = if white_wins {
                        GameResult::WHITE_WINS
                    } else {
                        GameResult::BLACK_WINS
                    };
                    ko.set_result(bracket, i, 0, Some(result)).unwrap();
                    let decided = ko.stages(bracket).last().unwrap();
                    let decided = &decided[i];
                    *losses.entry(decided.loser().unwrap()).or_default() += 1;
                    matches += 1;
                }
            }
            match ko.next_stage() {
                Ok(()) => {}
                Err(KnockoutError::Finished) => return (ko, losses, matches),
                Err(e) => panic!("{n} players: {e:?}"),
            }
        }
        panic!("{n} players: never finished");
    }

    #[test]
    fn the_best_seed_wins_and_everyone_else_loses_twice() {
        for n in 2..=20u16 {
            let (ko, losses, matches) = play(n, &mut |m: &Match| m.first.0 < m.second.unwrap().0);
            assert_eq!(ko.champion(), Some(PlayerId(1)), "{n} players");
            assert_eq!(losses.get(&PlayerId(1)), None);
            for p in 2..=n {
                assert_eq!(losses.get(&PlayerId(p)), Some(&2), "{n} players: {p}");
            }
            assert_eq!(matches, 2 * u32::from(n) - 2, "{n} players");
            let finals = &ko.stages(BracketPart::Final)[0];
            assert_eq!(
                (finals[0].first, finals[0].second),
                (PlayerId(1), Some(PlayerId(2)))
            );
        }
    }

    #[test]
    fn whatever_happens_a_player_is_out_after_two_losses_and_one_is_left() {
        for n in 2..=20u16 {
            for seed in 0..20u32 {
                let mut state = seed.wrapping_mul(2_654_435_761).wrapping_add(u32::from(n));
                let (ko, losses, matches) = play(n, &mut |_| {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    state % 3 != 0
                });
                let champion = ko.champion().expect("a champion");
                assert!(losses.get(&champion).copied().unwrap_or(0) <= 1);
                let out = (1..=n).map(PlayerId).filter(|p| *p != champion);
                for p in out {
                    assert_eq!(losses.get(&p), Some(&2), "{n} players, run {seed}: {p:?}");
                }
                // One more match when the losers' champion forced a second final.
                let second_final = ko.stages(BracketPart::Final)[0].len() == 2;
                assert_eq!(
                    matches,
                    2 * u32::from(n) - 2 + u32::from(second_final),
                    "{n} players, run {seed}"
                );
            }
        }
    }

    /// Every pair that meets in the losers' bracket after meeting before.
    fn rematches(ko: &DoubleKnockout) -> (usize, usize) {
        let mut met: Vec<(PlayerId, PlayerId)> = Vec::new();
        let pair = |m: &Match| m.second.map(|s| (m.first.min(s), m.first.max(s)));
        let (mut again, mut losers_matches) = (0, 0);
        // Stages in the order they were played: the winners' stage before
        // the losers' stage drawn with it.
        let winners = ko.stages(BracketPart::Winners);
        let losers = ko.stages(BracketPart::Losers);
        for i in 0..winners.len().max(losers.len() + 1) {
            for m in winners.get(i).into_iter().flatten().filter_map(pair) {
                met.push(m);
            }
            if i >= 1 {
                for m in losers.get(i - 1).into_iter().flatten().filter_map(pair) {
                    losers_matches += 1;
                    again += usize::from(met.contains(&m));
                    met.push(m);
                }
            }
        }
        (again, losers_matches)
    }

    #[test]
    fn drops_are_crossed_so_no_one_meets_the_player_just_met() {
        // Eight players, favourites winning: round 1 is 1–8, 4–5, 2–7, 3–6.
        let (ko, _, _) = play(8, &mut |m: &Match| m.first.0 < m.second.unwrap().0);
        let losers = ko.stages(BracketPart::Losers);
        let pairs = |stage: &[Match]| -> Vec<(u16, u16)> {
            stage
                .iter()
                .map(|m| (m.first.0, m.second.map_or(0, |p| p.0)))
                .collect()
        };
        // Neighbours' losers, then the winners' second-stage losers (4 and
        // 3) crossed: 5–3 and 6–4, not the round-1 repeats 6–3 and 5–4.
        assert_eq!(pairs(&losers[0]), [(8, 5), (7, 6)]);
        assert_eq!(pairs(&losers[1]), [(5, 3), (6, 4)]);
        // Then 3–4 among the survivors, and 3 against the winners' final's
        // loser: 2, who beat 3 in stage 2 — the one rematch any bracket has.
        assert_eq!(pairs(&losers[2]), [(3, 4)]);
        assert_eq!(pairs(&losers[3]), [(3, 2)]);
        assert_eq!(rematches(&ko), (1, 6));
    }

    #[test]
    fn sixteen_players_give_the_standard_losers_bracket_without_rests() {
        for seed in 0..10u32 {
            let mut state = seed.wrapping_mul(2_654_435_761) | 1;
            let (ko, _, _) = play(16, &mut |_| {
                state ^= state << 13;
                state ^= state >> 17;
                state ^= state << 5;
                state % 3 != 0
            });
            let sizes: Vec<usize> = ko
                .stages(BracketPart::Losers)
                .iter()
                .map(Vec::len)
                .collect();
            assert_eq!(sizes, [4, 4, 2, 2, 1, 1], "run {seed}");
            assert!(
                ko.stages(BracketPart::Losers)
                    .iter()
                    .flatten()
                    .all(|m| m.second.is_some()),
                "run {seed}: nobody has a stage off"
            );
        }
    }

    #[test]
    fn few_losers_matches_repeat_an_earlier_one() {
        // 8 and 16 players with random results, 600 losers' matches or more.
        let (mut again, mut total) = (0, 0);
        for n in [8u16, 16] {
            for seed in 0..40u32 {
                let mut state = seed.wrapping_mul(2_654_435_761).wrapping_add(u32::from(n)) | 1;
                let (ko, _, _) = play(n, &mut |_| {
                    state ^= state << 13;
                    state ^= state >> 17;
                    state ^= state << 5;
                    state % 3 != 0
                });
                let (a, t) = rematches(&ko);
                again += a;
                total += t;
            }
        }
        assert!(total >= 600, "{total}");
        // The crossed bracket repeats about one match in fourteen here; the
        // draw that pooled every drop, one in four.
        assert!(again * 8 <= total, "{again} of {total} are rematches");
    }
}
