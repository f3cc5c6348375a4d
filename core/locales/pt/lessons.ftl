# As lições: o título e a regra de cada etapa, o objetivo de cada exercício
# e, numa pergunta, as suas respostas. A forma das lições (posições, o que
# cada exercício verifica) está em lessons/lessons.json; cada mensagem leva o
# nome da sua etapa ou do seu exercício. Português do Brasil.

## O tabuleiro

board-title = O tabuleiro
board-rule = Coloque o tabuleiro de modo que cada jogador tenha uma casa branca no canto da direita. As brancas ficam nas fileiras 1 e 2, as pretas na 7 e na 8. A dama começa numa casa da sua cor.
board-1-goal = Que casa do canto fica à direita de cada jogador?
board-1-choice-1 = Uma casa branca
board-1-choice-2 = Uma casa preta
board-2-goal = Onde começa a dama branca?
board-2-choice-1 = Em d1, uma casa branca: a da sua cor
board-2-choice-2 = Em e1, ao lado da torre
board-3-goal = Onde começa o rei preto?
board-3-choice-1 = Em d8
board-3-choice-2 = Em e8, de frente para o rei branco
board-4-goal = Quem faz o primeiro lance da partida?
board-4-choice-1 = As pretas
board-4-choice-2 = Quem for mais rápido
board-4-choice-3 = As brancas

## A torre

rook-title = A torre
rook-rule = A torre anda em linha reta: para cima, para baixo, para a esquerda ou para a direita, até onde quiser. Ela não pode pular outras peças.
rook-1-goal = Pegue todas as estrelas com a torre. As peças pretas não se movem.
rook-2-goal = Pegue todas as estrelas com a torre. As peças pretas não se movem.
rook-3-goal = Pegue todas as estrelas com a torre. As peças pretas não se movem.
rook-4-goal = O seu peão está no caminho. Pegue a estrela com a torre dando a volta.

## O bispo

bishop-title = O bispo
bishop-rule = O bispo anda na diagonal, até onde quiser. Ele fica sempre em casas da mesma cor.
bishop-1-goal = Pegue todas as estrelas com o bispo. As peças pretas não se movem.
bishop-2-goal = Pegue todas as estrelas com o bispo. As peças pretas não se movem.
bishop-3-goal = Pegue todas as estrelas com o bispo. As peças pretas não se movem.
bishop-4-goal = Pegue todas as estrelas com o bispo. As peças pretas não se movem.

## A dama

queen-title = A dama
queen-rule = A dama anda como a torre e como o bispo: em linha reta e na diagonal, até onde quiser.
queen-1-goal = Pegue todas as estrelas com a dama. As peças pretas não se movem.
queen-2-goal = Pegue todas as estrelas com a dama. As peças pretas não se movem.
queen-3-goal = Pegue todas as estrelas com a dama. As peças pretas não se movem.
queen-4-goal = Pegue todas as estrelas com a dama. As peças pretas não se movem.

## O rei

king-title = O rei
king-rule = O rei anda uma casa em qualquer direção. É a peça mais importante: nunca pode ser capturado.
king-1-goal = Pegue todas as estrelas com o rei. As peças pretas não se movem.
king-2-goal = Pegue todas as estrelas com o rei. As peças pretas não se movem.
king-3-goal = Pegue todas as estrelas com o rei. As peças pretas não se movem.
king-4-goal = Pegue todas as estrelas com o rei. As peças pretas não se movem.

## O cavalo

knight-title = O cavalo
knight-rule = O cavalo pula em forma de L: duas casas numa direção e depois uma para o lado. Ele pula por cima de qualquer peça no caminho. Nenhuma outra peça faz isso.
knight-1-goal = Pegue todas as estrelas com o cavalo. As peças pretas não se movem.
knight-2-goal = Pegue todas as estrelas com o cavalo. As peças pretas não se movem.
knight-3-goal = Pegue todas as estrelas com o cavalo. As peças pretas não se movem.
knight-4-goal = Pegue todas as estrelas com o cavalo. As peças pretas não se movem.

## O peão

pawn-title = O peão
pawn-rule = O peão anda uma casa para a frente, ou duas no seu primeiro lance. Ele captura uma casa na diagonal, para a frente.
pawn-1-goal = Pegue a estrela com o peão num lance.
pawn-2-goal = A estrela está sobre um peão preto. Capture-o com o seu peão.
pawn-3-goal = Pegue todas as estrelas com o peão. As peças pretas não se movem.
pawn-4-goal = O caminho em frente está fechado. Pegue a estrela por outro caminho.

## Capturar

capture-title = Capturar
capture-rule = Para capturar, vá para a casa de uma peça adversária: ela sai do tabuleiro. Você nunca pode capturar as suas próprias peças.
capture-1-goal = Capture as peças pretas que têm estrelas.
capture-2-goal = Capture as peças pretas que têm estrelas.
capture-3-goal = Capture as peças pretas que têm estrelas.
capture-4-goal = O rei também pode capturar. Capture o peão que tem a estrela.

## Xeque

check-title = Xeque
check-rule = Um rei está em xeque quando uma peça adversária o ataca. Quem está em xeque tem que salvar o rei na hora.
check-1-goal = Olhe o rei preto. É xeque, ou nada disso?
check-2-goal = Olhe o rei preto. É xeque, ou nada disso?
check-3-goal = Dê xeque com a torre.
check-4-goal = Dê xeque com o cavalo.

## Sair do xeque

escape-check-title = Sair do xeque
escape-check-rule = Há três jeitos de sair do xeque: mover o rei para uma casa segura, colocar uma peça no meio ou capturar a peça que ataca.
escape-check-1-goal = O seu rei está em xeque. Só um lance o salva: encontre-o.
escape-check-2-goal = Salve o seu rei colocando o bispo no meio.
escape-check-3-goal = Salve o seu rei capturando a torre que o ataca.
escape-check-4-goal = O seu rei está em xeque. Só um lance o salva: encontre-o.

## Peças cravadas

pin-title = Peças cravadas
pin-rule = Uma peça está cravada quando fica entre o rei dela e uma torre, um bispo ou uma dama do adversário, na linha por onde essa peça ataca. A torre ataca pelas fileiras e colunas. O bispo ataca pelas diagonais. A dama ataca por todas elas. A peça cravada não pode sair dessa linha: o rei dela ficaria em xeque. Ela ainda pode andar pela mesma linha, ou capturar a peça que a crava. E uma peça cravada continua dando xeque!
pin-1-goal = O seu bispo em e2 está entre o seu rei e a torre em e4. O bispo pode se mover?
pin-1-choice-1 = Sim, pelas suas diagonais
pin-1-choice-2 = Não: a torre atacaria o meu rei
pin-2-goal = O seu cavalo está cravado pela torre em e4. Liberte-o: capture a torre com a sua torre.
pin-3-goal = O cavalo branco está cravado. Olhe o rei preto. É xeque, ou nada disso?
pin-4-goal = O cavalo em e4 não pode se mover, mas ataca f6. O rei preto pode ficar em f6?
pin-4-choice-1 = Sim: uma peça cravada não pode dar xeque
pin-4-choice-2 = Não: é xeque, e o rei tem que sair dele

## Xeque-mate

checkmate-title = Xeque-mate
checkmate-rule = Xeque-mate é um xeque sem saída. Ele termina a partida: ganha quem dá o xeque-mate. O rei nunca é capturado.
checkmate-1-goal = Dê xeque-mate em um lance.
checkmate-2-goal = Dê xeque-mate em um lance.
checkmate-3-goal = Dê xeque-mate em um lance.
checkmate-4-goal = Dê xeque-mate em um lance.

## Afogamento é empate

stalemate-title = Afogamento é empate
stalemate-rule = Afogamento: é a sua vez, você não pode mover nada e o seu rei não está em xeque. Isso é empate: ninguém ganha e ninguém perde!
stalemate-1-goal = Olhe o rei preto. É xeque, xeque-mate, afogamento, ou nada disso?
stalemate-2-goal = Olhe o rei preto. É xeque, xeque-mate, afogamento, ou nada disso?
stalemate-3-goal = Dê xeque-mate em um lance. Cuidado: não deixe as pretas sem lances e sem xeque!
stalemate-4-goal = As pretas não podem mover nada, e o rei não está em xeque. Quem ganha?
stalemate-4-choice-1 = As brancas
stalemate-4-choice-2 = As pretas
stalemate-4-choice-3 = Ninguém: é afogamento, empate

## O roque

castling-title = O roque
castling-rule = O roque: o rei anda duas casas na direção de uma torre. A torre vai para a casa por onde o rei acabou de passar. Você não pode rocar se o rei ou aquela torre já se moveram, ou se há uma peça entre eles. Também não pode rocar se o rei está em xeque, ou se ele passaria ou pararia numa casa atacada.
castling-1-goal = Faça o roque do lado do rei: o rei anda duas casas na direção da torre ao seu lado.
castling-2-goal = Faça o roque do lado em que é permitido.
castling-3-goal = Faça o roque do lado em que é permitido.
castling-4-goal = O seu rei está em xeque. Você pode rocar para escapar?
castling-4-choice-1 = Sim
castling-4-choice-2 = Não: não se pode rocar para sair do xeque
castling-5-goal = Este rei saiu para passear e voltou para casa. Ele pode rocar agora?
castling-5-choice-1 = Não: um rei que se moveu nunca mais pode rocar
castling-5-choice-2 = Sim, ele voltou para casa
castling-6-goal = O cavalo está entre o rei e a torre em a1. Faça o roque do outro lado.
castling-7-goal = A torre em a1 se moveu nesta partida e voltou. Faça o roque do lado em que ainda pode.

## En passant

en-passant-title = En passant
en-passant-rule = Um peão avança duas casas e fica ao lado de um peão adversário que está na 5ª fileira dele. Esse peão adversário pode capturá-lo como se ele tivesse avançado só uma casa. Só no lance seguinte, e só se você quiser: não é obrigatório.
en-passant-1-goal = O peão preto acabou de avançar duas casas e ficou ao lado do seu. Capture-o en passant.
en-passant-2-goal = O peão preto avançou duas casas há alguns lances. Você ainda pode capturá-lo en passant?
en-passant-2-choice-1 = Sim, quando eu quiser
en-passant-2-choice-2 = Não: só no lance seguinte
en-passant-3-goal = O peão branco em e4 pode capturar en passant o peão em d4?
en-passant-3-choice-1 = Não: um peão branco só captura en passant a partir da 5ª fileira
en-passant-3-choice-2 = Sim
en-passant-4-goal = O peão das brancas acabou de avançar duas casas. Capture-o en passant com as pretas.

## A promoção

promotion-title = A promoção
promotion-rule = Um peão que chega à última fileira vira dama, torre, bispo ou cavalo: você escolhe. Não precisa ser uma dama! Depois que a peça nova toca a casa, a escolha está feita.
promotion-1-goal = O seu peão pode chegar ao fim. Transforme-o em dama.
promotion-2-goal = Uma dama ou um bispo aqui deixariam as pretas sem lances: afogamento, empate! Um cavalo nunca poderia dar mate: empate também. Escolha a peça que faz a partida continuar.
promotion-3-goal = Promova o peão à peça que dá xeque-mate na hora.
promotion-4-goal = Em que peças um peão pode se transformar?
promotion-4-choice-1 = Só em dama
promotion-4-choice-2 = Em qualquer peça, até em rei
promotion-4-choice-3 = Em dama, torre, bispo ou cavalo
promotion-5-goal = Você ainda tem a sua dama. Promova o seu peão a uma segunda dama!
promotion-6-goal = A sua dama ainda está no tabuleiro. O seu peão também pode virar dama?
promotion-6-choice-1 = Sim: você escolhe qualquer uma das quatro peças, não importa o que há no tabuleiro
promotion-6-choice-2 = Não: só uma peça que foi capturada
promotion-7-goal = Você colocou uma torre em e8 no lugar do peão. Agora quer uma dama. Pode trocar?
promotion-7-choice-1 = Sim, até eu apertar o relógio
promotion-7-choice-2 = Não: depois que a peça nova toca a casa, a escolha está feita

## Outras formas de terminar uma partida

game-end-title = Outras formas de terminar
game-end-rule = Os dois jogadores podem combinar um empate: ofereça o empate logo depois de fazer o seu lance. Você também pode abandonar: a partida termina e o adversário ganha (é empate se o adversário nunca puder dar mate). Com relógio, se o seu tempo acabar, você perde, a não ser que o adversário nunca possa dar mate: aí é empate.
game-end-1-goal = Quando você oferece empate?
game-end-1-choice-1 = Logo depois de fazer o meu lance
game-end-1-choice-2 = Enquanto o adversário pensa
game-end-2-goal = O seu adversário oferece empate. O que você pode fazer?
game-end-2-choice-1 = Aceitar, ou recusar fazendo o meu lance
game-end-2-choice-2 = Tenho que aceitar
game-end-3-goal = O que quer dizer abandonar?
game-end-3-choice-1 = A partida termina e o adversário ganha (empate se o adversário nunca puder dar mate)
game-end-3-choice-2 = Começamos de novo
game-end-4-goal = O seu tempo acabou. O seu adversário tem uma dama. Qual é o resultado?
game-end-4-choice-1 = Eu perco
game-end-4-choice-2 = Empate
game-end-5-goal = O seu tempo acabou. O seu adversário só tem o rei. Qual é o resultado?
game-end-5-choice-1 = Eu perco
game-end-5-choice-2 = Empate: um rei sozinho nunca pode dar mate

## Empates

draws-title = Empates
draws-rule = Uma partida é empate quando ninguém pode mais dar xeque-mate. Você pode reclamar empate quando a mesma posição aparece três vezes, ou depois de 50 lances de cada um sem captura e sem lance de peão. Na quinta vez, ou com 75 lances, a partida termina empatada sem ninguém reclamar.
draws-1-goal = Olhe a posição. É xeque, xeque-mate, afogamento, empate porque ninguém pode dar mate, ou nada disso?
draws-2-goal = Olhe a posição. É xeque, xeque-mate, afogamento, empate porque ninguém pode dar mate, ou nada disso?
draws-3-goal = Olhe a posição. É xeque, xeque-mate, afogamento, empate porque ninguém pode dar mate, ou nada disso?
draws-4-goal = A mesma posição apareceu pela terceira vez. O que você pode fazer?
draws-4-choice-1 = Reclamar empate
draws-4-choice-2 = Reclamar a vitória
draws-4-choice-3 = Nada
draws-5-goal = Cinquenta lances de cada um, sem captura e sem lance de peão. O que um jogador pode fazer?
draws-5-choice-1 = Voltar um lance
draws-5-choice-2 = Reclamar empate
draws-6-goal = A mesma posição apareceu pela quinta vez. O que acontece?
draws-6-choice-1 = Nada: alguém tem que reclamar
draws-6-choice-2 = A partida termina empatada na hora
draws-7-goal = Setenta e cinco lances de cada um, sem captura e sem lance de peão. O que acontece?
draws-7-choice-1 = A partida termina empatada na hora
draws-7-choice-2 = A partida continua até alguém reclamar

## Peça tocada, peça jogada

touch-move-title = Peça tocada, peça jogada
touch-move-rule = Numa partida de verdade, se você tocar de propósito numa das suas peças, tem que movê-la. Se tocar numa peça adversária, tem que capturá-la. Isso vale sempre que for possível. Para arrumar uma peça na casa dela sem movê-la, diga antes «ajusto».
touch-move-1-goal = Você tocou de propósito no seu cavalo. Tem que movê-lo?
touch-move-1-choice-1 = Sim, se ele puder se mover
touch-move-1-choice-2 = Não, posso mover outra peça
touch-move-2-goal = Você tocou no peão preto em d5. O que tem que fazer?
touch-move-2-choice-1 = Nada
touch-move-2-choice-2 = Capturá-lo, se eu puder
touch-move-3-goal = Você quer arrumar uma peça na casa dela. O que você diz antes?
touch-move-3-choice-1 = «Ajusto»
touch-move-3-choice-2 = «Xeque»
touch-move-4-goal = Você tocou na sua torre em a1, mas ela não pode se mover. E agora?
touch-move-4-choice-1 = Perco a partida
touch-move-4-choice-2 = Posso mover outra peça

## Depois de um lance ilegal

illegal-move-title = Depois de um lance ilegal
illegal-move-rule = Depois de um lance ilegal, a posição de antes volta ao tabuleiro. Então o jogador faz um lance legal, com a peça que tocou se ela puder se mover. Nos torneios, os lances ilegais são contados, e quem faz lances ilegais demais perde a partida. Pelas regras da FIDE de hoje, o segundo faz perder. A FIDE escreve as regras do xadrez para o mundo todo.
illegal-move-1-goal = Um jogador faz um lance ilegal. O que acontece primeiro?
illegal-move-1-choice-1 = A posição de antes volta, e o jogador faz um lance legal com a mesma peça, se ela puder se mover
illegal-move-1-choice-2 = A partida simplesmente continua
illegal-move-2-goal = Pelas regras da FIDE de hoje, o que acontece depois do segundo lance ilegal de um jogador?
illegal-move-2-choice-1 = Nada de especial
illegal-move-2-choice-2 = Esse jogador perde a partida
illegal-move-2-choice-3 = O adversário perde
illegal-move-3-goal = O seu adversário só tem o rei, e você faz um lance ilegal a mais. Qual é o resultado?
illegal-move-3-choice-1 = Eu ainda ganho
illegal-move-3-choice-2 = O meu adversário ganha
illegal-move-3-choice-3 = Empate: um rei sozinho nunca pode dar mate
illegal-move-4-goal = Quem decide o que acontece depois de um lance ilegal numa partida da escola?
illegal-move-4-choice-1 = O professor ou o árbitro
illegal-move-4-choice-2 = O jogador que viu

## Boas maneiras

conduct-title = Boas maneiras
conduct-rule = Cumprimente o seu adversário antes e depois da partida. Jogue em silêncio e não atrapalhe ninguém. Aceite o que o árbitro decidir. Boas maneiras valem mais do que ganhar.
conduct-1-goal = A partida vai começar. O que você faz?
conduct-1-choice-1 = Cumprimento o meu adversário e aperto a mão dele
conduct-1-choice-2 = Começo logo sem dizer nada
conduct-2-goal = O seu amigo está jogando. Você pode dizer um bom lance para ele?
conduct-2-choice-1 = Sim, amigos se ajudam
conduct-2-choice-2 = Não: ninguém pode ajudar nem atrapalhar um jogador
conduct-3-goal = O árbitro decide uma coisa de que você não gosta. O que você faz?
conduct-3-choice-1 = Aceito com calma
conduct-3-choice-2 = Discuto até ele mudar
conduct-4-goal = Você perdeu a partida. O que você faz?
conduct-4-choice-1 = Aperto a mão e digo «boa partida»
conduct-4-choice-2 = Vou embora sem dizer nada
