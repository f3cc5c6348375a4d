# Lo que cambia en el español de Latinoamérica: «computadora», «ustedes»,
# «marcador». Lo demás es el de `es/board.ftl`.

dismiss = De acuerdo
storage-nearly-full = Casi lleno: en la pantalla de la clase, resume las notas antiguas en los totales de cada alumno; guarda los torneos anteriores como archivo y quítalos del aparato; guarda el archivo de la clase, y libera espacio en el aparato (fotos, videos, otras aplicaciones).
the-computer = La computadora
pen-green = Marcador verde
pen-red = Marcador rojo (rayas)
pen-blue = Marcador azul (puntos)
confirm-take-back-after-end = La partida ha terminado. ¿Están de acuerdo los dos en deshacer la última jugada? Así la partida sigue.
declaring-draw = Ahora haz tu jugada. Si con ella la posición se repite por tercera vez, o llegan a 50 jugadas de cada uno sin capturas ni movimientos de peón, son tablas.
wrong-draw-claim = No son tablas: esta posición ha aparecido { $times ->
    [one] { $times } vez
   *[other] { $times } veces
} (hacen falta 3) y llevan { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugadas
} de cada uno sin capturas ni movimientos de peón (hacen falta 50). Tu jugada se queda.{ $penalty }
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
pupil-mode = Modo alumnos: el tablero solo muestra jugar, las lecciones y la computadora
computer-unavailable = La computadora no puede jugar ahora en este aparato. Vuelve a cargar la página y prueba otra vez.
