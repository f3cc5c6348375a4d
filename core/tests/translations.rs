//! The translation files' compiler (`locales/compile.rs`, run by
//! `build.rs`): what it refuses, with the file and line, and what it writes.

#[path = "../locales/compile.rs"]
#[allow(dead_code)]
mod locales;

use locales::{Source, compile};

fn file(lang: &str, text: &str) -> Source {
    Source {
        lang: lang.into(),
        path: format!("locales/{lang}/area.ftl"),
        text: text.into(),
    }
}

const ENGLISH: &str = "\
# A comment.
title = Peoncito
good-game = Good game! { $moves ->
    [one] One move was played.
   *[other] { $moves } moves were played.
}
player = { $name } plays.
";

const SPANISH: &str = "\
title = Peoncito
good-game = ¡Buena partida! { $moves ->
    [one] Se ha jugado 1 jugada.
   *[other] Se han jugado { $moves } jugadas.
}
player = Juega { $name }.
";

/// Fails unless one of the problems found contains `what`.
fn assert_says(found: &[String], what: &str) {
    assert!(
        found.iter().any(|p| p.contains(what)),
        "{what:?} in {found:#?}"
    );
}

fn problems(spanish: &str) -> Vec<String> {
    compile(&[file("en", ENGLISH), file("es", spanish)]).expect_err("the build stops")
}

#[test]
fn good_files_become_a_function_a_message() {
    let code = compile(&[file("en", ENGLISH), file("es", SPANISH)]).expect("good files compile");
    // Plain text is a `&'static str`; a placeholder makes a `String`.
    assert!(
        code.contains("pub fn title(lang: Lang) -> &'static str"),
        "{code}"
    );
    // Placeholders go by name, in a struct of their own.
    assert!(
        code.contains("pub struct Player<'a> {\n    pub name: &'a str,\n}"),
        "{code}"
    );
    assert!(
        code.contains("pub fn player(lang: Lang, args: Player<'_>) -> String"),
        "{code}"
    );
    // A choice of plural form makes the placeholder a number.
    assert!(
        code.contains("pub struct GoodGame {\n    pub moves: u64,\n}"),
        "{code}"
    );
    assert!(
        code.contains("pub fn good_game(lang: Lang, args: GoodGame) -> String"),
        "{code}"
    );
    assert!(
        code.contains("match (moves, plural(Lang::Es, moves))"),
        "{code}"
    );
    assert!(code.contains("Lang::Es => if n == 1"), "{code}");
    // Each language's text is written by `format!`, its words in one table.
    assert!(
        code.contains(r#"Lang::Es => format!("Juega {}.", name),"#),
        "{code}"
    );
}

#[test]
fn a_missing_message_names_the_file_and_where_english_has_it() {
    let found = problems(&SPANISH.replace("title = Peoncito\n", ""));
    assert_eq!(
        found,
        ["locales/es/area.ftl: `title` is missing (it is at locales/en/area.ftl:2)"]
    );
}

#[test]
fn a_misspelt_message_names_its_line() {
    let found = problems(&SPANISH.replace("player =", "plaer ="));
    assert!(
        found.contains(
            &"locales/es/area.ftl:6: `plaer` is not a message of locales/en/area.ftl (misspelt?)"
                .to_string()
        ),
        "{found:?}"
    );
    assert_says(&found, "`player` is missing");
}

#[test]
fn a_stray_placeholder_names_its_line() {
    let found = problems(&SPANISH.replace("Juega { $name }.", "Juega { $nombre }."));
    assert_eq!(
        found,
        [
            "locales/es/area.ftl:6: `player` uses `$nombre`, which locales/en/area.ftl's `player` does not give"
        ]
    );
}

#[test]
fn a_plural_form_the_language_needs_is_required() {
    let found = problems(&SPANISH.replace("    [one] Se ha jugado 1 jugada.\n", ""));
    assert_eq!(
        found,
        [
            "locales/es/area.ftl:2: `good-game` chooses by `$moves` without the plural form `one` this language needs"
        ]
    );
}

/// A choice by exact numbers only (a month's name) is no plural: it needs
/// no plural forms, only its default.
#[test]
fn a_choice_by_exact_numbers_needs_no_plural_forms() {
    let month = |name: &str| {
        format!("title = Peoncito\nmonth = {{ $month ->\n    [1] {name}\n   *[12] x\n}}\n")
    };
    let code =
        compile(&[file("en", &month("January")), file("es", &month("enero"))]).expect("compiles");
    assert!(code.contains("(1, _) =>"), "{code}");
    // Whereas a plural form still asks for the others.
    let found = compile(&[
        file("en", &month("January").replace("[1]", "[one]")),
        file("es", &month("enero").replace("[1]", "[few]")),
    ])
    .expect_err("refused");
    assert_says(&found, "without the plural form `one`");
}

/// "1st", "2nd": a choice by a number's ordinal form, with the forms the
/// language's line in ORDINALS asks for.
#[test]
fn a_choice_by_ordinal_asks_for_the_ordinal_forms() {
    let english = "title = Peoncito\nplace = { NUMBER($place, type: \"ordinal\") ->\n    [one] { $place }st\n    [two] { $place }nd\n    [few] { $place }rd\n   *[other] { $place }th\n}\n";
    let spanish = "title = Peoncito\nplace = { $place }.º\n";
    let code = compile(&[file("en", english), file("es", spanish)]).expect("compiles");
    assert!(
        code.contains("pub fn place(lang: Lang, args: Place) -> String"),
        "{code}"
    );
    assert!(
        code.contains("match (place, ordinal(Lang::En, place))"),
        "{code}"
    );
    assert!(code.contains("fn ordinal(lang: Lang, n: u64)"), "{code}");
    assert!(
        !code.contains("fn plural("),
        "no plural choice, no plural rule: {code}"
    );
    let found = compile(&[
        file("en", &english.replace("    [two] { $place }nd\n", "")),
        file("es", spanish),
    ])
    .expect_err("refused");
    assert_eq!(
        found,
        [
            "locales/en/area.ftl:2: `place` chooses by `$place` without the ordinal form `two` this language needs"
        ]
    );
}

/// English says "illegal move 2"; Spanish chooses "1 jugada ilegal" or
/// "2 jugadas ilegales" by the same placeholder: it is a number for both.
#[test]
fn a_plural_choice_in_any_language_makes_the_placeholder_a_number() {
    let english = "title = Peoncito\ncount = Illegal move { $count }.\n";
    let spanish = "title = Peoncito\ncount = { $count ->\n    [one] { $count } jugada ilegal.\n   *[other] { $count } jugadas ilegales.\n}\n";
    let code = compile(&[file("en", english), file("es", spanish)]).expect("compiles");
    assert!(
        code.contains("pub struct Count {\n    pub count: u64,\n}"),
        "{code}"
    );
    assert!(
        code.contains(r#"Lang::En => format!("Illegal move {}.", count),"#),
        "{code}"
    );
    assert!(
        code.contains("match (count, plural(Lang::Es, count))"),
        "{code}"
    );
}

/// Latin-American Spanish writes only what differs from Spain's: the rest
/// is Spanish, and what it writes is still checked.
#[test]
fn a_regional_variant_writes_only_what_differs() {
    let latin = |text: &str| Source {
        lang: "es-419".into(),
        path: "locales/es-419/area.ftl".into(),
        text: text.into(),
    };
    let code = compile(&[
        file("en", ENGLISH),
        file("es", SPANISH),
        latin("player = Juega { $name }, ¡ustedes!\n"),
    ])
    .expect("compiles");
    // Its own text where it has one; elsewhere Spanish's, in one arm with
    // Spanish (its plural rule is Spanish's).
    assert!(
        code.contains(r#"Lang::Es419 => format!("Juega {}, ¡ustedes!", name),"#),
        "{code}"
    );
    assert!(
        code.contains(r#"Lang::Es | Lang::Es419 => "Peoncito","#),
        "{code}"
    );
    assert!(
        code.contains(
            r#"Lang::Es | Lang::Es419 => format!("¡Buena partida! {}", match (moves, plural(Lang::Es, moves))"#
        ),
        "{code}"
    );
    let found = compile(&[
        file("en", ENGLISH),
        file("es", SPANISH),
        latin("jugador = Juega { $nombre }.\n"),
    ])
    .expect_err("refused");
    assert_says(
        &found,
        "locales/es-419/area.ftl:1: `jugador` is not a message of locales/en/area.ftl",
    );
}

#[test]
fn broken_syntax_names_its_line() {
    let found = problems(&SPANISH.replace("player = Juega", "player Juega"));
    assert_says(&found, "locales/es/area.ftl:6: this is not Fluent's syntax");
}

#[test]
fn a_language_without_its_plural_rule_is_refused() {
    let found = compile(&[file("en", ENGLISH), file("xx", SPANISH)]).expect_err("refused");
    assert_says(&found, "the language `xx` has no line in PLURALS");
}

#[test]
fn functions_and_attributes_are_refused_with_the_reason() {
    let found =
        problems(&SPANISH.replace("title = Peoncito", "title = { NUMBER($n) }\n    .label = x"));
    assert_says(&found, "`title` has attributes");
    assert_says(&found, "functions such as `NUMBER`");
}

/// What the build compiles: every area in every language.
#[test]
fn the_shipped_files_compile() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let mut areas = 0;
    for entry in std::fs::read_dir(root.join("en")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let Some(area) = name.strip_suffix(".ftl") else {
            continue;
        };
        let sources: Vec<Source> = peoncito_core::i18n::Lang::ALL
            .iter()
            .map(|lang| {
                let path = format!("locales/{}/{area}.ftl", lang.code());
                let text = std::fs::read_to_string(root.parent().unwrap().join(&path));
                // A regional variant may leave a whole file to its language.
                let text = match locales::parent(lang.code()) {
                    Some(_) => text.unwrap_or_default(),
                    None => text.unwrap_or_else(|e| panic!("{path}: {e}")),
                };
                Source {
                    lang: lang.code().into(),
                    text,
                    path,
                }
            })
            .collect();
        compile(&sources).unwrap_or_else(|p| panic!("{p:#?}"));
        areas += 1;
    }
    assert!(areas > 0, "no translation file was read");
}
