# What the board explains: why a move is refused, what just happened, how
# each piece moves, the lessons' misses, the computer's hints, the arbiter's
# count, and how a game ended.
#
# Placeholders that name a piece ($piece, $target, $attacking…) hold its
# kind: king, queen, rook, bishop, knight or pawn. English shows the word
# as it is; a language whose words change with the piece (la torre, el
# alfil) chooses by it: { $piece -> [queen] la dama [rook] la torre … }.
# $colour is white or black. Squares ($to, $from…) are like e4.
# Sides ($winner, $loser, $side…) are white or black too.

## How a game ended. $winner and $loser: sides.

end-checkmate = Checkmate! { $winner ->
    [white] White
   *[black] Black
} wins.
end-resignation = { $loser ->
    [white] White
   *[black] Black
} resigned. { $winner ->
    [white] White
   *[black] Black
} wins.
end-resignation-no-mate = { $loser ->
    [white] White
   *[black] Black
} resigned, but { $winner ->
    [white] White
   *[black] Black
} could never checkmate: it's a draw.
end-stalemate = Stalemate! It's a draw: nobody lost.
end-insufficient-material = Draw: there are not enough pieces left for anyone to checkmate.
end-threefold = Draw: the same position came three times.
end-fifty-moves = Draw: 50 moves each without a capture or a pawn move.
end-fivefold = Draw: the same position came five times.
end-seventy-five-moves = Draw: 75 moves each without a capture or a pawn move.
end-agreement = Draw: both players agreed.
end-draw-recommended = Draw: both players agreed, as the teacher recommended.
end-illegal-moves = { $loser ->
    [white] White
   *[black] Black
} made too many illegal moves. { $winner ->
    [white] White
   *[black] Black
} wins.
# One illegal move ends the game under this game's rules (blitz).
end-king-left-in-check = { $loser ->
    [white] White
   *[black] Black
} left their own king in check. That is never allowed: in this game it loses at once. { $winner ->
    [white] White
   *[black] Black
} wins.
end-one-illegal-move = { $loser ->
    [white] White
   *[black] Black
} made an illegal move: in this game one is enough to lose. { $winner ->
    [white] White
   *[black] Black
} wins.
end-illegal-moves-no-mate = Too many illegal moves, but the other side could never checkmate: it's a draw.
# The teacher let the game go on a little, $winner being ahead.
end-played-on-won = The teacher let you play on a little: { $winner ->
    [white] White
   *[black] Black
} knew how to win. { $winner ->
    [white] White
   *[black] Black
} wins.
end-played-on-drawn = The teacher let you play on a little: { $side ->
    [white] White
   *[black] Black
} was winning, but did not know how to win. It's a draw.
end-adjudicated-won = The teacher decided: { $winner ->
    [white] White
   *[black] Black
} wins.
end-adjudicated-drawn = The teacher decided: it's a draw.
end-played-on-illegal-ahead = The teacher let you play on a little: { $side ->
    [white] White
   *[black] Black
} was winning, but made too many illegal moves. It's a draw.
end-played-on-illegal-behind = The teacher let you play on a little: { $loser ->
    [white] White
   *[black] Black
} was losing and made too many illegal moves. { $winner ->
    [white] White
   *[black] Black
} wins.
end-flag = { $loser ->
    [white] White
   *[black] Black
}'s time ran out. { $winner ->
    [white] White
   *[black] Black
} wins.
end-flag-no-mate = Time ran out, but the other side could never checkmate: it's a draw.
end-both-flags = Both players ran out of time: it's a draw.

## How each piece moves, in one sentence.

pattern-king = The king moves one square in any direction.
pattern-queen = The queen moves in straight lines: along rows, columns and diagonals.
pattern-rook = The rook moves in straight lines along rows and columns, never diagonally.
pattern-bishop = The bishop moves along diagonals only.
pattern-knight = The knight jumps in an L: two squares one way, then one to the side.
pattern-pawn = The pawn only goes forward: one square, or two on its first move. It captures one square diagonally forward.
# The "?" button's answer: $pattern is one of the sentences above.
how-it-moves = How the { $piece } moves: { $pattern }

## Why a move is refused, said to the child who tried it. $piece: the piece
## they picked up, on $from; $to: where it tried to go.

refused-press-the-clock = You let go of the piece, so your move is made. Now press the clock.
refused-clock-not-pressed = Wait: { $side ->
    [white] White
   *[black] Black
} has moved but has not pressed the clock yet.
# $side: whose turn it is; $colour: the child's pieces.
refused-not-your-turn = Not quite! It's { $side ->
    [white] White
   *[black] Black
}'s turn now. The { $colour } pieces move next time.
# $end: how the game ended.
refused-game-over = The game is over. { $end } Press “New game” to play again.
refused-own-piece-on-target = Not quite! Your own { $target } is on { $to }. You never capture your own pieces.
refused-wrong-pattern = Not quite! A { $piece } can't move like that. { $pattern }
# $own: yes when the piece in the way ($blocking, on $blocker) is the child's.
refused-path-blocked = Not quite! Your { $piece } can't jump over { $own ->
    [yes] your
   *[no] the
} { $blocking } on { $blocker }. Only the knight can jump over pieces (castling is the one exception).
refused-pawn-straight-capture = Not quite! A pawn never captures straight ahead, and { $own ->
    [yes] your
   *[no] the
} { $target } on { $to } is in the way. Pawns capture one square diagonally forward.
refused-pawn-diagonal-empty = Not quite! A pawn goes diagonally only to capture, and { $to } is empty.
refused-pawn-double-step-late = Not quite! A pawn may move two squares only on its first move, from its starting square.
refused-en-passant-expired = Not quite! You can't capture the pawn on { $pawn } en passant now. That is allowed only on the very next move after it advances two squares to stand beside your pawn.
refused-king-into-check = Not quite! Your king can't go to { $to }: the { $attacking } on { $attacker } attacks that square.
refused-pinned-piece = Your { $piece } on { $from } can't move there: it would leave your king on { $king } open to the { $pinning } on { $pinner }.
refused-double-check = Your king is in check from two pieces at once! Only the king can move now.
refused-must-escape-check = Your king is in check from the { $checking } on { $checker }! This move doesn't save it. Move the king, block the check, or capture the attacker.
refused-castling-king-moved = You can't castle any more: your king has already moved in this game.
refused-castling-rook-moved = You can't castle on this side: that rook has already moved (or is gone).
refused-castling-not-allowed = You can't castle on this side: your king or this rook has moved before.
refused-castling-in-check = You can't castle while your king is in check from the { $checking } on { $checker }. Get out of check first.
refused-castling-through-check = You can't castle now: your king would pass over { $square }, and the { $attacking } on { $attacker } attacks it.
refused-castling-into-check = You can't castle now: your king would land on { $square }, and the { $attacking } on { $attacker } attacks it.
refused-castling-blocked = You can't castle yet: { $own ->
    [yes] your
   *[no] the
} { $blocking } on { $blocker } stands between your king and rook.
refused-teacher-needed = Let's wait for the teacher: there were too many illegal moves. The teacher decides how the game goes on.
# Touch-move: the child touched $touched (a $touched-piece) first.
refused-touch-move = You touched your { $touched-piece } on { $touched }, so it is the piece to move (touch-move rule).
refused-touch-capture-it = You touched the { $touched-piece } on { $touched }, so you must capture it (touch-move rule).
refused-touch-capture-with = You touched your { $touched-piece } on { $touched } and the { $captured } on { $target }, so you must capture it with your { $touched-piece } (touch-move rule).
refused-king-capture = A king is never captured! When a king is attacked it is check, and the game ends with checkmate before any king is taken.

## What just happened on the board.

# $colour: the mated king's; $winner: a side.
moment-checkmate = Checkmate! The { $colour } king is in check and nothing can save it. It has no safe square, and nobody can block or capture the attacker. { $winner ->
    [white] White
   *[black] Black
} wins.
moment-stalemate = { $side ->
    [white] White
   *[black] Black
} can't move anything, and the king is not in check. That's stalemate: a draw! Nobody wins.
moment-insufficient-material = Draw! Nobody has enough pieces left to checkmate, so the game ends at once.
moment-fivefold = Draw! The same position came five times, so the game ends by itself.
moment-seventy-five-moves = Draw! 75 moves each without a capture or a pawn move, so the game ends by itself.
# $wing: king or queen (the side of the board).
moment-castled = { $side ->
    [white] White
   *[black] Black
} castled on the { $wing ->
    [king] king's
   *[queen] queen's
} side: the king moved two squares towards the rook, and the rook went to the other side of the king. Castling is the one move where a rook passes a piece.
moment-en-passant = En passant! The pawn on { $captured } had just advanced two squares, so it was captured as if it had moved only one. This is allowed only right after that move.
moment-promotion = The pawn reached the last row and became a { $piece }!
# Added when the new piece is not a queen.
moment-promotion-any-piece = Any piece is allowed: queen, rook, bishop or knight.
# Added when a queen there would have been stalemate.
moment-promotion-not-queen = Good thinking: a queen there would have been stalemate, a draw.
moment-double-check = Double check! Two pieces attack the king at once: only a king move can save it.
moment-check = Check! The { $checking } on { $checker } attacks the king. Move the king, block the attack, or capture the attacker.
moment-threefold = The same position has come three times. The player to move may claim a draw.
moment-fifty-moves = 50 moves each without a capture or a pawn move. The player to move may claim a draw.
computer-castled = The computer has castled on the { $wing ->
    [king] king's
   *[queen] queen's
} side: its king moved two squares towards the rook, and the rook jumped to the other side of the king.
computer-en-passant = The computer has captured your pawn en passant: your pawn on { $captured } had just advanced two squares and passed its pawn, so it was taken as if it had moved only one.
computer-promotion = The computer's pawn has reached the last row and become a { $piece }.

## A move read aloud: "White knight from g1 to f3."

played-castles = { $side ->
    [white] White
   *[black] Black
} castles on the { $wing ->
    [king] king's
   *[queen] queen's
} side.
played-en-passant = { $side ->
    [white] White
   *[black] Black
} pawn from { $from } to { $to }, taking the pawn en passant.
# $taken: the piece captured (when one is); $promotion: the new piece (when
# a pawn becomes one). Each is empty otherwise.
played = { $side ->
    [white] White
   *[black] Black
} { $piece } from { $from } to { $to }{ $taken ->
    [none] {""}
   *[other] , taking the { $taken }
}{ $promotion ->
    [none] {""}
   *[other] , and it becomes a { $promotion }
}.
played-put = { $side ->
    [white] White
   *[black] Black
} { $piece } on { $to }.

## A lesson's exercise, done another way than it asks.

miss-wrong-piece = Only the { $piece } takes the stars here. Move the { $piece }!
miss-no-check = That isn't check: the { $colour } king on { $king } isn't attacked.
miss-not-mate-escape = That's check, but not checkmate: the { $colour } king can still escape to { $escape }.
miss-not-mate = That's check, but not checkmate: { $side ->
    [white] White
   *[black] Black
} can still block the check or capture the attacker.
miss-stalemate = Careful! After that move { $side ->
    [white] White
   *[black] Black
} can't move anything, and the king isn't in check: stalemate, a draw. Try another move.
miss-dead-position = After that move nobody could ever give checkmate: a draw. Try another piece.
miss-other-piece = This exercise asks for a { $piece }. Choose the { $piece } when your pawn gets to the end.
miss-not-castling = That king move isn't castling. To castle, move the king two squares towards the rook.
miss-not-en-passant = That isn't en passant. Capture the pawn on { $pawn }: move your pawn diagonally to the square behind it.
miss-no-capture = That move captures nothing. Find a piece to capture.
miss-attacked = Look again: the { $colour } king on { $king } is attacked. That is check.
miss-in-check = The { $colour } king on { $king } is attacked: that is check, so it can't be stalemate.
miss-can-move = { $side ->
    [white] White
   *[black] Black
} can still move: look at the piece on { $square }.
miss-mate-is-possible = The { $piece } on { $square } can still help to give checkmate, so it isn't a draw.
miss-not-the-goal = That move is allowed, but it isn't what this exercise asks. Read the goal again.
miss-wrong-answer = Read the question again, and look at the rule at the top.

## The computer's hints: what to do and why.

hint-mates = You can give checkmate: move your { $piece } from { $from } to { $to }!
hint-promotes = Your pawn can reach the last row: move it from { $from } to { $to }.
hint-captures = You can capture the { $victim } on { $to } with your { $piece }.
hint-escapes = Your { $piece } on { $from } is attacked: move it to safety, to { $to }.
hint-castles = Castle: your king goes to safety and your rook joins the game.
hint-good = A good move: your { $piece } from { $from } to { $to }.

## The arbiter's count of illegal moves. $side: the side who made one.

arbiter-counted = { $side ->
    [white] White
   *[black] Black
}: that is illegal move { $count }. The teacher lets { $tolerated } go.
# $other: the opponent, who gets $minutes more.
arbiter-penalty = { $side ->
    [white] White
   *[black] Black
}: illegal move { $count } of { $limit }. { $other ->
    [white] White
   *[black] Black
} gets { $minutes } extra { $minutes ->
    [one] minute
   *[other] minutes
} on the clock.
arbiter-loses = The arbiter stops the game.
arbiter-asks-teacher = { $side ->
    [white] White
   *[black] Black
}: that was one illegal move too many. Please call the teacher.
