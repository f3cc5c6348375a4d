#!/usr/bin/env bash
# Prints the gzip size (level 9, as a server would send it) of each file of
# the built site and the total: everything a first visit downloads.
set -euo pipefail
dist="${1:-dist}"
[ -d "$dist" ] || { echo "no $dist: run 'trunk build --release' first" >&2; exit 1; }
total=0
printf '%10s %10s  %s\n' raw gzip file
while IFS= read -r -d '' f; do
  raw=$(wc -c <"$f")
  gz=$(gzip -9 -c "$f" | wc -c)
  total=$((total + gz))
  printf '%10d %10d  %s\n' "$raw" "$gz" "${f#"$dist"/}"
done < <(find "$dist" -type f -print0 | sort -z)
printf '%10s %10d  %s\n' "" "$total" "total (gzip bytes)"
