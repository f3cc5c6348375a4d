//! The class book across tablets: random histories on three tablets (the
//! teacher's list handed round, lessons, games and refused moves noted,
//! pupils renamed, added and deleted, books merged at random moments).
//! Merging is commutative, associative and idempotent; nothing about a
//! deleted pupil survives any merge, their name in a classmate's game
//! included; the book reads back as written; a damaged or foreign file is
//! refused with its reason; a file at the limits (a clock, a number, a day)
//! stays readable through whatever follows it.

use peoncito_core::class::file::FileError;
use peoncito_core::class::qr_pieces::{self, Gathered, Gathering};
use peoncito_core::class::{
    ClassBook, ClassError, ClassId, Day, DeviceId, Event, Opponent, Outcome, PupilId, What, Where,
    read_list,
};
use peoncito_core::explain::ReasonKind;
use peoncito_core::rng::Rng;
use shakmaty::Color;

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
                // A game with a classmate names both, as the tablet knows
                // them now: won, lost or drawn.
                let (mut outcome, mut text) = (Outcome::Won, None);
                if let Opponent::Classmate(other) = opponent {
                    let name = |p| books[t].pupil(p).unwrap().name.as_str().to_string();
                    let (me, them) = (name(pupil), name(other));
                    let (result, noted) = match rng.below(3) {
                        0 => (Outcome::Won, record(&me, &them, Some(Color::White))),
                        1 => (Outcome::Lost, record(&them, &me, Some(Color::White))),
                        _ => (Outcome::Drawn, record(&me, &them, None)),
                    };
                    (outcome, text) = (result, Some(noted));
                }
                books[t].note(
                    device,
                    pupil,
                    day,
                    What::Game {
                        opponent,
                        outcome,
                        record: text,
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
        // No game names a classmate deleted on any tablet.
        for (class, _) in all.classes() {
            for (pupil, _) in all.pupils(class) {
                for game in all.games_of(pupil) {
                    let (Opponent::Classmate(other), Some(record)) = (game.opponent, &game.record)
                    else {
                        continue;
                    };
                    if all.pupil(other).is_none() {
                        let unnamed = ["White", "Black"]
                            .map(|side| peoncito_core::pgn::tag(record, side))
                            .contains(&Some("?".to_string()));
                        assert!(unnamed, "seed {seed}: {record}");
                    }
                }
            }
        }
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
        // A game against a classmate deleted since is kept without their
        // name: its record is not compared.
        let unnamed = |e: &Event| {
            let mut e = e.clone();
            if let What::Game {
                opponent: Opponent::Classmate(other),
                record,
                ..
            } = &mut e.what
                && all.pupil(*other).is_none()
            {
                *record = None;
            }
            e
        };
        for (class, _) in all.classes() {
            for (pupil, _) in all.pupils(class) {
                // Every event a tablet holds about a pupil still in the
                // class is in the merged book, once.
                let mut expected: Vec<_> = books
                    .iter()
                    .flat_map(|b| b.events_of(pupil).map(unnamed).collect::<Vec<_>>())
                    .collect();
                expected.sort();
                expected.dedup();
                let mut got: Vec<_> = all.events_of(pupil).map(unnamed).collect();
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

/// Issue 74: a tablet's class carried to the teacher's device in 62 QR
/// codes, one of them read with a letter changed. That one is refused
/// alone and asked for again; read again, the set is whole, and the merged
/// book is the tablet's.
#[test]
fn a_class_in_62_codes_one_read_badly_then_again_merges_whole() {
    let device = DeviceId(7);
    let mut tablet = ClassBook::default();
    let class = tablet
        .add_class(device, "3.º B", &read_list(&NAMES.join("\n")))
        .unwrap();
    let pupils: Vec<PupilId> = tablet.pupils(class).iter().map(|(id, _)| *id).collect();
    let mut rng = Rng::new(74);
    let mut codes = Vec::new();
    // A term of notes, until its file takes 62 codes: 25 notes take
    // about half a code.
    while codes.len() < 62 {
        for _ in 0..if codes.len() < 55 { 250 } else { 25 } {
            let reason = ReasonKind::ALL[rng.below(ReasonKind::ALL.len() as u64) as usize];
            let pupil = pupils[rng.below(pupils.len() as u64) as usize];
            let day = Day(100 + rng.below(90) as u32);
            tablet.note(
                device,
                pupil,
                day,
                What::Refused {
                    reason,
                    at: Where::Game,
                },
            );
        }
        codes = qr_pieces::pieces(&tablet.encode()).unwrap();
    }
    assert_eq!(codes.len(), 62);
    let right = &codes[11];
    let read_badly = right.replacen('.', "x", 1);
    let mut gathering = Gathering::default();
    for code in &codes[..11] {
        gathering.add(code);
    }
    assert_eq!(
        gathering.add(&read_badly),
        Gathered::DamagedPiece { at: Some((12, 62)) }
    );
    for code in &codes[12..] {
        gathering.add(code);
        gathering.add(code);
    }
    assert_eq!(
        gathering.add(&codes[40]),
        Gathered::Piece { have: 61, of: 62 }
    );
    let Gathered::Whole(file) = gathering.add(right) else {
        panic!("the set is not whole");
    };
    let mut teachers = ClassBook::default();
    teachers.merge(&ClassBook::decode(&file).unwrap());
    assert_eq!(teachers, tablet);
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

/// The most a file may hold, as the class book has it: a device's number
/// and an edit's clock.
const MOST_NUMBER: u64 = 1 << 60;
const MOST_CLOCK: u64 = 1 << 48;

/// The book as a reload reads it, and as another device reads its export
/// into a fresh book: whole, both, and readable again from there.
/// Whatever needs a later clock or a number (a new class, a new list) is
/// refused whole, with its reason: the book stays as it was.
fn edits_refused_whole(book: &mut ClassBook, device: DeviceId, class: ClassId) {
    let before = book.clone();
    assert_eq!(
        book.add_class(device, "4.º A", &read_list("Eva")),
        Err(ClassError::TooManyChanges)
    );
    assert_eq!(
        book.set_pupils(device, class, &read_list("Ana\nLuis\nMarta")),
        Err(ClassError::TooManyChanges)
    );
    assert_eq!(*book, before, "nothing half made");
}

fn reads_back_everywhere(book: &ClassBook) {
    let text = book.encode();
    assert_eq!(ClassBook::decode(&text).as_ref(), Ok(book), "reloaded");
    let mut elsewhere = ClassBook::default();
    elsewhere.merge(&ClassBook::decode(&text).expect("another device reads the export"));
    assert_eq!(&elsewhere, book, "another device's copy");
    assert_eq!(ClassBook::decode(&elsewhere.encode()), Ok(elsewhere));
}

/// `text` (a file) with `change` made to its JSON: a file made by hand.
fn by_hand(text: &str, change: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut file: serde_json::Value = serde_json::from_str(text).unwrap();
    change(&mut file);
    file.to_string()
}

/// `text` with every event's number made `number`, the rest as it was.
fn events_numbered(text: &str, number: u64) -> String {
    by_hand(text, |file| {
        for doc in file["docs"].as_array_mut().unwrap() {
            let device = doc["_id"]
                .as_str()
                .and_then(|id| id.strip_prefix("event:"))
                .and_then(|id| id.split_once('-'))
                .map(|(device, _)| device.to_string());
            if let Some(device) = device {
                doc["_id"] = format!("event:{device}-{number}").into();
            }
        }
    })
}

#[test]
fn a_note_numbered_at_the_limit_merges_and_every_book_it_reaches_stays_readable() {
    let (mut book, class) = class_of_two();
    let (teacher, tablet) = (DeviceId(1), DeviceId(2));
    let [(ana, _), (luis, _)] = book.pupils(class)[..] else {
        panic!("two pupils");
    };
    let mut tablet_book = book.clone();
    tablet_book.note(tablet, ana, Day(9), What::TeacherCalled);
    let file = |number| events_numbered(&tablet_book.encode(), number);
    assert!(
        matches!(
            ClassBook::decode(&file(MOST_NUMBER + 1)),
            Err(FileError::Damaged(_))
        ),
        "one past the limit is refused, whole"
    );
    let theirs = ClassBook::decode(&file(MOST_NUMBER)).expect("the limit itself is read");
    book.merge(&theirs);
    assert_eq!(book.events_of(ana).count(), 1);
    reads_back_everywhere(&book);
    reads_back_everywhere(&theirs);
    // What follows: the teacher's edits, and another tablet's file.
    book.rename_class(teacher, class, "3.º C").unwrap();
    book.set_pupils(teacher, class, &read_list("Ana\nLuis\nMarta"))
        .unwrap();
    book.note(teacher, ana, Day(10), What::IllegalMoveCounted);
    book.delete_pupil(teacher, luis);
    let mut other = ClassBook::decode(&theirs.encode()).unwrap();
    other.note(DeviceId(3), ana, Day(11), What::TeacherCalled);
    book.merge(&ClassBook::decode(&other.encode()).unwrap());
    assert_eq!(book.events_of(ana).count(), 3, "every note kept");
    assert_eq!(book.pupils(class).len(), 2);
    reads_back_everywhere(&book);
}

#[test]
fn a_device_whose_numbers_reached_the_limit_gives_no_more_and_its_book_stays_readable() {
    let (book, class) = class_of_two();
    let teacher = DeviceId(1);
    let ana = book.pupils(class)[0].0;
    let next = |next: u64| {
        by_hand(&book.encode(), |file| {
            file["next"]["0000000000000001"] = next.into();
        })
    };
    assert!(
        ClassBook::decode(&next(MOST_NUMBER + 2)).is_err(),
        "a next number past the highest is refused"
    );
    // The teacher's own highest number given: by its next number, or by a
    // note of its own at the limit.
    let mut noted = book.clone();
    noted.note(teacher, ana, Day(9), What::TeacherCalled);
    for file in [
        next(MOST_NUMBER + 1),
        events_numbered(&noted.encode(), MOST_NUMBER),
    ] {
        let mut book = book.clone();
        book.merge(&ClassBook::decode(&file).expect("at the limit, read"));
        let before = book.clone();
        // Whatever needs a number is refused whole, and nothing breaks.
        book.note(teacher, ana, Day(10), What::IllegalMoveCounted);
        assert_eq!(book, before, "no note without a number");
        edits_refused_whole(&mut book, teacher, class);
        reads_back_everywhere(&book);
        // What needs none is made: a rename, a deletion, another's note.
        book.rename_class(teacher, class, "3.º C").unwrap();
        let luis = book.pupils(class)[1].0;
        book.delete_pupil(teacher, luis);
        book.note(DeviceId(2), ana, Day(11), What::TeacherCalled);
        assert_eq!(book.pupils(class).len(), 1);
        reads_back_everywhere(&book);
    }
}

#[test]
fn a_clock_at_the_limit_merges_and_every_book_it_reaches_stays_readable() {
    let (mut book, class) = class_of_two();
    let (teacher, tablet) = (DeviceId(1), DeviceId(2));
    let [(ana, _), (luis, _)] = book.pupils(class)[..] else {
        panic!("two pupils");
    };
    let mut tablet_book = book.clone();
    tablet_book.rename_class(tablet, class, "3.º C").unwrap();
    tablet_book.note(tablet, ana, Day(9), What::TeacherCalled);
    // The rename's clock (the only one at 4), and the book's.
    let file = |clock: u64| {
        let clock = format!(r#""clock":{clock}"#);
        tablet_book.encode().replace(r#""clock":4"#, &clock)
    };
    assert_ne!(file(MOST_CLOCK), tablet_book.encode());
    assert!(
        matches!(
            ClassBook::decode(&file(MOST_CLOCK + 1)),
            Err(FileError::Damaged(_))
        ),
        "one past the limit is refused, whole"
    );
    let theirs = ClassBook::decode(&file(MOST_CLOCK)).expect("the limit itself is read");
    book.merge(&theirs);
    assert_eq!(book.class(class).unwrap().name.as_str(), "3.º C");
    reads_back_everywhere(&book);
    // An edit would need a later clock: refused whole, with its reason.
    let before = book.clone();
    assert_eq!(
        book.rename_class(teacher, class, "3.º D"),
        Err(ClassError::TooManyChanges)
    );
    assert_eq!(book, before, "nothing half made");
    edits_refused_whole(&mut book, teacher, class);
    // A note needs no clock, and a deletion wins whatever its clock: on
    // every device, against the edit at the limit too.
    book.note(teacher, ana, Day(10), What::IllegalMoveCounted);
    book.delete_pupil(teacher, luis);
    let mut other = ClassBook::decode(&theirs.encode()).unwrap();
    other.note(DeviceId(3), ana, Day(11), What::TeacherCalled);
    book.merge(&ClassBook::decode(&other.encode()).unwrap());
    assert_eq!(book.events_of(ana).count(), 3, "every note kept");
    reads_back_everywhere(&book);
    let mut tablet_again = theirs.clone();
    tablet_again.merge(&ClassBook::decode(&book.encode()).unwrap());
    assert_eq!(tablet_again, book, "the same book on the tablet");
    assert_eq!(tablet_again.pupil(luis), None);
    book.delete_class(teacher, class);
    assert_eq!(book.classes(), []);
    reads_back_everywhere(&book);
}

#[test]
fn a_day_at_the_limit_merges_and_every_book_it_reaches_stays_readable() {
    let (mut book, class) = class_of_two();
    let (teacher, tablet) = (DeviceId(1), DeviceId(2));
    let [(ana, _), (luis, _)] = book.pupils(class)[..] else {
        panic!("two pupils");
    };
    let last = Day(u32::MAX);
    let refused = What::Refused {
        reason: ReasonKind::PinnedPiece,
        at: Where::Game,
    };
    let mut tablet_book = book.clone();
    tablet_book.note(tablet, ana, last, refused.clone());
    tablet_book.note(tablet, ana, Day(5), refused.clone());
    tablet_book.fold_notes(last);
    let text = tablet_book.encode();
    let day = format!(r#""day":{}"#, u32::MAX);
    let before = format!(r#""before":{}"#, u32::MAX);
    assert!(text.contains(&day) && text.contains(&before), "{text}");
    let past = u64::from(u32::MAX) + 1;
    for damaged in [
        text.replace(&day, &format!(r#""day":{past}"#)),
        text.replace(&before, &format!(r#""before":{past}"#)),
    ] {
        assert!(
            matches!(ClassBook::decode(&damaged), Err(FileError::Damaged(_))),
            "one past the limit is refused, whole"
        );
    }
    let theirs = ClassBook::decode(&text).expect("the limit itself is read");
    book.merge(&theirs);
    let shown = book.folded(ana).expect("the fold came").totals.clone();
    assert_eq!(shown.refused_moves(), 1, "the note before that day, folded");
    assert_eq!(
        book.events_of(ana).map(|e| e.day).collect::<Vec<_>>(),
        [last]
    );
    reads_back_everywhere(&book);
    // What follows: the screens on that day, edits, a fold, another file.
    assert_eq!(last.date(), None, "no calendar date so far on");
    let rules = book.rules_still_broken(ana, last);
    assert_eq!(rules.len(), 1, "the refused move on that day: {rules:?}");
    assert_eq!(rules[0].count, 1);
    book.rename_class(teacher, class, "3.º C").unwrap();
    book.set_pupils(teacher, class, &read_list("Ana\nLuis\nMarta"))
        .unwrap();
    book.note(teacher, ana, last, What::IllegalMoveCounted);
    book.fold_old_notes(last);
    book.delete_pupil(teacher, luis);
    let mut other = ClassBook::decode(&theirs.encode()).unwrap();
    other.note(DeviceId(3), ana, last, What::TeacherCalled);
    book.merge(&ClassBook::decode(&other.encode()).unwrap());
    assert_eq!(
        book.events_of(ana).count(),
        3,
        "every note on that day kept"
    );
    reads_back_everywhere(&book);
}

#[test]
fn folded_totals_at_the_most_a_count_holds_stay_there() {
    let (mut book, class) = class_of_two();
    let (teacher, tablet) = (DeviceId(1), DeviceId(2));
    let ana = book.pupils(class)[0].0;
    book.note(tablet, ana, Day(5), What::IllegalMoveCounted);
    book.fold_notes(Day(6));
    let most = u32::MAX;
    let text = by_hand(&book.encode(), |file| {
        for doc in file["docs"].as_array_mut().unwrap() {
            if doc["_id"]
                .as_str()
                .is_some_and(|id| id.starts_with("fold:"))
            {
                doc["illegal_moves"] = most.into();
                doc["calls"] = most.into();
                doc["refused"]["pinned-piece"] = most.into();
                doc["refused"]["king-capture"] = most.into();
            }
        }
    });
    let past = by_hand(&text, |file| {
        file["docs"][3]["calls"] = (u64::from(most) + 1).into();
    });
    assert_eq!(ClassBook::decode(&past), Err(FileError::Damaged(4)));
    let mut book = ClassBook::decode(&text).expect("the most a count holds, read");
    let totals = &book.folded(ana).unwrap().totals;
    assert_eq!(totals.refused_moves(), most, "their sum stays at the most");
    // More notes folded into them: the totals stay at the most.
    let refused = What::Refused {
        reason: ReasonKind::PinnedPiece,
        at: Where::Game,
    };
    book.note(teacher, ana, Day(7), refused);
    book.note(teacher, ana, Day(7), What::IllegalMoveCounted);
    book.note(teacher, ana, Day(7), What::TeacherCalled);
    assert_eq!(book.fold_notes(Day(8)), 3);
    let totals = &book.folded(ana).unwrap().totals;
    assert_eq!((totals.illegal_moves, totals.calls), (most, most));
    reads_back_everywhere(&book);
}

/// A game's record as the board writes it: the players in the tags, a
/// refused move of each named in a comment (in Spanish), and the fool's
/// mate (Black wins), the scholar's mate (White wins) or a draw agreed.
fn record(white: &str, black: &str, winner: Option<Color>) -> String {
    use peoncito_core::game::{Game, GameEnd, Mistake};
    use peoncito_core::heading::{Heading, Name};
    use peoncito_core::i18n::{Lang, Text, tr};
    use peoncito_core::pgn;
    use shakmaty::uci::UciMove;
    let mut game = Game::new();
    let moves: &[&str] = match winner {
        Some(Color::Black) => &["f2f3", "e7e5", "g2g4", "d8h4"],
        Some(Color::White) => &["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"],
        None => &["e2e4", "e7e5"],
    };
    for uci in moves {
        let m = uci.parse::<UciMove>().unwrap().to_move(game.position());
        game.play(m.unwrap()).unwrap();
    }
    if winner.is_none() {
        game.restore_decision(GameEnd::Agreement).unwrap();
    }
    game.set_heading(Heading {
        white: Name::new(white),
        black: Name::new(black),
        event: Name::new("Clase de 3.º B"),
        ..Heading::default()
    });
    let mistake = |side, reason| Mistake {
        side,
        reason,
        move_number: 1,
        counted: true,
        attempt: None,
        cleared: false,
        at: None,
    };
    game.restore_mistakes(
        vec![
            mistake(Color::White, ReasonKind::PathBlocked),
            mistake(Color::Black, ReasonKind::NotYourTurn),
        ],
        None,
    );
    let wording = pgn::Wording {
        mistake: &|m, name| {
            tr(
                Lang::Es,
                &Text::MistakeComment {
                    mistake: *m,
                    name: name.clone(),
                },
            )
        },
        ending: &|_| String::new(),
    };
    pgn::export(&game, &wording)
}

/// A game between two classmates as a tablet notes it: the same record
/// for both, each with their own result.
fn note_game(
    book: &mut ClassBook,
    device: DeviceId,
    [white, black]: [PupilId; 2],
    winner: Option<Color>,
) {
    let name = |b: &ClassBook, p| b.pupil(p).unwrap().name.as_str().to_string();
    let record = record(&name(book, white), &name(book, black), winner);
    for (pupil, side, opponent) in [(white, Color::White, black), (black, Color::Black, white)] {
        let outcome = match winner {
            None => Outcome::Drawn,
            Some(w) if w == side => Outcome::Won,
            Some(_) => Outcome::Lost,
        };
        let what = What::Game {
            opponent: Opponent::Classmate(opponent),
            outcome,
            record: Some(record.clone()),
        };
        book.note(device, pupil, Day(20_000), what);
    }
}

/// A pupil's games: whom against (none for a former classmate), the
/// result and the record.
fn games(book: &ClassBook, pupil: PupilId) -> Vec<(Option<String>, Outcome, String)> {
    book.games_of(pupil)
        .into_iter()
        .map(|g| {
            let against = match g.opponent {
                Opponent::Classmate(p) => book.pupil(p).map(|p| p.name.as_str().to_string()),
                other => Some(format!("{other:?}")),
            };
            (against, g.outcome, g.record.unwrap_or_default())
        })
        .collect()
}

#[test]
fn a_deleted_pupils_name_leaves_her_classmates_games_the_book_its_files_and_every_merge() {
    let (teacher_device, tablet_device) = (DeviceId(1), DeviceId(2));
    let mut teacher = ClassBook::default();
    let class = teacher
        .add_class(teacher_device, "3.º B", &read_list("Ana\nLuis\nMarta"))
        .unwrap();
    let [ana, luis, marta] = [0, 1, 2].map(|i| teacher.pupils(class)[i].0);
    // A tablet where Ana lost to Luis and beat him, drew with Marta, and
    // Luis beat Marta; the teacher merges its file.
    let mut tablet = ClassBook::decode(&teacher.encode()).unwrap();
    note_game(&mut tablet, tablet_device, [ana, luis], Some(Color::Black));
    note_game(&mut tablet, tablet_device, [ana, luis], Some(Color::White));
    note_game(&mut tablet, tablet_device, [marta, ana], None);
    note_game(
        &mut tablet,
        tablet_device,
        [luis, marta],
        Some(Color::White),
    );
    let luis_marta = record("Luis", "Marta", Some(Color::White));
    assert!(tablet.encode().contains(r#"[White \"Ana\"]"#));
    teacher.merge(&ClassBook::decode(&tablet.encode()).unwrap());

    teacher.delete_pupil(teacher_device, ana);
    // The tablet, not told yet, notes one more game of theirs.
    note_game(&mut tablet, tablet_device, [luis, ana], Some(Color::White));
    let no_name = |book: &ClassBook, what: &str| {
        let file = book.encode();
        assert!(
            !file.contains("Ana"),
            "{what}: her name in the file\n{file}"
        );
        let documents = serde_json::to_string(&book.documents()).unwrap();
        assert!(!documents.contains("Ana"), "{what}: in the documents");
        assert_eq!(
            ClassBook::decode(&file).as_ref(),
            Ok(book),
            "{what}: reads back"
        );
    };
    no_name(&teacher, "the teacher's book");
    // The tablet's file imported after, and the teacher's on the tablet.
    let mut teacher_after = teacher.clone();
    teacher_after.merge(&ClassBook::decode(&tablet.encode()).unwrap());
    no_name(&teacher_after, "the tablet's file on the teacher's device");
    let mut tablet_after = tablet.clone();
    tablet_after.merge(&ClassBook::decode(&teacher.encode()).unwrap());
    no_name(&tablet_after, "the teacher's file on the tablet");
    assert_eq!(tablet_after, teacher_after, "the same book whichever way");

    // Luis keeps his games, his results and his name in them; whom he
    // played is "a former classmate", and the record says no more.
    let his = games(&teacher_after, luis);
    let outcomes: Vec<(Option<&str>, Outcome)> = his
        .iter()
        .map(|(against, outcome, _)| (against.as_deref(), *outcome))
        .collect();
    assert_eq!(outcomes.len(), 4, "{outcomes:?}");
    for outcome in [Outcome::Won, Outcome::Lost] {
        assert!(outcomes.contains(&(None, outcome)), "{outcomes:?}");
    }
    assert!(
        outcomes.contains(&(Some("Marta"), Outcome::Won)),
        "{outcomes:?}"
    );
    for (against, _, record) in &his {
        assert!(
            record.contains(r#"[White "Luis"]"#) || record.contains(r#"[Black "Luis"]"#),
            "{record}"
        );
        if against.is_none() {
            assert!(
                record.contains(r#"[White "?"]"#) || record.contains(r#"[Black "?"]"#),
                "{record}"
            );
        }
    }
    let with_marta: Vec<&String> = his
        .iter()
        .filter(|(against, ..)| against.as_deref() == Some("Marta"))
        .map(|(_, _, record)| record)
        .collect();
    assert_eq!(with_marta, [&luis_marta], "a game without her stays whole");
    // A draw does not tell which side was hers: Marta's name goes too.
    let hers = games(&teacher_after, marta);
    let draw = hers
        .iter()
        .find(|(_, outcome, _)| *outcome == Outcome::Drawn)
        .unwrap();
    assert_eq!(draw.0, None);
    let unnamed = "[White \"?\"]\n[Black \"?\"]\n[Result \"1/2-1/2\"]";
    assert!(draw.2.contains(unnamed), "{}", draw.2);
}

#[test]
fn a_game_the_board_noted_against_a_pupil_deleted_meanwhile_joins_the_book_without_her_name() {
    use peoncito_core::class::{EventId, note_line};
    let (mut book, class) = class_of_two();
    let (ana, luis) = (book.pupils(class)[0].0, book.pupils(class)[1].0);
    book.delete_pupil(DeviceId(1), ana);
    let what = What::Game {
        opponent: Opponent::Classmate(ana),
        outcome: Outcome::Won,
        record: Some(record("Ana", "Luis", Some(Color::Black))),
    };
    let id = EventId {
        device: DeviceId(2),
        number: 1_000,
    };
    let line = note_line(
        id,
        &Event {
            pupil: luis,
            day: Day(20_000),
            what,
        },
    );
    assert_eq!(book.add_notes(&line), 1);
    assert!(!book.encode().contains("Ana"), "{}", book.encode());
    assert_eq!(games(&book, luis)[0].1, Outcome::Won);
}

#[test]
fn a_list_saved_with_twins_names_them_and_a_group_shows_once() {
    let read = read_list("Lucía\nLucía; 4ºB\nAna; 4A\nAna; 4B\nLuis; 4B");
    assert_eq!(
        read.told_apart(),
        ["Lucía 1", "Lucía 2", "Ana (4A)", "Ana (4B)"],
        "each name given, once, in the list's order"
    );
    assert!(read_list("Ana\nLuis").told_apart().is_empty());
    let mut book = ClassBook::default();
    let class = book.add_class(DeviceId(1), "4º", &read).unwrap();
    let groups: Vec<(String, Option<String>)> = book
        .pupils(class)
        .into_iter()
        .map(|(_, p)| {
            (
                p.name.as_str().to_string(),
                p.group_beside_name().map(|g| g.as_str().to_string()),
            )
        })
        .collect();
    assert_eq!(
        groups,
        [
            ("Ana (4A)".to_string(), None),
            ("Ana (4B)".to_string(), None),
            ("Lucía 1".to_string(), None),
            ("Lucía 2".to_string(), Some("4ºB".to_string())),
            ("Luis".to_string(), Some("4B".to_string())),
        ]
    );
}
