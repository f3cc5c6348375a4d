//! The end of a tournament day: when it is over, the podium overall and
//! in each class, and the diplomas — for each place, and for taking part.

use peoncito_core::heading::Name;
use peoncito_core::tournament::awards::{Award, diplomas};
use peoncito_core::tournament::standings::{TieBreak, categories, podium, standings, standings_of};
use peoncito_core::tournament::{GameResult, Player, PlayerId, System, Tournament};

/// A round robin of four, two classes: 1 beats everyone, 2 beats 3 and 4,
/// 3 beats 4.
fn league() -> Tournament {
    let mut t = Tournament::new(
        Name::new("Liga").unwrap(),
        System::RoundRobin { double: false },
    );
    for (name, class) in [
        ("Ana", "3.º A"),
        ("Bruno", "3.º B"),
        ("Carla", "3.º A"),
        ("David", "3.º B"),
    ] {
        let mut p = Player::new(Name::new(name).unwrap());
        p.group = Name::new(class);
        t.add_player(p).unwrap();
    }
    t.tie_breaks = vec![TieBreak::DirectEncounter];
    t
}

fn play_all(t: &mut Tournament) {
    for round in 1..=t.rounds_planned() {
        assert!(!t.is_over(), "round {round} to play");
        let boards = t.pair_next_round(&[]).unwrap().boards.clone();
        for (i, b) in boards.iter().enumerate() {
            // The lower number wins.
            let result = if b.white < b.black {
                GameResult::WHITE_WINS
            } else {
                GameResult::BLACK_WINS
            };
            t.set_result(round, i + 1, Some(result)).unwrap();
        }
    }
}

#[test]
fn when_the_last_result_is_in_the_podium_and_each_class_have_their_places() {
    let mut t = league();
    assert!(!t.is_over(), "nothing played");
    // Before the end: a diploma for taking part each, nothing placed.
    assert!(diplomas(&t).iter().all(|d| d.award == Award::Participation));
    play_all(&mut t);
    assert!(t.is_over());
    let lines = standings(&t, &t.tie_breaks);
    let on_podium: Vec<(u16, u16)> = podium(&lines)
        .iter()
        .map(|l| (l.rank, l.player.0))
        .collect();
    assert_eq!(on_podium, [(1, 1), (2, 2), (3, 3)]);
    let classes = categories(&t);
    assert_eq!(classes.len(), 2);
    assert_eq!(classes[0].0.as_str(), "3.º A");
    assert_eq!(classes[0].1, [PlayerId(1), PlayerId(3)]);
    // Each class ranked among itself: in 3.º B, Bruno first.
    let b = standings_of(&t, &t.tie_breaks, &classes[1].1);
    assert_eq!((b[0].rank, b[0].player), (1, PlayerId(2)));
    assert_eq!((b[1].rank, b[1].player), (2, PlayerId(4)));
    let all = diplomas(&t);
    let placed: Vec<(u16, Option<&str>, u16)> = all
        .iter()
        .filter_map(|d| match &d.award {
            Award::Place { place, category } => {
                Some((*place, category.as_ref().map(Name::as_str), d.player.0))
            }
            Award::Team { .. } | Award::Participation => None,
        })
        .collect();
    assert_eq!(
        placed,
        [
            (1, None, 1),
            (2, None, 2),
            (3, None, 3),
            (1, Some("3.º A"), 1),
            (2, Some("3.º A"), 3),
            (1, Some("3.º B"), 2),
            (2, Some("3.º B"), 4),
        ]
    );
    assert_eq!(
        all.iter()
            .filter(|d| d.award == Award::Participation)
            .count(),
        4
    );
    assert_eq!(all[0].award.code(), "place");
    assert_eq!(all.last().unwrap().award.code(), "participation");
}

#[test]
fn one_class_is_no_category_and_a_shared_place_shares_the_step() {
    let mut t = Tournament::new(
        Name::new("Recreo").unwrap(),
        System::RoundRobin { double: false },
    );
    for name in ["Ana", "Bruno", "Carla"] {
        let mut p = Player::new(Name::new(name).unwrap());
        p.group = Name::new("4.º A");
        t.add_player(p).unwrap();
    }
    assert!(categories(&t).is_empty());
    t.tie_breaks = vec![];
    for round in 1..=t.rounds_planned() {
        let boards = t.pair_next_round(&[]).unwrap().boards.clone();
        for i in 0..boards.len() {
            t.set_result(round, i + 1, Some(GameResult::DRAW)).unwrap();
        }
    }
    assert!(t.is_over());
    // Three draws each way round: everyone first.
    let lines = standings(&t, &t.tie_breaks);
    assert_eq!(podium(&lines).len(), 3);
    assert!(podium(&lines).iter().all(|l| l.rank == 1));
    // A knockout is never "over" by rounds.
    let ko = Tournament::new(
        Name::new("Copa").unwrap(),
        System::Knockout {
            games: 1,
            decider: peoncito_core::tournament::knockout::Decider::Lots,
        },
    );
    assert!(!ko.is_over());
}

/// A pupil who withdrew before playing any game gets no diploma for
/// taking part; one who withdrew after a game does.
#[test]
fn a_pupil_who_left_before_any_game_gets_no_diploma_for_taking_part() {
    use peoncito_core::tournament::Bye;
    let mut t = Tournament::new(Name::new("Recreo").unwrap(), System::Swiss { rounds: 2 });
    for name in ["Ana", "Bruno", "Carla", "David", "Eva"] {
        t.add_player(Player::new(Name::new(name).unwrap())).unwrap();
    }
    // Eva is away from round 1 and then leaves; Ana plays round 1 and leaves.
    let (ana, eva) = (PlayerId(1), PlayerId(5));
    let boards = t
        .pair_next_round(&[(eva, Bye::Zero)])
        .unwrap()
        .boards
        .clone();
    for i in 0..boards.len() {
        t.set_result(1, i + 1, Some(GameResult::DRAW)).unwrap();
    }
    t.withdraw(ana).unwrap();
    t.withdraw(eva).unwrap();
    let for_taking_part: Vec<PlayerId> = diplomas(&t)
        .into_iter()
        .filter(|d| d.award == Award::Participation)
        .map(|d| d.player)
        .collect();
    assert!(for_taking_part.contains(&ana), "she played a game");
    assert!(!for_taking_part.contains(&eva), "{for_taking_part:?}");
    assert_eq!(for_taking_part.len(), 4);
}

/// A Scheveningen's podium is its teams': once it is over, each pupil who
/// played gets a diploma for their team's place, and none for a place of
/// their own (the teams' pupils play different numbers of games).
#[test]
fn a_scheveningen_over_gives_each_pupil_a_diploma_for_their_teams_place() {
    use peoncito_core::tournament::team_match::Outcome;
    let mut t = Tournament::new(Name::new("Encuentro").unwrap(), System::Scheveningen);
    for (name, team) in [
        ("Ana", "Sol"),
        ("Bruno", "Sol"),
        ("Carla", "Sol"),
        ("Dani", "Luna"),
        ("Eva", "Luna"),
    ] {
        let mut p = Player::new(Name::new(name).unwrap());
        p.group = Name::new(team);
        t.add_player(p).unwrap();
    }
    play_all(&mut t);
    assert!(t.is_over());
    // The lower number wins: Sol (1–3) wins every game.
    let all = diplomas(&t);
    let teams: Vec<(u16, &str, Outcome)> = all
        .iter()
        .map(|d| match &d.award {
            Award::Team { team, outcome } => (d.player.0, team.as_str(), *outcome),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        teams,
        [
            (1, "Sol", Outcome::Won),
            (2, "Sol", Outcome::Won),
            (3, "Sol", Outcome::Won),
            (4, "Luna", Outcome::Lost),
            (5, "Luna", Outcome::Lost)
        ]
    );
    assert_eq!(all[0].award.code(), "team");
}
