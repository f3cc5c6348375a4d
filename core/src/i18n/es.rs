//! Spanish texts.

use shakmaty::fen::ParseFenError;
use shakmaty::{CastlingSide, Color, PositionErrorKinds, Role};

use super::common::{long_date, policy_name, reason_name, store_problem};
use super::{Lang, Text, capitalise, minutes_seconds, position_problems, rules_badge, squares_list};
use crate::arbiter::PresetKind;
use crate::clock::LateTable;
use crate::game::{DrawClaim, FenError};
use crate::heading::{Name, isolated, name_or};
use crate::install::{NoCopy, OfflineCopy};
use crate::records::room::{Room, size_text};
use crate::drawing::Pen;
use crate::lessons::Answer;
use crate::pgn::{PgnError, Place};
use crate::saved::LoadError;
use crate::settings::PinError;

/// The language's name in itself.
pub const NAME: &str = "Español";

/// Piece letters of the move list.
pub fn piece_letter(role: Role) -> char {
    match role {
        Role::King => 'R',
        Role::Queen => 'D',
        Role::Rook => 'T',
        Role::Bishop => 'A',
        Role::Knight => 'C',
        Role::Pawn => 'P',
    }
}

pub fn text(text: &Text) -> String {
    match text {
        Text::AppName => "Peoncito".into(),
        Text::Tagline => "El tablero de ajedrez que explica.".into(),
        Text::ToMove(c) => format!("Juegan las {}", es_side(*c)),
        Text::Check => "¡Jaque!".into(),
        Text::NewGame => "Partida nueva".into(),
        Text::Flip => "Girar el tablero".into(),
        Text::Undo => "Deshacer".into(),
        Text::Resign => "Abandonar".into(),
        Text::OfferDraw => "Ofrecer tablas".into(),
        Text::DrawOffered { by } => format!(
            "Las {} te ofrecen tablas. ¿Las aceptas?",
            es_side(*by)
        ),
        Text::AcceptDraw => "Aceptar las tablas".into(),
        Text::DeclineDraw => "Seguir jugando".into(),
        Text::ClaimDraw(DrawClaim::Threefold) => {
            "Reclamar tablas: esta posición se ha repetido tres veces".into()
        }
        Text::ClaimDraw(DrawClaim::FiftyMoves) => {
            "Reclamar tablas: 50 jugadas de cada uno sin capturas ni movimientos de peón".into()
        }
        Text::ChoosePromotion => "¡Tu peón ha llegado al final! Elige su nueva pieza:".into(),
        Text::Cancel => "Cancelar".into(),
        Text::Moves => "Jugadas".into(),
        Text::NoMovesYet => "Todavía no hay jugadas.".into(),
        Text::GameOver(end) => super::explain::game_end(Lang::Es, *end),
        Text::StartAnother => "Pulsa «Partida nueva» para volver a jugar.".into(),
        Text::GoodGame { moves: 1 } => "¡Buena partida! Se ha jugado 1 jugada.".into(),
        Text::GoodGame { moves } => format!("¡Buena partida! Se han jugado {moves} jugadas."),
        Text::SavedGameLost(e) => format!(
            "No se ha podido abrir la partida guardada ({}), así que empieza una partida nueva.",
            match e {
                LoadError::Unreadable => "los datos están dañados".to_string(),
                LoadError::UnknownVersion(v) => {
                    format!("es de un Peoncito más nuevo, versión {v}")
                }
                LoadError::BadStart(f) => {
                    format!("su posición inicial no es correcta: {}", es_fen(f))
                }
                LoadError::BadMove { index } => format!("la jugada {} no es posible", index + 1),
                LoadError::BadEnding => "su resultado no encaja con la posición".to_string(),
            }
        ),
        Text::BadFen(e) => format!(
            "No se ha podido usar la posición del enlace: {}. Tu partida continúa.",
            es_fen(e)
        ),
        Text::UnknownLanguage { code, using } => format!(
            "El idioma «{code}» todavía no está disponible; se usa: {}.",
            using.name()
        ),
        Text::GameNotSaved(why) => format!(
            "Esta partida no se ha guardado: {}. Se pierde si cierras la página: para no perderla, guarda su planilla («Planilla»).",
            store_problem(Lang::Es, *why)
        ),
        Text::StorageUnavailable => {
            "Este navegador no deja guardar la partida: se perderá al recargar.".into()
        }
        Text::GameKeptAside => {
            "Otra página ha jugado otra partida en este tablero a la vez. Ahora ves la suya; la tuya está guardada aparte.".into()
        }
        Text::UpdateReady => "Hay una versión nueva de Peoncito.".into(),
        Text::ReloadNow => "Recargar".into(),
        Text::Dismiss => "Vale".into(),
        Text::BoardLabel => "Tablero de ajedrez".into(),
        Text::SquareLabel(sq, piece) => match piece {
            Some(p) => format!("{sq}, {} {}", role_name(p.role), es_colour(p.color, p.role)),
            None => format!("{sq}, vacía"),
        },
        Text::PieceName(role) => capitalise(role_name(*role)),
        Text::LanguageName(l) => l.name().into(),
        Text::CopyRecord => "Copiar la planilla".into(),
        Text::ColouredPiece(p) => format!("{} {}", role_name(p.role), es_colour(p.color, p.role)),
        Text::EditorButton => "Preparar una posición".into(),
        Text::EditorTitle => "Preparar una posición".into(),
        Text::EditorHint => {
            "Elige una pieza abajo y toca las casillas donde va. La goma vacía una casilla.".into()
        }
        Text::Eraser => "Goma".into(),
        Text::SideToMoveSetting => "¿Quién juega primero?".into(),
        Text::CastlingLegend => "Enroques que aún se pueden hacer".into(),
        Text::CastlingRight(color, side) => match (color, side) {
            (Color::White, CastlingSide::KingSide) => "Blancas, corto",
            (Color::White, CastlingSide::QueenSide) => "Blancas, largo",
            (Color::Black, CastlingSide::KingSide) => "Negras, corto",
            (Color::Black, CastlingSide::QueenSide) => "Negras, largo",
        }
        .into(),
        Text::EmptyBoard => "Tablero vacío".into(),
        Text::StartPosition => "Posición inicial".into(),
        Text::PlayFromHere => "Jugar desde aquí".into(),
        Text::CopyLink => "Enlace a esta posición".into(),
        Text::LinkCopied => "Copia este enlace para compartir la posición:".into(),
        // Dicho a un profesor con palabras, no con los términos de un FEN.
        Text::SetupProblem {
            error: FenError::Position(kinds),
            turn,
        } if kinds.contains(PositionErrorKinds::OPPOSITE_CHECK) => format!(
            "Las {} están en jaque, pero el turno es de las {}: eso no puede pasar. Da el turno a las {} o quita el jaque.",
            es_side(!*turn),
            es_side(*turn),
            es_side(!*turn)
        ),
        Text::SetupProblem { error, .. } => {
            format!("Todavía no se puede jugar esta posición: {}.", es_fen(error))
        }
        Text::SetupReady => "La posición está lista para jugar.".into(),
        Text::NamesButton => "Nombres".into(),
        Text::NamesTitle => "Jugadores y partida".into(),
        Text::NameOf(side) => format!("Jugador de {}", es_side(*side)),
        Text::EventLabel => "Torneo o clase".into(),
        Text::SiteLabel => "Lugar".into(),
        Text::SaveNames => "Guardar los nombres".into(),
        Text::NamesSaved => "Los nombres se han guardado.".into(),
        Text::PupilsNamePlayers => "Los alumnos pueden escribir los nombres".into(),
        Text::Player { side, name } => es_player(*side, name),
        Text::ScoreLine {
            white,
            black,
            result,
        } => format!(
            "{} {result} {}",
            isolated(name_or(white, "Blancas")),
            isolated(name_or(black, "Negras"))
        ),
        Text::ScoreSheetButton => "Planilla para imprimir".into(),
        Text::ScoreSheetTitle => "Planilla de la partida".into(),
        Text::PrintButton => "Imprimir".into(),
        Text::MoveNumberColumn => "N.º".into(),
        Text::SideColumn(side) => capitalise(es_side(*side)),
        Text::TournamentButton => "Torneo".into(),
        Text::ClassButton => "La clase".into(),
        Text::SchoolServerButton => "Servidor del colegio".into(),
        Text::GuideButton => "Guía del profesor".into(),
        Text::ThisDevice => "Peoncito en este aparato".into(),
        Text::OfflineCopy(copy) => es_offline_copy(*copy).into(),
        Text::StorageRoom(room) => es_storage_room(*room),
        Text::Version(version) => format!("Versión {version}"),
        Text::TabletsButton => "Poner Peoncito en las tabletas".into(),
        Text::ClassMode => "Modo clase: cada alumno dice quién es".into(),
        Text::ClassModeHint => "El tablero y las lecciones preguntan primero «¿Quién eres?», y las estrellas y los errores de cada alumno se guardan con su nombre en este aparato.".into(),
        Text::WhoAreYou => "¿Quién eres?".into(),
        Text::Guest => "Un invitado".into(),
        Text::You => "Tú".into(),
        Text::SwitchPupil => "Otra persona".into(),
        Text::DrawClaimLost => "Has tocado una pieza: en esta jugada ya no puedes reclamar tablas. Tienes que moverla.".into(),
        Text::StillYou(name) => format!("¿Sigues siendo tú, {name}?"),
        Text::YesItsMe(name) => format!("Sí, soy {name}"),
        Text::NotMe => "No, soy otra persona".into(),
        Text::WhoPlaysWithYou(name) => format!("¿Con quién juegas, {name}?"),
        Text::YouPlay => "Tú juegas con".into(),
        Text::SomeoneElse => "Alguien de fuera de la clase".into(),
        Text::TheComputer => "El ordenador".into(),
        Text::SeatPupil => "Alumno (con blancas, o solo)".into(),
        Text::SeatClassmate => "Compañero (con negras), para una partida entre dos".into(),
        Text::Nobody => "Nadie".into(),
        Text::LockTablet => "Dejar este aparato para ellos".into(),
        Text::UnlockTablet => "Que cada alumno vuelva a elegir".into(),
        Text::ChooseOneOrTwo => "Elige un alumno, o dos distintos.".into(),
        Text::RecordNotOpened => "No se ha podido abrir esa partida: su registro está dañado.".into(),
        Text::LockedTo(names) => format!("Este aparato es para {names}. Solo el profesor lo cambia."),
        Text::TeacherScreens => "Pantallas del profesor".into(),
        Text::ResultForTeacher => "Dar el resultado al profesor".into(),
        Text::BadBoardLink => "El enlace de la mesa no se ha podido leer. Pide al profesor otro.".into(),
        Text::BackToBoard => "Volver al tablero".into(),
        Text::PartNotFetched => {
            "Esta parte todavía no está en este aparato. Conéctate a la red (mira el Wi-Fi) y ábrela otra vez.".into()
        }
        Text::DateLabel => "Fecha".into(),
        Text::ResultLabel => "Resultado".into(),
        Text::LongDate(d) => long_date(Lang::Es, *d),
        Text::GameNotOver => "La partida no ha terminado.".into(),
        Text::ProjectionButton => "Proyectar para la clase".into(),
        Text::LeaveProjection => "Salir de la proyección".into(),
        Text::StepFirst => "⇤ Inicio".into(),
        Text::StepBack => "← Atrás".into(),
        Text::StepForward => "Adelante →".into(),
        Text::StepLive => "Ahora ⇥".into(),
        Text::ReplayAt { at, last } => format!(
            "{} — jugada {} de {last}",
            super::numbered_san(crate::lang::Lang::Es, at),
            at.number
        ),
        Text::PenName(pen) => match pen {
            Pen::Green => "Rotulador verde",
            Pen::Red => "Rotulador rojo (rayas)",
            Pen::Blue => "Rotulador azul (puntos)",
        }
        .into(),
        Text::PenMode => "Dibujar con el dedo".into(),
        Text::ClearDrawings => "Borrar dibujos (D)".into(),
        Text::Fullscreen => "Pantalla completa (F)".into(),
        Text::LessonsButton => "Lecciones".into(),
        Text::BackToGame => "Volver a la partida".into(),
        Text::LessonMapTitle => "Lecciones: elige una regla para aprender".into(),
        Text::StageStars { got, total } => format!("{got} de {total} estrellas"),
        Text::ExerciseNumber { n, total } => format!("Ejercicio {n} de {total}"),
        Text::LessonSolved { stars } => format!(
            "¡Muy bien! Has ganado {stars} {}.",
            if *stars == 1 { "estrella" } else { "estrellas" }
        ),
        Text::NotTheGoal => "Esta vez no. ¡Prueba otra vez!".into(),
        Text::WrongAnswer => "Casi. Prueba otra respuesta.".into(),
        Text::LessonMiss(miss) => super::explain::lesson_miss(Lang::Es, *miss),
        Text::AlreadySolved { last: false } => {
            "¡Ya has resuelto este ejercicio! Pulsa «Siguiente ejercicio» para seguir.".into()
        }
        Text::AlreadySolved { last: true } => {
            "¡Has resuelto el último ejercicio de esta lección! Pulsa «Todas las lecciones» para elegir otra.".into()
        }
        Text::StageComplete => "¡Bravo! Has terminado todos los ejercicios de esta lección.".into(),
        Text::PreviousExercise => "Anterior".into(),
        Text::SkipExercise => "Saltar".into(),
        Text::RetryExercise => "Repetir para ganar más estrellas".into(),
        Text::NextExercise => "Siguiente ejercicio".into(),
        Text::NextLesson(title) => format!("Siguiente lección: {title}"),
        Text::BackToMap => "Todas las lecciones".into(),
        Text::AnswerName(a) => match a {
            Answer::Check => "Jaque",
            Answer::Checkmate => "Jaque mate",
            Answer::Stalemate => "Rey ahogado",
            Answer::DeadPosition => "Tablas: nadie puede dar mate",
            Answer::Nothing => "Nada de eso",
        }
        .into(),
        Text::StarHere => "estrella".into(),
        Text::RulesInForce(rules) => rules_badge(rules, policy_name(Lang::Es, rules.preset().kind()), |tolerated| format!("se permiten {tolerated}"), "pieza tocada", "reclamaciones"),
        Text::ConfirmNewGame => {
            "¿Empezar una partida nueva? La partida del tablero se termina y no se puede recuperar.".into()
        }
        Text::ConfirmLinkGame => {
            "¿Abrir la partida del enlace? La partida del tablero se guarda aparte en este aparato.".into()
        }
        Text::ConfirmLinkGameTeacher => {
            "Solo el profesor puede poner otra partida en este tablero. Profesor: escribe el PIN para abrir la partida del enlace. La partida del tablero se guarda aparte.".into()
        }
        Text::GameNotKept => {
            "No queda sitio en este aparato para guardar aparte la partida del tablero, así que se queda en el tablero.".into()
        }
        Text::SavedGameNotKept => {
            "No queda sitio en este aparato para guardar aparte una copia de la partida guardada, así que no se guarda nada encima hasta que haya sitio.".into()
        }
        Text::SavedGameKept => {
            "Se ha guardado una copia aparte en este aparato: la tienes en la planilla de la partida.".into()
        }
        Text::KeptGamesTitle => {
            "Partidas guardadas aparte en este aparato".into()
        }
        Text::OpenKeptGame => {
            "Abrir".into()
        }
        Text::KeptGame {
            white,
            black,
            moves,
        } => format!(
            "{} – {}, {moves} {}",
            isolated(name_or(white, es_side(Color::White))),
            isolated(name_or(black, es_side(Color::Black))),
            if *moves == 1 { "jugada" } else { "jugadas" },
        ),
        Text::ConfirmResign { side, name } => format!(
            "{}: ¿seguro que quieres abandonar? La partida se termina.",
            es_player(*side, name)
        ),
        Text::WhoResigns => "¿Quién abandona?".into(),
        Text::WhoOffersDraw => "¿Quién ofrece tablas?".into(),
        Text::ConfirmTakeBackAfterEnd => {
            "La partida ha terminado. ¿Estáis de acuerdo los dos en deshacer la última jugada? Así la partida sigue.".into()
        }
        Text::ConfirmYes => "Sí".into(),
        Text::ConfirmNo => "No, volver".into(),
        Text::LockNewGame => "Solo el profesor empieza partidas nuevas".into(),
        Text::SaveAndNewGame => "Guardar y empezar una partida nueva con estas reglas".into(),
        Text::BoundPiece => "la has tocado: tienes que moverla".into(),
        Text::ResetProgress => {
            "Empezar las lecciones de nuevo (borrar las estrellas de este aparato)".into()
        }
        Text::ProgressReset => "Las lecciones empiezan de nuevo: se han borrado las estrellas.".into(),
        Text::ProgressDamaged => {
            "No se han podido leer las estrellas guardadas, así que las lecciones empiezan de nuevo."
                .into()
        }
        Text::GameRecordButton => "Planilla".into(),
        Text::GameRecordTitle => "Planilla de la partida (PGN)".into(),
        Text::ExportHint => {
            "Esta es la partida escrita. Cópiala para guardarla o para abrirla en otro programa de ajedrez."
                .into()
        }
        Text::ImportLabel => "Para abrir una partida, pega aquí su planilla:".into(),
        Text::ImportButton => "Abrir esta partida".into(),
        Text::Pgn(e) => {
            let place = |at: &Option<Place>| {
                at.map(|p| format!(" (línea {}, columna {})", p.line, p.column))
                    .unwrap_or_default()
            };
            let problem = match e {
                PgnError::NoGame => "En este texto no hay ninguna partida.".to_string(),
                PgnError::BadFen { error, at } => format!(
                    "No se puede usar la posición inicial{}: {}.",
                    place(at),
                    es_fen(error)
                ),
                PgnError::BadMove {
                    number,
                    side,
                    san,
                    at,
                } => format!(
                    "La jugada {number} de las {}, «{san}»{}, no se puede hacer en esa partida.",
                    es_side(*side),
                    place(at)
                ),
            };
            format!("{problem} Tu partida continúa.")
        }
        Text::MistakeComment { mistake: m, name } => format!(
            "{}: jugada ilegal ({}){}",
            es_player(m.side, name),
            reason_name(Lang::Es, m.reason),
            if m.counted { ", contada" } else { "" }
        ),
        Text::Played { side, mv } => super::explain::played(Lang::Es, *side, mv),
        Text::DescribeButton => "Decir dónde están las piezas".into(),
        Text::PositionDescription { turn, pieces } => {
            let side = |c: Color| {
                let groups: Vec<String> = pieces
                    .iter()
                    .filter(|g| g.color == c)
                    .map(|g| {
                        let name = if g.squares.len() > 1 {
                            role_plural(g.role)
                        } else {
                            role_name(g.role)
                        };
                        format!("{name} en {}", squares_list(&g.squares, "y"))
                    })
                    .collect();
                format!("{}: {}.", capitalise(es_side(c)), groups.join("; "))
            };
            format!(
                "{} {} Juegan las {}.",
                side(Color::White),
                side(Color::Black),
                es_side(*turn)
            )
        }
        Text::ReadAloud => "Leer en voz alta".into(),
        Text::AutoRead => "Leer siempre en voz alta".into(),
        Text::HighContrast => "Colores fuertes".into(),
        Text::Refused(r) => super::explain::refused(Lang::Es, r),
        Text::Moment(m) => super::explain::moment(Lang::Es, m),
        Text::Arbiter { side, verdict } => super::explain::arbiter(Lang::Es, *side, *verdict),
        Text::TeacherButton => "Profesor".into(),
        Text::TeacherTitle => "Ajustes del profesor".into(),
        Text::ChoosePin => "Elige un PIN de 4 cifras para el profesor".into(),
        Text::RepeatPin => "Escribe el PIN otra vez".into(),
        Text::EnterPin => "PIN del profesor".into(),
        Text::SetPin => "Guardar el PIN".into(),
        Text::Unlock => "Abrir".into(),
        Text::Pin(PinError::NotFourDigits) => "El PIN debe tener exactamente 4 cifras.".into(),
        Text::Pin(PinError::Mismatch) => "Los dos PIN son distintos. Prueba otra vez.".into(),
        Text::Pin(PinError::Wrong) => "Ese PIN no es correcto. No se ha cambiado nada.".into(),
        Text::Pin(PinError::ChosenElsewhere) => {
            "Otra página de este aparato ha elegido un PIN en el mismo momento, y se queda ese. Escribe ese PIN.".into()
        }
        Text::Pin(PinError::Unreadable) => {
            "Los ajustes guardados del profesor están dañados y no se puede leer el PIN, así que el panel sigue cerrado. La guía del profesor explica cómo empezar de nuevo en este aparato.".into()
        }
        Text::Pin(PinError::Wait { seconds }) => {
            format!("Demasiados intentos fallidos. Espera {seconds} s y vuelve a probar.")
        }
        Text::FirstPinNote => "Esto es para el profesor: elige un PIN que solo sepas tú; quien lo \
             elija será el profesor en este aparato. Si eres alumno, cierra y avisa a tu profesor."
            .into(),
        Text::RecoveryCodeNote => "Apunta este código y guárdalo bien. Si alguna vez se olvida \
             el PIN, sirve para elegir otro. Solo se muestra ahora."
            .into(),
        Text::RecoveryCodeDone => "Ya lo he apuntado".into(),
        Text::ForgotPin => "¿Has olvidado el PIN?".into(),
        Text::RecoveryCodeLabel => "Código de recuperación".into(),
        Text::UseRecoveryCode => "Elegir un PIN nuevo con el código".into(),
        Text::PolicyName(kind) => policy_name(Lang::Es, *kind).into(),
        Text::PolicyRule(kind) => match kind {
            PresetKind::Practice => "Las jugadas ilegales se rechazan y se explican; nunca se cuentan.",
            PresetKind::School => "Se rechazan, se explican y se cuentan; una más de las que permite el profesor detiene la partida hasta que llega.",
            PresetKind::Fide2009 => "Las dos primeras dan 2 minutos al rival; la tercera pierde. En relámpago (menos de 15 minutos), la primera pierde si el rival la reclama.",
            PresetKind::FideToday => "La primera da 2 minutos al rival (1 en rápidas y relámpago); la segunda pierde.",
            PresetKind::ClassicBlitz => {
                "Una jugada ilegal pierde si el rival la reclama antes de mover. Dejar tu rey en jaque pierde en el acto: el rival podría comerlo."
            }
            PresetKind::Custom => "Los números del profesor.",
        }
        .into(),
        Text::RulesForNewGames => "Reglas para las partidas nuevas".into(),
        Text::CustomLimit => "La jugada ilegal que decide".into(),
        Text::CustomPenalty => "Minutos extra para el rival antes de esa".into(),
        Text::CustomLoses => "Pierde la partida (si no, se llama al profesor)".into(),
        Text::SchoolLimit => "Jugadas ilegales que se permiten (una más llama al profesor)".into(),
        Text::TouchMoveSetting => "Pieza tocada, pieza movida".into(),
        Text::ClaimModeSetting => "Modo reclamación: las jugadas ilegales se quedan en el tablero hasta que el rival las reclama".into(),
        Text::ClaimButton => "¡Reclamar jugada ilegal!".into(),
        Text::WrongClaim => "La última jugada sí valía, así que no hay nada que reclamar. La partida sigue.".into(),
        Text::DeclareDrawClaim => "Reclamar tablas con mi próxima jugada".into(),
        Text::RecommendDraw => "Recomendar tablas (los dos jugadores aceptan)".into(),
        Text::RecommendDrawHint => "Si los niños no saben terminar una posición, recomienda \
            tablas; mejor si no está en juego el primer puesto."
            .into(),
        Text::DeclaringDraw => "Ahora haz tu jugada. Si con ella la posición se repite por \
            tercera vez, o llegáis a 50 jugadas de cada uno sin capturas ni movimientos de \
            peón, son tablas."
            .into(),
        Text::WrongDrawClaim {
            times_seen,
            moves_each,
            penalty,
        } => format!(
            "No son tablas: esta posición ha aparecido {} (hacen falta 3) y lleváis {} de \
             cada uno sin capturas ni movimientos de peón (hacen falta 50). Tu jugada se \
             queda.{}",
            match times_seen {
                1 => "1 vez".to_string(),
                n => format!("{n} veces"),
            },
            match moves_each {
                1 => "1 jugada".to_string(),
                n => format!("{n} jugadas"),
            },
            penalty.map_or(String::new(), |n| format!(" Tu rival tiene {n} minutos más."))
        ),
        Text::UndoAllowed => "Los alumnos pueden deshacer jugadas".into(),
        Text::ShowDots => "Mostrar adónde puede ir una pieza (puntos)".into(),
        Text::SaveSettings => "Guardar ajustes".into(),
        Text::SettingsSaved => "Guardado. Las nuevas reglas empiezan con la próxima partida nueva.".into(),
        Text::SettingsNotKept(why) => format!(
            "No se ha guardado: {}. Estos ajustes valen hasta cerrar la página; después vuelven los de antes. Deja sitio libre en este aparato y guarda otra vez.",
            store_problem(Lang::Es, *why)
        ),
        Text::NotesNotKept(why) => format!(
            "Lo que acabas de hacer no se ha podido apuntar para tu profe: {}. Avisa a tu profe.",
            store_problem(Lang::Es, *why)
        ),
        Text::SettingsDamaged => "Los ajustes del profesor estaban dañados. Se usan los de siempre.".into(),
        Text::Adjudicate => "Terminar esta partida".into(),
        Text::AdjudicateDraw => "Tablas".into(),
        Text::AdjudicateWin(c) => format!("Ganan las {}", es_side(*c)),
        Text::TeacherContinue => "Que siga la partida (la cuenta sigue)".into(),
        Text::TeacherContinueRecount => "Que siga la partida, contando otra vez desde cero".into(),
        Text::CalledTitle => "Te llaman a esta mesa".into(),
        Text::PressClock => "Pulsa el reloj".into(),
        Text::TakeBackDecision => "Deshacer esta decisión: la partida sigue".into(),
        Text::PressClockPrompt(side) => format!(
            "Te toca con las {}: cuando termines tu jugada, pulsa el reloj (o la tecla C). Hasta \
             entonces puedes llevar a otra casilla una pieza mal colocada, pero tienes que mover \
             esa misma pieza.",
            es_side(*side)
        ),
        Text::PressModeNote => {
            "Qué cuenta: con los ajustes FIDE y reloj, una jugada termina cuando el jugador pulsa \
             el reloj, y solo cuenta una jugada ilegal terminada; una pieza mal colocada y movida \
             otra vez antes de pulsar no cuesta nada, pero esa pieza es la que tiene que moverse si \
             puede (pieza tocada). Sin reloj, y con Práctica, Escuela y \
             Personalizado, cuenta cada intento rechazado como dice el ajuste."
                .into()
        }
        Text::PlayOnTitle => "Adjudicar jugando".into(),
        Text::PlayOnHint => {
            "Para una partida sin reloj: di quién tiene ventaja decisiva y la partida sigue. Las \
             jugadas ilegales se cuentan otra vez desde cero."
                .into()
        }
        Text::PlayOnAhead(side) => format!("Van ganando las {}", es_side(*side)),
        Text::PlayOnBalanced => "Igualada: tablas".into(),
        Text::PlayOnLimit => "La jugada ilegal que hace perder al que va detrás".into(),
        Text::Adjudicating { ahead, limit } => format!(
            "El profesor decide la partida jugando: van ganando las {a}. Si las {a} hacen 3 \
             jugadas ilegales, son tablas; si las {b} hacen {limit}, ganan las {a}.",
            a = es_side(*ahead),
            b = es_side(!*ahead),
        ),
        Text::CalledWhy(side) => format!(
            "Las {} han hecho una jugada ilegal más de las permitidas. Los relojes están parados. Estas han contado:",
            es_side(*side)
        ),
        Text::AttemptLine { mistake: m, at } => {
            let what = match m.attempt {
                Some(a) => format!(
                    "Jugada {}: {} de {} a {} — {}",
                    m.move_number,
                    role_name(a.piece),
                    a.from,
                    a.to,
                    reason_name(Lang::Es, m.reason)
                ),
                None => format!("Jugada {}: {}", m.move_number, reason_name(Lang::Es, m.reason)),
            };
            match at {
                Some(t) => format!("{:02}:{:02} · {what}", t.hour, t.minute),
                None => what,
            }
        }
        Text::GivePenalty { to, minutes } => {
            format!("Dar {minutes} minutos más a las {}", es_side(*to))
        }
        Text::TeacherNeeded(c) => format!(
            "Las {} han hecho demasiadas jugadas ilegales. La partida espera al profesor.",
            es_side(*c)
        ),
        Text::MistakeLog => "Errores en esta partida".into(),
        Text::NoMistakes => "Ninguna jugada ilegal hasta ahora.".into(),
        Text::MistakeSummary { side, name, counts } => format!(
            "{}: {}",
            es_player(*side, name),
            counts
                .iter()
                .map(|(code, n)| format!("{n} × {}", reason_name(Lang::Es, *code)))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Text::LateTableTitle => {
            "Mesa retrasada: una partida sin reloj que se alarga recibe reloj a mitad de partida".into()
        }
        Text::BaseMinutes => "Minutos de cada uno en una partida completa".into(),
        Text::BasisMoves => "Jugadas de una partida estándar".into(),
        Text::IncrementSeconds => "Segundos añadidos por jugada".into(),
        Text::MovesPlayed => "Jugadas hechas hasta ahora".into(),
        Text::LateTableResult(LateTable::Counted {
            base_seconds,
            tenths_a_move,
            moves_played,
            used_seconds,
            seconds,
            minutes_rounded_up,
            disputed,
            one_third_seconds,
        }) => format!(
            "Cada jugada, {} ({} entre las jugadas de una partida estándar); {moves_played} \
             jugadas son {} de cada uno; {} menos {} deja {}. Da a cada jugador \
             {minutes_rounded_up} minutos (redondeado hacia arriba). Si un jugador dice que el otro \
             ha pensado más: {} para el más rápido y {} para el otro, o un minuto más solo para \
             el más rápido ({}). Más sencillo: la tercera parte del tiempo, {}.",
            super::seconds_tenths(*tenths_a_move, ','),
            minutes_seconds(*base_seconds),
            minutes_seconds(*used_seconds),
            minutes_seconds(*base_seconds),
            minutes_seconds(*used_seconds),
            minutes_seconds(*seconds),
            minutes_seconds(disputed.faster),
            minutes_seconds(disputed.slower),
            minutes_seconds(disputed.faster_by_a_minute),
            minutes_seconds(*one_third_seconds)
        ),
        Text::LateTableResult(LateTable::ThirdOnly { one_third_seconds }) => format!(
            "Se han jugado más jugadas que en una partida normal, así que la cuenta no deja \
             tiempo. Da a cada jugador la tercera parte del tiempo: {}.",
            minutes_seconds(*one_third_seconds)
        ),
        Text::ClockSetting => "Reloj".into(),
        Text::NoClock => "Sin reloj (partida amistosa)".into(),
        Text::ClockPreset(t) => format!(
            "{} min + {} s por jugada",
            t.base_seconds / 60,
            t.increment_seconds
        ),
        Text::PauseClock => "Parar el reloj".into(),
        Text::ResumeClock => "Poner en marcha el reloj".into(),
        Text::Close => "Cerrar".into(),
        Text::PlayComputer => "Jugar contra el ordenador".into(),
        Text::ComputerTitle => "Jugar contra el ordenador".into(),
        Text::ChooseLevel => "¿Qué nivel?".into(),
        Text::ComputerName(level) => format!("Peoncito {level}"),
        Text::LevelAbout(level) => match level {
            1 | 2 => "está aprendiendo",
            3 | 4 => "va mejorando",
            5 | 6 => "juega bien",
            _ => "es muy fuerte",
        }
        .into(),
        Text::ChooseYourPieces => "Tus piezas".into(),
        Text::PiecesOf(side) => match side {
            Color::White => "Blancas",
            Color::Black => "Negras",
        }
        .into(),
        Text::StartFrom => "Empezar".into(),
        Text::FromStart => "Desde el principio".into(),
        Text::FromHere => "Desde esta posición".into(),
        Text::StartComputerGame => "¡A jugar!".into(),
        Text::AgainstComputer { level, pupil } => {
            format!("Juegas con {} contra Peoncito {level}.", es_side(*pupil))
        }
        Text::ComputerThinking(level) => format!("Peoncito {level} está pensando…"),
        Text::ComputerTurn => {
            "Espera un momento: le toca al ordenador. Mira su jugada y después juega tú.".into()
        }
        Text::ComputerMoment(m) => super::explain::computer_moment(Lang::Es, m),
        Text::TakeBackOffer => {
            "¡Cuidado! Después de esa jugada puedes perder una pieza. ¿Quieres deshacerla?".into()
        }
        Text::TakeBackOfferPiece { piece, at } => format!(
            "¡Cuidado! Después de esa jugada el ordenador puede capturar tu {} de {at}. ¿Quieres \
             deshacerla?",
            role_name(*piece)
        ),
        Text::TakeItBack => "Deshacer".into(),
        Text::KeepMyMove => "Dejar mi jugada".into(),
        Text::HintButton => "Pista".into(),
        Text::Hint(h) => super::explain::hint(Lang::Es, h),
        Text::HintsAllowed => "El ordenador da pistas si se las piden".into(),
        Text::PlayAgain => "Jugar otra vez".into(),
        Text::ChangeLevel => "Cambiar de nivel".into(),
        Text::PupilModeTitle => "El tablero para alumnos".into(),
        Text::PupilMode => {
            "Modo alumnos: el tablero solo muestra jugar, las lecciones y el ordenador".into()
        }
        Text::PupilModeWayBack => "Para volver a abrir este panel, mantén pulsado dos segundos \
             el botón ⚙ de arriba a la derecha."
            .into(),
        Text::TeacherCorner => "Panel del profesor: mantén pulsado dos segundos".into(),
        Text::ComputerUnavailable => {
            "El ordenador no puede jugar ahora en este aparato. Vuelve a cargar la página y prueba otra vez.".into()
        }
        Text::HowItMovesButton => "¿Cómo se mueve?".into(),
        Text::HowItMovesHint => "Toca cualquier pieza para ver cómo se mueve.".into(),
        Text::HowItMoves(role) => super::explain::how_it_moves(Lang::Es, *role),
    }
}

/// "Ana (blancas)", or "Blancas" for a player without a name.
fn es_player(side: Color, name: &Option<Name>) -> String {
    match name {
        Some(name) => format!("{} ({})", name.as_str(), es_side(side)),
        None => capitalise(es_side(side)),
    }
}


fn es_side(c: Color) -> &'static str {
    match c {
        Color::White => "blancas",
        Color::Black => "negras",
    }
}

/// Spanish adjectives agree with the piece: "dama blanca", "rey blanco".
fn es_colour(c: Color, role: Role) -> &'static str {
    let feminine = matches!(role, Role::Queen | Role::Rook);
    match (c, feminine) {
        (Color::White, false) => "blanco",
        (Color::White, true) => "blanca",
        (Color::Black, false) => "negro",
        (Color::Black, true) => "negra",
    }
}


fn es_fen(e: &FenError) -> String {
    match e {
        FenError::Syntax(part) => format!(
            "{} no está bien escrita",
            match part {
                ParseFenError::InvalidBoard | ParseFenError::InvalidPocket => {
                    "la colocación de las piezas"
                }
                ParseFenError::InvalidTurn => "la parte del turno",
                ParseFenError::InvalidCastling => "la parte del enroque",
                ParseFenError::InvalidEpSquare => "la casilla de captura al paso",
                ParseFenError::InvalidHalfmoveClock => "la cuenta de medias jugadas",
                ParseFenError::InvalidFullmoves => "el número de jugada",
                _ => "la notación FEN",
            }
        ),
        FenError::Position(kinds) => position_problems(*kinds, |k| match k {
            PositionErrorKinds::EMPTY_BOARD => "el tablero está vacío",
            PositionErrorKinds::MISSING_KING => "falta un rey",
            PositionErrorKinds::TOO_MANY_KINGS => "las blancas o las negras tienen más de un rey",
            PositionErrorKinds::PAWNS_ON_BACKRANK => "hay un peón en la primera o la última fila",
            PositionErrorKinds::INVALID_CASTLING_RIGHTS => {
                "se permite enrocar a un rey o una torre que no está en su casilla inicial"
            }
            PositionErrorKinds::INVALID_EP_SQUARE => "la casilla de captura al paso es imposible",
            PositionErrorKinds::OPPOSITE_CHECK => "el rey del jugador que no mueve está en jaque",
            PositionErrorKinds::IMPOSSIBLE_CHECK => "ese jaque no podría ocurrir nunca",
            PositionErrorKinds::TOO_MUCH_MATERIAL => "hay demasiadas piezas",
            _ => "la posición es imposible",
        }),
        FenError::Counters => {
            "el número de jugada o la cuenta de jugadas sin captura es demasiado grande".into()
        }
    }
}



fn role_name(role: Role) -> &'static str {
    match role {
        Role::King => "rey",
        Role::Queen => "dama",
        Role::Rook => "torre",
        Role::Bishop => "alfil",
        Role::Knight => "caballo",
        Role::Pawn => "peón",
    }
}






fn role_plural(role: Role) -> &'static str {
    match role {
        Role::King => "reyes",
        Role::Queen => "damas",
        Role::Rook => "torres",
        Role::Bishop => "alfiles",
        Role::Knight => "caballos",
        Role::Pawn => "peones",
    }
}





fn es_storage_room(room: Room) -> String {
    let mut text = format!(
        "Guardado en este aparato: {} de los {} que el navegador da a Peoncito.",
        size_text(room.used, true),
        size_text(room.quota, true)
    );
    text.push_str(if room.persisted {
        " El navegador lo guarda hasta que alguien lo borre."
    } else {
        " El navegador puede borrarlo si falta espacio en el aparato: guarda de vez en cuando \
          el archivo de la clase."
    });
    if room.nearly_full() {
        text.push_str(
            " Casi lleno: en la pantalla de la clase, resume las notas antiguas en los totales \
             de cada alumno; guarda los torneos anteriores como archivo y quítalos del aparato; \
             guarda el archivo de la clase, y libera espacio en el aparato (fotos, vídeos, otras \
             aplicaciones).",
        );
    }
    text
}

fn es_offline_copy(copy: OfflineCopy) -> &'static str {
    match copy {
        OfflineCopy::Checking => "Comprobando si este aparato puede guardar una copia para usar sin red…",
        OfflineCopy::Ready => "Guardado en este aparato: se abre y se juega sin red.",
        OfflineCopy::Unavailable(NoCopy::NotSecure) => {
            "No se guarda para usar sin red: los navegadores solo guardan copia de las \
            direcciones https://, y esta empieza por http://. Pon Peoncito en una dirección \
            https:// (docs/install.md dice cómo)."
        }
        OfflineCopy::Unavailable(NoCopy::Refused) => {
            "No se guarda para usar sin red: el navegador no lo permite (una ventana privada, o \
            las webs no pueden guardar datos). Abre Peoncito en una ventana normal, o deja que \
            las webs guarden datos."
        }
        OfflineCopy::Unavailable(NoCopy::NotSupported) => {
            "No se guarda para usar sin red: este navegador no puede. Usa un Chrome, Edge, \
            Firefox o Safari recientes."
        }
        OfflineCopy::Unavailable(NoCopy::DevelopmentBuild) => {
            "No se guarda para usar sin red: es una versión de desarrollo. Sirve la versión \
            final (./.ci/serve)."
        }
        OfflineCopy::Unavailable(NoCopy::Interrupted) => {
            "Aún no se guarda para usar sin red: la copia no se pudo descargar. Sigue con red y \
            vuelve a abrir Peoncito: lo intenta otra vez."
        }
    }
}
