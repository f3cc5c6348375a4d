# Las lecciones: el título y la regla de cada etapa, el objetivo de cada
# ejercicio y, en una pregunta, sus respuestas. La forma de las lecciones
# (posiciones, qué comprueba cada ejercicio) está en lessons/lessons.json;
# cada mensaje lleva el nombre de su etapa o su ejercicio.

## El tablero

board-title = El tablero
board-rule = Pon el tablero de modo que cada jugador tenga una casilla blanca en la esquina de la derecha. Las blancas van en las filas 1 y 2, las negras en la 7 y la 8. La dama empieza en una casilla de su color.
board-1-goal = ¿Qué casilla de la esquina queda a la derecha de cada jugador?
board-1-choice-1 = Una casilla blanca
board-1-choice-2 = Una casilla negra
board-2-goal = ¿Dónde empieza la dama blanca?
board-2-choice-1 = En d1, una casilla blanca: la de su color
board-2-choice-2 = En e1, al lado de la torre
board-3-goal = ¿Dónde empieza el rey negro?
board-3-choice-1 = En d8
board-3-choice-2 = En e8, enfrente del rey blanco
board-4-goal = ¿Quién hace la primera jugada de la partida?
board-4-choice-1 = Las negras
board-4-choice-2 = Quien sea más rápido
board-4-choice-3 = Las blancas

## La torre

rook-title = La torre
rook-rule = La torre va en línea recta: arriba, abajo, a la izquierda o a la derecha, tan lejos como quiera. No puede saltar piezas.
rook-1-goal = Atrapa todas las estrellas con la torre. Las piezas negras no se mueven.
rook-2-goal = Atrapa todas las estrellas con la torre. Las piezas negras no se mueven.
rook-3-goal = Atrapa todas las estrellas con la torre. Las piezas negras no se mueven.
rook-4-goal = Tu propio peón estorba. Atrapa la estrella con la torre dando la vuelta.

## El alfil

bishop-title = El alfil
bishop-rule = El alfil va en diagonal, tan lejos como quiera. Siempre se queda en casillas del mismo color.
bishop-1-goal = Atrapa todas las estrellas con el alfil. Las piezas negras no se mueven.
bishop-2-goal = Atrapa todas las estrellas con el alfil. Las piezas negras no se mueven.
bishop-3-goal = Atrapa todas las estrellas con el alfil. Las piezas negras no se mueven.
bishop-4-goal = Atrapa todas las estrellas con el alfil. Las piezas negras no se mueven.

## La dama

queen-title = La dama
queen-rule = La dama se mueve como la torre y como el alfil: en línea recta y en diagonal, tan lejos como quiera.
queen-1-goal = Atrapa todas las estrellas con la dama. Las piezas negras no se mueven.
queen-2-goal = Atrapa todas las estrellas con la dama. Las piezas negras no se mueven.
queen-3-goal = Atrapa todas las estrellas con la dama. Las piezas negras no se mueven.
queen-4-goal = Atrapa todas las estrellas con la dama. Las piezas negras no se mueven.

## El rey

king-title = El rey
king-rule = El rey se mueve una casilla en cualquier dirección. Es la pieza más importante: nunca se puede capturar.
king-1-goal = Atrapa todas las estrellas con el rey. Las piezas negras no se mueven.
king-2-goal = Atrapa todas las estrellas con el rey. Las piezas negras no se mueven.
king-3-goal = Atrapa todas las estrellas con el rey. Las piezas negras no se mueven.
king-4-goal = Atrapa todas las estrellas con el rey. Las piezas negras no se mueven.

## El caballo

knight-title = El caballo
knight-rule = El caballo salta en forma de L: dos casillas en una dirección y una hacia el lado. Salta por encima de las piezas que tiene delante. Ninguna otra pieza puede hacerlo.
knight-1-goal = Atrapa todas las estrellas con el caballo. Las piezas negras no se mueven.
knight-2-goal = Atrapa todas las estrellas con el caballo. Las piezas negras no se mueven.
knight-3-goal = Atrapa todas las estrellas con el caballo. Las piezas negras no se mueven.
knight-4-goal = Atrapa todas las estrellas con el caballo. Las piezas negras no se mueven.

## El peón

pawn-title = El peón
pawn-rule = El peón avanza una casilla, o dos en su primera jugada. Captura una casilla en diagonal hacia delante.
pawn-1-goal = Atrapa la estrella con el peón en una sola jugada.
pawn-2-goal = La estrella está sobre un peón negro. Captúralo con tu peón.
pawn-3-goal = Atrapa todas las estrellas con el peón. Las piezas negras no se mueven.
pawn-4-goal = El camino recto está cerrado. Atrapa la estrella de otra forma.

## Capturar

capture-title = Capturar
capture-rule = Para capturar, mueve tu pieza a la casilla de una pieza enemiga: sale del tablero. Nunca puedes capturar tus propias piezas.
capture-1-goal = Captura las piezas negras que tienen estrella.
capture-2-goal = Captura las piezas negras que tienen estrella.
capture-3-goal = Captura las piezas negras que tienen estrella.
capture-4-goal = Hasta el rey puede capturar. Captura el peón de la estrella.

## Jaque

check-title = Jaque
check-rule = Un rey está en jaque cuando una pieza enemiga lo ataca. Si tu rey está en jaque, tienes que salvarlo enseguida.
check-1-goal = Mira el rey negro. ¿Es jaque o nada de eso?
check-2-goal = Mira el rey negro. ¿Es jaque o nada de eso?
check-3-goal = Da jaque con la torre.
check-4-goal = Da jaque con el caballo.

## Salir del jaque

escape-check-title = Salir del jaque
escape-check-rule = Hay tres formas de salir del jaque: mover el rey a una casilla segura, tapar el jaque poniendo una pieza en medio o capturar la pieza que ataca.
escape-check-1-goal = Tu rey está en jaque. Solo una jugada lo salva: encuéntrala.
escape-check-2-goal = Salva a tu rey: tapa el jaque con el alfil.
escape-check-3-goal = Salva a tu rey capturando la torre que lo ataca.
escape-check-4-goal = Tu rey está en jaque. Solo una jugada lo salva: encuéntrala.

## Piezas clavadas

pin-title = Piezas clavadas
pin-rule = Una pieza está clavada cuando está entre su rey y una torre, un alfil o una dama enemigos, en la línea por la que ataca esa pieza. La torre ataca por filas y columnas, el alfil por diagonales y la dama por las dos. La pieza clavada no puede salir de esa línea: su rey quedaría en jaque. Sí puede moverse por la misma línea, o capturar a la pieza que la clava. ¡Una pieza clavada sigue dando jaque!
pin-1-goal = Tu alfil de e2 está entre tu rey y la torre de e4. ¿Puede moverse el alfil?
pin-1-choice-1 = Sí, por sus diagonales
pin-1-choice-2 = No: la torre atacaría entonces a mi rey
pin-2-goal = Tu caballo está clavado por la torre de e4. Libéralo: captura la torre con tu torre.
pin-3-goal = El caballo blanco está clavado. Mira el rey negro. ¿Es jaque o nada de eso?
pin-4-goal = El caballo de e4 no puede moverse, pero ataca f6. ¿Puede quedarse el rey negro en f6?
pin-4-choice-1 = Sí: una pieza clavada no puede dar jaque
pin-4-choice-2 = No: es jaque, y el rey tiene que salir de él

## Jaque mate

checkmate-title = Jaque mate
checkmate-rule = El jaque mate es un jaque sin salida. Termina la partida: gana quien lo da. El rey nunca se captura.
checkmate-1-goal = Da jaque mate en una jugada.
checkmate-2-goal = Da jaque mate en una jugada.
checkmate-3-goal = Da jaque mate en una jugada.
checkmate-4-goal = Da jaque mate en una jugada.

## El rey ahogado es tablas

stalemate-title = El rey ahogado es tablas
stalemate-rule = Rey ahogado: te toca jugar, no puedes mover nada y tu rey no está en jaque. Son tablas: ¡nadie gana y nadie pierde!
stalemate-1-goal = Mira el rey negro. ¿Es jaque, jaque mate, rey ahogado o nada de eso?
stalemate-2-goal = Mira el rey negro. ¿Es jaque, jaque mate, rey ahogado o nada de eso?
stalemate-3-goal = Da jaque mate en una jugada. Cuidado: ¡no dejes a las negras sin jugadas y sin jaque!
stalemate-4-goal = Las negras no pueden mover nada, y su rey no está en jaque. ¿Quién gana?
stalemate-4-choice-1 = Las blancas
stalemate-4-choice-2 = Las negras
stalemate-4-choice-3 = Nadie: es rey ahogado, tablas

## El enroque

castling-title = El enroque
castling-rule = Enroque: el rey se mueve dos casillas hacia una torre. La torre se pone en la casilla que el rey ha cruzado. No puedes enrocar si el rey o esa torre ya se han movido, ni si hay una pieza entre ellos. Tampoco si el rey está en jaque, ni si tiene que pasar por una casilla atacada o acabar en ella.
castling-1-goal = Haz el enroque del lado del rey: el rey va dos casillas hacia la torre de su lado.
castling-2-goal = Enroca por el lado donde se puede.
castling-3-goal = Enroca por el lado donde se puede.
castling-4-goal = Tu rey está en jaque. ¿Puedes enrocar para escapar?
castling-4-choice-1 = Sí
castling-4-choice-2 = No: no se puede enrocar estando en jaque
castling-5-goal = Este rey ha salido de paseo y ha vuelto a su casilla. ¿Puede enrocar ahora?
castling-5-choice-1 = No: un rey que se ha movido ya no puede enrocar
castling-5-choice-2 = Sí, ya ha vuelto a su casilla
castling-6-goal = El caballo está entre el rey y la torre de a1. Enroca por el otro lado.
castling-7-goal = La torre de a1 se ha movido en esta partida y ha vuelto. Enroca por el lado donde todavía puedes.

## Captura al paso

en-passant-title = Captura al paso
en-passant-rule = Un peón avanza dos casillas y queda al lado de un peón enemigo que está en su quinta fila. Ese peón enemigo puede capturarlo como si hubiera avanzado una sola casilla. Solo en la jugada siguiente, y solo si quieres: no es obligatorio.
en-passant-1-goal = El peón negro acaba de avanzar dos casillas junto al tuyo. Captúralo al paso.
en-passant-2-goal = El peón negro ha avanzado dos casillas hace varias jugadas. ¿Todavía puedes capturarlo al paso?
en-passant-2-choice-1 = Sí, cuando quiera
en-passant-2-choice-2 = No: solo en la jugada siguiente
en-passant-3-goal = ¿Puede el peón blanco de e4 capturar al paso el peón de d4?
en-passant-3-choice-1 = No: un peón blanco solo captura al paso desde la quinta fila
en-passant-3-choice-2 = Sí
en-passant-4-goal = El peón blanco acaba de avanzar dos casillas. Captúralo al paso con las negras.

## Coronación

promotion-title = Coronación
promotion-rule = Un peón que llega a la última fila se convierte en dama, torre, alfil o caballo: tú eliges. ¡No tiene que ser dama! Cuando la pieza nueva ha tocado la casilla, ya has elegido.
promotion-1-goal = Tu peón puede llegar al final. Conviértelo en dama.
promotion-2-goal = Una dama o un alfil aquí dejarían a las negras sin jugadas: rey ahogado, ¡tablas! Con un caballo nadie puede dar mate: también tablas. Elige la pieza que deja seguir la partida.
promotion-3-goal = Convierte tu peón en la pieza que da jaque mate enseguida.
promotion-4-goal = ¿En qué piezas se puede convertir un peón?
promotion-4-choice-1 = Solo en dama
promotion-4-choice-2 = En cualquier pieza, hasta en rey
promotion-4-choice-3 = En dama, torre, alfil o caballo
promotion-5-goal = Todavía tienes tu dama. ¡Convierte tu peón en una segunda dama!
promotion-6-goal = Tu dama sigue en el tablero. ¿Puede tu peón convertirse también en dama?
promotion-6-choice-1 = Sí: eliges cualquiera de las cuatro piezas, haya lo que haya en el tablero
promotion-6-choice-2 = No: solo en una pieza que ya ha sido capturada
promotion-7-goal = Has puesto una torre en e8 en lugar de tu peón. Ahora quieres una dama. ¿Puedes cambiarla?
promotion-7-choice-1 = Sí, hasta que pulse el reloj
promotion-7-choice-2 = No: cuando la pieza nueva ha tocado la casilla, ya has elegido

## Otras formas de acabar

game-end-title = Otras formas de acabar
game-end-rule = Los jugadores pueden acordar tablas: ofrécelas justo después de tu jugada. También puedes abandonar: la partida se termina y gana tu rival (son tablas si tu rival no puede dar mate nunca). Con reloj, si se te acaba el tiempo pierdes, salvo que tu rival no pueda dar mate nunca: entonces son tablas.
game-end-1-goal = ¿Cuándo ofreces tablas?
game-end-1-choice-1 = Justo después de hacer mi jugada
game-end-1-choice-2 = Mientras mi rival piensa
game-end-2-goal = Tu rival te ofrece tablas. ¿Qué puedes hacer?
game-end-2-choice-1 = Aceptarlas, o decir que no haciendo mi jugada
game-end-2-choice-2 = Tengo que aceptarlas
game-end-3-goal = ¿Qué es abandonar?
game-end-3-choice-1 = La partida se termina y gana mi rival (tablas si mi rival no puede dar mate nunca)
game-end-3-choice-2 = Empezamos otra vez
game-end-4-goal = Se te ha acabado el tiempo. Tu rival tiene una dama. ¿Cuál es el resultado?
game-end-4-choice-1 = Pierdo
game-end-4-choice-2 = Tablas
game-end-5-goal = Se te ha acabado el tiempo. A tu rival solo le queda el rey. ¿Cuál es el resultado?
game-end-5-choice-1 = Pierdo
game-end-5-choice-2 = Tablas: un rey solo nunca puede dar mate

## Tablas

draws-title = Tablas
draws-rule = La partida es tablas cuando nadie puede dar mate nunca. Puedes reclamar tablas cuando la misma posición se repite tres veces, o tras 50 jugadas de cada uno sin capturas ni movimientos de peón. Si se repite cinco veces, o se llega a 75 jugadas de cada uno, la partida termina en tablas aunque nadie las reclame.
draws-1-goal = Mira la posición. ¿Es jaque, jaque mate, rey ahogado, tablas porque nadie puede dar mate, o nada de eso?
draws-2-goal = Mira la posición. ¿Es jaque, jaque mate, rey ahogado, tablas porque nadie puede dar mate, o nada de eso?
draws-3-goal = Mira la posición. ¿Es jaque, jaque mate, rey ahogado, tablas porque nadie puede dar mate, o nada de eso?
draws-4-goal = La misma posición se ha repetido por tercera vez. ¿Qué puedes hacer?
draws-4-choice-1 = Reclamar tablas
draws-4-choice-2 = Reclamar la victoria
draws-4-choice-3 = Nada
draws-5-goal = Cincuenta jugadas de cada uno, sin capturas ni movimientos de peón. ¿Qué puede hacer un jugador?
draws-5-choice-1 = Deshacer una jugada
draws-5-choice-2 = Reclamar tablas
draws-6-goal = La misma posición se ha repetido por quinta vez. ¿Qué pasa?
draws-6-choice-1 = Nada: alguien tiene que reclamarlo
draws-6-choice-2 = La partida termina en tablas enseguida
draws-7-goal = Setenta y cinco jugadas de cada uno, sin capturas ni movimientos de peón. ¿Qué pasa?
draws-7-choice-1 = La partida termina en tablas enseguida
draws-7-choice-2 = La partida sigue hasta que alguien reclama

## Pieza tocada

touch-move-title = Pieza tocada
touch-move-rule = En una partida de verdad, si tocas a propósito una pieza tuya, tienes que moverla. Si tocas una pieza enemiga, tienes que capturarla. Siempre que se pueda. Para centrar una pieza en su casilla sin moverla, di antes «compongo».
touch-move-1-goal = Has tocado tu caballo a propósito. ¿Tienes que moverlo?
touch-move-1-choice-1 = Sí, si puede moverse
touch-move-1-choice-2 = No, puedo mover otra pieza
touch-move-2-goal = Has tocado el peón negro de d5. ¿Qué tienes que hacer?
touch-move-2-choice-1 = Nada
touch-move-2-choice-2 = Capturarlo, si puedo
touch-move-3-goal = Quieres centrar una pieza en su casilla. ¿Qué dices antes?
touch-move-3-choice-1 = «Compongo»
touch-move-3-choice-2 = «Jaque»
touch-move-4-goal = Has tocado tu torre de a1, pero no puede moverse. ¿Y ahora?
touch-move-4-choice-1 = Pierdo la partida
touch-move-4-choice-2 = Puedo mover otra pieza

## Después de una jugada ilegal

illegal-move-title = Después de una jugada ilegal
illegal-move-rule = Tras una jugada ilegal, se vuelve a la posición de antes. Luego el jugador hace una jugada legal, con la pieza que ha tocado si puede moverse. En los torneos se cuentan las jugadas ilegales: si haces demasiadas, pierdes la partida. Con las reglas FIDE de hoy, la segunda pierde. La FIDE escribe las reglas del ajedrez para todo el mundo.
illegal-move-1-goal = Un jugador hace una jugada ilegal. ¿Qué pasa primero?
illegal-move-1-choice-1 = Se vuelve a la posición de antes, y el jugador hace una jugada legal con la misma pieza, si puede moverse
illegal-move-1-choice-2 = La partida sigue como si nada
illegal-move-2-goal = Con las reglas FIDE de hoy, ¿qué pasa tras la segunda jugada ilegal de un jugador?
illegal-move-2-choice-1 = Nada especial
illegal-move-2-choice-2 = Ese jugador pierde la partida
illegal-move-2-choice-3 = Pierde el rival
illegal-move-3-goal = A tu rival solo le queda el rey, y tú haces una jugada ilegal de más. ¿Cuál es el resultado?
illegal-move-3-choice-1 = Sigo ganando
illegal-move-3-choice-2 = Gana mi rival
illegal-move-3-choice-3 = Tablas: un rey solo nunca puede dar mate
illegal-move-4-goal = ¿Quién decide qué pasa tras una jugada ilegal en una partida del colegio?
illegal-move-4-choice-1 = El profesor o el árbitro
illegal-move-4-choice-2 = El jugador que la vio

## Buenos modales

conduct-title = Buenos modales
conduct-rule = Saluda a tu rival antes y después de la partida. Juega en silencio y no molestes a nadie. Acepta lo que decide el árbitro. Los buenos modales importan más que ganar.
conduct-1-goal = La partida va a empezar. ¿Qué haces?
conduct-1-choice-1 = Saludo a mi rival y le doy la mano
conduct-1-choice-2 = Empiezo enseguida sin decir nada
conduct-2-goal = Tu amigo está jugando. ¿Puedes decirle una buena jugada?
conduct-2-choice-1 = Sí, los amigos se ayudan
conduct-2-choice-2 = No: nadie puede ayudar ni molestar a un jugador
conduct-3-goal = El árbitro decide algo que no te gusta. ¿Qué haces?
conduct-3-choice-1 = Lo acepto con calma
conduct-3-choice-2 = Discuto hasta que cambie
conduct-4-goal = Has perdido la partida. ¿Qué haces?
conduct-4-choice-1 = Doy la mano y digo «bien jugado»
conduct-4-choice-2 = Me voy sin decir nada
