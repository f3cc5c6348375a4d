//! The teacher's panel, behind a PIN: rules for new games, ending a game by
//! adjudication, the mistake log, and the late-table calculator.

use leptos::ev;
use leptos::prelude::*;
use shakmaty::Color;

use super::dialog::Dialog;
use super::{AppState, browser};
use crate::clock::late_table;
use crate::game::Game;
use crate::i18n::Text;
use crate::settings::{PinError, PinHash, SavedClock, SavedPreset, Settings};

/// The value typed into an input, from its event.
fn typed(ev: &ev::Event) -> String {
    event_target_value(ev)
}

#[component]
pub fn TeacherPanel() -> impl IntoView {
    let state = expect_context::<AppState>();
    let unlocked = RwSignal::new(false);
    let pin = RwSignal::new(String::new());
    let again = RwSignal::new(String::new());
    let error = RwSignal::new(None::<PinError>);
    let close = Callback::new(move |()| {
        state.teacher_open.set(false);
        unlocked.set(false);
        pin.set(String::new());
        again.set(String::new());
        error.set(None);
    });
    let has_pin = move || state.settings.with(|s| s.pin.is_some());
    let submit = move || {
        let mut settings = state.settings.get_untracked();
        let result = match &settings.pin {
            Some(hash) => hash.check(&pin.get_untracked()),
            None => PinHash::new(
                &pin.get_untracked(),
                &again.get_untracked(),
                &browser::random_salt(),
            )
            .map(|hash| {
                settings.pin = Some(hash);
                save(state, settings);
            }),
        };
        pin.set(String::new());
        again.set(String::new());
        error.set(result.err());
        unlocked.set(result.is_ok());
    };

    move || {
        state.teacher_open.get().then(|| {
            view! {
                <Dialog class="teacher" title=Text::TeacherTitle title_id="teacher-title" on_close=close>
                        {move || if unlocked.get() {
                            view! { <Unlocked /> }.into_any()
                        } else {
                            view! {
                                <form class="pin" on:submit=move |ev: ev::SubmitEvent| {
                                    ev.prevent_default();
                                    submit();
                                }>
                                    <label>
                                        {move || state.t(&if has_pin() { Text::EnterPin } else { Text::ChoosePin })}
                                        <input
                                            type="password"
                                            inputmode="numeric"
                                            autocomplete="off"
                                            maxlength="4"
                                            data-pin="pin"
                                            prop:value=move || pin.get()
                                            on:input=move |ev| pin.set(typed(&ev))
                                        />
                                    </label>
                                    <Show when=move || !has_pin()>
                                        <label>
                                            {state.say(Text::RepeatPin)}
                                            <input
                                                type="password"
                                                inputmode="numeric"
                                                autocomplete="off"
                                                maxlength="4"
                                                data-pin="again"
                                                prop:value=move || again.get()
                                                on:input=move |ev| again.set(typed(&ev))
                                            />
                                        </label>
                                    </Show>
                                    {move || error.get().map(|e| view! {
                                        <p class="pin-error" role="alert" data-pin-error="">{state.say(Text::Pin(e))}</p>
                                    })}
                                    <button type="submit" class="primary" data-action=move || if has_pin() { "unlock" } else { "set-pin" }>
                                        {move || state.t(&if has_pin() { Text::Unlock } else { Text::SetPin })}
                                    </button>
                                </form>
                            }.into_any()
                        }}
                        <button class="secondary" data-action="close-teacher" on:click=move |_| close.run(())>
                            {state.say(Text::Close)}
                        </button>
                </Dialog>
            }
        })
    }
}

fn save(state: AppState, settings: Settings) {
    if browser::write_settings(&settings.encode()).is_err() {
        state.notices.update(|n| n.push(Text::StorageUnavailable));
    }
    state.settings.set(settings);
}

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
    SavedPreset::School { limit: 5 },
    SavedPreset::Fide2009,
    SavedPreset::FideToday,
    SavedPreset::ClassicBlitz,
    SavedPreset::Custom {
        limit: Some(3),
        loses: true,
        penalty_minutes: 2,
    },
];

/// The settings themselves, once the PIN was right. Choices are drafted
/// here and only saved by the save button.
#[component]
fn Unlocked() -> impl IntoView {
    let state = expect_context::<AppState>();
    let draft = RwSignal::new(state.settings.get_untracked().rules);
    let saved = RwSignal::new(false);
    let progress_cleared = RwSignal::new(false);
    let school_limit = move || match draft.get().preset {
        SavedPreset::School { limit } => limit,
        _ => 5,
    };
    let presets = PRESETS
        .into_iter()
        .map(|preset| {
            let kind = crate::arbiter::Preset::from(preset).kind();
            let code = kind.code();
            let chosen = move || crate::arbiter::Preset::from(draft.get().preset).kind() == kind;
            view! {
                <label class="choice">
                    <input
                        type="radio"
                        name="policy"
                        data-policy=code
                        prop:checked=chosen
                        on:change=move |_| {
                            let preset = match (preset, draft.get_untracked().preset) {
                                (SavedPreset::School { .. }, _) => SavedPreset::School { limit: school_limit() },
                                // Keep the teacher's own numbers when coming back to custom.
                                (SavedPreset::Custom { .. }, own @ SavedPreset::Custom { .. }) => own,
                                (other, _) => other,
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
    let limits = (1..=5u8)
        .map(|n| view! { <option value=n.to_string() selected=move || school_limit() == n>{n.to_string()}</option> })
        .collect_view();
    let adjudicate = move |winner: Option<Color>| {
        state.act(move |g| g.adjudicate(winner));
        state.teacher_open.set(false);
    };
    let game_on = move || !state.game.with(Game::is_over);
    let summary = move || state.game.with(Game::mistake_summary);
    let base = RwSignal::new(15u32);
    let moves = RwSignal::new(30u32);
    let basis = RwSignal::new(40u32);

    view! {
        <fieldset>
            <legend>{state.say(Text::RulesForNewGames)}</legend>
            {presets}
            <label class="row">
                {state.say(Text::SchoolLimit)}
                <select
                    data-setting="school-limit"
                    on:change=move |ev| {
                        let limit = typed(&ev).parse().unwrap_or(5);
                        draft.update(|d| d.preset = SavedPreset::School { limit });
                        saved.set(false);
                    }
                >
                    {limits}
                </select>
            </label>
            {move || match draft.get().preset {
                SavedPreset::Custom { limit, loses, penalty_minutes } => Some(view! {
                    <div class="custom">
                        <label class="row">
                            {state.say(Text::CustomLimit)}
                            <input type="number" min="1" max="9" data-setting="custom-limit"
                                prop:value=limit.unwrap_or(3).to_string()
                                on:change=move |ev| {
                                    let limit = typed(&ev).parse::<u8>().ok().map(|l| l.clamp(1, 9));
                                    draft.update(|d| d.preset = SavedPreset::Custom { limit, loses, penalty_minutes });
                                } />
                        </label>
                        <label class="row">
                            {state.say(Text::CustomPenalty)}
                            <input type="number" min="0" max="5" data-setting="custom-penalty"
                                prop:value=penalty_minutes.to_string()
                                on:change=move |ev| {
                                    let penalty_minutes = typed(&ev).parse::<u8>().unwrap_or(0).min(5);
                                    draft.update(|d| d.preset = SavedPreset::Custom { limit, loses, penalty_minutes });
                                } />
                        </label>
                        <label class="row">
                            <input type="checkbox" data-setting="custom-loses" prop:checked=loses
                                on:change=move |_| draft.update(|d| d.preset = SavedPreset::Custom { limit, loses: !loses, penalty_minutes }) />
                            {state.say(Text::CustomLoses)}
                        </label>
                    </div>
                }),
                _ => None,
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
                        <input type="number" min="1" max="180" data-setting="clock-base"
                            prop:value=c.base_minutes.to_string()
                            on:change=move |ev| {
                                let base_minutes = typed(&ev).parse::<u16>().unwrap_or(c.base_minutes).clamp(1, 180);
                                draft.update(|d| d.clock = Some(SavedClock { base_minutes, ..c }));
                            } />
                    </label>
                    <label class="row">
                        {state.say(Text::IncrementSeconds)}
                        <input type="number" min="0" max="60" data-setting="clock-increment"
                            prop:value=c.increment_seconds.to_string()
                            on:change=move |ev| {
                                let increment_seconds = typed(&ev).parse::<u16>().unwrap_or(0).min(60);
                                draft.update(|d| d.clock = Some(SavedClock { increment_seconds, ..c }));
                            } />
                    </label>
                </div>
            })}
            <label class="row">
                <input
                    type="checkbox"
                    data-setting="claim-mode"
                    prop:checked=move || draft.get().claim_mode
                    on:change=move |_| draft.update(|d| d.claim_mode = !d.claim_mode)
                />
                {state.say(Text::ClaimModeSetting)}
            </label>
            <label class="row">
                <input
                    type="checkbox"
                    data-setting="touch-move"
                    prop:checked=move || draft.get().touch_move
                    on:change=move |_| draft.update(|d| d.touch_move = !d.touch_move)
                />
                {state.say(Text::TouchMoveSetting)}
            </label>
            <label class="row">
                <input
                    type="checkbox"
                    data-setting="undo"
                    prop:checked=move || draft.get().undo_allowed
                    on:change=move |_| draft.update(|d| d.undo_allowed = !d.undo_allowed)
                />
                {state.say(Text::UndoAllowed)}
            </label>
            <label class="row">
                <input
                    type="checkbox"
                    data-setting="dots"
                    prop:checked=move || draft.get().show_dots
                    on:change=move |_| draft.update(|d| d.show_dots = !d.show_dots)
                />
                {state.say(Text::ShowDots)}
            </label>
            <button
                class="primary"
                data-action="save-settings"
                on:click=move |_| {
                    let mut settings = state.settings.get_untracked();
                    settings.rules = draft.get_untracked();
                    save(state, settings);
                    saved.set(true);
                }
            >
                {state.say(Text::SaveSettings)}
            </button>
            <Show when=move || saved.get()>
                <p role="status" data-saved="">{state.say(Text::SettingsSaved)}</p>
            </Show>
        </fieldset>
        <Show when=game_on>
            <fieldset>
                <legend>{state.say(Text::Adjudicate)}</legend>
                <Show when=move || state.game.with(Game::teacher_needed).is_some()>
                    <button data-action="teacher-continue" on:click=move |_| {
                        state.game.update(Game::teacher_continue);
                        state.teacher_open.set(false);
                    }>
                        {state.say(Text::TeacherContinue)}
                    </button>
                </Show>
                <Show when=move || state.clock.with(Option::is_some)>
                    <button data-action="clock-pause" on:click=move |_| {
                        let now = browser::now_ms();
                        state.clock.update(|c| if let Some(c) = c {
                            if c.is_paused() { c.resume(now) } else { c.pause(now) }
                        });
                    }>
                        {move || state.t(&if state.clock.with(|c| c.as_ref().is_some_and(|c| c.is_paused())) {
                            Text::ResumeClock
                        } else {
                            Text::PauseClock
                        })}
                    </button>
                </Show>
                <button data-action="adjudicate-draw" on:click=move |_| adjudicate(None)>
                    {state.say(Text::AdjudicateDraw)}
                </button>
                <button data-action="adjudicate-white" on:click=move |_| adjudicate(Some(Color::White))>
                    {state.say(Text::AdjudicateWin(Color::White))}
                </button>
                <button data-action="adjudicate-black" on:click=move |_| adjudicate(Some(Color::Black))>
                    {state.say(Text::AdjudicateWin(Color::Black))}
                </button>
            </fieldset>
        </Show>
        <fieldset>
            <legend>{state.say(Text::LessonsButton)}</legend>
            <button data-action="reset-progress" on:click=move |_| {
                state.progress.set(crate::progress::Progress::default());
                progress_cleared.set(true);
            }>
                {state.say(Text::ResetProgress)}
            </button>
            <Show when=move || progress_cleared.get()>
                <p role="status" data-progress-reset="">{state.say(Text::ProgressReset)}</p>
            </Show>
        </fieldset>
        <fieldset data-mistakes="">
            <legend>{state.say(Text::MistakeLog)}</legend>
            {move || {
                let summary = summary();
                if summary.is_empty() {
                    view! { <p>{state.say(Text::NoMistakes)}</p> }.into_any()
                } else {
                    summary
                        .into_iter()
                        .map(|(side, counts)| view! { <p>{state.say(Text::MistakeSummary { side, counts })}</p> })
                        .collect_view()
                        .into_any()
                }
            }}
        </fieldset>
        <fieldset>
            <legend>{state.say(Text::LateTableTitle)}</legend>
            <label class="row">
                {state.say(Text::BaseMinutes)}
                <input type="number" min="1" max="180" data-late="base" prop:value=move || base.get().to_string()
                    on:input=move |ev| base.set(typed(&ev).parse().unwrap_or(0).min(600)) />
            </label>
            <label class="row">
                {state.say(Text::MovesPlayed)}
                <input type="number" min="0" max="200" data-late="moves" prop:value=move || moves.get().to_string()
                    on:input=move |ev| moves.set(typed(&ev).parse().unwrap_or(0).min(1000)) />
            </label>
            <label class="row">
                {state.say(Text::BasisMoves)}
                <input type="number" min="1" max="200" data-late="basis" prop:value=move || basis.get().to_string()
                    on:input=move |ev| basis.set(typed(&ev).parse().unwrap_or(40).clamp(1, 200)) />
            </label>
            <p data-late="result">
                {move || state.t(&Text::LateTableResult(late_table(base.get(), moves.get(), basis.get())))}
            </p>
        </fieldset>
    }
}
