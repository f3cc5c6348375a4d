//! Game records in PGN: export in standard English SAN with the result and
//! the mistake log as comments; import through `pgn-reader` (tags, result)
//! and `movetext` (every move token), replaying every move with shakmaty and
//! naming the first thing that is wrong, and where.

use std::io::Cursor;
use std::ops::ControlFlow;

use pgn_reader::{KnownOutcome, Outcome, RawTag, Reader, Visitor};
use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::{CastlingMode, Chess, Color, Position};

use crate::game::{FenError, Game, GameEnd, Mistake};
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

/// How the record's comments word the mistakes and the ending; the caller
/// words them in the reader's language.
pub struct Wording<'a> {
    pub mistake: &'a dyn Fn(&Mistake) -> String,
    pub ending: &'a dyn Fn(GameEnd) -> String,
}

/// The game as PGN. `date` is "YYYY.MM.DD" (or "????.??.??"). Each mistake
/// of the log is a comment, and an ending the arbiter or the teacher decided
/// is said in a last comment (the `Termination` tag only names it).
pub fn export(game: &Game, date: &str, wording: &Wording<'_>) -> String {
    let result = game.end().map_or("*", GameEnd::result);
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        let value = value.replace('\\', "\\\\").replace('"', "\\\"");
        out.push_str(&format!("[{name} \"{value}\"]\n"));
    };
    tag("Event", "Peoncito");
    tag("Site", "?");
    tag("Date", date);
    tag("Round", "-");
    tag("White", "?");
    tag("Black", "?");
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
            push_comment(tokens, &(wording.mistake)(m));
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

/// Opens the first game of a PGN text. `pgn-reader` reads its tags and
/// result; every token of its moves is read here (`movetext`), so no move
/// is dropped without a message.
pub fn import(text: &str) -> Result<Game, PgnError> {
    let mut reader = Reader::new(Cursor::new(text.as_bytes()));
    let mut visitor = Importer { text };
    match reader.read_game(&mut visitor) {
        Ok(Some(result)) => result,
        // A Cursor never fails to read; an empty text has no game.
        Ok(None) | Err(_) => Err(PgnError::NoGame),
    }
}

/// Reads the tags and the result of the first game, then replays its moves.
struct Importer<'t> {
    text: &'t str,
}

/// What the tags and the result say.
#[derive(Default)]
struct Header {
    start: Option<Chess>,
    tagged: bool,
    outcome: Option<Outcome>,
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

/// Where the moves begin: after the lines of tags at the top.
fn movetext_start(text: &str) -> usize {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let trimmed = line.trim();
        if !(trimmed.is_empty() || trimmed.starts_with('[')) {
            break;
        }
        at += line.len();
    }
    at
}

impl Importer<'_> {
    /// Plays every move of the movetext, or names the first one that cannot
    /// be read or played.
    fn replay(&self, game: &mut Game) -> Result<bool, PgnError> {
        let items = movetext::items(self.text, movetext_start(self.text));
        let spanish = movetext::spanish_letters(&items);
        for item in &items {
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
                        at: Some(place(self.text, token.at)),
                    });
                }
            }
        }
        Ok(!items.is_empty())
    }
}

impl Visitor for Importer<'_> {
    type Tags = Header;
    type Movetext = Header;
    type Output = Result<Game, PgnError>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(Header::default())
    }

    fn tag(
        &mut self,
        header: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        header.tagged = true;
        if name != b"FEN" {
            return ControlFlow::Continue(());
        }
        let at = self
            .text
            .find("[FEN")
            .map(|offset| place(self.text, offset));
        let position = Fen::from_ascii(value.as_bytes())
            .map_err(FenError::Syntax)
            .and_then(|fen| {
                fen.into_position::<Chess>(CastlingMode::Standard)
                    .map_err(|e| FenError::Position(e.kinds()))
            })
            .and_then(|pos| crate::game::check_counters(&pos).map(|()| pos));
        match position {
            Ok(pos) => {
                header.start = Some(pos);
                ControlFlow::Continue(())
            }
            Err(error) => ControlFlow::Break(Err(PgnError::BadFen { error, at })),
        }
    }

    fn begin_movetext(&mut self, header: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        ControlFlow::Continue(header)
    }

    fn outcome(
        &mut self,
        header: &mut Self::Movetext,
        outcome: Outcome,
    ) -> ControlFlow<Self::Output> {
        header.outcome = Some(outcome);
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, header: Self::Movetext) -> Self::Output {
        let mut game = Game::from_position(header.start.unwrap_or_default());
        let any_move = self.replay(&mut game)?;
        if !any_move && header.outcome.is_none() && !header.tagged {
            return Err(PgnError::NoGame);
        }
        if let (Some(Outcome::Known(outcome)), false) = (header.outcome, game.is_over()) {
            let _ = game.restore_decision(decision_for(&game, outcome));
        }
        Ok(game)
    }
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
