//! Each language's glossary (`locales/<code>/glossary.txt`): one term for
//! each idea, kept in every message. A message that uses a word the
//! glossary refuses — another language's or region's term, or a second
//! term for the same idea — fails here with the language, the message and
//! the term to use instead. A regional variant (`es-419`) is read as its
//! children read it: its own messages, and its language's where it has none.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

fn locales() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// One idea of a glossary: the language's term, and the words it never
/// uses for it.
#[derive(Debug)]
struct Idea {
    idea: String,
    terms: Vec<String>,
    refused: Vec<String>,
    line: usize,
}

/// Reads a glossary: `idea: term, other form; not: word, word` a line,
/// `#` for comments.
fn glossary(path: &Path) -> Vec<Idea> {
    let text = fs::read_to_string(path).unwrap();
    let list = |words: &str| -> Vec<String> {
        words
            .split(',')
            .map(|w| w.trim().to_lowercase())
            .filter(|w| !w.is_empty())
            .collect()
    };
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .map(|(i, line)| {
            let (idea, rest) = line
                .split_once(':')
                .unwrap_or_else(|| panic!("{}:{}: no «idea:»", path.display(), i + 1));
            let (terms, refused) = rest.split_once("; not:").unwrap_or((rest, ""));
            let idea = Idea {
                idea: idea.trim().to_string(),
                terms: list(terms),
                refused: list(refused),
                line: i + 1,
            };
            assert!(
                !idea.terms.is_empty(),
                "{}:{}: no term",
                path.display(),
                i + 1
            );
            idea
        })
        .collect()
}

/// The text of a message's value and attributes, every variant of every
/// choice, without placeholders.
fn texts(pattern: &Pattern<&str>, out: &mut String) {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    for variant in variants {
                        out.push(' ');
                        texts(&variant.value, out);
                        out.push(' ');
                    }
                }
                Expression::Inline(InlineExpression::StringLiteral { value }) => {
                    out.push_str(value)
                }
                Expression::Inline(_) => out.push(' '),
            },
        }
    }
}

/// A language's own messages, by id.
fn own_messages(code: &str) -> BTreeMap<String, String> {
    let mut messages = BTreeMap::new();
    let dir = locales().join(code);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    for file in files {
        let source = fs::read_to_string(&file).unwrap();
        let resource = parser::parse(source.as_str()).unwrap_or_else(|(r, _)| r);
        for entry in &resource.body {
            if let Entry::Message(message) = entry {
                let mut text = String::new();
                if let Some(value) = &message.value {
                    texts(value, &mut text);
                }
                for attribute in &message.attributes {
                    text.push(' ');
                    texts(&attribute.value, &mut text);
                }
                messages.insert(message.id.name.to_string(), text.to_lowercase());
            }
        }
    }
    messages
}

/// What a language's children read: a regional variant's messages over
/// its language's.
fn messages(code: &str) -> BTreeMap<String, String> {
    let mut messages = match code.split_once('-') {
        Some((base, _)) => own_messages(base),
        None => BTreeMap::new(),
    };
    messages.extend(own_messages(code));
    messages
}

/// Whether `word` stands in `text` as a word (or the start of one: a
/// refused «aparato» is refused in «aparatos» too), not inside another.
fn uses(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        !text[..at]
            .chars()
            .next_back()
            .is_some_and(char::is_alphanumeric)
    })
}

/// Every language the app has: a folder of messages.
fn languages() -> Vec<String> {
    let mut codes: Vec<String> = fs::read_dir(locales())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("common.ftl").is_file())
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    codes.sort();
    assert!(codes.len() >= 5, "the languages were found: {codes:?}");
    codes
}

fn languages_with_glossaries() -> Vec<String> {
    languages()
        .into_iter()
        .filter(|code| locales().join(code).join("glossary.txt").is_file())
        .collect()
}

#[test]
fn every_language_keeps_to_its_glossary() {
    let codes = languages_with_glossaries();
    let mut wrong: Vec<String> = languages()
        .into_iter()
        .filter(|code| !codes.contains(code))
        .map(|code| format!("locales/{code}/glossary.txt is missing"))
        .collect();
    for code in &codes {
        let messages = messages(code);
        for idea in glossary(&locales().join(code).join("glossary.txt")) {
            // The term is used: a glossary names the words the app shows.
            if !messages
                .values()
                .any(|m| idea.terms.iter().any(|t| uses(m, t)))
            {
                wrong.push(format!(
                    "{code}/glossary.txt:{}: no message says «{}» ({})",
                    idea.line,
                    idea.terms.join("», «"),
                    idea.idea
                ));
            }
            for (id, text) in &messages {
                for word in idea.refused.iter().filter(|w| uses(text, w)) {
                    wrong.push(format!(
                        "{code}: {id} says «{word}»: for «{}» this language says «{}»",
                        idea.idea, idea.terms[0]
                    ));
                }
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The check itself: a refused word is found as a word and as the start of
/// one, not inside another; a regional variant reads its language's
/// messages where it has none of its own.
#[test]
fn the_glossary_check_finds_a_refused_word_where_a_child_reads_it() {
    assert!(uses("toca el aparato", "aparato"));
    assert!(uses("los aparatos", "aparato"));
    assert!(!uses("el desaparato", "aparato"));
    assert!(uses("pedir empate", "pedir empate"));
    let spanish = messages("es");
    let latin = messages("es-419");
    let shared = spanish
        .keys()
        .find(|id| !own_messages("es-419").contains_key(*id))
        .unwrap();
    assert_eq!(latin.get(shared), spanish.get(shared));
    assert!(latin.len() >= spanish.len());
}
