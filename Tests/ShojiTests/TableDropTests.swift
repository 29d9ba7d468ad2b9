import Testing
@testable import Shoji

/// A list of words that takes text dropped between its rows and on them, except on row 5.
@MainActor
final class DropRows: TableViewDataSource {
    var words = (0..<100).map { "word\($0)" }
    var drops: [(String, TableDropTarget)] = []
    func numberOfRows(in tableView: TableView) -> Int { words.count }
    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String { words[row] }
    func tableView(_ tableView: TableView, validateDrop proposed: TableDropTarget) -> TableDropTarget? {
        proposed == TableDropTarget(row: 5, operation: .on) ? nil : proposed
    }
    func tableView(_ tableView: TableView, acceptDrop content: PasteboardContent, target: TableDropTarget) -> Bool {
        drops.append((content.text ?? "", target))
        words.insert(content.text ?? "", at: target.row)
        tableView.reloadData()
        return true
    }
}

@MainActor
@Suite("Drops onto a table")
struct TableDropTests {
    let rig = Rig(size: Size(400, 600))
    let rows = DropRows()
    let table = TableView(frame: Rect(0, 0, 400, 600))

    init() {
        table.columns = [TableColumn(identifier: "word", title: "Word", width: 150)]
        table.dataSource = rows
        table.registerForDraggedTypes([.text])
        rig.window.addSubview(table)
        rig.layout()
    }

    /// Row `r`'s top in the window (26 header + 24 a row), and `dy` below it.
    func y(_ r: Int, _ dy: Double) -> Double { 26 + 24 * Double(r) + dy }

    @Test("Near a row's top edge the drop goes above it, in its middle on it, near its bottom above the next")
    func proposesAboveAndOn() {
        let tracker = DropTracker(screen: rig.screen, types: [.text])
        #expect(tracker.move(to: Point(100, y(3, 2))))
        #expect(table.dropTarget == TableDropTarget(row: 3, operation: .above))
        // A 2-point line centred on the gap between rows 2 and 3 (row 3's top is 72 in the content).
        #expect(table.dropIndicatorRect(table.dropTarget!) == Rect(0, 71, 400, 2))
        #expect(tracker.move(to: Point(100, y(3, 12))))
        #expect(table.dropTarget == TableDropTarget(row: 3, operation: .on))
        #expect(table.dropIndicatorRect(table.dropTarget!) == Rect(0, 72, 400, 24))
        #expect(tracker.move(to: Point(100, y(3, 22))))
        #expect(table.dropTarget == TableDropTarget(row: 4, operation: .above))
        tracker.exit()
        #expect(table.dropTarget == nil, "the indicator goes when the drag leaves")
    }

    @Test("Where the data source refuses, no drop is taken and nothing is shown; over the header neither")
    func refused() {
        let tracker = DropTracker(screen: rig.screen, types: [.text])
        #expect(!tracker.move(to: Point(100, y(5, 12))))
        #expect(table.dropTarget == nil)
        #expect(!tracker.move(to: Point(100, 10)))
        #expect(tracker.move(to: Point(100, y(5, 2))), "above row 5 is taken")
    }

    @Test("A drop goes to the data source at the place shown; files alone pass a text-only table by")
    func drops() {
        let tracker = DropTracker(screen: rig.screen, types: [.text])
        #expect(tracker.drop(PasteboardContent(text: "new"), at: Point(100, y(4, 1))))
        #expect(rows.drops.count == 1)
        #expect(rows.drops.first?.0 == "new" && rows.drops.first?.1 == TableDropTarget(row: 4, operation: .above))
        rig.layout()
        #expect(table.text(forRow: 4, column: table.columns[0]) == "new")
        #expect(table.dropTarget == nil)
        let files = DropTracker(screen: rig.screen, types: [.fileURL])
        #expect(!files.move(to: Point(100, y(4, 12))))
    }

    @Test("With rows of different heights the drop places follow the rows' real frames")
    func variableHeights() {
        let stepped = SteppedRows()
        table.rowSizing = .delegate
        table.estimatedRowHeight = 30
        table.tableDelegate = stepped
        rig.layout()
        // Row 2 spans 50 ..< 90 in the content: its middle half is 60 ..< 80.
        let tracker = DropTracker(screen: rig.screen, types: [.text])
        #expect(tracker.move(to: Point(100, 26 + 61)))
        #expect(table.dropTarget == TableDropTarget(row: 2, operation: .on))
        #expect(tracker.move(to: Point(100, 26 + 81)))
        #expect(table.dropTarget == TableDropTarget(row: 3, operation: .above))
        #expect(table.dropIndicatorRect(table.dropTarget!) == Rect(0, 89, 400, 2))
    }
}
