# Les lliçons: el títol i la regla de cada etapa, l'objectiu de cada exercici
# i, en una pregunta, les seves respostes. La forma de les lliçons
# (posicions, què comprova cada exercici) és a lessons/lessons.json; cada
# missatge porta el nom de la seva etapa o del seu exercici.

## El tauler

board-title = El tauler
board-rule = Posa el tauler de manera que cada jugador tingui una casella blanca a la cantonada de la dreta. Les blanques van a les files 1 i 2, les negres a la 7 i la 8. La dama comença en una casella del seu color.
board-1-goal = Quina casella de la cantonada queda a la dreta de cada jugador?
board-1-choice-1 = Una casella blanca
board-1-choice-2 = Una casella negra
board-2-goal = On comença la dama blanca?
board-2-choice-1 = A d1, una casella blanca: la del seu color
board-2-choice-2 = A e1, al costat de la torre
board-3-goal = On comença el rei negre?
board-3-choice-1 = A d8
board-3-choice-2 = A e8, davant del rei blanc
board-4-goal = Qui fa la primera jugada de la partida?
board-4-choice-1 = Les negres
board-4-choice-2 = Qui sigui més ràpid
board-4-choice-3 = Les blanques

## La torre

rook-title = La torre
rook-rule = La torre es mou en línia recta: amunt, avall, a l'esquerra o a la dreta, tan lluny com vulgui. No pot saltar per sobre de les peces.
rook-1-goal = Agafa totes les estrelles amb la torre. Les peces negres no es mouen.
rook-2-goal = Agafa totes les estrelles amb la torre. Les peces negres no es mouen.
rook-3-goal = Agafa totes les estrelles amb la torre. Les peces negres no es mouen.
rook-4-goal = El teu peó et tanca el pas. Agafa l'estrella amb la torre fent la volta.

## L'alfil

bishop-title = L'alfil
bishop-rule = L'alfil es mou en diagonal, tan lluny com vulgui. Sempre es queda en caselles del mateix color.
bishop-1-goal = Agafa totes les estrelles amb l'alfil. Les peces negres no es mouen.
bishop-2-goal = Agafa totes les estrelles amb l'alfil. Les peces negres no es mouen.
bishop-3-goal = Agafa totes les estrelles amb l'alfil. Les peces negres no es mouen.
bishop-4-goal = Agafa totes les estrelles amb l'alfil. Les peces negres no es mouen.

## La dama

queen-title = La dama
queen-rule = La dama es mou com la torre i com l'alfil: en línia recta i en diagonal, tan lluny com vulgui.
queen-1-goal = Agafa totes les estrelles amb la dama. Les peces negres no es mouen.
queen-2-goal = Agafa totes les estrelles amb la dama. Les peces negres no es mouen.
queen-3-goal = Agafa totes les estrelles amb la dama. Les peces negres no es mouen.
queen-4-goal = Agafa totes les estrelles amb la dama. Les peces negres no es mouen.

## El rei

king-title = El rei
king-rule = El rei es mou una casella en qualsevol direcció. És la peça més important: no la poden capturar mai.
king-1-goal = Agafa totes les estrelles amb el rei. Les peces negres no es mouen.
king-2-goal = Agafa totes les estrelles amb el rei. Les peces negres no es mouen.
king-3-goal = Agafa totes les estrelles amb el rei. Les peces negres no es mouen.
king-4-goal = Agafa totes les estrelles amb el rei. Les peces negres no es mouen.

## El cavall

knight-title = El cavall
knight-rule = El cavall salta fent una L: dues caselles en una direcció i una cap al costat. Salta per sobre de qualsevol peça que hi hagi pel camí. Cap altra peça no ho pot fer.
knight-1-goal = Agafa totes les estrelles amb el cavall. Les peces negres no es mouen.
knight-2-goal = Agafa totes les estrelles amb el cavall. Les peces negres no es mouen.
knight-3-goal = Agafa totes les estrelles amb el cavall. Les peces negres no es mouen.
knight-4-goal = Agafa totes les estrelles amb el cavall. Les peces negres no es mouen.

## El peó

pawn-title = El peó
pawn-rule = El peó avança una casella, o dues en la seva primera jugada. Captura en diagonal, una casella cap endavant.
pawn-1-goal = Agafa l'estrella amb el peó en una jugada.
pawn-2-goal = L'estrella és sobre un peó negre. Captura'l amb el teu peó.
pawn-3-goal = Agafa totes les estrelles amb el peó. Les peces negres no es mouen.
pawn-4-goal = El camí cap endavant està tancat. Agafa l'estrella per un altre camí.

## Capturar

capture-title = Capturar
capture-rule = Per capturar, mou la teva peça a la casella d'una peça contrària. La peça contrària surt del tauler. No pots capturar mai les teves peces.
capture-1-goal = Captura les peces negres que tenen estrelles.
capture-2-goal = Captura les peces negres que tenen estrelles.
capture-3-goal = Captura les peces negres que tenen estrelles.
capture-4-goal = El rei també pot capturar. Captura el peó de l'estrella.

## Escac

check-title = Escac
check-rule = Un rei està en escac quan una peça contrària l'ataca. Qui té el rei en escac l'ha de salvar de seguida.
check-1-goal = Mira el rei negre. És escac, o cap d'aquestes?
check-2-goal = Mira el rei negre. És escac, o cap d'aquestes?
check-3-goal = Fes escac amb la torre.
check-4-goal = Fes escac amb el cavall.

## Sortir de l'escac

escape-check-title = Sortir de l'escac
escape-check-rule = Hi ha tres maneres de sortir de l'escac: moure el rei a una casella segura, posar una peça entremig o capturar la peça que ataca.
escape-check-1-goal = El teu rei està en escac. Només una jugada el salva: troba-la.
escape-check-2-goal = Salva el teu rei posant l'alfil entremig.
escape-check-3-goal = Salva el teu rei capturant la torre que l'ataca.
escape-check-4-goal = El teu rei està en escac. Només una jugada el salva: troba-la.

## Peces clavades

pin-title = Peces clavades
pin-rule = Una peça està clavada quan és entre el seu rei i una torre, un alfil o una dama contraris, en la línia per on ataca la peça contrària. La torre ataca per files i columnes, l'alfil per diagonals i la dama per totes dues. La peça clavada no pot sortir d'aquesta línia: el seu rei quedaria en escac. Sí que pot moure's per la mateixa línia, o capturar la peça que la clava. Una peça clavada també fa escac!
pin-1-goal = El teu alfil d'e2 és entre el teu rei i la torre d'e4. Es pot moure, l'alfil?
pin-1-choice-1 = Sí, per les seves diagonals
pin-1-choice-2 = No: aleshores la torre atacaria el meu rei
pin-2-goal = La torre d'e4 clava el teu cavall. Allibera'l: captura la torre amb la teva torre.
pin-3-goal = El cavall blanc està clavat. Mira el rei negre. És escac, o cap d'aquestes?
pin-4-goal = El cavall d'e4 no es pot moure, però ataca f6. Es pot quedar a f6, el rei negre?
pin-4-choice-1 = Sí: una peça clavada no pot fer escac
pin-4-choice-2 = No: és escac, i el rei n'ha de sortir

## Escac i mat

checkmate-title = Escac i mat
checkmate-rule = L'escac i mat és un escac sense sortida. Acaba la partida: guanya qui el fa. El rei no es captura mai.
checkmate-1-goal = Fes escac i mat en una jugada.
checkmate-2-goal = Fes escac i mat en una jugada.
checkmate-3-goal = Fes escac i mat en una jugada.
checkmate-4-goal = Fes escac i mat en una jugada.

## El rei ofegat és taules

stalemate-title = El rei ofegat és taules
stalemate-rule = Rei ofegat: et toca jugar, no pots moure res i el teu rei no està en escac. Això és taules: ningú no guanya i ningú no perd!
stalemate-1-goal = Mira el rei negre. És escac, escac i mat, rei ofegat, o cap d'aquestes?
stalemate-2-goal = Mira el rei negre. És escac, escac i mat, rei ofegat, o cap d'aquestes?
stalemate-3-goal = Fes escac i mat en una jugada. Compte: no deixis les negres sense jugades i sense escac!
stalemate-4-goal = Les negres no poden moure res, i el rei no està en escac. Qui guanya?
stalemate-4-choice-1 = Les blanques
stalemate-4-choice-2 = Les negres
stalemate-4-choice-3 = Ningú: és rei ofegat, taules

## L'enroc

castling-title = L'enroc
castling-rule = L'enroc: el rei es mou dues caselles cap a una torre. La torre va a la casella que el rei acaba de travessar. No pots enrocar si el rei o aquella torre ja s'han mogut, o si hi ha alguna peça entremig. Tampoc si el rei està en escac, o si passaria per una casella atacada o hi arribaria.
castling-1-goal = Enroca pel costat del rei: el rei va dues caselles cap a la torre del seu costat.
castling-2-goal = Enroca pel costat on es pot.
castling-3-goal = Enroca pel costat on es pot.
castling-4-goal = El teu rei està en escac. Pots enrocar per escapar?
castling-4-choice-1 = Sí
castling-4-choice-2 = No: no es pot enrocar per sortir de l'escac
castling-5-goal = Aquest rei ha sortit a passejar i ha tornat a casa. Pot enrocar ara?
castling-5-choice-1 = No: un rei que s'ha mogut ja no pot enrocar mai
castling-5-choice-2 = Sí, ja és a casa
castling-6-goal = El cavall és entre el rei i la torre d'a1. Enroca per l'altre costat.
castling-7-goal = La torre d'a1 s'ha mogut en aquesta partida i ha tornat. Enroca pel costat on encara pots.

## La captura al pas

en-passant-title = La captura al pas
en-passant-rule = Un peó avança dues caselles i queda al costat d'un peó contrari que és a la seva cinquena fila. Aquest peó contrari el pot capturar com si només hagués avançat una casella. Només es pot fer just a la jugada següent, i només si vols: no és obligatori.
en-passant-1-goal = El peó negre acaba d'avançar dues caselles i s'ha posat al costat del teu. Captura'l al pas.
en-passant-2-goal = El peó negre va avançar dues caselles fa unes quantes jugades. Encara el pots capturar al pas?
en-passant-2-choice-1 = Sí, quan vulgui
en-passant-2-choice-2 = No: només just a la jugada següent
en-passant-3-goal = El peó blanc d'e4 pot capturar al pas el peó de d4?
en-passant-3-choice-1 = No: un peó blanc només captura al pas des de la cinquena fila
en-passant-3-choice-2 = Sí
en-passant-4-goal = El peó blanc acaba d'avançar dues caselles. Captura'l al pas amb les negres.

## La coronació

promotion-title = La coronació
promotion-rule = Un peó que arriba a l'última fila corona: es converteix en dama, torre, alfil o cavall, i tu tries quina. No cal que sigui una dama! Quan la peça nova ha tocat la casella, l'elecció ja està feta.
promotion-1-goal = El teu peó pot arribar a l'última fila. Corona'l en dama.
promotion-2-goal = Una dama o un alfil aquí deixarien les negres sense jugades: rei ofegat, taules! Un cavall no podria fer mat mai: taules també. Tria la peça que fa que la partida continuï.
promotion-3-goal = Corona el peó en la peça que fa escac i mat de seguida.
promotion-4-goal = En quines peces es pot convertir un peó?
promotion-4-choice-1 = Només en dama
promotion-4-choice-2 = En qualsevol peça, fins i tot en rei
promotion-4-choice-3 = En dama, torre, alfil o cavall
promotion-5-goal = Encara tens la dama. Corona el peó en una segona dama!
promotion-6-goal = La teva dama encara és al tauler. El teu peó també es pot convertir en dama?
promotion-6-choice-1 = Sí: pots triar qualsevol de les quatre peces, encara que ja la tinguis al tauler
promotion-6-choice-2 = No: només una peça que t'hagin capturat
promotion-7-goal = Has posat una torre a e8 en lloc del peó. Ara vols una dama. La pots canviar?
promotion-7-choice-1 = Sí, fins que premi el rellotge
promotion-7-choice-2 = No: quan la peça nova ha tocat la casella, l'elecció ja està feta

## Altres maneres d'acabar una partida

game-end-title = Altres maneres d'acabar
game-end-rule = Els jugadors es poden posar d'acord per fer taules: ofereix-les just després de la teva jugada. També pots abandonar: la partida s'acaba i guanya el rival (són taules si el rival no podria fer mat mai). Amb rellotge, si se t'acaba el temps, perds, llevat que el rival no pugui fer mat mai: aleshores són taules.
game-end-1-goal = Quan ofereixes taules?
game-end-1-choice-1 = Just després de fer la meva jugada
game-end-1-choice-2 = Mentre el rival pensa
game-end-2-goal = El teu rival t'ofereix taules. Què pots fer?
game-end-2-choice-1 = Acceptar-les, o dir que no fent la meva jugada
game-end-2-choice-2 = Les he d'acceptar
game-end-3-goal = Què vol dir abandonar?
game-end-3-choice-1 = La partida s'acaba i guanya el rival (taules si el rival no podria fer mat mai)
game-end-3-choice-2 = Tornem a començar
game-end-4-goal = Se t'ha acabat el temps. El teu rival té una dama. Quin és el resultat?
game-end-4-choice-1 = Perdo
game-end-4-choice-2 = Taules
game-end-5-goal = Se t'ha acabat el temps. El teu rival només té el rei. Quin és el resultat?
game-end-5-choice-1 = Perdo
game-end-5-choice-2 = Taules: un rei sol no pot fer mat mai

## Les taules

draws-title = Les taules
draws-rule = Una partida és taules quan ningú no pot fer escac i mat mai. Pots reclamar taules quan la mateixa posició surt tres vegades, o després de 50 jugades de cadascú sense cap captura ni moviment de peó. A la cinquena vegada, o a les 75 jugades, la partida acaba en taules tota sola.
draws-1-goal = Mira la posició. És escac, escac i mat, rei ofegat, taules perquè ningú no pot fer mat, o cap d'aquestes?
draws-2-goal = Mira la posició. És escac, escac i mat, rei ofegat, taules perquè ningú no pot fer mat, o cap d'aquestes?
draws-3-goal = Mira la posició. És escac, escac i mat, rei ofegat, taules perquè ningú no pot fer mat, o cap d'aquestes?
draws-4-goal = La mateixa posició ha sortit per tercera vegada. Què pots fer?
draws-4-choice-1 = Reclamar taules
draws-4-choice-2 = Reclamar la victòria
draws-4-choice-3 = Res
draws-5-goal = Cinquanta jugades de cadascú, sense cap captura ni moviment de peó. Què pot fer un jugador?
draws-5-choice-1 = Desfer una jugada
draws-5-choice-2 = Reclamar taules
draws-6-goal = La mateixa posició ha sortit per cinquena vegada. Què passa?
draws-6-choice-1 = Res: algú les ha de reclamar
draws-6-choice-2 = La partida acaba en taules de seguida
draws-7-goal = Setanta-cinc jugades de cadascú, sense cap captura ni moviment de peó. Què passa?
draws-7-choice-1 = La partida acaba en taules de seguida
draws-7-choice-2 = La partida continua fins que algú les reclami

## Peça tocada, peça moguda

touch-move-title = Peça tocada, peça moguda
touch-move-rule = En una partida de veritat, si toques a posta una de les teves peces, l'has de moure. Si toques una peça contrària, l'has de capturar. Tot això, sempre que es pugui. Per posar bé una peça a la seva casella sense moure-la, digues abans «componc».
touch-move-1-goal = Has tocat a posta el teu cavall. L'has de moure?
touch-move-1-choice-1 = Sí, si es pot moure
touch-move-1-choice-2 = No, puc moure una altra peça
touch-move-2-goal = Has tocat el peó negre de d5. Què has de fer?
touch-move-2-choice-1 = Res
touch-move-2-choice-2 = Capturar-lo, si puc
touch-move-3-goal = Vols posar bé una peça a la seva casella. Què dius primer?
touch-move-3-choice-1 = «Componc»
touch-move-3-choice-2 = «Escac»
touch-move-4-goal = Has tocat la teva torre d'a1, però no es pot moure. I ara?
touch-move-4-choice-1 = Perdo la partida
touch-move-4-choice-2 = Puc moure una altra peça

## Després d'una jugada il·legal

illegal-move-title = Després d'una jugada il·legal
illegal-move-rule = Després d'una jugada il·legal, es torna a posar la posició d'abans. Aleshores el jugador fa una jugada legal, amb la peça que ha tocat si es pot moure. Als tornejos, les jugades il·legals es compten, i si n'hi ha massa es perd la partida. Amb les regles de la FIDE d'avui, la segona fa perdre. La FIDE escriu les regles dels escacs per a tot el món.
illegal-move-1-goal = Un jugador fa una jugada il·legal. Què passa primer?
illegal-move-1-choice-1 = Es torna a posar la posició d'abans, i el jugador fa una jugada legal amb la mateixa peça, si es pot moure
illegal-move-1-choice-2 = La partida continua i prou
illegal-move-2-goal = Amb les regles de la FIDE d'avui, què passa després de la segona jugada il·legal d'un jugador?
illegal-move-2-choice-1 = Res d'especial
illegal-move-2-choice-2 = Aquell jugador perd la partida
illegal-move-2-choice-3 = Perd el rival
illegal-move-3-goal = Al teu rival només li queda el rei, i fas una jugada il·legal de més. Quin és el resultat?
illegal-move-3-choice-1 = Encara guanyo jo
illegal-move-3-choice-2 = Guanya el meu rival
illegal-move-3-choice-3 = Taules: un rei sol no pot fer mat mai
illegal-move-4-goal = Qui decideix què passa després d'una jugada il·legal en una partida de l'escola?
illegal-move-4-choice-1 = El mestre o l'àrbitre
illegal-move-4-choice-2 = El jugador que l'ha vista

## Bones maneres

conduct-title = Bones maneres
conduct-rule = Saluda el teu rival abans i després de la partida. Juga en silenci i no molestis ningú. Accepta el que decideixi l'àrbitre. Les bones maneres importen més que guanyar.
conduct-1-goal = La partida és a punt de començar. Què fas?
conduct-1-choice-1 = Saludo el meu rival i li dono la mà
conduct-1-choice-2 = Començo de seguida sense dir res
conduct-2-goal = El teu amic està jugant. Li pots dir una bona jugada?
conduct-2-choice-1 = Sí, els amics s'ajuden
conduct-2-choice-2 = No: ningú no pot ajudar ni molestar un jugador
conduct-3-goal = L'àrbitre decideix una cosa que no t'agrada. Què fas?
conduct-3-choice-1 = L'accepto amb calma
conduct-3-choice-2 = Discuteixo fins que canviï
conduct-4-goal = Has perdut la partida. Què fas?
conduct-4-choice-1 = Dono la mà i dic «ben jugat»
conduct-4-choice-2 = Me'n vaig sense dir res
