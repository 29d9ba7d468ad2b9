#!/usr/bin/env bash
# make run: the demo on $DISPLAY; with no display, a private Xvfb and the tour rendered through X.
set -euo pipefail
demo="$1"; out="$2"
if [ -n "${DISPLAY:-}" ]; then
    exec "$demo"
fi
# Xvfb picks a free display itself (its lock file is taken atomically) and writes the number to fd 3
# once it accepts connections: nothing here guesses or cleans up names in /tmp.
dir=$(mktemp -d)
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp 3>"$dir/display" >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$dir"' EXIT
for _ in $(seq 200); do [ -s "$dir/display" ] && break; kill -0 $xvfb 2>/dev/null || break; sleep 0.05; done
n=$(head -n 1 "$dir/display" 2>/dev/null || true)
[ -n "$n" ] || { echo "make run: Xvfb did not start" >&2; exit 1; }
echo "No display: running the tour on a private Xvfb (:$n)."
DISPLAY=":$n" "$demo" --tour "$out"
echo "Screenshots of every scene, drawn through X: $(cd "$out" && pwd)/"
ls "$out"
