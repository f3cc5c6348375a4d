//! Turns `lessons/lessons.json` into Rust data at build time (included by
//! `build.rs`): the app then carries the lessons as static values, without
//! the JSON text or a deserializer (measured: 19 KB gzip less wasm). The
//! JSON stays the file authors edit; a mistake in its shape stops the build
//! with the exercise named, and `tests/lessons.rs` checks what it means.

use std::fmt::Write as _;

use serde_json::{Map, Value};

/// The Rust source of `pub static COURSE: Course`, or what is wrong.
pub fn compile(json: &str) -> Result<String, String> {
    let root: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
    let mut out = String::from("pub static COURSE: Course = Course {\n    stages: &[\n");
    for stage in list(&root, "stages", "the file")? {
        let id = text(stage, "id", "a stage")?;
        writeln!(
            out,
            "        Stage {{\n            id: {id:?},\n            picture: {:?},\n            title: {},\n            rule: {},\n            exercises: &[",
            text(stage, "picture", id)?,
            words(field(stage, "title", id)?, id)?,
            words(field(stage, "rule", id)?, id)?,
        )
        .unwrap();
        for exercise in list(stage, "exercises", id)? {
            let eid = text(exercise, "id", id)?;
            writeln!(
                out,
                "                Exercise {{\n                    id: {eid:?},\n                    fen: {:?},\n                    goal: {},\n                    check: {},\n                }},",
                text(exercise, "fen", eid)?,
                words(field(exercise, "goal", eid)?, eid)?,
                check(field(exercise, "check", eid)?, eid)?,
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

/// `{"en": "...", "es": "..."}` as `Words(&[("en", "..."), ...])`.
fn words(value: &Value, whose: &str) -> Result<String, String> {
    let mut out = String::from("Words(&[");
    for (lang, t) in object(value, whose)? {
        let t = t
            .as_str()
            .ok_or_else(|| format!("{whose}: the {lang} text is not text"))?;
        write!(out, "({lang:?}, {t:?}), ").unwrap();
    }
    out.push_str("])");
    Ok(out)
}

fn texts(value: &Value, name: &str, whose: &str) -> Result<String, String> {
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

fn check(value: &Value, whose: &str) -> Result<String, String> {
    Ok(match text(value, "kind", whose)? {
        "stars" => format!(
            "Check::Stars {{ piece: {:?}, stars: {} }}",
            text(value, "piece", whose)?,
            texts(value, "stars", whose)?
        ),
        "mate-in-one" => "Check::MateInOne".into(),
        "only-move" => "Check::OnlyMove".into(),
        "moves" => format!(
            "Check::Moves {{ accept: {} }}",
            texts(value, "accept", whose)?
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
            let choices = list(value, "choices", whose)?
                .iter()
                .map(|c| words(c, whose))
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
