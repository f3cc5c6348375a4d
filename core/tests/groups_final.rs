//! A tournament in groups ends with a final of its own: the first of each
//! zone (winners first), once every zone has finished.

use peoncito_core::heading::Name;
use peoncito_core::tournament::simulation::{Rng, play_last_round};
use peoncito_core::tournament::standings::{finalists, zone_standings};
use peoncito_core::tournament::{Player, System, Tournament, TournamentError};

fn groups(players: usize, zones: u8) -> Tournament {
    let mut t = Tournament::new(Name::new("Recreo").unwrap(), System::Groups { zones });
    t.place = Name::new("CEIP Cervantes");
    t.clocks = 2;
    for n in 1..=players {
        t.add_player(Player::new(Name::new(&format!("Pupil {n}")).unwrap()))
            .unwrap();
    }
    t
}

#[test]
fn the_final_takes_each_zones_first_once_every_zone_is_over() {
    let name = || Name::new("Recreo: final").unwrap();
    for (players, zones, seed) in [(8, 2, 1), (9, 3, 2), (7, 2, 3), (12, 4, 4)] {
        let mut t = groups(players, zones);
        let mut rng = Rng::new(seed);
        assert_eq!(
            t.final_of_groups(name(), 1).err(),
            Some(TournamentError::GroupsNotOver)
        );
        while t.pair_next_round(&[]).is_ok() {
            assert_eq!(
                t.final_of_groups(name(), 1).err(),
                Some(TournamentError::GroupsNotOver),
                "a round still going on"
            );
            play_last_round(&mut t, &mut rng);
        }
        let last = t.final_of_groups(name(), 2).unwrap();
        assert_eq!(last.system, System::RoundRobin { double: false });
        assert_eq!(
            (&last.place, last.clocks, last.game_rules),
            (&t.place, 2, t.game_rules)
        );
        let expected: Vec<&str> = finalists(&t, &t.tie_breaks, 2)
            .into_iter()
            .map(|id| t.player(id).unwrap().name.as_str())
            .collect();
        let got: Vec<&str> = last.players().iter().map(|p| p.name.as_str()).collect();
        assert_eq!(got, expected);
        assert_eq!(got.len(), 2 * usize::from(zones));
        // The zone winners first.
        let winners: Vec<&str> = zone_standings(&t, &t.tie_breaks)
            .iter()
            .map(|z| t.player(z[0].player).unwrap().name.as_str())
            .collect();
        assert_eq!(&got[..usize::from(zones)], &winners[..]);
        assert!(!last.has_started());
    }
    let mut swiss = Tournament::new(Name::new("Suizo").unwrap(), System::Swiss { rounds: 1 });
    for n in ["Ana", "Bruno"] {
        swiss
            .add_player(Player::new(Name::new(n).unwrap()))
            .unwrap();
    }
    assert_eq!(
        swiss.final_of_groups(name(), 1).err(),
        Some(TournamentError::GroupsNotOver),
        "only groups have a final"
    );
}
