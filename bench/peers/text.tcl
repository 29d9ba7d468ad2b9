# The Tk peer for the typing latency (bench/probe --key): a 1280x800 window filled by a text widget holding
# the bench's 10,000 lines ("Line N: the quick brown fox jumps over the lazy dog", N = 1...10000), the
# insertion cursor at the start, focused, not blinking (-insertofftime 0). Run with `wish text.tcl` by
# `make bench-peers`. SHOJI_BENCH_LONG_LINE=1: one paragraph of 1,000,000 ASCII characters instead (the
# pangram repeated, no line break), as shoji-bench-textview and text_gtk3.c read it.
wm title . "Tk text"
wm geometry . 1280x800+0+0
text .t -wrap word -insertofftime 0 -undo 1
if {[info exists ::env(SHOJI_BENCH_LONG_LINE)] && $::env(SHOJI_BENCH_LONG_LINE) eq "1"} {
    set s [string repeat "the quick brown fox jumps over the lazy dog " 22728]
    .t insert 1.0 [string range $s 0 999999]
} else {
    set lines {}
    for {set i 1} {$i <= 10000} {incr i} { lappend lines "Line $i: the quick brown fox jumps over the lazy dog" }
    .t insert 1.0 [join $lines "\n"]
}
.t mark set insert 1.0
.t see insert
pack .t -fill both -expand 1
focus .t
