//! The Leptos layer: thin components over the plain game logic.

mod access;
mod board;
mod browser;
mod dialog;
mod editor;
mod explanation;
mod lessons;
mod offline;
mod panel;
mod projection;
mod record;
mod teacher;
mod voice;

use leptos::prelude::*;
use shakmaty::{Color, Move, Position, Square};

use crate::arbiter::Verdict;
use crate::clock::{Clock, Flags, Millis, Snapshot};
use crate::settings::{Rules, Settings};

use crate::commentary::{Commentary, commentary};
use crate::drawing::{Drawing, Pen};
use crate::explain::{Highlight, Reason, Refusal};
use crate::game::{Game, Intent};
use crate::i18n::{Lang, Text, tr};
use crate::progress::Progress;
use crate::saved;
use crate::startup::{self, Stored};
use crate::touch::{self, Commitment};
use browser::Preference;

/// Everything the components share. Signals are `Copy`, so is this.
#[derive(Clone, Copy)]
pub struct AppState {
    pub game: RwSignal<Game>,
    pub lang: RwSignal<Lang>,
    pub flipped: RwSignal<bool>,
    pub selected: RwSignal<Option<Square>>,
    /// The moves a pawn could promote with, while the picker is open.
    pub promotion: RwSignal<Option<Vec<Move>>>,
    pub notices: RwSignal<Vec<Text>>,
    /// Why the last attempt was refused, until the next action.
    pub refusal: RwSignal<Option<Refusal>>,
    /// "?" mode: `Some(tapped square)` while on.
    pub how: RwSignal<Option<Option<Square>>>,
    /// The teacher's settings for new games on this device.
    pub settings: RwSignal<Settings>,
    /// The rules the game in progress started with.
    pub rules: RwSignal<Rules>,
    /// The arbiter's decision on the last counted illegal move.
    pub verdict: RwSignal<Option<(Color, Verdict)>>,
    pub teacher_open: RwSignal<bool>,
    /// The last claim of an illegal move was wrong (claim mode).
    pub wrong_claim: RwSignal<bool>,
    /// Touch-move: what the pieces touched this turn commit the player to.
    pub touched: RwSignal<Commitment>,
    /// The chess clock of the game in progress, if its rules have one.
    pub clock: RwSignal<Option<Clock>>,
    /// The page's clock, updated a few times a second while a clock runs.
    pub now: RwSignal<Millis>,
    /// A newer build of the app is downloaded and waits for a reload.
    pub update_ready: RwSignal<bool>,
    /// Explanations are read aloud as they appear.
    pub auto_read: RwSignal<bool>,
    /// Changes whenever the browser's list of voices does.
    pub voices: RwSignal<u32>,
    /// The high-contrast theme instead of the light one.
    pub contrast: RwSignal<bool>,
    /// The game record dialog is open.
    pub record_open: RwSignal<bool>,
    /// What fills the screen: the game, the lessons or the position editor.
    pub screen: RwSignal<Screen>,
    /// The pupil's stars in the lessons, on this device.
    pub progress: RwSignal<Progress>,
    /// Squares with a star to take (lessons).
    pub marks: RwSignal<Vec<Square>>,
    /// Told of every move and refusal: set on a lesson's board.
    pub hook: Option<Callback<LessonEvent>>,
    /// The projection layout for teaching the whole class.
    pub projection: RwSignal<bool>,
    /// Replaying: the board shows the game after this many moves.
    pub viewed: RwSignal<Option<usize>>,
    /// The game as replayed up to `viewed`.
    pub replay: Memo<Option<Game>>,
    /// The teacher's arrows and circles, the pen in hand, and whether a
    /// finger draws instead of moving pieces.
    pub drawings: RwSignal<Vec<Drawing>>,
    pub pen: RwSignal<Pen>,
    pub pen_mode: RwSignal<bool>,
}

/// A side as the page names it in classes and `data-*` values.
pub fn colour_code(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// What fills the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    Game,
    Lessons,
    Editor,
}

/// What a lesson's board reports to the lesson.
#[derive(Clone, Debug)]
pub enum LessonEvent {
    /// A legal move, and the position it was played from.
    Moved(shakmaty::Chess, Move),
    /// A refused attempt, explained as in a game.
    Refused,
}

impl AppState {
    pub fn new(game: Game, lang: Lang, notices: Vec<Text>) -> AppState {
        let game = RwSignal::new(game);
        let viewed = RwSignal::new(None::<usize>);
        AppState {
            game,
            viewed,
            // Games are not compared: a step always redraws.
            replay: Memo::new_with_compare(
                move |_| viewed.get().map(|plies| game.with(|g| g.truncated(plies))),
                |_, _| true,
            ),
            projection: RwSignal::new(false),
            drawings: RwSignal::new(Vec::new()),
            pen: RwSignal::new(Pen::default()),
            pen_mode: RwSignal::new(false),
            lang: RwSignal::new(lang),
            flipped: RwSignal::new(false),
            selected: RwSignal::new(None),
            promotion: RwSignal::new(None),
            notices: RwSignal::new(notices),
            refusal: RwSignal::new(None),
            how: RwSignal::new(None),
            settings: RwSignal::new(Settings::default()),
            rules: RwSignal::new(Rules::default()),
            verdict: RwSignal::new(None),
            teacher_open: RwSignal::new(false),
            touched: RwSignal::new(Commitment::Free),
            wrong_claim: RwSignal::new(false),
            clock: RwSignal::new(None),
            now: RwSignal::new(0),
            update_ready: RwSignal::new(false),
            auto_read: RwSignal::new(false),
            voices: RwSignal::new(0),
            contrast: RwSignal::new(false),
            record_open: RwSignal::new(false),
            screen: RwSignal::new(Screen::Game),
            progress: RwSignal::new(Progress::default()),
            marks: RwSignal::new(Vec::new()),
            hook: None,
        }
    }

    /// Sets the device's settings and the rules of the game in progress.
    pub fn with_settings(self, settings: Settings, rules: Rules) -> AppState {
        self.settings.set(settings);
        self.rules.set(rules);
        self.clock.set(rules.clock.map(|c| Clock::new(c.control())));
        self
    }

    /// A new game under the teacher's current settings.
    pub fn new_game(&self) {
        self.open_game(Game::new());
    }

    /// Replaces the game in progress with `game` (a new one, or one read
    /// from a record) under the teacher's current settings.
    pub fn open_game(&self, game: Game) {
        let rules = self.settings.get_untracked().rules;
        self.rules.set(rules);
        self.clock.set(rules.clock.map(|c| Clock::new(c.control())));
        browser::write_rules(&serde_json::to_string(&rules).unwrap_or_default());
        self.act(move |g| {
            *g = game;
            Ok::<(), ()>(())
        });
    }

    /// The text in the current language, tracked so it re-renders on change.
    /// Reads the game the board shows: the one in progress, or the moment
    /// being replayed.
    pub fn displayed<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        match self.viewed.get() {
            Some(_) => self.replay.with(|r| match r {
                Some(g) => f(g),
                None => self.game.with(f),
            }),
            None => self.game.with(f),
        }
    }

    /// Steps the replay: `None` goes live, otherwise to that many moves
    /// (kept within the game).
    pub fn view_moves(&self, plies: Option<usize>) {
        let total = self.game.with_untracked(|g| g.moves().len());
        let plies = plies.filter(|p| *p < total);
        self.selected.set(None);
        self.refusal.set(None);
        self.viewed.set(plies);
    }

    /// One step back or forward from where the replay is.
    pub fn step(&self, forward: bool) {
        let total = self.game.with_untracked(|g| g.moves().len());
        let at = self.viewed.get_untracked().unwrap_or(total);
        let next = if forward {
            at + 1
        } else {
            at.saturating_sub(1)
        };
        self.view_moves(Some(next));
    }

    /// Whether the browser can read aloud in the current language.
    pub fn has_voice(&self) -> bool {
        self.voices.track();
        voice::has_voice(self.lang.get())
    }

    pub fn t(&self, text: &Text) -> String {
        tr(self.lang.get(), text)
    }

    /// A text node that follows the language. One closure type for every
    /// text keeps the wasm small (each distinct closure is compiled anew).
    pub fn say(&self, text: Text) -> impl IntoView + use<> {
        let lang = self.lang;
        move || tr(lang.get(), &text)
    }

    /// Tries to move the piece on `from` to `to`; returns whether anything
    /// happened (a move, or the promotion picker opening). A refused move is
    /// not explained here: a tap on an own piece may just change selection.
    pub fn attempt(&self, from: Square, to: Square) -> bool {
        let intent = self.game.with_untracked(|g| g.intent(from, to));
        let touched = self.touch_rule().then(|| self.touched.get_untracked());
        let kept = |m: &Move| touched.is_none_or(|c| touch::allows(c, *m));
        match intent {
            Intent::Move(m) if !kept(&m) => false,
            Intent::Promotion(ms) if !ms.iter().all(kept) => false,
            Intent::Move(m) => {
                self.play(m);
                true
            }
            Intent::Promotion(choices) => {
                self.promotion.set(Some(choices));
                true
            }
            Intent::Illegal => false,
        }
    }

    /// Shows why moving `from` → `to` (or picking up `from`) is refused,
    /// and lets the arbiter count it under the game's rules.
    pub fn refuse(&self, from: Square, to: Option<Square>) {
        self.selected.set(None);
        let refusal = self
            .game
            .with_untracked(|g| g.explain(from, to))
            .or_else(|| self.touch_refusal(from, to));
        if let (Some(hook), Some(_)) = (self.hook, &refusal) {
            hook.run(LessonEvent::Refused);
        }
        if let Some(r) = &refusal {
            // Claim mode: the move is made, as a real board allows, and
            // nothing is said until the opponent claims it. A move that
            // cannot stand (own king left attacked) is judged at once.
            if self.rules.get_untracked().claim_mode && r.is_completed_attempt() {
                let mut stood = false;
                self.game.update(|g| stood = g.play_illegal(r).is_ok());
                if stood {
                    self.press_clock(r.piece.color);
                    return;
                }
            }
            let (policy, pace) = self.arbiter_rules();
            let mut verdict = Verdict::NotCounted;
            self.game
                .update(|g| verdict = g.record_refusal(r, policy, pace));
            self.judged(r.piece.color, verdict);
        }
        self.refusal.set(refusal);
    }

    fn arbiter_rules(&self) -> (crate::arbiter::Policy, Option<crate::clock::Pace>) {
        let policy = self.rules.get_untracked().preset().policy();
        let pace = self
            .clock
            .with_untracked(|c| c.as_ref().map(|c| c.control().pace()));
        (policy, pace)
    }

    /// Applies the arbiter's verdict on `offender`: penalty minutes to the
    /// opponent, the notice, and the clock stopped if the game ended.
    fn judged(&self, offender: Color, verdict: Verdict) {
        if let Verdict::Penalty { minutes, .. } = verdict {
            self.clock.update(|c| {
                if let Some(c) = c {
                    c.add_minutes(!offender, u32::from(minutes));
                }
            });
        }
        self.stop_clock_if_over();
        self.verdict
            .set((verdict != Verdict::NotCounted).then_some((offender, verdict)));
    }

    /// The opponent claims the last move was illegal (claim mode).
    pub fn claim(&self) {
        let (policy, pace) = self.arbiter_rules();
        let mut result = None;
        self.game.update(|g| result = g.claim(policy, pace));
        self.selected.set(None);
        match result {
            Some((r, verdict)) => {
                let now = browser::now_ms();
                self.clock.update(|c| {
                    if let Some(c) = c {
                        c.hand_back(r.piece.color, now);
                    }
                });
                self.judged(r.piece.color, verdict);
                self.wrong_claim.set(false);
                self.refusal.set(Some(r));
            }
            None => self.wrong_claim.set(true),
        }
    }

    fn touch_rule(&self) -> bool {
        self.rules.get_untracked().touch_move
    }

    /// Touches the piece on `sq` (picking it up, or tapping an opponent's
    /// piece). Returns false, with the reason shown, when touch-move binds
    /// the player to another piece.
    pub fn pick(&self, sq: Square) -> bool {
        if !self.touch_rule() {
            return true;
        }
        let current = self.touched.get_untracked();
        let own = self.game.with_untracked(|g| {
            g.position().board().piece_at(sq).map(|p| p.color) == Some(g.turn())
        });
        if let Commitment::MoveThis(bound) = current
            && bound != sq
            && own
        {
            self.refusal.set(self.touch_refusal(sq, None));
            self.selected.set(Some(bound));
            return false;
        }
        let next = self
            .game
            .with_untracked(|g| touch::touch(g.position(), current, sq));
        self.touched.set(next);
        true
    }

    /// Why a move breaks the touch-move commitment, if it does.
    pub fn touch_refusal(&self, from: Square, to: Option<Square>) -> Option<Refusal> {
        let (touched, capture) = match self.touched.get_untracked() {
            Commitment::Free => return None,
            Commitment::MoveThis(sq) => (sq, false),
            Commitment::CaptureThis(sq) => (sq, true),
        };
        self.game.with_untracked(|g| {
            let board = g.position().board();
            let role = board.role_at(touched)?;
            let mut r = Refusal::new(
                board.piece_at(from)?,
                from,
                to,
                Reason::TouchMove {
                    touched,
                    role,
                    capture,
                },
            );
            r.highlights.push((
                touched,
                if capture {
                    Highlight::Target
                } else {
                    Highlight::Piece
                },
            ));
            Some(r)
        })
    }

    pub fn play(&self, m: Move) {
        self.touched.set(Commitment::Free);
        self.wrong_claim.set(false);
        self.refusal.set(None);
        self.verdict.set(None);
        self.selected.set(None);
        self.promotion.set(None);
        let mover = self.game.with_untracked(Game::turn);
        let before = self
            .hook
            .map(|_| self.game.with_untracked(|g| g.position().clone()));
        let mut played = false;
        self.game.update(|g| played = g.play(m).is_ok());
        if played {
            self.press_clock(mover);
            if let (Some(hook), Some(before)) = (self.hook, before) {
                hook.run(LessonEvent::Moved(before, m));
            }
        }
    }

    /// The mover's clock stops and the opponent's starts; a finished game
    /// stops it for good.
    fn press_clock(&self, mover: Color) {
        let now = browser::now_ms();
        self.clock.update(|c| {
            if let Some(c) = c {
                c.start(mover, now);
                c.press(now);
            }
        });
        self.stop_clock_if_over();
    }

    /// Whatever ended the game (a move, the arbiter, the teacher, a
    /// resignation) stops the clock.
    fn stop_clock_if_over(&self) {
        let running = self
            .clock
            .with_untracked(|c| c.as_ref().and_then(Clock::running_side));
        if running.is_some() && self.game.with_untracked(Game::is_over) {
            let now = browser::now_ms();
            self.clock.update(|c| {
                if let Some(c) = c {
                    c.stop(now);
                }
            });
        }
    }

    /// Called a few times a second: a fallen flag ends the game.
    fn tick(&self) {
        let now = browser::now_ms();
        let Some(flags) = self
            .clock
            .with_untracked(|c| c.as_ref().map(|c| c.flags(now)))
        else {
            return;
        };
        // Only a clock on screen needs the page's time.
        self.now.set(now);
        if flags != Flags::Up && !self.game.with_untracked(Game::is_over) {
            self.game.update(|g| {
                g.flag(flags);
            });
            self.clock.update(|c| {
                if let Some(c) = c {
                    c.stop(now);
                }
            });
        }
    }

    /// Applies a game action from the controls; refusals change nothing.
    pub fn act<R, E>(&self, action: impl FnOnce(&mut Game) -> Result<R, E>) {
        self.touched.set(Commitment::Free);
        self.wrong_claim.set(false);
        self.refusal.set(None);
        self.verdict.set(None);
        self.how.set(None);
        self.selected.set(None);
        self.promotion.set(None);
        self.game.update(|g| {
            let _ = action(g);
        });
        self.stop_clock_if_over();
    }
}

/// Starts the app on the page's body.
pub fn mount() {
    leptos::mount::mount_to_body(App);
}

/// Reads the address, the saved game and the browser language, then clears
/// one-time parameters from the address so a reload continues the game.
fn initial_state() -> AppState {
    let params = browser::query();
    let param = |name: &str| params.as_ref().and_then(|p| p.get(name));
    let (lang, lang_notice) = startup::choose_language(
        param("lang").as_deref(),
        browser::read_lang().as_deref(),
        &browser::browser_languages(),
    );
    let stored = browser::read_game();
    let stored = match &stored {
        Ok(Some(text)) => Stored::Text(text),
        Ok(None) => Stored::Nothing,
        Err(_) => Stored::Unavailable,
    };
    let fen = param("fen");
    let (game, mut notices, fresh) = startup::open_game(stored, fen.as_deref());
    if fen.is_some() {
        browser::forget_query_param("fen");
    }
    notices.extend(lang_notice);
    let (settings, rules, settings_notice) = startup::open_settings(
        browser::read_settings().as_deref(),
        browser::read_rules().as_deref(),
    );
    notices.extend(settings_notice);
    let rules = if fresh {
        browser::write_rules(&serde_json::to_string(&settings.rules).unwrap_or_default());
        settings.rules
    } else {
        rules
    };
    let state = AppState::new(game, lang, notices).with_settings(settings, rules);
    state
        .auto_read
        .set(browser::read_preference(Preference::AutoRead).unwrap_or(false));
    match browser::read_progress().map(|text| Progress::decode(&text)) {
        Some(Ok(progress)) => state.progress.set(progress),
        Some(Err(_)) => state.notices.update(|n| n.push(Text::ProgressDamaged)),
        None => {}
    }
    state.contrast.set(
        browser::read_preference(Preference::HighContrast)
            .unwrap_or_else(browser::prefers_more_contrast),
    );
    // A clock in progress continues where it was; a damaged one restarts.
    let snapshot = (!fresh)
        .then(browser::read_clock)
        .flatten()
        .and_then(|text| serde_json::from_str::<Snapshot>(&text).ok());
    if let (Some(snapshot), Some(control)) = (snapshot, rules.clock) {
        state.clock.set(Some(Clock::restore(
            control.control(),
            snapshot,
            browser::now_ms(),
        )));
    }
    state
}

#[component]
pub fn App() -> impl IntoView {
    let state = initial_state();
    provide_context(state);
    // Save after every change; a failed save is reported once.
    Effect::new(move |reported: Option<bool>| {
        let text = state.game.with(saved::encode);
        let failed = browser::write_game(&text).is_err();
        if failed && reported != Some(true) {
            state.notices.update(|n| n.push(Text::StorageUnavailable));
        }
        failed || reported == Some(true)
    });
    // The clock's display and flag come from timestamps; this only wakes
    // the page to look at them.
    // The app lives as long as the page, so the timer does too.
    let _ = gloo_timers::callback::Interval::new(200, move || state.tick()).forget();
    Effect::new(move |_| {
        let snapshot = state
            .clock
            .with(|c| c.as_ref().map(|c| c.snapshot(browser::now_ms())));
        if let Some(snapshot) = snapshot {
            browser::write_clock(&serde_json::to_string(&snapshot).unwrap_or_default());
        }
    });
    Effect::new(move |_| {
        let lang = state.lang.get();
        browser::write_lang(lang.code());
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", lang.code());
        }
        document().set_title(&tr(lang, &Text::AppName));
    });
    offline::register(move || state.update_ready.set(true));
    voice::when_voices_change(move || state.voices.update(|v| *v += 1));
    projection::keys(state);
    Effect::new(move |_| {
        if let Some(html) = document().document_element() {
            let _ = if state.projection.get() {
                html.set_attribute("data-projection", "")
            } else {
                html.remove_attribute("data-projection")
            };
        }
    });
    Effect::new(move |_| browser::write_preference(Preference::AutoRead, state.auto_read.get()));
    Effect::new(move |_| browser::write_progress(&state.progress.with(Progress::encode)));
    Effect::new(move |_| {
        let contrast = state.contrast.get();
        browser::write_preference(Preference::HighContrast, contrast);
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("data-theme", if contrast { "contrast" } else { "light" });
        }
    });
    view! { <Layout /> }
}

/// The whole screen; separate from [`App`] so tests can mount it with a
/// state they prepared.
#[component]
pub fn Layout() -> impl IntoView {
    let state = expect_context::<AppState>();
    let said = Said::follow(state, || false);
    provide_context(said);
    view! {
        <header class="top">
            <h1>{state.say(Text::AppName)}</h1>
            <p class="tagline">{state.say(Text::Tagline)}</p>
            <div class="prefs">
                <panel::ContrastSwitch />
                <panel::LanguageSwitch />
            </div>
        </header>
        <panel::Notices />
        <panel::UpdateNotice />
        {move || match state.screen.get() {
            Screen::Lessons => view! { <lessons::Lessons /> }.into_any(),
            Screen::Editor => view! { <editor::Editor /> }.into_any(),
            Screen::Game => {
            view! {
                <main class="play">
                    <board::Board />
                    <aside class="side">
                        <Show when=move || state.projection.get()>
                            <projection::Toolbar />
                        </Show>
                        <panel::Clocks />
                        <panel::Status />
                        <explanation::Explanation />
                        <panel::Controls />
                        <panel::MoveList />
                        <access::PositionText />
                    </aside>
                </main>
                <access::Announcer />
            }.into_any()
            }
        }}
        <board::PromotionPicker />
        <teacher::TeacherPanel />
        <record::GameRecord />
    }
}

/// What the explanation panel says now, shared with the squares it lights.
#[derive(Clone, Copy)]
pub struct Said(pub Memo<Option<Commentary>>);

impl Said {
    /// Follows a board's state. `quiet` keeps the position itself unsaid (a
    /// lesson's question, whose answer it would give away); refusals and
    /// "?" are still explained.
    pub fn follow(state: AppState, quiet: impl Fn() -> bool + Send + Sync + 'static) -> Said {
        Said(Memo::new(move |_| {
            if state.wrong_claim.get() {
                return Some(Commentary {
                    code: "wrong-claim",
                    text: Text::WrongClaim,
                    highlights: Vec::new(),
                });
            }
            // A replayed move is explained as when it was played.
            if state.viewed.get().is_some() {
                return state.displayed(|g| commentary(g, None, None));
            }
            let refusal = state.refusal.get();
            let how = state.how.get();
            if refusal.is_none() && how.is_none() && quiet() {
                return None;
            }
            state.game.with(|g| commentary(g, refusal.as_ref(), how))
        }))
    }
}
