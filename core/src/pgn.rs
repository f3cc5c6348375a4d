//! Game records in PGN: export in standard English SAN with the result and
//! the mistake log as comments; import of the tags and, through `movetext`,
//! every token of the moves, replaying each with shakmaty and naming the
//! first thing that is wrong, and where.

use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, Color, KnownOutcome, Outcome, Position};

use crate::game::{FenError, Game, GameEnd, Mistake};
use crate::heading::{Date, Heading, Name, RoundBoard, name_or};
use crate::movetext::{self, Item};

/// Where something is in the imported text, counted from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub line: usize,
    pub column: usize,
}

/// What stops a PGN from being opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PgnError {
    /// No game in the text at all.
    NoGame,
    /// The `FEN` tag does not hold a position that can be played from.
    BadFen { error: FenError, at: Option<Place> },
    /// A move that cannot be played in the position reached.
    BadMove {
        /// The move number and side, as on the score sheet.
        number: u32,
        side: Color,
        san: String,
        at: Option<Place>,
    },
}

/// How the record's comments word the mistakes (with the name of the
/// player who made each) and the ending; the caller words them in the
/// reader's language.
pub struct Wording<'a> {
    pub mistake: &'a dyn Fn(&Mistake, &Option<Name>) -> String,
    pub ending: &'a dyn Fn(GameEnd) -> String,
}

impl Wording<'static> {
    /// No words: a record for machines (a game handed between devices),
    /// its mistakes and arbiter's decisions left uncommented.
    pub const PLAIN: Wording<'static> = Wording {
        mistake: &|_, _| String::new(),
        ending: &|_| String::new(),
    };
}

/// The game as PGN, its heading in the tags ("?" for what nobody wrote).
/// Each mistake of the log is a comment, and an ending the arbiter or the
/// teacher decided is said in a last comment (the `Termination` tag only
/// names it).
pub fn export(game: &Game, wording: &Wording<'_>) -> String {
    let result = game.end().map_or("*", GameEnd::result);
    let heading = game.heading();
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| out.push_str(&tag_line(name, value));
    let named = |name| name_or(name, "?");
    tag("Event", named(&heading.event));
    tag("Site", named(&heading.site));
    tag(
        "Date",
        &heading.date.map_or("????.??.??".to_string(), Date::pgn),
    );
    tag(
        "Round",
        &heading.round.map_or("-".to_string(), RoundBoard::pgn),
    );
    tag("White", named(&heading.white));
    tag("Black", named(&heading.black));
    tag("Result", result);
    let start = game.start_position();
    if *start != Chess::default() {
        tag("SetUp", "1");
        tag("FEN", &game.start_fen());
    }
    if let Some(end) = game.end() {
        tag("Termination", end.reason_code());
    }
    out.push('\n');

    let mut tokens: Vec<String> = Vec::new();
    let mut turn = start.turn();
    let mut number = start.fullmoves().get();
    let comment = |tokens: &mut Vec<String>, side: Color, number: u32| {
        for m in game
            .mistakes()
            .iter()
            .filter(|m| m.side == side && m.move_number == number)
        {
            push_comment(
                tokens,
                &(wording.mistake)(m, &heading.player(m.side).cloned()),
            );
        }
    };
    for (i, san) in game.sans().iter().enumerate() {
        comment(&mut tokens, turn, number);
        match turn {
            Color::White => tokens.push(format!("{number}. {san}")),
            Color::Black if i == 0 => tokens.push(format!("{number}... {san}")),
            Color::Black => tokens.push(san.clone()),
        }
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
    }
    // Mistakes after the last move (the one that ended the game, perhaps).
    comment(&mut tokens, turn, number);
    if let Some(end) = game.end().filter(|e| e.is_arbiter_decision()) {
        push_comment(&mut tokens, &(wording.ending)(end));
    }
    tokens.push(result.to_string());
    out.push_str(&wrap(&tokens, 79));
    out.push('\n');
    out
}

/// A tag pair on its line, its value escaped.
fn tag_line(name: &str, value: &str) -> String {
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    format!("[{name} \"{value}\"]\n")
}

/// A PGN comment (which ends at the first "}"), word by word so that a long
/// one wraps like the moves.
fn push_comment(tokens: &mut Vec<String>, text: &str) {
    let text = format!("{{{}}}", text.replace('}', ")"));
    tokens.extend(text.split_whitespace().map(str::to_string));
}

/// Joins tokens into lines no longer than `width`, as PGN export asks.
fn wrap(tokens: &[String], width: usize) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + 1 + token.len() > width {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(token);
        line_len += token.len();
    }
    out
}

/// Opens the first game of a PGN text: its tags (the `FEN` one matters),
/// then every token of its moves (`movetext`), so no move is dropped
/// without a message.
pub fn import(text: &str) -> Result<Game, PgnError> {
    let (tags, moves_from) = read_tags(text);
    let start = match tags.iter().find(|t| t.name == "FEN") {
        Some(tag) => start_position(&tag.value).map_err(|error| PgnError::BadFen {
            error,
            at: Some(place(text, tag.at)),
        })?,
        None => Chess::default(),
    };
    let movetext = movetext::read(text, moves_from);
    if tags.is_empty() && movetext.items.is_empty() && movetext.result.is_none() {
        return Err(PgnError::NoGame);
    }
    let mut game = Game::from_position(start);
    game.set_heading(heading(&tags));
    replay(text, &movetext.items, &mut game)?;
    let outcome = movetext.result.and_then(|r| match r {
        "½-½" => Some(KnownOutcome::Draw),
        other => other.parse::<Outcome>().ok()?.known(),
    });
    if let (Some(outcome), false) = (outcome, game.is_over()) {
        // An adjudication or a recommended draw says so in its
        // `Termination` tag (as `export` writes it); any other ending is
        // read from the position.
        let termination = |value| {
            tags.iter()
                .any(|t| t.name == "Termination" && t.value == value)
        };
        let adjudicated = termination("adjudication");
        let decision = match outcome {
            KnownOutcome::Draw if termination("draw-recommended") => GameEnd::DrawRecommended,
            KnownOutcome::Decisive { winner } if adjudicated => GameEnd::Adjudication {
                winner: Some(winner),
                ahead: None,
            },
            KnownOutcome::Draw if adjudicated => GameEnd::Adjudication {
                winner: None,
                ahead: None,
            },
            _ => decision_for(&game, outcome),
        };
        let _ = game.restore_decision(decision);
    }
    Ok(game)
}

/// The heading of a record, its tags alone (its moves are not read).
pub fn read_heading(text: &str) -> Heading {
    heading(&read_tags(text).0)
}

/// The heading the tags give; what is missing or "?" stays unknown.
fn heading(tags: &[Tag]) -> Heading {
    let value = |name: &str| {
        tags.iter()
            .find(|t| t.name == name)
            .map(|t| t.value.as_str())
    };
    let name = |tag: &str| value(tag).and_then(Name::new);
    Heading {
        white: name("White"),
        black: name("Black"),
        event: name("Event"),
        site: name("Site"),
        date: value("Date").and_then(Date::from_pgn),
        round: value("Round").and_then(RoundBoard::from_pgn),
    }
}

/// A tag's value, as the record has it.
pub fn tag(text: &str, name: &str) -> Option<String> {
    read_tags(text)
        .0
        .into_iter()
        .find(|t| t.name == name)
        .map(|t| t.value)
}

/// The tags whose values a program reads: never a name, left whole.
const MACHINE_TAGS: [&str; 6] = ["Date", "Round", "Result", "SetUp", "FEN", "Termination"];

/// The record without the names of the players of `sides`: their tags say
/// "?" (PGN's unknown), and each name they held goes, as "?", from the
/// other tags written for people and from every comment (where a mistake
/// names its player), as a whole word, a line break where a space was —
/// but where the other player's name is written ("Ana María" stays
/// whole when Ana goes). The moves stay. Taking names out again changes
/// nothing.
pub fn without_players(text: &str, sides: &[Color]) -> String {
    let (tags, moves_from) = read_tags(text);
    // Whether a tag names a player, and one of `sides`.
    let player = |tag: &Tag| {
        [Color::White, Color::Black]
            .into_iter()
            .find(|side| tag.name == side.fold_wb("White", "Black"))
            .map(|side| sides.contains(&side))
    };
    let names = |gone: bool| -> Vec<Name> {
        tags.iter()
            .filter(|t| player(t) == Some(gone))
            .filter_map(|t| Name::new(&t.value))
            .collect()
    };
    let (gone, kept) = (names(true), names(false));
    let unknown = |t: &Tag| player(t) != Some(true) || t.value == "?";
    if gone.is_empty() && tags.iter().all(unknown) {
        return text.to_string();
    }
    let unnamed = |text: &str| without_names(text, &gone, &kept);
    // The tags written again as `export` writes them.
    let mut out = String::new();
    for tag in &tags {
        let value = match player(tag) {
            Some(true) => "?".to_string(),
            Some(false) => tag.value.clone(),
            None if MACHINE_TAGS.contains(&tag.name.as_str()) => tag.value.clone(),
            None => unnamed(&tag.value),
        };
        out.push_str(&tag_line(&tag.name, &value));
    }
    if !tags.is_empty() {
        out.push('\n');
    }
    // The comments, `{…}` and after `;` to the end of the line, as
    // `movetext` reads them.
    let mut rest = &text[moves_from..];
    while let Some(start) = rest.find(['{', ';']) {
        let closing = if rest[start..].starts_with('{') {
            '}'
        } else {
            '\n'
        };
        let end = rest[start + 1..]
            .find(closing)
            .map_or(rest.len(), |n| start + 1 + n);
        out.push_str(&rest[..=start]);
        out.push_str(&unnamed(&rest[start + 1..end]));
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// `text` with each whole-word name of `gone` in it as "?", unless a
/// longer or the same name of `kept` is written there.
fn without_names(text: &str, gone: &[Name], kept: &[Name]) -> String {
    let longest = |names: &[Name], at: &str| names.iter().filter_map(|n| name_at(at, n)).max();
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut after_word = false;
    while let Some(c) = rest.chars().next() {
        let (gone, kept) = match after_word {
            true => (None, None),
            false => (longest(gone, rest), longest(kept, rest)),
        };
        let len = match (gone, kept) {
            (Some(gone), kept) if kept.is_none_or(|kept| kept < gone) => {
                out.push('?');
                rest = &rest[gone..];
                after_word = false;
                continue;
            }
            (_, Some(kept)) => kept,
            _ => c.len_utf8(),
        };
        out.push_str(&rest[..len]);
        after_word = rest[..len]
            .chars()
            .last()
            .is_some_and(char::is_alphanumeric);
        rest = &rest[len..];
    }
    out
}

/// How long `name` is at the start of `text`, its words apart by any run
/// of spaces or line breaks (a comment wraps between them), with no
/// letter or digit just after; none when it is not there.
fn name_at(text: &str, name: &Name) -> Option<usize> {
    let mut at = 0;
    for (i, word) in name.as_str().split(' ').enumerate() {
        let rest = &text[at..];
        let gap = rest.len() - rest.trim_start().len();
        if (i > 0) != (gap > 0) {
            return None;
        }
        at += gap;
        at += text[at..].starts_with(word).then_some(word.len())?;
    }
    let next = text[at..].chars().next();
    (!next.is_some_and(char::is_alphanumeric)).then_some(at)
}

/// A tag pair, `[Name "value"]`, and where it starts.
struct Tag {
    name: String,
    value: String,
    at: usize,
}

/// The tags at the top of the text, and where the moves begin.
fn read_tags(text: &str) -> (Vec<Tag>, usize) {
    let mut tags = Vec::new();
    let mut rest = text.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        let at = text.len() - rest.len();
        let Some(inside) = rest.strip_prefix('[') else {
            return (tags, at);
        };
        let inside = inside.trim_start();
        let name_len = inside
            .find(|c: char| c.is_whitespace() || c == '"' || c == ']')
            .unwrap_or(inside.len());
        let (name, after) = inside.split_at(name_len);
        let mut value = String::new();
        let mut chars = after.trim_start().strip_prefix('"').unwrap_or("").chars();
        // The value ends at an unescaped quote (or the end of the line).
        while let Some(c) = chars.next() {
            match c {
                '"' | '\n' => break,
                '\\' => value.extend(chars.next()),
                other => value.push(other),
            }
        }
        let tail = chars.as_str();
        let end = tail.find([']', '\n']).map_or(tail.len(), |i| i + 1);
        rest = &tail[end..];
        tags.push(Tag {
            name: name.to_string(),
            value,
            at,
        });
    }
}

/// The position a `FEN` tag sets up, if a game can be played from it.
fn start_position(fen: &str) -> Result<Chess, FenError> {
    Fen::from_ascii(fen.as_bytes())
        .map_err(FenError::Syntax)
        .and_then(|fen| {
            fen.into_position::<Chess>(CastlingMode::Standard)
                .map_err(|e| FenError::Position(e.kinds()))
        })
        .and_then(|pos| crate::game::check_counters(&pos).map(|()| pos))
}

/// Line and column of a byte offset in `text`.
fn place(text: &str, offset: usize) -> Place {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    Place { line, column }
}

/// A token as the message shows it: a control character (a NUL pasted with
/// the text) written out, so the teacher sees what is there.
fn shown(token: &str) -> String {
    token
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
}

/// Plays every move of the movetext, or names the first one that cannot
/// be read or played.
fn replay(text: &str, items: &[Item<'_>], game: &mut Game) -> Result<(), PgnError> {
    let spanish = movetext::spanish_letters(items);
    for item in items {
        let (token, readings) = match item {
            Item::Move(t) => (t, movetext::readings(t.text, spanish)),
            Item::Unreadable(t) => (t, Vec::new()),
        };
        let played = readings.iter().find_map(|r| {
            let m = San::from_ascii(r.as_bytes())
                .ok()?
                .to_move(game.position())
                .ok()?;
            (!game.is_over()).then_some(m)
        });
        match played {
            Some(m) if game.play(m).is_ok() => {}
            _ => {
                let position = game.position();
                return Err(PgnError::BadMove {
                    number: position.fullmoves().get(),
                    side: position.turn(),
                    san: shown(token.text),
                    at: Some(place(text, token.at)),
                });
            }
        }
    }
    Ok(())
}

/// The ending a PGN result stands for when the moves did not end the game:
/// the side to move resigned, or the players agreed a draw; a win the
/// position cannot explain otherwise is recorded as decided by the arbiter.
fn decision_for(game: &Game, outcome: KnownOutcome) -> GameEnd {
    match outcome {
        KnownOutcome::Decisive { winner } if winner != game.turn() => {
            GameEnd::Resignation { winner }
        }
        KnownOutcome::Decisive { winner } => GameEnd::Adjudication {
            winner: Some(winner),
            ahead: None,
        },
        KnownOutcome::Draw => match game.claimable_draw() {
            Some(claim) => claim.into(),
            None => GameEnd::Agreement,
        },
    }
}
