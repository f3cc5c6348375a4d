//! The last round's pairing changed by hand, before any result: the swap chosen, and the rules it
//! would break named first.

use leptos::prelude::*;

use crate::ui::tournament::{Screens, player_name};
use peoncito_core::i18n::tournament::{TournamentText, say};
use peoncito_core::tournament::checks::{Warning, check_round};
use peoncito_core::tournament::{PlayerId, Round, Tournament};

/// A warning with the players' names.
pub(super) fn warning_text(t: &Tournament, warning: Warning) -> TournamentText {
    let name = |id| player_name(t, id);
    match warning {
        Warning::Rematch(a, b) => TournamentText::Rematch(name(a), name(b)),
        Warning::Forbidden(a, b) => TournamentText::KeptApart(name(a), name(b)),
        Warning::ThirdColour { player, colour } => {
            TournamentText::ThirdColour(name(player), colour)
        }
        Warning::SecondBye(player) => TournamentText::SecondBye(name(player)),
    }
}

/// The last round, changed by hand before any result: two players swap
/// places; what the change breaks is named before the teacher confirms.
#[component]
pub(super) fn ChangePairing(screens: Screens) -> impl IntoView {
    let open = RwSignal::new(false);
    let first = RwSignal::new(None::<PlayerId>);
    let second = RwSignal::new(None::<PlayerId>);
    let changeable = move || {
        screens.read(|t| {
            t.rounds()
                .last()
                .is_some_and(|r| r.boards.iter().all(|b| b.result.is_none()))
        })
    };
    let players = move || {
        screens.read(|t| {
            t.rounds()
                .last()
                .map(|r| {
                    r.players()
                        .map(|id| (id, player_name(t, id)))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let proposed = move || -> Option<Round> {
        let (a, b) = (first.get()?, second.get()?);
        screens
            .tournament
            .with(|t| Some(t.as_ref()?.rounds().last()?.swapped(a, b)))
    };
    let warnings = move || {
        screens.tournament.with(|t| {
            let t = t.as_ref()?;
            let round = proposed()?;
            Some(
                check_round(t, &round, true)
                    .into_iter()
                    .map(|w| warning_text(t, w))
                    .collect::<Vec<_>>(),
            )
        })
    };
    let close = move || {
        open.set(false);
        first.set(None);
        second.set(None);
    };
    let choose = move |label: TournamentText,
                       code: &'static str,
                       slot: RwSignal<Option<PlayerId>>| {
        view! {
            <label class="stacked">
                <span>{screens.say(label)}</span>
                <select data-field=code on:change=move |ev| {
                    slot.set(event_target_value(&ev).parse::<u16>().ok().map(PlayerId));
                }>
                    <option value="" selected=move || slot.get().is_none()>"—"</option>
                    {move || players().into_iter().map(|(id, name)| view! {
                        <option value=id.0.to_string() selected=move || slot.get() == Some(id)>{name}</option>
                    }).collect_view()}
                </select>
            </label>
        }
    };
    view! {
        <Show when=changeable>
            <Show when=move || open.get() fallback=move || view! {
                <div class="tournament-actions">
                    <button class="secondary" data-action="change-pairing" on:click=move |_| open.set(true)>
                        {screens.say(TournamentText::ChangePairing)}
                    </button>
                </div>
            }>
                <section class="change-pairing" aria-labelledby="change-title">
                    <h4 id="change-title">{screens.say(TournamentText::ChangePairing)}</h4>
                    <div class="create-row">
                        {choose(TournamentText::SwapFirst, "swap-first", first)}
                        {choose(TournamentText::SwapSecond, "swap-second", second)}
                    </div>
                    {move || warnings().map(|list| if list.is_empty() {
                        view! { <p data-warnings="0">{screens.say(TournamentText::NothingBroken)}</p> }.into_any()
                    } else {
                        let count = list.len().to_string();
                        view! {
                            <div role="alert">
                                <ul class="warnings" data-warnings=count>
                                    {list.into_iter().map(|w| view! {
                                        <li data-warning="">"⚠ "{move || say(screens.lang.get(), &w)}</li>
                                    }).collect_view()}
                                </ul>
                            </div>
                        }.into_any()
                    })}
                    <div class="tournament-actions">
                        <button class="primary" data-action="confirm-change"
                            disabled=move || proposed().is_none()
                            on:click=move |_| {
                                if let Some(round) = proposed() {
                                    screens.change(|t| t.replace_last_round(round));
                                }
                                close();
                            }>
                            {screens.say(TournamentText::ConfirmChange)}
                        </button>
                        <button class="secondary" data-action="cancel-change" on:click=move |_| close()>
                            {screens.say(TournamentText::Cancel)}
                        </button>
                    </div>
                </section>
            </Show>
        </Show>
    }
}
