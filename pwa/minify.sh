#!/bin/sh
# Trunk post_build hook, release builds only, after split.sh: minifies the
# scripts of the build that are not yet. Trunk minifies the page, the style
# and the computer's worker, but not the teacher's script that wasm-bindgen
# writes, nor the scripts it copies (the school server's bridge, the pairing
# worker); the board's script is bundled and minified by split.sh.
set -eu
[ "${TRUNK_PROFILE:-}" = release ] || exit 0
staging="${TRUNK_STAGING_DIR:?run by Trunk as a post_build hook}"
cd "$staging"
for script in tournament_screen.js pairing_worker.js snippets/*/pwa/sync.js; do
  esbuild --minify --log-level=warning "$script" --outfile="$script" --allow-overwrite
done
