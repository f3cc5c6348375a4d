//! The moves of a PGN game as a teacher may have typed them. A reader that
//! passes over tokens it does not understand (pgn-reader did) drops a move
//! without a word; here every token of the movetext is a move, or something
//! a score sheet holds beside moves (move numbers, comments, variations,
//! annotations, the result), or else it is named. Moves may use the Spanish
//! piece letters the app shows (R, D, T, A, C), lowercase piece letters
//! ("nf3"), "0-0", a promotion without "=" ("a8Q") and "++" for mate.

/// A token of the movetext and where it starts (a byte offset).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token<'t> {
    pub text: &'t str,
    pub at: usize,
}

/// The moves of a game and how its movetext ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Movetext<'t> {
    pub items: Vec<Item<'t>>,
    /// The result written at the end ("1-0", "1/2-1/2", "*"), if any.
    pub result: Option<&'t str>,
}

/// What the movetext holds, in order, up to the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item<'t> {
    /// Something written as a move (it may still be impossible to play).
    Move(Token<'t>),
    /// A character no score sheet holds (a control character, a stray
    /// bracket): named as it is.
    Unreadable(Token<'t>),
}

/// The moves and the unreadable tokens of `text`, from `from` (a byte
/// offset) to the result, or to the tags of the next game.
pub fn read(text: &str, from: usize) -> Movetext<'_> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut result = None;
    let mut i = from.min(bytes.len());
    let mut line_start = true;
    while i < bytes.len() {
        let b = bytes[i];
        match b {
            b'\n' => {
                line_start = true;
                i += 1;
                continue;
            }
            b' ' | b'\t' | b'\r' => i += 1,
            // The next game's tags.
            b'[' if line_start => break,
            b'%' if line_start => i = end_of_line(bytes, i),
            b'{' => i = text[i..].find('}').map_or(bytes.len(), |n| i + n + 1),
            b';' => i = end_of_line(bytes, i),
            b'(' => i = after_variation(bytes, i),
            b'$' => i = skip_while(bytes, i + 1, |c| c.is_ascii_digit()),
            _ => {
                let end = token_end(text, i);
                let token = Token {
                    text: &text[i..end],
                    at: i,
                };
                match kind(token.text) {
                    Kind::Result => {
                        result = Some(token.text);
                        break;
                    }
                    Kind::Number(rest) => {
                        // "1.e4": the move follows the dots at once.
                        i = end - rest.len();
                        line_start = false;
                        continue;
                    }
                    Kind::Annotation => {}
                    Kind::Move => out.push(Item::Move(token)),
                    Kind::Unreadable => out.push(Item::Unreadable(token)),
                }
                i = end;
            }
        }
        line_start = false;
    }
    Movetext { items: out, result }
}

enum Kind<'t> {
    Result,
    /// A move number with its dots, and what follows them in the token.
    Number(&'t str),
    Annotation,
    Move,
    Unreadable,
}

fn kind(token: &str) -> Kind<'_> {
    if matches!(token, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
        return Kind::Result;
    }
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 && token[digits..].starts_with('.') {
        return Kind::Number(token[digits..].trim_start_matches('.'));
    }
    if token.bytes().all(|c| matches!(c, b'!' | b'?')) {
        return Kind::Annotation;
    }
    let movelike = token.starts_with(|c: char| c.is_ascii_alphanumeric())
        && token
            .bytes()
            .all(|c| c.is_ascii_alphanumeric() || b"+#=-!?/.()".contains(&c));
    if movelike {
        Kind::Move
    } else {
        Kind::Unreadable
    }
}

fn end_of_line(bytes: &[u8], i: usize) -> usize {
    skip_while(bytes, i, |c| c != b'\n')
}

fn skip_while(bytes: &[u8], mut i: usize, keep: impl Fn(u8) -> bool) -> usize {
    while i < bytes.len() && keep(bytes[i]) {
        i += 1;
    }
    i
}

/// After a variation, nested ones and comments inside it included.
fn after_variation(bytes: &[u8], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < bytes.len() {
        match bytes[i] {
            b'(' => depth += 1,
            b')' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            b'{' => {
                i = skip_while(bytes, i, |c| c != b'}');
            }
            _ => {}
        }
        i += 1;
    }
    i
}

/// A token ends at a space or where a comment, variation or NAG begins; a
/// character no score sheet uses is a token of its own.
fn token_end(text: &str, i: usize) -> usize {
    let first = text[i..].chars().next().map_or(1, char::len_utf8);
    if !text[i..].starts_with(|c: char| c.is_ascii_graphic() || c == '½') {
        return i + first;
    }
    text[i..]
        .find(|c: char| c.is_whitespace() || "{};($".contains(c) || c.is_control())
        .map_or(text.len(), |n| i + n)
}

/// Whether the game's moves use the Spanish piece letters: a move with a
/// D, T, A or C in it (English moves use only K, Q, R, B, N and O).
pub fn spanish_letters(items: &[Item<'_>]) -> bool {
    items
        .iter()
        .any(|item| matches!(item, Item::Move(t) if t.text.contains(['D', 'T', 'A', 'C'])))
}

/// The ways a written move may be read, in standard English SAN, most
/// likely first: "nf3" is a knight, but "bxc3" is a pawn before a bishop.
pub fn readings(token: &str, spanish: bool) -> Vec<String> {
    // Annotations and "e.p." say nothing about which move it is.
    let mut core = token
        .trim_end_matches(['!', '?'])
        .trim_end_matches("e.p.")
        .trim_end_matches(['+', '#'])
        .to_string();
    core = match core.as_str() {
        "0-0" => "O-O".into(),
        "0-0-0" => "O-O-O".into(),
        _ => core,
    };
    let english = |c: char| -> char {
        if !spanish {
            return c;
        }
        match c {
            'R' => 'K',
            'D' => 'Q',
            'T' => 'R',
            'A' => 'B',
            'C' => 'N',
            other => other,
        }
    };
    let mut chars: Vec<char> = core.chars().collect();
    if let Some(first) = chars.first_mut().filter(|c| c.is_ascii_uppercase()) {
        *first = english(*first);
    }
    // A promotion without "=": "a8Q".
    if let [.., rank, piece] = chars[..]
        && matches!(rank, '1' | '8')
        && piece.is_ascii_uppercase()
    {
        chars.insert(chars.len() - 1, '=');
    }
    if let [.., '=', piece] = chars[..] {
        let last = chars.len() - 1;
        chars[last] = english(piece);
    }
    let written: String = chars.iter().collect();
    let mut readings = vec![written.clone()];
    // Lowercase piece letters; "b" is a pawn's file first, then a bishop.
    if let Some(rest) = written.strip_prefix(['n', 'q', 'k', 'r']) {
        readings = vec![format!("{}{rest}", written[..1].to_ascii_uppercase())];
    } else if let Some(rest) = written.strip_prefix('b') {
        readings.push(format!("B{rest}"));
    }
    readings
}
