#!/usr/bin/env bash
# The end-to-end suites (Tests/EndToEnd) in SHARDS processes at once (default 3), each running its suites one at a
# time, then one closing line for them all: `e2e: N passed, M failed`.
#
# Why shards: an end-to-end test spends most of its time waiting for the demo under its own Xvfb (8 minutes of wall
# time took 1.5 minutes of CPU), and every test starts its own server and demo (`Xvfb -displayfd` picks a free
# display), so suites in different processes never meet. A suite's own tests stay in order (`.serialized`).
#
# Suites are dealt to the shards longest first (each to the shard with the least so far): a suite's weight is
# 4 s a test unless WEIGHTS below knows better (seconds measured in `make test`; a rough figure is enough).
#
#   scripts/e2e.sh [SHARDS]     needs the test bundle built (`swift build --build-tests`)
set -uo pipefail
cd "$(dirname "$0")/.."
shards=${1:-${E2E_SHARDS:-3}}
bundle=$(swift build --show-bin-path)/ShojiPackageTests.xctest
[ -x "$bundle" ] || { echo "e2e: no test bundle at $bundle (swift build --build-tests first)" >&2; exit 2; }
declare -A WEIGHTS=(
    [SmallWindowEndToEndTests]=200 [SoakTests]=36 [RefreshEndToEndTests]=25 [TransferEndToEndTests]=20
    [TextEndToEndTests]=19 [InputMethodEndToEndTests]=18 [SecondWindowEndToEndTests]=16 [WindowsEndToEndTests]=15
    [AccessibilityEndToEndTests]=15 [X11CitizenEndToEndTests]=13 [TextTransferEndToEndTests]=13
)
# Every test, as Swift Testing names it: EndToEnd.Suite/test(...).
list=$("$bundle" --testing-library swift-testing --list-tests 2>/dev/null | grep '^EndToEnd\.' || true)
[ -n "$list" ] || list=$(swift test list --skip-build 2>/dev/null | grep '^EndToEnd\.' || true)
[ -n "$list" ] || { echo "e2e: no end-to-end tests found in $bundle" >&2; exit 2; }
declare -A count=()
while IFS= read -r t; do s=${t#EndToEnd.}; s=${s%%/*}; count[$s]=$(( ${count[$s]:-0} + 1 )); done <<<"$list"
# Longest first, each to the lightest shard.
order=$(for s in "${!count[@]}"; do echo "$(( ${WEIGHTS[$s]:-$(( count[$s] * 4 ))} )) $s"; done | sort -rn)
declare -a load suites
for ((i = 0; i < shards; i++)); do load[i]=0; suites[i]=""; done
while read -r w s; do
    best=0
    for ((i = 1; i < shards; i++)); do [ "${load[i]}" -lt "${load[best]}" ] && best=$i; done
    load[best]=$(( load[best] + w )); suites[best]="${suites[best]:+${suites[best]}|}$s"
done <<<"$order"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pids=()
for ((i = 0; i < shards; i++)); do
    [ -n "${suites[i]}" ] || continue
    NO_COLOR=1 "$bundle" --testing-library swift-testing --filter "^EndToEnd\\.(${suites[i]})/" >"$dir/$i.log" 2>&1 &
    pids[i]=$!
done
status=0
passed=0 failed=0
for i in "${!pids[@]}"; do
    wait "${pids[i]}"; rc=$?
    echo "── e2e shard $((i + 1)) of $shards (${suites[i]//|/, }): exit $rc"
    cat "$dir/$i.log"
    [ $rc -eq 0 ] || status=1
    n=$(grep -Eo 'Test run with [0-9]+ tests?' "$dir/$i.log" | grep -Eo '[0-9]+' | tail -1)
    f=$(grep -Ec '^✘ Test "[^"]*"( with [0-9]+ test cases?)? failed after' "$dir/$i.log")
    if [ -z "$n" ]; then echo "e2e: shard $((i + 1)) ended without its summary (crashed?)"; status=1; f=$((f + 1)); n=0; fi
    passed=$((passed + n - f)); failed=$((failed + f))
done
echo "e2e: $passed passed, $failed failed"
exit $status
