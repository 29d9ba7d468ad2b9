#!/usr/bin/env bash
# make test: every stage in turn, each one timed, and a table of the times at the end (the target is 15 minutes
# from a fresh clone on 2 cores, the packages' installation aside). Stops at the first stage that fails.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
MAKE=${MAKE:-make}
names=() secs=()
total0=$(date +%s%3N)
secs_since() { local ms=$(( $(date +%s%3N) - $1 )); printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100)); }
table() {
    echo "── make test, seconds a stage:"
    for i in "${!names[@]}"; do printf '   %7s  %s\n' "${secs[i]}" "${names[i]}"; done
    printf '   %7s  in all\n' "$(secs_since "$total0")"
}
stage() {
    local name=$1; shift
    echo "── $name: $*"
    local t0; t0=$(date +%s%3N)
    "$@"; local rc=$?
    names+=("$name"); secs+=("$(secs_since "$t0")")
    if [ $rc -ne 0 ]; then table; echo "make test: stage '$name' failed (exit $rc)" >&2; exit $rc; fi
}
stage "packages (installed when missing)" scripts/deps.sh
stage "build, with the tests" $SWIFT build --build-tests
stage "the benchmarks' C programs" $MAKE --no-print-directory bench-c
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT
headless() { set -o pipefail; $SWIFT test --skip-build --skip EndToEnd 2>&1 | tee "$log/headless"; }
stage "headless tests (logic, pixels, the demo headless)" headless
stage "thread sanitizer on the task queue" $MAKE --no-print-directory tsan
stage "C declarations against the headers" $MAKE --no-print-directory check-shims
stage "the map (ARCHITECTURE.md) against the tree" scripts/check-architecture.sh
stage "documentation (DocC, no warning, every public symbol)" $MAKE --no-print-directory docs-check
stage "the examples as an outside package" $MAKE --no-print-directory examples
stage "fuzz smoke" $MAKE --no-print-directory fuzz-smoke
e2e() { set -o pipefail; scripts/e2e.sh 2>&1 | tee "$log/e2e"; }
stage "end to end under Xvfb (shards at once)" e2e
table
# One closing line for the whole run, counted from the runners' own summaries.
h=$(grep -Eo 'Test run with [0-9]+ tests?' "$log/headless" | grep -Eo '[0-9]+' | tail -1)
e=$(grep -Eo '^e2e: [0-9]+ passed' "$log/e2e" | grep -Eo '[0-9]+' | head -1)
echo "make test: $(( ${h:-0} + ${e:-0} )) passed, 0 failed"
