#!/usr/bin/env bash
# make test: every stage, each one timed, and a table of the times at the end (the budget is 15 minutes from a
# fresh clone on 2 cores, the packages' installation aside). Stops at the first stage that fails.
#
# The build and the headless tests come first. Then two lanes run at once, because the end-to-end tests mostly
# wait (on the demo under their own Xvfb) while the checks beside them mostly compute:
#   lane 1: the examples as an outside package, then the end-to-end suites (which run the examples too);
#   lane 2: the TSan smoke, the C declarations, ARCHITECTURE.md against the tree, the docs, the fuzz smoke.
# Each lane's output is printed whole when it ends, so the two never interleave.
set -uo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
MAKE=${MAKE:-make}
export SWIFT MAKE
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT
total0=$(date +%s%3N)
secs_since() { local ms=$(( $(date +%s%3N) - $1 )); printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100)); }
table() {
    echo "── make test, seconds a stage:"
    cat "$log"/times 2>/dev/null
    printf '   %7s  in all\n' "$(secs_since "$total0")"
}
# stage NAME COMMAND...: runs it, appends its time to the table; false when it failed.
stage() {
    local name=$1; shift
    echo "── $name: $*"
    local t0; t0=$(date +%s%3N)
    "$@"; local rc=$?
    printf '   %7s  %s%s\n' "$(secs_since "$t0")" "$name" "$([ $rc -eq 0 ] || echo " (FAILED, exit $rc)")" >>"$log/times"
    return $rc
}
must() { stage "$@" || { table; echo "make test: stage '$1' failed" >&2; exit 1; }; }

# The headless tests in two processes at once: nearly all of them run on the main actor, one at a time, so one
# process keeps one core busy. The text layouts' equivalence suites (ShojiCairoTests) and the benchmark
# harness's go in one, the rest in the other (about two minutes each). Each prints whole when both end.
headless() {
    local tests=.build/debug/ShojiPackageTests.xctest first='ShojiCairoTests|BenchTests'
    "$tests" --testing-library swift-testing --filter "$first" >"$log/headless-a" 2>&1 & local a=$!
    "$tests" --testing-library swift-testing --skip "$first" --skip EndToEnd >"$log/headless-b" 2>&1 & local b=$!
    local rc=0
    wait $a || rc=1
    wait $b || rc=1
    cat "$log/headless-a" "$log/headless-b"
    return $rc
}
e2e() { scripts/e2e.sh 2>&1 | tee "$log/e2e"; return "${PIPESTATUS[0]}"; }

must "packages (installed when missing)" scripts/deps.sh
must "build, with the tests" $SWIFT build --build-tests
must "the benchmarks' C programs" $MAKE --no-print-directory bench-c
must "headless tests (logic, pixels, the demo headless)" headless

lane1() {
    stage "lane 1: the examples as an outside package" $MAKE --no-print-directory examples &&
    stage "lane 1: end to end under Xvfb (three processes)" e2e
}
lane2() {
    stage "lane 2: thread sanitizer smoke" $MAKE --no-print-directory tsan &&
    stage "lane 2: C declarations against the headers" $MAKE --no-print-directory check-shims &&
    stage "lane 2: the map (ARCHITECTURE.md) against the tree" scripts/check-architecture.sh &&
    stage "lane 2: a headless program links no Xlib itself" scripts/check-headless-links.sh &&
    stage "lane 2: documentation (DocC, no warning, every public symbol)" $MAKE --no-print-directory docs-check &&
    stage "lane 2: fuzz smoke" $MAKE --no-print-directory fuzz-smoke
}
t1=$(date +%s%3N)
lane1 >"$log/lane1" 2>&1 & p1=$!
lane2 >"$log/lane2" 2>&1 & p2=$!
rc=0
wait $p2 || rc=1
echo "══ lane 2 (checks), its output:"; cat "$log/lane2"
wait $p1 || rc=1
echo "══ lane 1 (examples, end to end), its output:"; cat "$log/lane1"
printf '   %7s  %s\n' "$(secs_since "$t1")" "both lanes, wall" >>"$log/times"
table
[ $rc -eq 0 ] || { echo "make test: a stage failed (FAILED in the table above)" >&2; exit 1; }
# One closing line for the whole run, counted from the runners' own summaries.
h=$(cat "$log"/headless-a "$log"/headless-b | sed -nE 's/.*Test run with ([0-9]+) tests?.*/\1/p' | awk '{ s += $1 } END { print s }')
e=$(sed -nE 's/^e2e: ([0-9]+) passed.*/\1/p' "$log/e2e" | tail -1)
echo "make test: $(( ${h:-0} + ${e:-0} )) passed, 0 failed"
