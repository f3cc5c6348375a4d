#!/usr/bin/env bash
# How long the Dutch pairing of one round takes, natively and in the wasm
# build in headless Chromium, for school-sized fields up to a whole school
# of 300. A Swiss of PLAYERS is played for 3 rounds by the random
# simulation, then its 4th round (of 7) is paired.
#   native: `pairings --dutch` on the TRF that `pairings -g` wrote (best of
#           3 runs, wall clock of the whole command);
#   wasm:   bench/dutch_wasm_speed.rs, the same tournaments read back from
#           the same TRF, compiled with the app's release profile and run
#           by wasm-bindgen-test in Chromium (best of 3, performance.now()).
#
#     cargo build --release -p peoncito-core --bin pairings && bench/dutch-speed.sh
#
# NATIVE_ONLY=1 skips the wasm build (a few minutes the first time).
set -euo pipefail
cd "$(dirname "$0")/.."
tool=target/release/pairings
[ -x "$tool" ] || { echo "build it first: cargo build --release -p peoncito-core --bin pairings" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
players_list="20 60 120 200 300"

for players in $players_list; do
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
  echo "native $players $best" >>"$work/times"
done

if [ -z "${NATIVE_ONLY:-}" ]; then
  (
    source .ci/setup >/dev/null
    cargo test --release --target wasm32-unknown-unknown --test dutch_wasm_speed -- --nocapture 2>&1
  ) | grep '^wasm ' >>"$work/times"
fi

printf '%8s %12s %12s\n' players "native (s)" "wasm (s)"
for players in $players_list; do
  native=$(awk -v p="$players" '$1 == "native" && $2 == p {print $3}' "$work/times")
  wasm=$(awk -v p="$players" '$1 == "wasm" && $2 == p {print $3}' "$work/times")
  printf '%8s %12.3f %12s\n' "$players" "$native" "${wasm:--}"
done
