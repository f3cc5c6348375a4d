//! Writes the core's code made from files: the version, the languages
//! (every folder of `locales/` is one: adding a language is adding its
//! folder; this writes the `Lang` enum), the texts of the translation files
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
    // The lessons' words, English first (checked already as an area).
    let mut texts: Vec<(String, std::collections::BTreeMap<String, String>)> = Vec::new();
    for code in std::iter::once(locales::REFERENCE).chain(
        codes
            .iter()
            .map(String::as_str)
            .filter(|c| *c != locales::REFERENCE),
    ) {
        let file = root.join(format!("locales/{code}/lessons.ftl"));
        let ftl = fs::read_to_string(&file).unwrap_or_default();
        let mut words = locales::plain_texts(&ftl);
        // A regional variant's missing words are its language's.
        if let Some((_, base)) =
            locales::parent(code).and_then(|base| texts.iter().find(|(c, _)| c == base))
        {
            for (id, text) in base.clone() {
                words.entry(id).or_insert(text);
            }
        }
        texts.push((code.to_string(), words));
    }
    let code = lessons::compile(&text, &texts)
        .unwrap_or_else(|e| panic!("the lessons cannot be used: {e}"));
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

/// The languages: one folder each in `locales/`, named by its code: ISO
/// 639-1 (`es`), or a regional variant of one (`es-419`, which writes only
/// what differs from `es`). This writes the `Lang` enum; its texts are the
/// folder's files.
fn languages() -> Vec<String> {
    let dir = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("locales");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut codes: Vec<String> = fs::read_dir(&dir)
        .expect("locales exists")
        .filter_map(|entry| {
            let entry = entry.ok()?;
            let code = entry.file_name().into_string().ok()?;
            let (base, region) = code.split_once('-').unwrap_or((&code, "AA"));
            let language = base.len() == 2 && base.bytes().all(|b| b.is_ascii_lowercase());
            // A region: two capitals (BR) or three digits (419).
            let region = (region.len() == 2 && region.bytes().all(|b| b.is_ascii_uppercase()))
                || (region.len() == 3 && region.bytes().all(|b| b.is_ascii_digit()));
            (entry.path().is_dir() && language && region).then_some(code)
        })
        .collect();
    codes.sort();
    assert!(
        codes.iter().any(|c| c == locales::REFERENCE),
        "locales/en is the reference language and must exist"
    );
    for code in &codes {
        if let Some(base) = locales::parent(code) {
            assert!(
                codes.iter().any(|c| c == base),
                "locales/{code} is a variant of {base}, which has no folder"
            );
        }
    }
    let variant = locales::variant;
    // The enum lives in `src/lang.rs` (the core names languages); its texts
    // live in `src/i18n`, so neither imports the other back.
    let mut out = String::from(
        "/// A language of the app: one per folder in `locales/`.\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]\npub enum Lang {\n",
    );
    for code in &codes {
        if code == locales::REFERENCE {
            out.push_str(
                "    /// The fallback when the browser asks for none of ours.\n    #[default]\n",
            );
        }
        writeln!(out, "    {},", variant(code)).unwrap();
    }
    out.push_str("}\n\nimpl Lang {\n");
    writeln!(out, "    pub const ALL: [Lang; {}] = [", codes.len()).unwrap();
    for code in &codes {
        writeln!(out, "        Lang::{},", variant(code)).unwrap();
    }
    out.push_str(
        "    ];\n\n    /// Its code (its folder's name).\n    pub fn code(self) -> &'static str {\n        match self {\n",
    );
    for code in &codes {
        writeln!(out, "            Lang::{} => {code:?},", variant(code)).unwrap();
    }
    out.push_str("        }\n    }\n}\n");
    let out_dir = env::var("OUT_DIR").expect("cargo sets it");
    fs::write(Path::new(&out_dir).join("lang_enum.rs"), out).expect("OUT_DIR is writable");
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
                // A regional variant may leave a whole file to its language.
                Err(_) if locales::parent(code).is_some() && !path.exists() => {
                    sources.push(locales::Source {
                        lang: code.clone(),
                        path: relative,
                        text: String::new(),
                    })
                }
                Ok(text) => sources.push(locales::Source {
                    lang: code.clone(),
                    path: relative,
                    text,
                }),
                Err(e) => problems.push(format!("{relative}: cannot be read ({e})")),
            }
        }
        match locales::compile(&sources) {
            // The lessons' words go into the lessons' data instead (`main`).
            Ok(_) if area == "lessons" => {}
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
