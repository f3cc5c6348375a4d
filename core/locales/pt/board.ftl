# A tela do tabuleiro: a partida, os seus botões e perguntas, o painel do
# professor, o editor, a planilha, as lições, o computador, o modo turma e as
# notas do aparelho. Português do Brasil.
#
# Os lados ($side, $winner…) chegam como white ou black; as peças ($piece)
# como king, queen, rook, bishop, knight ou pawn; as casas são como e4.

app-name = Peoncito
tagline = O tabuleiro de xadrez que explica.
to-move = Vez das { $side ->
    [white] brancas
   *[black] pretas
}
check = Xeque!
new-game = Nova partida
flip = Girar o tabuleiro
undo = Voltar lance
resign = Abandonar
offer-draw = Oferecer empate
draw-offered = As { $side ->
    [white] brancas
   *[black] pretas
} oferecem empate. { $other ->
    [white] Jogador das brancas
   *[black] Jogador das pretas
}, você aceita?
accept-draw = Aceitar o empate
decline-draw = Continuar jogando
claim-draw-threefold = Reclamar empate: esta posição apareceu três vezes
claim-draw-fifty-moves = Reclamar empate: 50 lances de cada um sem captura nem lance de peão
choose-promotion = O seu peão chegou ao fim! Escolha a peça nova:
cancel = Cancelar
moves = Lances
no-moves-yet = Ainda não há lances.
start-another = Toque em «Nova partida» para jogar de novo.
good-game = { $moves ->
    [one] Boa partida! Foi jogado { $moves } lance.
   *[other] Boa partida! Foram jogados { $moves } lances.
}
saved-game-lost = Não deu para abrir a partida salva ({ $why }), então começou uma partida nova.
saved-unreadable = os dados estão danificados
saved-newer = é de um Peoncito mais novo, versão { $version }
saved-bad-start = a sua posição inicial está errada: { $problem }
saved-bad-move = o lance { $number } não é possível
saved-bad-ending = o seu resultado não combina com a posição
bad-fen = Não deu para usar a posição do link: { $problem }. A sua partida continua.
unknown-language = O idioma «{ $code }» ainda não está disponível, então usamos { $using }.
game-not-saved = Esta partida não foi salva: { $why }. Ela se perde se você fechar a página: para não perdê-la, salve a planilha dela («Planilha»).
storage-unavailable = Este navegador não deixa o Peoncito salvar a partida: ela vai se perder ao recarregar.
game-kept-aside = Outra página jogou outra partida neste tabuleiro ao mesmo tempo. Agora você vê a dela; a sua está guardada à parte.
update-ready = Há uma nova versão do Peoncito.
reload-now = Recarregar
dismiss = Entendi

## O tabuleiro e as suas casas, como os leitores de tela as dizem.

board-label = Tabuleiro de xadrez
square-label = { $square }, { $piece ->
    [king] rei { $colour ->
        [white] branco
       *[black] preto
    }
    [queen] dama { $colour ->
        [white] branca
       *[black] preta
    }
    [rook] torre { $colour ->
        [white] branca
       *[black] preta
    }
    [bishop] bispo { $colour ->
        [white] branco
       *[black] preto
    }
    [knight] cavalo { $colour ->
        [white] branco
       *[black] preto
    }
   *[pawn] peão { $colour ->
        [white] branco
       *[black] preto
    }
}
square-label-empty = { $square }, vazia
piece-name = { $piece ->
    [king] Rei
    [queen] Dama
    [rook] Torre
    [bishop] Bispo
    [knight] Cavalo
   *[pawn] Peão
}
coloured-piece = { $piece ->
    [king] rei { $colour ->
        [white] branco
       *[black] preto
    }
    [queen] dama { $colour ->
        [white] branca
       *[black] preta
    }
    [rook] torre { $colour ->
        [white] branca
       *[black] preta
    }
    [bishop] bispo { $colour ->
        [white] branco
       *[black] preto
    }
    [knight] cavalo { $colour ->
        [white] branco
       *[black] preto
    }
   *[pawn] peão { $colour ->
        [white] branco
       *[black] preto
    }
}
# A letra de cada peça na lista de lances e na planilha.
letter-king = R
letter-queen = D
letter-rook = T
letter-bishop = B
letter-knight = C
letter-pawn = P
languages-label = Idioma
copy-record = Copiar a planilha

## Montar uma posição.

editor-button = Montar uma posição
editor-title = Montar uma posição
editor-hint = Escolha uma peça abaixo e toque nas casas onde ela vai. A borracha esvazia uma casa.
eraser = Borracha
side-to-move-setting = Quem joga primeiro?
castling-legend = Roques que ainda podem ser feitos
castling-right = { $side ->
    [white] Brancas
   *[black] Pretas
}, { $wing ->
    [king] pequeno
   *[queen] grande
}
empty-board = Tabuleiro vazio
start-position = Posição inicial
play-from-here = Jogar a partir daqui
copy-link = Link para esta posição
link-copied = Copie este link para compartilhar a posição:
setup-opposite-check = As { $other ->
    [white] brancas
   *[black] pretas
} estão em xeque, mas a vez é das { $turn ->
    [white] brancas
   *[black] pretas
}: isso não pode acontecer. Dê a vez às { $other ->
    [white] brancas
   *[black] pretas
} ou tire o xeque.
setup-problem = Esta posição ainda não pode ser jogada: { $problem }.
setup-ready = A posição está pronta para jogar.

## O que está errado numa posição (um FEN).

fen-syntax-board = a colocação das peças não está bem escrita
fen-syntax-turn = a parte da vez não está bem escrita
fen-syntax-castling = a parte do roque não está bem escrita
fen-syntax-en-passant = a casa de en passant não está bem escrita
fen-syntax-halfmove-clock = a contagem de meios-lances não está bem escrita
fen-syntax-move-number = o número do lance não está bem escrito
fen-syntax = a notação FEN não está bem escrita
fen-empty-board = o tabuleiro está vazio
fen-missing-king = falta um rei
fen-too-many-kings = as brancas ou as pretas têm mais de um rei
fen-pawns-on-back-rank = há um peão na primeira ou na última fileira
fen-castling-rights = o roque é permitido para um rei ou uma torre que não está na sua casa inicial
fen-en-passant-square = a casa de en passant é impossível
fen-opposite-check = o rei do jogador que não joga está em xeque
fen-impossible-check = esse xeque nunca poderia acontecer
fen-too-much-material = há peças demais
fen-impossible = a posição é impossível
fen-counters = o número do lance ou a contagem de lances sem captura é grande demais
fen-problems-joined = { $first }; { $rest }

## Os nomes dos jogadores e a planilha.

names-button = Nomes
names-title = Jogadores e partida
name-of = Jogador das { $side ->
    [white] brancas
   *[black] pretas
}
event-label = Torneio ou turma
site-label = Local
save-names = Salvar os nomes
names-saved = Os nomes foram salvos.
pupils-name-players = Os alunos podem escrever os nomes
player = { $name } ({ $side ->
    [white] brancas
   *[black] pretas
})
player-unnamed = { $side ->
    [white] Brancas
   *[black] Pretas
}
unnamed-white = Brancas
unnamed-black = Pretas
score-sheet-button = Planilha para imprimir
score-sheet-title = Planilha da partida
print-button = Imprimir
move-number-column = Nº
side-column = { $side ->
    [white] Brancas
   *[black] Pretas
}
date-label = Data
result-label = Resultado
game-not-over = A partida não terminou.

## Os botões do menu e as notas do aparelho.

tournament-button = Torneio
class-button = A turma
school-server-button = Servidor da escola
guide-button = Guia do professor
this-device = Peoncito neste aparelho
offline-checking = Verificando se este aparelho pode guardar uma cópia para usar sem internet…
offline-ready = Guardado neste aparelho: abre e joga sem internet.
offline-not-secure = Não é guardado para usar sem internet: os navegadores só guardam cópia dos endereços https://, e este começa com http://. Coloque o Peoncito num endereço https:// (docs/install.md explica como).
offline-refused = Não é guardado para usar sem internet: o navegador não deixou (uma janela privada, ou os sites não podem guardar dados). Abra o Peoncito numa janela normal, ou deixe os sites guardarem dados.
offline-not-supported = Não é guardado para usar sem internet: este navegador não consegue. Use um Chrome, Edge, Firefox ou Safari recente.
offline-development-build = Não é guardado para usar sem internet: esta é uma versão de desenvolvimento. Sirva a versão final (./.ci/serve).
offline-interrupted = Ainda não é guardado para usar sem internet: a cópia não pôde ser baixada. Continue com internet e abra o Peoncito de novo: ele tenta outra vez.
storage-room = Salvo neste aparelho: { $used } dos { $quota } que o navegador dá ao Peoncito.
storage-persisted = O navegador guarda isso até alguém apagar.
storage-not-persisted = O navegador pode apagar isso se faltar espaço no aparelho: salve o arquivo da turma de vez em quando.
storage-nearly-full = Quase cheio: na tela da turma, resuma as notas antigas nos totais de cada aluno; salve os torneios anteriores como arquivo e tire-os do aparelho; salve o arquivo da turma, e libere espaço no aparelho (fotos, vídeos, outros aplicativos).
version = Versão { $version }
tablets-button = Colocar o Peoncito nos tablets

## O modo turma: cada aluno diz quem é.

class-mode = Modo turma: cada aluno diz quem é
class-mode-hint = O tabuleiro e as lições perguntam primeiro «Quem é você?», e as estrelas e os erros de cada aluno são guardados com o nome dele neste aparelho.
who-are-you = Quem é você?
guest = Um convidado
you = Você
switch-pupil = Outra pessoa
draw-claim-lost = Você tocou numa peça: neste lance você não pode mais reclamar empate. Tem que movê-la.
still-you = Ainda é você, { $name }?
yes-its-me = Sim, sou { $name }
not-me = Não, sou outra pessoa
who-plays-with-you = Com quem você joga, { $name }?
you-play = Você joga com
someone-else = Alguém de fora da turma
the-computer = O computador
seat-pupil = Aluno (de brancas, ou sozinho)
seat-classmate = Colega (de pretas), para uma partida entre dois
nobody = Ninguém
lock-tablet = Deixar este aparelho para eles
unlock-tablet = Deixar cada aluno escolher de novo
choose-one-or-two = Escolha um aluno, ou dois diferentes.
record-not-opened = Não deu para abrir essa partida: o registro dela está danificado.
locked-to = Este aparelho é de { $names }. Só o professor muda isso.
teacher-screens = Telas do professor
result-for-teacher = Dar o resultado ao professor
bad-board-link = O link da mesa não pôde ser lido. Peça outro ao professor.
back-to-board = Voltar ao tabuleiro
part-not-fetched = Esta parte ainda não está neste aparelho. Conecte-se à internet (verifique o Wi-Fi) e abra de novo.

## Projetar para a turma, e percorrer os lances.

projection-button = Projetar para a turma
leave-projection = Sair da projeção
step-first = ⇤ Início
step-back = ← Voltar
step-forward = Avançar →
step-live = Agora ⇥
replay-at = { $san } — lance { $number } de { $last }
pen-green = Caneta verde
pen-red = Caneta vermelha (tracejada)
pen-blue = Caneta azul (pontilhada)
pen-mode = Desenhar com o dedo
clear-drawings = Apagar os desenhos (D)
fullscreen = Tela cheia (F)

## As lições.

lessons-button = Lições
back-to-game = Voltar à partida
lesson-map-title = Lições: escolha uma regra para aprender
stage-stars = { $got } de { $total } estrelas
exercise-number = Exercício { $number } de { $total }
lesson-solved = Muito bem! Você ganhou { $stars } { $stars ->
    [one] estrela
   *[other] estrelas
}.
not-the-goal = Desta vez não. Tente de novo!
wrong-answer = Quase. Tente outra resposta.
already-solved = Você já resolveu este exercício! Toque em «Próximo exercício» para continuar.
already-solved-last = Você resolveu o último exercício desta lição! Toque em «Todas as lições» para escolher outra.
stage-complete = Viva! Você terminou todos os exercícios desta lição!
previous-exercise = Anterior
skip-exercise = Pular
retry-exercise = Repetir para ganhar mais estrelas
next-exercise = Próximo exercício
next-lesson = Próxima lição: { $lesson }
back-to-map = Todas as lições
answer-check = Xeque
answer-checkmate = Xeque-mate
answer-stalemate = Afogamento
answer-dead-position = Empate: ninguém pode dar mate
answer-nothing = Nada disso
star-here = estrela

## As regras em jogo, e as perguntas antes de fazer algo.

rules-tolerated = { $tolerated } permitidos
rules-touch-move = peça tocada
rules-claims = reclamações
confirm-new-game = Começar uma partida nova? A partida do tabuleiro termina e não pode ser recuperada.
confirm-link-game = Abrir a partida do link? A partida do tabuleiro é guardada à parte neste aparelho.
confirm-link-game-teacher = Só o professor pode colocar outra partida neste tabuleiro. Professor: digite o PIN para abrir a partida do link. A partida do tabuleiro é guardada à parte.
game-not-kept = Não há espaço neste aparelho para guardar à parte a partida do tabuleiro, então ela fica no tabuleiro.
saved-game-not-kept = Não há espaço neste aparelho para guardar à parte uma cópia da partida salva, então nada é salvo por cima até haver espaço.
storage-late = Este aparelho não está respondendo quando pedimos para guardar. Você pode jogar, mas o que fizer pode não ficar guardado.
saved-game-kept = Uma cópia foi guardada à parte neste aparelho: ela aparece em «Planilha».
kept-games-title = Partidas guardadas à parte neste aparelho
open-kept-game = Abrir
kept-game = { $white } – { $black }, { $moves } { $moves ->
    [one] lance
   *[other] lances
}
confirm-resign = { $player }: quer mesmo abandonar? A partida termina.
who-resigns = Quem abandona?
who-offers-draw = Quem oferece empate?
confirm-take-back-after-end = A partida terminou. Os dois concordam em voltar o último lance? Assim a partida continua.
confirm-yes = Sim
confirm-no = Não, voltar
lock-new-game = Só o professor começa partidas novas
save-and-new-game = Salvar e começar uma partida nova com estas regras
bound-piece = você tocou nela: tem que movê-la
reset-progress = Começar as lições de novo (apagar as estrelas deste aparelho)
progress-reset = As lições começam de novo: as estrelas foram apagadas.
progress-damaged = As estrelas salvas não puderam ser lidas, então as lições começam de novo.

## A planilha da partida (PGN).

game-record-button = Planilha
game-record-title = Planilha da partida (PGN)
export-hint = Esta é a partida escrita. Copie-a para guardá-la ou para abri-la em outro programa de xadrez.
import-label = Para abrir uma partida, cole aqui a planilha dela:
import-button = Abrir esta partida
pgn-place = {" "}(linha { $line }, coluna { $column })
pgn-no-game = Não há nenhuma partida neste texto.
pgn-bad-fen = A posição inicial{ $place } não pode ser usada: { $problem }.
pgn-bad-move = O lance { $number } das { $side ->
    [white] brancas
   *[black] pretas
}, «{ $san }»{ $place }, não pode ser jogado nessa partida.
pgn-problem = { $problem } A sua partida continua.
mistake-comment = { $player }: lance ilegal ({ $reason }){ $counted ->
    [yes] , contado
   *[no] {""}
}
describe-button = Dizer onde estão as peças
position-side = { $side ->
    [white] Brancas
   *[black] Pretas
}: { $groups }.
position-group = { $count ->
    [one] { $piece ->
        [king] rei
        [queen] dama
        [rook] torre
        [bishop] bispo
        [knight] cavalo
       *[pawn] peão
    }
   *[other] { $piece ->
        [king] reis
        [queen] damas
        [rook] torres
        [bishop] bispos
        [knight] cavalos
       *[pawn] peões
    }
} em { $squares }
position-description = { $white } { $black } Vez das { $turn ->
    [white] brancas
   *[black] pretas
}.
read-aloud = Ler em voz alta
auto-read = Ler sempre em voz alta
high-contrast = Cores fortes

## O painel do professor.

teacher-button = Professor
teacher-title = Configurações do professor
choose-pin = Escolha um PIN de 4 números para o professor
repeat-pin = Digite o PIN de novo
enter-pin = PIN do professor
set-pin = Salvar o PIN
unlock = Abrir
pin-not-four-digits = O PIN tem que ter exatamente 4 números.
pin-mismatch = Os dois PINs são diferentes. Tente de novo.
pin-wrong = Esse PIN não está certo. { $tries ->
    [one] Você pode tentar mais uma vez agora; depois, cada tentativa errada faz você esperar.
   *[other] Você pode tentar mais { $tries } vezes agora; depois, cada tentativa errada faz você esperar.
}
pin-wrong-wait = Esse PIN não está certo. Espere { $seconds } s antes de tentar de novo.
pin-chosen-elsewhere = Outra página deste aparelho escolheu um PIN no mesmo momento, e fica aquele. Digite aquele PIN.
pin-unreadable = Este aparelho não consegue ler o PIN do professor, então o painel continua fechado. O guia do professor explica como começar de novo neste aparelho.
pin-wait = Tentativas erradas demais. Espere { $seconds } s e tente de novo.
first-pin-note = Isto é para o professor: escolha um PIN que só você saiba; quem o escolher será o professor neste aparelho. Se você é aluno, feche e chame o seu professor.
recovery-code-note = Anote este código e guarde-o bem. Se um dia o PIN for esquecido, ele serve para escolher outro. Ele só aparece agora.
recovery-code-done = Já anotei
forgot-pin = Esqueceu o PIN?
lock-recovery-only = Este aparelho não consegue ler o PIN do professor, então o painel continua fechado. O seu código de recuperação ainda o abre.
lock-from-copy = Este aparelho não consegue ler o PIN do professor onde o guarda, então lê a cópia. Digite o PIN ou use o seu código de recuperação.
recovery-code-label = Código de recuperação
use-recovery-code = Escolher um PIN novo com o código
policy-rule-practice = Os lances ilegais são recusados e explicados; nunca são contados.
policy-rule-school = Recusados, explicados e contados; um a mais do que o professor permite faz a partida parar até o professor chegar.
policy-rule-fide2009 = Os dois primeiros dão 2 minutos ao adversário cada um; o terceiro faz perder a partida. No blitz (menos de 15 minutos), o primeiro faz perder, se o adversário reclamar.
policy-rule-fide-today = O primeiro dá 2 minutos ao adversário (1 no rápido e no blitz); o segundo faz perder a partida.
policy-rule-classic-blitz = Quem faz um lance ilegal perde, se o adversário reclamar antes de jogar. Deixar o próprio rei em xeque nunca é permitido: perde na hora.
policy-rule-custom = Os números do professor.
rules-for-new-games = Regras para as partidas novas
custom-limit = O lance ilegal que decide
custom-penalty = Minutos a mais para o adversário antes desse
custom-loses = Faz perder a partida (se não, o professor é chamado)
school-limit = Lances ilegais permitidos (um a mais chama o professor)
touch-move-setting = Peça tocada, peça jogada
claim-mode-setting = Modo reclamação: os lances ilegais ficam no tabuleiro até o adversário reclamar
claim-button = Reclamar lance ilegal!
wrong-claim = O último lance valia, então não há nada para reclamar. A partida continua.
declare-draw-claim = Reclamar empate com o meu próximo lance
recommend-draw = Recomendar empate (os dois jogadores aceitam)
recommend-draw-hint = Se as crianças não sabem terminar uma posição, recomende empate; melhor onde o primeiro lugar não está em jogo.
declaring-draw = Agora faça o seu lance. Se com ele a posição se repetir pela terceira vez, ou se chegarem a 50 lances de cada um sem captura nem lance de peão, é empate.
wrong-draw-claim = Não é empate: esta posição apareceu { $times ->
    [one] { $times } vez
   *[other] { $times } vezes
} (precisa aparecer 3 vezes), e foram { $moves ->
    [one] { $moves } lance
   *[other] { $moves } lances
} de cada um sem captura nem lance de peão (precisam ser 50). O seu lance continua valendo.{ $penalty }
wrong-draw-claim-penalty = {" "}O seu adversário ganha { $minutes } min a mais no relógio.
undo-allowed = Os alunos podem voltar lances
show-dots = Mostrar aonde uma peça pode ir (pontos)
save-settings = Salvar as configurações
settings-saved = Salvo. As regras novas começam com a próxima partida nova.
rules-not-saved = Ainda não salvo: estas regras valem quando você tocar em «Salvar as configurações».
rules-unsaved-question = Você mudou as regras das partidas novas, mas não as salvou. Quer salvar agora?
save-and-close = Salvar e fechar
close-without-saving = Fechar sem salvar
keep-editing = Voltar às regras
settings-not-kept = Não foi salvo: { $why }. Estas configurações valem até a página fechar; depois voltam as de antes. Libere espaço neste aparelho e salve de novo.
notes-not-kept = O que você acabou de fazer não pôde ser anotado para o seu professor: { $why }. Avise o seu professor.
settings-damaged = As configurações do professor estavam danificadas. São usadas as de sempre.

## O professor chamado a uma mesa, e decidir uma partida.

adjudicate = Terminar esta partida
adjudicate-draw = Empate
adjudicate-win = Ganham as { $side ->
    [white] brancas
   *[black] pretas
}
teacher-continue = Deixar a partida continuar (a contagem continua)
teacher-continue-recount = Deixar a partida continuar, contando de novo a partir do zero
called-title = Chamado a esta mesa
press-clock = Apertar o relógio
take-back-decision = Desfazer esta decisão: a partida continua
press-clock-prompt = Vez das { $side ->
    [white] brancas
   *[black] pretas
}: quando terminar o seu lance, aperte o relógio (ou a tecla C). Até lá você pode levar para outra casa uma peça mal colocada, mas tem que mover essa mesma peça.
press-mode-note = O que conta: com as regras FIDE e relógio, um lance termina quando o jogador aperta o relógio, e só conta um lance ilegal terminado; uma peça mal colocada e movida de novo antes de apertar não custa nada, mas essa peça é a que tem que se mover se puder (peça tocada). Sem relógio, e com Treino, Escola e Personalizado, cada tentativa recusada conta como diz a regra escolhida.
play-on-title = Adjudicar jogando
play-on-hint = Para uma partida sem relógio: diga quem tem vantagem decisiva, e a partida continua. Os lances ilegais são contados de novo a partir do zero.
play-on-ahead = As { $side ->
    [white] brancas
   *[black] pretas
} estão ganhando
play-on-balanced = Equilibrado: empate
play-on-limit = O lance ilegal que faz perder quem está atrás
adjudicating = O professor decide a partida jogando: as { $side ->
    [white] brancas
   *[black] pretas
} estão ganhando. Se as { $side ->
    [white] brancas
   *[black] pretas
} fizerem 3 lances ilegais, é empate; se as { $other ->
    [white] brancas
   *[black] pretas
} fizerem { $limit }, ganham as { $side ->
    [white] brancas
   *[black] pretas
}.
called-why = As { $side ->
    [white] brancas
   *[black] pretas
} fizeram um lance ilegal a mais do que o permitido. Os relógios estão parados. Estes contaram:
attempt-line = Lance { $number }: { $piece ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] bispo
    [knight] cavalo
   *[pawn] peão
} de { $from } para { $to } — { $reason }
attempt-line-unknown = Lance { $number }: { $reason }
attempt-line-at = { $time } · { $line }
give-penalty = Dar { $minutes } min a mais às { $side ->
    [white] brancas
   *[black] pretas
}
teacher-needed = As { $side ->
    [white] brancas
   *[black] pretas
} fizeram lances ilegais demais. A partida espera o professor.
mistake-log = Erros nesta partida
no-mistakes = Nenhum lance ilegal até agora.
mistake-summary = { $player }: { $counts }

## O relógio, e a mesa atrasada (relógio no meio da partida).

late-table-title = Mesa atrasada: uma partida sem relógio que demora ganha um relógio no meio da partida
base-minutes = Minutos de cada um numa partida inteira
basis-moves = Lances de uma partida normal
increment-seconds = Segundos somados por lance
moves-played = Lances feitos até agora
late-table-counted = Cada lance, { $per-move } ({ $base } dividido pelos lances de uma partida normal); { $moves } lances são { $used } de cada um; { $base } menos { $used } deixa { $left }. Dê a cada jogador { $minutes } minutos (arredondado para cima). Se um jogador disser que o outro pensou mais: { $faster } para o mais rápido e { $slower } para o outro, ou um minuto a mais só para o mais rápido ({ $faster-by-a-minute }). Mais simples: a terça parte do tempo, { $third }.
late-table-third-only = Foram jogados mais lances do que numa partida normal, então a conta não deixa tempo. Dê a cada jogador a terça parte do tempo: { $third }.
clock-setting = Relógio
no-clock = Sem relógio (partida amistosa)
clock-preset = { $minutes } min + { $seconds } s por lance
pause-clock = Pausar o relógio
resume-clock = Ligar o relógio de novo
close = Fechar

## Jogar contra o computador.

play-computer = Jogar contra o computador
computer-title = Jogar contra o computador
choose-level = Que nível?
computer-name = Peoncito { $level }
level-learning = está aprendendo
level-better = está melhorando
level-good = joga bem
level-strong = é muito forte
choose-your-pieces = As suas peças
pieces-of = { $side ->
    [white] Brancas
   *[black] Pretas
}
start-from = Começar
from-start = Do começo
from-here = Desta posição
start-computer-game = Vamos jogar!
against-computer = Você joga de { $side ->
    [white] brancas
   *[black] pretas
} contra o Peoncito { $level }.
computer-thinking = O Peoncito { $level } está pensando…
computer-turn = Espere um pouco: é a vez do computador. Olhe o lance dele e depois jogue.
take-back-offer = Cuidado! Depois desse lance você pode perder uma peça. Quer voltar o lance?
take-back-offer-piece = Cuidado! Depois desse lance o computador pode capturar { $piece ->
    [king] o seu rei
    [queen] a sua dama
    [rook] a sua torre
    [bishop] o seu bispo
    [knight] o seu cavalo
   *[pawn] o seu peão
} em { $square }. Quer voltar o lance?
take-it-back = Voltar o lance
keep-my-move = Manter o meu lance
hint-button = Dica
hints-allowed = O computador dá dicas quando pedem
play-again = Jogar de novo
change-level = Mudar de nível

## O modo alunos.

pupil-mode-title = O tabuleiro para os alunos
pupil-mode = Modo alunos: o tabuleiro só mostra jogar, as lições e o computador
pupil-mode-way-back = Para abrir este painel de novo, segure o botão ⚙ no alto à direita por dois segundos.
teacher-corner = Painel do professor: segure por dois segundos
computer-unavailable = O computador não pode jogar agora neste aparelho. Recarregue a página e tente de novo.
how-it-moves-button = Como ela anda?
how-it-moves-hint = Toque em qualquer peça para ver como ela anda.
# The late table with no base time to count from.
late-table-no-base = Digite quantos minutos cada jogador tem em uma partida inteira (1 ou mais).
