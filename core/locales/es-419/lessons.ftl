# Lo que cambia en el español de Latinoamérica: «hacia adelante», lo que
# acaba de pasar en pretérito («tocaste», «se movió») y «terminar» por
# «acabar». Lo demás es el de `es/lessons.ftl`.

## El caballo

knight-rule = El caballo salta en forma de L: dos casillas en una dirección y una hacia el lado. Salta por encima de las piezas que están en su camino. Ninguna otra pieza puede hacerlo.

## El peón

pawn-rule = El peón avanza una casilla, o dos en su primera jugada. Captura una casilla en diagonal hacia adelante.

## Piezas clavadas

pin-rule = Una pieza está clavada cuando está entre su rey y una torre, un alfil o una dama enemigos, en la línea por la que ataca esa pieza enemiga. La torre ataca por filas y columnas, el alfil por diagonales, y la dama por las dos. La pieza clavada no puede salir de esa línea: su rey quedaría en jaque. Sí puede moverse por la misma línea, o capturar la pieza que la clava. ¡Una pieza clavada sigue dando jaque!

## El enroque

castling-rule = Enroque: el rey se mueve dos casillas hacia una torre. La torre se pone en la casilla que el rey cruzó. No puedes enrocar si el rey o esa torre ya se movieron, ni si hay una pieza entre ellos. Tampoco si el rey está en jaque, ni si tiene que pasar por una casilla atacada o terminar en ella.
castling-5-goal = Este rey salió de paseo y volvió a su casilla. ¿Puede enrocar ahora?
castling-5-choice-1 = No: un rey que ya se movió no puede enrocar
castling-5-choice-2 = Sí, ya volvió a su casilla
castling-7-goal = La torre de a1 se movió en esta partida y volvió. Enroca por el lado donde todavía puedes.

## Captura al paso

en-passant-2-goal = El peón negro avanzó dos casillas hace varias jugadas. ¿Todavía puedes capturarlo al paso?

## Coronación

promotion-rule = Un peón que llega a la última fila se convierte en dama, torre, alfil o caballo: tú eliges. ¡No tiene que ser dama! Cuando la pieza nueva toca la casilla, ya elegiste.
promotion-6-choice-2 = No: solo en una pieza que ya fue capturada
promotion-7-goal = Pusiste una torre en e8 en lugar de tu peón. Ahora quieres una dama. ¿Puedes cambiarla?
promotion-7-choice-1 = Sí, hasta que presione el reloj
promotion-7-choice-2 = No: cuando la pieza nueva toca la casilla, ya elegiste

## Otras formas de terminar

game-end-title = Otras formas de terminar
game-end-4-goal = Se te acabó el tiempo. Tu rival tiene una dama. ¿Cuál es el resultado?
game-end-5-goal = Se te acabó el tiempo. A tu rival solo le queda el rey. ¿Cuál es el resultado?

## Tablas

draws-4-goal = La misma posición se repitió por tercera vez. ¿Qué puedes hacer?
draws-6-goal = La misma posición se repitió por quinta vez. ¿Qué pasa?

## Tablas (la regla)

draws-rule = La partida es tablas cuando nadie puede dar mate nunca. Puedes reclamar tablas cuando la misma posición se repite tres veces, o después de 50 jugadas de cada uno sin capturas ni movimientos de peón. Si se repite cinco veces, o se llega a 75 jugadas de cada uno, la partida termina en tablas aunque nadie las reclame.

## Pieza tocada

touch-move-1-goal = Tocaste tu caballo a propósito. ¿Tienes que moverlo?
touch-move-2-goal = Tocaste el peón negro de d5. ¿Qué tienes que hacer?
touch-move-4-goal = Tocaste tu torre de a1, pero no puede moverse. ¿Y ahora?

## Después de una jugada ilegal

illegal-move-rule = Después de una jugada ilegal, se vuelve a la posición de antes. Luego el jugador hace una jugada legal, con la pieza que tocó si puede moverse. En los torneos se cuentan las jugadas ilegales: si haces demasiadas, pierdes la partida. Con las reglas FIDE de hoy, la segunda pierde. La FIDE escribe las reglas del ajedrez para todo el mundo.
illegal-move-2-goal = Con las reglas FIDE de hoy, ¿qué pasa después de la segunda jugada ilegal de un jugador?
illegal-move-4-goal = ¿Quién decide qué pasa después de una jugada ilegal en una partida de la escuela?

## Buenos modales

conduct-4-goal = Perdiste la partida. ¿Qué haces?
