//! The rules for new games: how illegal moves are counted, the clock,
//! claim mode, touch-move, undo and the dots.

use leptos::prelude::*;

use super::{once_kept, save_rules, typed};
use crate::ui::state::AppState;
use peoncito_core::arbiter::{Preset, clamp};
use peoncito_core::i18n::Text;
use peoncito_core::settings::{Rules, SavedClock, SavedPreset};

/// The clock presets: rapid 15+0 and 10+5, blitz 5+0 and 3+2.
const CLOCKS: [SavedClock; 4] = [
    SavedClock {
        base_minutes: 15,
        increment_seconds: 0,
    },
    SavedClock {
        base_minutes: 10,
        increment_seconds: 5,
    },
    SavedClock {
        base_minutes: 5,
        increment_seconds: 0,
    },
    SavedClock {
        base_minutes: 3,
        increment_seconds: 2,
    },
];

const PRESETS: [SavedPreset; 6] = [
    SavedPreset::Practice,
    SavedPreset::School {
        tolerated: Preset::SCHOOL_DEFAULT_TOLERATED,
    },
    SavedPreset::Fide2009,
    SavedPreset::FideToday,
    SavedPreset::ClassicBlitz,
    SavedPreset::Custom {
        limit: Some(3),
        loses: true,
        penalty_minutes: 2,
    },
];

/// The rules for new games. Choices are drafted in `draft` and only saved
/// by the save button (the panel asks on closing when they were not); the
/// game in progress keeps the rules it started with.
#[component]
pub fn RulesForNewGames(draft: RwSignal<Rules>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let saved = RwSignal::new(false);
    // The teacher's own numbers for School and Custom are kept while another
    // preset is tried, and come back with theirs.
    let school = RwSignal::new(match draft.get_untracked().preset {
        SavedPreset::School { tolerated } => tolerated,
        _ => Preset::SCHOOL_DEFAULT_TOLERATED,
    });
    let custom = RwSignal::new(match draft.get_untracked().preset {
        own @ SavedPreset::Custom { .. } => own,
        _ => PRESETS[5],
    });
    let set_custom = move |own: SavedPreset| {
        custom.set(own);
        draft.update(|d| d.preset = own);
        saved.set(false);
    };
    let presets = PRESETS
        .into_iter()
        .map(|preset| {
            let kind = Preset::from(preset).kind();
            let code = kind.code();
            let chosen = move || Preset::from(draft.get().preset).kind() == kind;
            view! {
                <label class="choice">
                    <input
                        type="radio"
                        name="policy"
                        data-policy=code
                        prop:checked=chosen
                        on:change=move |_| {
                            let preset = match preset {
                                SavedPreset::School { .. } => SavedPreset::School { tolerated: school.get_untracked() },
                                SavedPreset::Custom { .. } => custom.get_untracked(),
                                other => other,
                            };
                            draft.update(|d| d.preset = preset);
                            saved.set(false);
                        }
                    />
                    <span>
                        <strong>{state.say(Text::PolicyName(kind))}</strong>
                        " — "
                        {state.say(Text::PolicyRule(kind))}
                    </span>
                </label>
            }
        })
        .collect_view();

    view! {
        <fieldset id="rules-for-new-games">
            <legend>{state.say(Text::RulesForNewGames)}</legend>
            {presets}
            <p class="hint" data-press-note="">{state.say(Text::PressModeNote)}</p>
            // Only the numbers of the chosen preset are shown.
            {move || match draft.get().preset {
                SavedPreset::School { tolerated } => Some(view! {
                    <label class="row">
                        {state.say(Text::SchoolLimit)}
                        <select
                            data-setting="school-limit"
                            on:change=move |ev| {
                                let tolerated = typed(&ev).parse().unwrap_or(Preset::SCHOOL_DEFAULT_TOLERATED);
                                school.set(tolerated);
                                draft.update(|d| d.preset = SavedPreset::School { tolerated });
                                saved.set(false);
                            }
                        >
                            {Preset::SCHOOL_TOLERATED
                                .map(|n| view! { <option value=n.to_string() selected=tolerated == n>{n.to_string()}</option> })
                                .collect_view()}
                        </select>
                    </label>
                }.into_any()),
                SavedPreset::Custom { limit, loses, penalty_minutes } => Some(view! {
                    <div class="custom">
                        <label class="row">
                            {state.say(Text::CustomLimit)}
                            <input type="number" min=*Preset::CUSTOM_LIMITS.start() max=*Preset::CUSTOM_LIMITS.end() data-setting="custom-limit"
                                prop:value=limit.unwrap_or(3).to_string()
                                on:change=move |ev| {
                                    let limit = typed(&ev).parse::<u8>().ok().map(|l| clamp(l, Preset::CUSTOM_LIMITS));
                                    set_custom(SavedPreset::Custom { limit, loses, penalty_minutes });
                                } />
                        </label>
                        <label class="row">
                            {state.say(Text::CustomPenalty)}
                            <input type="number" min="0" max=Preset::MOST_PENALTY_MINUTES data-setting="custom-penalty"
                                prop:value=penalty_minutes.to_string()
                                on:change=move |ev| {
                                    let penalty_minutes = typed(&ev).parse::<u8>().unwrap_or(0).min(Preset::MOST_PENALTY_MINUTES);
                                    set_custom(SavedPreset::Custom { limit, loses, penalty_minutes });
                                } />
                        </label>
                        <label class="row">
                            <input type="checkbox" data-setting="custom-loses" prop:checked=loses
                                on:change=move |_| set_custom(SavedPreset::Custom { limit, loses: !loses, penalty_minutes }) />
                            {state.say(Text::CustomLoses)}
                        </label>
                    </div>
                }.into_any()),
                SavedPreset::Practice
                | SavedPreset::Fide2009
                | SavedPreset::FideToday
                | SavedPreset::ClassicBlitz => None,
            }}
            <label class="row">
                {state.say(Text::ClockSetting)}
                <select
                    data-setting="clock"
                    on:change=move |ev| {
                        let chosen: usize = typed(&ev).parse().unwrap_or(0);
                        draft.update(|d| d.clock = chosen.checked_sub(1).and_then(|i| CLOCKS.get(i).copied()));
                        saved.set(false);
                    }
                >
                    <option value="0" selected=move || draft.get().clock.is_none()>{state.say(Text::NoClock)}</option>
                    {CLOCKS.into_iter().enumerate().map(|(i, c)| view! {
                        <option value=(i + 1).to_string() selected=move || draft.get().clock == Some(c)>
                            {state.say(Text::ClockPreset(c.control()))}
                        </option>
                    }).collect_view()}
                </select>
            </label>
            // Any other base and increment: the teacher's own clock.
            {move || draft.get().clock.map(|c| view! {
                <div class="custom">
                    <label class="row">
                        {state.say(Text::BaseMinutes)}
                        <input type="number" min=*SavedClock::BASE_MINUTES.start() max=*SavedClock::BASE_MINUTES.end() data-setting="clock-base"
                            prop:value=c.base_minutes.to_string()
                            on:change=move |ev| {
                                let base_minutes = typed(&ev).parse::<u16>().unwrap_or(c.base_minutes).clamp(*SavedClock::BASE_MINUTES.start(), *SavedClock::BASE_MINUTES.end());
                                draft.update(|d| d.clock = Some(SavedClock { base_minutes, ..c }));
                            } />
                    </label>
                    <label class="row">
                        {state.say(Text::IncrementSeconds)}
                        <input type="number" min="0" max=SavedClock::MOST_INCREMENT_SECONDS data-setting="clock-increment"
                            prop:value=c.increment_seconds.to_string()
                            on:change=move |ev| {
                                let increment_seconds = typed(&ev).parse::<u16>().unwrap_or(0).min(SavedClock::MOST_INCREMENT_SECONDS);
                                draft.update(|d| d.clock = Some(SavedClock { increment_seconds, ..c }));
                            } />
                    </label>
                </div>
            })}
            {switches(state, draft)}
            <button
                class="primary"
                data-action="save-settings"
                on:click=move |_| {
                    save_rules(state, draft);
                    once_kept(state, move || saved.set(true));
                }
            >
                {state.say(Text::SaveSettings)}
            </button>
            <button
                data-action="save-and-new-game"
                on:click=move |_| {
                    save_rules(state, draft);
                    state.open_game(state.next_game(peoncito_core::game::Game::new()));
                    // Settings not kept stay in the panel, which says so.
                    once_kept(state, move || state.screen.teacher_open.set(false));
                }
            >
                {state.say(Text::SaveAndNewGame)}
            </button>
            <Show when=move || super::rules_unsaved(state, draft)>
                <p class="hint" role="status" data-rules-unsaved="">{state.say(Text::RulesNotSaved)}</p>
            </Show>
            // Said only of settings kept: the panel says when they were not.
            <Show when=move || saved.get() && !super::rules_unsaved(state, draft) && state.settings_not_kept.with(Option::is_none)>
                <p role="status" data-saved="">{state.say(Text::SettingsSaved)}</p>
            </Show>
        </fieldset>
    }
}

/// A rule that is on or off: its checkbox's `data-setting`, its label and
/// the field it switches.
type Switch = (&'static str, Text, fn(&mut Rules) -> &mut bool);

const SWITCHES: [Switch; 4] = [
    ("claim-mode", Text::ClaimModeSetting, |r| &mut r.claim_mode),
    ("touch-move", Text::TouchMoveSetting, |r| &mut r.touch_move),
    ("undo", Text::UndoAllowed, |r| &mut r.undo_allowed),
    ("dots", Text::ShowDots, |r| &mut r.show_dots),
];

fn switches(state: AppState, draft: RwSignal<Rules>) -> impl IntoView {
    SWITCHES
        .into_iter()
        .map(|(code, text, field)| {
            let on = move || *field(&mut draft.get());
            view! {
                <label class="row">
                    <input
                        type="checkbox"
                        data-setting=code
                        prop:checked=on
                        on:change=move |_| draft.update(|d| *field(d) = !*field(d))
                    />
                    {state.say(text)}
                </label>
            }
        })
        .collect_view()
}
