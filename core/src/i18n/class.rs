//! The class screens' texts (in the teacher's wasm, like the
//! tournament's). Both languages are here; the `match` on the language
//! makes a new one add its texts too.

use super::Lang;
use crate::class::file::FileError;
use crate::class::{Outcome, Trend};
use crate::explain::ReasonKind;
use crate::heading::{Date, isolated};
use crate::records::StoreError;
use crate::sync::removal::{Removal, Stage};

/// Whom a pupil's game was against, as the screen names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Against {
    Classmate(String),
    /// A classmate deleted since, with everything about them.
    FormerClassmate,
    Computer(u8),
    Guest,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassText {
    Title,
    /// The classes kept on this device.
    Classes,
    NewClass,
    ClassNameLabel,
    ListLabel,
    ListHint,
    Save,
    DeleteClass,
    ConfirmDelete,
    Saved,
    /// Saved, with pupils who shared a name told apart: their names now.
    SavedToldApart(Vec<String>),
    NoClassName,
    NoPupils,
    /// A change that would take the book past its limits: refused.
    TooManyChanges,
    /// A change the device could not keep, and why: it stays on screen.
    NotSaved(StoreError),
    /// The grid's caption: each pupil's stars in each lesson.
    StarsTitle,
    PupilColumn,
    /// "7 of 12 stars".
    StageStars {
        got: u32,
        of: u32,
    },
    /// A pupil's rules broken in the last two weeks.
    RulesTitle(String),
    NoRulesBroken,
    RuleCount {
        reason: ReasonKind,
        count: u32,
        trend: Trend,
    },
    WhatToTeach,
    PupilsBreakIt {
        reason: ReasonKind,
        pupils: usize,
    },
    ProjectLesson,
    NothingToTeach,
    /// Between tablets.
    ShareTitle,
    Export,
    ImportLabel,
    /// What an import added.
    /// A file that only changed names, groups or classes: how many.
    MergedChanges(usize),
    /// The book kept on this device cannot be read, and why.
    StoredBookRefused(FileError),
    Merged {
        pupils: usize,
        events: usize,
    },
    NothingNew,
    FileRefused(FileError),
    DeletePupil(String),
    ConfirmDeletePupil,
    /// What became on the school server of the pupils deleted last.
    Removed(Removal),
    /// Old notes folded into each pupil's totals.
    OldNotesTitle,
    OldNotesHint,
    FoldNotes,
    /// How many notes a fold took.
    Folded(usize),
    /// A pupil's folded notes: before the day, how many of each.
    FoldedTotals {
        before: Date,
        refused: u32,
        illegal_moves: u32,
        calls: u32,
    },
    /// A pupil's games.
    GamesTitle,
    NoGames,
    Game {
        outcome: Outcome,
        against: Against,
    },
    OpenGame,
    /// The class's file in QR codes.
    ShowCodes,
    CodesHint,
    CodeOf {
        at: usize,
        of: usize,
    },
    PreviousCode,
    NextCode,
    PauseCodes,
    HideCodes,
    TooBigForCodes,
    ReadCodes,
    StopCamera,
    CodePhotos,
    CodesRead {
        have: usize,
        of: usize,
    },
    CodesDamaged,
    /// One code read badly, dropped: the gathering goes on.
    CodeReadBadly,
    /// Code `at` of `of` read badly, dropped: to be shown again.
    ShowCodeAgain {
        at: usize,
        of: usize,
    },
    NotClassCodes,
    NoCodeSeen,
    NoCamera,
    /// The praise-only view on the projector.
    ShowOnWall,
    LeaveWall,
    /// A pupil's line in the list, closed: how many rules and games.
    PupilSummary {
        rules: usize,
        games: usize,
    },
    /// The printed reports: for the class, for one pupil.
    ClassReport,
    PupilReport,
    /// The report's heading: the class and the day.
    ReportTitle {
        class: String,
        day: crate::heading::Date,
    },
    /// A pupil's lessons with every star: what they can do.
    CanDo,
    NothingFinished,
    Print,
    BackToClass,
    /// A pupil's stars and finished lessons, on the wall.
    Praise {
        stars: u32,
        lessons: usize,
    },
}

/// The texts, from `locales/<code>/class.ftl`.
mod messages {
    use super::Lang;
    include!(concat!(env!("OUT_DIR"), "/ftl_class.rs"));
}

pub fn say(lang: Lang, text: &ClassText) -> String {
    use messages::*;
    let n = |count: usize| count as u64;
    match text {
        ClassText::Title => title(lang).into(),
        ClassText::Classes => classes(lang).into(),
        ClassText::NewClass => new_class(lang).into(),
        ClassText::ClassNameLabel => class_name_label(lang).into(),
        ClassText::ListLabel => list_label(lang).into(),
        ClassText::ListHint => list_hint(lang).into(),
        ClassText::Save => save(lang).into(),
        ClassText::DeleteClass => delete_class(lang).into(),
        ClassText::ConfirmDelete => confirm_delete(lang).into(),
        ClassText::Saved => saved(lang).into(),
        ClassText::SavedToldApart(names) => {
            let names: Vec<String> = names.iter().map(|n| isolated(n)).collect();
            saved_told_apart(
                lang,
                SavedToldApart {
                    names: &super::common::listed(lang, &names),
                },
            )
        }
        ClassText::NoClassName => no_class_name(lang).into(),
        ClassText::NoPupils => no_pupils(lang).into(),
        ClassText::TooManyChanges => too_many_changes(lang).into(),
        ClassText::NotSaved(why) => not_saved(
            lang,
            NotSaved {
                why: super::common::store_problem(lang, *why),
            },
        ),
        ClassText::StarsTitle => stars_title(lang).into(),
        ClassText::PupilColumn => pupil_column(lang).into(),
        ClassText::StageStars { got, of } => stage_stars(
            lang,
            StageStars {
                got: &got.to_string(),
                of: &of.to_string(),
            },
        ),
        ClassText::RulesTitle(name) => rules_title(
            lang,
            RulesTitle {
                name: &isolated(name),
            },
        ),
        ClassText::NoRulesBroken => no_rules_broken(lang).into(),
        ClassText::RuleCount {
            reason,
            count,
            trend,
        } => rule_count(
            lang,
            RuleCount {
                reason: super::common::reason_name(lang, *reason),
                count: u64::from(*count),
                trend: match trend {
                    Trend::Fewer => trend_fewer(lang),
                    Trend::Same => trend_same(lang),
                    Trend::More => trend_more(lang),
                },
            },
        ),
        ClassText::WhatToTeach => what_to_teach(lang).into(),
        ClassText::PupilsBreakIt { reason, pupils } => pupils_break_it(
            lang,
            PupilsBreakIt {
                reason: super::common::reason_name(lang, *reason),
                pupils: n(*pupils),
            },
        ),
        ClassText::ProjectLesson => project_lesson(lang).into(),
        ClassText::NothingToTeach => nothing_to_teach(lang).into(),
        ClassText::ShareTitle => share_title(lang).into(),
        ClassText::Export => export(lang).into(),
        ClassText::ImportLabel => import_label(lang).into(),
        ClassText::Merged { pupils, events } => merged(
            lang,
            Merged {
                pupils: n(*pupils),
                events: n(*events),
            },
        ),
        ClassText::MergedChanges(changes) => merged_changes(
            lang,
            MergedChanges {
                changes: n(*changes),
            },
        ),
        ClassText::NothingNew => nothing_new(lang).into(),
        ClassText::FileRefused(why) => match why {
            FileError::NotAClassFile => file_not_a_class_file(lang),
            FileError::Newer(_) => file_newer(lang),
            FileError::Damaged(_) => file_damaged(lang),
        }
        .into(),
        ClassText::StoredBookRefused(why) => match why {
            FileError::Newer(_) => stored_book_newer(lang),
            FileError::NotAClassFile | FileError::Damaged(_) => stored_book_damaged(lang),
        }
        .into(),
        ClassText::DeletePupil(name) => delete_pupil(
            lang,
            DeletePupil {
                name: &isolated(name),
            },
        ),
        ClassText::ConfirmDeletePupil => confirm_delete_pupil(lang).into(),
        ClassText::Removed(removal) => {
            let names = &names_of(removal);
            let documents = n(removal.documents);
            match removal.stage {
                Stage::Waiting => removed_waiting(lang, RemovedWaiting { names, documents }),
                Stage::Removed => removed_removed(lang, RemovedRemoved { names, documents }),
                Stage::EarlierKept => {
                    removed_earlier_kept(lang, RemovedEarlierKept { names, documents })
                }
            }
        }
        ClassText::OldNotesTitle => old_notes_title(lang).into(),
        ClassText::OldNotesHint => old_notes_hint(lang).into(),
        ClassText::FoldNotes => fold_notes(lang).into(),
        ClassText::Folded(notes) => folded(lang, Folded { notes: n(*notes) }),
        ClassText::FoldedTotals {
            before,
            refused,
            illegal_moves,
            calls,
        } => {
            // Each count not zero, with its word for one or for more.
            let mut said = Vec::new();
            if *refused > 0 {
                let count = u64::from(*refused);
                said.push(folded_refused(lang, FoldedRefused { count }));
            }
            if *illegal_moves > 0 {
                let count = u64::from(*illegal_moves);
                said.push(folded_illegal_moves(lang, FoldedIllegalMoves { count }));
            }
            if *calls > 0 {
                let count = u64::from(*calls);
                said.push(folded_calls(lang, FoldedCalls { count }));
            }
            folded_totals(
                lang,
                FoldedTotals {
                    before: &super::common::long_date(lang, *before),
                    counts: &super::common::listed(lang, &said),
                },
            )
        }
        ClassText::GamesTitle => games_title(lang).into(),
        ClassText::NoGames => no_games(lang).into(),
        ClassText::Game { outcome, against } => {
            let result = match outcome {
                Outcome::Won => outcome_won(lang),
                Outcome::Drawn => outcome_drawn(lang),
                Outcome::Lost => outcome_lost(lang),
                Outcome::Unfinished => outcome_unfinished(lang),
            };
            match against {
                Against::Classmate(name) => game_against_classmate(
                    lang,
                    GameAgainstClassmate {
                        result,
                        name: &isolated(name),
                    },
                ),
                Against::Computer(level) => game_against_computer(
                    lang,
                    GameAgainstComputer {
                        result,
                        level: &level.to_string(),
                    },
                ),
                Against::FormerClassmate => {
                    game_against_former_classmate(lang, GameAgainstFormerClassmate { result })
                }
                Against::Guest => game_against_guest(lang, GameAgainstGuest { result }),
            }
        }
        ClassText::OpenGame => open_game(lang).into(),
        ClassText::ShowCodes => show_codes(lang).into(),
        ClassText::CodesHint => codes_hint(lang).into(),
        ClassText::CodeOf { at, of } => code_of(
            lang,
            CodeOf {
                at: &at.to_string(),
                of: &of.to_string(),
            },
        ),
        ClassText::PreviousCode => previous_code(lang).into(),
        ClassText::NextCode => next_code(lang).into(),
        ClassText::PauseCodes => pause_codes(lang).into(),
        ClassText::HideCodes => hide_codes(lang).into(),
        ClassText::TooBigForCodes => too_big_for_codes(lang).into(),
        ClassText::ReadCodes => read_codes(lang).into(),
        ClassText::StopCamera => stop_camera(lang).into(),
        ClassText::CodePhotos => code_photos(lang).into(),
        ClassText::CodesRead { have, of } => codes_read(
            lang,
            CodesRead {
                have: &have.to_string(),
                of: &of.to_string(),
            },
        ),
        ClassText::CodesDamaged => codes_damaged(lang).into(),
        ClassText::CodeReadBadly => code_read_badly(lang).into(),
        ClassText::ShowCodeAgain { at, of } => show_code_again(
            lang,
            ShowCodeAgain {
                at: &at.to_string(),
                of: &of.to_string(),
            },
        ),
        ClassText::NotClassCodes => not_class_codes(lang).into(),
        ClassText::NoCodeSeen => no_code_seen(lang).into(),
        ClassText::NoCamera => no_camera(lang).into(),
        ClassText::ShowOnWall => show_on_wall(lang).into(),
        ClassText::LeaveWall => leave_wall(lang).into(),
        ClassText::PupilSummary { rules, games } => pupil_summary(
            lang,
            PupilSummary {
                rules: n(*rules),
                games: n(*games),
            },
        ),
        ClassText::ClassReport => class_report(lang).into(),
        ClassText::PupilReport => pupil_report(lang).into(),
        ClassText::ReportTitle { class, day } => report_title(
            lang,
            ReportTitle {
                class,
                day: &super::common::long_date(lang, *day),
            },
        ),
        ClassText::CanDo => can_do(lang).into(),
        ClassText::NothingFinished => nothing_finished(lang).into(),
        ClassText::Print => print(lang).into(),
        ClassText::BackToClass => back_to_class(lang).into(),
        ClassText::Praise { stars, lessons } => praise(
            lang,
            Praise {
                stars: u64::from(*stars),
                lessons: n(*lessons),
            },
        ),
    }
}

/// The names of the pupils a removal deleted, each kept apart from the
/// text around it.
fn names_of(removal: &Removal) -> String {
    let names: Vec<String> = removal.names.iter().map(|n| isolated(n)).collect();
    names.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_read_badly_is_named_to_be_shown_again() {
        let again = ClassText::ShowCodeAgain { at: 12, of: 62 };
        assert_eq!(
            say(Lang::Es, &again),
            "El código 12 de 62 no se ha leído bien: muéstralo otra vez a la cámara. Los códigos ya leídos se guardan."
        );
        assert_eq!(
            say(Lang::En, &again),
            "Code 12 of 62 was not read well: show it to the camera again. The codes already read are kept."
        );
    }

    #[test]
    fn folded_totals_say_each_count_not_zero_with_its_word() {
        let totals = |refused, illegal_moves, calls| ClassText::FoldedTotals {
            before: Date::new(2026, 11, 8).unwrap(),
            refused,
            illegal_moves,
            calls,
        };
        assert_eq!(
            say(Lang::Es, &totals(400, 0, 0)),
            "Antes del 8 de noviembre de 2026: 400 movimientos que no valían."
        );
        assert_eq!(
            say(Lang::Es, &totals(1, 2, 1)),
            "Antes del 8 de noviembre de 2026: 1 movimiento que no valía, 2 jugadas ilegales contadas y 1 llamada al profesor."
        );
        assert_eq!(
            say(Lang::En, &totals(3, 0, 1)),
            "Before 8 November 2026: 3 moves refused and 1 call to the teacher."
        );
    }
}
