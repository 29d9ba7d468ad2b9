import Testing
@testable import Shoji

/// A list of words the user may reorder: the model moves the rows the table asks it to.
@MainActor
final class ReorderRows: TableViewDataSource {
    var words = (0..<100).map { "w\($0)" }
    /// Every move the table asked for: the rows and the gap.
    var moves: [(IndexRangeSet, Int)] = []
    /// Whether the model takes moves (false: it refuses them, as a model that cannot reorder).
    var takesMoves = true
    func numberOfRows(in tableView: TableView) -> Int { words.count }
    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String { words[row] }
    func tableView(_ tableView: TableView, moveRowsAt rows: IndexRangeSet, to row: Int) -> Bool {
        moves.append((rows, row))
        guard takesMoves else { return false }
        words.move(fromOffsets: rows, toOffset: row)
        return true
    }
}

/// Rows reordered by a drag within the table, driven as the X host drives an in-program drag: a press
/// and moves past the threshold start the drag out of the table, a `DropTracker` over the same screen
/// carries it back to the table, and the session ends after the drop (or at Escape, without one).
@MainActor
@Suite("Table rows reordered by a drag", .serialized)
struct TableReorderTests {
    /// Starts every drag it is asked for, as the X host does while a press is held.
    final class Backend: DragBackend {
        var drags: [PasteboardContent] = []
        func beginDrag(_ content: PasteboardContent, from view: View) -> Bool { drags.append(content); return true }
    }
    let backend = Backend()
    let rig = Rig(size: Size(400, 600))
    let rows = ReorderRows()
    let table = TableView(frame: Rect(0, 0, 400, 600))

    init() {
        table.columns = [TableColumn(identifier: "word", title: "Word", width: 150)]
        table.dataSource = rows
        table.selectionMode = .multiple
        table.allowsRowReordering = true
        rig.window.addSubview(table)
        rig.layout()
        rig.screen.host.dragSession.backend = backend
    }

    /// Row `r`'s top in the window (26 header + 24 a row), and `dy` below it.
    func y(_ r: Int, _ dy: Double = 12) -> Double { 26 + 24 * Double(r) + dy }

    /// Presses selected row `row`, moves past the drag threshold, and returns the tracker of the drag
    /// that started (nil: none started).
    func startDrag(at row: Int) -> DropTracker? {
        rig.drag(from: Point(100, y(row)), to: Point(100, y(row) + 10), steps: 2, release: false)
        guard let content = rig.screen.host.dragSession.content else { return nil }
        return DropTracker(screen: rig.screen, types: content.types)
    }

    /// Drops the drag under way at `p` and ends it as the host does: the drop, then the release and
    /// the session's end. Returns whether the table took the drop.
    func drop(_ tracker: DropTracker, at p: Point) -> Bool {
        let session = rig.screen.host.dragSession
        let dropped = tracker.drop(session.content ?? PasteboardContent(text: "?"), at: p)
        rig.up(p)
        session.end(dropped: dropped)
        return dropped
    }

    @Test("A row dragged down moves into the gap under the pointer and stays selected there; the line shows the gap")
    func moveOneRowDown() throws {
        table.selectRowIndexes(IndexRangeSet(integer: 2))
        let tracker = try #require(startDrag(at: 2))
        #expect(tracker.move(to: Point(100, y(5, 18))), "row 5's lower half: the gap under it")
        #expect(table.dropTarget == TableDropTarget(row: 6, operation: .above))
        #expect(table.dropIndicatorRect(table.dropTarget!) == Rect(0, 143, 400, 2), "a line on the gap between rows 5 and 6")
        #expect(tracker.move(to: Point(100, y(5, 6))), "row 5's upper half: the gap above it")
        #expect(table.dropTarget == TableDropTarget(row: 5, operation: .above))
        #expect(drop(tracker, at: Point(100, y(5, 18))))
        #expect(Array(rows.words.prefix(8)) == ["w0", "w1", "w3", "w4", "w5", "w2", "w6", "w7"])
        #expect(table.selectedRowIndexes == IndexRangeSet(integer: 5), "the moved row is selected at its new place")
        #expect(table.dropTarget == nil, "no line after the drop")
        rig.layout()
        #expect(table.text(forRow: 5, column: table.columns[0]) == "w2", "the table shows the new order")
    }

    @Test("A model that refuses the move keeps its order, and the selection stays on the rows where they were")
    func refusedMove() throws {
        rows.takesMoves = false
        table.selectRowIndexes(IndexRangeSet(integer: 2))
        let tracker = try #require(startDrag(at: 2))
        #expect(tracker.move(to: Point(100, y(5, 18))))
        _ = drop(tracker, at: Point(100, y(5, 18)))
        #expect(rows.moves.count == 1, "the model was asked")
        #expect(Array(rows.words.prefix(4)) == ["w0", "w1", "w2", "w3"])
        #expect(table.selectedRowIndexes == IndexRangeSet(integer: 2), "not moved to where the rows did not go")
        #expect(table.dropTarget == nil)
    }

    @Test("A row dragged up moves above the row it is dropped on; after the last row it goes to the end")
    func moveUpAndToEnd() throws {
        table.selectRowIndexes(IndexRangeSet(integer: 7))
        let up = try #require(startDrag(at: 7))
        #expect(drop(up, at: Point(100, y(1, 3))))
        #expect(Array(rows.words.prefix(4)) == ["w0", "w7", "w1", "w2"])
        #expect(table.selectedRowIndexes == IndexRangeSet(integer: 1))
        // Twenty rows: the space under the last row is the gap after it.
        rows.words = (0..<20).map { "w\($0)" }
        table.reloadData()
        rig.layout()
        table.selectRowIndexes(IndexRangeSet(integer: 0))
        rig.advance(1) // not a double click with the last press
        let end = try #require(startDrag(at: 0))
        #expect(end.move(to: Point(100, y(22))))
        #expect(table.dropTarget == TableDropTarget(row: 20, operation: .above))
        #expect(drop(end, at: Point(100, y(22))))
        #expect(rows.words.last == "w0" && rows.words.first == "w1" && rows.words.count == 20)
        #expect(table.selectedRowIndexes == IndexRangeSet(integer: 19))
    }

    @Test("Several selected rows, not touching, move together in their order and stay selected")
    func moveSeveralRows() throws {
        var picked = IndexRangeSet(integer: 1)
        picked.insert(integersIn: 3..<5)
        table.selectRowIndexes(picked)
        let tracker = try #require(startDrag(at: 3))
        #expect(backend.drags.first?.text == "w1\nw3\nw4\n", "the drag carries every selected row")
        #expect(drop(tracker, at: Point(100, y(7, 20))))
        #expect(rows.moves.count == 1 && rows.moves.first?.1 == 8)
        #expect(Array(rows.words.prefix(10)) == ["w0", "w2", "w5", "w6", "w7", "w1", "w3", "w4", "w8", "w9"])
        #expect(table.selectedRowIndexes == IndexRangeSet(integersIn: 5..<8))
    }

    @Test("Over the rows' own place no line shows and a drop there changes nothing")
    func dropOnOwnPlaceDoesNothing() throws {
        table.selectRowIndexes(IndexRangeSet(integersIn: 3..<6))
        let tracker = try #require(startDrag(at: 4))
        for (row, dy) in [(3, 2.0), (4, 12.0), (5, 20.0), (2, 20.0), (6, 2.0)] {
            #expect(!tracker.move(to: Point(100, y(row, dy))), "row \(row) + \(dy): inside or at the edge of the run")
            #expect(table.dropTarget == nil)
        }
        #expect(!drop(tracker, at: Point(100, y(4, 12))))
        #expect(rows.moves.isEmpty, "the data source is not asked")
        #expect(rows.words.prefix(7) == ["w0", "w1", "w2", "w3", "w4", "w5", "w6"])
        #expect(table.selectedRowIndexes == IndexRangeSet(integersIn: 3..<6))
    }

    @Test("Escape during the drag cancels it: the line goes, nothing moves, the selection stays")
    func escapeCancels() throws {
        table.selectRowIndexes(IndexRangeSet(integer: 2))
        let tracker = try #require(startDrag(at: 2))
        #expect(tracker.move(to: Point(100, y(8, 20))))
        #expect(table.dropTarget == TableDropTarget(row: 9, operation: .above))
        // What the X host does at Escape (TransferHost.cancelDrag): the drop target is left, the
        // session ends undropped; the key and then the release still reach the screen.
        rig.key(.escape)
        tracker.exit()
        rig.screen.host.dragSession.end(dropped: false)
        rig.up(Point(100, y(8, 20)))
        #expect(table.dropTarget == nil)
        #expect(rows.moves.isEmpty && rows.words.prefix(4) == ["w0", "w1", "w2", "w3"])
        #expect(table.selectedRowIndexes == IndexRangeSet(integer: 2))
        // The table's own drop is not reordering any more: another drag of text proposes as a drop does.
        let other = DropTracker(screen: rig.screen, types: [.text])
        #expect(!other.move(to: Point(100, y(8, 20))), "the data source validates no outside drop")
    }

    @Test("Without allowsRowReordering the rows cannot be dropped back onto their table")
    func offByDefault() throws {
        table.allowsRowReordering = false
        table.selectRowIndexes(IndexRangeSet(integer: 2))
        let tracker = try #require(startDrag(at: 2))
        #expect(!tracker.move(to: Point(100, y(8, 20))))
        #expect(!drop(tracker, at: Point(100, y(8, 20))))
        #expect(rows.moves.isEmpty)
    }
}

@Suite("Array moves of several elements")
struct ArrayMultipleMoveTests {
    @Test("Elements move in their order into the gap before an index counted before the move")
    func moves() {
        var a = Array(0..<8)
        var s = IndexRangeSet(integer: 1)
        s.insert(integersIn: 3..<5)
        a.move(fromOffsets: s, toOffset: 7)
        #expect(a == [0, 2, 5, 6, 1, 3, 4, 7])
        a = Array(0..<8)
        a.move(fromOffsets: IndexRangeSet(integersIn: 5..<7), toOffset: 0)
        #expect(a == [5, 6, 0, 1, 2, 3, 4, 7])
        a = Array(0..<4)
        a.move(fromOffsets: IndexRangeSet(integer: 0), toOffset: 4)
        #expect(a == [1, 2, 3, 0])
        a.move(fromOffsets: IndexRangeSet(integer: 9), toOffset: 0)
        #expect(a == [1, 2, 3, 0], "offsets outside the array are ignored")
    }
}

@Suite("Array moves of many elements")
struct ArrayLargeMoveTests {
    @Test("Half of 40,000 elements moved to the end, and every other one to the start: in order")
    func largeMoves() {
        let n = 40_000
        var a = Array(0..<n)
        a.move(fromOffsets: IndexRangeSet(integersIn: 0..<(n / 2)), toOffset: n)
        #expect(a == Array((n / 2)..<n) + Array(0..<(n / 2)))
        a = Array(0..<n)
        var evens = IndexRangeSet()
        for i in stride(from: 0, to: n, by: 2) { evens.insert(i) }
        a.move(fromOffsets: evens, toOffset: 0)
        #expect(a == Array(stride(from: 0, to: n, by: 2)) + Array(stride(from: 1, to: n, by: 2)))
    }
}
