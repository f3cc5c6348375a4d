//! Game records in PGN: export in standard English SAN with the result and
//! the mistake log as comments; import through `pgn-reader`, replaying every
//! move with shakmaty and naming the first thing that is wrong, and where.

use std::io::Cursor;
use std::ops::ControlFlow;

use pgn_reader::{KnownOutcome, Outcome, RawTag, Reader, SanPlus, Visitor};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, Position};

use crate::game::{FenError, Game, GameEnd, Mistake};

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

/// Opens the first game of a PGN text.
pub fn import(text: &str) -> Result<Game, PgnError> {
    let mut reader = Reader::new(Cursor::new(text.as_bytes()));
    let mut visitor = Importer {
        text,
        tagged: false,
    };
    match reader.read_game(&mut visitor) {
        Ok(Some(result)) => result,
        // A Cursor never fails to read; an empty text has no game.
        Ok(None) | Err(_) => Err(PgnError::NoGame),
    }
}

/// Replays the main line (the reader skips variations by default).
struct Importer<'t> {
    text: &'t str,
    /// Whether any tag was read: a text with no tag, move or result is no game.
    tagged: bool,
}

/// The replay so far: the game, and how far into the text its last move was.
struct Replay {
    game: Game,
    searched_to: usize,
    outcome: Option<Outcome>,
    any_move: bool,
}

impl Importer<'_> {
    /// Line and column of `needle` at or after byte `from`. The reader does
    /// not report positions, so the move is looked for in the text after the
    /// previous one (a comment naming the same move first would mislead it).
    fn find(&self, needle: &str, from: usize) -> Option<(Place, usize)> {
        let offset = from + self.text.get(from..)?.find(needle)?;
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
        Some((Place { line, column }, offset + needle.len()))
    }
}

impl Visitor for Importer<'_> {
    type Tags = Option<Chess>;
    type Movetext = Replay;
    type Output = Result<Game, PgnError>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        self.tagged = true;
        if name != b"FEN" {
            return ControlFlow::Continue(());
        }
        let at = self.find("[FEN", 0).map(|(place, _)| place);
        let position = Fen::from_ascii(value.as_bytes())
            .map_err(FenError::Syntax)
            .and_then(|fen| {
                fen.into_position::<Chess>(CastlingMode::Standard)
                    .map_err(|e| FenError::Position(e.kinds()))
            })
            .and_then(|pos| crate::game::check_counters(&pos).map(|()| pos));
        match position {
            Ok(pos) => {
                *tags = Some(pos);
                ControlFlow::Continue(())
            }
            Err(error) => ControlFlow::Break(Err(PgnError::BadFen { error, at })),
        }
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        // Moves are looked for after the tags.
        let searched_to = self.text.rfind(']').map_or(0, |i| i + 1);
        ControlFlow::Continue(Replay {
            game: Game::from_position(tags.unwrap_or_default()),
            searched_to,
            outcome: None,
            any_move: false,
        })
    }

    fn san(&mut self, replay: &mut Self::Movetext, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        replay.any_move = true;
        let written = san_plus.san.to_string();
        let found = self.find(&written, replay.searched_to);
        if let Some((_, end)) = found {
            replay.searched_to = end;
        }
        let position = replay.game.position();
        let played = san_plus
            .san
            .to_move(position)
            .ok()
            .filter(|_| !replay.game.is_over())
            .map(|m| replay.game.play(m));
        if matches!(played, Some(Ok(()))) {
            return ControlFlow::Continue(());
        }
        let position = replay.game.position();
        ControlFlow::Break(Err(PgnError::BadMove {
            number: position.fullmoves().get(),
            side: position.turn(),
            san: written,
            at: found.map(|(place, _)| place),
        }))
    }

    fn outcome(
        &mut self,
        replay: &mut Self::Movetext,
        outcome: Outcome,
    ) -> ControlFlow<Self::Output> {
        replay.outcome = Some(outcome);
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, replay: Self::Movetext) -> Self::Output {
        let Replay {
            mut game,
            outcome,
            any_move,
            ..
        } = replay;
        if !any_move && outcome.is_none() && !self.tagged {
            return Err(PgnError::NoGame);
        }
        if let (Some(Outcome::Known(outcome)), false) = (outcome, game.is_over()) {
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
