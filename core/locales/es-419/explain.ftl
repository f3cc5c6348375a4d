# Lo que cambia en el español de Latinoamérica («computadora», «ustedes»).
# Lo demás es el de `es/explain.ftl`.

end-played-on-won = El profesor les ha dejado jugar un poco más: las { $winner ->
    [white] blancas
   *[black] negras
} han sabido ganar. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
end-played-on-drawn = El profesor les ha dejado jugar un poco más: las { $side ->
    [white] blancas
   *[black] negras
} iban ganando, pero no han sabido ganar. Son tablas.
end-played-on-illegal-ahead = El profesor les ha dejado jugar un poco más: las { $side ->
    [white] blancas
   *[black] negras
} iban ganando, pero han hecho demasiadas jugadas ilegales. Son tablas.
end-played-on-illegal-behind = El profesor les ha dejado jugar un poco más: las { $loser ->
    [white] blancas
   *[black] negras
} iban perdiendo y han hecho demasiadas jugadas ilegales. Ganan las { $winner ->
    [white] blancas
   *[black] negras
}.
computer-castled = La computadora ha hecho el enroque { $wing ->
    [king] corto
   *[queen] largo
}: su rey se ha movido dos casillas hacia la torre, y la torre ha saltado al otro lado del rey.
computer-en-passant = La computadora ha capturado tu peón al paso: tu peón de { $captured } acababa de avanzar dos casillas y ha pasado junto a su peón, así que lo ha capturado como si hubiera avanzado solo una.
computer-promotion = El peón de la computadora ha llegado a la última fila y se ha convertido en { $piece ->
    [king] un rey
    [queen] una dama
    [rook] una torre
    [bishop] un alfil
    [knight] un caballo
   *[pawn] un peón
}.
