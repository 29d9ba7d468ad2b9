#!/usr/bin/env bash
# Checks Shoji's own libdbus declarations (Sources/CDBus/shim.h) against the real libdbus headers:
# 1. its functions compile beside libdbus's declarations (a changed signature is a conflicting-types error);
# 2. its types and constants have the same sizes and values (two small programs print them; same output);
# 3. its trampolines compile on their own, warnings as errors, and every one of them finds its symbol in
#    the installed libdbus-1.so.3.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags="$(pkg-config --cflags dbus-1)"
printf '#include <dbus/dbus.h>\n#define SHOJI_DBUS_FUNCTIONS_ONLY\n#include "Sources/CDBus/shim.h"\n' \
    | cc -x c -fsyntax-only -Werror $flags -I. -
values='#include <stdio.h>
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
printf '#include <dbus/dbus.h>\n%s\n' "$values" | cc -x c $flags -o "$tmp/dbus" -
printf '#include "Sources/CDBus/shim.h"\n%s\n' "$values" | cc -x c -I. -o "$tmp/shim" -
if ! diff <("$tmp/dbus") <("$tmp/shim") >/dev/null; then
    echo "Sources/CDBus/shim.h: types or constants differ from libdbus $(pkg-config --modversion dbus-1)'s" >&2
    exit 1
fi
# Every trampoline resolved: a program that looks each name up in the library the shim loads.
names=$(grep -oE '^SHOJI_DBUS\([^,]+, *[a-z_]+' Sources/CDBus/shim.h | sed -E 's/.*, *//')
{
    echo '#include "Sources/CDBus/shim.h"'
    echo 'int main(void) { int missing = 0; const char *why = 0;'
    echo '    if (!shoji_dbus_load(&why)) { printf("%s\n", why); return 1; }'
    for n in $names; do echo "    if (!dlsym(shoji_dbus_handle(), \"$n\")) { printf(\"no $n\\n\"); missing++; }"; done
    echo '    (void)dbus_error_init; return missing != 0; }'
} | cc -x c -Wall -Wextra -Werror -Wno-unused-function -I. -o "$tmp/resolve" -
"$tmp/resolve"
echo "Sources/CDBus/shim.h matches libdbus $(pkg-config --modversion dbus-1) ($(echo $names | wc -w) functions)"
