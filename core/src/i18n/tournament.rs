//! The tournament screens' texts, apart from the board's: each wasm then
//! carries only its own (the tournament screens are a wasm of their own,
//! loaded when the teacher opens them). Both languages are here; the
//! `match` on the language makes a new one add its texts too.

use shakmaty::Color;

use super::{Lang, number};
use crate::arbiter::PresetKind;
use crate::heading::RoundBoard;
use crate::heading::{Date, isolated};
use crate::tournament::MOST_PLAYERS;
use crate::tournament::class_list::ListProblem;
use crate::tournament::knockout::{BracketPart, Decider, KnockoutError};
use crate::tournament::result_slip::SlipError;
use crate::tournament::saved::{BackupError, Impossible};
use crate::tournament::standings::TieBreak;
use crate::tournament::team_match::{Outcome, TeamMatch};
use crate::tournament::{
    Bye, ClocksAdvice, GameResult, Points, Score, SystemKind, TournamentError,
};

/// The tournament's papers, printed from the screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    Pairings,
    Slips,
    Standings,
    CrossTable,
    Diplomas,
}

impl Paper {
    pub const ALL: [Paper; 5] = [
        Paper::Pairings,
        Paper::Slips,
        Paper::Standings,
        Paper::CrossTable,
        Paper::Diplomas,
    ];

    /// Its `data-print`.
    pub fn code(self) -> &'static str {
        match self {
            Paper::Pairings => "pairings",
            Paper::Slips => "slips",
            Paper::Standings => "standings",
            Paper::CrossTable => "cross-table",
            Paper::Diplomas => "diplomas",
        }
    }
}

/// Everything the tournament screens say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentText {
    Title,
    NameLabel,
    SystemLabel,
    SystemName(SystemKind),
    RoundsLabel,
    PlayersListLabel,
    /// A class of the device fills the players' list.
    ListFromClass(String),
    PlayersCount(usize),
    /// A line of the pasted class list that looks wrong.
    ListLine {
        line: usize,
        problem: ListProblem,
    },
    Create,
    PairRound(u8),
    /// The pairing worker is at it.
    Pairing(u8),
    /// Another tab changed the tournament while its round was paired.
    ChangedWhilePairing,
    RoundTitle(u8),
    BoardColumn,
    SideColumn(Color),
    ResultColumn,
    PlayerColumn,
    PointsColumn,
    RankColumn,
    ResultName(Score),
    ByeName(Bye),
    StandingsTitle,
    AllRoundsPaired,
    /// A player leaves the tournament (from the next round).
    Withdraw,
    /// Said after the name of a player who has left.
    Withdrawn,
    /// Asked before a player leaves (it cannot be undone).
    ConfirmWithdraw,
    /// The round in big type for the projector, and back.
    ShowOnWall,
    LeaveWall,
    /// The alphabetical list: each child finds their board.
    WhoPlaysWhere,
    /// Where a player sits: board and colour.
    Seat {
        board: usize,
        colour: Color,
    },
    Pairings,
    LateEntryLabel,
    AddPlayer,
    Problem(TournamentError),
    New,
    ConfirmNew,
    Cancel,
    /// The saved tournament could not be opened, for this reason; a copy
    /// is kept aside.
    Damaged(BackupError),
    /// An earlier tournament could not be opened: it stays in the list.
    EarlierDamaged(BackupError),
    /// A copy of a tournament chosen to open could not be read.
    CopyRefused(BackupError),
    /// The copy opened is the tournament shown already.
    CopyAlreadyOpen,
    OpenCopy,
    OpenCopyHint,
    /// The same, but the device had no room for the copy: the record stays
    /// where it is and nothing is saved over it.
    DamagedNotKept(BackupError),
    /// The device would not keep the tournament.
    NotSaved,
    /// Another page (a tab) wrote the tournament too: both are kept.
    MergedWithOtherPage,
    /// Another page changed the tournament in a way that cannot be merged
    /// with this page's change: theirs is kept, this one put aside.
    KeptAsideFromOtherPage,
    PlaceLabel,
    DateLabel,
    /// How many clocks the school has: the top boards get them.
    ClocksLabel,
    /// The wall's button: stop every game to explain a rule (Art. 7).
    StopAll,
    /// The wall while stopped.
    StoppedTitle,
    StoppedNote,
    /// Let the games go on.
    GoOn,
    /// The regulation's advice on clocks for the field being created.
    ClocksAdvice(ClocksAdvice),
    ZonesLabel,
    /// A group of a tournament in groups, from 1.
    Zone(usize),
    /// Chosen in order: the first separates first.
    TieBreaksLabel,
    TieBreakName(TieBreak),
    /// A table's column: the tie-break in a word or two.
    TieBreakShort(TieBreak),
    /// What it counts, for the legend under the standings.
    TieBreakMeaning(TieBreak),
    /// The standings' mark for points from a game not played, and why.
    PointsNotPlayed,
    /// On the printed pairings: what the number beside each name is.
    PointsBeforeRound,
    /// A finished tournament's results, locked until the PIN reopens them.
    ResultsLocked,
    ResultsPin,
    ReopenResults,
    WrongResultsPin,
    ResultsReopened,
    LockResults,
    /// The tournament is over; the players who share first place.
    Finished(Vec<String>),
    PodiumTitle,
    /// A Scheveningen's teams: the heading, the match score ("Sol 9½ –
    /// 6½ Luna"), the table's columns and how the match is won.
    TeamMatchTitle,
    MatchScore {
        first: String,
        first_points: Points,
        second: String,
        second_points: Points,
    },
    TeamColumn,
    RoundsWonColumn,
    TeamMatchMeaning,
    /// A Scheveningen over: the winning team (none when drawn), its points
    /// and the other's, and whether the rounds won decided it.
    TeamsFinished {
        winner: Option<String>,
        points: (Points, Points),
        by_rounds: bool,
    },
    /// A pupil's team on their diploma, and how its match ended.
    DiplomaTeam {
        team: String,
        outcome: Outcome,
    },
    /// A pupil's points and games, on their diploma.
    PupilPoints {
        points: Points,
        games: usize,
    },
    /// The wall's page shown, of how many (they turn by themselves).
    WallPage {
        page: usize,
        of: usize,
    },
    /// "1.º", "1st".
    Place(u16),
    /// A class's own standings.
    CategoryTitle(String),
    /// A Scheveningen team's own standings.
    TeamTitle(String),
    /// A placed diploma: the place, overall or in a class.
    DiplomaPlace {
        place: u16,
        category: Option<String>,
    },
    /// Said of a board that plays with a clock.
    WithClock,
    /// The last round's pairing changed by hand, before any result.
    ChangePairing,
    SwapFirst,
    SwapSecond,
    /// The change breaks nothing.
    NothingBroken,
    ConfirmChange,
    /// What a change by hand breaks, with the players' names.
    Rematch(String, String),
    KeptApart(String, String),
    ThirdColour(String, Color),
    SecondBye(String),
    /// Away from the next round, by the teacher's leave.
    NextRoundLabel,
    Plays,
    CrossTableTitle,
    /// One letter for a colour in the cross table.
    ColourLetter(Color),
    DownloadTrf,
    DownloadBackup,
    OnPaper,
    PaperName(Paper),
    Print,
    BackToTournament,
    /// A board's paper to fill in and hand to the teacher.
    SlipResult,
    SlipSignatures,
    DiplomaTitle,
    /// Before the child's name.
    DiplomaAwardedTo,
    /// After it: for taking part in the event.
    DiplomaFor(String),
    LongDate(Date),
    /// The rules of the tournament's games: a preset of the teacher's
    /// panel, the rest as the panel has it.
    GameRulesLabel,
    PresetName(PresetKind),
    /// How the players are numbered before the first round (the pairings
    /// and a knockout's seeds follow it).
    OrderLabel,
    OrderAsEntered,
    OrderByRating,
    OrderByLots,
    /// Tournaments put away on this device, to open again.
    EarlierTitle,
    OpenEarlier,
    /// An earlier tournament saved as a file, and then removed from the
    /// device (only once its file was saved).
    EarlierToFile,
    RemoveEarlier,
    /// The earlier tournaments could not be read: they are left as they are.
    EarlierUnreadable,
    /// A tournament in groups: its final, from the first of each zone.
    StartFinal,
    PerZoneLabel,
    FinalName(String),
    /// A knockout's mini-matches: how many games each.
    MatchGamesLabel,
    DeciderLabel,
    DeciderName(Decider),
    /// Draws a knockout's first stage, or pairs its next.
    DrawFirstStage,
    NextStage,
    PartName(BracketPart),
    StageTitle(usize),
    /// A match's game, from 1; a faster one to break a tie.
    GameNumber(usize),
    FasterGame,
    /// A player without an opponent in a stage goes on.
    StageOff(String),
    /// A level match settled by lots: who won them.
    LotsWonBy(String),
    LevelDrawLots,
    GoesOn(String),
    Champion(String),
    /// A board's game played on this device's board.
    PlayHere,
    /// The results beside 1-0, ½-½ and 0-1: forfeits and adjudications.
    OtherResult,
    /// The player of this colour won: the other did not come.
    ForfeitWin(Color),
    /// Neither player came: both lose.
    NeitherCame,
    /// The teacher decided the unfinished game (school App. B).
    Adjudicated(Score),
    /// A draw the teacher recommended, both players agreeing (Art. 7).
    DrawRecommended,
    /// The teacher's button on a board still playing.
    RecommendDraw,
    /// One of the board's players can still finish first: a recommended
    /// draw is better avoided there.
    FirstPlaceAtStake,
    RecommendAnyway,
    CancelRecommend,
    /// Boards of a round still without a result.
    StillPlaying(usize),
    /// A result handed over from a board (this device's or a tablet's).
    ResultEntered(RoundBoard),
    /// Games that ended on this device from a record, not from a board the
    /// screens handed over: the teacher enters or discards each.
    ToConfirmTitle,
    ToConfirmNote,
    /// One of them: its board, players and result as its record says.
    ToConfirmGame {
        place: RoundBoard,
        white: String,
        black: String,
        result: GameResult,
    },
    /// One that is no game of this tournament's boards.
    ToConfirmUnreadable(SlipError),
    EnterResult,
    DiscardResult,
    /// Games from another device whose board already holds another result
    /// (one entered here): the teacher keeps one of the two.
    ConflictsTitle,
    ConflictsNote,
    /// One of them: its board and players.
    ConflictGame {
        place: RoundBoard,
        white: String,
        black: String,
    },
    /// Keep the result entered here.
    KeepMine(GameResult),
    /// Take the other device's result instead.
    KeepTheirs(GameResult),
    /// Such a game arrived.
    ConflictArrived(RoundBoard),
    /// The next round is paired only once each of them is decided.
    ConflictsFirst,
    /// Why a handed-over result was not entered.
    Slip(SlipError),
    /// Results from the pupils' tablets: QR code or short code.
    FromTablets,
    ScanCamera,
    StopCamera,
    PhotoLabel,
    ShortCodeLabel,
    EnterCode,
    /// No code in the picture.
    NoCodeSeen,
    /// The camera cannot be used (no camera, no permission, not a secure page).
    NoCamera,
    /// On a pupil's tablet at a game's end.
    ResultCardTitle,
    ShortCode,
    Close,
    /// On a board's slip: its QR code starts the game on a tablet.
    ScanToPlay,
    /// The round's timer on the wall.
    TimerLabel,
    TimerMinutes,
    StartTimer,
    StopTimer,
    /// What the timer shows: minutes and seconds left.
    TimeLeft(u64),
}

impl TournamentText {
    /// A Scheveningen's match score, the teams in entry order.
    pub fn match_score(m: &TeamMatch) -> TournamentText {
        let [a, b] = &m.teams;
        TournamentText::MatchScore {
            first: a.name.as_str().to_string(),
            first_points: a.points,
            second: b.name.as_str().to_string(),
            second_points: b.points,
        }
    }
}

pub use super::common::decimal;

/// Points as the screens and papers write them: "2½", "½", "3".
pub fn points_text(points: Points) -> String {
    let whole = points.0 / 2;
    match (whole, points.0 % 2) {
        (0, 1) => "½".to_string(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// The texts, from `locales/<code>/tournament.ftl`.
mod messages {
    use super::Lang;
    include!(concat!(env!("OUT_DIR"), "/ftl_tournament.rs"));
}

/// `text` in `lang`.
pub fn say(lang: Lang, text: &TournamentText) -> String {
    use messages::*;
    match text {
        TournamentText::Title => title(lang).into(),
        TournamentText::NameLabel => name_label(lang).into(),
        TournamentText::SystemLabel => system_label(lang).into(),
        TournamentText::SystemName(kind) => match kind {
            SystemKind::RoundRobin => system_round_robin(lang),
            SystemKind::Swiss => system_swiss(lang),
            SystemKind::Knockout => system_knockout(lang),
            SystemKind::DoubleKnockout => system_double_knockout(lang),
            SystemKind::Scheveningen => system_scheveningen(lang),
            SystemKind::Groups => system_groups(lang),
        }
        .into(),
        TournamentText::RoundsLabel => rounds_label(lang).into(),
        TournamentText::PlayersListLabel => players_list_label(lang).into(),
        TournamentText::ListFromClass(class) => list_from_class(
            lang,
            ListFromClass {
                class: &isolated(class),
            },
        ),
        TournamentText::PlayersCount(players) => players_count(
            lang,
            PlayersCount {
                players: *players as u64,
            },
        ),
        TournamentText::ListLine { line, problem } => {
            let line = &number(line);
            match problem {
                ListProblem::NoName => list_no_name(lang, ListNoName { line }),
                ListProblem::Shortened => list_shortened(lang, ListShortened { line }),
                ListProblem::SameNameAs {
                    line: first_line,
                    first,
                    this,
                } => list_same_name(
                    lang,
                    ListSameName {
                        line,
                        first_line: &number(first_line),
                        first: &isolated(first.as_str()),
                        this: &isolated(this.as_str()),
                    },
                ),
            }
        }
        TournamentText::Create => create(lang).into(),
        TournamentText::PairRound(round) => pair_round(
            lang,
            PairRound {
                round: &number(round),
            },
        ),
        TournamentText::Pairing(round) => pairing(
            lang,
            Pairing {
                round: &number(round),
            },
        ),
        TournamentText::ChangedWhilePairing => changed_while_pairing(lang).into(),
        TournamentText::RoundTitle(round) => round_title(
            lang,
            RoundTitle {
                round: &number(round),
            },
        ),
        TournamentText::BoardColumn => board_column(lang).into(),
        TournamentText::SideColumn(Color::White) => side_column_white(lang).into(),
        TournamentText::SideColumn(Color::Black) => side_column_black(lang).into(),
        TournamentText::ResultColumn => result_column(lang).into(),
        TournamentText::PlayerColumn => player_column(lang).into(),
        TournamentText::PointsColumn => points_column(lang).into(),
        TournamentText::RankColumn => rank_column(lang).into(),
        TournamentText::ResultName(score) => match score {
            Score::WhiteWins => result_white_wins(lang),
            Score::Draw => result_draw(lang),
            Score::BlackWins => result_black_wins(lang),
        }
        .into(),
        TournamentText::ByeName(bye) => match bye {
            Bye::Pairing => bye_pairing(lang),
            Bye::Free => bye_free(lang),
            Bye::Half => bye_half(lang),
            Bye::Zero => bye_zero(lang),
        }
        .into(),
        TournamentText::StandingsTitle => standings_title(lang).into(),
        TournamentText::AllRoundsPaired => all_rounds_paired(lang).into(),
        TournamentText::Withdraw => withdraw(lang).into(),
        TournamentText::Withdrawn => withdrawn(lang).into(),
        TournamentText::ConfirmWithdraw => confirm_withdraw(lang).into(),
        TournamentText::ShowOnWall => show_on_wall(lang).into(),
        TournamentText::LeaveWall => leave_wall(lang).into(),
        TournamentText::WhoPlaysWhere => who_plays_where(lang).into(),
        TournamentText::Seat { board, colour } => {
            let board = &number(board);
            match colour {
                Color::White => seat_white(lang, SeatWhite { board }),
                Color::Black => seat_black(lang, SeatBlack { board }),
            }
        }
        TournamentText::Pairings => pairings(lang).into(),
        TournamentText::LateEntryLabel => late_entry_label(lang).into(),
        TournamentText::AddPlayer => add_player(lang).into(),
        TournamentText::Problem(e) => problem(lang, e),
        TournamentText::New => new(lang).into(),
        TournamentText::ConfirmNew => confirm_new(lang).into(),
        TournamentText::Cancel => cancel(lang).into(),
        TournamentText::Damaged(why) => damaged(
            lang,
            Damaged {
                why: &backup(lang, why),
            },
        ),
        TournamentText::EarlierDamaged(why) => earlier_damaged(
            lang,
            EarlierDamaged {
                why: &backup(lang, why),
            },
        ),
        TournamentText::CopyRefused(why) => copy_refused(
            lang,
            CopyRefused {
                why: &backup(lang, why),
            },
        ),
        TournamentText::CopyAlreadyOpen => copy_already_open(lang).into(),
        TournamentText::OpenCopy => open_copy(lang).into(),
        TournamentText::OpenCopyHint => open_copy_hint(lang).into(),
        TournamentText::DamagedNotKept(why) => damaged_not_kept(
            lang,
            DamagedNotKept {
                why: &backup(lang, why),
            },
        ),
        TournamentText::NotSaved => not_saved(lang).into(),
        TournamentText::MergedWithOtherPage => merged_with_other_page(lang).into(),
        TournamentText::KeptAsideFromOtherPage => kept_aside_from_other_page(lang).into(),
        TournamentText::PlaceLabel => place_label(lang).into(),
        TournamentText::DateLabel => date_label(lang).into(),
        TournamentText::ClocksLabel => clocks_label(lang).into(),
        TournamentText::StopAll => stop_all(lang).into(),
        TournamentText::StoppedTitle => stopped_title(lang).into(),
        TournamentText::StoppedNote => stopped_note(lang).into(),
        TournamentText::GoOn => go_on(lang).into(),
        TournamentText::ClocksAdvice(advice) => match advice {
            ClocksAdvice::TopBoards { clocks, games } => clocks_top_boards(
                lang,
                ClocksTopBoards {
                    games: &number(games),
                    clocks: &number(clocks),
                },
            ),
            ClocksAdvice::OneClock { rounds } => clocks_one_clock(
                lang,
                ClocksOneClock {
                    fewer: &number(&rounds.saturating_sub(1).max(1)),
                    rounds: &number(rounds),
                    longer: &number(&rounds.saturating_add(1)),
                },
            ),
            ClocksAdvice::OneClockNoRoundLess => clocks_one_clock_no_round_less(lang).into(),
            ClocksAdvice::NoClock => clocks_none(lang).into(),
        },
        TournamentText::ZonesLabel => zones_label(lang).into(),
        TournamentText::Zone(zone) => messages::zone(
            lang,
            messages::Zone {
                zone: &number(zone),
            },
        ),
        TournamentText::TieBreaksLabel => tie_breaks_label(lang).into(),
        TournamentText::TieBreakName(tb) => match tb {
            TieBreak::Buchholz => tie_break_buchholz(lang),
            TieBreak::BuchholzCut1 => tie_break_buchholz_cut1(lang),
            TieBreak::SonnebornBerger => tie_break_sonneborn_berger(lang),
            TieBreak::DirectEncounter => tie_break_direct_encounter(lang),
            TieBreak::GamesWon => tie_break_games_won(lang),
            TieBreak::Progressive => tie_break_progressive(lang),
        }
        .into(),
        TournamentText::TieBreakShort(tb) => match tb {
            TieBreak::Buchholz => tie_break_short_buchholz(lang),
            TieBreak::BuchholzCut1 => tie_break_short_buchholz_cut1(lang),
            TieBreak::SonnebornBerger => tie_break_short_sonneborn_berger(lang),
            TieBreak::DirectEncounter => tie_break_short_direct_encounter(lang),
            TieBreak::GamesWon => tie_break_short_games_won(lang),
            TieBreak::Progressive => tie_break_short_progressive(lang),
        }
        .into(),
        TournamentText::TieBreakMeaning(tb) => match tb {
            TieBreak::Buchholz => tie_break_meaning_buchholz(lang),
            TieBreak::BuchholzCut1 => tie_break_meaning_buchholz_cut1(lang),
            TieBreak::SonnebornBerger => tie_break_meaning_sonneborn_berger(lang),
            TieBreak::DirectEncounter => tie_break_meaning_direct_encounter(lang),
            TieBreak::GamesWon => tie_break_meaning_games_won(lang),
            TieBreak::Progressive => tie_break_meaning_progressive(lang),
        }
        .into(),
        TournamentText::PointsNotPlayed => points_not_played(lang).into(),
        TournamentText::PointsBeforeRound => points_before_round(lang).into(),
        TournamentText::ResultsLocked => results_locked(lang).into(),
        TournamentText::ResultsPin => results_pin(lang).into(),
        TournamentText::ReopenResults => reopen_results(lang).into(),
        TournamentText::WrongResultsPin => wrong_results_pin(lang).into(),
        TournamentText::ResultsReopened => results_reopened(lang).into(),
        TournamentText::LockResults => lock_results(lang).into(),
        TournamentText::Finished(winners) => {
            let names: Vec<String> = winners.iter().map(|n| isolated(n)).collect();
            let winners = &super::common::listed(lang, &names);
            match names.len() {
                0 => finished_nobody(lang).into(),
                1 => finished_one(lang, FinishedOne { winners }),
                _ => finished_shared(lang, FinishedShared { winners }),
            }
        }
        TournamentText::PodiumTitle => podium_title(lang).into(),
        TournamentText::TeamMatchTitle => team_match_title(lang).into(),
        TournamentText::MatchScore {
            first,
            first_points,
            second,
            second_points,
        } => match_score(
            lang,
            MatchScore {
                first: &isolated(first),
                first_points: &points_text(*first_points),
                second_points: &points_text(*second_points),
                second: &isolated(second),
            },
        ),
        TournamentText::TeamColumn => team_column(lang).into(),
        TournamentText::RoundsWonColumn => rounds_won_column(lang).into(),
        TournamentText::TeamMatchMeaning => team_match_meaning(lang).into(),
        TournamentText::TeamsFinished {
            winner,
            points: (a, b),
            by_rounds,
        } => {
            let points = &points_text(*a);
            match (winner, by_rounds) {
                (Some(team), false) => teams_finished(
                    lang,
                    TeamsFinished {
                        team: &isolated(team),
                        points,
                        other_points: &points_text(*b),
                    },
                ),
                (Some(team), true) => teams_finished_by_rounds(
                    lang,
                    TeamsFinishedByRounds {
                        points,
                        team: &isolated(team),
                    },
                ),
                (None, _) => teams_finished_level(lang, TeamsFinishedLevel { points }),
            }
        }
        TournamentText::DiplomaTeam { team, outcome } => {
            let team = &isolated(team);
            match outcome {
                Outcome::Won => diploma_team_won(lang, DiplomaTeamWon { team }),
                Outcome::Drawn => diploma_team_drew(lang, DiplomaTeamDrew { team }),
                Outcome::Lost => diploma_team(lang, DiplomaTeam { team }),
            }
        }
        TournamentText::PupilPoints { points, games } => {
            let (shown, games) = (&points_text(*points), *games as u64);
            if *points == Points::ONE || *points == Points::HALF {
                pupil_points_single(
                    lang,
                    PupilPointsSingle {
                        points: shown,
                        games,
                    },
                )
            } else {
                pupil_points(
                    lang,
                    PupilPoints {
                        points: shown,
                        games,
                    },
                )
            }
        }
        TournamentText::WallPage { page, of } => wall_page(
            lang,
            WallPage {
                page: &number(page),
                of: &number(of),
            },
        ),
        TournamentText::Place(place) => place_text(lang, *place),
        TournamentText::CategoryTitle(class) => category_title(
            lang,
            CategoryTitle {
                class: &isolated(class),
            },
        ),
        TournamentText::TeamTitle(team) => team_title(
            lang,
            TeamTitle {
                team: &isolated(team),
            },
        ),
        TournamentText::DiplomaPlace { place, category } => {
            let place = &place_text(lang, *place);
            match category {
                None => diploma_place(lang, DiplomaPlace { place }),
                Some(class) => diploma_place_in_class(
                    lang,
                    DiplomaPlaceInClass {
                        place,
                        class: &isolated(class),
                    },
                ),
            }
        }
        TournamentText::WithClock => with_clock(lang).into(),
        TournamentText::ChangePairing => change_pairing(lang).into(),
        TournamentText::SwapFirst => swap_first(lang).into(),
        TournamentText::SwapSecond => swap_second(lang).into(),
        TournamentText::NothingBroken => nothing_broken(lang).into(),
        TournamentText::ConfirmChange => confirm_change(lang).into(),
        TournamentText::Rematch(a, b) => rematch(
            lang,
            Rematch {
                first: &isolated(a),
                second: &isolated(b),
            },
        ),
        TournamentText::KeptApart(a, b) => kept_apart(
            lang,
            KeptApart {
                first: &isolated(a),
                second: &isolated(b),
            },
        ),
        TournamentText::ThirdColour(player, Color::White) => {
            third_colour_white(lang, ThirdColourWhite { player })
        }
        TournamentText::ThirdColour(player, Color::Black) => {
            third_colour_black(lang, ThirdColourBlack { player })
        }
        TournamentText::SecondBye(player) => second_bye(
            lang,
            SecondBye {
                player: &isolated(player),
            },
        ),
        TournamentText::NextRoundLabel => next_round_label(lang).into(),
        TournamentText::Plays => plays(lang).into(),
        TournamentText::CrossTableTitle => cross_table_title(lang).into(),
        TournamentText::ColourLetter(Color::White) => colour_letter_white(lang).into(),
        TournamentText::ColourLetter(Color::Black) => colour_letter_black(lang).into(),
        TournamentText::DownloadTrf => download_trf(lang).into(),
        TournamentText::DownloadBackup => download_backup(lang).into(),
        TournamentText::OnPaper => on_paper(lang).into(),
        TournamentText::PaperName(paper) => match paper {
            Paper::Pairings => paper_pairings(lang),
            Paper::Slips => paper_slips(lang),
            Paper::Standings => paper_standings(lang),
            Paper::CrossTable => paper_cross_table(lang),
            Paper::Diplomas => paper_diplomas(lang),
        }
        .into(),
        TournamentText::Print => print(lang).into(),
        TournamentText::BackToTournament => back_to_tournament(lang).into(),
        TournamentText::SlipResult => slip_result(lang).into(),
        TournamentText::SlipSignatures => slip_signatures(lang).into(),
        TournamentText::DiplomaTitle => diploma_title(lang).into(),
        TournamentText::DiplomaAwardedTo => diploma_awarded_to(lang).into(),
        TournamentText::DiplomaFor(event) => diploma_for(
            lang,
            DiplomaFor {
                tournament: &isolated(event),
            },
        ),
        TournamentText::LongDate(d) => super::common::long_date(lang, *d),
        TournamentText::GameRulesLabel => game_rules_label(lang).into(),
        TournamentText::PresetName(kind) => super::common::policy_name(lang, *kind).into(),
        TournamentText::OrderLabel => order_label(lang).into(),
        TournamentText::OrderAsEntered => order_as_entered(lang).into(),
        TournamentText::OrderByRating => order_by_rating(lang).into(),
        TournamentText::OrderByLots => order_by_lots(lang).into(),
        TournamentText::EarlierTitle => earlier_title(lang).into(),
        TournamentText::OpenEarlier => open_earlier(lang).into(),
        TournamentText::EarlierToFile => earlier_to_file(lang).into(),
        TournamentText::RemoveEarlier => remove_earlier(lang).into(),
        TournamentText::EarlierUnreadable => earlier_unreadable(lang).into(),
        TournamentText::StartFinal => start_final(lang).into(),
        TournamentText::PerZoneLabel => per_zone_label(lang).into(),
        TournamentText::FinalName(name) => final_name(lang, FinalName { tournament: name }),
        TournamentText::MatchGamesLabel => match_games_label(lang).into(),
        TournamentText::DeciderLabel => decider_label(lang).into(),
        TournamentText::DeciderName(Decider::FasterGame) => decider_faster_game(lang).into(),
        TournamentText::DeciderName(Decider::Lots) => decider_lots(lang).into(),
        TournamentText::DrawFirstStage => draw_first_stage(lang).into(),
        TournamentText::NextStage => next_stage(lang).into(),
        TournamentText::PartName(part) => match part {
            BracketPart::Winners => part_winners(lang),
            BracketPart::Losers => part_losers(lang),
            BracketPart::Final => part_final(lang),
        }
        .into(),
        TournamentText::StageTitle(stage) => stage_title(
            lang,
            StageTitle {
                stage: &number(stage),
            },
        ),
        TournamentText::GameNumber(game) => game_number(
            lang,
            GameNumber {
                game: &number(game),
            },
        ),
        TournamentText::FasterGame => faster_game(lang).into(),
        TournamentText::StageOff(player) => stage_off(
            lang,
            StageOff {
                player: &isolated(player),
            },
        ),
        TournamentText::LotsWonBy(player) => lots_won_by(
            lang,
            LotsWonBy {
                player: &isolated(player),
            },
        ),
        TournamentText::LevelDrawLots => level_draw_lots(lang).into(),
        TournamentText::GoesOn(player) => goes_on(
            lang,
            GoesOn {
                player: &isolated(player),
            },
        ),
        TournamentText::Champion(player) => champion(
            lang,
            Champion {
                player: &isolated(player),
            },
        ),
        TournamentText::PlayHere => play_here(lang).into(),
        TournamentText::OtherResult => other_result(lang).into(),
        TournamentText::ForfeitWin(Color::White) => forfeit_white_wins(lang).into(),
        TournamentText::ForfeitWin(Color::Black) => forfeit_black_wins(lang).into(),
        TournamentText::NeitherCame => neither_came(lang).into(),
        TournamentText::Adjudicated(score) => adjudicated(
            lang,
            Adjudicated {
                score: match score {
                    Score::WhiteWins => "1-0",
                    Score::Draw => "½-½",
                    Score::BlackWins => "0-1",
                },
            },
        ),
        TournamentText::DrawRecommended => draw_recommended(lang).into(),
        TournamentText::RecommendDraw => recommend_draw(lang).into(),
        TournamentText::FirstPlaceAtStake => first_place_at_stake(lang).into(),
        TournamentText::RecommendAnyway => recommend_anyway(lang).into(),
        TournamentText::CancelRecommend => cancel_recommend(lang).into(),
        TournamentText::StillPlaying(boards) => still_playing(
            lang,
            StillPlaying {
                boards: *boards as u64,
            },
        ),
        TournamentText::ResultEntered(at) => result_entered(
            lang,
            ResultEntered {
                round: &number(&at.round),
                board: &number(&at.board),
            },
        ),
        TournamentText::ToConfirmTitle => to_confirm_title(lang).into(),
        TournamentText::ToConfirmNote => to_confirm_note(lang).into(),
        TournamentText::ToConfirmGame {
            place,
            white,
            black,
            result,
        } => to_confirm_game(
            lang,
            ToConfirmGame {
                round: &number(&place.round),
                board: &number(&place.board),
                white: &isolated(white),
                result: score_text(*result),
                black: &isolated(black),
            },
        ),
        TournamentText::ToConfirmUnreadable(e) => to_confirm_unreadable(
            lang,
            ToConfirmUnreadable {
                why: &slip(lang, e),
            },
        ),
        TournamentText::EnterResult => enter_result(lang).into(),
        TournamentText::DiscardResult => discard_result(lang).into(),
        TournamentText::ConflictsTitle => conflicts_title(lang).into(),
        TournamentText::ConflictsNote => conflicts_note(lang).into(),
        TournamentText::ConflictGame {
            place,
            white,
            black,
        } => conflict_game(
            lang,
            ConflictGame {
                round: &number(&place.round),
                board: &number(&place.board),
                white: &isolated(white),
                black: &isolated(black),
            },
        ),
        TournamentText::KeepMine(result) => keep_mine(
            lang,
            KeepMine {
                result: score_text(*result),
            },
        ),
        TournamentText::KeepTheirs(result) => keep_theirs(
            lang,
            KeepTheirs {
                result: score_text(*result),
            },
        ),
        TournamentText::ConflictArrived(at) => conflict_arrived(
            lang,
            ConflictArrived {
                round: &number(&at.round),
                board: &number(&at.board),
            },
        ),
        TournamentText::ConflictsFirst => conflicts_first(lang).into(),
        TournamentText::Slip(e) => slip(lang, e),
        TournamentText::FromTablets => from_tablets(lang).into(),
        TournamentText::ScanCamera => scan_camera(lang).into(),
        TournamentText::StopCamera => stop_camera(lang).into(),
        TournamentText::PhotoLabel => photo_label(lang).into(),
        TournamentText::ShortCodeLabel => short_code_label(lang).into(),
        TournamentText::EnterCode => enter_code(lang).into(),
        TournamentText::NoCodeSeen => no_code_seen(lang).into(),
        TournamentText::NoCamera => no_camera(lang).into(),
        TournamentText::ResultCardTitle => result_card_title(lang).into(),
        TournamentText::ShortCode => short_code(lang).into(),
        TournamentText::Close => close(lang).into(),
        TournamentText::ScanToPlay => scan_to_play(lang).into(),
        TournamentText::TimerLabel => timer_label(lang).into(),
        TournamentText::TimerMinutes => timer_minutes(lang).into(),
        TournamentText::StartTimer => start_timer(lang).into(),
        TournamentText::StopTimer => stop_timer(lang).into(),
        TournamentText::TimeLeft(seconds) => time_left(
            lang,
            TimeLeft {
                minutes: &number(&(seconds / 60)),
                seconds: &format!("{:02}", seconds % 60),
            },
        ),
    }
}

/// "1st", "1.º".
fn place_text(lang: Lang, place: u16) -> String {
    messages::place(
        lang,
        messages::Place {
            place: u64::from(place),
        },
    )
}

/// A result as a score sheet writes it.
fn score_text(result: GameResult) -> &'static str {
    match (result.points(Color::White), result.points(Color::Black)) {
        (Points::ONE, _) => "1-0",
        (_, Points::ONE) => "0-1",
        (Points::HALF, _) => "½-½",
        _ => "0-0",
    }
}

/// Why a handed-over result was not entered.
fn slip(lang: Lang, e: &SlipError) -> String {
    use messages::*;
    let at = |at: &RoundBoard| (at.round.to_string(), at.board.to_string());
    match e {
        SlipError::Record(_) => slip_not_a_game(lang).into(),
        SlipError::OtherEvent => slip_other_event(lang).into(),
        SlipError::NoBoard => slip_no_board(lang).into(),
        SlipError::UnknownBoard(place) => {
            let (round, board) = at(place);
            problem_unknown_board(
                lang,
                ProblemUnknownBoard {
                    round: &round,
                    board: &board,
                },
            )
        }
        SlipError::OtherPlayers => slip_other_players(lang).into(),
        SlipError::Unfinished => slip_unfinished(lang).into(),
        SlipError::Mistyped => slip_mistyped(lang).into(),
        SlipError::AnotherResult(place) => {
            let (round, board) = at(place);
            slip_another_result(
                lang,
                SlipAnotherResult {
                    round: &round,
                    board: &board,
                },
            )
        }
    }
}

/// Why a saved tournament could not be opened, as a clause.
fn backup(lang: Lang, e: &BackupError) -> String {
    use messages::*;
    match e {
        BackupError::Unreadable => backup_unreadable(lang).into(),
        BackupError::UnknownVersion(_) => backup_newer(lang).into(),
        BackupError::BadField => backup_bad_field(lang).into(),
        // The problem is a sentence of its own: its full stop goes.
        BackupError::Inconsistent(e) => problem(lang, e).trim_end_matches('.').into(),
        BackupError::BracketMismatch => backup_bracket_mismatch(lang).into(),
        BackupError::Impossible(impossible) => match impossible {
            Impossible::MoreRoundsThanPlanned { rounds, planned } => backup_more_rounds(
                lang,
                BackupMoreRounds {
                    rounds: &number(rounds),
                    planned: &number(planned),
                },
            ),
            Impossible::ZonesForPlayers { zones, players } => backup_zones_for_players(
                lang,
                BackupZonesForPlayers {
                    zones: &number(zones),
                    players: &number(players),
                },
            ),
            Impossible::RoundsInKnockout => backup_rounds_in_knockout(lang).into(),
            Impossible::TooLarge { players, rounds } => backup_too_large(
                lang,
                BackupTooLarge {
                    players: &number(players),
                    rounds: &number(rounds),
                    most: &number(&MOST_PLAYERS),
                },
            ),
            Impossible::SameName(name) => backup_same_name(
                lang,
                BackupSameName {
                    name: &isolated(name),
                },
            ),
            Impossible::NoRounds => backup_no_rounds(lang).into(),
            Impossible::UnfinishedRound(round) => backup_unfinished_round(
                lang,
                BackupUnfinishedRound {
                    round: &number(round),
                    next: &number(&round.saturating_add(1)),
                },
            ),
        },
    }
}

/// What the tournament could not do, in the teacher's words.
fn problem(lang: Lang, e: &TournamentError) -> String {
    use messages::*;
    match e {
        TournamentError::RoundNotFinished => problem_round_not_finished(lang).into(),
        TournamentError::LaterRoundPaired(round) => problem_later_round_paired(
            lang,
            ProblemLaterRoundPaired {
                next: &number(&round.saturating_add(1)),
                round: &number(round),
            },
        ),
        TournamentError::NoRoundsLeft => problem_no_rounds_left(lang).into(),
        TournamentError::TooFewPlayers
        | TournamentError::Knockout(KnockoutError::TooFewPlayers) => {
            problem_too_few_players(lang).into()
        }
        TournamentError::FieldClosed => problem_field_closed(lang).into(),
        TournamentError::FieldFull => problem_field_full(
            lang,
            ProblemFieldFull {
                most: &number(&MOST_PLAYERS),
            },
        ),
        TournamentError::NotTwoTeams => problem_not_two_teams(lang).into(),
        TournamentError::GroupsNotOver => problem_groups_not_over(lang).into(),
        TournamentError::UnknownPlayer(id) => problem_unknown_player(
            lang,
            ProblemUnknownPlayer {
                player: &number(&id.0),
            },
        ),
        TournamentError::UnknownRound(round) => problem_unknown_round(
            lang,
            ProblemUnknownRound {
                round: &number(round),
            },
        ),
        TournamentError::UnknownBoard { round, board } => problem_unknown_board(
            lang,
            ProblemUnknownBoard {
                round: &number(round),
                board: &number(board),
            },
        ),
        TournamentError::AlreadyWithdrawn(id) => problem_already_withdrawn(
            lang,
            ProblemAlreadyWithdrawn {
                player: &number(&id.0),
            },
        ),
        TournamentError::RoundStarted => problem_round_started(lang).into(),
        TournamentError::NoValidPairing => problem_no_valid_pairing(lang).into(),
        TournamentError::PlayerTwice { round, player } => problem_player_twice(
            lang,
            ProblemPlayerTwice {
                round: &number(round),
                player: &number(&player.0),
            },
        ),
        TournamentError::PlayedInStages => problem_played_in_stages(lang).into(),
        TournamentError::NotAKnockout => problem_not_a_knockout(lang).into(),
        TournamentError::Knockout(k) => match k {
            KnockoutError::TooFewPlayers => problem_too_few_players(lang),
            KnockoutError::StageNotOver => problem_stage_not_over(lang),
            KnockoutError::Finished => problem_knockout_finished(lang),
            KnockoutError::UnknownMatch => problem_unknown_match(lang),
            KnockoutError::UnknownGame => problem_unknown_game(lang),
            KnockoutError::NotForLots => problem_not_for_lots(lang),
        }
        .into(),
    }
}
