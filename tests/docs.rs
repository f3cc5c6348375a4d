//! The project's documents keep up with the code: the README stays short
//! and every link in the documents resolves, no document names an issue,
//! ARCHITECTURE.md's map names every module there is (and none that is
//! gone), and docs/contract.md lists attributes the app renders and exactly
//! its `data-action` values.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every file under `dir`, at any depth, whose name ends in `.{ext}`.
fn files_under(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == ext) {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// README.md, ARCHITECTURE.md and every Markdown file under docs/.
fn documents() -> Vec<PathBuf> {
    let mut found = vec![root().join("README.md"), root().join("ARCHITECTURE.md")];
    found.extend(files_under(&root().join("docs"), "md"));
    found
}

/// The targets of the Markdown links and images in `text`: `](target)`.
fn link_targets(text: &str) -> Vec<String> {
    text.split("](")
        .skip(1)
        .filter_map(|rest| rest.split_once(')').map(|(target, _)| target.to_string()))
        .collect()
}

/// Every `src/…` and `core/src/…` path named in backticks, as written.
fn source_paths(text: &str) -> BTreeSet<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .filter(|quoted| {
            (quoted.starts_with("src/") || quoted.starts_with("core/src/"))
                && !quoted.contains([' ', '<'])
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn the_readme_is_short_and_every_link_in_the_documents_resolves() {
    let readme = read(&root().join("README.md"));
    let lines = readme.lines().count();
    assert!(lines <= 200, "README.md has {lines} lines");
    for doc in documents() {
        let text = read(&doc);
        for target in link_targets(&text) {
            if target.starts_with("http://") || target.starts_with("https://") {
                continue;
            }
            let file = target.split('#').next().unwrap_or_default();
            if file.is_empty() {
                continue;
            }
            let resolved = doc.parent().unwrap().join(file);
            assert!(
                resolved.exists(),
                "{} links to {target}, which is not there",
                doc.display()
            );
        }
    }
}

#[test]
fn no_document_names_an_issue() {
    for doc in documents() {
        let text = read(&doc).to_lowercase();
        for (at, _) in text.match_indices("issue") {
            let after = text[at + "issue".len()..].trim_start_matches(['s', ' ', '#']);
            assert!(
                !after.starts_with(|c: char| c.is_ascii_digit()),
                "{} names an issue: …{}…",
                doc.display(),
                &text[at..(at + 20).min(text.len())]
            );
        }
        assert!(
            !text
                .split(|c: char| c.is_whitespace() || c == '(')
                .any(|word| word.len() > 1
                    && word.starts_with('#')
                    && word[1..].starts_with(|c: char| c.is_ascii_digit())),
            "{} names an issue as #N",
            doc.display()
        );
    }
}

#[test]
fn the_architecture_map_names_every_module_and_none_that_is_gone() {
    let map = source_paths(&read(&root().join("ARCHITECTURE.md")));
    for named in &map {
        assert!(
            root().join(named.trim_end_matches('/')).exists(),
            "ARCHITECTURE.md names {named}, which is not there"
        );
    }
    for folder in ["src", "src/ui", "core/src"] {
        for entry in fs::read_dir(root().join(folder)).unwrap().flatten() {
            let name = entry.file_name().to_string_lossy().to_string();
            let path = if entry.path().is_dir() {
                format!("{folder}/{name}/")
            } else {
                format!("{folder}/{name}")
            };
            if path == "src/ui/" {
                continue;
            }
            assert!(
                map.contains(&path),
                "ARCHITECTURE.md does not say what {path} holds"
            );
        }
    }
}

/// The `data-action` values the app's source renders: each literal one,
/// and the strings a computed one chooses from (`give-minutes-{}` is
/// rendered for each side).
fn rendered_actions() -> BTreeSet<String> {
    let mut actions = BTreeSet::new();
    for file in files_under(&root().join("src"), "rs") {
        for line in read(&file).lines() {
            let Some((_, after)) = line.split_once("data-action=") else {
                continue;
            };
            let strings: Vec<&str> = after.split('"').skip(1).step_by(2).collect();
            let strings = if after.starts_with('"') {
                &strings[..1]
            } else {
                &strings[..]
            };
            for value in strings {
                if value.contains("{}") {
                    for side in ["white", "black"] {
                        actions.insert(value.replace("{}", side));
                    }
                } else {
                    actions.insert(value.to_string());
                }
            }
        }
    }
    actions
}

#[test]
fn the_contract_lists_rendered_attributes_and_exactly_the_apps_actions() {
    let contract = read(&root().join("docs/contract.md"));
    let (attributes, actions) = contract
        .split_once("## `data-action`")
        .expect("the contract's data-action section");
    let mut rendered = String::new();
    for file in files_under(&root().join("src"), "rs") {
        rendered.push_str(&read(&file));
    }
    rendered.push_str(&read(&root().join("index.html")));
    let listed: Vec<&str> = attributes
        .lines()
        .filter_map(|row| row.strip_prefix("| `"))
        .filter_map(|row| row.split_once('`').map(|(name, _)| name))
        .collect();
    assert!(listed.len() > 100, "{} attributes listed", listed.len());
    for name in listed {
        assert!(name.starts_with("data-"), "{name}");
        assert!(
            rendered.contains(&format!("{name}=")) || rendered.contains(&format!("\"{name}\"")),
            "docs/contract.md lists {name}, which the app never renders"
        );
    }
    let listed: BTreeSet<String> = actions
        .lines()
        .filter(|row| row.starts_with("| ") && !row.starts_with("| screen"))
        .flat_map(|row| row.split('`').skip(1).step_by(2).map(str::to_string))
        .filter(|value| !value.starts_with("data-"))
        .collect();
    let rendered = rendered_actions();
    assert_eq!(
        listed.difference(&rendered).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "listed in docs/contract.md, never rendered"
    );
    assert_eq!(
        rendered.difference(&listed).collect::<Vec<_>>(),
        Vec::<&String>::new(),
        "rendered, missing from docs/contract.md"
    );
}

/// The pictures a guide shows, in order: `pictures/<name>.png`.
fn pictures_of(guide: &str) -> Vec<String> {
    link_targets(guide)
        .into_iter()
        .filter_map(|target| {
            target
                .strip_prefix("pictures/")
                .and_then(|name| name.strip_suffix(".png"))
                .map(str::to_string)
        })
        .collect()
}

/// The pictures the e2e tests make for the guides: each `await shot(…, 'name'`
/// call in the teacher's day that `tests/e2e/guide.test.mjs` walks
/// (`tests/e2e/tour.mjs`).
fn pictures_made() -> BTreeSet<String> {
    read(&root().join("tests/e2e/tour.mjs"))
        .split("await shot(")
        .skip(1)
        .filter_map(|call| {
            let (_, after_target) = call.split_once(", '")?;
            let (name, _) = after_target.split_once('\'')?;
            Some(name.to_string())
        })
        .collect()
}

/// The guide's claims, each `<!-- shows: picture action… -->`: the
/// `data-action`s its text says the screen in that picture offers (the
/// guide's e2e test finds each on that screen).
fn claims_of(guide: &str) -> Vec<(String, Vec<String>)> {
    guide
        .split("<!-- shows: ")
        .skip(1)
        .filter_map(|rest| {
            let (claim, _) = rest.split_once("-->")?;
            let mut words = claim.split_whitespace().map(str::to_string);
            Some((words.next()?, words.collect()))
        })
        .collect()
}

/// Each heading's level, in order.
fn outline(guide: &str) -> Vec<usize> {
    guide
        .lines()
        .filter(|line| line.starts_with('#'))
        .map(|line| line.chars().take_while(|c| *c == '#').count())
        .collect()
}

#[test]
fn each_guide_shows_only_pictures_the_tests_make_and_both_say_the_same() {
    let spanish = read(&root().join("docs/guia/README.md"));
    let english = read(&root().join("docs/guide/README.md"));
    let made = pictures_made();
    assert!(made.len() >= 10, "{made:?}");
    for (folder, guide) in [("guia", &spanish), ("guide", &english)] {
        for name in pictures_of(guide) {
            assert!(
                made.contains(&name),
                "docs/{folder} shows {name}.png, which no test makes"
            );
            assert!(
                root()
                    .join(format!("docs/{folder}/pictures/{name}.png"))
                    .exists(),
                "docs/{folder}/pictures/{name}.png is not there: run the e2e tests"
            );
        }
    }
    assert_eq!(
        pictures_of(&spanish),
        pictures_of(&english),
        "the same pictures, in the same order"
    );
    assert_eq!(
        outline(&spanish),
        outline(&english),
        "the same sections in both"
    );
    assert_eq!(
        made,
        pictures_of(&english).into_iter().collect(),
        "every picture made is shown"
    );
    // Both guides claim the same, each of a picture they show.
    let claims = claims_of(&english);
    assert!(claims.len() >= 3, "{claims:?}");
    assert_eq!(claims_of(&spanish), claims, "the same claims in both");
    for (picture, actions) in &claims {
        assert!(
            made.contains(picture),
            "a claim of {picture}, which no test makes"
        );
        assert!(
            !actions.is_empty(),
            "a claim of {picture} that names no action"
        );
    }
}
