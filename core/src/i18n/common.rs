//! Words several screens share (dates, why the device kept nothing, the
//! rules' short names), written in `locales/<code>/common.ftl`.

use super::Lang;
use crate::arbiter::PresetKind;
use crate::explain::ReasonKind;
use crate::heading::Date;
use crate::records::StoreError;

/// The texts, from `locales/<code>/common.ftl`.
mod messages {
    use super::Lang;
    include!(concat!(env!("OUT_DIR"), "/ftl_common.rs"));
}

/// A day written out ("8 November 2026").
pub fn long_date(lang: Lang, date: Date) -> String {
    messages::long_date(
        lang,
        messages::LongDate {
            day: &date.day.to_string(),
            month: u64::from(date.month),
            year: &date.year.to_string(),
        },
    )
}

/// Why the device did not keep something, as a clause.
pub fn store_problem(lang: Lang, why: StoreError) -> &'static str {
    use messages::*;
    match why {
        StoreError::Full => store_full(lang),
        StoreError::Unavailable => store_unavailable(lang),
        StoreError::AsideUnreadable => store_aside_unreadable(lang),
    }
}

/// A rule's short name, for the teacher's lists of mistakes.
pub fn reason_name(lang: Lang, kind: ReasonKind) -> &'static str {
    use messages::*;
    match kind {
        ReasonKind::TeacherNeeded => reason_teacher_needed(lang),
        ReasonKind::GameOver => reason_game_over(lang),
        ReasonKind::NotYourTurn => reason_not_your_turn(lang),
        ReasonKind::OwnPieceOnTarget => reason_own_piece_on_target(lang),
        ReasonKind::WrongPattern => reason_wrong_pattern(lang),
        ReasonKind::PathBlocked => reason_path_blocked(lang),
        ReasonKind::PawnStraightCapture => reason_pawn_straight_capture(lang),
        ReasonKind::PawnDiagonalEmpty => reason_pawn_diagonal_empty(lang),
        ReasonKind::PawnDoubleStepLate => reason_pawn_double_step_late(lang),
        ReasonKind::EnPassantExpired => reason_en_passant_expired(lang),
        ReasonKind::KingIntoCheck => reason_king_into_check(lang),
        ReasonKind::PinnedPiece => reason_pinned_piece(lang),
        ReasonKind::MustEscapeCheck => reason_must_escape_check(lang),
        ReasonKind::CastlingKingMoved => reason_castling_king_moved(lang),
        ReasonKind::CastlingRookMoved => reason_castling_rook_moved(lang),
        ReasonKind::CastlingNotAllowed => reason_castling_not_allowed(lang),
        ReasonKind::CastlingInCheck => reason_castling_in_check(lang),
        ReasonKind::CastlingThroughCheck => reason_castling_through_check(lang),
        ReasonKind::CastlingIntoCheck => reason_castling_into_check(lang),
        ReasonKind::CastlingBlocked => reason_castling_blocked(lang),
        ReasonKind::TouchMove => reason_touch_move(lang),
        ReasonKind::ClockNotPressed => reason_clock_not_pressed(lang),
        ReasonKind::KingCapture => reason_king_capture(lang),
    }
}

/// "Ana, Bruno and Carla": the last joined by the language's "and".
pub fn listed(lang: Lang, said: &[String]) -> String {
    match said.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => messages::list_and(
            lang,
            messages::ListAnd {
                rest: &rest.join(", "),
                last,
            },
        ),
        None => String::new(),
    }
}

/// A number written with the language's decimal mark ("1.5" → "1,5").
pub fn decimal(lang: Lang, number: &str) -> String {
    number.replace('.', messages::decimal_mark(lang))
}

/// A preset of the teacher's rules by its name.
pub fn policy_name(lang: Lang, kind: PresetKind) -> &'static str {
    use messages::*;
    match kind {
        PresetKind::Practice => policy_practice(lang),
        PresetKind::School => policy_school(lang),
        PresetKind::Fide2009 => policy_fide2009(lang),
        PresetKind::FideToday => policy_fide_today(lang),
        PresetKind::ClassicBlitz => policy_classic_blitz(lang),
        PresetKind::Custom => policy_custom(lang),
    }
}

/// The language's name in itself ("Español").
pub fn language_name(lang: Lang) -> &'static str {
    messages::language_name(lang)
}
