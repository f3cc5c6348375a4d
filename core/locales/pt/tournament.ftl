# As telas do torneio: criá-lo, as rodadas e os resultados, o painel, os
# papéis para imprimir e os resultados que chegam dos tablets.

title = Torneio
name-label = Nome do torneio
system-label = Sistema
system-round-robin = Todos contra todos
system-swiss = Suíço
system-knockout = Eliminatória
system-double-knockout = Dupla eliminatória
system-scheveningen = Scheveningen: equipe contra equipe
system-groups = Grupos e final
rounds-label = Rodadas
players-list-label = Jogadores: um por linha (ou «nome; turma; rating»)
list-from-class = Os alunos de { $class }
players-count = { $players ->
    [one] { $players } jogador
   *[other] { $players } jogadores
}

## Uma linha da lista de jogadores que parece errada.

list-no-name = Linha { $line }: falta o nome. Não foi adicionada.
list-shortened = Linha { $line }: o nome é longo demais. Foi encurtado.
list-same-name = Linha { $line }: o mesmo nome da linha { $first-line }. Para diferenciá-los, eles vão se chamar «{ $first }» e «{ $this }»; se preferir outros nomes, escreva-os na lista.

## Criar o torneio.

create = Começar o torneio
place-label = Local
date-label = Data
clocks-label = Relógios que há
clocks-top-boards = São { $games } partidas por rodada e { $clocks } relógios: melhor um suíço, com os relógios nas primeiras mesas a partida toda. Se uma mesa sem relógio atrasar, dê a ela um relógio no meio da partida (a mesa atrasada, no painel do professor).
clocks-one-clock = Com um só relógio, as partidas que demoram terminam uma de cada vez: conte com uma rodada a menos ({ $fewer } em vez de { $rounds }), ou com { $rounds } rodadas durando como { $longer }.
clocks-one-clock-no-round-less = Com um só relógio, aqui não dá para jogar uma rodada a menos: as partidas que demoram terminam uma de cada vez no relógio, ou tudo se joga sem relógios e o árbitro decide as que não terminam (adjudicação).
clocks-none = Sem relógios, as partidas que não terminam são decididas pelo árbitro (adjudicação).
zones-label = Grupos
zone = Grupo { $zone }
tie-breaks-label = Desempates, em ordem (o primeiro que você tocar decide antes)
game-rules-label = Regras das partidas (o relógio e o resto, como no painel do professor)
order-label = Ordem inicial
order-as-entered = Como na lista
order-by-rating = Pelo rating
order-by-lots = Por sorteio

## Os desempates: o nome, uma ou duas palavras para a coluna de uma tabela,
## e o que cada um conta (a legenda abaixo da classificação).

tie-break-buchholz = Buchholz
tie-break-buchholz-cut1 = Buchholz sem o pior
tie-break-sonneborn-berger = Sonneborn-Berger
tie-break-direct-encounter = Confronto direto
tie-break-games-won = Partidas ganhas
tie-break-progressive = Progressivo
tie-break-short-buchholz = Adversários
tie-break-short-buchholz-cut1 = Adversários sem o pior
tie-break-short-sonneborn-berger = Pontos dos vencidos
tie-break-short-direct-encounter = Entre eles
tie-break-short-games-won = Vitórias
tie-break-short-progressive = Pontos rodada a rodada
tie-break-meaning-buchholz = os pontos de todos os seus adversários, somados (Buchholz)
tie-break-meaning-buchholz-cut1 = os pontos dos seus adversários sem contar o de menos pontos (Buchholz sem o pior)
tie-break-meaning-sonneborn-berger = os pontos de cada adversário que você venceu, e a metade se empataram (Sonneborn-Berger)
tie-break-meaning-direct-encounter = a posição entre os empatados pelas partidas que jogaram entre si
tie-break-meaning-games-won = as partidas ganhas jogando
tie-break-meaning-progressive = os seus pontos depois de cada rodada, somados

## Rodadas e resultados.

pair-round = Emparceirar a rodada { $round }
pairing = Emparceirando a rodada { $round }…
changed-while-pairing = O torneio mudou enquanto a rodada era emparceirada. Emparceire-a de novo.
round-title = Rodada { $round }
all-rounds-paired = Todas as rodadas já estão emparceiradas.
board-column = Mesa
side-column-white = Brancas
side-column-black = Pretas
result-column = Resultado
player-column = Jogador
points-column = Pontos
rank-column = Posição
result-white-wins = Ganham as brancas
result-draw = Empate
result-black-wins = Ganham as pretas
bye-pairing = Folga (1 ponto)
bye-free = Folga
bye-half = Não joga (½ ponto)
bye-zero = Não joga (0 pontos)
standings-title = Classificação
withdraw = Sai
withdrawn = (saiu)
confirm-withdraw = Sair do torneio?
pairings = Emparceiramentos
late-entry-label = Um jogador que chega atrasado
add-player = Adicionar
other-result = Outro resultado…
forfeit-white-wins = Ganham as brancas: as pretas não vieram (+/−)
forfeit-black-wins = Ganham as pretas: as brancas não vieram (−/+)
neither-came = Nenhum dos dois veio (−/−)
draw-recommended = Empate recomendado pelo árbitro (½-½)
recommend-draw = Recomendar empate
first-place-at-stake = Cuidado: aqui ainda se decide o primeiro lugar. Melhor recomendar empate onde não se decide.
recommend-anyway = Recomendar assim mesmo
cancel-recommend = Não recomendar
adjudicated = Decidido pelo árbitro: { $score }
still-playing = { $boards ->
    [one] Falta { $boards } mesa jogando.
   *[other] Faltam { $boards } mesas jogando.
}
play-here = Jogar aqui
points-not-played = Com pontos de uma partida não jogada: o adversário não veio, ou não teve adversário (1 ponto). No desempate essa partida conta como jogada contra alguém com os mesmos pontos; por isso pode ficar à frente de quem ganhou jogando.
points-before-round = Entre parênteses, os pontos de cada um antes desta rodada.
next-round-label = Na próxima rodada
plays = Joga

## O emparceiramento da última rodada, mudado à mão.

change-pairing = Mudar o emparceiramento
swap-first = Trocar este jogador…
swap-second = …por este
nothing-broken = Esta mudança não quebra nenhuma regra.
confirm-change = Fazer a mudança
rematch = { $first } e { $second } já jogaram entre si.
kept-apart = Você pediu que { $first } e { $second } não jogassem entre si.
third-colour-white = { $player } jogaria de brancas pela terceira vez seguida.
third-colour-black = { $player } jogaria de pretas pela terceira vez seguida.
second-bye = { $player } já teve folga com ponto.

## O painel (a rodada em tamanho grande no projetor).

show-on-wall = Projetar a rodada
leave-wall = Parar de projetar
who-plays-where = Onde eu jogo?
seat-white = Mesa { $board }, brancas
seat-black = Mesa { $board }, pretas
wall-page = Página { $page } de { $of }
stop-all = Parar todas as partidas
stopped-title = Parem! Escutem o árbitro
stopped-note = Mãos paradas: nenhuma peça se move. Os relógios e o tempo da rodada estão parados.
go-on = Continuar jogando
timer-label = Tempo da rodada
timer-minutes = Minutos da rodada
start-timer = Começar a rodada
stop-timer = Parar o tempo
time-left = { $minutes }:{ $seconds }

## O fim: os vencedores, o pódio e o confronto entre equipes.

finished-nobody = Torneio terminado!
finished-one = Torneio terminado! Ganha { $winners }.
finished-shared = Torneio terminado! Dividem o primeiro lugar { $winners }.
podium-title = Pódio
# «1º», «2º».
place = { $place }º
category-title = Turma { $class }
team-title = Equipe { $team }
team-match-title = O confronto entre equipes
match-score = { $first } { $first-points } – { $second-points } { $second }
team-column = Equipe
rounds-won-column = Rodadas ganhas
team-match-meaning = Cada partida dá um ponto à equipe de quem ganha, ou meio ponto a cada equipe se for empate. Ganha a equipe com mais pontos. Se empatarem nos pontos, ganha a que venceu mais rodadas.
teams-finished = Torneio terminado! Ganha a equipe { $team }, { $points } a { $other-points }.
teams-finished-by-rounds = Torneio terminado! Empate com { $points } pontos. Ganha a equipe { $team }, porque venceu mais rodadas.
teams-finished-level = Torneio terminado! As duas equipes empatam com { $points } pontos.

## Um torneio em grupos, e uma eliminatória.

start-final = Começar a final
per-zone-label = Jogadores de cada grupo na final
final-name = { $tournament }: final
match-games-label = Partidas de cada confronto
decider-label = Se um confronto terminar empatado
decider-faster-game = Uma partida mais rápida
decider-lots = Um sorteio
draw-first-stage = Sortear a primeira fase
next-stage = Emparceirar a próxima fase
part-winners = Chave dos vencedores
part-losers = Chave da repescagem
part-final = Final
stage-title = Fase { $stage }
game-number = Partida { $game }
faster-game = Partida rápida de desempate
stage-off = { $player } passa sem jogar esta fase.
lots-won-by = Sorteio: { $player }
level-draw-lots = Empate: faça o sorteio. Quem ganhou?
goes-on = Passa { $player }
champion = Campeão: { $player }

## Papéis para imprimir.

cross-table-title = Tabela cruzada
colour-letter-white = b
colour-letter-black = p
download-trf = Baixar o relatório FIDE (TRF)
download-backup = Baixar uma cópia do torneio
on-paper = No papel
paper-pairings = Emparceiramentos
paper-slips = Folhas de resultado
paper-standings = Classificação
paper-cross-table = Tabela cruzada
paper-diplomas = Diplomas
print = Imprimir
back-to-tournament = Voltar ao torneio
slip-result = Resultado (circule um)
slip-signatures = Assinaturas
scan-to-play = Escaneie para jogar num tablet
with-clock = com relógio
diploma-title = Diploma
diploma-awarded-to = Para
diploma-for = por jogar no torneio «{ $tournament }»
diploma-place = pelo { $place } lugar no torneio
diploma-place-in-class = pelo { $place } lugar da turma { $class }
diploma-team-won = da equipe { $team }, que venceu o confronto
diploma-team-drew = da equipe { $team }, que empatou o confronto
diploma-team = da equipe { $team }
pupil-points-single = { $points } ponto em { $games } { $games ->
    [one] partida
   *[other] partidas
}
pupil-points = { $points } pontos em { $games } { $games ->
    [one] partida
   *[other] partidas
}

## Resultados para confirmar, e dois resultados para uma mesa.

to-confirm-title = Resultados para confirmar
to-confirm-note = Estas partidas foram abertas de uma partida colada, não de uma mesa do torneio. Registre só as que estiverem certas.
to-confirm-game = Rodada { $round }, mesa { $board }: { $white } { $result } { $black }
to-confirm-unreadable = { $why } Não dá para registrar.
enter-result = Registrar
discard-result = Descartar
conflicts-title = Dois resultados para uma mesa
conflicts-note = Outro aparelho mandou um resultado diferente do que está registrado aqui. Escolha o que vale: o outro é descartado.
conflict-game = Rodada { $round }, mesa { $board }: { $white } – { $black }
keep-mine = Manter { $result } (registrado aqui)
keep-theirs = Usar { $result } (do outro aparelho)
conflict-arrived = A rodada { $round }, mesa { $board } tem dois resultados: escolha um mais abaixo.
conflicts-first = Antes de emparceirar, escolha o resultado de cada mesa que tem dois.
result-entered = O resultado da rodada { $round }, mesa { $board } foi registrado.

## Resultados dos tablets dos alunos (um código QR ou um código curto), e por
## que um não foi registrado.

from-tablets = Resultados dos tablets
scan-camera = Ler o código QR com a câmera
stop-camera = Desligar a câmera
photo-label = Ou uma foto do código QR
short-code-label = Ou o código curto (como «3.5 1-0 KM»)
enter-code = Registrar
no-code-seen = Não aparece nenhum código QR na foto.
no-camera = Não dá para usar a câmera aqui. Use uma foto ou o código curto.
result-card-title = Mostre isto ao seu professor
short-code = Código curto
close = Fechar
slip-not-a-game = Isso não é a partida de uma mesa.
slip-other-event = Essa partida é de outro torneio.
slip-no-board = A partida não diz a sua rodada e a sua mesa.
slip-other-players = Os nomes não são os dessa mesa.
slip-unfinished = Essa partida não terminou.
slip-mistyped = O código não está certo. Confira.
slip-another-result = A rodada { $round }, mesa { $board } já tem outro resultado. Para mudá-lo, toque nele na mesa.

## O torneio guardado no aparelho, os anteriores e as cópias.

new = Novo torneio
confirm-new = Começar outro torneio? Este fica guardado entre os anteriores.
cancel = Cancelar
not-saved = Este aparelho não conseguiu salvar o torneio. Não feche a página.
merged-with-other-page = Outra página também mudou o torneio: as duas mudanças foram salvas.
kept-aside-from-other-page = Outra página mudou o torneio ao mesmo tempo, de outro jeito. Aqui fica a versão dela; a sua está guardada entre os torneios anteriores.
damaged = Não deu para abrir o torneio salvo: { $why }. Uma cópia foi guardada à parte, e você pode começar outro.
earlier-damaged = Não deu para abrir esse torneio: { $why }. Ele fica na lista.
copy-refused = Não deu para abrir essa cópia: { $why }.
damaged-not-kept = Não deu para abrir o torneio salvo: { $why }. Não há espaço para guardar uma cópia à parte, então ele fica onde está e nada é salvo por cima.
copy-already-open = Essa cópia é o torneio que já está aberto: nada foi mudado.
open-copy = Abrir uma cópia do torneio
open-copy-hint = O arquivo de «Baixar uma cópia do torneio», deste aparelho ou de outro.
earlier-title = Torneios anteriores neste aparelho
open-earlier = Abrir
earlier-to-file = Salvar como arquivo
remove-earlier = Tirar deste aparelho
earlier-unreadable = Não deu para ler os torneios anteriores. Eles ficam como estão.
results-locked = O torneio terminou: os resultados estão fechados. Para mudar um, digite o seu PIN.
results-pin = PIN
reopen-results = Abrir os resultados
wrong-results-pin = Esse PIN não está certo.
results-reopened = Resultados abertos: você pode mudá-los.
lock-results = Fechar de novo

## Por que não deu para abrir um torneio salvo.

backup-unreadable = não é um torneio do Peoncito, ou está danificado
backup-newer = foi salvo por uma versão mais nova do Peoncito
backup-bad-field = tem um nome vazio ou um resultado que não existe
backup-bracket-mismatch = a sua chave de eliminatória não bate com as suas partidas
backup-more-rounds = tem { $rounds } rodadas, mas com os seus jogadores só pode ter { $planned }
backup-zones-for-players = tem { $zones } grupos para { $players } jogadores
backup-rounds-in-knockout = é uma eliminatória, mas tem rodadas
backup-too-large = tem { $players } jogadores e { $rounds } rodadas: mais do que cabe num torneio (até { $most } jogadores)
backup-same-name = tem dois jogadores chamados { $name }
backup-no-rounds = é um suíço sem rodadas
backup-unfinished-round = falta um resultado na rodada { $round }, e a rodada { $next } já existe

## O que o torneio não conseguiu fazer.

problem-round-not-finished = Antes de emparceirar, escreva o resultado de todas as mesas.
problem-later-round-paired = A rodada { $next } já está emparceirada: um resultado da rodada { $round } se corrige, não se apaga.
problem-no-rounds-left = Todas as rodadas já estão emparceiradas.
problem-too-few-players = São precisos pelo menos dois jogadores.
problem-field-closed = O torneio já começou: não dá para adicionar jogadores.
problem-field-full = Um torneio tem no máximo { $most } jogadores.
problem-not-two-teams = São precisas duas equipes: coloque cada jogador numa das duas.
problem-groups-not-over = A final se joga quando todos os grupos terminaram.
problem-unknown-player = Não há nenhum jogador { $player }.
problem-unknown-round = Não há nenhuma rodada { $round }.
problem-unknown-board = A rodada { $round } não tem mesa { $board }.
problem-already-withdrawn = O jogador { $player } já saiu.
problem-round-started = Essa rodada já tem resultados: não se emparceira de novo.
problem-no-valid-pairing = Não dá para emparceirar a rodada sem repetir partidas. O torneio não pode ter mais rodadas.
problem-player-twice = Na rodada { $round }, o jogador { $player } aparece duas vezes.
problem-played-in-stages = Uma eliminatória se joga por fases, não por rodadas.
problem-not-a-knockout = Este torneio não é uma eliminatória.
problem-stage-not-over = Antes de continuar, termine todos os confrontos.
problem-knockout-finished = A eliminatória já terminou.
problem-unknown-match = Esse confronto não existe.
problem-unknown-game = Essa partida não existe.
problem-not-for-lots = Só se sorteia entre os dois jogadores de um confronto empatado.
