//! A finished tournament's results, locked against a slip until the teacher's PIN reopens them.

use leptos::prelude::*;

use crate::ui::tournament::Screens;
use peoncito_core::i18n::tournament::TournamentText;
use peoncito_core::tournament::Tournament;

/// A finished tournament's results, locked against a slip: the teacher's
/// PIN reopens them (a device with no PIN kept reopens them at once), and
/// they lock again with a button or when another tournament is shown.
#[component]
pub(super) fn ResultsLock(screens: Screens) -> impl IntoView {
    let pin = RwSignal::new(String::new());
    let wrong = RwSignal::new(false);
    let reopen = move || {
        let kept = crate::ui::device_store::read::<peoncito_core::settings::SettingsRecord>()
            .and_then(|text| peoncito_core::settings::Settings::decode(&text))
            .and_then(|s| s.pin);
        let right = kept.is_none_or(|hash| hash.matches(&pin.get_untracked()));
        pin.set(String::new());
        wrong.set(!right);
        if right {
            screens.results_open.set(true);
            screens.problem.set(None);
        }
    };
    view! {
        <Show when=move || screens.read(Tournament::is_over)>
            <Show when=move || !screens.results_open.get() fallback=move || view! {
                <p class="results-lock" data-results-open="">
                    {screens.say(TournamentText::ResultsReopened)}" "
                    <button type="button" class="secondary" data-action="lock-results" on:click=move |_| screens.results_open.set(false)>
                        {screens.say(TournamentText::LockResults)}
                    </button>
                </p>
            }>
                <form class="results-lock" data-results-locked="" on:submit=move |ev| {
                    ev.prevent_default();
                    reopen();
                }>
                    <p>{screens.say(TournamentText::ResultsLocked)}</p>
                    <label>
                        {screens.say(TournamentText::ResultsPin)}" "
                        <input type="password" inputmode="numeric" autocomplete="off" data-field="results-pin"
                            prop:value=move || pin.get() on:input=move |ev| pin.set(event_target_value(&ev)) />
                    </label>
                    <button type="submit" class="secondary" data-action="reopen-results">
                        {screens.say(TournamentText::ReopenResults)}
                    </button>
                    <Show when=move || wrong.get()>
                        <span class="problem" role="alert">{screens.say(TournamentText::WrongResultsPin)}</span>
                    </Show>
                </form>
            </Show>
        </Show>
    }
}
