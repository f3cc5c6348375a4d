//! Beside the board: whose turn it is, the result, the game's buttons, the
//! move list, notices and the language switch.

use leptos::ev;
use leptos::prelude::*;
use shakmaty::Color;
use wasm_bindgen::JsCast;

use super::browser;
use super::state::{AppState, BoardState, Confirm, Preferences, Screen, colour_code};
use peoncito_core::game::Game;
use peoncito_core::heading::Name;
use peoncito_core::i18n::{Lang, Text, local_san};
use peoncito_core::table::{Action, Table, TakeBack};

#[component]
pub fn Status() -> impl IntoView {
    let board = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    // The end in view once drawn (under the board on a portrait tablet,
    // where WebKit does not follow it): only when it comes, not when a
    // finished game is opened.
    let over = Memo::new(move |_| board.with_game(Game::is_over));
    Effect::new(move |was: Option<bool>| {
        let now = over.get();
        if now && was == Some(false) {
            request_animation_frame(|| browser::reveal(".result", browser::Edge::Bottom));
        }
        now
    });
    // Replaying, the status is the replayed position's; what only the
    // game in progress has (an offer, the teacher's call) shows when live.
    move || {
        let live = board.viewed.get().is_none();
        match board.displayed(Game::end) {
        Some(end) => view! {
            <div
                class="result"
                role="status"
                data-outcome=end.outcome_code()
                data-reason=end.reason_code()
            >
                <p class="result-text">{prefs.say(Text::GameOver(end))}</p>
                {board.with_game(|g| g.heading().names_players().then(|| g.heading().clone())).map(|h| {
                    // Against the computer, the side it does not name is "you".
                    let computer = board.table.with_untracked(|t| t.computer().map(|c| c.side));
                    let you = || Name::new(&prefs.t(&Text::You));
                    let (white, black) = match computer {
                        Some(Color::Black) => (h.white.or_else(you), h.black),
                        Some(Color::White) => (h.white, h.black.or_else(you)),
                        None => (h.white, h.black),
                    };
                    view! {
                        <p class="score-line" data-score-line="">
                            {prefs.say(Text::ScoreLine { white, black, result: end.result_shown() })}
                        </p>
                    }
                })}
                // What went well; the mistakes are the teacher's to read
                // (the panel's mistake log).
                {
                    let moves = board.with_game(Game::numbered_moves);
                    (moves > 0).then(|| view! {
                        <p class="well-done" data-well-done="">{prefs.say(Text::GoodGame { moves })}</p>
                    })
                }
                // Projection has no "New game" button to press; against
                // the computer, "Play again" is beside it.
                <Show when=move || !prefs.projection.get() && board.table.with(|t| t.computer().is_none())>
                    <p class="hint">{prefs.say(Text::StartAnother)}</p>
                </Show>
                <super::hand_over::ResultForTeacher />
            </div>
        }
        .into_any(),
        None => {
            let turn = board.displayed(Game::turn);
            let check = board.displayed(|g| g.checked_king().is_some());
            let offer = board.with_game(Game::draw_offer).filter(|_| live);
            view! {
                <div class="turn" role="status" data-turn=colour_code(turn)>
                    <span class=format!("turn-dot {}", colour_code(turn)) aria-hidden="true"></span>
                    <span>{prefs.say(Text::ToMove(turn))}</span>
                    {check.then(|| view! { <strong class="check-word">{prefs.say(Text::Check)}</strong> })}
                </div>
                {board.with_game(Game::teacher_needed).filter(|_| live).map(|side| view! {
                    <p class="teacher-needed" role="alert" data-teacher-needed=colour_code(side)>
                        {prefs.say(Text::TeacherNeeded(side))}
                    </p>
                })}
                {board.with_game(Game::played_on).filter(|_| live).map(|p| view! {
                    <p class="adjudicating" role="status" data-adjudicating=colour_code(p.ahead)>
                        {prefs.say(Text::Adjudicating { ahead: p.ahead, limit: p.limit })}
                    </p>
                })}
                {offer.map(|by| view! {
                    <p class="offer" role="status">{prefs.say(Text::DrawOffered { by })}</p>
                })}
            }
            .into_any()
        }
    }
    }
}

#[component]
pub fn Controls() -> impl IntoView {
    let state = expect_context::<AppState>();
    let over = move || state.board.with_game(Game::is_over);
    let offer = move || state.board.with_game(Game::draw_offer);
    let claim = move || state.board.with_game(Game::claimable_draw);
    // The computer neither offers nor answers draws.
    let people = move || state.board.table.with(|t| t.computer().is_none());
    // While the game waits for the teacher, the players neither resign nor
    // offer: the teacher decides.
    let waiting = move || state.board.with_game(|g| g.teacher_needed().is_some());
    let take_back = move || state.board.table.with(Table::take_back);
    view! {
        <div class="controls">
            <button data-action="new-game" on:click=move |_| state.ask_to_open(state.next_game(Game::new()))>
                {state.say(Text::NewGame)}
            </button>
            <button
                data-action="flip"
                aria-pressed=move || state.board.flipped.get().to_string()
                on:click=move |_| state.board.flipped.update(|f| *f = !*f)
            >
                {state.say(Text::Flip)}
            </button>
            <Show when=move || state.board.table.with(|t| t.rules().undo_allowed)>
                <button
                    data-action="undo"
                    disabled=move || take_back() == TakeBack::Refused
                    on:click=move |_| match take_back() {
                        TakeBack::Now => state.board.act(Action::Undo),
                        TakeBack::BothAgree => state.screen.confirm.set(Some(Confirm::TakeBackAgreed)),
                        TakeBack::Refused => {}
                    }
                >
                    {state.say(Text::Undo)}
                </button>
            </Show>
            <Show when=move || !waiting()>
                // Against the computer only the pupil resigns; on a shared
                // device the question asks which player.
                <button data-action="resign" disabled=over on:click=move |_| {
                    let pupil = state.board.table.with_untracked(|t| t.computer().map(|c| !c.side));
                    state.screen.confirm.set(Some(Confirm::Resign(pupil)));
                }>
                    {state.say(Text::Resign)}
                </button>
            </Show>
            <Show when=move || offer().is_none() && !over() && people() && !waiting()>
                <button data-action="offer-draw" on:click=move |_| state.screen.confirm.set(Some(Confirm::OfferDraw))>
                    {state.say(Text::OfferDraw)}
                </button>
            </Show>
            <Show when=move || state.board.with_game(Game::draw_offer_to_answer) && people() && !waiting()>
                <button data-action="accept-draw" class="primary" on:click=move |_| state.board.act(Action::AcceptDraw)>
                    {state.say(Text::AcceptDraw)}
                </button>
                <button data-action="decline-draw" on:click=move |_| state.board.act(Action::DeclineDraw)>
                    {state.say(Text::DeclineDraw)}
                </button>
            </Show>
            <Show when=move || {
                state.board.table.with(Table::takes_claims) && !over() && state.board.with_game(|g| !g.moves().is_empty())
            }>
                <button data-action="claim" class="primary" on:click=move |_| state.board.claim_illegal()>
                    {state.say(Text::ClaimButton)}
                </button>
            </Show>
            <super::computer::PlayComputerButton />
            <button data-action="lessons" on:click=move |_| state.screen.showing.set(Screen::Lessons)>
                {state.say(Text::LessonsButton)}
            </button>
            // In pupil mode only play, the lessons and the computer show.
            <Show when=move || !state.settings.with(|s| s.pupil_mode)>
                <button data-action="editor" on:click=move |_| state.screen.showing.set(Screen::Editor)>
                    {state.say(Text::EditorButton)}
                </button>
                <button data-action="projection" on:click=move |_| state.prefs.projection.set(true)>
                    {state.say(Text::ProjectionButton)}
                </button>
                <super::names::NamesButton />
                <button data-action="game-record" on:click=move |_| state.screen.record_open.set(true)>
                    {state.say(Text::GameRecordButton)}
                </button>
                <button data-action="teacher" on:click=move |_| state.screen.teacher_open.set(true)>
                    {state.say(Text::TeacherButton)}
                </button>
            </Show>
            <Show when=move || {
                !over() && state.board.table.with(|t| t.can_declare_draw_claim() || t.declaring_draw())
            }>
                <button
                    data-action="claim-draw-with-move"
                    aria-pressed=move || state.board.table.with(|t| t.declaring_draw()).to_string()
                    on:click=move |_| state.board.act(Action::DeclareDrawClaim)
                >
                    {state.say(Text::DeclareDrawClaim)}
                </button>
            </Show>
            {move || claim().map(|c| view! {
                <button data-action="claim-draw" class="primary" on:click=move |_| state.board.act(Action::ClaimDraw)>
                    {state.say(Text::ClaimDraw(c))}
                </button>
            })}
            // A claim refused after a piece was touched, and why (9.4).
            <Show when=move || state.board.table.with(Table::claim_lost_to_touch)>
                <p class="hint" role="status" data-claim-lost="">{state.say(Text::DrawClaimLost)}</p>
            </Show>
        </div>
    }
}

/// Scrolls the move list itself (never the page: the board stays where it
/// is) so that `cell`, the move shown, is in view.
fn keep_in_view(list: &web_sys::Element, cell: &web_sys::Element) {
    let (outer, inner) = (
        list.get_bounding_client_rect(),
        cell.get_bounding_client_rect(),
    );
    let by = if inner.bottom() > outer.bottom() {
        inner.bottom() - outer.bottom()
    } else if inner.top() < outer.top() {
        inner.top() - outer.top()
    } else {
        return;
    };
    list.set_scroll_top(list.scroll_top() + by.round() as i32);
}

#[component]
pub fn MoveList() -> impl IntoView {
    let state = expect_context::<AppState>();
    // Only a move played or taken back changes the rows, and only the rows
    // that changed are drawn again: a move costs the same in a long game.
    // Each row with the number of moves made by its White cell (a game begun
    // with Black to move has none there: 0).
    let rows = Memo::new(move |_| {
        state.board.with_game(|g| {
            let rows = g.move_rows();
            let offset = usize::from(rows.first().is_some_and(|r| r.white.is_none()));
            rows.into_iter()
                .enumerate()
                .map(|(i, row)| (2 * i + 1 - offset, row))
                .collect::<Vec<_>>()
        })
    });
    // The move the board shows is marked. Moving the mark by hand touches two
    // cells: marking through every cell's own effect would wake them all on
    // each move, and a move must not cost more as the game grows.
    let list = NodeRef::<leptos::html::Ol>::new();
    let shown = Memo::new(move |_| {
        state
            .board
            .viewed
            .get()
            .unwrap_or_else(|| state.board.with_game(|g| g.moves().len()))
    });
    Effect::new(move |_| {
        let at = shown.get();
        rows.track();
        // In the next frame, once every change of this move is on the page:
        // measuring now would lay the page out once here and again to paint.
        request_animation_frame(move || {
            let Some(list) = list.get_untracked() else {
                return;
            };
            if let Ok(Some(old)) = list.query_selector("[aria-current]") {
                let _ = old.remove_attribute("aria-current");
            }
            if let Ok(Some(cell)) = list.query_selector(&format!("[data-ply='{at}']")) {
                let _ = cell.set_attribute("aria-current", "step");
                keep_in_view(&list, &cell);
            }
        });
    });
    view! {
        <section class="moves" aria-labelledby="moves-title">
            <h2 id="moves-title">{state.say(Text::Moves)}</h2>
            <Show when=move || rows.with(Vec::is_empty)>
                <p class="hint">{state.say(Text::NoMovesYet)}</p>
            </Show>
            <ol class="move-list" node_ref=list hidden=move || rows.with(Vec::is_empty)>
                <For each=move || rows.get() key=|row| row.clone() let((ply, row))>
                    <li value=row.number.to_string()>
                        // A game begun with Black to move has no first white move.
                        {row.white.map_or_else(|| view! { <span class="san">"…"</span> }.into_any(), |san| view! { <San san ply /> }.into_any())}
                        {row.black.map(|san| view! { <San san ply=ply + 1 /> })}
                    </li>
                </For>
            </ol>
            // The result closes the score sheet, as on paper: "1-0 (adjudication)".
            {move || state.board.with_game(Game::end).map(|end| view! {
                <p class="score-result" data-result=end.result()>
                    <strong>{end.result_shown()}</strong>
                    " — "
                    {state.say(Text::GameOver(end))}
                </p>
            })}
        </section>
    }
}

/// One move of the move list in the reader's piece letters ("Cf3"); the
/// standard English SAN stays in `data-san` for records and outside checks.
/// A tap shows the position after it (`ply` moves made); the last move
/// goes back to the game in play.
#[component]
fn San(san: String, ply: usize) -> impl IntoView {
    let board = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    let shown = san.clone();
    view! {
        <button class="san" data-san=san data-ply=ply.to_string() on:click=move |_| board.view_moves(Some(ply))>
            {move || local_san(prefs.lang.get(), &shown)}
        </button>
    }
}

#[component]
pub fn Notices() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        let notices = state.notices.get();
        (!notices.is_empty()).then(|| {
            view! {
                <div class="notices" role="alert">
                    <ul>
                        {notices.into_iter().map(|n| view! { <li>{state.say(n)}</li> }).collect_view()}
                    </ul>
                    <button data-action="dismiss" on:click=move |_| state.notices.set(Vec::new())>
                        {state.say(Text::Dismiss)}
                    </button>
                </div>
            }
        })
    }
}

/// "A new version is ready": shown once the service worker has a newer build.
#[component]
pub fn UpdateNotice() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        state.update_ready.get().then(|| {
            view! {
                <div class="update" role="status" data-update-ready="">
                    <p>{state.say(Text::UpdateReady)}</p>
                    <button data-action="reload-update" class="primary" on:click=move |_| super::offline::apply_update()>
                        {state.say(Text::ReloadNow)}
                    </button>
                </div>
            }
        })
    }
}

/// The languages, as one control: chosen once, not every game, so the list
/// opens from one button and leaves the header's room to the board.
#[component]
pub fn LanguageSwitch() -> impl IntoView {
    let prefs = expect_context::<Preferences>();
    let open = RwSignal::new(false);
    let toggle = NodeRef::<leptos::html::Button>::new();
    // Closed, the list gives the keyboard back to its button, not to the
    // page's top.
    let close = move || {
        open.set(false);
        if let Some(button) = toggle.get_untracked() {
            let _ = button.focus();
        }
    };
    let buttons = Lang::ALL
        .into_iter()
        .map(|lang| {
            view! {
                <button
                    class="lang"
                    data-lang=lang.code()
                    lang=lang.code()
                    aria-pressed=move || (prefs.lang.get() == lang).to_string()
                    on:click=move |_| {
                        prefs.lang.set(lang);
                        close();
                    }
                >
                    {prefs.say(Text::LanguageName(lang))}
                </button>
            }
        })
        .collect_view();
    view! {
        <div
            class="language-menu"
            on:keydown=move |ev: ev::KeyboardEvent| {
                if ev.key() == "Escape" && open.get_untracked() {
                    ev.prevent_default();
                    close();
                }
            }
            // Focus moved to something outside (Tab past the list): the list
            // closes rather than stay open over the page. Focus that goes
            // nowhere is no sign: Safari blurs its button on a tap at a
            // language, before the tap lands.
            on:focusout=move |ev: ev::FocusEvent| {
                let menu = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Node>().ok());
                let to = ev.related_target().and_then(|t| t.dyn_into::<web_sys::Node>().ok());
                if let (Some(menu), Some(to)) = (menu, to)
                    && !menu.contains(Some(&to))
                {
                    open.set(false);
                }
            }
        >
            <button
                node_ref=toggle
                data-action="languages"
                aria-expanded=move || open.get().to_string()
                aria-controls="languages"
                title=move || prefs.t(&Text::LanguagesLabel)
                on:click=move |_| open.update(|o| *o = !*o)
            >
                {move || prefs.say(Text::LanguageName(prefs.lang.get()))}
                // A caret every font draws (a globe's emoji is missing
                // from some tablets' fonts).
                <span aria-hidden="true">" ▾"</span>
            </button>
            <nav id="languages" class="languages" hidden=move || !open.get() aria-label=move || prefs.t(&Text::LanguagesLabel)>
                {buttons}
            </nav>
        </div>
    }
}

/// The high-contrast theme, one tap away for the child or the teacher.
#[component]
pub fn ContrastSwitch() -> impl IntoView {
    let prefs = expect_context::<Preferences>();
    view! {
        <button
            data-action="contrast"
            aria-pressed=move || prefs.contrast.get().to_string()
            on:click=move |_| prefs.contrast.update(|on| *on = !*on)
        >
            <span aria-hidden="true">"◐ "</span>
            <span class="wide-only">{prefs.say(Text::HighContrast)}</span>
        </button>
    }
}

/// Time as a clock shows it: m:ss, never below zero.
fn clock_face(ms: i64) -> String {
    let seconds = ms.max(0).div_euclid(1000);
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

#[component]
pub fn Clocks() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        state.board.table.with(|t| t.clock().is_some()).then(|| {
            let face = move |side: Color| {
                let now = state.now.get();
                state.board.table.with(|t| t.clock().map_or(0, |c| c.left(side, now)))
            };
            let running = move |side: Color| state.board.table.with(|t| t.clock().and_then(|c| c.running_side()) == Some(side));
            [Color::White, Color::Black]
                .into_iter()
                .map(|side| {
                    view! {
                        <div
                            class=format!("clock {}", colour_code(side))
                            class:running=move || running(side)
                            class:low=move || face(side) < 10_000
                            data-clock=colour_code(side)
                            role="timer"
                            aria-label=move || state.t(&Text::ToMove(side))
                        >
                            <span class=format!("turn-dot {}", colour_code(side)) aria-hidden="true"></span>
                            <span class="clock-time">{move || clock_face(face(side))}</span>
                        </div>
                    }
                })
                .collect_view()
        }).map(|clocks| view! {
            <div class="clocks">{clocks}</div>
            // A move is complete when its player presses the clock.
            {move || state.board.table.with(|t| t.awaiting_press()).map(|side| view! {
                <button
                    class=format!("press-clock primary {}", colour_code(side))
                    data-action="press-clock"
                    data-side=colour_code(side)
                    on:click=move |_| state.board.press_clock()
                >
                    {state.say(Text::PressClock)}
                </button>
                <p class="hint" data-press-clock=colour_code(side)>{state.say(Text::PressClockPrompt(side))}</p>
            })}
        })
    }
}

/// The rules of the game in play, in a few words, for pupils and teacher.
#[component]
pub fn RulesBadge() -> impl IntoView {
    let board = expect_context::<BoardState>();
    let prefs = expect_context::<Preferences>();
    let rules = move || board.table.with(|t| t.rules());
    view! {
        <p class="rules-badge" data-rules=move || rules().preset().code()>
            {move || prefs.t(&Text::RulesInForce(rules()))}
        </p>
    }
}

/// How a question of [`ConfirmDialog`] is answered.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Answer {
    Yes,
    /// Only the teacher's PIN says yes.
    TeachersPin,
    /// Which player (on a device two pupils share).
    Player,
}

/// Asks before something that ends the game in play; Escape or "No" goes back.
#[component]
pub fn ConfirmDialog() -> impl IntoView {
    let state = expect_context::<AppState>();
    move || {
        // Who is at the tablet is asked first: the question waits.
        if state.screen.asking_who.get() {
            return None;
        }
        // What is asked, and how it is answered: "yes", the teacher's PIN,
        // or which player.
        let (question, answer) = match state.screen.confirm.get()? {
            Confirm::Replace(..) => (Text::ConfirmNewGame, Answer::Yes),
            Confirm::ReplaceByLink { teacher: false, .. } => (Text::ConfirmLinkGame, Answer::Yes),
            Confirm::ReplaceByLink { teacher: true, .. } => {
                (Text::ConfirmLinkGameTeacher, Answer::TeachersPin)
            }
            Confirm::Resign(None) => (Text::WhoResigns, Answer::Player),
            Confirm::Resign(Some(side)) => (
                Text::ConfirmResign {
                    side,
                    name: state.player_name(side),
                },
                Answer::Yes,
            ),
            Confirm::OfferDraw => (Text::WhoOffersDraw, Answer::Player),
            Confirm::TakeBackAgreed => (Text::ConfirmTakeBackAfterEnd, Answer::Yes),
        };
        let close = Callback::new(move |()| state.screen.confirm.set(None));
        let yes = Callback::new(move |()| state.confirmed());
        let choose = move |side: Color| match state.screen.confirm.get_untracked() {
            Some(Confirm::Resign(None)) => {
                state.screen.confirm.set(Some(Confirm::Resign(Some(side))))
            }
            Some(Confirm::OfferDraw) => {
                state.screen.confirm.set(None);
                state.board.act(Action::OfferDraw(side));
            }
            _ => {}
        };
        Some(view! {
            <super::dialog::Dialog title=question title_id="confirm-title" on_close=close>
                {(answer == Answer::TeachersPin).then(|| view! { <super::teacher::TeacherCheck on_right=yes /> })}
                <div class="controls">
                    {(answer == Answer::Yes).then(|| view! {
                        <button class="primary" data-action="confirm" on:click=move |_| yes.run(())>
                            {state.say(Text::ConfirmYes)}
                        </button>
                    })}
                    {(answer == Answer::Player).then(|| [Color::White, Color::Black].map(|side| view! {
                        <button class="primary" data-action="choose-side" data-side=colour_code(side)
                            on:click=move |_| choose(side)>
                            {move || state.t(&Text::Player { side, name: state.player_name(side) })}
                        </button>
                    }))}
                    <button data-action="cancel-confirm" on:click=move |_| close.run(())>
                        {state.say(Text::ConfirmNo)}
                    </button>
                </div>
            </super::dialog::Dialog>
        })
    }
}
