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
Xvfb :93 -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
sleep 1
export DISPLAY=:93
.build/debug/shoji-demo --assets assets --scene refresh >/dev/null 2>&1 &
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
