#!/usr/bin/env bash
# Cuts the two variable fonts down to the characters English copy uses, halving what a phone
# downloads before the headline can paint. Needs fonttools (Debian: apt-get install fonttools
# python3-brotli). Run again after upgrading the @fontsource-variable packages, or add ranges
# below if the copy gains characters outside them (they then fall back to the system font).
# Then run `npm run fonts`: the fallback faces are measured from these files.
set -euo pipefail
ranges="U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B0,U+00B7,U+00D7,U+2013,U+2014,U+2018,U+2019,U+201C,U+201D,U+2022,U+2026,U+2122,U+2192"
# The weight axis is cut to 400-700, the weights the CSS uses (a third less to download).
# After changing it, change the font-weight ranges in src/styles/global.css's @font-face rules too.
# Layout features: kerning and ligatures only (Inter's contextual alternates alone cost 3.4 KB).
# HVAR, STAT and hints go: without HVAR browsers take advance widths from the outlines' own
# variations, STAT only names styles for desktop menus, and phones and Macs ignore hints. So each
# file, its headers included, fits in the first round trip of a new connection (10 TCP segments,
# 14,600 bytes), which tests/e2e/first-visit-fonts.spec.ts holds.
cut=$(mktemp -d)
for pair in "sora:sora-latin-wght-normal" "inter:inter-latin-wght-normal"; do
  pkg=${pair%%:*}
  file=${pair#*:}
  pyftsubset "node_modules/@fontsource-variable/$pkg/files/$file.woff2" \
    --unicodes="$ranges" --layout-features=kern,liga --drop-tables+=HVAR,STAT --no-hinting \
    --flavor=woff2 --output-file="$cut/$pkg.woff2"
  fonttools varLib.instancer "$cut/$pkg.woff2" "wght=400:700" -q \
    -o "src/assets/fonts/$pkg-subset.woff2"
done
rm -r "$cut"

# The link cards (src/build/ogCard.ts) are drawn at build by satori, which reads neither WOFF2 nor
# variable fonts: it gets static WOFF instances of the two subsets, Sora Bold (700) for the title
# and the brand, Inter Medium (500) for the smaller lines. Made once here and committed.
mkdir -p src/assets/fonts/og
work=$(mktemp -d)
for pair in "sora:700" "inter:500"; do
  pkg=${pair%%:*}
  weight=${pair#*:}
  fonttools varLib.instancer "src/assets/fonts/$pkg-subset.woff2" "wght=$weight" -q \
    -o "$work/$pkg.woff2"
  fonttools ttLib.woff2 decompress "$work/$pkg.woff2" -o "$work/$pkg.ttf"
  pyftsubset "$work/$pkg.ttf" --unicodes='*' --layout-features='*' --flavor=woff \
    --output-file="src/assets/fonts/og/$pkg-$weight.woff"
done
rm -r "$work"
ls -l src/assets/fonts src/assets/fonts/og
