# Palavras que várias telas compartilham: datas, por que o aparelho não
# guardou algo e os nomes curtos das regras que uma criança não cumpriu.
# Português do Brasil.

# O nome do idioma no próprio idioma, para cada criança encontrar o seu.
language-name = Português (Brasil)

# Um dia por extenso: «8 de novembro de 2026».
long-date = { $day } de { $month ->
    [1] janeiro
    [2] fevereiro
    [3] março
    [4] abril
    [5] maio
    [6] junho
    [7] julho
    [8] agosto
    [9] setembro
    [10] outubro
    [11] novembro
   *[12] dezembro
} de { $year }

## Por que o aparelho não guardou algo, como frase: «Não foi salvo: …».

store-full = a memória deste aparelho está cheia
store-unavailable = este navegador não deixa salvar
store-aside-unreadable = uma cópia guardada à parte não pode ser lida

## O nome curto de uma regra que uma criança não cumpriu, nas listas do
## professor («2 × peça cravada»).

reason-teacher-needed = esperando o professor
reason-game-over = com a partida terminada
reason-not-your-turn = fora da vez
reason-own-piece-on-target = em cima de uma peça sua
reason-wrong-pattern = movimento errado
reason-path-blocked = pular uma peça
reason-pawn-straight-capture = peão capturando para a frente
reason-pawn-diagonal-empty = peão na diagonal para casa vazia
reason-pawn-double-step-late = peão duas casas fora de hora
reason-en-passant-expired = en passant fora de hora
reason-king-into-check = rei para casa atacada
reason-pinned-piece = peça cravada
reason-must-escape-check = não sair do xeque
reason-castling-king-moved = roque com o rei já movido
reason-castling-rook-moved = roque com a torre já movida
reason-castling-not-allowed = roque com rei ou torre já movidos
reason-castling-in-check = roque em xeque
reason-castling-through-check = roque por casa atacada
reason-castling-into-check = roque para casa atacada
reason-castling-blocked = roque com peças no meio
reason-touch-move = peça tocada
reason-clock-not-pressed = antes de apertar o relógio
reason-king-capture = capturar o rei

## Listas e números.

list-and = { $rest } e { $last }
decimal-mark = ,

## As regras do professor para as partidas (as do painel do professor).

policy-practice = Treino
policy-school = Escola
policy-fide2009 = FIDE 2009
policy-fide-today = FIDE atual
policy-classic-blitz = Blitz clássico
policy-custom = Personalizado
