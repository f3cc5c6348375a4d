//! Writes the teacher's guide as HTML for the app (`docs/guia/README.md`,
//! `docs/guide/README.md`); the core's own code made from files is written
//! by `core/build.rs`.

use std::path::Path;
use std::{env, fs};

fn main() {
    guides();
}

/// Each language's guide, and the folder the built site serves it from.
const GUIDES: [(&str, &str); 2] = [("es", "guia"), ("en", "guide")];

/// The teacher's guides as HTML for the app (`guide_<code>.html`): each
/// heading gets the id GitHub gives it, so the guide's own links work in
/// both places; a picture's path is the built site's. A guide that links
/// anywhere but within itself or to the web stops the build: in the app
/// such a link would lead nowhere.
fn guides() {
    use pulldown_cmark::{CowStr, Event, Options, Parser, Tag, TagEnd, html};
    let root = Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).to_owned();
    let out_dir = env::var("OUT_DIR").expect("cargo sets it");
    for (code, folder) in GUIDES {
        let path = root.join("docs").join(folder).join("README.md");
        println!("cargo::rerun-if-changed={}", path.display());
        let text = fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{} cannot be read: {e}", path.display()));
        let mut events: Vec<Event> = Parser::new_ext(&text, Options::ENABLE_TABLES).collect();
        for at in 0..events.len() {
            match &events[at] {
                Event::Start(Tag::Heading { level, .. }) => {
                    let level = *level;
                    let words: String = events[at..]
                        .iter()
                        .take_while(|e| !matches!(e, Event::End(TagEnd::Heading(_))))
                        .filter_map(|e| match e {
                            Event::Text(t) | Event::Code(t) => Some(t.to_string()),
                            _ => None,
                        })
                        .collect();
                    events[at] = Event::Start(Tag::Heading {
                        level,
                        id: Some(CowStr::from(slug(&words))),
                        classes: Vec::new(),
                        attrs: Vec::new(),
                    });
                }
                Event::Start(Tag::Image {
                    link_type,
                    dest_url,
                    title,
                    id,
                }) => {
                    events[at] = Event::Start(Tag::Image {
                        link_type: *link_type,
                        dest_url: CowStr::from(format!("{folder}/{dest_url}")),
                        title: title.clone(),
                        id: id.clone(),
                    });
                }
                Event::Start(Tag::Link { dest_url, .. }) => assert!(
                    dest_url.starts_with('#') || dest_url.starts_with("https://"),
                    "{} links to {dest_url}: a guide links only within itself or to the web",
                    path.display()
                ),
                _ => {}
            }
        }
        let mut out = String::new();
        html::push_html(&mut out, events.into_iter());
        fs::write(Path::new(&out_dir).join(format!("guide_{code}.html")), out)
            .expect("OUT_DIR is writable");
    }
}

/// A heading's anchor as GitHub makes it: lower case, spaces as hyphens,
/// punctuation dropped (letters with accents stay).
fn slug(words: &str) -> String {
    words
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}
