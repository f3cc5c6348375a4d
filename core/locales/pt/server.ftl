# A tela do servidor da escola (nas telas do professor), o painel com os
# tabuleiros da turma ao vivo, e o estado do servidor no alto de cada tela.

title = Servidor da escola
intro = Opcional. Com um servidor CouchDB na rede da escola, os tablets que o usam compartilham a turma: os alunos, as suas estrelas e as regras que ainda confundem. Nada é enviado a lugar nenhum até você se conectar.
address-label = Endereço do servidor
database-label = Banco de dados
user-label = Usuário
password-label = Senha

## O que o aparelho guarda da senha (nunca é mostrada).

kept-nothing = Guardado só neste aparelho.
kept-password = Este aparelho guarda uma senha (nunca mostrada). Deixe isto vazio para continuar usando-a, ou digite outra para mudá-la.
kept-session = O servidor abriu uma sessão para este aparelho: a senha não é guardada. Se o servidor a encerrar, digite a senha de novo.
connect = Conectar
disconnect = Parar de usar o servidor

## As configurações de um servidor que o aparelho não aceita.

refused-no-address = Escreva o endereço do servidor.
refused-not-an-address = O endereço começa com http:// ou https://, como http://192.168.1.10:5984.
refused-bad-database-name = O nome do banco de dados começa com uma letra minúscula e tem letras minúsculas, números e _ $ ( ) + - /.

## O painel com os tabuleiros dos outros tablets, ao vivo.

wall-title = Os tabuleiros da turma, ao vivo
no-boards = Ainda não há outro tablet conectado.
no-names = Sem nomes
to-move-white = Vez das brancas
to-move-black = Vez das pretas
counted = Lances ilegais: brancas { $white }, pretas { $black }
clock = Relógio: { $white } – { $black }
called = Chamando o professor!
finished = Partida terminada
see-big-calling = Atender o chamado
see-big = Ver em tamanho grande
close-big = Voltar a todos os tabuleiros
replay-back = ◀ Voltar
replay-forward = Avançar ▶
replay-now = Como está agora
replay-at = Lance { $at } de { $of }

## As respostas do professor a um chamado, como o próprio tabuleiro as diz.

answer-title = A sua decisão, para aquele tablet
answer-go-on = Deixar a partida continuar (a contagem continua)
answer-go-on-recount = Deixar a partida continuar, contando de novo a partir do zero
answer-white-wins = Ganham as brancas
answer-black-wins = Ganham as pretas
answer-draw = Empate
answer-sent = Enviado ao tablet: { $answer }.

## Que tabuleiros o painel mostra, e os resultados de um árbitro para um torneio.

which-boards = Que tabuleiros
all-boards = Todos os tabuleiros
round-of = «{ $tournament }», rodada { $round }
tile-place = Rodada { $round }, mesa { $board }
arbiter-title = Resultados de «{ $tournament }», rodada { $round }
arbiter-note = Toque no resultado de cada mesa: ele vai para o aparelho do torneio, que o registra.
arbiter-board = Mesa { $board }: { $white } – { $black }

## A ligação do aparelho com o servidor. $time: a última vez que estava em dia (09:05).

state-off = Servidor da escola: não está em uso.
state-connecting = Servidor da escola: conectando…
state-live = Servidor da escola: conectado.
state-live-at = Servidor da escola: em dia ({ $time }).
state-offline = Servidor da escola: não responde. As mudanças esperam aqui e saem sozinhas.
state-offline-at = Servidor da escola: não responde. As mudanças esperam aqui e saem sozinhas. Em dia pela última vez: { $time }.
state-no-network = Servidor da escola: este aparelho está sem internet (verifique o Wi-Fi). As mudanças esperam aqui e saem sozinhas.
failed-wrong-credentials = Servidor da escola: o usuário ou a senha estão errados.
failed-session-ended = Servidor da escola: o servidor encerrou a sessão deste aparelho. O professor digita a senha de novo.
failed-not-couchdb = Servidor da escola: esse endereço não é um servidor CouchDB que o Peoncito possa usar.
failed-no-access = Servidor da escola: este usuário não pode usar esse banco de dados.
failed-no-storage = Servidor da escola: este navegador não deixa guardar a cópia do servidor (modo privado?).
