//! On a pupil's tablet at a tournament game's end: the game's record as a
//! QR code for the teacher's device to read, and its short code to type
//! where no camera can. Shown over the board; the board app asks for it.

use leptos::prelude::*;

use crate::ui::browser::{self, Message};
use peoncito_core::i18n::tournament::{TournamentText, say};
use peoncito_core::tournament::{qr, result_slip};

#[component]
pub(super) fn ResultCard() -> impl IntoView {
    let lang = browser::followed_lang();
    let record = RwSignal::new(browser::read_message(Message::ResultCard));
    browser::when_left(Message::ResultCard, move || {
        record.set(browser::read_message(Message::ResultCard));
    });
    let close = move || {
        browser::forget(Message::ResultCard);
        record.set(None);
    };
    move || {
        record.get().map(|text| {
            let picture = qr::svg(&text);
            let code = result_slip::short_code_of(&text);
            view! {
                <div class="result-card-backdrop">
                    <section class="result-card" role="dialog" aria-modal="true" aria-labelledby="result-card-title" data-result-card="">
                        <h2 id="result-card-title">{move || say(lang.get(), &TournamentText::ResultCardTitle)}</h2>
                        {picture.map(|svg| view! {
                            <div class="qr" data-qr="" role="img"
                                aria-label=move || say(lang.get(), &TournamentText::ResultCardTitle)
                                inner_html=svg></div>
                        })}
                        {code.map(|code| view! {
                            <p class="short-code">
                                {move || say(lang.get(), &TournamentText::ShortCode)}": "
                                <strong data-short-code=code.clone()>{code.clone()}</strong>
                            </p>
                        })}
                        <button class="primary" data-action="close-result-card" autofocus=true on:click=move |_| close()>
                            {move || say(lang.get(), &TournamentText::Close)}
                        </button>
                    </section>
                </div>
            }
        })
    }
}
