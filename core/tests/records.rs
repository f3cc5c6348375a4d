//! The record store: writes check the revision they replace, another
//! writer's write is merged by the record's own rule, and what cannot be
//! merged is kept aside before anything is replaced. Random interleavings
//! of two and three writers (tabs or devices) over every kind of record
//! check that nothing either wrote is lost.

use std::collections::HashMap;

use peoncito_core::game::Game;
use peoncito_core::heading::Name;
use peoncito_core::progress::{Learner, Learners, ProgressRecord};
use peoncito_core::records::{
    Backend, Kind, Refreshed, Revision, Slot, StoreError, Stored, WriterId, Written, read_aside,
};
use peoncito_core::rng::Rng;
use peoncito_core::saved::{self, GameRecord};
use peoncito_core::settings::{PinHash, Settings, SettingsRecord};
use peoncito_core::tournament::merge::TournamentRecord;
use peoncito_core::tournament::{GameResult, Player, System, Tournament, saved as tsaved};
use shakmaty::Position;

/// The browser's storage, in memory, with an optional size limit.
#[derive(Default)]
struct Memory {
    items: HashMap<String, String>,
    limit: Option<usize>,
}

impl Backend for Memory {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        Ok(self.items.get(key).cloned())
    }

    fn set(&mut self, key: &str, text: &str) -> Result<(), StoreError> {
        let others: usize = self
            .items
            .iter()
            .filter(|(k, _)| k.as_str() != key)
            .map(|(k, v)| k.len() + v.len())
            .sum();
        if self
            .limit
            .is_some_and(|l| others + key.len() + text.len() > l)
        {
            return Err(StoreError::Full);
        }
        self.items.insert(key.into(), text.into());
        Ok(())
    }
}

/// One page: its slot and what it shows.
struct Writer<K: Kind> {
    slot: Slot,
    shown: Option<String>,
    kind: std::marker::PhantomData<K>,
}

impl<K: Kind> Writer<K> {
    fn open(memory: &Memory, id: u64) -> Writer<K> {
        let (slot, stored) = Slot::open::<K>(memory, WriterId(id)).unwrap();
        Writer {
            slot,
            shown: stored.body,
            kind: std::marker::PhantomData,
        }
    }

    /// Writes what it shows after changing it; shows what was stored.
    fn write(&mut self, memory: &mut Memory, body: String) -> Written {
        let written = self.slot.write(memory, Some(&body)).unwrap();
        self.shown = match &written {
            Written::Saved => Some(body),
            Written::Merged { body } | Written::KeptAside { body } => body.clone(),
        };
        written
    }

    /// Another page's write announced (the `storage` event).
    fn refresh(&mut self, memory: &mut Memory) {
        if let Refreshed::Newer(body) = self.slot.refresh(memory).unwrap() {
            self.shown = body;
        }
    }
}

fn name(text: &str) -> Name {
    Name::new(text).unwrap()
}

fn six_player_swiss() -> Tournament {
    let mut t = Tournament::new(name("Liga"), System::Swiss { rounds: 3 });
    for n in ["Ana", "Bruno", "Carla", "David", "Eva", "Fede"] {
        t.add_player(Player::new(name(n))).unwrap();
    }
    t.pair_next_round(&[]).unwrap();
    t
}

const RESULTS: [GameResult; 3] = [
    GameResult::WHITE_WINS,
    GameResult::DRAW,
    GameResult::BLACK_WINS,
];

// -- The revision and the stored form -------------------------------------

#[test]
fn a_revision_reads_back_as_written() {
    let rev = Revision {
        number: 7,
        writer: WriterId(0x3fa2_c19b_0e4d_5a61),
    };
    assert_eq!(rev.text(), "7-3fa2c19b0e4d5a61");
    assert_eq!(Revision::parse(&rev.text()), Some(rev));
    for bad in ["", "7", "x-1", "7-", "7-zz", "-1"] {
        assert_eq!(Revision::parse(bad), None, "{bad}");
    }
}

#[test]
fn a_save_from_before_revisions_is_read_as_its_body() {
    let old = saved::encode(&Game::new());
    let stored = Stored::read(&old);
    assert_eq!(stored.rev, None);
    assert_eq!(stored.body.as_deref(), Some(old.as_str()));
    // Not JSON at all: still the body (the kind's decoder says it is damaged).
    assert_eq!(Stored::read("garbage").body.as_deref(), Some("garbage"));
}

#[test]
fn a_stored_record_reads_back_as_written_whatever_its_body() {
    let rev = Some(Revision {
        number: 3,
        writer: WriterId(0xab),
    });
    for body in [
        Some(r#"{"a":1,"b":[2,3]}"#),
        Some("{}"),
        Some(r#"{"name":"Ana \"la\" {1}"}"#),
        None,
    ] {
        let stored = Stored {
            rev,
            body: body.map(str::to_string),
        };
        let text = stored.text("peoncito.x");
        assert!(
            text.starts_with(r#"{"_id":"peoncito.x","_rev":"3-00000000000000ab""#),
            "{text}"
        );
        assert_eq!(Stored::read(&text), stored, "{text}");
    }
    // A body that is no object is kept as it is, without a revision.
    let odd = Stored {
        rev,
        body: Some("[1]".into()),
    };
    assert_eq!(Stored::read(&odd.text("k")).body.as_deref(), Some("[1]"));
    // The same fields in another order (another program's): read whole,
    // as an earlier save.
    let other = r#"{"_rev":"3-ab","_id":"k","a":1}"#;
    assert_eq!(Stored::read(other).rev, None);
    assert_eq!(Stored::read(other).body.as_deref(), Some(other));
    for damaged in [
        r#"{"_id":"k","_rev":"x-1","a":1}"#,
        r#"{"_id":"k""#,
        r#"{"_id":"k","_rev":"1-1"x"#,
    ] {
        assert_eq!(Stored::read(damaged).rev, None, "{damaged}");
    }
}

#[test]
fn every_kind_of_record_from_before_revisions_opens_and_is_written_with_one() {
    let mut memory = Memory::default();
    let game = saved::encode(&Game::new());
    let tournament = tsaved::encode(&six_player_swiss());
    let settings = Settings::default().encode();
    memory.set(GameRecord::ID, &game).unwrap();
    memory.set(TournamentRecord::ID, &tournament).unwrap();
    memory.set(SettingsRecord::ID, &settings).unwrap();
    memory.set(ProgressRecord::ID, r#"{"rook-1":2}"#).unwrap();

    let mut g = Writer::<GameRecord>::open(&memory, 1);
    assert!(saved::decode(g.shown.as_deref().unwrap()).is_ok());
    let mut t = Writer::<TournamentRecord>::open(&memory, 1);
    assert!(tsaved::decode(t.shown.as_deref().unwrap()).is_ok());
    let s = Writer::<SettingsRecord>::open(&memory, 1);
    assert!(Settings::decode(s.shown.as_deref().unwrap()).is_some());
    let p = Writer::<ProgressRecord>::open(&memory, 1);
    assert_eq!(
        Learners::decode(p.shown.as_deref().unwrap())
            .unwrap()
            .tablet()
            .stars("rook-1"),
        Some(2)
    );

    // Written again, with an id and a revision, and still read by the kind.
    let mut one_move = Game::new();
    one_move.play(one_move.position().legal_moves()[0]).unwrap();
    g.write(&mut memory, saved::encode(&one_move));
    let text = memory.get(GameRecord::ID).unwrap().unwrap();
    assert!(text.contains(r#""_id":"peoncito.game""#), "{text}");
    assert!(text.contains(r#""_rev":"1-0000000000000001""#), "{text}");
    let body = Stored::read(&text).body.unwrap();
    assert_eq!(saved::decode(&body).unwrap().moves().len(), 1);

    let mut changed = six_player_swiss();
    changed.set_result(1, 1, Some(GameResult::DRAW)).unwrap();
    t.write(&mut memory, tsaved::encode(&changed));
    let body = Stored::read(&memory.get(TournamentRecord::ID).unwrap().unwrap()).body;
    assert_eq!(tsaved::decode(&body.unwrap()).unwrap(), changed);
}

#[test]
fn an_unchanged_write_stores_nothing_new() {
    let mut memory = Memory::default();
    let mut a = Writer::<ProgressRecord>::open(&memory, 1);
    a.write(&mut memory, r#"{"a":1}"#.into());
    let first = memory.get(ProgressRecord::ID).unwrap();
    assert_eq!(a.write(&mut memory, r#"{"a":1}"#.into()), Written::Saved);
    assert_eq!(memory.get(ProgressRecord::ID).unwrap(), first);
}

// -- Point 1: two tabs --------------------------------------------------------

#[test]
fn two_tabs_entering_results_on_different_boards_keep_both() {
    let mut memory = Memory::default();
    let start = six_player_swiss();
    let mut opener = Writer::<TournamentRecord>::open(&memory, 9);
    opener.write(&mut memory, tsaved::encode(&start));
    let mut a = Writer::<TournamentRecord>::open(&memory, 1);
    let mut b = Writer::<TournamentRecord>::open(&memory, 2);

    let mut ta = start.clone();
    ta.set_result(1, 1, Some(GameResult::WHITE_WINS)).unwrap();
    assert_eq!(a.write(&mut memory, tsaved::encode(&ta)), Written::Saved);
    let mut tb = start.clone();
    tb.set_result(1, 2, Some(GameResult::BLACK_WINS)).unwrap();
    assert!(matches!(
        b.write(&mut memory, tsaved::encode(&tb)),
        Written::Merged { .. }
    ));

    let stored = tsaved::decode(b.shown.as_deref().unwrap()).unwrap();
    assert_eq!(
        stored.rounds()[0].boards[0].result,
        Some(GameResult::WHITE_WINS)
    );
    assert_eq!(
        stored.rounds()[0].boards[1].result,
        Some(GameResult::BLACK_WINS)
    );
    // Tab A learns of it.
    a.refresh(&mut memory);
    assert_eq!(a.shown, b.shown);
}

#[test]
fn a_stale_tab_tapping_a_result_keeps_the_next_round_the_other_paired() {
    let mut memory = Memory::default();
    let start = six_player_swiss();
    let mut a = Writer::<TournamentRecord>::open(&memory, 1);
    a.write(&mut memory, tsaved::encode(&start));
    let mut b = Writer::<TournamentRecord>::open(&memory, 2);

    // A finishes round 1 and pairs round 2.
    let mut ta = start.clone();
    for board in 1..=3 {
        ta.set_result(1, board, Some(GameResult::DRAW)).unwrap();
    }
    ta.pair_next_round(&[]).unwrap();
    a.write(&mut memory, tsaved::encode(&ta));
    // Stale B enters board 3 of round 1 as a win for White.
    let mut tb = start.clone();
    tb.set_result(1, 3, Some(GameResult::WHITE_WINS)).unwrap();
    let written = b.write(&mut memory, tsaved::encode(&tb));
    // Board 3 had two different results: the stored tournament (with
    // round 2) stays, and B's is kept among the earlier tournaments.
    assert!(matches!(written, Written::KeptAside { .. }));
    let stored = tsaved::decode(b.shown.as_deref().unwrap()).unwrap();
    assert_eq!(stored, ta);
    let aside = read_aside(&memory, TournamentRecord::ASIDE.unwrap()).unwrap();
    assert_eq!(aside.len(), 1);
    assert_eq!(tsaved::decode(&aside[0]).unwrap(), tb);

    // The same result on a board A left empty merges into round 1.
    let mut fresh = Memory::default();
    let mut a = Writer::<TournamentRecord>::open(&fresh, 1);
    a.write(&mut fresh, tsaved::encode(&start));
    let mut b = Writer::<TournamentRecord>::open(&fresh, 2);
    let mut ta = start.clone();
    ta.set_result(1, 1, Some(GameResult::DRAW)).unwrap();
    a.write(&mut fresh, tsaved::encode(&ta));
    let mut tb = start.clone();
    tb.set_result(1, 3, Some(GameResult::WHITE_WINS)).unwrap();
    b.write(&mut fresh, tsaved::encode(&tb));
    let stored = tsaved::decode(b.shown.as_deref().unwrap()).unwrap();
    assert_eq!(stored.rounds()[0].boards[0].result, Some(GameResult::DRAW));
    assert_eq!(
        stored.rounds()[0].boards[2].result,
        Some(GameResult::WHITE_WINS)
    );
}

#[test]
fn results_entered_in_a_stale_tab_are_carried_into_the_round_paired_elsewhere() {
    // Round 1 finished in A; A pairs round 2 while B, which saw round 1
    // finished too, enters nothing new: B's tap on round 2 merges.
    let mut memory = Memory::default();
    let mut t = six_player_swiss();
    for board in 1..=3 {
        t.set_result(1, board, Some(GameResult::DRAW)).unwrap();
    }
    let mut a = Writer::<TournamentRecord>::open(&memory, 1);
    a.write(&mut memory, tsaved::encode(&t));
    let mut b = Writer::<TournamentRecord>::open(&memory, 2);
    let mut ta = t.clone();
    ta.pair_next_round(&[]).unwrap();
    a.write(&mut memory, tsaved::encode(&ta));
    // B corrects a round-1 result.
    let mut tb = t.clone();
    tb.set_result(1, 2, Some(GameResult::WHITE_WINS)).unwrap();
    assert!(matches!(
        b.write(&mut memory, tsaved::encode(&tb)),
        Written::Merged { .. }
    ));
    let stored = tsaved::decode(b.shown.as_deref().unwrap()).unwrap();
    assert_eq!(stored.rounds().len(), 2);
    assert_eq!(
        stored.rounds()[0].boards[1].result,
        Some(GameResult::WHITE_WINS)
    );
}

#[test]
fn a_stale_tab_playing_another_first_move_keeps_the_game_and_puts_its_own_aside() {
    let mut memory = Memory::default();
    let mut a = Writer::<GameRecord>::open(&memory, 1);
    let mut b = Writer::<GameRecord>::open(&memory, 2);
    let play = |sans: &[&str]| {
        let mut game = Game::new();
        for san in sans {
            let m = san
                .parse::<shakmaty::san::San>()
                .unwrap()
                .to_move(game.position())
                .unwrap();
            game.play(m).unwrap();
        }
        saved::encode(&game)
    };
    a.write(&mut memory, play(&["e4"]));
    a.write(&mut memory, play(&["e4", "e5"]));
    a.write(&mut memory, play(&["e4", "e5", "Nf3"]));
    assert!(matches!(
        b.write(&mut memory, play(&["d4"])),
        Written::KeptAside { .. }
    ));
    let kept = saved::decode(b.shown.as_deref().unwrap()).unwrap();
    assert_eq!(kept.sans(), ["e4", "e5", "Nf3"]);
    let aside = read_aside(&memory, GameRecord::ASIDE.unwrap()).unwrap();
    assert_eq!(saved::decode(&aside[0]).unwrap().sans(), ["d4"]);

    // A stale tab that only saw 1.e4 and plays on from it is a longer game
    // of the same moves: merged, nothing aside.
    let mut c = Writer::<GameRecord>::open(&memory, 3);
    a.write(&mut memory, play(&["e4", "e5", "Nf3", "Nc6"]));
    c.write(&mut memory, play(&["e4", "e5", "Nf3", "Nc6", "Bb5"]));
    let kept = saved::decode(c.shown.as_deref().unwrap()).unwrap();
    assert_eq!(kept.sans(), ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
    assert_eq!(
        read_aside(&memory, GameRecord::ASIDE.unwrap())
            .unwrap()
            .len(),
        1
    );
}

// -- Point 2: the PIN -------------------------------------------------------

fn with_pin(pin: &str) -> Settings {
    Settings {
        pin: Some(PinHash::new(pin, pin, &[7; 16]).unwrap()),
        ..Settings::default()
    }
}

#[test]
fn a_stale_tab_cannot_choose_a_pin_over_the_teachers() {
    let mut memory = Memory::default();
    let mut a = Writer::<SettingsRecord>::open(&memory, 1);
    let mut b = Writer::<SettingsRecord>::open(&memory, 2);
    let mut teacher = with_pin("2580");
    teacher.lock_new_game = true;
    teacher.rules.undo_allowed = false;
    a.write(&mut memory, teacher.encode());
    // B still offers to choose a PIN; a pupil chooses 1111.
    b.write(&mut memory, with_pin("1111").encode());
    let stored = Settings::decode(b.shown.as_deref().unwrap()).unwrap();
    assert!(stored.pin.as_ref().unwrap().matches("2580"));
    assert!(!stored.pin.as_ref().unwrap().matches("1111"));
    assert!(stored.lock_new_game);
    assert!(!stored.rules.undo_allowed);
}

#[test]
fn a_stale_tab_never_lowers_the_count_of_wrong_pins() {
    let mut memory = Memory::default();
    let mut a = Writer::<SettingsRecord>::open(&memory, 1);
    a.write(&mut memory, with_pin("2580").encode());
    let mut b = Writer::<SettingsRecord>::open(&memory, 2);
    let mut sa = with_pin("2580");
    for _ in 0..4 {
        let _ = sa.try_pin("0000", 1_000);
        a.write(&mut memory, sa.encode());
    }
    let mut sb = with_pin("2580");
    let _ = sb.try_pin("1234", 1_000);
    b.write(&mut memory, sb.encode());
    let mut stored = Settings::decode(b.shown.as_deref().unwrap()).unwrap();
    // Four wrong tries from A (and one from B): the right PIN must wait.
    assert!(matches!(
        stored.try_pin("2580", 2_000),
        Err(peoncito_core::settings::PinError::Wait { .. })
    ));
}

#[test]
fn the_teacher_changing_rules_in_two_tabs_keeps_each_change() {
    let mut memory = Memory::default();
    let base = with_pin("2580");
    let mut a = Writer::<SettingsRecord>::open(&memory, 1);
    a.write(&mut memory, base.encode());
    let mut b = Writer::<SettingsRecord>::open(&memory, 2);
    let mut sa = base.clone();
    sa.lock_new_game = true;
    a.write(&mut memory, sa.encode());
    let mut sb = base.clone();
    sb.hints_off = true;
    sb.pupil_mode = true;
    b.write(&mut memory, sb.encode());
    let stored = Settings::decode(b.shown.as_deref().unwrap()).unwrap();
    assert!(stored.lock_new_game && stored.hints_off && stored.pupil_mode);
    // A page that proved an older PIN changes nothing the teacher set.
    let mut c = Writer::<SettingsRecord>::open(&memory, 3);
    let mut new_pin = stored.clone();
    new_pin.pin = with_pin("9999").pin;
    b.write(&mut memory, new_pin.encode());
    let mut sc = stored.clone();
    sc.lock_new_game = false;
    c.write(&mut memory, sc.encode());
    let stored = Settings::decode(c.shown.as_deref().unwrap()).unwrap();
    assert!(stored.lock_new_game);
    assert!(stored.pin.unwrap().matches("9999"));
}

// -- Kept aside before replaced -----------------------------------------------

#[test]
fn nothing_is_replaced_when_its_copy_cannot_be_kept_aside() {
    let mut memory = Memory::default();
    let mut a = Writer::<GameRecord>::open(&memory, 1);
    let mut b = Writer::<GameRecord>::open(&memory, 2);
    let mut e4 = Game::new();
    e4.play(e4.position().legal_moves()[0]).unwrap();
    a.write(&mut memory, saved::encode(&e4));
    let stored_before = memory.get(GameRecord::ID).unwrap();
    let mut other = Game::new();
    other.play(other.position().legal_moves()[1]).unwrap();
    // No room for B's copy aside: nothing is written at all.
    memory.limit = Some(memory.items.values().map(String::len).sum::<usize>() + 40);
    assert_eq!(
        b.slot.write(&mut memory, Some(&saved::encode(&other))),
        Err(StoreError::Full)
    );
    assert_eq!(memory.get(GameRecord::ID).unwrap(), stored_before);
    // An unreadable list of copies is not written over either.
    memory.limit = None;
    memory
        .set(GameRecord::ASIDE.unwrap(), "not a list")
        .unwrap();
    assert_eq!(
        b.slot.write(&mut memory, Some(&saved::encode(&other))),
        Err(StoreError::AsideUnreadable)
    );
    assert_eq!(memory.get(GameRecord::ID).unwrap(), stored_before);
}

#[test]
fn damaged_copies_are_a_list_that_keeps_the_single_copy_of_earlier_versions() {
    use peoncito_core::records::keep_damaged;
    let key = "peoncito.tournament.damaged";
    let mut memory = Memory::default();
    memory.set(key, "an older damaged copy").unwrap();
    keep_damaged(&mut memory, key, "{broken").unwrap();
    keep_damaged(&mut memory, key, "another").unwrap();
    assert_eq!(
        read_aside(&memory, key).unwrap(),
        ["an older damaged copy", "{broken", "another"]
    );
    // No room: refused, and the list is as it was.
    memory.limit = Some(memory.items.values().map(String::len).sum::<usize>() + key.len());
    assert_eq!(
        keep_damaged(&mut memory, key, "a third"),
        Err(StoreError::Full)
    );
    assert_eq!(read_aside(&memory, key).unwrap().len(), 3);
}

/// A damaged record stays where it is until the next save, so each page
/// that opens it (a reload, the teacher's screens in another wasm) keeps it
/// aside again: once is enough.
#[test]
fn a_damaged_record_opened_by_two_pages_is_kept_aside_once() {
    use peoncito_core::records::keep_damaged;
    let key = "peoncito.tournament.damaged";
    let mut memory = Memory::default();
    memory.set(key, "an older damaged copy").unwrap();
    keep_damaged(&mut memory, key, "{broken").unwrap();
    keep_damaged(&mut memory, key, "{broken").unwrap();
    assert_eq!(
        read_aside(&memory, key).unwrap(),
        ["an older damaged copy", "{broken"]
    );
}

#[test]
fn a_tournament_put_away_in_one_tab_is_not_brought_back_by_another() {
    let mut memory = Memory::default();
    let start = six_player_swiss();
    let mut a = Writer::<TournamentRecord>::open(&memory, 1);
    a.write(&mut memory, tsaved::encode(&start));
    let mut b = Writer::<TournamentRecord>::open(&memory, 2);
    a.slot.write(&mut memory, None).unwrap();
    let mut tb = start.clone();
    tb.set_result(1, 1, Some(GameResult::DRAW)).unwrap();
    assert_eq!(
        b.write(&mut memory, tsaved::encode(&tb)),
        Written::KeptAside { body: None }
    );
    assert_eq!(
        memory
            .get(TournamentRecord::ID)
            .unwrap()
            .map(|t| Stored::read(&t).body),
        Some(None)
    );
    let aside = read_aside(&memory, TournamentRecord::ASIDE.unwrap()).unwrap();
    assert_eq!(tsaved::decode(&aside[0]).unwrap(), tb);
}

#[test]
fn a_write_lost_in_the_same_instant_is_merged_back_when_its_page_hears_of_it() {
    let mut memory = Memory::default();
    let mut a = Writer::<ProgressRecord>::open(&memory, 1);
    let mut b = Writer::<ProgressRecord>::open(&memory, 2);
    a.write(&mut memory, r#"{"a":3}"#.into());
    // B read before A wrote, and wrote after: its write replaced A's
    // without a check (two tabs in the same instant).
    let stale = Stored {
        rev: Some(Revision {
            number: 1,
            writer: WriterId(2),
        }),
        body: Some(r#"{"b":2}"#.into()),
    };
    memory
        .set(ProgressRecord::ID, &stale.text(ProgressRecord::ID))
        .unwrap();
    b.refresh(&mut memory);
    a.refresh(&mut memory);
    let stored = Learners::decode(a.shown.as_deref().unwrap()).unwrap();
    let stored = stored.tablet();
    assert_eq!((stored.stars("a"), stored.stars("b")), (Some(3), Some(2)));
    b.refresh(&mut memory);
    assert_eq!(a.shown, b.shown);
}

// -- Random interleavings -------------------------------------------------

/// Runs `steps` random steps of `writers` pages over one memory: each step
/// either changes a page's record and writes it (`change`), or delivers
/// the news of others' writes to a page. At the end every page hears of
/// everything and all must show the same record.
fn interleave<K: Kind>(
    seed: u64,
    writers: u64,
    steps: usize,
    first: &str,
    mut change: impl FnMut(&mut Rng, usize, &str) -> Option<String>,
) -> (Memory, String) {
    let mut rng = Rng::new(seed);
    let mut memory = Memory::default();
    let mut opener = Writer::<K>::open(&memory, 100);
    opener.write(&mut memory, first.to_string());
    let mut pages: Vec<Writer<K>> = (0..writers)
        .map(|id| Writer::open(&memory, id + 1))
        .collect();
    for _ in 0..steps {
        let who = rng.below(writers) as usize;
        let page = &mut pages[who];
        if rng.below(3) == 0 {
            page.refresh(&mut memory);
        } else if let Some(shown) = page.shown.clone()
            && let Some(next) = change(&mut rng, who, &shown)
        {
            page.write(&mut memory, next);
        }
    }
    for page in &mut pages {
        page.refresh(&mut memory);
    }
    let last = pages[0].shown.clone().unwrap();
    for page in &pages {
        assert_eq!(page.shown.as_deref(), Some(last.as_str()), "seed {seed}");
    }
    (memory, last)
}

#[test]
fn interleaved_results_and_pairings_lose_no_result_anyone_entered() {
    for writers in [2, 3] {
        for seed in 0..150 {
            let mut entered: Vec<(usize, usize, (u16, u16), GameResult)> = Vec::new();
            let (memory, last) = interleave::<TournamentRecord>(
                seed,
                writers,
                40,
                &tsaved::encode(&six_player_swiss()),
                |rng, _, shown| {
                    let mut t = tsaved::decode(shown).unwrap();
                    let round = t.rounds().len();
                    let empty: Vec<usize> = t.rounds()[round - 1]
                        .boards
                        .iter()
                        .enumerate()
                        .filter(|(_, b)| b.result.is_none())
                        .map(|(i, _)| i)
                        .collect();
                    if empty.is_empty() {
                        t.pair_next_round(&[]).ok()?;
                    } else {
                        let board = empty[rng.below(empty.len() as u64) as usize];
                        let result = RESULTS[rng.below(3) as usize];
                        let b = t.rounds()[round - 1].boards[board];
                        entered.push((round, board, (b.white.0, b.black.0), result));
                        t.set_result(round as u8, board + 1, Some(result)).unwrap();
                    }
                    Some(tsaved::encode(&t))
                },
            );
            let mut versions = vec![tsaved::decode(&last).unwrap()];
            for aside in read_aside(&memory, TournamentRecord::ASIDE.unwrap()).unwrap() {
                versions.push(tsaved::decode(&aside).unwrap());
            }
            for (round, board, pair, result) in &entered {
                let held = versions.iter().any(|t| {
                    t.rounds()
                        .get(round - 1)
                        .and_then(|r| r.boards.get(*board))
                        .is_some_and(|b| {
                            (b.white.0, b.black.0) == *pair && b.result == Some(*result)
                        })
                });
                assert!(held, "seed {seed}, {writers} writers: {round}.{board} lost");
            }
        }
    }
}

#[test]
fn interleaved_games_lose_no_move_anyone_played() {
    for writers in [2, 3] {
        for seed in 0..150 {
            let mut played: Vec<Vec<String>> = Vec::new();
            let (memory, last) = interleave::<GameRecord>(
                seed,
                writers,
                30,
                &saved::encode(&Game::new()),
                |rng, _, shown| {
                    let mut game = saved::decode(shown).unwrap();
                    let legal = game.position().legal_moves();
                    if legal.is_empty() {
                        return None;
                    }
                    game.play(legal[rng.below(legal.len() as u64) as usize])
                        .unwrap();
                    played.push(game.sans().to_vec());
                    Some(saved::encode(&game))
                },
            );
            let mut versions = vec![saved::decode(&last).unwrap()];
            for aside in read_aside(&memory, GameRecord::ASIDE.unwrap()).unwrap() {
                versions.push(saved::decode(&aside).unwrap());
            }
            for sans in &played {
                assert!(
                    versions.iter().any(|g| g.sans().starts_with(sans)),
                    "seed {seed}, {writers} writers: {sans:?} lost"
                );
            }
        }
    }
}

#[test]
fn interleaved_stars_keep_every_best_whatever_the_order() {
    let exercises = ["a", "b", "c", "d"];
    for writers in [2, 3] {
        for seed in 0..200 {
            // The tablet's stars and a pupil's, each kept apart.
            let mut best: HashMap<(bool, &str), u8> = HashMap::new();
            let (_, last) =
                interleave::<ProgressRecord>(seed, writers, 40, "{}", |rng, _, shown| {
                    let mut learners = Learners::decode(shown).unwrap();
                    let exercise = exercises[rng.below(4) as usize];
                    let stars = 1 + rng.below(3) as u8;
                    let pupil = rng.below(2) == 0;
                    let who = if pupil {
                        Learner::Pupils(vec!["1-2".into()])
                    } else {
                        Learner::Tablet
                    };
                    learners.record(&who, exercise, stars);
                    let b = best.entry((pupil, exercise)).or_default();
                    *b = (*b).max(stars);
                    Some(learners.encode())
                });
            let last = Learners::decode(&last).unwrap();
            for ((pupil, exercise), stars) in &best {
                let progress = if *pupil {
                    last.pupil("1-2")
                } else {
                    last.tablet().clone()
                };
                assert_eq!(progress.stars(exercise), Some(*stars), "seed {seed}");
            }
        }
    }
    // Order-free: either way round, the same stars.
    let x = r#"{"a":1,"b":3}"#;
    let y = r#"{"a":2,"c":1}"#;
    assert_eq!(
        ProgressRecord::merge(None, x, y),
        ProgressRecord::merge(None, y, x)
    );
}

#[test]
fn interleaved_settings_keep_the_first_pin_and_every_wrong_try() {
    for writers in [2, 3] {
        for seed in 0..200 {
            let mut first_pin: Option<String> = None;
            let mut most_failures = 0u32;
            let (_, last) = interleave::<SettingsRecord>(
                seed,
                writers,
                30,
                &Settings::default().encode(),
                |rng, who, shown| {
                    let mut settings = Settings::decode(shown).unwrap();
                    match (settings.pin.is_some(), rng.below(3)) {
                        // No PIN shown: this page chooses its own.
                        (false, _) => {
                            let pin = format!("{who}{who}{who}{who}");
                            settings.pin = Some(PinHash::new(&pin, &pin, &[1; 16]).unwrap());
                            first_pin.get_or_insert(pin);
                        }
                        (true, 0) => {
                            let _ = settings.try_pin("xxxx", 0);
                            most_failures = most_failures.max(settings.pin_guard.failures());
                        }
                        (true, _) => settings.lock_new_game = !settings.lock_new_game,
                    }
                    Some(settings.encode())
                },
            );
            let last = Settings::decode(&last).unwrap();
            let pin = first_pin.unwrap();
            assert!(last.pin.as_ref().unwrap().matches(&pin), "seed {seed}");
            assert!(last.pin_guard.failures() >= most_failures, "seed {seed}");
        }
    }
}

// -- Records in a store reached later (IndexedDB), with each page's copy -----

mod a_copy_on_each_page {
    use super::*;
    use peoncito_core::records::merge_lists;
    use peoncito_core::records::mirror::{Arrival, Mirror, Put};

    /// Where the records live: each put goes over the text it was written
    /// over, or is refused with what is stored; a full store keeps nothing.
    #[derive(Default)]
    struct Store {
        items: HashMap<String, String>,
        full: bool,
    }

    impl Store {
        /// One transaction: the keys refused, with what the store holds.
        fn put(&mut self, puts: &[Put]) -> Result<Vec<(String, Option<String>)>, StoreError> {
            if self.full {
                return Err(StoreError::Full);
            }
            let mut refused = Vec::new();
            for put in puts {
                let stored = self.items.get(&put.key).cloned();
                if stored == put.base {
                    self.items.insert(put.key.clone(), put.text.clone());
                } else {
                    refused.push((put.key.clone(), stored));
                }
            }
            Ok(refused)
        }
    }

    /// A page: its copy, its record's slot, and what it shows.
    struct Page {
        mirror: Mirror,
        slot: Slot,
        shown: Option<String>,
    }

    impl Page {
        fn open(store: &Store, id: u64) -> Page {
            let mirror = Mirror::loaded(store.items.clone().into_iter().collect());
            let (slot, stored) = Slot::open::<TournamentRecord>(&mirror, WriterId(id)).unwrap();
            Page {
                mirror,
                slot,
                shown: stored.body,
            }
        }

        fn write(&mut self, body: String) {
            let written = self.slot.write(&mut self.mirror, Some(&body)).unwrap();
            self.shown = match written {
                Written::Saved => Some(body),
                Written::Merged { body } | Written::KeptAside { body } => body,
            };
        }

        /// Puts what waits, until the store keeps it: a refused record is
        /// merged back into the one stored and put again. The keys kept.
        fn put(&mut self, store: &mut Store) -> Result<Vec<String>, StoreError> {
            let mut kept = Vec::new();
            while self.mirror.has_unkept() {
                let puts = self.mirror.unkept();
                let refused = store.put(&puts)?;
                for put in &puts {
                    if refused.iter().any(|(key, _)| *key == put.key) {
                        continue;
                    }
                    self.mirror.kept(put);
                    kept.push(put.key.clone());
                }
                for (key, stored) in refused {
                    self.take(&key, stored);
                }
            }
            Ok(kept)
        }

        /// Another page's text (announced, or what refused ours).
        fn take(&mut self, key: &str, stored: Option<String>) {
            match self.mirror.arrived(key, stored) {
                Arrival::Unchanged => return,
                Arrival::Newer => {}
                Arrival::OverOurs { .. } => self.slot.refused(),
            }
            if let Refreshed::Newer(body) = self.slot.refresh(&mut self.mirror).unwrap() {
                self.shown = body;
            }
        }
    }

    /// A store holding a six-player Swiss, put there by a page of its own.
    fn stored_swiss() -> (Store, Tournament) {
        let mut store = Store::default();
        let start = six_player_swiss();
        let mut opener = Page::open(&store, 9);
        opener.write(tsaved::encode(&start));
        opener.put(&mut store).unwrap();
        (store, start)
    }

    fn results(text: &str) -> Vec<Option<GameResult>> {
        let t = tsaved::decode(text).unwrap();
        t.rounds()[0].boards.iter().map(|b| b.result).collect()
    }

    #[test]
    fn two_pages_writing_at_once_both_keep_what_they_did() {
        let (mut store, start) = stored_swiss();
        let mut a = Page::open(&store, 1);
        let mut b = Page::open(&store, 2);
        // Each enters a result in its own copy before hearing of the other.
        let mut ta = start.clone();
        ta.set_result(1, 1, Some(GameResult::WHITE_WINS)).unwrap();
        a.write(tsaved::encode(&ta));
        let mut tb = start.clone();
        tb.set_result(1, 2, Some(GameResult::BLACK_WINS)).unwrap();
        b.write(tsaved::encode(&tb));
        // A's put is kept; B's is refused, merged into A's and put again.
        assert_eq!(a.put(&mut store).unwrap(), [TournamentRecord::ID]);
        assert_eq!(b.put(&mut store).unwrap(), [TournamentRecord::ID]);
        let stored = store.items[TournamentRecord::ID].clone();
        let both = [
            Some(GameResult::WHITE_WINS),
            Some(GameResult::BLACK_WINS),
            None,
        ];
        assert_eq!(
            results(Stored::read(&stored).body.as_deref().unwrap()),
            both
        );
        assert_eq!(b.shown, Stored::read(&stored).body);
        // A hears of B's put: it shows both.
        a.take(TournamentRecord::ID, Some(stored.clone()));
        assert_eq!(a.shown, b.shown);
        assert!(!a.mirror.has_unkept() && !b.mirror.has_unkept());
    }

    #[test]
    fn a_full_store_keeps_nothing_and_the_next_put_carries_it() {
        let (mut store, start) = stored_swiss();
        let mut a = Page::open(&store, 1);
        store.full = true;
        let mut t = start.clone();
        t.set_result(1, 1, Some(GameResult::WHITE_WINS)).unwrap();
        a.write(tsaved::encode(&t));
        assert_eq!(a.put(&mut store), Err(StoreError::Full));
        assert!(a.mirror.has_unkept(), "it waits on the page");
        let stored = |store: &Store| {
            let text = Stored::read(&store.items[TournamentRecord::ID])
                .body
                .unwrap();
            results(&text)
        };
        assert_eq!(stored(&store), [None, None, None], "nothing kept");
        // Room again: the next change goes, with the one that waited.
        store.full = false;
        t.set_result(1, 2, Some(GameResult::BLACK_WINS)).unwrap();
        a.write(tsaved::encode(&t));
        a.put(&mut store).unwrap();
        let both = [
            Some(GameResult::WHITE_WINS),
            Some(GameResult::BLACK_WINS),
            None,
        ];
        assert_eq!(stored(&store), both);
    }

    #[test]
    fn a_write_made_while_a_put_is_under_way_goes_over_the_text_it_put() {
        let mut mirror = Mirror::default();
        mirror.write("k", "one");
        let first = mirror.unkept();
        assert_eq!(first[0].base, None);
        mirror.write("k", "two");
        mirror.kept(&first[0]);
        let next = mirror.unkept();
        assert_eq!(next[0].base.as_deref(), Some("one"));
        assert_eq!(next[0].text, "two");
        mirror.kept(&next[0]);
        assert!(!mirror.has_unkept());
        assert_eq!(mirror.arrived("k", Some("two".into())), Arrival::Unchanged);
        assert_eq!(mirror.arrived("k", Some("three".into())), Arrival::Newer);
        assert_eq!(mirror.get("k").unwrap().as_deref(), Some("three"));
    }

    #[test]
    fn lists_of_copies_from_two_pages_keep_what_each_added_and_took_out() {
        let list = |items: &[&str]| serde_json::to_string(items).unwrap();
        let base = list(&["a", "b", "c"]);
        // This page took out "b" and added "d"; the other added "e".
        let ours = list(&["a", "c", "d"]);
        let theirs = list(&["a", "b", "c", "e"]);
        assert_eq!(
            merge_lists(Some(&base), &ours, &theirs),
            list(&["a", "c", "e", "d"])
        );
        // An earlier version's single copy is a list of one.
        assert_eq!(
            merge_lists(None, &list(&["x"]), "an old copy"),
            list(&["an old copy", "x"])
        );
    }
}
