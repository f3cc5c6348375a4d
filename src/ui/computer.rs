//! Playing the computer: the choice of level and pieces, the question put
//! to the thinker whenever the computer is to move, the "thinking" sign,
//! the hint and the take-back offer. What any of it means is the table's.

use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use shakmaty::{Chess, Color, Position};

use super::browser;
use super::computer_channel::Thinker;
use super::dialog::Dialog;
use super::state::{AppState, colour_code};
use peoncito_core::class::{Locked, Seat};
use peoncito_core::computer::question::{Answer, Question};
use peoncito_core::computer::{Level, Opponent};
use peoncito_core::game::Game;
use peoncito_core::heading::{Heading, Name};
use peoncito_core::i18n::Text;
use peoncito_core::table::Table;

/// Asks the thinker whenever the computer is to move (after a reload too),
/// and plays its answer if the game has not changed meanwhile.
#[component]
pub fn Thinking() -> impl IntoView {
    let state = expect_context::<AppState>();
    let thinker = use_context::<Thinker>().unwrap_or(Thinker::WORKER);
    let asked = StoredValue::new(None::<String>);
    Effect::new(move |_| {
        let Some(question) = state.board.table.with(Table::question) else {
            asked.set_value(None);
            return;
        };
        let text = question.encode();
        if asked.with_value(|a| a.as_ref() == Some(&text)) {
            return;
        }
        asked.set_value(Some(text.clone()));
        let started = browser::now_ms();
        ask(thinker, state, question, move |answer| {
            let play = move || {
                if still_asked(state, Table::question, &text) {
                    state.computer_answered(&answer);
                }
            };
            let took = browser::now_ms().saturating_sub(started);
            match u32::try_from(took).map_or(0, |took| thinker.least_ms.saturating_sub(took)) {
                0 => play(),
                wait => {
                    Timeout::new(wait, play).forget();
                }
            }
        });
    });
}

/// Whether the table would still ask `asked`: an answer is only for the
/// position it was asked about (the game may have moved on meanwhile).
fn still_asked(state: AppState, question: fn(&Table) -> Option<Question>, asked: &str) -> bool {
    state
        .board
        .table
        .with_untracked(|t| question(t).is_some_and(|q| q.encode() == asked))
}

/// Puts `question` to the thinker; a thinker that cannot run says so once.
fn ask(
    thinker: Thinker,
    state: AppState,
    question: Question,
    answered: impl FnOnce(Answer) + 'static,
) {
    (thinker.ask)(
        question.encode(),
        Box::new(move |text| match text.as_deref().and_then(Answer::decode) {
            Some(answer) => answered(answer),
            None => state.notices.update(|n| {
                if !n.contains(&Text::ComputerUnavailable) {
                    n.push(Text::ComputerUnavailable);
                }
            }),
        }),
    );
}

/// Beside the board in a game against the computer: who plays what, the
/// computer thinking, the take-back offer and the hint.
#[component]
pub fn ComputerBar() -> impl IntoView {
    let state = expect_context::<AppState>();
    let thinker = use_context::<Thinker>().unwrap_or(Thinker::WORKER);
    let computer = Memo::new(move |_| state.board.table.with(Table::computer));
    let thinking = Memo::new(move |_| state.board.table.with(Table::computer_to_move));
    let offered = Memo::new(move |_| state.board.table.with(Table::take_back_offered));
    // The question and its buttons in view (under the board on a portrait
    // tablet), once drawn.
    Effect::new(move |_| {
        if offered.get() {
            request_animation_frame(|| {
                browser::reveal(".play .side > .computer-bar", browser::Edge::Bottom)
            });
        }
    });
    let over = Memo::new(move |_| state.board.with_game(Game::is_over));
    // The same again, from the same start: a new seed, so a new game.
    let play_again = move |_| {
        let Some(c) = computer.get_untracked() else {
            return;
        };
        let start = state.board.with_game(|g| g.start_position().clone());
        play_computer(state, Game::from_position(start), c.level, c.side, false);
    };
    let hint_waits = RwSignal::new(false);
    let can_hint = move || {
        !state.settings.with(|s| s.hints_off) && state.board.table.with(Table::pupil_to_move)
    };
    let hint = move |_| {
        let Some(question) = state.board.table.with_untracked(Table::hint_question) else {
            return;
        };
        hint_waits.set(true);
        let asked = question.encode();
        ask(thinker, state, question, move |answer| {
            hint_waits.set(false);
            if still_asked(state, Table::hint_question, &asked) {
                state.board.table.update(|t| t.show_hint(&answer));
            }
        });
    };
    move || {
        computer.get().map(|c| {
            let level = c.level.number();
            view! {
                <div class="computer-bar" data-computer=level.to_string()>
                    <p>{state.say(Text::AgainstComputer { level, pupil: !c.side })}</p>
                    // Always there, so screen readers hear it change.
                    <p class="thinking" role="status" data-thinking-note=move || thinking.get().then_some("")>
                        {move || thinking.get().then(|| view! {
                            <span class="thinking-dots" aria-hidden="true"><span></span><span></span><span></span></span>
                            {state.say(Text::ComputerThinking(level))}
                        })}
                    </p>
                    <Show when=move || offered.get()>
                        <div class="controls take-back">
                            <button class="primary" data-action="take-back" on:click=move |_| state.board.act(peoncito_core::table::Action::Undo)>
                                {state.say(Text::TakeItBack)}
                            </button>
                            <button data-action="keep-move" on:click=move |_| state.keep_move()>
                                {state.say(Text::KeepMyMove)}
                            </button>
                        </div>
                    </Show>
                    <Show when=can_hint>
                        <button data-action="hint" disabled=move || hint_waits.get() on:click=hint>
                            {state.say(Text::HintButton)}
                        </button>
                    </Show>
                    <Show when=move || over.get()>
                        <div class="controls">
                            <button class="primary" data-action="play-again" on:click=play_again>
                                {state.say(Text::PlayAgain)}
                            </button>
                            <button data-action="change-level" on:click=move |_| state.screen.computer_choice.set(Some(None))>
                                {state.say(Text::ChangeLevel)}
                            </button>
                        </div>
                    </Show>
                </div>
            }
        })
    }
}

/// The button that opens the choice of a game against the computer: the
/// board's position is offered when a game can start from it (a set-up
/// position, a `?fen=` link, a game in progress).
#[component]
pub fn PlayComputerButton() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <button data-action="play-computer" on:click=move |_| open_choice(state)>
            {state.say(Text::PlayComputer)}
        </button>
    }
}

/// Opens the choice, offering the board's position when a game can start
/// from it.
pub fn open_choice(state: AppState) {
    let here = state.board.with_game(|g| {
        let p = g.position();
        (*p != Chess::default() && !p.is_game_over()).then(|| p.clone())
    });
    state.screen.computer_choice.set(Some(here));
}

/// Starts `game` against the computer at `level`, playing `side`, the
/// pupil's pieces at the bottom.
fn play_computer(state: AppState, game: Game, level: Level, side: Color, from_here: bool) {
    let mut game = state.next_game(game);
    let name = Name::new(&format!("Peoncito {}", level.number()));
    // In class mode, the pupil at the tablet is named on their side.
    let pupil = match super::pupil_notes::seat().get_untracked() {
        Seat::Chosen(chosen) if state.settings.with_untracked(|s| s.class_mode) => {
            Name::new(&chosen.pupil().name)
        }
        Seat::Locked(Locked::One(p)) if state.settings.with_untracked(|s| s.class_mode) => {
            Name::new(&p.name)
        }
        _ => None,
    };
    let heading = match side {
        Color::White => Heading {
            white: name,
            black: pupil.or_else(|| game.heading().black.clone()),
            ..game.heading().clone()
        },
        Color::Black => Heading {
            black: name,
            white: pupil.or_else(|| game.heading().white.clone()),
            ..game.heading().clone()
        },
    };
    game.set_heading(heading);
    let seed = u64::from_le_bytes(browser::random_salt()[..8].try_into().unwrap_or_default());
    state.board.flipped.set(side == Color::White);
    let opponent = Some(Opponent { level, side, seed });
    if from_here {
        state.play_from_here(game, opponent);
    } else {
        state.ask_to_play(game, opponent);
    }
}

/// The choice: level, pieces, and where the game starts (the position
/// offered when the choice was opened). Shown while the choice is open
/// (`AppState::computer_choice`).
#[component]
pub fn ComputerChoice() -> impl IntoView {
    let state = expect_context::<AppState>();
    let here = state.screen.computer_choice.get_untracked().flatten();
    let close = Callback::new(move |()| state.screen.computer_choice.set(None));
    // After a game against the computer, its level and sides are offered
    // again ("Change level" opens this).
    let last = state.board.table.with_untracked(Table::computer);
    let level = RwSignal::new(last.map_or(Level::WEAKEST, |c| c.level).number());
    let pupil = RwSignal::new(last.map_or(Color::White, |c| !c.side));
    // A position set up to be played (no moves yet, or a lesson's end)
    // is where the game starts unless the pupil says otherwise.
    let from_here =
        RwSignal::new(here.is_some() && state.board.with_game(|g| g.moves().is_empty()));
    let offered = here.is_some();
    let start = move |_| {
        let Some(number) = Level::new(level.get_untracked()) else {
            return;
        };
        let here = here.clone().filter(|_| from_here.get_untracked());
        let from_here = here.is_some();
        let game = here.map_or_else(Game::new, Game::from_position);
        close.run(());
        play_computer(state, game, number, !pupil.get_untracked(), from_here);
    };
    let levels = (1..=8u8)
        .map(|n| {
            view! {
                <button data-level=n.to_string() aria-pressed=move || (level.get() == n).to_string()
                    on:click=move |_| level.set(n)>
                    <span class="level-name">{state.say(Text::ComputerName(n))}</span>
                    <span class="level-about">{state.say(Text::LevelAbout(n))}</span>
                </button>
            }
        })
        .collect_view();
    let sides = [Color::White, Color::Black]
        .into_iter()
        .map(|side| view! {
            <button data-side=colour_code(side) aria-pressed=move || (pupil.get() == side).to_string()
                on:click=move |_| pupil.set(side)>
                <span class=format!("turn-dot {}", colour_code(side)) aria-hidden="true"></span>
                {state.say(Text::PiecesOf(side))}
            </button>
        })
        .collect_view();
    view! {
        <Dialog class="computer-dialog" title=Text::ComputerTitle title_id="computer-title" on_close=close>
            <fieldset class="choice levels">
                <legend>{state.say(Text::ChooseLevel)}</legend>
                {levels}
            </fieldset>
            <fieldset class="choice sides">
                <legend>{state.say(Text::ChooseYourPieces)}</legend>
                {sides}
            </fieldset>
            {offered.then(|| view! {
                <fieldset class="choice from">
                    <legend>{state.say(Text::StartFrom)}</legend>
                    <button data-from="start" aria-pressed=move || (!from_here.get()).to_string()
                        on:click=move |_| from_here.set(false)>
                        {state.say(Text::FromStart)}
                    </button>
                    <button data-from="here" aria-pressed=move || from_here.get().to_string()
                        on:click=move |_| from_here.set(true)>
                        {state.say(Text::FromHere)}
                    </button>
                </fieldset>
            })}
            <div class="controls">
                <button class="primary" data-action="start-computer-game" on:click=start>
                    {state.say(Text::StartComputerGame)}
                </button>
                <button data-action="close-computer" on:click=move |_| close.run(())>
                    {state.say(Text::Cancel)}
                </button>
            </div>
        </Dialog>
    }
}
