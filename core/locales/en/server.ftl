# The school server's screen (in the teacher's screens), the wall of the
# class's live boards, and the server's status at the top of every screen.

title = School server
intro = Optional. With a CouchDB server on the school's network, the tablets that use it share the class: the pupils, their stars and the rules they still break. Nothing is sent anywhere until you connect.
address-label = Server address
database-label = Database
user-label = User
password-label = Password

## What of the password the device keeps (it is never shown back).

kept-nothing = Kept on this device only.
kept-password = A password is kept on this device (never shown). Leave this empty to go on using it, or type another to change it.
kept-session = The server opened a session for this device: the password is not kept. If the server ends it, type the password again.
connect = Connect
disconnect = Stop using the server

## A server's settings the device refused.

refused-no-address = Write the server's address.
refused-not-an-address = The address begins with http:// or https://, like http://192.168.1.10:5984.
refused-bad-database-name = The database's name begins with a lowercase letter and holds lowercase letters, digits and _ $ ( ) + - /.

## The wall of the other tablets' boards, live.

wall-title = The class's boards, live
no-boards = No other tablet is connected yet.
# A board nobody named.
no-names = No names
to-move-white = White to move
to-move-black = Black to move
# The illegal moves the arbiter counted for each side.
counted = Illegal moves: White { $white }, Black { $black }
# Each side's time left, as minutes and seconds.
clock = Clock: { $white } – { $black }
called = Calling the teacher!
finished = Game over
# A tile's button, when its board calls the teacher.
see-big-calling = Answer the call
see-big = See it big
close-big = Back to all the boards
replay-back = ◀ Back
replay-forward = Forward ▶
replay-now = As it stands
replay-at = Move { $at } of { $of }

## The teacher's answers to a call, as the board's own panel says them.

answer-title = Your decision, for that tablet
answer-go-on = Let the game go on (the count keeps)
answer-go-on-recount = Let the game go on, counting again from zero
answer-white-wins = White wins
answer-black-wins = Black wins
answer-draw = Draw
# $answer: one of the answers above.
answer-sent = Sent to the tablet: { $answer }.

## Which boards the wall shows, and an arbiter's results for a tournament.

which-boards = Which boards
all-boards = All the boards
round-of = “{ $tournament }”, round { $round }
tile-place = Round { $round }, board { $board }
arbiter-title = Results for “{ $tournament }”, round { $round }
arbiter-note = Press each board's result: it goes to the tournament's device, which enters it.
arbiter-board = Board { $board }: { $white } – { $black }

## The device's link to the server. $time: when it was last in step (09:05).

state-off = School server: not in use.
state-connecting = School server: connecting…
state-live = School server: connected.
state-live-at = School server: in step ({ $time }).
state-offline = School server: not answering. Changes wait here and go out on their own.
state-offline-at = School server: not answering. Changes wait here and go out on their own. Last in step: { $time }.
state-no-network = School server: this device has no network (check the Wi-Fi). Changes wait here and go out on their own.
failed-wrong-credentials = School server: the user or the password is wrong.
failed-session-ended = School server: the server ended this device's session. The teacher types the password again.
failed-not-couchdb = School server: that address is not a CouchDB server Peoncito can use.
failed-no-access = School server: this user may not use that database.
failed-no-storage = School server: this browser does not let the app keep the server's copy (private mode?).
