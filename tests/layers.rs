//! The layers the code keeps, checked from the sources: the core's manifest
//! names no browser crate (the compiler then keeps browser types out of
//! it), and inside the web app the board's code and the teacher's screens
//! meet only in what they share (board → shared ← teacher).

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_core_crate_depends_on_no_browser_crate() {
    let manifest = fs::read_to_string(root().join("core/Cargo.toml")).unwrap();
    let named: Vec<&str> = manifest
        .lines()
        .map(str::trim)
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once('=').map(|(key, _)| key.trim()))
        .collect();
    for browser in [
        "leptos",
        "web-sys",
        "js-sys",
        "wasm-bindgen",
        "wasm-bindgen-futures",
    ] {
        assert!(
            !named.contains(&browser),
            "core/Cargo.toml depends on {browser}"
        );
    }
    assert!(named.contains(&"shakmaty"), "the manifest was read");
}

/// Where a module of `src/ui/` belongs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Part {
    /// The teacher's wasm: the tournament, class and school server
    /// screens, the guide, "Put Peoncito on the tablets".
    Teacher,
    /// What both use: the pupils' pictures and seat, the browser's
    /// services.
    Shared,
    /// The board's wasm: everything else.
    Board,
}

fn part(module: &str) -> Part {
    match module {
        "tournament" | "class" | "sync" | "guide" | "tablets" => Part::Teacher,
        "shared" | "browser" | "device_store" | "mirror" | "idb" | "worker" | "qr_camera" => {
            Part::Shared
        }
        _ => Part::Board,
    }
}

fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
    found
}

/// The module path of a file under `src/ui/`: `tournament/rounds.rs` is
/// `[tournament, rounds]`, `board/mod.rs` is `[board]`.
fn module_of(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The first names a path continues with after a prefix: `x` in `x::…`,
/// each item's first name in `{a, b::c}`.
fn first_names(rest: &str) -> Vec<String> {
    let name = |text: &str| -> String {
        text.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let Some(inside) = rest.strip_prefix('{') else {
        return vec![name(rest)];
    };
    let mut names = Vec::new();
    let (mut depth, mut start) = (0usize, 0usize);
    for (at, c) in inside.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                names.push(name(inside[start..at].trim()));
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                names.push(name(inside[start..at].trim()));
                start = at + 1;
            }
            _ => {}
        }
    }
    names
}

/// The top modules of `src/ui/` a file's paths name (`crate::ui::x`,
/// `super::x` resolved from where the file is).
fn imports(module: &[String], text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (at, _) in text.match_indices("crate::ui::") {
        let rest = &text[at + "crate::ui::".len()..];
        found.extend(first_names(rest));
    }
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(found_at) = text[at..].find("super::") {
        let start = at + found_at;
        at = start + "super::".len();
        // Count this one only at the start of a path.
        if start > 0 && (bytes[start - 1].is_ascii_alphanumeric() || bytes[start - 1] == b':') {
            continue;
        }
        let mut ups = 1;
        while text[at..].starts_with("super::") {
            ups += 1;
            at += "super::".len();
        }
        let Some(base) = module.len().checked_sub(ups) else {
            continue;
        };
        for name in first_names(&text[at..]) {
            let mut path: Vec<String> = module[..base].to_vec();
            path.push(name);
            found.insert(path[0].clone());
        }
    }
    found.retain(|name| !name.is_empty() && name != "self");
    found
}

#[test]
fn the_board_and_the_teachers_screens_meet_only_in_what_they_share() {
    let ui = root().join("src/ui");
    let mut wrong = Vec::new();
    let mut checked = 0;
    for file in rust_files(&ui) {
        let relative = file.strip_prefix(&ui).unwrap().to_path_buf();
        let module = module_of(&relative);
        // `src/ui/mod.rs` mounts both apps.
        let Some(own) = module.first() else { continue };
        let from = part(own);
        let text = fs::read_to_string(&file).unwrap();
        for imported in imports(&module, &text) {
            let to = part(&imported);
            let allowed = to == from
                || match from {
                    Part::Board | Part::Teacher => to == Part::Shared,
                    Part::Shared => false,
                };
            if !allowed {
                wrong.push(format!(
                    "{} ({from:?}) imports {imported} ({to:?})",
                    relative.display()
                ));
            }
            checked += 1;
        }
    }
    assert!(checked > 100, "the imports were read: {checked}");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn the_import_reader_resolves_paths_from_where_the_file_is() {
    let module = vec!["tournament".to_string(), "rounds".to_string()];
    let text = "use super::{Screens, standings::Podium};\nuse super::super::browser;\n\
                use crate::ui::shared::glyph;\nlet x = super::super::{records, worker::ask};";
    let found: Vec<String> = imports(&module, text).into_iter().collect();
    assert_eq!(
        found,
        ["browser", "records", "shared", "tournament", "worker"]
    );
}
