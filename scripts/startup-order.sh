#!/usr/bin/env bash
# Writes the two lists `make release` lays out the program's code by, so that start-up touches a few
# megabytes of the program file instead of pages scattered over all ten (BENCHMARKS.md, "What the
# benchmarks changed"):
#
# - scripts/startup.order: the symbols of every function the release demo and shoji-grid run from exec
#   until they are idle, one a line (lld's --symbol-ordering-file puts them first, together);
# - scripts/startup.ld: the functions among them that have no symbol at all (closures' context
#   destructors and other code LLVM names with a private label, `.text..Lobjectdestroy.2`), by object file
#   and section, in a linker script that puts them in an output section of their own just before .text.
#
# Run it again after larger changes to what start-up does; a stale list is harmless, only less tight.
#
#   scripts/startup-order.sh      (needs a release build: make release; installs valgrind when missing)
#
# Each program is linked again into a private folder as SwiftPM linked it (its command from
# .build/release.yaml), with a link map and without the last scripts/startup.ld. That copy runs once under callgrind on an Xvfb of its own, until
# its start-up trace says its first frame is up and eight more seconds have passed (the work queued after
# the first frame: network monitor, font check; callgrind runs the program some fifty times slower), then
# gets SIGTERM. Callgrind lists every function that ran, by symbol or, for those without one, by address,
# which the link map turns into the object file and section it came from. SwiftPM does not see either list
# as an input, so the programs are removed at the end for the next `make release` to link them again.
set -euo pipefail
cd "$(dirname "$0")/.."
names=(shoji-demo shoji-grid)
for name in "${names[@]}"; do
    [ -x ".build/release/$name" ] || { echo "startup-order: .build/release/$name is missing; run make release first" >&2; exit 2; }
done
if ! command -v valgrind >/dev/null; then
    sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends valgrind >/dev/null
fi

work=$(mktemp -d)
xvfb=""
cleanup() { [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null; [ -n "${STARTUP_ORDER_KEEP:-}" ] || rm -rf "$work"; }
trap cleanup EXIT

# The link commands, replayed with the output in the private folder and a link map beside it.
for name in "${names[@]}"; do
    python3 - "$name" "$work" <<'EOF'
import json, subprocess, sys
name, work = sys.argv[1], sys.argv[2]
lines = open(".build/release.yaml").read().split("\n")
marker = f'description: "Linking ./.build/x86_64-unknown-linux-gnu/release/{name}"'
index = next((i for i, l in enumerate(lines) if l.strip() == marker), None)
if index is None or not lines[index + 1].strip().startswith("args:"):
    sys.exit(f"startup-order: no link command for {name} in .build/release.yaml")
args = json.loads(lines[index + 1].strip()[len("args:"):])
args[args.index("-o") + 1] = f"{work}/{name}"
# Without the linker script of the last run: moved before .text, the functions without a symbol would be
# taken by callgrind for the symbol before them, and drop out of the new list.
for i in range(len(args) - 3, -1, -1):
    if args[i:i + 3] == ["-Xlinker", "-T", "-Xlinker"]:
        del args[i:i + 4]
subprocess.run(args + ["-Xlinker", f"-Map={work}/{name}.map"], check=True)
EOF
done

# Xvfb picks a free display itself and writes its number to the pipe (no guessing of /tmp names).
exec 3< <(exec Xvfb -displayfd 1 -screen 0 1280x800x24 -nolisten tcp 2>/dev/null)
xvfb=$!
read -r -t 10 -u 3 display || { echo "startup-order: Xvfb did not start" >&2; exit 3; }
export DISPLAY=":$display"

for name in "${names[@]}"; do
    trace="$work/$name.trace"
    SHOJI_ASSETS="$PWD/assets" SHOJI_STARTUP_TRACE="$trace" valgrind -q --tool=callgrind --demangle=no \
        --callgrind-out-file="$work/$name.callgrind" "$work/$name" >/dev/null 2>"$work/$name.err" &
    pid=$!
    for _ in $(seq 600); do [ -s "$trace" ] && break; sleep 0.1; done
    grep -qs 'finished' "$trace" || { echo "startup-order: $name never showed its first frame" >&2; kill "$pid"; exit 1; }
    # What ran to the first frame, apart from what ran after it (the dump is $name.callgrind.1; the rest
    # goes to $name.callgrind at the end).
    callgrind_control -d "$pid" >/dev/null 2>&1
    sleep "${STARTUP_ORDER_SETTLE:-8}"
    kill -TERM "$pid"; wait "$pid" || true
done

# Every function callgrind saw run inside the program itself (not in the shared libraries): first what
# the grid ran to its first frame, then the demo's extras to its first frame, then what either ran after
# it, each part sorted (so that a new list differs from the old only where start-up does). So each
# program's first frame touches one block, the grid's a smaller one inside the demo's: this kernel maps
# 64 KB of the file around every page touched, and an alphabetical mix of both programs' code and of
# code run later spread the grid's first frame over pages it shares with code it never runs. Callgrind names each function once per file with an id, "fn=(12) name", and later by id alone;
# "'2" marks a recursive call; a function without a symbol is named by its address.
python3 - "$work" "${names[@]}" <<'EOF'
import re, sys
work, names = sys.argv[1], sys.argv[2:]
pattern = re.compile(r"(c?ob|c?fn)=\((\d+)\)(?: (.*))?")
symbols, sections = [], []
# The grid (the smaller program) first: names are given demo first.
parts = [(name, ".1") for name in reversed(names)] + [(name, "") for name in reversed(names)]
for name, part in parts:
    objects, functions, current, named, addresses = {}, {}, None, set(), set()
    for line in open(f"{work}/{name}.callgrind{part}", errors="replace"):
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
            (addresses.add(int(symbol, 16)) if symbol.startswith("0x") else named.add(symbol))
    symbols += sorted(named - set(symbols))
    # The link map: "VMA LMA Size Align Out In Symbol", an input section's line ending in "file:(section)".
    inputs = []
    for line in open(f"{work}/{name}.map"):
        fields = line.split()
        if len(fields) >= 5 and ":(" in fields[4]:
            try:
                inputs.append((int(fields[0], 16), int(fields[2], 16), fields[4]))
            except ValueError:
                pass
    inputs.sort()
    starts = [a for a, _, _ in inputs]
    import bisect
    for address in sorted(addresses):
        i = bisect.bisect_right(starts, address) - 1
        if i < 0 or address >= inputs[i][0] + inputs[i][1]:
            continue
        path, section = inputs[i][2].rsplit(":(", 1)
        section = section[:-1]
        # Only our own objects' private-label sections: the libraries' code is ordered by symbol, and an
        # archive's whole .text is no single function to move.
        m = re.search(r"/([^/]+\.build/[^/]+\.o)$", path)
        if m and section.startswith(".text..L"):
            entry = f"    */{m.group(1)}({section})"
            if entry not in sections:
                sections.append(entry)
open("scripts/startup.order.new", "w").write("\n".join(symbols) + "\n")
open("scripts/startup.ld.new", "w").write(
    "/* Made by scripts/startup-order.sh: start-up functions without a symbol, put before .text. */\n"
    "SECTIONS {\n  .text.startup : {\n" + "\n".join(sections) + "\n  }\n} INSERT BEFORE .text;\n")
print(f"startup-order: {len(symbols)} symbols in scripts/startup.order, "
      f"{len(sections)} sections in scripts/startup.ld", file=sys.stderr)
EOF
mv scripts/startup.order.new scripts/startup.order
mv scripts/startup.ld.new scripts/startup.ld
rm -f "${names[@]/#/.build/release/}"
