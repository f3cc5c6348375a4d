# The lessons: each stage's title and rule, each exercise's goal and, for a
# question, its choices. The lessons' shape (positions, what an exercise
# checks) is in lessons/lessons.json; a message here is named after the
# stage or exercise it belongs to.

## The board

board-title = The board
board-rule = Put the board so that each player has a light square in the right-hand corner. White is on ranks 1 and 2, Black on 7 and 8. The queen starts on a square of her own colour.
board-1-goal = Which corner square is at each player's right hand?
board-1-choice-1 = A light square
board-1-choice-2 = A dark square
board-2-goal = Where does the white queen start?
board-2-choice-1 = On d1, a light square: her own colour
board-2-choice-2 = On e1, next to the rook
board-3-goal = Where does the black king start?
board-3-choice-1 = On d8
board-3-choice-2 = On e8, opposite the white king
board-4-goal = Who makes the first move of the game?
board-4-choice-1 = Black
board-4-choice-2 = Whoever is faster
board-4-choice-3 = White

## The rook

rook-title = The rook
rook-rule = The rook moves in straight lines: up, down, left or right, as far as it likes. It cannot jump over pieces.
rook-1-goal = Take all the stars with the rook. The black pieces do not move.
rook-2-goal = Take all the stars with the rook. The black pieces do not move.
rook-3-goal = Take all the stars with the rook. The black pieces do not move.
rook-4-goal = Your own pawn is in the way. Take the star with the rook by going round it.

## The bishop

bishop-title = The bishop
bishop-rule = The bishop moves diagonally, as far as it likes. It always stays on squares of the same colour.
bishop-1-goal = Take all the stars with the bishop. The black pieces do not move.
bishop-2-goal = Take all the stars with the bishop. The black pieces do not move.
bishop-3-goal = Take all the stars with the bishop. The black pieces do not move.
bishop-4-goal = Take all the stars with the bishop. The black pieces do not move.

## The queen

queen-title = The queen
queen-rule = The queen moves like a rook and like a bishop: in straight lines and diagonally, as far as it likes.
queen-1-goal = Take all the stars with the queen. The black pieces do not move.
queen-2-goal = Take all the stars with the queen. The black pieces do not move.
queen-3-goal = Take all the stars with the queen. The black pieces do not move.
queen-4-goal = Take all the stars with the queen. The black pieces do not move.

## The king

king-title = The king
king-rule = The king moves one square in any direction. It is the most important piece: it must never be captured.
king-1-goal = Take all the stars with the king. The black pieces do not move.
king-2-goal = Take all the stars with the king. The black pieces do not move.
king-3-goal = Take all the stars with the king. The black pieces do not move.
king-4-goal = Take all the stars with the king. The black pieces do not move.

## The knight

knight-title = The knight
knight-rule = The knight jumps in an L: two squares one way, then one to the side. It jumps over any piece in its way. No other piece can do that.
knight-1-goal = Take all the stars with the knight. The black pieces do not move.
knight-2-goal = Take all the stars with the knight. The black pieces do not move.
knight-3-goal = Take all the stars with the knight. The black pieces do not move.
knight-4-goal = Take all the stars with the knight. The black pieces do not move.

## The pawn

pawn-title = The pawn
pawn-rule = The pawn goes forward one square, or two on its first move. It captures one square diagonally forward.
pawn-1-goal = Take the star with the pawn in one move.
pawn-2-goal = The star is on a black pawn. Capture it with your pawn.
pawn-3-goal = Take all the stars with the pawn. The black pieces do not move.
pawn-4-goal = Straight ahead is blocked. Take the star another way.

## Capturing

capture-title = Capturing
capture-rule = To capture, move onto the square of an enemy piece: it leaves the board. You can never capture your own pieces.
capture-1-goal = Capture the black pieces with the stars.
capture-2-goal = Capture the black pieces with the stars.
capture-3-goal = Capture the black pieces with the stars.
capture-4-goal = Even the king can capture. Capture the pawn with the star.

## Check

check-title = Check
check-rule = A king is in check when an enemy piece attacks it. The player in check must save the king at once.
check-1-goal = Look at the black king. Is it check, or none of these?
check-2-goal = Look at the black king. Is it check, or none of these?
check-3-goal = Give check with the rook.
check-4-goal = Give check with the knight.

## Getting out of check

escape-check-title = Getting out of check
escape-check-rule = There are three ways out of check: move the king to a safe square, put a piece in between, or capture the attacker.
escape-check-1-goal = Your king is in check. Only one move saves it: find it.
escape-check-2-goal = Save your king by putting the bishop in between.
escape-check-3-goal = Save your king by capturing the rook that attacks it.
escape-check-4-goal = Your king is in check. Only one move saves it: find it.

## Pinned pieces

pin-title = Pinned pieces
pin-rule = A piece is pinned when it stands between its own king and an enemy rook, bishop or queen, on the line that enemy piece attacks along. A rook attacks along rows and columns, a bishop along diagonals, a queen along both. The pinned piece can't step off that line: its king would be in check. It may still move along the same line, or capture the piece that pins it. A pinned piece still gives check!
pin-1-goal = Your bishop on e2 stands between your king and the rook on e4. May the bishop move?
pin-1-choice-1 = Yes, along its diagonals
pin-1-choice-2 = No: the rook would then attack my king
pin-2-goal = Your knight is pinned by the rook on e4. Free it: capture the rook with your own rook.
pin-3-goal = The white knight is pinned. Look at the black king. Is it check, or none of these?
pin-4-goal = The knight on e4 can't move, but it attacks f6. May the black king stay on f6?
pin-4-choice-1 = Yes: a pinned piece can't give check
pin-4-choice-2 = No: it is check, and the king must get out of it

## Checkmate

checkmate-title = Checkmate
checkmate-rule = Checkmate is check with no way out. It ends the game: the side that gives it wins. The king is never captured.
checkmate-1-goal = Give checkmate in one move.
checkmate-2-goal = Give checkmate in one move.
checkmate-3-goal = Give checkmate in one move.
checkmate-4-goal = Give checkmate in one move.

## Stalemate is a draw

stalemate-title = Stalemate is a draw
stalemate-rule = Stalemate: it is your turn, you can't move anything, and your king is not in check. That's a draw: nobody wins and nobody loses!
stalemate-1-goal = Look at the black king. Is it check, checkmate, stalemate, or none of these?
stalemate-2-goal = Look at the black king. Is it check, checkmate, stalemate, or none of these?
stalemate-3-goal = Give checkmate in one move. Careful: do not leave Black without moves and without check!
stalemate-4-goal = Black can't move anything, and the king is not in check. Who wins?
stalemate-4-choice-1 = White
stalemate-4-choice-2 = Black
stalemate-4-choice-3 = Nobody: it is stalemate, a draw

## Castling

castling-title = Castling
castling-rule = Castling: the king moves two squares towards a rook. The rook goes to the square the king has just crossed. You can't castle if the king or that rook has moved, or if a piece stands between them. Nor if the king is in check, or would cross or land on an attacked square.
castling-1-goal = Castle on the king's side: the king goes two squares towards the rook beside it.
castling-2-goal = Castle on the side where it is allowed.
castling-3-goal = Castle on the side where it is allowed.
castling-4-goal = Your king is in check. May you castle to escape?
castling-4-choice-1 = Yes
castling-4-choice-2 = No: you cannot castle out of check
castling-5-goal = This king went for a walk and came back home. May it castle now?
castling-5-choice-1 = No: a king that has moved can never castle
castling-5-choice-2 = Yes, it is back home
castling-6-goal = The knight stands between the king and the rook on a1. Castle on the other side.
castling-7-goal = The rook on a1 has moved in this game and come back. Castle on the side where you still can.

## En passant

en-passant-title = En passant
en-passant-rule = A pawn advances two squares and lands beside an enemy pawn standing on its 5th rank. That enemy pawn may capture it as if it had moved only one square. Only on the very next move, and only if you want: it is not compulsory.
en-passant-1-goal = The black pawn just advanced two squares next to yours. Capture it en passant.
en-passant-2-goal = The black pawn advanced two squares a few moves ago. Can you still capture it en passant?
en-passant-2-choice-1 = Yes, whenever I like
en-passant-2-choice-2 = No: only on the very next move
en-passant-3-goal = Can the white pawn on e4 capture the pawn on d4 en passant?
en-passant-3-choice-1 = No: a white pawn captures en passant only from the 5th rank
en-passant-3-choice-2 = Yes
en-passant-4-goal = White's pawn just advanced two squares. Capture it en passant with Black.

## Promotion

promotion-title = Promotion
promotion-rule = A pawn that reaches the last row becomes a queen, a rook, a bishop or a knight: you choose. It does not have to be a queen! Once the new piece has touched the square, the choice is made.
promotion-1-goal = Your pawn can reach the end. Make it a queen.
promotion-2-goal = A queen or a bishop here would leave Black with no move: stalemate, a draw! A knight could never give mate: a draw too. Choose the piece that keeps the game going.
promotion-3-goal = Promote to the piece that gives checkmate at once.
promotion-4-goal = Which pieces may a pawn become?
promotion-4-choice-1 = Only a queen
promotion-4-choice-2 = Any piece, even a king
promotion-4-choice-3 = A queen, rook, bishop or knight
promotion-5-goal = You still have your queen. Promote your pawn to a second queen!
promotion-6-goal = Your queen is still on the board. May your pawn become a queen too?
promotion-6-choice-1 = Yes: you choose any of the four pieces, whatever is on the board
promotion-6-choice-2 = No: only a piece that has been captured
promotion-7-goal = You have put a rook on e8 for your pawn. Now you want a queen instead. May you change it?
promotion-7-choice-1 = Yes, until I press the clock
promotion-7-choice-2 = No: once the new piece has touched the square, the choice is made

## Other ways a game ends

game-end-title = Other ways a game ends
game-end-rule = Players may agree to a draw: offer it just after your move. You may also resign: the game ends and your opponent wins (it is a draw if your opponent could never give mate). With a clock, if your time runs out you lose, unless your opponent could never give mate: then it is a draw.
game-end-1-goal = When do you offer a draw?
game-end-1-choice-1 = Just after making my move
game-end-1-choice-2 = While my opponent is thinking
game-end-2-goal = Your opponent offers you a draw. What can you do?
game-end-2-choice-1 = Accept it, or say no by making my move
game-end-2-choice-2 = I must accept
game-end-3-goal = What does resigning mean?
game-end-3-choice-1 = The game ends and my opponent wins (a draw if my opponent could never give mate)
game-end-3-choice-2 = We start again
game-end-4-goal = Your time has run out. Your opponent has a queen. What is the result?
game-end-4-choice-1 = I lose
game-end-4-choice-2 = A draw
game-end-5-goal = Your time has run out. Your opponent has only the king. What is the result?
game-end-5-choice-1 = I lose
game-end-5-choice-2 = A draw: a lone king can never give mate

## Draws

draws-title = Draws
draws-rule = A game is a draw when nobody can ever give checkmate. You can claim a draw when the same position comes three times, or after 50 moves each with no capture and no pawn move. At five times, or 75 moves, the game ends in a draw by itself.
draws-1-goal = Look at the position. Is it check, checkmate, stalemate, a draw because nobody can mate, or none of these?
draws-2-goal = Look at the position. Is it check, checkmate, stalemate, a draw because nobody can mate, or none of these?
draws-3-goal = Look at the position. Is it check, checkmate, stalemate, a draw because nobody can mate, or none of these?
draws-4-goal = The same position has appeared for the third time. What can you do?
draws-4-choice-1 = Claim a draw
draws-4-choice-2 = Claim a win
draws-4-choice-3 = Nothing
draws-5-goal = Fifty moves each, with no capture and no pawn move. What can a player do?
draws-5-choice-1 = Take back a move
draws-5-choice-2 = Claim a draw
draws-6-goal = The same position has appeared for the fifth time. What happens?
draws-6-choice-1 = Nothing: someone must claim it
draws-6-choice-2 = The game ends in a draw at once
draws-7-goal = Seventy-five moves each, with no capture and no pawn move. What happens?
draws-7-choice-1 = The game ends in a draw at once
draws-7-choice-2 = The game goes on until someone claims

## Touch-move

touch-move-title = Touch-move
touch-move-rule = In a real game, if you touch one of your pieces on purpose, you must move it. If you touch an enemy piece, you must capture it. Always if that is possible. To straighten a piece on its square without moving it, say “I adjust” first.
touch-move-1-goal = You touched your knight on purpose. Must you move it?
touch-move-1-choice-1 = Yes, if it can move
touch-move-1-choice-2 = No, I can move another piece
touch-move-2-goal = You touched the black pawn on d5. What must you do?
touch-move-2-choice-1 = Nothing
touch-move-2-choice-2 = Capture it, if I can
touch-move-3-goal = You want to straighten a piece on its square. What do you say first?
touch-move-3-choice-1 = “I adjust”
touch-move-3-choice-2 = “Check”
touch-move-4-goal = You touched your rook on a1, but it cannot move. What now?
touch-move-4-choice-1 = I lose the game
touch-move-4-choice-2 = I may move another piece

## After an illegal move

illegal-move-title = After an illegal move
illegal-move-rule = After an illegal move, the position before it is put back. Then the player makes a legal move, with the piece they touched if it can move. In tournaments illegal moves are counted, and too many lose the game. Under FIDE rules today, the second one loses. FIDE writes the rules of chess for the whole world.
illegal-move-1-goal = A player makes an illegal move. What happens first?
illegal-move-1-choice-1 = The position before it is put back, and the player makes a legal move with the same piece, if it can move
illegal-move-1-choice-2 = The game just goes on
illegal-move-2-goal = Under FIDE rules today, what happens after a player's second illegal move?
illegal-move-2-choice-1 = Nothing special
illegal-move-2-choice-2 = That player loses the game
illegal-move-2-choice-3 = The opponent loses
illegal-move-3-goal = Your opponent has only the king left, and you make one illegal move too many. What is the result?
illegal-move-3-choice-1 = I still win
illegal-move-3-choice-2 = My opponent wins
illegal-move-3-choice-3 = A draw: a lone king can never give mate
illegal-move-4-goal = Who decides what happens after an illegal move in a school game?
illegal-move-4-choice-1 = The teacher or arbiter
illegal-move-4-choice-2 = The player who saw it

## Good manners

conduct-title = Good manners
conduct-rule = Greet your opponent before and after the game. Play in silence and don't disturb anyone. Accept what the arbiter decides. Good manners matter more than winning.
conduct-1-goal = The game is about to start. What do you do?
conduct-1-choice-1 = Greet my opponent and shake hands
conduct-1-choice-2 = Start at once without a word
conduct-2-goal = Your friend is playing. May you tell them a good move?
conduct-2-choice-1 = Yes, friends help each other
conduct-2-choice-2 = No: nobody may help or disturb a player
conduct-3-goal = The arbiter decides something you don't like. What do you do?
conduct-3-choice-1 = Accept it calmly
conduct-3-choice-2 = Argue until it changes
conduct-4-goal = You have lost the game. What do you do?
conduct-4-choice-1 = Shake hands and say well played
conduct-4-choice-2 = Leave without a word
