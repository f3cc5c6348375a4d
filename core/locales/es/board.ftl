# La pantalla del tablero: la partida, sus botones y preguntas, el panel del
# profesor, el editor, la planilla, las lecciones, el ordenador, el modo
# clase y las notas del aparato.
#
# Los bandos ($side, $winner…) llegan como white o black; las piezas
# ($piece) como king, queen, rook, bishop, knight o pawn; las casillas son
# como e4.

app-name = Peoncito
tagline = El tablero de ajedrez que explica.
to-move = Juegan las { $side ->
    [white] blancas
   *[black] negras
}
check = ¡Jaque!
new-game = Partida nueva
flip = Girar el tablero
undo = Deshacer
resign = Abandonar
offer-draw = Ofrecer tablas
draw-offered = Las { $side ->
    [white] blancas
   *[black] negras
} te ofrecen tablas. ¿Las aceptas?
accept-draw = Aceptar las tablas
decline-draw = Seguir jugando
claim-draw-threefold = Reclamar tablas: esta posición se ha repetido tres veces
claim-draw-fifty-moves = Reclamar tablas: 50 jugadas de cada uno sin capturas ni movimientos de peón
choose-promotion = ¡Tu peón ha llegado al final! Elige su nueva pieza:
cancel = Cancelar
moves = Jugadas
no-moves-yet = Todavía no hay jugadas.
start-another = Pulsa «Partida nueva» para volver a jugar.
good-game = { $moves ->
    [one] ¡Buena partida! Se ha jugado { $moves } jugada.
   *[other] ¡Buena partida! Se han jugado { $moves } jugadas.
}
saved-game-lost = No se ha podido abrir la partida guardada ({ $why }), así que empieza una partida nueva.
saved-unreadable = los datos están dañados
saved-newer = es de un Peoncito más nuevo, versión { $version }
saved-bad-start = su posición inicial no es correcta: { $problem }
saved-bad-move = la jugada { $number } no es posible
saved-bad-ending = su resultado no encaja con la posición
bad-fen = No se ha podido usar la posición del enlace: { $problem }. Tu partida continúa.
unknown-language = El idioma «{ $code }» todavía no está disponible; se usa: { $using }.
game-not-saved = Esta partida no se ha guardado: { $why }. Se pierde si cierras la página: para no perderla, guarda su planilla («Planilla»).
storage-unavailable = Este navegador no deja guardar la partida: se perderá al recargar.
game-kept-aside = Otra página ha jugado otra partida en este tablero a la vez. Ahora ves la suya; la tuya está guardada aparte.
update-ready = Hay una versión nueva de Peoncito.
reload-now = Recargar
dismiss = Vale

## El tablero y sus casillas, como los dicen los lectores de pantalla.

board-label = Tablero de ajedrez
square-label = { $square }, { $piece ->
    [king] rey { $colour ->
        [white] blanco
       *[black] negro
    }
    [queen] dama { $colour ->
        [white] blanca
       *[black] negra
    }
    [rook] torre { $colour ->
        [white] blanca
       *[black] negra
    }
    [bishop] alfil { $colour ->
        [white] blanco
       *[black] negro
    }
    [knight] caballo { $colour ->
        [white] blanco
       *[black] negro
    }
   *[pawn] peón { $colour ->
        [white] blanco
       *[black] negro
    }
}
square-label-empty = { $square }, vacía
piece-name = { $piece ->
    [king] Rey
    [queen] Dama
    [rook] Torre
    [bishop] Alfil
    [knight] Caballo
   *[pawn] Peón
}
coloured-piece = { $piece ->
    [king] rey { $colour ->
        [white] blanco
       *[black] negro
    }
    [queen] dama { $colour ->
        [white] blanca
       *[black] negra
    }
    [rook] torre { $colour ->
        [white] blanca
       *[black] negra
    }
    [bishop] alfil { $colour ->
        [white] blanco
       *[black] negro
    }
    [knight] caballo { $colour ->
        [white] blanco
       *[black] negro
    }
   *[pawn] peón { $colour ->
        [white] blanco
       *[black] negro
    }
}
# La letra de cada pieza en la lista de jugadas y en la planilla.
letter-king = R
letter-queen = D
letter-rook = T
letter-bishop = A
letter-knight = C
letter-pawn = P
languages-label = Idioma
copy-record = Copiar la planilla

## Preparar una posición.

editor-button = Preparar una posición
editor-title = Preparar una posición
editor-hint = Elige una pieza abajo y toca las casillas donde va. La goma vacía una casilla.
eraser = Goma
side-to-move-setting = ¿Quién juega primero?
castling-legend = Enroques que aún se pueden hacer
castling-right = { $side ->
    [white] Blancas
   *[black] Negras
}, { $wing ->
    [king] corto
   *[queen] largo
}
empty-board = Tablero vacío
start-position = Posición inicial
play-from-here = Jugar desde aquí
copy-link = Enlace a esta posición
link-copied = Copia este enlace para compartir la posición:
# Dicho a un profesor con palabras, no con los términos de un FEN.
setup-opposite-check = Las { $other ->
    [white] blancas
   *[black] negras
} están en jaque, pero el turno es de las { $turn ->
    [white] blancas
   *[black] negras
}: eso no puede pasar. Da el turno a las { $other ->
    [white] blancas
   *[black] negras
} o quita el jaque.
setup-problem = Todavía no se puede jugar esta posición: { $problem }.
setup-ready = La posición está lista para jugar.

## Lo que está mal en una posición (un FEN).

fen-syntax-board = la colocación de las piezas no está bien escrita
fen-syntax-turn = la parte del turno no está bien escrita
fen-syntax-castling = la parte del enroque no está bien escrita
fen-syntax-en-passant = la casilla de captura al paso no está bien escrita
fen-syntax-halfmove-clock = la cuenta de medias jugadas no está bien escrita
fen-syntax-move-number = el número de jugada no está bien escrita
fen-syntax = la notación FEN no está bien escrita
fen-empty-board = el tablero está vacío
fen-missing-king = falta un rey
fen-too-many-kings = las blancas o las negras tienen más de un rey
fen-pawns-on-back-rank = hay un peón en la primera o la última fila
fen-castling-rights = se permite enrocar a un rey o una torre que no está en su casilla inicial
fen-en-passant-square = la casilla de captura al paso es imposible
fen-opposite-check = el rey del jugador que no mueve está en jaque
fen-impossible-check = ese jaque no podría ocurrir nunca
fen-too-much-material = hay demasiadas piezas
fen-impossible = la posición es imposible
fen-counters = el número de jugada o la cuenta de jugadas sin captura es demasiado grande
fen-problems-joined = { $first }; { $rest }

## Los nombres de los jugadores y la planilla.

names-button = Nombres
names-title = Jugadores y partida
name-of = Jugador de { $side ->
    [white] blancas
   *[black] negras
}
event-label = Torneo o clase
site-label = Lugar
save-names = Guardar los nombres
names-saved = Los nombres se han guardado.
pupils-name-players = Los alumnos pueden escribir los nombres
player = { $name } ({ $side ->
    [white] blancas
   *[black] negras
})
player-unnamed = { $side ->
    [white] Blancas
   *[black] Negras
}
unnamed-white = Blancas
unnamed-black = Negras
score-sheet-button = Planilla para imprimir
score-sheet-title = Planilla de la partida
print-button = Imprimir
move-number-column = N.º
side-column = { $side ->
    [white] Blancas
   *[black] Negras
}
date-label = Fecha
result-label = Resultado
game-not-over = La partida no ha terminado.

## Los botones del menú y las notas del aparato.

tournament-button = Torneo
class-button = La clase
school-server-button = Servidor del colegio
guide-button = Guía del profesor
this-device = Peoncito en este aparato
offline-checking = Comprobando si este aparato puede guardar una copia para usar sin red…
offline-ready = Guardado en este aparato: se abre y se juega sin red.
offline-not-secure = No se guarda para usar sin red: los navegadores solo guardan copia de las direcciones https://, y esta empieza por http://. Pon Peoncito en una dirección https:// (docs/install.md dice cómo).
offline-refused = No se guarda para usar sin red: el navegador no lo permite (una ventana privada, o las webs no pueden guardar datos). Abre Peoncito en una ventana normal, o deja que las webs guarden datos.
offline-not-supported = No se guarda para usar sin red: este navegador no puede. Usa un Chrome, Edge, Firefox o Safari recientes.
offline-development-build = No se guarda para usar sin red: es una versión de desarrollo. Sirve la versión final (./.ci/serve).
offline-interrupted = Aún no se guarda para usar sin red: la copia no se pudo descargar. Sigue con red y vuelve a abrir Peoncito: lo intenta otra vez.
storage-room = Guardado en este aparato: { $used } de los { $quota } que el navegador da a Peoncito.
storage-persisted = El navegador lo guarda hasta que alguien lo borre.
storage-not-persisted = El navegador puede borrarlo si falta espacio en el aparato: guarda de vez en cuando el archivo de la clase.
storage-nearly-full = Casi lleno: en la pantalla de la clase, resume las notas antiguas en los totales de cada alumno; guarda los torneos anteriores como archivo y quítalos del aparato; guarda el archivo de la clase, y libera espacio en el aparato (fotos, vídeos, otras aplicaciones).
version = Versión { $version }
tablets-button = Poner Peoncito en las tabletas

## El modo clase: cada alumno dice quién es.

class-mode = Modo clase: cada alumno dice quién es
class-mode-hint = El tablero y las lecciones preguntan primero «¿Quién eres?», y las estrellas y los errores de cada alumno se guardan con su nombre en este aparato.
who-are-you = ¿Quién eres?
guest = Un invitado
you = Tú
switch-pupil = Otra persona
draw-claim-lost = Has tocado una pieza: en esta jugada ya no puedes reclamar tablas. Tienes que moverla.
still-you = ¿Sigues siendo tú, { $name }?
yes-its-me = Sí, soy { $name }
not-me = No, soy otra persona
who-plays-with-you = ¿Con quién juegas, { $name }?
you-play = Tú juegas con
someone-else = Alguien de fuera de la clase
the-computer = El ordenador
seat-pupil = Alumno (con blancas, o solo)
seat-classmate = Compañero (con negras), para una partida entre dos
nobody = Nadie
lock-tablet = Dejar este aparato para ellos
unlock-tablet = Que cada alumno vuelva a elegir
choose-one-or-two = Elige un alumno, o dos distintos.
record-not-opened = No se ha podido abrir esa partida: su registro está dañado.
locked-to = Este aparato es para { $names }. Solo el profesor lo cambia.
teacher-screens = Pantallas del profesor
result-for-teacher = Dar el resultado al profesor
bad-board-link = El enlace de la mesa no se ha podido leer. Pide al profesor otro.
back-to-board = Volver al tablero
part-not-fetched = Esta parte todavía no está en este aparato. Conéctate a la red (mira el Wi-Fi) y ábrela otra vez.

## Proyectar para la clase, y recorrer las jugadas.

projection-button = Proyectar para la clase
leave-projection = Salir de la proyección
step-first = ⇤ Inicio
step-back = ← Atrás
step-forward = Adelante →
step-live = Ahora ⇥
replay-at = { $san } — jugada { $number } de { $last }
pen-green = Rotulador verde
pen-red = Rotulador rojo (rayas)
pen-blue = Rotulador azul (puntos)
pen-mode = Dibujar con el dedo
clear-drawings = Borrar dibujos (D)
fullscreen = Pantalla completa (F)

## Las lecciones.

lessons-button = Lecciones
back-to-game = Volver a la partida
lesson-map-title = Lecciones: elige una regla para aprender
stage-stars = { $got } de { $total } estrellas
exercise-number = Ejercicio { $number } de { $total }
lesson-solved = ¡Muy bien! Has ganado { $stars } { $stars ->
    [one] estrella
   *[other] estrellas
}.
not-the-goal = Esta vez no. ¡Prueba otra vez!
wrong-answer = Casi. Prueba otra respuesta.
already-solved = ¡Ya has resuelto este ejercicio! Pulsa «Siguiente ejercicio» para seguir.
already-solved-last = ¡Has resuelto el último ejercicio de esta lección! Pulsa «Todas las lecciones» para elegir otra.
stage-complete = ¡Bravo! Has terminado todos los ejercicios de esta lección.
previous-exercise = Anterior
skip-exercise = Saltar
retry-exercise = Repetir para ganar más estrellas
next-exercise = Siguiente ejercicio
next-lesson = Siguiente lección: { $lesson }
back-to-map = Todas las lecciones
answer-check = Jaque
answer-checkmate = Jaque mate
answer-stalemate = Rey ahogado
answer-dead-position = Tablas: nadie puede dar mate
answer-nothing = Nada de eso
star-here = estrella

## Las reglas en juego, y las preguntas antes de hacer algo.

rules-tolerated = se permiten { $tolerated }
rules-touch-move = pieza tocada
rules-claims = reclamaciones
confirm-new-game = ¿Empezar una partida nueva? La partida del tablero se termina y no se puede recuperar.
confirm-link-game = ¿Abrir la partida del enlace? La partida del tablero se guarda aparte en este aparato.
confirm-link-game-teacher = Solo el profesor puede poner otra partida en este tablero. Profesor: escribe el PIN para abrir la partida del enlace. La partida del tablero se guarda aparte.
game-not-kept = No queda sitio en este aparato para guardar aparte la partida del tablero, así que se queda en el tablero.
saved-game-not-kept = No queda sitio en este aparato para guardar aparte una copia de la partida guardada, así que no se guarda nada encima hasta que haya sitio.
storage-late = Este aparato no responde cuando le pides guardar. Puedes jugar, pero puede que no se guarde lo que hagas.
saved-game-kept = Se ha guardado una copia aparte en este aparato: la tienes en la planilla de la partida.
kept-games-title = Partidas guardadas aparte en este aparato
open-kept-game = Abrir
kept-game = { $white } – { $black }, { $moves } { $moves ->
    [one] jugada
   *[other] jugadas
}
confirm-resign = { $player }: ¿seguro que quieres abandonar? La partida se termina.
who-resigns = ¿Quién abandona?
who-offers-draw = ¿Quién ofrece tablas?
confirm-take-back-after-end = La partida ha terminado. ¿Estáis de acuerdo los dos en deshacer la última jugada? Así la partida sigue.
confirm-yes = Sí
confirm-no = No, volver
lock-new-game = Solo el profesor empieza partidas nuevas
save-and-new-game = Guardar y empezar una partida nueva con estas reglas
bound-piece = la has tocado: tienes que moverla
reset-progress = Empezar las lecciones de nuevo (borrar las estrellas de este aparato)
progress-reset = Las lecciones empiezan de nuevo: se han borrado las estrellas.
progress-damaged = No se han podido leer las estrellas guardadas, así que las lecciones empiezan de nuevo.

## La planilla de la partida (PGN).

game-record-button = Planilla
game-record-title = Planilla de la partida (PGN)
export-hint = Esta es la partida escrita. Cópiala para guardarla o para abrirla en otro programa de ajedrez.
import-label = Para abrir una partida, pega aquí su planilla:
import-button = Abrir esta partida
pgn-place = {" "}(línea { $line }, columna { $column })
pgn-no-game = En este texto no hay ninguna partida.
pgn-bad-fen = No se puede usar la posición inicial{ $place }: { $problem }.
pgn-bad-move = La jugada { $number } de las { $side ->
    [white] blancas
   *[black] negras
}, «{ $san }»{ $place }, no se puede hacer en esa partida.
pgn-problem = { $problem } Tu partida continúa.
mistake-comment = { $player }: jugada ilegal ({ $reason }){ $counted ->
    [yes] , contada
   *[no] {""}
}
describe-button = Decir dónde están las piezas
position-side = { $side ->
    [white] Blancas
   *[black] Negras
}: { $groups }.
position-group = { $count ->
    [one] { $piece ->
        [king] rey
        [queen] dama
        [rook] torre
        [bishop] alfil
        [knight] caballo
       *[pawn] peón
    }
   *[other] { $piece ->
        [king] reyes
        [queen] damas
        [rook] torres
        [bishop] alfiles
        [knight] caballos
       *[pawn] peones
    }
} en { $squares }
position-description = { $white } { $black } Juegan las { $turn ->
    [white] blancas
   *[black] negras
}.
read-aloud = Leer en voz alta
auto-read = Leer siempre en voz alta
high-contrast = Colores fuertes

## El panel del profesor.

teacher-button = Profesor
teacher-title = Ajustes del profesor
choose-pin = Elige un PIN de 4 cifras para el profesor
repeat-pin = Escribe el PIN otra vez
enter-pin = PIN del profesor
set-pin = Guardar el PIN
unlock = Abrir
pin-not-four-digits = El PIN debe tener exactamente 4 cifras.
pin-mismatch = Los dos PIN son distintos. Prueba otra vez.
pin-wrong = Ese PIN no es correcto. { $tries ->
    [one] Puedes probar una vez más ahora; después, cada intento fallido te hace esperar.
   *[other] Puedes probar { $tries } veces más ahora; después, cada intento fallido te hace esperar.
}
pin-wrong-wait = Ese PIN no es correcto. Espera { $seconds } s antes de volver a probar.
pin-chosen-elsewhere = Otra página de este aparato ha elegido un PIN en el mismo momento, y se queda ese. Escribe ese PIN.
pin-unreadable = Este aparato no puede leer el PIN del profesor, así que el panel sigue cerrado. La guía del profesor explica cómo empezar de nuevo en este aparato.
pin-wait = Demasiados intentos fallidos. Espera { $seconds } s y vuelve a probar.
first-pin-note = Esto es para el profesor: elige un PIN que solo sepas tú; quien lo elija será el profesor en este aparato. Si eres alumno, cierra y avisa a tu profesor.
recovery-code-note = Apunta este código y guárdalo bien. Si alguna vez se olvida el PIN, sirve para elegir otro. Solo se muestra ahora.
recovery-code-done = Ya lo he apuntado
forgot-pin = ¿Has olvidado el PIN?
lock-recovery-only = Este aparato no puede leer el PIN del profesor, así que el panel sigue cerrado. Tu código de recuperación todavía lo abre.
lock-from-copy = Este aparato no puede leer el PIN del profesor donde lo guarda, así que lee su copia. Escribe el PIN o usa tu código de recuperación.
recovery-code-label = Código de recuperación
use-recovery-code = Elegir un PIN nuevo con el código
policy-rule-practice = Las jugadas ilegales se rechazan y se explican; nunca se cuentan.
policy-rule-school = Se rechazan, se explican y se cuentan; una más de las que permite el profesor detiene la partida hasta que llega.
policy-rule-fide2009 = Las dos primeras dan 2 minutos al rival; la tercera pierde. En relámpago (menos de 15 minutos), la primera pierde si el rival la reclama.
policy-rule-fide-today = La primera da 2 minutos al rival (1 en rápidas y relámpago); la segunda pierde.
policy-rule-classic-blitz = Una jugada ilegal pierde si el rival la reclama antes de mover. Dejar tu rey en jaque nunca está permitido: pierde en el acto.
policy-rule-custom = Los números del profesor.
rules-for-new-games = Reglas para las partidas nuevas
custom-limit = La jugada ilegal que decide
custom-penalty = Minutos extra para el rival antes de esa
custom-loses = Pierde la partida (si no, se llama al profesor)
school-limit = Jugadas ilegales que se permiten (una más llama al profesor)
touch-move-setting = Pieza tocada, pieza movida
claim-mode-setting = Modo reclamación: las jugadas ilegales se quedan en el tablero hasta que el rival las reclama
claim-button = ¡Reclamar jugada ilegal!
wrong-claim = La última jugada sí valía, así que no hay nada que reclamar. La partida sigue.
declare-draw-claim = Reclamar tablas con mi próxima jugada
recommend-draw = Recomendar tablas (los dos jugadores aceptan)
recommend-draw-hint = Si los niños no saben terminar una posición, recomienda tablas; mejor si no está en juego el primer puesto.
declaring-draw = Ahora haz tu jugada. Si con ella la posición se repite por tercera vez, o llegáis a 50 jugadas de cada uno sin capturas ni movimientos de peón, son tablas.
wrong-draw-claim = No son tablas: esta posición ha aparecido { $times ->
    [one] { $times } vez
   *[other] { $times } veces
} (hacen falta 3) y lleváis { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} de cada uno sin capturas ni movimientos de peón (hacen falta 50). Tu jugada se queda.{ $penalty }
wrong-draw-claim-penalty = {" "}Tu rival tiene { $minutes } minutos más.
undo-allowed = Los alumnos pueden deshacer jugadas
show-dots = Mostrar adónde puede ir una pieza (puntos)
save-settings = Guardar ajustes
settings-saved = Guardado. Las nuevas reglas empiezan con la próxima partida nueva.
rules-not-saved = Aún sin guardar: estas reglas cuentan cuando pulses «Guardar ajustes».
rules-unsaved-question = Has cambiado las reglas de las partidas nuevas, pero no las has guardado. ¿Las guardas ahora?
save-and-close = Guardar y cerrar
close-without-saving = Cerrar sin guardar
keep-editing = Volver a las reglas
settings-not-kept = No se ha guardado: { $why }. Estos ajustes valen hasta cerrar la página; después vuelven los de antes. Deja sitio libre en este aparato y guarda otra vez.
notes-not-kept = Lo que acabas de hacer no se ha podido apuntar para tu profe: { $why }. Avisa a tu profe.
settings-damaged = Los ajustes del profesor estaban dañados. Se usan los de siempre.

## El profesor llamado a una mesa, y decidir una partida.

adjudicate = Terminar esta partida
adjudicate-draw = Tablas
adjudicate-win = Ganan las { $side ->
    [white] blancas
   *[black] negras
}
teacher-continue = Que siga la partida (la cuenta sigue)
teacher-continue-recount = Que siga la partida, contando otra vez desde cero
called-title = Te llaman a esta mesa
press-clock = Pulsa el reloj
take-back-decision = Deshacer esta decisión: la partida sigue
press-clock-prompt = Te toca con las { $side ->
    [white] blancas
   *[black] negras
}: cuando termines tu jugada, pulsa el reloj (o la tecla C). Hasta entonces puedes llevar a otra casilla una pieza mal colocada, pero tienes que mover esa misma pieza.
press-mode-note = Qué cuenta: con los ajustes FIDE y reloj, una jugada termina cuando el jugador pulsa el reloj, y solo cuenta una jugada ilegal terminada; una pieza mal colocada y movida otra vez antes de pulsar no cuesta nada, pero esa pieza es la que tiene que moverse si puede (pieza tocada). Sin reloj, y con Práctica, Escuela y Personalizado, cuenta cada intento rechazado como dice el ajuste.
play-on-title = Decidir jugando: quien va ganando debe demostrarlo
play-on-hint = Para una partida sin reloj: di quién va ganando claramente. La partida sigue, y ese jugador tiene que demostrar que sabe ganar; si está igualada, son tablas. Las jugadas ilegales se cuentan otra vez desde cero.
play-on-ahead = Van ganando las { $side ->
    [white] blancas
   *[black] negras
}
play-on-balanced = Igualada: tablas
play-on-limit = La jugada ilegal que hace perder al que va detrás
adjudicating = El profesor os deja jugar un poco más: van ganando las { $side ->
    [white] blancas
   *[black] negras
}, que tienen que demostrar que saben ganar. Si las { $side ->
    [white] blancas
   *[black] negras
} hacen 3 jugadas ilegales, son tablas; si las { $other ->
    [white] blancas
   *[black] negras
} hacen { $limit }, ganan las { $side ->
    [white] blancas
   *[black] negras
}.
called-why = Las { $side ->
    [white] blancas
   *[black] negras
} han hecho una jugada ilegal más de las permitidas. Los relojes están parados. Estas han contado:
attempt-line = Jugada { $number }: { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} de { $from } a { $to } — { $reason }
attempt-line-unknown = Jugada { $number }: { $reason }
attempt-line-at = { $time } · { $line }
give-penalty = Dar { $minutes } minutos más a las { $side ->
    [white] blancas
   *[black] negras
}
teacher-needed = Las { $side ->
    [white] blancas
   *[black] negras
} han hecho demasiadas jugadas ilegales. La partida espera al profesor.
mistake-log = Errores en esta partida
no-mistakes = Ninguna jugada ilegal hasta ahora.
mistake-summary = { $player }: { $counts }

## El reloj, y la mesa retrasada (reloj a mitad de partida).

late-table-title = Mesa retrasada: una partida sin reloj que se alarga recibe reloj a mitad de partida
base-minutes = Minutos de cada uno en una partida completa
basis-moves = Jugadas de una partida estándar
increment-seconds = Segundos añadidos por jugada
moves-played = Jugadas hechas hasta ahora
late-table-counted = Cada jugada, { $per-move } ({ $base } entre las jugadas de una partida estándar); { $moves } jugadas son { $used } de cada uno; { $base } menos { $used } deja { $left }. Da a cada jugador { $minutes } minutos (redondeado hacia arriba). Si un jugador dice que el otro ha pensado más: { $faster } para el más rápido y { $slower } para el otro, o un minuto más solo para el más rápido ({ $faster-by-a-minute }). Más sencillo: la tercera parte del tiempo, { $third }.
late-table-third-only = Se han jugado más jugadas que en una partida normal, así que la cuenta no deja tiempo. Da a cada jugador la tercera parte del tiempo: { $third }.
clock-setting = Reloj
no-clock = Sin reloj (partida amistosa)
clock-preset = { $minutes } min + { $seconds } s por jugada
pause-clock = Parar el reloj
resume-clock = Poner en marcha el reloj
close = Cerrar

## Jugar contra el ordenador.

play-computer = Jugar contra el ordenador
computer-title = Jugar contra el ordenador
choose-level = ¿Qué nivel?
computer-name = Peoncito { $level }
level-learning = está aprendiendo
level-better = va mejorando
level-good = juega bien
level-strong = es muy fuerte
choose-your-pieces = Tus piezas
pieces-of = { $side ->
    [white] Blancas
   *[black] Negras
}
start-from = Empezar
from-start = Desde el principio
from-here = Desde esta posición
start-computer-game = ¡A jugar!
against-computer = Juegas con { $side ->
    [white] blancas
   *[black] negras
} contra Peoncito { $level }.
computer-thinking = Peoncito { $level } está pensando…
computer-turn = Espera un momento: le toca al ordenador. Mira su jugada y después juega tú.
take-back-offer = ¡Cuidado! Después de esa jugada puedes perder una pieza. ¿Quieres deshacerla?
take-back-offer-piece = ¡Cuidado! Después de esa jugada el ordenador puede capturar tu { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} de { $square }. ¿Quieres deshacerla?
take-it-back = Deshacer
keep-my-move = Dejar mi jugada
hint-button = Pista
hints-allowed = El ordenador da pistas si se las piden
play-again = Jugar otra vez
change-level = Cambiar de nivel

## El modo alumnos.

pupil-mode-title = El tablero para alumnos
pupil-mode = Modo alumnos: el tablero solo muestra jugar, las lecciones y el ordenador
pupil-mode-way-back = Para volver a abrir este panel, mantén pulsado dos segundos el botón ⚙ de arriba a la derecha.
teacher-corner = Panel del profesor: mantén pulsado dos segundos
computer-unavailable = El ordenador no puede jugar ahora en este aparato. Vuelve a cargar la página y prueba otra vez.
how-it-moves-button = ¿Cómo se mueve?
how-it-moves-hint = Toca cualquier pieza para ver cómo se mueve.
# The late table with no base time to count from.
late-table-no-base = Escribe cuántos minutos tiene cada jugador en una partida entera (1 o más).
