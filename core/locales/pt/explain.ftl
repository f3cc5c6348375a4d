# O que o tabuleiro explica: por que um lance não vale, o que acabou de
# acontecer, como cada peça se move, os erros nas lições, as dicas do
# computador, a contagem do árbitro e como uma partida terminou. Português
# do Brasil.
#
# As peças ($piece, $target, $attacking…) chegam como king, queen, rook,
# bishop, knight ou pawn, e cada frase escolhe a palavra: { $piece -> [queen]
# a dama … }. $colour e os lados ($winner, $loser, $side…) chegam como white
# ou black. As casas ($to, $from…) são como e4.

## Como uma partida terminou.

end-checkmate = Xeque-mate! Ganham as { $winner ->
    [white] brancas
   *[black] pretas
}.
end-resignation = As { $loser ->
    [white] brancas
   *[black] pretas
} abandonaram. Ganham as { $winner ->
    [white] brancas
   *[black] pretas
}.
end-resignation-no-mate = As { $loser ->
    [white] brancas
   *[black] pretas
} abandonaram, mas as { $winner ->
    [white] brancas
   *[black] pretas
} nunca poderiam dar mate: é empate.
end-stalemate = Afogamento! É empate: ninguém perdeu.
end-insufficient-material = Empate: não sobraram peças suficientes para ninguém dar mate.
end-threefold = Empate: a mesma posição apareceu três vezes.
end-fifty-moves = Empate: 50 lances de cada um sem captura nem lance de peão.
end-fivefold = Empate: a mesma posição apareceu cinco vezes.
end-seventy-five-moves = Empate: 75 lances de cada um sem captura nem lance de peão.
end-agreement = Empate: os dois jogadores combinaram.
end-draw-recommended = Empate: os dois jogadores aceitaram, como o professor recomendou.
end-illegal-moves = As { $loser ->
    [white] brancas
   *[black] pretas
} fizeram lances ilegais demais. Ganham as { $winner ->
    [white] brancas
   *[black] pretas
}.
end-king-left-in-check = As { $loser ->
    [white] brancas
   *[black] pretas
} deixaram o próprio rei em xeque. Isso nunca é permitido: nesta partida, quem faz isso perde na hora. Ganham as { $winner ->
    [white] brancas
   *[black] pretas
}.
end-one-illegal-move = As { $loser ->
    [white] brancas
   *[black] pretas
} fizeram um lance ilegal: nesta partida, basta um para perder. Ganham as { $winner ->
    [white] brancas
   *[black] pretas
}.
end-illegal-moves-no-mate = Lances ilegais demais, mas o adversário nunca poderia dar mate: é empate.
end-played-on-won = O professor deixou vocês jogarem mais um pouco: as { $winner ->
    [white] brancas
   *[black] pretas
} souberam ganhar. Ganham as { $winner ->
    [white] brancas
   *[black] pretas
}.
end-played-on-drawn = O professor deixou vocês jogarem mais um pouco: as { $side ->
    [white] brancas
   *[black] pretas
} estavam ganhando, mas não souberam ganhar. É empate.
end-adjudicated-won = Decisão do professor: ganham as { $winner ->
    [white] brancas
   *[black] pretas
}.
end-adjudicated-drawn = Decisão do professor: empate.
end-played-on-illegal-ahead = O professor deixou vocês jogarem mais um pouco: as { $side ->
    [white] brancas
   *[black] pretas
} estavam ganhando, mas fizeram lances ilegais demais. É empate.
end-played-on-illegal-behind = O professor deixou vocês jogarem mais um pouco: as { $loser ->
    [white] brancas
   *[black] pretas
} estavam perdendo e fizeram lances ilegais demais. Ganham as { $winner ->
    [white] brancas
   *[black] pretas
}.
end-flag = O tempo das { $loser ->
    [white] brancas
   *[black] pretas
} acabou. Ganham as { $winner ->
    [white] brancas
   *[black] pretas
}.
end-flag-no-mate = O tempo acabou, mas o adversário nunca poderia dar mate: é empate.
end-both-flags = O tempo dos dois acabou: é empate.

## Como cada peça se move, numa frase.

pattern-king = O rei anda uma casa em qualquer direção.
pattern-queen = A dama anda pelas fileiras, pelas colunas e pelas diagonais, até onde quiser.
pattern-rook = A torre anda em linha reta pelas fileiras e colunas, nunca na diagonal.
pattern-bishop = O bispo anda só pelas diagonais.
pattern-knight = O cavalo pula em forma de L: duas casas numa direção e depois uma para o lado.
pattern-pawn = O peão só anda para a frente: uma casa, ou duas no seu primeiro lance. Ele captura uma casa na diagonal, para a frente.
# A regra já diz o nome da peça: «O rei anda…».
how-it-moves = { $pattern }

## Por que um lance não vale, dito à criança que o tentou.

refused-press-the-clock = Você soltou a peça, então o seu lance está feito. Agora aperte o relógio.
refused-clock-not-pressed = Espere: as { $side ->
    [white] brancas
   *[black] pretas
} já jogaram, mas ainda não apertaram o relógio.
refused-not-your-turn = Espere: agora é a vez das { $side ->
    [white] brancas
   *[black] pretas
}. As peças { $colour ->
    [white] brancas
   *[black] pretas
} jogam na próxima vez.
refused-game-over = A partida terminou. { $end } Toque em «Nova partida» para jogar de novo.
refused-own-piece-on-target = Quase! Em { $to } está { $target ->
    [king] o seu rei
    [queen] a sua dama
    [rook] a sua torre
    [bishop] o seu bispo
    [knight] o seu cavalo
   *[pawn] o seu peão
}. Você nunca captura as suas próprias peças.
refused-wrong-pattern = Quase! { $piece ->
    [king] O rei
    [queen] A dama
    [rook] A torre
    [bishop] O bispo
    [knight] O cavalo
   *[pawn] O peão
} não anda assim. { $pattern }
refused-path-blocked = Quase! { $own ->
    [yes] { $blocking ->
        [king] O seu rei
        [queen] A sua dama
        [rook] A sua torre
        [bishop] O seu bispo
        [knight] O seu cavalo
       *[pawn] O seu peão
    }
   *[no] { $blocking ->
        [king] O rei
        [queen] A dama
        [rook] A torre
        [bishop] O bispo
        [knight] O cavalo
       *[pawn] O peão
    }
} em { $blocker } fecha o caminho { $piece ->
    [king] do seu rei
    [queen] da sua dama
    [rook] da sua torre
    [bishop] do seu bispo
    [knight] do seu cavalo
   *[pawn] do seu peão
}. Só o cavalo pode pular por cima das peças (o roque é a única exceção).
refused-pawn-straight-capture = Quase! O peão nunca captura para a frente, e { $own ->
    [yes] { $target ->
        [king] o seu rei
        [queen] a sua dama
        [rook] a sua torre
        [bishop] o seu bispo
        [knight] o seu cavalo
       *[pawn] o seu peão
    }
   *[no] { $target ->
        [king] o rei
        [queen] a dama
        [rook] a torre
        [bishop] o bispo
        [knight] o cavalo
       *[pawn] o peão
    }
} em { $to } está no caminho. Os peões capturam uma casa na diagonal, para a frente.
refused-pawn-diagonal-empty = Quase! O peão só anda na diagonal para capturar, e { $to } está vazia.
refused-pawn-double-step-late = Quase! O peão só pode andar duas casas no seu primeiro lance, saindo da casa onde começou.
refused-en-passant-expired = Quase! Agora você não pode capturar en passant o peão em { $pawn }. Isso só vale no lance seguinte, logo depois que ele avança duas casas e fica ao lado do seu.
refused-king-into-check = Quase! O seu rei não pode ir para { $to }: { $attacking ->
    [king] o rei
    [queen] a dama
    [rook] a torre
    [bishop] o bispo
    [knight] o cavalo
   *[pawn] o peão
} em { $attacker } ataca essa casa.
refused-pinned-piece = { $piece ->
    [king] O seu rei
    [queen] A sua dama
    [rook] A sua torre
    [bishop] O seu bispo
    [knight] O seu cavalo
   *[pawn] O seu peão
} em { $from } não pode ir para lá: o seu rei em { $king } ficaria em xeque { $pinning ->
    [king] pelo rei
    [queen] pela dama
    [rook] pela torre
    [bishop] pelo bispo
    [knight] pelo cavalo
   *[pawn] pelo peão
} em { $pinner }.
refused-double-check = O seu rei está em xeque de duas peças ao mesmo tempo! Agora só o rei pode se mover.
refused-must-escape-check = O seu rei está em xeque { $checking ->
    [king] pelo rei
    [queen] pela dama
    [rook] pela torre
    [bishop] pelo bispo
    [knight] pelo cavalo
   *[pawn] pelo peão
} em { $checker }! Este lance não o salva. Mova o rei, bloqueie o xeque ou capture a peça que ataca.
refused-castling-king-moved = Você não pode mais rocar: o seu rei já se moveu nesta partida.
refused-castling-rook-moved = Você não pode rocar deste lado: essa torre já se moveu (ou não está lá).
refused-castling-not-allowed = Você não pode rocar deste lado: o seu rei ou esta torre já se moveram antes.
refused-castling-in-check = Você não pode rocar enquanto o seu rei está em xeque { $checking ->
    [king] pelo rei
    [queen] pela dama
    [rook] pela torre
    [bishop] pelo bispo
    [knight] pelo cavalo
   *[pawn] pelo peão
} em { $checker }. Primeiro saia do xeque.
refused-castling-through-check = Agora você não pode rocar: o seu rei passaria por { $square }, e { $attacking ->
    [king] o rei
    [queen] a dama
    [rook] a torre
    [bishop] o bispo
    [knight] o cavalo
   *[pawn] o peão
} em { $attacker } ataca essa casa.
refused-castling-into-check = Agora você não pode rocar: o seu rei pararia em { $square }, e { $attacking ->
    [king] o rei
    [queen] a dama
    [rook] a torre
    [bishop] o bispo
    [knight] o cavalo
   *[pawn] o peão
} em { $attacker } ataca essa casa.
refused-castling-blocked = Você ainda não pode rocar: { $own ->
    [yes] { $blocking ->
        [king] o seu rei
        [queen] a sua dama
        [rook] a sua torre
        [bishop] o seu bispo
        [knight] o seu cavalo
       *[pawn] o seu peão
    }
   *[no] { $blocking ->
        [king] o rei
        [queen] a dama
        [rook] a torre
        [bishop] o bispo
        [knight] o cavalo
       *[pawn] o peão
    }
} em { $blocker } está entre o seu rei e a sua torre.
refused-teacher-needed = Vamos esperar o professor: houve lances ilegais demais. O professor decide como a partida continua.
refused-touch-move = Você tocou { $touched-piece ->
    [king] no seu rei
    [queen] na sua dama
    [rook] na sua torre
    [bishop] no seu bispo
    [knight] no seu cavalo
   *[pawn] no seu peão
} em { $touched }: é a peça que você tem que mover (peça tocada, peça jogada).
refused-touch-capture-it = Você tocou { $touched-piece ->
    [king] no rei
    [queen] na dama
    [rook] na torre
    [bishop] no bispo
    [knight] no cavalo
   *[pawn] no peão
} em { $touched }: tem que capturar essa peça (peça tocada, peça jogada).
refused-touch-capture-with = Você tocou { $touched-piece ->
    [king] no seu rei
    [queen] na sua dama
    [rook] na sua torre
    [bishop] no seu bispo
    [knight] no seu cavalo
   *[pawn] no seu peão
} em { $touched } e { $captured ->
    [king] no rei
    [queen] na dama
    [rook] na torre
    [bishop] no bispo
    [knight] no cavalo
   *[pawn] no peão
} em { $target }: tem que capturar com { $touched-piece ->
    [king] o seu rei
    [queen] a sua dama
    [rook] a sua torre
    [bishop] o seu bispo
    [knight] o seu cavalo
   *[pawn] o seu peão
} (peça tocada, peça jogada).
refused-king-capture = O rei nunca é capturado! Quando uma peça ataca o rei, é xeque. A partida termina com o xeque-mate, antes de alguém capturar um rei.

## O que acabou de acontecer no tabuleiro.

moment-checkmate = Xeque-mate! O rei { $colour ->
    [white] branco
   *[black] preto
} está em xeque e nada pode salvá-lo. Ele não tem casa segura, e ninguém pode bloquear o xeque nem capturar a peça que ataca. Ganham as { $winner ->
    [white] brancas
   *[black] pretas
}.
moment-stalemate = As { $side ->
    [white] brancas
   *[black] pretas
} não podem mover nada, e o rei delas não está em xeque. Isso é afogamento: empate! Ninguém ganha.
moment-insufficient-material = Empate! Ninguém tem peças suficientes para dar mate, então a partida termina na hora.
moment-fivefold = Empate! A mesma posição apareceu cinco vezes, então a partida termina sozinha.
moment-seventy-five-moves = Empate! 75 lances de cada um sem captura nem lance de peão, então a partida termina sozinha.
moment-castled = As { $side ->
    [white] brancas
   *[black] pretas
} fizeram o roque { $wing ->
    [king] pequeno (do lado do rei)
   *[queen] grande (do lado da dama)
}: o rei andou duas casas na direção da torre, e a torre passou para o outro lado do rei. O roque é o único lance em que uma torre passa por cima de uma peça.
moment-en-passant = En passant! O peão em { $captured } tinha acabado de avançar duas casas, então foi capturado como se tivesse andado só uma. Isso só vale logo depois desse lance.
moment-promotion = O peão chegou à última fileira e virou { $piece ->
    [king] um rei
    [queen] uma dama
    [rook] uma torre
    [bishop] um bispo
    [knight] um cavalo
   *[pawn] um peão
}!
moment-promotion-any-piece = Qualquer peça vale: dama, torre, bispo ou cavalo.
moment-promotion-not-queen = Bem pensado: com uma dama ali seria afogamento, um empate.
moment-double-check = Xeque duplo! Duas peças atacam o rei ao mesmo tempo: só um lance de rei pode salvá-lo.
moment-check = Xeque! { $checking ->
    [king] O rei
    [queen] A dama
    [rook] A torre
    [bishop] O bispo
    [knight] O cavalo
   *[pawn] O peão
} em { $checker } ataca o rei. Mova o rei, bloqueie o xeque ou capture a peça que ataca.
moment-threefold = A mesma posição apareceu três vezes. Quem tiver a vez pode reclamar empate.
moment-fifty-moves = 50 lances de cada um sem captura nem lance de peão. Quem tiver a vez pode reclamar empate.
computer-castled = O computador fez o roque { $wing ->
    [king] pequeno
   *[queen] grande
}: o rei dele andou duas casas na direção da torre, e a torre passou para o outro lado do rei.
computer-en-passant = O computador capturou o seu peão en passant: o seu peão em { $captured } tinha acabado de avançar duas casas e passou ao lado do peão dele, então foi capturado como se tivesse andado só uma.
computer-promotion = O peão do computador chegou à última fileira e virou { $piece ->
    [king] um rei
    [queen] uma dama
    [rook] uma torre
    [bishop] um bispo
    [knight] um cavalo
   *[pawn] um peão
}.

## Um lance lido em voz alta: «Brancas: cavalo de g1 para f3.»

played-castles = { $side ->
    [white] Brancas
   *[black] Pretas
}: roque { $wing ->
    [king] pequeno
   *[queen] grande
}.
played-en-passant = { $side ->
    [white] Brancas
   *[black] Pretas
}: peão de { $from } para { $to }, captura o peão en passant.
played = { $side ->
    [white] Brancas
   *[black] Pretas
}: { $piece ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] bispo
    [knight] cavalo
   *[pawn] peão
} de { $from } para { $to }{ $taken ->
    [none] {""}
   *[other] , captura { $taken ->
        [king] o rei
        [queen] a dama
        [rook] a torre
        [bishop] o bispo
        [knight] o cavalo
       *[pawn] o peão
    }
}{ $promotion ->
    [none] {""}
   *[other] , e vira { $promotion ->
        [king] um rei
        [queen] uma dama
        [rook] uma torre
        [bishop] um bispo
        [knight] um cavalo
       *[pawn] um peão
    }
}.
played-put = { $side ->
    [white] Brancas
   *[black] Pretas
}: { $piece ->
    [king] rei
    [queen] dama
    [rook] torre
    [bishop] bispo
    [knight] cavalo
   *[pawn] peão
} em { $to }.

## Um exercício de uma lição, feito de outro jeito.

miss-wrong-piece = Aqui só { $piece ->
    [king] o rei
    [queen] a dama
    [rook] a torre
    [bishop] o bispo
    [knight] o cavalo
   *[pawn] o peão
} pega as estrelas. Mova { $piece ->
    [king] o rei
    [queen] a dama
    [rook] a torre
    [bishop] o bispo
    [knight] o cavalo
   *[pawn] o peão
}!
miss-no-check = Isso não é xeque: ninguém ataca o rei { $colour ->
    [white] branco
   *[black] preto
} em { $king }.
miss-not-mate-escape = É xeque, mas não é xeque-mate: o rei { $colour ->
    [white] branco
   *[black] preto
} ainda pode fugir para { $escape }.
miss-not-mate = É xeque, mas não é xeque-mate: as { $side ->
    [white] brancas
   *[black] pretas
} ainda podem bloquear o xeque ou capturar a peça que ataca.
miss-stalemate = Cuidado! Depois desse lance as { $side ->
    [white] brancas
   *[black] pretas
} não podem mover nada, e o rei delas não está em xeque: afogamento, empate. Tente outro lance.
miss-dead-position = Depois desse lance, ninguém poderia mais dar mate: empate. Tente outra peça.
miss-other-piece = Este exercício pede { $piece ->
    [king] um rei
    [queen] uma dama
    [rook] uma torre
    [bishop] um bispo
    [knight] um cavalo
   *[pawn] um peão
}. Escolha { $piece ->
    [queen] a dama
    [rook] a torre
    [bishop] o bispo
    [knight] o cavalo
    [king] o rei
   *[pawn] o peão
} quando o seu peão chegar ao fim.
miss-not-castling = Esse lance de rei não é roque. Para rocar, mova o rei duas casas na direção da torre.
miss-not-en-passant = Isso não é en passant. Capture o peão em { $pawn }: mova o seu peão na diagonal para a casa atrás dele.
miss-no-capture = Esse lance não captura nada. Procure uma peça para capturar.
miss-attacked = Olhe de novo: alguém ataca o rei { $colour ->
    [white] branco
   *[black] preto
} em { $king }. Isso é xeque.
miss-in-check = Alguém ataca o rei { $colour ->
    [white] branco
   *[black] preto
} em { $king }: é xeque, então não pode ser afogamento.
miss-can-move = As { $side ->
    [white] brancas
   *[black] pretas
} ainda podem se mover: olhe a peça em { $square }.
miss-mate-is-possible = { $piece ->
    [king] O rei
    [queen] A dama
    [rook] A torre
    [bishop] O bispo
    [knight] O cavalo
   *[pawn] O peão
} em { $square } ainda pode ajudar a dar mate, então não é empate.
miss-not-the-goal = Esse lance vale, mas não é o que este exercício pede. Leia o objetivo de novo.
miss-wrong-answer = Leia a pergunta de novo, e olhe a regra lá em cima.

## As dicas do computador: o que fazer e por quê.

hint-mates = Você pode dar xeque-mate! Mova { $piece ->
    [king] o seu rei
    [queen] a sua dama
    [rook] a sua torre
    [bishop] o seu bispo
    [knight] o seu cavalo
   *[pawn] o seu peão
} de { $from } para { $to }.
hint-promotes = O seu peão pode chegar à última fileira: mova-o de { $from } para { $to }.
hint-captures = Você pode capturar { $victim ->
    [king] o rei
    [queen] a dama
    [rook] a torre
    [bishop] o bispo
    [knight] o cavalo
   *[pawn] o peão
} em { $to } com { $piece ->
    [king] o seu rei
    [queen] a sua dama
    [rook] a sua torre
    [bishop] o seu bispo
    [knight] o seu cavalo
   *[pawn] o seu peão
}.
hint-escapes = { $piece ->
    [king] O seu rei
    [queen] A sua dama
    [rook] A sua torre
    [bishop] O seu bispo
    [knight] O seu cavalo
   *[pawn] O seu peão
} em { $from } está { $piece ->
    [queen] atacada: coloque-a
    [rook] atacada: coloque-a
   *[other] atacado: coloque-o
} em segurança, em { $to }.
hint-castles = Faça o roque: o seu rei fica em segurança e a sua torre entra no jogo.
hint-good = Um bom lance: { $piece ->
    [king] o seu rei
    [queen] a sua dama
    [rook] a sua torre
    [bishop] o seu bispo
    [knight] o seu cavalo
   *[pawn] o seu peão
} de { $from } para { $to }.

## A contagem do árbitro dos lances ilegais.

arbiter-counted = { $side ->
    [white] Brancas
   *[black] Pretas
}: esse é o lance ilegal número { $count }. O professor deixa passar { $tolerated }.
arbiter-penalty = { $side ->
    [white] Brancas
   *[black] Pretas
}: você já fez { $count ->
    [one] { $count } lance ilegal
   *[other] { $count } lances ilegais
}, e com { $limit } você perde a partida. As { $other ->
    [white] brancas
   *[black] pretas
} ganham { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minutos
} a mais no relógio.
arbiter-loses = O árbitro para a partida.
arbiter-asks-teacher = { $side ->
    [white] Brancas
   *[black] Pretas
}: esse foi um lance ilegal a mais. Chame o professor.
