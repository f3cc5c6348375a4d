//! A school server, optional: the device's records kept in step with a
//! CouchDB database (Apache CouchDB, or `pouchdb-server` for a day) by
//! CouchDB's own replication — PouchDB in the browser does the carrying;
//! this module decides what a document means and what the device does
//! with it. Plain Rust: the browser's part is `ui::sync`.
//!
//! - [`server`]: where the server is, as the teacher typed it, and why an
//!   address is refused;
//! - [`state`]: how the device stands with it, from what the server and
//!   the replication answered;
//! - [`replica`]: the class book's documents, merged in as they come and
//!   written out when the book holds something the server lacks;
//! - [`live`]: each tablet's game in play, for the teacher's wall;
//! - [`answer`]: the teacher's answer to a tablet's call, from the wall;
//! - [`results`]: tournament games that ended on a tablet, and results an
//!   arbiter's tablet typed, for the device that holds the tournament;
//! - [`published`]: that tournament, for the arbiters' tablets;
//! - [`removal`]: a deleted pupil taken off the server, earlier versions
//!   too where the server lets the device compact it.

pub mod answer;
pub mod live;
pub mod published;
pub mod removal;
pub mod replica;
pub mod results;
pub mod server;
pub mod state;

/// A text's fingerprint (FNV-1a): stable across versions and devices,
/// unlike the standard library's hasher; a fingerprint, not a secret.
fn fingerprint(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}
