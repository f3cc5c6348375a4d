//! A round paired by the worker: the same round the page would pair, the
//! one costly refusal passed back, anything unreadable left to the page.

use peoncito_core::heading::Name;
use peoncito_core::rng::Rng;
use peoncito_core::tournament::pairing_job::{answer, question, read_answer};
use peoncito_core::tournament::simulation::play_last_round;
use peoncito_core::tournament::{Bye, Player, PlayerId, System, Tournament, TournamentError};

fn tournament(system: System, players: u16, rounds_played: u8) -> Tournament {
    let mut t = Tournament::new(Name::new("Liga del cole").unwrap(), system);
    for n in 1..=players {
        let mut p = Player::new(Name::new(&format!("Alumno {n}")).unwrap());
        p.rating = Some(1500 - n * 10);
        t.add_player(p).unwrap();
    }
    let mut rng = Rng::new(7);
    for _ in 0..rounds_played {
        t.pair_next_round(&[]).unwrap();
        play_last_round(&mut t, &mut rng);
    }
    t
}

#[test]
fn the_worker_pairs_the_round_the_page_would() {
    for (system, players) in [
        (System::Swiss { rounds: 7 }, 41),
        (System::RoundRobin { double: false }, 7),
    ] {
        let t = tournament(system, players, 3);
        let absent = [(PlayerId(4), Bye::Half), (PlayerId(6), Bye::Zero)];
        let from_worker = read_answer(&answer(&question(&t, &absent)))
            .expect("an answer")
            .expect("a round");
        let mut here = t.clone();
        let paired = here.pair_next_round(&absent).unwrap().clone();
        assert_eq!(from_worker, paired, "{system:?}");
        if let System::Swiss { .. } = system {
            assert!(
                from_worker.byes.contains(&(PlayerId(4), Bye::Half)),
                "the excused keep the bye chosen"
            );
        }
    }
}

#[test]
fn a_round_that_cannot_be_paired_is_said_without_searching_again() {
    // Two players who have met: the Dutch rules cannot pair them again.
    let t = tournament(System::Swiss { rounds: 3 }, 2, 1);
    assert_eq!(
        read_answer(&answer(&question(&t, &[]))),
        Some(Err(TournamentError::NoValidPairing))
    );
}

#[test]
fn what_the_worker_cannot_answer_is_left_to_the_page() {
    // Every round planned paired: the page pairs and names the reason.
    let done = tournament(System::Swiss { rounds: 2 }, 6, 2);
    assert_eq!(read_answer(&answer(&question(&done, &[]))), None);
    assert_eq!(read_answer(&answer("not a question")), None);
    assert_eq!(read_answer("not an answer"), None);
    assert_eq!(read_answer(r#"{"Paired":{"boards":[{"white":1}]}}"#), None);
}
