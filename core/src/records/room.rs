//! How much room the device gives the app's records, as the browser says
//! (`navigator.storage.estimate()`), and what the teacher is told of it.

/// The records' room on this device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Room {
    /// Bytes the app's site uses (records, the offline copy, the school
    /// server's copy).
    pub used: u64,
    /// Bytes the browser lets it use.
    pub quota: u64,
    /// Whether the browser keeps them until someone deletes them (it may
    /// clear a site's storage that is not kept so when space runs short).
    pub persisted: bool,
}

/// Less left than this is nearly full, whatever the quota.
const LEAST_LEFT: u64 = 5_000_000;

impl Room {
    /// Nearly full: under a tenth of the quota left, or under 5 MB (a
    /// class's year of notes is a few MB).
    pub fn nearly_full(self) -> bool {
        let left = self.quota.saturating_sub(self.used);
        left < self.quota / 10 || left < LEAST_LEFT
    }

    /// As `data-storage` says it.
    pub fn code(self) -> &'static str {
        if self.nearly_full() {
            "nearly-full"
        } else {
            "room"
        }
    }
}

/// A size in words: megabytes with one decimal, gigabytes from 1 000 MB;
/// `comma` for languages that write the decimal with one.
pub fn size_text(bytes: u64, comma: bool) -> String {
    let (tenths, unit) = if bytes >= 1_000_000_000 {
        (bytes / 100_000_000, "GB")
    } else {
        (bytes.div_ceil(100_000), "MB")
    };
    let text = format!("{}.{} {unit}", tenths / 10, tenths % 10);
    if comma { text.replace('.', ",") } else { text }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_room_is_nearly_full_under_a_tenth_or_five_megabytes_left() {
        let room = |used, quota| Room {
            used,
            quota,
            persisted: false,
        };
        assert!(!room(1_000_000, 2_000_000_000).nearly_full());
        assert!(room(1_850_000_000, 2_000_000_000).nearly_full());
        assert!(room(6_000_000, 10_000_000).nearly_full(), "4 MB left");
        assert!(!room(0, 100_000_000).nearly_full());
        assert!(room(0, 0).nearly_full());
        assert!(room(u64::MAX, 1).nearly_full());
        assert_eq!(room(1, 100_000_000).code(), "room");
    }

    #[test]
    fn sizes_read_as_megabytes_or_gigabytes() {
        assert_eq!(size_text(0, false), "0.0 MB");
        assert_eq!(size_text(1, false), "0.1 MB");
        assert_eq!(size_text(1_234_567, false), "1.3 MB");
        assert_eq!(size_text(1_234_567, true), "1,3 MB");
        assert_eq!(size_text(2_147_483_648, false), "2.1 GB");
        assert!(size_text(u64::MAX, false).ends_with("GB"));
    }
}
