//! The school server's texts (in the teacher's wasm), written in
//! `locales/<code>/server.ftl` and compiled by `build.rs`.

use shakmaty::Color;

use super::{Lang, TimeOfDay};
use crate::heading::RoundBoard;
use crate::sync::answer::Answer;
use crate::sync::server::{Kept, ServerProblem};
use crate::sync::state::{SyncError, SyncState};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServerText {
    Title,
    Intro,
    AddressLabel,
    DatabaseLabel,
    UserLabel,
    PasswordLabel,
    /// What of the credential the device keeps (never shown back; an
    /// empty field keeps it), and where the settings are kept.
    Kept(Kept),
    Connect,
    Disconnect,
    Refused(ServerProblem),
    /// The other tablets' boards, live.
    WallTitle,
    NoBoards,
    /// A board's players ("Ana – Luis"; one name for a pupil alone; none:
    /// nobody chose).
    Players {
        white: Option<String>,
        black: Option<String>,
    },
    ToMove(Color),
    /// Illegal moves the arbiter counted, White's and Black's.
    Counted([usize; 2]),
    /// Each side's time left (ms).
    Clock([i64; 2]),
    Called,
    Finished,
    /// A tile's button: its board big (to answer its call, when it calls).
    SeeBig {
        calling: bool,
    },
    CloseBig,
    /// Replaying a board: a move back, forward, the board as it stands,
    /// and where the replay is (`at` moves of `of`).
    ReplayBack,
    ReplayForward,
    ReplayNow,
    ReplayAt {
        at: usize,
        of: usize,
    },
    /// The teacher's answers to a call, as the board's own panel says them.
    AnswerTitle,
    Answer(Answer),
    /// The answer went to the tablet.
    AnswerSent(Answer),
    /// The wall's choice: every board, or one tournament round's.
    WhichBoards,
    AllBoards,
    RoundOf {
        tournament: String,
        round: u8,
    },
    /// A tile's tournament game: its round and board.
    TilePlace(RoundBoard),
    /// An arbiter's results, for another device's tournament: the round
    /// it published, and a board.
    ArbiterTitle {
        tournament: String,
        round: u8,
    },
    ArbiterNote,
    ArbiterBoard {
        board: u16,
        white: String,
        black: String,
    },
    /// The device's link, and when it was last in step.
    State {
        state: SyncState,
        last: Option<TimeOfDay>,
    },
}

/// The texts, from `locales/<code>/server.ftl`.
mod messages {
    use super::Lang;
    include!(concat!(env!("OUT_DIR"), "/ftl_server.rs"));
}

pub fn say(lang: Lang, text: &ServerText) -> String {
    use messages::*;
    match text {
        ServerText::Title => title(lang).into(),
        ServerText::Intro => intro(lang).into(),
        ServerText::AddressLabel => address_label(lang).into(),
        ServerText::DatabaseLabel => database_label(lang).into(),
        ServerText::UserLabel => user_label(lang).into(),
        ServerText::PasswordLabel => password_label(lang).into(),
        ServerText::Kept(Kept::Nothing) => kept_nothing(lang).into(),
        ServerText::Kept(Kept::Password) => kept_password(lang).into(),
        ServerText::Kept(Kept::Session) => kept_session(lang).into(),
        ServerText::Connect => connect(lang).into(),
        ServerText::Disconnect => disconnect(lang).into(),
        ServerText::Refused(ServerProblem::NoAddress) => refused_no_address(lang).into(),
        ServerText::Refused(ServerProblem::NotAnAddress) => refused_not_an_address(lang).into(),
        ServerText::Refused(ServerProblem::BadDatabaseName) => {
            refused_bad_database_name(lang).into()
        }
        ServerText::WallTitle => wall_title(lang).into(),
        ServerText::NoBoards => no_boards(lang).into(),
        ServerText::Players { white, black } => players(white, black, no_names(lang)),
        ServerText::ToMove(Color::White) => to_move_white(lang).into(),
        ServerText::ToMove(Color::Black) => to_move_black(lang).into(),
        ServerText::Counted([white, black]) => counted(
            lang,
            Counted {
                white: &white.to_string(),
                black: &black.to_string(),
            },
        ),
        ServerText::Clock([white, black]) => clock(
            lang,
            Clock {
                white: &minutes(*white),
                black: &minutes(*black),
            },
        ),
        ServerText::Called => called(lang).into(),
        ServerText::Finished => finished(lang).into(),
        ServerText::SeeBig { calling: true } => see_big_calling(lang).into(),
        ServerText::SeeBig { calling: false } => see_big(lang).into(),
        ServerText::CloseBig => close_big(lang).into(),
        ServerText::ReplayBack => replay_back(lang).into(),
        ServerText::ReplayForward => replay_forward(lang).into(),
        ServerText::ReplayNow => replay_now(lang).into(),
        ServerText::ReplayAt { at, of } => replay_at(
            lang,
            ReplayAt {
                at: &at.to_string(),
                of: &of.to_string(),
            },
        ),
        ServerText::AnswerTitle => answer_title(lang).into(),
        ServerText::Answer(answer) => answer_text(lang, *answer).into(),
        ServerText::AnswerSent(answer) => answer_sent(
            lang,
            AnswerSent {
                answer: answer_text(lang, *answer),
            },
        ),
        ServerText::WhichBoards => which_boards(lang).into(),
        ServerText::AllBoards => all_boards(lang).into(),
        ServerText::RoundOf { tournament, round } => round_of(
            lang,
            RoundOf {
                tournament,
                round: &round.to_string(),
            },
        ),
        ServerText::TilePlace(at) => tile_place(
            lang,
            TilePlace {
                round: &at.round.to_string(),
                board: &at.board.to_string(),
            },
        ),
        ServerText::ArbiterTitle { tournament, round } => arbiter_title(
            lang,
            ArbiterTitle {
                tournament,
                round: &round.to_string(),
            },
        ),
        ServerText::ArbiterNote => arbiter_note(lang).into(),
        ServerText::ArbiterBoard {
            board,
            white,
            black,
        } => arbiter_board(
            lang,
            ArbiterBoard {
                board: &board.to_string(),
                white,
                black,
            },
        ),
        ServerText::State { state, last } => match (state, last) {
            (SyncState::Off, _) => state_off(lang).into(),
            (SyncState::Connecting, _) => state_connecting(lang).into(),
            (SyncState::Live, Some(last)) => state_live_at(lang, StateLiveAt { time: &at(*last) }),
            (SyncState::Live, None) => state_live(lang).into(),
            (SyncState::Offline, Some(last)) => {
                state_offline_at(lang, StateOfflineAt { time: &at(*last) })
            }
            (SyncState::Offline, None) => state_offline(lang).into(),
            (SyncState::NoNetwork, _) => state_no_network(lang).into(),
            (SyncState::Failed(error), _) => match error {
                SyncError::WrongCredentials => failed_wrong_credentials(lang),
                SyncError::SessionEnded => failed_session_ended(lang),
                SyncError::NotCouchDb => failed_not_couchdb(lang),
                SyncError::NoAccess => failed_no_access(lang),
                SyncError::NoStorage => failed_no_storage(lang),
            }
            .into(),
        },
    }
}

fn at(last: TimeOfDay) -> String {
    format!("{:02}:{:02}", last.hour, last.minute)
}

/// "Ana – Luis"; one pupil alone, their name; a side nobody chose, "?".
/// Who plays, as a tile's title: one name for a pupil alone at a tablet,
/// `unnamed` for a board nobody named (a "?" told a teacher nothing).
fn players(white: &Option<String>, black: &Option<String>, unnamed: &str) -> String {
    if white.is_none() && black.is_none() {
        return unnamed.to_string();
    }
    let name = |n: &Option<String>| n.clone().unwrap_or_else(|| "?".to_string());
    if white == black {
        return name(white);
    }
    format!("{} – {}", name(white), name(black))
}

/// Time left as minutes and seconds ("4:05"), none below zero.
fn minutes(ms: i64) -> String {
    let seconds = ms.max(0) / 1000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// The board's own teacher's panel's words for the same decisions.
fn answer_text(lang: Lang, answer: Answer) -> &'static str {
    use messages::*;
    match answer {
        Answer::GoOn => answer_go_on(lang),
        Answer::GoOnRecount => answer_go_on_recount(lang),
        Answer::Win(Color::White) => answer_white_wins(lang),
        Answer::Win(Color::Black) => answer_black_wins(lang),
        Answer::Draw => answer_draw(lang),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn players(white: Option<&str>, black: Option<&str>) -> ServerText {
        ServerText::Players {
            white: white.map(str::to_string),
            black: black.map(str::to_string),
        }
    }

    #[test]
    fn a_tile_names_its_players_or_says_nobody_named_them() {
        assert_eq!(
            say(Lang::En, &players(Some("Ana"), Some("Luis"))),
            "Ana – Luis"
        );
        assert_eq!(say(Lang::Es, &players(Some("Ana"), Some("Ana"))), "Ana");
        assert_eq!(say(Lang::En, &players(None, Some("Luis"))), "? – Luis");
        assert_eq!(say(Lang::En, &players(None, None)), "No names");
        assert_eq!(say(Lang::Es, &players(None, None)), "Sin nombres");
    }
}
