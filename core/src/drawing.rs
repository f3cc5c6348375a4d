//! What the teacher draws on the board while projecting: arrows and circles
//! in three pens, and where they go on the picture of the board.

use shakmaty::fen::Epd;
use shakmaty::{Chess, EnPassantMode, Square};

/// The three pens. Each has its own colour and line style, so they can be
/// told apart without colour too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Pen {
    #[default]
    Green,
    Red,
    Blue,
}

impl Pen {
    pub const ALL: [Pen; 3] = [Pen::Green, Pen::Red, Pen::Blue];

    pub fn code(self) -> &'static str {
        match self {
            Pen::Green => "green",
            Pen::Red => "red",
            Pen::Blue => "blue",
        }
    }
}

/// An arrow from one square to another, or a circle when both are the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Drawing {
    pub from: Square,
    pub to: Square,
    pub pen: Pen,
}

impl Drawing {
    pub fn is_circle(self) -> bool {
        self.from == self.to
    }
}

/// Adds a drawing; drawing the same arrow or circle again with the same pen
/// rubs it out, with another pen recolours it.
pub fn toggle(drawings: &mut Vec<Drawing>, new: Drawing) {
    match drawings
        .iter()
        .position(|d| d.from == new.from && d.to == new.to)
    {
        Some(i) if drawings[i].pen == new.pen => {
            drawings.remove(i);
        }
        Some(i) => drawings[i].pen = new.pen,
        None => drawings.push(new),
    }
}

/// Which position a drawing belongs to: the pieces, the side to move and
/// what castling and en passant allow (the move counters do not matter).
pub fn position_key(pos: &Chess) -> String {
    Epd::from_position(pos, EnPassantMode::Legal).to_string()
}

/// The drawings of every position the teacher has drawn on. A teacher
/// explaining a game steps back and forth: each position shows its own
/// arrows again, and only its own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sketchbook(Vec<(String, Vec<Drawing>)>);

impl Sketchbook {
    /// The drawings on the position with this key.
    pub fn on(&self, position: &str) -> &[Drawing] {
        self.0
            .iter()
            .find(|(key, _)| key == position)
            .map_or(&[], |(_, drawings)| drawings.as_slice())
    }

    /// Draws on a position, or rubs out (see [`toggle`]).
    pub fn toggle(&mut self, position: &str, new: Drawing) {
        match self.0.iter_mut().find(|(key, _)| key == position) {
            Some((_, drawings)) => toggle(drawings, new),
            None => self.0.push((position.to_string(), vec![new])),
        }
    }

    /// Rubs out everything drawn on a position.
    pub fn clear(&mut self, position: &str) {
        self.0.retain(|(key, _)| key != position);
    }
}

/// One square's size in the drawing's own units (the board is 8 of them).
pub const UNIT: i32 = 100;

/// The centre of a square in drawing units, as the board is shown
/// (White at the bottom unless flipped). Whole numbers keep float printing
/// out of the wasm.
pub fn centre(sq: Square, flipped: bool) -> (i32, i32) {
    let file = i32::from(u8::from(sq.file()));
    let rank = i32::from(u8::from(sq.rank()));
    let (col, row) = if flipped {
        (7 - file, rank)
    } else {
        (file, 7 - rank)
    };
    (col * UNIT + UNIT / 2, row * UNIT + UNIT / 2)
}

/// Where an arrow's line ends: short of the target's centre, so the head
/// sits on the square rather than past it.
pub fn arrow_end(from: (i32, i32), to: (i32, i32)) -> (i32, i32) {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = ((dx * dx + dy * dy) as f64).sqrt();
    if len < 1.0 {
        return to;
    }
    let back = f64::from(UNIT) * 0.3 / len;
    (
        to.0 - (f64::from(dx) * back).round() as i32,
        to.1 - (f64::from(dy) * back).round() as i32,
    )
}
