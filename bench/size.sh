#!/usr/bin/env bash
# Prints the gzip size (level 9, as a server would send it) of each file of
# the built site, then two totals: what the first visit needs to show the
# board (page, style, script, wasm), and everything the service worker
# downloads to work offline (adds the icons, manifest and worker).
set -euo pipefail
dist="${1:-dist}"
[ -d "$dist" ] || { echo "no $dist: run 'trunk build --release' first" >&2; exit 1; }
first=0
all=0
printf '%10s %10s  %s\n' raw gzip file
while IFS= read -r -d '' f; do
  name="${f#"$dist"/}"
  raw=$(wc -c <"$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  all=$((all + gz))
  case "$name" in
    icons/* | manifest.webmanifest | sw.js) ;;
    *) first=$((first + gz)) ;;
  esac
  printf '%10d %10d  %s\n' "$raw" "$gz" "$name"
done < <(find "$dist" -type f -print0 | sort -z)
printf '%10s %10d  %s\n' "" "$first" "first visit, to show the board (gzip bytes)"
printf '%10s %10d  %s\n' "" "$all" "everything kept for offline use (gzip bytes)"
