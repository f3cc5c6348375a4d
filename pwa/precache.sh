#!/bin/sh
# Trunk post_build hook: writes sw.js into the build with the list of every
# file of this build and a version made from their contents, so the list is
# never kept by hand and any change to any file makes a new version.
set -eu
staging="${TRUNK_STAGING_DIR:?run by Trunk as a post_build hook}"
template="${TRUNK_SOURCE_DIR:-.}/pwa/sw.js"
cd "$staging"
# The large icons are only for installing on a home screen, which the
# browser does online; playing offline does not need them. The guide's
# pictures are kept once a teacher looks at them (sw.js), not on every
# pupil's tablet beforehand; the guide's words are in the teacher's wasm.
files=$(find . -type f ! -name sw.js ! -name '*-512.png' ! -path './guia/pictures/*' ! -path './guide/pictures/*' | sed 's|^\./||' | LC_ALL=C sort)
version=$(for f in $files; do sha256sum "$f"; done | sha256sum | cut -c1-16)
# "./" is the page itself, as navigations ask for it.
list='"./"'
for f in $files; do list="$list, \"./$f\""; done
sed -e "s|__VERSION__|$version|" -e "s|__FILES__|[$list]|" "$template" > sw.js
