# The Tk peer for the external probe (bench/probe): the same grid of 200 labelled buttons as the raw C
# program, in a 1280x800 window. Run with `wish grid.tcl` by `make bench-peers`.
wm title . "Tk grid"
wm geometry . 1280x800+0+0
for {set i 0} {$i < 200} {incr i} {
    button .b$i -text "Item $i" -font {{DejaVu Sans} 9} -padx 0 -pady 0
    place .b$i -x [expr {int(8 + ($i % 20) * 63.5)}] -y [expr {8 + ($i / 20) * 79}] -width 56 -height 70
}
