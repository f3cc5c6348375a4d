# Palabras que comparten varias pantallas: fechas, por qué el aparato no
# guardó algo y los nombres cortos de las reglas que un niño no cumplió.

# El nombre del idioma en sí mismo, para que cada niño encuentre el suyo.
language-name = Español

# Un día escrito entero: «8 de noviembre de 2026».
long-date = { $day } de { $month ->
    [1] enero
    [2] febrero
    [3] marzo
    [4] abril
    [5] mayo
    [6] junio
    [7] julio
    [8] agosto
    [9] septiembre
    [10] octubre
    [11] noviembre
   *[12] diciembre
} de { $year }

## Por qué el aparato no guardó algo, como frase: «No se ha guardado: …».

store-full = la memoria de este aparato está llena
store-unavailable = este navegador no deja guardar
store-aside-unreadable = una copia guardada aparte no se puede leer

## El nombre corto de una regla que un niño no cumplió, en las listas del
## profesor («2 × pieza clavada»).

reason-teacher-needed = esperando al profesor
reason-game-over = con la partida terminada
reason-not-your-turn = fuera de turno
reason-own-piece-on-target = sobre pieza propia
reason-wrong-pattern = movimiento equivocado
reason-path-blocked = saltar una pieza
reason-pawn-straight-capture = peón capturando de frente
reason-pawn-diagonal-empty = peón en diagonal a casilla vacía
reason-pawn-double-step-late = doble paso tardío
reason-en-passant-expired = captura al paso tardía
reason-king-into-check = rey a casilla atacada
reason-pinned-piece = pieza clavada
reason-must-escape-check = no salir del jaque
reason-castling-king-moved = enroque con rey movido
reason-castling-rook-moved = enroque con torre movida
reason-castling-not-allowed = enroque con rey o torre movidos
reason-castling-in-check = enroque en jaque
reason-castling-through-check = enroque por casilla atacada
reason-castling-into-check = enroque a casilla atacada
reason-castling-blocked = enroque con piezas en medio
reason-touch-move = pieza tocada
reason-clock-not-pressed = antes de pulsar el reloj
reason-king-capture = capturar el rey

## Listas y números.

list-and = { $rest } y { $last }
decimal-mark = ,

## Las reglas del profesor para las partidas (las del panel del profesor).

policy-practice = Práctica
policy-school = Escuela
policy-fide2009 = FIDE 2009
policy-fide-today = FIDE actual
policy-classic-blitz = Relámpago clásico
policy-custom = Personalizado
