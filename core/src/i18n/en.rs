//! English texts.

use shakmaty::fen::ParseFenError;
use shakmaty::{CastlingSide, Color, PositionErrorKinds, Role};

use super::common::{long_date, policy_name, reason_name, store_problem};
use super::{Lang, Text, capitalise, minutes_seconds, position_problems, rules_badge, squares_list};
use crate::arbiter::PresetKind;
use crate::clock::LateTable;
use crate::game::{DrawClaim, FenError};
use crate::heading::{Name, isolated, name_or};
use crate::install::{NoCopy, OfflineCopy};
use crate::records::room::{Room, size_text};
use crate::drawing::Pen;
use crate::lessons::Answer;
use crate::pgn::{PgnError, Place};
use crate::saved::LoadError;
use crate::settings::PinError;

/// The language's name in itself.
pub const NAME: &str = "English";

/// Piece letters of the move list.
pub fn piece_letter(role: Role) -> char {
    match role {
        Role::King => 'K',
        Role::Queen => 'Q',
        Role::Rook => 'R',
        Role::Bishop => 'B',
        Role::Knight => 'N',
        Role::Pawn => 'P',
    }
}

pub fn text(text: &Text) -> String {
    match text {
        Text::AppName => "Peoncito".into(),
        Text::Tagline => "The chess board that explains.".into(),
        Text::ToMove(c) => format!("{} to move", en_side(*c)),
        Text::Check => "Check!".into(),
        Text::NewGame => "New game".into(),
        Text::Flip => "Flip board".into(),
        Text::Undo => "Take back".into(),
        Text::Resign => "Resign".into(),
        Text::OfferDraw => "Offer a draw".into(),
        Text::DrawOffered { by } => format!(
            "{} offers a draw. {}, do you accept?",
            en_side(*by),
            en_side(!*by)
        ),
        Text::AcceptDraw => "Accept the draw".into(),
        Text::DeclineDraw => "Keep playing".into(),
        Text::ClaimDraw(DrawClaim::Threefold) => {
            "Claim a draw: this position came three times".into()
        }
        Text::ClaimDraw(DrawClaim::FiftyMoves) => {
            "Claim a draw: 50 moves each without a capture or pawn move".into()
        }
        Text::ChoosePromotion => "Your pawn reached the end! Choose its new piece:".into(),
        Text::Cancel => "Cancel".into(),
        Text::Moves => "Moves".into(),
        Text::NoMovesYet => "No moves yet.".into(),
        Text::GameOver(end) => super::explain::game_end(Lang::En, *end),
        Text::StartAnother => "Press “New game” to play again.".into(),
        Text::GoodGame { moves: 1 } => "Good game! 1 move played.".into(),
        Text::GoodGame { moves } => format!("Good game! {moves} moves played."),
        Text::SavedGameLost(e) => format!(
            "The saved game could not be opened ({}), so a new game has started.",
            match e {
                LoadError::Unreadable => "the saved data is damaged".to_string(),
                LoadError::UnknownVersion(v) => format!("it is from a newer Peoncito, version {v}"),
                LoadError::BadStart(f) => format!("its start position is wrong: {}", en_fen(f)),
                LoadError::BadMove { index } => format!("move {} is not possible", index + 1),
                LoadError::BadEnding => "its result does not fit the position".to_string(),
            }
        ),
        Text::BadFen(e) => format!(
            "The position in the link could not be used: {}. Your game goes on.",
            en_fen(e)
        ),
        Text::UnknownLanguage { code, using } => format!(
            "The language “{code}” is not available yet, so {} is used.",
            using.name()
        ),
        Text::GameNotSaved(why) => format!(
            "This game is not saved: {}. It is lost if the page closes: to keep it, save its record (“Game record”).",
            store_problem(Lang::En, *why)
        ),
        Text::StorageUnavailable => {
            "This browser does not let Peoncito save the game: it will be lost on reload.".into()
        }
        Text::GameKeptAside => {
            "Another page played a different game on this board at the same time. Its game is on the board now; yours is kept aside.".into()
        }
        Text::UpdateReady => "A new version of Peoncito is ready.".into(),
        Text::ReloadNow => "Reload".into(),
        Text::Dismiss => "OK".into(),
        Text::BoardLabel => "Chess board".into(),
        Text::SquareLabel(sq, piece) => match piece {
            Some(p) => format!("{sq}, {} {}", en_colour(p.color), role_name(p.role)),
            None => format!("{sq}, empty"),
        },
        Text::PieceName(role) => capitalise(role_name(*role)),
        Text::LanguageName(l) => l.name().into(),
        Text::CopyRecord => "Copy the record".into(),
        Text::ColouredPiece(p) => format!("{} {}", en_colour(p.color), role_name(p.role)),
        Text::EditorButton => "Set up a position".into(),
        Text::EditorTitle => "Set up a position".into(),
        Text::EditorHint => {
            "Choose a piece below, then tap the squares where it goes. The eraser empties a square."
                .into()
        }
        Text::Eraser => "Eraser".into(),
        Text::SideToMoveSetting => "Who moves first?".into(),
        Text::CastlingLegend => "Castling still allowed".into(),
        Text::CastlingRight(color, side) => match (color, side) {
            (Color::White, CastlingSide::KingSide) => "White, kingside",
            (Color::White, CastlingSide::QueenSide) => "White, queenside",
            (Color::Black, CastlingSide::KingSide) => "Black, kingside",
            (Color::Black, CastlingSide::QueenSide) => "Black, queenside",
        }
        .into(),
        Text::EmptyBoard => "Empty board".into(),
        Text::StartPosition => "Start position".into(),
        Text::PlayFromHere => "Play from here".into(),
        Text::CopyLink => "Link to this position".into(),
        Text::LinkCopied => "Copy this link to share the position:".into(),
        // Said to a teacher in words, not in the terms of a FEN.
        Text::SetupProblem {
            error: FenError::Position(kinds),
            turn,
        } if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) => format!(
            "{} is in check, but it is {}'s turn: that can't happen. Give the move to {}, or take the check away.",
            en_side(!*turn),
            en_side(*turn),
            en_side(!*turn)
        ),
        Text::SetupProblem { error, .. } => {
            format!("This position cannot be played yet: {}.", en_fen(error))
        }
        Text::SetupReady => "The position is ready to play.".into(),
        Text::NamesButton => "Names".into(),
        Text::NamesTitle => "Players and game".into(),
        Text::NameOf(side) => format!("{} player", en_side(*side)),
        Text::EventLabel => "Event or class".into(),
        Text::SiteLabel => "Place".into(),
        Text::SaveNames => "Save the names".into(),
        Text::NamesSaved => "The names are saved.".into(),
        Text::PupilsNamePlayers => "Pupils can write the players' names".into(),
        Text::Player { side, name } => en_player(*side, name),
        Text::ScoreLine {
            white,
            black,
            result,
        } => format!(
            "{} {result} {}",
            isolated(name_or(white, en_side(Color::White))),
            isolated(name_or(black, en_side(Color::Black)))
        ),
        Text::ScoreSheetButton => "Score sheet to print".into(),
        Text::ScoreSheetTitle => "Score sheet".into(),
        Text::PrintButton => "Print".into(),
        Text::MoveNumberColumn => "No.".into(),
        Text::SideColumn(side) => en_side(*side).into(),
        Text::TournamentButton => "Tournament".into(),
        Text::ClassButton => "The class".into(),
        Text::SchoolServerButton => "School server".into(),
        Text::GuideButton => "Teacher's guide".into(),
        Text::ThisDevice => "Peoncito on this device".into(),
        Text::OfflineCopy(copy) => en_offline_copy(*copy).into(),
        Text::StorageRoom(room) => en_storage_room(*room),
        Text::Version(version) => format!("Version {version}"),
        Text::TabletsButton => "Put Peoncito on the tablets".into(),
        Text::ClassMode => "Class mode: each pupil says who they are".into(),
        Text::ClassModeHint => "The board and the lessons first ask “Who are you?”, and each pupil's stars and mistakes are kept under their name on this device.".into(),
        Text::WhoAreYou => "Who are you?".into(),
        Text::Guest => "A guest".into(),
        Text::You => "You".into(),
        Text::SwitchPupil => "Someone else".into(),
        Text::DrawClaimLost => "You touched a piece: on this move you can no longer claim a draw. You must move it.".into(),
        Text::StillYou(name) => format!("Still you, {name}?"),
        Text::YesItsMe(name) => format!("Yes, I am {name}"),
        Text::NotMe => "No, I am someone else".into(),
        Text::WhoPlaysWithYou(name) => format!("Who are you playing, {name}?"),
        Text::YouPlay => "You play".into(),
        Text::SomeoneElse => "Someone not in the class".into(),
        Text::TheComputer => "The computer".into(),
        Text::SeatPupil => "Pupil (with White, or alone)".into(),
        Text::SeatClassmate => "Classmate (with Black), for a game between two".into(),
        Text::Nobody => "Nobody".into(),
        Text::LockTablet => "Keep this device for them".into(),
        Text::UnlockTablet => "Let each pupil choose again".into(),
        Text::ChooseOneOrTwo => "Choose a pupil, or two different ones.".into(),
        Text::RecordNotOpened => "That game could not be opened: its record is damaged.".into(),
        Text::LockedTo(names) => format!("This device is kept for {names}. Only the teacher changes it."),
        Text::TeacherScreens => "The teacher's screens".into(),
        Text::ResultForTeacher => "Give the result to the teacher".into(),
        Text::BadBoardLink => "The board's link could not be read. Ask the teacher for another.".into(),
        Text::BackToBoard => "Back to the board".into(),
        Text::PartNotFetched => {
            "This part is not on this device yet. Connect to the network (check the Wi-Fi) and open it again.".into()
        }
        Text::DateLabel => "Date".into(),
        Text::ResultLabel => "Result".into(),
        Text::LongDate(d) => long_date(Lang::En, *d),
        Text::GameNotOver => "The game is not over.".into(),
        Text::ProjectionButton => "Project for the class".into(),
        Text::LeaveProjection => "Leave projection".into(),
        Text::StepFirst => "⇤ Start".into(),
        Text::StepBack => "← Back".into(),
        Text::StepForward => "Forward →".into(),
        Text::StepLive => "Now ⇥".into(),
        Text::ReplayAt { at, last } => format!(
            "{} — move {} of {last}",
            super::numbered_san(crate::lang::Lang::En, at),
            at.number
        ),
        Text::PenName(pen) => match pen {
            Pen::Green => "Green pen",
            Pen::Red => "Red pen (dashed)",
            Pen::Blue => "Blue pen (dotted)",
        }
        .into(),
        Text::PenMode => "Draw with a finger".into(),
        Text::ClearDrawings => "Clear drawings (D)".into(),
        Text::Fullscreen => "Full screen (F)".into(),
        Text::LessonsButton => "Lessons".into(),
        Text::BackToGame => "Back to the game".into(),
        Text::LessonMapTitle => "Lessons: choose a rule to learn".into(),
        Text::StageStars { got, total } => format!("{got} of {total} stars"),
        Text::ExerciseNumber { n, total } => format!("Exercise {n} of {total}"),
        Text::LessonSolved { stars } => format!(
            "Well done! You earned {stars} {}.",
            if *stars == 1 { "star" } else { "stars" }
        ),
        Text::NotTheGoal => "Not this time. Try again!".into(),
        Text::WrongAnswer => "Not quite. Try another answer.".into(),
        Text::LessonMiss(miss) => super::explain::lesson_miss(Lang::En, *miss),
        Text::AlreadySolved { last: false } => {
            "You've solved this exercise! Press \"Next exercise\" to go on.".into()
        }
        Text::AlreadySolved { last: true } => {
            "You've solved the last exercise of this lesson! Press \"All lessons\" to choose another one.".into()
        }
        Text::StageComplete => "Hooray! You've finished every exercise of this lesson!".into(),
        Text::PreviousExercise => "Previous".into(),
        Text::SkipExercise => "Skip".into(),
        Text::RetryExercise => "Try again for more stars".into(),
        Text::NextExercise => "Next exercise".into(),
        Text::NextLesson(title) => format!("Next lesson: {title}"),
        Text::BackToMap => "All lessons".into(),
        Text::AnswerName(a) => match a {
            Answer::Check => "Check",
            Answer::Checkmate => "Checkmate",
            Answer::Stalemate => "Stalemate",
            Answer::DeadPosition => "A draw: nobody can mate",
            Answer::Nothing => "None of these",
        }
        .into(),
        Text::StarHere => "star".into(),
        Text::RulesInForce(rules) => rules_badge(rules, policy_name(Lang::En, rules.preset().kind()), |tolerated| format!("{tolerated} tolerated"), "touch-move", "claims"),
        Text::ConfirmNewGame => {
            "Start a new game? The game on the board ends and cannot be brought back.".into()
        }
        Text::ConfirmLinkGame => {
            "Open the game from the link? The game on the board is kept aside on this device.".into()
        }
        Text::ConfirmLinkGameTeacher => {
            "Only the teacher can put another game on this board. Teacher: type the PIN to open the game from the link. The game on the board is kept aside.".into()
        }
        Text::GameNotKept => {
            "There is no room on this device to keep the game on the board aside, so it stays on the board.".into()
        }
        Text::SavedGameNotKept => {
            "There is no room on this device to keep a copy of the saved game aside, so nothing is saved over it until there is room.".into()
        }
        Text::SavedGameKept => "A copy of it is kept aside on this device: the game record lists it.".into(),
        Text::KeptGamesTitle => {
            "Games kept aside on this device".into()
        }
        Text::OpenKeptGame => {
            "Open".into()
        }
        Text::KeptGame {
            white,
            black,
            moves,
        } => format!(
            "{} – {}, {moves} {}",
            isolated(name_or(white, en_side(Color::White))),
            isolated(name_or(black, en_side(Color::Black))),
            if *moves == 1 { "move" } else { "moves" },
        ),
        Text::ConfirmResign { side, name } => format!(
            "{}: do you really want to resign? The game ends.",
            en_player(*side, name)
        ),
        Text::WhoResigns => "Who resigns?".into(),
        Text::WhoOffersDraw => "Who offers a draw?".into(),
        Text::ConfirmTakeBackAfterEnd => {
            "The game is over. Do both players agree to take back the last move? Then the game goes on.".into()
        }
        Text::ConfirmYes => "Yes".into(),
        Text::ConfirmNo => "No, go back".into(),
        Text::LockNewGame => "Only the teacher starts a new game".into(),
        Text::SaveAndNewGame => "Save and start a new game with these rules".into(),
        Text::BoundPiece => "touched: it must move".into(),
        Text::ResetProgress => "Start the lessons again (clear the stars on this device)".into(),
        Text::ProgressReset => "The lessons start again: all stars are cleared.".into(),
        Text::ProgressDamaged => {
            "The saved lesson stars could not be read, so the lessons start again.".into()
        }
        Text::GameRecordButton => "Game record".into(),
        Text::GameRecordTitle => "Game record (PGN)".into(),
        Text::ExportHint => {
            "This is the game written down. Copy it to keep it, or to open it in another chess program."
                .into()
        }
        Text::ImportLabel => "To open a game, paste its record here:".into(),
        Text::ImportButton => "Open this game".into(),
        Text::Pgn(e) => {
            let place = |at: &Option<Place>| {
                at.map(|p| format!(" (line {}, column {})", p.line, p.column))
                    .unwrap_or_default()
            };
            let problem = match e {
                PgnError::NoGame => "There is no game in this text.".to_string(),
                PgnError::BadFen { error, at } => format!(
                    "The starting position{} cannot be used: {}.",
                    place(at),
                    en_fen(error)
                ),
                PgnError::BadMove {
                    number,
                    side,
                    san,
                    at,
                } => format!(
                    "Move {number} of {}, “{san}”{}, cannot be played in that game.",
                    en_side(*side),
                    place(at)
                ),
            };
            format!("{problem} Your game goes on.")
        }
        Text::MistakeComment { mistake: m, name } => format!(
            "{}: illegal move ({}){}",
            en_player(m.side, name),
            reason_name(Lang::En, m.reason),
            if m.counted { ", counted" } else { "" }
        ),
        Text::Played { side, mv } => super::explain::played(Lang::En, *side, mv),
        Text::DescribeButton => "Say where the pieces are".into(),
        Text::PositionDescription { turn, pieces } => {
            let side = |c: Color| {
                let groups: Vec<String> = pieces
                    .iter()
                    .filter(|g| g.color == c)
                    .map(|g| {
                        let name = role_name(g.role);
                        let plural = if g.squares.len() > 1 { "s" } else { "" };
                        format!("{name}{plural} on {}", squares_list(&g.squares, "and"))
                    })
                    .collect();
                format!("{}: {}.", en_side(c), groups.join("; "))
            };
            format!("{} {} {} to move.", side(Color::White), side(Color::Black), en_side(*turn))
        }
        Text::ReadAloud => "Read aloud".into(),
        Text::AutoRead => "Always read aloud".into(),
        Text::HighContrast => "Strong colours".into(),
        Text::Refused(r) => super::explain::refused(Lang::En, r),
        Text::Moment(m) => super::explain::moment(Lang::En, m),
        Text::Arbiter { side, verdict } => super::explain::arbiter(Lang::En, *side, *verdict),
        Text::TeacherButton => "Teacher".into(),
        Text::TeacherTitle => "Teacher's settings".into(),
        Text::ChoosePin => "Choose a 4-digit PIN for the teacher".into(),
        Text::RepeatPin => "Type the PIN again".into(),
        Text::EnterPin => "Teacher's PIN".into(),
        Text::SetPin => "Save the PIN".into(),
        Text::Unlock => "Open".into(),
        Text::Pin(PinError::NotFourDigits) => "The PIN must be exactly 4 digits.".into(),
        Text::Pin(PinError::Mismatch) => "The two PINs are different. Try again.".into(),
        Text::Pin(PinError::Wrong) => "That PIN is not right. Nothing was changed.".into(),
        Text::Pin(PinError::ChosenElsewhere) => {
            "Another page on this device chose a PIN at the same moment, and that one is kept. Type that PIN.".into()
        }
        Text::Pin(PinError::Unreadable) => {
            "The teacher's saved settings are damaged and the PIN cannot be read from them, so the panel stays shut. The teacher's guide says how to start again on this device.".into()
        }
        Text::Pin(PinError::Wait { seconds }) => {
            format!("Too many wrong tries. Wait {seconds} s, then try again.")
        }
        Text::FirstPinNote => "This is for the teacher. Teacher: choose a PIN only you know; \
             whoever chooses it becomes the teacher on this device. Pupils: close this and ask \
             your teacher."
            .into(),
        Text::RecoveryCodeNote => "Write this code down and keep it safe. If the PIN is ever \
             forgotten, it lets you choose a new one. It is shown only now."
            .into(),
        Text::RecoveryCodeDone => "I have written it down".into(),
        Text::ForgotPin => "Forgot the PIN?".into(),
        Text::RecoveryCodeLabel => "Recovery code".into(),
        Text::UseRecoveryCode => "Choose a new PIN with the code".into(),
        Text::PolicyName(kind) => policy_name(Lang::En, *kind).into(),
        Text::PolicyRule(kind) => match kind {
            PresetKind::Practice => "Illegal moves are refused and explained, never counted.",
            PresetKind::School => {
                "Refused, explained and counted; one more than the teacher tolerates stops the game for the teacher."
            }
            PresetKind::Fide2009 => {
                "The first two give the opponent 2 minutes each; the third loses. In blitz (under 15 minutes) the first loses if the opponent claims it."
            }
            PresetKind::FideToday => {
                "The first gives the opponent 2 minutes (1 in rapid and blitz); the second loses."
            }
            PresetKind::ClassicBlitz => {
                "An illegal move loses if the opponent claims it before moving. Leaving your own king in check loses at once: the opponent could take it."
            }
            PresetKind::Custom => "The teacher's own numbers.",
        }
        .into(),
        Text::RulesForNewGames => "Rules for new games".into(),
        Text::CustomLimit => "The illegal move that decides".into(),
        Text::CustomPenalty => "Extra minutes for the opponent before that".into(),
        Text::CustomLoses => "It loses the game (otherwise the teacher is called)".into(),
        Text::SchoolLimit => "Illegal moves tolerated (one more calls the teacher)".into(),
        Text::TouchMoveSetting => "Touch-move: a touched piece must be moved".into(),
        Text::ClaimModeSetting => {
            "Claim mode: illegal moves stay on the board until the opponent claims them".into()
        }
        Text::ClaimButton => "Claim illegal move!".into(),
        Text::WrongClaim => {
            "That last move was allowed, so there is nothing to claim. The game goes on.".into()
        }
        Text::DeclareDrawClaim => "Claim a draw with my next move".into(),
        Text::RecommendDraw => "Recommend a draw (both players agree)".into(),
        Text::RecommendDrawHint => "When the children cannot finish a position, recommend a \
            draw — better where first place is not at stake."
            .into(),
        Text::DeclaringDraw => "Now make your move. If it repeats the position for the third \
            time, or makes 50 moves each without a capture or pawn move, it is a draw."
            .into(),
        Text::WrongDrawClaim {
            times_seen,
            moves_each,
            penalty,
        } => format!(
            "Not a draw: this position has come {} (3 are needed), and there have been {} \
             each without a capture or pawn move (50 are needed). Your move stays.{}",
            match times_seen {
                1 => "once".to_string(),
                2 => "twice".to_string(),
                n => format!("{n} times"),
            },
            match moves_each {
                1 => "1 move".to_string(),
                n => format!("{n} moves"),
            },
            penalty.map_or(String::new(), |n| format!(" Your opponent gets {n} more minutes."))
        ),
        Text::UndoAllowed => "Pupils may take back moves".into(),
        Text::ShowDots => "Show where a piece can go (dots)".into(),
        Text::SaveSettings => "Save settings".into(),
        Text::SettingsSaved => "Saved. The new rules start with the next new game.".into(),
        Text::SettingsNotKept(why) => format!(
            "Not kept: {}. These settings hold until the page closes; then the ones kept before come back. Free some room on this device and save again.",
            store_problem(Lang::En, *why)
        ),
        Text::NotesNotKept(why) => format!(
            "What you just did could not be noted for your teacher: {}. Tell your teacher.",
            store_problem(Lang::En, *why)
        ),
        Text::SettingsDamaged => {
            "The teacher's settings were damaged, so the defaults are used.".into()
        }
        Text::Adjudicate => "End this game".into(),
        Text::AdjudicateDraw => "Draw".into(),
        Text::AdjudicateWin(c) => format!("{} wins", en_side(*c)),
        Text::TeacherContinue => "Let the game go on (the count keeps)".into(),
        Text::TeacherContinueRecount => "Let the game go on, counting again from zero".into(),
        Text::CalledTitle => "Called to this table".into(),
        Text::PressClock => "Press the clock".into(),
        Text::TakeBackDecision => "Take back this decision: the game goes on".into(),
        Text::PressClockPrompt(side) => format!(
            "{}: when your move is done, press the clock (or the C key). Until then a piece you \
             set down wrongly may go to another square, but it must be that same piece that moves.",
            en_side(*side)
        ),
        Text::PressModeNote => {
            "What counts: under the FIDE presets with a clock, a move is finished when the player \
             presses the clock, and only a finished illegal move counts; a piece put on a wrong \
             square and moved again before pressing costs nothing, but that piece must be the one to \
             move when it can (touch-move). Without a clock, and under \
             Practice, School and Custom, every refused try counts as the preset says."
                .into()
        }
        Text::PlayOnTitle => "Adjudicate by playing on".into(),
        Text::PlayOnHint => {
            "For a game without a clock: say who has the decisive advantage, and the game goes on. \
             Illegal moves are counted again from zero."
                .into()
        }
        Text::PlayOnAhead(side) => format!("{} is ahead", en_side(*side)),
        Text::PlayOnBalanced => "Balanced: a draw".into(),
        Text::PlayOnLimit => "The illegal move that makes the side behind lose".into(),
        Text::Adjudicating { ahead, limit } => format!(
            "The teacher decides the game by playing on: {a} is ahead. Three illegal moves by \
             {a} make it a draw; {limit} by {b} and {a} wins.",
            a = en_side(*ahead),
            b = en_side(!*ahead),
        ),
        Text::CalledWhy(side) => format!(
            "{} made one illegal move more than allowed. The clocks are stopped. These counted:",
            en_side(*side)
        ),
        Text::AttemptLine { mistake: m, at } => {
            let what = match m.attempt {
                Some(a) => format!(
                    "Move {}: {} {} to {} — {}",
                    m.move_number,
                    role_name(a.piece),
                    a.from,
                    a.to,
                    reason_name(Lang::En, m.reason)
                ),
                None => format!("Move {}: {}", m.move_number, reason_name(Lang::En, m.reason)),
            };
            match at {
                Some(t) => format!("{:02}:{:02} · {what}", t.hour, t.minute),
                None => what,
            }
        }
        Text::GivePenalty { to, minutes } => {
            format!("Give {} {minutes} more minutes", en_side(*to))
        }
        Text::TeacherNeeded(c) => format!(
            "{} made too many illegal moves. The game waits for the teacher.",
            en_side(*c)
        ),
        Text::MistakeLog => "Mistakes in this game".into(),
        Text::NoMistakes => "No illegal moves so far.".into(),
        Text::MistakeSummary { side, name, counts } => format!(
            "{}: {}",
            en_player(*side, name),
            counts
                .iter()
                .map(|(code, n)| format!("{n} × {}", reason_name(Lang::En, *code)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Text::LateTableTitle => {
            "Late table: a game without a clock that runs late gets one part-way".into()
        }
        Text::BaseMinutes => "Minutes each in a full game".into(),
        Text::BasisMoves => "Moves in a standard game".into(),
        Text::IncrementSeconds => "Seconds added per move".into(),
        Text::MovesPlayed => "Moves played so far".into(),
        Text::LateTableResult(LateTable::Counted {
            base_seconds,
            tenths_a_move,
            moves_played,
            used_seconds,
            seconds,
            minutes_rounded_up,
            disputed,
            one_third_seconds,
        }) => format!(
            "A move takes {} ({} over the moves of a standard game); {moves_played} moves are {} \
             each; {} less {} leaves {}. Give each player {minutes_rounded_up} minutes (rounded up). \
             If a player says the other thought longer: {} for the faster one and {} for the \
             other, or one more minute for the faster one only ({}). Simpler: a third of the \
             time, {}.",
            super::seconds_tenths(*tenths_a_move, '.'),
            minutes_seconds(*base_seconds),
            minutes_seconds(*used_seconds),
            minutes_seconds(*base_seconds),
            minutes_seconds(*used_seconds),
            minutes_seconds(*seconds),
            minutes_seconds(disputed.faster),
            minutes_seconds(disputed.slower),
            minutes_seconds(disputed.faster_by_a_minute),
            minutes_seconds(*one_third_seconds)
        ),
        Text::LateTableResult(LateTable::ThirdOnly { one_third_seconds }) => format!(
            "More moves were played than in a standard game, so the count leaves no time. Give \
             each player a third of the time: {}.",
            minutes_seconds(*one_third_seconds)
        ),
        Text::ClockSetting => "Clock".into(),
        Text::NoClock => "No clock (casual game)".into(),
        Text::ClockPreset(t) => format!(
            "{} min + {} s per move",
            t.base_seconds / 60,
            t.increment_seconds
        ),
        Text::PauseClock => "Pause the clock".into(),
        Text::ResumeClock => "Restart the clock".into(),
        Text::Close => "Close".into(),
        Text::PlayComputer => "Play the computer".into(),
        Text::ComputerTitle => "Play against the computer".into(),
        Text::ChooseLevel => "How strong?".into(),
        Text::ComputerName(level) => format!("Peoncito {level}"),
        Text::LevelAbout(level) => match level {
            1 | 2 => "just learning",
            3 | 4 => "getting better",
            5 | 6 => "plays well",
            _ => "very strong",
        }
        .into(),
        Text::ChooseYourPieces => "Your pieces".into(),
        Text::PiecesOf(side) => en_side(*side).into(),
        Text::StartFrom => "Start".into(),
        Text::FromStart => "From the start".into(),
        Text::FromHere => "From this position".into(),
        Text::StartComputerGame => "Play!".into(),
        Text::AgainstComputer { level, pupil } => {
            format!("You play {} against Peoncito {level}.", en_side(*pupil))
        }
        Text::ComputerThinking(level) => format!("Peoncito {level} is thinking…"),
        Text::ComputerTurn => {
            "Wait a moment: it is the computer's turn. Watch its move, then play yours.".into()
        }
        Text::ComputerMoment(m) => super::explain::computer_moment(Lang::En, m),
        Text::TakeBackOffer => {
            "Careful! After that move you can lose a piece. Do you want to take it back?".into()
        }
        Text::TakeBackOfferPiece { piece, at } => format!(
            "Careful! After that move the computer can capture your {} on {at}. Do you want to \
             take it back?",
            role_name(*piece)
        ),
        Text::TakeItBack => "Take it back".into(),
        Text::KeepMyMove => "Keep my move".into(),
        Text::HintButton => "Hint".into(),
        Text::Hint(h) => super::explain::hint(Lang::En, h),
        Text::HintsAllowed => "The computer gives hints when asked".into(),
        Text::PlayAgain => "Play again".into(),
        Text::ChangeLevel => "Change level".into(),
        Text::PupilModeTitle => "The board for pupils".into(),
        Text::PupilMode => {
            "Pupil mode: the board shows only play, the lessons and the computer".into()
        }
        Text::PupilModeWayBack => "To open this panel again, hold the ⚙ button at the top right \
             for two seconds."
            .into(),
        Text::TeacherCorner => "Teacher's panel: hold for two seconds".into(),
        Text::ComputerUnavailable => {
            "The computer cannot play on this device now. Try again after reloading the page.".into()
        }
        Text::HowItMovesButton => "? How does it move".into(),
        Text::HowItMovesHint => "Tap any piece to see how it moves.".into(),
        Text::HowItMoves(role) => super::explain::how_it_moves(Lang::En, *role),
    }
}

/// "Ana (White)", or "White" for a player without a name.
fn en_player(side: Color, name: &Option<Name>) -> String {
    match name {
        Some(name) => format!("{} ({})", name.as_str(), en_side(side)),
        None => en_side(side).into(),
    }
}


fn en_side(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

fn en_colour(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}


/// Each problem shakmaty found, in words a teacher understands.
fn en_fen(e: &FenError) -> String {
    match e {
        FenError::Syntax(part) => format!(
            "the {} is not written correctly",
            match part {
                ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => "piece placement",
                ParseFenError::InvalidTurn => "side to move",
                ParseFenError::InvalidCastling => "castling part",
                ParseFenError::InvalidEpSquare => "en passant square",
                ParseFenError::InvalidHalfmoveClock => "halfmove clock",
                ParseFenError::InvalidFullmoves => "move number",
                _ => "FEN text",
            }
        ),
        FenError::Position(kinds) => position_problems(*kinds, |k| match k {
            PositionErrorKinds::EMPTY_BOARD => "the board is empty",
            PositionErrorKinds::MISSING_KING => "a king is missing",
            PositionErrorKinds::TOO_MANY_KINGS => "White or Black has more than one king",
            PositionErrorKinds::PAWNS_ON_BACKRANK => "a pawn stands on the first or last rank",
            PositionErrorKinds::INVALID_CASTLING_RIGHTS => {
                "castling is allowed for a king or rook that is not on its starting square"
            }
            PositionErrorKinds::INVALID_EP_SQUARE => "the en passant square is impossible",
            PositionErrorKinds::OPPOSITE_CHECK => "the king of the player who is not moving is in check",
            PositionErrorKinds::IMPOSSIBLE_CHECK => "the check in it could never happen",
            PositionErrorKinds::TOO_MUCH_MATERIAL => "there are too many pieces",
            _ => "the position is impossible",
        }),
        FenError::Counters => {
            "the move number or the count of moves without a capture is far too big".into()
        }
    }
}


fn role_name(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}










fn en_storage_room(room: Room) -> String {
    let mut text = format!(
        "Saved on this device: {} of the {} the browser gives Peoncito.",
        size_text(room.used, false),
        size_text(room.quota, false)
    );
    text.push_str(if room.persisted {
        " The browser keeps it until someone deletes it."
    } else {
        " The browser may clear it if the device runs short of space: save the class's file \
          now and then."
    });
    if room.nearly_full() {
        text.push_str(
            " Nearly full: on the class screen, fold the old notes into each pupil's totals; \
             save the earlier tournaments as files and remove them from the device; save the \
             class's file, and free space on the device (photos, videos, other apps).",
        );
    }
    text
}

fn en_offline_copy(copy: OfflineCopy) -> &'static str {
    match copy {
        OfflineCopy::Checking => "Checking whether this device can keep a copy to use with no network…",
        OfflineCopy::Ready => "Kept on this device: it opens and plays with no network.",
        OfflineCopy::Unavailable(NoCopy::NotSecure) => {
            "Not kept for use with no network: browsers keep a copy only of https:// addresses, \
            and this one starts with http://. Put Peoncito on an https:// address \
            (docs/install.md says how)."
        }
        OfflineCopy::Unavailable(NoCopy::Refused) => {
            "Not kept for use with no network: the browser refused (a private window, or sites \
            may not keep data). Open Peoncito in a normal window, or let sites keep data."
        }
        OfflineCopy::Unavailable(NoCopy::NotSupported) => {
            "Not kept for use with no network: this browser cannot. Use a recent Chrome, Edge, \
            Firefox or Safari."
        }
        OfflineCopy::Unavailable(NoCopy::DevelopmentBuild) => {
            "Not kept for use with no network: this is a developer's build. Serve the release \
            build (./.ci/serve)."
        }
        OfflineCopy::Unavailable(NoCopy::Interrupted) => {
            "Not kept for use with no network yet: the copy could not be downloaded. Stay online \
            and open Peoncito again: it tries once more."
        }
    }
}
