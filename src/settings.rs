//! The teacher's settings for the games on this device, and the PIN that
//! guards them. The PIN is kept only as a salted SHA-256 hash.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use std::ops::RangeInclusive;

use crate::arbiter::{AtLimit, Policy, Preset, clamp};
use crate::clock::{Edition, TimeControl};

/// The rules a game is played under. A game keeps the rules it started with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub preset: SavedPreset,
    pub undo_allowed: bool,
    /// "Training wheels": legal destinations shown as dots.
    pub show_dots: bool,
    /// No clock by default: the school regulation prefers casual games
    /// without one.
    #[serde(default)]
    pub clock: Option<SavedClock>,
    /// FIDE Art. 4: a touched piece must be moved; off by default.
    #[serde(default)]
    pub touch_move: bool,
    /// Tournament practice: illegal moves are played and must be claimed.
    #[serde(default)]
    pub claim_mode: bool,
}

/// A time control in its saved form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedClock {
    pub base_minutes: u16,
    pub increment_seconds: u16,
}

impl SavedClock {
    /// At least one minute, at most three hours: the clock stays sane.
    pub const BASE_MINUTES: RangeInclusive<u16> = 1..=180;
    pub const MOST_INCREMENT_SECONDS: u16 = 60;

    pub fn control(self) -> TimeControl {
        let base = self
            .base_minutes
            .clamp(*Self::BASE_MINUTES.start(), *Self::BASE_MINUTES.end());
        TimeControl::new(
            u32::from(base),
            u32::from(self.increment_seconds.min(Self::MOST_INCREMENT_SECONDS)),
        )
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules {
            preset: SavedPreset::Practice,
            undo_allowed: true,
            show_dots: true,
            clock: None,
            touch_move: false,
            claim_mode: false,
        }
    }
}

impl Rules {
    pub fn preset(self) -> Preset {
        self.preset.into()
    }
}

/// [`Preset`] in its saved form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SavedPreset {
    Practice,
    School {
        /// Saved as `limit` by earlier versions, which meant the same
        /// number: "illegal moves before the teacher is called".
        #[serde(rename = "limit")]
        tolerated: u8,
    },
    Fide2009,
    FideToday,
    ClassicBlitz,
    Custom {
        limit: Option<u8>,
        loses: bool,
        penalty_minutes: u8,
    },
}

impl From<SavedPreset> for Preset {
    fn from(p: SavedPreset) -> Preset {
        match p {
            SavedPreset::Practice => Preset::Practice,
            SavedPreset::School { tolerated } => Preset::School {
                tolerated: clamp(tolerated, Preset::SCHOOL_TOLERATED),
            },
            SavedPreset::Fide2009 => Preset::Fide2009,
            SavedPreset::FideToday => Preset::FideToday,
            SavedPreset::ClassicBlitz => Preset::ClassicBlitz,
            SavedPreset::Custom {
                limit,
                loses,
                penalty_minutes,
            } => Preset::Custom(Policy {
                limit,
                at_limit: if loses {
                    AtLimit::Loses
                } else {
                    AtLimit::AsksTeacher
                },
                penalty_minutes,
                halved_when_fast: false,
                loses_in_blitz: false,
                edition: Edition::Fide2023,
            }),
        }
    }
}

/// A PIN as stored: a random salt and the SHA-256 of salt and PIN, in hex.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PinHash {
    salt: String,
    hash: String,
}

/// Why a PIN was not accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PinError {
    /// A PIN is exactly four digits.
    NotFourDigits,
    /// The two entries of a new PIN differ.
    Mismatch,
    Wrong,
}

fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    bytes
        .iter()
        .flat_map(|b| [DIGITS[usize::from(b >> 4)], DIGITS[usize::from(b & 15)]])
        .map(char::from)
        .collect()
}

fn digest(salt: &str, pin: &str) -> String {
    hex(&Sha256::new()
        .chain_update(salt)
        .chain_update(":")
        .chain_update(pin)
        .finalize())
}

pub fn is_valid_pin(pin: &str) -> bool {
    pin.len() == 4 && pin.bytes().all(|b| b.is_ascii_digit())
}

impl PinHash {
    /// Hashes a new PIN, given twice, with salt bytes from a random source.
    pub fn new(pin: &str, again: &str, salt: &[u8]) -> Result<PinHash, PinError> {
        if !is_valid_pin(pin) {
            return Err(PinError::NotFourDigits);
        }
        if pin != again {
            return Err(PinError::Mismatch);
        }
        let salt = hex(salt);
        Ok(PinHash {
            hash: digest(&salt, pin),
            salt,
        })
    }

    pub fn check(&self, pin: &str) -> Result<(), PinError> {
        if digest(&self.salt, pin) == self.hash {
            Ok(())
        } else {
            Err(PinError::Wrong)
        }
    }
}

/// Everything the teacher set, as kept in the browser.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    pub rules: Rules,
    pub pin: Option<PinHash>,
    /// Only the teacher starts a new game (for a class).
    #[serde(default)]
    pub lock_new_game: bool,
}

impl Settings {
    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("settings always serialise")
    }

    /// `None` when the stored text is damaged (the caller says so and
    /// falls back to the defaults).
    pub fn decode(text: &str) -> Option<Settings> {
        serde_json::from_str(text).ok()
    }
}
