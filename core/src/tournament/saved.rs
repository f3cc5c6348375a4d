//! The tournament as one record: kept on the device after every change, and
//! the backup file that moves a tournament to another device. Read back
//! through the model's own checks, so a damaged or foreign file is refused
//! with a reason and never half-opened.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::class_list::fold;
use super::elimination::KnockoutBracket;
use super::knockout::{BracketPart, Decider, LosersDraw, Match, MatchGame};
use super::standings::TieBreak;
use super::{
    Board, Bye, GameResult, MOST_PLAYERS, Player, PlayerId, Round, Score, System, Tournament,
    TournamentError,
};
use crate::heading::{Date, Name};
use crate::settings::Rules;

const APP: &str = "peoncito-tournament";
const VERSION: u32 = 1;

#[derive(Serialize, Deserialize)]
struct SavedTournament {
    app: String,
    version: u32,
    name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    place: Option<String>,
    /// "2026.11.30".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    date: Option<String>,
    system: SavedSystem,
    players: Vec<SavedPlayer>,
    rounds: Vec<SavedRound>,
    /// Pairs kept apart.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    apart: Vec<SavedApart>,
    #[serde(default)]
    clocks: u8,
    /// A knockout's bracket, once drawn.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    bracket: Option<SavedBracket>,
    /// Their FIDE codes, in order; absent (older saves): the system's usual.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    tie_breaks: Option<Vec<String>>,
    /// As the teacher's settings keep them; absent (older saves): the
    /// default rules.
    #[serde(default)]
    game_rules: Rules,
    /// Only when Black (a tournament read from a TRF that says so).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    initial_colour: Option<SavedColour>,
}

/// The seeds and every match as played: the next stages are drawn again
/// by the model from the winners, and must come out as saved.
#[derive(Serialize, Deserialize)]
struct SavedBracket {
    seeds: Vec<u16>,
    winners: Vec<Vec<SavedMatch>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    losers: Vec<Vec<SavedMatch>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    finals: Vec<SavedMatch>,
    /// A double knockout's; one saved before it was written was pooled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    losers_draw: Option<SavedLosersDraw>,
}

#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum SavedLosersDraw {
    Crossed,
    Pooled,
}

#[derive(Serialize, Deserialize)]
struct SavedMatch {
    first: u16,
    /// Absent: the first player has the stage off.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    second: Option<u16>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    games: Vec<SavedMatchGame>,
    /// Who won the drawing of lots.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    lots: Option<u16>,
}

#[derive(Serialize, Deserialize)]
struct SavedMatchGame {
    /// The first player's colour.
    first: SavedColour,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    result: Option<String>,
    /// A faster game played to break a tie.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    faster: bool,
}

#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum SavedColour {
    White,
    Black,
}

#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum SavedDecider {
    FasterGame,
    Lots,
}

#[derive(Serialize, Deserialize)]
struct SavedApart {
    players: [u16; 2],
    /// The first round they are kept apart in; absent: from the start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    from: Option<u8>,
    /// The last round they are kept apart in; absent: every round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    until: Option<u8>,
}

#[derive(Serialize, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case", tag = "kind")]
enum SavedSystem {
    RoundRobin { double: bool },
    Scheveningen,
    Groups { zones: u8 },
    Swiss { rounds: u8 },
    Knockout { games: u8, decider: SavedDecider },
    DoubleKnockout { games: u8, decider: SavedDecider },
}

#[derive(Serialize, Deserialize)]
struct SavedPlayer {
    name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    group: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rating: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    withdrawn_from: Option<u8>,
}

#[derive(Serialize, Deserialize)]
pub(super) struct SavedRound {
    boards: Vec<SavedBoard>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    byes: Vec<SavedBye>,
}

#[derive(Serialize, Deserialize)]
struct SavedBoard {
    white: u16,
    black: u16,
    /// "1-0", "1/2-1/2", "0-1", "+/-", "-/+", "-/-", an adjudication with
    /// a trailing " adj"; absent while the game goes on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    result: Option<String>,
}

#[derive(Serialize, Deserialize)]
pub(super) struct SavedBye {
    player: u16,
    /// "pairing", "free", "half" or "zero".
    bye: String,
}

/// Why a saved tournament could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupError {
    /// Not a Peoncito tournament (damaged, or another program's file).
    Unreadable,
    /// Written by a newer Peoncito.
    UnknownVersion(u32),
    /// A name that is empty once cleaned, a result that is no result.
    BadField,
    /// The rounds do not fit the players (someone twice, a stranger).
    Inconsistent(TournamentError),
    /// A knockout stage that is not the one its bracket draws.
    BracketMismatch,
    /// Every part reads, but together they cannot be true.
    Impossible(Impossible),
}

/// The most rounds a tournament plans (counted in a byte): a copy with more
/// was made by no version of the app.
const MOST_ROUNDS: usize = u8::MAX as usize;

/// A saved tournament that cannot be true.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Impossible {
    /// More players or rounds than any tournament the app makes.
    TooLarge { players: usize, rounds: usize },
    /// Two players with one name (case and accents aside): the app tells
    /// every pair apart as they are entered.
    SameName(String),
    /// A Swiss of no rounds.
    NoRounds,
    /// More rounds than its round robin (or groups) gives its players.
    MoreRoundsThanPlanned { rounds: usize, planned: u8 },
    /// More groups than players, or none.
    ZonesForPlayers { zones: u8, players: usize },
    /// Knockouts are played in stages: rounds in one are games from nowhere.
    RoundsInKnockout,
    /// A round with a board without a result while a later one is paired
    /// ([`Tournament::unfinished_before_last`]).
    UnfinishedRound(u8),
}

pub fn encode(t: &Tournament) -> String {
    let saved = SavedTournament {
        app: APP.to_string(),
        version: VERSION,
        name: t.name.as_str().to_string(),
        place: t.place.as_ref().map(|p| p.as_str().to_string()),
        date: t.date.map(Date::pgn),
        system: match t.system {
            System::RoundRobin { double } => SavedSystem::RoundRobin { double },
            System::Scheveningen => SavedSystem::Scheveningen,
            System::Groups { zones } => SavedSystem::Groups { zones },
            System::Swiss { rounds } => SavedSystem::Swiss { rounds },
            System::Knockout { games, decider } => SavedSystem::Knockout {
                games,
                decider: saved_decider(decider),
            },
            System::DoubleKnockout { games, decider } => SavedSystem::DoubleKnockout {
                games,
                decider: saved_decider(decider),
            },
        },
        players: t
            .players
            .iter()
            .map(|p| SavedPlayer {
                name: p.name.as_str().to_string(),
                group: p.group.as_ref().map(|g| g.as_str().to_string()),
                rating: p.rating,
                withdrawn_from: p.withdrawn_from,
            })
            .collect(),
        rounds: t.rounds.iter().map(save_round).collect(),
        apart: t
            .forbidden
            .iter()
            .map(|apart| SavedApart {
                players: [apart.players.0.0, apart.players.1.0],
                from: (apart.from > 1).then_some(apart.from),
                until: apart.until,
            })
            .collect(),
        clocks: t.clocks,
        initial_colour: (t.initial_colour == Color::Black).then_some(SavedColour::Black),
        bracket: t.knockout().map(|k| {
            let stages = |part| k.stages(part).iter().map(|s| save_stage(s)).collect();
            SavedBracket {
                seeds: k.seeds().iter().map(|id| id.0).collect(),
                winners: stages(BracketPart::Winners),
                losers: stages(BracketPart::Losers),
                finals: k
                    .stages(BracketPart::Final)
                    .first()
                    .map_or_else(Vec::new, |finals| save_stage(finals)),
                losers_draw: match k {
                    KnockoutBracket::Single(_) => None,
                    KnockoutBracket::Double(d) => Some(match d.losers_draw {
                        LosersDraw::Crossed => SavedLosersDraw::Crossed,
                        LosersDraw::Pooled => SavedLosersDraw::Pooled,
                    }),
                },
            }
        }),
        tie_breaks: Some(
            t.tie_breaks
                .iter()
                .map(|tb| tb.code().to_string())
                .collect(),
        ),
        game_rules: t.game_rules,
    };
    serde_json::to_string(&saved).expect("a tournament always serialises")
}

pub fn decode(text: &str) -> Result<Tournament, BackupError> {
    let saved: SavedTournament = serde_json::from_str(text).map_err(|_| BackupError::Unreadable)?;
    if saved.app != APP {
        return Err(BackupError::Unreadable);
    }
    // Only a later version is "newer": one before the first never was.
    if saved.version > VERSION {
        return Err(BackupError::UnknownVersion(saved.version));
    }
    if saved.version < VERSION {
        return Err(BackupError::Unreadable);
    }
    let name = Name::new(&saved.name).ok_or(BackupError::BadField)?;
    let system = match saved.system {
        SavedSystem::RoundRobin { double } => System::RoundRobin { double },
        SavedSystem::Scheveningen => System::Scheveningen,
        SavedSystem::Groups { zones } => System::Groups { zones },
        SavedSystem::Swiss { rounds } => System::Swiss { rounds },
        SavedSystem::Knockout { games, decider } => System::Knockout {
            games,
            decider: read_decider(decider),
        },
        SavedSystem::DoubleKnockout { games, decider } => System::DoubleKnockout {
            games,
            decider: read_decider(decider),
        },
    };
    // What no tournament the app makes can hold is refused before anything
    // is built from it (a copy of 200 000 players would freeze the page).
    if saved.players.len() > MOST_PLAYERS || saved.rounds.len() > MOST_ROUNDS {
        return Err(BackupError::Impossible(Impossible::TooLarge {
            players: saved.players.len(),
            rounds: saved.rounds.len(),
        }));
    }
    let mut names = std::collections::HashSet::new();
    if let Some(twin) = saved.players.iter().find(|p| !names.insert(fold(&p.name))) {
        return Err(BackupError::Impossible(Impossible::SameName(
            twin.name.chars().take(Name::MAX_CHARS).collect(),
        )));
    }
    let mut t = Tournament::new(name, system);
    t.place = saved.place.as_deref().and_then(Name::new);
    t.date = saved.date.as_deref().and_then(Date::from_pgn);
    t.clocks = saved.clocks;
    t.initial_colour = match saved.initial_colour {
        Some(SavedColour::Black) => Color::Black,
        Some(SavedColour::White) | None => Color::White,
    };
    t.game_rules = saved.game_rules;
    if let Some(codes) = &saved.tie_breaks {
        t.tie_breaks = codes
            .iter()
            .map(|code| TieBreak::from_code(code).ok_or(BackupError::BadField))
            .collect::<Result<_, _>>()?;
    }
    for p in &saved.players {
        // The field of a fixed system closes only once rounds exist, so
        // every player is added before the rounds.
        t.add_player(Player {
            name: Name::new(&p.name).ok_or(BackupError::BadField)?,
            group: p.group.as_deref().and_then(Name::new),
            rating: p.rating,
            withdrawn_from: p.withdrawn_from,
        })
        .map_err(BackupError::Inconsistent)?;
    }
    for r in &saved.rounds {
        t.add_round(read_round(r)?)
            .map_err(BackupError::Inconsistent)?;
    }
    for apart in saved.apart {
        let [a, b] = apart.players;
        t.forbid_from(
            PlayerId(a),
            PlayerId(b),
            apart.from.unwrap_or(1),
            apart.until,
        )
        .map_err(BackupError::Inconsistent)?;
    }
    if let Some(bracket) = &saved.bracket {
        restore_bracket(&mut t, bracket)?;
    }
    possible(&t).map_err(BackupError::Impossible)?;
    Ok(t)
}

/// What no tournament the app made can hold.
fn possible(t: &Tournament) -> Result<(), Impossible> {
    if let System::Groups { zones } = t.system
        && (zones == 0 || usize::from(zones) > t.players.len().max(1))
    {
        return Err(Impossible::ZonesForPlayers {
            zones,
            players: t.players.len(),
        });
    }
    if t.system.is_knockout() {
        return if t.rounds.is_empty() {
            Ok(())
        } else {
            Err(Impossible::RoundsInKnockout)
        };
    }
    if t.system == (System::Swiss { rounds: 0 }) {
        return Err(Impossible::NoRounds);
    }
    // A schedule made from the field alone (Berger tables), or a Swiss of
    // a number of rounds: no more rounds than it has. Other systems may
    // take rounds paired elsewhere.
    let scheduled = matches!(
        t.system,
        System::RoundRobin { .. } | System::Groups { .. } | System::Swiss { .. }
    );
    let planned = t.rounds_planned();
    if scheduled && t.rounds.len() > usize::from(planned) {
        return Err(Impossible::MoreRoundsThanPlanned {
            rounds: t.rounds.len(),
            planned,
        });
    }
    if let Some(round) = t.unfinished_before_last() {
        return Err(Impossible::UnfinishedRound(round));
    }
    Ok(())
}

fn saved_decider(decider: Decider) -> SavedDecider {
    match decider {
        Decider::FasterGame => SavedDecider::FasterGame,
        Decider::Lots => SavedDecider::Lots,
    }
}

fn read_decider(decider: SavedDecider) -> Decider {
    match decider {
        SavedDecider::FasterGame => Decider::FasterGame,
        SavedDecider::Lots => Decider::Lots,
    }
}

fn save_stage(stage: &[Match]) -> Vec<SavedMatch> {
    stage
        .iter()
        .map(|m| SavedMatch {
            first: m.first.0,
            second: m.second.map(|p| p.0),
            games: m
                .games
                .iter()
                .map(|g| SavedMatchGame {
                    first: match g.first_colour {
                        Color::White => SavedColour::White,
                        Color::Black => SavedColour::Black,
                    },
                    result: g.result.map(result_code),
                    faster: g.tie_break,
                })
                .collect(),
            lots: m.lots.map(|p| p.0),
        })
        .collect()
}

/// Draws the bracket again from the saved seeds and gives each stage, as
/// the model draws it, its saved games; a stage the model does not draw
/// the same way refuses the file.
fn restore_bracket(t: &mut Tournament, saved: &SavedBracket) -> Result<(), BackupError> {
    let seeds: Vec<PlayerId> = saved.seeds.iter().map(|s| PlayerId(*s)).collect();
    t.draw_bracket(&seeds).map_err(BackupError::Inconsistent)?;
    if let Some(KnockoutBracket::Double(d)) = &mut t.bracket {
        d.losers_draw = match saved.losers_draw {
            Some(SavedLosersDraw::Crossed) => LosersDraw::Crossed,
            Some(SavedLosersDraw::Pooled) | None => LosersDraw::Pooled,
        };
    }
    let parts = [
        (BracketPart::Winners, saved.winners.as_slice()),
        (BracketPart::Losers, saved.losers.as_slice()),
    ];
    let mut restored = [0usize; 2];
    let mut finals_restored = 0;
    // Each turn restores what the last draw added; there are never more
    // draws than saved stages and finals.
    for _ in 0..=saved.winners.len() + saved.losers.len() + saved.finals.len() {
        for (i, (part, stages)) in parts.iter().enumerate() {
            let drawn = drawn_stages(t, *part);
            if drawn > restored[i] {
                let stage = stages.get(drawn - 1).ok_or(BackupError::BracketMismatch)?;
                let current = t
                    .current_stage_mut(*part)
                    .ok_or(BackupError::BracketMismatch)?;
                restore_matches(current, stage)?;
                restored[i] = drawn;
            }
        }
        let finals_drawn = drawn_finals(t);
        if finals_drawn > finals_restored {
            let current = t
                .current_stage_mut(BracketPart::Final)
                .ok_or(BackupError::BracketMismatch)?;
            let stage = saved
                .finals
                .get(finals_restored..finals_drawn)
                .ok_or(BackupError::BracketMismatch)?;
            restore_matches(&mut current[finals_restored..], stage)?;
            finals_restored = finals_drawn;
        }
        let all = restored == [saved.winners.len(), saved.losers.len()]
            && finals_restored == saved.finals.len();
        if all {
            return Ok(());
        }
        t.next_stage().map_err(|_| BackupError::BracketMismatch)?;
    }
    Err(BackupError::BracketMismatch)
}

fn drawn_stages(t: &Tournament, part: BracketPart) -> usize {
    t.knockout().map_or(0, |k| k.stages(part).len())
}

fn drawn_finals(t: &Tournament) -> usize {
    t.knockout()
        .and_then(|k| k.stages(BracketPart::Final).first())
        .map_or(0, Vec::len)
}

/// Gives the matches drawn their saved games, once their players agree.
fn restore_matches(drawn: &mut [Match], saved: &[SavedMatch]) -> Result<(), BackupError> {
    if drawn.len() != saved.len() {
        return Err(BackupError::BracketMismatch);
    }
    for (m, s) in drawn.iter_mut().zip(saved) {
        if m.first.0 != s.first || m.second.map(|p| p.0) != s.second {
            return Err(BackupError::BracketMismatch);
        }
        let regular = m.games.iter().filter(|g| !g.tie_break).count();
        if s.games.iter().filter(|g| !g.faster).count() != regular {
            return Err(BackupError::BadField);
        }
        let players = [Some(s.first), s.second];
        if s.lots
            .is_some_and(|p| s.second.is_none() || !players.contains(&Some(p)))
        {
            return Err(BackupError::BadField);
        }
        m.games = s
            .games
            .iter()
            .map(|g| {
                Ok(MatchGame {
                    first_colour: match g.first {
                        SavedColour::White => Color::White,
                        SavedColour::Black => Color::Black,
                    },
                    result: match &g.result {
                        None => None,
                        Some(code) => Some(read_result(code).ok_or(BackupError::BadField)?),
                    },
                    tie_break: g.faster,
                })
            })
            .collect::<Result<_, BackupError>>()?;
        m.lots = s.lots.map(PlayerId);
    }
    Ok(())
}

fn result_code(result: GameResult) -> String {
    match result {
        GameResult::Played { score, adjudicated } => {
            let code = match score {
                Score::WhiteWins => "1-0",
                Score::Draw => "1/2-1/2",
                Score::BlackWins => "0-1",
            };
            if adjudicated {
                format!("{code} adj")
            } else {
                code.to_string()
            }
        }
        GameResult::DrawRecommended => "1/2-1/2 rec".to_string(),
        GameResult::Forfeit { winner } => match winner {
            Some(Color::White) => "+/-",
            Some(Color::Black) => "-/+",
            None => "-/-",
        }
        .to_string(),
    }
}

fn read_result(code: &str) -> Option<GameResult> {
    if code == "1/2-1/2 rec" {
        return Some(GameResult::DrawRecommended);
    }
    let (code, adjudicated) = match code.strip_suffix(" adj") {
        Some(code) => (code, true),
        None => (code, false),
    };
    let played = |score| Some(GameResult::Played { score, adjudicated });
    match code {
        "1-0" => played(Score::WhiteWins),
        "1/2-1/2" => played(Score::Draw),
        "0-1" => played(Score::BlackWins),
        "+/-" if !adjudicated => Some(GameResult::Forfeit {
            winner: Some(Color::White),
        }),
        "-/+" if !adjudicated => Some(GameResult::Forfeit {
            winner: Some(Color::Black),
        }),
        "-/-" if !adjudicated => Some(GameResult::Forfeit { winner: None }),
        _ => None,
    }
}

pub(super) fn save_round(r: &Round) -> SavedRound {
    SavedRound {
        boards: r
            .boards
            .iter()
            .map(|b| SavedBoard {
                white: b.white.0,
                black: b.black.0,
                result: b.result.map(result_code),
            })
            .collect(),
        byes: save_byes(&r.byes),
    }
}

pub(super) fn save_byes(byes: &[(PlayerId, Bye)]) -> Vec<SavedBye> {
    byes.iter()
        .map(|(id, bye)| SavedBye {
            player: id.0,
            bye: bye_code(*bye).to_string(),
        })
        .collect()
}

/// A round as saved; its players are checked when it is added.
pub(super) fn read_round(r: &SavedRound) -> Result<Round, BackupError> {
    let boards = r
        .boards
        .iter()
        .map(|b| {
            let result = match &b.result {
                None => None,
                Some(code) => Some(read_result(code).ok_or(BackupError::BadField)?),
            };
            Ok(Board {
                white: PlayerId(b.white),
                black: PlayerId(b.black),
                result,
            })
        })
        .collect::<Result<Vec<_>, BackupError>>()?;
    Ok(Round {
        boards,
        byes: read_byes(&r.byes)?,
    })
}

pub(super) fn read_byes(byes: &[SavedBye]) -> Result<Vec<(PlayerId, Bye)>, BackupError> {
    byes.iter()
        .map(|b| {
            Ok((
                PlayerId(b.player),
                read_bye(&b.bye).ok_or(BackupError::BadField)?,
            ))
        })
        .collect()
}

fn bye_code(bye: Bye) -> &'static str {
    match bye {
        Bye::Pairing => "pairing",
        Bye::Free => "free",
        Bye::Half => "half",
        Bye::Zero => "zero",
    }
}

fn read_bye(code: &str) -> Option<Bye> {
    match code {
        "pairing" => Some(Bye::Pairing),
        "free" => Some(Bye::Free),
        "half" => Some(Bye::Half),
        "zero" => Some(Bye::Zero),
        _ => None,
    }
}
