# Paraules que comparteixen diverses pantalles: dates, per què el dispositiu no
# ha desat una cosa i els noms curts de les regles que un infant no ha complert.

# El nom de l'idioma en la mateixa llengua, perquè cada infant trobi el seu.
language-name = Català

# Un dia escrit sencer: «8 de novembre de 2026».
long-date = { $day } { $month ->
    [1] de gener
    [2] de febrer
    [3] de març
    [4] d'abril
    [5] de maig
    [6] de juny
    [7] de juliol
    [8] d'agost
    [9] de setembre
    [10] d'octubre
    [11] de novembre
   *[12] de desembre
} de { $year }

## Per què el dispositiu no ha desat una cosa, com a frase: «No s'ha desat: …».

store-full = la memòria d'aquest dispositiu és plena
store-unavailable = aquest navegador no deixa desar
store-aside-unreadable = no es pot llegir una còpia desada a part

## El nom curt d'una regla que un infant no ha complert, a les llistes del
## mestre («2 × peça clavada»).

reason-teacher-needed = esperant el mestre
reason-game-over = amb la partida acabada
reason-not-your-turn = fora de torn
reason-own-piece-on-target = sobre una peça pròpia
reason-wrong-pattern = moviment equivocat
reason-path-blocked = saltar una peça
reason-pawn-straight-capture = peó capturant endavant
reason-pawn-diagonal-empty = peó en diagonal a casella buida
reason-pawn-double-step-late = doble pas tardà
reason-en-passant-expired = captura al pas tardana
reason-king-into-check = rei a casella atacada
reason-pinned-piece = peça clavada
reason-must-escape-check = no sortir de l'escac
reason-castling-king-moved = enroc amb el rei mogut
reason-castling-rook-moved = enroc amb la torre moguda
reason-castling-not-allowed = enroc amb el rei o la torre moguts
reason-castling-in-check = enroc en escac
reason-castling-through-check = enroc per casella atacada
reason-castling-into-check = enroc a casella atacada
reason-castling-blocked = enroc amb peces entremig
reason-touch-move = peça tocada
reason-clock-not-pressed = abans de prémer el rellotge
reason-king-capture = capturar el rei

## Llistes i nombres.

list-and = { $rest } i { $last }
decimal-mark = ,

## Les regles del mestre per a les partides (les del panell del mestre).

policy-practice = Pràctica
policy-school = Escola
policy-fide2009 = FIDE 2009
policy-fide-today = FIDE actual
policy-classic-blitz = Llampec clàssic
policy-custom = Personalitzat
