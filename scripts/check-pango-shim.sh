#!/usr/bin/env bash
# Checks Shoji's own Pango declarations (Sources/CPango/shim.h) against the real Pango headers:
# 1. its functions compile beside Pango's declarations (a changed signature is a conflicting-types error);
# 2. its types and constants have the same sizes and values (two small programs print them; same output).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags="$(pkg-config --cflags pangocairo)"
printf '#include <pango/pangocairo.h>\n#define SHOJI_PANGO_FUNCTIONS_ONLY\n#include "Sources/CPango/shim.h"\n' \
    | cc -x c -fsyntax-only -Werror $flags -I. -
values='#include <stdio.h>
#include <stddef.h>
int main(void) {
    printf("%d %zu %zu %zu\n", PANGO_SCALE, sizeof(PangoRectangle), offsetof(PangoRectangle, width), sizeof(PangoWeight));
    printf("%d %d %d %d\n", PANGO_WEIGHT_NORMAL, PANGO_WEIGHT_MEDIUM, PANGO_WEIGHT_BOLD, PANGO_WEIGHT_HEAVY);
    printf("%d %d %d\n", PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT);
    printf("%d %d %d %d\n", PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR, PANGO_ELLIPSIZE_END);
    return 0;
}'
printf '#include <pango/pangocairo.h>\n%s\n' "$values" | cc -x c $flags -o "$tmp/pango" -
printf '#include "Sources/CPango/shim.h"\n%s\n' "$values" | cc -x c $(pkg-config --cflags cairo) -I. -o "$tmp/shim" -
if ! diff <("$tmp/pango") <("$tmp/shim") >/dev/null; then
    echo "Sources/CPango/shim.h: types or constants differ from Pango $(pkg-config --modversion pangocairo)'s" >&2
    exit 1
fi
echo "Sources/CPango/shim.h matches Pango $(pkg-config --modversion pangocairo)"
