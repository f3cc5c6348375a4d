//! A round robin run through the model: rounds paired from the Berger
//! tables, a round not paired before the last one has its results, an odd
//! field's rest, and a withdrawal whose games are lost by forfeit.

use peoncito_core::heading::Name;
use peoncito_core::tournament::{
    Board, Bye, GameResult, Outing, Player, PlayerId, Points, System, Tournament, TournamentError,
};
use shakmaty::Color;

fn round_robin(players: &[&str], double: bool) -> Tournament {
    let mut t = Tournament::new(
        Name::new("Liga del cole").unwrap(),
        System::RoundRobin { double },
    );
    for name in players {
        t.add_player(Player::new(Name::new(name).unwrap())).unwrap();
    }
    t
}

fn finish(t: &mut Tournament, result: GameResult) {
    let round = t.rounds().len() as u8;
    let boards = t.rounds()[usize::from(round) - 1].boards.clone();
    for (i, board) in boards.iter().enumerate() {
        if board.result.is_none() {
            t.set_result(round, i + 1, Some(result)).unwrap();
        }
    }
}

#[test]
fn a_five_player_round_robin_rests_one_player_each_round() {
    let mut t = round_robin(&["Ana", "Bruno", "Carla", "Dani", "Eva"], false);
    assert_eq!(t.rounds_planned(), 5);
    let first = t.pair_next_round(&[]).unwrap().clone();
    assert_eq!(
        first.boards,
        [
            Board {
                white: PlayerId(2),
                black: PlayerId(5),
                result: None
            },
            Board {
                white: PlayerId(3),
                black: PlayerId(4),
                result: None
            },
        ]
    );
    assert_eq!(first.byes, [(PlayerId(1), Bye::Free)]);
    assert_eq!(
        t.pair_next_round(&[]),
        Err(TournamentError::RoundNotFinished)
    );
    assert_eq!(
        t.add_player(Player::new(Name::new("Late").unwrap())),
        Err(TournamentError::FieldClosed)
    );
    finish(&mut t, GameResult::DRAW);
    for _ in 2..=5 {
        t.pair_next_round(&[]).unwrap();
        finish(&mut t, GameResult::WHITE_WINS);
    }
    assert_eq!(t.pair_next_round(&[]), Err(TournamentError::NoRoundsLeft));
    // The cross table: Bruno and Eva drew in round 1 (Bruno White).
    use peoncito_core::tournament::standings::meetings;
    assert_eq!(
        meetings(&t, PlayerId(2), PlayerId(5)),
        [(Color::White, Some(GameResult::DRAW))]
    );
    assert_eq!(
        meetings(&t, PlayerId(5), PlayerId(2)),
        [(Color::Black, Some(GameResult::DRAW))]
    );
    assert!(meetings(&t, PlayerId(1), PlayerId(1)).is_empty());
    // Everyone met everyone once and rested once: 4 games each.
    for id in t.ids() {
        let outings = t.outings(id);
        let rests = outings
            .iter()
            .filter(|o| **o == Outing::Bye(Bye::Free))
            .count();
        assert_eq!(rests, 1, "{id:?}");
    }
    let total: Points = t.ids().map(|id| t.score(id)).sum();
    assert_eq!(total, Points(2 * 10), "ten games, one point each");
}

#[test]
fn a_withdrawn_or_excused_player_loses_the_games_still_to_come_by_forfeit() {
    let mut t = round_robin(&["Ana", "Bruno", "Carla", "Dani"], true);
    assert_eq!(t.rounds_planned(), 6);
    t.pair_next_round(&[]).unwrap();
    finish(&mut t, GameResult::WHITE_WINS);
    t.withdraw(PlayerId(2)).unwrap();
    assert_eq!(
        t.withdraw(PlayerId(2)),
        Err(TournamentError::AlreadyWithdrawn(PlayerId(2)))
    );
    // Dani is excused from round 2 too.
    let second = t
        .pair_next_round(&[(PlayerId(4), Bye::Zero)])
        .unwrap()
        .clone();
    // Double round robin: round 2 plays the first cycle's round 3 (2–4, 3–1).
    assert_eq!(
        second.boards,
        [
            Board {
                white: PlayerId(2),
                black: PlayerId(4),
                result: Some(GameResult::Forfeit { winner: None }),
            },
            Board {
                white: PlayerId(3),
                black: PlayerId(1),
                result: None
            },
        ]
    );
    finish(&mut t, GameResult::BLACK_WINS);
    let third = t.pair_next_round(&[]).unwrap().clone();
    // Round 2 of the table: 4–3, 1–2; Bruno is gone, Ana wins by forfeit.
    assert_eq!(
        third.boards[1].result,
        Some(GameResult::Forfeit {
            winner: Some(Color::White)
        })
    );
    assert_eq!(
        t.pair_next_round(&[(PlayerId(9), Bye::Half)]).err(),
        Some(TournamentError::RoundNotFinished)
    );
}

#[test]
fn too_few_players_cannot_be_paired() {
    let mut t = round_robin(&["Ana"], false);
    assert_eq!(
        t.pair_next_round(&[]).err(),
        Some(TournamentError::TooFewPlayers)
    );
    let mut t = round_robin(&["Ana", "Bruno", "Carla"], false);
    t.withdraw(PlayerId(1)).unwrap();
    t.withdraw(PlayerId(2)).unwrap();
    assert_eq!(
        t.pair_next_round(&[]).err(),
        Some(TournamentError::TooFewPlayers)
    );
    assert_eq!(
        t.withdraw(PlayerId(0)),
        Err(TournamentError::UnknownPlayer(PlayerId(0)))
    );
}

fn school(t: &mut Tournament, names: &[&str], group: &str) {
    for name in names {
        let mut p = Player::new(Name::new(name).unwrap());
        p.group = Name::new(group);
        t.add_player(p).unwrap();
    }
}

#[test]
fn a_scheveningen_between_two_schools_pairs_across_and_adds_up_team_scores() {
    use peoncito_core::tournament::team_match::{Lead, TeamMatch};
    let mut t = Tournament::new(Name::new("Encuentro").unwrap(), System::Scheveningen);
    school(&mut t, &["Ana", "Bruno", "Carla"], "CEIP Sol");
    school(&mut t, &["Dani", "Eva", "Fede"], "CEIP Luna");
    assert_eq!(t.rounds_planned(), 3);
    let mut met = std::collections::HashSet::new();
    for r in 1..=3u8 {
        let boards = t.pair_next_round(&[]).unwrap().boards.clone();
        assert_eq!(boards.len(), 3);
        for b in &boards {
            let (sol, luna) = if b.white.0 <= 3 {
                (b.white, b.black)
            } else {
                (b.black, b.white)
            };
            assert!(sol.0 <= 3 && luna.0 > 3);
            assert!(met.insert((sol, luna)));
        }
        // Sol wins every game.
        for (i, b) in boards.iter().enumerate() {
            let result = if b.white.0 <= 3 {
                GameResult::WHITE_WINS
            } else {
                GameResult::BLACK_WINS
            };
            t.set_result(r, i + 1, Some(result)).unwrap();
        }
    }
    assert_eq!(met.len(), 9);
    let m = TeamMatch::of(&t).unwrap();
    assert_eq!(m.teams[0].name.as_str(), "CEIP Sol");
    assert_eq!((m.teams[0].points, m.teams[0].rounds_won), (Points(18), 3));
    assert_eq!((m.teams[1].points, m.teams[1].rounds_won), (Points(0), 0));
    assert_eq!(m.lead(), Lead::Team(0));
}

#[test]
fn a_scheveningen_needs_two_teams() {
    let mut t = Tournament::new(Name::new("Encuentro").unwrap(), System::Scheveningen);
    school(&mut t, &["Ana", "Bruno"], "Sol");
    assert_eq!(
        t.pair_next_round(&[]).err(),
        Some(TournamentError::NotTwoTeams),
        "one team"
    );
    school(&mut t, &["Eva"], "Luna");
    school(&mut t, &["Gus"], "Estrella");
    assert_eq!(t.teams(), None, "three schools");
    let mut t = Tournament::new(Name::new("Encuentro").unwrap(), System::Scheveningen);
    school(&mut t, &["Ana"], "Sol");
    t.add_player(Player::new(Name::new("Sin cole").unwrap()))
        .unwrap();
    assert_eq!(t.teams(), None, "a player without a team");
}

/// Girls against boys, 5 against 3 (the regulation's own example of a
/// Scheveningen): the smaller team is made up with missing members, so
/// each round two of the five rest — no game, no point, as a round robin's
/// rest — and everyone still meets everyone of the other team once.
#[test]
fn a_scheveningen_with_teams_of_different_sizes_rests_whoever_meets_a_missing_member() {
    use peoncito_core::tournament::team_match::{Lead, TeamMatch};
    use peoncito_core::tournament::{Bye, Outing};
    let mut t = Tournament::new(Name::new("Chicas y chicos").unwrap(), System::Scheveningen);
    school(&mut t, &["Ana", "Bea", "Carla", "Dora", "Elena"], "Chicas");
    school(&mut t, &["Fede", "Gus", "Hugo"], "Chicos");
    assert_eq!(t.rounds_planned(), 5);
    let mut met = std::collections::HashSet::new();
    for r in 1..=5u8 {
        let round = t.pair_next_round(&[]).unwrap().clone();
        assert_eq!(round.boards.len(), 3, "round {r}");
        assert_eq!(round.byes.len(), 2, "round {r}");
        assert!(
            round
                .byes
                .iter()
                .all(|(id, bye)| id.0 <= 5 && *bye == Bye::Free)
        );
        for b in &round.boards {
            let pair = (b.white.min(b.black), b.white.max(b.black));
            assert!(pair.0.0 <= 5 && pair.1.0 > 5, "across the teams");
            assert!(met.insert(pair), "{pair:?} twice");
        }
        for board in 1..=3 {
            t.set_result(r, board, Some(GameResult::DRAW)).unwrap();
        }
    }
    assert_eq!(met.len(), 15, "everyone met everyone of the other team");
    // Each girl rested twice, with nothing for it; each boy played 5.
    for id in t.ids() {
        let rests = t
            .outings(id)
            .iter()
            .filter(|o| matches!(o, Outing::Bye(Bye::Free)))
            .count();
        assert_eq!(rests, if id.0 <= 5 { 2 } else { 0 }, "{id:?}");
    }
    let m = TeamMatch::of(&t).unwrap();
    // 15 games drawn: 7½ points each side, every round level.
    assert_eq!(m.teams[0].points, Points(15));
    assert_eq!(m.teams[1].points, Points(15));
    assert_eq!((m.teams[0].rounds_won, m.teams[1].rounds_won), (0, 0));
    assert_eq!(m.lead(), Lead::Level);
    assert_eq!(m.podium().map(|(place, _)| place), [1, 1], "both first");
    assert_eq!(
        t.pair_next_round(&[]).err(),
        Some(TournamentError::NoRoundsLeft)
    );
}

/// Pairs the next round of a Scheveningen and gives each board the points
/// of the first team's player, in half points (2 won, 1 drawn, 0 lost).
fn play_match_round(t: &mut Tournament, first_team: u16, first_points: &[u16]) {
    let round = t.pair_next_round(&[]).unwrap().clone();
    let number = t.rounds().len() as u8;
    for (i, (b, &points)) in round.boards.iter().zip(first_points).enumerate() {
        let first_white = b.white.0 <= first_team;
        let result = match (points, first_white) {
            (1, _) => GameResult::DRAW,
            (2, true) | (0, false) => GameResult::WHITE_WINS,
            _ => GameResult::BLACK_WINS,
        };
        t.set_result(number, i + 1, Some(result)).unwrap();
    }
}

/// The regulation's own Scheveningen (girls against boys, 5 against 3):
/// the boys play five games each and the girls three, so the pupils'
/// points cannot name the winner. The match does: each game gives its
/// point to a team, the team with more points wins.
#[test]
fn a_scheveningen_is_won_by_the_team_with_more_points_whatever_the_teams_sizes() {
    use peoncito_core::tournament::team_match::{Lead, Outcome, TeamMatch};
    let mut t = Tournament::new(Name::new("Chicas y chicos").unwrap(), System::Scheveningen);
    school(&mut t, &["Ana", "Bea", "Carla", "Dora", "Elena"], "Chicas");
    school(&mut t, &["Fede", "Gus", "Hugo"], "Chicos");
    assert_eq!(
        TeamMatch::of(&t).unwrap().lead(),
        Lead::Level,
        "before any game"
    );
    // Ana wins her three games; every other girl draws hers.
    for _ in 0..5 {
        let round = t.pair_next_round(&[]).unwrap().clone();
        let number = t.rounds().len() as u8;
        for (i, b) in round.boards.iter().enumerate() {
            let ana = [b.white.0, b.black.0].contains(&1);
            let result = match (ana, b.white.0 == 1) {
                (true, true) => GameResult::WHITE_WINS,
                (true, false) => GameResult::BLACK_WINS,
                (false, _) => GameResult::DRAW,
            };
            t.set_result(number, i + 1, Some(result)).unwrap();
        }
    }
    assert!(t.is_over());
    let m = TeamMatch::of(&t).unwrap();
    // 15 games: Ana's 3 won, 12 drawn: girls 3 + 6 = 9, boys 6.
    assert_eq!(
        (m.teams[0].points, m.teams[1].points),
        (Points(18), Points(12))
    );
    assert_eq!(
        m.teams[0].points.0 + m.teams[1].points.0,
        2 * 15,
        "a point a game"
    );
    assert_eq!(m.lead(), Lead::Team(0));
    let podium = m.podium();
    assert_eq!((podium[0].0, podium[0].1.name.as_str()), (1, "Chicas"));
    assert_eq!((podium[1].0, podium[1].1.name.as_str()), (2, "Chicos"));
    // Each pupil's points and games: a girl played 3, a boy 5.
    let ana = &m.teams[0].members[0];
    assert_eq!(
        (ana.player, ana.points, ana.games),
        (PlayerId(1), Points(6), 3)
    );
    let fede = &m.teams[1].members[0];
    assert_eq!(
        (fede.points, fede.games),
        (Points(4), 5),
        "lost to Ana, drew 4"
    );
    assert_eq!(m.team_of(PlayerId(7)), Some(1), "Hugo is a boy");
    assert_eq!((m.outcome(0), m.outcome(1)), (Outcome::Won, Outcome::Lost));
    // A round has Ana's win and two draws: every round to the girls.
    assert_eq!((m.teams[0].rounds_won, m.teams[1].rounds_won), (3, 0));
}

/// Level on points, the team that won more rounds leads; level on both,
/// the match is drawn and both teams share first place.
#[test]
fn a_scheveningen_level_on_points_goes_to_the_team_with_more_rounds_won() {
    use peoncito_core::tournament::team_match::{Lead, TeamMatch};
    let mut t = Tournament::new(Name::new("Encuentro").unwrap(), System::Scheveningen);
    school(&mut t, &["Ana", "Bruno", "Carla"], "Sol");
    school(&mut t, &["Dani", "Eva", "Fede"], "Luna");
    // Sol 2½–½, then Luna 2–1 twice: 4½ each, Luna two rounds to one.
    play_match_round(&mut t, 3, &[2, 2, 1]);
    assert_eq!(TeamMatch::of(&t).unwrap().lead(), Lead::Team(0));
    play_match_round(&mut t, 3, &[2, 0, 0]);
    play_match_round(&mut t, 3, &[0, 2, 0]);
    let m = TeamMatch::of(&t).unwrap();
    assert_eq!(
        (m.teams[0].points, m.teams[1].points),
        (Points(9), Points(9))
    );
    assert_eq!((m.teams[0].rounds_won, m.teams[1].rounds_won), (1, 2));
    assert_eq!(m.lead(), Lead::Team(1));
    assert_eq!(m.podium()[0].1.name.as_str(), "Luna");

    let mut t = Tournament::new(Name::new("Encuentro").unwrap(), System::Scheveningen);
    school(&mut t, &["Ana", "Bruno"], "Sol");
    school(&mut t, &["Dani", "Eva"], "Luna");
    play_match_round(&mut t, 2, &[2, 2]);
    play_match_round(&mut t, 2, &[0, 0]);
    let m = TeamMatch::of(&t).unwrap();
    assert_eq!(m.lead(), Lead::Level);
    assert_eq!(m.podium().map(|(place, _)| place), [1, 1]);
    assert_eq!(
        m.outcome(1),
        peoncito_core::tournament::team_match::Outcome::Drawn
    );
    // A round half played counts for neither team's rounds.
    let mut t = Tournament::new(Name::new("Encuentro").unwrap(), System::Scheveningen);
    school(&mut t, &["Ana", "Bruno"], "Sol");
    school(&mut t, &["Dani", "Eva"], "Luna");
    t.pair_next_round(&[]).unwrap();
    let first = t.rounds()[0].boards[0];
    let result = if first.white.0 <= 2 {
        GameResult::WHITE_WINS
    } else {
        GameResult::BLACK_WINS
    };
    t.set_result(1, 1, Some(result)).unwrap();
    let m = TeamMatch::of(&t).unwrap();
    assert_eq!((m.teams[0].points, m.teams[0].rounds_won), (Points(2), 0));
}

#[test]
fn only_a_scheveningen_with_two_teams_is_a_match() {
    use peoncito_core::tournament::team_match::TeamMatch;
    let t = round_robin(&["Ana", "Bruno"], false);
    assert_eq!(TeamMatch::of(&t), None, "a round robin");
    let mut t = Tournament::new(Name::new("Encuentro").unwrap(), System::Scheveningen);
    school(&mut t, &["Ana", "Bruno"], "Sol");
    assert_eq!(TeamMatch::of(&t), None, "one team");
    t.add_player(Player::new(Name::new("Sin cole").unwrap()))
        .unwrap();
    assert_eq!(TeamMatch::of(&t), None, "a player without a team");
}

#[test]
fn groups_deal_the_players_into_zones_each_a_round_robin_and_send_the_winners_to_a_final() {
    use peoncito_core::tournament::standings::{TieBreak, finalists, zone_standings};
    let names = ["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9", "P10"];
    let mut t = Tournament::new(Name::new("Zonas").unwrap(), System::Groups { zones: 3 });
    for n in names {
        t.add_player(Player::new(Name::new(n).unwrap())).unwrap();
    }
    let zones: Vec<Vec<u16>> = t
        .zones()
        .iter()
        .map(|z| z.iter().map(|p| p.0).collect())
        .collect();
    // Dealt 1 2 3, then back 4→3 5→2 6→1, then 7→1 8→2 9→3, then 10→3.
    assert_eq!(zones, [vec![1, 6, 7], vec![2, 5, 8], vec![3, 4, 9, 10]]);
    assert_eq!(t.rounds_planned(), 3);
    let zone_of = |id: PlayerId| zones.iter().position(|z| z.contains(&id.0)).unwrap();
    let mut met = std::collections::HashSet::new();
    for _ in 0..3 {
        let round = t.pair_next_round(&[]).unwrap().clone();
        assert_eq!(
            round.boards.len(),
            4,
            "one game in each zone of three, two in the zone of four"
        );
        assert_eq!(round.byes.len(), 2);
        for b in &round.boards {
            assert_eq!(
                zone_of(b.white),
                zone_of(b.black),
                "games stay inside a zone"
            );
            assert!(met.insert((b.white.min(b.black), b.white.max(b.black))));
        }
        finish(&mut t, GameResult::WHITE_WINS);
    }
    assert_eq!(met.len(), 3 + 3 + 6, "everyone met everyone in the zone");
    assert_eq!(t.pair_next_round(&[]), Err(TournamentError::NoRoundsLeft));
    let tables = zone_standings(&t, &[TieBreak::DirectEncounter]);
    assert_eq!(tables.len(), 3);
    for (zone, table) in zones.iter().zip(&tables) {
        let mut players: Vec<u16> = table.iter().map(|s| s.player.0).collect();
        players.sort_unstable();
        assert_eq!(&players, zone);
        assert_eq!(table[0].rank, 1);
    }
    let winners = finalists(&t, &[TieBreak::DirectEncounter], 1);
    assert_eq!(winners.len(), 3);
    for (zone, winner) in tables.iter().zip(&winners) {
        assert_eq!(zone[0].player, *winner);
    }
    assert_eq!(finalists(&t, &[], 2).len(), 6, "winners and runners-up");
    // Too many zones for the field.
    let mut small = Tournament::new(Name::new("Zonas").unwrap(), System::Groups { zones: 3 });
    for n in ["A", "B", "C", "D", "E"] {
        small
            .add_player(Player::new(Name::new(n).unwrap()))
            .unwrap();
    }
    assert_eq!(
        small.pair_next_round(&[]).err(),
        Some(TournamentError::TooFewPlayers)
    );
}

#[test]
fn players_are_numbered_by_rating_as_entered_or_by_lots_and_pairs_kept_apart_follow_them() {
    use peoncito_core::tournament::InitialOrder;
    let field = || {
        let mut t = Tournament::new(
            Name::new("Liga").unwrap(),
            System::RoundRobin { double: false },
        );
        for (name, rating) in [
            ("Ana", Some(900)),
            ("Bruno", None),
            ("Carla", Some(1400)),
            ("Dani", Some(1100)),
        ] {
            let mut p = Player::new(Name::new(name).unwrap());
            p.rating = rating;
            t.add_player(p).unwrap();
        }
        t.forbid(PlayerId(1), PlayerId(3), None).unwrap(); // Ana and Carla are sisters
        t
    };
    let names = |t: &Tournament| {
        t.players()
            .iter()
            .map(|p| p.name.as_str().to_string())
            .collect::<Vec<_>>()
    };
    let mut t = field();
    t.order_players(InitialOrder::Rating).unwrap();
    assert_eq!(names(&t), ["Carla", "Dani", "Ana", "Bruno"]);
    assert!(
        t.is_forbidden(PlayerId(1), PlayerId(3), 1),
        "Carla is 1 and Ana is 3 now"
    );
    assert!(!t.is_forbidden(PlayerId(1), PlayerId(2), 1));
    let mut as_entered = field();
    as_entered.order_players(InitialOrder::AsEntered).unwrap();
    assert_eq!(names(&as_entered), ["Ana", "Bruno", "Carla", "Dani"]);
    // Lots: the same seed, the same draw; every player once.
    let mut a = field();
    let mut b = field();
    a.order_players(InitialOrder::Lots { seed: 42 }).unwrap();
    b.order_players(InitialOrder::Lots { seed: 42 }).unwrap();
    assert_eq!(names(&a), names(&b));
    let mut sorted = names(&a);
    sorted.sort();
    assert_eq!(sorted, ["Ana", "Bruno", "Carla", "Dani"]);
    let ana = PlayerId(names(&a).iter().position(|n| n == "Ana").unwrap() as u16 + 1);
    let carla = PlayerId(names(&a).iter().position(|n| n == "Carla").unwrap() as u16 + 1);
    assert!(a.is_forbidden(ana, carla, 1));
    let draws: std::collections::HashSet<Vec<String>> = (0..20u64)
        .map(|seed| {
            let mut t = field();
            t.order_players(InitialOrder::Lots { seed }).unwrap();
            names(&t)
        })
        .collect();
    assert!(draws.len() > 5, "lots give different orders");
    // Once play has begun, the numbers stay.
    t.pair_next_round(&[]).unwrap();
    assert_eq!(
        t.order_players(InitialOrder::AsEntered),
        Err(TournamentError::FieldClosed)
    );
    t.clocks = 1;
    assert!(t.board_has_clock(1) && !t.board_has_clock(2) && !t.board_has_clock(0));
}

/// The regulation (Art. 7): the arbiter may recommend a draw in a position
/// the children cannot resolve, better where first place is not at stake.
/// It counts as a draw played, and is kept as such.
#[test]
fn a_draw_the_teacher_recommended_counts_as_played_and_is_kept() {
    use peoncito_core::heading::Name;
    use peoncito_core::tournament::standings::{TieBreak, standings};
    use peoncito_core::tournament::{GameResult, Player, Points, System, Tournament, saved, trf};
    let mut t = Tournament::new(Name::new("Recreo").unwrap(), System::Swiss { rounds: 3 });
    for n in 1..=4 {
        t.add_player(Player::new(Name::new(&format!("P{n}")).unwrap()))
            .unwrap();
    }
    t.pair_next_round(&[]).unwrap();
    // 1–3 and 4–2 (C.04.3 round 1): too early to say first place is at
    // stake on one board more than another.
    assert!(!t.first_place_at_stake(1, 1) && !t.first_place_at_stake(1, 2));
    t.set_result(1, 1, Some(GameResult::WHITE_WINS)).unwrap();
    t.set_result(1, 2, Some(GameResult::DrawRecommended))
        .unwrap();
    let board = t.rounds()[0].boards[1];
    assert_eq!(t.score(board.white), Points::HALF);
    assert_eq!(t.score(board.black), Points::HALF);
    // Played: it counts in Buchholz like any game, and is no forfeit.
    assert!(GameResult::DrawRecommended.was_played());
    let lines = standings(&t, &[TieBreak::GamesWon]);
    assert_eq!(lines[0].points, Points::ONE);
    // Kept in the backup; a TRF writes it as a draw.
    let back = saved::decode(&saved::encode(&t)).unwrap();
    assert_eq!(
        back.rounds()[0].boards[1].result,
        Some(GameResult::DrawRecommended)
    );
    assert!(trf::write(&t).contains(" ="));
    // Eight players, three rounds, White winning every game: in round 3
    // the leaders have 2 points; a board of two players on 0 can reach 1
    // at most, so first place is not at stake there, and it is on the
    // leaders' board.
    let mut short = Tournament::new(Name::new("Corto").unwrap(), System::Swiss { rounds: 3 });
    for n in 1..=8 {
        short
            .add_player(Player::new(Name::new(&format!("P{n}")).unwrap()))
            .unwrap();
    }
    for round in 1..=2u8 {
        short.pair_next_round(&[]).unwrap();
        for b in 1..=4 {
            short
                .set_result(round, b, Some(GameResult::WHITE_WINS))
                .unwrap();
        }
    }
    // Round 3 paired by hand, by score: the two on 0 meet.
    let mut by_score: Vec<_> = short.ids().collect();
    by_score.sort_by_key(|id| std::cmp::Reverse(short.score(*id)));
    let boards: Vec<_> = by_score
        .chunks(2)
        .map(|pair| peoncito_core::tournament::Board {
            white: pair[0],
            black: pair[1],
            result: None,
        })
        .collect();
    short
        .add_round(peoncito_core::tournament::Round {
            boards: boards.clone(),
            byes: vec![],
        })
        .unwrap();
    let mut out_of_it = 0;
    for (i, b) in boards.iter().enumerate() {
        let best = short.score(b.white).max(short.score(b.black));
        let at_stake = short.first_place_at_stake(3, i + 1);
        assert_eq!(at_stake, best >= Points::ONE, "board {}", i + 1);
        out_of_it += usize::from(!at_stake);
    }
    assert!(out_of_it >= 1);
    assert!(!short.first_place_at_stake(4, 1), "no such round");
    assert!(!short.first_place_at_stake(1, 1), "round 1 of 3: too early");
}

/// The regulation's advice on clocks (App. A) when a tournament is made.
#[test]
fn the_clocks_the_school_has_shape_the_advice() {
    use peoncito_core::tournament::{ClocksAdvice, System};
    let swiss = System::Swiss { rounds: 7 };
    // 20 players: 10 games a round.
    assert_eq!(
        ClocksAdvice::for_field(swiss, 20, 4),
        Some(ClocksAdvice::TopBoards {
            clocks: 4,
            games: 10
        })
    );
    // "Si el torneo planificado era un suizo a siete rondas, habrá que
    // conformarse con seis".
    assert_eq!(
        ClocksAdvice::for_field(swiss, 20, 1),
        Some(ClocksAdvice::OneClock { rounds: 7 })
    );
    assert_eq!(
        ClocksAdvice::for_field(swiss, 20, 0),
        Some(ClocksAdvice::NoClock)
    );
    assert_eq!(
        ClocksAdvice::for_field(swiss, 20, 10),
        None,
        "a clock a board"
    );
    assert_eq!(ClocksAdvice::for_field(swiss, 1, 0), None, "no game at all");
    let said = peoncito_core::i18n::tournament::say(
        peoncito_core::lang::Lang::Es,
        &peoncito_core::i18n::tournament::TournamentText::ClocksAdvice(ClocksAdvice::OneClock {
            rounds: 7,
        }),
    );
    assert!(said.contains("una ronda menos (6 en vez de 7)"), "{said}");
    // A round robin of 8 has its 7 rounds whatever the clocks: one round
    // fewer is the Swiss's advice (App. A), not the round robin's.
    let league = System::RoundRobin { double: false };
    assert_eq!(
        ClocksAdvice::for_field(league, 8, 1),
        Some(ClocksAdvice::OneClockNoRoundLess)
    );
    let said = peoncito_core::i18n::tournament::say(
        peoncito_core::lang::Lang::Es,
        &peoncito_core::i18n::tournament::TournamentText::ClocksAdvice(
            ClocksAdvice::OneClockNoRoundLess,
        ),
    );
    assert!(
        said.contains("una a una") && said.contains("sin relojes"),
        "{said}"
    );
    assert!(!said.contains("en vez de"), "{said}");
}

/// A pupil whose opponent never came stands first after round 1 (the
/// tie-breaks count the unplayed game against an opponent with their own
/// score, C.07): the points from games not played are known, for the
/// standings to say why.
#[test]
fn points_from_games_not_played_are_told_apart() {
    use peoncito_core::heading::Name;
    use peoncito_core::tournament::standings::{TieBreak, standings};
    use peoncito_core::tournament::{GameResult, Player, Points, System, Tournament};
    let mut t = Tournament::new(Name::new("Recreo").unwrap(), System::Swiss { rounds: 3 });
    for n in 1..=5 {
        t.add_player(Player::new(Name::new(&format!("P{n}")).unwrap()))
            .unwrap();
    }
    t.pair_next_round(&[]).unwrap();
    let round = t.rounds()[0].clone();
    t.set_result(1, 1, Some(GameResult::WHITE_WINS)).unwrap();
    t.set_result(
        1,
        2,
        Some(GameResult::Forfeit {
            winner: Some(shakmaty::Color::White),
        }),
    )
    .unwrap();
    let (played, forfeit) = (round.boards[0].white, round.boards[1].white);
    let (bye, _) = round.byes[0];
    assert_eq!(t.points_not_played(played), Points::ZERO);
    assert_eq!(t.points_not_played(forfeit), Points::ONE);
    assert_eq!(t.points_not_played(bye), Points::ONE, "a pairing bye");
    assert_eq!(t.points_not_played(round.boards[1].black), Points::ZERO);
    let lines = standings(&t, &[TieBreak::Buchholz]);
    assert_ne!(lines[0].player, played, "a winner at the board below");
}

/// C.07 (2023) Art. 6.1.2: tied players who met more than once count the
/// average of their games against each other, so a pair that met twice
/// weighs as one that met once. Ana beat Bruno twice, lost to Carla, and
/// Bruno beat Carla: by averages they are level (1 each), where adding
/// every game would put Ana first on her two wins.
#[test]
fn direct_encounter_averages_games_between_players_who_met_more_than_once() {
    use peoncito_core::heading::Name;
    use peoncito_core::tournament::standings::{TieBreak, standings};
    use peoncito_core::tournament::{
        Board, Bye, GameResult, Player, PlayerId, Round, System, Tournament,
    };
    let mut t = Tournament::new(Name::new("Liga").unwrap(), System::Swiss { rounds: 4 });
    for name in ["Ana", "Bruno", "Carla", "David"] {
        t.add_player(Player::new(Name::new(name).unwrap())).unwrap();
    }
    let (ana, bruno, carla, david) = (PlayerId(1), PlayerId(2), PlayerId(3), PlayerId(4));
    let game = |white, black, result| Board {
        white,
        black,
        result: Some(result),
    };
    let rounds = [
        Round {
            boards: vec![
                game(ana, bruno, GameResult::WHITE_WINS),
                game(carla, david, GameResult::WHITE_WINS),
            ],
            byes: vec![],
        },
        Round {
            boards: vec![game(bruno, ana, GameResult::BLACK_WINS)],
            byes: vec![(carla, Bye::Zero), (david, Bye::Zero)],
        },
        Round {
            boards: vec![
                game(ana, carla, GameResult::BLACK_WINS),
                game(bruno, david, GameResult::WHITE_WINS),
            ],
            byes: vec![],
        },
        Round {
            boards: vec![
                game(bruno, carla, GameResult::WHITE_WINS),
                game(ana, david, GameResult::BLACK_WINS),
            ],
            byes: vec![],
        },
    ];
    for round in rounds {
        t.add_round(round).unwrap();
    }
    let lines = standings(&t, &[TieBreak::DirectEncounter]);
    let trio: Vec<_> = lines.iter().filter(|l| l.player != david).collect();
    assert!(
        trio.iter().all(|l| l.points == trio[0].points),
        "three tied on points"
    );
    assert!(
        trio.iter().all(|l| l.rank == trio[0].rank),
        "level by the average of their encounters: {:?}",
        trio.iter().map(|l| (l.player, l.rank)).collect::<Vec<_>>()
    );
}
