//! A class list pasted by the teacher: one pupil a line, optionally
//! "name; class" or "name; class; rating" (a tab works too, as a
//! spreadsheet pastes it; a number is the rating, in either place). Every
//! name is kept; what looks wrong is named with its line, so the teacher
//! can fix it before the tournament starts.

use super::Player;
use crate::heading::Name;

/// What the teacher is told about a line of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListProblem {
    /// A class with no name before it: the line is left out.
    NoName,
    /// Longer than a name can be: cut to its first characters.
    Shortened,
    /// The same name as an earlier line (two pupils can share one; an
    /// initial tells them apart on the wall).
    SameNameAs { line: usize },
}

/// The players read from a pasted list, in its order, and the problems
/// by line (from 1).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassList {
    pub players: Vec<Player>,
    pub problems: Vec<(usize, ListProblem)>,
}

/// Reads the pasted text. Blank lines are skipped silently.
pub fn read(text: &str) -> ClassList {
    let mut list = ClassList::default();
    // The line each kept name came from, to point at the first of twins.
    let mut lines_of: Vec<usize> = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let number = index + 1;
        let mut parts = line.split([';', '\t']);
        let name_part = parts.next().unwrap_or_default();
        let (mut class_part, mut rating) = (None, None);
        for part in parts.map(str::trim).filter(|p| !p.is_empty()) {
            match part.parse::<u16>() {
                Ok(r) if Player::RATINGS.contains(&r) && rating.is_none() => rating = Some(r),
                _ if class_part.is_none() => class_part = Some(part),
                _ => {}
            }
        }
        let Some(name) = Name::new(name_part) else {
            if class_part.is_some() || rating.is_some() {
                list.problems.push((number, ListProblem::NoName));
            }
            continue;
        };
        let typed = name_part.split_whitespace().collect::<Vec<_>>().join(" ");
        if typed.chars().count() > Name::MAX_CHARS {
            list.problems.push((number, ListProblem::Shortened));
        }
        let folded = fold(name.as_str());
        if let Some(at) = list
            .players
            .iter()
            .position(|p| fold(p.name.as_str()) == folded)
        {
            list.problems
                .push((number, ListProblem::SameNameAs { line: lines_of[at] }));
        }
        let mut player = Player::new(name);
        player.group = class_part.and_then(Name::new);
        player.rating = rating;
        list.players.push(player);
        lines_of.push(number);
    }
    list
}

/// A name as the eye compares it: case and accents aside ("Lucía" and
/// "lucia" are the same pupil typed twice), but ñ kept apart from n.
pub fn fold(name: &str) -> String {
    name.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            other => other,
        })
        .collect()
}
