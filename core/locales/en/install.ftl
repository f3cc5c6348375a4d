# "Put Peoncito on the tablets": the teacher's screen with the address's
# QR code and how each tablet keeps Peoncito to play with no network.

title = Put Peoncito on the tablets
scan-it = Scan this code with each tablet's camera, or type the address below into its browser.
# Read by screen readers for the QR code.
code-label = QR code of Peoncito's address

## What the address means for the tablets that open it.

address-good = The tablets open this address and keep Peoncito, to play with no network.
address-this-computer-only = This address only works on this computer: a tablet cannot open it. Open Peoncito here at the address the tablets can reach (the install guide, docs/install.md, says how).
address-not-secure = The tablets can play at this address, but they keep no copy for use with no network: it starts with http://. Put Peoncito on an https:// address for that (the install guide, docs/install.md, says how).
address-not-web = This page was not opened from a web address: tablets cannot open it. Put Peoncito on a web server (the install guide, docs/install.md, says how).

## Each kind of tablet, step by step.

android-title = Android tablet (Chrome)
android-open = Open the address in Chrome: point the camera at the code and tap the link.
android-add = Tap the menu ⋮ at the top right, then “Add to Home screen” (or “Install app”).
ipad-title = iPad (Safari)
ipad-open = Open the address in Safari: point the camera at the code and tap the link.
ipad-add = Tap Share (the square with an arrow), then “Add to Home Screen”.
# Once on the home screen.
then-once = Then open Peoncito once from the home screen while the network is on: from then on it opens and plays with no network.
no-code = This address is too long for a code: type it in.
