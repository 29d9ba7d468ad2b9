# Tk's peer of the table rows (make bench-peers): a 1280x800 window filled by a ttk::treeview of TABLE_ROWS
# rows (1,000,000 by default) and 4 columns (Name 300, Size 120, Kind 160, Modified 200), extended selection,
# as shoji-bench-table shows. Tk has no virtual model: every row is an item the widget holds, inserted at
# start. The two orders are made at start too (the item lists), so that a click on the Name header only hands
# the widget the other order ("the app's sort" is nothing); Ctrl+A selects every item (Tk binds no select-all).
set n [expr {[info exists env(TABLE_ROWS)] ? $env(TABLE_ROWS) : 1000000}]
wm title . "Tk table"
wm geometry . 1280x800+0+0
ttk::treeview .t -columns {size kind date} -selectmode extended -yscrollcommand {.s set}
ttk::scrollbar .s -command {.t yview}
.t heading #0 -text Name -command sortByName
.t heading size -text Size
.t heading kind -text Kind
.t heading date -text Modified
.t column #0 -width 300 -stretch 0
.t column size -width 120 -anchor e -stretch 0
.t column kind -width 160 -stretch 0
.t column date -width 200 -stretch 1
pack .s -side right -fill y
pack .t -fill both -expand 1
for {set i 0} {$i < $n} {incr i} {
    set r [expr {$i + 10000000}]
    .t insert {} end -id $i -text "file-$r.txt" -values [list "[expr {$r % 9973}] KB" Text "2024-05-[expr {$r % 28 + 1}] 12:00"]
}
set ascending [.t children {}]
set descending [lreverse $ascending]
set isDescending 0
proc sortByName {} {
    global ascending descending isDescending
    set isDescending [expr {!$isDescending}]
    .t children {} [expr {$isDescending ? $descending : $ascending}]
}
bind .t <Control-a> {.t selection set $ascending}
focus .t
