# Les pantalles del torneig: crear-lo, les rondes i els resultats, la paret,
# els papers per imprimir i els resultats que arriben de les tauletes.

title = Torneig
name-label = Nom del torneig
system-label = Sistema
system-round-robin = Lliga: tots contra tots
system-swiss = Suís
system-knockout = Eliminatòria
system-double-knockout = Doble eliminatòria
system-scheveningen = Scheveningen: equip contra equip
system-groups = Grups i final
rounds-label = Rondes
players-list-label = Jugadors: un a cada línia (o «nom; classe; Elo»)
list-from-class = Els alumnes de { $class }
players-count = { $players ->
    [one] { $players } jugador
   *[other] { $players } jugadors
}

## Una línia de la llista de jugadors que sembla incorrecta.

list-no-name = Línia { $line }: falta el nom. No s'ha afegit.
list-shortened = Línia { $line }: el nom és massa llarg. S'ha escurçat.
list-same-name = Línia { $line }: el mateix nom que a la línia { $first-line }. Per distingir-los es diran «{ $first }» i «{ $this }»; si prefereixes uns altres noms, escriu-los a la llista.

## Crear el torneig.

create = Comença el torneig
place-label = Lloc
date-label = Data
clocks-label = Rellotges que hi ha
clocks-top-boards = Hi ha { $games } partides per ronda i { $clocks } rellotges: millor un suís, amb els rellotges als primers taulers tota la partida. Si un tauler sense rellotge es retarda, dona-li rellotge a mitja partida (el tauler endarrerit, al panell del mestre).
clocks-one-clock = Amb un sol rellotge, les partides que s'allarguen s'acaben una a una: compta amb una ronda menys ({ $fewer } en lloc de { $rounds }), o que { $rounds } rondes durin com { $longer }.
clocks-one-clock-no-round-less = Amb un sol rellotge, aquí no es pot jugar una ronda menys: les partides que s'allarguen s'acaben una a una amb el rellotge, o es juga sense rellotges i l'àrbitre decideix les que no s'acaben (adjudicació).
clocks-none = Sense rellotges, les partides que no s'acaben les decideix l'àrbitre (adjudicació).
zones-label = Grups
zone = Grup { $zone }
tie-breaks-label = Desempats, per ordre (el primer que premis decideix abans)
game-rules-label = Regles de les partides (el rellotge i la resta, com al panell del mestre)
order-label = Ordre inicial
order-as-entered = Com a la llista
order-by-rating = Per puntuació (Elo)
order-by-lots = Per sorteig

## Els desempats: el seu nom, una o dues paraules per a la columna d'una
## taula i el que compta cadascun (la llegenda sota la classificació).

tie-break-buchholz = Buchholz
tie-break-buchholz-cut1 = Buchholz sense el pitjor
tie-break-sonneborn-berger = Sonneborn-Berger
tie-break-direct-encounter = Enfrontament directe
tie-break-games-won = Partides guanyades
tie-break-progressive = Progressiu
tie-break-short-buchholz = Rivals
tie-break-short-buchholz-cut1 = Rivals sense el pitjor
tie-break-short-sonneborn-berger = Punts dels rivals vençuts
tie-break-short-direct-encounter = Entre ells
tie-break-short-games-won = Victòries
tie-break-short-progressive = Punts ronda a ronda
tie-break-meaning-buchholz = els punts de tots els teus rivals, sumats (Buchholz)
tie-break-meaning-buchholz-cut1 = els punts dels teus rivals sense comptar el rival amb menys (Buchholz sense el pitjor)
tie-break-meaning-sonneborn-berger = els punts de cada rival a qui vas guanyar, i la meitat si vau fer taules (Sonneborn-Berger)
tie-break-meaning-direct-encounter = el lloc entre els empatats segons les partides que van jugar entre ells
tie-break-meaning-games-won = les partides guanyades jugant
tie-break-meaning-progressive = els teus punts després de cada ronda, sumats

## Rondes i resultats.

pair-round = Aparella la ronda { $round }
pairing = S'està aparellant la ronda { $round }…
changed-while-pairing = El torneig ha canviat mentre s'aparellava la ronda. Torna-la a aparellar.
round-title = Ronda { $round }
all-rounds-paired = Ja estan aparellades totes les rondes.
board-column = Tauler
side-column-white = Blanques
side-column-black = Negres
result-column = Resultat
player-column = Jugador
points-column = Punts
rank-column = Lloc
result-white-wins = Guanyen les blanques
result-draw = Taules
result-black-wins = Guanyen les negres
bye-pairing = Descansa (1 punt)
bye-free = Descansa
bye-half = No juga (½ punt)
bye-zero = No juga (0 punts)
standings-title = Classificació
withdraw = Es retira
withdrawn = (s'ha retirat)
confirm-withdraw = Es retira del torneig?
pairings = Aparellaments
late-entry-label = Un jugador que arriba tard
add-player = Afegeix
other-result = Un altre resultat…
forfeit-white-wins = Guanyen les blanques: les negres no han vingut (+/−)
forfeit-black-wins = Guanyen les negres: les blanques no han vingut (−/+)
neither-came = No ha vingut cap dels dos (−/−)
draw-recommended = Taules recomanades per l'àrbitre (½-½)
recommend-draw = Recomana taules
first-place-at-stake = Compte: aquí encara es juga el primer lloc. Millor recomanar taules on no es juga.
recommend-anyway = Recomana-les igualment
cancel-recommend = No les recomanis
adjudicated = Ho decideix l'àrbitre: { $score }
still-playing = { $boards ->
    [one] Queda { $boards } tauler jugant.
   *[other] Queden { $boards } taulers jugant.
}
play-here = Juga aquí
points-not-played = Amb punts d'una partida no jugada: el seu rival no va venir, o no li va tocar rival (1 punt). Al desempat aquesta partida compta com a jugada contra algú amb els mateixos punts; per això pot anar per davant de qui va guanyar jugant.
points-before-round = Entre parèntesis, els punts de cadascú abans d'aquesta ronda.
next-round-label = A la propera ronda
plays = Juga

## L'aparellament de l'última ronda, canviat a mà.

change-pairing = Canvia l'aparellament
swap-first = Canvia aquest jugador…
swap-second = …per aquest
nothing-broken = Aquest canvi no trenca cap regla.
confirm-change = Fes el canvi
rematch = { $first } i { $second } ja han jugat entre ells.
kept-apart = Has demanat que { $first } i { $second } no juguin entre ells.
third-colour-white = { $player } jugaria amb blanques per tercera vegada seguida.
third-colour-black = { $player } jugaria amb negres per tercera vegada seguida.
second-bye = { $player } ja ha descansat amb punt.

## La paret (la ronda en gran al projector).

show-on-wall = Projecta la ronda
leave-wall = Deixa de projectar
who-plays-where = On jugo?
seat-white = Tauler { $board }, blanques
seat-black = Tauler { $board }, negres
wall-page = Pàgina { $page } de { $of }
stop-all = Atura totes les partides
stopped-title = Quiets! Escolteu l'àrbitre
stopped-note = Mans quietes: no es mou cap peça. Els rellotges i el temps de la ronda estan aturats.
go-on = Continueu jugant
timer-label = Temps de la ronda
timer-minutes = Minuts de la ronda
start-timer = Comença la ronda
stop-timer = Atura el temps
time-left = { $minutes }:{ $seconds }

## El final: els guanyadors, el podi i l'enfrontament entre equips.

finished-nobody = Torneig acabat!
finished-one = Torneig acabat! Guanya { $winners }.
finished-shared = Torneig acabat! Comparteixen el primer lloc { $winners }.
podium-title = Podi
# «1r», «2n», «3r», «4t», «5è».
place = { NUMBER($place, type: "ordinal") ->
    [one] { $place }r
    [two] { $place }n
    [few] { $place }t
   *[other] { $place }è
}
category-title = Classe { $class }
team-title = Equip { $team }
team-match-title = L'enfrontament entre equips
match-score = { $first } { $first-points } – { $second-points } { $second }
team-column = Equip
rounds-won-column = Rondes guanyades
team-match-meaning = Cada partida dona un punt a l'equip de qui guanya, o mig punt a cada equip si és taules. Guanya l'equip amb més punts. Si empaten a punts, guanya el que ha guanyat més rondes.
teams-finished = Torneig acabat! Guanya l'equip { $team }, { $points } a { $other-points }.
teams-finished-by-rounds = Torneig acabat! Empat a { $points } punts. Guanya l'equip { $team }, perquè ha guanyat més rondes.
teams-finished-level = Torneig acabat! Els dos equips empaten a { $points } punts.

## Un torneig per grups, i una eliminatòria.

start-final = Comença la final
per-zone-label = Jugadors de cada grup a la final
final-name = { $tournament }: final
match-games-label = Partides de cada enfrontament
decider-label = Si un enfrontament acaba empatat
decider-faster-game = Una partida més ràpida
decider-lots = Un sorteig
draw-first-stage = Sorteja la primera fase
next-stage = Aparella la fase següent
part-winners = Quadre de guanyadors
part-losers = Quadre de repesca
part-final = Final
stage-title = Fase { $stage }
game-number = Partida { $game }
faster-game = Partida ràpida de desempat
stage-off = { $player } passa sense jugar aquesta fase.
lots-won-by = Sorteig: { $player }
level-draw-lots = Empat: fes el sorteig. Qui ha guanyat?
goes-on = Passa { $player }
champion = Campió: { $player }

## Papers per imprimir.

cross-table-title = Taula creuada
colour-letter-white = b
colour-letter-black = n
download-trf = Descarrega l'informe FIDE (TRF)
download-backup = Descarrega una còpia del torneig
on-paper = En paper
paper-pairings = Aparellaments
paper-slips = Fulls de resultat
paper-standings = Classificació
paper-cross-table = Taula creuada
paper-diplomas = Diplomes
print = Imprimeix
back-to-tournament = Torna al torneig
slip-result = Resultat (encercla'n un)
slip-signatures = Signatures
scan-to-play = Escaneja per jugar en una tauleta
with-clock = amb rellotge
diploma-title = Diploma
diploma-awarded-to = Per a
diploma-for = per jugar al torneig «{ $tournament }»
diploma-place = pel { $place } lloc del torneig
diploma-place-in-class = pel { $place } lloc de la classe { $class }
diploma-team-won = de l'equip { $team }, que va guanyar l'enfrontament
diploma-team-drew = de l'equip { $team }, que va empatar l'enfrontament
diploma-team = de l'equip { $team }
pupil-points-single = { $points } punt en { $games } { $games ->
    [one] partida
   *[other] partides
}
pupil-points = { $points } punts en { $games } { $games ->
    [one] partida
   *[other] partides
}

## Resultats per confirmar, i dos resultats per a un tauler.

to-confirm-title = Resultats per confirmar
to-confirm-note = Aquestes partides s'han obert des d'una partida enganxada, no des d'un tauler del torneig. Apunta només les que estiguin bé.
to-confirm-game = Ronda { $round }, tauler { $board }: { $white } { $result } { $black }
to-confirm-unreadable = { $why } No es pot apuntar.
enter-result = Apunta
discard-result = Descarta
conflicts-title = Dos resultats per a un tauler
conflicts-note = Un altre dispositiu ha enviat un resultat diferent del que hi ha apuntat aquí. Tria el que val: l'altre es descarta.
conflict-game = Ronda { $round }, tauler { $board }: { $white } – { $black }
keep-mine = Deixa { $result } (apuntat aquí)
keep-theirs = Posa { $result } (de l'altre dispositiu)
conflict-arrived = La ronda { $round }, tauler { $board } té dos resultats: tria'n un més avall.
conflicts-first = Abans d'aparellar, tria el resultat de cada tauler que en té dos.
result-entered = S'ha apuntat el resultat de la ronda { $round }, tauler { $board }.

## Resultats de les tauletes dels alumnes (un codi QR o un codi curt), i per
## què no se n'ha apuntat un.

from-tablets = Resultats de les tauletes
scan-camera = Llegeix el codi QR amb la càmera
stop-camera = Apaga la càmera
photo-label = O una foto del codi QR
short-code-label = O el codi curt (com «3.5 1-0 KM»)
enter-code = Apunta
no-code-seen = No es veu cap codi QR a la foto.
no-camera = Aquí no es pot fer servir la càmera. Fes servir una foto o el codi curt.
result-card-title = Ensenya això al teu mestre
short-code = Codi curt
close = Tanca
slip-not-a-game = Això no és la partida d'un tauler.
slip-other-event = Aquesta partida és d'un altre torneig.
slip-no-board = La partida no diu la seva ronda i el seu tauler.
slip-other-players = Els noms no són els d'aquest tauler.
slip-unfinished = Aquesta partida no s'ha acabat.
slip-mistyped = El codi no és correcte. Revisa'l.
slip-another-result = La ronda { $round }, tauler { $board } ja té un altre resultat. Si s'ha de canviar, prem-lo al tauler.

## El torneig guardat al dispositiu, els anteriors i les còpies.

new = Torneig nou
confirm-new = Vols començar un altre torneig? Aquest es guarda entre els anteriors.
cancel = Cancel·la
not-saved = Aquest dispositiu no ha pogut desar el torneig. No tanquis la pàgina.
merged-with-other-page = Una altra pàgina també ha canviat el torneig: s'han desat els dos canvis.
kept-aside-from-other-page = Una altra pàgina ha canviat el torneig alhora, d'una altra manera. Aquí es queda la seva versió; la teva està desada entre els tornejos anteriors.
damaged = No s'ha pogut obrir el torneig desat: { $why }. S'ha desat una còpia a part, i en pots començar un altre.
earlier-damaged = No s'ha pogut obrir aquest torneig: { $why }. Es queda a la llista.
copy-refused = No s'ha pogut obrir aquesta còpia: { $why }.
damaged-not-kept = No s'ha pogut obrir el torneig desat: { $why }. No queda lloc per desar-ne una còpia a part, així que es queda on és i no s'hi desa res a sobre.
copy-already-open = Aquesta còpia és el torneig que ja tens obert: no s'ha canviat res.
open-copy = Obre una còpia del torneig
open-copy-hint = El fitxer de «Descarrega una còpia del torneig», d'aquest dispositiu o d'un altre.
earlier-title = Tornejos anteriors en aquest dispositiu
open-earlier = Obre
earlier-to-file = Desa com a fitxer
remove-earlier = Treu d'aquest dispositiu
earlier-unreadable = No s'han pogut llegir els tornejos anteriors. Es queden com estan.
results-locked = El torneig s'ha acabat: els resultats estan tancats. Per canviar-ne un, escriu el teu PIN.
results-pin = PIN
reopen-results = Obre els resultats
wrong-results-pin = Aquest PIN no és correcte.
results-reopened = Resultats oberts: els pots canviar.
lock-results = Torna'ls a tancar

## Per què no s'ha pogut obrir un torneig desat.

backup-unreadable = no és un torneig de Peoncito, o està malmès
backup-newer = l'ha desat una versió més nova de Peoncito
backup-bad-field = té un nom buit o un resultat que no existeix
backup-bracket-mismatch = el seu quadre d'eliminatòries no quadra amb les seves partides
backup-more-rounds = té { $rounds } rondes, i amb els seus jugadors només en pot tenir { $planned }
backup-zones-for-players = té { $zones } grups per a { $players } jugadors
backup-rounds-in-knockout = és una eliminatòria, però té rondes
backup-too-large = té { $players } jugadors i { $rounds } rondes: més del que cap en un torneig (fins a { $most } jugadors)
backup-same-name = té dos jugadors que es diuen { $name }
backup-no-rounds = és un suís sense rondes
backup-unfinished-round = a la ronda { $round } li falta un resultat, i ja té la ronda { $next }

## El que el torneig no ha pogut fer.

problem-round-not-finished = Abans d'aparellar, escriu el resultat de tots els taulers.
problem-later-round-paired = La ronda { $next } ja està aparellada: un resultat de la ronda { $round } es corregeix, no s'esborra.
problem-no-rounds-left = Ja estan aparellades totes les rondes.
problem-too-few-players = Calen almenys dos jugadors.
problem-field-closed = El torneig ja ha començat: no s'hi poden afegir jugadors.
problem-field-full = Un torneig té com a màxim { $most } jugadors.
problem-not-two-teams = Calen dos equips: posa cada jugador en un dels dos.
problem-groups-not-over = La final es juga quan tots els grups han acabat.
problem-unknown-player = No hi ha cap jugador { $player }.
problem-unknown-round = No hi ha cap ronda { $round }.
problem-unknown-board = La ronda { $round } no té tauler { $board }.
problem-already-withdrawn = El jugador { $player } ja s'ha retirat.
problem-round-started = Aquesta ronda ja té resultats: no es torna a aparellar.
problem-no-valid-pairing = No es pot aparellar la ronda sense repetir partides. El torneig no pot tenir més rondes.
problem-player-twice = A la ronda { $round }, el jugador { $player } hi és dues vegades.
problem-played-in-stages = Una eliminatòria es juga per fases, no per rondes.
problem-not-a-knockout = Aquest torneig no és una eliminatòria.
problem-stage-not-over = Abans de continuar, acaba tots els enfrontaments.
problem-knockout-finished = L'eliminatòria ja s'ha acabat.
problem-unknown-match = Aquest enfrontament no existeix.
problem-unknown-game = Aquesta partida no existeix.
problem-not-for-lots = Només se sorteja entre els dos jugadors d'un enfrontament empatat.
