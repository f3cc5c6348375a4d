# El que explica el tauler: per què no val una jugada, què acaba de passar,
# com es mou cada peça, les errades a les lliçons, les pistes de l'ordinador,
# el compte de l'àrbitre i com ha acabat una partida.
#
# Les peces ($piece, $target, $attacking…) arriben com a king, queen, rook,
# bishop, knight o pawn, i cada frase tria la paraula: { $piece -> [queen]
# la dama … }. $colour i els bàndols ($winner, $loser, $side…) arriben com a
# white o black. Les caselles ($to, $from…) són com e4.

## Com ha acabat una partida.

end-checkmate = Escac i mat! Guanyen les { $winner ->
    [white] blanques
   *[black] negres
}.
end-resignation = Les { $loser ->
    [white] blanques
   *[black] negres
} abandonen. Guanyen les { $winner ->
    [white] blanques
   *[black] negres
}.
end-resignation-no-mate = Les { $loser ->
    [white] blanques
   *[black] negres
} abandonen, però les { $winner ->
    [white] blanques
   *[black] negres
} no podrien fer mat mai: són taules.
end-stalemate = Rei ofegat! Són taules: ningú no perd.
end-insufficient-material = Taules: no queden prou peces perquè ningú pugui fer mat.
end-threefold = Taules: la mateixa posició ha sortit tres vegades.
end-fifty-moves = Taules: 50 jugades de cadascú sense cap captura ni moviment de peó.
end-fivefold = Taules: la mateixa posició ha sortit cinc vegades.
end-seventy-five-moves = Taules: 75 jugades de cadascú sense cap captura ni moviment de peó.
end-agreement = Taules: els dos jugadors s'han posat d'acord.
end-draw-recommended = Taules: els dos jugadors les han acceptades, com ha recomanat el mestre.
end-illegal-moves = Les { $loser ->
    [white] blanques
   *[black] negres
} han fet massa jugades il·legals. Guanyen les { $winner ->
    [white] blanques
   *[black] negres
}.
end-king-left-in-check = Les { $loser ->
    [white] blanques
   *[black] negres
} han deixat el seu rei en escac. Això no es pot fer mai, i en aquesta partida fa perdre de seguida. Guanyen les { $winner ->
    [white] blanques
   *[black] negres
}.
end-one-illegal-move = Les { $loser ->
    [white] blanques
   *[black] negres
} han fet una jugada il·legal: en aquesta partida n'hi ha prou amb una per perdre. Guanyen les { $winner ->
    [white] blanques
   *[black] negres
}.
end-illegal-moves-no-mate = Massa jugades il·legals, però el rival no podria fer mat mai: són taules.
end-played-on-won = El mestre us ha deixat jugar una mica més: les { $winner ->
    [white] blanques
   *[black] negres
} han sabut guanyar. Guanyen les { $winner ->
    [white] blanques
   *[black] negres
}.
end-played-on-drawn = El mestre us ha deixat jugar una mica més: les { $side ->
    [white] blanques
   *[black] negres
} anaven guanyant, però no han sabut guanyar. Són taules.
end-adjudicated-won = Decisió del mestre: guanyen les { $winner ->
    [white] blanques
   *[black] negres
}.
end-adjudicated-drawn = Decisió del mestre: taules.
end-played-on-illegal-ahead = El mestre us ha deixat jugar una mica més: les { $side ->
    [white] blanques
   *[black] negres
} anaven guanyant, però han fet massa jugades il·legals. Són taules.
end-played-on-illegal-behind = El mestre us ha deixat jugar una mica més: les { $loser ->
    [white] blanques
   *[black] negres
} anaven perdent i han fet massa jugades il·legals. Guanyen les { $winner ->
    [white] blanques
   *[black] negres
}.
end-flag = A les { $loser ->
    [white] blanques
   *[black] negres
} se'ls ha acabat el temps. Guanyen les { $winner ->
    [white] blanques
   *[black] negres
}.
end-flag-no-mate = S'ha acabat el temps, però el rival no podria fer mat mai: són taules.
end-both-flags = A tots dos jugadors se'ls ha acabat el temps: són taules.

## Com es mou cada peça, en una frase.

pattern-king = El rei es mou una casella en qualsevol direcció.
pattern-queen = La dama es mou en línia recta: per files, columnes i diagonals.
pattern-rook = La torre es mou en línia recta per files i columnes, mai en diagonal.
pattern-bishop = L'alfil només es mou per les diagonals.
pattern-knight = El cavall salta fent una L: dues caselles en una direcció i una cap al costat.
pattern-pawn = El peó només va endavant: una casella, o dues en la seva primera jugada. Captura en diagonal, una casella cap endavant.
# La regla ja anomena la peça: «El rei es mou…».
how-it-moves = { $pattern }

## Per què no val una jugada, dit a l'infant que l'ha provada.

refused-press-the-clock = Has deixat anar la peça, així que la jugada ja està feta. Ara prem el rellotge.
refused-clock-not-pressed = Espera: les { $side ->
    [white] blanques
   *[black] negres
} han mogut però encara no han premut el rellotge.
refused-not-your-turn = Espera: ara juguen les { $side ->
    [white] blanques
   *[black] negres
}. Les peces { $colour ->
    [white] blanques
   *[black] negres
} es mouen al torn següent.
refused-game-over = La partida s'ha acabat. { $end } Prem «Partida nova» per tornar a jugar.
refused-own-piece-on-target = Gairebé! A { $to } hi tens { $target ->
    [king] el teu rei
    [queen] la teva dama
    [rook] la teva torre
    [bishop] el teu alfil
    [knight] el teu cavall
   *[pawn] el teu peó
}. No pots capturar mai les teves peces.
refused-wrong-pattern = Gairebé! { $piece ->
    [king] El rei
    [queen] La dama
    [rook] La torre
    [bishop] L'alfil
    [knight] El cavall
   *[pawn] El peó
} no es mou així. { $pattern }
refused-path-blocked = Gairebé! { $own ->
    [yes] { $blocking ->
        [king] El teu rei
        [queen] La teva dama
        [rook] La teva torre
        [bishop] El teu alfil
        [knight] El teu cavall
       *[pawn] El teu peó
    }
   *[no] { $blocking ->
        [king] El rei
        [queen] La dama
        [rook] La torre
        [bishop] L'alfil
        [knight] El cavall
       *[pawn] El peó
    }
} de { $blocker } tanca el pas { $piece ->
    [king] al teu rei
    [queen] a la teva dama
    [rook] a la teva torre
    [bishop] al teu alfil
    [knight] al teu cavall
   *[pawn] al teu peó
}. Només el cavall pot saltar per sobre de les peces (l'enroc és l'única excepció).
refused-pawn-straight-capture = Gairebé! El peó no captura mai recte endavant, i { $own ->
    [yes] { $target ->
        [king] el teu rei
        [queen] la teva dama
        [rook] la teva torre
        [bishop] el teu alfil
        [knight] el teu cavall
       *[pawn] el teu peó
    }
   *[no] { $target ->
        [king] el rei
        [queen] la dama
        [rook] la torre
        [bishop] l'alfil
        [knight] el cavall
       *[pawn] el peó
    }
} de { $to } li tanca el pas. Els peons capturen en diagonal, una casella cap endavant.
refused-pawn-diagonal-empty = Gairebé! El peó només va en diagonal per capturar, i { $to } és buida.
refused-pawn-double-step-late = Gairebé! El peó només pot avançar dues caselles en la seva primera jugada, des de la casella on comença.
refused-en-passant-expired = Gairebé! Ara ja no pots capturar al pas el peó de { $pawn }. Només es pot fer just després que avanci dues caselles i es posi al costat del teu peó.
refused-king-into-check = Gairebé! El teu rei no pot anar a { $to }: { $attacking ->
    [king] el rei
    [queen] la dama
    [rook] la torre
    [bishop] l'alfil
    [knight] el cavall
   *[pawn] el peó
} de { $attacker } ataca aquesta casella.
refused-pinned-piece = { $piece ->
    [king] El teu rei
    [queen] La teva dama
    [rook] La teva torre
    [bishop] El teu alfil
    [knight] El teu cavall
   *[pawn] El teu peó
} de { $from } no es pot moure allà: el teu rei de { $king } quedaria en escac { $pinning ->
    [king] pel rei
    [queen] per la dama
    [rook] per la torre
    [bishop] per l'alfil
    [knight] pel cavall
   *[pawn] pel peó
} de { $pinner }.
refused-double-check = El teu rei està en escac per dues peces alhora! Ara només es pot moure el rei.
refused-must-escape-check = El teu rei està en escac { $checking ->
    [king] pel rei
    [queen] per la dama
    [rook] per la torre
    [bishop] per l'alfil
    [knight] pel cavall
   *[pawn] pel peó
} de { $checker }! Aquesta jugada no el salva. Mou el rei, tapa l'escac o captura la peça que ataca.
refused-castling-king-moved = Ja no pots enrocar: el teu rei ja s'ha mogut en aquesta partida.
refused-castling-rook-moved = No pots enrocar per aquest costat: aquesta torre ja s'ha mogut (o no hi és).
refused-castling-not-allowed = No pots enrocar per aquest costat: el teu rei o aquesta torre ja s'han mogut abans.
refused-castling-in-check = No pots enrocar mentre el teu rei està en escac { $checking ->
    [king] pel rei
    [queen] per la dama
    [rook] per la torre
    [bishop] per l'alfil
    [knight] pel cavall
   *[pawn] pel peó
} de { $checker }. Primer surt de l'escac.
refused-castling-through-check = Ara no pots enrocar: el teu rei passaria per { $square }, i { $attacking ->
    [king] el rei
    [queen] la dama
    [rook] la torre
    [bishop] l'alfil
    [knight] el cavall
   *[pawn] el peó
} de { $attacker } ataca aquesta casella.
refused-castling-into-check = Ara no pots enrocar: el teu rei arribaria a { $square }, i { $attacking ->
    [king] el rei
    [queen] la dama
    [rook] la torre
    [bishop] l'alfil
    [knight] el cavall
   *[pawn] el peó
} de { $attacker } ataca aquesta casella.
refused-castling-blocked = Encara no pots enrocar: { $own ->
    [yes] { $blocking ->
        [king] el teu rei
        [queen] la teva dama
        [rook] la teva torre
        [bishop] el teu alfil
        [knight] el teu cavall
       *[pawn] el teu peó
    }
   *[no] { $blocking ->
        [king] el rei
        [queen] la dama
        [rook] la torre
        [bishop] l'alfil
        [knight] el cavall
       *[pawn] el peó
    }
} de { $blocker } és entre el teu rei i la teva torre.
refused-teacher-needed = Esperem el mestre: hi ha hagut massa jugades il·legals. El mestre decideix com continua la partida.
refused-touch-move = Has tocat { $touched-piece ->
    [king] el teu rei
    [queen] la teva dama
    [rook] la teva torre
    [bishop] el teu alfil
    [knight] el teu cavall
   *[pawn] el teu peó
} de { $touched }: és la peça que has de moure (peça tocada, peça moguda).
refused-touch-capture-it = Has tocat { $touched-piece ->
    [king] el rei
    [queen] la dama
    [rook] la torre
    [bishop] l'alfil
    [knight] el cavall
   *[pawn] el peó
} de { $touched }: l'has de capturar (peça tocada, peça moguda).
refused-touch-capture-with = Has tocat { $touched-piece ->
    [king] el teu rei
    [queen] la teva dama
    [rook] la teva torre
    [bishop] el teu alfil
    [knight] el teu cavall
   *[pawn] el teu peó
} de { $touched } i { $captured ->
    [king] el rei
    [queen] la dama
    [rook] la torre
    [bishop] l'alfil
    [knight] el cavall
   *[pawn] el peó
} de { $target }: l'has de capturar amb { $touched-piece ->
    [king] el teu rei
    [queen] la teva dama
    [rook] la teva torre
    [bishop] el teu alfil
    [knight] el teu cavall
   *[pawn] el teu peó
} (peça tocada, peça moguda).
refused-king-capture = El rei no es captura mai! Quan ataquen el rei és escac, i la partida s'acaba amb l'escac i mat abans de capturar cap rei.

## El que acaba de passar al tauler.

moment-checkmate = Escac i mat! El rei { $colour ->
    [white] blanc
   *[black] negre
} està en escac i res no el pot salvar. No té cap casella segura, i no es pot tapar l'escac ni capturar la peça que ataca. Guanyen les { $winner ->
    [white] blanques
   *[black] negres
}.
moment-stalemate = Les { $side ->
    [white] blanques
   *[black] negres
} no poden moure res, i el seu rei no està en escac. Això és rei ofegat: taules! Ningú no guanya.
moment-insufficient-material = Taules! A ningú no li queden prou peces per fer mat, així que la partida s'acaba.
moment-fivefold = Taules! La mateixa posició ha sortit cinc vegades, així que la partida acaba en taules encara que ningú no les reclami.
moment-seventy-five-moves = Taules! 75 jugades de cadascú sense cap captura ni moviment de peó: la partida acaba en taules encara que ningú no les reclami.
moment-castled = Les { $side ->
    [white] blanques
   *[black] negres
} han fet l'enroc { $wing ->
    [king] curt (costat del rei)
   *[queen] llarg (costat de la dama)
}: el rei s'ha mogut dues caselles cap a la torre, i la torre ha passat a l'altre costat del rei. L'enroc és l'única jugada en què una torre passa per sobre d'una peça.
moment-en-passant = Captura al pas! El peó de { $captured } acabava d'avançar dues caselles, així que s'ha capturat com si només n'hagués avançat una. Només es pot fer just després d'aquesta jugada.
moment-promotion = El peó ha arribat a l'última fila i s'ha convertit en { $piece ->
    [king] un rei
    [queen] una dama
    [rook] una torre
    [bishop] un alfil
    [knight] un cavall
   *[pawn] un peó
}!
moment-promotion-any-piece = Es pot triar qualsevol peça: dama, torre, alfil o cavall.
moment-promotion-not-queen = Ben pensat! Una dama allà hauria estat rei ofegat: taules.
moment-double-check = Escac doble! Dues peces ataquen el rei alhora: només una jugada de rei el pot salvar.
moment-check = Escac! { $checking ->
    [king] El rei
    [queen] La dama
    [rook] La torre
    [bishop] L'alfil
    [knight] El cavall
   *[pawn] El peó
} de { $checker } ataca el rei. Mou el rei, tapa l'escac o captura la peça que ataca.
moment-threefold = La mateixa posició ha sortit tres vegades. Si et toca jugar, pots reclamar taules.
moment-fifty-moves = 50 jugades de cadascú sense cap captura ni moviment de peó. Si et toca jugar, pots reclamar taules.
computer-castled = L'ordinador ha fet l'enroc { $wing ->
    [king] curt
   *[queen] llarg
}: el seu rei s'ha mogut dues caselles cap a la torre, i la torre ha passat a l'altre costat del rei.
computer-en-passant = L'ordinador ha capturat al pas el teu peó: el teu peó de { $captured } acabava d'avançar dues caselles i havia passat pel costat del seu peó, així que l'ha capturat com si només n'hagués avançat una.
computer-promotion = El peó de l'ordinador ha arribat a l'última fila i s'ha convertit en { $piece ->
    [king] un rei
    [queen] una dama
    [rook] una torre
    [bishop] un alfil
    [knight] un cavall
   *[pawn] un peó
}.

## Una jugada llegida en veu alta: «Blanques: cavall de g1 a f3.»

played-castles = { $side ->
    [white] Blanques
   *[black] Negres
}: enroc { $wing ->
    [king] curt
   *[queen] llarg
}.
played-en-passant = { $side ->
    [white] Blanques
   *[black] Negres
}: peó de { $from } a { $to }, captura el peó al pas.
played = { $side ->
    [white] Blanques
   *[black] Negres
}: { $piece ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] cavall
   *[pawn] peó
} de { $from } a { $to }{ $taken ->
    [none] {""}
   *[other] , captura { $taken ->
        [king] el rei
        [queen] la dama
        [rook] la torre
        [bishop] l'alfil
        [knight] el cavall
       *[pawn] el peó
    }
}{ $promotion ->
    [none] {""}
   *[other] , i es converteix en { $promotion ->
        [king] rei
        [queen] dama
        [rook] torre
        [bishop] alfil
        [knight] cavall
       *[pawn] peó
    }
}.
played-put = { $side ->
    [white] Blanques
   *[black] Negres
}: { $piece ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] cavall
   *[pawn] peó
} a { $to }.

## Un exercici d'una lliçó, fet d'una altra manera.

miss-wrong-piece = Aquí només { $piece ->
    [king] el rei
    [queen] la dama
    [rook] la torre
    [bishop] l'alfil
    [knight] el cavall
   *[pawn] el peó
} agafa les estrelles. Mou { $piece ->
    [king] el rei
    [queen] la dama
    [rook] la torre
    [bishop] l'alfil
    [knight] el cavall
   *[pawn] el peó
}!
miss-no-check = Això no és escac: ningú no ataca el rei { $colour ->
    [white] blanc
   *[black] negre
} de { $king }.
miss-not-mate-escape = És escac, però no escac i mat: el rei { $colour ->
    [white] blanc
   *[black] negre
} encara pot escapar a { $escape }.
miss-not-mate = És escac, però no escac i mat: les { $side ->
    [white] blanques
   *[black] negres
} encara poden tapar l'escac o capturar la peça que ataca.
miss-stalemate = Compte! Després d'aquesta jugada les { $side ->
    [white] blanques
   *[black] negres
} no poden moure res, i el seu rei no està en escac: rei ofegat, taules. Prova una altra jugada.
miss-dead-position = Després d'aquesta jugada ningú no podria fer mat mai: taules. Prova una altra peça.
miss-other-piece = Aquest exercici demana { $piece ->
    [king] un rei
    [queen] una dama
    [rook] una torre
    [bishop] un alfil
    [knight] un cavall
   *[pawn] un peó
}. { $piece ->
    [queen] Tria-la
    [rook] Tria-la
   *[other] Tria'l
} quan el teu peó arribi a l'última fila.
miss-not-castling = Aquesta jugada de rei no és un enroc. Per enrocar, mou el rei dues caselles cap a la torre.
miss-not-en-passant = Això no és una captura al pas. Captura el peó de { $pawn }: mou el teu peó en diagonal a la casella que aquest peó té al darrere.
miss-no-capture = Aquesta jugada no captura res. Busca una peça que puguis capturar.
miss-attacked = Torna-hi a mirar: algú ataca el rei { $colour ->
    [white] blanc
   *[black] negre
} de { $king }. Això és escac.
miss-in-check = Algú ataca el rei { $colour ->
    [white] blanc
   *[black] negre
} de { $king }: és escac, així que no pot ser rei ofegat.
miss-can-move = Les { $side ->
    [white] blanques
   *[black] negres
} encara poden moure: mira la peça de { $square }.
miss-mate-is-possible = { $piece ->
    [king] El rei
    [queen] La dama
    [rook] La torre
    [bishop] L'alfil
    [knight] El cavall
   *[pawn] El peó
} de { $square } encara pot ajudar a fer mat, així que no són taules.
miss-not-the-goal = Aquesta jugada es pot fer, però no és el que demana aquest exercici. Torna a llegir l'objectiu.
miss-wrong-answer = Torna a llegir la pregunta, i mira la regla de dalt.

## Les pistes de l'ordinador: què cal fer i per què.

hint-mates = Pots fer escac i mat! Mou { $piece ->
    [king] el teu rei
    [queen] la teva dama
    [rook] la teva torre
    [bishop] el teu alfil
    [knight] el teu cavall
   *[pawn] el teu peó
} de { $from } a { $to }.
hint-promotes = El teu peó pot arribar a l'última fila: mou-lo de { $from } a { $to }.
hint-captures = Pots capturar { $victim ->
    [king] el rei
    [queen] la dama
    [rook] la torre
    [bishop] l'alfil
    [knight] el cavall
   *[pawn] el peó
} de { $to } amb { $piece ->
    [king] el teu rei
    [queen] la teva dama
    [rook] la teva torre
    [bishop] el teu alfil
    [knight] el teu cavall
   *[pawn] el teu peó
}.
hint-escapes = { $piece ->
    [king] El teu rei
    [queen] La teva dama
    [rook] La teva torre
    [bishop] El teu alfil
    [knight] El teu cavall
   *[pawn] El teu peó
} de { $from } està { $piece ->
    [queen] atacada: posa-la
    [rook] atacada: posa-la
   *[other] atacat: posa'l
} a recer a { $to }.
hint-castles = Enroca: el teu rei es posa a recer i la teva torre entra en joc.
hint-good = Una bona jugada: { $piece ->
    [king] el teu rei
    [queen] la teva dama
    [rook] la teva torre
    [bishop] el teu alfil
    [knight] el teu cavall
   *[pawn] el teu peó
} de { $from } a { $to }.

## El compte de l'àrbitre de les jugades il·legals.

arbiter-counted = { $side ->
    [white] Blanques
   *[black] Negres
}: portes { $count ->
    [one] { $count } jugada il·legal
   *[other] { $count } jugades il·legals
}. El mestre en permet { $tolerated }.
arbiter-penalty = { $side ->
    [white] Blanques
   *[black] Negres
}: portes { $count ->
    [one] { $count } jugada il·legal
   *[other] { $count } jugades il·legals
}; amb { $limit } perds. El teu rival té { $minutes ->
    [one] { $minutes } minut
   *[other] { $minutes } minuts
} més al rellotge.
arbiter-loses = L'àrbitre atura la partida.
arbiter-asks-teacher = { $side ->
    [white] Blanques
   *[black] Negres
}: aquesta ha estat una jugada il·legal de més. Crida el mestre.
