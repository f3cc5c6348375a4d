#!/bin/sh
# Trunk post_build hook, release builds only: replaces the board's wasm with
# one split by `wasm-split-cli`, so that the parts of src/ui/deferred_parts.rs (the
# lessons, the editor, the score sheet, the game record, the computer's
# choice) are wasm parts of their own, fetched once the board is idle, and not
# in the board's first load.
#
# Trunk has no step between cargo and wasm-bindgen, where the split must
# happen, so this builds the board again with the `split` feature and the
# linker's relocations kept, splits it, runs wasm-bindgen and wasm-opt on each
# part, and puts the parts in place of Trunk's, under the same names, with
# the board's script and its loader bundled into one.
set -eu
[ "${TRUNK_PROFILE:-}" = release ] || exit 0
staging="${TRUNK_STAGING_DIR:?run by Trunk as a post_build hook}"
cd "${TRUNK_SOURCE_DIR:-.}"

# The relocations only for the board's own link. A target directory of its
# own: the build with the feature and Trunk's without it would otherwise
# each compile the crate again after the other.
target="$(cargo metadata --format-version 1 --no-deps |
  sed 's/.*"target_directory":"\([^"]*\)".*/\1/')/split"
cargo rustc --quiet --release --target wasm32-unknown-unknown --target-dir "$target" \
  --bin peoncito --features split -- -C link-arg=--emit-relocs
linked="$target/wasm32-unknown-unknown/release/peoncito.wasm"

board_js=$(cd "$staging" && ls peoncito-*.js)
stem="${board_js%.js}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The parts load the board's script by its name (`--out-name`).
wasm-split-cli --target web --out-name "$stem" "$linked" "$work/split"
wasm-bindgen --target web --keep-lld-exports --out-dir "$work/bound" --out-name "$stem" \
  "$work/split/$stem.wasm"
# The script's own snippets must be the ones Trunk put in place, which
# index.html preloads.
diff -r "$work/bound/snippets" "$staging/snippets" >/dev/null ||
  { echo "split.sh: the split build's snippets differ from Trunk's" >&2; exit 1; }

# The board is optimised here only (index.html turns Trunk's `wasm-opt` of it
# off), as the other two wasm files are by Trunk.
optimise() { wasm-opt -Oz --low-memory-unused --strip-debug --strip-producers "$1" -o "$2"; }
optimise "$work/bound/${stem}_bg.wasm" "$staging/${stem}_bg.wasm"
for part in "$work"/split/split_*.wasm "$work"/split/chunk_*.wasm; do
  [ -e "$part" ] || continue
  optimise "$part" "$staging/$(basename "$part")"
done

# One script for the board, minified: wasm-bindgen's bindings, the
# splitter's loader (the bindings and the loader import each other) and the
# bindings' snippets. Three files were three requests and three modules to
# compile before the board, and 3 KB more (docs/speed.md). The parts' URLs
# are made from the script's own (`import.meta.url`), in the same folder.
# wasm-bindgen's imports name the loader once per function it gives the
# wasm, which esbuild would warn of as duplicate keys.
cp "$work/split/__wasm_split.js" "$work/bound/__wasm_split.js"
esbuild --bundle --minify --format=esm --log-level=warning \
  --log-override:duplicate-object-key=silent \
  "$work/bound/$stem.js" --outfile="$staging/$stem.js"

# The page checks each file it loads against its hash (`integrity`): the
# board's two files have changed. Trunk writes every address relative
# (`public_url = "./"` in Trunk.toml).
sri() { printf 'sha384-%s' "$(openssl dgst -sha384 -binary "$staging/$1" | base64 -w0)"; }
page="$staging/index.html"
for file in "$stem.js" "${stem}_bg.wasm"; do
  hash=$(sri "$file")
  sed -i "s|\(href=\./$file integrity=\)[^ >]*|\1$hash|" "$page"
  grep -qF "$hash" "$page" ||
    { echo "split.sh: index.html does not load $file as Trunk wrote it" >&2; exit 1; }
done

# Trunk preloads every snippet wasm-bindgen wrote out. The board's script has
# its own in it now, and the rest (the school server's bridge) only the
# teacher's wasm imports, and only where a server is set: a preload would be
# a request and a compile during the board's load, and bytes of the first
# visit.
sed -i 's|<link crossorigin href=\./snippets/[^>]*rel=modulepreload>||g' "$page"
# A snippet no script imports (those the bundle took in) is not kept offline.
for snippet in $(cd "$staging" && find snippets -name '*.js'); do
  grep -qF "./$snippet" "$staging"/*.js || rm "$staging/$snippet"
done
