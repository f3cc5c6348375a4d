//! Writes the core's code made from files: the version, the languages
//! (every `src/i18n/<code>.rs` file is one: adding a language is adding its
//! file; this writes the `Lang` enum and the dispatch to each file's `NAME`,
//! `text` and `piece_letter`), the texts of the translation files
//! (`locales/<code>/<area>.ftl`, see `locales/compile.rs`) and the lessons
//! (`lessons/lessons.json`, see `lessons/compile.rs`).

use std::fmt::Write as _;
use std::path::Path;
use std::{env, fs};

#[path = "lessons/compile.rs"]
mod lessons;
#[path = "locales/compile.rs"]
mod locales;

fn main() {
    version();
    let codes = languages();
    translations(&codes);
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).to_owned();
    let json = root.join("lessons/lessons.json");
    println!("cargo::rerun-if-changed={}", json.display());
    println!(
        "cargo::rerun-if-changed={}",
        root.join("lessons/compile.rs").display()
    );
    let text = fs::read_to_string(&json).expect("lessons/lessons.json is readable");
    let code = lessons::compile(&text)
        .unwrap_or_else(|e| panic!("lessons/lessons.json cannot be used: {e}"));
    let out_dir = env::var("OUT_DIR").expect("cargo sets it");
    fs::write(Path::new(&out_dir).join("lessons.rs"), code).expect("OUT_DIR is writable");
}

/// `PEONCITO_VERSION`: the crate's version, and the commit it is built
/// from where the source is a git clone ("0.1.0+1669de4a2b3c"), so that the
/// version a tablet shows names its build.
fn version() {
    let root = env::var("CARGO_MANIFEST_DIR").expect("cargo sets it");
    let git = |args: &[&str]| {
        std::process::Command::new("git")
            .args(args)
            .current_dir(&root)
            .output()
            .ok()
            .filter(|out| out.status.success())
            .and_then(|out| String::from_utf8(out.stdout).ok())
            .map(|text| text.trim().to_owned())
    };
    let mut version = env::var("CARGO_PKG_VERSION").expect("cargo sets it");
    if let Some(commit) = git(&["rev-parse", "--short=12", "HEAD"]) {
        version = format!("{version}+{commit}");
        // Built again when a commit moves HEAD or the branch it names.
        if let Some(dir) = git(&["rev-parse", "--absolute-git-dir"]) {
            let dir = Path::new(&dir);
            let branch = git(&["symbolic-ref", "-q", "HEAD"]);
            // A file watched that does not exist would run this every build.
            for file in ["HEAD", "packed-refs"].into_iter().chain(branch.as_deref()) {
                let file = dir.join(file);
                if file.exists() {
                    println!("cargo::rerun-if-changed={}", file.display());
                }
            }
        }
    }
    println!("cargo::rustc-env=PEONCITO_VERSION={version}");
}

fn languages() -> Vec<String> {
    let dir = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("src/i18n");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut codes: Vec<String> = fs::read_dir(&dir)
        .expect("src/i18n exists")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            let code = name.strip_suffix(".rs")?;
            // Language codes are ISO 639-1: two lowercase letters.
            (code.len() == 2 && code.bytes().all(|b| b.is_ascii_lowercase()))
                .then(|| code.to_string())
        })
        .collect();
    codes.sort();
    assert!(
        codes.iter().any(|c| c == "en"),
        "src/i18n/en.rs is the fallback language and must exist"
    );
    let variant = |code: &str| {
        let mut v = code.to_string();
        v[..1].make_ascii_uppercase();
        v
    };
    // The enum lives in `src/lang.rs` (the core names languages); the
    // texts dispatch lives in `src/i18n`, so neither imports the other back.
    let mut enum_out = String::new();
    let mut out = String::new();
    for code in &codes {
        let path = dir.join(format!("{code}.rs"));
        writeln!(
            out,
            "#[path = {:?}]\nmod {code};",
            path.display().to_string()
        )
        .unwrap();
    }
    enum_out.push_str(
        "/// A language of the app: one per file in `src/i18n/`.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]\npub enum Lang {\n",
    );
    for code in &codes {
        if code == "en" {
            enum_out.push_str(
                "    /// The fallback when the browser asks for none of ours.\n    #[default]\n",
            );
        }
        writeln!(enum_out, "    {},", variant(code)).unwrap();
    }
    enum_out.push_str("}\n\nimpl Lang {\n");
    writeln!(enum_out, "    pub const ALL: [Lang; {}] = [", codes.len()).unwrap();
    for code in &codes {
        writeln!(enum_out, "        Lang::{},", variant(code)).unwrap();
    }
    enum_out.push_str("    ];\n\n");
    out.push_str("impl Lang {\n");
    let dispatch = |out: &mut String, doc: &str, sig: &str, arm: &dyn Fn(&str) -> String| {
        writeln!(out, "    /// {doc}\n    {sig} {{\n        match self {{").unwrap();
        for code in &codes {
            writeln!(out, "            Lang::{} => {},", variant(code), arm(code)).unwrap();
        }
        out.push_str("        }\n    }\n\n");
    };
    dispatch(
        &mut enum_out,
        "The ISO 639-1 code.",
        "pub fn code(self) -> &'static str",
        &|c| format!("{c:?}"),
    );
    dispatch(
        &mut out,
        "The language's name in itself, so a child finds their own.",
        "pub fn name(self) -> &'static str",
        &|c| format!("{c}::NAME"),
    );
    dispatch(
        &mut out,
        "The text in this language.",
        "pub fn text(self, text: &Text) -> String",
        &|c| format!("{c}::text(text)"),
    );
    dispatch(
        &mut out,
        "The letter this language writes for a piece in the move list.",
        "pub fn piece_letter(self, role: Role) -> char",
        &|c| format!("{c}::piece_letter(role)"),
    );
    out.push_str("}\n");
    enum_out.push_str("}\n");
    let out_dir = env::var("OUT_DIR").expect("cargo sets it");
    fs::write(Path::new(&out_dir).join("lang_enum.rs"), enum_out).expect("OUT_DIR is writable");
    fs::write(Path::new(&out_dir).join("languages.rs"), out).expect("OUT_DIR is writable");
    codes
}

/// `ftl_<area>.rs` for each area of the translation files: every file of
/// English's folder is an area, and every language has its own file of it.
/// A broken file stops the build with every problem, each with its file and
/// line.
fn translations(codes: &[String]) {
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).to_owned();
    let locales = root.join("locales");
    println!("cargo::rerun-if-changed={}", locales.display());
    let mut areas: Vec<String> = fs::read_dir(locales.join(locales::REFERENCE))
        .expect("locales/en exists")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".ftl").map(str::to_string)
        })
        .collect();
    areas.sort();
    let mut problems = Vec::new();
    for area in areas {
        let mut sources = Vec::new();
        for code in codes {
            let relative = format!("locales/{code}/{area}.ftl");
            let path = root.join(&relative);
            println!("cargo::rerun-if-changed={}", path.display());
            match fs::read_to_string(&path) {
                Ok(text) => sources.push(locales::Source {
                    lang: code.clone(),
                    path: relative,
                    text,
                }),
                Err(e) => problems.push(format!("{relative}: cannot be read ({e})")),
            }
        }
        match locales::compile(&sources) {
            Ok(code) => {
                let out_dir = env::var("OUT_DIR").expect("cargo sets it");
                fs::write(Path::new(&out_dir).join(format!("ftl_{area}.rs")), code)
                    .expect("OUT_DIR is writable");
            }
            Err(found) => problems.extend(found),
        }
    }
    if !problems.is_empty() {
        panic!(
            "the translation files have problems:\n{}",
            problems.join("\n")
        );
    }
}
