//! What the components share: one signal for the table in play, and the
//! view's own state (language, screen, dialogs, replay, projection pens).
//! Input is forwarded to the table with the page's time; nothing here
//! decides a rule.

use leptos::prelude::*;
use shakmaty::{Chess, Color, Move, Role, Square};

use super::browser;
use super::voice;
use peoncito_core::computer::Opponent;
use peoncito_core::computer::question::Answer;
use peoncito_core::drawing::{Pen, Sketchbook, position_key};
use peoncito_core::game::Game;
use peoncito_core::heading::{Heading, Name};
use peoncito_core::i18n::{Lang, Text, tr};
use peoncito_core::progress::{Learner, Learners, Progress};
use peoncito_core::settings::{Rules, Settings};
use peoncito_core::startup::{NewGameEntry, new_game_entry};
use peoncito_core::table::{Action, Event, Table};

/// Everything the components share. Signals are `Copy`, so is this.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The board in play: the game, its rules and clock, the piece in hand.
    pub table: RwSignal<Table>,
    pub lang: RwSignal<Lang>,
    pub flipped: RwSignal<bool>,
    pub notices: RwSignal<Vec<Text>>,
    /// The teacher's settings for new games on this device.
    pub settings: RwSignal<Settings>,
    /// Why the device could not keep the settings last saved (they hold
    /// until the page closes); none once a save is kept.
    pub settings_not_kept: RwSignal<Option<peoncito_core::records::StoreError>>,
    /// Whether the teacher's lock (kept apart from the settings) is read.
    pub lock: RwSignal<peoncito_core::settings::LockStatus>,
    pub teacher_open: RwSignal<bool>,
    /// The page's clock, updated a few times a second while a clock runs.
    pub now: RwSignal<peoncito_core::clock::Millis>,
    /// A newer build of the app is downloaded and waits for a reload.
    pub update_ready: RwSignal<bool>,
    /// Whether this page keeps its copy to open with no network.
    pub offline: RwSignal<peoncito_core::install::OfflineCopy>,
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
    /// The stars in the lessons the device keeps: the tablet's and each
    /// pupil's (see [`AppState::progress`]).
    pub learners: RwSignal<Learners>,
    /// A guest's stars in class mode, while they stay at the tablet.
    pub guest_stars: RwSignal<Progress>,
    /// The exercise open in the lessons (none on the map), kept on the
    /// device so a reload comes back to it.
    pub lesson_at: RwSignal<Option<&'static str>>,
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
    /// Which game the table holds, and its revision (`Table::game_version`).
    pub game_version: Memo<(u64, u64)>,
    /// `game_version` once the board has painted it: what shows the game
    /// (panels, move list, plates) listens to this, not to every change of
    /// the table, and wakes after the move is on the board
    /// ([`AppState::follow_the_board`], [`AppState::catch_up`]).
    pub(super) game_shown: RwSignal<(u64, u64)>,
    /// Told at once of a move on the board, which the table tells its own
    /// readers of only after the frame that paints it
    /// ([`Told::AfterTheBoard`]): the board listens to both.
    pub(super) board_first: Trigger,
    /// A move on the board changed the table and its readers are not yet
    /// told.
    pub(super) readers_behind: StoredValue<bool>,
    /// The version (`Table::game_version`) of a table taken from the
    /// device's record, written there by another tab: shown here, but
    /// neither saved again nor its end handed over again (the tab that
    /// played it does both). A game made or moved here is another version.
    pub adopted: StoredValue<Option<(u64, u64)>>,
    /// The teacher's arrows and circles, the pen in hand, and whether a
    /// finger draws instead of moving pieces.
    pub drawings: RwSignal<Sketchbook>,
    pub pen: RwSignal<Pen>,
    pub pen_mode: RwSignal<bool>,
    /// A question before something that ends the game in play.
    pub confirm: RwSignal<Option<Confirm>>,
    /// The choice of a game against the computer is open, offering to
    /// start from this position (the board's, or a lesson's end) too.
    pub computer_choice: RwSignal<Option<Option<Chess>>>,
    /// Whether the teacher's screens' wasm is on the page
    /// (`deferred_parts::load_teacher_screens`).
    pub teacher_wasm: RwSignal<TeacherWasm>,
}

/// Whether the teacher's wasm (the tournament, class and school server
/// screens, and the guide) is on the page.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum TeacherWasm {
    NotLoaded,
    Loading,
    Loaded,
    /// The device went offline before the service worker kept it.
    NotFetched,
}

/// What waits for the player's "yes".
#[derive(Clone, Debug)]
pub enum Confirm {
    /// Put this game on the table instead of the one in progress, under
    /// these rules (against the computer, when it plays a side).
    Replace(Box<Game>, Rules, Option<Opponent>),
    /// A link's game (`?fen=`, `?board=`) for the board: the game there is
    /// kept aside; with `teacher`, only after the teacher's PIN.
    ReplaceByLink {
        game: Box<Game>,
        rules: Rules,
        teacher: bool,
    },
    /// A player resigns: which one (asked first on a shared device).
    Resign(Option<Color>),
    /// Which player offers a draw.
    OfferDraw,
    /// After the end, both players agree to take the last move back.
    TakeBackAgreed,
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
    /// The game's score sheet, to print.
    ScoreSheet,
    /// The tournament screens (their own wasm, in `#tournament-root`).
    Tournament,
    /// The class screen (in the tournament screens' wasm, in
    /// `#class-root`).
    Class,
    /// The school server's settings (in the tournament screens' wasm, in
    /// `#server-root`).
    Server,
    /// The teacher's guide (in the tournament screens' wasm, in
    /// `#guide-root`).
    Guide,
    /// Putting Peoncito on the tablets (in the tournament screens' wasm,
    /// in `#tablets-root`).
    Tablets,
}

/// When what reads the table hears of an input.
#[derive(Clone, Copy)]
enum Told {
    AtOnce,
    /// A move on the board, as chessground makes one: the board is told at
    /// once and paints it in the next frame; the rest that reads the table
    /// (the panels, the save, the computer) is told in a task after that
    /// frame, so that the frame holds only the board's work
    /// ([`AppState::catch_up`]).
    AfterTheBoard,
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
        AppState::with_table(Table::new(game, Rules::default()), lang, notices)
    }

    pub fn with_table(table: Table, lang: Lang, notices: Vec<Text>) -> AppState {
        let table = RwSignal::new(table);
        let viewed = RwSignal::new(None::<usize>);
        AppState {
            table,
            viewed,
            game_version: Memo::new(move |_| table.with(Table::game_version)),
            game_shown: RwSignal::new(table.with_untracked(Table::game_version)),
            adopted: StoredValue::new(None),
            board_first: Trigger::new(),
            readers_behind: StoredValue::new(false),
            // Games are not compared: a step always redraws.
            replay: Memo::new_with_compare(
                move |_| {
                    viewed
                        .get()
                        .map(|plies| table.with(|t| t.game().truncated(plies)))
                },
                |_, _| true,
            ),
            projection: RwSignal::new(false),
            drawings: RwSignal::new(Sketchbook::default()),
            pen: RwSignal::new(Pen::default()),
            pen_mode: RwSignal::new(false),
            lang: RwSignal::new(lang),
            flipped: RwSignal::new(false),
            notices: RwSignal::new(notices),
            settings: RwSignal::new(Settings::default()),
            settings_not_kept: RwSignal::new(None),
            // The settings given hold the lock, unless the app's start-up
            // reads it from where it is kept apart (`lock::open`).
            lock: RwSignal::new(peoncito_core::settings::LockStatus::InSettings),
            teacher_open: RwSignal::new(false),
            now: RwSignal::new(0),
            update_ready: RwSignal::new(false),
            offline: RwSignal::new(peoncito_core::install::OfflineCopy::Checking),
            auto_read: RwSignal::new(false),
            voices: RwSignal::new(0),
            contrast: RwSignal::new(false),
            record_open: RwSignal::new(false),
            screen: RwSignal::new(Screen::Game),
            learners: RwSignal::new(Learners::default()),
            guest_stars: RwSignal::new(Progress::default()),
            lesson_at: RwSignal::new(None),
            marks: RwSignal::new(Vec::new()),
            hook: None,
            confirm: RwSignal::new(None),
            computer_choice: RwSignal::new(None),
            teacher_wasm: RwSignal::new(TeacherWasm::NotLoaded),
        }
    }

    /// Sets the device's settings and restarts the game in progress under
    /// `rules`.
    pub fn with_settings(self, settings: Settings, rules: Rules) -> AppState {
        self.settings.set(settings);
        self.table.update(|t| t.restart(t.game().clone(), rules));
        self
    }

    /// The table shown is another tab's, taken from the device's record.
    pub fn is_adopted(&self) -> bool {
        self.adopted.get_value() == Some(self.table.with_untracked(Table::game_version))
    }

    /// Keeps what shows the game following the game, a step behind the
    /// board: each change wakes the panels in a task after the frame that
    /// paints the board, so a tap's frame holds only the board's work.
    /// Lives as long as the view that calls it.
    pub fn follow_the_board(self) {
        Effect::new(move |_| {
            // Already shown when the task after the board's frame caught
            // up with a move (`catch_up`): no second task for it.
            if self.game_shown.get_untracked() != self.game_version.get() {
                browser::after_paint(move || self.show_game_painted());
            }
        });
    }

    /// What shows the game follows the latest version (several changes
    /// wake it once).
    fn show_game_painted(self) {
        let Some(now) = self.game_version.try_get_untracked() else {
            return;
        };
        if self
            .game_shown
            .try_get_untracked()
            .is_some_and(|s| s != now)
        {
            self.game_shown.set(now);
        }
    }

    /// Tells the table's readers of the inputs the board was told first,
    /// if any wait: after the frame that paints them, or at once when the
    /// page is hidden or left (a hidden page paints no frame, and the game
    /// must be saved).
    pub fn catch_up(self) {
        if self.readers_behind.try_get_value() != Some(true) {
            return;
        }
        self.readers_behind.set_value(false);
        self.table.notify();
        // The board has painted this version already.
        self.show_game_painted();
    }

    /// Reads the game in play, to show it (tracked: what reads it wakes
    /// when the game changes, after the board has painted the change).
    pub fn with_game<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        self.game_shown.track();
        self.table.with_untracked(|t| f(t.game()))
    }

    /// Reads the game in play, for what follows from it rather than shows
    /// it (tracked: what reads it wakes as soon as the game changes).
    pub fn with_game_now<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        // Read, not only tracked: a memo never read listens to nothing.
        let _ = self.game_version.get();
        self.table.with_untracked(|t| f(t.game()))
    }

    /// Someone at the board asks to put `game` on the table (a new one, a
    /// record pasted, a position set up). The teacher's panel opens when the
    /// teacher locked new games or the game waits for the teacher; a game
    /// in progress is only replaced after a "yes".
    pub fn ask_to_open(&self, game: Game) {
        self.ask_to_play(game, None);
    }

    /// As [`AppState::ask_to_open`], with the computer playing a side.
    pub fn ask_to_play(&self, game: Game, computer: Option<Opponent>) {
        let rules = self.settings.get_untracked().rules;
        match self.new_game_entry() {
            NewGameEntry::AskTeacher => self.teacher_open.set(true),
            NewGameEntry::AskFirst => {
                self.confirm
                    .set(Some(Confirm::Replace(Box::new(game), rules, computer)))
            }
            NewGameEntry::Open => self.open_game_against(game, rules, computer),
        }
    }

    /// What a new game may do with the one on the board (decided in the
    /// core, for the board's buttons and for links alike).
    fn new_game_entry(&self) -> NewGameEntry {
        let locked = self.settings.with_untracked(|s| s.lock_new_game);
        self.table.with_untracked(|t| new_game_entry(t, locked))
    }

    /// A link asks to put `game` on the board under `rules`: it opens when
    /// nothing is in progress; otherwise only after a yes (and the PIN when
    /// the teacher locked new games or the game waits for the teacher).
    /// The game it replaces is kept aside.
    pub fn offer_from_link(&self, game: Game, rules: Rules) {
        let entry = self.new_game_entry();
        match entry {
            NewGameEntry::Open => self.replace_keeping(game, rules),
            NewGameEntry::AskFirst | NewGameEntry::AskTeacher => {
                self.confirm.set(Some(Confirm::ReplaceByLink {
                    game: Box::new(game),
                    rules,
                    teacher: entry == NewGameEntry::AskTeacher,
                }))
            }
        }
    }

    /// Puts `game` on the board once the game there, if it has a move, is
    /// kept aside; without room for the copy, nothing is replaced.
    fn replace_keeping(&self, game: Game, rules: Rules) {
        let kept = self.table.with_untracked(|t| {
            (!t.game().moves().is_empty())
                .then(|| peoncito_core::saved::encode_table(t, browser::now_ms()))
        });
        if let Some(record) = kept
            && super::device_store::keep_game(&record).is_err()
        {
            self.notices.update(|n| n.push(Text::GameNotKept));
            return;
        }
        self.open_game_under(game, rules);
    }

    /// The player said yes (and the teacher typed the PIN, where needed).
    pub fn confirmed(&self) {
        match self.confirm.try_update(Option::take).flatten() {
            Some(Confirm::Replace(game, rules, computer)) => {
                self.open_game_against(*game, rules, computer)
            }
            Some(Confirm::ReplaceByLink { game, rules, .. }) => self.replace_keeping(*game, rules),
            Some(Confirm::Resign(Some(side))) => self.act(Action::Resign(side)),
            Some(Confirm::TakeBackAgreed) => self.act(Action::UndoAgreed),
            // Answered by choosing a side, not by "yes".
            Some(Confirm::Resign(None) | Confirm::OfferDraw) | None => {}
        }
    }

    /// Replaces the game in progress with `game` under the teacher's
    /// current settings, without asking: the teacher's own new game, or
    /// what [`AppState::ask_to_open`] let through.
    pub fn open_game(&self, game: Game) {
        self.open_game_under(game, self.settings.get_untracked().rules);
    }

    /// Replaces the game in progress with `game` under `rules` (a
    /// tournament board without a clock drops the teacher's clock).
    pub fn open_game_under(&self, game: Game, rules: Rules) {
        self.open_game_against(game, rules, None);
    }

    fn open_game_against(&self, game: Game, rules: Rules, computer: Option<Opponent>) {
        self.viewed.set(None);
        self.table.update(|t| {
            t.restart(game, rules);
            t.set_computer(computer);
        });
    }

    /// The computer's worker answered: its move is played, or held while
    /// the pupil is asked to take a blunder back.
    pub fn computer_answered(&self, answer: &Answer) {
        self.input(Told::AfterTheBoard, |t, now| {
            t.computer_answered(answer, now)
        });
    }

    /// The pupil keeps the move the computer offered to take back.
    pub fn keep_move(&self) {
        self.input(Told::AtOnce, Table::keep_move);
    }

    /// `game` as the next game at this board: the same event and place as
    /// the game in play, new players, played today.
    pub fn next_game(&self, mut game: Game) -> Game {
        let mut heading = self
            .table
            .with_untracked(|t| t.game().heading().next_game());
        heading.date = browser::today();
        game.set_heading(heading);
        game
    }

    /// The game in play as PGN, its mistakes and the arbiter's decisions
    /// in comments in the language shown (tracked).
    pub fn record(&self) -> String {
        let lang = self.lang.get();
        let wording = peoncito_core::pgn::Wording {
            mistake: &|m, name| {
                tr(
                    lang,
                    &Text::MistakeComment {
                        mistake: *m,
                        name: name.clone(),
                    },
                )
            },
            ending: &|end| tr(lang, &Text::GameOver(end)),
        };
        self.with_game(|g| peoncito_core::pgn::export(g, &wording))
    }

    /// The name of the player of `side` in the game in play (tracked).
    pub fn player_name(&self, side: Color) -> Option<Name> {
        self.with_game(|g| g.heading().player(side).cloned())
    }

    /// Names the players (and the event, the place) of the game in play.
    pub fn set_heading(&self, heading: Heading) {
        self.table.update(|t| t.set_heading(heading));
    }

    /// Reads the game the board shows: the one in progress, or the moment
    /// being replayed.
    pub fn displayed<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        match self.viewed.get() {
            Some(_) => self.replay.with(|r| match r {
                Some(g) => f(g),
                None => self.with_game(f),
            }),
            None => self.with_game(f),
        }
    }

    /// Steps the replay: `None` goes live, otherwise to that many moves
    /// (kept within the game).
    pub fn view_moves(&self, plies: Option<usize>) {
        let total = self.table.with_untracked(|t| t.game().moves().len());
        let plies = plies.filter(|p| *p < total);
        self.table.update(Table::let_go);
        self.viewed.set(plies);
    }

    /// One step back or forward from where the replay is.
    pub fn step(&self, forward: bool) {
        let total = self.table.with_untracked(|t| t.game().moves().len());
        let at = self.viewed.get_untracked().unwrap_or(total);
        let next = if forward {
            at + 1
        } else {
            at.saturating_sub(1)
        };
        self.view_moves(Some(next));
    }

    /// The key of the position the board shows, which its drawings belong to.
    pub fn drawn_on(&self) -> String {
        self.displayed(|g| position_key(g.position()))
    }

    /// Rubs out the drawings of the position shown (the others stay).
    pub fn clear_drawings(&self) {
        let key = self.drawn_on();
        self.drawings.update(|book| book.clear(&key));
    }

    /// Whether the browser can read aloud in the current language.
    pub fn has_voice(&self) -> bool {
        self.voices.track();
        voice::has_voice(self.lang.get())
    }

    /// Who does the lessons now: the tablet (class mode off), or in class
    /// mode the pupils at it, or a guest.
    pub fn learner(&self) -> Learner {
        use peoncito_core::class::Roster;
        if !self.settings.with(|s| s.class_mode) {
            return Learner::Tablet;
        }
        super::pupil_notes::seat().with(|seat| match seat.learners() {
            None => Learner::Guest,
            Some(pupils) => Learner::Pupils(pupils.iter().map(|p| Roster::key(p.id)).collect()),
        })
    }

    /// The stars of whoever does the lessons now: each pupil's own (what
    /// this device noted, and what the class's book heard from other
    /// tablets), for a pair what both have, a guest's own from nothing.
    pub fn progress(&self) -> Progress {
        use peoncito_core::class::Roster;
        if !self.settings.with(|s| s.class_mode) {
            return self.learners.with(|l| l.tablet().clone());
        }
        super::pupil_notes::seat().with(|seat| match seat.learners() {
            None => self.guest_stars.get(),
            Some(pupils) => pupils
                .iter()
                .map(|p| {
                    let mut stars = self.learners.with(|l| l.pupil(&Roster::key(p.id)));
                    stars.join(&p.stars);
                    stars
                })
                .reduce(|a, b| a.both(&b))
                .unwrap_or_default(),
        })
    }

    /// Stars earned in an exercise, for whoever does the lessons now.
    pub fn record_stars(&self, exercise: &str, stars: u8) {
        match untrack(|| self.learner()) {
            Learner::Guest => self.guest_stars.update(|p| p.record(exercise, stars)),
            learner => self
                .learners
                .update(|l| l.record(&learner, exercise, stars)),
        }
    }

    /// The text in the current language, tracked so it re-renders on change.
    pub fn t(&self, text: &Text) -> String {
        tr(self.lang.get(), text)
    }

    /// A text node that follows the language. One closure type for every
    /// text keeps the wasm small (each distinct closure is compiled anew).
    pub fn say(&self, text: Text) -> impl IntoView + use<> {
        let lang = self.lang;
        move || tr(lang.get(), &text)
    }

    /// A tap (or Enter) on a square. A replayed moment is only to look at.
    pub fn tap(&self, sq: Square) {
        if self.viewed.get_untracked().is_none() {
            self.input(Told::AfterTheBoard, |t, now| t.tap(sq, now));
        }
    }

    /// A drag starts; returns whether the piece is in hand.
    pub fn lift(&self, sq: Square) -> bool {
        self.table.try_update(|t| t.lift(sq)).unwrap_or(false)
    }

    pub fn drop_on(&self, from: Square, to: Square) {
        self.input(Told::AfterTheBoard, |t, now| t.drop_on(from, to, now));
    }

    pub fn promote(&self, role: Role) {
        self.input(Told::AfterTheBoard, |t, now| t.promote(role, now));
    }

    /// The mover presses the clock (FIDE presets with a clock).
    pub fn press_clock(&self) {
        self.input(Told::AtOnce, Table::press_clock);
    }

    /// The opponent claims the last move was illegal (claim mode).
    pub fn claim_illegal(&self) {
        self.input(Told::AtOnce, Table::claim_illegal);
    }

    /// An action from the controls or the teacher; a refused one is only
    /// not done (its button should not have been there).
    pub fn act(&self, action: Action) {
        self.input(Told::AtOnce, |t, now| {
            t.act(action, now).unwrap_or_default()
        });
    }

    /// Hands an input to the table at the page's time, and tells a lesson
    /// what happened.
    fn input(
        &self,
        told: Told,
        f: impl FnOnce(&mut Table, peoncito_core::clock::Millis) -> Vec<Event>,
    ) {
        let now = browser::now_ms();
        let wall = browser::wall_ms();
        let events = self
            .table
            .try_update_untracked(|t| {
                t.set_time_of_day(wall);
                f(t, now)
            })
            .unwrap_or_default();
        self.heard(told, events);
    }

    /// Tells what an input did: to the table's readers (at once or after
    /// the board), the class book and a lesson. Apart from `input`, which
    /// is built again for each kind of input, so that this is built once.
    fn heard(&self, told: Told, events: Vec<Event>) {
        match told {
            Told::AtOnce => {
                // Readers told now of moves the board was told first too:
                // the task after the frame has nothing left to tell.
                self.readers_behind.try_set_value(false);
                self.table.notify();
            }
            Told::AfterTheBoard => {
                self.board_first.notify();
                if self.readers_behind.try_get_value() == Some(false) {
                    self.readers_behind.set_value(true);
                    let state = *self;
                    browser::after_paint(move || state.catch_up());
                }
            }
        }
        self.note_for_class(&events);
        let Some(hook) = self.hook else {
            return;
        };
        for event in events {
            match event {
                Event::Moved { before, played } => hook.run(LessonEvent::Moved(before, played)),
                Event::Refused(_) => hook.run(LessonEvent::Refused),
                _ => {}
            }
        }
    }

    /// What the pupils at the board did, for the class book (class
    /// mode): a refused move by its rule (in a game, the player's who
    /// tried it), an illegal move the arbiter counted (and the teacher
    /// called when it stops the game), a game ended with its record.
    fn note_for_class(&self, events: &[Event]) {
        use super::pupil_notes::{note, note_game};
        use peoncito_core::class::{What, Where};
        let lesson = self.hook.is_some();
        let at = if lesson { Where::Lesson } else { Where::Game };
        let mut kept = Ok(());
        for event in events {
            match event {
                Event::Refused(reason) => {
                    let side = self.table.with_untracked(|t| t.who_tried(*reason));
                    let what = What::Refused {
                        reason: *reason,
                        at,
                    };
                    kept = kept.and(note((!lesson).then_some(side), &what));
                }
                Event::Judged { offender, verdict } => {
                    for what in What::judged(*verdict) {
                        kept = kept.and(note(Some(*offender), &what));
                    }
                }
                Event::Ended(end) if !lesson => {
                    let computer = self
                        .table
                        .with_untracked(Table::computer)
                        .map(|c| (c.side, c.level.number()));
                    kept = kept.and(note_game(end.winner(), computer, self.record()));
                    super::pupil_notes::game_ended();
                }
                _ => {}
            }
        }
        if let Err(why) = kept {
            self.notes_not_kept(why);
        }
    }

    /// Says (once while it lasts) that the board's notes for the class
    /// could not be kept: the pupil tells the teacher.
    pub fn notes_not_kept(&self, why: peoncito_core::records::StoreError) {
        self.notices.update(|n| {
            if !n.iter().any(|t| matches!(t, Text::NotesNotKept(_))) {
                n.push(Text::NotesNotKept(why));
            }
        });
    }

    /// Called a few times a second: the clock's face follows the time, and
    /// a fallen flag ends the game.
    pub fn tick(&self) {
        if self.table.with_untracked(|t| t.clock().is_none()) {
            return;
        }
        let now = browser::now_ms();
        // Only a clock on screen needs the page's time.
        self.now.set(now);
        if self.table.with_untracked(|t| t.flag_due(now)) {
            // A fallen flag ends the game: noted like any other end.
            self.input(Told::AtOnce, |t, now| t.tick(now));
        }
    }
}
