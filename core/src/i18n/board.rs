//! The board's texts (the game, the teacher's panel, the editor, the
//! record, the lessons, the computer, class mode, the device's notes),
//! written in `locales/<code>/board.ftl`.

use shakmaty::fen::ParseFenError;
use shakmaty::{Color, PositionErrorKinds, Role};

use super::common::{decimal, listed, long_date, policy_name, reason_name, store_problem};
use super::explain::{colour, piece, wing};
use super::{Lang, Text, minutes_seconds, number, numbered_san, seconds_tenths};
use crate::arbiter::PresetKind;
use crate::clock::LateTable;
use crate::drawing::Pen;
use crate::game::{DrawClaim, FenError};
use crate::heading::{Name, isolated};
use crate::install::{NoCopy, OfflineCopy};
use crate::lessons::Answer;
use crate::pgn::{PgnError, Place};
use crate::records::room::{Room, size_text};
use crate::saved::LoadError;
use crate::settings::{NextTry, PinError, Rules};

/// The texts, from `locales/<code>/board.ftl`.
mod messages {
    use super::Lang;
    include!(concat!(env!("OUT_DIR"), "/ftl_board.rs"));
}

use messages::*;

/// The letter the language writes for a piece in the move list.
pub fn piece_letter(lang: Lang, role: Role) -> char {
    let letter = match role {
        Role::King => letter_king(lang),
        Role::Queen => letter_queen(lang),
        Role::Rook => letter_rook(lang),
        Role::Bishop => letter_bishop(lang),
        Role::Knight => letter_knight(lang),
        Role::Pawn => letter_pawn(lang),
    };
    letter.chars().next().unwrap_or('?')
}

/// "Ana (White)", or the side alone for a player without a name.
fn player(lang: Lang, side: Color, name: &Option<Name>) -> String {
    let side = colour(side);
    match name {
        Some(name) => messages::player(
            lang,
            Player {
                name: name.as_str(),
                side,
            },
        ),
        None => player_unnamed(lang, PlayerUnnamed { side }),
    }
}

/// A player's name, or their side's where none was written.
fn name_or_side(lang: Lang, name: &Option<Name>, side: Color) -> String {
    isolated(match name {
        Some(name) => name.as_str(),
        None => match side {
            Color::White => unnamed_white(lang),
            Color::Black => unnamed_black(lang),
        },
    })
}

/// What is wrong with a position, as a clause.
fn fen_problem(lang: Lang, e: &FenError) -> String {
    match e {
        FenError::Syntax(part) => match part {
            ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => fen_syntax_board(lang),
            ParseFenError::InvalidTurn => fen_syntax_turn(lang),
            ParseFenError::InvalidCastling => fen_syntax_castling(lang),
            ParseFenError::InvalidEpSquare => fen_syntax_en_passant(lang),
            ParseFenError::InvalidHalfmoveClock => fen_syntax_halfmove_clock(lang),
            ParseFenError::InvalidFullmoves => fen_syntax_move_number(lang),
            _ => fen_syntax(lang),
        }
        .into(),
        FenError::Position(kinds) => {
            let describe = |kind: PositionErrorKinds| match kind {
                PositionErrorKinds::EMPTY_BOARD => fen_empty_board(lang),
                PositionErrorKinds::MISSING_KING => fen_missing_king(lang),
                PositionErrorKinds::TOO_MANY_KINGS => fen_too_many_kings(lang),
                PositionErrorKinds::PAWNS_ON_BACKRANK => fen_pawns_on_back_rank(lang),
                PositionErrorKinds::INVALID_CASTLING_RIGHTS => fen_castling_rights(lang),
                PositionErrorKinds::INVALID_EP_SQUARE => fen_en_passant_square(lang),
                PositionErrorKinds::OPPOSITE_CHECK => fen_opposite_check(lang),
                PositionErrorKinds::IMPOSSIBLE_CHECK => fen_impossible_check(lang),
                PositionErrorKinds::TOO_MUCH_MATERIAL => fen_too_much_material(lang),
                _ => fen_impossible(lang),
            };
            let mut problems = kinds.iter().map(describe);
            let Some(first) = problems.next() else {
                return describe(PositionErrorKinds::empty()).into();
            };
            problems.fold(first.to_string(), |first, rest| {
                fen_problems_joined(
                    lang,
                    FenProblemsJoined {
                        first: &first,
                        rest,
                    },
                )
            })
        }
        FenError::Counters => fen_counters(lang).into(),
    }
}

/// "School · 3 tolerated · 10+5 · touch-move": the preset, its tolerance,
/// the clock and the switches that change play.
fn rules_badge(lang: Lang, rules: &Rules) -> String {
    let mut parts = vec![policy_name(lang, rules.preset().kind()).to_string()];
    if let crate::arbiter::Preset::School { tolerated } = rules.preset() {
        parts.push(rules_tolerated(
            lang,
            RulesTolerated {
                tolerated: &number(&tolerated),
            },
        ));
    }
    if let Some(clock) = rules.clock {
        let control = clock.control();
        parts.push(format!(
            "{}+{}",
            control.base_seconds / 60,
            control.increment_seconds
        ));
    }
    if rules.touch_move {
        parts.push(rules_touch_move(lang).into());
    }
    if rules.claim_mode {
        parts.push(rules_claims(lang).into());
    }
    parts.join(" · ")
}

fn offline_copy(lang: Lang, copy: OfflineCopy) -> &'static str {
    match copy {
        OfflineCopy::Checking => offline_checking(lang),
        OfflineCopy::Ready => offline_ready(lang),
        OfflineCopy::Unavailable(NoCopy::NotSecure) => offline_not_secure(lang),
        OfflineCopy::Unavailable(NoCopy::Refused) => offline_refused(lang),
        OfflineCopy::Unavailable(NoCopy::NotSupported) => offline_not_supported(lang),
        OfflineCopy::Unavailable(NoCopy::DevelopmentBuild) => offline_development_build(lang),
        OfflineCopy::Unavailable(NoCopy::Interrupted) => offline_interrupted(lang),
    }
}

fn storage(lang: Lang, room: Room) -> String {
    let mut said = storage_room(
        lang,
        StorageRoom {
            used: &decimal(lang, &size_text(room.used, false)),
            quota: &decimal(lang, &size_text(room.quota, false)),
        },
    );
    said.push(' ');
    said.push_str(if room.persisted {
        storage_persisted(lang)
    } else {
        storage_not_persisted(lang)
    });
    if room.nearly_full() {
        said.push(' ');
        said.push_str(storage_nearly_full(lang));
    }
    said
}

/// " (line 3, column 7)" where a problem is in a pasted record, else nothing.
fn pgn_place_text(lang: Lang, at: &Option<Place>) -> String {
    at.map(|p| {
        pgn_place(
            lang,
            PgnPlace {
                line: &number(&p.line),
                column: &number(&p.column),
            },
        )
    })
    .unwrap_or_default()
}

fn pgn_problem_text(lang: Lang, e: &PgnError) -> String {
    let problem = match e {
        PgnError::NoGame => pgn_no_game(lang).into(),
        PgnError::BadFen { error, at } => pgn_bad_fen(
            lang,
            PgnBadFen {
                place: &pgn_place_text(lang, at),
                problem: &fen_problem(lang, error),
            },
        ),
        PgnError::BadMove {
            number: move_number,
            side,
            san,
            at,
        } => pgn_bad_move(
            lang,
            PgnBadMove {
                number: &number(move_number),
                side: colour(*side),
                san,
                place: &pgn_place_text(lang, at),
            },
        ),
    };
    pgn_problem(lang, PgnProblem { problem: &problem })
}

fn late_table(lang: Lang, table: &LateTable) -> String {
    match *table {
        LateTable::Counted {
            base_seconds,
            tenths_a_move,
            moves_played,
            used_seconds,
            seconds,
            minutes_rounded_up,
            disputed,
            one_third_seconds,
        } => late_table_counted(
            lang,
            LateTableCounted {
                per_move: &decimal(lang, &seconds_tenths(tenths_a_move)),
                base: &minutes_seconds(base_seconds),
                moves: &number(&moves_played),
                used: &minutes_seconds(used_seconds),
                left: &minutes_seconds(seconds),
                minutes: &number(&minutes_rounded_up),
                faster: &minutes_seconds(disputed.faster),
                slower: &minutes_seconds(disputed.slower),
                faster_by_a_minute: &minutes_seconds(disputed.faster_by_a_minute),
                third: &minutes_seconds(one_third_seconds),
            },
        ),
        LateTable::ThirdOnly { one_third_seconds } => late_table_third_only(
            lang,
            LateTableThirdOnly {
                third: &minutes_seconds(one_third_seconds),
            },
        ),
        LateTable::NoBase => late_table_no_base(lang).into(),
    }
}

/// The text in `lang`.
pub fn text(lang: Lang, text: &Text) -> String {
    match text {
        Text::AppName => app_name(lang).into(),
        Text::Tagline => tagline(lang).into(),
        Text::ToMove(c) => to_move(lang, ToMove { side: colour(*c) }),
        Text::Check => check(lang).into(),
        Text::NewGame => new_game(lang).into(),
        Text::Flip => flip(lang).into(),
        Text::Undo => undo(lang).into(),
        Text::Resign => resign(lang).into(),
        Text::OfferDraw => offer_draw(lang).into(),
        Text::DrawOffered { by } => draw_offered(
            lang,
            DrawOffered {
                side: colour(*by),
                other: colour(!*by),
            },
        ),
        Text::AcceptDraw => accept_draw(lang).into(),
        Text::DeclineDraw => decline_draw(lang).into(),
        Text::ClaimDraw(DrawClaim::Threefold) => claim_draw_threefold(lang).into(),
        Text::ClaimDraw(DrawClaim::FiftyMoves) => claim_draw_fifty_moves(lang).into(),
        Text::ChoosePromotion => choose_promotion(lang).into(),
        Text::Cancel => cancel(lang).into(),
        Text::Moves => moves(lang).into(),
        Text::NoMovesYet => no_moves_yet(lang).into(),
        Text::GameOver(end) => super::explain::game_end(lang, *end),
        Text::StartAnother => start_another(lang).into(),
        Text::GoodGame { moves } => good_game(
            lang,
            GoodGame {
                moves: *moves as u64,
            },
        ),
        Text::SavedGameLost(e) => {
            let why = match e {
                LoadError::Unreadable => saved_unreadable(lang).into(),
                LoadError::UnknownVersion(v) => saved_newer(
                    lang,
                    SavedNewer {
                        version: &number(v),
                    },
                ),
                LoadError::BadStart(f) => saved_bad_start(
                    lang,
                    SavedBadStart {
                        problem: &fen_problem(lang, f),
                    },
                ),
                LoadError::BadMove { index } => saved_bad_move(
                    lang,
                    SavedBadMove {
                        number: &number(&(index + 1)),
                    },
                ),
                LoadError::BadEnding => saved_bad_ending(lang).into(),
            };
            saved_game_lost(lang, SavedGameLost { why: &why })
        }
        Text::BadFen(e) => bad_fen(
            lang,
            BadFen {
                problem: &fen_problem(lang, e),
            },
        ),
        Text::UnknownLanguage { code, using } => unknown_language(
            lang,
            UnknownLanguage {
                code,
                using: using.name(),
            },
        ),
        Text::GameNotSaved(why) => game_not_saved(
            lang,
            GameNotSaved {
                why: store_problem(lang, *why),
            },
        ),
        Text::StorageUnavailable => storage_unavailable(lang).into(),
        Text::GameKeptAside => game_kept_aside(lang).into(),
        Text::UpdateReady => update_ready(lang).into(),
        Text::ReloadNow => reload_now(lang).into(),
        Text::Dismiss => dismiss(lang).into(),
        Text::BoardLabel => board_label(lang).into(),
        Text::SquareLabel(sq, Some(p)) => square_label(
            lang,
            SquareLabel {
                square: &sq.to_string(),
                colour: colour(p.color),
                piece: piece(p.role),
            },
        ),
        Text::SquareLabel(sq, None) => square_label_empty(
            lang,
            SquareLabelEmpty {
                square: &sq.to_string(),
            },
        ),
        Text::PieceName(role) => piece_name(
            lang,
            PieceName {
                piece: piece(*role),
            },
        ),
        Text::LanguageName(l) => l.name().into(),
        Text::LanguagesLabel => languages_label(lang).into(),
        Text::CopyRecord => copy_record(lang).into(),
        Text::ColouredPiece(p) => coloured_piece(
            lang,
            ColouredPiece {
                colour: colour(p.color),
                piece: piece(p.role),
            },
        ),
        Text::EditorButton => editor_button(lang).into(),
        Text::EditorTitle => editor_title(lang).into(),
        Text::EditorHint => editor_hint(lang).into(),
        Text::Eraser => eraser(lang).into(),
        Text::SideToMoveSetting => side_to_move_setting(lang).into(),
        Text::CastlingLegend => castling_legend(lang).into(),
        Text::CastlingRight(color, side) => castling_right(
            lang,
            CastlingRight {
                side: colour(*color),
                wing: wing(*side),
            },
        ),
        Text::EmptyBoard => empty_board(lang).into(),
        Text::StartPosition => start_position(lang).into(),
        Text::PlayFromHere => play_from_here(lang).into(),
        Text::CopyLink => copy_link(lang).into(),
        Text::LinkCopied => link_copied(lang).into(),
        Text::SetupProblem {
            error: FenError::Position(kinds),
            turn,
        } if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) => setup_opposite_check(
            lang,
            SetupOppositeCheck {
                other: colour(!*turn),
                turn: colour(*turn),
            },
        ),
        Text::SetupProblem { error, .. } => setup_problem(
            lang,
            SetupProblem {
                problem: &fen_problem(lang, error),
            },
        ),
        Text::SetupReady => setup_ready(lang).into(),
        Text::NamesButton => names_button(lang).into(),
        Text::NamesTitle => names_title(lang).into(),
        Text::NameOf(side) => name_of(
            lang,
            NameOf {
                side: colour(*side),
            },
        ),
        Text::EventLabel => event_label(lang).into(),
        Text::SiteLabel => site_label(lang).into(),
        Text::SaveNames => save_names(lang).into(),
        Text::NamesSaved => names_saved(lang).into(),
        Text::PupilsNamePlayers => pupils_name_players(lang).into(),
        Text::Player { side, name } => player(lang, *side, name),
        Text::ScoreLine {
            white,
            black,
            result,
        } => format!(
            "{} {result} {}",
            name_or_side(lang, white, Color::White),
            name_or_side(lang, black, Color::Black)
        ),
        Text::ScoreSheetButton => score_sheet_button(lang).into(),
        Text::ScoreSheetTitle => score_sheet_title(lang).into(),
        Text::PrintButton => print_button(lang).into(),
        Text::MoveNumberColumn => move_number_column(lang).into(),
        Text::SideColumn(side) => side_column(
            lang,
            SideColumn {
                side: colour(*side),
            },
        ),
        Text::TournamentButton => tournament_button(lang).into(),
        Text::ClassButton => class_button(lang).into(),
        Text::SchoolServerButton => school_server_button(lang).into(),
        Text::GuideButton => guide_button(lang).into(),
        Text::ThisDevice => this_device(lang).into(),
        Text::OfflineCopy(copy) => offline_copy(lang, *copy).into(),
        Text::StorageRoom(room) => storage(lang, *room),
        Text::Version(v) => version(lang, Version { version: v }),
        Text::TabletsButton => tablets_button(lang).into(),
        Text::ClassMode => class_mode(lang).into(),
        Text::ClassModeHint => class_mode_hint(lang).into(),
        Text::WhoAreYou => who_are_you(lang).into(),
        Text::Guest => guest(lang).into(),
        Text::You => you(lang).into(),
        Text::SwitchPupil => switch_pupil(lang).into(),
        Text::DrawClaimLost => draw_claim_lost(lang).into(),
        Text::StillYou(name) => still_you(lang, StillYou { name }),
        Text::YesItsMe(name) => yes_its_me(lang, YesItsMe { name }),
        Text::NotMe => not_me(lang).into(),
        Text::WhoPlaysWithYou(name) => who_plays_with_you(lang, WhoPlaysWithYou { name }),
        Text::YouPlay => you_play(lang).into(),
        Text::SomeoneElse => someone_else(lang).into(),
        Text::TheComputer => the_computer(lang).into(),
        Text::SeatPupil => seat_pupil(lang).into(),
        Text::SeatClassmate => seat_classmate(lang).into(),
        Text::Nobody => nobody(lang).into(),
        Text::LockTablet => lock_tablet(lang).into(),
        Text::UnlockTablet => unlock_tablet(lang).into(),
        Text::ChooseOneOrTwo => choose_one_or_two(lang).into(),
        Text::RecordNotOpened => record_not_opened(lang).into(),
        Text::LockedTo(names) => locked_to(lang, LockedTo { names }),
        Text::TeacherScreens => teacher_screens(lang).into(),
        Text::ResultForTeacher => result_for_teacher(lang).into(),
        Text::BadBoardLink => bad_board_link(lang).into(),
        Text::BackToBoard => back_to_board(lang).into(),
        Text::PartNotFetched => part_not_fetched(lang).into(),
        Text::DateLabel => date_label(lang).into(),
        Text::ResultLabel => result_label(lang).into(),
        Text::LongDate(d) => long_date(lang, *d),
        Text::GameNotOver => game_not_over(lang).into(),
        Text::ProjectionButton => projection_button(lang).into(),
        Text::LeaveProjection => leave_projection(lang).into(),
        Text::StepFirst => step_first(lang).into(),
        Text::StepBack => step_back(lang).into(),
        Text::StepForward => step_forward(lang).into(),
        Text::StepLive => step_live(lang).into(),
        Text::ReplayAt { at, last } => replay_at(
            lang,
            ReplayAt {
                san: &numbered_san(lang, at),
                number: &number(&at.number),
                last: &number(last),
            },
        ),
        Text::PenName(pen) => match pen {
            Pen::Green => pen_green(lang),
            Pen::Red => pen_red(lang),
            Pen::Blue => pen_blue(lang),
        }
        .into(),
        Text::PenMode => pen_mode(lang).into(),
        Text::ClearDrawings => clear_drawings(lang).into(),
        Text::Fullscreen => fullscreen(lang).into(),
        Text::LessonsButton => lessons_button(lang).into(),
        Text::BackToGame => back_to_game(lang).into(),
        Text::LessonMapTitle => lesson_map_title(lang).into(),
        Text::StageStars { got, total } => stage_stars(
            lang,
            StageStars {
                got: &number(got),
                total: &number(total),
            },
        ),
        Text::ExerciseNumber { n, total } => exercise_number(
            lang,
            ExerciseNumber {
                number: &number(n),
                total: &number(total),
            },
        ),
        Text::LessonSolved { stars } => lesson_solved(
            lang,
            LessonSolved {
                stars: u64::from(*stars),
            },
        ),
        Text::NotTheGoal => not_the_goal(lang).into(),
        Text::WrongAnswer => wrong_answer(lang).into(),
        Text::LessonMiss(miss) => super::explain::lesson_miss(lang, *miss),
        Text::AlreadySolved { last: false } => already_solved(lang).into(),
        Text::AlreadySolved { last: true } => already_solved_last(lang).into(),
        Text::StageComplete => stage_complete(lang).into(),
        Text::PreviousExercise => previous_exercise(lang).into(),
        Text::SkipExercise => skip_exercise(lang).into(),
        Text::RetryExercise => retry_exercise(lang).into(),
        Text::NextExercise => next_exercise(lang).into(),
        Text::NextLesson(title) => next_lesson(lang, NextLesson { lesson: title }),
        Text::BackToMap => back_to_map(lang).into(),
        Text::AnswerName(a) => match a {
            Answer::Check => answer_check(lang),
            Answer::Checkmate => answer_checkmate(lang),
            Answer::Stalemate => answer_stalemate(lang),
            Answer::DeadPosition => answer_dead_position(lang),
            Answer::Nothing => answer_nothing(lang),
        }
        .into(),
        Text::StarHere => star_here(lang).into(),
        Text::RulesInForce(rules) => rules_badge(lang, rules),
        Text::ConfirmNewGame => confirm_new_game(lang).into(),
        Text::ConfirmLinkGame => confirm_link_game(lang).into(),
        Text::ConfirmLinkGameTeacher => confirm_link_game_teacher(lang).into(),
        Text::GameNotKept => game_not_kept(lang).into(),
        Text::SavedGameNotKept => saved_game_not_kept(lang).into(),
        Text::StorageLate => storage_late(lang).into(),
        Text::SavedGameKept => saved_game_kept(lang).into(),
        Text::KeptGamesTitle => kept_games_title(lang).into(),
        Text::OpenKeptGame => open_kept_game(lang).into(),
        Text::KeptGame {
            white,
            black,
            moves,
        } => kept_game(
            lang,
            KeptGame {
                white: &name_or_side(lang, white, Color::White),
                black: &name_or_side(lang, black, Color::Black),
                moves: *moves as u64,
            },
        ),
        Text::ConfirmResign { side, name } => confirm_resign(
            lang,
            ConfirmResign {
                player: &player(lang, *side, name),
            },
        ),
        Text::WhoResigns => who_resigns(lang).into(),
        Text::WhoOffersDraw => who_offers_draw(lang).into(),
        Text::ConfirmTakeBackAfterEnd => confirm_take_back_after_end(lang).into(),
        Text::ConfirmYes => confirm_yes(lang).into(),
        Text::ConfirmNo => confirm_no(lang).into(),
        Text::LockNewGame => lock_new_game(lang).into(),
        Text::SaveAndNewGame => save_and_new_game(lang).into(),
        Text::BoundPiece => bound_piece(lang).into(),
        Text::ResetProgress => reset_progress(lang).into(),
        Text::ProgressReset => progress_reset(lang).into(),
        Text::ProgressDamaged => progress_damaged(lang).into(),
        Text::GameRecordButton => game_record_button(lang).into(),
        Text::GameRecordTitle => game_record_title(lang).into(),
        Text::ExportHint => export_hint(lang).into(),
        Text::ImportLabel => import_label(lang).into(),
        Text::ImportButton => import_button(lang).into(),
        Text::Pgn(e) => pgn_problem_text(lang, e),
        Text::MistakeComment { mistake: m, name } => mistake_comment(
            lang,
            MistakeComment {
                player: &player(lang, m.side, name),
                reason: reason_name(lang, m.reason),
                counted: if m.counted { "yes" } else { "no" },
            },
        ),
        Text::Played { side, mv } => super::explain::played(lang, *side, mv),
        Text::DescribeButton => describe_button(lang).into(),
        Text::PositionDescription { turn, pieces } => {
            let side = |c: Color| {
                let groups: Vec<String> = pieces
                    .iter()
                    .filter(|g| g.color == c)
                    .map(|g| {
                        let squares: Vec<String> =
                            g.squares.iter().map(|s| s.to_string()).collect();
                        position_group(
                            lang,
                            PositionGroup {
                                piece: piece(g.role),
                                count: g.squares.len() as u64,
                                squares: &listed(lang, &squares),
                            },
                        )
                    })
                    .collect();
                position_side(
                    lang,
                    PositionSide {
                        side: colour(c),
                        groups: &groups.join("; "),
                    },
                )
            };
            position_description(
                lang,
                PositionDescription {
                    white: &side(Color::White),
                    black: &side(Color::Black),
                    turn: colour(*turn),
                },
            )
        }
        Text::ReadAloud => read_aloud(lang).into(),
        Text::AutoRead => auto_read(lang).into(),
        Text::HighContrast => high_contrast(lang).into(),
        Text::Refused(r) => super::explain::refused(lang, r),
        Text::Moment(m) => super::explain::moment(lang, m),
        Text::Arbiter { side, verdict } => super::explain::arbiter(lang, *side, *verdict),
        Text::TeacherButton => teacher_button(lang).into(),
        Text::TeacherTitle => teacher_title(lang).into(),
        Text::ChoosePin => choose_pin(lang).into(),
        Text::RepeatPin => repeat_pin(lang).into(),
        Text::EnterPin => enter_pin(lang).into(),
        Text::SetPin => set_pin(lang).into(),
        Text::Unlock => unlock(lang).into(),
        Text::Pin(e) => match e {
            PinError::NotFourDigits => pin_not_four_digits(lang).into(),
            PinError::Mismatch => pin_mismatch(lang).into(),
            PinError::Wrong(NextTry::Now { tries_left }) => pin_wrong(
                lang,
                PinWrong {
                    tries: u64::from(*tries_left),
                },
            ),
            PinError::Wrong(NextTry::After { seconds }) => pin_wrong_wait(
                lang,
                PinWrongWait {
                    seconds: &number(seconds),
                },
            ),
            PinError::ChosenElsewhere => pin_chosen_elsewhere(lang).into(),
            PinError::Unreadable => pin_unreadable(lang).into(),
            PinError::Wait { seconds } => pin_wait(
                lang,
                PinWait {
                    seconds: &number(seconds),
                },
            ),
        },
        Text::FirstPinNote => first_pin_note(lang).into(),
        Text::RecoveryCodeNote => recovery_code_note(lang).into(),
        Text::RecoveryCodeDone => recovery_code_done(lang).into(),
        Text::ForgotPin => forgot_pin(lang).into(),
        Text::LockRecoveryOnly => lock_recovery_only(lang).into(),
        Text::LockFromCopy => lock_from_copy(lang).into(),
        Text::RecoveryCodeLabel => recovery_code_label(lang).into(),
        Text::UseRecoveryCode => use_recovery_code(lang).into(),
        Text::PolicyName(kind) => policy_name(lang, *kind).into(),
        Text::PolicyRule(kind) => match kind {
            PresetKind::Practice => policy_rule_practice(lang),
            PresetKind::School => policy_rule_school(lang),
            PresetKind::Fide2009 => policy_rule_fide2009(lang),
            PresetKind::FideToday => policy_rule_fide_today(lang),
            PresetKind::ClassicBlitz => policy_rule_classic_blitz(lang),
            PresetKind::Custom => policy_rule_custom(lang),
        }
        .into(),
        Text::RulesForNewGames => rules_for_new_games(lang).into(),
        Text::CustomLimit => custom_limit(lang).into(),
        Text::CustomPenalty => custom_penalty(lang).into(),
        Text::CustomLoses => custom_loses(lang).into(),
        Text::SchoolLimit => school_limit(lang).into(),
        Text::TouchMoveSetting => touch_move_setting(lang).into(),
        Text::ClaimModeSetting => claim_mode_setting(lang).into(),
        Text::ClaimButton => claim_button(lang).into(),
        Text::WrongClaim => wrong_claim(lang).into(),
        Text::DeclareDrawClaim => declare_draw_claim(lang).into(),
        Text::RecommendDraw => recommend_draw(lang).into(),
        Text::RecommendDrawHint => recommend_draw_hint(lang).into(),
        Text::DeclaringDraw => declaring_draw(lang).into(),
        Text::WrongDrawClaim {
            times_seen,
            moves_each,
            penalty,
        } => wrong_draw_claim(
            lang,
            WrongDrawClaim {
                times: *times_seen as u64,
                moves: u64::from(*moves_each),
                penalty: &penalty.map_or(String::new(), |minutes| {
                    wrong_draw_claim_penalty(
                        lang,
                        WrongDrawClaimPenalty {
                            minutes: &number(&minutes),
                        },
                    )
                }),
            },
        ),
        Text::UndoAllowed => undo_allowed(lang).into(),
        Text::ShowDots => show_dots(lang).into(),
        Text::SaveSettings => save_settings(lang).into(),
        Text::SettingsSaved => settings_saved(lang).into(),
        Text::RulesNotSaved => rules_not_saved(lang).into(),
        Text::RulesUnsavedQuestion => rules_unsaved_question(lang).into(),
        Text::SaveAndClose => save_and_close(lang).into(),
        Text::CloseWithoutSaving => close_without_saving(lang).into(),
        Text::KeepEditing => keep_editing(lang).into(),
        Text::SettingsNotKept(why) => settings_not_kept(
            lang,
            SettingsNotKept {
                why: store_problem(lang, *why),
            },
        ),
        Text::NotesNotKept(why) => notes_not_kept(
            lang,
            NotesNotKept {
                why: store_problem(lang, *why),
            },
        ),
        Text::SettingsDamaged => settings_damaged(lang).into(),
        Text::Adjudicate => adjudicate(lang).into(),
        Text::AdjudicateDraw => adjudicate_draw(lang).into(),
        Text::AdjudicateWin(c) => adjudicate_win(lang, AdjudicateWin { side: colour(*c) }),
        Text::TeacherContinue => teacher_continue(lang).into(),
        Text::TeacherContinueRecount => teacher_continue_recount(lang).into(),
        Text::CalledTitle => called_title(lang).into(),
        Text::PressClock => press_clock(lang).into(),
        Text::TakeBackDecision => take_back_decision(lang).into(),
        Text::PressClockPrompt(side) => press_clock_prompt(
            lang,
            PressClockPrompt {
                side: colour(*side),
            },
        ),
        Text::PressModeNote => press_mode_note(lang).into(),
        Text::PlayOnTitle => play_on_title(lang).into(),
        Text::PlayOnHint => play_on_hint(lang).into(),
        Text::PlayOnAhead(side) => play_on_ahead(
            lang,
            PlayOnAhead {
                side: colour(*side),
            },
        ),
        Text::PlayOnBalanced => play_on_balanced(lang).into(),
        Text::PlayOnLimit => play_on_limit(lang).into(),
        Text::Adjudicating { ahead, limit } => adjudicating(
            lang,
            Adjudicating {
                side: colour(*ahead),
                limit: &number(limit),
                other: colour(!*ahead),
            },
        ),
        Text::CalledWhy(side) => called_why(
            lang,
            CalledWhy {
                side: colour(*side),
            },
        ),
        Text::AttemptLine { mistake: m, at } => {
            let reason = reason_name(lang, m.reason);
            let line = match m.attempt {
                Some(a) => attempt_line(
                    lang,
                    AttemptLine {
                        number: &number(&m.move_number),
                        piece: piece(a.piece),
                        from: &a.from.to_string(),
                        to: &a.to.to_string(),
                        reason,
                    },
                ),
                None => attempt_line_unknown(
                    lang,
                    AttemptLineUnknown {
                        number: &number(&m.move_number),
                        reason,
                    },
                ),
            };
            match at {
                Some(t) => attempt_line_at(
                    lang,
                    AttemptLineAt {
                        time: &format!("{:02}:{:02}", t.hour, t.minute),
                        line: &line,
                    },
                ),
                None => line,
            }
        }
        Text::GivePenalty { to, minutes } => give_penalty(
            lang,
            GivePenalty {
                side: colour(*to),
                minutes: &number(minutes),
            },
        ),
        Text::TeacherNeeded(c) => teacher_needed(lang, TeacherNeeded { side: colour(*c) }),
        Text::MistakeLog => mistake_log(lang).into(),
        Text::NoMistakes => no_mistakes(lang).into(),
        Text::MistakeSummary { side, name, counts } => mistake_summary(
            lang,
            MistakeSummary {
                player: &player(lang, *side, name),
                counts: &counts
                    .iter()
                    .map(|(code, n)| format!("{n} × {}", reason_name(lang, *code)))
                    .collect::<Vec<_>>()
                    .join(", "),
            },
        ),
        Text::LateTableTitle => late_table_title(lang).into(),
        Text::BaseMinutes => base_minutes(lang).into(),
        Text::BasisMoves => basis_moves(lang).into(),
        Text::IncrementSeconds => increment_seconds(lang).into(),
        Text::MovesPlayed => moves_played(lang).into(),
        Text::LateTableResult(table) => late_table(lang, table),
        Text::ClockSetting => clock_setting(lang).into(),
        Text::NoClock => no_clock(lang).into(),
        Text::ClockPreset(t) => clock_preset(
            lang,
            ClockPreset {
                minutes: &number(&(t.base_seconds / 60)),
                seconds: &number(&t.increment_seconds),
            },
        ),
        Text::PauseClock => pause_clock(lang).into(),
        Text::ResumeClock => resume_clock(lang).into(),
        Text::Close => close(lang).into(),
        Text::PlayComputer => play_computer(lang).into(),
        Text::ComputerTitle => computer_title(lang).into(),
        Text::ChooseLevel => choose_level(lang).into(),
        Text::ComputerName(level) => computer_name(
            lang,
            ComputerName {
                level: &number(level),
            },
        ),
        Text::LevelAbout(level) => match level {
            1 | 2 => level_learning(lang),
            3 | 4 => level_better(lang),
            5 | 6 => level_good(lang),
            _ => level_strong(lang),
        }
        .into(),
        Text::ChooseYourPieces => choose_your_pieces(lang).into(),
        Text::PiecesOf(side) => pieces_of(
            lang,
            PiecesOf {
                side: colour(*side),
            },
        ),
        Text::StartFrom => start_from(lang).into(),
        Text::FromStart => from_start(lang).into(),
        Text::FromHere => from_here(lang).into(),
        Text::StartComputerGame => start_computer_game(lang).into(),
        Text::AgainstComputer { level, pupil } => against_computer(
            lang,
            AgainstComputer {
                side: colour(*pupil),
                level: &number(level),
            },
        ),
        Text::ComputerThinking(level) => computer_thinking(
            lang,
            ComputerThinking {
                level: &number(level),
            },
        ),
        Text::ComputerTurn => computer_turn(lang).into(),
        Text::ComputerMoment(m) => super::explain::computer_moment(lang, m),
        Text::TakeBackOffer => take_back_offer(lang).into(),
        Text::TakeBackOfferPiece { piece: role, at } => take_back_offer_piece(
            lang,
            TakeBackOfferPiece {
                piece: piece(*role),
                square: &at.to_string(),
            },
        ),
        Text::TakeItBack => take_it_back(lang).into(),
        Text::KeepMyMove => keep_my_move(lang).into(),
        Text::HintButton => hint_button(lang).into(),
        Text::Hint(h) => super::explain::hint(lang, h),
        Text::HintsAllowed => hints_allowed(lang).into(),
        Text::PlayAgain => play_again(lang).into(),
        Text::ChangeLevel => change_level(lang).into(),
        Text::PupilModeTitle => pupil_mode_title(lang).into(),
        Text::PupilMode => pupil_mode(lang).into(),
        Text::PupilModeWayBack => pupil_mode_way_back(lang).into(),
        Text::TeacherCorner => teacher_corner(lang).into(),
        Text::ComputerUnavailable => computer_unavailable(lang).into(),
        Text::HowItMovesButton => how_it_moves_button(lang).into(),
        Text::HowItMovesHint => how_it_moves_hint(lang).into(),
        Text::HowItMoves(role) => super::explain::how_it_moves(lang, *role),
    }
}
