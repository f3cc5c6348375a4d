//! The friendly panel that says why a move was refused or what just happened.

use leptos::prelude::*;

use super::state::{BoardState, Preferences};
use peoncito_core::arbiter::Verdict;
use peoncito_core::commentary::{Commentary, panel};
use peoncito_core::i18n::Text;

/// What the explanation panel says now (`commentary::panel` decides), one
/// memo a board's squares and its panel share (the game's, or a lesson's
/// board's).
#[derive(Clone, Copy)]
pub struct Said(pub Memo<Option<Commentary>>);

impl Said {
    /// Follows a board's state. `quiet`: the position itself goes unsaid
    /// (a lesson's question).
    pub fn follow(board: BoardState, quiet: impl Fn() -> bool + Send + Sync + 'static) -> Said {
        Said(Memo::new(move |_| {
            let replaying = board.viewed.get().is_some();
            board.table.with(|t| match replaying {
                true => board.displayed(|replayed| panel(t, Some(replayed), quiet())),
                false => panel(t, None, quiet()),
            })
        }))
    }
}

#[component]
pub fn Explanation() -> impl IntoView {
    let board = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    let said = expect_context::<Said>();
    let how_on = move || board.table.with(|t| t.how().is_some());
    let spoken = move || said.0.with(|c| c.as_ref().map(|c| prefs.t(&c.text)));
    // Each new explanation is read as it appears, when asked for.
    Effect::new(move |_| {
        if let Some(text) = spoken()
            && prefs.auto_read.get()
            && prefs.has_voice()
        {
            super::voice::speak(prefs.lang.get_untracked(), &text);
        }
    });
    view! {
        // A live region that always exists, so screen readers announce changes.
        <section class="explain-box" aria-live="polite">
            {move || {
                said.0.get().map(|c| {
                    let refused = c.code != "how-it-moves" && matches!(c.text, Text::Refused(_));
                    view! {
                        <div class="explain" class:refused=refused data-explain=c.code>
                            <span class="explain-icon" aria-hidden="true">
                                {if refused { "!" } else { "i" }}
                            </span>
                            <p>{prefs.say(c.text.clone())}</p>
                        </div>
                    }
                })
            }}
            {move || board.table.with(|t| t.verdict()).map(|(side, verdict)| view! {
                <p class="verdict" role="alert" data-verdict=verdict_code(verdict)>
                    {prefs.say(Text::Arbiter { side, verdict })}
                </p>
            })}
            <Show when=move || prefs.has_voice()>
                <div class="voice">
                    <button
                        data-action="read-aloud"
                        disabled=move || spoken().is_none()
                        on:click=move |_| {
                            if let Some(text) = spoken() {
                                super::voice::speak(prefs.lang.get_untracked(), &text);
                            }
                        }
                    >
                        // Drawn, not an emoji: school computers often lack emoji fonts.
                        <svg class="icon" viewBox="0 0 24 24" aria-hidden="true">
                            <path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor" />
                            <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
                        </svg>
                        {prefs.say(Text::ReadAloud)}
                    </button>
                    <button
                        data-action="auto-read"
                        aria-pressed=move || prefs.auto_read.get().to_string()
                        on:click=move |_| prefs.auto_read.update(|on| *on = !*on)
                    >
                        {prefs.say(Text::AutoRead)}
                    </button>
                </div>
            </Show>
            <button
                class="how"
                data-action="how-it-moves"
                aria-pressed=move || how_on().to_string()
                on:click=move |_| {
                    board.table.update(|t| t.set_how(t.how().is_none()));
                }
            >
                {prefs.say(Text::HowItMovesButton)}
            </button>
        </section>
    }
}

fn verdict_code(v: Verdict) -> &'static str {
    match v {
        Verdict::NotCounted => "not-counted",
        Verdict::Counted { .. } => "counted",
        Verdict::Penalty { .. } => "penalty",
        Verdict::Loses { .. } => "loses",
        Verdict::AsksTeacher { .. } => "asks-teacher",
    }
}
