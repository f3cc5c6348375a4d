//! A new tournament: its name, place and date, system, clocks and
//! tie-breaks, and the players pasted from a class list.

use leptos::prelude::*;

use super::{NameField, Screens};
use crate::ui::browser;
use peoncito_core::arbiter::{Preset, PresetKind};
use peoncito_core::heading::{Date, Name};
use peoncito_core::i18n::tournament::{TournamentText, say};
use peoncito_core::settings::{SavedPreset, Settings};
use peoncito_core::tournament::knockout::Decider;
use peoncito_core::tournament::standings::TieBreak;
use peoncito_core::tournament::{
    ClocksAdvice, InitialOrder, System, SystemKind, Tournament, TournamentError, class_list, saved,
};

/// The systems, in the order offered.
const OFFERED: [SystemKind; 6] = [
    SystemKind::RoundRobin,
    SystemKind::Swiss,
    SystemKind::Knockout,
    SystemKind::DoubleKnockout,
    SystemKind::Scheveningen,
    SystemKind::Groups,
];

/// The starting orders, with their `data-order` and their names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Order {
    AsEntered,
    Rating,
    Lots,
}

const ORDERS: [(Order, &str, TournamentText); 3] = [
    (Order::AsEntered, "entered", TournamentText::OrderAsEntered),
    (Order::Rating, "rating", TournamentText::OrderByRating),
    (Order::Lots, "lots", TournamentText::OrderByLots),
];

/// The presets of the teacher's panel a tournament's games can use.
const PRESETS: [PresetKind; 5] = [
    PresetKind::Practice,
    PresetKind::School,
    PresetKind::FideToday,
    PresetKind::Fide2009,
    PresetKind::ClassicBlitz,
];

/// `kind` with the numbers of `now` where it is the same kind (a school's
/// tolerance), else the preset's own.
fn preset(kind: PresetKind, now: SavedPreset) -> SavedPreset {
    match kind {
        _ if Preset::from(now).kind() == kind => now,
        PresetKind::School => SavedPreset::School {
            tolerated: Preset::SCHOOL_DEFAULT_TOLERATED,
        },
        PresetKind::Fide2009 => SavedPreset::Fide2009,
        PresetKind::FideToday => SavedPreset::FideToday,
        PresetKind::ClassicBlitz => SavedPreset::ClassicBlitz,
        PresetKind::Practice | PresetKind::Custom => SavedPreset::Practice,
    }
}

const DECIDERS: [(Decider, &str); 2] = [
    (Decider::FasterGame, "faster-game"),
    (Decider::Lots, "lots"),
];

/// A date field's value, "2026-12-18".
fn date_field(date: Date) -> String {
    format!("{:04}-{:02}-{:02}", date.year, date.month, date.day)
}

fn read_date_field(text: &str) -> Option<Date> {
    Date::from_pgn(&text.replace('-', "."))
}

/// A number typed in a field, or `fallback` when it is empty or no number.
fn typed_number(text: &str, fallback: u8) -> u8 {
    text.trim().parse::<u8>().ok().unwrap_or(fallback)
}

#[component]
pub(super) fn CreateForm(screens: Screens) -> impl IntoView {
    let name = RwSignal::new(String::new());
    let place = RwSignal::new(String::new());
    let date = RwSignal::new(browser::today().map(date_field).unwrap_or_default());
    let kind = RwSignal::new(SystemKind::Swiss);
    let list = RwSignal::new(String::new());
    // The class screen saved a class: its button shows here at once.
    let classes_changed = RwSignal::new(());
    browser::listen(browser::CLASS_BOOK_CHANGED, move || {
        _ = classes_changed.try_set(());
    });
    let read = Memo::new(move |_| class_list::read(&list.get()));
    let count = move || read.with(|l| l.players.len());
    // As typed; empty: the rounds suggested for the field.
    let rounds = RwSignal::new(String::new());
    let zones = RwSignal::new(String::new());
    let clocks = RwSignal::new(String::new());
    let match_games = RwSignal::new(String::new());
    let decider = RwSignal::new(Decider::FasterGame);
    let order = RwSignal::new(Order::AsEntered);
    // The teacher's rules as the panel has them; a preset may be chosen.
    let game_rules = RwSignal::new(
        super::super::device_store::read::<peoncito_core::settings::SettingsRecord>()
            .and_then(|text| Settings::decode(&text))
            .map(|s| s.rules)
            .unwrap_or_default(),
    );
    // Chosen in the order pressed; `None` until the teacher touches them:
    // the system's usual ones.
    let chosen = RwSignal::new(None::<Vec<TieBreak>>);
    let system = move || match kind.get() {
        SystemKind::RoundRobin => System::RoundRobin { double: false },
        SystemKind::Swiss => System::Swiss {
            rounds: typed_number(&rounds.get(), System::suggested_swiss_rounds(count())).max(1),
        },
        SystemKind::Scheveningen => System::Scheveningen,
        SystemKind::Groups => System::Groups {
            zones: typed_number(&zones.get(), 2).max(1),
        },
        SystemKind::Knockout => System::Knockout {
            games: typed_number(&match_games.get(), 1).max(1),
            decider: decider.get(),
        },
        SystemKind::DoubleKnockout => System::DoubleKnockout {
            games: typed_number(&match_games.get(), 1).max(1),
            decider: decider.get(),
        },
    };
    let knockout = move || {
        matches!(
            kind.get(),
            SystemKind::Knockout | SystemKind::DoubleKnockout
        )
    };
    let tie_breaks = move || {
        chosen
            .get()
            .unwrap_or_else(|| TieBreak::usual_for(system()).to_vec())
    };
    let toggle = move |tb: TieBreak| {
        let mut now = tie_breaks();
        match now.iter().position(|t| *t == tb) {
            Some(i) => {
                now.remove(i);
            }
            None => now.push(tb),
        }
        chosen.set(Some(now));
    };
    let create = move || {
        let lang = screens.lang.get_untracked();
        let name = Name::new(&name.get_untracked())
            .or_else(|| Name::new(&say(lang, &TournamentText::Title)));
        let Some(name) = name else { return };
        let mut t = Tournament::new(name, system());
        t.place = Name::new(&place.get_untracked());
        t.date = read_date_field(&date.get_untracked());
        t.clocks = typed_number(&clocks.get_untracked(), 0);
        t.tie_breaks = tie_breaks();
        t.game_rules = game_rules.get_untracked();
        for player in read.get_untracked().players {
            if let Err(e) = t.add_player(player) {
                screens.problem.set(Some(TournamentText::Problem(e)));
                return;
            }
        }
        if t.players().len() < 2 {
            screens.problem.set(Some(TournamentText::Problem(
                TournamentError::TooFewPlayers,
            )));
            return;
        }
        let initial = match order.get_untracked() {
            Order::AsEntered => InitialOrder::AsEntered,
            Order::Rating => InitialOrder::Rating,
            Order::Lots => {
                let salt = browser::random_salt();
                let mut seed = [0; 8];
                seed.copy_from_slice(&salt[..8]);
                InitialOrder::Lots {
                    seed: u64::from_le_bytes(seed),
                }
            }
        };
        // Before the first round every order is allowed.
        let _ = t.order_players(initial);
        screens.problem.set(None);
        screens.tournament.set(Some(t));
    };
    let number_field =
        move |label: TournamentText,
              code: &'static str,
              value: RwSignal<String>,
              placeholder: Box<dyn Fn() -> String + Send + Sync>| {
            view! {
                <label class="stacked">
                    <span>{screens.say(label)}</span>
                    // Empty, it shows (and takes) the suggested number; what
                    // the teacher types is never rewritten.
                    <input type="number" min="0" max="99" data-field=code
                        placeholder=placeholder
                        prop:value=move || value.get()
                        on:input=move |ev| value.set(event_target_value(&ev)) />
                </label>
            }
        };
    view! {
        <form class="create-tournament" on:submit=move |ev| {
            ev.prevent_default();
            create();
        }>
            <NameField label=screens.say(TournamentText::NameLabel) code="tournament-name" value=name />
            <div class="create-row">
                <NameField label=screens.say(TournamentText::PlaceLabel) code="place" value=place />
                <label class="stacked">
                    <span>{screens.say(TournamentText::DateLabel)}</span>
                    <input type="date" data-field="date"
                        prop:value=move || date.get()
                        on:input=move |ev| date.set(event_target_value(&ev)) />
                </label>
            </div>
            <fieldset>
                <legend>{screens.say(TournamentText::SystemLabel)}</legend>
                <div class="systems">
                    {OFFERED.map(|k| view! {
                        <button type="button" data-system=k.code()
                            aria-pressed=move || (kind.get() == k).to_string()
                            on:click=move |_| kind.set(k)>
                            {screens.say(TournamentText::SystemName(k))}
                        </button>
                    })}
                </div>
            </fieldset>
            <div class="create-row">
                <Show when=move || kind.get() == SystemKind::Swiss>
                    {number_field(TournamentText::RoundsLabel, "rounds", rounds,
                        Box::new(move || System::suggested_swiss_rounds(count()).to_string()))}
                </Show>
                <Show when=move || kind.get() == SystemKind::Groups>
                    {number_field(TournamentText::ZonesLabel, "zones", zones, Box::new(|| "2".to_string()))}
                </Show>
                <Show when=knockout>
                    {number_field(TournamentText::MatchGamesLabel, "match-games", match_games, Box::new(|| "1".to_string()))}
                </Show>
                {number_field(TournamentText::ClocksLabel, "clocks", clocks, Box::new(|| "0".to_string()))}
            </div>
            {move || {
                let advice = ClocksAdvice::for_field(system(), count(), typed_number(&clocks.get(), 0));
                advice.map(|a| view! {
                    <p class="hint" data-clocks-advice="">{screens.say(TournamentText::ClocksAdvice(a))}</p>
                })
            }}
            <Show when=knockout>
                <fieldset>
                    <legend>{screens.say(TournamentText::DeciderLabel)}</legend>
                    <div class="systems">
                        {DECIDERS.map(|(d, code)| view! {
                            <button type="button" data-decider=code
                                aria-pressed=move || (decider.get() == d).to_string()
                                on:click=move |_| decider.set(d)>
                                {screens.say(TournamentText::DeciderName(d))}
                            </button>
                        })}
                    </div>
                </fieldset>
            </Show>
            <Show when=move || !knockout()>
            <fieldset>
                <legend>{screens.say(TournamentText::TieBreaksLabel)}</legend>
                <div class="systems">
                    {TieBreak::ALL.map(|tb| {
                        let place = move || tie_breaks().iter().position(|t| *t == tb);
                        view! {
                            <button type="button" data-tie-break=tb.code()
                                aria-pressed=move || place().is_some().to_string()
                                on:click=move |_| toggle(tb)>
                                {move || place().map(|i| format!("{}. ", i + 1))}
                                {screens.say(TournamentText::TieBreakName(tb))}
                            </button>
                        }
                    })}
                </div>
            </fieldset>
            </Show>
            // A class of this device fills the list.
            {move || {
                classes_changed.track();
                let book = crate::ui::class::stored_book();
                let classes = book.classes();
                (!classes.is_empty()).then(|| view! {
                    <div class="list-from-class" role="group">
                        {classes.into_iter().map(|(id, info)| {
                            let text = book.list_text(id);
                            let name = info.name.as_str().to_string();
                            let label = TournamentText::ListFromClass(name.clone());
                            view! {
                                <button type="button" class="secondary" data-action="list-from-class" data-class=name
                                    on:click=move |_| list.set(text.clone())>
                                    {move || say(screens.lang.get(), &label)}
                                </button>
                            }
                        }).collect_view()}
                    </div>
                })
            }}
            <label class="stacked">
                <span>{screens.say(TournamentText::PlayersListLabel)}</span>
                <textarea data-field="players" rows="10" autocomplete="off"
                    prop:value=move || list.get()
                    on:input=move |ev| list.set(event_target_value(&ev))></textarea>
            </label>
            <fieldset>
                <legend>{screens.say(TournamentText::GameRulesLabel)}</legend>
                <div class="systems">
                    {PRESETS.map(|kind| view! {
                        <button type="button" data-game-rules=kind.code()
                            aria-pressed=move || (Preset::from(game_rules.get().preset).kind() == kind).to_string()
                            on:click=move |_| game_rules.update(|r| r.preset = preset(kind, r.preset))>
                            {screens.say(TournamentText::PresetName(kind))}
                        </button>
                    })}
                </div>
            </fieldset>
            <fieldset>
                <legend>{screens.say(TournamentText::OrderLabel)}</legend>
                <div class="systems">
                    {ORDERS.map(|(o, code, name)| view! {
                        <button type="button" data-order=code
                            aria-pressed=move || (order.get() == o).to_string()
                            on:click=move |_| order.set(o)>
                            {screens.say(name)}
                        </button>
                    })}
                </div>
            </fieldset>
            <p data-players-count=move || count().to_string()>
                {move || say(screens.lang.get(), &TournamentText::PlayersCount(count()))}
            </p>
            <ul class="list-problems">
                {move || read.with(|l| l.problems.clone()).into_iter().map(|(line, problem)| view! {
                    <li>{move || say(screens.lang.get(), &TournamentText::ListLine { line, problem: problem.clone() })}</li>
                }).collect_view()}
            </ul>
            <button type="submit" class="primary" data-action="create-tournament">
                {screens.say(TournamentText::Create)}
            </button>
        </form>
        <OpenCopy screens />
        <EarlierTournaments screens />
    }
}

/// A copy of a tournament opened from its file: a tournament carried to
/// another device, or brought back after the browser's data was lost.
#[component]
fn OpenCopy(screens: Screens) -> impl IntoView {
    let open = move |ev: leptos::ev::Event| {
        browser::read_chosen_file(&ev, move |text| screens.open_copy(&text));
    };
    view! {
        <section class="open-copy">
            <label class="stacked">
                <span>{screens.say(TournamentText::OpenCopy)}</span>
                <input type="file" accept=".json,application/json" data-field="open-copy" on:change=open />
            </label>
            <p class="hint">{screens.say(TournamentText::OpenCopyHint)}</p>
        </section>
    }
}

/// The tournaments put away on this device, newest first, each to open
/// again (a damaged one is said when opened, and stays).
#[component]
fn EarlierTournaments(screens: Screens) -> impl IntoView {
    let earlier = move || {
        // Read again whenever the tournament shown changes.
        screens.tournament.track();
        super::super::device_store::read_earlier_tournaments()
            .unwrap_or_default()
            .iter()
            .map(|record| {
                saved::decode(record)
                    .ok()
                    .map(|t| t.name.as_str().to_string())
            })
            .enumerate()
            .rev()
            .collect::<Vec<_>>()
    };
    view! {
        <Show when=move || !earlier().is_empty()>
            <section class="earlier" aria-labelledby="earlier-title">
                <h3 id="earlier-title">{screens.say(TournamentText::EarlierTitle)}</h3>
                <ul>
                    {move || earlier().into_iter().map(|(index, name)| {
                        let shown = name.clone().unwrap_or_else(|| "?".to_string());
                        let (open_label, file_label, remove_label) = (shown.clone(), shown.clone(), shown.clone());
                        let labelled = move |text: TournamentText, name: String| {
                            move || format!("{}: {}", say(screens.lang.get(), &text), name)
                        };
                        // Removed only once its file was saved.
                        let saved = RwSignal::new(false);
                        let to_file = move |ev: leptos::ev::MouseEvent| {
                            let record = super::super::device_store::read_earlier_tournaments()
                                .ok()
                                .and_then(|list| list.get(index).cloned());
                            if let (Some(record), Some(link)) = (record, ev
                                .current_target()
                                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()))
                            {
                                let _ = link.set_attribute("href", &browser::download_href(&record));
                                saved.set(true);
                            }
                        };
                        let file = format!("{}.peoncito.json", crate::ui::browser::file_stem(&shown));
                        view! {
                            <li data-earlier=shown.clone()>
                                <span>{shown.clone()}</span>" "
                                <button type="button" class="secondary" data-action="open-earlier"
                                    aria-label=labelled(TournamentText::OpenEarlier, open_label)
                                    on:click=move |_| screens.open_earlier(index)>
                                    {screens.say(TournamentText::OpenEarlier)}
                                </button>
                                " "
                                <a class="button secondary" data-action="earlier-to-file" href="#" download=file
                                    aria-label=labelled(TournamentText::EarlierToFile, file_label)
                                    on:click=to_file>
                                    {screens.say(TournamentText::EarlierToFile)}
                                </a>
                                <Show when=move || saved.get()>
                                    " "
                                    <button type="button" class="secondary" data-action="remove-earlier"
                                        aria-label=labelled(TournamentText::RemoveEarlier, remove_label.clone())
                                        on:click=move |_| screens.remove_earlier(index)>
                                        {screens.say(TournamentText::RemoveEarlier)}
                                    </button>
                                </Show>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </section>
        </Show>
    }
}
