#!/bin/sh
# Writes a site's service worker: the list of every file of the build in
# SITE and a version made from their contents, so the list is never kept by
# hand and any change to any file makes a new version. pwa/finish.sh runs
# it after each build; the offline test runs it on a changed copy of a
# build, as a new build would be.
#
#   sh pwa/write-sw.sh SITE TEMPLATE   (TEMPLATE: pwa/sw.js)
#
# The large icons are only for installing on a home screen, which the
# browser does online; the guide's pictures are kept once a teacher looks
# at them (sw.js).
set -eu
site="${1:?the site's directory}"
template="$(cd "$(dirname "${2:?pwa/sw.js}")" && pwd)/$(basename "$2")"
grep -q '__VERSION__' "$template" && grep -q '__FILES__' "$template" ||
  { echo "pwa/write-sw.sh: $template has lost its __VERSION__ or __FILES__" >&2; exit 1; }
cd "$site"
files=$(find . -type f ! -name sw.js ! -name '*-512.png' ! -path './guia/pictures/*' \
  ! -path './guide/pictures/*' | sed 's|^\./||' | LC_ALL=C sort)
version=$(for f in $files; do sha256sum "$f"; done | sha256sum | cut -c1-16)
list='"./"'
for f in $files; do list="$list, \"./$f\""; done
sed -e "s|__VERSION__|$version|" -e "s|__FILES__|[$list]|" "$template" > sw.js
! grep -q '__VERSION__\|__FILES__' sw.js ||
  { echo "pwa/write-sw.sh: sw.js kept a placeholder" >&2; exit 1; }
