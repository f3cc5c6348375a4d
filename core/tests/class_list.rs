//! A pasted class list becomes the players, with each doubtful line named;
//! the wall's "who plays where" list is in a Spanish class list's order.

use peoncito_core::heading::Name;
use peoncito_core::tournament::class_list::{ListProblem, alphabetical_key, read};
use peoncito_core::tournament::seating::{Seat, who_plays_where};
use peoncito_core::tournament::{Board, Bye, Player, PlayerId, Round, System, Tournament};
use shakmaty::Color;

#[test]
fn a_pasted_list_gives_names_and_classes_and_names_what_looks_wrong() {
    let long = "Maximiliano Alejandro de la Santísima Trinidad García";
    let text = format!(
        "Ana López; 3.º A\n\n  Bruno   Díaz \t4.º B\r\n; 5.º A\nlucia\nLucía\n{long}\n   \nÑoño\n"
    );
    let list = read(&text);
    let names: Vec<&str> = list.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Ana López",
            "Bruno Díaz",
            "lucia 1",
            "Lucía 2",
            long[..long.char_indices().nth(40).unwrap().0].trim_end(),
            "Ñoño"
        ]
    );
    let groups: Vec<Option<&str>> = list
        .players
        .iter()
        .map(|p| p.group.as_ref().map(Name::as_str))
        .collect();
    assert_eq!(
        groups,
        [Some("3.º A"), Some("4.º B"), None, None, None, None]
    );
    assert_eq!(
        list.problems,
        [
            (4, ListProblem::NoName),
            (
                6,
                ListProblem::SameNameAs {
                    line: 5,
                    first: Name::new("lucia 1").unwrap(),
                    this: Name::new("Lucía 2").unwrap()
                }
            ),
            (7, ListProblem::Shortened),
        ]
    );
    assert_eq!(read("").players.len(), 0);
    assert_eq!(read("\n \n;\n").problems, []);
}

/// Two pupils with the same name are told apart before the tournament
/// starts: by their classes when those differ, by a number otherwise; a
/// late entry with a name already in gets the next number.
#[test]
fn twins_are_told_apart_by_class_or_by_number_everywhere() {
    let list = read("Ana; 3.º A\nBruno\nana; 3.º B\nCarla; 4.º A\nCarla; 4.º A\nCARLA\n");
    let names: Vec<&str> = list.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Ana (3.º A)",
            "Bruno",
            "ana (3.º B)",
            "Carla 1",
            "Carla 2",
            "CARLA 3"
        ]
    );
    // A long name keeps what tells it apart.
    let long = "Maximiliano Alejandro de la Santísima Trinidad";
    let list = read(&format!("{long}; 5.º A\n{long}; 5.º B"));
    for (player, class) in list.players.iter().zip(["(5.º A)", "(5.º B)"]) {
        assert!(
            player.name.as_str().ends_with(class),
            "{}",
            player.name.as_str()
        );
        assert!(player.name.as_str().chars().count() <= Name::MAX_CHARS);
    }
    // Into a tournament: every name differs, and a late entry too.
    let mut t = Tournament::new(Name::new("Liga").unwrap(), System::Swiss { rounds: 3 });
    for p in read("Ana\nAna\nBruno").players {
        t.add_player(p).unwrap();
    }
    let late = t
        .add_player(Player::new(Name::new("bruno").unwrap()))
        .unwrap();
    let names: Vec<&str> = t.players().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ana 1", "Ana 2", "Bruno", "bruno 2"]);
    assert_eq!(late, PlayerId(4));
}

#[test]
fn who_plays_where_lists_everyone_alphabetically_with_board_colour_and_opponent() {
    let mut t = Tournament::new(Name::new("Liga").unwrap(), System::Swiss { rounds: 3 });
    for name in ["Zoe", "Ñoño", "Nuria", "Álvaro", "oscar"] {
        t.add_player(Player::new(Name::new(name).unwrap())).unwrap();
    }
    t.add_round(Round {
        boards: vec![
            Board {
                white: PlayerId(1),
                black: PlayerId(2),
                result: None,
            },
            Board {
                white: PlayerId(4),
                black: PlayerId(3),
                result: None,
            },
        ],
        byes: vec![(PlayerId(5), Bye::Pairing)],
    })
    .unwrap();
    let seats = who_plays_where(&t, 1).unwrap();
    let order: Vec<&str> = seats
        .iter()
        .map(|(id, _)| t.player(*id).unwrap().name.as_str())
        .collect();
    assert_eq!(order, ["Álvaro", "Nuria", "Ñoño", "oscar", "Zoe"]);
    assert_eq!(
        seats[2].1,
        Seat::Board {
            board: 1,
            colour: Color::Black,
            opponent: PlayerId(1)
        }
    );
    assert_eq!(seats[3].1, Seat::Bye(Bye::Pairing));
    assert!(who_plays_where(&t, 2).is_none());
    assert!(who_plays_where(&t, 0).is_none());
    assert!(alphabetical_key("Nuño") < alphabetical_key("Ñu"));
}

#[test]
fn a_number_in_a_line_is_the_rating_in_either_place() {
    let list = read(
        "Ana; 3.º A; 1450\nBruno; 1210\nCarla\t4.º B\t980\nDavid; 0; 5.º A\nEva; 3.º A; 1500; 1600\n; 1300\n",
    );
    let read_back: Vec<(&str, Option<&str>, Option<u16>)> = list
        .players
        .iter()
        .map(|p| {
            (
                p.name.as_str(),
                p.group.as_ref().map(Name::as_str),
                p.rating,
            )
        })
        .collect();
    assert_eq!(
        read_back,
        [
            ("Ana", Some("3.º A"), Some(1450)),
            ("Bruno", None, Some(1210)),
            ("Carla", Some("4.º B"), Some(980)),
            // No rating of 0: it is read as the class, the next part ignored.
            ("David", Some("0"), None),
            ("Eva", Some("3.º A"), Some(1500)),
        ]
    );
    assert_eq!(list.problems, [(6, ListProblem::NoName)]);
}
