#!/usr/bin/env bash
# How long the Dutch pairing of one round takes natively, for school-sized
# fields up to a whole school of 300: a tournament of PLAYERS is played for
# 3 rounds by `pairings --dutch -g`, then the 4th round is paired from its
# TRF (best of 3 runs, wall clock).
#
#     cargo build --release --bin pairings && bench/dutch-speed.sh
set -euo pipefail
cd "$(dirname "$0")/.."
tool=target/release/pairings
[ -x "$tool" ] || { echo "build it first: cargo build --release --bin pairings" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%8s %12s\n' players "round 4 (s)"
for players in ${PLAYERS:-20 60 120 200 300}; do
  "$tool" --dutch -g "$players" 3 1 -o "$work/t.trf"
  sed -i 's/^XXR .*/XXR 7/' "$work/t.trf"
  best=""
  for _ in 1 2 3; do
    start=$(date +%s.%N)
    "$tool" --dutch "$work/t.trf" -p "$work/out.txt"
    end=$(date +%s.%N)
    t=$(echo "$end - $start" | bc)
    if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
  done
  printf '%8s %12.3f\n' "$players" "$best"
done
