//! The school server's texts (in the teacher's wasm). Both languages are
//! here; the `match` on the language makes a new one add its texts too.

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

pub fn say(lang: Lang, text: &ServerText) -> String {
    match lang {
        Lang::Es => es(text),
        Lang::En => en(text),
    }
}

fn at(last: Option<TimeOfDay>) -> String {
    last.map_or_else(String::new, |t| format!("{:02}:{:02}", t.hour, t.minute))
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
fn es_answer(answer: Answer) -> &'static str {
    match answer {
        Answer::GoOn => "Que siga la partida (la cuenta sigue)",
        Answer::GoOnRecount => "Que siga la partida, contando otra vez desde cero",
        Answer::Win(Color::White) => "Ganan las blancas",
        Answer::Win(Color::Black) => "Ganan las negras",
        Answer::Draw => "Tablas",
    }
}

fn en_answer(answer: Answer) -> &'static str {
    match answer {
        Answer::GoOn => "Let the game go on (the count keeps)",
        Answer::GoOnRecount => "Let the game go on, counting again from zero",
        Answer::Win(Color::White) => "White wins",
        Answer::Win(Color::Black) => "Black wins",
        Answer::Draw => "Draw",
    }
}

fn es(text: &ServerText) -> String {
    match text {
        ServerText::Title => "Servidor del colegio".into(),
        ServerText::Intro => "Es opcional. Con un servidor CouchDB en la red del colegio, \
            las tabletas que lo usan comparten la clase: los alumnos, sus estrellas y las \
            reglas que aún confunden. No se envía nada hasta que conectas."
            .into(),
        ServerText::AddressLabel => "Dirección del servidor".into(),
        ServerText::DatabaseLabel => "Base de datos".into(),
        ServerText::UserLabel => "Usuario".into(),
        ServerText::PasswordLabel => "Contraseña".into(),
        ServerText::Kept(Kept::Nothing) => "Se guarda solo en este aparato.".into(),
        ServerText::Kept(Kept::Password) => "Hay una contraseña guardada en este aparato (no \
            se muestra). Déjalo vacío para seguir usándola, o escribe otra para cambiarla."
            .into(),
        ServerText::Kept(Kept::Session) => "El servidor ha abierto una sesión para este \
            aparato: la contraseña no se guarda. Si el servidor la cierra, escríbela otra vez."
            .into(),
        ServerText::Connect => "Conectar".into(),
        ServerText::Disconnect => "Dejar de usar el servidor".into(),
        ServerText::WallTitle => "Los tableros de la clase, en directo".into(),
        ServerText::NoBoards => "Aún no hay ninguna otra tableta conectada.".into(),
        ServerText::Players { white, black } => players(white, black, "Sin nombres"),
        ServerText::ToMove(Color::White) => "Juegan las blancas".into(),
        ServerText::ToMove(Color::Black) => "Juegan las negras".into(),
        ServerText::Counted([white, black]) => {
            format!("Jugadas ilegales: {white} blancas, {black} negras")
        }
        ServerText::Clock([white, black]) => {
            format!("Reloj: {} – {}", minutes(*white), minutes(*black))
        }
        ServerText::Called => "¡Llama al profesor!".into(),
        ServerText::Finished => "Partida terminada".into(),
        ServerText::SeeBig { calling: true } => "Atender la llamada".into(),
        ServerText::SeeBig { calling: false } => "Ver en grande".into(),
        ServerText::CloseBig => "Volver a todos los tableros".into(),
        ServerText::ReplayBack => "◀ Atrás".into(),
        ServerText::ReplayForward => "Adelante ▶".into(),
        ServerText::ReplayNow => "Como está ahora".into(),
        ServerText::ReplayAt { at, of } => format!("Jugada {at} de {of}"),
        ServerText::AnswerTitle => "Tu decisión, para esa tableta".into(),
        ServerText::Answer(answer) => es_answer(*answer).into(),
        ServerText::AnswerSent(answer) => {
            format!("Enviado a la tableta: {}.", es_answer(*answer))
        }
        ServerText::WhichBoards => "Qué tableros".into(),
        ServerText::AllBoards => "Todos los tableros".into(),
        ServerText::RoundOf { tournament, round } => format!("«{tournament}», ronda {round}"),
        ServerText::TilePlace(at) => format!("Ronda {}, mesa {}", at.round, at.board),
        ServerText::ArbiterTitle { tournament, round } => {
            format!("Resultados de «{tournament}», ronda {round}")
        }
        ServerText::ArbiterNote => {
            "Pulsa el resultado de cada mesa: llega al aparato del torneo, que lo apunta.".into()
        }
        ServerText::ArbiterBoard {
            board,
            white,
            black,
        } => {
            format!("Mesa {board}: {white} – {black}")
        }
        ServerText::Refused(problem) => match problem {
            ServerProblem::NoAddress => "Escribe la dirección del servidor.".into(),
            ServerProblem::NotAnAddress => "La dirección empieza por http:// o https://, \
                como http://192.168.1.10:5984."
                .into(),
            ServerProblem::BadDatabaseName => "El nombre de la base de datos empieza por una \
                letra minúscula y lleva minúsculas, cifras y _ $ ( ) + - /."
                .into(),
        },
        ServerText::State { state, last } => match state {
            SyncState::Off => "Servidor del colegio: sin usar.".into(),
            SyncState::Connecting => "Servidor del colegio: conectando…".into(),
            SyncState::Live => match last {
                Some(_) => format!("Servidor del colegio: al día ({}).", at(*last)),
                None => "Servidor del colegio: conectado.".into(),
            },
            SyncState::Offline => match last {
                Some(_) => format!(
                    "Servidor del colegio: no responde. Los cambios esperan aquí y se \
                     enviarán solos. Al día por última vez: {}.",
                    at(*last)
                ),
                None => "Servidor del colegio: no responde. Los cambios esperan aquí y se \
                    enviarán solos."
                    .into(),
            },
            SyncState::NoNetwork => "Servidor del colegio: este aparato no tiene red (mira el \
                wifi). Los cambios esperan aquí y se enviarán solos."
                .into(),
            SyncState::Failed(error) => match error {
                SyncError::WrongCredentials => {
                    "Servidor del colegio: el usuario o la contraseña no son correctos.".into()
                }
                SyncError::SessionEnded => "Servidor del colegio: el servidor ha cerrado la \
                    sesión de este aparato. El profesor tiene que escribir otra vez la contraseña."
                    .into(),
                SyncError::NotCouchDb => "Servidor del colegio: esa dirección no es un servidor \
                    CouchDB que Peoncito pueda usar."
                    .into(),
                SyncError::NoAccess => {
                    "Servidor del colegio: este usuario no puede usar esa base de datos.".into()
                }
                SyncError::NoStorage => "Servidor del colegio: este navegador no deja guardar \
                    la copia del servidor (¿modo privado?)."
                    .into(),
            },
        },
    }
}

fn en(text: &ServerText) -> String {
    match text {
        ServerText::Title => "School server".into(),
        ServerText::Intro => "Optional. With a CouchDB server on the school's network, the \
            tablets that use it share the class: the pupils, their stars and the rules they \
            still break. Nothing is sent anywhere until you connect."
            .into(),
        ServerText::AddressLabel => "Server address".into(),
        ServerText::DatabaseLabel => "Database".into(),
        ServerText::UserLabel => "User".into(),
        ServerText::PasswordLabel => "Password".into(),
        ServerText::Kept(Kept::Nothing) => "Kept on this device only.".into(),
        ServerText::Kept(Kept::Password) => "A password is kept on this device (never shown). \
            Leave this empty to go on using it, or type another to change it."
            .into(),
        ServerText::Kept(Kept::Session) => "The server opened a session for this device: the \
            password is not kept. If the server ends it, type the password again."
            .into(),
        ServerText::Connect => "Connect".into(),
        ServerText::Disconnect => "Stop using the server".into(),
        ServerText::WallTitle => "The class's boards, live".into(),
        ServerText::NoBoards => "No other tablet is connected yet.".into(),
        ServerText::Players { white, black } => players(white, black, "No names"),
        ServerText::ToMove(Color::White) => "White to move".into(),
        ServerText::ToMove(Color::Black) => "Black to move".into(),
        ServerText::Counted([white, black]) => {
            format!("Illegal moves: White {white}, Black {black}")
        }
        ServerText::Clock([white, black]) => {
            format!("Clock: {} – {}", minutes(*white), minutes(*black))
        }
        ServerText::Called => "Calling the teacher!".into(),
        ServerText::Finished => "Game over".into(),
        ServerText::SeeBig { calling: true } => "Answer the call".into(),
        ServerText::SeeBig { calling: false } => "See it big".into(),
        ServerText::CloseBig => "Back to all the boards".into(),
        ServerText::ReplayBack => "◀ Back".into(),
        ServerText::ReplayForward => "Forward ▶".into(),
        ServerText::ReplayNow => "As it stands".into(),
        ServerText::ReplayAt { at, of } => format!("Move {at} of {of}"),
        ServerText::AnswerTitle => "Your decision, for that tablet".into(),
        ServerText::Answer(answer) => en_answer(*answer).into(),
        ServerText::AnswerSent(answer) => format!("Sent to the tablet: {}.", en_answer(*answer)),
        ServerText::WhichBoards => "Which boards".into(),
        ServerText::AllBoards => "All the boards".into(),
        ServerText::RoundOf { tournament, round } => format!("“{tournament}”, round {round}"),
        ServerText::TilePlace(at) => format!("Round {}, board {}", at.round, at.board),
        ServerText::ArbiterTitle { tournament, round } => {
            format!("Results for “{tournament}”, round {round}")
        }
        ServerText::ArbiterNote => {
            "Press each board's result: it goes to the tournament's device, which enters it.".into()
        }
        ServerText::ArbiterBoard {
            board,
            white,
            black,
        } => {
            format!("Board {board}: {white} – {black}")
        }
        ServerText::Refused(problem) => match problem {
            ServerProblem::NoAddress => "Write the server's address.".into(),
            ServerProblem::NotAnAddress => "The address begins with http:// or https://, \
                like http://192.168.1.10:5984."
                .into(),
            ServerProblem::BadDatabaseName => "The database's name begins with a lowercase \
                letter and holds lowercase letters, digits and _ $ ( ) + - /."
                .into(),
        },
        ServerText::State { state, last } => match state {
            SyncState::Off => "School server: not in use.".into(),
            SyncState::Connecting => "School server: connecting…".into(),
            SyncState::Live => match last {
                Some(_) => format!("School server: in step ({}).", at(*last)),
                None => "School server: connected.".into(),
            },
            SyncState::Offline => match last {
                Some(_) => format!(
                    "School server: not answering. Changes wait here and go out on their \
                     own. Last in step: {}.",
                    at(*last)
                ),
                None => "School server: not answering. Changes wait here and go out on their own."
                    .into(),
            },
            SyncState::NoNetwork => "School server: this device has no network (check the \
                Wi-Fi). Changes wait here and go out on their own."
                .into(),
            SyncState::Failed(error) => match error {
                SyncError::WrongCredentials => {
                    "School server: the user or the password is wrong.".into()
                }
                SyncError::SessionEnded => "School server: the server ended this device's \
                    session. The teacher types the password again."
                    .into(),
                SyncError::NotCouchDb => "School server: that address is not a CouchDB server \
                    Peoncito can use."
                    .into(),
                SyncError::NoAccess => "School server: this user may not use that database.".into(),
                SyncError::NoStorage => "School server: this browser does not let the app keep \
                    the server's copy (private mode?)."
                    .into(),
            },
        },
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
