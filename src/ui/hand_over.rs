//! The board's side of a tournament game on this device: a board the
//! tournament screens hand over starts here with its players, under the
//! tournament's rules (its clock only where the board has one); a game that
//! ends is handed back to the screens' inbox; and at its end the pupils can
//! show the result as a QR code for the teacher's device.

use leptos::prelude::*;

use super::browser::{self, Message};
use super::{AppState, Screen, deferred_parts};
use peoncito_core::game::Game;
use peoncito_core::i18n::Text;
use peoncito_core::table::Action;
use peoncito_core::tournament::play_here::{BoardToPlay, Inbox, board_key, goes_straight_in};

/// Whether the game is a tournament board's: its event and its round and
/// board are known.
fn of_a_tournament(game: &Game) -> bool {
    game.heading().event.is_some() && game.heading().round.is_some()
}

/// Puts a handed-over board on the table; a link that is no board is said.
/// A board the tournament screens handed over (`from_screens`) is
/// remembered: its result goes straight into its round.
fn start(state: AppState, handed: Option<&str>, from_screens: bool) {
    let Some((game, rules)) = handed
        .and_then(BoardToPlay::decode)
        .and_then(|board| Some((board.game()?, board.rules)))
    else {
        state.notices.update(|n| n.push(Text::BadBoardLink));
        return;
    };
    if from_screens && let Some(key) = board_key(game.heading()) {
        browser::write_handed_board(&key);
    }
    state.screen.showing.set(Screen::Game);
    state.offer_from_link(game, rules);
}

/// Listens for boards handed over (by the tournament screens, or by a
/// slip's QR code opening `?board=`), and hands back games that end.
pub fn connect(state: AppState) {
    if let Some(handed) = browser::query().and_then(|p| p.get("board")) {
        browser::forget_query_param("board");
        start(state, Some(&handed), false);
    }
    // The wall's "stop, listen to the arbiter" (regulation Art. 7): a clock
    // running here stops, and starts again when the games go on.
    let held = StoredValue::new(false);
    browser::when_left(Message::StopAll, move || {
        let stop = browser::read_message(Message::StopAll).as_deref() == Some(browser::STOP);
        let (running, paused) = state.board.table.with_untracked(|t| {
            t.clock().map_or((false, false), |c| {
                (c.running_side().is_some(), c.is_paused())
            })
        });
        // `PauseClock` pauses a running clock and starts a paused one.
        if stop && running {
            state.board.act(Action::PauseClock);
            held.set_value(true);
        } else if !stop {
            if held.get_value() && paused {
                state.board.act(Action::PauseClock);
            }
            held.set_value(false);
        }
    });
    browser::when_left(Message::BoardToPlay, move || {
        let handed = browser::read_message(Message::BoardToPlay);
        browser::forget(Message::BoardToPlay);
        start(state, handed.as_deref(), true);
    });
    // Only an end seen happening, here: a finished game opened again, or
    // another tab's game shown here as it ends, is not sent twice. Handed
    // over with the move that ends it, as the game is saved: not a frame
    // later, when the page may be gone.
    Effect::new(move |was_over: Option<bool>| {
        let over = state.board.with_game_now(|g| g.end().is_some());
        if over
            && was_over == Some(false)
            && !state.is_adopted()
            && state.board.with_game_now(of_a_tournament)
        {
            let handed = browser::read_handed_board();
            let message = if state
                .board
                .with_game_now(|g| goes_straight_in(g.heading(), handed.as_deref()))
            {
                Message::Inbox
            } else {
                Message::ToConfirm
            };
            let mut inbox = Inbox::decode(browser::read_message(message).as_deref());
            inbox.push(untrack(|| state.record()));
            browser::leave(message, &inbox.encode());
        }
        over
    });
}

/// At a tournament game's end: the result as a QR code for the teacher
/// (drawn by the tournament screens' wasm, loaded then).
#[component]
pub fn ResultForTeacher() -> impl IntoView {
    let state = expect_context::<AppState>();
    let shown = move || {
        state
            .board
            .with_game(|g| g.end().is_some() && of_a_tournament(g))
    };
    view! {
        <Show when=shown>
            <button class="secondary" data-action="result-qr" on:click=move |_| {
                browser::leave(Message::ResultCard, &state.record());
                deferred_parts::load_teacher_screens(state);
            }>
                {state.say(Text::ResultForTeacher)}
            </button>
        </Show>
    }
}
