#!/bin/bash
# The libFuzzer drivers (Fuzz/Sources), built instrumented and run. Fuzz/README.md says what each covers.
#
#   Fuzz/fuzz.sh build                   build every driver (.build-fuzz, git-ignored)
#   Fuzz/fuzz.sh run SECONDS [TARGET..]  fuzz each target for SECONDS, carrying on past findings; fails if any
#   Fuzz/fuzz.sh smoke SECONDS           replay every regression input, then fuzz each target SECONDS; stops at the first finding
#   Fuzz/fuzz.sh replay [TARGET..]       run every file in Fuzz/regressions/<target>/ once (each must pass)
#
# Each target starts from its committed seeds (Fuzz/corpus/<target>); what libFuzzer adds goes to
# .build-fuzz/corpus/<target>, findings to .build-fuzz/findings/<target>/ (copy a finding to
# Fuzz/regressions/<target>/ once it is understood, and fix it), the log to .build-fuzz/{fork,once}-<target>.log.
set -u
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SCRATCH=.build-fuzz
ALL="recording json options png screen transfer xdnd xsettings"
# Leaks are the soak's business (see flags); Swift's own crash handler is off so that AddressSanitizer's report,
# with its stack, is what a finding prints.
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export SWIFT_BACKTRACE="enable=no"

product() {
    case $1 in
        recording) echo FuzzRecording ;; json) echo FuzzJSON ;; options) echo FuzzOptions ;;
        png) echo FuzzPNG ;; screen) echo FuzzScreen ;; transfer) echo FuzzTransfer ;; xdnd) echo FuzzXdnd ;; xsettings) echo FuzzXSettings ;; *) echo "fuzz.sh: unknown target '$1' (one of: $ALL)" >&2; exit 2 ;;
    esac
}

# What every target is held to, then each one's own: inputs no longer than a real one needs to be, the
# words of their formats (Fuzz/dict) for the text ones, and for
# images no single allocation of more than 512 MB (a PNG that asks for that is a finding, not a picture).
# Leaks are the soak's business: ASAN_OPTIONS above turns LeakSanitizer off (Pango and fontconfig keep
# caches for the process's life, which it would report on every input).
flags() {
    local common="-timeout=10 -rss_limit_mb=2048 -print_final_stats=1"
    case $1 in
        recording) echo "$common -max_len=4096 -dict=Fuzz/dict/recording.dict" ;;
        json) echo "$common -max_len=1024 -dict=Fuzz/dict/recording.dict" ;;
        options) echo "$common -max_len=256 -dict=Fuzz/dict/options.dict" ;;
        png) echo "$common -max_len=4096 -malloc_limit_mb=512" ;;
        screen) echo "$common -max_len=600" ;;
        transfer) echo "$common -max_len=1024" ;;
        xdnd) echo "$common -max_len=1024" ;;
        xsettings) echo "$common -max_len=4096" ;;
    esac
}

build() {
    # --sanitize=fuzzer tells SwiftPM that libFuzzer supplies `main`; the one -sanitize=fuzzer,address
    # after it is what the compiler keeps (two separate -sanitize flags: the last one wins, and
    # coverage would be lost). With SHOJI_FUZZ the package declares only the drivers and what they use
    # (Package.swift), so one build makes them all, in parallel.
    SHOJI_FUZZ=1 $SWIFT build --scratch-path $SCRATCH --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
        -Xswiftc -use-ld=lld || exit 1
    for t in $ALL; do [ -x "$(binary $t)" ] || { echo "fuzz.sh: the build made no $(binary $t)" >&2; exit 1; }; done
}

binary() { echo "$SCRATCH/debug/$(product $1)"; }

replay() {
    local failed=0 n=0
    for t in "$@"; do
        [ -d Fuzz/regressions/$t ] || continue
        for f in Fuzz/regressions/$t/*; do
            [ -f "$f" ] || continue
            n=$((n + 1))
            if ! "$(binary $t)" $(flags $t) -runs=1 "$f" > "$SCRATCH/replay.log" 2>&1; then
                echo "fuzz: FAIL $f"
                grep -m3 -E "ERROR|Fatal error|fuzz invariant|SUMMARY" "$SCRATCH/replay.log" | sed 's/^/    /'
                failed=$((failed + 1))
            fi
        done
    done
    echo "fuzz: $n regression inputs replayed, $failed failed"
    [ $failed -eq 0 ]
}

# run MODE SECONDS TARGET: MODE fork carries on past findings (libFuzzer's fork mode, one job at a time),
# MODE once stops at the first.
fuzz() {
    local mode=$1 seconds=$2 t=$3
    local corpus=$SCRATCH/corpus/$t findings=$SCRATCH/findings/$t log=$SCRATCH/$mode-$t.log
    # The smoke starts from the committed seeds alone, whatever earlier runs found: its time is fuzzing,
    # not replaying a grown corpus.
    if [ "$mode" = once ]; then corpus=$SCRATCH/smoke-corpus/$t; rm -rf "$corpus"; fi
    mkdir -p "$corpus" "$findings"
    local extra=""
    [ "$mode" = fork ] && extra="-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1"
    local before=$(ls "$findings" | wc -l)
    "$(binary $t)" $(flags $t) $extra -max_total_time="$seconds" -artifact_prefix="$findings/" \
        "$corpus" "Fuzz/corpus/$t" > "$log" 2>&1
    local status=$?
    local after=$(ls "$findings" | wc -l)
    # The executions: the last status line's "#N" (fork mode counts every job's).
    local runs=$(grep -oE '^#[0-9]+' "$log" | tail -1 | tr -d '#')
    local cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1)
    echo "fuzz: $t: ${runs:-0} executions in ${seconds} s, $cov, corpus $(ls "$corpus" | wc -l) new + $(ls Fuzz/corpus/$t | wc -l) seeds, $((after - before)) findings (log: $log)"
    if [ $status -ne 0 ] || [ $after -gt $before ]; then
        grep -m5 -E "ERROR: |Fatal error|fuzz invariant|SUMMARY|Test unit written" "$log" | sed 's/^/    /'
        return 1
    fi
}

cmd=${1:-}; shift || true
case $cmd in
    build) build ;;
    replay) replay ${@:-$ALL} ;;
    run)
        seconds=${1:-180}; shift || true
        failed=0
        for t in ${@:-$ALL}; do fuzz fork "$seconds" "$t" || failed=1; done
        exit $failed ;;
    smoke)
        seconds=${1:-10}
        failed=0
        replay $ALL || failed=1
        for t in $ALL; do fuzz once "$seconds" "$t" || failed=1; done
        exit $failed ;;
    *) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
