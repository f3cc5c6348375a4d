//! Standings and tie-breaks by C.07, worked out by hand (and the same as
//! FIDE's TieBreakServer gives): a small event with a pairing bye, a
//! half-point bye, a forfeit and a withdrawal.

use peoncito_core::heading::Name;
use peoncito_core::tournament::standings::{Standing, TieBreak, TieValue, standings};
use peoncito_core::tournament::{
    Board, Bye, GameResult, Player, PlayerId, Points, Round, System, Tournament,
};
use shakmaty::Color;

fn id(n: u16) -> PlayerId {
    PlayerId(n)
}

fn game(white: u16, black: u16, result: GameResult) -> Board {
    Board {
        white: id(white),
        black: id(black),
        result: Some(result),
    }
}

const WHITE: GameResult = GameResult::WHITE_WINS;
const DRAW: GameResult = GameResult::DRAW;
const BLACK: GameResult = GameResult::BLACK_WINS;

/// Six players, four rounds:
/// 1. 1–4 1-0, 2–5 ½-½, 3–6 won by forfeit (6 did not come)
/// 2. 5–1 0-1, 4–3 0-1; 2 the pairing bye; 6 excused with half a point
/// 3. 1–3 ½-½, 2–4 0-1, 6–5 1-0
/// 4. (4 has withdrawn) 3–2 1-0, 1–6 1-0; 5 the pairing bye
fn event() -> Tournament {
    let mut t = Tournament::new(Name::new("Recreo").unwrap(), System::Swiss { rounds: 4 });
    for name in ["Ana", "Bruno", "Carla", "Dani", "Eva", "Fede"] {
        t.add_player(Player::new(Name::new(name).unwrap())).unwrap();
    }
    t.add_round(Round {
        boards: vec![
            game(1, 4, WHITE),
            game(2, 5, DRAW),
            game(
                3,
                6,
                GameResult::Forfeit {
                    winner: Some(Color::White),
                },
            ),
        ],
        byes: vec![],
    })
    .unwrap();
    t.add_round(Round {
        boards: vec![game(5, 1, BLACK), game(4, 3, BLACK)],
        byes: vec![(id(2), Bye::Pairing), (id(6), Bye::Half)],
    })
    .unwrap();
    t.add_round(Round {
        boards: vec![game(1, 3, DRAW), game(2, 4, BLACK), game(6, 5, WHITE)],
        byes: vec![],
    })
    .unwrap();
    t.withdraw(id(4)).unwrap();
    t.add_round(Round {
        boards: vec![game(3, 2, WHITE), game(1, 6, WHITE)],
        byes: vec![(id(5), Bye::Pairing)],
    })
    .unwrap();
    t
}

fn order(lines: &[Standing]) -> Vec<(u16, u16)> {
    lines.iter().map(|l| (l.rank, l.player.0)).collect()
}

fn quarters(points: f32) -> TieValue {
    TieValue::Quarters((points * 4.0) as u32)
}

fn of(lines: &[Standing], player: u16) -> &Standing {
    lines.iter().find(|l| l.player == id(player)).unwrap()
}

#[test]
fn scores_count_byes_and_forfeits() {
    let t = event();
    let scores: Vec<Points> = t.ids().map(|p| t.score(p)).collect();
    // 3½, 1½, 3½, 1, 1½, 1½ in half points.
    assert_eq!(scores, [7, 3, 7, 2, 3, 3].map(Points));
}

#[test]
fn buchholz_counts_own_unplayed_rounds_at_own_score_and_a_late_absence_as_a_draw() {
    let t = event();
    let lines = standings(&t, &[TieBreak::Buchholz]);
    // Scores as opponents count them (C.07 16.3): Dani left before round
    // 4 and played nothing after, so that round counts as a draw: 1½.
    // Fede's forfeit loss and half-point bye came before games he played:
    // they keep their points, 1½.
    // Ana: 4 (1½) + 5 (1½) + 3 (3½) + 6 (1½) = 8.
    // Carla: forfeit win → herself (3½) + 4 (1½) + 1 (3½) + 2 (1½) = 10.
    assert_eq!(of(&lines, 1).values, [quarters(8.0)]);
    assert_eq!(of(&lines, 3).values, [quarters(10.0)]);
    // Bruno: 5 (1½) + bye → himself (1½) + 4 (1½) + 3 (3½) = 8.
    // Eva: 2 (1½) + 1 (3½) + 6 (1½) + bye → herself (1½) = 8.
    // Fede: forfeit → himself (1½) + half bye → himself (1½) + 5 (1½) + 1 (3½) = 8.
    for player in [2, 5, 6] {
        assert_eq!(of(&lines, player).values, [quarters(8.0)], "{player}");
    }
    // Dani: 1 (3½) + 3 (3½) + 2 (1½) + away → himself (1) = 9½.
    assert_eq!(of(&lines, 4).values, [quarters(9.5)]);
    // Bruno, Eva and Fede stay tied: they share 3rd place, in starting order.
    assert_eq!(
        order(&lines),
        [(1, 3), (2, 1), (3, 2), (3, 5), (3, 6), (6, 4)]
    );
}

#[test]
fn the_cut_takes_a_forfeit_win_or_a_pairing_bye_only_as_the_least_value() {
    let t = event();
    let lines = standings(&t, &[TieBreak::BuchholzCut1]);
    // C.07 16.5: Carla's forfeit win (3½) is not a round she chose to
    // miss, so her least value goes (1½): 8½. Ana cuts her least: 6½.
    assert_eq!(of(&lines, 3).values, [quarters(8.5)]);
    assert_eq!(of(&lines, 1).values, [quarters(6.5)]);
    // Eva's and Bruno's pairing byes stay too; Dani cuts his absence (1).
    assert_eq!(of(&lines, 5).values, [quarters(6.5)]);
    assert_eq!(of(&lines, 2).values, [quarters(6.5)]);
    assert_eq!(of(&lines, 4).values, [quarters(8.5)]);
    assert_eq!(
        order(&lines),
        [(1, 3), (2, 1), (3, 2), (3, 5), (3, 6), (6, 4)]
    );
}

/// Four players, three rounds: 1–4 1-0, 2–3 1-0; 1 away with half a point,
/// 2–4 1-0, 3 the pairing bye; 1–2 1-0, 3–4 1-0.
fn with_a_requested_bye() -> Tournament {
    let mut t = Tournament::new(Name::new("Patio").unwrap(), System::Swiss { rounds: 3 });
    for name in ["Ana", "Bruno", "Carla", "Dani"] {
        t.add_player(Player::new(Name::new(name).unwrap())).unwrap();
    }
    let rounds = [
        (vec![game(1, 4, WHITE), game(2, 3, WHITE)], vec![]),
        (
            vec![game(2, 4, WHITE)],
            vec![(id(1), Bye::Half), (id(3), Bye::Pairing)],
        ),
        (vec![game(1, 2, WHITE), game(3, 4, WHITE)], vec![]),
    ];
    for (boards, byes) in rounds {
        t.add_round(Round { boards, byes }).unwrap();
    }
    t
}

#[test]
fn the_cut_takes_a_requested_bye_first_even_when_it_is_not_the_least() {
    let lines = standings(
        &with_a_requested_bye(),
        &[TieBreak::Buchholz, TieBreak::BuchholzCut1],
    );
    // Ana (2½): Dani 0 + her bye → herself 2½ + Bruno 2 = 4½; the cut
    // takes the bye she asked for, not Dani's 0 (C.07 16.5): 2.
    assert_eq!(of(&lines, 1).values, [quarters(4.5), quarters(2.0)]);
    // Carla (2): Bruno 2 + her pairing bye → herself 2 + Dani 0 = 4; she
    // did not choose her bye, so the least goes: 4.
    assert_eq!(of(&lines, 3).values[1], quarters(4.0));
}

#[test]
fn sonneborn_berger_weighs_each_opponent_by_the_points_made() {
    let lines = standings(&event(), &[TieBreak::SonnebornBerger]);
    // Ana: 1·1½ + 1·1½ + ½·3½ + 1·1½ = 6¼. Carla: 1·3½ + 1·1½ + ½·3½ + 1·1½ = 8¼.
    assert_eq!(of(&lines, 1).values, [quarters(6.25)]);
    assert_eq!(of(&lines, 3).values, [quarters(8.25)]);
    // Bruno: ½·1½ + 1·1½ (bye) + 0 + 0 = 2¼.
    assert_eq!(of(&lines, 2).values, [quarters(2.25)]);
    assert_eq!(of(&lines, 2).values[0].shown(), "2.25");
}

#[test]
fn games_won_count_only_games_played_and_progressive_scores_add_up_each_round() {
    let lines = standings(&event(), &[TieBreak::GamesWon, TieBreak::Progressive]);
    // Ana won three games; Carla two (her forfeit is not a game won).
    assert_eq!(of(&lines, 1).values[0], TieValue::Count(3));
    assert_eq!(of(&lines, 3).values[0], TieValue::Count(2));
    assert_eq!(order(&lines)[..2], [(1, 1), (2, 3)]);
    // Progressive is asked only where games won left a tie: Bruno, Eva and
    // Fede won 0, 0 and 1. Fede's running score: 0, ½, 1½, 1½ = 3½.
    assert_eq!(of(&lines, 6).values, [TieValue::Count(1), quarters(3.5)]);
    // Bruno ½, 1½, 1½, 1½ = 5; Eva ½, ½, ½, 1½ = 3.
    assert_eq!(of(&lines, 2).values, [TieValue::Count(0), quarters(5.0)]);
    assert_eq!(of(&lines, 5).values, [TieValue::Count(0), quarters(3.0)]);
    assert_eq!(order(&lines)[2..5], [(3, 6), (4, 2), (5, 5)]);
}

#[test]
fn direct_encounter_counts_no_forfeit_and_separates_as_far_as_the_games_allow() {
    let lines = standings(&event(), &[TieBreak::DirectEncounter]);
    // Ana and Carla drew their game: nobody is separated, each gets 0.
    assert_eq!(of(&lines, 1).values, [TieValue::Place(0)]);
    assert_eq!(order(&lines)[..2], [(1, 1), (1, 3)]);
    // Bruno, Eva and Fede: Bruno drew with Eva, Fede beat Eva, Bruno and
    // Fede never met. Fede's 1 point is not more than the 1½ Bruno could
    // have made: nobody goes first for sure.
    assert_eq!(of(&lines, 6).values, [TieValue::Place(0)]);
    assert_eq!(order(&lines)[2..5], [(3, 2), (3, 5), (3, 6)]);

    // Six players: Ana beat Bruno and Carla, who never met.
    let mut t = Tournament::new(Name::new("Patio").unwrap(), System::Swiss { rounds: 3 });
    for n in 1..=6 {
        t.add_player(Player::new(Name::new(&format!("P{n}")).unwrap()))
            .unwrap();
    }
    for boards in [
        vec![game(1, 2, WHITE), game(3, 4, WHITE), game(5, 6, WHITE)],
        vec![game(1, 3, WHITE), game(2, 6, WHITE), game(4, 5, BLACK)],
        vec![game(5, 1, WHITE), game(3, 6, WHITE), game(2, 4, WHITE)],
    ] {
        t.add_round(Round {
            boards,
            byes: vec![],
        })
        .unwrap();
    }
    let lines = standings(&t, &[TieBreak::DirectEncounter]);
    // 1, 2 and 3 on 2 points: 1 made 2 against them, more than 2 or 3
    // could have made (1), so 1 goes first (C.07 6.2); 2 and 3 stay tied.
    assert_eq!(of(&lines, 1).values, [TieValue::Place(1)]);
    assert_eq!(of(&lines, 2).values, [TieValue::Place(2)]);
    assert_eq!(of(&lines, 3).values, [TieValue::Place(2)]);
    assert_eq!(order(&lines)[1..4], [(2, 1), (3, 2), (3, 3)]);

    // A forfeit is no encounter: the same, with 1–3 forfeited.
    t.set_result(
        2,
        1,
        Some(GameResult::Forfeit {
            winner: Some(Color::White),
        }),
    )
    .unwrap();
    let lines = standings(&t, &[TieBreak::DirectEncounter]);
    assert_eq!(of(&lines, 1).values, [TieValue::Place(0)]);
}

#[test]
fn a_corrected_result_changes_everything_after_it() {
    let mut t = event();
    // Round 1, board 1 was really won by Dani.
    t.set_result(1, 1, Some(BLACK)).unwrap();
    assert_eq!(t.score(id(1)), Points(5));
    assert_eq!(t.score(id(4)), Points(4));
    let lines = standings(&t, &[TieBreak::Buchholz]);
    assert_eq!(lines[0].player, id(3), "Carla alone on top");
    assert_eq!(
        t.set_result(9, 1, None),
        Err(peoncito_core::tournament::TournamentError::UnknownRound(9))
    );
    assert_eq!(
        t.set_result(1, 7, None),
        Err(peoncito_core::tournament::TournamentError::UnknownBoard { round: 1, board: 7 })
    );
}

#[test]
fn a_round_with_a_player_twice_or_a_stranger_is_refused() {
    let mut t = event();
    let twice = Round {
        boards: vec![game(1, 2, WHITE)],
        byes: vec![(id(1), Bye::Half)],
    };
    assert_eq!(
        t.add_round(twice),
        Err(peoncito_core::tournament::TournamentError::PlayerTwice {
            round: 5,
            player: id(1)
        })
    );
    let stranger = Round {
        boards: vec![game(1, 9, WHITE)],
        byes: vec![],
    };
    assert_eq!(
        t.add_round(stranger),
        Err(peoncito_core::tournament::TournamentError::UnknownPlayer(
            id(9)
        ))
    );
    assert_eq!(t.rounds().len(), 4, "nothing was added");
}

/// The worked example written as a FIDE report and read back ranks every
/// player with the same points and tie-breaks: the report carries what the
/// standings are made of.
#[test]
fn the_worked_example_read_back_from_its_report_ranks_the_same() {
    use peoncito_core::tournament::trf;
    let t = event();
    let text = trf::write(&t);
    assert_eq!(trf::planned_rounds(&text), Ok(Some(4)));
    let back = trf::read(&text, System::Swiss { rounds: 4 }).unwrap();
    let tie_breaks = [
        TieBreak::BuchholzCut1,
        TieBreak::Buchholz,
        TieBreak::SonnebornBerger,
        TieBreak::DirectEncounter,
    ];
    assert_eq!(standings(&back, &tie_breaks), standings(&t, &tie_breaks));
    assert_eq!(back.players().len(), 6);
}

/// FIDE's own implementation of C.07, TieBreakServer, ranked twelve random
/// Swiss tournaments with requested byes, withdrawals, late entries and
/// forfeits (`bench/tie-breaks.py --keep`); every value must agree.
#[test]
fn every_value_agrees_with_fides_tie_break_server() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/tie-breaks");
    let number = |text: &str| -> f64 { text.parse().unwrap() };
    let mut compared = 0;
    for n in 1..=12 {
        let trf = std::fs::read_to_string(dir.join(format!("swiss-{n}.trf"))).unwrap();
        let rounds = peoncito_core::tournament::trf::planned_rounds(&trf)
            .unwrap()
            .unwrap();
        let t = peoncito_core::tournament::trf::read(&trf, System::Swiss { rounds }).unwrap();
        for order in 1..=2 {
            let answers =
                std::fs::read_to_string(dir.join(format!("swiss-{n}.{order}.tsv"))).unwrap();
            let mut lines = answers.lines();
            let tie_breaks: Vec<TieBreak> = lines
                .next()
                .unwrap()
                .split(',')
                .map(|code| TieBreak::from_code(code).unwrap())
                .collect();
            let ours = standings(&t, &tie_breaks);
            let theirs: Vec<Vec<&str>> = lines.map(|l| l.split('\t').collect()).collect();
            assert_eq!(ours.len(), theirs.len(), "tournament {n}");
            for (line, answer) in ours.iter().zip(&theirs) {
                let what = format!("tournament {n}, order {order}, player {}", line.player.0);
                assert_eq!(
                    line.player.0.to_string(),
                    answer[1],
                    "{what}: ranked otherwise"
                );
                assert_eq!(number(&line.points.decimal()), number(answer[2]), "{what}");
                for (i, value) in line.values.iter().enumerate() {
                    let code = tie_breaks[i].code();
                    assert_eq!(
                        number(&value.shown()),
                        number(answer[3 + i]),
                        "{what}: {code}"
                    );
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 1500, "only {compared} values compared");
}
