//! The class's file for a tablet that cannot share files: deflated and cut
//! into pieces small enough for a QR code a camera reads off a screen, each
//! piece saying which file it belongs to, where it goes, and a check of its
//! own. The teacher's device gathers them in any order, any number of
//! times, until the file is whole; a damaged piece is refused alone, named
//! to be shown again, and the pieces read stay.
//!
//! A piece is `PEONCITO-CLASS 12/62 <file>.<check> <part>`: `<file>` and
//! `<check>` 8 hexadecimal digits each, `<part>` base64url. Earlier
//! versions wrote `<file>` alone, without a check; their pieces are still
//! read, and their damage found only once all are in.

use std::collections::BTreeMap;

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};

/// What every piece starts with. A later format would take a mark of its
/// own, not starting with this one, for this version to call its codes no
/// class's file rather than read badly.
const MARK: &str = "PEONCITO-CLASS";

/// Characters of the file a piece carries: a code of about 90×90 modules,
/// which a tablet's camera reads off another tablet's screen.
const PIECE_CHARS: usize = 500;

/// At most this many pieces: a class's file deflates to far less, and a
/// damaged count cannot make the gathering wait for millions.
const MAX_PIECES: usize = 999;

/// Hexadecimal digits of a file's id and of a piece's check.
const DIGEST_CHARS: usize = 8;

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
    digest.finalize()[..DIGEST_CHARS / 2]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The pieces read so far, all of one file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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
    /// A code that is no piece of a class's file.
    NotAPiece,
    /// A piece read badly, refused alone: the pieces read stay. `at` is
    /// its place as read (number, count of pieces) when that can be read,
    /// to ask for it again.
    DamagedPiece { at: Option<(usize, usize)> },
    /// The pieces are all in but make no file (pieces of an earlier
    /// version, which carry no check of their own): all are read again.
    Damaged,
}

impl Gathering {
    /// Adds a code's text. A piece of another file starts the gathering
    /// again with it (the teacher went on to another tablet).
    pub fn add(&mut self, code: &str) -> Gathered {
        let Piece {
            index,
            of,
            file,
            part,
        } = match read_piece(code) {
            Read::Good(piece) => piece,
            Read::NotAPiece => return Gathered::NotAPiece,
            Read::Damaged(at) => {
                // A bad copy of a piece already in asks for nothing: the
                // good copy is kept.
                return match at {
                    Some((at, of)) if self.has(at, of) => Gathered::Piece {
                        have: self.parts.len(),
                        of,
                    },
                    _ => Gathered::DamagedPiece { at },
                };
            }
        };
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

    /// Whether piece number `at` of a file of `of` pieces is in: a piece
    /// asked for again no longer needs asking.
    pub fn has(&self, at: usize, of: usize) -> bool {
        matches!(&self.file, Some((_, count)) if *count == of)
            && at
                .checked_sub(1)
                .is_some_and(|index| self.parts.contains_key(&index))
    }
}

/// A code as read.
enum Read<'a> {
    Good(Piece<'a>),
    /// A piece of a class's file, but not as it was shown: its place
    /// (number, count) when that can be read.
    Damaged(Option<(usize, usize)>),
    NotAPiece,
}

/// A piece that holds: its own check, or the shape of an earlier
/// version's piece.
struct Piece<'a> {
    /// Its place, from 0.
    index: usize,
    /// The file's count of pieces.
    of: usize,
    file: &'a str,
    part: &'a str,
}

/// A code's reading. Anything off in a piece of a class's file makes it
/// damaged, never another file's piece or an earlier version's: a changed
/// letter cannot make it pass for one and start the gathering again.
fn read_piece(code: &str) -> Read<'_> {
    if !code.starts_with(MARK) {
        // A letter of the mark changed, or a space put in it, leaves the
        // end of a piece: still one, read badly.
        let mut end = code.rsplitn(4, ' ').skip(1);
        let (token, place) = (end.next(), end.next().and_then(read_place));
        return match place {
            Some(_) if token.and_then(read_token).is_some() => Read::Damaged(place),
            _ => Read::NotAPiece,
        };
    }
    let mut words = code.splitn(4, ' ');
    let mark_holds = words.next() == Some(MARK);
    let place_text = words.next().unwrap_or_default();
    let place = read_place(place_text);
    let token = words.next().and_then(read_token);
    let part = words.next().unwrap_or_default();
    let part_holds = !part.is_empty()
        && part.len() <= PIECE_CHARS
        && part
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
    match (place, token) {
        (Some((at, of)), Some((file, check)))
            if mark_holds
                && part_holds
                && check.is_none_or(|check| check == piece_check(place_text, file, part)) =>
        {
            Read::Good(Piece {
                index: at - 1,
                of,
                file,
                part,
            })
        }
        _ => Read::Damaged(place),
    }
}

/// A piece's file id and check ("5c25db38.a1527e19"), or its id alone as
/// earlier versions wrote it; none for anything else.
fn read_token(token: &str) -> Option<(&str, Option<&str>)> {
    let (file, check) = match token.split_once('.') {
        Some((file, check)) => (file, Some(check)),
        None => (token, None),
    };
    let digest_like = |text: &str| {
        text.len() == DIGEST_CHARS
            && text
                .bytes()
                .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
    };
    (digest_like(file) && check.is_none_or(digest_like)).then_some((file, check))
}

/// A piece's place, "12/62": its number and the file's count of pieces;
/// none for a place no class's file has.
fn read_place(text: &str) -> Option<(usize, usize)> {
    let (at, of) = text.split_once('/')?;
    // Digits only: `parse` would take "+2" for 2.
    let number = |digits: &str| {
        digits
            .bytes()
            .all(|b| b.is_ascii_digit())
            .then(|| digits.parse::<usize>().ok())
            .flatten()
    };
    let (at, of) = (number(at)?, number(of)?);
    (of <= MAX_PIECES && (1..=of).contains(&at)).then_some((at, of))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

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

    /// The file of issue 74: 62 codes.
    fn file_of_62() -> (String, Vec<String>) {
        let text = file(3200);
        let pieces = pieces(&text).unwrap();
        assert_eq!(pieces.len(), 62);
        (text, pieces)
    }

    /// `piece` with its `n`th character (counted in characters) changed
    /// to `to`.
    fn changed(piece: &str, n: usize, to: char) -> String {
        piece
            .chars()
            .enumerate()
            .map(|(i, c)| if i == n { to } else { c })
            .collect()
    }

    /// A piece with one character changed.
    fn damaged(piece: &str) -> String {
        let last = piece.chars().count() - 1;
        changed(piece, last, if piece.ends_with('A') { 'B' } else { 'A' })
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

    /// What a tablet already shows, or a teacher photographed, stays
    /// readable: the pieces are written as before, and read with the
    /// pieces of the version before checks.
    #[test]
    fn pieces_are_written_as_before_and_both_formats_are_read() {
        assert_eq!(
            pieces("{}").unwrap(),
            ["PEONCITO-CLASS 1/1 5c25db38.a1527e19 q64FAA"]
        );
        for earlier in [
            "PEONCITO-CLASS 1/1 5c25db38.a1527e19 q64FAA",
            "PEONCITO-CLASS 1/1 5c25db38 q64FAA",
        ] {
            assert_eq!(
                Gathering::default().add(earlier),
                Gathered::Whole("{}".into()),
                "{earlier}"
            );
        }
    }

    /// Issue 74: of 62 codes, one read with a letter changed spoilt the
    /// gathering (27 read, nothing merged), and reading it again right did
    /// not mend it (28 of 62).
    #[test]
    fn one_of_62_codes_read_with_a_letter_changed_is_refused_alone_and_read_again() {
        let (text, pieces) = file_of_62();
        let right = &pieces[34];
        let dot = right.find('.').unwrap();
        let part = right.rfind(' ').unwrap() + 1;
        let id = right[..dot].rfind(' ').unwrap() + 1;
        for (what, bad, at) in [
            ("the dot a letter", changed(right, dot, 'x'), Some((35, 62))),
            ("the dot a space", changed(right, dot, ' '), Some((35, 62))),
            ("the file's id", changed(right, id, 'X'), Some((35, 62))),
            (
                "the file's id a space",
                changed(right, id + 3, ' '),
                Some((35, 62)),
            ),
            ("the check", changed(right, dot + 1, 'x'), Some((35, 62))),
            ("the part", changed(right, part + 200, '_'), Some((35, 62))),
            ("the part's end", damaged(right), Some((35, 62))),
            ("the mark", changed(right, 3, 'Q'), Some((35, 62))),
            (
                "a space in the mark",
                changed(right, 5, ' '),
                Some((35, 62)),
            ),
            ("the count", changed(right, 19, '3'), Some((35, 63))),
            ("the place", changed(right, 16, 'Z'), None),
        ] {
            let mut gathering = Gathering::default();
            for (n, piece) in pieces[..34].iter().enumerate() {
                assert_eq!(
                    gathering.add(piece),
                    Gathered::Piece {
                        have: n + 1,
                        of: 62
                    }
                );
            }
            assert_eq!(
                gathering.add(&bad),
                Gathered::DamagedPiece { at },
                "{what}: {bad}"
            );
            // Read badly again, and from a photo: refused again, nothing lost.
            assert_eq!(gathering.add(&bad), Gathered::DamagedPiece { at }, "{what}");
            for (n, piece) in pieces[35..].iter().enumerate() {
                assert_eq!(
                    gathering.add(piece),
                    Gathered::Piece {
                        have: 35 + n,
                        of: 62
                    },
                    "{what}: after it"
                );
            }
            assert!(!gathering.has(35, 62), "{what}");
            assert_eq!(
                gathering.add(right),
                Gathered::Whole(text.clone()),
                "{what}"
            );
        }
    }

    /// Any one character of a piece changed, to anything: the piece is
    /// refused (or, named as one already in, counted as read again) and
    /// the gathering is as it was.
    #[test]
    fn any_one_character_changed_leaves_the_pieces_read() {
        let (text, pieces) = file_of_62();
        let mut gathering = Gathering::default();
        for (i, piece) in pieces.iter().enumerate() {
            if i != 34 {
                gathering.add(piece);
            }
        }
        let before = gathering.clone();
        let right = &pieces[34];
        for n in 0..right.chars().count() {
            for to in ['x', 'Q', '0', '9', '.', ' ', '/', '-', '_', 'ñ', '\0'] {
                let bad = changed(right, n, to);
                if bad == *right {
                    continue;
                }
                let read = gathering.add(&bad);
                assert!(
                    matches!(
                        read,
                        Gathered::DamagedPiece { .. } | Gathered::Piece { have: 61, of: 62 }
                    ),
                    "{n} → {to:?}: {read:?}"
                );
                assert_eq!(gathering, before, "{n} → {to:?}");
            }
        }
        assert_eq!(gathering.add(right), Gathered::Whole(text));
    }

    #[test]
    fn a_bad_copy_of_a_piece_already_in_asks_for_nothing() {
        let (_, pieces) = file_of_62();
        let mut gathering = Gathering::default();
        for piece in &pieces[..10] {
            gathering.add(piece);
        }
        let before = gathering.clone();
        assert_eq!(
            gathering.add(&damaged(&pieces[4])),
            Gathered::Piece { have: 10, of: 62 }
        );
        assert_eq!(
            gathering.add(&pieces[4]),
            Gathered::Piece { have: 10, of: 62 }
        );
        assert_eq!(gathering, before);
        assert!(gathering.has(5, 62));
        assert!(!gathering.has(5, 61) && !gathering.has(11, 62) && !gathering.has(0, 62));
    }

    #[test]
    fn another_files_piece_starts_again_and_foreign_codes_are_refused() {
        let (a, b) = (pieces(&file(2000)).unwrap(), pieces(&file(1999)).unwrap());
        let mut gathering = Gathering::default();
        gathering.add(&a[0]);
        gathering.add(&a[1]);
        // Another tablet's piece read badly: refused, the gathering kept.
        let before = gathering.clone();
        assert_eq!(
            gathering.add(&damaged(&b[2])),
            Gathered::DamagedPiece {
                at: Some((3, b.len()))
            }
        );
        assert_eq!(gathering, before);
        assert_eq!(
            gathering.add(&b[0]),
            Gathered::Piece {
                have: 1,
                of: b.len()
            }
        );
        let before = gathering.clone();
        for foreign in [
            "",
            " ",
            "hello",
            "1-0 Ana Luis",
            "https://peoncito.example/?class=1",
            "PEONCITO",
            "ñ 1/2",
        ] {
            assert_eq!(gathering.add(foreign), Gathered::NotAPiece, "{foreign}");
        }
        for broken in [
            "PEONCITO-CLASS",
            "PEONCITO-CLASS ",
            "PEONCITO-CLASS 0/3 ab x",
            "PEONCITO-CLASS 4/3 ab x",
            "PEONCITO-CLASS 1/x ab x",
            "PEONCITO-CLASS +1/3 5c25db38 q64FAA",
            // A count no class's file needs: it would wait forever.
            "PEONCITO-CLASS 1/100000 5c25db38 q64FAA",
            "PEONCITO-CLASS 1/1000 5c25db38 q64FAA",
            "PEONCITO-CLASS 1/99999999999999999999999 5c25db38 q64FAA",
            "PEONCITO-CLASS 1/3 5c25db38",
            "PEONCITO-CLASS 1/3 5c25db38 ",
            "PEONCITO-CLASS 1/3 5C25DB38 q64FAA",
            "PEONCITO-CLASS 1/3 5c25db38. q64FAA",
            "PEONCITO-CLASS 1/3 5c25db38.a1527e19.00 q64FAA",
            "PEONCITO-CLASS 1/3 5c25db38 q64F=AA",
            "PEONCITO-CLASS 1/3 5c25db38 q64F AA",
            "PEONCITO-CLASS 1/3 5c25db38 qñ4FAA",
            "PEONCITO-CLASSÑ 1/3 5c25db38 q64FAA",
        ] {
            assert!(
                matches!(gathering.add(broken), Gathered::DamagedPiece { .. }),
                "{broken}"
            );
        }
        let long = format!(
            "PEONCITO-CLASS 1/3 5c25db38 {}",
            "A".repeat(PIECE_CHARS + 1)
        );
        assert!(matches!(
            gathering.add(&long),
            Gathered::DamagedPiece { at: Some((1, 3)) }
        ));
        assert_eq!(gathering, before);
    }

    #[test]
    fn a_damaged_piece_is_dropped_and_the_gathering_goes_on() {
        let pieces = pieces(&file(2000)).unwrap();
        let of = pieces.len();
        let mut gathering = Gathering::default();
        // Read first, damaged: dropped, nothing kept of it.
        assert_eq!(
            gathering.add(&damaged(&pieces[0])),
            Gathered::DamagedPiece { at: Some((1, of)) }
        );
        let (last, rest) = pieces.split_last().unwrap();
        for piece in rest {
            gathering.add(piece);
        }
        assert_eq!(
            gathering.add(&damaged(last)),
            Gathered::DamagedPiece { at: Some((of, of)) }
        );
        // The one pass goes on: the last piece read well makes the file.
        assert_eq!(gathering.add(last), Gathered::Whole(file(2000)));
    }

    /// Whatever a camera makes of a piece, or of anything: no panic, and
    /// a code that is not the piece as shown changes nothing.
    #[test]
    fn codes_changed_at_random_never_panic_nor_change_the_gathering() {
        let (_, pieces) = file_of_62();
        let mut rng = Rng::new(74);
        let alphabet: Vec<char> = "PEONCITO-CLASS 0123456789/.abcdefxyzXYZ_= ñ€\u{0}\u{200f}😀"
            .chars()
            .collect();
        let mut gathering = Gathering::default();
        for piece in &pieces[..40] {
            gathering.add(piece);
        }
        let before = gathering.clone();
        for _ in 0..3000 {
            let piece = &pieces[rng.below(pieces.len() as u64) as usize];
            let mut chars: Vec<char> = piece.chars().collect();
            let random = |rng: &mut Rng| alphabet[rng.below(alphabet.len() as u64) as usize];
            match rng.below(5) {
                0 => {
                    let n = rng.below(chars.len() as u64) as usize;
                    chars[n] = random(&mut rng);
                }
                1 => {
                    chars.remove(rng.below(chars.len() as u64) as usize);
                }
                2 => {
                    let n = rng.below(chars.len() as u64 + 1) as usize;
                    chars.insert(n, random(&mut rng));
                }
                3 => chars.truncate(rng.below(chars.len() as u64) as usize),
                _ => {
                    let len = rng.below(80) as usize;
                    chars = (0..len).map(|_| random(&mut rng)).collect();
                }
            }
            let code: String = chars.into_iter().collect();
            if pieces.contains(&code) {
                continue;
            }
            let mut trying = before.clone();
            trying.add(&code);
            assert_eq!(trying, before, "{code}");
        }
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
