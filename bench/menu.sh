#!/usr/bin/env bash
# Issue 30, point 7: a context menu's first frame on screen after the click, p50/p99 over OPENS opens (default
# 50), Shoji's demo (its feed's right-click menu) beside GTK 3's GtkMenu, on one private Xvfb, measured by
# bench/probe/menuprobe.c (XTest press → the menu window's content on screen). Needs `swift build` first.
set -euo pipefail
cd "$(dirname "$0")/.."
opens=${1:-50}
out=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$out"' EXIT
cc -O2 -o "$out/menuprobe" bench/probe/menuprobe.c $(pkg-config --cflags --libs x11 xtst)
cc -O2 -o "$out/menu_gtk3" bench/peers/menu_gtk3.c $(pkg-config --cflags --libs gtk+-3.0)
# The server picks a free display itself and writes its number once it accepts connections.
Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp >"$out/display" 2>/dev/null &
for _ in $(seq 100); do [ -s "$out/display" ] && break; sleep 0.05; done
[ -s "$out/display" ] || { echo "menu.sh: Xvfb did not start" >&2; exit 1; }
export DISPLAY=:$(cat "$out/display")
"${SHOJI_DEMO:-.build/debug/shoji-demo}" --assets assets --scene refresh >/dev/null 2>&1 &
demo=$!
sleep 4
echo "# shoji-demo (debug build unless SHOJI_DEMO says otherwise), $opens opens"
"$out/menuprobe" 460 300 "$opens" || true
kill $demo; sleep 0.5
"$out/menu_gtk3" >/dev/null 2>&1 &
gtk=$!
sleep 3
echo "# GTK 3 GtkMenu, $opens opens"
"$out/menuprobe" 400 300 "$opens" || true
kill $gtk
