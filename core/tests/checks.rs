//! A pairing changed by hand: each thing it breaks is named before the
//! teacher confirms, and a round with results is never re-paired.

use peoncito_core::heading::Name;
use peoncito_core::tournament::checks::{Warning, check_round};
use peoncito_core::tournament::{
    Board, Bye, GameResult, Player, PlayerId, Round, System, Tournament, TournamentError,
};
use shakmaty::Color;

fn id(n: u16) -> PlayerId {
    PlayerId(n)
}

fn board(white: u16, black: u16, result: Option<GameResult>) -> Board {
    Board {
        white: id(white),
        black: id(black),
        result,
    }
}

/// Five players, two rounds: 1–2, 3–4 (5 the pairing bye); then 3–1 and
/// 4–5 won by forfeit by 4 (2 the pairing bye).
fn two_rounds() -> Tournament {
    let mut t = Tournament::new(
        Name::new("Recreo").unwrap(),
        System::RoundRobin { double: false },
    );
    for n in ["Ana", "Bruno", "Carla", "Dani", "Eva"] {
        t.add_player(Player::new(Name::new(n).unwrap())).unwrap();
    }
    t.add_round(Round {
        boards: vec![
            board(1, 2, Some(GameResult::WHITE_WINS)),
            board(3, 4, Some(GameResult::DRAW)),
        ],
        byes: vec![(id(5), Bye::Pairing)],
    })
    .unwrap();
    t.add_round(Round {
        boards: vec![
            board(3, 1, Some(GameResult::DRAW)),
            board(
                4,
                5,
                Some(GameResult::Forfeit {
                    winner: Some(Color::White),
                }),
            ),
        ],
        byes: vec![(id(2), Bye::Pairing)],
    })
    .unwrap();
    t
}

#[test]
fn each_broken_rule_is_named() {
    let mut t = two_rounds();
    t.forbid(id(2), id(5), None).unwrap();
    // Same class: apart only in the first two rounds, so no warning in round 3.
    t.forbid(id(1), id(4), Some(2)).unwrap();
    let proposed = Round {
        // 2–1 again; 3 had White twice; 2 and 5 kept apart.
        boards: vec![board(2, 1, None), board(3, 5, None)],
        byes: vec![(id(4), Bye::Pairing)],
    };
    assert_eq!(
        check_round(&t, &proposed, false),
        [
            Warning::Rematch(id(2), id(1)),
            Warning::ThirdColour {
                player: id(3),
                colour: Color::White
            },
            Warning::SecondBye(id(4)),
        ],
        "4 won by forfeit: that counts as a bye already"
    );
    let apart = Round {
        boards: vec![board(5, 2, None), board(1, 4, None)],
        byes: vec![(id(3), Bye::Half)],
    };
    assert_eq!(
        check_round(&t, &apart, false),
        [Warning::Forbidden(id(5), id(2))]
    );
    // A forfeited game is no meeting: 5 and 4 may be paired.
    let fine = Round {
        boards: vec![board(5, 4, None), board(2, 3, None)],
        byes: vec![(id(1), Bye::Pairing)],
    };
    assert_eq!(check_round(&t, &fine, false), []);
}

#[test]
fn only_a_round_without_results_is_re_paired() {
    let mut t = two_rounds();
    let change = Round {
        boards: vec![board(5, 4, None), board(2, 3, None)],
        byes: vec![(id(1), Bye::Pairing)],
    };
    assert_eq!(
        t.replace_last_round(change.clone()),
        Err(TournamentError::RoundStarted)
    );
    assert_eq!(t.rounds().len(), 2, "nothing lost");
    t.add_round(Round {
        boards: vec![board(1, 5, None), board(2, 4, None)],
        byes: vec![(id(3), Bye::Pairing)],
    })
    .unwrap();
    // Checked against the rounds before the one it replaces.
    assert_eq!(check_round(&t, &change, true), []);
    t.replace_last_round(change.clone()).unwrap();
    assert_eq!(t.rounds()[2], change);
    let broken = Round {
        boards: vec![board(5, 5, None)],
        byes: vec![],
    };
    assert!(t.replace_last_round(broken).is_err());
    assert_eq!(
        t.rounds()[2],
        change,
        "a broken change keeps the round as it was"
    );
    assert_eq!(
        t.forbid(id(1), id(9), None),
        Err(TournamentError::UnknownPlayer(id(9)))
    );
}

#[test]
fn a_swap_moves_two_players_between_seats_colours_and_byes() {
    let round = Round {
        boards: vec![board(1, 5, None), board(2, 4, None)],
        byes: vec![(id(3), Bye::Pairing)],
    };
    assert_eq!(
        round.swapped(id(5), id(2)),
        Round {
            boards: vec![board(1, 2, None), board(5, 4, None)],
            byes: vec![(id(3), Bye::Pairing)],
        }
    );
    assert_eq!(
        round.swapped(id(1), id(5)).boards[0],
        board(5, 1, None),
        "on one board: the colours change"
    );
    let into_bye = round.swapped(id(4), id(3));
    assert_eq!(into_bye.byes, vec![(id(4), Bye::Pairing)]);
    assert_eq!(into_bye.boards[1], board(2, 3, None));
    assert_eq!(round.swapped(id(1), id(1)), round);
    assert_eq!(
        round.players().collect::<Vec<_>>(),
        [id(1), id(5), id(2), id(4), id(3)]
    );
    // The swapped round is what a teacher's change is checked against.
    let mut t = two_rounds();
    t.add_round(round.clone()).unwrap();
    let rematch = round.swapped(id(5), id(2));
    assert_eq!(
        check_round(&t, &rematch, true),
        [Warning::Rematch(id(1), id(2))]
    );
    t.replace_last_round(rematch.clone()).unwrap();
    assert_eq!(t.rounds()[2], rematch);
}
