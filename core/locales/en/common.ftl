# Words several screens share: dates, why the device kept nothing, and the
# short names of the rules a child broke (the teacher's lists).

# The language's name in itself, so a child finds their own.
language-name = English

# A day written out: "8 November 2026".
long-date = { $day } { $month ->
    [1] January
    [2] February
    [3] March
    [4] April
    [5] May
    [6] June
    [7] July
    [8] August
    [9] September
    [10] October
    [11] November
   *[12] December
} { $year }

## Why the device did not keep something, as a clause: "Not kept: …".

store-full = this device's storage is full
store-unavailable = this browser does not let Peoncito save
store-aside-unreadable = a copy kept aside cannot be read

## The short name of a rule a child broke, in the teacher's lists
## ("2 × pinned piece").

reason-teacher-needed = while waiting for the teacher
reason-game-over = after the game ended
reason-not-your-turn = not your turn
reason-own-piece-on-target = onto own piece
reason-wrong-pattern = wrong way to move
reason-path-blocked = jumping over a piece
reason-pawn-straight-capture = pawn capturing straight
reason-pawn-diagonal-empty = pawn diagonal to empty square
reason-pawn-double-step-late = late pawn double step
reason-en-passant-expired = late en passant
reason-king-into-check = king into check
reason-pinned-piece = pinned piece
reason-must-escape-check = ignoring check
reason-castling-king-moved = castling after king moved
reason-castling-rook-moved = castling after rook moved
reason-castling-not-allowed = castling after king or rook moved
reason-castling-in-check = castling in check
reason-castling-through-check = castling through check
reason-castling-into-check = castling into check
reason-castling-blocked = castling through pieces
reason-touch-move = touch-move
reason-clock-not-pressed = before pressing the clock
reason-king-capture = capturing the king

## Lists and numbers.

# The last of a list: "Ana, Bruno and Carla"; "2 moves refused and 1 call to
# the teacher". $rest: the others, joined by commas.
list-and = { $rest } and { $last }
# Between a number's whole part and its decimals: "1.5" (a comma writes
# "1,5").
decimal-mark = .

## The teacher's rules for the games (the presets of the teacher's panel).

policy-practice = Practice
policy-school = School
policy-fide2009 = FIDE 2009
policy-fide-today = FIDE today
policy-classic-blitz = Classic blitz
policy-custom = Custom
