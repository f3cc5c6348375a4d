//! The class's file for a tablet that cannot share files: deflated and cut
//! into pieces small enough for a QR code a camera reads off a screen, each
//! piece saying which file it belongs to, where it goes, and a check of its
//! own. The teacher's device gathers them in any order, any number of
//! times, until the file is whole; a damaged piece is dropped and read
//! again, never kept to spoil the file.

use std::collections::BTreeMap;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};

/// What every piece starts with.
const MARK: &str = "PEONCITO-CLASS";

/// Characters of the file a piece carries: a code of about 90×90 modules,
/// which a tablet's camera reads off another tablet's screen.
const PIECE_CHARS: usize = 500;

/// At most this many pieces: a class's file deflates to far less, and a
/// damaged count cannot make the gathering wait for millions.
const MAX_PIECES: usize = 999;

/// The file cut into pieces, each the text of one QR code; none when the
/// file would take more than [`MAX_PIECES`].
pub fn pieces(file: &str) -> Option<Vec<String>> {
    let packed = URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(file.as_bytes(), 9));
    let of = packed.len().div_ceil(PIECE_CHARS).max(1);
    if of > MAX_PIECES {
        return None;
    }
    let file_id = file_id(&packed);
    Some(
        (0..of)
            .map(|i| {
                let part = &packed[i * PIECE_CHARS..((i + 1) * PIECE_CHARS).min(packed.len())];
                let place = format!("{}/{of}", i + 1);
                let check = piece_check(&place, &file_id, part);
                format!("{MARK} {place} {file_id}.{check} {part}")
            })
            .collect(),
    )
}

/// Which file the pieces are of: the first bytes of its digest.
fn file_id(packed: &str) -> String {
    short_digest(&[packed])
}

/// A piece's own check: the first bytes of the digest of its place, its
/// file and its part.
fn piece_check(place: &str, file: &str, part: &str) -> String {
    short_digest(&[place, " ", file, " ", part])
}

fn short_digest(texts: &[&str]) -> String {
    let mut digest = Sha256::new();
    for text in texts {
        digest.update(text.as_bytes());
    }
    digest.finalize()[..4]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The pieces read so far, all of one file.
#[derive(Clone, Debug, Default)]
pub struct Gathering {
    file: Option<(String, usize)>,
    parts: BTreeMap<usize, String>,
}

/// What one code read added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Gathered {
    /// A piece kept (or read again): so many of the file's pieces are in.
    Piece { have: usize, of: usize },
    /// The last piece: the whole file.
    Whole(String),
    /// A code that is no piece of a class's file (or claims more pieces
    /// than any class's file needs).
    NotAPiece,
    /// A piece whose check fails, dropped: the gathering goes on without
    /// it, and it is read again.
    DamagedPiece { have: usize, of: usize },
    /// The pieces are all in but make no file (pieces of an earlier
    /// version, which carry no check of their own).
    Damaged,
}

impl Gathering {
    /// Adds a code's text. A piece of another file starts the gathering
    /// again with it (the teacher went on to another tablet).
    pub fn add(&mut self, code: &str) -> Gathered {
        let Some(Piece {
            index,
            of,
            file,
            checked,
            part,
        }) = read_piece(code)
        else {
            return Gathered::NotAPiece;
        };
        if !checked {
            let have = match &self.file {
                Some((kept, count)) if kept == file && *count == of => self.parts.len(),
                _ => 0,
            };
            return Gathered::DamagedPiece { have, of };
        }
        if self.file.as_ref() != Some(&(file.to_string(), of)) {
            *self = Gathering {
                file: Some((file.to_string(), of)),
                parts: BTreeMap::new(),
            };
        }
        self.parts.entry(index).or_insert_with(|| part.to_string());
        if self.parts.len() < of {
            return Gathered::Piece {
                have: self.parts.len(),
                of,
            };
        }
        let packed: String = self.parts.values().map(String::as_str).collect();
        *self = Gathering::default();
        if file_id(&packed) != file {
            return Gathered::Damaged;
        }
        URL_SAFE_NO_PAD
            .decode(packed)
            .ok()
            .and_then(|deflated| {
                miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, 64 << 20).ok()
            })
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .map_or(Gathered::Damaged, Gathered::Whole)
    }
}

/// A piece as read from its code.
struct Piece<'a> {
    /// Its place, from 0.
    index: usize,
    /// The file's count of pieces.
    of: usize,
    file: &'a str,
    /// Whether its own check holds (pieces of earlier versions carry none).
    checked: bool,
    part: &'a str,
}

/// A piece's parts; none for a code that is no piece, or claims a place or
/// a count no class's file has.
fn read_piece(code: &str) -> Option<Piece<'_>> {
    let mut words = code.splitn(4, ' ');
    if words.next()? != MARK {
        return None;
    }
    let place = words.next()?;
    let (index, of) = place.split_once('/')?;
    let (index, of) = (index.parse::<usize>().ok()?, of.parse::<usize>().ok()?);
    let token = words.next()?;
    let (file, check) = match token.split_once('.') {
        Some((file, check)) => (file, Some(check)),
        None => (token, None),
    };
    let part = words.next()?;
    let checked = check.is_none_or(|check| check == piece_check(place, file, part));
    (of <= MAX_PIECES && (1..=of).contains(&index)).then(|| Piece {
        index: index - 1,
        of,
        file,
        checked,
        part,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file as long as a class's with a few weeks of notes, and as
    /// varied (a deflated file of repeats would fit in one piece).
    fn file(lines: usize) -> String {
        (0..lines)
            .map(|i| {
                format!(
                    "{{\"_id\":\"event:{:x}:{}\",\"pupil\":\"{}\"}}\n",
                    i * 7919,
                    i,
                    i % 25
                )
            })
            .collect()
    }

    #[test]
    fn pieces_read_in_any_order_and_again_give_the_file_back() {
        let text = file(2000);
        let pieces = pieces(&text).unwrap();
        assert!(pieces.len() > 3, "{} pieces", pieces.len());
        assert!(pieces.iter().all(|p| p.len() <= PIECE_CHARS + 40));
        let mut gathering = Gathering::default();
        // Backwards, each read twice but the last.
        let mut order: Vec<&String> = pieces.iter().rev().collect();
        let last = order.pop().unwrap();
        for (n, piece) in order.iter().enumerate() {
            let expected = Gathered::Piece {
                have: n + 1,
                of: pieces.len(),
            };
            assert_eq!(gathering.add(piece), expected);
            assert_eq!(gathering.add(piece), expected, "read again");
        }
        assert_eq!(gathering.add(last), Gathered::Whole(text));
    }

    #[test]
    fn a_small_file_is_one_piece() {
        let pieces = pieces("{}").unwrap();
        assert_eq!(pieces.len(), 1);
        assert_eq!(
            Gathering::default().add(&pieces[0]),
            Gathered::Whole("{}".into())
        );
    }

    #[test]
    fn another_files_piece_starts_again_and_foreign_codes_are_refused() {
        let (a, b) = (pieces(&file(2000)).unwrap(), pieces(&file(1999)).unwrap());
        let mut gathering = Gathering::default();
        gathering.add(&a[0]);
        gathering.add(&a[1]);
        assert_eq!(
            gathering.add(&b[0]),
            Gathered::Piece {
                have: 1,
                of: b.len()
            }
        );
        for foreign in [
            "",
            "hello",
            "PEONCITO-CLASS",
            "PEONCITO-CLASS 0/3 ab x",
            "PEONCITO-CLASS 4/3 ab x",
            "PEONCITO-CLASS 1/x ab x",
            // A count no class's file needs: it would wait forever.
            "PEONCITO-CLASS 1/100000 ab x",
            "PEONCITO-CLASS 1/1000 ab x",
            "1-0 Ana Luis",
        ] {
            assert_eq!(gathering.add(foreign), Gathered::NotAPiece, "{foreign}");
        }
    }

    /// A piece with one character changed.
    fn damaged(piece: &str) -> String {
        let mut damaged = piece.to_string();
        let flipped = if damaged.ends_with('A') { "B" } else { "A" };
        damaged.replace_range(damaged.len() - 1.., flipped);
        damaged
    }

    #[test]
    fn a_damaged_piece_is_dropped_and_the_gathering_goes_on() {
        let pieces = pieces(&file(2000)).unwrap();
        let of = pieces.len();
        let mut gathering = Gathering::default();
        // Read first, damaged: dropped, nothing kept of it.
        assert_eq!(
            gathering.add(&damaged(&pieces[0])),
            Gathered::DamagedPiece { have: 0, of }
        );
        let (last, rest) = pieces.split_last().unwrap();
        for piece in rest {
            gathering.add(piece);
        }
        assert_eq!(
            gathering.add(&damaged(last)),
            Gathered::DamagedPiece { have: of - 1, of }
        );
        // The one pass goes on: the last piece read well makes the file.
        assert_eq!(gathering.add(last), Gathered::Whole(file(2000)));
    }

    #[test]
    fn pieces_of_earlier_versions_still_gather() {
        let text = file(2000);
        // Written as before pieces had checks: "MARK i/of file part".
        let old: Vec<String> = pieces(&text)
            .unwrap()
            .iter()
            .map(|p| {
                let words: Vec<&str> = p.splitn(4, ' ').collect();
                let file = words[2].split_once('.').unwrap().0;
                format!("{} {} {file} {}", words[0], words[1], words[3])
            })
            .collect();
        let mut gathering = Gathering::default();
        let whole = old.iter().map(|p| gathering.add(p)).last().unwrap();
        assert_eq!(whole, Gathered::Whole(text));
        // A damaged one of them is only found once all are in.
        let (last, rest) = old.split_last().unwrap();
        for piece in rest {
            gathering.add(piece);
        }
        assert_eq!(gathering.add(&damaged(last)), Gathered::Damaged);
    }
}
