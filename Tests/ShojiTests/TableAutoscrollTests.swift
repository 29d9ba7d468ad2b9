import Testing
@testable import Shoji

/// A drag held near the top or bottom edge of a table scrolls its rows, on the manual clock: within a
/// band a row tall (24 points) the speed grows from nothing at the band's inner edge to 960 points a
/// second at the edge, so the numbers below are exact (a frame is 1/60 s).
@MainActor
@Suite("Table autoscroll during a drag", .serialized)
struct TableAutoscrollTests {
    let rig = Rig(size: Size(400, 600))
    let rows = DropRows()
    let table = TableView(frame: Rect(0, 0, 400, 600))
    let tracker: DropTracker

    init() {
        table.columns = [TableColumn(identifier: "word", title: "Word", width: 150)]
        table.dataSource = rows
        table.registerForDraggedTypes([.text])
        rig.window.addSubview(table)
        rig.layout()
        // A drag of text from another program: autoscroll serves any drag, not only a reorder.
        tracker = DropTracker(screen: rig.screen, types: [.text])
    }

    /// The rows' scroll offset: -26 at the top (the header's inset), 1,800 at the end (100 rows of 24
    /// in 600 points).
    var offset: Double { table.contentOffset.y }

    @Test("In the bottom band the rows scroll at a speed set by the depth: 480 pt/s halfway in, 800 pt/s nearer")
    func scrollsFasterNearerTheEdge() {
        #expect(offset == -26)
        #expect(tracker.move(to: Point(100, 588)), "12 points into the band: half speed")
        #expect(table.dropTarget == TableDropTarget(row: 23, operation: .on))
        rig.advance(0.25)
        #expect(offset == -26 + 120, "480 pt/s × 0.25 s")
        // The pointer did not move, the rows did: the drop place is the row now under it.
        #expect(table.dropTarget == TableDropTarget(row: 28, operation: .on))
        #expect(tracker.move(to: Point(100, 596)), "20 points in: 5/6 of 960")
        rig.advance(0.25)
        #expect(offset == 94 + 200, "800 pt/s × 0.25 s")
        tracker.exit()
    }

    @Test("Leaving the band or ending the drag stops the scrolling; above the band nothing scrolls")
    func stopsOutsideTheBandAndAtTheEnd() {
        #expect(tracker.move(to: Point(100, 575)), "1 point above the band")
        rig.advance(0.5)
        #expect(offset == -26 && table.autoscroll == nil)
        _ = tracker.move(to: Point(100, 590))
        rig.advance(0.25)
        #expect(offset == -26 + 140, "560 pt/s × 0.25 s")
        _ = tracker.move(to: Point(100, 300))
        rig.advance(0.5)
        #expect(offset == 114 && table.autoscroll == nil, "the pointer left the band")
        _ = tracker.move(to: Point(100, 590))
        rig.advance(0.25)
        #expect(offset == 254)
        tracker.exit()
        rig.advance(0.5)
        #expect(offset == 254 && table.autoscroll == nil && table.dropTarget == nil, "the drag left: no more scrolling")
        _ = tracker.move(to: Point(100, 590))
        rig.advance(0.25)
        #expect(tracker.drop(PasteboardContent(text: "x"), at: Point(100, 590)))
        let dropped = offset
        rig.advance(0.5)
        #expect(offset == dropped && table.autoscroll == nil, "the drop ended it")
    }

    @Test("The rows stop at their end and at their start; the top band scrolls up, under the header too")
    func clampedAtTheEnds() {
        _ = tracker.move(to: Point(100, 599))
        rig.advance(5)
        #expect(offset == 1800 && table.autoscroll == nil, "stopped at the last row, not past it")
        _ = tracker.move(to: Point(100, 598))
        #expect(table.autoscroll == nil && !rig.screen.animator.isAnimating, "at the end, a move in the band starts nothing")
        _ = tracker.move(to: Point(100, 26 + 6))
        rig.advance(0.5)
        #expect(offset == 1800 - 360, "18 points into the top band: 720 pt/s up")
        _ = tracker.move(to: Point(100, 10))
        rig.advance(0.25)
        #expect(offset == 1440 - 240, "over the header: full speed")
        rig.advance(5)
        #expect(offset == -26 && table.autoscroll == nil, "stopped at the first row")
        tracker.exit()
    }
}
