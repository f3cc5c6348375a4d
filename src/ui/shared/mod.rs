//! What the board's wasm and the teacher's share besides the browser's
//! services (`browser`, `device_store`, `worker`, `qr_camera`): the pupils'
//! pictures, the pieces' symbols, long tables drawn in steps, and who sits
//! at this tablet as the device keeps it. The board's code imports no teacher's screen and the teacher's
//! screens none of the board's: what both need lives here
//! (`tests/layers.rs` checks it).

pub mod picture;
pub mod rows;
pub mod seat;

use shakmaty::Role;

/// Solid chess symbols for both sides (coloured by CSS), each followed by
/// U+FE0E so phones do not draw the pawn as an emoji.
pub fn glyph(role: Role) -> &'static str {
    match role {
        Role::King => "\u{265A}\u{FE0E}",
        Role::Queen => "\u{265B}\u{FE0E}",
        Role::Rook => "\u{265C}\u{FE0E}",
        Role::Bishop => "\u{265D}\u{FE0E}",
        Role::Knight => "\u{265E}\u{FE0E}",
        Role::Pawn => "\u{265F}\u{FE0E}",
    }
}
