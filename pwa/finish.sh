#!/bin/sh
# Trunk's post_build hook: the one path from Trunk's output to the site.
#
# It first checks what it relies on, and stops the build with the reason
# when any of it differs: the tools' exact versions (a release build) and
# the files and links Trunk wrote. Then, in a release build:
#
# 1. the board split: its wasm replaced by one split by `wasm-split-cli`, so
#    the parts of src/ui/deferred_parts.rs (the lessons, the editor, the
#    score sheet, the game record, the computer's choice) are wasm parts of
#    their own, fetched once the board is idle, not in the first load.
#    Trunk has no step between cargo and wasm-bindgen, where the split must
#    happen, so the board is built again with the `split` feature and the
#    linker's relocations kept, split, bound by wasm-bindgen, optimised by
#    wasm-opt, and its script and loader bundled into one by esbuild. With
#    PEONCITO_SPLIT=no the board stays whole (optimised and minified only):
#    docs/speed.md compares the two.
# 2. the scripts Trunk leaves unminified (the teacher's, the pairing
#    worker, the school server's bridge) minified;
# 3. the service worker's precache list written from the finished files
#    (pwa/write-sw.sh).
set -eu
staging="${TRUNK_STAGING_DIR:?run by Trunk as a post_build hook}"
source_dir="$(cd "${TRUNK_SOURCE_DIR:-.}" && pwd)"
release=no
[ "${TRUNK_PROFILE:-}" = release ] && release=yes

fail() {
  echo "pwa/finish.sh: $*" >&2
  exit 1
}

# The versions the build was made and measured with.
WASM_SPLIT_VERSION=0.2.4
wasm_bindgen_version=$(grep -A1 '^name = "wasm-bindgen"$' "$source_dir/Cargo.lock" |
  sed -n 's/^version = "\(.*\)"/\1/p')
wasm_opt_version=$(sed -n 's/^wasm_opt = "version_\([0-9]*\)"/\1/p' "$source_dir/Trunk.toml")
esbuild_version=$(sed -n 's/^ *"esbuild": "\(.*\)",*$/\1/p' "$source_dir/tests/e2e/package.json")

check_tools() {
  [ "$(wasm-bindgen --version 2>/dev/null)" = "wasm-bindgen $wasm_bindgen_version" ] ||
    fail "wasm-bindgen $wasm_bindgen_version is needed (Cargo.lock); found: $(wasm-bindgen --version 2>&1 || true)"
  wasm-opt --version 2>/dev/null | grep -q "^wasm-opt version $wasm_opt_version " ||
    fail "wasm-opt version $wasm_opt_version is needed (Trunk.toml); found: $(wasm-opt --version 2>&1 || true)"
  [ "$(esbuild --version 2>/dev/null)" = "$esbuild_version" ] ||
    fail "esbuild $esbuild_version is needed (tests/e2e/package.json); found: $(esbuild --version 2>&1 || true)"
  # wasm-split-cli says no version of its own: cargo's list of what it
  # installed does.
  cargo install --list | grep -qx "wasm_split_cli_support v$WASM_SPLIT_VERSION:" ||
    fail "wasm-split-cli from wasm_split_cli_support $WASM_SPLIT_VERSION is needed (.ci/setup installs it)"
}

# What Trunk wrote, as the steps below expect it.
board_js=
stem=
check_trunk_output() {
  set -- "$staging"/peoncito-*.js
  [ $# -eq 1 ] && [ -f "$1" ] || fail "Trunk should write one peoncito-*.js; found: $*"
  board_js=$(basename "$1")
  stem="${board_js%.js}"
  for file in "${stem}_bg.wasm" index.html tournament_screen.js tournament_screen_bg.wasm \
    pairing_worker.js computer_worker.js; do
    [ -f "$staging/$file" ] || fail "Trunk wrote no $file"
  done
}

# The page of a release build (minified by Trunk) loads the board's two
# files with their hashes, which the split replaces.
check_release_page() {
  for file in "$board_js" "${stem}_bg.wasm"; do
    grep -q "href=\./$file integrity=" "$staging/index.html" ||
      fail "index.html does not load $file as href=./$file integrity=…"
  done
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
optimise() { wasm-opt -Oz --low-memory-unused --strip-debug --strip-producers "$1" -o "$2"; }

split_board() {
  # The relocations only for the board's own link (`cargo rustc`), in
  # Trunk's target directory: the dependencies Trunk compiled serve this
  # build too, where a directory of its own compiled them all again.
  target="$(cd "$source_dir" && cargo metadata --format-version 1 --no-deps |
    sed 's/.*"target_directory":"\([^"]*\)".*/\1/')"
  (cd "$source_dir" && cargo rustc --quiet --release --target wasm32-unknown-unknown \
    --bin peoncito --features split -- -C link-arg=--emit-relocs)
  linked="$target/wasm32-unknown-unknown/release/peoncito.wasm"
  # The parts load the board's script by its name (`--out-name`).
  wasm-split-cli --target web --out-name "$stem" "$linked" "$work/split"
  [ -f "$work/split/__wasm_split.js" ] || fail "wasm-split-cli wrote no loader"
  ls "$work"/split/split_*.wasm >/dev/null 2>&1 || fail "wasm-split-cli made no parts"
  wasm-bindgen --target web --keep-lld-exports --out-dir "$work/bound" --out-name "$stem" \
    "$work/split/$stem.wasm"
  # The script's own snippets must be the ones Trunk put in place.
  diff -r "$work/bound/snippets" "$staging/snippets" >/dev/null ||
    fail "the split build's snippets differ from Trunk's"
  # The board is optimised here only (index.html turns Trunk's `wasm-opt`
  # of it off), as the other two wasm files are by Trunk.
  optimise "$work/bound/${stem}_bg.wasm" "$staging/${stem}_bg.wasm"
  for part in "$work"/split/split_*.wasm "$work"/split/chunk_*.wasm; do
    [ -e "$part" ] || continue
    optimise "$part" "$staging/$(basename "$part")"
  done
  # One script for the board, minified: wasm-bindgen's bindings, the
  # splitter's loader (they import each other) and the bindings' snippets.
  # Three files were three requests and three modules to compile before the
  # board, and 3 KB more (docs/speed.md). wasm-bindgen's imports name the
  # loader once per function, which esbuild would warn of as duplicate keys.
  cp "$work/split/__wasm_split.js" "$work/bound/__wasm_split.js"
  esbuild --bundle --minify --format=esm --log-level=warning \
    --log-override:duplicate-object-key=silent \
    "$work/bound/$stem.js" --outfile="$staging/$stem.js"
}

whole_board() {
  optimise "$staging/${stem}_bg.wasm" "$work/board.wasm"
  cp "$work/board.wasm" "$staging/${stem}_bg.wasm"
  esbuild --minify --log-level=warning "$staging/$board_js" --outfile="$staging/$board_js" \
    --allow-overwrite
}

# The page checks each file it loads against its hash (`integrity`): the
# board's two files have changed. Trunk writes every address relative.
rehash_board() {
  page="$staging/index.html"
  for file in "$board_js" "${stem}_bg.wasm"; do
    hash="sha384-$(openssl dgst -sha384 -binary "$staging/$file" | base64 -w0)"
    sed -i "s|\(href=\./$file integrity=\)[^ >]*|\1$hash|" "$page"
    grep -qF "$hash" "$page" || fail "index.html's integrity of $file was not replaced"
  done
}

# Trunk preloads every snippet wasm-bindgen wrote out. The board's script
# has its own in it now, and the rest (the school server's bridge) only the
# teacher's wasm imports, and only where a server is set: a preload would
# be a request and a compile during the board's load.
drop_snippet_preloads() {
  page="$staging/index.html"
  sed -i 's|<link crossorigin href=\./snippets/[^>]*rel=modulepreload>||g' "$page"
  ! grep -q 'snippets/[^>]*rel=modulepreload' "$page" ||
    fail "index.html still preloads a snippet: Trunk writes its preloads otherwise now"
  # A snippet no script imports (those the bundle took in) is not kept.
  for snippet in $(cd "$staging" && find snippets -name '*.js'); do
    grep -qF "./$snippet" "$staging"/*.js || rm "$staging/$snippet"
  done
}

minify_scripts() {
  (cd "$staging" &&
    for script in tournament_screen.js pairing_worker.js snippets/*/pwa/sync.js; do
      [ -f "$script" ] || fail "no $script to minify"
      esbuild --minify --log-level=warning "$script" --outfile="$script" --allow-overwrite
    done)
}

check_trunk_output
if [ "$release" = yes ]; then
  check_tools
  check_release_page
  if [ "${PEONCITO_SPLIT:-yes}" = no ]; then whole_board; else split_board; fi
  rehash_board
  drop_snippet_preloads
  minify_scripts
fi
sh "$source_dir/pwa/write-sw.sh" "$staging" "$source_dir/pwa/sw.js"
