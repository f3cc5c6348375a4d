//! The screen's layout: the header, the notices, then the game (board and
//! side panel), the lessons or the editor, and the dialogs over them.

use leptos::prelude::*;

use super::browser;
use super::deferred_parts::Part;
use super::explanation::Said;
use super::state::{AppState, Screen};
use super::{
    access, board, class_mode, computer, deferred_parts, explanation, panel, projection, teacher,
};
use peoncito_core::i18n::Text;

/// The whole screen; separate from the app so tests can mount it with a
/// state they prepared.
#[component]
pub fn Layout() -> impl IntoView {
    let state = expect_context::<AppState>();
    // What needs only the preferences, the game's board or the screen
    // reads them alone (a lesson's board gives its own `BoardState`).
    provide_context(state.prefs);
    provide_context(state.board);
    state.board.follow_the_board();
    let said = Said::follow(state.board, || false);
    provide_context(said);
    // Who is at the board lives as long as the page, not as the screen
    // that first asks.
    super::pupil_notes::seat();
    // The teacher's screens (another wasm) learn which screen shows once
    // the roots' `hidden` follow it.
    Effect::new(move |_| {
        state.screen.showing.track();
        browser::announce(browser::SCREEN_CHANGED);
    });
    // Built again only when the screen changes, not whenever it is set.
    let screen = Memo::new(move |_| state.screen.showing.get());
    // One closure type for the teacher's screens' roots: the board's wasm
    // carries its code once.
    let hidden_unless = move |shown: Screen| move || state.screen.showing.get() != shown;
    view! {
        // What is above the board, in one box whose height the board
        // keeps while a pointer is down on it (`board::hold`).
        <div class="above-board">
            <header class="top">
                <h1>{state.say(Text::AppName)}</h1>
                <p class="tagline">{state.say(Text::Tagline)}</p>
                <div class="prefs">
                    <panel::ContrastSwitch />
                    <panel::LanguageSwitch />
                    <teacher::TeacherCorner />
                </div>
                // The school server's status, drawn by the teacher's wasm
                // (loaded only where a server is set).
                <div id="sync-root"></div>
            </header>
            <panel::Notices />
            <panel::UpdateNotice />
        </div>
        {move || match screen.get() {
            Screen::Lessons => deferred_parts::shown(Part::Lessons).into_any(),
            Screen::Editor => deferred_parts::shown(Part::Editor).into_any(),
            Screen::ScoreSheet => deferred_parts::shown(Part::ScoreSheet).into_any(),
            Screen::Tournament | Screen::Class | Screen::Server | Screen::Guide | Screen::Tablets => view! {
                <nav class="tournament-bar">
                    <button class="secondary" data-action="close-tournament"
                        on:click=move |_| state.screen.showing.set(Screen::Game)>
                        {state.say(Text::BackToBoard)}
                    </button>
                </nav>
                {deferred_parts::teacher_screens_not_fetched(state)}
            }.into_any(),
            Screen::Game => {
            view! {
                <main class="play">
                    <board::Board />
                    <aside class="side">
                        <Show when=move || state.prefs.projection.get()>
                            <projection::Toolbar />
                        </Show>
                        // A move tapped in the list is shown; the way back to now.
                        <Show when=move || state.board.viewed.get().is_some() && !state.prefs.projection.get()>
                            <div class="replay-bar" role="group">
                                <projection::ReplayControls />
                            </div>
                        </Show>
                        <class_mode::PupilBadge />
                        <panel::RulesBadge />
                        <panel::Clocks />
                        <panel::Status />
                        // What happened (the computer's question too) is
                        // read before the buttons that answer it.
                        <explanation::Explanation />
                        <computer::ComputerBar />
                        <panel::Controls />
                        <panel::MoveList />
                        <access::PositionText />
                    </aside>
                </main>
                <access::Announcer />
            }.into_any()
            }
        }}
        // The tournament screens mount here once, and stay (hidden while
        // another screen shows), so a round in progress is never lost.
        <div id="tournament-root" hidden=hidden_unless(Screen::Tournament)></div>
        <div id="class-root" hidden=hidden_unless(Screen::Class)></div>
        <div id="server-root" hidden=hidden_unless(Screen::Server)></div>
        <div id="guide-root" hidden=hidden_unless(Screen::Guide)></div>
        <div id="tablets-root" hidden=hidden_unless(Screen::Tablets)></div>
        <class_mode::WhoAreYou />
        <computer::Thinking />
        {move || state.screen.computer_choice.with(Option::is_some).then(|| deferred_parts::shown(Part::ComputerChoice))}
        <board::PromotionPicker />
        <panel::ConfirmDialog />
        <teacher::TeacherPanel />
        {move || state.screen.record_open.get().then(|| deferred_parts::shown(Part::Record))}
    }
}
