//! The game in progress, for the teacher: let a stopped game go on, pause
//! the clock, end the game by adjudication, and read the mistake log.

use leptos::prelude::*;
use shakmaty::Color;

use crate::ui::browser;
use crate::ui::state::{AppState, colour_code};
use peoncito_core::game::{Game, GameEnd, PlayedOn};
use peoncito_core::i18n::Text;
use peoncito_core::table::Action;

#[component]
pub fn RunningGame() -> impl IntoView {
    let state = expect_context::<AppState>();
    let decide = move |action: Action| decide(state, action);
    let game_on = move || !state.board.with_game(Game::is_over);
    let no_clock = move || state.board.table.with(|t| t.clock().is_none());
    let limit = RwSignal::new(PlayedOn::LIMITS[0]);
    let play_on = move |ahead: Option<Color>| {
        decide(Action::PlayOn {
            ahead,
            limit: limit.get_untracked(),
        })
    };
    // After a flag is taken back the focus goes to the clock's controls
    // (start it, give time), which appear lower in the panel.
    let clock_button = NodeRef::<leptos::html::Button>::new();
    let flag_taken_back = RwSignal::new(false);
    Effect::new(move |_| {
        if let (true, Some(button)) = (flag_taken_back.get(), clock_button.get()) {
            let _ = button.focus();
            // At the top of the panel's view, with the time buttons below it.
            button.scroll_into_view_with_bool(true);
            flag_taken_back.set(false);
        }
    });
    let paused = move || {
        state
            .board
            .table
            .with(|t| t.clock().is_some_and(|c| c.is_paused()))
    };
    view! {
        <fieldset>
            <legend>{state.say(Text::NewGame)}</legend>
            <button data-action="teacher-new-game" on:click=move |_| {
                state.open_game(state.next_game(Game::new()));
                state.screen.teacher_open.set(false);
            }>
                {state.say(Text::NewGame)}
            </button>
            <super::SettingSwitch code="lock-new-game" label=Text::LockNewGame
                on=|s| s.lock_new_game flip=|s| s.lock_new_game = !s.lock_new_game />
        </fieldset>
        // Only the teacher takes back a decision of the arbiter's or the
        // teacher's. After a fallen flag the panel stays open: the clock
        // waits for the teacher to give time and start it.
        <Show when=move || state.board.with_game(Game::end).is_some_and(GameEnd::is_arbiter_decision)>
            <button data-action="teacher-take-back" on:click=move |_| {
                let flag = state.board.with_game(Game::end).is_some_and(GameEnd::is_flag);
                state.board.act(Action::TakeBackDecision);
                if flag {
                    flag_taken_back.set(true);
                } else {
                    state.screen.teacher_open.set(false);
                }
            }>
                {state.say(Text::TakeBackDecision)}
            </button>
        </Show>
        <Show when=game_on>
            <fieldset>
                <legend>{state.say(Text::Adjudicate)}</legend>
                <Show when=move || !no_clock()>
                    <button data-action="clock-pause" node_ref=clock_button on:click=move |_| state.board.act(Action::PauseClock)>
                        {move || state.t(&if paused() { Text::ResumeClock } else { Text::PauseClock })}
                    </button>
                    // The arbiter's time adjustments (FIDE 6.10, 7.5.5).
                    {[Color::White, Color::Black].map(|to| view! {
                        <button data-action=format!("give-minutes-{}", colour_code(to)) on:click=move |_| {
                            state.board.act(Action::GiveMinutes { to, minutes: 2 })
                        }>
                            {state.say(Text::GivePenalty { to, minutes: 2 })}
                        </button>
                    }).collect_view()}
                </Show>
                // While the game waits for the teacher, the call at the top
                // of the panel holds these.
                <Show when=move || state.board.with_game(Game::teacher_needed).is_none()>
                    <Decisions />
                </Show>
            </fieldset>
            <Show when=move || no_clock() && state.board.with_game(Game::played_on).is_none()>
                <fieldset data-play-on="">
                    <legend>{state.say(Text::PlayOnTitle)}</legend>
                    <p class="hint">{state.say(Text::PlayOnHint)}</p>
                    <label class="row">
                        {state.say(Text::PlayOnLimit)}
                        <select data-setting="play-on-limit" on:change=move |ev| {
                            limit.set(super::typed(&ev).parse().unwrap_or(PlayedOn::LIMITS[0]));
                        }>
                            {PlayedOn::LIMITS.map(|n| view! { <option value=n.to_string()>{n.to_string()}</option> }).collect_view()}
                        </select>
                    </label>
                    <button data-action="play-on-white" on:click=move |_| play_on(Some(Color::White))>
                        {state.say(Text::PlayOnAhead(Color::White))}
                    </button>
                    <button data-action="play-on-black" on:click=move |_| play_on(Some(Color::Black))>
                        {state.say(Text::PlayOnAhead(Color::Black))}
                    </button>
                    <button data-action="play-on-balanced" on:click=move |_| play_on(None)>
                        {state.say(Text::PlayOnBalanced)}
                    </button>
                </fieldset>
            </Show>
        </Show>
    }
}

#[component]
pub fn MistakeLog() -> impl IntoView {
    let state = expect_context::<AppState>();
    let summary = move || state.board.with_game(Game::mistake_summary);
    view! {
        <fieldset data-mistakes="">
            <legend>{state.say(Text::MistakeLog)}</legend>
            {move || {
                let summary = summary();
                if summary.is_empty() {
                    view! { <p>{state.say(Text::NoMistakes)}</p> }.into_any()
                } else {
                    summary
                        .into_iter()
                        .map(|(side, counts)| view! { <p>{state.say(Text::MistakeSummary { side, name: state.player_name(side), counts })}</p> })
                        .collect_view()
                        .into_any()
                }
            }}
        </fieldset>
    }
}

/// The teacher's decisions on a game in play: a draw recommended (the
/// regulation's gentler way, Art. 7: both players accept), a draw, a win
/// for either side.
#[component]
fn Decisions() -> impl IntoView {
    let state = expect_context::<AppState>();
    let decide = move |action: Action| decide(state, action);
    view! {
        <p class="hint">{state.say(Text::RecommendDrawHint)}</p>
        <div class="decisions">
            <button data-action="recommend-draw" on:click=move |_| decide(Action::RecommendDraw)>
                {state.say(Text::RecommendDraw)}
            </button>
            <button data-action="adjudicate-draw" on:click=move |_| decide(Action::Adjudicate(None))>
                {state.say(Text::AdjudicateDraw)}
            </button>
            <button data-action="adjudicate-white" on:click=move |_| decide(Action::Adjudicate(Some(Color::White)))>
                {state.say(Text::AdjudicateWin(Color::White))}
            </button>
            <button data-action="adjudicate-black" on:click=move |_| decide(Action::Adjudicate(Some(Color::Black)))>
                {state.say(Text::AdjudicateWin(Color::Black))}
            </button>
        </div>
    }
}

/// First in the panel when the game stopped for the teacher: who, which
/// illegal moves counted, and every choice the teacher has — go on, give
/// the opponent time, or decide the game.
#[component]
pub fn CalledToTable() -> impl IntoView {
    let state = expect_context::<AppState>();
    let decide = move |action: Action| decide(state, action);
    move || {
        let side = state.board.with_game(Game::teacher_needed)?;
        let counted: Vec<_> = state.board.with_game(|g| {
            g.mistakes()
                .iter()
                .filter(|m| m.side == side && m.counted && !m.cleared)
                .copied()
                .collect()
        });
        let has_clock = state.board.table.with(|t| t.clock().is_some());
        Some(view! {
            <fieldset class="called" data-called=colour_code(side)>
                <legend>{state.say(Text::CalledTitle)}</legend>
                <p>{state.say(Text::CalledWhy(side))}</p>
                <ol>
                    {counted.into_iter().map(|m| {
                        let at = m.at.map(browser::time_of_day);
                        view! { <li data-attempt="">{state.say(Text::AttemptLine { mistake: m, at })}</li> }
                    }).collect_view()}
                </ol>
                <button data-action="teacher-continue" on:click=move |_| decide(Action::TeacherContinue { recount: false })>
                    {state.say(Text::TeacherContinue)}
                </button>
                <button data-action="teacher-continue-recount" on:click=move |_| decide(Action::TeacherContinue { recount: true })>
                    {state.say(Text::TeacherContinueRecount)}
                </button>
                {has_clock.then(|| view! {
                    <button data-action="teacher-penalty" on:click=move |_| state.board.act(Action::GiveMinutes { to: !side, minutes: 2 })>
                        {state.say(Text::GivePenalty { to: !side, minutes: 2 })}
                    </button>
                })}
                <Decisions />
            </fieldset>
        })
    }
}

/// A decision taken in the panel: done, and the panel closes (and locks).
fn decide(state: AppState, action: Action) {
    state.board.act(action);
    state.screen.teacher_open.set(false);
}
