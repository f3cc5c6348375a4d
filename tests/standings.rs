//! Standings and tie-breaks, worked out by hand: a small event with a
//! pairing bye, a half-point bye, a forfeit and a withdrawal.

use peoncito::heading::Name;
use peoncito::tournament::standings::{Standing, TieBreak, TieValue, standings};
use peoncito::tournament::{
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
    let mut t = Tournament::new(
        Name::new("Recreo").unwrap(),
        System::RoundRobin { double: false },
    );
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
    TieValue((points * 4.0) as u32)
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
fn buchholz_counts_own_unplayed_rounds_at_own_score_and_opponents_absences_as_draws() {
    let t = event();
    let lines = standings(&t, &[TieBreak::Buchholz]);
    // Adjusted scores for opponents: 4 was away in round 4 (½ instead of 0):
    // 1½; 6 lost by forfeit and took a half-point bye (½ each): 2.
    // Ana: 4 (1½) + 5 (1½) + 3 (3½) + 6 (2) = 8½.
    // Carla: forfeit win → herself (3½) + 4 (1½) + 1 (3½) + 2 (1½) = 10.
    assert_eq!(of(&lines, 1).values, [quarters(8.5)]);
    assert_eq!(of(&lines, 3).values, [quarters(10.0)]);
    // Bruno: 5 (1½) + bye → himself (1½) + 4 (1½) + 3 (3½) = 8.
    // Eva: 2 (1½) + 1 (3½) + 6 (2) + bye → herself (1½) = 8½.
    // Fede: forfeit → himself (1½) + half bye → himself (1½) + 5 (1½) + 1 (3½) = 8.
    assert_eq!(of(&lines, 2).values, [quarters(8.0)]);
    assert_eq!(of(&lines, 5).values, [quarters(8.5)]);
    assert_eq!(of(&lines, 6).values, [quarters(8.0)]);
    // Dani: 1 (3½) + 3 (3½) + 2 (1½) + away → himself (1) = 9½.
    assert_eq!(of(&lines, 4).values, [quarters(9.5)]);
    // Bruno and Fede stay tied: they share 4th place, in starting order.
    assert_eq!(
        order(&lines),
        [(1, 3), (2, 1), (3, 5), (4, 2), (4, 6), (6, 4)]
    );
}

#[test]
fn the_cut_takes_an_unplayed_round_first() {
    let t = event();
    let lines = standings(&t, &[TieBreak::BuchholzCut1]);
    // Ana cuts her least value (1½): 7. Carla cuts her forfeit round (3½),
    // not her least: 6½ — so the cut puts Ana first.
    assert_eq!(of(&lines, 1).values, [quarters(7.0)]);
    assert_eq!(of(&lines, 3).values, [quarters(6.5)]);
    // Eva cuts her bye (1½): 7; Bruno his bye: 6½; Fede one of his: 6½.
    assert_eq!(of(&lines, 5).values, [quarters(7.0)]);
    assert_eq!(of(&lines, 2).values, [quarters(6.5)]);
    assert_eq!(of(&lines, 6).values, [quarters(6.5)]);
    assert_eq!(
        order(&lines),
        [(1, 1), (2, 3), (3, 5), (4, 2), (4, 6), (6, 4)]
    );
}

#[test]
fn sonneborn_berger_weighs_each_opponent_by_the_points_made() {
    let lines = standings(&event(), &[TieBreak::SonnebornBerger]);
    // Ana: 1·1½ + 1·1½ + ½·3½ + 1·2 = 6¾. Carla: 1·3½ + 1·1½ + ½·3½ + 1·1½ = 8¼.
    assert_eq!(of(&lines, 1).values, [quarters(6.75)]);
    assert_eq!(of(&lines, 3).values, [quarters(8.25)]);
    // Bruno: ½·1½ + 1·1½ (bye) + 0 + 0 = 2¼.
    assert_eq!(of(&lines, 2).values, [quarters(2.25)]);
    assert_eq!(
        of(&lines, 2).values[0].shown(TieBreak::SonnebornBerger),
        "2.25"
    );
}

#[test]
fn games_won_count_only_games_played_and_progressive_scores_add_up_each_round() {
    let lines = standings(&event(), &[TieBreak::GamesWon, TieBreak::Progressive]);
    // Ana won three games; Carla two (her forfeit is not a game won).
    assert_eq!(of(&lines, 1).values[0], TieValue(3));
    assert_eq!(of(&lines, 3).values[0], TieValue(2));
    assert_eq!(order(&lines)[..2], [(1, 1), (2, 3)]);
    // Progressive is asked only where games won left a tie: Bruno, Eva and
    // Fede won 0, 0 and 1. Fede's running score: 0, ½, 1½, 1½ = 3½.
    assert_eq!(of(&lines, 6).values, [TieValue(1), quarters(3.5)]);
    // Bruno ½, 1½, 1½, 1½ = 5; Eva ½, ½, ½, 1½ = 3.
    assert_eq!(of(&lines, 2).values, [TieValue(0), quarters(5.0)]);
    assert_eq!(of(&lines, 5).values, [TieValue(0), quarters(3.0)]);
    assert_eq!(order(&lines)[2..5], [(3, 6), (4, 2), (5, 5)]);
}

#[test]
fn direct_encounter_separates_only_players_who_all_met() {
    let lines = standings(&event(), &[TieBreak::DirectEncounter]);
    // Ana and Carla drew their game: ½ each, still tied.
    assert_eq!(of(&lines, 1).values, [quarters(0.5)]);
    assert_eq!(of(&lines, 3).values, [quarters(0.5)]);
    assert_eq!(order(&lines)[..2], [(1, 1), (1, 3)]);
    // Bruno, Eva and Fede: Bruno never met Fede, so nobody is separated.
    assert_eq!(of(&lines, 2).values, [TieValue(0)]);
    assert_eq!(order(&lines)[2..5], [(3, 2), (3, 5), (3, 6)]);
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
        Err(peoncito::tournament::TournamentError::UnknownRound(9))
    );
    assert_eq!(
        t.set_result(1, 7, None),
        Err(peoncito::tournament::TournamentError::UnknownBoard { round: 1, board: 7 })
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
        Err(peoncito::tournament::TournamentError::PlayerTwice {
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
        Err(peoncito::tournament::TournamentError::UnknownPlayer(id(9)))
    );
    assert_eq!(t.rounds().len(), 4, "nothing was added");
}
