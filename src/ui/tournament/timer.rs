//! The round's timer, on the desk and on the wall alike.

use leptos::prelude::*;

use super::Screens;
use crate::ui::browser;
use peoncito_core::i18n::tournament::{TournamentText, say};
use peoncito_core::tournament::round_timer::RoundTimer;

/// The round's timer: the teacher sets the minutes and starts it with the
/// round (on the desk or on the wall: one timer); it counts down in big
/// type.
#[component]
pub(super) fn Timer(screens: Screens) -> impl IntoView {
    let timer = screens.timer;
    let minutes = RwSignal::new(String::from("30"));
    let now = RwSignal::new(browser::now_ms());
    // Redrawn only while it runs: an idle desk does nothing.
    if let Ok(tick) = set_interval_with_handle(
        move || {
            if timer.with_untracked(|t| t.is_some_and(|t| t.is_running())) {
                now.set(browser::now_ms());
            }
        },
        std::time::Duration::from_millis(250),
    ) {
        on_cleanup(move || tick.clear());
    }
    let running = move || timer.with(|t| t.is_some_and(|t| t.is_running()));
    let left = move || {
        let now = now.get();
        timer.with(|t| t.map(|t| t.seconds_left(now)))
    };
    view! {
        <div class="round-timer" role="group" aria-label=move || say(screens.lang.get(), &TournamentText::TimerLabel)>
            {move || left().map(|s| view! {
                <span class="time-left" data-time-left=s.to_string() role="timer">
                    {move || say(screens.lang.get(), &TournamentText::TimeLeft(s))}
                </span>
            })}
            <Show when=move || !running() fallback=move || view! {
                <button class="secondary" data-action="stop-timer" on:click=move |_| {
                    timer.update(|t| if let Some(t) = t { t.stop(browser::now_ms()) });
                }>{screens.say(TournamentText::StopTimer)}</button>
            }>
                <Show when=move || timer.with(Option::is_none)>
                    <label class="timer-minutes">
                        <span>{screens.say(TournamentText::TimerMinutes)}</span>
                        <input type="number" min="1" max="240" data-field="timer-minutes"
                            prop:value=move || minutes.get()
                            on:input=move |ev| minutes.set(event_target_value(&ev)) />
                    </label>
                </Show>
                <button class="secondary" data-action="start-timer" on:click=move |_| {
                    let length = minutes.get_untracked().trim().parse::<u16>().unwrap_or(30).max(1);
                    timer.update(|t| t.get_or_insert(RoundTimer::new(length)).start(browser::now_ms()));
                }>{screens.say(TournamentText::StartTimer)}</button>
            </Show>
        </div>
    }
}
