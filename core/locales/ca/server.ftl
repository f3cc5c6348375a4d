# La pantalla del servidor de l'escola (a les pantalles del mestre), la paret
# amb els taulers de la classe en directe, i l'estat del servidor a dalt de
# cada pantalla.

title = Servidor de l'escola
intro = Opcional. Amb un servidor CouchDB a la xarxa de l'escola, les tauletes que el fan servir comparteixen la classe: els alumnes, les seves estrelles i les regles que encara confonen. No s'envia res enlloc fins que et connectes.
address-label = Adreça del servidor
database-label = Base de dades
user-label = Usuari
password-label = Contrasenya

## Què guarda el dispositiu de la contrasenya (no es mostra mai).

kept-nothing = Només es guarda en aquest dispositiu.
kept-password = Aquest dispositiu guarda una contrasenya (no es mostra mai). Deixa això buit per continuar fent-la servir, o escriu-ne una altra per canviar-la.
kept-session = El servidor ha obert una sessió per a aquest dispositiu: la contrasenya no es guarda. Si el servidor la tanca, torna a escriure la contrasenya.
connect = Connecta
disconnect = Deixa de fer servir el servidor

## La configuració d'un servidor que el dispositiu no accepta.

refused-no-address = Escriu l'adreça del servidor.
refused-not-an-address = L'adreça ha de començar per http:// o https://, com ara http://192.168.1.10:5984.
refused-bad-database-name = El nom de la base de dades ha de començar amb una lletra minúscula i només pot tenir lletres minúscules, xifres i _ $ ( ) + - /.

## La paret amb els taulers de les altres tauletes, en directe.

wall-title = Els taulers de la classe, en directe
no-boards = Encara no hi ha cap altra tauleta connectada.
no-names = Sense noms
to-move-white = Juguen les blanques
to-move-black = Juguen les negres
counted = Jugades il·legals: blanques { $white }, negres { $black }
clock = Rellotge: { $white } – { $black }
called = Criden el mestre!
finished = Partida acabada
see-big-calling = Respon la crida
see-big = Veure-ho en gran
close-big = Torna a tots els taulers
replay-back = ◀ Enrere
replay-forward = Endavant ▶
replay-now = Com està ara
replay-at = Jugada { $at } de { $of }

## Les respostes del mestre a una crida, com les diu el tauler mateix.

answer-title = La teva decisió, per a aquella tauleta
answer-go-on = Que continuï la partida (el compte continua)
answer-go-on-recount = Que continuï la partida, comptant de nou des de zero
answer-white-wins = Guanyen les blanques
answer-black-wins = Guanyen les negres
answer-draw = Taules
answer-sent = Enviat a la tauleta: { $answer }.

## Quins taulers mostra la paret, i els resultats d'un àrbitre per a un torneig.

which-boards = Quins taulers
all-boards = Tots els taulers
round-of = «{ $tournament }», ronda { $round }
tile-place = Ronda { $round }, tauler { $board }
arbiter-title = Resultats de «{ $tournament }», ronda { $round }
arbiter-note = Prem el resultat de cada tauler: va al dispositiu del torneig, que l'apunta.
arbiter-board = Tauler { $board }: { $white } – { $black }

## L'enllaç del dispositiu amb el servidor. $time: l'última vegada que estava al dia (09:05).

state-off = Servidor de l'escola: no s'utilitza.
state-connecting = Servidor de l'escola: connectant…
state-live = Servidor de l'escola: connectat.
state-live-at = Servidor de l'escola: al dia ({ $time }).
state-offline = Servidor de l'escola: no respon. Els canvis esperen aquí i surten tots sols.
state-offline-at = Servidor de l'escola: no respon. Els canvis esperen aquí i surten tots sols. Al dia per última vegada: { $time }.
state-no-network = Servidor de l'escola: aquest dispositiu no té xarxa (mira el Wi-Fi). Els canvis esperen aquí i surten tots sols.
failed-wrong-credentials = Servidor de l'escola: l'usuari o la contrasenya no són correctes.
failed-session-ended = Servidor de l'escola: el servidor ha tancat la sessió d'aquest dispositiu. El mestre ha de tornar a escriure la contrasenya.
failed-not-couchdb = Servidor de l'escola: aquesta adreça no és un servidor CouchDB que Peoncito pugui fer servir.
failed-no-access = Servidor de l'escola: aquest usuari no pot fer servir aquesta base de dades.
failed-no-storage = Servidor de l'escola: aquest navegador no deixa guardar la còpia del servidor (mode privat?).
