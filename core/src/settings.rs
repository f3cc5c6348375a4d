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

/// When the next try of a PIN can be made, after a wrong one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextTry {
    /// At once: this many more tries before the tries have to wait.
    Now { tries_left: u32 },
    /// After this many seconds.
    After { seconds: u32 },
}

/// Why a PIN was not accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PinError {
    /// A PIN is exactly four digits.
    NotFourDigits,
    /// The two entries of a new PIN differ.
    Mismatch,
    /// Not the PIN (or not the recovery code), and when the next try can be.
    Wrong(NextTry),
    /// Too many wrong tries: the next one waits this many seconds.
    Wait { seconds: u32 },
    /// Another page chose the first PIN at the same moment: theirs is kept.
    ChosenElsewhere,
    /// The saved settings are damaged and the PIN in them cannot be read:
    /// nothing opens the panel.
    Unreadable,
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
        Ok(PinHash::salted(pin, salt))
    }

    fn salted(secret: &str, salt: &[u8]) -> PinHash {
        let salt = hex(salt);
        PinHash {
            hash: digest(&salt, secret),
            salt,
        }
    }

    /// Whether `pin` is the secret this hash was made from.
    pub fn matches(&self, pin: &str) -> bool {
        digest(&self.salt, pin) == self.hash
    }
}

/// The letters of a recovery code: no 0/O or 1/I/L to mix up on paper.
const CODE_LETTERS: &[u8; 31] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/// A one-time code the teacher writes down when choosing the PIN: it opens
/// the way to a new PIN when the PIN is forgotten, so the device never has
/// to be wiped. Twelve letters in three groups ("K7QM-4TZP-HX2A").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecoveryCode(String);

impl RecoveryCode {
    /// From random bytes (60 bits are used).
    pub fn from_random(random: &[u8; 16]) -> RecoveryCode {
        let bits = random
            .iter()
            .take(8)
            .fold(0u64, |acc, b| (acc << 8) | u64::from(*b));
        let letters: Vec<char> = (0..12)
            .map(|i| {
                let index = usize::try_from((bits >> (5 * i)) & 31).unwrap_or(0);
                char::from(CODE_LETTERS[index % CODE_LETTERS.len()])
            })
            .collect();
        RecoveryCode(
            letters
                .chunks(4)
                .map(|group| group.iter().collect::<String>())
                .collect::<Vec<_>>()
                .join("-"),
        )
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// How a typed code is compared: capitals, without dashes or spaces.
    fn normal(typed: &str) -> String {
        typed
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_uppercase())
            .collect()
    }

    /// Kept only as a salted hash, like the PIN.
    pub fn hash(&self, salt: &[u8]) -> PinHash {
        PinHash::salted(&RecoveryCode::normal(&self.0), salt)
    }
}

/// Wrong PINs (or recovery codes) tried in a row, and how long the next
/// try must still wait. The wait is counted on the page's own clock, which
/// no change of the device's clock moves: time passes for it only while
/// Peoncito is open (a reload starts counting again from the first try), so
/// putting the clock forward skips nothing and putting it back adds nothing.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
pub struct PinGuard {
    failures: u32,
    /// Milliseconds the next try must still wait, as of `counted_from`.
    #[serde(default)]
    wait_ms: u64,
    /// Earlier versions: until when, by the device's clock. Only read, as a
    /// sign that a wait was running (it is waited again in full).
    #[serde(default, skip_serializing)]
    wait_until: u64,
    /// When `wait_ms` was counted, on this page's clock; not saved (another
    /// page counts from its first try).
    #[serde(skip)]
    counted_from: Option<u64>,
}

impl PartialEq for PinGuard {
    /// Two guards are the same when they would be saved the same.
    fn eq(&self, other: &PinGuard) -> bool {
        (self.failures, self.wait_ms, self.wait_until)
            == (other.failures, other.wait_ms, other.wait_until)
    }
}

impl Eq for PinGuard {}

impl PinGuard {
    /// The longest wait: a quarter of an hour.
    pub const MOST_WAIT_MS: u64 = 15 * 60_000;

    /// The wrong tries that cost no wait.
    pub const FREE_TRIES: u32 = 3;

    /// Three tries free, then 30 s, doubling after each wrong try, up to
    /// a quarter of an hour: 10,000 PINs can no longer be tried at the board.
    pub fn wait_after(failures: u32) -> u64 {
        match failures.checked_sub(PinGuard::FREE_TRIES) {
            None => 0,
            Some(n) => (30_000u64 << n.min(5)).min(PinGuard::MOST_WAIT_MS),
        }
    }

    /// What is still to wait at `now` on the page's clock, never more than
    /// the wait of its level.
    fn left(&self, now: u64) -> u64 {
        let saved = if self.wait_ms == 0 && self.wait_until > 0 {
            PinGuard::wait_after(self.failures)
        } else {
            self.wait_ms
        };
        let left = match self.counted_from {
            Some(from) => saved.saturating_sub(now.saturating_sub(from)),
            None => saved,
        };
        left.min(PinGuard::wait_after(self.failures))
    }

    /// When the next try can be, after the wrong ones counted so far.
    fn next_try(&self) -> NextTry {
        match PinGuard::FREE_TRIES.checked_sub(self.failures) {
            Some(tries_left) if tries_left > 0 => NextTry::Now { tries_left },
            _ => NextTry::After {
                seconds: u32::try_from(PinGuard::wait_after(self.failures).div_ceil(1000))
                    .unwrap_or(u32::MAX),
            },
        }
    }

    /// Checks a try with `right` at `now`, the page's clock in milliseconds.
    fn guard(&mut self, now: u64, right: impl FnOnce() -> bool) -> Result<(), PinError> {
        let left = self.left(now);
        if left > 0 {
            self.wait_ms = left;
            self.wait_until = 0;
            self.counted_from = Some(now);
            return Err(PinError::Wait {
                seconds: u32::try_from(left.div_ceil(1000)).unwrap_or(u32::MAX),
            });
        }
        if right() {
            *self = PinGuard::default();
            return Ok(());
        }
        self.failures = self.failures.saturating_add(1);
        self.wait_ms = PinGuard::wait_after(self.failures);
        self.wait_until = 0;
        self.counted_from = Some(now);
        Err(PinError::Wrong(self.next_try()))
    }

    /// The guard as a short token ("5.120000"), for a cookie: kept even
    /// when the device's storage is full.
    pub fn token(self) -> String {
        format!("{}.{}", self.failures, self.wait_ms)
    }

    pub fn from_token(token: &str) -> Option<PinGuard> {
        let (failures, wait_ms) = token.split_once('.')?;
        let failures: u32 = failures.parse().ok()?;
        Some(PinGuard {
            failures,
            wait_ms: wait_ms
                .parse::<u64>()
                .ok()?
                .min(PinGuard::wait_after(failures)),
            ..PinGuard::default()
        })
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
    /// The pupils may name the players themselves (otherwise only the
    /// teacher, in the panel).
    #[serde(default)]
    pub pupils_name_players: bool,
    /// The recovery code's hash, set with the PIN.
    #[serde(default)]
    pub recovery: Option<PinHash>,
    #[serde(default)]
    pub pin_guard: PinGuard,
    /// The computer gives no hints (they are on unless the teacher says).
    #[serde(default)]
    pub hints_off: bool,
    /// The board shows only what pupils need (play, lessons, the
    /// computer); the teacher comes back by holding a corner button.
    #[serde(default)]
    pub pupil_mode: bool,
    /// The board and the lessons ask "Who are you?" and note what each
    /// pupil does in the class book.
    #[serde(default)]
    pub class_mode: bool,
}

impl Settings {
    /// The PIN typed at `now` on the page's clock, with a growing wait
    /// after wrong tries. No PIN set lets anyone in (to choose one).
    pub fn try_pin(&mut self, pin: &str, now: u64) -> Result<(), PinError> {
        let Some(hash) = self.pin.clone() else {
            return Ok(());
        };
        self.pin_guard.guard(now, || hash.matches(pin))
    }

    /// The recovery code typed instead of a forgotten PIN: when right, the
    /// PIN and the code are cleared, so the next person chooses a new PIN
    /// (and gets a new code).
    pub fn recover(&mut self, typed: &str, now: u64) -> Result<(), PinError> {
        let Some(hash) = self.recovery.clone() else {
            return Err(PinError::Wrong(self.pin_guard.next_try()));
        };
        self.pin_guard
            .guard(now, || hash.matches(&RecoveryCode::normal(typed)))?;
        self.pin = None;
        self.recovery = None;
        Ok(())
    }

    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("settings always serialise")
    }

    /// `None` when the stored text is damaged (the caller says so and
    /// falls back to the defaults).
    pub fn decode(text: &str) -> Option<Settings> {
        serde_json::from_str(text).ok()
    }
}

impl PinGuard {
    /// Wrong tries in a row so far.
    pub fn failures(self) -> u32 {
        self.failures
    }

    /// The stricter of two guards: the most wrong tries, and the longer
    /// wait among those. A stale page never lowers the count.
    pub fn stricter(self, other: PinGuard) -> PinGuard {
        if (other.failures, other.left(0)) > (self.failures, self.left(0)) {
            other
        } else {
            self
        }
    }
}

/// The PIN and its recovery code's hash, kept apart from the rest of the
/// settings (`LOCK_KEY`) and written only by a store that checks and writes
/// in one step across tabs: a damaged settings record never takes the PIN
/// with it, and of tabs choosing the first PIN at once only one's is kept.
/// The settings keep a copy of both, which the lock overrules.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lock {
    // Both fields must be written out, `null` included: a record missing
    // one (`{}`, `{"pin": null}`) is damaged, not a lock without a PIN.
    #[serde(deserialize_with = "Option::deserialize")]
    pub pin: Option<PinHash>,
    #[serde(deserialize_with = "Option::deserialize")]
    pub recovery: Option<PinHash>,
}

/// Where the lock is kept on the device.
pub const LOCK_KEY: &str = "peoncito.lock";

/// Whether the page knows the lock yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LockStatus {
    /// Being read: nothing is offered yet.
    Reading,
    /// Read from where it is kept apart, and in the page's settings.
    Read,
    /// The settings given hold it (a board mounted without the app's
    /// start-up, which reads the lock).
    InSettings,
    /// The store the lock is kept in failed or does not answer: the lock
    /// is its copy beside it (or the settings'), whose merge guards it.
    FromCopy,
    /// A PIN may be set but cannot be read: only the recovery code, where
    /// one can be read, opens the panel.
    Unreadable,
}

/// Where a page found the lock when it opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LockFound<'a> {
    /// The store it is kept in answered: its record (none: it holds none,
    /// which proves no PIN was chosen unless the settings say one was).
    Store(Option<&'a str>),
    /// That store failed or did not answer in time: the copy kept beside
    /// it (none: no copy), and whether this device kept anything of the
    /// app at all (if not, it never had a PIN).
    Copy {
        copy: Option<&'a str>,
        device_used: bool,
    },
}

/// A lock that cannot be read: the recovery code read from what is left
/// of it, if any, is all that opens the panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub recovery: Option<PinHash>,
}

/// What a tab's first PIN came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FirstPin {
    /// This tab's PIN is the one kept.
    Kept,
    /// Another tab chose one first: this is the lock now.
    Taken(Lock),
}

impl Lock {
    pub fn of(settings: &Settings) -> Lock {
        Lock {
            pin: settings.pin.clone(),
            recovery: settings.recovery.clone(),
        }
    }

    /// The settings with this lock's PIN and code in place of their copy.
    pub fn apply(&self, settings: &mut Settings) {
        settings.pin = self.pin.clone();
        settings.recovery = self.recovery.clone();
    }

    pub fn encode(&self) -> String {
        serde_json::to_string(self).expect("a lock always serialises")
    }

    pub fn decode(text: &str) -> Option<Lock> {
        serde_json::from_str(text).ok()
    }

    /// The lock a damaged settings record still holds: its `"pin"` (and
    /// `"recovery"`, when readable) read where they stand, whatever is
    /// broken around them. None when the PIN cannot be read.
    pub fn read_damaged(text: &str) -> Option<Lock> {
        Some(Lock {
            pin: field_in(text, "pin")?,
            recovery: field_in(text, "recovery").flatten(),
        })
    }

    /// Whether `ours`, a first PIN, may be written over `stored` (the lock
    /// as the store holds it at that instant): only where there is no PIN.
    pub fn first_pin(stored: Option<&Lock>, ours: &Lock) -> FirstPin {
        match stored {
            Some(lock) if lock.pin.is_some() && lock != ours => FirstPin::Taken(lock.clone()),
            _ => FirstPin::Kept,
        }
    }
}

/// The lock a page opens with, from where it found the lock (`found`) and
/// the settings record as stored (its text; none where there is none).
/// A lock that reads is the lock. Else the settings' copy when it holds a
/// PIN (read where it stands in damaged settings): a device that kept the
/// PIN only there, before the lock, or whose lock is damaged. No PIN is
/// offered to be chosen unless the device provably never had one: the
/// lock's store answered with nothing (or settings without a PIN), or the
/// device kept nothing at all.
pub fn lock_at_start(found: LockFound, settings: Option<&str>) -> Result<Lock, Unreadable> {
    // None: no settings; Some(None): settings whose PIN cannot be read.
    let in_settings = settings.map(|text| match Settings::decode(text) {
        Some(settings) => Some(Lock::of(&settings)),
        None => Lock::read_damaged(text),
    });
    let settings_recovery = in_settings.clone().flatten().and_then(|lock| lock.recovery);
    let (record, provably_never) = match found {
        LockFound::Store(record) => (record, true),
        LockFound::Copy { copy, device_used } => (copy, !device_used),
    };
    if let Some(lock) = record.and_then(Lock::decode) {
        return Ok(lock);
    }
    match (record, in_settings) {
        (_, Some(Some(lock))) if lock.pin.is_some() => Ok(lock),
        // A damaged lock, and no PIN in the settings to stand for it.
        (Some(text), _) => Err(Unreadable {
            recovery: field_in::<Option<PinHash>>(text, "recovery")
                .flatten()
                .or(settings_recovery),
        }),
        // Settings are saved with the lock's copy in them: these say none
        // was chosen.
        (None, Some(Some(lock))) => Ok(lock),
        (None, None) if provably_never => Ok(Lock::default()),
        (None, _) => Err(Unreadable {
            recovery: settings_recovery,
        }),
    }
}

/// The value of the first `"name":` field in a JSON text, read on its own
/// (none when missing or unreadable).
fn field_in<T: serde::de::DeserializeOwned>(text: &str, name: &str) -> Option<T> {
    let key = format!("\"{name}\":");
    let start = text.find(&key)? + key.len();
    serde_json::Deserializer::from_str(&text[start..])
        .into_iter::<T>()
        .next()?
        .ok()
}

/// The teacher's settings as a record of the store. What the teacher set
/// (the PIN and everything behind it) is replaced only by a page that saw
/// the PIN now stored: a page that proved an older PIN, or saw none (a
/// stale tab offering to choose one), loses its changes to them. Wrong
/// tries are never forgotten by a merge.
pub struct SettingsRecord;

impl crate::records::Kind for SettingsRecord {
    const ID: &'static str = "peoncito.settings";
    const ASIDE: Option<&'static str> = None;

    fn merge(base: Option<&str>, ours: &str, theirs: &str) -> crate::records::Merged {
        use crate::records::Merged;
        let (ours, theirs) = match (Settings::decode(ours), Settings::decode(theirs)) {
            (Some(ours), Some(theirs)) => (ours, theirs),
            (Some(ours), None) => return Merged::Clean(ours.encode()),
            (None, _) => return Merged::Clean(theirs.to_string()),
        };
        let base = base.and_then(Settings::decode);
        // The PIN this page proved (or saw missing) is still the PIN.
        let pin_seen = base.as_ref().map_or(&ours.pin, |b| &b.pin);
        let mut merged = theirs.clone();
        if *pin_seen == theirs.pin {
            // Field by field, what this page changed since its last look.
            let base = base.as_ref();
            take_changed(&mut merged.rules, &ours.rules, base.map(|b| &b.rules));
            take_changed(&mut merged.pin, &ours.pin, base.map(|b| &b.pin));
            take_changed(
                &mut merged.recovery,
                &ours.recovery,
                base.map(|b| &b.recovery),
            );
            take_changed(
                &mut merged.lock_new_game,
                &ours.lock_new_game,
                base.map(|b| &b.lock_new_game),
            );
            take_changed(
                &mut merged.pupils_name_players,
                &ours.pupils_name_players,
                base.map(|b| &b.pupils_name_players),
            );
            take_changed(
                &mut merged.hints_off,
                &ours.hints_off,
                base.map(|b| &b.hints_off),
            );
            take_changed(
                &mut merged.pupil_mode,
                &ours.pupil_mode,
                base.map(|b| &b.pupil_mode),
            );
            take_changed(
                &mut merged.class_mode,
                &ours.class_mode,
                base.map(|b| &b.class_mode),
            );
        }
        merged.pin_guard = ours.pin_guard.stricter(theirs.pin_guard);
        Merged::Clean(merged.encode())
    }
}

/// `ours` in place of `merged` when this page changed it since `base`
/// (always, when what it last saw is unknown).
fn take_changed<T: Clone + PartialEq>(merged: &mut T, ours: &T, base: Option<&T>) {
    if base != Some(ours) {
        *merged = ours.clone();
    }
}
