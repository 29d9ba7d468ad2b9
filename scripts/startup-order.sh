#!/usr/bin/env bash
# Writes scripts/startup.order: the symbols of every function the release demo and shoji-grid run from
# exec until they are idle, one a line. `make release` links them together at the front of the program's
# text (lld's --symbol-ordering-file), so start-up touches a few megabytes of the program file instead of
# pages scattered over all ten (BENCHMARKS.md, "What the benchmarks changed"). Run it again after larger
# changes to what start-up does; a stale list is harmless, only less tight.
#
#   scripts/startup-order.sh      (needs a release build: make release; installs valgrind when missing)
#
# Each program runs once under callgrind on an Xvfb of its own, until its start-up trace says its first
# frame is up and eight more seconds have passed (the work queued after the first frame: network monitor,
# font check; callgrind runs the program some fifty times slower), then gets SIGTERM. Callgrind lists
# every function that ran, by its symbol. SwiftPM does not see the list as an input, so the programs are
# removed at the end for the next `make release` to link them again.
set -euo pipefail
cd "$(dirname "$0")/.."
out=scripts/startup.order
programs=(.build/release/shoji-demo .build/release/shoji-grid)
for p in "${programs[@]}"; do
    [ -x "$p" ] || { echo "startup-order: $p is missing; run make release first" >&2; exit 2; }
done
if ! command -v valgrind >/dev/null; then
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind >/dev/null
fi

work=$(mktemp -d)
xvfb=""
cleanup() { [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

# Xvfb picks a free display itself and writes its number to the pipe (no guessing of /tmp names).
exec 3< <(exec Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp 2>/dev/null)
xvfb=$!
read -r -t 10 -u 3 display || { echo "startup-order: Xvfb did not start" >&2; exit 3; }
export DISPLAY=":$display"

for p in "${programs[@]}"; do
    name=$(basename "$p")
    trace="$work/$name.trace"
    SHOJI_STARTUP_TRACE="$trace" valgrind -q --tool=callgrind --demangle=no \
        --callgrind-out-file="$work/$name.callgrind" "$p" >/dev/null 2>"$work/$name.err" &
    pid=$!
    for _ in $(seq 600); do [ -s "$trace" ] && break; sleep 0.1; done
    grep -qs 'finished' "$trace" || { echo "startup-order: $name never showed its first frame" >&2; kill "$pid"; exit 1; }
    sleep "${STARTUP_ORDER_SETTLE:-8}"
    kill -TERM "$pid"; wait "$pid" || true
done

# Every function callgrind saw run inside the program itself (not in the shared libraries), first the
# demo's then the grid's extras, each sorted (so that a new list differs from the old only where start-up
# does). Callgrind names each function once per file with an id, "fn=(12) name",
# and later by id alone; "'2" marks a recursive call. Nameless addresses cannot be ordered and are dropped.
python3 - "$work" "${programs[@]}" > "$out.new" <<'EOF'
import re, sys
work, programs = sys.argv[1], sys.argv[2:]
seen, order = set(), []
ours = []
pattern = re.compile(r"(c?ob|c?fn)=\((\d+)\)(?: (.*))?")
for program in programs:
    name = program.rsplit("/", 1)[-1]
    objects, functions, current = {}, {}, None
    for line in open(f"{work}/{name}.callgrind", errors="replace"):
        m = pattern.match(line.rstrip("\n"))
        if not m:
            continue
        kind, ident, text = m.groups()
        table = objects if kind.endswith("ob") else functions
        if text:
            table[ident] = text
        if kind == "ob":
            current = objects.get(ident)
        elif kind == "fn" and current and current.endswith("/" + name):
            symbol = re.sub(r"'\d+$", "", functions[ident])
            if not symbol.startswith("0x") and symbol not in seen:
                seen.add(symbol)
                ours.append(symbol)
    order += sorted(ours)
    ours = []
print("\n".join(order))
EOF
mv "$out.new" "$out"
rm -f "${programs[@]}"
echo "startup-order: $(wc -l < "$out") symbols in $out" >&2
