//! What the page asks the computer's worker, and what the worker answers:
//! one line of text each way, so the worker needs no browser types, and a
//! damaged message is answered with "no move" rather than a panic.

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position};

use super::{Level, choose, is_blunder, key};

/// The game so far and how the computer should think about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Question {
    pub level: Level,
    pub seed: u64,
    /// Whether the last move (the pupil's) should be checked for a blunder.
    pub check_last: bool,
    /// The game's start, as FEN.
    pub start: String,
    pub moves: Vec<UciMove>,
}

/// The computer's move, and whether the pupil's last move was a blunder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub reply: Option<UciMove>,
    pub blunder: bool,
}

impl Question {
    /// "level seed check_last" / start FEN / moves in UCI.
    pub fn encode(&self) -> String {
        let moves: Vec<String> = self.moves.iter().map(UciMove::to_string).collect();
        format!(
            "{} {} {}\n{}\n{}",
            self.level.number(),
            self.seed,
            u8::from(self.check_last),
            self.start,
            moves.join(" ")
        )
    }

    pub fn decode(text: &str) -> Option<Question> {
        let mut lines = text.lines();
        let mut head = lines.next()?.split(' ');
        let level = Level::new(head.next()?.parse().ok()?)?;
        let seed = head.next()?.parse().ok()?;
        let check_last = head.next()? == "1";
        let start = lines.next()?.to_string();
        let moves = lines
            .next()
            .unwrap_or("")
            .split_whitespace()
            .map(|m| m.parse().ok())
            .collect::<Option<Vec<UciMove>>>()?;
        Some(Question {
            level,
            seed,
            check_last,
            start,
            moves,
        })
    }

    /// Thinks (this is the slow part, run in the worker). A game that does
    /// not replay gets no move.
    pub fn answer(&self) -> Answer {
        let nothing = Answer {
            reply: None,
            blunder: false,
        };
        let Some(mut position) = self
            .start
            .parse::<Fen>()
            .ok()
            .and_then(|fen| fen.into_position::<Chess>(CastlingMode::Standard).ok())
        else {
            return nothing;
        };
        // The positions since the last capture or pawn move can repeat.
        let mut earlier = Vec::new();
        let mut last: Option<(Chess, Move)> = None;
        for uci in &self.moves {
            let Ok(m) = uci.to_move(&position) else {
                return nothing;
            };
            earlier.push(key(&position));
            let before = position.clone();
            position.play_unchecked(m);
            if position.halfmoves() == 0 {
                earlier.clear();
            }
            last = Some((before, m));
        }
        let blunder = self.check_last
            && last.is_some_and(|(before, m)| {
                let until = earlier.len().saturating_sub(1);
                is_blunder(&before, &earlier[..until], m)
            });
        Answer {
            reply: choose(&position, &earlier, self.level, self.seed)
                .map(|m| m.to_uci(CastlingMode::Standard)),
            blunder,
        }
    }
}

impl Answer {
    /// The answered move, if it is legal in `position` (an answer to an
    /// earlier question may not be).
    pub fn move_in(&self, position: &Chess) -> Option<Move> {
        self.reply.as_ref()?.to_move(position).ok()
    }

    /// The move in UCI, " blunder" after it when the pupil's last move was
    /// one; "-" for no move.
    pub fn encode(&self) -> String {
        let reply = self
            .reply
            .as_ref()
            .map_or_else(|| "-".to_string(), UciMove::to_string);
        if self.blunder {
            format!("{reply} blunder")
        } else {
            reply
        }
    }

    pub fn decode(text: &str) -> Option<Answer> {
        let mut words = text.split(' ');
        let reply = match words.next()? {
            "-" => None,
            uci => Some(uci.parse().ok()?),
        };
        let blunder = match (words.next(), words.next()) {
            (None, _) => false,
            (Some("blunder"), None) => true,
            _ => return None,
        };
        Some(Answer { reply, blunder })
    }
}

/// The worker's whole job: a question's text in, an answer's text out.
pub fn answer(question: &str) -> String {
    Question::decode(question)
        .map_or(
            Answer {
                reply: None,
                blunder: false,
            },
            |q| q.answer(),
        )
        .encode()
}
