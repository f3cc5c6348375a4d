//! A damaged backup never panics: thousands of random edits to real saved
//! tournaments (numbers changed, entries dropped or repeated, codes
//! swapped) are either refused with a reason or open into a tournament
//! that can be played on, saved and opened again.

use peoncito_core::heading::Name;
use peoncito_core::tournament::knockout::{BracketPart, Decider};
use peoncito_core::tournament::saved::{decode, encode};
use peoncito_core::tournament::simulation::{Rng, random_swiss};
use peoncito_core::tournament::standings::{TieBreak, standings};
use peoncito_core::tournament::{GameResult, Player, PlayerId, System, Tournament};
use serde_json::Value;

fn knockout(system: System, players: u16, stages: usize) -> Tournament {
    let mut t = Tournament::new(Name::new("Copa").unwrap(), system);
    for n in 1..=players {
        t.add_player(Player::new(Name::new(&format!("P{n}")).unwrap()))
            .unwrap();
    }
    for _ in 0..stages {
        if t.next_stage().is_err() {
            break;
        }
        play_on(&mut t);
    }
    t
}

/// Plays the open games of the current stages (white wins), as far as the
/// bracket lets it; ignores what it refuses.
fn play_on(t: &mut Tournament) {
    for part in [
        BracketPart::Winners,
        BracketPart::Losers,
        BracketPart::Final,
    ] {
        for _ in 0..64 {
            let Some(open) = t.knockout().and_then(|k| {
                let stage = k.stages(part).last()?;
                stage.iter().enumerate().find_map(|(m, mat)| {
                    let g = mat.games.iter().position(|g| g.result.is_none())?;
                    Some((m, g, mat.first, mat.second))
                })
            }) else {
                break;
            };
            let (m, g, first, second) = open;
            let _ = t.set_match_result(part, m, g, Some(GameResult::WHITE_WINS));
            let _ = t.draw_match_lots(part, m, second.unwrap_or(first));
        }
    }
}

/// Every path to a number, an array element or a string in `v`.
fn spots(v: &Value, path: &mut Vec<PathStep>, out: &mut Vec<Vec<PathStep>>) {
    match v {
        Value::Array(items) => {
            for (i, item) in items.iter().enumerate() {
                path.push(PathStep::Index(i));
                out.push(path.clone());
                spots(item, path, out);
                path.pop();
            }
        }
        Value::Object(map) => {
            for (k, item) in map {
                path.push(PathStep::Key(k.clone()));
                out.push(path.clone());
                spots(item, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

#[derive(Clone)]
enum PathStep {
    Index(usize),
    Key(String),
}

fn at<'a>(v: &'a mut Value, path: &[PathStep]) -> &'a mut Value {
    path.iter().fold(v, |v, step| match step {
        PathStep::Index(i) => &mut v[*i],
        PathStep::Key(k) => &mut v[k.as_str()],
    })
}

/// One random edit at a random spot.
fn damage(v: &mut Value, rng: &mut Rng) {
    let mut all = Vec::new();
    spots(v, &mut Vec::new(), &mut all);
    let path = &all[rng.below(all.len() as u64) as usize];
    let codes = [
        "1-0", "0-1", "1/2-1/2", "+/-", "-/-", "half", "pairing", "white", "black", "lots",
    ];
    match rng.below(5) {
        0 => *at(v, path) = Value::from(rng.below(12)),
        1 => *at(v, path) = Value::from(codes[rng.below(codes.len() as u64) as usize]),
        2 => *at(v, path) = Value::Null,
        _ => {
            // Drop or repeat an element of the array that holds the spot.
            let (last, parent) = path.split_last().unwrap();
            if let (PathStep::Index(i), Value::Array(items)) = (last, at(v, parent)) {
                if rng.below(2) == 0 {
                    items.remove(*i);
                } else {
                    let copy = items[*i].clone();
                    items.insert(*i, copy);
                }
            }
        }
    }
}

/// What a teacher could do next with an opened tournament: nothing may
/// panic, and it saves and opens again as it is.
fn use_it(mut t: Tournament) {
    let _ = standings(&t, &[TieBreak::Buchholz, TieBreak::SonnebornBerger]);
    if t.system.is_knockout() {
        play_on(&mut t);
        let _ = t.next_stage();
        play_on(&mut t);
    } else {
        let _ = t.pair_next_round(&[]);
        let last = u8::try_from(t.rounds().len()).unwrap();
        let _ = t.set_result(last, 1, Some(GameResult::DRAW));
        let _ = t.withdraw(PlayerId(1));
    }
    let text = encode(&t);
    assert_eq!(decode(&text).as_ref(), Ok(&t), "{text}");
}

#[test]
fn damaged_backups_are_refused_or_open_into_something_playable() {
    let originals = [
        random_swiss(11, 3, 5).unwrap(),
        knockout(
            System::Knockout {
                games: 2,
                decider: Decider::FasterGame,
            },
            7,
            2,
        ),
        knockout(
            System::DoubleKnockout {
                games: 1,
                decider: Decider::Lots,
            },
            6,
            3,
        ),
    ];
    let mut rng = Rng::new(99);
    let (mut opened, mut refused) = (0, 0);
    for original in &originals {
        let text = encode(original);
        let value: Value = serde_json::from_str(&text).unwrap();
        for _ in 0..1500 {
            let mut damaged = value.clone();
            for _ in 0..=rng.below(2) {
                damage(&mut damaged, &mut rng);
            }
            match decode(&damaged.to_string()) {
                Ok(t) => {
                    opened += 1;
                    use_it(t);
                }
                Err(_) => refused += 1,
            }
        }
    }
    // Both outcomes happen: the edits are neither all harmless nor all fatal.
    assert!(
        opened > 300 && refused > 300,
        "{opened} opened, {refused} refused"
    );
}

#[test]
fn a_saved_tournament_that_cannot_be_true_is_refused_with_its_reason() {
    use peoncito_core::tournament::saved::{BackupError, Impossible};
    let players = |t: &mut Tournament, n: u16| {
        for k in 1..=n {
            t.add_player(Player::new(Name::new(&format!("P{k}")).unwrap()))
                .unwrap();
        }
    };
    // A round robin of six has five rounds, not 43.
    let mut t = Tournament::new(
        Name::new("Liga").unwrap(),
        System::RoundRobin { double: false },
    );
    players(&mut t, 6);
    t.pair_next_round(&[]).unwrap();
    let mut saved: Value = serde_json::from_str(&encode(&t)).unwrap();
    let round = saved["rounds"][0].clone();
    saved["rounds"] = Value::Array(vec![round; 43]);
    assert_eq!(
        decode(&saved.to_string()).err(),
        Some(BackupError::Impossible(Impossible::MoreRoundsThanPlanned {
            rounds: 43,
            planned: 5
        }))
    );
    // Nine players in 99 groups.
    let mut t = Tournament::new(Name::new("Zonas").unwrap(), System::Groups { zones: 3 });
    players(&mut t, 9);
    let mut saved: Value = serde_json::from_str(&encode(&t)).unwrap();
    saved["system"]["zones"] = 99.into();
    assert_eq!(
        decode(&saved.to_string()).err(),
        Some(BackupError::Impossible(Impossible::ZonesForPlayers {
            zones: 99,
            players: 9
        }))
    );
    // A double knockout whose games stand in rounds, without a bracket.
    let k = knockout(
        System::DoubleKnockout {
            games: 1,
            decider: Decider::Lots,
        },
        6,
        1,
    );
    let mut rr = Tournament::new(
        Name::new("Liga").unwrap(),
        System::RoundRobin { double: false },
    );
    players(&mut rr, 6);
    rr.pair_next_round(&[]).unwrap();
    let mut saved: Value = serde_json::from_str(&encode(&k)).unwrap();
    saved.as_object_mut().unwrap().remove("bracket");
    saved["rounds"] = serde_json::from_str::<Value>(&encode(&rr)).unwrap()["rounds"].clone();
    assert_eq!(
        decode(&saved.to_string()).err(),
        Some(BackupError::Impossible(Impossible::RoundsInKnockout))
    );
}
