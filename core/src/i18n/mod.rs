//! Every text shown to users, in every language. Components never hold text:
//! they name a [`Text`] and ask [`tr`] for it. Each language is one file,
//! `src/i18n/<code>.rs`, found by `build.rs`; its `text` is one exhaustive
//! `match`, so a missing translation does not compile.

use shakmaty::{CastlingSide, Color, Move, Piece, Role, Square};

use crate::arbiter::{PresetKind, Verdict};
use crate::clock::{LateTable, TimeControl};
use crate::describe::PieceGroup;
use crate::drawing::Pen;
use crate::explain::{ReasonKind, Refusal};
use crate::game::{DrawClaim, FenError, GameEnd, Mistake, NumberedMove};
use crate::heading::{Date, Name};
use crate::lessons::Answer;
use crate::misses::Miss;
use crate::moments::Moment;
use crate::pgn::PgnError;
use crate::saved::LoadError;
use crate::settings::{PinError, Rules};

pub use crate::lang::Lang;

mod board;
pub mod class;
pub mod common;
mod explain;
pub mod install;
pub mod server;
pub mod tournament;

impl Lang {
    /// The language's name in itself, so a child finds their own.
    pub fn name(self) -> &'static str {
        common::language_name(self)
    }

    /// The text in this language.
    pub fn text(self, text: &Text) -> String {
        board::text(self, text)
    }

    /// The letter this language writes for a piece in the move list.
    pub fn piece_letter(self, role: Role) -> char {
        board::piece_letter(self, role)
    }
}

/// A time of day on the device's clock, as a teacher reads it ("10:42").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeOfDay {
    pub hour: u8,
    pub minute: u8,
}

/// Everything the app can say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Text {
    AppName,
    Tagline,
    ToMove(Color),
    Check,
    NewGame,
    Flip,
    Undo,
    Resign,
    OfferDraw,
    /// Shown to the side that was offered a draw.
    DrawOffered {
        by: Color,
    },
    AcceptDraw,
    DeclineDraw,
    ClaimDraw(DrawClaim),
    ChoosePromotion,
    Cancel,
    Moves,
    NoMovesYet,
    GameOver(GameEnd),
    StartAnother,
    /// A finished game's kind word: how many moves were played, as a child
    /// counts them ([`crate::game::Game::numbered_moves`]).
    GoodGame {
        moves: usize,
    },
    SavedGameLost(LoadError),
    BadFen(FenError),
    UnknownLanguage {
        code: String,
        using: Lang,
    },
    StorageUnavailable,
    /// The game in play could not be saved, and why.
    GameNotSaved(crate::records::StoreError),
    /// Another page (a tab) played another game on this board at the same
    /// time: its game is shown, this page's kept aside.
    GameKeptAside,
    Dismiss,
    /// A newer version of the app is downloaded (works offline too).
    UpdateReady,
    ReloadNow,
    /// Why an attempted move is refused.
    Refused(Refusal),
    /// What just happened on the board.
    Moment(Moment),
    /// The "?" button, and what it does once pressed.
    HowItMovesButton,
    HowItMovesHint,
    /// How a piece moves, for "?".
    HowItMoves(Role),
    /// What the arbiter decided about a counted illegal move.
    Arbiter {
        side: Color,
        verdict: Verdict,
    },
    TeacherButton,
    TeacherTitle,
    ChoosePin,
    RepeatPin,
    EnterPin,
    SetPin,
    Unlock,
    Pin(PinError),
    /// First use: whoever chooses the PIN becomes the teacher here.
    FirstPinNote,
    /// The recovery code, shown once to write down.
    /// Above the recovery code, shown large on its own.
    RecoveryCodeNote,
    RecoveryCodeDone,
    ForgotPin,
    /// The lock cannot be read, but a recovery code can: it opens the panel.
    LockRecoveryOnly,
    /// The lock's store fails: its copy is read instead.
    LockFromCopy,
    RecoveryCodeLabel,
    UseRecoveryCode,
    /// A policy preset by its code (`practice`, `school`, …), and its rule.
    PolicyName(PresetKind),
    PolicyRule(PresetKind),
    RulesForNewGames,
    CustomLimit,
    CustomPenalty,
    CustomLoses,
    SchoolLimit,
    UndoAllowed,
    TouchMoveSetting,
    ClaimModeSetting,
    ClaimButton,
    WrongClaim,
    /// The teacher's draw, recommended and accepted (regulation Art. 7).
    RecommendDraw,
    RecommendDrawHint,
    /// Claim a draw with the next move (9.2.1.1, 9.3.1).
    DeclareDrawClaim,
    /// While the declared move is awaited.
    DeclaringDraw,
    /// A draw claimed with a move was wrong; `penalty`: the minutes the
    /// opponent got.
    WrongDrawClaim {
        times_seen: usize,
        moves_each: u32,
        penalty: Option<u8>,
    },
    ShowDots,
    SaveSettings,
    SettingsSaved,
    /// The rules drafted in the teacher's panel differ from those saved.
    RulesNotSaved,
    /// Closing the panel with the rules drafted and not saved.
    RulesUnsavedQuestion,
    SaveAndClose,
    CloseWithoutSaving,
    KeepEditing,
    /// The settings saved last are not kept on the device, and why.
    SettingsNotKept(crate::records::StoreError),
    /// What the board noted for the class (class mode) is not kept, and why.
    NotesNotKept(crate::records::StoreError),
    SettingsDamaged,
    Adjudicate,
    AdjudicateDraw,
    AdjudicateWin(Color),
    TeacherContinue,
    TeacherNeeded(Color),
    MistakeLog,
    NoMistakes,
    /// "Ana (White): 2 × pinned piece, 1 × castling through check".
    MistakeSummary {
        side: Color,
        name: Option<Name>,
        counts: Vec<(ReasonKind, usize)>,
    },
    ClockSetting,
    NoClock,
    ClockPreset(TimeControl),
    PauseClock,
    ResumeClock,
    LateTableTitle,
    BaseMinutes,
    MovesPlayed,
    BasisMoves,
    IncrementSeconds,
    LateTableResult(LateTable),
    Close,
    BoardLabel,
    /// An accessible label for a square and what stands on it.
    SquareLabel(Square, Option<Piece>),
    PieceName(Role),
    LanguageName(Lang),
    /// The list of languages, for screen readers.
    LanguagesLabel,
    /// A move just made, in words, for the screen reader's live region.
    Played {
        side: Color,
        mv: Move,
    },
    DescribeButton,
    /// Every piece and its square, then whose turn it is.
    PositionDescription {
        turn: Color,
        pieces: Vec<PieceGroup>,
    },
    ReadAloud,
    AutoRead,
    HighContrast,
    /// The game record dialog: export and import in PGN.
    GameRecordButton,
    GameRecordTitle,
    ExportHint,
    CopyRecord,
    ImportLabel,
    ImportButton,
    Pgn(PgnError),
    /// One line of the mistake log, as a comment in an exported game.
    MistakeComment {
        mistake: Mistake,
        name: Option<Name>,
    },
    LessonsButton,
    BackToGame,
    LessonMapTitle,
    /// Stars earned in a stage out of the most it gives.
    StageStars {
        got: u32,
        total: u32,
    },
    /// "Exercise 2 of 4".
    ExerciseNumber {
        n: usize,
        total: usize,
    },
    LessonSolved {
        stars: u8,
    },
    /// A legal move that is not what the exercise asks (the verdict; the
    /// explanation says why: `LessonMiss`).
    NotTheGoal,
    WrongAnswer,
    /// Why a try missed the exercise, said for that exercise.
    LessonMiss(Miss),
    /// A tap on the board of an exercise already solved: what to press.
    AlreadySolved {
        last: bool,
    },
    /// Every exercise of the stage has stars.
    StageComplete,
    PreviousExercise,
    SkipExercise,
    RetryExercise,
    NextExercise,
    /// A stage finished: the next stage, by its title.
    NextLesson(String),
    BackToMap,
    AnswerName(Answer),
    /// A square with a star to take, for screen readers.
    StarHere,
    /// The rules of the game in play, in a few words for the badge.
    RulesInForce(Rules),
    ConfirmNewGame,
    /// A link's game for a board with a game in progress.
    ConfirmLinkGame,
    /// The same, on a board only the teacher may give another game.
    ConfirmLinkGameTeacher,
    /// A link's game was not opened: the game there could not be kept.
    GameNotKept,
    /// The saved game that could not be opened is kept aside.
    SavedGameKept,
    /// The saved game could not be opened, nor copied aside: nothing is
    /// saved over it.
    SavedGameNotKept,
    /// The device's storage did not answer in time: the board opened
    /// without it, and may not keep what is done until it answers.
    StorageLate,
    KeptGamesTitle,
    OpenKeptGame,
    /// A kept game: its players and how many moves it has.
    KeptGame {
        white: Option<Name>,
        black: Option<Name>,
        moves: usize,
    },
    /// The question before `side` resigns, naming the player.
    ConfirmResign {
        side: Color,
        name: Option<Name>,
    },
    /// On a shared device: which player resigns, or offers a draw.
    WhoResigns,
    WhoOffersDraw,
    /// After the end: both players must agree to take the move back.
    ConfirmTakeBackAfterEnd,
    ConfirmYes,
    ConfirmNo,
    /// The teacher takes back the teacher's adjudication.
    TakeBackDecision,
    /// The clock button: a move is complete when it is pressed.
    PressClock,
    PressClockPrompt(Color),
    /// What counts as a completed illegal move under each preset.
    PressModeNote,
    /// Adjudication by playing on (school App. B), in the teacher's panel.
    PlayOnTitle,
    PlayOnHint,
    PlayOnAhead(Color),
    PlayOnBalanced,
    PlayOnLimit,
    /// Beside the board while a game is adjudicated by playing on.
    Adjudicating {
        ahead: Color,
        limit: u8,
    },
    /// The teacher's panel when the game stopped for the teacher.
    CalledTitle,
    CalledWhy(Color),
    /// One counted illegal move of the call, for the teacher.
    /// One illegal move in the teacher's list, with the time of day it
    /// happened when known.
    AttemptLine {
        mistake: Mistake,
        at: Option<TimeOfDay>,
    },
    TeacherContinueRecount,
    GivePenalty {
        to: Color,
        minutes: u8,
    },
    /// The teacher's switch: only the teacher starts a new game.
    LockNewGame,
    SaveAndNewGame,
    /// Touch-move: the piece on this square was touched and must move.
    BoundPiece,
    ResetProgress,
    ProgressReset,
    ProgressDamaged,
    ProjectionButton,
    LeaveProjection,
    StepFirst,
    StepBack,
    StepForward,
    StepLive,
    /// Replaying: "3. Bc4 — move 3 of 8" (full moves, as on the score
    /// sheet; `last` is the number of the game's last move).
    ReplayAt {
        at: NumberedMove,
        last: u32,
    },
    PenName(Pen),
    PenMode,
    ClearDrawings,
    Fullscreen,
    /// "white knight": a piece of the editor's palette.
    ColouredPiece(Piece),
    EditorButton,
    EditorTitle,
    EditorHint,
    Eraser,
    SideToMoveSetting,
    CastlingLegend,
    /// A castling right the editor's position may keep.
    CastlingRight(Color, CastlingSide),
    EmptyBoard,
    StartPosition,
    PlayFromHere,
    CopyLink,
    LinkCopied,
    /// Why the editor's position cannot be played; `turn` is the side it
    /// gives the move to, so the verdict can name the sides.
    SetupProblem {
        error: FenError,
        turn: Color,
    },
    SetupReady,
    /// The players' names and the head of the record.
    NamesButton,
    NamesTitle,
    /// The field for the name of the player of a side.
    NameOf(Color),
    EventLabel,
    SiteLabel,
    SaveNames,
    NamesSaved,
    PupilsNamePlayers,
    /// "Ana (White)", or "White" when the player has no name.
    Player {
        side: Color,
        name: Option<Name>,
    },
    /// "Ana 1–0 Luis": the result between the players, by name.
    ScoreLine {
        white: Option<Name>,
        black: Option<Name>,
        result: &'static str,
    },
    ScoreSheetButton,
    ScoreSheetTitle,
    PrintButton,
    /// A column of the score sheet's move list: the move number, a side.
    MoveNumberColumn,
    SideColumn(Color),
    /// The way to the tournament screens, and back (their own texts are
    /// `tournament::TournamentText`).
    TournamentButton,
    ClassButton,
    SchoolServerButton,
    GuideButton,
    /// The teacher's panel's part on this device: whether it keeps an
    /// offline copy, its version, and the way to the tablets' screen.
    ThisDevice,
    OfflineCopy(crate::install::OfflineCopy),
    /// How much room the records take on this device, and what to do when
    /// it is nearly full.
    StorageRoom(crate::records::room::Room),
    Version(&'static str),
    TabletsButton,
    ClassMode,
    ClassModeHint,
    WhoAreYou,
    Guest,
    /// The pupil playing the computer, where the game does not name them.
    You,
    SwitchPupil,
    /// "Still you?" asked of the pupil last chosen (a reload, a game's
    /// end, idle minutes), and its two answers.
    StillYou(String),
    /// A draw claimed after touching a piece, refused (9.4).
    DrawClaimLost,
    YesItsMe(String),
    NotMe,
    /// When a chosen pupil's game begins: who plays with them, their side.
    WhoPlaysWithYou(String),
    YouPlay,
    /// Someone not in the class, as an opponent.
    SomeoneElse,
    TheComputer,
    /// Locking a tablet to a pupil, or to a pair (teacher's panel).
    SeatPupil,
    SeatClassmate,
    Nobody,
    LockTablet,
    UnlockTablet,
    /// Who the tablet is locked to, as names.
    LockedTo(String),
    ChooseOneOrTwo,
    /// A pupil's game from the class screen that is no record.
    RecordNotOpened,
    /// The fieldset of the teacher's screens.
    TeacherScreens,
    /// At the end of a tournament game: its result as a QR code (and a
    /// short code) for the teacher's device.
    ResultForTeacher,
    /// A tournament board's link (`?board=`) that is no board.
    BadBoardLink,
    BackToBoard,
    /// A part (lessons, editor, score sheet, record) whose code is not on
    /// this device yet, and no network to fetch it.
    PartNotFetched,
    DateLabel,
    ResultLabel,
    /// A day as a teacher writes it: "30 November 2026".
    LongDate(Date),
    /// The score sheet of a game still being played has no result.
    GameNotOver,
    /// The button that opens the choice of a game against the computer.
    PlayComputer,
    ComputerTitle,
    ChooseLevel,
    /// "Peoncito 3".
    ComputerName(u8),
    /// What a level is like, for a child choosing.
    LevelAbout(u8),
    ChooseYourPieces,
    /// The pieces of a side, as a choice: "White".
    PiecesOf(Color),
    /// Where a game against the computer starts.
    StartFrom,
    FromStart,
    FromHere,
    StartComputerGame,
    /// "You play White against Peoncito 3."
    AgainstComputer {
        level: u8,
        pupil: Color,
    },
    ComputerThinking(u8),
    /// The pupil touched the board while the computer was to move.
    ComputerTurn,
    /// The computer's castling, en passant or promotion, told as its own.
    ComputerMoment(Moment),
    /// After a blunder, at the lower levels.
    TakeBackOffer,
    /// The same, naming the piece the computer would capture at once.
    TakeBackOfferPiece {
        piece: Role,
        at: Square,
    },
    TakeItBack,
    KeepMyMove,
    HintButton,
    Hint(crate::computer::hint::Hint),
    /// The teacher's setting: the computer gives hints.
    HintsAllowed,
    /// After a game against the computer: the same level and sides again.
    PlayAgain,
    ChangeLevel,
    /// The pupil mode's section in the teacher's panel.
    PupilModeTitle,
    PupilMode,
    /// How the teacher comes back to the panel in pupil mode.
    PupilModeWayBack,
    /// The corner button's label: hold it to open the teacher's panel.
    TeacherCorner,
    /// The computer's worker could not start (an old browser, or the
    /// offline copy incomplete).
    ComputerUnavailable,
}

/// The text in the given language.
pub fn tr(lang: Lang, text: &Text) -> String {
    lang.text(text)
}

/// A move in standard (English) SAN, written with the language's piece
/// letters for the move list: "Nf3" is "Cf3" in Spanish. In SAN only piece
/// letters (and the O of castling) are capitals.
/// "3. Bc4" or "3... Bc5", in the reader's piece letters.
pub fn numbered_san(lang: Lang, m: &NumberedMove) -> String {
    let dots = match m.side {
        Color::White => ".",
        Color::Black => "...",
    };
    format!("{}{dots} {}", m.number, local_san(lang, &m.san))
}

pub fn local_san(lang: Lang, san: &str) -> String {
    san.chars()
        .map(|c| match Role::from_char(c.to_ascii_lowercase()) {
            Some(role) if c.is_ascii_uppercase() => lang.piece_letter(role),
            _ => c,
        })
        .collect()
}

/// Tenths of a second, "22.5 s" ([`common::decimal`] writes the
/// language's mark).
pub(crate) fn seconds_tenths(tenths: u32) -> String {
    match tenths % 10 {
        0 => format!("{} s", tenths / 10),
        tenth => format!("{}.{tenth} s", tenths / 10),
    }
}

/// A number as a placeholder's text ("12"): the messages take text.
pub(crate) fn number(n: &dyn ToString) -> String {
    n.to_string()
}

/// "3 min 45 s": the short units read the same in every language.
pub(crate) fn minutes_seconds(seconds: u32) -> String {
    format!("{} min {} s", seconds / 60, seconds % 60)
}
