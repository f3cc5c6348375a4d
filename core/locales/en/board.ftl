# The board's screen: the game, its buttons and dialogs, the teacher's panel,
# the editor, the record and score sheet, the lessons, the computer, the class
# mode and the device's own notes.
#
# Sides ($side, $winner…) are white or black; pieces ($piece) are king, queen,
# rook, bishop, knight or pawn; squares are like e4.

app-name = Peoncito
tagline = The chess board that explains.
to-move = { $side ->
    [white] White
   *[black] Black
} to move
check = Check!
new-game = New game
flip = Flip board
undo = Take back
resign = Resign
offer-draw = Offer a draw
# $side offered the draw to $other.
draw-offered = { $side ->
    [white] White
   *[black] Black
} offers a draw. { $other ->
    [white] White
   *[black] Black
}, do you accept?
accept-draw = Accept the draw
decline-draw = Keep playing
claim-draw-threefold = Claim a draw: this position came three times
claim-draw-fifty-moves = Claim a draw: 50 moves each without a capture or pawn move
choose-promotion = Your pawn reached the end! Choose its new piece:
cancel = Cancel
moves = Moves
no-moves-yet = No moves yet.
start-another = Press “New game” to play again.
# A finished game's kind word.
good-game = { $moves ->
    [one] Good game! { $moves } move played.
   *[other] Good game! { $moves } moves played.
}
# $why: one of the saved-game problems below.
saved-game-lost = The saved game could not be opened ({ $why }), so a new game has started.
saved-unreadable = the saved data is damaged
saved-newer = it is from a newer Peoncito, version { $version }
# $problem: what is wrong with the position.
saved-bad-start = its start position is wrong: { $problem }
saved-bad-move = move { $number } is not possible
saved-bad-ending = its result does not fit the position
bad-fen = The position in the link could not be used: { $problem }. Your game goes on.
# $code: what the address asked for; $using: the language used instead.
unknown-language = The language “{ $code }” is not available yet, so { $using } is used.
# $why: why the device kept nothing.
game-not-saved = This game is not saved: { $why }. It is lost if the page closes: to keep it, save its record (“Game record”).
storage-unavailable = This browser does not let Peoncito save the game: it will be lost on reload.
game-kept-aside = Another page played a different game on this board at the same time. Its game is on the board now; yours is kept aside.
update-ready = A new version of Peoncito is ready.
reload-now = Reload
dismiss = OK

## The board and its squares, as screen readers say them.

board-label = Chess board
square-label = { $square }, { $colour } { $piece }
square-label-empty = { $square }, empty
# A piece's name alone, as a label: "Knight".
piece-name = { $piece ->
    [king] King
    [queen] Queen
    [rook] Rook
    [bishop] Bishop
    [knight] Knight
   *[pawn] Pawn
}
# "white knight".
coloured-piece = { $colour } { $piece }
# The letter of each piece in the move list and the score sheet.
letter-king = K
letter-queen = Q
letter-rook = R
letter-bishop = B
letter-knight = N
letter-pawn = P
# The list of languages, as screen readers name it.
languages-label = Language
copy-record = Copy the record

## Setting up a position.

editor-button = Set up a position
editor-title = Set up a position
editor-hint = Choose a piece below, then tap the squares where it goes. The eraser empties a square.
eraser = Eraser
side-to-move-setting = Who moves first?
castling-legend = Castling still allowed
castling-right = { $side ->
    [white] White
   *[black] Black
}, { $wing ->
    [king] kingside
   *[queen] queenside
}
empty-board = Empty board
start-position = Start position
play-from-here = Play from here
copy-link = Link to this position
link-copied = Copy this link to share the position:
# Said to a teacher in words, not in the terms of a FEN: $turn is to move,
# and $other is in check.
setup-opposite-check = { $other ->
    [white] White
   *[black] Black
} is in check, but it is { $turn ->
    [white] White
   *[black] Black
}'s turn: that can't happen. Give the move to { $other ->
    [white] White
   *[black] Black
}, or take the check away.
setup-problem = This position cannot be played yet: { $problem }.
setup-ready = The position is ready to play.

## What is wrong with a position (a FEN): each a clause.

fen-syntax-board = the piece placement is not written correctly
fen-syntax-turn = the side to move is not written correctly
fen-syntax-castling = the castling part is not written correctly
fen-syntax-en-passant = the en passant square is not written correctly
fen-syntax-halfmove-clock = the halfmove clock is not written correctly
fen-syntax-move-number = the move number is not written correctly
fen-syntax = the FEN text is not written correctly
fen-empty-board = the board is empty
fen-missing-king = a king is missing
fen-too-many-kings = White or Black has more than one king
fen-pawns-on-back-rank = a pawn stands on the first or last rank
fen-castling-rights = castling is allowed for a king or rook that is not on its starting square
fen-en-passant-square = the en passant square is impossible
fen-opposite-check = the king of the player who is not moving is in check
fen-impossible-check = the check in it could never happen
fen-too-much-material = there are too many pieces
fen-impossible = the position is impossible
fen-counters = the move number or the count of moves without a capture is far too big
# Between the problems of one position.
fen-problems-joined = { $first }; { $rest }

## The players' names and the score sheet.

names-button = Names
names-title = Players and game
name-of = { $side ->
    [white] White
   *[black] Black
} player
event-label = Event or class
site-label = Place
save-names = Save the names
names-saved = The names are saved.
pupils-name-players = Pupils can write the players' names
# "Ana (White)".
player = { $name } ({ $side ->
    [white] White
   *[black] Black
})
player-unnamed = { $side ->
    [white] White
   *[black] Black
}
# A player with no name, where a name goes.
unnamed-white = White
unnamed-black = Black
score-sheet-button = Score sheet to print
score-sheet-title = Score sheet
print-button = Print
move-number-column = No.
side-column = { $side ->
    [white] White
   *[black] Black
}
date-label = Date
result-label = Result
game-not-over = The game is not over.

## The menu's buttons and the device's notes.

tournament-button = Tournament
class-button = The class
school-server-button = School server
guide-button = Teacher's guide
this-device = Peoncito on this device
offline-checking = Checking whether this device can keep a copy to use with no network…
offline-ready = Kept on this device: it opens and plays with no network.
offline-not-secure = Not kept for use with no network: browsers keep a copy only of https:// addresses, and this one starts with http://. Put Peoncito on an https:// address (docs/install.md says how).
offline-refused = Not kept for use with no network: the browser refused (a private window, or sites may not keep data). Open Peoncito in a normal window, or let sites keep data.
offline-not-supported = Not kept for use with no network: this browser cannot. Use a recent Chrome, Edge, Firefox or Safari.
offline-development-build = Not kept for use with no network: this is a developer's build. Serve the release build (./.ci/serve).
offline-interrupted = Not kept for use with no network yet: the copy could not be downloaded. Stay online and open Peoncito again: it tries once more.
# $used and $quota: sizes like "12.4 MB".
storage-room = Saved on this device: { $used } of the { $quota } the browser gives Peoncito.
storage-persisted = The browser keeps it until someone deletes it.
storage-not-persisted = The browser may clear it if the device runs short of space: save the class's file now and then.
storage-nearly-full = Nearly full: on the class screen, fold the old notes into each pupil's totals; save the earlier tournaments as files and remove them from the device; save the class's file, and free space on the device (photos, videos, other apps).
version = Version { $version }
tablets-button = Put Peoncito on the tablets

## Class mode: each pupil says who they are.

class-mode = Class mode: each pupil says who they are
class-mode-hint = The board and the lessons first ask “Who are you?”, and each pupil's stars and mistakes are kept under their name on this device.
who-are-you = Who are you?
guest = A guest
you = You
switch-pupil = Someone else
draw-claim-lost = You touched a piece: on this move you can no longer claim a draw. You must move it.
still-you = Still you, { $name }?
yes-its-me = Yes, I am { $name }
not-me = No, I am someone else
who-plays-with-you = Who are you playing, { $name }?
you-play = You play
someone-else = Someone not in the class
the-computer = The computer
seat-pupil = Pupil (with White, or alone)
seat-classmate = Classmate (with Black), for a game between two
nobody = Nobody
lock-tablet = Keep this device for them
unlock-tablet = Let each pupil choose again
choose-one-or-two = Choose a pupil, or two different ones.
record-not-opened = That game could not be opened: its record is damaged.
locked-to = This device is kept for { $names }. Only the teacher changes it.
teacher-screens = The teacher's screens
result-for-teacher = Give the result to the teacher
bad-board-link = The board's link could not be read. Ask the teacher for another.
back-to-board = Back to the board
part-not-fetched = This part is not on this device yet. Connect to the network (check the Wi-Fi) and open it again.

## Projecting for the class, and going through the moves.

projection-button = Project for the class
leave-projection = Leave projection
step-first = ⇤ Start
step-back = ← Back
step-forward = Forward →
step-live = Now ⇥
# $san: "3. Nf3"; $number: its number; $last: the moves in all.
replay-at = { $san } — move { $number } of { $last }
pen-green = Green pen
pen-red = Red pen (dashed)
pen-blue = Blue pen (dotted)
pen-mode = Draw with a finger
clear-drawings = Clear drawings (D)
fullscreen = Full screen (F)

## The lessons.

lessons-button = Lessons
back-to-game = Back to the game
lesson-map-title = Lessons: choose a rule to learn
stage-stars = { $got } of { $total } stars
exercise-number = Exercise { $number } of { $total }
lesson-solved = Well done! You earned { $stars } { $stars ->
    [one] star
   *[other] stars
}.
not-the-goal = Not this time. Try again!
wrong-answer = Not quite. Try another answer.
already-solved = You've solved this exercise! Press "Next exercise" to go on.
already-solved-last = You've solved the last exercise of this lesson! Press "All lessons" to choose another one.
stage-complete = Hooray! You've finished every exercise of this lesson!
previous-exercise = Previous
skip-exercise = Skip
retry-exercise = Try again for more stars
next-exercise = Next exercise
next-lesson = Next lesson: { $lesson }
back-to-map = All lessons
answer-check = Check
answer-checkmate = Checkmate
answer-stalemate = Stalemate
answer-dead-position = A draw: nobody can mate
answer-nothing = None of these
# A star to take, as screen readers say it.
star-here = star

## The rules in force (a badge), and questions before an action.

# The parts of the badge: "School · 3 tolerated · 10+5 · touch-move".
rules-tolerated = { $tolerated } tolerated
rules-touch-move = touch-move
rules-claims = claims
confirm-new-game = Start a new game? The game on the board ends and cannot be brought back.
confirm-link-game = Open the game from the link? The game on the board is kept aside on this device.
confirm-link-game-teacher = Only the teacher can put another game on this board. Teacher: type the PIN to open the game from the link. The game on the board is kept aside.
game-not-kept = There is no room on this device to keep the game on the board aside, so it stays on the board.
saved-game-not-kept = There is no room on this device to keep a copy of the saved game aside, so nothing is saved over it until there is room.
storage-late = This device is not answering when asked to keep things. You can play now, but what you do may not be kept.
saved-game-kept = A copy of it is kept aside on this device: the game record lists it.
kept-games-title = Games kept aside on this device
open-kept-game = Open
# "Ana – Luis, 12 moves".
kept-game = { $white } – { $black }, { $moves } { $moves ->
    [one] move
   *[other] moves
}
# $player: "Ana (White)", or the side alone.
confirm-resign = { $player }: do you really want to resign? The game ends.
who-resigns = Who resigns?
who-offers-draw = Who offers a draw?
confirm-take-back-after-end = The game is over. Do both players agree to take back the last move? Then the game goes on.
confirm-yes = Yes
confirm-no = No, go back
lock-new-game = Only the teacher starts a new game
save-and-new-game = Save and start a new game with these rules
# Under a piece that was touched.
bound-piece = touched: it must move
reset-progress = Start the lessons again (clear the stars on this device)
progress-reset = The lessons start again: all stars are cleared.
progress-damaged = The saved lesson stars could not be read, so the lessons start again.

## The game's record (PGN).

game-record-button = Game record
game-record-title = Game record (PGN)
export-hint = This is the game written down. Copy it to keep it, or to open it in another chess program.
import-label = To open a game, paste its record here:
import-button = Open this game
# Where a problem is in the pasted text.
pgn-place = {" "}(line { $line }, column { $column })
pgn-no-game = There is no game in this text.
# $place: where, or nothing.
pgn-bad-fen = The starting position{ $place } cannot be used: { $problem }.
pgn-bad-move = Move { $number } of { $side ->
    [white] White
   *[black] Black
}, “{ $san }”{ $place }, cannot be played in that game.
pgn-problem = { $problem } Your game goes on.
# A comment in the record; $player: "Ana (White)"; $reason: the rule's short name.
mistake-comment = { $player }: illegal move ({ $reason }){ $counted ->
    [yes] , counted
   *[no] {""}
}
describe-button = Say where the pieces are
# "White: king on e1; pawns on a2, b2 and c2." — one side's pieces.
position-side = { $side ->
    [white] White
   *[black] Black
}: { $groups }.
# One kind of piece: $squares like "a2, b2 and c2".
position-group = { $piece }{ $count ->
    [one] {""}
   *[other] s
} on { $squares }
position-description = { $white } { $black } { $turn ->
    [white] White
   *[black] Black
} to move.
read-aloud = Read aloud
auto-read = Always read aloud
high-contrast = Strong colours

## The teacher's panel.

teacher-button = Teacher
teacher-title = Teacher's settings
choose-pin = Choose a 4-digit PIN for the teacher
repeat-pin = Type the PIN again
enter-pin = Teacher's PIN
set-pin = Save the PIN
unlock = Open
pin-not-four-digits = The PIN must be exactly 4 digits.
pin-mismatch = The two PINs are different. Try again.
pin-wrong = That PIN is not right. { $tries ->
    [one] You can try once more now; after that, each wrong try makes you wait.
   *[other] You can try { $tries } more times now; after that, each wrong try makes you wait.
}
pin-wrong-wait = That PIN is not right. Wait { $seconds } s before the next try.
pin-chosen-elsewhere = Another page on this device chose a PIN at the same moment, and that one is kept. Type that PIN.
pin-unreadable = This device cannot read the teacher's PIN, so the panel stays shut. The teacher's guide says how to start again on this device.
pin-wait = Too many wrong tries. Wait { $seconds } s, then try again.
first-pin-note = This is for the teacher. Teacher: choose a PIN only you know; whoever chooses it becomes the teacher on this device. Pupils: close this and ask your teacher.
recovery-code-note = Write this code down and keep it safe. If the PIN is ever forgotten, it lets you choose a new one. It is shown only now.
recovery-code-done = I have written it down
forgot-pin = Forgot the PIN?
lock-recovery-only = This device cannot read the teacher's PIN, so the panel stays shut. Your recovery code still opens it.
lock-from-copy = This device cannot read the teacher's PIN where it keeps it, so it reads its copy. Type the PIN, or use your recovery code.
recovery-code-label = Recovery code
use-recovery-code = Choose a new PIN with the code
policy-rule-practice = Illegal moves are refused and explained, never counted.
policy-rule-school = Refused, explained and counted; one more than the teacher tolerates stops the game for the teacher.
policy-rule-fide2009 = The first two give the opponent 2 minutes each; the third loses. In blitz (under 15 minutes) the first loses if the opponent claims it.
policy-rule-fide-today = The first gives the opponent 2 minutes (1 in rapid and blitz); the second loses.
policy-rule-classic-blitz = An illegal move loses if the opponent claims it before moving. Leaving your own king in check is never allowed: it loses at once.
policy-rule-custom = The teacher's own numbers.
rules-for-new-games = Rules for new games
custom-limit = The illegal move that decides
custom-penalty = Extra minutes for the opponent before that
custom-loses = It loses the game (otherwise the teacher is called)
school-limit = Illegal moves tolerated (one more calls the teacher)
touch-move-setting = Touch-move: a touched piece must be moved
claim-mode-setting = Claim mode: illegal moves stay on the board until the opponent claims them
claim-button = Claim illegal move!
wrong-claim = That last move was allowed, so there is nothing to claim. The game goes on.
declare-draw-claim = Claim a draw with my next move
recommend-draw = Recommend a draw (both players agree)
recommend-draw-hint = When the children cannot finish a position, recommend a draw — better where first place is not at stake.
declaring-draw = Now make your move. If it repeats the position for the third time, or makes 50 moves each without a capture or pawn move, it is a draw.
# $penalty: said when the opponent gets minutes, else nothing.
wrong-draw-claim = Not a draw: this position has come { $times ->
    [1] once
    [2] twice
   *[other] { $times } times
} (3 are needed), and there have been { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} each without a capture or pawn move (50 are needed). Your move stays.{ $penalty }
wrong-draw-claim-penalty = {" "}Your opponent gets { $minutes } more minutes.
undo-allowed = Pupils may take back moves
show-dots = Show where a piece can go (dots)
save-settings = Save settings
settings-saved = Saved. The new rules start with the next new game.
rules-not-saved = Not saved yet: these rules count once you press “Save settings”.
rules-unsaved-question = You changed the rules for new games but did not save them. Save them now?
save-and-close = Save and close
close-without-saving = Close without saving
keep-editing = Go back to the rules
settings-not-kept = Not kept: { $why }. These settings hold until the page closes; then the ones kept before come back. Free some room on this device and save again.
notes-not-kept = What you just did could not be noted for your teacher: { $why }. Tell your teacher.
settings-damaged = The teacher's settings were damaged, so the defaults are used.

## The teacher called to a board, and deciding a game.

adjudicate = End this game
adjudicate-draw = Draw
adjudicate-win = { $side ->
    [white] White
   *[black] Black
} wins
teacher-continue = Let the game go on (the count keeps)
teacher-continue-recount = Let the game go on, counting again from zero
called-title = Called to this table
press-clock = Press the clock
take-back-decision = Take back this decision: the game goes on
press-clock-prompt = { $side ->
    [white] White
   *[black] Black
}: when your move is done, press the clock (or the C key). Until then a piece you set down wrongly may go to another square, but it must be that same piece that moves.
press-mode-note = What counts: under the FIDE presets with a clock, a move is finished when the player presses the clock, and only a finished illegal move counts; a piece put on a wrong square and moved again before pressing costs nothing, but that piece must be the one to move when it can (touch-move). Without a clock, and under Practice, School and Custom, every refused try counts as the preset says.
play-on-title = Adjudicate by playing on
play-on-hint = For a game without a clock: say who has the decisive advantage, and the game goes on. Illegal moves are counted again from zero.
play-on-ahead = { $side ->
    [white] White
   *[black] Black
} is ahead
play-on-balanced = Balanced: a draw
play-on-limit = The illegal move that makes the side behind lose
# $side is ahead; $other behind.
adjudicating = The teacher decides the game by playing on: { $side ->
    [white] White
   *[black] Black
} is ahead. Three illegal moves by { $side ->
    [white] White
   *[black] Black
} make it a draw; { $limit } by { $other ->
    [white] White
   *[black] Black
} and { $side ->
    [white] White
   *[black] Black
} wins.
called-why = { $side ->
    [white] White
   *[black] Black
} made one illegal move more than allowed. The clocks are stopped. These counted:
# A line of the mistakes that counted; $reason: the rule's short name.
attempt-line = Move { $number }: { $piece } { $from } to { $to } — { $reason }
attempt-line-unknown = Move { $number }: { $reason }
# The same, with the time it happened: "09:05 · …".
attempt-line-at = { $time } · { $line }
give-penalty = Give { $side ->
    [white] White
   *[black] Black
} { $minutes } more minutes
teacher-needed = { $side ->
    [white] White
   *[black] Black
} made too many illegal moves. The game waits for the teacher.
mistake-log = Mistakes in this game
no-mistakes = No illegal moves so far.
# "Ana (White): 2 × pinned piece, 1 × touch-move".
mistake-summary = { $player }: { $counts }

## The clock, and the late table (a clock part-way through a game).

late-table-title = Late table: a game without a clock that runs late gets one part-way
base-minutes = Minutes each in a full game
basis-moves = Moves in a standard game
increment-seconds = Seconds added per move
moves-played = Moves played so far
# $per-move: "22.5 s"; $base, $used, $left…: like "30 min 0 s".
late-table-counted = A move takes { $per-move } ({ $base } over the moves of a standard game); { $moves } moves are { $used } each; { $base } less { $used } leaves { $left }. Give each player { $minutes } minutes (rounded up). If a player says the other thought longer: { $faster } for the faster one and { $slower } for the other, or one more minute for the faster one only ({ $faster-by-a-minute }). Simpler: a third of the time, { $third }.
late-table-third-only = More moves were played than in a standard game, so the count leaves no time. Give each player a third of the time: { $third }.
clock-setting = Clock
no-clock = No clock (casual game)
clock-preset = { $minutes } min + { $seconds } s per move
pause-clock = Pause the clock
resume-clock = Restart the clock
close = Close

## Playing the computer.

play-computer = Play the computer
computer-title = Play against the computer
choose-level = How strong?
computer-name = Peoncito { $level }
level-learning = just learning
level-better = getting better
level-good = plays well
level-strong = very strong
choose-your-pieces = Your pieces
pieces-of = { $side ->
    [white] White
   *[black] Black
}
start-from = Start
from-start = From the start
from-here = From this position
start-computer-game = Play!
against-computer = You play { $side ->
    [white] White
   *[black] Black
} against Peoncito { $level }.
computer-thinking = Peoncito { $level } is thinking…
computer-turn = Wait a moment: it is the computer's turn. Watch its move, then play yours.
take-back-offer = Careful! After that move you can lose a piece. Do you want to take it back?
take-back-offer-piece = Careful! After that move the computer can capture your { $piece } on { $square }. Do you want to take it back?
take-it-back = Take it back
keep-my-move = Keep my move
hint-button = Hint
hints-allowed = The computer gives hints when asked
play-again = Play again
change-level = Change level

## Pupil mode.

pupil-mode-title = The board for pupils
pupil-mode = Pupil mode: the board shows only play, the lessons and the computer
pupil-mode-way-back = To open this panel again, hold the ⚙ button at the top right for two seconds.
teacher-corner = Teacher's panel: hold for two seconds
computer-unavailable = The computer cannot play on this device now. Try again after reloading the page.
how-it-moves-button = ? How does it move
how-it-moves-hint = Tap any piece to see how it moves.
# The late table with no base time to count from.
late-table-no-base = Type how many minutes each player has in a whole game (1 or more).
