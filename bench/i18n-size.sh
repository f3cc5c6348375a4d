#!/usr/bin/env bash
# What a maintained i18n crate would cost: the same plural message formatted
# by hand and by fluent-bundle, each in a minimal wasm built like Peoncito's
# (opt-level z, LTO, wasm-opt -Oz), compared gzip to gzip.
set -euo pipefail
cd "$(dirname "$0")/i18n-probe"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-/tmp/peoncito-i18n-probe}"
out="$CARGO_TARGET_DIR/wasm32-unknown-unknown/release/i18n_probe.wasm"
for variant in plain fluent; do
  flags=()
  [ "$variant" = fluent ] && flags=(--features fluent)
  cargo build -q --release --target wasm32-unknown-unknown "${flags[@]}"
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-reference-types \
    --enable-sign-ext --enable-mutable-globals "$out" -o "$CARGO_TARGET_DIR/$variant.wasm"
  printf '%-7s %8d bytes gzip\n' "$variant" "$(gzip -9 -c "$CARGO_TARGET_DIR/$variant.wasm" | wc -c)"
done
