#!/usr/bin/env bash
# Prints the gzip size (level 9, as a server would send it) of each file of
# the built site, then two totals: what the first visit needs to show the
# board (page, style, script, wasm), and everything the service worker keeps
# for offline use (adds the small icon, manifest and worker; the home-screen
# icons are not kept; the tournament screens and their style, loaded only
# when the teacher opens them, the computer's worker, loaded when a pupil
# first plays it, PouchDB with the school server's bridge, loaded only
# where a server is set, and the board's parts fetched once it is idle —
# lessons, editor, score sheet, record, the computer's choice —, count
# there too), and apart the teacher's guide's pictures, which a device
# keeps once a teacher looks at them. Fails when either of the first two
# totals passes its budget.
#
# The goal for the first load is 240 KB; until the board gets there its
# budget is the size reached so far, lowered as the size comes down. Both
# budgets grow only with a feature whose cost docs/speed.md's Size section
# names.
set -euo pipefail
BUDGET=${FIRST_LOAD_BUDGET:-496200}
OFFLINE_BUDGET=${OFFLINE_BUDGET:-1432300}
dist="${1:-dist}"
[ -d "$dist" ] || { echo "no $dist: run 'trunk build --release' first" >&2; exit 1; }
first=0
kept=0
pictures=0
printf '%10s %10s  %s\n' raw gzip file
while IFS= read -r -d '' f; do
  name="${f#"$dist"/}"
  raw=$(wc -c <"$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  case "$name" in
    *-512.png) ;;
    # The guide's pictures: kept once a teacher looks at them.
    guia/pictures/* | guide/pictures/*) pictures=$((pictures + gz)) ;;
    *) kept=$((kept + gz)) ;;
  esac
  case "$name" in
    icons/* | guia/* | guide/* | manifest.webmanifest | sw.js | tournament_screen* | tournament.css | pairing_worker.js | computer_worker* | pouchdb.min.js | snippets/*/pwa/sync.js | split_*.wasm | chunk_*.wasm) ;;
    *) first=$((first + gz)) ;;
  esac
  printf '%10d %10d  %s\n' "$raw" "$gz" "$name"
done < <(find "$dist" -type f -print0 | sort -z)
printf '%10s %10d  %s\n' "" "$first" "first visit, to show the board (gzip bytes)"
printf '%10s %10d  %s\n' "" "$kept" "everything kept for offline use (gzip bytes)"
printf '%10s %10d  %s\n' "" "$pictures" "the guide's pictures, kept once looked at (gzip bytes)"
over=0
if [ "$first" -gt "$BUDGET" ]; then
  echo "The first load is $first bytes gzip: over the budget of $BUDGET." >&2
  over=1
fi
if [ "$kept" -gt "$OFFLINE_BUDGET" ]; then
  echo "The offline copy is $kept bytes gzip: over the budget of $OFFLINE_BUDGET." >&2
  over=1
fi
exit "$over"
