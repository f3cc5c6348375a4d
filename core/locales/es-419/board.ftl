# Lo que cambia en el español de Latinoamérica: «computadora», «dispositivo»,
# «ustedes», «toca», «anota», «configuración», «marcador», y lo que acaba de
# pasar en pretérito («ganaste», «se guardó»). Lo demás es el de
# `es/board.ftl`. Las palabras, en `glossary.txt`.

claim-draw-threefold = Reclamar tablas: esta posición se repitió tres veces
choose-promotion = ¡Tu peón llegó al final! Elige su nueva pieza:
start-another = Toca «Partida nueva» para volver a jugar.
good-game = { $moves ->
    [one] ¡Buena partida! Se jugó { $moves } jugada.
   *[other] ¡Buena partida! Se jugaron { $moves } jugadas.
}
saved-game-lost = No se pudo abrir la partida guardada ({ $why }), así que empieza una partida nueva.
bad-fen = No se pudo usar la posición del enlace: { $problem }. Tu partida continúa.
game-not-saved = Esta partida no se guardó: { $why }. Se pierde si cierras la página: para no perderla, guarda su planilla («Planilla»).
game-kept-aside = Otra página jugó otra partida en este tablero al mismo tiempo. Ahora ves la suya; la tuya está guardada aparte.
dismiss = De acuerdo

## Los nombres de los jugadores y la planilla.

names-saved = Los nombres se guardaron.

## Los botones del menú y las notas del dispositivo.

school-server-button = Servidor de la escuela
this-device = Peoncito en este dispositivo
offline-checking = Comprobando si este dispositivo puede guardar una copia para usar sin red…
offline-ready = Guardado en este dispositivo: se abre y se juega sin red.
offline-refused = No se guarda para usar sin red: el navegador no lo permite (una ventana privada, o las páginas web no pueden guardar datos). Abre Peoncito en una ventana normal, o deja que las páginas web guarden datos.
storage-room = Guardado en este dispositivo: { $used } de los { $quota } que el navegador le da a Peoncito.
storage-not-persisted = El navegador puede borrarlo si falta espacio en el dispositivo: guarda de vez en cuando el archivo de la clase.
storage-nearly-full = Casi lleno: en la pantalla de la clase, resume las notas antiguas en los totales de cada alumno; guarda los torneos anteriores como archivo y quítalos del dispositivo; guarda el archivo de la clase, y libera espacio en el dispositivo (fotos, videos, otras aplicaciones).

## El modo clase: cada alumno dice quién es.

class-mode-hint = El tablero y las lecciones preguntan primero «¿Quién eres?», y las estrellas y los errores de cada alumno se guardan con su nombre en este dispositivo.
draw-claim-lost = Tocaste una pieza: en esta jugada ya no puedes reclamar tablas. Tienes que moverla.
the-computer = La computadora
lock-tablet = Dejar este dispositivo para ellos
record-not-opened = No se pudo abrir esa partida: su registro está dañado.
locked-to = Este dispositivo es para { $names }. Solo el profesor lo cambia.
bad-board-link = No se pudo leer el enlace de la mesa. Pídele otro al profesor.
part-not-fetched = Esta parte todavía no está en este dispositivo. Conéctate a la red (revisa el wifi) y ábrela otra vez.

## Proyectar para la clase, y recorrer las jugadas.

pen-green = Marcador verde
pen-red = Marcador rojo (rayas)
pen-blue = Marcador azul (puntos)

## Las lecciones.

lesson-solved = ¡Muy bien! Ganaste { $stars } { $stars ->
    [one] estrella
   *[other] estrellas
}.
already-solved = ¡Ya resolviste este ejercicio! Toca «Siguiente ejercicio» para seguir.
already-solved-last = ¡Resolviste el último ejercicio de esta lección! Toca «Todas las lecciones» para elegir otra.
stage-complete = ¡Bravo! Terminaste todos los ejercicios de esta lección.

## Las reglas en juego, y las preguntas antes de hacer algo.

confirm-link-game = ¿Abrir la partida del enlace? La partida del tablero se guarda aparte en este dispositivo.
game-not-kept = No queda espacio en este dispositivo para guardar aparte la partida del tablero, así que se queda en el tablero.
saved-game-not-kept = No queda espacio en este dispositivo para guardar aparte una copia de la partida guardada, así que no se guarda nada encima hasta que haya espacio.
storage-late = Este dispositivo no responde cuando le pides guardar. Puedes jugar, pero puede que no se guarde lo que hagas.
saved-game-kept = Se guardó una copia aparte en este dispositivo: la tienes en la planilla de la partida.
kept-games-title = Partidas guardadas aparte en este dispositivo
confirm-take-back-after-end = La partida terminó. ¿Están de acuerdo los dos en deshacer la última jugada? Así la partida sigue.
# Tras el nombre de la pieza, para un lector de pantalla: «e4, caballo
# blanco, pieza tocada: tienes que moverla».
bound-piece = pieza tocada: tienes que moverla
reset-progress = Empezar las lecciones de nuevo (borrar las estrellas de este dispositivo)
progress-reset = Las lecciones empiezan de nuevo: se borraron las estrellas.
progress-damaged = No se pudieron leer las estrellas guardadas, así que las lecciones empiezan de nuevo.

## El panel del profesor.

teacher-title = Configuración del profesor
pin-chosen-elsewhere = Otra página de este dispositivo eligió un PIN en el mismo momento, y se queda ese. Escribe ese PIN.
pin-unreadable = Este dispositivo no puede leer el PIN del profesor, así que el panel sigue cerrado. La guía del profesor explica cómo empezar de nuevo en este dispositivo.
first-pin-note = Esto es para el profesor: elige un PIN que solo sepas tú; quien lo elija será el profesor en este dispositivo. Si eres alumno, cierra y avísale a tu profesor.
recovery-code-note = Anota este código y guárdalo bien. Si alguna vez se olvida el PIN, sirve para elegir otro. Solo se muestra ahora.
recovery-code-done = Ya lo anoté
forgot-pin = ¿Olvidaste el PIN?
lock-recovery-only = Este dispositivo no puede leer el PIN del profesor, así que el panel sigue cerrado. Tu código de recuperación todavía lo abre.
lock-from-copy = Este dispositivo no puede leer el PIN del profesor donde lo guarda, así que lee su copia. Escribe el PIN o usa tu código de recuperación.
policy-rule-classic-blitz = Una jugada ilegal pierde si el rival la reclama antes de mover. Dejar tu rey en jaque nunca está permitido: pierde de inmediato.
declaring-draw = Ahora haz tu jugada. Si con ella la posición se repite por tercera vez, o llegan a 50 jugadas de cada uno sin capturas ni movimientos de peón, son tablas.
wrong-draw-claim = No son tablas: esta posición apareció { $times ->
    [one] { $times } vez
   *[other] { $times } veces
} (hacen falta 3) y llevan { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} de cada uno sin capturas ni movimientos de peón (hacen falta 50). Tu jugada se queda.{ $penalty }
save-settings = Guardar la configuración
rules-not-saved = Todavía sin guardar: estas reglas cuentan cuando toques «Guardar la configuración».
rules-unsaved-question = Cambiaste las reglas de las partidas nuevas, pero no las guardaste. ¿Las guardas ahora?
settings-not-kept = No se guardó: { $why }. Esta configuración vale hasta cerrar la página; después vuelve la de antes. Deja espacio libre en este dispositivo y guarda otra vez.
notes-not-kept = Lo que acabas de hacer no se pudo anotar para tu profe: { $why }. Avísale a tu profe.
settings-damaged = La configuración del profesor estaba dañada. Se usa la de siempre.

## El profesor llamado a una mesa, y decidir una partida.

press-clock = Presiona el reloj
press-clock-prompt = Te toca con las { $side ->
    [white] blancas
   *[black] negras
}: cuando termines tu jugada, presiona el reloj (o la tecla C). Hasta entonces puedes llevar a otra casilla una pieza mal colocada, pero tienes que mover esa misma pieza.
press-mode-note = Qué cuenta: con las reglas FIDE y reloj, una jugada termina cuando el jugador presiona el reloj, y solo cuenta una jugada ilegal terminada; una pieza mal colocada y movida otra vez antes de presionar el reloj no cuesta nada, pero esa pieza es la que tiene que moverse si puede (pieza tocada). Sin reloj, y con Práctica, Escuela y Personalizado, cada intento rechazado cuenta como dicen esas reglas.
adjudicating = El profesor los deja jugar un poco más: van ganando las { $side ->
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
} hicieron una jugada ilegal más de las permitidas. Los relojes están parados. Estas contaron:
teacher-needed = Las { $side ->
    [white] blancas
   *[black] negras
} hicieron demasiadas jugadas ilegales. La partida espera al profesor.

## El reloj, y la mesa retrasada (reloj a mitad de partida).

increment-seconds = Segundos agregados por jugada
late-table-third-only = Ya se jugaron más jugadas que en una partida normal, así que la cuenta no deja tiempo. Dale a cada jugador la tercera parte del tiempo: { $third }.

## Jugar contra la computadora.

play-computer = Jugar contra la computadora
computer-title = Jugar contra la computadora
computer-turn = Espera un momento: le toca a la computadora. Mira su jugada y después juega tú.
take-back-offer-piece = ¡Cuidado! Después de esa jugada la computadora puede capturar tu { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} de { $square }. ¿Quieres deshacerla?
hints-allowed = La computadora da pistas si se las piden

## El modo alumnos.

pupil-mode = Modo alumnos: el tablero solo muestra jugar, las lecciones y la computadora
pupil-mode-way-back = Para volver a abrir este panel, mantén presionado dos segundos el botón ⚙ de arriba a la derecha.
teacher-corner = Panel del profesor: mantén presionado dos segundos
computer-unavailable = La computadora no puede jugar ahora en este dispositivo. Vuelve a cargar la página y prueba otra vez.
