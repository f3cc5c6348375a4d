# The class screens (in the teacher's screens): the classes kept on the
# device, each pupil's stars, rules and games, sharing between tablets, the
# printed reports and the praise on the wall.

title = The class
classes = Classes on this device
new-class = New class
class-name-label = Class name
list-label = Pupils, one a line (name; group)
list-hint = First names only. Each pupil gets a picture to find themself without reading.
save = Save the class
delete-class = Delete the class
confirm-delete = Delete the class and everything about its pupils? This cannot be undone.
saved = The class is saved.
saved-told-apart = The class is saved. Some pupils had the same name, so they are told apart: { $names }. To choose other names, change them in the list and save again.
no-class-name = Type the class's name.
no-pupils = Type at least one pupil.
too-many-changes = This class cannot take more changes: another device sent it impossible numbers. You can still delete pupils and classes.
# $why: why the device kept nothing ("this device's storage is full").
not-saved = Not kept: { $why }. What you see here is lost when the page closes. Save the class's file to keep it.

## Each pupil's stars and the rules they still break.

stars-title = Stars in each lesson
pupil-column = Pupil
# A pupil's stars in a group of lessons: "7 of 12".
stage-stars = { $got } of { $of }
rules-title = What { $name } still gets wrong (two weeks)
no-rules-broken = Nothing in the last two weeks.
# $reason: the rule's short name; $trend: one of the three below.
rule-count = { $reason }: { $count ->
    [one] { $count } time
   *[other] { $count } times
} ({ $trend })
trend-fewer = fewer than before
trend-same = as before
trend-more = more than before
what-to-teach = What to teach next
pupils-break-it = { $reason }: { $pupils ->
    [one] { $pupils } pupil
   *[other] { $pupils } pupils
}
project-lesson = Project the lesson
nothing-to-teach = No pupil has broken a rule in the last two weeks.

## Sharing the class between tablets: a file, or QR codes.

share-title = Between tablets
export = Save the class's file
import-label = Merge another tablet's file
merged = The file is merged: { $pupils } new { $pupils ->
    [one] pupil
   *[other] pupils
} and { $events } new { $events ->
    [one] entry
   *[other] entries
}.
merged-changes = The file is merged: { $changes } { $changes ->
    [one] change
   *[other] changes
} to classes or pupils (names, groups, or deleted).
nothing-new = Everything was here already: nothing new.
file-not-a-class-file = That file is not a Peoncito class.
file-newer = That file is from a newer Peoncito. Update this tablet.
file-damaged = That file is damaged. Nothing was changed.
stored-book-newer = The class kept on this device was saved by a newer Peoncito. Update this tablet to open it; if you save another class, it is kept aside untouched.
stored-book-damaged = The class kept on this device is damaged and cannot be read. If you save another class, it is kept aside untouched.
show-codes = Show the file as QR codes
codes-hint = QR codes of the class's file: read them with the camera of the teacher's device.
code-of = Code { $at } of { $of }
previous-code = Previous code
next-code = Next code
pause-codes = Stop the codes
hide-codes = Hide the codes
too-big-for-codes = The file is too big for QR codes. Save it as a file.
read-codes = Read another tablet's codes with the camera
stop-camera = Turn the camera off
code-photos = Or choose photos of the codes
codes-read = { $have } of { $of } codes read.
codes-damaged = A code was damaged. Read them again from the start.
code-read-badly = A code was read badly and not kept. Go on: it will be read again.
show-code-again = Code { $at } of { $of } was not read well: show it to the camera again. The codes already read are kept.
not-class-codes = That code is not from a class's file.
no-code-seen = No code was seen in that photo.
no-camera = The camera cannot be used. Choose photos of the codes.

## Deleting a pupil. $names: the pupils deleted; $documents: how many of the
## school server's documents named them.

delete-pupil = Delete { $name }
confirm-delete-pupil = Delete this pupil and everything about them? This cannot be undone.
removed-waiting = Deleted on this device: { $names }. On the school server, everything naming them ({ $documents ->
    [one] { $documents } document
   *[other] { $documents } documents
}) goes once this device reaches it.
removed-removed = Deleted on the school server too: { $names }. Everything naming them ({ $documents ->
    [one] { $documents } document
   *[other] { $documents } documents
}) is gone, and its earlier versions.
removed-earlier-kept = Deleted on the school server: { $names }. Everything naming them ({ $documents ->
    [one] { $documents } document
   *[other] { $documents } documents
}) is gone. The server still keeps earlier versions until its administrator compacts the database (the guide says how).

## Old notes folded into each pupil's totals.

old-notes-title = Old notes
old-notes-hint = When the device fills up: the moves Peoncito refused, the illegal moves counted and the calls to the teacher older than four weeks stay only as numbers in each pupil's totals, and of repeated stars the best stays. This screen shows the same, and the games stay.
fold-notes = Fold the notes older than four weeks
folded = { $notes ->
    [0] There were no old notes to fold.
    [one] Folded: { $notes } note is now a number in the totals.
   *[other] Folded: { $notes } notes are now numbers in the pupils' totals.
}
# $before: a day ("8 November 2026"); $counts: the counts below, not zero,
# joined by list-and.
folded-totals = Before { $before }: { $counts }.
folded-refused = { $count ->
    [one] { $count } move refused
   *[other] { $count } moves refused
}
folded-illegal-moves = { $count ->
    [one] { $count } illegal move counted
   *[other] { $count } illegal moves counted
}
folded-calls = { $count ->
    [one] { $count } call to the teacher
   *[other] { $count } calls to the teacher
}

## A pupil's games. $result: one of the outcomes.

games-title = Games
no-games = No game finished yet.
outcome-won = Won
outcome-drawn = Drawn
outcome-lost = Lost
outcome-unfinished = Unfinished
game-against-classmate = { $result } against { $name }
game-against-computer = { $result } against the computer (level { $level })
game-against-former-classmate = { $result } against a former classmate
game-against-guest = { $result } against a guest
open-game = See it on the board

## The wall, the list and the printed reports.

show-on-wall = Project the class's stars
leave-wall = Stop projecting
# A pupil's line in the list, closed.
pupil-summary = { $rules } { $rules ->
    [one] rule to go over
   *[other] rules to go over
} · { $games } { $games ->
    [one] game
   *[other] games
}
class-report = Print the class's report
pupil-report = Print their report
# The report's heading: the class and the day.
report-title = { $class } · { $day }
can-do = Can do (every star)
nothing-finished = No lesson with every star yet.
print = Print
back-to-class = Back to the class
# A pupil's stars and finished lessons, on the wall.
praise = { $stars } { $stars ->
    [one] star
   *[other] stars
} · { $lessons } { $lessons ->
    [one] lesson finished
   *[other] lessons finished
}
