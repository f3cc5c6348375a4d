# Lo que explica el tablero: por qué no vale una jugada, qué acaba de
# pasar, cómo se mueve cada pieza, los fallos en las lecciones, las pistas
# del ordenador, la cuenta del árbitro y cómo ha terminado una partida.
#
# Las piezas ($piece, $target, $attacking…) llegan como king, queen, rook,
# bishop, knight o pawn, y cada frase elige la palabra: { $piece -> [queen]
# la dama … }. $colour y los bandos ($winner, $loser, $side…) llegan como
# white o black. Las casillas ($to, $from…) son como e4.

## Cómo ha terminado una partida.

end-checkmate = ¡Jaque mate! Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-resignation = Las { $loser ->
    [white] blancas
   *[black] negras
} abandonan. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-resignation-no-mate = Las { $loser ->
    [white] blancas
   *[black] negras
} abandonan, pero las { $winner ->
    [white] blancas
   *[black] negras
} nunca podrían dar mate: son tablas.
end-stalemate = ¡Rey ahogado! Son tablas: nadie pierde.
end-insufficient-material = Tablas: no quedan piezas suficientes para que nadie pueda dar mate.
end-threefold = Tablas: la misma posición se ha repetido tres veces.
end-fifty-moves = Tablas: 50 jugadas de cada uno sin capturas ni movimientos de peón.
end-fivefold = Tablas: la misma posición se ha repetido cinco veces.
end-seventy-five-moves = Tablas: 75 jugadas de cada uno sin capturas ni movimientos de peón.
end-agreement = Tablas: los dos jugadores están de acuerdo.
end-draw-recommended = Tablas: los dos jugadores las han aceptado, como ha recomendado el profesor.
end-illegal-moves = Las { $loser ->
    [white] blancas
   *[black] negras
} han hecho demasiadas jugadas ilegales. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-king-left-in-check = Las { $loser ->
    [white] blancas
   *[black] negras
} han dejado su rey en jaque. Eso nunca está permitido: en esta partida pierde en el acto. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-one-illegal-move = Las { $loser ->
    [white] blancas
   *[black] negras
} han hecho una jugada ilegal: en esta partida basta una para perder. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-illegal-moves-no-mate = Demasiadas jugadas ilegales, pero el rival nunca podría dar mate: son tablas.
end-played-on-won = El profesor os ha dejado jugar un poco más: las { $winner ->
    [white] blancas
   *[black] negras
} han sabido ganar. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-played-on-drawn = El profesor os ha dejado jugar un poco más: las { $side ->
    [white] blancas
   *[black] negras
} iban ganando, pero no han sabido ganar. Son tablas.
end-adjudicated-won = Decisión del profesor: ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-adjudicated-drawn = Decisión del profesor: tablas.
end-played-on-illegal-ahead = El profesor os ha dejado jugar un poco más: las { $side ->
    [white] blancas
   *[black] negras
} iban ganando, pero han hecho demasiadas jugadas ilegales. Son tablas.
end-played-on-illegal-behind = El profesor os ha dejado jugar un poco más: las { $loser ->
    [white] blancas
   *[black] negras
} iban perdiendo y han hecho demasiadas jugadas ilegales. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-flag = A las { $loser ->
    [white] blancas
   *[black] negras
} se les ha acabado el tiempo. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-flag-no-mate = Se ha acabado el tiempo, pero el rival nunca podría dar mate: son tablas.
end-both-flags = A los dos se les ha acabado el tiempo: son tablas.

## Cómo se mueve cada pieza, en una frase.

pattern-king = El rey se mueve una casilla en cualquier dirección.
pattern-queen = La dama se mueve en línea recta: por filas, columnas y diagonales.
pattern-rook = La torre se mueve en línea recta por filas y columnas, nunca en diagonal.
pattern-bishop = El alfil se mueve solo por las diagonales.
pattern-knight = El caballo salta en forma de L: dos casillas en una dirección y una hacia el lado.
pattern-pawn = El peón solo va hacia delante: una casilla, o dos en su primera jugada. Captura una casilla en diagonal hacia delante.
# La regla ya nombra la pieza: «El rey se mueve…».
how-it-moves = { $pattern }

## Por qué no vale una jugada, dicho al niño que la ha intentado.

refused-press-the-clock = Has soltado la pieza, así que tu jugada está hecha. Ahora pulsa el reloj.
refused-clock-not-pressed = Espera: las { $side ->
    [white] blancas
   *[black] negras
} han movido pero todavía no han pulsado el reloj.
refused-not-your-turn = Espera: ahora juegan las { $side ->
    [white] blancas
   *[black] negras
}. Las piezas { $colour ->
    [white] blancas
   *[black] negras
} mueven en el siguiente turno.
refused-game-over = La partida ha terminado. { $end } Pulsa «Partida nueva» para volver a jugar.
refused-own-piece-on-target = ¡Casi! En { $to } está tu { $target ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
}. Nunca se capturan las piezas propias.
refused-wrong-pattern = ¡Casi! { $piece ->
    [king] El rey
    [queen] La dama
    [rook] La torre
    [bishop] El alfil
    [knight] El caballo
   *[pawn] El peón
} no se mueve así. { $pattern }
refused-path-blocked = ¡Casi! { $own ->
    [yes] { $blocking ->
        [king] Tu rey
        [queen] Tu dama
        [rook] Tu torre
        [bishop] Tu alfil
        [knight] Tu caballo
       *[pawn] Tu peón
    }
   *[no] { $blocking ->
        [king] El rey
        [queen] La dama
        [rook] La torre
        [bishop] El alfil
        [knight] El caballo
       *[pawn] El peón
    }
} de { $blocker } le cierra el paso a tu { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
}. Solo el caballo puede saltar por encima de las piezas (el enroque es la única excepción).
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
} de { $to } le cierra el paso. Los peones capturan una casilla en diagonal hacia delante.
refused-pawn-diagonal-empty = ¡Casi! El peón solo va en diagonal para capturar, y { $to } está vacía.
refused-pawn-double-step-late = ¡Casi! El peón solo puede avanzar dos casillas en su primera jugada, desde su casilla inicial.
refused-en-passant-expired = ¡Casi! Ahora no puedes capturar al paso el peón de { $pawn }. Solo se puede justo en la jugada siguiente a que ese peón avance dos casillas y se ponga al lado del tuyo.
refused-king-into-check = ¡Casi! Tu rey no puede ir a { $to }: { $attacking ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $attacker } ataca esa casilla.
refused-pinned-piece = Tu { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} de { $from } no puede moverse ahí: tu rey de { $king } quedaría en jaque por { $pinning ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $pinner }.
refused-double-check = ¡Tu rey está en jaque por dos piezas a la vez! Ahora solo puede moverse el rey.
refused-must-escape-check = ¡Tu rey está en jaque por { $checking ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $checker }! Esta jugada no lo salva. Mueve el rey, tapa el jaque o captura la pieza que ataca.
refused-castling-king-moved = Ya no puedes enrocar: tu rey ya se ha movido en esta partida.
refused-castling-rook-moved = No puedes enrocar por este lado: esa torre ya se ha movido (o no está).
refused-castling-not-allowed = No puedes enrocar por este lado: tu rey o esta torre ya se han movido antes.
refused-castling-in-check = No puedes enrocar mientras tu rey está en jaque por { $checking ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $checker }. Primero sal del jaque.
refused-castling-through-check = Ahora no puedes enrocar: tu rey pasaría por { $square }, y { $attacking ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $attacker } ataca esa casilla.
refused-castling-into-check = Ahora no puedes enrocar: tu rey llegaría a { $square }, y { $attacking ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $attacker } ataca esa casilla.
refused-castling-blocked = Todavía no puedes enrocar: { $own ->
    [yes] { $blocking ->
        [king] tu rey
        [queen] tu dama
        [rook] tu torre
        [bishop] tu alfil
        [knight] tu caballo
       *[pawn] tu peón
    }
   *[no] { $blocking ->
        [king] el rey
        [queen] la dama
        [rook] la torre
        [bishop] el alfil
        [knight] el caballo
       *[pawn] el peón
    }
} de { $blocker } está entre tu rey y tu torre.
refused-teacher-needed = Vamos a esperar al profesor: ha habido demasiadas jugadas ilegales. El profesor decide cómo sigue la partida.
refused-touch-move = Has tocado tu { $touched-piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} de { $touched }: es la pieza que tienes que mover (pieza tocada, pieza movida).
refused-touch-capture-it = Has tocado { $touched-piece ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $touched }: tienes que capturar esa pieza (pieza tocada, pieza movida).
refused-touch-capture-with = Has tocado tu { $touched-piece ->
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
refused-king-capture = ¡El rey nunca se captura! Cuando atacan al rey es jaque, y la partida termina con el jaque mate antes de capturar ningún rey.

## Lo que acaba de pasar en el tablero.

moment-checkmate = ¡Jaque mate! El rey { $colour ->
    [white] blanco
   *[black] negro
} está en jaque y nada puede salvarlo. No tiene casilla segura, y no se puede tapar el jaque ni capturar la pieza que ataca. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
moment-stalemate = Las { $side ->
    [white] blancas
   *[black] negras
} no pueden mover nada, y su rey no está en jaque. Eso es rey ahogado: ¡tablas! Nadie gana.
moment-insufficient-material = ¡Tablas! A nadie le quedan piezas suficientes para dar mate, así que la partida termina.
moment-fivefold = ¡Tablas! La misma posición se ha repetido cinco veces, así que la partida termina en tablas aunque nadie las reclame.
moment-seventy-five-moves = ¡Tablas! 75 jugadas de cada uno sin capturas ni movimientos de peón: la partida termina en tablas aunque nadie las reclame.
moment-castled = Las { $side ->
    [white] blancas
   *[black] negras
} han hecho el enroque { $wing ->
    [king] corto (lado del rey)
   *[queen] largo (lado de la dama)
}: el rey se ha movido dos casillas hacia la torre, y la torre ha pasado al otro lado del rey. El enroque es la única jugada en la que una torre pasa por encima de una pieza.
moment-en-passant = ¡Captura al paso! El peón de { $captured } acababa de avanzar dos casillas, así que se ha capturado como si hubiera avanzado solo una. Solo se puede justo después de ese avance.
moment-promotion = ¡El peón ha llegado a la última fila y se ha convertido en { $piece ->
    [king] un rey
    [queen] una dama
    [rook] una torre
    [bishop] un alfil
    [knight] un caballo
   *[pawn] un peón
}!
moment-promotion-any-piece = Se puede elegir cualquier pieza: dama, torre, alfil o caballo.
moment-promotion-not-queen = ¡Bien pensado! Una dama ahí habría sido rey ahogado: tablas.
moment-double-check = ¡Jaque doble! Dos piezas atacan al rey a la vez: solo una jugada de rey puede salvarlo.
moment-check = ¡Jaque! { $checking ->
    [king] El rey
    [queen] La dama
    [rook] La torre
    [bishop] El alfil
    [knight] El caballo
   *[pawn] El peón
} de { $checker } ataca al rey. Mueve el rey, tapa el jaque o captura la pieza que ataca.
moment-threefold = La misma posición se ha repetido tres veces. Si te toca jugar, puedes reclamar tablas.
moment-fifty-moves = 50 jugadas de cada uno sin capturas ni movimientos de peón. Si te toca jugar, puedes reclamar tablas.
computer-castled = El ordenador ha hecho el enroque { $wing ->
    [king] corto
   *[queen] largo
}: su rey se ha movido dos casillas hacia la torre, y la torre ha saltado al otro lado del rey.
computer-en-passant = El ordenador ha capturado tu peón al paso: tu peón de { $captured } acababa de avanzar dos casillas y ha pasado junto a su peón, así que lo ha capturado como si hubiera avanzado solo una.
computer-promotion = El peón del ordenador ha llegado a la última fila y se ha convertido en { $piece ->
    [king] un rey
    [queen] una dama
    [rook] una torre
    [bishop] un alfil
    [knight] un caballo
   *[pawn] un peón
}.

## Una jugada leída en voz alta: «Blancas: caballo de g1 a f3.»

played-castles = { $side ->
    [white] Blancas
   *[black] Negras
}: enroque { $wing ->
    [king] corto
   *[queen] largo
}.
played-en-passant = { $side ->
    [white] Blancas
   *[black] Negras
}: peón de { $from } a { $to }, captura el peón al paso.
played = { $side ->
    [white] Blancas
   *[black] Negras
}: { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} de { $from } a { $to }{ $taken ->
    [none] {""}
   *[other] , captura { $taken ->
        [king] el rey
        [queen] la dama
        [rook] la torre
        [bishop] el alfil
        [knight] el caballo
       *[pawn] el peón
    }
}{ $promotion ->
    [none] {""}
   *[other] , y se convierte en { $promotion ->
        [king] rey
        [queen] dama
        [rook] torre
        [bishop] alfil
        [knight] caballo
       *[pawn] peón
    }
}.
played-put = { $side ->
    [white] Blancas
   *[black] Negras
}: { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} en { $to }.

## Un ejercicio de una lección, hecho de otra manera.

miss-wrong-piece = Aquí solo { $piece ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} atrapa las estrellas. ¡Mueve { $piece ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
}!
miss-no-check = Eso no es jaque: nadie ataca al rey { $colour ->
    [white] blanco
   *[black] negro
} de { $king }.
miss-not-mate-escape = Es jaque, pero no jaque mate: el rey { $colour ->
    [white] blanco
   *[black] negro
} todavía puede escapar a { $escape }.
miss-not-mate = Es jaque, pero no jaque mate: las { $side ->
    [white] blancas
   *[black] negras
} todavía pueden tapar el jaque o capturar la pieza que ataca.
miss-stalemate = ¡Cuidado! Después de esa jugada las { $side ->
    [white] blancas
   *[black] negras
} no pueden mover nada, y su rey no está en jaque: rey ahogado, tablas. Prueba otra jugada.
miss-dead-position = Después de esa jugada nadie podría dar mate nunca: tablas. Prueba otra pieza.
miss-other-piece = Este ejercicio pide { $piece ->
    [king] un rey
    [queen] una dama
    [rook] una torre
    [bishop] un alfil
    [knight] un caballo
   *[pawn] un peón
}. { $piece ->
    [queen] Elígela
    [rook] Elígela
   *[other] Elígelo
} cuando tu peón llegue al final.
miss-not-castling = Esa jugada de rey no es un enroque. Para enrocar, mueve el rey dos casillas hacia la torre.
miss-not-en-passant = Eso no es una captura al paso. Captura el peón de { $pawn }: mueve tu peón en diagonal a la casilla de detrás.
miss-no-capture = Esa jugada no captura nada. Busca una pieza para capturar.
miss-attacked = Mira otra vez: alguien ataca al rey { $colour ->
    [white] blanco
   *[black] negro
} de { $king }. Eso es jaque.
miss-in-check = Alguien ataca al rey { $colour ->
    [white] blanco
   *[black] negro
} de { $king }: es jaque, así que no puede ser rey ahogado.
miss-can-move = Las { $side ->
    [white] blancas
   *[black] negras
} todavía pueden mover: mira la pieza de { $square }.
miss-mate-is-possible = { $piece ->
    [king] El rey
    [queen] La dama
    [rook] La torre
    [bishop] El alfil
    [knight] El caballo
   *[pawn] El peón
} de { $square } todavía puede ayudar a dar mate, así que no son tablas.
miss-not-the-goal = Esa jugada se puede hacer, pero no es lo que pide este ejercicio. Lee otra vez el objetivo.
miss-wrong-answer = Lee otra vez la pregunta, y mira la regla de arriba.

## Las pistas del ordenador: qué hacer y por qué.

hint-mates = ¡Puedes dar jaque mate! Mueve tu { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} de { $from } a { $to }.
hint-promotes = Tu peón puede llegar a la última fila: muévelo de { $from } a { $to }.
hint-captures = Puedes capturar { $victim ->
    [king] el rey
    [queen] la dama
    [rook] la torre
    [bishop] el alfil
    [knight] el caballo
   *[pawn] el peón
} de { $to } con tu { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
}.
hint-escapes = Tu { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} de { $from } está { $piece ->
    [queen] atacada: ponla
    [rook] atacada: ponla
   *[other] atacado: ponlo
} a salvo en { $to }.
hint-castles = Enroca: tu rey se pone a salvo y tu torre entra en juego.
hint-good = Una buena jugada: tu { $piece ->
    [king] rey
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] caballo
   *[pawn] peón
} de { $from } a { $to }.

## La cuenta del árbitro de las jugadas ilegales.

arbiter-counted = { $side ->
    [white] Blancas
   *[black] Negras
}: llevas { $count ->
    [one] { $count } jugada ilegal
   *[other] { $count } jugadas ilegales
}. El profesor permite { $tolerated }.
arbiter-penalty = { $side ->
    [white] Blancas
   *[black] Negras
}: llevas { $count ->
    [one] { $count } jugada ilegal
   *[other] { $count } jugadas ilegales
}; con { $limit } pierdes. Tu rival tiene { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} más en el reloj.
arbiter-loses = El árbitro detiene la partida.
arbiter-asks-teacher = { $side ->
    [white] Blancas
   *[black] Negras
}: esa ha sido una jugada ilegal de más. Llama al profesor.
