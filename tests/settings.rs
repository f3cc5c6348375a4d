//! The teacher's settings and PIN.

use peoncito::arbiter::Preset;
use peoncito::clock::TimeControl;
use peoncito::settings::{
    PinError, PinHash, Rules, SavedClock, SavedPreset, Settings, is_valid_pin,
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
    assert_eq!(pin.check("2468"), Ok(()));
    assert_eq!(pin.check("2469"), Err(PinError::Wrong));
    let stored = Settings {
        rules: Rules::default(),
        pin: Some(pin.clone()),
        lock_new_game: false,
    }
    .encode();
    assert!(!stored.contains("2468"), "{stored}");
    let other_salt = PinHash::new("2468", "2468", &[8; 16]).unwrap();
    assert_ne!(
        pin, other_salt,
        "the same PIN hashes differently with another salt"
    );
    assert_eq!(
        Settings::decode(&stored)
            .unwrap()
            .pin
            .unwrap()
            .check("2468"),
        Ok(())
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
        lock_new_game: false,
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
