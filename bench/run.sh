#!/usr/bin/env bash
# Peoncito side by side with chessground + chessops in this machine's
# Chromium: installs the bench's npm packages (pinned in bench/package-lock.json)
# when missing, builds the peer page and Peoncito's release build (unless a
# built site is given), and prints one table. Takes about a quarter of an hour.
#
#   bench/run.sh [built-site-dir]      e.g. bench/run.sh /tmp/older-dist
# Environment: LOAD_RUNS (5), PLIES (200), CHROMIUM (/usr/bin/chromium), PARTS
# (load,game,idle,screens,computer: the table's parts to run, all by default),
# SCREENS (some of the screens by their name in run.mjs, all by default),
# BEFORE (an older built site, e.g. the commit before a change: measured in
# the same run, taking turns with this build and the peer, in columns of its
# own).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$here/../.ci/setup"
cd "$here"
[ -d node_modules/chessground ] || npm ci --no-audit --no-fund
node peer/build.mjs
site="${1:-}"
if [ -z "$site" ]; then
  (cd "$ROOT" && trunk build --release)
  site="$ROOT/dist"
fi
node run.mjs "$site" "$here/peer/dist"
