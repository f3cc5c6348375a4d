//! Every text shown to users, in every language. Components never hold text:
//! they name a [`Text`] and ask [`tr`] for it. Each language is one exhaustive
//! `match`, so a missing translation does not compile.

mod en;
mod es;

use shakmaty::{Color, Piece, PositionErrorKinds, Role, Square};

use crate::arbiter::Verdict;
use crate::clock::{LateTable, TimeControl};
use crate::explain::Refusal;
use crate::game::{DrawClaim, FenError, GameEnd};
use crate::moments::Moment;
use crate::saved::LoadError;
use crate::settings::PinError;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    En,
    Es,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// A language code as given in `?lang=` (exact, case-insensitive).
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The browser's preferred languages (BCP 47 tags, best first) decide;
    /// English when none is available.
    pub fn from_browser<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(|tag| Lang::from_code(tag.split(['-', '_']).next().unwrap_or("")))
            .unwrap_or_default()
    }
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
    SavedGameLost(LoadError),
    BadFen(FenError),
    UnknownLanguage {
        code: String,
        using: Lang,
    },
    StorageUnavailable,
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
    /// A policy preset by its code (`practice`, `school`, …), and its rule.
    PolicyName(&'static str),
    PolicyRule(&'static str),
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
    ShowDots,
    SaveSettings,
    SettingsSaved,
    SettingsDamaged,
    Adjudicate,
    AdjudicateDraw,
    AdjudicateWin(Color),
    TeacherContinue,
    TeacherNeeded(Color),
    MistakeLog,
    NoMistakes,
    /// "White: 2 × pinned piece, 1 × castling through check".
    MistakeSummary {
        side: Color,
        counts: Vec<(&'static str, usize)>,
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
}

/// The text in the given language.
pub fn tr(lang: Lang, text: &Text) -> String {
    match lang {
        Lang::En => en::text(text),
        Lang::Es => es::text(text),
    }
}

/// A language is named in itself, so a child can find their own.
pub(crate) fn lang_name(lang: Lang) -> String {
    match lang {
        Lang::En => "English",
        Lang::Es => "Español",
    }
    .into()
}

/// Joins the description of each problem shakmaty reported.
pub(crate) fn position_problems(
    kinds: PositionErrorKinds,
    describe: impl Fn(PositionErrorKinds) -> &'static str,
) -> String {
    let parts: Vec<&str> = kinds.iter().map(&describe).collect();
    if parts.is_empty() {
        describe(PositionErrorKinds::empty()).to_string()
    } else {
        parts.join("; ")
    }
}

/// Upper-cases the first letter. Texts start with ASCII letters, and this
/// avoids shipping Unicode case tables to the browser.
pub(crate) fn capitalise(s: &str) -> String {
    let mut out = s.to_string();
    if let Some(first) = out.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    out
}
