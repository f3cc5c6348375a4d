//! Each pupil's picture, drawn by the app as a small SVG (no emoji font
//! is needed, and every tablet draws it the same): a shape a child names
//! at once, in colours with a dark outline, so it reads on any screen.

use leptos::prelude::*;

use peoncito_core::class::Picture;

/// The drawing inside a 24 × 24 box.
fn drawing(picture: Picture) -> &'static str {
    match picture {
        Picture::Sun => {
            r##"<circle cx="12" cy="12" r="5" fill="#f6c343"/><g stroke="#b7791f" stroke-width="2" stroke-linecap="round"><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"/></g>"##
        }
        Picture::Moon => {
            r##"<path d="M15 3a9 9 0 1 0 6 15A7 7 0 0 1 15 3z" fill="#f2e394" stroke="#8a7a2a"/>"##
        }
        Picture::Star => {
            r##"<path d="m12 2 3 7h7l-5.5 4.5 2 7.5L12 17l-6.5 4 2-7.5L2 9h7z" fill="#f6c343" stroke="#8a6a10"/>"##
        }
        Picture::Heart => {
            r##"<path d="M12 21s-8-5.5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.5-8 11-8 11z" fill="#e0475b" stroke="#7a1020"/>"##
        }
        Picture::Tree => {
            r##"<rect x="10.5" y="16" width="3" height="6" fill="#8b5a2b"/><path d="M12 2 4 16h16z" fill="#3f9a4a" stroke="#1d5a25"/>"##
        }
        Picture::Flower => {
            r##"<rect x="11.2" y="13" width="1.6" height="9" fill="#3f9a4a"/><g fill="#f07fb0" stroke="#8a2050"><circle cx="12" cy="5.5" r="3"/><circle cx="17" cy="9" r="3"/><circle cx="7" cy="9" r="3"/><circle cx="9" cy="14" r="3"/><circle cx="15" cy="14" r="3"/></g><circle cx="12" cy="10.5" r="2.5" fill="#f6c343"/>"##
        }
        Picture::Apple => {
            r##"<path d="M12 7c-3-2-8-1-8 5s4 10 8 8c4 2 8-2 8-8s-5-7-8-5z" fill="#d93a3a" stroke="#6e1010"/><path d="M12 7V3" stroke="#6b4420" stroke-width="1.5"/><path d="M12 5c2-2 4-2 5-1-1 2-3 2-5 1z" fill="#3f9a4a"/>"##
        }
        Picture::Ball => {
            r##"<circle cx="12" cy="12" r="9" fill="#4a90d9" stroke="#1c4a7a"/><path d="M3 12h18M12 3c-4 5-4 13 0 18M12 3c4 5 4 13 0 18" fill="none" stroke="#fff" stroke-width="1.5"/>"##
        }
        Picture::House => {
            r##"<path d="M3 11 12 3l9 8" fill="#c0392b" stroke="#6e1a12"/><rect x="5" y="11" width="14" height="10" fill="#f1d9a6" stroke="#7a5a2a"/><rect x="10" y="15" width="4" height="6" fill="#8b5a2b"/>"##
        }
        Picture::Boat => {
            r##"<path d="M2 15h20l-3 5H5z" fill="#8b5a2b" stroke="#4a2a10"/><path d="M12 2v12" stroke="#4a2a10" stroke-width="1.5"/><path d="M12.8 3 20 13h-7.2z" fill="#fff" stroke="#555"/>"##
        }
        Picture::Fish => {
            r##"<path d="M3 12c3-5 10-6 14 0-4 6-11 5-14 0z" fill="#f28c28" stroke="#7a3a00"/><path d="m17 12 5-4v8z" fill="#f28c28" stroke="#7a3a00"/><circle cx="7" cy="11" r="1.2" fill="#222"/>"##
        }
        Picture::Cat => {
            r##"<path d="m5 4 3 5M19 4l-3 5" stroke="#555"/><path d="M4 3l4 5h8l4-5v11a8 8 0 0 1-16 0z" fill="#9a9a9a" stroke="#333"/><circle cx="9" cy="12" r="1.3" fill="#222"/><circle cx="15" cy="12" r="1.3" fill="#222"/><path d="m11 15 1 1 1-1" fill="#e07a8a" stroke="#333"/>"##
        }
        Picture::Umbrella => {
            r##"<path d="M2 12a10 9 0 0 1 20 0z" fill="#8e44ad" stroke="#4a1a60"/><path d="M12 12v7a2 2 0 0 1-4 0" fill="none" stroke="#333" stroke-width="1.5"/>"##
        }
        Picture::Kite => {
            r##"<path d="m12 2 6 7-6 9-6-9z" fill="#e74c3c" stroke="#6e1a12"/><path d="M6 9h12M12 2v16" stroke="#6e1a12"/><path d="M12 18c-2 1 0 2-2 3s0 2-2 2" fill="none" stroke="#333"/>"##
        }
        Picture::Rocket => {
            r##"<path d="M12 2c4 3 5 8 4 14H8C7 10 8 5 12 2z" fill="#ecf0f1" stroke="#333"/><circle cx="12" cy="9" r="2" fill="#4a90d9" stroke="#1c4a7a"/><path d="M8 13 5 18h3zM16 13l3 5h-3z" fill="#e74c3c" stroke="#6e1a12"/><path d="M10 17h4l-2 5z" fill="#f39c12"/>"##
        }
        Picture::Cloud => {
            r##"<path d="M6 19a4 4 0 0 1 0-8 6 6 0 0 1 11-2 5 5 0 0 1 1 10z" fill="#dfe9f3" stroke="#4a6a8a"/>"##
        }
        Picture::Mushroom => {
            r##"<path d="M2 12a10 8 0 0 1 20 0z" fill="#d93a3a" stroke="#6e1010"/><circle cx="8" cy="8" r="1.5" fill="#fff"/><circle cx="15" cy="7" r="1.8" fill="#fff"/><path d="M9 12h6v8a3 2 0 0 1-6 0z" fill="#f5ecd7" stroke="#7a6a4a"/>"##
        }
        Picture::Snail => {
            r##"<path d="M2 20h18c2 0 2-3 0-3H4z" fill="#c9a86a" stroke="#6a5020"/><circle cx="11" cy="11" r="6" fill="#b5651d" stroke="#5a2a00"/><path d="M11 11m-3 0a3 3 0 1 0 3-3" fill="none" stroke="#5a2a00"/><path d="M19 17V9M21 17V10" stroke="#6a5020"/>"##
        }
        Picture::Key => {
            r##"<circle cx="7" cy="12" r="4.5" fill="#f6c343" stroke="#8a6a10"/><circle cx="7" cy="12" r="1.6" fill="#fff"/><path d="M11 11h11v2h-2v3h-2v-3h-2v2h-2v-2h-3z" fill="#f6c343" stroke="#8a6a10"/>"##
        }
        Picture::Bell => {
            r##"<path d="M12 3a6 6 0 0 1 6 6v6l2 3H4l2-3V9a6 6 0 0 1 6-6z" fill="#f6c343" stroke="#8a6a10"/><circle cx="12" cy="20" r="2" fill="#8a6a10"/>"##
        }
        Picture::Car => {
            r##"<path d="M2 15v-3l3-5h10l4 5h3v3z" fill="#2e86de" stroke="#123a6a"/><path d="M7 8h3v4H5zM12 8h3l3 4h-6z" fill="#dfe9f3"/><circle cx="7" cy="16" r="2.5" fill="#333"/><circle cx="17" cy="16" r="2.5" fill="#333"/>"##
        }
        Picture::Leaf => {
            r##"<path d="M4 20C4 9 10 4 20 4c0 10-5 16-16 16z" fill="#5cb85c" stroke="#1d5a25"/><path d="M4 20 15 9" stroke="#1d5a25" stroke-width="1.5"/>"##
        }
        Picture::Drum => {
            r##"<ellipse cx="12" cy="8" rx="8" ry="3" fill="#f5ecd7" stroke="#6a3a10"/><path d="M4 8v9c0 2 16 2 16 0V8c0 2-16 2-16 0z" fill="#c0392b" stroke="#6a3a10"/><path d="m4 9 4 8 4-8 4 8 4-8" fill="none" stroke="#f6c343"/>"##
        }
        Picture::Bird => {
            r##"<circle cx="10" cy="12" r="6" fill="#4ab0d9" stroke="#1c5a7a"/><circle cx="14" cy="8" r="3.5" fill="#4ab0d9" stroke="#1c5a7a"/><path d="m17 8 4 1-4 1z" fill="#f39c12"/><circle cx="15" cy="7.5" r="0.9" fill="#222"/><path d="M7 12c2 1 4 1 5-1" fill="none" stroke="#1c5a7a"/>"##
        }
        Picture::Dog => {
            r##"<ellipse cx="6" cy="9" rx="2.5" ry="4.5" fill="#8b5a2b"/><ellipse cx="18" cy="9" rx="2.5" ry="4.5" fill="#8b5a2b"/><circle cx="12" cy="13" r="7" fill="#c68b59" stroke="#5a3a1a"/><circle cx="9.5" cy="12" r="1" fill="#222"/><circle cx="14.5" cy="12" r="1" fill="#222"/><ellipse cx="12" cy="15.5" rx="1.8" ry="1.3" fill="#222"/>"##
        }
        Picture::Butterfly => {
            r##"<g fill="#9b59b6" stroke="#4a235a"><ellipse cx="7" cy="8" rx="5" ry="4"/><ellipse cx="17" cy="8" rx="5" ry="4"/><ellipse cx="8" cy="16" rx="4" ry="3.5"/><ellipse cx="16" cy="16" rx="4" ry="3.5"/></g><rect x="11" y="5" width="2" height="15" rx="1" fill="#333"/>"##
        }
        Picture::Cake => {
            r##"<rect x="4" y="11" width="16" height="10" fill="#f5cba7" stroke="#7e5109"/><path d="M4 14h16" stroke="#e74c8c" stroke-width="2"/><rect x="11" y="6" width="2" height="5" fill="#5dade2"/><path d="M12 1.5c1.6 2 1.6 3 0 3.6-1.6-.6-1.6-1.6 0-3.6z" fill="#f39c12"/>"##
        }
        Picture::Train => {
            r##"<rect x="4" y="5" width="16" height="12" rx="2" fill="#27ae60" stroke="#145a32"/><rect x="7" y="8" width="4" height="4" fill="#d6eaf8"/><rect x="13" y="8" width="4" height="4" fill="#d6eaf8"/><circle cx="8" cy="19" r="2" fill="#333"/><circle cx="16" cy="19" r="2" fill="#333"/>"##
        }
        Picture::Hat => {
            r##"<path d="M7 18V7h10v11z" fill="#34495e" stroke="#1b2631"/><rect x="3" y="18" width="18" height="2.5" fill="#34495e" stroke="#1b2631"/><rect x="7" y="14" width="10" height="2" fill="#e74c3c"/>"##
        }
        Picture::Pencil => {
            r##"<path d="M4 20l2-6L16 4l4 4-10 10z" fill="#f4d03f" stroke="#7d6608"/><path d="M4 20l2-6 4 4z" fill="#f5cba7" stroke="#7d6608"/><path d="M16 4l4 4 1-1a2.8 2.8 0 0 0-4-4z" fill="#ec7063"/>"##
        }
        Picture::Anchor => {
            r##"<circle cx="12" cy="5" r="2.5" fill="none" stroke="#2e4053" stroke-width="2"/><path d="M12 7.5V20M8 11h8M4 14c0 4 4 6 8 6s8-2 8-6" fill="none" stroke="#2e4053" stroke-width="2" stroke-linecap="round"/>"##
        }
        Picture::Crown => {
            r##"<path d="M3 18 5 7l4 5 3-7 3 7 4-5 2 11z" fill="#f6c343" stroke="#8a6a10"/><rect x="3" y="18" width="18" height="3" fill="#e0a526" stroke="#8a6a10"/>"##
        }
    }
}

/// A pupil's picture; its name is said by the name beside it.
#[component]
pub fn PupilPicture(picture: Picture) -> impl IntoView {
    view! {
        <svg class="pupil-picture" viewBox="0 0 24 24" aria-hidden="true"
            data-picture=picture.code() inner_html=drawing(picture)></svg>
    }
}
