//! The tournament screens' texts, apart from the board's: each wasm then
//! carries only its own (the tournament screens are a wasm of their own,
//! loaded when the teacher opens them). Both languages are here; the
//! `match` on the language makes a new one add its texts too.

use shakmaty::Color;

use super::Lang;
use crate::arbiter::PresetKind;
use crate::heading::RoundBoard;
use crate::heading::{Date, isolated};
use crate::tournament::MOST_PLAYERS;
use crate::tournament::class_list::ListProblem;
use crate::tournament::knockout::{BracketPart, Decider, KnockoutError};
use crate::tournament::result_slip::SlipError;
use crate::tournament::saved::{BackupError, Impossible};
use crate::tournament::standings::TieBreak;
use crate::tournament::team_match::{Outcome, TeamMatch};
use crate::tournament::{
    Bye, ClocksAdvice, GameResult, Points, Score, SystemKind, TournamentError,
};

/// The tournament's papers, printed from the screens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    Pairings,
    Slips,
    Standings,
    CrossTable,
    Diplomas,
}

impl Paper {
    pub const ALL: [Paper; 5] = [
        Paper::Pairings,
        Paper::Slips,
        Paper::Standings,
        Paper::CrossTable,
        Paper::Diplomas,
    ];

    /// Its `data-print`.
    pub fn code(self) -> &'static str {
        match self {
            Paper::Pairings => "pairings",
            Paper::Slips => "slips",
            Paper::Standings => "standings",
            Paper::CrossTable => "cross-table",
            Paper::Diplomas => "diplomas",
        }
    }
}

/// Everything the tournament screens say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentText {
    Title,
    NameLabel,
    SystemLabel,
    SystemName(SystemKind),
    RoundsLabel,
    PlayersListLabel,
    /// A class of the device fills the players' list.
    ListFromClass(String),
    PlayersCount(usize),
    /// A line of the pasted class list that looks wrong.
    ListLine {
        line: usize,
        problem: ListProblem,
    },
    Create,
    PairRound(u8),
    /// The pairing worker is at it.
    Pairing(u8),
    /// Another tab changed the tournament while its round was paired.
    ChangedWhilePairing,
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
    /// The saved tournament could not be opened, for this reason; a copy
    /// is kept aside.
    Damaged(BackupError),
    /// An earlier tournament could not be opened: it stays in the list.
    EarlierDamaged(BackupError),
    /// A copy of a tournament chosen to open could not be read.
    CopyRefused(BackupError),
    /// The copy opened is the tournament shown already.
    CopyAlreadyOpen,
    OpenCopy,
    OpenCopyHint,
    /// The same, but the device had no room for the copy: the record stays
    /// where it is and nothing is saved over it.
    DamagedNotKept(BackupError),
    /// The device would not keep the tournament.
    NotSaved,
    /// Another page (a tab) wrote the tournament too: both are kept.
    MergedWithOtherPage,
    /// Another page changed the tournament in a way that cannot be merged
    /// with this page's change: theirs is kept, this one put aside.
    KeptAsideFromOtherPage,
    PlaceLabel,
    DateLabel,
    /// How many clocks the school has: the top boards get them.
    ClocksLabel,
    /// The wall's button: stop every game to explain a rule (Art. 7).
    StopAll,
    /// The wall while stopped.
    StoppedTitle,
    StoppedNote,
    /// Let the games go on.
    GoOn,
    /// The regulation's advice on clocks for the field being created.
    ClocksAdvice(ClocksAdvice),
    ZonesLabel,
    /// A group of a tournament in groups, from 1.
    Zone(usize),
    /// Chosen in order: the first separates first.
    TieBreaksLabel,
    TieBreakName(TieBreak),
    /// A table's column: the tie-break in a word or two.
    TieBreakShort(TieBreak),
    /// What it counts, for the legend under the standings.
    TieBreakMeaning(TieBreak),
    /// The standings' mark for points from a game not played, and why.
    PointsNotPlayed,
    /// On the printed pairings: what the number beside each name is.
    PointsBeforeRound,
    /// A finished tournament's results, locked until the PIN reopens them.
    ResultsLocked,
    ResultsPin,
    ReopenResults,
    WrongResultsPin,
    ResultsReopened,
    LockResults,
    /// The tournament is over; the players who share first place.
    Finished(Vec<String>),
    PodiumTitle,
    /// A Scheveningen's teams: the heading, the match score ("Sol 9½ –
    /// 6½ Luna"), the table's columns and how the match is won.
    TeamMatchTitle,
    MatchScore {
        first: String,
        first_points: Points,
        second: String,
        second_points: Points,
    },
    TeamColumn,
    RoundsWonColumn,
    TeamMatchMeaning,
    /// A Scheveningen over: the winning team (none when drawn), its points
    /// and the other's, and whether the rounds won decided it.
    TeamsFinished {
        winner: Option<String>,
        points: (Points, Points),
        by_rounds: bool,
    },
    /// A pupil's team on their diploma, and how its match ended.
    DiplomaTeam {
        team: String,
        outcome: Outcome,
    },
    /// A pupil's points and games, on their diploma.
    PupilPoints {
        points: Points,
        games: usize,
    },
    /// The wall's page shown, of how many (they turn by themselves).
    WallPage {
        page: usize,
        of: usize,
    },
    /// "1.º", "1st".
    Place(u16),
    /// A class's own standings.
    CategoryTitle(String),
    /// A Scheveningen team's own standings.
    TeamTitle(String),
    /// A placed diploma: the place, overall or in a class.
    DiplomaPlace {
        place: u16,
        category: Option<String>,
    },
    /// Said of a board that plays with a clock.
    WithClock,
    /// The last round's pairing changed by hand, before any result.
    ChangePairing,
    SwapFirst,
    SwapSecond,
    /// The change breaks nothing.
    NothingBroken,
    ConfirmChange,
    /// What a change by hand breaks, with the players' names.
    Rematch(String, String),
    KeptApart(String, String),
    ThirdColour(String, Color),
    SecondBye(String),
    /// Away from the next round, by the teacher's leave.
    NextRoundLabel,
    Plays,
    CrossTableTitle,
    /// One letter for a colour in the cross table.
    ColourLetter(Color),
    DownloadTrf,
    DownloadBackup,
    OnPaper,
    PaperName(Paper),
    Print,
    BackToTournament,
    /// A board's paper to fill in and hand to the teacher.
    SlipResult,
    SlipSignatures,
    DiplomaTitle,
    /// Before the child's name.
    DiplomaAwardedTo,
    /// After it: for taking part in the event.
    DiplomaFor(String),
    LongDate(Date),
    /// The rules of the tournament's games: a preset of the teacher's
    /// panel, the rest as the panel has it.
    GameRulesLabel,
    PresetName(PresetKind),
    /// How the players are numbered before the first round (the pairings
    /// and a knockout's seeds follow it).
    OrderLabel,
    OrderAsEntered,
    OrderByRating,
    OrderByLots,
    /// Tournaments put away on this device, to open again.
    EarlierTitle,
    OpenEarlier,
    /// An earlier tournament saved as a file, and then removed from the
    /// device (only once its file was saved).
    EarlierToFile,
    RemoveEarlier,
    /// The earlier tournaments could not be read: they are left as they are.
    EarlierUnreadable,
    /// A tournament in groups: its final, from the first of each zone.
    StartFinal,
    PerZoneLabel,
    FinalName(String),
    /// A knockout's mini-matches: how many games each.
    MatchGamesLabel,
    DeciderLabel,
    DeciderName(Decider),
    /// Draws a knockout's first stage, or pairs its next.
    DrawFirstStage,
    NextStage,
    PartName(BracketPart),
    StageTitle(usize),
    /// A match's game, from 1; a faster one to break a tie.
    GameNumber(usize),
    FasterGame,
    /// A player without an opponent in a stage goes on.
    StageOff(String),
    /// A level match settled by lots: who won them.
    LotsWonBy(String),
    LevelDrawLots,
    GoesOn(String),
    Champion(String),
    /// A board's game played on this device's board.
    PlayHere,
    /// The results beside 1-0, ½-½ and 0-1: forfeits and adjudications.
    OtherResult,
    /// The player of this colour won: the other did not come.
    ForfeitWin(Color),
    /// Neither player came: both lose.
    NeitherCame,
    /// The teacher decided the unfinished game (school App. B).
    Adjudicated(Score),
    /// A draw the teacher recommended, both players agreeing (Art. 7).
    DrawRecommended,
    /// The teacher's button on a board still playing.
    RecommendDraw,
    /// One of the board's players can still finish first: a recommended
    /// draw is better avoided there.
    FirstPlaceAtStake,
    RecommendAnyway,
    CancelRecommend,
    /// Boards of a round still without a result.
    StillPlaying(usize),
    /// A result handed over from a board (this device's or a tablet's).
    ResultEntered(RoundBoard),
    /// Games that ended on this device from a record, not from a board the
    /// screens handed over: the teacher enters or discards each.
    ToConfirmTitle,
    ToConfirmNote,
    /// One of them: its board, players and result as its record says.
    ToConfirmGame {
        place: RoundBoard,
        white: String,
        black: String,
        result: GameResult,
    },
    /// One that is no game of this tournament's boards.
    ToConfirmUnreadable(SlipError),
    EnterResult,
    DiscardResult,
    /// Games from another device whose board already holds another result
    /// (one entered here): the teacher keeps one of the two.
    ConflictsTitle,
    ConflictsNote,
    /// One of them: its board and players.
    ConflictGame {
        place: RoundBoard,
        white: String,
        black: String,
    },
    /// Keep the result entered here.
    KeepMine(GameResult),
    /// Take the other device's result instead.
    KeepTheirs(GameResult),
    /// Such a game arrived.
    ConflictArrived(RoundBoard),
    /// The next round is paired only once each of them is decided.
    ConflictsFirst,
    /// Why a handed-over result was not entered.
    Slip(SlipError),
    /// Results from the pupils' tablets: QR code or short code.
    FromTablets,
    ScanCamera,
    StopCamera,
    PhotoLabel,
    ShortCodeLabel,
    EnterCode,
    /// No code in the picture.
    NoCodeSeen,
    /// The camera cannot be used (no camera, no permission, not a secure page).
    NoCamera,
    /// On a pupil's tablet at a game's end.
    ResultCardTitle,
    ShortCode,
    Close,
    /// On a board's slip: its QR code starts the game on a tablet.
    ScanToPlay,
    /// The round's timer on the wall.
    TimerLabel,
    TimerMinutes,
    StartTimer,
    StopTimer,
    /// What the timer shows: minutes and seconds left.
    TimeLeft(u64),
}

impl TournamentText {
    /// A Scheveningen's match score, the teams in entry order.
    pub fn match_score(m: &TeamMatch) -> TournamentText {
        let [a, b] = &m.teams;
        TournamentText::MatchScore {
            first: a.name.as_str().to_string(),
            first_points: a.points,
            second: b.name.as_str().to_string(),
            second_points: b.points,
        }
    }
}

/// A number as the language writes it: a decimal comma in Spanish.
pub fn decimal(lang: Lang, number: &str) -> String {
    match lang {
        Lang::Es => number.replace('.', ","),
        Lang::En => number.to_string(),
    }
}

/// Points as the screens and papers write them: "2½", "½", "3".
pub fn points_text(points: Points) -> String {
    let whole = points.0 / 2;
    match (whole, points.0 % 2) {
        (0, 1) => "½".to_string(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

/// Names joined as a sentence says them: "Ana, Bruno y Carla".
fn joined(names: &[String], and: &str) -> String {
    let isolated: Vec<String> = names.iter().map(|n| isolated(n)).collect();
    match isolated.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
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
        TournamentText::EarlierTitle => "Torneos anteriores en este aparato".into(),
        TournamentText::OpenEarlier => "Abrir".into(),
        TournamentText::EarlierToFile => "Guardar como archivo".into(),
        TournamentText::RemoveEarlier => "Quitar de este aparato".into(),
        TournamentText::EarlierUnreadable => {
            "No se han podido leer los torneos anteriores. Se quedan como están.".into()
        }
        TournamentText::StartFinal => "Empezar la final".into(),
        TournamentText::PerZoneLabel => "Jugadores de cada zona en la final".into(),
        TournamentText::FinalName(name) => format!("{name}: final"),
        TournamentText::GameRulesLabel => {
            "Reglas de las partidas (el reloj y lo demás, como en el panel)".into()
        }
        TournamentText::PresetName(kind) => super::es::policy_name(*kind).into(),
        TournamentText::OrderLabel => "Orden inicial".into(),
        TournamentText::OrderAsEntered => "Como en la lista".into(),
        TournamentText::OrderByRating => "Por puntuación (Elo)".into(),
        TournamentText::OrderByLots => "Por sorteo".into(),
        TournamentText::MatchGamesLabel => "Partidas de cada encuentro".into(),
        TournamentText::DeciderLabel => "Si un encuentro acaba empatado".into(),
        TournamentText::DeciderName(Decider::FasterGame) => "Una partida más rápida".into(),
        TournamentText::DeciderName(Decider::Lots) => "Un sorteo".into(),
        TournamentText::DrawFirstStage => "Sortear la primera fase".into(),
        TournamentText::NextStage => "Emparejar la fase siguiente".into(),
        TournamentText::PartName(part) => match part {
            BracketPart::Winners => "Cuadro de ganadores",
            BracketPart::Losers => "Cuadro de repesca",
            BracketPart::Final => "Final",
        }
        .into(),
        TournamentText::StageTitle(n) => format!("Fase {n}"),
        TournamentText::GameNumber(n) => format!("Partida {n}"),
        TournamentText::FasterGame => "Partida rápida de desempate".into(),
        TournamentText::StageOff(name) => {
            let name = isolated(name);
            format!("{name} pasa sin jugar esta fase.")
        },
        TournamentText::LotsWonBy(name) => {
            let name = isolated(name);
            format!("Sorteo: {name}")
        },
        TournamentText::LevelDrawLots => "Empate: haz el sorteo. ¿Quién ha ganado?".into(),
        TournamentText::GoesOn(name) => {
            let name = isolated(name);
            format!("Pasa {name}")
        },
        TournamentText::Champion(name) => {
            let name = isolated(name);
            format!("Campeón: {name}")
        },
        TournamentText::OtherResult => "Otro resultado…".into(),
        TournamentText::ForfeitWin(Color::White) => {
            "Ganan las blancas: las negras no han venido (+/−)".into()
        }
        TournamentText::ForfeitWin(Color::Black) => {
            "Ganan las negras: las blancas no han venido (−/+)".into()
        }
        TournamentText::NeitherCame => "No ha venido ninguno (−/−)".into(),
        TournamentText::DrawRecommended => "Tablas recomendadas por el árbitro (½-½)".into(),
        TournamentText::RecommendDraw => "Recomendar tablas".into(),
        TournamentText::FirstPlaceAtStake => {
            "Cuidado: aquí aún se juega el primer puesto. Mejor recomendar tablas donde no se \
             juega."
                .into()
        }
        TournamentText::RecommendAnyway => "Recomendarlas igualmente".into(),
        TournamentText::CancelRecommend => "No recomendarlas".into(),
        TournamentText::Adjudicated(score) => format!(
            "Lo decide el árbitro: {}",
            match score {
                Score::WhiteWins => "1-0",
                Score::Draw => "½-½",
                Score::BlackWins => "0-1",
            }
        ),
        TournamentText::StillPlaying(n) => match n {
            1 => "Queda 1 mesa jugando.".into(),
            n => format!("Quedan {n} mesas jugando."),
        },
        TournamentText::PlayHere => "Jugar aquí".into(),
        TournamentText::ToConfirmTitle => "Resultados por confirmar".into(),
        TournamentText::ToConfirmNote => {
            "Estas partidas se han abierto desde una partida pegada, no desde una mesa del torneo. Apunta solo las que estén bien.".into()
        }
        TournamentText::ToConfirmGame {
            place,
            white,
            black,
            result,
        } => format!(
            "Ronda {}, mesa {}: {} {} {}",
            place.round,
            place.board,
            isolated(white),
            score_text(*result),
            isolated(black)
        ),
        TournamentText::ToConfirmUnreadable(e) => {
            format!("{} No se puede apuntar.", es(&TournamentText::Slip(e.clone())))
        }
        TournamentText::EnterResult => "Apuntar".into(),
        TournamentText::DiscardResult => "Descartar".into(),
        TournamentText::ConflictsTitle => "Dos resultados para una mesa".into(),
        TournamentText::ConflictsNote => {
            "Otro aparato ha enviado un resultado distinto del que hay apuntado aquí. Elige el que vale: el otro se descarta.".into()
        }
        TournamentText::ConflictGame { place, white, black } => format!(
            "Ronda {}, mesa {}: {} – {}",
            place.round,
            place.board,
            isolated(white),
            isolated(black)
        ),
        TournamentText::KeepMine(result) => {
            format!("Dejar {} (apuntado aquí)", score_text(*result))
        }
        TournamentText::KeepTheirs(result) => {
            format!("Poner {} (del otro aparato)", score_text(*result))
        }
        TournamentText::ConflictArrived(at) => format!(
            "La ronda {}, mesa {} tiene dos resultados: elige uno más abajo.",
            at.round, at.board
        ),
        TournamentText::ConflictsFirst => {
            "Antes de emparejar, elige el resultado de cada mesa que tiene dos.".into()
        }
        TournamentText::ResultEntered(at) => format!(
            "Se ha apuntado el resultado de la ronda {}, mesa {}.",
            at.round, at.board
        ),
        TournamentText::Slip(e) => match e {
            SlipError::Record(_) => "Eso no es la partida de una mesa.".into(),
            SlipError::OtherEvent => "Esa partida es de otro torneo.".into(),
            SlipError::NoBoard => "La partida no dice su ronda y su mesa.".into(),
            SlipError::UnknownBoard(at) => {
                format!("La ronda {} no tiene mesa {}.", at.round, at.board)
            }
            SlipError::OtherPlayers => "Los nombres no son los de esa mesa.".into(),
            SlipError::Unfinished => "Esa partida no ha terminado.".into(),
            SlipError::Mistyped => "El código no es correcto. Revísalo.".into(),
            SlipError::AnotherResult(at) => format!(
                "La ronda {}, mesa {} ya tiene otro resultado. Si hay que cambiarlo, púlsalo en la mesa.",
                at.round, at.board
            ),
        },
        TournamentText::FromTablets => "Resultados de las tabletas".into(),
        TournamentText::ScanCamera => "Leer el código QR con la cámara".into(),
        TournamentText::StopCamera => "Apagar la cámara".into(),
        TournamentText::PhotoLabel => "O una foto del código QR".into(),
        TournamentText::ShortCodeLabel => "O el código corto (como «3.5 1-0 KM»)".into(),
        TournamentText::EnterCode => "Apuntar".into(),
        TournamentText::NoCodeSeen => "No se ve ningún código QR en la foto.".into(),
        TournamentText::NoCamera => {
            "No se puede usar la cámara aquí. Usa una foto o el código corto.".into()
        }
        TournamentText::ResultCardTitle => "Enseña esto a tu profesor".into(),
        TournamentText::ShortCode => "Código corto".into(),
        TournamentText::Close => "Cerrar".into(),
        TournamentText::ScanToPlay => "Escanea para jugar en una tableta".into(),
        TournamentText::PlaceLabel => "Lugar".into(),
        TournamentText::DateLabel => "Fecha".into(),
        TournamentText::ClocksLabel => "Relojes que hay".into(),
        TournamentText::StopAll => "Parar todas las partidas".into(),
        TournamentText::StoppedTitle => "¡Alto! Escuchad al árbitro".into(),
        TournamentText::StoppedNote => {
            "Manos quietas: no se mueve ninguna pieza. Los relojes y el tiempo de la ronda \
             están parados."
                .into()
        }
        TournamentText::GoOn => "Seguir jugando".into(),
        TournamentText::ClocksAdvice(ClocksAdvice::TopBoards { clocks, games }) => format!(
            "Hay {games} partidas por ronda y {clocks} relojes: mejor un suizo, con los relojes \
             en las primeras mesas toda la partida. Si una mesa sin reloj se retrasa, dale \
             reloj a mitad de partida (la mesa retrasada, en el panel del profesor)."
        ),
        TournamentText::ClocksAdvice(ClocksAdvice::OneClock { rounds }) => format!(
            "Con un solo reloj, las partidas que se alargan se terminan una a una: cuenta con \
             una ronda menos ({} en vez de {rounds}), o con que {rounds} rondas duren como {}.",
            rounds.saturating_sub(1).max(1),
            rounds.saturating_add(1)
        ),
        TournamentText::ClocksAdvice(ClocksAdvice::OneClockNoRoundLess) => {
            "Con un solo reloj, aquí no se puede jugar una ronda menos: las partidas que se \
             alargan se terminan una a una con el reloj, o se juega sin relojes y el árbitro \
             decide las que no terminan (adjudicación)."
                .into()
        }
        TournamentText::ClocksAdvice(ClocksAdvice::NoClock) => {
            "Sin relojes, las partidas que no terminan las decide el árbitro (adjudicación).".into()
        }
        TournamentText::ZonesLabel => "Zonas".into(),
        TournamentText::Zone(n) => format!("Zona {n}"),
        TournamentText::TieBreaksLabel => {
            "Desempates, por orden (el primero que pulses decide antes)".into()
        }
        TournamentText::TieBreakShort(tb) => match tb {
            TieBreak::Buchholz => "Rivales",
            TieBreak::BuchholzCut1 => "Rivales sin el peor",
            TieBreak::SonnebornBerger => "Puntos de los rivales vencidos",
            TieBreak::DirectEncounter => "Entre ellos",
            TieBreak::GamesWon => "Victorias",
            TieBreak::Progressive => "Puntos ronda a ronda",
        }
        .into(),
        TournamentText::ResultsLocked => {
            "El torneo ha terminado: los resultados están cerrados. Para cambiar uno, escribe tu PIN."
                .into()
        }
        TournamentText::ResultsPin => "PIN".into(),
        TournamentText::ReopenResults => "Abrir los resultados".into(),
        TournamentText::WrongResultsPin => "Ese PIN no es.".into(),
        TournamentText::ResultsReopened => "Resultados abiertos: puedes cambiarlos.".into(),
        TournamentText::LockResults => "Cerrarlos otra vez".into(),
        TournamentText::PointsBeforeRound => {
            "Entre paréntesis, los puntos de cada uno antes de esta ronda.".into()
        }
        TournamentText::PointsNotPlayed => "Con puntos de una partida no jugada: su rival no \
            vino, o no le tocó rival (1 punto). En el desempate esa partida cuenta como jugada \
            contra alguien con sus mismos puntos; por eso puede ir por delante de quien ganó \
            jugando."
            .into(),
        TournamentText::TieBreakMeaning(tb) => match tb {
            TieBreak::Buchholz => "los puntos de todos tus rivales, sumados (Buchholz)",
            TieBreak::BuchholzCut1 => {
                "los puntos de tus rivales sin contar el rival con menos (Buchholz sin el peor)"
            }
            TieBreak::SonnebornBerger => {
                "los puntos de cada rival al que ganaste, y la mitad si empatasteis (Sonneborn-Berger)"
            }
            TieBreak::DirectEncounter => {
                "el puesto entre los empatados según las partidas que jugasteis entre vosotros"
            }
            TieBreak::GamesWon => "las partidas ganadas jugando",
            TieBreak::Progressive => "tus puntos después de cada ronda, sumados",
        }
        .into(),
        TournamentText::Finished(winners) => match winners.len() {
            0 => "¡Torneo terminado!".into(),
            1 => format!("¡Torneo terminado! Gana {}.", joined(winners, "y")),
            _ => format!("¡Torneo terminado! Comparten el primer puesto {}.", joined(winners, "y")),
        },
        TournamentText::PodiumTitle => "Podio".into(),
        TournamentText::TeamMatchTitle => "El encuentro entre equipos".into(),
        TournamentText::MatchScore { first, first_points, second, second_points } => format!(
            "{} {} – {} {}",
            isolated(first),
            points_text(*first_points),
            points_text(*second_points),
            isolated(second)
        ),
        TournamentText::TeamColumn => "Equipo".into(),
        TournamentText::RoundsWonColumn => "Rondas ganadas".into(),
        TournamentText::TeamMatchMeaning => "Cada partida da un punto al equipo de quien gana, o medio punto a cada equipo si es tablas. Gana el equipo con más puntos. Si empatan a puntos, gana el que ganó más rondas.".into(),
        TournamentText::TeamsFinished { winner, points: (a, b), by_rounds } => match (winner, by_rounds) {
            (Some(team), false) => format!(
                "¡Torneo terminado! Gana el equipo {}, {} a {}.",
                isolated(team),
                points_text(*a),
                points_text(*b)
            ),
            (Some(team), true) => format!(
                "¡Torneo terminado! Empate a {} puntos. Gana el equipo {}, porque ganó más rondas.",
                points_text(*a),
                isolated(team)
            ),
            (None, _) => format!("¡Torneo terminado! Los dos equipos empatan a {} puntos.", points_text(*a)),
        },
        TournamentText::DiplomaTeam { team, outcome } => {
            let team = isolated(team);
            match outcome {
                Outcome::Won => format!("del equipo {team}, que ganó el encuentro"),
                Outcome::Drawn => format!("del equipo {team}, que empató el encuentro"),
                Outcome::Lost => format!("del equipo {team}"),
            }
        }
        TournamentText::PupilPoints { points, games } => format!(
            "{} {} en {games} {}",
            points_text(*points),
            if *points == Points::ONE || *points == Points::HALF { "punto" } else { "puntos" },
            if *games == 1 { "partida" } else { "partidas" }
        ),
        TournamentText::WallPage { page, of } => format!("Página {page} de {of}"),
        TournamentText::Place(n) => format!("{n}.º"),
        TournamentText::CategoryTitle(class) => format!("Clase {}", isolated(class)),
        TournamentText::TeamTitle(team) => format!("Equipo {}", isolated(team)),
        TournamentText::DiplomaPlace { place, category } => match category {
            None => format!("por el {place}.º puesto en el torneo"),
            Some(class) => format!("por el {place}.º puesto de la clase {}", isolated(class)),
        },
        TournamentText::TieBreakName(tb) => match tb {
            TieBreak::Buchholz => "Buchholz",
            TieBreak::BuchholzCut1 => "Buchholz sin el peor",
            TieBreak::SonnebornBerger => "Sonneborn-Berger",
            TieBreak::DirectEncounter => "Encuentro directo",
            TieBreak::GamesWon => "Partidas ganadas",
            TieBreak::Progressive => "Progresivo",
        }
        .into(),
        TournamentText::WithClock => "con reloj".into(),
        TournamentText::ChangePairing => "Cambiar el emparejamiento".into(),
        TournamentText::SwapFirst => "Cambia a este jugador…".into(),
        TournamentText::SwapSecond => "…por este".into(),
        TournamentText::NothingBroken => "Este cambio no rompe ninguna regla.".into(),
        TournamentText::ConfirmChange => "Hacer el cambio".into(),
        TournamentText::Rematch(a, b) => {
            let (a, b) = (isolated(a), isolated(b));
            format!("{a} y {b} ya han jugado entre ellos.")
        },
        TournamentText::KeptApart(a, b) => {
            let (a, b) = (isolated(a), isolated(b));
            format!("Has pedido que {a} y {b} no jueguen entre ellos.")
        }
        TournamentText::ThirdColour(a, colour) => format!(
            "{a} jugaría con {} por tercera vez seguida.",
            match colour {
                Color::White => "blancas",
                Color::Black => "negras",
            }
        ),
        TournamentText::SecondBye(a) => {
            let a = isolated(a);
            format!("{a} ya ha descansado con punto.")
        },
        TournamentText::NextRoundLabel => "En la próxima ronda".into(),
        TournamentText::Plays => "Juega".into(),
        TournamentText::CrossTableTitle => "Tabla cruzada".into(),
        TournamentText::ColourLetter(Color::White) => "b".into(),
        TournamentText::ColourLetter(Color::Black) => "n".into(),
        TournamentText::DownloadTrf => "Descargar el informe FIDE (TRF)".into(),
        TournamentText::DownloadBackup => "Descargar una copia del torneo".into(),
        TournamentText::OnPaper => "En papel".into(),
        TournamentText::PaperName(paper) => match paper {
            Paper::Pairings => "Emparejamientos",
            Paper::Slips => "Hojas de resultado",
            Paper::Standings => "Clasificación",
            Paper::CrossTable => "Tabla cruzada",
            Paper::Diplomas => "Diplomas",
        }
        .into(),
        TournamentText::Print => "Imprimir".into(),
        TournamentText::BackToTournament => "Volver al torneo".into(),
        TournamentText::SlipResult => "Resultado (rodea uno)".into(),
        TournamentText::SlipSignatures => "Firmas".into(),
        TournamentText::DiplomaTitle => "Diploma".into(),
        TournamentText::DiplomaAwardedTo => "Para".into(),
        TournamentText::DiplomaFor(event) => {
            let event = isolated(event);
            format!("por jugar en el torneo «{event}»")
        },
        TournamentText::LongDate(d) => super::common::long_date(Lang::Es, *d),
        TournamentText::TimerLabel => "Tiempo de la ronda".into(),
        TournamentText::TimerMinutes => "Minutos de la ronda".into(),
        TournamentText::StartTimer => "Empezar la ronda".into(),
        TournamentText::StopTimer => "Parar el tiempo".into(),
        TournamentText::TimeLeft(seconds) => format!("{}:{:02}", seconds / 60, seconds % 60),
        TournamentText::SideColumn(Color::White) => "Blancas".into(),
        TournamentText::SideColumn(Color::Black) => "Negras".into(),
        TournamentText::ResultColumn => "Resultado".into(),
        TournamentText::Cancel => "Cancelar".into(),
        TournamentText::NotSaved => {
            "Este aparato no ha podido guardar el torneo. No cierres la página.".into()
        }
        TournamentText::MergedWithOtherPage => {
            "Otra página también ha cambiado el torneo: se han guardado los dos cambios.".into()
        }
        TournamentText::KeptAsideFromOtherPage => {
            "Otra página ha cambiado el torneo a la vez, de otra manera. Aquí se queda su versión; la tuya está guardada entre los torneos anteriores.".into()
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
        TournamentText::ListFromClass(class) => format!("Los alumnos de {}", isolated(class)),
        TournamentText::PlayersListLabel => {
            "Jugadores: uno en cada línea (o «nombre; clase; Elo»)".into()
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
            ListProblem::SameNameAs {
                line: first_line,
                first,
                this,
            } => format!(
                "Línea {line}: el mismo nombre que en la línea {first_line}. Para distinguirlos \
                 se llamarán «{}» y «{}»; si prefieres otros nombres, escríbelos en la lista.",
                isolated(first.as_str()),
                isolated(this.as_str())
            ),
        },
        TournamentText::Create => "Empezar el torneo".into(),
        TournamentText::PairRound(n) => format!("Emparejar la ronda {n}"),
        TournamentText::Pairing(n) => format!("Emparejando la ronda {n}…"),
        TournamentText::ChangedWhilePairing => {
            "El torneo ha cambiado mientras se emparejaba la ronda. Emparéjala otra vez.".into()
        }
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
            "¿Empezar otro torneo? Este se guarda entre los anteriores.".into()
        }
        TournamentText::Damaged(why) => format!(
            "No se ha podido abrir el torneo guardado: {}. Se ha guardado una copia aparte, y puedes empezar otro.",
            es_backup(why)
        ),
        TournamentText::EarlierDamaged(why) => format!(
            "No se ha podido abrir ese torneo: {}. Se queda en la lista.",
            es_backup(why)
        ),
        TournamentText::CopyRefused(why) => {
            format!("No se ha podido abrir esa copia: {}.", es_backup(why))
        }
        TournamentText::CopyAlreadyOpen => {
            "Esa copia es el torneo que ya tienes abierto: no se ha cambiado nada.".into()
        }
        TournamentText::OpenCopy => "Abrir una copia del torneo".into(),
        TournamentText::OpenCopyHint => {
            "El archivo de «Descargar una copia del torneo», de este aparato o de otro.".into()
        }
        TournamentText::DamagedNotKept(why) => format!(
            "No se ha podido abrir el torneo guardado: {}. No queda sitio para guardar una copia aparte, así que se queda donde está y no se guarda nada encima.",
            es_backup(why)
        ),
    }
}

fn en(text: &TournamentText) -> String {
    match text {
        TournamentText::Title => "Tournament".into(),
        TournamentText::EarlierTitle => "Earlier tournaments on this device".into(),
        TournamentText::OpenEarlier => "Open".into(),
        TournamentText::EarlierToFile => "Save as a file".into(),
        TournamentText::RemoveEarlier => "Remove from this device".into(),
        TournamentText::EarlierUnreadable => {
            "The earlier tournaments could not be read. They are left as they are.".into()
        }
        TournamentText::StartFinal => "Start the final".into(),
        TournamentText::PerZoneLabel => "Players from each group in the final".into(),
        TournamentText::FinalName(name) => format!("{name}: final"),
        TournamentText::GameRulesLabel => {
            "Rules of the games (the clock and the rest as in the panel)".into()
        }
        TournamentText::PresetName(kind) => super::en::policy_name(*kind).into(),
        TournamentText::OrderLabel => "Starting order".into(),
        TournamentText::OrderAsEntered => "As in the list".into(),
        TournamentText::OrderByRating => "By rating".into(),
        TournamentText::OrderByLots => "By drawing lots".into(),
        TournamentText::MatchGamesLabel => "Games in each match".into(),
        TournamentText::DeciderLabel => "If a match ends level".into(),
        TournamentText::DeciderName(Decider::FasterGame) => "A faster game".into(),
        TournamentText::DeciderName(Decider::Lots) => "Drawing lots".into(),
        TournamentText::DrawFirstStage => "Draw the first stage".into(),
        TournamentText::NextStage => "Pair the next stage".into(),
        TournamentText::PartName(part) => match part {
            BracketPart::Winners => "Winners' bracket",
            BracketPart::Losers => "Losers' bracket",
            BracketPart::Final => "Final",
        }
        .into(),
        TournamentText::StageTitle(n) => format!("Stage {n}"),
        TournamentText::GameNumber(n) => format!("Game {n}"),
        TournamentText::FasterGame => "Faster tie-break game".into(),
        TournamentText::StageOff(name) => {
            let name = isolated(name);
            format!("{name} goes on without playing this stage.")
        },
        TournamentText::LotsWonBy(name) => {
            let name = isolated(name);
            format!("Lots: {name}")
        },
        TournamentText::LevelDrawLots => "Level: draw lots. Who won?".into(),
        TournamentText::GoesOn(name) => {
            let name = isolated(name);
            format!("{name} goes on")
        },
        TournamentText::Champion(name) => {
            let name = isolated(name);
            format!("Champion: {name}")
        },
        TournamentText::OtherResult => "Another result…".into(),
        TournamentText::ForfeitWin(Color::White) => "White wins: Black did not come (+/−)".into(),
        TournamentText::ForfeitWin(Color::Black) => "Black wins: White did not come (−/+)".into(),
        TournamentText::NeitherCame => "Neither came (−/−)".into(),
        TournamentText::DrawRecommended => "Draw recommended by the arbiter (½-½)".into(),
        TournamentText::RecommendDraw => "Recommend a draw".into(),
        TournamentText::FirstPlaceAtStake => "Careful: first place is still at stake here. A \
            draw is better recommended where it is not."
            .into(),
        TournamentText::RecommendAnyway => "Recommend it anyway".into(),
        TournamentText::CancelRecommend => "Do not recommend it".into(),
        TournamentText::Adjudicated(score) => format!(
            "Decided by the arbiter: {}",
            match score {
                Score::WhiteWins => "1-0",
                Score::Draw => "½-½",
                Score::BlackWins => "0-1",
            }
        ),
        TournamentText::StillPlaying(n) => match n {
            1 => "1 board still playing.".into(),
            n => format!("{n} boards still playing."),
        },
        TournamentText::PlayHere => "Play here".into(),
        TournamentText::ToConfirmTitle => "Results to confirm".into(),
        TournamentText::ToConfirmNote => {
            "These games were opened from a pasted record, not from a board of the tournament. Enter only those that are right.".into()
        }
        TournamentText::ToConfirmGame {
            place,
            white,
            black,
            result,
        } => format!(
            "Round {}, board {}: {} {} {}",
            place.round,
            place.board,
            isolated(white),
            score_text(*result),
            isolated(black)
        ),
        TournamentText::ToConfirmUnreadable(e) => {
            format!("{} It cannot be entered.", en(&TournamentText::Slip(e.clone())))
        }
        TournamentText::EnterResult => "Enter".into(),
        TournamentText::DiscardResult => "Discard".into(),
        TournamentText::ConflictsTitle => "Two results for one board".into(),
        TournamentText::ConflictsNote => {
            "Another device has sent a different result from the one entered here. Choose the one that stands: the other is discarded.".into()
        }
        TournamentText::ConflictGame { place, white, black } => format!(
            "Round {}, board {}: {} – {}",
            place.round,
            place.board,
            isolated(white),
            isolated(black)
        ),
        TournamentText::KeepMine(result) => {
            format!("Keep {} (entered here)", score_text(*result))
        }
        TournamentText::KeepTheirs(result) => {
            format!("Use {} (from the other device)", score_text(*result))
        }
        TournamentText::ConflictArrived(at) => format!(
            "Round {}, board {} has two results: choose one below.",
            at.round, at.board
        ),
        TournamentText::ConflictsFirst => {
            "Before pairing, choose the result of each board that has two.".into()
        }
        TournamentText::ResultEntered(at) => format!(
            "The result of round {}, board {} is entered.",
            at.round, at.board
        ),
        TournamentText::Slip(e) => match e {
            SlipError::Record(_) => "That is not a board's game.".into(),
            SlipError::OtherEvent => "That game is from another tournament.".into(),
            SlipError::NoBoard => "The game does not say its round and board.".into(),
            SlipError::UnknownBoard(at) => {
                format!("Round {} has no board {}.", at.round, at.board)
            }
            SlipError::OtherPlayers => "The names are not that board's players.".into(),
            SlipError::Unfinished => "That game is not over.".into(),
            SlipError::Mistyped => "The code is not right. Check it.".into(),
            SlipError::AnotherResult(at) => format!(
                "Round {}, board {} already has another result. To change it, press it on the board.",
                at.round, at.board
            ),
        },
        TournamentText::FromTablets => "Results from the tablets".into(),
        TournamentText::ScanCamera => "Read the QR code with the camera".into(),
        TournamentText::StopCamera => "Turn the camera off".into(),
        TournamentText::PhotoLabel => "Or a photo of the QR code".into(),
        TournamentText::ShortCodeLabel => "Or the short code (like \"3.5 1-0 KM\")".into(),
        TournamentText::EnterCode => "Enter".into(),
        TournamentText::NoCodeSeen => "No QR code can be seen in the photo.".into(),
        TournamentText::NoCamera => {
            "The camera cannot be used here. Use a photo or the short code.".into()
        }
        TournamentText::ResultCardTitle => "Show this to your teacher".into(),
        TournamentText::ShortCode => "Short code".into(),
        TournamentText::Close => "Close".into(),
        TournamentText::ScanToPlay => "Scan to play on a tablet".into(),
        TournamentText::PlaceLabel => "Place".into(),
        TournamentText::DateLabel => "Date".into(),
        TournamentText::ClocksLabel => "Clocks you have".into(),
        TournamentText::StopAll => "Stop all games".into(),
        TournamentText::StoppedTitle => "Stop! Listen to the arbiter".into(),
        TournamentText::StoppedNote => {
            "Hands still: no piece moves. The clocks and the round's time are stopped.".into()
        }
        TournamentText::GoOn => "Play on".into(),
        TournamentText::ClocksAdvice(ClocksAdvice::TopBoards { clocks, games }) => format!(
            "{games} games a round and {clocks} clocks: a Swiss is best, with the clocks on the \
             top boards for the whole game. A board without a clock that runs late gets one \
             part-way (the late table, in the teacher's panel)."
        ),
        TournamentText::ClocksAdvice(ClocksAdvice::OneClock { rounds }) => format!(
            "With a single clock, games that run late are finished one at a time: plan one \
             round fewer ({} instead of {rounds}), or {rounds} rounds taking as long as {}.",
            rounds.saturating_sub(1).max(1),
            rounds.saturating_add(1)
        ),
        TournamentText::ClocksAdvice(ClocksAdvice::OneClockNoRoundLess) => {
            "With a single clock, no round can be left out here: games that run late are \
             finished one at a time on the clock, or all are played without clocks and the \
             arbiter decides those that do not finish (adjudication)."
                .into()
        }
        TournamentText::ClocksAdvice(ClocksAdvice::NoClock) => {
            "Without clocks, games that do not finish are decided by the arbiter (adjudication).".into()
        }
        TournamentText::ZonesLabel => "Groups".into(),
        TournamentText::Zone(n) => format!("Group {n}"),
        TournamentText::TieBreaksLabel => {
            "Tie-breaks, in order (the first you press decides first)".into()
        }
        TournamentText::TieBreakShort(tb) => match tb {
            TieBreak::Buchholz => "Opponents",
            TieBreak::BuchholzCut1 => "Opponents but the lowest",
            TieBreak::SonnebornBerger => "Opponents beaten",
            TieBreak::DirectEncounter => "Between them",
            TieBreak::GamesWon => "Wins",
            TieBreak::Progressive => "Running score",
        }
        .into(),
        TournamentText::ResultsLocked => {
            "The tournament is over: its results are locked. To change one, type your PIN.".into()
        }
        TournamentText::ResultsPin => "PIN".into(),
        TournamentText::ReopenResults => "Open the results".into(),
        TournamentText::WrongResultsPin => "That is not the PIN.".into(),
        TournamentText::ResultsReopened => "Results open: you can change them.".into(),
        TournamentText::LockResults => "Lock them again".into(),
        TournamentText::PointsBeforeRound => {
            "In brackets, each player's points before this round.".into()
        }
        TournamentText::PointsNotPlayed => "With points from a game not played: their \
            opponent did not come, or they had none (1 point). For the tie-breaks that game \
            counts as one against someone with their own points; that is why they may stand \
            above those who won at the board."
            .into(),
        TournamentText::TieBreakMeaning(tb) => match tb {
            TieBreak::Buchholz => "all your opponents' points, added up (Buchholz)",
            TieBreak::BuchholzCut1 => {
                "your opponents' points without the lowest opponent (Buchholz cut 1)"
            }
            TieBreak::SonnebornBerger => {
                "the points of each opponent you beat, and half for a draw (Sonneborn-Berger)"
            }
            TieBreak::DirectEncounter => {
                "the place among the tied players by the games they played with each other"
            }
            TieBreak::GamesWon => "games won over the board",
            TieBreak::Progressive => "your points after each round, added up",
        }
        .into(),
        TournamentText::Finished(winners) => match winners.len() {
            0 => "The tournament is over!".into(),
            1 => format!("The tournament is over! {} wins.", joined(winners, "and")),
            _ => format!("The tournament is over! {} share first place.", joined(winners, "and")),
        },
        TournamentText::PodiumTitle => "Podium".into(),
        TournamentText::TeamMatchTitle => "The team match".into(),
        TournamentText::MatchScore { .. } => es(text),
        TournamentText::TeamColumn => "Team".into(),
        TournamentText::RoundsWonColumn => "Rounds won".into(),
        TournamentText::TeamMatchMeaning => "Each game gives a point to the winner's team, or half a point to each team for a draw. The team with more points wins. Level on points, the team that won more rounds wins.".into(),
        TournamentText::TeamsFinished { winner, points: (a, b), by_rounds } => match (winner, by_rounds) {
            (Some(team), false) => format!(
                "The tournament is over! Team {} wins, {} to {}.",
                isolated(team),
                points_text(*a),
                points_text(*b)
            ),
            (Some(team), true) => format!(
                "The tournament is over! Level on {} points. Team {} wins, having won more rounds.",
                points_text(*a),
                isolated(team)
            ),
            (None, _) => format!("The tournament is over! The two teams are level on {} points.", points_text(*a)),
        },
        TournamentText::DiplomaTeam { team, outcome } => {
            let team = isolated(team);
            match outcome {
                Outcome::Won => format!("of team {team}, who won the match"),
                Outcome::Drawn => format!("of team {team}, who drew the match"),
                Outcome::Lost => format!("of team {team}"),
            }
        }
        TournamentText::PupilPoints { points, games } => format!(
            "{} {} in {games} {}",
            points_text(*points),
            if *points == Points::ONE || *points == Points::HALF { "point" } else { "points" },
            if *games == 1 { "game" } else { "games" }
        ),
        TournamentText::WallPage { page, of } => format!("Page {page} of {of}"),
        TournamentText::Place(n) => match (n % 10, n % 100) {
            (1, p) if p != 11 => format!("{n}st"),
            (2, p) if p != 12 => format!("{n}nd"),
            (3, p) if p != 13 => format!("{n}rd"),
            _ => format!("{n}th"),
        },
        TournamentText::CategoryTitle(class) => format!("Class {}", isolated(class)),
        TournamentText::TeamTitle(team) => format!("Team {}", isolated(team)),
        TournamentText::DiplomaPlace { place, category } => {
            let place = en(&TournamentText::Place(*place));
            match category {
                None => format!("for {place} place in the tournament"),
                Some(class) => format!("for {place} place in class {}", isolated(class)),
            }
        }
        TournamentText::TieBreakName(tb) => match tb {
            TieBreak::Buchholz => "Buchholz",
            TieBreak::BuchholzCut1 => "Buchholz cut 1",
            TieBreak::SonnebornBerger => "Sonneborn-Berger",
            TieBreak::DirectEncounter => "Direct encounter",
            TieBreak::GamesWon => "Games won",
            TieBreak::Progressive => "Progressive score",
        }
        .into(),
        TournamentText::WithClock => "with a clock".into(),
        TournamentText::ChangePairing => "Change the pairing".into(),
        TournamentText::SwapFirst => "Swap this player…".into(),
        TournamentText::SwapSecond => "…with this one".into(),
        TournamentText::NothingBroken => "This change breaks no rule.".into(),
        TournamentText::ConfirmChange => "Make the change".into(),
        TournamentText::Rematch(a, b) => {
            let (a, b) = (isolated(a), isolated(b));
            format!("{a} and {b} have already played each other.")
        },
        TournamentText::KeptApart(a, b) => {
            let (a, b) = (isolated(a), isolated(b));
            format!("You asked to keep {a} and {b} apart.")
        }
        TournamentText::ThirdColour(a, colour) => format!(
            "{a} would play {} for the third time in a row.",
            match colour {
                Color::White => "White",
                Color::Black => "Black",
            }
        ),
        TournamentText::SecondBye(a) => {
            let a = isolated(a);
            format!("{a} has already had a bye with a point.")
        },
        TournamentText::NextRoundLabel => "In the next round".into(),
        TournamentText::Plays => "Plays".into(),
        TournamentText::CrossTableTitle => "Cross table".into(),
        TournamentText::ColourLetter(Color::White) => "w".into(),
        TournamentText::ColourLetter(Color::Black) => "b".into(),
        TournamentText::DownloadTrf => "Download the FIDE report (TRF)".into(),
        TournamentText::DownloadBackup => "Download a copy of the tournament".into(),
        TournamentText::OnPaper => "On paper".into(),
        TournamentText::PaperName(paper) => match paper {
            Paper::Pairings => "Pairings",
            Paper::Slips => "Result slips",
            Paper::Standings => "Standings",
            Paper::CrossTable => "Cross table",
            Paper::Diplomas => "Diplomas",
        }
        .into(),
        TournamentText::Print => "Print".into(),
        TournamentText::BackToTournament => "Back to the tournament".into(),
        TournamentText::SlipResult => "Result (ring one)".into(),
        TournamentText::SlipSignatures => "Signatures".into(),
        TournamentText::DiplomaTitle => "Certificate".into(),
        TournamentText::DiplomaAwardedTo => "Awarded to".into(),
        TournamentText::DiplomaFor(event) => {
            let event = isolated(event);
            format!("for playing in the tournament \u{201c}{event}\u{201d}")
        }
        TournamentText::LongDate(d) => super::common::long_date(Lang::En, *d),
        TournamentText::TimerLabel => "Time for the round".into(),
        TournamentText::TimerMinutes => "Minutes for the round".into(),
        TournamentText::StartTimer => "Start the round".into(),
        TournamentText::StopTimer => "Stop the time".into(),
        TournamentText::TimeLeft(seconds) => format!("{}:{:02}", seconds / 60, seconds % 60),
        TournamentText::SideColumn(Color::White) => "White".into(),
        TournamentText::SideColumn(Color::Black) => "Black".into(),
        TournamentText::ResultColumn => "Result".into(),
        TournamentText::Cancel => "Cancel".into(),
        TournamentText::NotSaved => {
            "This device could not keep the tournament. Do not close the page.".into()
        }
        TournamentText::MergedWithOtherPage => {
            "Another page changed the tournament too: both changes are kept.".into()
        }
        TournamentText::KeptAsideFromOtherPage => {
            "Another page changed the tournament at the same time, in another way. Its version stays here; yours is kept among the earlier tournaments.".into()
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
        TournamentText::ListFromClass(class) => format!("The pupils of {}", isolated(class)),
        TournamentText::PlayersListLabel => {
            "Players: one a line (or \"name; class; rating\")".into()
        }
        TournamentText::PlayersCount(n) => match n {
            1 => "1 player".into(),
            n => format!("{n} players"),
        },
        TournamentText::ListLine { line, problem } => match problem {
            ListProblem::NoName => format!("Line {line}: the name is missing. It was left out."),
            ListProblem::Shortened => {
                format!("Line {line}: the name is too long. It was shortened.")
            }
            ListProblem::SameNameAs {
                line: first_line,
                first,
                this,
            } => format!(
                "Line {line}: the same name as line {first_line}. To tell them apart they will be \
                 “{}” and “{}”; to choose other names, type them in the list.",
                isolated(first.as_str()),
                isolated(this.as_str())
            ),
        },
        TournamentText::Create => "Start the tournament".into(),
        TournamentText::PairRound(n) => format!("Pair round {n}"),
        TournamentText::Pairing(n) => format!("Pairing round {n}…"),
        TournamentText::ChangedWhilePairing => {
            "The tournament changed while the round was being paired. Pair it again.".into()
        }
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
            "Start another tournament? This one is kept among the earlier ones.".into()
        }
        TournamentText::Damaged(why) => format!(
            "The saved tournament could not be opened: {}. A copy is kept aside, and you can start another.",
            en_backup(why)
        ),
        TournamentText::EarlierDamaged(why) => format!(
            "That tournament could not be opened: {}. It stays in the list.",
            en_backup(why)
        ),
        TournamentText::CopyRefused(why) => {
            format!("That copy could not be opened: {}.", en_backup(why))
        }
        TournamentText::CopyAlreadyOpen => {
            "That copy is the tournament already open: nothing was changed.".into()
        }
        TournamentText::OpenCopy => "Open a copy of a tournament".into(),
        TournamentText::OpenCopyHint => {
            "The file from “Download a copy of the tournament”, from this device or another.".into()
        }
        TournamentText::DamagedNotKept(why) => format!(
            "The saved tournament could not be opened: {}. There is no room to keep a copy aside, so it stays where it is and nothing is saved over it.",
            en_backup(why)
        ),
    }
}

/// A result as a score sheet writes it.
fn score_text(result: GameResult) -> &'static str {
    match (result.points(Color::White), result.points(Color::Black)) {
        (Points::ONE, _) => "1-0",
        (_, Points::ONE) => "0-1",
        (Points::HALF, _) => "½-½",
        _ => "0-0",
    }
}

/// Why a saved tournament could not be opened.
fn es_backup(e: &BackupError) -> String {
    match e {
        BackupError::Unreadable => "no es un torneo de Peoncito, o está dañado".into(),
        BackupError::UnknownVersion(_) => "lo ha guardado una versión más nueva de Peoncito".into(),
        BackupError::BadField => "tiene un nombre vacío o un resultado que no existe".into(),
        BackupError::Inconsistent(problem) => es_problem(problem).trim_end_matches('.').into(),
        BackupError::BracketMismatch => {
            "su cuadro de eliminatorias no cuadra con sus partidas".into()
        }
        BackupError::Impossible(Impossible::MoreRoundsThanPlanned { rounds, planned }) => {
            format!("tiene {rounds} rondas, y con sus jugadores solo puede tener {planned}")
        }
        BackupError::Impossible(Impossible::ZonesForPlayers { zones, players }) => {
            format!("tiene {zones} zonas para {players} jugadores")
        }
        BackupError::Impossible(Impossible::RoundsInKnockout) => {
            "es una eliminatoria, pero tiene rondas".into()
        }
        BackupError::Impossible(Impossible::TooLarge { players, rounds }) => format!(
            "tiene {players} jugadores y {rounds} rondas: más de lo que cabe en un torneo (hasta {MOST_PLAYERS} jugadores)"
        ),
        BackupError::Impossible(Impossible::SameName(name)) => {
            format!("tiene a dos jugadores llamados {}", isolated(name))
        }
        BackupError::Impossible(Impossible::NoRounds) => "es un suizo sin rondas".into(),
        BackupError::Impossible(Impossible::UnfinishedRound(round)) => format!(
            "a la ronda {round} le falta un resultado, y ya tiene la ronda {}",
            round.saturating_add(1)
        ),
    }
}

fn en_backup(e: &BackupError) -> String {
    match e {
        BackupError::Unreadable => "it is not a Peoncito tournament, or it is damaged".into(),
        BackupError::UnknownVersion(_) => "a newer version of Peoncito saved it".into(),
        BackupError::BadField => "it has an empty name or a result that does not exist".into(),
        BackupError::Inconsistent(problem) => en_problem(problem).trim_end_matches('.').into(),
        BackupError::BracketMismatch => "its knockout bracket does not fit its games".into(),
        BackupError::Impossible(Impossible::MoreRoundsThanPlanned { rounds, planned }) => {
            format!("it has {rounds} rounds, but its players can only have {planned}")
        }
        BackupError::Impossible(Impossible::ZonesForPlayers { zones, players }) => {
            format!("it has {zones} groups for {players} players")
        }
        BackupError::Impossible(Impossible::RoundsInKnockout) => {
            "it is a knockout, but it has rounds".into()
        }
        BackupError::Impossible(Impossible::TooLarge { players, rounds }) => format!(
            "it has {players} players and {rounds} rounds: more than a tournament holds (up to {MOST_PLAYERS} players)"
        ),
        BackupError::Impossible(Impossible::SameName(name)) => {
            format!("it has two players called {}", isolated(name))
        }
        BackupError::Impossible(Impossible::NoRounds) => "it is a Swiss with no rounds".into(),
        BackupError::Impossible(Impossible::UnfinishedRound(round)) => format!(
            "round {round} is missing a result, yet round {} is paired",
            round.saturating_add(1)
        ),
    }
}

/// What the tournament could not do, in the teacher's words.
fn es_problem(e: &TournamentError) -> String {
    match e {
        TournamentError::RoundNotFinished => {
            "Antes de emparejar, escribe el resultado de todas las mesas.".into()
        }
        TournamentError::LaterRoundPaired(round) => format!(
            "La ronda {} ya está emparejada: un resultado de la ronda {round} se corrige, no se borra.",
            round.saturating_add(1)
        ),
        TournamentError::NoRoundsLeft => "Ya están emparejadas todas las rondas.".into(),
        TournamentError::TooFewPlayers => "Hacen falta al menos dos jugadores.".into(),
        TournamentError::FieldClosed => {
            "El torneo ya ha empezado: no se pueden añadir jugadores.".into()
        }
        TournamentError::FieldFull => {
            format!("Un torneo tiene como mucho {MOST_PLAYERS} jugadores.")
        }
        TournamentError::GroupsNotOver => {
            "La final se juega cuando todas las zonas han terminado.".into()
        }
        TournamentError::NotTwoTeams => {
            "Hacen falta dos equipos: pon a cada jugador en uno de los dos.".into()
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
        TournamentError::LaterRoundPaired(round) => format!(
            "Round {} is paired: a result of round {round} is corrected, not cleared.",
            round.saturating_add(1)
        ),
        TournamentError::NoRoundsLeft => "Every round is paired.".into(),
        TournamentError::TooFewPlayers => "At least two players are needed.".into(),
        TournamentError::FieldClosed => {
            "The tournament has started: no more players can join.".into()
        }
        TournamentError::FieldFull => format!("A tournament has at most {MOST_PLAYERS} players."),
        TournamentError::NotTwoTeams => {
            "Two teams are needed: put each player in one of the two.".into()
        }
        TournamentError::GroupsNotOver => "The final is played once every group has finished.".into(),
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
