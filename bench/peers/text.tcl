# The Tk peer for the typing latency (bench/probe --key): a 1280x800 window filled by a text widget holding
# the bench's 10,000 lines ("Line N: the quick brown fox jumps over the lazy dog", N = 1...10000), the
# insertion cursor at the start, focused, not blinking (-insertofftime 0). Run with `wish text.tcl` by
# `make bench-peers`. It reads the variables shoji-bench-textview and text_gtk3.c read, and makes byte for
# byte the same text from them: SHOJI_BENCH_LINES (how many lines or paragraphs), SHOJI_BENCH_HEAD (before
# every line; the cursor then after its first character), SHOJI_BENCH_TAIL (after every line),
# SHOJI_BENCH_PARAGRAPHS=1 (that many wrapped paragraphs of ~650 characters), SHOJI_BENCH_LONG_LINE=1 (one
# paragraph of 1,000,000 ASCII characters, the pangram repeated, no line break), SHOJI_BENCH_ALIGN=center
# or right (every paragraph centred or right-aligned); SHOJI_BENCH_DUMP=1 prints the text and the cursor's
# offset and stops (TypingTextTests compares the three).
wm title . "Tk text"
wm geometry . 1280x800+0+0
text .t -wrap word -insertofftime 0 -undo 1
# A variable's bytes read as UTF-8 whatever the locale (under LANG=C Tcl would read them as Latin-1).
proc env {name {default ""}} {
    if {![info exists ::env($name)]} { return $default }
    encoding convertfrom utf-8 [encoding convertto [encoding system] $::env($name)]
}
set count [env SHOJI_BENCH_LINES 10000]
set head [env SHOJI_BENCH_HEAD]
set tail [env SHOJI_BENCH_TAIL]
if {[env SHOJI_BENCH_LONG_LINE] eq "1"} {
    set s [string repeat "the quick brown fox jumps over the lazy dog " 22728]
    .t insert 1.0 [string range $s 0 999999]
} elseif {[env SHOJI_BENCH_PARAGRAPHS] eq "1"} {
    set sentence "the quick brown fox jumps over the lazy dog, and a sphinx of black quartz judges my vow. "
    set paragraphs {}
    for {set i 1} {$i <= $count} {incr i} { lappend paragraphs "Paragraph $i: [string repeat $sentence 7]" }
    .t insert 1.0 [join $paragraphs "\n"]
} else {
    set lines {}
    for {set i 1} {$i <= $count} {incr i} { lappend lines "${head}Line $i: the quick brown fox jumps over the lazy dog$tail" }
    .t insert 1.0 [join $lines "\n"]
}
set align [env SHOJI_BENCH_ALIGN]
if {$align eq "center" || $align eq "right"} {
    # Tk justifies a display line by the tags of its first character, and a character typed before the
    # first takes no tag (there is none before it): the key's own binding tags it, after the Text class
    # binding has inserted it (Tk then redraws the line once, at idle, as for any key).
    .t tag configure aligned -justify $align
    .t tag add aligned 1.0 end
    bindtags .t [list .t Text Aligned . all]
    bind Aligned <KeyPress> { %W tag add aligned "insert linestart" "insert lineend" }
}
.t mark set insert [expr {$head ne "" ? "1.1" : "1.0"}]
if {[env SHOJI_BENCH_DUMP] eq "1"} {
    fconfigure stdout -translation binary
    set justify [expr {$align eq "center" || $align eq "right" ? [.t tag cget aligned -justify] : "left"}]
    puts -nonewline stdout [encoding convertto utf-8 "[.t get 1.0 end-1c]\n--caret [.t count -chars 1.0 insert] align $justify\n"]
    exit 0
}
.t see insert
pack .t -fill both -expand 1
focus .t
