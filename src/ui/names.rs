//! The players' names (and the event and the place) of the game in play:
//! one form, in the teacher's panel, and for the pupils when the teacher
//! allows it; and the name plates beside the board.

use leptos::prelude::*;
use shakmaty::Color;

use super::dialog::Dialog;
use super::state::{AppState, BoardState, Preferences, colour_code};
use peoncito_core::heading::{Heading, Name};
use peoncito_core::i18n::Text;

/// The form: what it saves replaces the heading's names; the day stays.
#[component]
pub fn NamesForm(
    /// Called once the names are saved.
    #[prop(optional)]
    on_saved: Option<Callback<()>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let now = state
        .board
        .table
        .with_untracked(|t| t.game().heading().clone());
    let typed = |name: &Option<Name>| {
        RwSignal::new(
            name.as_ref()
                .map_or(String::new(), |n| n.as_str().to_string()),
        )
    };
    let white = typed(&now.white);
    let black = typed(&now.black);
    let event = typed(&now.event);
    let site = typed(&now.site);
    let saved = RwSignal::new(false);
    let field = move |code: &'static str, label: Text, value: RwSignal<String>| {
        view! {
            <label class="stacked">
                <span>{state.say(label)}</span>
                <input
                    type="text"
                    data-field=code
                    maxlength=Name::MAX_CHARS.to_string()
                    autocomplete="off"
                    prop:value=move || value.get()
                    on:input=move |ev| {
                        value.set(event_target_value(&ev));
                        saved.set(false);
                    }
                />
            </label>
        }
    };
    let save = move || {
        // The day and the tournament board are not typed here: they stay.
        let kept = state
            .board
            .table
            .with_untracked(|t| t.game().heading().clone());
        state.set_heading(Heading {
            white: Name::new(&white.get_untracked()),
            black: Name::new(&black.get_untracked()),
            event: Name::new(&event.get_untracked()),
            site: Name::new(&site.get_untracked()),
            ..kept
        });
        saved.set(true);
        if let Some(done) = on_saved {
            done.run(());
        }
    };
    view! {
        <form class="names" on:submit=move |ev| {
            ev.prevent_default();
            save();
        }>
            {field("white-name", Text::NameOf(Color::White), white)}
            {field("black-name", Text::NameOf(Color::Black), black)}
            {field("event", Text::EventLabel, event)}
            {field("site", Text::SiteLabel, site)}
            <button type="submit" class="primary" data-action="save-names">{state.say(Text::SaveNames)}</button>
            <Show when=move || saved.get()>
                <p role="status" data-names-saved="">{state.say(Text::NamesSaved)}</p>
            </Show>
        </form>
    }
}

/// The pupils' way to the form, when the teacher allows it.
#[component]
pub fn NamesButton() -> impl IntoView {
    let state = expect_context::<AppState>();
    let open = RwSignal::new(false);
    let close = Callback::new(move |()| open.set(false));
    view! {
        <Show when=move || state.settings.with(|s| s.pupils_name_players)>
            <button data-action="names" on:click=move |_| open.set(true)>
                {state.say(Text::NamesButton)}
            </button>
        </Show>
        {move || open.get().then(|| view! {
            <Dialog class="names-dialog" title=Text::NamesTitle title_id="names-title" on_close=close>
                <NamesForm on_saved=close />
                <button class="secondary" data-action="close-names" on:click=move |_| close.run(())>
                    {state.say(Text::Close)}
                </button>
            </Dialog>
        })}
    }
}

/// The name of the player sitting at the top or the bottom of the board,
/// shown when the game names its players.
#[component]
pub fn NamePlate(at_top: bool) -> impl IntoView {
    let board = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    // Only a change of the names draws the plate again, not every move.
    let heading = Memo::new(move |_| board.with_game(|g| g.heading().clone()));
    move || {
        let side = if board.flipped.get() == at_top {
            Color::White
        } else {
            Color::Black
        };
        heading.with(Heading::names_players).then(|| {
            let name = heading.with(|h| h.player(side).cloned());
            view! {
                <p class="name-plate" data-player=colour_code(side) class:to-move=move || board.displayed(|g| g.turn()) == side>
                    <span class=format!("turn-dot {}", colour_code(side)) aria-hidden="true"></span>
                    {prefs.say(Text::Player { side, name })}
                </p>
            }
        })
    }
}
