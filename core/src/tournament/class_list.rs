//! A class list pasted by the teacher: one pupil a line, optionally
//! "name; class" or "name; class; rating" (a tab works too, as a
//! spreadsheet pastes it; a number is the rating, in either place). Every
//! name is kept; what looks wrong is named with its line, so the teacher
//! can fix it before the tournament starts. Two pupils with the same name
//! are told apart before it starts — by their classes when those differ
//! ("Ana (3.º A)", "Ana (3.º B)"), by a number otherwise ("Ana 1",
//! "Ana 2") — so pairings, "where do I play" and the standings never show
//! two identical names; the teacher sees the names first, and can type
//! others.

use std::collections::HashMap;

use super::Player;
use crate::heading::Name;

/// What the teacher is told about a line of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListProblem {
    /// A class with no name before it: the line is left out.
    NoName,
    /// Longer than a name can be: cut to its first characters.
    Shortened,
    /// The same name as an earlier line: both are told apart, the earlier
    /// shown as `first`, this one as `this`.
    SameNameAs {
        line: usize,
        first: Name,
        this: Name,
    },
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
        let mut player = Player::new(name);
        player.group = class_part.and_then(Name::new);
        player.rating = rating;
        list.players.push(player);
        lines_of.push(number);
    }
    let typed: Vec<Name> = list.players.iter().map(|p| p.name.clone()).collect();
    tell_apart(&mut list.players);
    // The first line of each name (folded once each: a pasted list of
    // hundreds is read as fast as it is typed).
    let mut first_of: HashMap<String, usize> = HashMap::new();
    for (i, name) in typed.iter().enumerate() {
        let at = *first_of.entry(fold(name.as_str())).or_insert(i);
        if at != i {
            let problem = ListProblem::SameNameAs {
                line: lines_of[at],
                first: list.players[at].name.clone(),
                this: list.players[i].name.clone(),
            };
            list.problems.push((lines_of[i], problem));
        }
    }
    list.problems.sort_by_key(|(line, _)| *line);
    list
}

/// Renames pupils who share a name (case and accents aside): each by
/// their class when every one of them has a different class, otherwise
/// each by a number in list order. Names stay within [`Name::MAX_CHARS`]:
/// the name is shortened, never what tells it apart.
pub fn tell_apart(players: &mut [Player]) {
    // Each name's players, in list order, gathered in one pass.
    let mut names: Vec<Vec<usize>> = Vec::new();
    let mut name_at: HashMap<String, usize> = HashMap::new();
    for (i, player) in players.iter().enumerate() {
        let at = *name_at
            .entry(fold(player.name.as_str()))
            .or_insert_with(|| {
                names.push(Vec::new());
                names.len() - 1
            });
        names[at].push(i);
    }
    for twins in &names {
        if twins.len() < 2 {
            continue;
        }
        let classes: Vec<Option<String>> = twins
            .iter()
            .map(|j| players[*j].group.as_ref().map(|g| fold(g.as_str())))
            .collect();
        let by_class = classes.iter().all(Option::is_some)
            && classes
                .iter()
                .enumerate()
                .all(|(a, c)| !classes[..a].contains(c));
        for (n, j) in twins.iter().enumerate() {
            let tag = match (&players[*j].group, by_class) {
                (Some(group), true) => format!("({})", group.as_str()),
                _ => (n + 1).to_string(),
            };
            players[*j].name = with_tag(&players[*j].name, &tag);
        }
    }
}

/// `name` followed by `tag`, the name shortened so both fit.
pub(super) fn with_tag(name: &Name, tag: &str) -> Name {
    let room = Name::MAX_CHARS.saturating_sub(tag.chars().count() + 1);
    let base: String = name.as_str().chars().take(room).collect();
    Name::new(&format!("{} {tag}", base.trim_end())).unwrap_or_else(|| name.clone())
}

/// The order of a class list, as Spanish and English readers sort names:
/// accents and case aside, ñ after n ("Álvaro" first, "Íker" among the I).
pub fn alphabetical_key(name: &str) -> String {
    fold(name).replace('ñ', "n~")
}

/// A name as the eye compares it: case and accents aside ("Lucía" and
/// "lucia" are the same pupil typed twice), but ñ kept apart from n.
pub fn fold(name: &str) -> String {
    name.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ä' | 'ã' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'ö' | 'õ' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            other => other,
        })
        .collect()
}
