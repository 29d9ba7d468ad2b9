#!/usr/bin/env bash
# A program that draws but opens no display must not link Xlib itself: `shoji-docshots` (Shoji, ShojiCairo)
# is checked against the libraries it names as NEEDED. libcairo.so.2 on Debian needs libX11 in turn (its Xlib
# back-end is built in); that indirect dependency is allowed, since only a Cairo built without Xlib removes it.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/debug/shoji-docshots}
[ -x "$bin" ] || { echo "check-headless-links: no $bin (build first)" >&2; exit 1; }
needed=$(readelf -d "$bin" | grep NEEDED || true)
if grep -qE 'libX11|libXext|libXi\.|libXcursor|libXfixes|libXrandr' <<<"$needed"; then
    echo "check-headless-links: $bin links an X library directly:" >&2
    grep -E 'libX' <<<"$needed" >&2
    exit 1
fi
echo "check-headless-links: $bin names no X library among its NEEDED"

# The runtime (ShojiRuntime) names no window system: none of its objects calls Xlib or a ShojiX11 symbol, so
# a headless program or test built on it needs no X library of its own.
objs=$(dirname "$bin")/ShojiRuntime.build
if ls "$objs"/*.o >/dev/null 2>&1; then
    x=$(nm -u "$objs"/*.o | grep -E ' U (X[A-Z]|_?\$s8ShojiX11)' | sort -u || true)
    if [ -n "$x" ]; then
        echo "check-headless-links: ShojiRuntime calls into X:" >&2
        echo "$x" | head -5 >&2
        exit 1
    fi
    echo "check-headless-links: ShojiRuntime's objects call no Xlib and no ShojiX11 symbol"
fi
