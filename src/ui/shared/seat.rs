//! Who sat at this tablet last, as the device keeps it, and the class's
//! pupils as the class screen left them for "Who are you?": the board
//! reads and writes them, the teacher's wasm reads the seat for the board
//! it sends to the school server.

use peoncito_core::class::{Roster, Seat};

use crate::ui::browser;

/// The device's key for the seat.
pub const SEAT_KEY: &str = "peoncito.pupil";

/// Where the class screen leaves the pupils for "Who are you?".
pub const CLASS_ROSTER_KEY: &str = "peoncito.class.roster";

/// The pupils for "Who are you?", as the class screen left them.
pub fn roster() -> Roster {
    Roster::decode(&browser::read_key(CLASS_ROSTER_KEY).unwrap_or_default())
}

/// Who was last at the board, as the tablet remembers it.
pub fn remembered_seat() -> Seat {
    browser::read_key(SEAT_KEY).map_or(Seat::Unknown, |text| Seat::read(&text, &roster()))
}
