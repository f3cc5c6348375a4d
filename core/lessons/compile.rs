//! Turns `lessons/lessons.json` (the lessons' shape: positions, what each
//! exercise checks) and their words in every language
//! (`locales/<code>/lessons.ftl`: a stage's `<id>-title` and `<id>-rule`, an
//! exercise's `<id>-goal` and a question's `<id>-choice-<n>`) into Rust data
//! at build time (included by `build.rs`): the app then carries the lessons
//! as static values, without the JSON text or a deserializer (measured:
//! 19 KB gzip less wasm). A mistake in the shape, or a text missing, stops
//! the build with the exercise named, and `tests/lessons.rs` checks what it
//! means.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde_json::{Map, Value};

/// Each language's lesson texts by message id, English first.
pub type Texts = [(String, BTreeMap<String, String>)];

/// The Rust source of `pub static COURSE: Course`, or what is wrong.
pub fn compile(json: &str, texts: &Texts) -> Result<String, String> {
    let root: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
    let words = |id: String| words(texts, &id);
    let mut out = String::from("pub static COURSE: Course = Course {\n    stages: &[\n");
    for stage in list(&root, "stages", "the file")? {
        let id = text(stage, "id", "a stage")?;
        writeln!(
            out,
            "        Stage {{\n            id: {id:?},\n            picture: {:?},\n            title: {},\n            rule: {},\n            exercises: &[",
            text(stage, "picture", id)?,
            words(format!("{id}-title"))?,
            words(format!("{id}-rule"))?,
        )
        .unwrap();
        for exercise in list(stage, "exercises", id)? {
            let eid = text(exercise, "id", id)?;
            writeln!(
                out,
                "                Exercise {{\n                    id: {eid:?},\n                    fen: {:?},\n                    goal: {},\n                    check: {},\n                }},",
                text(exercise, "fen", eid)?,
                words(format!("{eid}-goal"))?,
                check(field(exercise, "check", eid)?, eid, texts)?,
            )
            .unwrap();
        }
        out.push_str("            ],\n        },\n");
    }
    out.push_str("    ],\n};\n");
    Ok(out)
}

fn object<'a>(value: &'a Value, whose: &str) -> Result<&'a Map<String, Value>, String> {
    value
        .as_object()
        .ok_or_else(|| format!("{whose}: expected an object"))
}

fn field<'a>(value: &'a Value, name: &str, whose: &str) -> Result<&'a Value, String> {
    object(value, whose)?
        .get(name)
        .ok_or_else(|| format!("{whose}: no \"{name}\""))
}

fn text<'a>(value: &'a Value, name: &str, whose: &str) -> Result<&'a str, String> {
    field(value, name, whose)?
        .as_str()
        .ok_or_else(|| format!("{whose}: \"{name}\" is not text"))
}

fn list<'a>(value: &'a Value, name: &str, whose: &str) -> Result<&'a Vec<Value>, String> {
    field(value, name, whose)?
        .as_array()
        .ok_or_else(|| format!("{whose}: \"{name}\" is not a list"))
}

/// The message `id` in every language as `Words(&[("en", "..."), ...])`;
/// a regional variant (`es-419`) only where it says it otherwise than its
/// language (`Words::get` falls back to it).
fn words(texts: &Texts, id: &str) -> Result<String, String> {
    let mut out = String::from("Words(&[");
    let text = |lang: &str| {
        texts
            .iter()
            .find(|(l, _)| l == lang)
            .and_then(|(_, m)| m.get(id))
    };
    for (lang, messages) in texts {
        let t = messages
            .get(id)
            .ok_or_else(|| format!("no text `{id}` in locales/{lang}/lessons.ftl"))?;
        let base = lang.split_once('-').map(|(base, _)| base);
        if base.is_some_and(|base| text(base) == Some(t)) {
            continue;
        }
        write!(out, "({lang:?}, {t:?}), ").unwrap();
    }
    out.push_str("])");
    Ok(out)
}

fn strings(value: &Value, name: &str, whose: &str) -> Result<String, String> {
    let mut out = String::from("&[");
    for t in list(value, name, whose)? {
        let t = t
            .as_str()
            .ok_or_else(|| format!("{whose}: \"{name}\" holds something not text"))?;
        write!(out, "{t:?}, ").unwrap();
    }
    out.push(']');
    Ok(out)
}

fn check(value: &Value, whose: &str, texts: &Texts) -> Result<String, String> {
    Ok(match text(value, "kind", whose)? {
        "stars" => format!(
            "Check::Stars {{ piece: {:?}, stars: {} }}",
            text(value, "piece", whose)?,
            strings(value, "stars", whose)?
        ),
        "mate-in-one" => "Check::MateInOne".into(),
        "only-move" => "Check::OnlyMove".into(),
        "moves" => format!(
            "Check::Moves {{ accept: {} }}",
            strings(value, "accept", whose)?
        ),
        "question" => {
            let answer = match text(value, "answer", whose)? {
                "check" => "Check",
                "checkmate" => "Checkmate",
                "stalemate" => "Stalemate",
                "dead-position" => "DeadPosition",
                "nothing" => "Nothing",
                other => return Err(format!("{whose}: no answer is called \"{other}\"")),
            };
            format!("Check::Question {{ answer: Answer::{answer} }}")
        }
        "quiz" => {
            let count = field(value, "choices", whose)?
                .as_u64()
                .ok_or_else(|| format!("{whose}: \"choices\" is not a number"))?;
            let choices = (1..=count)
                .map(|n| words(texts, &format!("{whose}-choice-{n}")))
                .collect::<Result<Vec<_>, _>>()?;
            let correct = field(value, "correct", whose)?
                .as_u64()
                .ok_or_else(|| format!("{whose}: \"correct\" is not a number"))?;
            format!(
                "Check::Quiz {{ choices: &[{}], correct: {correct} }}",
                choices.join(", ")
            )
        }
        other => return Err(format!("{whose}: no check is called \"{other}\"")),
    })
}
