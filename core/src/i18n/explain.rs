//! What the board explains (a refused move, what just happened, how a piece
//! moves, a lesson's miss, a hint, the arbiter's count, a game's end),
//! written in `locales/<code>/explain.ftl`. The pieces, colours and sides go
//! to the messages as words each language chooses by (`queen`, `white`), so
//! a language whose words agree with the piece ("la torre", "el alfil")
//! says so in its own file.

use shakmaty::{CastlingSide, Color, Move, Piece, Role, Square};

use super::Lang;
use crate::arbiter::Verdict;
use crate::computer::hint::{Hint, HintReason};
use crate::end::GameEnd;
use crate::explain::{Reason, Refusal};
use crate::game::DrawClaim;
use crate::misses::Miss;
use crate::moments::Moment;

/// The texts, from `locales/<code>/explain.ftl`.
mod messages {
    use super::Lang;
    include!(concat!(env!("OUT_DIR"), "/ftl_explain.rs"));
}

use messages::*;

/// A piece's kind as the messages choose by it.
pub(super) fn piece(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    }
}

/// A colour or a side as the messages choose by it.
pub(super) fn colour(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The side of the board a castling goes to.
pub(super) fn wing(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "king",
        CastlingSide::QueenSide => "queen",
    }
}

/// Whether a piece in the way is the mover's own.
fn own(piece: Piece, mover: Color) -> &'static str {
    if piece.color == mover { "yes" } else { "no" }
}

fn square(square: Square) -> String {
    square.to_string()
}

/// How a game ended.
pub fn game_end(lang: Lang, end: GameEnd) -> String {
    let won = |winner: Color| (colour(winner), colour(!winner));
    match end {
        GameEnd::Checkmate { winner } => end_checkmate(
            lang,
            EndCheckmate {
                winner: colour(winner),
            },
        ),
        GameEnd::Resignation { winner } => {
            let (winner, loser) = won(winner);
            end_resignation(lang, EndResignation { loser, winner })
        }
        GameEnd::ResignationNoMate { resigned } => {
            let (winner, loser) = won(!resigned);
            end_resignation_no_mate(lang, EndResignationNoMate { loser, winner })
        }
        GameEnd::Stalemate => end_stalemate(lang).into(),
        GameEnd::InsufficientMaterial => end_insufficient_material(lang).into(),
        GameEnd::Threefold => end_threefold(lang).into(),
        GameEnd::FiftyMoves => end_fifty_moves(lang).into(),
        GameEnd::Fivefold => end_fivefold(lang).into(),
        GameEnd::SeventyFiveMoves => end_seventy_five_moves(lang).into(),
        GameEnd::Agreement => end_agreement(lang).into(),
        GameEnd::DrawRecommended => end_draw_recommended(lang).into(),
        GameEnd::IllegalMoves { winner } => {
            let (winner, loser) = won(winner);
            end_illegal_moves(lang, EndIllegalMoves { loser, winner })
        }
        GameEnd::IllegalMove {
            winner,
            king_left_in_check,
        } => {
            let (winner, loser) = won(winner);
            if king_left_in_check {
                end_king_left_in_check(lang, EndKingLeftInCheck { loser, winner })
            } else {
                end_one_illegal_move(lang, EndOneIllegalMove { loser, winner })
            }
        }
        GameEnd::IllegalMovesNoMate => end_illegal_moves_no_mate(lang).into(),
        GameEnd::Adjudication {
            winner: Some(w),
            ahead: Some(a),
        } if w == a => end_played_on_won(lang, EndPlayedOnWon { winner: colour(w) }),
        GameEnd::Adjudication {
            winner: None,
            ahead: Some(a),
        } => end_played_on_drawn(lang, EndPlayedOnDrawn { side: colour(a) }),
        GameEnd::Adjudication {
            winner: Some(w), ..
        } => end_adjudicated_won(lang, EndAdjudicatedWon { winner: colour(w) }),
        GameEnd::Adjudication { winner: None, .. } => end_adjudicated_drawn(lang).into(),
        GameEnd::AdjudicationIllegalMoves { ahead, offender } if ahead == offender => {
            end_played_on_illegal_ahead(
                lang,
                EndPlayedOnIllegalAhead {
                    side: colour(ahead),
                },
            )
        }
        GameEnd::AdjudicationIllegalMoves { ahead, offender } => end_played_on_illegal_behind(
            lang,
            EndPlayedOnIllegalBehind {
                loser: colour(offender),
                winner: colour(ahead),
            },
        ),
        GameEnd::Flag { winner } => {
            let (winner, loser) = won(winner);
            end_flag(lang, EndFlag { loser, winner })
        }
        GameEnd::FlagNoMate => end_flag_no_mate(lang).into(),
        GameEnd::BothFlags => end_both_flags(lang).into(),
    }
}

/// How a piece moves, in one sentence.
pub fn pattern(lang: Lang, role: Role) -> &'static str {
    match role {
        Role::King => pattern_king(lang),
        Role::Queen => pattern_queen(lang),
        Role::Rook => pattern_rook(lang),
        Role::Bishop => pattern_bishop(lang),
        Role::Knight => pattern_knight(lang),
        Role::Pawn => pattern_pawn(lang),
    }
}

/// The "?" button's answer for a piece.
pub fn how_it_moves(lang: Lang, role: Role) -> String {
    messages::how_it_moves(
        lang,
        HowItMoves {
            piece: piece(role),
            pattern: pattern(lang, role),
        },
    )
}

/// Why a move is refused, said to the child who tried it.
pub fn refused(lang: Lang, r: &Refusal) -> String {
    let mover = r.piece.color;
    let me = piece(r.piece.role);
    let to = &r.to.map(square).unwrap_or_default();
    match r.reason {
        Reason::ClockNotPressed { mover: m } if m == mover => refused_press_the_clock(lang).into(),
        Reason::ClockNotPressed { mover: m } => {
            refused_clock_not_pressed(lang, RefusedClockNotPressed { side: colour(m) })
        }
        Reason::NotYourTurn => refused_not_your_turn(
            lang,
            RefusedNotYourTurn {
                side: colour(!mover),
                colour: colour(mover),
            },
        ),
        Reason::GameOver { end } => refused_game_over(
            lang,
            RefusedGameOver {
                end: &game_end(lang, end),
            },
        ),
        Reason::OwnPieceOnTarget { target } => refused_own_piece_on_target(
            lang,
            RefusedOwnPieceOnTarget {
                target: piece(target),
                to,
            },
        ),
        Reason::WrongPattern => refused_wrong_pattern(
            lang,
            RefusedWrongPattern {
                piece: me,
                pattern: pattern(lang, r.piece.role),
            },
        ),
        Reason::PathBlocked { blocker, blocking } => refused_path_blocked(
            lang,
            RefusedPathBlocked {
                piece: me,
                own: own(blocking, mover),
                blocking: piece(blocking.role),
                blocker: &square(blocker),
            },
        ),
        Reason::PawnStraightCapture { target } => refused_pawn_straight_capture(
            lang,
            RefusedPawnStraightCapture {
                own: own(target, mover),
                target: piece(target.role),
                to,
            },
        ),
        Reason::PawnDiagonalEmpty => {
            refused_pawn_diagonal_empty(lang, RefusedPawnDiagonalEmpty { to })
        }
        Reason::PawnDoubleStepLate => refused_pawn_double_step_late(lang).into(),
        Reason::EnPassantExpired { pawn } => refused_en_passant_expired(
            lang,
            RefusedEnPassantExpired {
                pawn: &square(pawn),
            },
        ),
        Reason::KingIntoCheck {
            attacker,
            attacking,
        } => refused_king_into_check(
            lang,
            RefusedKingIntoCheck {
                to,
                attacking: piece(attacking),
                attacker: &square(attacker),
            },
        ),
        Reason::PinnedPiece {
            pinner,
            pinning,
            king,
        } => refused_pinned_piece(
            lang,
            RefusedPinnedPiece {
                piece: me,
                from: &square(r.from),
                king: &square(king),
                pinning: piece(pinning),
                pinner: &square(pinner),
            },
        ),
        Reason::MustEscapeCheck { double: true, .. } => refused_double_check(lang).into(),
        Reason::MustEscapeCheck {
            checker, checking, ..
        } => refused_must_escape_check(
            lang,
            RefusedMustEscapeCheck {
                checking: piece(checking),
                checker: &square(checker),
            },
        ),
        Reason::CastlingKingMoved => refused_castling_king_moved(lang).into(),
        Reason::CastlingRookMoved => refused_castling_rook_moved(lang).into(),
        Reason::CastlingNotAllowed => refused_castling_not_allowed(lang).into(),
        Reason::CastlingInCheck { checker, checking } => refused_castling_in_check(
            lang,
            RefusedCastlingInCheck {
                checking: piece(checking),
                checker: &square(checker),
            },
        ),
        Reason::CastlingThroughCheck {
            square: over,
            attacker,
            attacking,
        } => refused_castling_through_check(
            lang,
            RefusedCastlingThroughCheck {
                square: &square(over),
                attacking: piece(attacking),
                attacker: &square(attacker),
            },
        ),
        Reason::CastlingIntoCheck {
            square: onto,
            attacker,
            attacking,
        } => refused_castling_into_check(
            lang,
            RefusedCastlingIntoCheck {
                square: &square(onto),
                attacking: piece(attacking),
                attacker: &square(attacker),
            },
        ),
        Reason::CastlingBlocked { blocker, blocking } => refused_castling_blocked(
            lang,
            RefusedCastlingBlocked {
                own: own(blocking, mover),
                blocking: piece(blocking.role),
                blocker: &square(blocker),
            },
        ),
        Reason::TeacherNeeded => refused_teacher_needed(lang).into(),
        Reason::TouchMove {
            touched,
            role,
            capture: false,
        } => refused_touch_move(
            lang,
            RefusedTouchMove {
                touched_piece: piece(role),
                touched: &square(touched),
            },
        ),
        Reason::TouchMove {
            touched,
            role,
            capture: true,
        } => refused_touch_capture_it(
            lang,
            RefusedTouchCaptureIt {
                touched_piece: piece(role),
                touched: &square(touched),
            },
        ),
        Reason::TouchCapture {
            piece: touched,
            role,
            target,
            captured,
        } => refused_touch_capture_with(
            lang,
            RefusedTouchCaptureWith {
                touched_piece: piece(role),
                touched: &square(touched),
                captured: piece(captured),
                target: &square(target),
            },
        ),
        Reason::KingCapture => refused_king_capture(lang).into(),
    }
}

/// What just happened on the board.
pub fn moment(lang: Lang, m: &Moment) -> String {
    match *m {
        Moment::Ended(GameEnd::Checkmate { winner }) => moment_checkmate(
            lang,
            MomentCheckmate {
                colour: colour(!winner),
                winner: colour(winner),
            },
        ),
        Moment::Stalemated { side } => {
            moment_stalemate(lang, MomentStalemate { side: colour(side) })
        }
        Moment::Ended(GameEnd::InsufficientMaterial) => moment_insufficient_material(lang).into(),
        Moment::Ended(GameEnd::Fivefold) => moment_fivefold(lang).into(),
        Moment::Ended(GameEnd::SeventyFiveMoves) => moment_seventy_five_moves(lang).into(),
        Moment::Ended(end) => game_end(lang, end),
        Moment::Castled { side, color } => moment_castled(
            lang,
            MomentCastled {
                side: colour(color),
                wing: wing(side),
            },
        ),
        Moment::EnPassant { captured, .. } => moment_en_passant(
            lang,
            MomentEnPassant {
                captured: &square(captured),
            },
        ),
        Moment::Promotion {
            role,
            queen_stalemates,
            ..
        } => {
            let mut said = moment_promotion(lang, MomentPromotion { piece: piece(role) });
            if role != Role::Queen {
                said.push(' ');
                said.push_str(moment_promotion_any_piece(lang));
            }
            if queen_stalemates {
                said.push(' ');
                said.push_str(moment_promotion_not_queen(lang));
            }
            said
        }
        Moment::Check { double: true, .. } => moment_double_check(lang).into(),
        Moment::Check {
            checker, checking, ..
        } => moment_check(
            lang,
            MomentCheck {
                checking: piece(checking),
                checker: &square(checker),
            },
        ),
        Moment::DrawClaimable(DrawClaim::Threefold) => moment_threefold(lang).into(),
        Moment::DrawClaimable(DrawClaim::FiftyMoves) => moment_fifty_moves(lang).into(),
    }
}

/// The computer's castling, en passant or promotion, told to the pupil.
pub fn computer_moment(lang: Lang, m: &Moment) -> String {
    match *m {
        Moment::Castled { side, .. } => {
            computer_castled(lang, ComputerCastled { wing: wing(side) })
        }
        Moment::EnPassant { captured, .. } => computer_en_passant(
            lang,
            ComputerEnPassant {
                captured: &square(captured),
            },
        ),
        Moment::Promotion { role, .. } => {
            computer_promotion(lang, ComputerPromotion { piece: piece(role) })
        }
        ref other => moment(lang, other),
    }
}

/// A move read aloud.
pub fn played(lang: Lang, side: Color, mv: &Move) -> String {
    let side = colour(side);
    match *mv {
        Move::Castle { king, rook } => {
            let wing = if rook.file() > king.file() {
                "king"
            } else {
                "queen"
            };
            played_castles(lang, PlayedCastles { side, wing })
        }
        Move::EnPassant { from, to } => played_en_passant(
            lang,
            PlayedEnPassant {
                side,
                from: &square(from),
                to: &square(to),
            },
        ),
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => messages::played(
            lang,
            Played {
                side,
                piece: piece(role),
                from: &square(from),
                to: &square(to),
                taken: capture.map_or("none", piece),
                promotion: promotion.map_or("none", piece),
            },
        ),
        Move::Put { role, to } => played_put(
            lang,
            PlayedPut {
                side,
                piece: piece(role),
                to: &square(to),
            },
        ),
    }
}

/// A lesson's exercise done another way than it asks.
pub fn lesson_miss(lang: Lang, miss: Miss) -> String {
    match miss {
        Miss::WrongPiece { hunter, .. } => miss_wrong_piece(
            lang,
            MissWrongPiece {
                piece: piece(hunter),
            },
        ),
        Miss::NoCheck { color, king } => miss_no_check(
            lang,
            MissNoCheck {
                colour: colour(color),
                king: &square(king),
            },
        ),
        Miss::NotMate {
            color,
            escape: Some(escape),
            ..
        } => miss_not_mate_escape(
            lang,
            MissNotMateEscape {
                colour: colour(color),
                escape: &square(escape),
            },
        ),
        Miss::NotMate { color, .. } => miss_not_mate(
            lang,
            MissNotMate {
                side: colour(color),
            },
        ),
        Miss::Stalemate { color, .. } => miss_stalemate(
            lang,
            MissStalemate {
                side: colour(color),
            },
        ),
        Miss::DeadPosition => miss_dead_position(lang).into(),
        Miss::OtherPiece { asked } => miss_other_piece(
            lang,
            MissOtherPiece {
                piece: piece(asked),
            },
        ),
        Miss::NotCastling { .. } => miss_not_castling(lang).into(),
        Miss::NotEnPassant { pawn } => miss_not_en_passant(
            lang,
            MissNotEnPassant {
                pawn: &square(pawn),
            },
        ),
        Miss::NoCapture => miss_no_capture(lang).into(),
        Miss::Attacked { color, king } => miss_attacked(
            lang,
            MissAttacked {
                colour: colour(color),
                king: &square(king),
            },
        ),
        Miss::InCheck { color, king } => miss_in_check(
            lang,
            MissInCheck {
                colour: colour(color),
                king: &square(king),
            },
        ),
        Miss::CanMove {
            color,
            piece: standing,
        } => miss_can_move(
            lang,
            MissCanMove {
                side: colour(color),
                square: &square(standing),
            },
        ),
        Miss::MateIsPossible {
            piece: standing,
            role,
        } => miss_mate_is_possible(
            lang,
            MissMateIsPossible {
                piece: piece(role),
                square: &square(standing),
            },
        ),
        Miss::NotTheGoal => miss_not_the_goal(lang).into(),
        Miss::WrongAnswer => miss_wrong_answer(lang).into(),
    }
}

/// A hint's one sentence: what to do and why.
pub fn hint(lang: Lang, h: &Hint) -> String {
    let (mover, from, to) = (piece(h.role), &square(h.from), &square(h.to));
    match h.reason {
        HintReason::Mates => hint_mates(
            lang,
            HintMates {
                piece: mover,
                from,
                to,
            },
        ),
        HintReason::Promotes => hint_promotes(lang, HintPromotes { from, to }),
        HintReason::Captures(victim) => hint_captures(
            lang,
            HintCaptures {
                victim: piece(victim),
                to,
                piece: mover,
            },
        ),
        HintReason::Escapes => hint_escapes(
            lang,
            HintEscapes {
                piece: mover,
                from,
                to,
            },
        ),
        HintReason::Castles => hint_castles(lang).into(),
        HintReason::Good => hint_good(
            lang,
            HintGood {
                piece: mover,
                from,
                to,
            },
        ),
    }
}

/// What the arbiter decided about a counted illegal move by `side`.
pub fn arbiter(lang: Lang, side: Color, verdict: Verdict) -> String {
    match verdict {
        Verdict::NotCounted => String::new(),
        Verdict::Counted { count, tolerated } => arbiter_counted(
            lang,
            ArbiterCounted {
                side: colour(side),
                count: u64::from(count),
                tolerated: &tolerated.to_string(),
            },
        ),
        Verdict::Penalty {
            count,
            limit,
            minutes,
        } => arbiter_penalty(
            lang,
            ArbiterPenalty {
                side: colour(side),
                count: u64::from(count),
                limit: &limit.to_string(),
                other: colour(!side),
                minutes: u64::from(minutes),
            },
        ),
        Verdict::Loses { .. } => arbiter_loses(lang).into(),
        Verdict::AsksTeacher { offender } => arbiter_asks_teacher(
            lang,
            ArbiterAsksTeacher {
                side: colour(offender),
            },
        ),
    }
}
