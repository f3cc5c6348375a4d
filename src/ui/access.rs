//! For children who use a screen reader: the last move announced in a live
//! region, and the whole position in words on demand.

use leptos::prelude::*;
use shakmaty::Position;

use super::state::{BoardState, Preferences};
use peoncito_core::describe;
use peoncito_core::game::Game;
use peoncito_core::i18n::Text;

/// Says each move as it is made ("White knight from g1 to f3."). Hidden on
/// screen, where the board already shows it.
#[component]
pub fn Announcer() -> impl IntoView {
    let board = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    let last = move || {
        board.with_game(|g| {
            let mv = *g.moves().last()?;
            // The side that moved is the one not to move now.
            Some(Text::Played {
                side: !g.turn(),
                mv,
            })
        })
    };
    view! {
        <p class="sr-only" aria-live="polite" data-announce="">
            {move || last().map(|text| prefs.t(&text))}
        </p>
    }
}

/// A button that shows (and so lets a screen reader read) every piece and
/// its square.
#[component]
pub fn PositionText() -> impl IntoView {
    let board = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    let open = RwSignal::new(false);
    let description = move || {
        board.with_game(|g: &Game| Text::PositionDescription {
            turn: g.turn(),
            pieces: describe::pieces(g.position().board()),
        })
    };
    view! {
        <div class="describe">
            <button
                data-action="describe"
                aria-expanded=move || open.get().to_string()
                aria-controls="position-text"
                on:click=move |_| open.update(|o| *o = !*o)
            >
                {prefs.say(Text::DescribeButton)}
            </button>
            <p id="position-text" class="position-text" data-description="" aria-live="polite" hidden=move || !open.get()>
                {move || open.get().then(|| prefs.t(&description()))}
            </p>
        </div>
    }
}
