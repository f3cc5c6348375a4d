# Lo que cambia en el español de Latinoamérica: el «torneo americano»,
# «ustedes», «dispositivo», «anota», «agrega», «toca», y lo que acaba de
# pasar en pretérito («no vino»). Lo demás es el de `es/tournament.ftl`.

system-round-robin = Torneo americano (todos contra todos)

## Una línea de la lista de jugadores que parece mal.

list-no-name = Línea { $line }: falta el nombre. No se agregó.
list-shortened = Línea { $line }: el nombre es muy largo. Se acortó.

## Crear el torneo.

tie-breaks-label = Desempates, por orden (el primero que toques decide antes)

## Los desempates.

tie-break-meaning-sonneborn-berger = los puntos de cada rival al que ganaste, y la mitad si empataron (Sonneborn-Berger)
tie-break-meaning-direct-encounter = el puesto entre los empatados según las partidas que jugaron entre ustedes

## Rondas y resultados.

changed-while-pairing = El torneo cambió mientras se emparejaba la ronda. Emparéjala otra vez.
withdrawn = (se retiró)
add-player = Agregar
forfeit-white-wins = Ganan las blancas: las negras no vinieron (+/−)
forfeit-black-wins = Ganan las negras: las blancas no vinieron (−/+)
neither-came = No vino ninguno (−/−)
points-not-played = Con puntos de una partida no jugada: su rival no vino, o no le tocó rival (1 punto). En el desempate esa partida cuenta como jugada contra alguien con sus mismos puntos; por eso puede quedar por encima de quien ganó jugando.

## El emparejamiento de la última ronda, cambiado a mano.

rematch = { $first } y { $second } ya jugaron entre ellos.
kept-apart = Pediste que { $first } y { $second } no jueguen entre ellos.
second-bye = { $player } ya descansó con punto.

## La pared (la ronda en grande en el proyector).

stopped-title = ¡Alto! Escuchen al árbitro

## Un torneo por zonas, y una eliminatoria.

decider-label = Si un encuentro termina empatado
part-losers = Cuadro de repechaje
level-draw-lots = Empate: haz el sorteo. ¿Quién ganó?

## Papeles para imprimir.

slip-result = Resultado (marca uno)

## Resultados por confirmar, y dos resultados para una mesa.

to-confirm-note = Estas partidas se abrieron desde una partida pegada, no desde una mesa del torneo. Anota solo las que estén bien.
to-confirm-unreadable = { $why } No se puede anotar.
enter-result = Anotar
conflicts-note = Otro dispositivo envió un resultado distinto del que está anotado aquí. Elige el que vale: el otro se descarta.
keep-mine = Dejar { $result } (anotado aquí)
keep-theirs = Poner { $result } (del otro dispositivo)
result-entered = Se anotó el resultado de la ronda { $round }, mesa { $board }.

## Resultados de las tabletas de los alumnos.

enter-code = Anotar
result-card-title = Muéstrale esto a tu profesor
slip-another-result = La ronda { $round }, mesa { $board } ya tiene otro resultado. Si hay que cambiarlo, tócalo en la mesa.

## El torneo guardado en el dispositivo, los anteriores y las copias.

not-saved = Este dispositivo no pudo guardar el torneo. No cierres la página.
merged-with-other-page = Otra página también cambió el torneo: se guardaron los dos cambios.
kept-aside-from-other-page = Otra página cambió el torneo al mismo tiempo, de otra manera. Aquí se queda su versión; la tuya está guardada entre los torneos anteriores.
damaged = No se pudo abrir el torneo guardado: { $why }. Se guardó una copia aparte, y puedes empezar otro.
earlier-damaged = No se pudo abrir ese torneo: { $why }. Se queda en la lista.
copy-refused = No se pudo abrir esa copia: { $why }.
damaged-not-kept = No se pudo abrir el torneo guardado: { $why }. No queda espacio para guardar una copia aparte, así que se queda donde está y no se guarda nada encima.
copy-already-open = Esa copia es el torneo que ya tienes abierto: no se cambió nada.
open-copy-hint = El archivo de «Descargar una copia del torneo», de este dispositivo o de otro.
earlier-title = Torneos anteriores en este dispositivo
remove-earlier = Quitar de este dispositivo
earlier-unreadable = No se pudieron leer los torneos anteriores. Se quedan como están.
results-locked = El torneo terminó: los resultados están cerrados. Para cambiar uno, escribe tu PIN.

## Por qué no se pudo abrir un torneo guardado.

backup-newer = lo guardó una versión más nueva de Peoncito

## Lo que el torneo no pudo hacer.

problem-field-closed = El torneo ya empezó: no se pueden agregar jugadores.
problem-already-withdrawn = El jugador { $player } ya se retiró.
problem-knockout-finished = La eliminatoria ya terminó.
