# The tournament screens: creating it, its rounds and results, the wall,
# the papers to print (pairings, result slips, standings, diplomas), and the
# results that come from the pupils' tablets.

title = Tournament
name-label = Tournament name
system-label = System
system-round-robin = Round robin: everyone plays everyone
system-swiss = Swiss
system-knockout = Knockout
system-double-knockout = Double knockout
system-scheveningen = Scheveningen: team against team
system-groups = Groups and a final
rounds-label = Rounds
players-list-label = Players: one a line (or "name; class; rating")
# A class of the device fills the players' list.
list-from-class = The pupils of { $class }
players-count = { $players ->
    [one] { $players } player
   *[other] { $players } players
}

## A line of the pasted list of players that looks wrong.

list-no-name = Line { $line }: the name is missing. It was left out.
list-shortened = Line { $line }: the name is too long. It was shortened.
# $first and $this: the two names told apart.
list-same-name = Line { $line }: the same name as line { $first-line }. To tell them apart they will be “{ $first }” and “{ $this }”; to choose other names, type them in the list.

## Creating the tournament.

create = Start the tournament
place-label = Place
date-label = Date
# How many clocks the school has: the top boards get them.
clocks-label = Clocks you have
clocks-top-boards = { $games } games a round and { $clocks } clocks: a Swiss is best, with the clocks on the top boards for the whole game. A board without a clock that runs late gets one part-way (the late table, in the teacher's panel).
# $fewer: one round fewer than $rounds; $longer: one more.
clocks-one-clock = With a single clock, games that run late are finished one at a time: plan one round fewer ({ $fewer } instead of { $rounds }), or { $rounds } rounds taking as long as { $longer }.
clocks-one-clock-no-round-less = With a single clock, no round can be left out here: games that run late are finished one at a time on the clock, or all are played without clocks and the arbiter decides those that do not finish (adjudication).
clocks-none = Without clocks, games that do not finish are decided by the arbiter (adjudication).
zones-label = Groups
zone = Group { $zone }
tie-breaks-label = Tie-breaks, in order (the first you press decides first)
game-rules-label = Rules of the games (the clock and the rest as in the panel)
order-label = Starting order
order-as-entered = As in the list
order-by-rating = By rating
order-by-lots = By drawing lots

## The tie-breaks: their names, a word or two for a table's column, and what
## each counts (the legend under the standings).

tie-break-buchholz = Buchholz
tie-break-buchholz-cut1 = Buchholz cut 1
tie-break-sonneborn-berger = Sonneborn-Berger
tie-break-direct-encounter = Direct encounter
tie-break-games-won = Games won
tie-break-progressive = Progressive score
tie-break-short-buchholz = Opponents
tie-break-short-buchholz-cut1 = Opponents but the lowest
tie-break-short-sonneborn-berger = Opponents beaten
tie-break-short-direct-encounter = Between them
tie-break-short-games-won = Wins
tie-break-short-progressive = Running score
tie-break-meaning-buchholz = all your opponents' points, added up (Buchholz)
tie-break-meaning-buchholz-cut1 = your opponents' points without the lowest opponent (Buchholz cut 1)
tie-break-meaning-sonneborn-berger = the points of each opponent you beat, and half for a draw (Sonneborn-Berger)
tie-break-meaning-direct-encounter = the place among the tied players by the games they played with each other
tie-break-meaning-games-won = games won over the board
tie-break-meaning-progressive = your points after each round, added up

## Rounds and results.

pair-round = Pair round { $round }
# While the round is being paired.
pairing = Pairing round { $round }…
changed-while-pairing = The tournament changed while the round was being paired. Pair it again.
round-title = Round { $round }
all-rounds-paired = Every round is paired.
board-column = Board
side-column-white = White
side-column-black = Black
result-column = Result
player-column = Player
points-column = Points
rank-column = Place
result-white-wins = White wins
result-draw = Draw
result-black-wins = Black wins
bye-pairing = Bye (1 point)
bye-free = Rests
bye-half = Away (½ point)
bye-zero = Away (0 points)
standings-title = Standings
# A player leaves the tournament (from the next round).
withdraw = Leaves
# Said after the name of a player who has left.
withdrawn = (left)
confirm-withdraw = Leave the tournament?
pairings = Pairings
late-entry-label = A player who comes late
add-player = Add
other-result = Another result…
forfeit-white-wins = White wins: Black did not come (+/−)
forfeit-black-wins = Black wins: White did not come (−/+)
neither-came = Neither came (−/−)
draw-recommended = Draw recommended by the arbiter (½-½)
recommend-draw = Recommend a draw
first-place-at-stake = Careful: first place is still at stake here. A draw is better recommended where it is not.
recommend-anyway = Recommend it anyway
cancel-recommend = Do not recommend it
# $score: 1-0, ½-½ or 0-1.
adjudicated = Decided by the arbiter: { $score }
still-playing = { $boards ->
    [one] { $boards } board still playing.
   *[other] { $boards } boards still playing.
}
play-here = Play here
points-not-played = With points from a game not played: their opponent did not come, or they had none (1 point). For the tie-breaks that game counts as one against someone with their own points; that is why they may stand above those who won at the board.
points-before-round = In brackets, each player's points before this round.
# Away from the next round, by the teacher's leave.
next-round-label = In the next round
plays = Plays

## The pairing of the last round, changed by hand.

change-pairing = Change the pairing
swap-first = Swap this player…
swap-second = …with this one
nothing-broken = This change breaks no rule.
confirm-change = Make the change
rematch = { $first } and { $second } have already played each other.
kept-apart = You asked to keep { $first } and { $second } apart.
third-colour-white = { $player } would play White for the third time in a row.
third-colour-black = { $player } would play Black for the third time in a row.
second-bye = { $player } has already had a bye with a point.

## The wall (the round in big type on the projector).

show-on-wall = Show the round on the wall
leave-wall = Leave the wall view
# The alphabetical list: each child finds their board.
who-plays-where = Who plays where
seat-white = Board { $board }, White
seat-black = Board { $board }, Black
# The wall's pages turn by themselves.
wall-page = Page { $page } of { $of }
stop-all = Stop all games
stopped-title = Stop! Listen to the arbiter
stopped-note = Hands still: no piece moves. The clocks and the round's time are stopped.
go-on = Play on
timer-label = Time for the round
timer-minutes = Minutes for the round
start-timer = Start the round
stop-timer = Stop the time
# Minutes and seconds left ($seconds has two digits).
time-left = { $minutes }:{ $seconds }

## The end: the winners, the podium and the team match.

finished-nobody = The tournament is over!
# $winners: one name, or the names that share first place.
finished-one = The tournament is over! { $winners } wins.
finished-shared = The tournament is over! { $winners } share first place.
podium-title = Podium
# "1st", "2nd", "3rd", "4th".
place = { NUMBER($place, type: "ordinal") ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
}
category-title = Class { $class }
team-title = Team { $team }
team-match-title = The team match
# "Sol 9½ – 6½ Luna".
match-score = { $first } { $first-points } – { $second-points } { $second }
team-column = Team
rounds-won-column = Rounds won
team-match-meaning = Each game gives a point to the winner's team, or half a point to each team for a draw. The team with more points wins. Level on points, the team that won more rounds wins.
teams-finished = The tournament is over! Team { $team } wins, { $points } to { $other-points }.
teams-finished-by-rounds = The tournament is over! Level on { $points } points. Team { $team } wins, having won more rounds.
teams-finished-level = The tournament is over! The two teams are level on { $points } points.

## A tournament in groups, and a knockout.

start-final = Start the final
per-zone-label = Players from each group in the final
final-name = { $tournament }: final
match-games-label = Games in each match
decider-label = If a match ends level
decider-faster-game = A faster game
decider-lots = Drawing lots
draw-first-stage = Draw the first stage
next-stage = Pair the next stage
part-winners = Winners' bracket
part-losers = Losers' bracket
part-final = Final
stage-title = Stage { $stage }
game-number = Game { $game }
faster-game = Faster tie-break game
stage-off = { $player } goes on without playing this stage.
lots-won-by = Lots: { $player }
level-draw-lots = Level: draw lots. Who won?
goes-on = { $player } goes on
champion = Champion: { $player }

## Papers to print.

cross-table-title = Cross table
# One letter for each colour in the cross table.
colour-letter-white = w
colour-letter-black = b
download-trf = Download the FIDE report (TRF)
download-backup = Download a copy of the tournament
on-paper = On paper
paper-pairings = Pairings
paper-slips = Result slips
paper-standings = Standings
paper-cross-table = Cross table
paper-diplomas = Diplomas
print = Print
back-to-tournament = Back to the tournament
# A board's paper to fill in and hand to the teacher.
slip-result = Result (ring one)
slip-signatures = Signatures
# On a board's slip: its QR code starts the game on a tablet.
scan-to-play = Scan to play on a tablet
with-clock = with a clock
diploma-title = Certificate
# Before the child's name.
diploma-awarded-to = Awarded to
# After it.
diploma-for = for playing in the tournament “{ $tournament }”
# $place: "1st".
diploma-place = for { $place } place in the tournament
diploma-place-in-class = for { $place } place in class { $class }
diploma-team-won = of team { $team }, who won the match
diploma-team-drew = of team { $team }, who drew the match
diploma-team = of team { $team }
# A pupil's points and games: ½ or 1 point, and more.
pupil-points-single = { $points } point in { $games } { $games ->
    [one] game
   *[other] games
}
pupil-points = { $points } points in { $games } { $games ->
    [one] game
   *[other] games
}

## Results to confirm, and two results for one board.

to-confirm-title = Results to confirm
to-confirm-note = These games were opened from a pasted record, not from a board of the tournament. Enter only those that are right.
# $result: 1-0, ½-½, 0-1.
to-confirm-game = Round { $round }, board { $board }: { $white } { $result } { $black }
# $why: why it is no game of the tournament's boards.
to-confirm-unreadable = { $why } It cannot be entered.
enter-result = Enter
discard-result = Discard
conflicts-title = Two results for one board
conflicts-note = Another device has sent a different result from the one entered here. Choose the one that stands: the other is discarded.
conflict-game = Round { $round }, board { $board }: { $white } – { $black }
keep-mine = Keep { $result } (entered here)
keep-theirs = Use { $result } (from the other device)
conflict-arrived = Round { $round }, board { $board } has two results: choose one below.
conflicts-first = Before pairing, choose the result of each board that has two.
result-entered = The result of round { $round }, board { $board } is entered.

## Results from the pupils' tablets (a QR code or a short code), and why one
## was not entered.

from-tablets = Results from the tablets
scan-camera = Read the QR code with the camera
stop-camera = Turn the camera off
photo-label = Or a photo of the QR code
short-code-label = Or the short code (like "3.5 1-0 KM")
enter-code = Enter
no-code-seen = No QR code can be seen in the photo.
no-camera = The camera cannot be used here. Use a photo or the short code.
# On a pupil's tablet at a game's end.
result-card-title = Show this to your teacher
short-code = Short code
close = Close
slip-not-a-game = That is not a board's game.
slip-other-event = That game is from another tournament.
slip-no-board = The game does not say its round and board.
slip-other-players = The names are not that board's players.
slip-unfinished = That game is not over.
slip-mistyped = The code is not right. Check it.
slip-another-result = Round { $round }, board { $board } already has another result. To change it, press it on the board.

## The tournament kept on the device, earlier ones, and copies.

new = New tournament
confirm-new = Start another tournament? This one is kept among the earlier ones.
cancel = Cancel
not-saved = This device could not keep the tournament. Do not close the page.
merged-with-other-page = Another page changed the tournament too: both changes are kept.
kept-aside-from-other-page = Another page changed the tournament at the same time, in another way. Its version stays here; yours is kept among the earlier tournaments.
# $why: one of the reasons below.
damaged = The saved tournament could not be opened: { $why }. A copy is kept aside, and you can start another.
earlier-damaged = That tournament could not be opened: { $why }. It stays in the list.
copy-refused = That copy could not be opened: { $why }.
damaged-not-kept = The saved tournament could not be opened: { $why }. There is no room to keep a copy aside, so it stays where it is and nothing is saved over it.
copy-already-open = That copy is the tournament already open: nothing was changed.
open-copy = Open a copy of a tournament
open-copy-hint = The file from “Download a copy of the tournament”, from this device or another.
earlier-title = Earlier tournaments on this device
open-earlier = Open
earlier-to-file = Save as a file
remove-earlier = Remove from this device
earlier-unreadable = The earlier tournaments could not be read. They are left as they are.
results-locked = The tournament is over: its results are locked. To change one, type your PIN.
results-pin = PIN
reopen-results = Open the results
wrong-results-pin = That is not the PIN.
results-reopened = Results open: you can change them.
lock-results = Lock them again

## Why a saved tournament could not be opened.

backup-unreadable = it is not a Peoncito tournament, or it is damaged
backup-newer = a newer version of Peoncito saved it
backup-bad-field = it has an empty name or a result that does not exist
backup-bracket-mismatch = its knockout bracket does not fit its games
backup-more-rounds = it has { $rounds } rounds, but its players can only have { $planned }
backup-zones-for-players = it has { $zones } groups for { $players } players
backup-rounds-in-knockout = it is a knockout, but it has rounds
backup-too-large = it has { $players } players and { $rounds } rounds: more than a tournament holds (up to { $most } players)
backup-same-name = it has two players called { $name }
backup-no-rounds = it is a Swiss with no rounds
# $next: the round after $round.
backup-unfinished-round = round { $round } is missing a result, yet round { $next } is paired

## What the tournament could not do.

problem-round-not-finished = Enter the result of every board before pairing.
# $next: the round after $round.
problem-later-round-paired = Round { $next } is paired: a result of round { $round } is corrected, not cleared.
problem-no-rounds-left = Every round is paired.
problem-too-few-players = At least two players are needed.
problem-field-closed = The tournament has started: no more players can join.
problem-field-full = A tournament has at most { $most } players.
problem-not-two-teams = Two teams are needed: put each player in one of the two.
problem-groups-not-over = The final is played once every group has finished.
problem-unknown-player = There is no player { $player }.
problem-unknown-round = There is no round { $round }.
problem-unknown-board = Round { $round } has no board { $board }.
problem-already-withdrawn = Player { $player } has already left.
problem-round-started = That round has results: it is not paired again.
problem-no-valid-pairing = The round cannot be paired without repeating games. The tournament cannot have more rounds.
problem-player-twice = In round { $round }, player { $player } is there twice.
problem-played-in-stages = A knockout is played in stages, not rounds.
problem-not-a-knockout = This tournament is not a knockout.
problem-stage-not-over = Finish every match before going on.
problem-knockout-finished = The knockout is over.
problem-unknown-match = There is no such match.
problem-unknown-game = There is no such game.
problem-not-for-lots = Lots are drawn only between the two players of a level match.
