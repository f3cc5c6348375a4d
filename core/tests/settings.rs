//! The teacher's settings and PIN.

use peoncito_core::arbiter::Preset;
use peoncito_core::clock::TimeControl;
use peoncito_core::settings::{
    FirstPin, Lock, LockFound, NextTry, PinError, PinGuard, PinHash, RecoveryCode, Rules,
    SavedClock, SavedPreset, Settings, Unreadable, is_valid_pin, lock_at_start,
};

#[test]
fn a_pin_is_four_digits_given_twice() {
    assert!(is_valid_pin("0427"));
    assert!(!is_valid_pin("427") && !is_valid_pin("04271") && !is_valid_pin("04a7"));
    assert_eq!(
        PinHash::new("12", "12", b"salt").unwrap_err(),
        PinError::NotFourDigits
    );
    assert_eq!(
        PinHash::new("1234", "1243", b"salt").unwrap_err(),
        PinError::Mismatch
    );
}

#[test]
fn the_pin_is_checked_against_a_salted_hash_never_kept_in_plain_text() {
    let pin = PinHash::new("2468", "2468", &[7; 16]).unwrap();
    assert!(pin.matches("2468"));
    assert!(!pin.matches("2469"));
    let stored = Settings {
        rules: Rules::default(),
        pin: Some(pin.clone()),
        ..Settings::default()
    }
    .encode();
    assert!(!stored.contains("2468"), "{stored}");
    let other_salt = PinHash::new("2468", "2468", &[8; 16]).unwrap();
    assert_ne!(
        pin, other_salt,
        "the same PIN hashes differently with another salt"
    );
    assert!(
        Settings::decode(&stored)
            .unwrap()
            .pin
            .unwrap()
            .matches("2468")
    );
}

#[test]
fn settings_round_trip_and_damaged_ones_are_refused() {
    let settings = Settings {
        rules: Rules {
            preset: SavedPreset::School { tolerated: 3 },
            undo_allowed: false,
            show_dots: false,
            clock: Some(SavedClock {
                base_minutes: 5,
                increment_seconds: 0,
            }),
            touch_move: true,
            claim_mode: true,
        },
        pin: None,
        ..Settings::default()
    };
    assert_eq!(Settings::decode(&settings.encode()), Some(settings.clone()));
    assert_eq!(settings.rules.preset(), Preset::School { tolerated: 3 });
    assert_eq!(Settings::decode("{not json"), None);
    assert_eq!(Settings::decode(r#"{"rules":{"preset":"teleport"}}"#), None);
}

#[test]
fn out_of_range_numbers_are_clamped() {
    assert_eq!(
        Preset::from(SavedPreset::School { tolerated: 40 }),
        Preset::School { tolerated: 5 }
    );
}

#[test]
fn clock_settings_stay_sane() {
    assert_eq!(
        SavedClock {
            base_minutes: 0,
            increment_seconds: 900
        }
        .control(),
        TimeControl::new(1, 60)
    );
    assert_eq!(
        SavedClock {
            base_minutes: 5,
            increment_seconds: 3
        }
        .control(),
        TimeControl::new(5, 3)
    );
}

#[test]
fn wrong_pins_wait_longer_and_longer_and_the_wait_survives_saving() {
    let mut settings = Settings {
        pin: Some(PinHash::new("2468", "2468", &[3; 16]).unwrap()),
        ..Settings::default()
    };
    // Three wrong tries are free, each saying how many are left; the
    // third says the next one waits 30 s.
    for tries_left in [2, 1] {
        assert_eq!(
            settings.try_pin("1111", 0),
            Err(PinError::Wrong(NextTry::Now { tries_left }))
        );
    }
    assert_eq!(
        settings.try_pin("1111", 0),
        Err(PinError::Wrong(NextTry::After { seconds: 30 }))
    );
    assert_eq!(
        settings.try_pin("2468", 1_000),
        Err(PinError::Wait { seconds: 29 }),
        "even the right PIN waits"
    );
    // Kept across a reload: the settings are saved with the guard, and a
    // new page counts from its first try (nothing passes while closed).
    let mut back = Settings::decode(&settings.encode()).unwrap();
    assert_eq!(
        back.try_pin("2468", 20_000),
        Err(PinError::Wait { seconds: 29 })
    );
    assert_eq!(
        back.try_pin("2468", 40_000),
        Err(PinError::Wait { seconds: 9 })
    );
    assert_eq!(
        back.try_pin("1111", 49_000),
        Err(PinError::Wrong(NextTry::After { seconds: 60 }))
    );
    assert_eq!(
        back.try_pin("2468", 49_000),
        Err(PinError::Wait { seconds: 60 }),
        "the wait doubles"
    );
    assert_eq!(back.try_pin("2468", 109_000), Ok(()));
    assert_eq!(
        back.try_pin("1111", 109_000),
        Err(PinError::Wrong(NextTry::Now { tries_left: 2 })),
        "counted afresh"
    );
    assert_eq!(back.try_pin("2468", 109_000), Ok(()));
    assert_eq!(
        PinGuard::wait_after(100),
        15 * 60_000,
        "at most a quarter of an hour"
    );
}

#[test]
fn a_recovery_code_replaces_a_forgotten_pin() {
    let code = RecoveryCode::from_random(&[0x5a; 16]);
    assert_eq!(code.as_str().len(), 14, "{}", code.as_str());
    assert!(
        code.as_str()
            .chars()
            .all(|c| c == '-' || (c.is_ascii_alphanumeric() && !"01ILO".contains(c))),
        "{}",
        code.as_str()
    );
    assert_ne!(code, RecoveryCode::from_random(&[0xa5; 16]));
    let mut settings = Settings {
        pin: Some(PinHash::new("2468", "2468", &[3; 16]).unwrap()),
        recovery: Some(code.hash(&[4; 16])),
        ..Settings::default()
    };
    assert!(
        !settings.encode().contains(code.as_str()),
        "only its hash is kept"
    );
    assert_eq!(
        settings.recover("AAAA-BBBB-CCCC", 0),
        Err(PinError::Wrong(NextTry::Now { tries_left: 2 }))
    );
    assert!(settings.pin.is_some());
    // Typed in small letters and without dashes, it still opens.
    let typed = code.as_str().replace('-', " ").to_lowercase();
    assert_eq!(settings.recover(&typed, 0), Ok(()));
    assert_eq!(settings.pin, None, "a new PIN can be chosen");
    assert_eq!(settings.recovery, None, "the code was used up");
}

#[test]
fn no_change_of_the_device_clock_shortens_or_stretches_the_wait() {
    // The wait is counted on the page's clock: the device's clock is not
    // asked at all, so a clock put 10 years forward or back changes nothing.
    let mut settings = Settings {
        pin: Some(PinHash::new("2468", "2468", &[3; 16]).unwrap()),
        ..Settings::default()
    };
    for _ in 0..8 {
        let _ = settings.try_pin("1111", 0);
        let _ = settings.try_pin("1111", 10 * PinGuard::MOST_WAIT_MS);
    }
    // At its cap: a quarter of an hour, never more.
    assert_eq!(
        settings.try_pin("2468", 0),
        Err(PinError::Wait { seconds: 900 })
    );
    // A guard saved by an earlier version with a wait until a day ten years
    // ahead: waited once in full at its level, never 315 360 029 s.
    let old = r#"{"rules":{"preset":"practice","undo_allowed":true,"show_dots":true},"pin":null,"pin_guard":{"failures":3,"wait_until":1999999999999}}"#;
    let mut old = Settings::decode(old).unwrap();
    old.pin = settings.pin.clone();
    assert_eq!(old.try_pin("2468", 5), Err(PinError::Wait { seconds: 30 }));
    assert_eq!(old.try_pin("2468", 30_005), Ok(()));
    // A token for a cookie keeps the count and the wait, capped.
    let guard = settings.pin_guard;
    assert_eq!(PinGuard::from_token(&guard.token()), Some(guard));
    assert_eq!(
        PinGuard::from_token("5.99999999999").map(|g| g.token()),
        Some("5.120000".to_string())
    );
    for bad in ["", "5", "x.1", "5.", "-1.3"] {
        assert_eq!(PinGuard::from_token(bad), None, "{bad}");
    }
    // The stricter of two guards is kept.
    let none = PinGuard::default();
    assert_eq!(none.stricter(guard), guard);
    assert_eq!(guard.stricter(none), guard);
}

/// Settings with a PIN, a recovery code and every switch on, as stored.
fn locked_settings() -> (Settings, Lock) {
    let lock = Lock {
        pin: Some(PinHash::new("2468", "2468", &[3; 16]).unwrap()),
        recovery: Some(RecoveryCode::from_random(&[5; 16]).hash(&[6; 16])),
    };
    let mut settings = Settings {
        lock_new_game: true,
        class_mode: true,
        hints_off: true,
        ..Settings::default()
    };
    lock.apply(&mut settings);
    (settings, lock)
}

#[test]
fn a_damaged_settings_record_never_takes_the_pin_with_it() {
    let (settings, lock) = locked_settings();
    let text = settings.encode();
    // With the lock kept apart, any damage to the settings leaves it whole.
    let damages = [
        text[..text.len() / 2].to_string(),
        text[..text.len() - 1].to_string(),
        String::new(),
        "{broken".to_string(),
        "null".to_string(),
        text.replace("\"rules\"", "\"rulez\""),
        text.replace('{', "["),
        "\u{0}".repeat(40),
    ];
    let store = |text: Option<&'static str>| LockFound::Store(text);
    let encoded = lock.encode();
    for damaged in &damages {
        assert_eq!(Settings::decode(damaged), None, "{damaged}");
        assert_eq!(
            lock_at_start(LockFound::Store(Some(&encoded)), Some(damaged)),
            Ok(lock.clone()),
            "{damaged}"
        );
    }
    // Saved before the lock was kept apart: the PIN is read where it stands
    // in what is left of the settings; where it cannot be read, nothing opens.
    assert_eq!(lock_at_start(store(None), Some(&text)), Ok(lock.clone()));
    let pin_and_after = text.find("\"pin\"").unwrap();
    let after_recovery = text.find("\"pin_guard\"").unwrap();
    let cut_after_code = &text[..after_recovery];
    assert_eq!(
        lock_at_start(store(None), Some(cut_after_code)),
        Ok(lock.clone())
    );
    let cut_in_pin = &text[..pin_and_after + 12];
    let shut = Err(Unreadable { recovery: None });
    assert_eq!(lock_at_start(store(None), Some(cut_in_pin)), shut);
    assert_eq!(lock_at_start(store(None), Some("{broken")), shut);
    // A damaged lock falls back on the settings' copy of the PIN, or on nothing.
    assert_eq!(
        lock_at_start(store(Some("{")), Some(&text)),
        Ok(lock.clone())
    );
    assert_eq!(lock_at_start(store(Some("{")), None), shut);
    // Settings that never had a PIN, damaged after it: still none.
    let open = Settings::default().encode();
    assert_eq!(
        lock_at_start(store(None), Some(&open[..open.len() - 1])),
        Ok(Lock::default())
    );
    // A new device: no PIN yet, to be chosen.
    assert_eq!(lock_at_start(store(None), None), Ok(Lock::default()));
}

#[test]
fn a_damaged_lock_is_a_shut_panel_that_its_recovery_code_still_opens() {
    let (settings, lock) = locked_settings();
    let open_settings = Settings::default().encode();
    let recovery = lock.recovery.clone();
    let encoded = lock.encode();
    let no_pin = Lock::default().encode();
    assert_eq!(no_pin, r#"{"pin":null,"recovery":null}"#);
    // Read back damaged: never a lock without a PIN.
    let without_recovery = encoded.replace(r#","recovery":"#, r#","recovered":"#);
    let damages = [
        "{}".to_string(),
        r#"{"pin": null}"#.to_string(),
        r#"{"recovery": null}"#.to_string(),
        r#"{"pin": 5, "recovery": null}"#.to_string(),
        "[]".to_string(),
        "null".to_string(),
        String::new(),
        encoded[..encoded.len() / 2].to_string(),
        without_recovery,
    ];
    for damaged in &damages {
        assert_eq!(Lock::decode(damaged), None, "{damaged}");
        let found = LockFound::Store(Some(damaged));
        // Settings without a PIN beside it do not open the panel.
        let shut = lock_at_start(found, Some(&open_settings));
        assert!(shut.is_err(), "{damaged}: {shut:?}");
        assert!(lock_at_start(found, None).is_err(), "{damaged}");
        // The settings' copy of the PIN stands for the damaged lock.
        assert_eq!(
            lock_at_start(found, Some(&settings.encode())),
            Ok(lock.clone()),
            "{damaged}"
        );
    }
    // The recovery code is read from what is left of the lock.
    let cut_pin = encoded.replacen(r#""pin":{"#, r#""pin":{"broken"#, 1);
    assert_eq!(
        lock_at_start(LockFound::Store(Some(&cut_pin)), Some(&open_settings)),
        Err(Unreadable {
            recovery: recovery.clone()
        })
    );
    // A lock without a PIN, written out whole, is one.
    assert_eq!(
        lock_at_start(LockFound::Store(Some(&no_pin)), None),
        Ok(Lock::default())
    );
}

#[test]
fn where_the_lock_store_fails_its_copy_is_the_lock_and_no_pin_is_offered_unless_none_ever_was() {
    let (settings, lock) = locked_settings();
    let encoded = lock.encode();
    fn copy(copy: Option<&str>, device_used: bool) -> LockFound<'_> {
        LockFound::Copy { copy, device_used }
    }
    // The copy kept beside the store holds the PIN.
    assert_eq!(
        lock_at_start(copy(Some(&encoded), true), None),
        Ok(lock.clone())
    );
    // No copy: the settings' copy of the PIN, when they hold one.
    assert_eq!(
        lock_at_start(copy(None, true), Some(&settings.encode())),
        Ok(lock.clone())
    );
    // No copy, no settings, on a device that kept things: it may have had
    // a PIN; nothing is offered.
    assert_eq!(
        lock_at_start(copy(None, true), None),
        Err(Unreadable { recovery: None })
    );
    // A device that never kept anything never had a PIN.
    assert_eq!(lock_at_start(copy(None, false), None), Ok(Lock::default()));
    // A damaged copy is a shut panel, its recovery code kept.
    assert_eq!(
        lock_at_start(copy(Some("{}"), false), None),
        Err(Unreadable { recovery: None })
    );
}

#[test]
fn of_tabs_choosing_the_first_pin_at_once_only_the_stored_one_is_kept() {
    let (_, ours) = locked_settings();
    let theirs = Lock {
        pin: Some(PinHash::new("1111", "1111", &[9; 16]).unwrap()),
        recovery: None,
    };
    assert_eq!(Lock::first_pin(None, &ours), FirstPin::Kept);
    assert_eq!(
        Lock::first_pin(Some(&Lock::default()), &ours),
        FirstPin::Kept
    );
    assert_eq!(
        Lock::first_pin(Some(&theirs), &ours),
        FirstPin::Taken(theirs.clone())
    );
    // The same tab's own write, seen again, is still its own.
    assert_eq!(Lock::first_pin(Some(&ours), &ours), FirstPin::Kept);
}
