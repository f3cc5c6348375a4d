# As telas da turma (nas do professor): as turmas do aparelho, as estrelas,
# regras e partidas de cada aluno, compartilhar entre tablets, os relatórios
# impressos e os parabéns no painel.

title = A turma
classes = Turmas neste aparelho
new-class = Nova turma
class-name-label = Nome da turma
list-label = Alunos, um por linha (nome; grupo)
list-hint = Só o primeiro nome. Cada aluno ganha um desenho para se encontrar sem ler.
save = Salvar a turma
delete-class = Apagar a turma
confirm-delete = Apagar a turma e tudo dos seus alunos? Não dá para desfazer.
saved = A turma foi salva.
saved-told-apart = A turma foi salva. Alguns alunos tinham o mesmo nome e agora se distinguem assim: { $names }. Se preferir outros nomes, mude-os na lista e salve de novo.
no-class-name = Escreva o nome da turma.
no-pupils = Escreva pelo menos um aluno.
too-many-changes = Esta turma não aceita mais mudanças: outro aparelho mandou números impossíveis para ela. Você ainda pode apagar alunos e turmas.
not-saved = Não foi salvo: { $why }. O que você vê aqui se perde quando a página fechar. Salve o arquivo da turma para não perdê-lo.

## As estrelas de cada aluno e as regras que ainda confunde.

stars-title = Estrelas em cada lição
pupil-column = Aluno
stage-stars = { $got } de { $of }
rules-title = O que { $name } ainda confunde (últimas duas semanas)
no-rules-broken = Nada nas últimas duas semanas.
rule-count = { $reason }: { $count ->
    [one] { $count } vez
   *[other] { $count } vezes
} ({ $trend })
trend-fewer = menos que antes
trend-same = como antes
trend-more = mais que antes
what-to-teach = O que ensinar agora
pupils-break-it = { $reason }: { $pupils ->
    [one] { $pupils } aluno
   *[other] { $pupils } alunos
}
project-lesson = Projetar a lição
nothing-to-teach = Nenhum aluno confundiu uma regra nas últimas duas semanas.

## Compartilhar a turma entre tablets: um arquivo ou códigos QR.

share-title = Entre tablets
export = Salvar o arquivo da turma
import-label = Juntar o arquivo de outro tablet
merged = O arquivo foi juntado: { $pupils } { $pupils ->
    [one] aluno novo
   *[other] alunos novos
} e { $events } { $events ->
    [one] dado novo
   *[other] dados novos
}.
merged-changes = O arquivo foi juntado: { $changes } { $changes ->
    [one] mudança
   *[other] mudanças
} em turmas ou alunos (nomes, grupos ou apagados).
nothing-new = Já estava tudo aqui: nada de novo.
file-not-a-class-file = Esse arquivo não é de uma turma do Peoncito.
file-newer = Esse arquivo é de um Peoncito mais novo. Atualize este tablet.
file-damaged = Esse arquivo está danificado. Nada foi mudado.
stored-book-newer = A turma guardada neste aparelho é de um Peoncito mais novo. Atualize este tablet para abri-la; se você salvar outra turma, ela é guardada à parte sem mexer nesta.
stored-book-damaged = A turma guardada neste aparelho está danificada e não pode ser lida. Se você salvar outra turma, ela é guardada à parte sem mexer nesta.
show-codes = Mostrar o arquivo em códigos QR
codes-hint = Códigos QR do arquivo da turma: leia-os com a câmera do aparelho do professor.
code-of = Código { $at } de { $of }
previous-code = Código anterior
next-code = Próximo código
pause-codes = Parar os códigos
hide-codes = Esconder os códigos
too-big-for-codes = O arquivo é grande demais para códigos QR. Salve-o como arquivo.
read-codes = Ler os códigos de outro tablet com a câmera
stop-camera = Desligar a câmera
code-photos = Ou escolher fotos dos códigos
codes-read = { $have } de { $of } códigos lidos.
codes-damaged = Um código estava danificado. Leia-os de novo desde o começo.
code-read-badly = Um código foi mal lido e não foi guardado. Continue: ele será lido de novo.
show-code-again = O código { $at } de { $of } não foi lido direito: mostre-o de novo para a câmera. Os códigos já lidos ficam guardados.
not-class-codes = Esse código não é do arquivo de uma turma.
no-code-seen = Nenhum código apareceu nessa foto.
no-camera = Não dá para usar a câmera. Escolha fotos dos códigos.

## Apagar um aluno.

delete-pupil = Apagar { $name }
confirm-delete-pupil = Apagar este aluno e tudo dele? Não dá para desfazer.
removed-waiting = Apagado neste aparelho: { $names }. No servidor da escola, tudo com o nome ({ $documents ->
    [one] { $documents } documento
   *[other] { $documents } documentos
}) é apagado quando este aparelho chegar a ele.
removed-removed = Apagado também no servidor da escola: { $names }. Tudo com o nome ({ $documents ->
    [one] { $documents } documento
   *[other] { $documents } documentos
}) foi tirado, e as suas versões anteriores.
removed-earlier-kept = Apagado no servidor da escola: { $names }. Tudo com o nome ({ $documents ->
    [one] { $documents } documento
   *[other] { $documents } documentos
}) foi tirado. O servidor ainda guarda versões anteriores até o seu administrador compactar o banco de dados (o guia explica como).

## As notas antigas, resumidas nos totais de cada aluno.

old-notes-title = Notas antigas
old-notes-hint = Quando o aparelho enche: os movimentos que o Peoncito não deixou fazer, os lances ilegais contados e os chamados ao professor de mais de quatro semanas ficam só como números nos totais de cada aluno, e das estrelas repetidas fica a melhor. Esta tela mostra o mesmo, e as partidas ficam.
fold-notes = Resumir as notas de mais de quatro semanas
folded = { $notes ->
    [0] Não havia notas antigas para resumir.
    [one] Resumida: { $notes } nota virou um número nos totais.
   *[other] Resumidas: { $notes } notas viraram números nos totais dos alunos.
}
folded-totals = Antes de { $before }: { $counts }.
folded-refused = { $count ->
    [one] { $count } movimento que não valia
   *[other] { $count } movimentos que não valiam
}
folded-illegal-moves = { $count ->
    [one] { $count } lance ilegal contado
   *[other] { $count } lances ilegais contados
}
folded-calls = { $count ->
    [one] { $count } chamado ao professor
   *[other] { $count } chamados ao professor
}

## As partidas de um aluno.

games-title = Partidas
no-games = Nenhuma partida terminou ainda.
outcome-won = Vitória
outcome-drawn = Empate
outcome-lost = Derrota
outcome-unfinished = Sem terminar
game-against-classmate = { $result } contra { $name }
game-against-computer = { $result } contra o computador (nível { $level })
game-against-former-classmate = { $result } contra um antigo colega
game-against-guest = { $result } contra um convidado
open-game = Ver no tabuleiro

## O painel, a lista e os relatórios impressos.

show-on-wall = Projetar as estrelas da turma
leave-wall = Parar de projetar
pupil-summary = { $rules } { $rules ->
    [one] regra para revisar
   *[other] regras para revisar
} · { $games } { $games ->
    [one] partida
   *[other] partidas
}
class-report = Imprimir o relatório da turma
pupil-report = Imprimir o relatório dele
report-title = { $class } · { $day }
can-do = Já sabe (todas as estrelas)
nothing-finished = Ainda nenhuma lição com todas as estrelas.
print = Imprimir
back-to-class = Voltar à turma
praise = { $stars } { $stars ->
    [one] estrela
   *[other] estrelas
} · { $lessons } { $lessons ->
    [one] lição terminada
   *[other] lições terminadas
}
