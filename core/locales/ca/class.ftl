# Les pantalles de la classe (a les del mestre): les classes del dispositiu,
# les estrelles, regles i partides de cada alumne, compartir entre tauletes,
# els informes impresos i les felicitacions a la paret.

title = La classe
classes = Classes en aquest dispositiu
new-class = Classe nova
class-name-label = Nom de la classe
list-label = Alumnes, un per línia (nom; grup)
list-hint = Només el nom. Cada alumne rep un dibuix per trobar-se sense llegir.
save = Desa la classe
delete-class = Esborra la classe
confirm-delete = Vols esborrar la classe i tot el que és dels seus alumnes? No es pot desfer.
saved = La classe s'ha desat.
saved-told-apart = La classe s'ha desat. Alguns alumnes tenien el mateix nom i ara es distingeixen així: { $names }. Si prefereixes altres noms, canvia'ls a la llista i torna a desar.
no-class-name = Escriu el nom de la classe.
no-pupils = Escriu almenys un alumne.
too-many-changes = Aquesta classe no admet més canvis: un altre dispositiu li va enviar números impossibles. Encara pots esborrar alumnes i classes.
not-saved = No s'ha desat: { $why }. El que veus aquí es perd quan es tanca la pàgina. Desa el fitxer de la classe per no perdre-ho.

## Les estrelles de cada alumne i les regles que encara confon.

stars-title = Estrelles de cada lliçó
pupil-column = Alumne
stage-stars = { $got } de { $of }
rules-title = El que { $name } encara confon (dues setmanes)
no-rules-broken = Res en les dues últimes setmanes.
rule-count = { $reason }: { $count ->
    [one] { $count } vegada
   *[other] { $count } vegades
} ({ $trend })
trend-fewer = menys que abans
trend-same = com abans
trend-more = més que abans
what-to-teach = Què cal ensenyar ara
pupils-break-it = { $reason }: { $pupils ->
    [one] { $pupils } alumne
   *[other] { $pupils } alumnes
}
project-lesson = Projecta la lliçó
nothing-to-teach = Cap alumne no ha confós cap regla en les dues últimes setmanes.

## Compartir la classe entre tauletes: un fitxer o codis QR.

share-title = Entre tauletes
export = Desa el fitxer de la classe
import-label = Ajunta el fitxer d'una altra tauleta
merged = S'ha ajuntat el fitxer: { $pupils } { $pupils ->
    [one] alumne nou
   *[other] alumnes nous
} i { $events } { $events ->
    [one] dada nova
   *[other] dades noves
}.
merged-changes = S'ha ajuntat el fitxer: { $changes } { $changes ->
    [one] canvi
   *[other] canvis
} en classes o alumnes (noms, grups o esborrats).
nothing-new = Ja hi era tot: no hi havia res de nou.
file-not-a-class-file = Aquest fitxer no és d'una classe de Peoncito.
file-newer = Aquest fitxer és d'un Peoncito més nou. Actualitza aquesta tauleta.
file-damaged = Aquest fitxer està malmès. No s'ha canviat res.
stored-book-newer = La classe guardada en aquest dispositiu és d'un Peoncito més nou. Actualitza aquesta tauleta per obrir-la; si deses una altra classe, es guarda a part sense tocar-la.
stored-book-damaged = La classe guardada en aquest dispositiu està malmesa i no es pot llegir. Si deses una altra classe, es guarda a part sense tocar-la.
show-codes = Mostra el fitxer en codis QR
codes-hint = Codis QR del fitxer de la classe: llegeix-los amb la càmera del dispositiu del mestre.
code-of = Codi { $at } de { $of }
previous-code = Codi anterior
next-code = Codi següent
pause-codes = Atura els codis
hide-codes = Amaga els codis
too-big-for-codes = El fitxer és massa gran per a codis QR. Desa'l com a fitxer.
read-codes = Llegeix els codis d'una altra tauleta amb la càmera
stop-camera = Apaga la càmera
code-photos = O tria fotos dels codis
codes-read = S'han llegit { $have } de { $of } codis.
codes-damaged = Un codi estava malmès. Torna'ls a llegir des del principi.
code-read-badly = Un codi s'ha llegit malament i no s'ha guardat. Continua: es tornarà a llegir.
show-code-again = El codi { $at } de { $of } no s'ha llegit bé: torna a mostrar-lo a la càmera. Els codis ja llegits es guarden.
not-class-codes = Aquest codi no és del fitxer d'una classe.
no-code-seen = No s'ha vist cap codi en aquesta foto.
no-camera = No es pot fer servir la càmera. Tria fotos dels codis.

## Esborrar un alumne.

delete-pupil = Esborra { $name }
confirm-delete-pupil = Vols esborrar aquest alumne i tot el que és seu? No es pot desfer.
removed-waiting = Esborrat en aquest dispositiu: { $names }. Al servidor de l'escola s'esborra ({ $documents ->
    [one] { $documents } document
   *[other] { $documents } documents
} amb el seu nom) quan aquest dispositiu hi arribi.
removed-removed = Esborrat també al servidor de l'escola: { $names }. S'ha tret tot el que tenia el seu nom ({ $documents ->
    [one] { $documents } document
   *[other] { $documents } documents
}) i les seves versions anteriors.
removed-earlier-kept = Esborrat al servidor de l'escola: { $names }. S'ha tret tot el que tenia el seu nom ({ $documents ->
    [one] { $documents } document
   *[other] { $documents } documents
}). El servidor encara guarda versions anteriors fins que el seu administrador compacti la base de dades (ho explica la guia).

## Les notes antigues, resumides en els totals de cada alumne.

old-notes-title = Notes antigues
old-notes-hint = Si el dispositiu s'omple: els moviments que Peoncito no ha deixat fer, les jugades il·legals comptades i les crides al mestre de fa més de quatre setmanes es queden només com a nombres en els totals de cada alumne, i de les estrelles repetides es queda la millor. Aquesta pantalla mostra el mateix, i les partides es queden.
fold-notes = Resumeix les notes de fa més de quatre setmanes
folded = { $notes ->
    [0] No hi havia notes antigues per resumir.
    [one] Resumida: { $notes } nota és ara un nombre en els totals.
   *[other] Resumides: { $notes } notes són ara nombres en els totals dels alumnes.
}
folded-totals = Abans del { $before }: { $counts }.
folded-refused = { $count ->
    [one] { $count } moviment que no valia
   *[other] { $count } moviments que no valien
}
folded-illegal-moves = { $count ->
    [one] { $count } jugada il·legal comptada
   *[other] { $count } jugades il·legals comptades
}
folded-calls = { $count ->
    [one] { $count } crida al mestre
   *[other] { $count } crides al mestre
}

## Les partides d'un alumne.

games-title = Partides
no-games = Encara no s'ha acabat cap partida.
outcome-won = Guanyada
outcome-drawn = Taules
outcome-lost = Perduda
outcome-unfinished = Sense acabar
game-against-classmate = { $result } contra { $name }
game-against-computer = { $result } contra l'ordinador (nivell { $level })
game-against-former-classmate = { $result } contra un antic company
game-against-guest = { $result } contra un convidat
open-game = Veure-la al tauler

## La paret, la llista i els informes impresos.

show-on-wall = Projecta les estrelles de la classe
leave-wall = Deixa de projectar
pupil-summary = { $rules } { $rules ->
    [one] regla per repassar
   *[other] regles per repassar
} · { $games } { $games ->
    [one] partida
   *[other] partides
}
class-report = Imprimeix l'informe de la classe
pupil-report = Imprimeix el seu informe
report-title = { $class } · { $day }
can-do = Ja en sap (totes les estrelles)
nothing-finished = Encara cap lliçó amb totes les estrelles.
print = Imprimeix
back-to-class = Torna a la classe
praise = { $stars } { $stars ->
    [one] estrella
   *[other] estrelles
} · { $lessons } { $lessons ->
    [one] lliçó acabada
   *[other] lliçons acabades
}
