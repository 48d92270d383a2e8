#!/usr/bin/env bash
# Makes public/fonts/noto-sans-rupee.woff2: the rupee sign (U+20B9) alone, cut from the web
# font's latin-ext file with Debian's fonttools (apt-get install -y python3-fonttools
# python3-brotli). Without it, any page that shows ₹ downloads the 168 kB latin-ext file (or the
# 99 kB Devanagari one) for one glyph; frame.css.ts declares this face last, so it wins.
set -euo pipefail
cd "$(dirname "$0")/.."
src=$(ls ../../node_modules/.pnpm/@fontsource-variable+noto-sans@*/node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-ext-wght-normal.woff2 | head -1)
/usr/bin/python3 -m fontTools.subset "$src" --unicodes=U+20B9 --flavor=woff2 \
  --layout-features='*' --no-hinting --output-file=public/fonts/noto-sans-rupee.woff2
printf 'public/fonts/noto-sans-rupee.woff2: %s bytes\n' "$(stat -c %s public/fonts/noto-sans-rupee.woff2)"
