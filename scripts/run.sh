#!/usr/bin/env bash
# make run: the demo on $DISPLAY; with no display, a private Xvfb and the tour rendered through X.
set -euo pipefail
demo="$1"; out="$2"
if [ -n "${DISPLAY:-}" ]; then
    exec "$demo"
fi
n=90
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do n=$((n + 1)); done
Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill -9 $xvfb 2>/dev/null; rm -f /tmp/.X11-unix/X$n /tmp/.X$n-lock' EXIT
for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.05; done
echo "No display: running the tour on a private Xvfb (:$n)."
DISPLAY=":$n" "$demo" --tour "$out"
echo "Screenshots of every scene, drawn through X: $(cd "$out" && pwd)/"
ls "$out"
