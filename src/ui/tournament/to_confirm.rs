//! Results to confirm: games with this tournament's heading that ended on
//! this device without beginning from a board the screens handed over (a
//! record pasted at the board). None goes into a round until the teacher
//! enters it; each can be discarded.

use leptos::prelude::*;

use super::Screens;
use crate::i18n::tournament::TournamentText;
use crate::tournament::play_here::Inbox;
use crate::tournament::result_slip;
use crate::ui::browser::{self, Message};

/// What waits, as stored.
fn waiting() -> Inbox {
    Inbox::decode(browser::read_message(Message::ToConfirm).as_deref())
}

/// Takes record `index` out of what waits (read again: the board may have
/// added one since).
fn take(index: usize) -> Option<String> {
    let mut inbox = waiting();
    let record = inbox.remove(index)?;
    browser::leave(Message::ToConfirm, &inbox.encode());
    Some(record)
}

#[component]
pub(super) fn ToConfirm(screens: Screens) -> impl IntoView {
    let inbox = RwSignal::new(waiting());
    browser::when_left(Message::ToConfirm, move || inbox.set(waiting()));
    let entries = move || {
        let records = inbox.with(|i| i.records().to_vec());
        records
            .into_iter()
            .enumerate()
            .filter_map(|(index, record)| {
                let (text, readable) = screens.tournament.with_untracked(|t| {
                    let t = t.as_ref()?;
                    Some(match result_slip::read_record(t, &record) {
                        Ok(slip) => {
                            let heading = slip.record.as_ref().map(|g| g.heading().clone());
                            let name = |side: Option<&crate::heading::Name>| {
                                side.map_or(String::new(), |n| n.as_str().to_string())
                            };
                            let heading = heading.unwrap_or_default();
                            (
                                TournamentText::ToConfirmGame {
                                    place: slip.place,
                                    white: name(heading.white.as_ref()),
                                    black: name(heading.black.as_ref()),
                                    result: slip.result,
                                },
                                true,
                            )
                        }
                        Err(e) => (TournamentText::ToConfirmUnreadable(e), false),
                    })
                })?;
                Some(view! {
                    <li data-to-confirm=index.to_string()>
                        <span>{screens.say(text)}</span>
                        {readable.then(|| view! {
                            <button type="button" class="primary" data-action="enter-result" on:click=move |_| {
                                if let Some(record) = take(index) {
                                    screens.enter(|t| result_slip::read_record(t, &record));
                                }
                                inbox.set(waiting());
                            }>
                                {screens.say(TournamentText::EnterResult)}
                            </button>
                        })}
                        <button type="button" data-action="discard-result" on:click=move |_| {
                            take(index);
                            inbox.set(waiting());
                        }>
                            {screens.say(TournamentText::DiscardResult)}
                        </button>
                    </li>
                })
            })
            .collect_view()
    };
    view! {
        <Show when=move || inbox.with(|i| !i.records().is_empty())>
            <section class="to-confirm" aria-labelledby="to-confirm-title" data-section="to-confirm">
                <h3 id="to-confirm-title">{screens.say(TournamentText::ToConfirmTitle)}</h3>
                <p class="hint">{screens.say(TournamentText::ToConfirmNote)}</p>
                <ul>{entries}</ul>
            </section>
        </Show>
    }
}
