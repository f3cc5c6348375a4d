# Las pantallas del torneo: crearlo, sus rondas y resultados, la pared, los
# papeles para imprimir y los resultados que llegan de las tabletas.

title = Torneo
name-label = Nombre del torneo
system-label = Sistema
system-round-robin = Liga: todos contra todos
system-swiss = Suizo
system-knockout = Eliminatoria
system-double-knockout = Doble eliminatoria
system-scheveningen = Scheveningen: equipo contra equipo
system-groups = Zonas y final
rounds-label = Rondas
players-list-label = Jugadores: uno en cada línea (o «nombre; clase; Elo»)
list-from-class = Los alumnos de { $class }
players-count = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadores
}

## Una línea de la lista de jugadores que parece mal.

list-no-name = Línea { $line }: falta el nombre. No se ha añadido.
list-shortened = Línea { $line }: el nombre es muy largo. Se ha acortado.
list-same-name = Línea { $line }: el mismo nombre que en la línea { $first-line }. Para distinguirlos se llamarán «{ $first }» y «{ $this }»; si prefieres otros nombres, escríbelos en la lista.

## Crear el torneo.

create = Empezar el torneo
place-label = Lugar
date-label = Fecha
clocks-label = Relojes que hay
clocks-top-boards = Hay { $games } partidas por ronda y { $clocks } relojes: mejor un suizo, con los relojes en las primeras mesas toda la partida. Si una mesa sin reloj se retrasa, dale reloj a mitad de partida (la mesa retrasada, en el panel del profesor).
clocks-one-clock = Con un solo reloj, las partidas que se alargan se terminan una a una: cuenta con una ronda menos ({ $fewer } en vez de { $rounds }), o con que { $rounds } rondas duren como { $longer }.
clocks-one-clock-no-round-less = Con un solo reloj, aquí no se puede jugar una ronda menos: las partidas que se alargan se terminan una a una con el reloj, o se juega sin relojes y el árbitro decide el resultado de las que no terminan.
clocks-none = Sin relojes, el árbitro decide el resultado de las partidas que no terminan.
zones-label = Zonas
zone = Zona { $zone }
tie-breaks-label = Desempates, por orden (el primero que pulses decide antes)
game-rules-label = Reglas de las partidas (el reloj y lo demás, como en el panel)
order-label = Orden inicial
order-as-entered = Como en la lista
order-by-rating = Por puntuación (Elo)
order-by-lots = Por sorteo

## Los desempates: su nombre, una o dos palabras para la columna de una
## tabla y lo que cuenta cada uno (la leyenda bajo la clasificación).

tie-break-buchholz = Buchholz
tie-break-buchholz-cut1 = Buchholz sin el peor
tie-break-sonneborn-berger = Sonneborn-Berger
tie-break-direct-encounter = Encuentro directo
tie-break-games-won = Partidas ganadas
tie-break-progressive = Progresivo
tie-break-short-buchholz = Rivales
tie-break-short-buchholz-cut1 = Rivales sin el peor
tie-break-short-sonneborn-berger = Puntos de los rivales vencidos
tie-break-short-direct-encounter = Entre ellos
tie-break-short-games-won = Victorias
tie-break-short-progressive = Puntos ronda a ronda
tie-break-meaning-buchholz = los puntos de todos tus rivales, sumados (Buchholz)
tie-break-meaning-buchholz-cut1 = los puntos de tus rivales sin contar el rival con menos (Buchholz sin el peor)
tie-break-meaning-sonneborn-berger = los puntos de cada rival al que ganaste, y la mitad si empatasteis (Sonneborn-Berger)
tie-break-meaning-direct-encounter = el puesto entre los empatados según las partidas que jugasteis entre vosotros
tie-break-meaning-games-won = las partidas ganadas jugando
tie-break-meaning-progressive = tus puntos después de cada ronda, sumados

## Rondas y resultados.

pair-round = Emparejar la ronda { $round }
pairing = Emparejando la ronda { $round }…
changed-while-pairing = El torneo ha cambiado mientras se emparejaba la ronda. Emparéjala otra vez.
round-title = Ronda { $round }
all-rounds-paired = Ya están emparejadas todas las rondas.
board-column = Mesa
side-column-white = Blancas
side-column-black = Negras
result-column = Resultado
player-column = Jugador
points-column = Puntos
rank-column = Puesto
result-white-wins = Ganan las blancas
result-draw = Tablas
result-black-wins = Ganan las negras
bye-pairing = Descansa (1 punto)
bye-free = Descansa
bye-half = No juega (½ punto)
bye-zero = No juega (0 puntos)
standings-title = Clasificación
withdraw = Se retira
withdrawn = (se ha retirado)
confirm-withdraw = ¿Se retira del torneo?
pairings = Emparejamientos
late-entry-label = Un jugador que llega tarde
add-player = Añadir
other-result = Otro resultado…
forfeit-white-wins = Ganan las blancas: las negras no han venido (+/−)
forfeit-black-wins = Ganan las negras: las blancas no han venido (−/+)
neither-came = No ha venido ninguno (−/−)
draw-recommended = Tablas recomendadas por el árbitro (½-½)
recommend-draw = Recomendar tablas
first-place-at-stake = Cuidado: aquí aún se juega el primer puesto. Mejor recomendar tablas donde no se juega.
recommend-anyway = Recomendarlas igualmente
cancel-recommend = No recomendarlas
adjudicated = Lo decide el árbitro: { $score }
still-playing = { $boards ->
    [one] Queda { $boards } mesa jugando.
   *[other] Quedan { $boards } mesas jugando.
}
play-here = Jugar aquí
points-not-played = Con puntos de una partida no jugada: su rival no vino, o no le tocó rival (1 punto). En el desempate esa partida cuenta como jugada contra alguien con sus mismos puntos; por eso puede ir por delante de quien ganó jugando.
points-before-round = Entre paréntesis, los puntos de cada uno antes de esta ronda.
next-round-label = En la próxima ronda
plays = Juega

## El emparejamiento de la última ronda, cambiado a mano.

change-pairing = Cambiar el emparejamiento
swap-first = Cambia a este jugador…
swap-second = …por este
nothing-broken = Este cambio no rompe ninguna regla.
confirm-change = Hacer el cambio
rematch = { $first } y { $second } ya han jugado entre ellos.
kept-apart = Has pedido que { $first } y { $second } no jueguen entre ellos.
third-colour-white = { $player } jugaría con blancas por tercera vez seguida.
third-colour-black = { $player } jugaría con negras por tercera vez seguida.
second-bye = { $player } ya ha descansado con punto.

## La pared (la ronda en grande en el proyector).

show-on-wall = Proyectar la ronda
leave-wall = Dejar de proyectar
who-plays-where = ¿Dónde juego?
seat-white = Mesa { $board }, blancas
seat-black = Mesa { $board }, negras
wall-page = Página { $page } de { $of }
stop-all = Parar todas las partidas
stopped-title = ¡Alto! Escuchad al árbitro
stopped-note = Manos quietas: no se mueve ninguna pieza. Los relojes y el tiempo de la ronda están parados.
go-on = Seguir jugando
timer-label = Tiempo de la ronda
timer-minutes = Minutos de la ronda
start-timer = Empezar la ronda
stop-timer = Parar el tiempo
time-left = { $minutes }:{ $seconds }

## El final: los ganadores, el podio y el encuentro entre equipos.

finished-nobody = ¡Torneo terminado!
finished-one = ¡Torneo terminado! Gana { $winners }.
finished-shared = ¡Torneo terminado! Comparten el primer puesto { $winners }.
podium-title = Podio
place = { $place }.º
category-title = Clase { $class }
team-title = Equipo { $team }
team-match-title = El encuentro entre equipos
match-score = { $first } { $first-points } – { $second-points } { $second }
team-column = Equipo
rounds-won-column = Rondas ganadas
team-match-meaning = Cada partida da un punto al equipo de quien gana, o medio punto a cada equipo si es tablas. Gana el equipo con más puntos. Si empatan a puntos, gana el que ganó más rondas.
teams-finished = ¡Torneo terminado! Gana el equipo { $team }, { $points } a { $other-points }.
teams-finished-by-rounds = ¡Torneo terminado! Empate a { $points } puntos. Gana el equipo { $team }, porque ganó más rondas.
teams-finished-level = ¡Torneo terminado! Los dos equipos empatan a { $points } puntos.

## Un torneo por zonas, y una eliminatoria.

start-final = Empezar la final
per-zone-label = Jugadores de cada zona en la final
final-name = { $tournament }: final
match-games-label = Partidas de cada encuentro
decider-label = Si un encuentro acaba empatado
decider-faster-game = Una partida más rápida
decider-lots = Un sorteo
draw-first-stage = Sortear la primera fase
next-stage = Emparejar la fase siguiente
part-winners = Cuadro de ganadores
part-losers = Cuadro de repesca
part-final = Final
stage-title = Fase { $stage }
game-number = Partida { $game }
faster-game = Partida rápida de desempate
stage-off = { $player } pasa sin jugar esta fase.
lots-won-by = Sorteo: { $player }
level-draw-lots = Empate: haz el sorteo. ¿Quién ha ganado?
goes-on = Pasa { $player }
champion = Campeón: { $player }

## Papeles para imprimir.

cross-table-title = Tabla cruzada
colour-letter-white = b
colour-letter-black = n
download-trf = Descargar el informe FIDE (TRF)
download-backup = Descargar una copia del torneo
on-paper = En papel
paper-pairings = Emparejamientos
paper-slips = Hojas de resultado
paper-standings = Clasificación
paper-cross-table = Tabla cruzada
paper-diplomas = Diplomas
print = Imprimir
back-to-tournament = Volver al torneo
slip-result = Resultado (rodea uno)
slip-signatures = Firmas
scan-to-play = Escanea para jugar en una tableta
with-clock = con reloj
diploma-title = Diploma
diploma-awarded-to = Para
diploma-for = por jugar en el torneo «{ $tournament }»
diploma-place = por el { $place } puesto en el torneo
diploma-place-in-class = por el { $place } puesto de la clase { $class }
diploma-team-won = del equipo { $team }, que ganó el encuentro
diploma-team-drew = del equipo { $team }, que empató el encuentro
diploma-team = del equipo { $team }
pupil-points-single = { $points } punto en { $games } { $games ->
    [one] partida
   *[other] partidas
}
pupil-points = { $points } puntos en { $games } { $games ->
    [one] partida
   *[other] partidas
}

## Resultados por confirmar, y dos resultados para una mesa.

to-confirm-title = Resultados por confirmar
to-confirm-note = Estas partidas se han abierto desde una partida pegada, no desde una mesa del torneo. Apunta solo las que estén bien.
to-confirm-game = Ronda { $round }, mesa { $board }: { $white } { $result } { $black }
to-confirm-unreadable = { $why } No se puede apuntar.
enter-result = Apuntar
discard-result = Descartar
conflicts-title = Dos resultados para una mesa
conflicts-note = Otro aparato ha enviado un resultado distinto del que hay apuntado aquí. Elige el que vale: el otro se descarta.
conflict-game = Ronda { $round }, mesa { $board }: { $white } – { $black }
keep-mine = Dejar { $result } (apuntado aquí)
keep-theirs = Poner { $result } (del otro aparato)
conflict-arrived = La ronda { $round }, mesa { $board } tiene dos resultados: elige uno más abajo.
conflicts-first = Antes de emparejar, elige el resultado de cada mesa que tiene dos.
result-entered = Se ha apuntado el resultado de la ronda { $round }, mesa { $board }.

## Resultados de las tabletas de los alumnos (un código QR o un código
## corto), y por qué no se apuntó uno.

from-tablets = Resultados de las tabletas
scan-camera = Leer el código QR con la cámara
stop-camera = Apagar la cámara
photo-label = O una foto del código QR
short-code-label = O el código corto (como «3.5 1-0 KM»)
enter-code = Apuntar
no-code-seen = No se ve ningún código QR en la foto.
no-camera = No se puede usar la cámara aquí. Usa una foto o el código corto.
result-card-title = Enseña esto a tu profesor
short-code = Código corto
close = Cerrar
slip-not-a-game = Eso no es la partida de una mesa.
slip-other-event = Esa partida es de otro torneo.
slip-no-board = La partida no dice su ronda y su mesa.
slip-other-players = Los nombres no son los de esa mesa.
slip-unfinished = Esa partida no ha terminado.
slip-mistyped = El código no es correcto. Revísalo.
slip-another-result = La ronda { $round }, mesa { $board } ya tiene otro resultado. Si hay que cambiarlo, púlsalo en la mesa.

## El torneo guardado en el aparato, los anteriores y las copias.

new = Nuevo torneo
confirm-new = ¿Empezar otro torneo? Este se guarda entre los anteriores.
cancel = Cancelar
not-saved = Este aparato no ha podido guardar el torneo. No cierres la página.
merged-with-other-page = Otra página también ha cambiado el torneo: se han guardado los dos cambios.
kept-aside-from-other-page = Otra página ha cambiado el torneo a la vez, de otra manera. Aquí se queda su versión; la tuya está guardada entre los torneos anteriores.
damaged = No se ha podido abrir el torneo guardado: { $why }. Se ha guardado una copia aparte, y puedes empezar otro.
earlier-damaged = No se ha podido abrir ese torneo: { $why }. Se queda en la lista.
copy-refused = No se ha podido abrir esa copia: { $why }.
damaged-not-kept = No se ha podido abrir el torneo guardado: { $why }. No queda sitio para guardar una copia aparte, así que se queda donde está y no se guarda nada encima.
copy-already-open = Esa copia es el torneo que ya tienes abierto: no se ha cambiado nada.
open-copy = Abrir una copia del torneo
open-copy-hint = El archivo de «Descargar una copia del torneo», de este aparato o de otro.
earlier-title = Torneos anteriores en este aparato
open-earlier = Abrir
earlier-to-file = Guardar como archivo
remove-earlier = Quitar de este aparato
earlier-unreadable = No se han podido leer los torneos anteriores. Se quedan como están.
results-locked = El torneo ha terminado: los resultados están cerrados. Para cambiar uno, escribe tu PIN.
results-pin = PIN
reopen-results = Abrir los resultados
wrong-results-pin = Ese PIN no es.
results-reopened = Resultados abiertos: puedes cambiarlos.
lock-results = Cerrarlos otra vez

## Por qué no se pudo abrir un torneo guardado.

backup-unreadable = no es un torneo de Peoncito, o está dañado
backup-newer = lo ha guardado una versión más nueva de Peoncito
backup-bad-field = tiene un nombre vacío o un resultado que no existe
backup-bracket-mismatch = su cuadro de eliminatorias no cuadra con sus partidas
backup-more-rounds = tiene { $rounds } rondas, y con sus jugadores solo puede tener { $planned }
backup-zones-for-players = tiene { $zones } zonas para { $players } jugadores
backup-rounds-in-knockout = es una eliminatoria, pero tiene rondas
backup-too-large = tiene { $players } jugadores y { $rounds } rondas: más de lo que cabe en un torneo (hasta { $most } jugadores)
backup-same-name = tiene a dos jugadores llamados { $name }
backup-no-rounds = es un suizo sin rondas
backup-unfinished-round = a la ronda { $round } le falta un resultado, y ya tiene la ronda { $next }

## Lo que el torneo no ha podido hacer.

problem-round-not-finished = Antes de emparejar, escribe el resultado de todas las mesas.
problem-later-round-paired = La ronda { $next } ya está emparejada: un resultado de la ronda { $round } se corrige, no se borra.
problem-no-rounds-left = Ya están emparejadas todas las rondas.
problem-too-few-players = Hacen falta al menos dos jugadores.
problem-field-closed = El torneo ya ha empezado: no se pueden añadir jugadores.
problem-field-full = Un torneo tiene como mucho { $most } jugadores.
problem-not-two-teams = Hacen falta dos equipos: pon a cada jugador en uno de los dos.
problem-groups-not-over = La final se juega cuando todas las zonas han terminado.
problem-unknown-player = No hay ningún jugador { $player }.
problem-unknown-round = No hay ninguna ronda { $round }.
problem-unknown-board = La ronda { $round } no tiene mesa { $board }.
problem-already-withdrawn = El jugador { $player } ya se ha retirado.
problem-round-started = Esa ronda ya tiene resultados: no se vuelve a emparejar.
problem-no-valid-pairing = No se puede emparejar la ronda sin repetir partidas. El torneo no puede tener más rondas.
problem-player-twice = En la ronda { $round }, el jugador { $player } está dos veces.
problem-played-in-stages = Una eliminatoria se juega por fases, no por rondas.
problem-not-a-knockout = Este torneo no es una eliminatoria.
problem-stage-not-over = Antes de seguir, termina todos los encuentros.
problem-knockout-finished = La eliminatoria ya ha terminado.
problem-unknown-match = Ese encuentro no existe.
problem-unknown-game = Esa partida no existe.
problem-not-for-lots = Solo se sortea entre los dos jugadores de un encuentro empatado.
