//! The tournament screens' texts, apart from the board's: each wasm then
//! carries only its own (the tournament screens are a wasm of their own,
//! loaded when the teacher opens them). Both languages are here; the
//! `match` on the language makes a new one add its texts too.

use shakmaty::Color;

use super::Lang;
use crate::tournament::class_list::ListProblem;
use crate::tournament::knockout::KnockoutError;
use crate::tournament::{Bye, Score, SystemKind, TournamentError};

/// Everything the tournament screens say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentText {
    Title,
    NameLabel,
    SystemLabel,
    SystemName(SystemKind),
    RoundsLabel,
    PlayersListLabel,
    PlayersCount(usize),
    /// A line of the pasted class list that looks wrong.
    ListLine {
        line: usize,
        problem: ListProblem,
    },
    Create,
    PairRound(u8),
    RoundTitle(u8),
    BoardColumn,
    SideColumn(Color),
    ResultColumn,
    PlayerColumn,
    PointsColumn,
    RankColumn,
    ResultName(Score),
    ByeName(Bye),
    StandingsTitle,
    AllRoundsPaired,
    /// A player leaves the tournament (from the next round).
    Withdraw,
    /// Said after the name of a player who has left.
    Withdrawn,
    /// Asked before a player leaves (it cannot be undone).
    ConfirmWithdraw,
    /// The round in big type for the projector, and back.
    ShowOnWall,
    LeaveWall,
    /// The alphabetical list: each child finds their board.
    WhoPlaysWhere,
    /// Where a player sits: board and colour.
    Seat {
        board: usize,
        colour: Color,
    },
    Pairings,
    LateEntryLabel,
    AddPlayer,
    Problem(TournamentError),
    New,
    ConfirmNew,
    Cancel,
    /// The saved tournament could not be opened; it is kept aside.
    Damaged,
    /// The device would not keep the tournament.
    NotSaved,
}

/// `text` in `lang`.
pub fn say(lang: Lang, text: &TournamentText) -> String {
    match lang {
        Lang::Es => es(text),
        Lang::En => en(text),
    }
}

fn es(text: &TournamentText) -> String {
    match text {
        TournamentText::Title => "Torneo".into(),
        TournamentText::SideColumn(Color::White) => "Blancas".into(),
        TournamentText::SideColumn(Color::Black) => "Negras".into(),
        TournamentText::ResultColumn => "Resultado".into(),
        TournamentText::Cancel => "Cancelar".into(),
        TournamentText::NotSaved => {
            "Este aparato no ha podido guardar el torneo. No cierres la página.".into()
        }
        TournamentText::NameLabel => "Nombre del torneo".into(),
        TournamentText::SystemLabel => "Sistema".into(),
        TournamentText::SystemName(kind) => match kind {
            SystemKind::RoundRobin => "Liga: todos contra todos",
            SystemKind::Swiss => "Suizo",
            SystemKind::Knockout => "Eliminatoria",
            SystemKind::DoubleKnockout => "Doble eliminatoria",
            SystemKind::Scheveningen => "Scheveningen: equipo contra equipo",
            SystemKind::Groups => "Zonas y final",
        }
        .into(),
        TournamentText::RoundsLabel => "Rondas".into(),
        TournamentText::PlayersListLabel => {
            "Jugadores: uno en cada línea (o «nombre; clase»)".into()
        }
        TournamentText::PlayersCount(n) => match n {
            1 => "1 jugador".into(),
            n => format!("{n} jugadores"),
        },
        TournamentText::ListLine { line, problem } => match problem {
            ListProblem::NoName => format!("Línea {line}: falta el nombre. No se ha añadido."),
            ListProblem::Shortened => {
                format!("Línea {line}: el nombre es muy largo. Se ha acortado.")
            }
            ListProblem::SameNameAs { line: first } => format!(
                "Línea {line}: el mismo nombre que en la línea {first}. Añade una inicial para distinguirlos."
            ),
        },
        TournamentText::Create => "Empezar el torneo".into(),
        TournamentText::PairRound(n) => format!("Emparejar la ronda {n}"),
        TournamentText::RoundTitle(n) => format!("Ronda {n}"),
        TournamentText::BoardColumn => "Mesa".into(),
        TournamentText::PlayerColumn => "Jugador".into(),
        TournamentText::PointsColumn => "Puntos".into(),
        TournamentText::RankColumn => "Puesto".into(),
        TournamentText::ResultName(score) => match score {
            Score::WhiteWins => "Ganan las blancas",
            Score::Draw => "Tablas",
            Score::BlackWins => "Ganan las negras",
        }
        .into(),
        TournamentText::ByeName(bye) => match bye {
            Bye::Pairing => "Descansa (1 punto)",
            Bye::Free => "Descansa",
            Bye::Half => "No juega (½ punto)",
            Bye::Zero => "No juega (0 puntos)",
        }
        .into(),
        TournamentText::StandingsTitle => "Clasificación".into(),
        TournamentText::Withdraw => "Se retira".into(),
        TournamentText::Withdrawn => "(se ha retirado)".into(),
        TournamentText::ConfirmWithdraw => "¿Se retira del torneo?".into(),
        TournamentText::ShowOnWall => "Proyectar la ronda".into(),
        TournamentText::LeaveWall => "Dejar de proyectar".into(),
        TournamentText::WhoPlaysWhere => "¿Dónde juego?".into(),
        TournamentText::Seat { board, colour } => format!(
            "Mesa {board}, {}",
            match colour {
                Color::White => "blancas",
                Color::Black => "negras",
            }
        ),
        TournamentText::Pairings => "Emparejamientos".into(),
        TournamentText::LateEntryLabel => "Un jugador que llega tarde".into(),
        TournamentText::AddPlayer => "Añadir".into(),
        TournamentText::AllRoundsPaired => "Ya están emparejadas todas las rondas.".into(),
        TournamentText::Problem(e) => es_problem(e),
        TournamentText::New => "Nuevo torneo".into(),
        TournamentText::ConfirmNew => {
            "¿Empezar otro torneo? Este se borrará de este aparato.".into()
        }
        TournamentText::Damaged => {
            "No se ha podido abrir el torneo guardado. Se ha guardado aparte, y puedes empezar otro.".into()
        }
    }
}

fn en(text: &TournamentText) -> String {
    match text {
        TournamentText::Title => "Tournament".into(),
        TournamentText::SideColumn(Color::White) => "White".into(),
        TournamentText::SideColumn(Color::Black) => "Black".into(),
        TournamentText::ResultColumn => "Result".into(),
        TournamentText::Cancel => "Cancel".into(),
        TournamentText::NotSaved => {
            "This device could not keep the tournament. Do not close the page.".into()
        }
        TournamentText::NameLabel => "Tournament name".into(),
        TournamentText::SystemLabel => "System".into(),
        TournamentText::SystemName(kind) => match kind {
            SystemKind::RoundRobin => "Round robin: everyone plays everyone",
            SystemKind::Swiss => "Swiss",
            SystemKind::Knockout => "Knockout",
            SystemKind::DoubleKnockout => "Double knockout",
            SystemKind::Scheveningen => "Scheveningen: team against team",
            SystemKind::Groups => "Groups and a final",
        }
        .into(),
        TournamentText::RoundsLabel => "Rounds".into(),
        TournamentText::PlayersListLabel => "Players: one a line (or \"name; class\")".into(),
        TournamentText::PlayersCount(n) => match n {
            1 => "1 player".into(),
            n => format!("{n} players"),
        },
        TournamentText::ListLine { line, problem } => match problem {
            ListProblem::NoName => format!("Line {line}: the name is missing. It was left out."),
            ListProblem::Shortened => {
                format!("Line {line}: the name is too long. It was shortened.")
            }
            ListProblem::SameNameAs { line: first } => format!(
                "Line {line}: the same name as line {first}. Add an initial to tell them apart."
            ),
        },
        TournamentText::Create => "Start the tournament".into(),
        TournamentText::PairRound(n) => format!("Pair round {n}"),
        TournamentText::RoundTitle(n) => format!("Round {n}"),
        TournamentText::BoardColumn => "Board".into(),
        TournamentText::PlayerColumn => "Player".into(),
        TournamentText::PointsColumn => "Points".into(),
        TournamentText::RankColumn => "Place".into(),
        TournamentText::ResultName(score) => match score {
            Score::WhiteWins => "White wins",
            Score::Draw => "Draw",
            Score::BlackWins => "Black wins",
        }
        .into(),
        TournamentText::ByeName(bye) => match bye {
            Bye::Pairing => "Bye (1 point)",
            Bye::Free => "Rests",
            Bye::Half => "Away (½ point)",
            Bye::Zero => "Away (0 points)",
        }
        .into(),
        TournamentText::StandingsTitle => "Standings".into(),
        TournamentText::Withdraw => "Leaves".into(),
        TournamentText::Withdrawn => "(left)".into(),
        TournamentText::ConfirmWithdraw => "Leave the tournament?".into(),
        TournamentText::ShowOnWall => "Show the round on the wall".into(),
        TournamentText::LeaveWall => "Leave the wall view".into(),
        TournamentText::WhoPlaysWhere => "Who plays where".into(),
        TournamentText::Seat { board, colour } => format!(
            "Board {board}, {}",
            match colour {
                Color::White => "White",
                Color::Black => "Black",
            }
        ),
        TournamentText::Pairings => "Pairings".into(),
        TournamentText::LateEntryLabel => "A player who comes late".into(),
        TournamentText::AddPlayer => "Add".into(),
        TournamentText::AllRoundsPaired => "Every round is paired.".into(),
        TournamentText::Problem(e) => en_problem(e),
        TournamentText::New => "New tournament".into(),
        TournamentText::ConfirmNew => {
            "Start another tournament? This one will be deleted from this device.".into()
        }
        TournamentText::Damaged => {
            "The saved tournament could not be opened. It is kept aside, and you can start another."
                .into()
        }
    }
}

/// What the tournament could not do, in the teacher's words.
fn es_problem(e: &TournamentError) -> String {
    match e {
        TournamentError::RoundNotFinished => {
            "Antes de emparejar, escribe el resultado de todas las mesas.".into()
        }
        TournamentError::NoRoundsLeft => "Ya están emparejadas todas las rondas.".into(),
        TournamentError::TooFewPlayers => "Hacen falta al menos dos jugadores.".into(),
        TournamentError::FieldClosed => {
            "El torneo ya ha empezado: no se pueden añadir jugadores.".into()
        }
        TournamentError::TeamsUneven => {
            "Hacen falta dos equipos con el mismo número de jugadores.".into()
        }
        TournamentError::UnknownPlayer(id) => format!("No hay ningún jugador {}.", id.0),
        TournamentError::UnknownRound(n) => format!("No hay ninguna ronda {n}."),
        TournamentError::UnknownBoard { round, board } => {
            format!("La ronda {round} no tiene mesa {board}.")
        }
        TournamentError::AlreadyWithdrawn(id) => {
            format!("El jugador {} ya se ha retirado.", id.0)
        }
        TournamentError::RoundStarted => {
            "Esa ronda ya tiene resultados: no se vuelve a emparejar.".into()
        }
        TournamentError::NoValidPairing => {
            "No se puede emparejar la ronda sin repetir partidas. El torneo no puede tener más rondas.".into()
        }
        TournamentError::PlayerTwice { round, player } => {
            format!("En la ronda {round}, el jugador {} está dos veces.", player.0)
        }
        TournamentError::PlayedInStages => {
            "Una eliminatoria se juega por fases, no por rondas.".into()
        }
        TournamentError::NotAKnockout => "Este torneo no es una eliminatoria.".into(),
        TournamentError::Knockout(k) => match k {
            KnockoutError::TooFewPlayers => "Hacen falta al menos dos jugadores.",
            KnockoutError::StageNotOver => "Antes de seguir, termina todos los encuentros.",
            KnockoutError::Finished => "La eliminatoria ya ha terminado.",
            KnockoutError::UnknownMatch => "Ese encuentro no existe.",
            KnockoutError::UnknownGame => "Esa partida no existe.",
            KnockoutError::NotForLots => "Solo se sortea entre los dos jugadores de un encuentro empatado.",
        }
        .into(),
    }
}

/// What the tournament could not do, in the teacher's words.
fn en_problem(e: &TournamentError) -> String {
    match e {
        TournamentError::RoundNotFinished => {
            "Enter the result of every board before pairing.".into()
        }
        TournamentError::NoRoundsLeft => "Every round is paired.".into(),
        TournamentError::TooFewPlayers => "At least two players are needed.".into(),
        TournamentError::FieldClosed => {
            "The tournament has started: no more players can join.".into()
        }
        TournamentError::TeamsUneven => "Two teams of the same size are needed.".into(),
        TournamentError::UnknownPlayer(id) => format!("There is no player {}.", id.0),
        TournamentError::UnknownRound(n) => format!("There is no round {n}."),
        TournamentError::UnknownBoard { round, board } => {
            format!("Round {round} has no board {board}.")
        }
        TournamentError::AlreadyWithdrawn(id) => format!("Player {} has already left.", id.0),
        TournamentError::RoundStarted => {
            "That round has results: it is not paired again.".into()
        }
        TournamentError::NoValidPairing => {
            "The round cannot be paired without repeating games. The tournament cannot have more rounds.".into()
        }
        TournamentError::PlayerTwice { round, player } => {
            format!("In round {round}, player {} is there twice.", player.0)
        }
        TournamentError::PlayedInStages => {
            "A knockout is played in stages, not rounds.".into()
        }
        TournamentError::NotAKnockout => "This tournament is not a knockout.".into(),
        TournamentError::Knockout(k) => match k {
            KnockoutError::TooFewPlayers => "At least two players are needed.",
            KnockoutError::StageNotOver => "Finish every match before going on.",
            KnockoutError::Finished => "The knockout is over.",
            KnockoutError::UnknownMatch => "There is no such match.",
            KnockoutError::UnknownGame => "There is no such game.",
            KnockoutError::NotForLots => "Lots are drawn only between the two players of a level match.",
        }
        .into(),
    }
}
