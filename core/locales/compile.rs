//! Turns the translation files (`locales/<language>/<area>.ftl`, in Project
//! Fluent's syntax) into plain Rust at build time: one function a message,
//! `fn message_id(lang: Lang, …) -> …`, matching on the language. No parser
//! runs in the app, and a broken file stops the build with its file and
//! line: a message missing or misspelt, a placeholder the English message
//! does not have, a plural form the language needs and lacks.
//!
//! English is the reference: every language has exactly its messages, and
//! its placeholders are the only ones a message may use. A placeholder is a
//! number when the English message chooses a plural form by it
//! (`{ $moves -> [one] … *[other] … }`), else text.
//!
//! Used by `build.rs`, and by `tests/translations.rs`, which feeds it broken
//! files.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, Variant, VariantKey,
};
use fluent_syntax::parser;

/// The language every other one is checked against.
pub const REFERENCE: &str = "en";

/// The forms and rule of the languages that say "one" for 1 alone and
/// "other" for every other number.
const ONE_OR_OTHER: (&[&str], &str) =
    (&["one", "other"], r#"if n == 1 { "one" } else { "other" }"#);

/// The form and rule of the languages that write every number alike
/// ("1.º", "2.º").
const ONE_FORM: (&[&str], &str) = (&["other"], r#"{ let _ = n; "other" }"#);

/// The plural forms each language's whole numbers need (CLDR's cardinal
/// rules, for the counts the app shows), and the Rust that picks one for
/// `n: u64`. A new language adds its line here.
pub const PLURALS: &[(&str, &[&str], &str)] = &[
    ("en", ONE_OR_OTHER.0, ONE_OR_OTHER.1),
    ("es", ONE_OR_OTHER.0, ONE_OR_OTHER.1),
    ("ca", ONE_OR_OTHER.0, ONE_OR_OTHER.1),
    // Brazil's Portuguese: 0 and 1 are "one" (CLDR's pt).
    (
        "pt",
        &["one", "other"],
        r#"if n <= 1 { "one" } else { "other" }"#,
    ),
];

/// The ordinal forms each language needs ("1st", "2nd", "3rd", "4th"), and
/// the Rust that picks one for `n: u64`, for a choice by
/// `NUMBER($n, type: "ordinal")`. A new language adds its line here.
pub const ORDINALS: &[(&str, &[&str], &str)] = &[
    (
        "en",
        &["one", "two", "few", "other"],
        r#"match (n % 10, n % 100) {
            (1, h) if h != 11 => "one",
            (2, h) if h != 12 => "two",
            (3, h) if h != 13 => "few",
            _ => "other",
        }"#,
    ),
    ("es", ONE_FORM.0, ONE_FORM.1),
    // 1r, 2n, 3r, 4t, 5è.
    (
        "ca",
        &["one", "two", "few", "other"],
        r#"match n {
            1 | 3 => "one",
            2 => "two",
            4 => "few",
            _ => "other",
        }"#,
    ),
    // 1º, 2º, 3º.
    ("pt", ONE_FORM.0, ONE_FORM.1),
];

/// A language's line in `PLURALS` or `ORDINALS`: its own, or for a regional
/// variant (`es-419`) its language's (`es`).
pub fn rule_of<'t>(
    table: &'t [(&str, &[&str], &str)],
    lang: &str,
) -> Option<&'t (&'t str, &'t [&'t str], &'t str)> {
    table
        .iter()
        .find(|(code, ..)| *code == lang)
        .or_else(|| table.iter().find(|(code, ..)| Some(*code) == parent(lang)))
}

/// The language a regional variant takes its missing texts from: `es` for
/// `es-419`.
pub fn parent(lang: &str) -> Option<&str> {
    lang.split_once('-').map(|(base, _)| base)
}

/// The plural form names Fluent uses (CLDR's).
const PLURAL_FORMS: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// One translation file.
pub struct Source {
    /// Its language's code (the folder's name).
    pub lang: String,
    /// Its path, as the error messages name it.
    pub path: String,
    pub text: String,
}

/// What a placeholder holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Text,
    /// Chooses a plural form.
    Number,
}

/// A file read: its messages by id, each with its line, and its terms.
struct Parsed<'s> {
    source: &'s Source,
    messages: BTreeMap<&'s str, (usize, &'s Pattern<&'s str>)>,
    terms: BTreeMap<&'s str, &'s Pattern<&'s str>>,
}

/// The Rust for one area (`install`, say) from its file in every language,
/// or every problem found, each with its file and line.
pub fn compile(sources: &[Source]) -> Result<String, Vec<String>> {
    let mut problems = Vec::new();
    let resources: Vec<_> = sources
        .iter()
        .map(|s| match parser::parse(s.text.as_str()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                for e in errors {
                    problems.push(format!(
                        "{}:{}: this is not Fluent's syntax ({:?})",
                        s.path,
                        line_at(&s.text, e.pos.start),
                        e.kind
                    ));
                }
                resource
            }
        })
        .collect();
    let mut parsed = Vec::new();
    for (source, resource) in sources.iter().zip(&resources) {
        let mut file = Parsed {
            source,
            messages: BTreeMap::new(),
            terms: BTreeMap::new(),
        };
        for entry in &resource.body {
            match entry {
                Entry::Message(m) => {
                    let line = line_of(&source.text, m.id.name);
                    if !m.attributes.is_empty() {
                        problems.push(format!(
                            "{}:{line}: `{}` has attributes: write each as a message of its own",
                            source.path, m.id.name
                        ));
                    }
                    let Some(value) = &m.value else {
                        problems.push(format!(
                            "{}:{line}: `{}` has no text",
                            source.path, m.id.name
                        ));
                        continue;
                    };
                    if file.messages.insert(m.id.name, (line, value)).is_some() {
                        problems.push(format!(
                            "{}:{line}: `{}` is written twice",
                            source.path, m.id.name
                        ));
                    }
                }
                Entry::Term(t) => {
                    file.terms.insert(t.id.name, &t.value);
                }
                _ => {}
            }
        }
        parsed.push(file);
    }
    let Some(reference) = parsed.iter().find(|p| p.source.lang == REFERENCE) else {
        problems.push(format!("no {REFERENCE} file among the translations"));
        return Err(problems);
    };
    // Each message's placeholders, as English uses them; one is a number
    // when any language chooses a plural form by it ("1 jugada ilegal",
    // where English says "illegal move 1").
    let mut placeholders: BTreeMap<&str, Vec<(String, Kind)>> = BTreeMap::new();
    for (id, (_, pattern)) in &reference.messages {
        let mut found = Vec::new();
        variables(pattern, &mut found);
        for file in &parsed {
            if let Some((_, pattern)) = file.messages.get(id) {
                let mut theirs = Vec::new();
                variables(pattern, &mut theirs);
                for (name, kind) in found.iter_mut() {
                    if theirs.contains(&(name.clone(), Kind::Number)) {
                        *kind = Kind::Number;
                    }
                }
            }
        }
        placeholders.insert(id, found);
    }
    for file in &parsed {
        let path = &file.source.path;
        let [plural, ordinal] = [
            (PLURALS, "PLURALS", "plural"),
            (ORDINALS, "ORDINALS", "ordinal"),
        ]
        .map(|(table, name, forms)| {
            let rule = rule_of(table, &file.source.lang);
            if rule.is_none() {
                problems.push(format!(
                    "{path}: the language `{}` has no line in {name} (locales/compile.rs): \
                         say which {forms} forms it needs",
                    file.source.lang
                ));
            }
            rule
        });
        // A regional variant writes only what differs from its language.
        let inherits = parent(&file.source.lang).is_some();
        for (id, (ref_line, _)) in &reference.messages {
            if !inherits && !file.messages.contains_key(id) {
                problems.push(format!(
                    "{path}: `{id}` is missing (it is at {}:{ref_line})",
                    reference.source.path
                ));
            }
        }
        for (id, (line, pattern)) in &file.messages {
            let Some(wanted) = placeholders.get(id) else {
                problems.push(format!(
                    "{path}:{line}: `{id}` is not a message of {} (misspelt?)",
                    reference.source.path
                ));
                continue;
            };
            let mut used = Vec::new();
            variables(pattern, &mut used);
            for (name, _) in &used {
                if !wanted.iter().any(|(w, _)| w == name) {
                    problems.push(format!(
                        "{path}:{}: `{id}` uses `${name}`, which {}'s `{id}` does not give",
                        line_of_variable(&file.source.text, *line, name),
                        reference.source.path
                    ));
                }
            }
            if let (Some((_, forms, _)), Some((_, ordinal_forms, _))) = (plural, ordinal) {
                let mut by_form = BTreeSet::new();
                chosen_by_form(reference.messages[id].1, &mut by_form);
                plural_forms(
                    pattern,
                    (wanted, &by_form),
                    (forms, ordinal_forms),
                    &mut |name, kind, missing| {
                        problems.push(format!(
                            "{path}:{}: `{id}` chooses by `${name}` without the {kind} form \
                         `{missing}` this language needs",
                            line_of_variable(&file.source.text, *line, name)
                        ))
                    },
                );
            }
            unsupported(pattern, &file.terms, &mut |what| {
                problems.push(format!("{path}:{line}: `{id}`: {what}"))
            });
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    // A regional variant's missing messages and terms are its language's.
    let bases: Vec<(usize, usize)> = parsed
        .iter()
        .enumerate()
        .filter_map(|(i, file)| {
            let base = parent(&file.source.lang)?;
            let j = parsed.iter().position(|p| p.source.lang == base)?;
            Some((i, j))
        })
        .collect();
    for (i, j) in bases {
        let (messages, terms) = (parsed[j].messages.clone(), parsed[j].terms.clone());
        for (id, message) in messages {
            parsed[i].messages.entry(id).or_insert(message);
        }
        for (id, term) in terms {
            parsed[i].terms.entry(id).or_insert(term);
        }
    }
    let reference = parsed
        .iter()
        .find(|p| p.source.lang == REFERENCE)
        .expect("found above");
    Ok(rust(&parsed, reference, &placeholders))
}

/// The plain messages of a file (text with no placeholder), by id: the
/// lessons' words, which `lessons/compile.rs` puts in the lessons' data.
/// `compile` has checked the file already.
pub fn plain_texts(text: &str) -> BTreeMap<String, String> {
    let resource = match parser::parse(text) {
        Ok(resource) | Err((resource, _)) => resource,
    };
    resource
        .body
        .iter()
        .filter_map(|entry| match entry {
            Entry::Message(m) => {
                let value = m.value.as_ref().filter(|v| plain(v))?;
                Some((m.id.name.to_string(), doc_of(value)))
            }
            _ => None,
        })
        .collect()
}

/// The 1-based line of a byte offset.
fn line_at(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].matches('\n').count() + 1
}

/// The line where message `id` starts.
fn line_of(text: &str, id: &str) -> usize {
    text.lines()
        .position(|l| {
            l.strip_prefix(id)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
        .map_or(1, |i| i + 1)
}

/// The line of `$name` in the message starting at `from`.
fn line_of_variable(text: &str, from: usize, name: &str) -> usize {
    let wanted = format!("${name}");
    text.lines()
        .enumerate()
        .skip(from - 1)
        .find(|(_, l)| l.contains(&wanted))
        .map_or(from, |(i, _)| i + 1)
}

/// The placeholders a pattern uses, in order, each once.
fn variables(pattern: &Pattern<&str>, found: &mut Vec<(String, Kind)>) {
    let mut add = |name: &str, kind: Kind| match found.iter_mut().find(|(n, _)| n == name) {
        Some((_, k)) if kind == Kind::Number => *k = Kind::Number,
        Some(_) => {}
        None => found.push((name.to_string(), kind)),
    };
    let mut nested = Vec::new();
    for element in &pattern.elements {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        match expression {
            Expression::Inline(InlineExpression::VariableReference { id }) => {
                add(id.name, Kind::Text)
            }
            Expression::Select { selector, variants } => {
                if let Some(name) = ordinal_of(selector) {
                    add(name, Kind::Number);
                } else if let InlineExpression::VariableReference { id } = selector {
                    let numeric = variants.iter().any(|v| match &v.key {
                        VariantKey::NumberLiteral { .. } => true,
                        VariantKey::Identifier { name } => {
                            *name != "other" && PLURAL_FORMS.contains(name)
                        }
                    });
                    add(id.name, if numeric { Kind::Number } else { Kind::Text });
                }
                for v in variants {
                    variables(&v.value, &mut nested);
                }
            }
            _ => {}
        }
    }
    for (name, kind) in nested {
        add(&name, kind);
    }
}

/// Calls `missing` for each plural form a choice by a number lacks (the
/// ordinal forms, for a choice by its ordinal).
fn plural_forms(
    pattern: &Pattern<&str>,
    (wanted, english_by_form): (&[(String, Kind)], &BTreeSet<String>),
    (forms, ordinal_forms): (&[&str], &[&str]),
    missing: &mut dyn FnMut(&str, &str, &str),
) {
    for element in &pattern.elements {
        let PatternElement::Placeable {
            expression: Expression::Select { selector, variants },
        } = element
        else {
            continue;
        };
        // A choice by exact numbers only (a month's name; "once", "twice"
        // and a default) needs no plural forms, unless English's message
        // chooses by them with that placeholder.
        let by_form = has_form_keys(variants)
            || matches!(selector, InlineExpression::VariableReference { id } if english_by_form.contains(id.name));
        let chosen = match selector {
            InlineExpression::VariableReference { id }
                if wanted.contains(&(id.name.to_string(), Kind::Number)) =>
            {
                Some((id.name, forms, "plural"))
            }
            _ => ordinal_of(selector).map(|name| (name, ordinal_forms, "ordinal")),
        };
        if let Some((name, forms, kind)) = chosen
            && by_form
        {
            for form in forms {
                let has = variants
                    .iter()
                    .any(|v| matches!(&v.key, VariantKey::Identifier { name } if name == form));
                if !has {
                    missing(name, kind, form);
                }
            }
        }
        for v in variants {
            plural_forms(
                &v.value,
                (wanted, english_by_form),
                (forms, ordinal_forms),
                missing,
            );
        }
    }
}

/// Whether a choice has plural forms among its keys (a default `other`
/// alone is no plural form).
fn has_form_keys(variants: &[Variant<&str>]) -> bool {
    variants.iter().any(
        |v| matches!(&v.key, VariantKey::Identifier { name } if !(v.default && *name == "other")),
    )
}

/// The placeholders a pattern chooses plural forms by.
fn chosen_by_form(pattern: &Pattern<&str>, found: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable {
            expression: Expression::Select { selector, variants },
        } = element
        {
            if let InlineExpression::VariableReference { id } = selector
                && has_form_keys(variants)
            {
                found.insert(id.name.to_string());
            }
            for v in variants {
                chosen_by_form(&v.value, found);
            }
        }
    }
}

/// Calls `say` for each part of a pattern this compiler does not turn
/// into Rust.
fn unsupported(
    pattern: &Pattern<&str>,
    terms: &BTreeMap<&str, &Pattern<&str>>,
    say: &mut dyn FnMut(String),
) {
    for element in &pattern.elements {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        let inline = match expression {
            Expression::Inline(inline) => inline,
            Expression::Select { selector, variants } => {
                if !matches!(selector, InlineExpression::VariableReference { .. })
                    && ordinal_of(selector).is_none()
                {
                    say(
                        "a choice is made only by a placeholder (`{ $name -> … }`) or its \
                         ordinal (`{ NUMBER($name, type: \"ordinal\") -> … }`)"
                            .into(),
                    );
                }
                for v in variants {
                    unsupported(&v.value, terms, say);
                }
                continue;
            }
        };
        match inline {
            InlineExpression::FunctionReference { id, .. } => say(format!(
                "functions such as `{}` are not used: the app writes numbers and dates itself",
                id.name
            )),
            InlineExpression::MessageReference { .. } => {
                say("a message is not put inside another: use a term (`-name`)".into())
            }
            InlineExpression::TermReference {
                id,
                attribute,
                arguments,
            } => {
                if attribute.is_some() || arguments.is_some() {
                    say(format!(
                        "`-{}` is used with attributes or arguments",
                        id.name
                    ));
                } else if !terms.contains_key(id.name) {
                    say(format!("the term `-{}` is not in this file", id.name));
                }
            }
            InlineExpression::Placeable { .. } => {
                say("a placeable inside a placeable is not used".into())
            }
            _ => {}
        }
    }
}

/// The placeholder a choice by ordinal form chooses by:
/// `NUMBER($place, type: "ordinal")` → `place`.
fn ordinal_of<'s>(selector: &InlineExpression<&'s str>) -> Option<&'s str> {
    let InlineExpression::FunctionReference { id, arguments } = selector else {
        return None;
    };
    let ordinal = matches!(
        arguments.named.as_slice(),
        [arg] if arg.name.name == "type"
            && matches!(arg.value, InlineExpression::StringLiteral { value: "ordinal" })
    );
    match arguments.positional.as_slice() {
        [InlineExpression::VariableReference { id: var }] if id.name == "NUMBER" && ordinal => {
            Some(var.name)
        }
        _ => None,
    }
}

/// The rules a pattern's choices use: by plural form (a number
/// placeholder), by ordinal form.
fn rules_used(pattern: &Pattern<&str>, args: &[(String, Kind)], used: &mut [bool; 2]) {
    for element in &pattern.elements {
        if let PatternElement::Placeable {
            expression: Expression::Select { selector, variants },
        } = element
        {
            match selector {
                InlineExpression::VariableReference { id }
                    if args.contains(&(id.name.to_string(), Kind::Number)) =>
                {
                    used[0] = true
                }
                _ if ordinal_of(selector).is_some() => used[1] = true,
                _ => {}
            }
            for v in variants {
                rules_used(&v.value, args, used);
            }
        }
    }
}

/// `address-not-secure` → `address_not_secure`.
fn rust_name(id: &str) -> String {
    id.replace('-', "_")
}

/// `round-of` → `RoundOf`.
fn camel_name(id: &str) -> String {
    id.split('-')
        .map(|part| {
            let mut part = part.to_string();
            if let Some(first) = part.get_mut(..1) {
                first.make_ascii_uppercase();
            }
            part
        })
        .collect()
}

/// `es` → `Es`, `es-419` → `Es419`: the `Lang` variant.
pub fn variant(code: &str) -> String {
    let mut v = code.replace('-', "");
    v[..1].make_ascii_uppercase();
    v
}

/// Whether a pattern is only text in every language (its function then
/// gives a `&'static str`).
fn plain(pattern: &Pattern<&str>) -> bool {
    pattern
        .elements
        .iter()
        .all(|e| matches!(e, PatternElement::TextElement { .. }))
}

/// A message as its function's documentation shows it (placeholders by
/// name, choices as `{ … }`); a plain message's text whole.
fn doc_of(pattern: &Pattern<&str>) -> String {
    pattern
        .elements
        .iter()
        .map(|e| match e {
            PatternElement::TextElement { value } => value.to_string(),
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::VariableReference { id }),
            } => format!("{{ ${} }}", id.name),
            PatternElement::Placeable { .. } => "{ … }".to_string(),
        })
        .collect()
}

/// A pattern as `format!`'s pieces: the format string (its text, with
/// `{}` for each placeholder or choice) and the Rust expression of each
/// argument. `format!` keeps the text in one static table, so a message
/// costs its words and little code.
struct Formatted {
    text: String,
    args: Vec<String>,
    /// The arguments that are a choice giving a `String` (its variants
    /// hold placeholders), by index.
    owned: Vec<usize>,
}

impl Formatted {
    /// The Rust expression of type `String` that writes it.
    fn string(&self) -> String {
        match self.args.as_slice() {
            [] => format!("String::from({:?})", self.plain().unwrap_or_default()),
            // A choice whose variants are `String`s already.
            [one] if self.text == "{}" && self.owned == [0] => one.clone(),
            [one] if self.text == "{}" && one.starts_with("match ") => {
                format!("({one}).to_string()")
            }
            [one] if self.text == "{}" => format!("{one}.to_string()"),
            args => format!("format!({:?}, {})", self.text, args.join(", ")),
        }
    }

    /// Plain text, with no placeholder or choice.
    fn plain(&self) -> Option<String> {
        self.args
            .is_empty()
            .then(|| self.text.replace("{{", "{").replace("}}", "}"))
    }
}

fn formatted(file: &Parsed, pattern: &Pattern<&str>, args: &[(String, Kind)]) -> Formatted {
    let mut out = Formatted {
        text: String::new(),
        args: Vec::new(),
        owned: Vec::new(),
    };
    let text = |out: &mut Formatted, value: &str| {
        out.text
            .push_str(&value.replace('{', "{{").replace('}', "}}"))
    };
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => text(&mut out, value),
            PatternElement::Placeable { expression } => match expression {
                Expression::Inline(InlineExpression::StringLiteral { value })
                | Expression::Inline(InlineExpression::NumberLiteral { value }) => {
                    text(&mut out, value)
                }
                Expression::Inline(InlineExpression::VariableReference { id }) => {
                    out.text.push_str("{}");
                    out.args.push(rust_name(id.name));
                }
                Expression::Inline(InlineExpression::TermReference { id, .. }) => {
                    if let Some(term) = file.terms.get(id.name) {
                        let inner = formatted(file, term, args);
                        out.text.push_str(&inner.text);
                        let at = out.args.len();
                        out.owned.extend(inner.owned.iter().map(|i| i + at));
                        out.args.extend(inner.args);
                    }
                }
                Expression::Select { selector, variants } => {
                    let (id, rule) = match (selector, ordinal_of(selector)) {
                        (InlineExpression::VariableReference { id }, _) => (id.name, "plural"),
                        (_, Some(name)) => (name, "ordinal"),
                        // Refused by `unsupported` before any code is written.
                        _ => continue,
                    };
                    let (code, owned) = choice(file, (id, rule), variants, args);
                    out.text.push_str("{}");
                    if owned {
                        out.owned.push(out.args.len());
                    }
                    out.args.push(code);
                }
                // Refused by `unsupported` before any code is written.
                _ => {}
            },
        }
    }
    out
}

/// A choice as a Rust `match` on the placeholder (on its plural or ordinal
/// form, for a number), exact numbers first, then the forms, then the
/// default: a `&str` when every variant is plain text, else a `String`
/// (then `true`).
fn choice(
    file: &Parsed,
    (id, rule): (&str, &str),
    variants: &[Variant<&str>],
    args: &[(String, Kind)],
) -> (String, bool) {
    let name = rust_name(id);
    let number = args.contains(&(id.to_string(), Kind::Number));
    let scrutinee = if number {
        format!(
            "({name}, {rule}(Lang::{}, {name}))",
            variant(&file.source.lang)
        )
    } else {
        name.clone()
    };
    let mut ordered: Vec<_> = variants.iter().filter(|v| !v.default).collect();
    ordered.sort_by_key(|v| !matches!(v.key, VariantKey::NumberLiteral { .. }));
    ordered.extend(variants.iter().filter(|v| v.default));
    let values: Vec<Formatted> = ordered
        .iter()
        .map(|v| formatted(file, &v.value, args))
        .collect();
    let plain = values.iter().all(|v| v.plain().is_some());
    let mut code = format!("match {scrutinee} {{");
    for (v, value) in ordered.iter().zip(&values) {
        let arm = match (&v.key, number) {
            _ if v.default => "_".to_string(),
            (VariantKey::NumberLiteral { value }, true) => format!("({value}, _)"),
            (VariantKey::Identifier { name }, true) => format!("(_, {name:?})"),
            (VariantKey::Identifier { name }, false)
            | (VariantKey::NumberLiteral { value: name }, false) => format!("{name:?}"),
        };
        let value = match value.plain() {
            Some(text) if plain => format!("{text:?}"),
            _ => value.string(),
        };
        write!(code, " {arm} => {value},").unwrap();
    }
    code.push_str(" }");
    (code, !plain)
}

fn rust(
    parsed: &[Parsed],
    reference: &Parsed,
    placeholders: &BTreeMap<&str, Vec<(String, Kind)>>,
) -> String {
    let mut code =
        String::from("// Written by build.rs from the translation files: do not edit.\n\n");
    let mut used = [false; 2];
    for file in parsed {
        for (id, (_, pattern)) in &file.messages {
            rules_used(pattern, &placeholders[id], &mut used);
        }
    }
    for ((table, what), _) in [(PLURALS, "plural"), (ORDINALS, "ordinal")]
        .into_iter()
        .zip(used)
        .filter(|(_, used)| *used)
    {
        writeln!(
            code,
            "/// The {what} form of `n` in `lang` (CLDR's names).\n\
             fn {what}(lang: Lang, n: u64) -> &'static str {{\n    match lang {{"
        )
        .unwrap();
        for file in parsed {
            let (_, _, rule) = rule_of(table, &file.source.lang).expect("checked in compile");
            writeln!(
                code,
                "        Lang::{} => {rule},",
                variant(&file.source.lang)
            )
            .unwrap();
        }
        code.push_str("    }\n}\n\n");
    }
    let langs: BTreeSet<&str> = parsed.iter().map(|p| p.source.lang.as_str()).collect();
    for (id, (_, ref_pattern)) in &reference.messages {
        let args = &placeholders[id];
        // The languages that say it alike (a regional variant where it
        // writes nothing of its own) share one arm: `Lang::Es | Lang::Es419`.
        let mut arms: Vec<(Vec<&str>, &Parsed)> = Vec::new();
        for lang in &langs {
            let file = parsed.iter().find(|p| p.source.lang == *lang).unwrap();
            let same = |other: &Parsed| {
                std::ptr::eq(other.messages[id].1, file.messages[id].1)
                    && std::ptr::eq(
                        rule_of(PLURALS, &other.source.lang).unwrap(),
                        rule_of(PLURALS, &file.source.lang).unwrap(),
                    )
                    && std::ptr::eq(
                        rule_of(ORDINALS, &other.source.lang).unwrap(),
                        rule_of(ORDINALS, &file.source.lang).unwrap(),
                    )
            };
            match arms.iter_mut().find(|(_, other)| same(other)) {
                Some((codes, _)) => codes.push(lang),
                None => arms.push((vec![lang], file)),
            }
        }
        let arm = |codes: &[&str]| {
            let variants: Vec<String> = codes
                .iter()
                .map(|c| format!("Lang::{}", variant(c)))
                .collect();
            variants.join(" | ")
        };
        let all_plain = parsed.iter().all(|p| plain(p.messages[id].1));
        // Placeholders go by name, in a struct of their own: two texts side
        // by side cannot be swapped unseen.
        let camel = camel_name(id);
        let borrows = args.iter().any(|(_, k)| *k == Kind::Text);
        let params = if args.is_empty() {
            String::new()
        } else {
            let lifetime = if borrows { "<'a>" } else { "" };
            writeln!(
                code,
                "/// The placeholders of `{id}`.\npub struct {camel}{lifetime} {{"
            )
            .unwrap();
            for (n, k) in args {
                let kind = match k {
                    Kind::Number => "u64",
                    Kind::Text => "&'a str",
                };
                writeln!(code, "    pub {}: {kind},", rust_name(n)).unwrap();
            }
            code.push_str("}\n\n");
            format!(", args: {camel}{}", if borrows { "<'_>" } else { "" })
        };
        let first_line = doc_of(ref_pattern);
        let doc = first_line.lines().next().unwrap_or_default();
        writeln!(code, "/// {REFERENCE}: {doc}").unwrap();
        if all_plain {
            writeln!(
                code,
                "pub fn {}(lang: Lang{params}) -> &'static str {{\n    match lang {{",
                rust_name(id)
            )
            .unwrap();
            for (codes, file) in &arms {
                writeln!(
                    code,
                    "        {} => {:?},",
                    arm(codes),
                    doc_of(file.messages[id].1)
                )
                .unwrap();
            }
            code.push_str("    }\n}\n\n");
        } else {
            writeln!(
                code,
                "pub fn {}(lang: Lang{params}) -> String {{",
                rust_name(id)
            )
            .unwrap();
            if !args.is_empty() {
                let names: Vec<String> = args.iter().map(|(n, _)| rust_name(n)).collect();
                writeln!(code, "    let {camel} {{ {} }} = args;", names.join(", ")).unwrap();
            }
            code.push_str("    match lang {\n");
            for (codes, file) in &arms {
                let value = formatted(file, file.messages[id].1, args).string();
                writeln!(code, "        {} => {value},", arm(codes)).unwrap();
            }
            code.push_str("    }\n}\n\n");
        }
    }
    code
}
