//! A knockout and a double knockout played as a tournament: drawn from the
//! players in starting order, stage by stage, saved and opened again at
//! every step, and a tampered bracket refused.

use peoncito_core::heading::Name;
use peoncito_core::tournament::knockout::{BracketPart, Decider, KnockoutError, Settle};
use peoncito_core::tournament::saved::{BackupError, decode, encode};
use peoncito_core::tournament::simulation::Rng;
use peoncito_core::tournament::{
    GameResult, InitialOrder, Player, PlayerId, System, Tournament, TournamentError,
};

fn knockout(system: System, players: u16) -> Tournament {
    let mut t = Tournament::new(Name::new("Copa del recreo").unwrap(), system);
    for n in 1..=players {
        t.add_player(Player::new(Name::new(&format!("Alumno {n}")).unwrap()))
            .unwrap();
    }
    t
}

/// Saved and opened again, the tournament is the same.
fn round_trip(t: &Tournament) {
    let back = decode(&encode(t)).unwrap_or_else(|e| panic!("{e:?}: {}", encode(t)));
    assert_eq!(&back, t);
}

/// Plays every open game of the current stages with random results (a
/// third drawn), settling level matches by lots when asked; saves and
/// opens the tournament after each game.
fn play_stage(t: &mut Tournament, rng: &mut Rng) {
    for part in [
        BracketPart::Winners,
        BracketPart::Losers,
        BracketPart::Final,
    ] {
        while let Some(stage) = t.knockout().unwrap().stages(part).last() {
            let open = stage.iter().enumerate().find_map(|(m, mat)| {
                mat.games
                    .iter()
                    .position(|g| g.result.is_none())
                    .map(|g| (m, g))
            });
            let Some((m, g)) = open else {
                break;
            };
            let result = match rng.below(3) {
                0 => GameResult::DRAW,
                1 => GameResult::WHITE_WINS,
                _ => GameResult::BLACK_WINS,
            };
            let settle = t.set_match_result(part, m, g, Some(result)).unwrap();
            if settle == Settle::DrawLots {
                let mat = &t.knockout().unwrap().stages(part).last().unwrap()[m];
                let winner = mat
                    .second
                    .filter(|_| rng.below(2) == 0)
                    .unwrap_or(mat.first);
                t.draw_match_lots(part, m, winner).unwrap();
            }
            round_trip(t);
        }
    }
}

#[test]
fn a_knockout_is_drawn_from_the_starting_order_and_played_to_its_champion() {
    let mut t = knockout(
        System::Knockout {
            games: 2,
            decider: Decider::FasterGame,
        },
        6,
    );
    round_trip(&t);
    assert_eq!(
        t.pair_next_round(&[]).err(),
        Some(TournamentError::PlayedInStages)
    );
    t.withdraw(PlayerId(6)).unwrap();
    let stage = &t.next_stage().unwrap().stages(BracketPart::Winners)[0];
    // Five players: the top three seeds have the first stage off.
    let pairs: Vec<(u16, Option<u16>)> = stage
        .iter()
        .map(|m| (m.first.0, m.second.map(|p| p.0)))
        .collect();
    assert_eq!(pairs, [(1, None), (4, Some(5)), (2, None), (3, None)]);
    round_trip(&t);
    // The field is closed once the bracket is drawn.
    assert_eq!(
        t.add_player(Player::new(Name::new("Tarde").unwrap())).err(),
        Some(TournamentError::FieldClosed)
    );
    assert_eq!(
        t.order_players(InitialOrder::Rating).err(),
        Some(TournamentError::FieldClosed)
    );
    assert_eq!(
        t.next_stage().err(),
        Some(TournamentError::Knockout(KnockoutError::StageNotOver))
    );
    // A level match gets a faster game, saved with it.
    t.set_match_result(BracketPart::Winners, 1, 0, Some(GameResult::DRAW))
        .unwrap();
    assert_eq!(
        t.set_match_result(BracketPart::Winners, 1, 1, Some(GameResult::DRAW)),
        Ok(Settle::FasterGame)
    );
    round_trip(&t);
    t.set_match_result(BracketPart::Winners, 1, 2, Some(GameResult::BLACK_WINS))
        .unwrap();
    round_trip(&t);
    let mut rng = Rng::new(3);
    while t.knockout().unwrap().champion().is_none() {
        t.next_stage().unwrap();
        round_trip(&t);
        play_stage(&mut t, &mut rng);
    }
    assert_eq!(t.knockout().unwrap().stages(BracketPart::Winners).len(), 3);
    assert_eq!(
        t.next_stage().err(),
        Some(TournamentError::Knockout(KnockoutError::Finished))
    );
}

#[test]
fn double_knockouts_of_every_size_survive_saving_at_every_step() {
    let mut rng = Rng::new(11);
    for players in 2..=12 {
        let mut t = knockout(
            System::DoubleKnockout {
                games: 1 + (players % 2) as u8,
                decider: Decider::Lots,
            },
            players,
        );
        let mut stages = 0;
        while t.knockout().is_none_or(|k| k.champion().is_none()) {
            t.next_stage().unwrap();
            round_trip(&t);
            play_stage(&mut t, &mut rng);
            stages += 1;
            assert!(stages < 4 * players, "the double knockout ends");
        }
    }
}

/// A double knockout saved before the losers' bracket was crossed has no
/// `losers_draw`: it opens again and goes on as it began, pooled, to its
/// champion — saved and opened at every step.
#[test]
fn a_double_knockout_begun_by_an_earlier_version_goes_on_by_its_own_draw() {
    use peoncito_core::tournament::elimination::KnockoutBracket;
    use peoncito_core::tournament::knockout::LosersDraw;
    let mut rng = Rng::new(5);
    let mut t = knockout(
        System::DoubleKnockout {
            games: 1,
            decider: Decider::Lots,
        },
        8,
    );
    // Saved once the first stage is played: the losers' bracket not drawn yet.
    t.next_stage().unwrap();
    play_stage(&mut t, &mut rng);
    let saved = encode(&t);
    assert!(saved.contains(r#""losers_draw":"crossed""#), "{saved}");
    let earlier = saved.replace(r#","losers_draw":"crossed""#, "");
    let mut t = decode(&earlier).unwrap();
    let draw = |t: &Tournament| match t.knockout() {
        Some(KnockoutBracket::Double(d)) => d.losers_draw,
        _ => panic!("a double knockout"),
    };
    assert_eq!(draw(&t), LosersDraw::Pooled);
    play_stage(&mut t, &mut rng);
    while t.knockout().is_some_and(|k| k.champion().is_none()) {
        t.next_stage().unwrap();
        round_trip(&t);
        play_stage(&mut t, &mut rng);
    }
    assert_eq!(draw(&t), LosersDraw::Pooled);
    // Pooled: the third losers' stage takes in the winners' final's loser
    // with the two survivors, so someone has the stage off.
    let losers = t.knockout().unwrap().stages(BracketPart::Losers);
    assert!(losers.iter().flatten().any(|m| m.second.is_none()));
}

#[test]
fn a_tampered_bracket_is_refused_with_its_reason() {
    let mut t = knockout(
        System::Knockout {
            games: 1,
            decider: Decider::Lots,
        },
        4,
    );
    t.next_stage().unwrap();
    t.set_match_result(BracketPart::Winners, 0, 0, Some(GameResult::DRAW))
        .unwrap();
    t.draw_match_lots(BracketPart::Winners, 0, PlayerId(4))
        .unwrap();
    let text = encode(&t);
    let edit = |change: &dyn Fn(&mut serde_json::Value)| {
        let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
        change(&mut value);
        decode(&value.to_string())
    };
    // Players swapped between the matches of the first stage.
    assert_eq!(
        edit(&|v| v["bracket"]["winners"][0][0]["second"] = 3.into()).err(),
        Some(BackupError::BracketMismatch)
    );
    // Lots won by someone not in the match.
    assert_eq!(
        edit(&|v| v["bracket"]["winners"][0][0]["lots"] = 2.into()).err(),
        Some(BackupError::BadField)
    );
    // A result that is no result.
    assert_eq!(
        edit(&|v| v["bracket"]["winners"][0][0]["games"][0]["result"] = "2-0".into()).err(),
        Some(BackupError::BadField)
    );
    // A stage the winners cannot have come to yet.
    assert_eq!(
        edit(&|v| {
            let stage = v["bracket"]["winners"][0].clone();
            v["bracket"]["winners"].as_array_mut().unwrap().push(stage);
        })
        .err(),
        Some(BackupError::BracketMismatch)
    );
    // A bracket in a tournament of another system.
    assert_eq!(
        edit(&|v| v["system"] = serde_json::json!({"kind": "swiss", "rounds": 3})).err(),
        Some(BackupError::Inconsistent(TournamentError::NotAKnockout))
    );
    // A seed who never entered.
    assert_eq!(
        edit(&|v| v["bracket"]["seeds"][3] = 9.into()).err(),
        Some(BackupError::Inconsistent(TournamentError::UnknownPlayer(
            PlayerId(9)
        )))
    );
}
