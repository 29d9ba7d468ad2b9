#!/usr/bin/env bash
# Checks the C declarations Shoji keeps instead of including a library's headers (Sources/CPango/shim.h
# for Pango, Sources/CDBus/shim.h for libdbus) against the real headers:
# 1. its functions compile beside the library's declarations (a changed signature is a conflicting-types
#    error);
# 2. its types and constants have the same sizes and values (two small programs print them; same output);
# and for libdbus, which is loaded at run time rather than linked:
# 3. its trampolines compile on their own, warnings as errors, and every one of them finds its symbol in
#    the installed libdbus-1.so.3.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# check SHIM HEADER PKG MACRO SHIM_CFLAGS VALUES: steps 1 and 2 for one shim. MACRO makes the shim declare
# its functions only (the library's own types come from HEADER); VALUES is a C main() that prints them.
check() {
    local shim=$1 header=$2 pkg=$3 macro=$4 shim_flags=$5 values=$6 flags
    flags="$(pkg-config --cflags "$pkg")"
    printf '#include <%s>\n#define %s\n#include "%s"\n' "$header" "$macro" "$shim" \
        | cc -x c -fsyntax-only -Werror $flags -I. -
    printf '#include <%s>\n%s\n' "$header" "$values" | cc -x c $flags -o "$tmp/real" -
    printf '#include "%s"\n%s\n' "$shim" "$values" | cc -x c $shim_flags -I. -o "$tmp/shim" -
    if ! diff <("$tmp/real") <("$tmp/shim") >/dev/null; then
        echo "$shim: types or constants differ from $pkg $(pkg-config --modversion "$pkg")'s" >&2
        exit 1
    fi
}

check Sources/CPango/shim.h pango/pangocairo.h pangocairo SHOJI_PANGO_FUNCTIONS_ONLY "$(pkg-config --cflags cairo)" \
'#include <stdio.h>
#include <stddef.h>
#include <string.h>
int main(void) {
    printf("%d %zu %zu %zu\n", PANGO_SCALE, sizeof(PangoRectangle), offsetof(PangoRectangle, width), sizeof(PangoWeight));
    printf("%d %d %d %d\n", PANGO_WEIGHT_NORMAL, PANGO_WEIGHT_MEDIUM, PANGO_WEIGHT_BOLD, PANGO_WEIGHT_HEAVY);
    printf("%d %d %d\n", PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT);
    printf("%d %d %d %d\n", PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR, PANGO_ELLIPSIZE_END);
    printf("%zu %zu %zu %zu %zu\n", sizeof(GSList), offsetof(GSList, next), sizeof(PangoLayoutLine), offsetof(PangoLayoutLine, runs),
           offsetof(PangoGlyphItem, item));
    printf("%zu %zu %zu %zu %zu\n", sizeof(PangoGlyphItem), sizeof(PangoItem), offsetof(PangoItem, analysis), sizeof(PangoAnalysis),
           offsetof(PangoAnalysis, font));
    PangoLogAttr a = {0}; a.is_cursor_position = 1; a.is_word_start = 1; a.is_word_end = 1; a.is_white = 1;
    a.backspace_deletes_character = 1; unsigned int bits; memcpy(&bits, &a, sizeof bits);
    printf("%zu %u\n", sizeof(PangoLogAttr), bits);
    printf("%zu %zu %zu %zu %zu\n", sizeof(PangoGlyphInfo), offsetof(PangoGlyphInfo, attr), sizeof(PangoGlyphString),
           offsetof(PangoGlyphString, log_clusters), sizeof(PangoGlyphGeometry));
    PangoGlyphVisAttr v = {0}; v.is_cluster_start = 1; unsigned int vbits = 0; memcpy(&vbits, &v, sizeof v);
    printf("%zu %u %d\n", sizeof(PangoGlyphVisAttr), vbits, PANGO_SHAPE_ROUND_POSITIONS);
    return 0;
}'
echo "Sources/CPango/shim.h matches Pango $(pkg-config --modversion pangocairo)"

check Sources/CDBus/shim.h dbus/dbus.h dbus-1 SHOJI_DBUS_FUNCTIONS_ONLY "" \
'#include <stdio.h>
#include <stddef.h>
int main(void) {
    printf("%zu %zu %zu %zu\n", sizeof(DBusError), offsetof(DBusError, padding1), sizeof(DBusMessageIter), offsetof(DBusMessageIter, pad3));
    printf("%zu %zu %zu %zu\n", sizeof(dbus_bool_t), sizeof(DBusWatchFlags), sizeof(DBusDispatchStatus), sizeof(DBusHandlerResult));
    printf("%d %d %d %d\n", DBUS_WATCH_READABLE, DBUS_WATCH_WRITABLE, DBUS_WATCH_ERROR, DBUS_WATCH_HANGUP);
    printf("%d %d %d\n", DBUS_DISPATCH_DATA_REMAINS, DBUS_DISPATCH_COMPLETE, DBUS_DISPATCH_NEED_MEMORY);
    printf("%d %d %d\n", DBUS_HANDLER_RESULT_HANDLED, DBUS_HANDLER_RESULT_NOT_YET_HANDLED, DBUS_HANDLER_RESULT_NEED_MEMORY);
    printf("%d %d %d %d %d\n", DBUS_MESSAGE_TYPE_INVALID, DBUS_MESSAGE_TYPE_METHOD_CALL, DBUS_MESSAGE_TYPE_METHOD_RETURN,
           DBUS_MESSAGE_TYPE_ERROR, DBUS_MESSAGE_TYPE_SIGNAL);
    return 0;
}'
# Every trampoline resolved: a program that looks each name up in the library the shim loads.
names=$(grep -oE '^SHOJI_DBUS\([^,]+, *[a-z_]+' Sources/CDBus/shim.h | sed -E 's/.*, *//')
{
    echo '#include "Sources/CDBus/shim.h"'
    echo 'int main(void) { int missing = 0; const char *why = 0;'
    echo '    if (!shoji_dbus_load(&why)) { printf("%s\n", why); return 1; }'
    for n in $names; do echo "    if (!dlsym(shoji_dbus_handle(), \"$n\")) { printf(\"no $n\\n\"); missing++; }"; done
    echo '    return missing != 0; }'
} | cc -x c -Wall -Wextra -Werror -Wno-unused-function -I. -o "$tmp/resolve" -
"$tmp/resolve"
echo "Sources/CDBus/shim.h matches libdbus $(pkg-config --modversion dbus-1) ($(echo $names | wc -w) functions)"
