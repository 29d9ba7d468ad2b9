#!/usr/bin/env bash
# Draws assets/landscape.png (the picture the shadows scene casts its inner shadow over) with
# ImageMagick: a dawn sky, a snow-capped mountain, two ranges of hills and a lake. Run once; the PNG is
# committed, so neither the build nor the tests need ImageMagick.
set -euo pipefail
out="${1:-assets/landscape.png}"
W=360 H=240
convert -size ${W}x150 gradient:'#8FB0DD-#F7CFA6' \
    \( -size ${W}x90 gradient:'#2F5D7A-#1D3A4F' \) -append \
    -fill '#FFE8B0' -draw "circle 262,104 262,82" \
    -fill '#FFF3D6' -draw "circle 262,104 262,92" \
    -fill '#6F7FA8' -draw "polygon 40,150 140,58 158,52 176,58 300,150" \
    -fill '#F4F6FB' -draw "polygon 124,73 140,58 158,52 176,58 192,73 180,70 168,78 158,70 148,79 136,70" \
    -fill '#4F6A8C' -draw "path 'M 0,150 C 50,118 90,122 130,136 S 220,112 260,126 S 330,110 360,122 L 360,150 Z'" \
    -fill '#35506B' -draw "path 'M 0,150 C 30,134 70,140 110,146 S 170,134 200,140 L 200,150 Z'" \
    -fill '#3A5A74' -draw "path 'M 180,150 C 230,132 290,138 360,130 L 360,150 Z'" \
    -fill '#F6C9A0' -draw "rectangle 236,160 288,162" -draw "rectangle 246,170 278,171" -draw "rectangle 252,180 272,181" \
    -fill '#9FB4D0' -draw "rectangle 30,166 110,167" -draw "rectangle 150,190 220,191" \
    -blur 0x0.6 -strip -define png:compression-level=9 "$out"
echo "$out: $(stat -c %s "$out") bytes"
