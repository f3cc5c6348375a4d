//! The saved form of a game: the start position and the moves, replayed and
//! checked by shakmaty on loading, so damaged or foreign data is never trusted.
//! A table is saved as one record: its game with the rules it started with
//! and its clock, so a reload or an update of the app gives all three back.

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Color, Role};

use crate::clock::{Clock, Millis, Snapshot};
use crate::computer::{Level, Opponent};
use crate::explain::ReasonKind;
use crate::game::{Attempt, FenError, Game, GameEnd, Mistake, PlayedOn};
use crate::heading::{Date, Heading, Name, RoundBoard};
use crate::settings::Rules;
use crate::table::Table;

const APP: &str = "peoncito";
const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct SavedGame {
    app: String,
    version: u32,
    start: String,
    moves: Vec<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    decision: Option<Decision>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    draw_offer: Option<Side>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    mistakes: Vec<SavedMistake>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    teacher_needed: Option<Side>,
    /// The rules the game started with (a table's record; earlier versions
    /// kept them under a key of their own).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rules: Option<Rules>,
    /// An adjudication being played on (school App. B).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    played_on: Option<SavedPlayedOn>,
    /// The side whose move is made but not yet completed by pressing the
    /// clock (FIDE presets with a clock).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    awaiting_press: Option<Side>,
    /// The clock when the record was written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    clock: Option<Snapshot>,
    /// Who played, where and when.
    #[serde(default, skip_serializing_if = "SavedHeading::is_empty")]
    heading: SavedHeading,
    /// The computer playing one side.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    computer: Option<SavedComputer>,
}

#[derive(Serialize, Deserialize)]
struct SavedComputer {
    level: u8,
    side: Side,
    seed: u64,
}

/// The heading as typed; cleaned again on loading, so a damaged name is
/// only shortened, and a date that is no day is forgotten.
#[derive(Serialize, Deserialize, Default)]
struct SavedHeading {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    white: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    black: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    event: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    site: Option<String>,
    /// As PGN writes it: "2026.11.30".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    date: Option<String>,
    /// A tournament's round and board, as PGN writes them: "3.5".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    round: Option<String>,
}

impl SavedHeading {
    fn is_empty(&self) -> bool {
        [
            &self.white,
            &self.black,
            &self.event,
            &self.site,
            &self.date,
            &self.round,
        ]
        .iter()
        .all(|part| part.is_none())
    }

    fn of(heading: &Heading) -> SavedHeading {
        let text = |name: &Option<Name>| name.as_ref().map(|n| n.as_str().to_string());
        SavedHeading {
            white: text(&heading.white),
            black: text(&heading.black),
            event: text(&heading.event),
            site: text(&heading.site),
            date: heading.date.map(Date::pgn),
            round: heading.round.map(RoundBoard::pgn),
        }
    }

    fn heading(&self) -> Heading {
        let name = |text: &Option<String>| text.as_deref().and_then(Name::new);
        Heading {
            white: name(&self.white),
            black: name(&self.black),
            event: name(&self.event),
            site: name(&self.site),
            date: self.date.as_deref().and_then(Date::from_pgn),
            round: self.round.as_deref().and_then(RoundBoard::from_pgn),
        }
    }
}

#[derive(Serialize, Deserialize)]
struct SavedPlayedOn {
    ahead: Side,
    limit: u8,
    /// How many entries of the mistake log came before it.
    from: usize,
}

#[derive(Serialize, Deserialize)]
struct SavedMistake {
    side: Side,
    reason: String,
    #[serde(rename = "move")]
    move_number: u32,
    counted: bool,
    /// Piece letter and squares: "Nb1b3".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    attempt: Option<String>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    cleared: bool,
    /// When, by the device's clock (milliseconds since 1970).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    at: Option<u64>,
}

/// Endings the players chose; the others follow from the moves.
#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum Decision {
    Resignation {
        winner: Side,
    },
    ResignationNoMate {
        resigned: Side,
    },
    Agreement,
    DrawRecommended,
    Threefold,
    FiftyMoves,
    IllegalMoves {
        winner: Side,
    },
    IllegalMove {
        winner: Side,
        king_left_in_check: bool,
    },
    IllegalMovesNoMate,
    Adjudication {
        winner: Option<Side>,
        /// The side named ahead when it was adjudicated by playing on.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ahead: Option<Side>,
    },
    AdjudicationIllegalMoves {
        ahead: Side,
        offender: Side,
    },
    Flag {
        winner: Side,
    },
    FlagNoMate,
    BothFlags,
}

#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum Side {
    White,
    Black,
}

impl From<Color> for Side {
    fn from(c: Color) -> Side {
        match c {
            Color::White => Side::White,
            Color::Black => Side::Black,
        }
    }
}

impl From<Side> for Color {
    fn from(s: Side) -> Color {
        match s {
            Side::White => Color::White,
            Side::Black => Color::Black,
        }
    }
}

/// Why saved data could not be loaded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// Not a saved game at all (damaged, or written by another program).
    Unreadable,
    /// A saved game from a newer version of Peoncito.
    UnknownVersion(u32),
    BadStart(FenError),
    /// Move number `index` (from 0) is not legal in its position.
    BadMove {
        index: usize,
    },
    /// The stored ending does not fit the position.
    BadEnding,
}

pub fn encode(game: &Game) -> String {
    serde_json::to_string(&saved_game(game)).expect("a saved game always serialises")
}

/// The table as one record: its game, its rules, and its clock at `now`.
pub fn encode_table(table: &Table, now: Millis) -> String {
    let saved = SavedGame {
        awaiting_press: table.made_awaiting_press().map(Side::from),
        rules: Some(table.rules()),
        clock: table.clock().map(|c| c.snapshot(now)),
        computer: table.computer().map(|c| SavedComputer {
            level: c.level.number(),
            side: c.side.into(),
            seed: c.seed,
        }),
        ..saved_game(table.game())
    };
    serde_json::to_string(&saved).expect("a saved table always serialises")
}

fn saved_game(game: &Game) -> SavedGame {
    let decision = game.end().and_then(|end| match end {
        GameEnd::Resignation { winner } => Some(Decision::Resignation {
            winner: winner.into(),
        }),
        GameEnd::ResignationNoMate { resigned } => Some(Decision::ResignationNoMate {
            resigned: resigned.into(),
        }),
        GameEnd::Agreement => Some(Decision::Agreement),
        GameEnd::DrawRecommended => Some(Decision::DrawRecommended),
        GameEnd::Threefold => Some(Decision::Threefold),
        GameEnd::FiftyMoves => Some(Decision::FiftyMoves),
        GameEnd::IllegalMoves { winner } => Some(Decision::IllegalMoves {
            winner: winner.into(),
        }),
        GameEnd::IllegalMove {
            winner,
            king_left_in_check,
        } => Some(Decision::IllegalMove {
            winner: winner.into(),
            king_left_in_check,
        }),
        GameEnd::IllegalMovesNoMate => Some(Decision::IllegalMovesNoMate),
        GameEnd::Adjudication { winner, ahead } => Some(Decision::Adjudication {
            winner: winner.map(Side::from),
            ahead: ahead.map(Side::from),
        }),
        GameEnd::Flag { winner } => Some(Decision::Flag {
            winner: winner.into(),
        }),
        GameEnd::AdjudicationIllegalMoves { ahead, offender } => {
            Some(Decision::AdjudicationIllegalMoves {
                ahead: ahead.into(),
                offender: offender.into(),
            })
        }
        GameEnd::FlagNoMate => Some(Decision::FlagNoMate),
        GameEnd::BothFlags => Some(Decision::BothFlags),
        // These follow from the moves.
        GameEnd::Checkmate { .. }
        | GameEnd::Stalemate
        | GameEnd::InsufficientMaterial
        | GameEnd::Fivefold
        | GameEnd::SeventyFiveMoves => None,
    });
    SavedGame {
        app: APP.to_string(),
        version: VERSION,
        start: game.start_fen(),
        // An illegal move that stood (claim mode) is marked with "!".
        moves: game
            .moves()
            .iter()
            .zip(game.illegal_moves())
            .map(|(m, illegal)| {
                let uci = m.to_uci(CastlingMode::Standard).to_string();
                if illegal.is_some() {
                    format!("!{uci}")
                } else {
                    uci
                }
            })
            .collect(),
        decision,
        draw_offer: game.draw_offer().map(Side::from),
        mistakes: game
            .mistakes()
            .iter()
            .map(|m| SavedMistake {
                side: m.side.into(),
                reason: m.reason.code().to_string(),
                move_number: m.move_number,
                counted: m.counted,
                attempt: m
                    .attempt
                    .map(|a| format!("{}{}{}", a.piece.upper_char(), a.from, a.to)),
                cleared: m.cleared,
                at: m.at,
            })
            .collect(),
        teacher_needed: game.teacher_needed().map(Side::from),
        played_on: game.played_on().map(|p| SavedPlayedOn {
            ahead: p.ahead.into(),
            limit: p.limit,
            from: p.from_mistake,
        }),
        rules: None,
        clock: None,
        awaiting_press: None,
        heading: SavedHeading::of(game.heading()),
        computer: None,
    }
}

pub fn decode(text: &str) -> Result<Game, LoadError> {
    read(text).map(|(game, _)| game)
}

/// What earlier versions of the app kept apart from the game, under keys
/// of their own: read once, when a record does not have them yet.
#[derive(Clone, Copy, Debug)]
pub struct Apart<'a> {
    /// The rules the game started with (or the teacher's, when unknown).
    pub rules: Rules,
    /// The clock's snapshot as text.
    pub clock: Option<&'a str>,
}

/// Opens a saved table at `now`: its clock goes on from where it was, the
/// time the page was closed charged to no one. A damaged clock restarts.
pub fn decode_table(text: &str, apart: Apart<'_>, now: Millis) -> Result<Table, LoadError> {
    let (game, saved) = read(text)?;
    let (rules, snapshot) = match saved.rules {
        Some(rules) => (rules, saved.clock),
        None => (
            apart.rules,
            apart.clock.and_then(|text| serde_json::from_str(text).ok()),
        ),
    };
    let clock = rules
        .clock
        .zip(snapshot)
        .map(|(c, snapshot)| Clock::restore(c.control(), snapshot, now));
    let mut table = Table::with_clock(game, rules, clock);
    if let Some(mover) = saved.awaiting_press {
        table.restore_awaiting_press(mover.into());
    }
    // A level this version does not know: people play on.
    if let Some(c) = &saved.computer
        && let Some(level) = Level::new(c.level)
    {
        table.set_computer(Some(Opponent {
            level,
            side: c.side.into(),
            seed: c.seed,
        }));
    }
    Ok(table)
}

fn read(text: &str) -> Result<(Game, SavedGame), LoadError> {
    let saved: SavedGame = serde_json::from_str(text).map_err(|_| LoadError::Unreadable)?;
    if saved.app != APP {
        return Err(LoadError::Unreadable);
    }
    // Only a later version is "newer": one before the first never was.
    if saved.version > VERSION {
        return Err(LoadError::UnknownVersion(saved.version));
    }
    if saved.version < VERSION {
        return Err(LoadError::Unreadable);
    }
    let mut game = Game::from_fen(&saved.start).map_err(LoadError::BadStart)?;
    for (index, text) in saved.moves.iter().enumerate() {
        let bad = LoadError::BadMove { index };
        match text.strip_prefix('!') {
            Some(illegal) => {
                let (from, to) = match UciMove::from_ascii(illegal.as_bytes()) {
                    Ok(UciMove::Normal {
                        from,
                        to,
                        promotion: None,
                    }) => (from, to),
                    _ => return Err(bad),
                };
                // It must really be illegal, and must be able to stand.
                let refusal = game.explain(from, Some(to)).ok_or(bad.clone())?;
                game.play_illegal(&refusal).map_err(|_| bad)?;
            }
            None => {
                let m = UciMove::from_ascii(text.as_bytes())
                    .ok()
                    .and_then(|uci| uci.to_move(game.position()).ok())
                    .ok_or(bad.clone())?;
                game.play(m).map_err(|_| bad)?;
            }
        }
    }
    if let Some(decision) = saved.decision {
        let end = match decision {
            Decision::Resignation { winner } => GameEnd::Resignation {
                winner: winner.into(),
            },
            Decision::ResignationNoMate { resigned } => GameEnd::ResignationNoMate {
                resigned: resigned.into(),
            },
            Decision::Agreement => GameEnd::Agreement,
            Decision::DrawRecommended => GameEnd::DrawRecommended,
            Decision::Threefold => GameEnd::Threefold,
            Decision::FiftyMoves => GameEnd::FiftyMoves,
            Decision::IllegalMoves { winner } => GameEnd::IllegalMoves {
                winner: winner.into(),
            },
            Decision::IllegalMove {
                winner,
                king_left_in_check,
            } => GameEnd::IllegalMove {
                winner: winner.into(),
                king_left_in_check,
            },
            Decision::IllegalMovesNoMate => GameEnd::IllegalMovesNoMate,
            Decision::Adjudication { winner, ahead } => GameEnd::Adjudication {
                winner: winner.map(Color::from),
                ahead: ahead.map(Color::from),
            },
            Decision::Flag { winner } => GameEnd::Flag {
                winner: winner.into(),
            },
            Decision::AdjudicationIllegalMoves { ahead, offender } => {
                GameEnd::AdjudicationIllegalMoves {
                    ahead: ahead.into(),
                    offender: offender.into(),
                }
            }
            Decision::FlagNoMate => GameEnd::FlagNoMate,
            Decision::BothFlags => GameEnd::BothFlags,
        };
        game.restore_decision(end)
            .map_err(|_| LoadError::BadEnding)?;
    }
    let mistakes = saved
        .mistakes
        .iter()
        .map(|m| {
            let reason = ReasonKind::from_code(&m.reason)?;
            let attempt = match &m.attempt {
                None => None,
                Some(text) => Some(read_attempt(text)?),
            };
            Some(Mistake {
                side: m.side.into(),
                reason,
                move_number: m.move_number,
                counted: m.counted,
                attempt,
                cleared: m.cleared,
                at: m.at,
            })
        })
        .collect::<Option<Vec<_>>>()
        .ok_or(LoadError::Unreadable)?;
    game.restore_mistakes(mistakes, saved.teacher_needed.map(Color::from));
    if let Some(p) = &saved.played_on {
        game.restore_played_on(PlayedOn {
            ahead: p.ahead.into(),
            limit: p.limit,
            from_mistake: p.from,
        })
        .map_err(|_| LoadError::BadEnding)?;
    }
    // Earlier versions kept an offer that a mating move had made moot;
    // such a game still opens, without the offer.
    if let Some(by) = saved.draw_offer.filter(|_| !game.is_over()) {
        game.restore_draw_offer(by.into())
            .map_err(|_| LoadError::BadEnding)?;
    }
    game.set_heading(saved.heading.heading());
    Ok((game, saved))
}

/// "Nb1b3" back into an attempt.
fn read_attempt(text: &str) -> Option<Attempt> {
    let piece = Role::from_char(text.chars().next()?.to_ascii_lowercase())?;
    let (from, to) = (text.get(1..3)?, text.get(3..5)?);
    (text.len() == 5).then_some(())?;
    Some(Attempt {
        piece,
        from: from.parse().ok()?,
        to: to.parse().ok()?,
    })
}

/// The game in play as a record of the store. Two pages that both changed
/// it merge only when one simply played on from the other (its moves and
/// its mistake log begin with the other's, and the other has not ended);
/// otherwise the stored game stays and this page's is kept aside.
pub struct GameRecord;

impl GameRecord {
    /// The games kept aside on this device: replaced by a link's game, or
    /// by another page's at the same time.
    pub const KEPT: &'static str = "peoncito.games.kept";
}

impl crate::records::Kind for GameRecord {
    const ID: &'static str = "peoncito.game";
    const ASIDE: Option<&'static str> = Some(GameRecord::KEPT);

    fn merge(base: Option<&str>, ours: &str, theirs: &str) -> crate::records::Merged {
        use crate::records::Merged;
        let content = |text: &str| -> Option<SavedGame> {
            let mut saved: SavedGame = serde_json::from_str(text).ok()?;
            // The clock's reading changes with the time of the write alone.
            saved.clock = None;
            Some(saved)
        };
        let (Some(o), Some(t)) = (content(ours), content(theirs)) else {
            // A version that cannot be read adds nothing to the other.
            return Merged::Clean(
                if content(ours).is_some() {
                    ours
                } else {
                    theirs
                }
                .to_string(),
            );
        };
        let b = base.and_then(content);
        let same = |x: &SavedGame, y: &SavedGame| as_text(x) == as_text(y);
        if b.as_ref().is_some_and(|b| same(b, &o)) || same(&o, &t) {
            return Merged::Clean(theirs.to_string());
        }
        if b.as_ref().is_some_and(|b| same(b, &t)) {
            return Merged::Clean(ours.to_string());
        }
        if plays_on(&t, &o) {
            return Merged::Clean(ours.to_string());
        }
        if plays_on(&o, &t) {
            return Merged::Clean(theirs.to_string());
        }
        Merged::Conflict {
            kept: theirs.to_string(),
            aside: ours.to_string(),
        }
    }
}

/// Whether `later` is `earlier` played on: the same game and heading,
/// with at least its moves and mistakes, `earlier` not yet ended.
fn plays_on(earlier: &SavedGame, later: &SavedGame) -> bool {
    earlier.start == later.start
        && earlier.decision.is_none()
        && later.moves.starts_with(&earlier.moves)
        && later.mistakes.len() >= earlier.mistakes.len()
        && as_text(&later.mistakes[..earlier.mistakes.len()]) == as_text(&earlier.mistakes[..])
        && as_text(&earlier.heading) == as_text(&later.heading)
}

/// A saved part as its text, to compare two versions by what they save.
fn as_text<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    serde_json::to_string(value).ok()
}
