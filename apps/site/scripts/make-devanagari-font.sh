#!/usr/bin/env bash
# Makes public/fonts/noto-sans-devanagari.woff2, the Hindi pages' web font: the web font's
# Devanagari file cut to the Devanagari block (with the joiners and the dotted circle that shaping
# needs; every conjunct and matra kept: all layout features) and to the weights the site uses
# (400 to 700), without hinting: about 68 kB instead of 99 kB. Debian's fonttools
# (apt-get install -y python3-fonttools python3-brotli). Only pages with Devanagari text fetch it
# (frame/fonts.css.ts declares it with the Devanagari unicode-range).
set -euo pipefail
cd "$(dirname "$0")/.."
src=$(ls ../../node_modules/.pnpm/@fontsource-variable+noto-sans@*/node_modules/@fontsource-variable/noto-sans/files/noto-sans-devanagari-wght-normal.woff2 | head -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$src" wght=400:700 -q -o "$work/range.ttf"
/usr/bin/python3 -m fontTools.subset "$work/range.ttf" --unicodes=U+0900-097F,U+200C-200D,U+25CC \
  --flavor=woff2 --layout-features='*' --no-hinting --output-file=public/fonts/noto-sans-devanagari.woff2
printf 'public/fonts/noto-sans-devanagari.woff2: %s bytes\n' "$(stat -c %s public/fonts/noto-sans-devanagari.woff2)"
