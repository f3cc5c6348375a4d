# Lo que cambia en el español de Latinoamérica: «computadora», «ustedes»,
# «presiona el reloj», «hacia adelante», y lo que acaba de pasar en
# pretérito («tocaste», «se repitió»). Lo demás es el de `es/explain.ftl`.

## Cómo terminó una partida.

end-threefold = Tablas: la misma posición se repitió tres veces.
end-fivefold = Tablas: la misma posición se repitió cinco veces.
end-draw-recommended = Tablas: los dos jugadores las aceptaron, como recomendó el profesor.
end-illegal-moves = Las { $loser ->
    [white] blancas
   *[black] negras
} hicieron demasiadas jugadas ilegales. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-king-left-in-check = Las { $loser ->
    [white] blancas
   *[black] negras
} dejaron su rey en jaque. Eso nunca está permitido: en esta partida se pierde de inmediato. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-one-illegal-move = Las { $loser ->
    [white] blancas
   *[black] negras
} hicieron una jugada ilegal: en esta partida basta una para perder. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-played-on-won = El profesor los dejó jugar un poco más: las { $winner ->
    [white] blancas
   *[black] negras
} supieron ganar. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-played-on-drawn = El profesor los dejó jugar un poco más: las { $side ->
    [white] blancas
   *[black] negras
} iban ganando, pero no supieron ganar. Son tablas.
end-played-on-illegal-ahead = El profesor los dejó jugar un poco más: las { $side ->
    [white] blancas
   *[black] negras
} iban ganando, pero hicieron demasiadas jugadas ilegales. Son tablas.
end-played-on-illegal-behind = El profesor los dejó jugar un poco más: las { $loser ->
    [white] blancas
   *[black] negras
} iban perdiendo e hicieron demasiadas jugadas ilegales. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-flag = A las { $loser ->
    [white] blancas
   *[black] negras
} se les acabó el tiempo. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-flag-no-mate = Se acabó el tiempo, pero el rival nunca podría dar mate: son tablas.
end-both-flags = A los dos se les acabó el tiempo: son tablas.

## Cómo se mueve cada pieza, en una frase.

pattern-pawn = El peón solo va hacia adelante: una casilla, o dos en su primera jugada. Captura una casilla en diagonal hacia adelante.

## Por qué no vale una jugada, dicho al niño que la intentó.

refused-press-the-clock = Soltaste la pieza, así que tu jugada está hecha. Ahora presiona el reloj.
refused-clock-not-pressed = Espera: las { $side ->
    [white] blancas
   *[black] negras
} ya movieron, pero todavía no presionaron el reloj.
refused-game-over = La partida terminó. { $end } Toca «Partida nueva» para volver a jugar.
refused-pawn-straight-capture = ¡Casi! El peón nunca captura de frente, y { $own ->
    [yes] { $target ->
        [king] tu rey
        [queen] tu dama
        [rook] tu torre
        [bishop] tu alfil
        [knight] tu caballo
       *[pawn] tu peón
    }
   *[no] { $target ->
        [king] el rey
        [queen] la dama
        [rook] la torre
        [bishop] el alfil
        [knight] el caballo
       *[pawn] el peón
    }
} de { $to } le cierra el paso. Los peones capturan una casilla en diagonal hacia adelante.
refused-castling-king-moved = Ya no puedes enrocar: tu rey ya se movió en esta partida.
refused-castling-rook-moved = No puedes enrocar por este lado: esa torre ya se movió (o no está).
refused-castling-not-allowed = No puedes enrocar por este lado: tu rey o esta torre ya se movieron antes.
refused-teacher-needed = Vamos a esperar al profesor: hubo demasiadas jugadas ilegales. El profesor decide cómo sigue la partida.
refused-touch-move = Tocaste tu { $touched-piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} de { $touched }: es la pieza que tienes que mover (pieza tocada, pieza movida).
refused-touch-capture-it = Tocaste { $touched-piece ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $touched }: tienes que capturar esa pieza (pieza tocada, pieza movida).
refused-touch-capture-with = Tocaste tu { $touched-piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} de { $touched } y { $captured ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $target }: tienes que capturar con tu { $touched-piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} (pieza tocada, pieza movida).

## Lo que acaba de pasar en el tablero.

moment-fivefold = ¡Tablas! La misma posición se repitió cinco veces, así que la partida termina en tablas aunque nadie las reclame.
moment-castled = Las { $side ->
    [white] blancas
   *[black] negras
} hicieron el enroque { $wing ->
    [king] corto (lado del rey)
   *[queen] largo (lado de la dama)
}: el rey se movió dos casillas hacia la torre, y la torre pasó al otro lado del rey. El enroque es la única jugada en la que una torre pasa por encima de una pieza.
moment-en-passant = ¡Captura al paso! El peón de { $captured } acababa de avanzar dos casillas, así que se capturó como si hubiera avanzado solo una. Solo se puede justo después de ese avance.
moment-promotion = ¡El peón llegó a la última fila y se convirtió en { $piece ->
    [king] un rey
    [queen] una dama
    [rook] una torre
    [bishop] un alfil
    [knight] un caballo
   *[pawn] un peón
}!
moment-threefold = La misma posición se repitió tres veces. Si te toca jugar, puedes reclamar tablas.
computer-castled = La computadora hizo el enroque { $wing ->
    [king] corto
   *[queen] largo
}: su rey se movió dos casillas hacia la torre, y la torre pasó al otro lado del rey.
computer-en-passant = La computadora capturó tu peón al paso: tu peón de { $captured } acababa de avanzar dos casillas y pasó junto a su peón, así que lo capturó como si hubiera avanzado solo una.
computer-promotion = El peón de la computadora llegó a la última fila y se convirtió en { $piece ->
    [king] un rey
    [queen] una dama
    [rook] una torre
    [bishop] un alfil
    [knight] un caballo
   *[pawn] un peón
}.

## Un ejercicio de una lección, hecho de otra manera.

miss-not-en-passant = Eso no es una captura al paso. Captura el peón de { $pawn }: mueve tu peón en diagonal a la casilla que está detrás de ese peón.

## La cuenta del árbitro de las jugadas ilegales.

arbiter-asks-teacher = { $side ->
    [white] Blancas
   *[black] Negras
}: esa fue una jugada ilegal de más. Llama al profesor.
