# La pantalla del tauler: la partida, els seus botons i preguntes, el tauler
# del mestre, l'editor, la planella, les lliçons, l'ordinador, el mode classe
# i les notes del dispositiu.
#
# Els bàndols ($side, $winner…) arriben com a white o black; les peces
# ($piece) com a king, queen, rook, bishop, knight o pawn; les caselles són
# com e4.

app-name = Peoncito
tagline = El tauler d'escacs que explica.
to-move = Juguen les { $side ->
    [white] blanques
   *[black] negres
}
check = Escac!
new-game = Partida nova
flip = Gira el tauler
undo = Desfés
resign = Abandona
offer-draw = Ofereix taules
draw-offered = Les { $side ->
    [white] blanques
   *[black] negres
} t'ofereixen taules. Les acceptes?
accept-draw = Accepta les taules
decline-draw = Continua jugant
claim-draw-threefold = Reclama taules: aquesta posició ha sortit tres vegades
claim-draw-fifty-moves = Reclama taules: 50 jugades de cadascú sense cap captura ni moviment de peó
choose-promotion = El teu peó ha arribat a l'última fila! Tria en quina peça corona:
cancel = Cancel·la
moves = Jugades
no-moves-yet = Encara no hi ha cap jugada.
start-another = Prem «Partida nova» per tornar a jugar.
good-game = { $moves ->
    [one] Bona partida! S'ha jugat { $moves } jugada.
   *[other] Bona partida! S'han jugat { $moves } jugades.
}
saved-game-lost = No s'ha pogut obrir la partida desada ({ $why }), així que comença una partida nova.
saved-unreadable = les dades estan malmeses
saved-newer = és d'un Peoncito més nou, versió { $version }
saved-bad-start = la seva posició inicial no és correcta: { $problem }
saved-bad-move = la jugada { $number } no és possible
saved-bad-ending = el seu resultat no quadra amb la posició
bad-fen = No s'ha pogut fer servir la posició de l'enllaç: { $problem }. La teva partida continua.
unknown-language = L'idioma «{ $code }» encara no està disponible; es fa servir: { $using }.
game-not-saved = Aquesta partida no s'ha desat: { $why }. Es perd si tanques la pàgina: per no perdre-la, desa la seva planella («Planella»).
storage-unavailable = Aquest navegador no deixa desar la partida: es perdrà si tornes a carregar la pàgina.
game-kept-aside = Una altra pàgina ha jugat una altra partida en aquest tauler alhora. Ara veus la seva; la teva està desada a part.
update-ready = Hi ha una versió nova de Peoncito.
reload-now = Torna a carregar
dismiss = D'acord

## El tauler i les seves caselles, com els diuen els lectors de pantalla.

board-label = Tauler d'escacs
square-label = { $square }, { $piece ->
    [king] rei { $colour ->
        [white] blanc
       *[black] negre
    }
    [queen] dama { $colour ->
        [white] blanca
       *[black] negra
    }
    [rook] torre { $colour ->
        [white] blanca
       *[black] negra
    }
    [bishop] alfil { $colour ->
        [white] blanc
       *[black] negre
    }
    [knight] cavall { $colour ->
        [white] blanc
       *[black] negre
    }
   *[pawn] peó { $colour ->
        [white] blanc
       *[black] negre
    }
}
square-label-empty = { $square }, buida
piece-name = { $piece ->
    [king] Rei
    [queen] Dama
    [rook] Torre
    [bishop] Alfil
    [knight] Cavall
   *[pawn] Peó
}
coloured-piece = { $piece ->
    [king] rei { $colour ->
        [white] blanc
       *[black] negre
    }
    [queen] dama { $colour ->
        [white] blanca
       *[black] negra
    }
    [rook] torre { $colour ->
        [white] blanca
       *[black] negra
    }
    [bishop] alfil { $colour ->
        [white] blanc
       *[black] negre
    }
    [knight] cavall { $colour ->
        [white] blanc
       *[black] negre
    }
   *[pawn] peó { $colour ->
        [white] blanc
       *[black] negre
    }
}
# La lletra de cada peça a la llista de jugades i a la planella.
letter-king = R
letter-queen = D
letter-rook = T
letter-bishop = A
letter-knight = C
letter-pawn = P
languages-label = Idioma
copy-record = Copia la planella

## Preparar una posició.

editor-button = Prepara una posició
editor-title = Prepara una posició
editor-hint = Tria una peça de sota i toca les caselles on va. La goma buida una casella.
eraser = Goma
side-to-move-setting = Qui juga primer?
castling-legend = Enrocs que encara es poden fer
castling-right = { $side ->
    [white] Blanques
   *[black] Negres
}, { $wing ->
    [king] curt
   *[queen] llarg
}
empty-board = Tauler buit
start-position = Posició inicial
play-from-here = Juga des d'aquí
copy-link = Enllaç a aquesta posició
link-copied = Copia aquest enllaç per compartir la posició:
setup-opposite-check = Les { $other ->
    [white] blanques
   *[black] negres
} estan en escac, però el torn és de les { $turn ->
    [white] blanques
   *[black] negres
}: això no pot passar. Dona el torn a les { $other ->
    [white] blanques
   *[black] negres
} o treu l'escac.
setup-problem = Aquesta posició encara no es pot jugar: { $problem }.
setup-ready = La posició està a punt per jugar.

## El que no està bé en una posició (un FEN).

fen-syntax-board = la col·locació de les peces no està ben escrita
fen-syntax-turn = la part del torn no està ben escrita
fen-syntax-castling = la part de l'enroc no està ben escrita
fen-syntax-en-passant = la casella de captura al pas no està ben escrita
fen-syntax-halfmove-clock = el compte de mitges jugades no està ben escrit
fen-syntax-move-number = el número de jugada no està ben escrit
fen-syntax = la notació FEN no està ben escrita
fen-empty-board = el tauler és buit
fen-missing-king = falta un rei
fen-too-many-kings = les blanques o les negres tenen més d'un rei
fen-pawns-on-back-rank = hi ha un peó a la primera o a l'última fila
fen-castling-rights = es permet enrocar a un rei o una torre que no és a la seva casella inicial
fen-en-passant-square = la casella de captura al pas és impossible
fen-opposite-check = el rei del jugador que no mou està en escac
fen-impossible-check = aquest escac no podria passar mai
fen-too-much-material = hi ha massa peces
fen-impossible = la posició és impossible
fen-counters = el número de jugada o el compte de jugades sense captura és massa gran
fen-problems-joined = { $first }; { $rest }

## Els noms dels jugadors i la planella.

names-button = Noms
names-title = Jugadors i partida
name-of = Jugador amb { $side ->
    [white] blanques
   *[black] negres
}
event-label = Torneig o classe
site-label = Lloc
save-names = Desa els noms
names-saved = Els noms s'han desat.
pupils-name-players = Els alumnes poden escriure els noms
player = { $name } ({ $side ->
    [white] blanques
   *[black] negres
})
player-unnamed = { $side ->
    [white] Blanques
   *[black] Negres
}
unnamed-white = Blanques
unnamed-black = Negres
score-sheet-button = Planella per imprimir
score-sheet-title = Planella de la partida
print-button = Imprimeix
move-number-column = Núm.
side-column = { $side ->
    [white] Blanques
   *[black] Negres
}
date-label = Data
result-label = Resultat
game-not-over = La partida no s'ha acabat.

## Els botons del menú i les notes del dispositiu.

tournament-button = Torneig
class-button = La classe
school-server-button = Servidor de l'escola
guide-button = Guia del mestre
this-device = Peoncito en aquest dispositiu
offline-checking = S'està comprovant si aquest dispositiu pot guardar una còpia per fer servir sense xarxa…
offline-ready = Guardat en aquest dispositiu: s'obre i s'hi juga sense xarxa.
offline-not-secure = No es guarda per fer servir sense xarxa: els navegadors només guarden còpia de les adreces https://, i aquesta comença per http://. Posa Peoncito en una adreça https:// (docs/install.md explica com).
offline-refused = No es guarda per fer servir sense xarxa: el navegador no ho permet (una finestra privada, o els webs no poden guardar dades). Obre Peoncito en una finestra normal, o deixa que els webs guardin dades.
offline-not-supported = No es guarda per fer servir sense xarxa: aquest navegador no pot. Fes servir un Chrome, Edge, Firefox o Safari recents.
offline-development-build = No es guarda per fer servir sense xarxa: és una versió de desenvolupament. Serveix la versió final (./.ci/serve).
offline-interrupted = Encara no es guarda per fer servir sense xarxa: la còpia no s'ha pogut descarregar. Continua amb xarxa i torna a obrir Peoncito: ho tornarà a provar.
storage-room = Desat en aquest dispositiu: { $used } dels { $quota } que el navegador dona a Peoncito.
storage-persisted = El navegador ho guarda fins que algú ho esborri.
storage-not-persisted = El navegador ho pot esborrar si falta espai al dispositiu: desa de tant en tant el fitxer de la classe.
storage-nearly-full = Gairebé ple: a la pantalla de la classe, resumeix les notes antigues en els totals de cada alumne; desa els tornejos anteriors com a fitxer i treu-los del dispositiu; desa el fitxer de la classe, i allibera espai al dispositiu (fotos, vídeos, altres aplicacions).
version = Versió { $version }
tablets-button = Posa Peoncito a les tauletes

## El mode classe: cada alumne diu qui és.

class-mode = Mode classe: cada alumne diu qui és
class-mode-hint = El tauler i les lliçons pregunten primer «Qui ets?», i les estrelles i els errors de cada alumne es guarden amb el seu nom en aquest dispositiu.
who-are-you = Qui ets?
guest = Un convidat
you = Tu
switch-pupil = Una altra persona
draw-claim-lost = Has tocat una peça: en aquesta jugada ja no pots reclamar taules. L'has de moure.
still-you = Encara ets tu, { $name }?
yes-its-me = Sí, soc { $name }
not-me = No, soc una altra persona
who-plays-with-you = Amb qui jugues, { $name }?
you-play = Tu jugues amb
someone-else = Algú de fora de la classe
the-computer = L'ordinador
seat-pupil = Alumne (amb blanques, o sol)
seat-classmate = Company (amb negres), per a una partida entre dos
nobody = Ningú
lock-tablet = Deixa aquest dispositiu per a ells
unlock-tablet = Que cada alumne torni a triar
choose-one-or-two = Tria un alumne, o dos de diferents.
record-not-opened = No s'ha pogut obrir aquesta partida: el seu registre està malmès.
locked-to = Aquest dispositiu és per a { $names }. Només el mestre el canvia.
teacher-screens = Pantalles del mestre
result-for-teacher = Dona el resultat al mestre
bad-board-link = No s'ha pogut llegir l'enllaç del tauler. Demana'n un altre al mestre.
back-to-board = Torna al tauler
part-not-fetched = Aquesta part encara no és en aquest dispositiu. Connecta't a la xarxa (mira el Wi-Fi) i torna-la a obrir.

## Projectar per a la classe, i repassar les jugades.

projection-button = Projecta per a la classe
leave-projection = Surt de la projecció
step-first = ⇤ Inici
step-back = ← Enrere
step-forward = Endavant →
step-live = Ara ⇥
replay-at = { $san } — jugada { $number } de { $last }
pen-green = Retolador verd
pen-red = Retolador vermell (ratlles)
pen-blue = Retolador blau (punts)
pen-mode = Dibuixa amb el dit
clear-drawings = Esborra els dibuixos (D)
fullscreen = Pantalla completa (F)

## Les lliçons.

lessons-button = Lliçons
back-to-game = Torna a la partida
lesson-map-title = Lliçons: tria una regla per aprendre
stage-stars = { $got } de { $total } estrelles
exercise-number = Exercici { $number } de { $total }
lesson-solved = Molt bé! Has guanyat { $stars } { $stars ->
    [one] estrella
   *[other] estrelles
}.
not-the-goal = Aquesta vegada no. Torna-ho a provar!
wrong-answer = Gairebé. Prova una altra resposta.
already-solved = Ja has resolt aquest exercici! Prem «Exercici següent» per continuar.
already-solved-last = Has resolt l'últim exercici d'aquesta lliçó! Prem «Totes les lliçons» per triar-ne una altra.
stage-complete = Bravo! Has acabat tots els exercicis d'aquesta lliçó.
previous-exercise = Anterior
skip-exercise = Salta
retry-exercise = Repeteix per guanyar més estrelles
next-exercise = Exercici següent
next-lesson = Lliçó següent: { $lesson }
back-to-map = Totes les lliçons
answer-check = Escac
answer-checkmate = Escac i mat
answer-stalemate = Rei ofegat
answer-dead-position = Taules: ningú no pot fer mat
answer-nothing = Cap d'aquestes
star-here = estrella

## Les regles en joc, i les preguntes abans de fer una cosa.

rules-tolerated = se'n permeten { $tolerated }
rules-touch-move = peça tocada
rules-claims = reclamacions
confirm-new-game = Vols començar una partida nova? La partida del tauler s'acaba i no es pot recuperar.
confirm-link-game = Vols obrir la partida de l'enllaç? La partida del tauler es desa a part en aquest dispositiu.
confirm-link-game-teacher = Només el mestre pot posar una altra partida en aquest tauler. Mestre: escriu el PIN per obrir la partida de l'enllaç. La partida del tauler es desa a part.
game-not-kept = No queda lloc en aquest dispositiu per desar a part la partida del tauler, així que es queda al tauler.
saved-game-not-kept = No queda lloc en aquest dispositiu per desar a part una còpia de la partida desada, així que no s'hi desa res a sobre fins que hi hagi lloc.
storage-late = Aquest dispositiu no respon quan li demanes que desi. Pots jugar, però potser no es desarà el que facis.
saved-game-kept = S'ha desat una còpia a part en aquest dispositiu: la tens a la planella de la partida.
kept-games-title = Partides desades a part en aquest dispositiu
open-kept-game = Obre
kept-game = { $white } – { $black }, { $moves } { $moves ->
    [one] jugada
   *[other] jugades
}
confirm-resign = { $player }: segur que vols abandonar? La partida s'acaba.
who-resigns = Qui abandona?
who-offers-draw = Qui ofereix taules?
confirm-take-back-after-end = La partida s'ha acabat. Voleu tots dos desfer l'última jugada? Així la partida continua.
confirm-yes = Sí
confirm-no = No, torna
lock-new-game = Només el mestre comença partides noves
save-and-new-game = Desa i comença una partida nova amb aquestes regles
bound-piece = l'has tocada: l'has de moure
reset-progress = Torna a començar les lliçons (esborra les estrelles d'aquest dispositiu)
progress-reset = Les lliçons tornen a començar: s'han esborrat les estrelles.
progress-damaged = No s'han pogut llegir les estrelles desades, així que les lliçons tornen a començar.

## La planella de la partida (PGN).

game-record-button = Planella
game-record-title = Planella de la partida (PGN)
export-hint = Aquesta és la partida escrita. Copia-la per guardar-la o per obrir-la en un altre programa d'escacs.
import-label = Per obrir una partida, enganxa aquí la seva planella:
import-button = Obre aquesta partida
pgn-place = {" "}(línia { $line }, columna { $column })
pgn-no-game = En aquest text no hi ha cap partida.
pgn-bad-fen = No es pot fer servir la posició inicial{ $place }: { $problem }.
pgn-bad-move = La jugada { $number } de les { $side ->
    [white] blanques
   *[black] negres
}, «{ $san }»{ $place }, no es pot fer en aquesta partida.
pgn-problem = { $problem } La teva partida continua.
mistake-comment = { $player }: jugada il·legal ({ $reason }){ $counted ->
    [yes] , comptada
   *[no] {""}
}
describe-button = Digues on són les peces
position-side = { $side ->
    [white] Blanques
   *[black] Negres
}: { $groups }.
position-group = { $count ->
    [one] { $piece ->
        [king] rei
        [queen] dama
        [rook] torre
        [bishop] alfil
        [knight] cavall
       *[pawn] peó
    }
   *[other] { $piece ->
        [king] reis
        [queen] dames
        [rook] torres
        [bishop] alfils
        [knight] cavalls
       *[pawn] peons
    }
} a { $squares }
position-description = { $white } { $black } Juguen les { $turn ->
    [white] blanques
   *[black] negres
}.
read-aloud = Llegeix en veu alta
auto-read = Llegeix sempre en veu alta
high-contrast = Colors forts

## El panell del mestre.

teacher-button = Mestre
teacher-title = Configuració del mestre
choose-pin = Tria un PIN de 4 xifres per al mestre
repeat-pin = Torna a escriure el PIN
enter-pin = PIN del mestre
set-pin = Desa el PIN
unlock = Obre
pin-not-four-digits = El PIN ha de tenir exactament 4 xifres.
pin-mismatch = Els dos PIN són diferents. Torna-ho a provar.
pin-wrong = Aquest PIN no és correcte. { $tries ->
    [one] Pots provar-ho una vegada més ara; després, cada intent fallit et fa esperar.
   *[other] Pots provar-ho { $tries } vegades més ara; després, cada intent fallit et fa esperar.
}
pin-wrong-wait = Aquest PIN no és correcte. Espera { $seconds } s abans de tornar-ho a provar.
pin-chosen-elsewhere = Una altra pàgina d'aquest dispositiu ha triat un PIN en el mateix moment, i es queda aquell. Escriu aquell PIN.
pin-unreadable = Aquest dispositiu no pot llegir el PIN del mestre, així que el panell es queda tancat. La guia del mestre explica com tornar a començar en aquest dispositiu.
pin-wait = Massa intents fallits. Espera { $seconds } s i torna-ho a provar.
first-pin-note = Això és per al mestre: tria un PIN que només sàpigues tu; qui el triï serà el mestre en aquest dispositiu. Si ets alumne, tanca i avisa el teu mestre.
recovery-code-note = Apunta aquest codi i guarda'l bé. Si algun dia s'oblida el PIN, serveix per triar-ne un altre. Només es mostra ara.
recovery-code-done = Ja l'he apuntat
forgot-pin = Has oblidat el PIN?
lock-recovery-only = Aquest dispositiu no pot llegir el PIN del mestre, així que el panell es queda tancat. El teu codi de recuperació encara l'obre.
lock-from-copy = Aquest dispositiu no pot llegir el PIN del mestre on el desa, així que en llegeix la còpia. Escriu el PIN o fes servir el teu codi de recuperació.
recovery-code-label = Codi de recuperació
use-recovery-code = Tria un PIN nou amb el codi
policy-rule-practice = Les jugades il·legals es rebutgen i s'expliquen; no es compten mai.
policy-rule-school = Es rebutgen, s'expliquen i es compten; una més de les que permet el mestre atura la partida fins que arriba el mestre.
policy-rule-fide2009 = Les dues primeres donen 2 minuts al rival; la tercera fa perdre. En partides llampec (menys de 15 minuts), la primera fa perdre si el rival la reclama.
policy-rule-fide-today = La primera dona 2 minuts al rival (1 en partides ràpides i llampec); la segona fa perdre.
policy-rule-classic-blitz = Una jugada il·legal fa perdre si el rival la reclama abans de moure. Deixar el teu rei en escac no es pot fer mai: fa perdre de seguida.
policy-rule-custom = Els números del mestre.
rules-for-new-games = Regles per a les partides noves
custom-limit = La jugada il·legal que decideix
custom-penalty = Minuts de més per al rival abans d'aquesta
custom-loses = Perd la partida (si no, es crida el mestre)
school-limit = Jugades il·legals que es permeten (una més crida el mestre)
touch-move-setting = Peça tocada, peça moguda
claim-mode-setting = Mode reclamació: les jugades il·legals es queden al tauler fins que el rival les reclama
claim-button = Reclama una jugada il·legal!
wrong-claim = L'última jugada sí que valia, així que no hi ha res a reclamar. La partida continua.
declare-draw-claim = Reclama taules amb la meva propera jugada
recommend-draw = Recomana taules (els dos jugadors accepten)
recommend-draw-hint = Si els infants no saben acabar una posició, recomana taules; millor si no s'hi juga el primer lloc.
declaring-draw = Ara fes la teva jugada. Si amb ella la posició es repeteix per tercera vegada, o arribeu a 50 jugades de cadascú sense cap captura ni moviment de peó, són taules.
wrong-draw-claim = No són taules: aquesta posició ha sortit { $times ->
    [one] { $times } vegada
   *[other] { $times } vegades
} (en calen 3) i porteu { $moves ->
    [one] { $moves } jugada
   *[other] { $moves } jugades
} de cadascú sense cap captura ni moviment de peó (en calen 50). La teva jugada es queda.{ $penalty }
wrong-draw-claim-penalty = {" "}El teu rival té { $minutes } minuts més.
undo-allowed = Els alumnes poden desfer jugades
show-dots = Mostra on pot anar una peça (punts)
save-settings = Desa la configuració
settings-saved = Desat. Les regles noves comencen amb la propera partida nova.
rules-not-saved = Encara sense desar: aquestes regles compten quan premis «Desa la configuració».
rules-unsaved-question = Has canviat les regles de les partides noves, però no les has desades. Les vols desar ara?
save-and-close = Desa i tanca
close-without-saving = Tanca sense desar
keep-editing = Torna a les regles
settings-not-kept = No s'ha desat: { $why }. Aquesta configuració val fins que es tanqui la pàgina; després torna la d'abans. Deixa lloc lliure en aquest dispositiu i torna a desar.
notes-not-kept = El que acabes de fer no s'ha pogut apuntar per al teu mestre: { $why }. Avisa el teu mestre.
settings-damaged = La configuració del mestre estava malmesa. Es fa servir la de sempre.

## El mestre cridat a un tauler, i decidir una partida.

adjudicate = Acaba aquesta partida
adjudicate-draw = Taules
adjudicate-win = Guanyen les { $side ->
    [white] blanques
   *[black] negres
}
teacher-continue = Que continuï la partida (el compte continua)
teacher-continue-recount = Que continuï la partida, comptant de nou des de zero
called-title = Et criden a aquest tauler
press-clock = Prem el rellotge
take-back-decision = Desfés aquesta decisió: la partida continua
press-clock-prompt = Et toca amb les { $side ->
    [white] blanques
   *[black] negres
}: quan acabis la jugada, prem el rellotge (o la tecla C). Fins aleshores pots portar a una altra casella una peça mal col·locada, però has de moure aquella mateixa peça.
press-mode-note = Què compta: amb les regles FIDE i rellotge, una jugada s'acaba quan el jugador prem el rellotge, i només compta una jugada il·legal acabada; una peça mal col·locada i moguda de nou abans de prémer no costa res, però aquella peça és la que s'ha de moure si pot (peça tocada). Sense rellotge, i amb Pràctica, Escola i Personalitzat, compta cada intent rebutjat com diu la regla triada.
play-on-title = Adjudica jugant
play-on-hint = Per a una partida sense rellotge: digues qui té avantatge decisiu i la partida continua. Les jugades il·legals es tornen a comptar des de zero.
play-on-ahead = Van guanyant les { $side ->
    [white] blanques
   *[black] negres
}
play-on-balanced = Igualada: taules
play-on-limit = La jugada il·legal que fa perdre qui va darrere
adjudicating = El mestre decideix la partida jugant: van guanyant les { $side ->
    [white] blanques
   *[black] negres
}. Si les { $side ->
    [white] blanques
   *[black] negres
} fan 3 jugades il·legals, són taules; si les { $other ->
    [white] blanques
   *[black] negres
} en fan { $limit }, guanyen les { $side ->
    [white] blanques
   *[black] negres
}.
called-why = Les { $side ->
    [white] blanques
   *[black] negres
} han fet una jugada il·legal més de les permeses. Els rellotges estan aturats. Aquestes han comptat:
attempt-line = Jugada { $number }: { $piece ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] alfil
    [knight] cavall
   *[pawn] peó
} de { $from } a { $to } — { $reason }
attempt-line-unknown = Jugada { $number }: { $reason }
attempt-line-at = { $time } · { $line }
give-penalty = Dona { $minutes } minuts més a les { $side ->
    [white] blanques
   *[black] negres
}
teacher-needed = Les { $side ->
    [white] blanques
   *[black] negres
} han fet massa jugades il·legals. La partida espera el mestre.
mistake-log = Errors en aquesta partida
no-mistakes = Cap jugada il·legal fins ara.
mistake-summary = { $player }: { $counts }

## El rellotge, i el tauler endarrerit (rellotge a mitja partida).

late-table-title = Tauler endarrerit: una partida sense rellotge que s'allarga rep rellotge a mitja partida
base-minutes = Minuts de cadascú en una partida sencera
basis-moves = Jugades d'una partida estàndard
increment-seconds = Segons afegits per jugada
moves-played = Jugades fetes fins ara
late-table-counted = Cada jugada, { $per-move } ({ $base } entre les jugades d'una partida estàndard); { $moves } jugades són { $used } de cadascú; { $base } menys { $used } deixa { $left }. Dona a cada jugador { $minutes } minuts (arrodonit a l'alça). Si un jugador diu que l'altre ha pensat més: { $faster } per al més ràpid i { $slower } per a l'altre, o un minut més només per al més ràpid ({ $faster-by-a-minute }). Més senzill: la tercera part del temps, { $third }.
late-table-third-only = S'han jugat més jugades que en una partida normal, així que el compte no deixa temps. Dona a cada jugador la tercera part del temps: { $third }.
clock-setting = Rellotge
no-clock = Sense rellotge (partida amistosa)
clock-preset = { $minutes } min + { $seconds } s per jugada
pause-clock = Atura el rellotge
resume-clock = Posa en marxa el rellotge
close = Tanca

## Jugar contra l'ordinador.

play-computer = Juga contra l'ordinador
computer-title = Juga contra l'ordinador
choose-level = Quin nivell?
computer-name = Peoncito { $level }
level-learning = està aprenent
level-better = va millorant
level-good = juga bé
level-strong = és molt fort
choose-your-pieces = Les teves peces
pieces-of = { $side ->
    [white] Blanques
   *[black] Negres
}
start-from = Comença
from-start = Des del principi
from-here = Des d'aquesta posició
start-computer-game = A jugar!
against-computer = Jugues amb { $side ->
    [white] blanques
   *[black] negres
} contra Peoncito { $level }.
computer-thinking = Peoncito { $level } està pensant…
computer-turn = Espera un moment: li toca a l'ordinador. Mira la seva jugada i després juga tu.
take-back-offer = Compte! Després d'aquesta jugada pots perdre una peça. La vols desfer?
take-back-offer-piece = Compte! Després d'aquesta jugada l'ordinador pot capturar { $piece ->
    [king] el teu rei
    [queen] la teva dama
    [rook] la teva torre
    [bishop] el teu alfil
    [knight] el teu cavall
   *[pawn] el teu peó
} de { $square }. La vols desfer?
take-it-back = Desfés
keep-my-move = Deixa la meva jugada
hint-button = Pista
hints-allowed = L'ordinador dona pistes si les demanen
play-again = Torna a jugar
change-level = Canvia de nivell

## El mode alumnes.

pupil-mode-title = El tauler per als alumnes
pupil-mode = Mode alumnes: el tauler només mostra jugar, les lliçons i l'ordinador
pupil-mode-way-back = Per tornar a obrir aquest panell, mantén premut dos segons el botó ⚙ de dalt a la dreta.
teacher-corner = Panell del mestre: mantén premut dos segons
computer-unavailable = L'ordinador no pot jugar ara en aquest dispositiu. Torna a carregar la pàgina i prova-ho de nou.
how-it-moves-button = Com es mou?
how-it-moves-hint = Toca qualsevol peça per veure com es mou.
# The late table with no base time to count from.
late-table-no-base = Escriu quants minuts té cada jugador en una partida sencera (1 o més).
