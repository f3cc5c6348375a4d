//! The game record: the game in PGN to copy, and a PGN to paste and open.
//! A record that cannot be opened is explained and the game goes on.

use leptos::prelude::*;

use super::AppState;
use super::dialog::Dialog;
use peoncito_core::game::Game;
use peoncito_core::i18n::Text;
use peoncito_core::pgn;
use peoncito_core::saved;

/// The record's dialog; the layout mounts it while the record is open.
#[component]
pub fn GameRecord() -> impl IntoView {
    let state = expect_context::<AppState>();
    let pasted = RwSignal::new(String::new());
    let problem = RwSignal::new(None::<pgn::PgnError>);
    // Closed, the dialog is dropped with what was pasted.
    let close = Callback::new(move |()| state.screen.record_open.set(false));
    let exported = move || state.record();
    let open = move || match pgn::import(&pasted.get_untracked()) {
        Ok(game) => {
            state.ask_to_open(game);
            close.run(());
        }
        Err(e) => problem.set(Some(e)),
    };
    view! {
        <Dialog class="record" title=Text::GameRecordTitle title_id="record-title" on_close=close>
            <label class="stacked">
                <span>{state.say(Text::ExportHint)}</span>
                <textarea
                    data-pgn="export"
                    readonly
                    rows="6"
                    spellcheck="false"
                    prop:value=exported
                    // One tap selects it all, ready to copy.
                    on:focus=|ev| {
                        use wasm_bindgen::JsCast;
                        if let Some(area) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlTextAreaElement>().ok()) {
                            area.select();
                        }
                    }
                ></textarea>
            </label>
            <button type="button" data-action="copy-pgn" on:click=move |_| super::browser::copy_text(&exported())>
                {state.say(Text::CopyRecord)}
            </button>
            <button type="button" data-action="score-sheet" on:click=move |_| {
                close.run(());
                state.screen.showing.set(super::state::Screen::ScoreSheet);
            }>
                {state.say(Text::ScoreSheetButton)}
            </button>
            <form on:submit=move |ev| {
                ev.prevent_default();
                open();
            }>
                <label class="stacked">
                    <span>{state.say(Text::ImportLabel)}</span>
                    <textarea
                        data-pgn="import"
                        rows="6"
                        spellcheck="false"
                        prop:value=move || pasted.get()
                        on:input=move |ev| pasted.set(event_target_value(&ev))
                    ></textarea>
                </label>
                {move || problem.get().map(|e| view! {
                    <p class="pgn-error" role="alert" data-pgn-error="">{state.say(Text::Pgn(e))}</p>
                })}
                <div class="dialog-buttons">
                    <button type="submit" class="primary" data-action="import-pgn">
                        {state.say(Text::ImportButton)}
                    </button>
                    <button type="button" data-action="close-record" on:click=move |_| close.run(())>
                        {state.say(Text::Close)}
                    </button>
                </div>
            </form>
            <KeptGames close />
        </Dialog>
    }
}

/// The games kept aside on this device (replaced by a link's game, or by
/// another page's at the same time), newest first, each to open again.
#[component]
fn KeptGames(close: Callback<()>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let kept: Vec<(usize, Game)> = super::device_store::kept_games()
        .iter()
        .enumerate()
        .rev()
        .filter_map(|(i, record)| Some((i, saved::decode(record).ok()?)))
        .collect();
    (!kept.is_empty()).then(|| {
        view! {
            <section class="kept-games" aria-labelledby="kept-title">
                <h3 id="kept-title">{state.say(Text::KeptGamesTitle)}</h3>
                <ul>
                    {kept.into_iter().map(|(i, game)| {
                        let label = Text::KeptGame {
                            white: game.heading().white.clone(),
                            black: game.heading().black.clone(),
                            moves: game.numbered_moves(),
                        };
                        view! {
                            <li data-kept-game=i.to_string()>
                                <span>{state.say(label)}</span>
                                <button type="button" data-action="open-kept" on:click=move |_| {
                                    state.ask_to_open(game.clone());
                                    close.run(());
                                }>
                                    {state.say(Text::OpenKeptGame)}
                                </button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </section>
        }
    })
}
