//! Peoncito's core: a chess board that teaches, without the board.
//!
//! The teaching logic — the rules and their explanations, the arbiter, the
//! clock, the game in play, the lessons, tournaments, the class, the
//! records, the school server's documents, the computer and the texts — in
//! plain modules tested natively. This crate depends on no browser crate:
//! the web app (the root crate, `src/ui`) shows its state and forwards
//! input.

pub mod arbiter;
pub mod class;
pub mod clock;
pub mod commentary;
pub mod computer;
pub mod describe;
pub mod drawing;
pub mod editor;
pub mod end;
pub mod explain;
pub mod game;
pub mod heading;
pub mod i18n;
pub mod install;
pub mod lang;
pub mod lessons;
pub mod misses;
pub mod moments;
pub mod movetext;
pub mod pgn;
pub mod progress;
pub mod records;
pub mod rng;
pub mod saved;
pub mod score_sheet;
pub mod settings;
pub mod startup;
pub mod sync;
pub mod table;
pub mod touch;
pub mod tournament;
