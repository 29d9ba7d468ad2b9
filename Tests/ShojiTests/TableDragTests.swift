import Testing
@testable import Shoji

/// A table of files: rows dragged out carry their text and, for rows with a file, the file's path.
@MainActor
final class FileRows: TableViewDataSource {
    func numberOfRows(in tableView: TableView) -> Int { 100 }
    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        column.identifier == "name" ? "file\(row)" : "\(row * 10)"
    }
    func tableView(_ tableView: TableView, filePathForRow row: Int) -> String? { row == 5 ? nil : "/data/file\(row)" }
}

@MainActor
@Suite("Table rows dragged out")
struct TableDragTests {
    /// Starts every drag it is asked for, as the X host does while a press is held.
    final class Backend: DragBackend {
        var drags: [PasteboardContent] = []
        func beginDrag(_ content: PasteboardContent, from view: View) -> Bool { drags.append(content); return true }
    }
    let backend = Backend()
    let rig = Rig(size: Size(400, 600))
    let source = FileRows()
    let table = TableView(frame: Rect(0, 0, 400, 600))

    init() {
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 150),
                         TableColumn(identifier: "size", title: "Size", width: 80)]
        table.dataSource = source
        rig.window.addSubview(table)
        rig.layout()
    }

    /// Gives this test's screen's host the recording back-end (each rig has a host of its own).
    func useBackend() { rig.screen.host.dragSession.backend = backend }

    /// The y of row `r`'s middle (26 header + 24 a row).
    func y(_ r: Int) -> Double { 26 + 24 * Double(r) + 12 }

    @Test("Dragging a selected row drags every selected row as tab-separated text and their files; the selection stays")
    func dragsSelectedRows() {
        useBackend()
        defer { rig.screen.host.dragSession.end(dropped: false) }
        table.selectRowIndexes(IndexRangeSet(integersIn: 4..<7))
        rig.drag(from: Point(100, y(5)), to: Point(100, y(5) + 40), steps: 10)
        #expect(backend.drags.count == 1, "one drag for one press")
        #expect(backend.drags.first?.text == "file4\t40\nfile5\t50\nfile6\t60\n", "the text Ctrl+C copies")
        #expect(backend.drags.first?.filePaths == ["/data/file4", "/data/file6"], "row 5 names no file")
        #expect(table.selectedRowIndexes.count == 3, "pressing in the selection to drag did not collapse it")
    }

    @Test("A press on the selection released without moving selects the pressed row; a move under the threshold drags nothing")
    func clickInSelectionSelectsOnRelease() {
        useBackend()
        table.selectRowIndexes(IndexRangeSet(integersIn: 4..<7))
        rig.down(Point(100, y(5)))
        #expect(table.selectedRowIndexes.count == 3, "still all three while pressed")
        rig.move(Point(102, y(5) + 2))
        rig.up(Point(102, y(5) + 2))
        #expect(backend.drags.isEmpty)
        #expect(table.selectedRow == 5 && table.selectedRowIndexes.count == 1)
    }

    @Test("A press on a row that is not selected selects it at once and does not drag it")
    func pressOutsideSelectionSelects() {
        useBackend()
        table.selectRowIndexes(IndexRangeSet(integersIn: 4..<7))
        rig.drag(from: Point(100, y(9)), to: Point(100, y(12)), steps: 10)
        #expect(backend.drags.isEmpty)
        #expect(table.selectedRow == 9)
    }
}
