//! The class book across tablets: random histories on three tablets (the
//! teacher's list handed round, lessons, games and refused moves noted,
//! pupils renamed, added and deleted, books merged at random moments).
//! Merging is commutative, associative and idempotent; nothing about a
//! deleted pupil survives any merge; the book reads back as written; a
//! damaged or foreign file is refused with its reason.

use peoncito_core::class::file::FileError;
use peoncito_core::class::{
    ClassBook, ClassId, Day, DeviceId, Opponent, Outcome, PupilId, What, Where, read_list,
};
use peoncito_core::explain::ReasonKind;
use peoncito_core::rng::Rng;

const NAMES: [&str; 8] = [
    "Ana", "Luis", "Marta", "Pablo", "Lucía", "Hugo", "Sara", "Leo",
];

fn merged(a: &ClassBook, b: &ClassBook) -> ClassBook {
    let mut book = a.clone();
    book.merge(b);
    book
}

/// Three tablets' books after a random history from `seed`.
fn history(seed: u64) -> [ClassBook; 3] {
    let mut rng = Rng::new(seed);
    let devices = [DeviceId(11), DeviceId(22), DeviceId(33)];
    let mut teacher = ClassBook::default();
    let class = teacher
        .add_class(devices[0], "3.º B", &read_list(&NAMES[..5].join("\n")))
        .unwrap();
    let mut books = [teacher.clone(), teacher.clone(), teacher];
    for step in 0..60 {
        let t = rng.below(3) as usize;
        let device = devices[t];
        let day = Day(100 + step / 4);
        let pupils: Vec<PupilId> = books[t].pupils(class).iter().map(|(id, _)| *id).collect();
        let pupil = pupils[rng.below(pupils.len() as u64) as usize];
        match rng.below(10) {
            0..=2 => {
                let stars = 1 + rng.below(3) as u8;
                let exercise = format!("rook-{}", rng.below(4));
                books[t].note(device, pupil, day, What::Stars { exercise, stars });
            }
            3..=4 => {
                let reason = ReasonKind::ALL[rng.below(ReasonKind::ALL.len() as u64) as usize];
                let at = if rng.below(2) == 0 {
                    Where::Game
                } else {
                    Where::Lesson
                };
                books[t].note(device, pupil, day, What::Refused { reason, at });
            }
            5 => {
                let opponent = match rng.below(3) {
                    0 => Opponent::Computer(1 + rng.below(8) as u8),
                    1 => Opponent::Classmate(pupils[0]),
                    _ => Opponent::Guest,
                };
                books[t].note(
                    device,
                    pupil,
                    day,
                    What::Game {
                        opponent,
                        outcome: Outcome::Won,
                        record: None,
                    },
                );
            }
            6 => books[t].note(device, pupil, day, What::TeacherCalled),
            7 => {
                // The list typed again: a name or two changed, added or gone.
                let mut names: Vec<String> = books[t]
                    .pupils(class)
                    .iter()
                    .map(|(_, p)| p.name.as_str().to_string())
                    .collect();
                match rng.below(3) {
                    0 if names.len() > 2 => {
                        _ = names.remove(rng.below(names.len() as u64) as usize)
                    }
                    1 => names.push(NAMES[rng.below(NAMES.len() as u64) as usize].to_string()),
                    _ => {
                        let i = rng.below(names.len() as u64) as usize;
                        names[i] = names[i].to_uppercase();
                    }
                }
                books[t]
                    .set_pupils(device, class, &read_list(&names.join("\n")))
                    .unwrap();
            }
            _ => {
                // Two tablets meet: one imports the other's file.
                let other = (t + 1 + rng.below(2) as usize) % 3;
                let theirs = ClassBook::decode(&books[other].encode()).unwrap();
                books[t].merge(&theirs);
            }
        }
    }
    books
}

#[test]
fn merging_is_commutative_associative_and_idempotent() {
    for seed in 0..300 {
        let [a, b, c] = history(seed);
        assert_eq!(merged(&a, &b), merged(&b, &a), "seed {seed}: A+B = B+A");
        assert_eq!(
            merged(&merged(&a, &b), &c),
            merged(&a, &merged(&b, &c)),
            "seed {seed}: (A+B)+C = A+(B+C)"
        );
        assert_eq!(merged(&a, &a), a, "seed {seed}: A+A = A");
        let all = merged(&merged(&a, &b), &c);
        assert_eq!(
            merged(&all, &b),
            all,
            "seed {seed}: a file imported again adds nothing"
        );
    }
}

#[test]
fn folded_notes_merge_like_the_rest_and_keep_every_pupils_best_stars() {
    for seed in 0..300 {
        let [mut a, b, mut c] = history(seed);
        let unfolded = merged(&merged(&a, &b), &c);
        // Two devices fold, at different days, one after merging another.
        a.fold_notes(Day(105));
        c.merge(&b);
        c.fold_notes(Day(110));
        assert_eq!(merged(&a, &b), merged(&b, &a), "seed {seed}: A+B = B+A");
        assert_eq!(merged(&a, &c), merged(&c, &a), "seed {seed}: A+C = C+A");
        let all = merged(&merged(&a, &b), &c);
        assert_eq!(all, merged(&a, &merged(&b, &c)), "seed {seed}: associative");
        assert_eq!(merged(&all, &all), all, "seed {seed}: idempotent");
        assert_eq!(
            merged(&all, &unfolded),
            all,
            "seed {seed}: nothing folded comes back"
        );
        assert_eq!(
            ClassBook::decode(&all.encode()).unwrap(),
            all,
            "seed {seed}: read back"
        );
        for (class, _) in all.classes() {
            for (pupil, _) in all.pupils(class) {
                for exercise in (0..4).map(|n| format!("rook-{n}")) {
                    assert_eq!(
                        all.stars(pupil, &exercise),
                        unfolded.stars(pupil, &exercise),
                        "seed {seed}: the best stars stay"
                    );
                }
            }
        }
    }
}

#[test]
fn what_each_tablet_noted_is_kept_and_counted_once() {
    for seed in 0..100 {
        let books = history(seed);
        let all = books
            .iter()
            .fold(ClassBook::default(), |all, b| merged(&all, b));
        for (class, _) in all.classes() {
            for (pupil, _) in all.pupils(class) {
                // Every event a tablet holds about a pupil still in the
                // class is in the merged book, once.
                let mut expected: Vec<_> = books
                    .iter()
                    .flat_map(|b| b.events_of(pupil).cloned().collect::<Vec<_>>())
                    .collect();
                expected.sort();
                expected.dedup();
                let mut got: Vec<_> = all.events_of(pupil).cloned().collect();
                got.sort();
                // Two tablets' events may be alike (same day, same thing):
                // the merged book has at least every distinct one, and no
                // more than all of them.
                let total: usize = books.iter().map(|b| b.events_of(pupil).count()).sum();
                assert!(got.len() <= total, "seed {seed}");
                for e in &expected {
                    assert!(got.contains(e), "seed {seed}: {e:?} lost");
                }
                let best = books.iter().filter_map(|b| b.stars(pupil, "rook-0")).max();
                assert_eq!(
                    all.stars(pupil, "rook-0"),
                    best,
                    "seed {seed}: the best stars"
                );
            }
        }
    }
}

#[test]
fn a_deleted_pupil_leaves_nothing_behind_whatever_is_merged_after() {
    let tablet = DeviceId(1);
    let teacher_device = DeviceId(2);
    let mut teacher = ClassBook::default();
    let class = teacher
        .add_class(teacher_device, "3.º B", &read_list("Ana\nLuis"))
        .unwrap();
    let mut tablet_book = ClassBook::decode(&teacher.encode()).unwrap();
    let ana = tablet_book.pupils(class)[0].0;
    tablet_book.note(tablet, ana, Day(5), What::TeacherCalled);
    let old_file = tablet_book.encode();
    teacher.merge(&ClassBook::decode(&old_file).unwrap());
    assert_eq!(teacher.events_of(ana).count(), 1);
    teacher.delete_pupil(teacher_device, ana);
    // The tablet's old file, imported again, brings nothing back.
    teacher.merge(&ClassBook::decode(&old_file).unwrap());
    assert_eq!(teacher.pupil(ana), None);
    assert_eq!(teacher.events_of(ana).count(), 0);
    assert!(!teacher.encode().contains("Ana"), "not even the name");
    // And the tablet, meeting the teacher's book, forgets her too.
    tablet_book.merge(&teacher);
    assert_eq!(tablet_book.events_of(ana).count(), 0);
    assert_eq!(tablet_book.pupils(class).len(), 1);
}

#[test]
fn the_book_reads_back_as_written() {
    for seed in 0..50 {
        for book in history(seed) {
            assert_eq!(ClassBook::decode(&book.encode()), Ok(book), "seed {seed}");
        }
    }
}

#[test]
fn a_damaged_or_foreign_file_is_refused_with_its_reason() {
    let tablet = DeviceId(1);
    let mut book = ClassBook::default();
    let class = book
        .add_class(tablet, "3.º B", &read_list("Ana\nLuis"))
        .unwrap();
    let ana = book.pupils(class)[0].0;
    let refused = What::Refused {
        reason: ReasonKind::PinnedPiece,
        at: Where::Lesson,
    };
    book.note(tablet, ana, Day(9), refused);
    let text = book.encode();
    assert_eq!(ClassBook::decode("not json"), Err(FileError::NotAClassFile));
    assert_eq!(
        ClassBook::decode(r#"{"format":"peoncito.tournament","version":1}"#),
        Err(FileError::NotAClassFile)
    );
    assert_eq!(
        ClassBook::decode(&text.replacen(r#""version":1"#, r#""version":9"#, 1)),
        Err(FileError::Newer(9))
    );
    // A document with an unknown rule, a pupil with no picture, an event
    // for nobody: each refused with its place in the list.
    for (was, now) in [
        (r#""reason":"pinned-piece""#, r#""reason":"flying""#),
        (r#""picture":"#, r#""painting":"#),
        (r#""pupil":"0000000000000001-2""#, r#""pupil":"nobody""#),
    ] {
        let damaged = text.replacen(was, now, 1);
        assert_ne!(damaged, text, "{was} is in the file");
        assert!(
            matches!(ClassBook::decode(&damaged), Err(FileError::Damaged(n)) if n > 0),
            "{now}"
        );
    }
    // Cut short, as a file copied half way.
    assert!(ClassBook::decode(&text[..text.len() / 2]).is_err());
}

#[test]
fn the_boards_notes_join_the_book_once_and_two_tabs_notes_unite() {
    use peoncito_core::class::{Event, EventId};
    use peoncito_core::class::{NotesRecord, Roster, note_line};
    use peoncito_core::records::{Kind, Merged};
    let teacher = DeviceId(5);
    let tablet = DeviceId(9);
    let mut book = ClassBook::default();
    let class = book
        .add_class(teacher, "3.º B", &read_list("Ana\nLuis"))
        .unwrap();
    let (ana, luis) = (book.pupils(class)[0].0, book.pupils(class)[1].0);
    // The board knows the pupils by the roster the class screen writes.
    let roster = Roster::decode(&book.roster());
    assert_eq!(roster.0.len(), 1);
    assert_eq!(
        roster.find(&Roster::key(luis)).map(|p| p.name.as_str()),
        Some("Luis")
    );
    let line = |number, pupil, what| {
        note_line(
            EventId {
                device: tablet,
                number,
            },
            &Event {
                pupil,
                day: Day(20),
                what,
            },
        )
    };
    let refused = What::Refused {
        reason: ReasonKind::PinnedPiece,
        at: Where::Game,
    };
    let stars = What::Stars {
        exercise: "king-1".into(),
        stars: 3,
    };
    let game = What::Game {
        opponent: Opponent::Computer(2),
        outcome: Outcome::Drawn,
        // A record over lines, with what a line would break on.
        record: Some("[White \"Ana\"]\n\n1. e4 {a\tb \\n} e5 1/2-1/2\n".into()),
    };
    // Two tabs noted at once: the lines unite; a tab that took notes into
    // the book does not bring them back.
    let first = line(1_000, ana, refused.clone());
    let tab_a = [first.clone(), line(1_001, ana, stars)].join("\n");
    let tab_b = [first.clone(), line(1_002, luis, game.clone())].join("\n");
    let Merged::Clean(both) = NotesRecord::merge(Some(&first), &tab_a, &tab_b) else {
        panic!("notes always merge");
    };
    assert_eq!(both.lines().count(), 3);
    let Merged::Clean(taken) = NotesRecord::merge(Some(&both), "", &tab_b) else {
        panic!("notes always merge");
    };
    assert_eq!(taken, "", "the notes taken into the book stay gone");
    assert_eq!(book.add_notes(&(both.clone() + "\nnot a note\n")), 3);
    assert_eq!(book.add_notes(&both), 0, "a note added twice is one event");
    assert_eq!(book.stars(ana, "king-1"), Some(3));
    let luis_games: Vec<&What> = book.events_of(luis).map(|e| &e.what).collect();
    assert_eq!(luis_games, [&game], "the record whole");
    assert_eq!(ClassBook::decode(&book.encode()), Ok(book.clone()));
    // A note for a pupil deleted meanwhile is dropped.
    book.delete_pupil(teacher, luis);
    assert_eq!(book.add_notes(&line(1_003, luis, refused)), 0);
}

/// The teacher's book (device 1) of one class, "3.º B": Ana and Luis.
fn class_of_two() -> (ClassBook, ClassId) {
    let mut book = ClassBook::default();
    let class = book
        .add_class(DeviceId(1), "3.º B", &read_list("Ana\nLuis"))
        .unwrap();
    (book, class)
}

#[test]
fn clocks_and_numbers_no_device_could_have_made_are_refused() {
    let (book, class) = class_of_two();
    let tablet = DeviceId(2);
    let text = book.encode();
    let clock = format!(r#""clock":{}"#, 3);
    assert!(text.contains(&clock), "{text}");
    let most = u64::MAX.to_string();
    for damaged in [
        // The book's clock, an edit's clock, a device's next number, an id.
        text.replacen(&clock, &format!(r#""clock":{most}"#), 1),
        text.replacen(r#""clock":1"#, &format!(r#""clock":{most}"#), 1),
        text.replacen(
            r#""0000000000000001":4}"#,
            &format!(r#""0000000000000001":{most}}}"#),
            1,
        ),
        text.replacen("0000000000000001-1", &format!("0000000000000001-{most}"), 2),
    ] {
        assert_ne!(damaged, text);
        assert!(ClassBook::decode(&damaged).is_err(), "{damaged}");
    }
    // A high clock a device could have made still leaves room for the
    // edits after it: a rename made after merging it wins everywhere.
    let high = text.replacen(&clock, r#""clock":1000000000"#, 1);
    let mut other = ClassBook::decode(&high).expect("a possible clock");
    other.rename_class(tablet, class, "3.º C").unwrap();
    let mut back = book.clone();
    back.merge(&other);
    assert_eq!(back.classes()[0].1.name.as_str(), "3.º C");
}

#[test]
fn a_file_that_only_renames_says_what_changed_not_nothing_new() {
    let (mut book, class) = class_of_two();
    let tablet = DeviceId(2);
    let mut other = book.clone();
    other.rename_class(tablet, class, "3.º C").unwrap();
    let added = book.merge(&other);
    assert_eq!((added.pupils, added.events, added.changed), (0, 0, 1));
    // The same file again: nothing new at all.
    let again = book.merge(&other);
    assert_eq!((again.pupils, again.events, again.changed), (0, 0, 0));
    // New pupils are counted as pupils, not as changes.
    let mut more = book.clone();
    more.set_pupils(tablet, class, &read_list("Ana\nLuis\nMarta"))
        .unwrap();
    let added = book.merge(&more);
    assert_eq!((added.pupils, added.changed), (1, 0));
}
