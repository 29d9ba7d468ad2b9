import Testing
@testable import Shoji

/// Cells the user edits in place: a data source that stores what it is given and says which cells may
/// change (the Name column; Kind on even rows; Size never).
@MainActor
final class EditableTable: TableViewDataSource, TableViewDelegate {
    var names: [String]
    var kinds: [String]
    var sets: [(row: Int, column: String, text: String)] = []
    var activated: [Int] = []
    init(_ count: Int) {
        names = (0..<count).map { "Item \($0)" }
        kinds = (0..<count).map { "kind \($0)" }
    }
    func numberOfRows(in tableView: TableView) -> Int { names.count }
    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        switch column.identifier {
        case "name": return names[row]
        case "kind": return kinds[row]
        default: return "\(row * 10)"
        }
    }
    func tableView(_ tableView: TableView, canEdit column: TableColumn, row: Int) -> Bool {
        column.identifier == "name" || (column.identifier == "kind" && row % 2 == 0)
    }
    func tableView(_ tableView: TableView, setText text: String, for column: TableColumn, row: Int) {
        sets.append((row, column.identifier, text))
        if column.identifier == "name" { names[row] = text } else if column.identifier == "kind" { kinds[row] = text }
    }
    func tableView(_ tableView: TableView, didActivateRow row: Int) { activated.append(row) }
}

@MainActor
@Suite("Table cell editing")
struct TableEditingTests {
    func make(_ rows: Int = 100) -> (Rig, TableView, EditableTable) {
        let rig = Rig(size: Size(400, 600))
        let source = EditableTable(rows)
        let table = TableView(frame: Rect(0, 0, 400, 600))
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 150),
                         TableColumn(identifier: "size", title: "Size", width: 80),
                         TableColumn(identifier: "kind", title: "Kind", width: 100)]
        table.dataSource = source
        table.tableDelegate = source
        rig.window.addSubview(table)
        rig.layout()
        return (rig, table, source)
    }

    /// The y of row `r`'s middle (26 header + 24 a row).
    func y(_ r: Int) -> Double { 26 + 24 * Double(r) + 12 }

    @Test("Return on a row edits its first editable cell over the cell; typing and Return give the data source the text")
    func returnEditsAndCommits() throws {
        let (rig, table, source) = make()
        rig.click(Point(200, y(3)))
        rig.key(.enter)
        let editor = try #require(table.cellEditor)
        #expect(table.editedRow == 3 && table.editedColumn?.identifier == "name")
        #expect(rig.window.firstResponder === editor && editor.text == "Item 3" && editor.selectedRange == 0..<6)
        #expect(editor.frame == Rect(0, 24 * 3, 150, 24), "over the Name cell of row 3, in content coordinates")
        #expect(source.activated.isEmpty, "Return edited, it did not activate")
        editor.insertText("Renamed")
        rig.key(.enter)
        #expect(source.sets.map { "\($0.row) \($0.column) \($0.text)" } == ["3 name Renamed"])
        #expect(table.cellEditor == nil && editor.superview == nil && rig.window.firstResponder === table)
        #expect(table.rowView(atRow: 3)?.texts.first == "Renamed", "the cell is asked again")
    }

    @Test("Escape drops what was typed; a cell that did not change is not set")
    func escapeCancels() throws {
        let (rig, table, source) = make()
        rig.click(Point(200, y(1)))
        rig.key(.function(2))
        let editor = try #require(table.cellEditor)
        editor.insertText("Nope")
        rig.key(.escape)
        #expect(source.sets.isEmpty && table.cellEditor == nil && table.rowView(atRow: 1)?.texts.first == "Item 1")
        rig.key(.function(2))
        rig.key(.enter)
        #expect(source.sets.isEmpty, "Return on unchanged text sets nothing")
    }

    @Test("A double click edits the editable cell under it; on a cell that is not editable it activates the row")
    func doubleClick() {
        let (rig, table, source) = make()
        func doubleClick(_ p: Point) {
            rig.click(p)
            rig.screen.send(.pointer(PointerEvent(.down, at: p, clickCount: 2)))
            rig.screen.send(.pointer(PointerEvent(.up, at: p, clickCount: 2)))
            rig.layout()
        }
        doubleClick(Point(270, y(2))) // Kind of row 2: editable
        #expect(table.editedRow == 2 && table.editedColumn?.identifier == "kind")
        table.finishEditing(commit: false)
        doubleClick(Point(190, y(2))) // Size: never editable
        #expect(table.cellEditor == nil && source.activated == [2])
    }

    @Test("Tab commits and moves to the next editable cell along the row and on to the next rows; Shift+Tab goes back")
    func tabMoves() throws {
        let (rig, table, source) = make()
        rig.click(Point(200, y(0)))
        rig.key(.enter)
        table.cellEditor?.insertText("A")
        rig.key(.tab) // row 0: Name → Kind (Size is skipped)
        #expect(table.editedRow == 0 && table.editedColumn?.identifier == "kind")
        rig.key(.tab) // row 1's Kind is not editable: row 1's Name
        #expect(table.editedRow == 1 && table.editedColumn?.identifier == "name")
        #expect(Array(table.selectedRowIndexes) == [1], "the edited row is the selected one")
        rig.key(.tab)
        #expect(table.editedRow == 2 && table.editedColumn?.identifier == "name")
        rig.key(.tab, modifiers: .shift)
        #expect(table.editedRow == 1 && table.editedColumn?.identifier == "name")
        rig.key(.tab, modifiers: .shift)
        #expect(table.editedRow == 0 && table.editedColumn?.identifier == "kind")
        #expect(source.sets.map(\.text) == ["A"], "only the cell that changed was set")
        rig.key(.escape)
        #expect(table.cellEditor == nil)
    }

    @Test("A click on another row while editing keeps what was typed")
    func clickAwayCommits() throws {
        let (rig, table, source) = make()
        rig.click(Point(200, y(4)))
        rig.key(.enter)
        table.cellEditor?.insertText("Kept")
        rig.click(Point(200, y(6)))
        #expect(table.cellEditor == nil && source.names[4] == "Kept" && Array(table.selectedRowIndexes) == [6])
    }

    @Test("Without an editable cell Return activates the row as before, and F2 does nothing")
    func notEditable() {
        let rig = Rig(size: Size(400, 600))
        let source = CountingTable(50)
        let table = TableView(frame: Rect(0, 0, 400, 600))
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 150)]
        table.dataSource = source
        rig.window.addSubview(table)
        rig.layout()
        rig.click(Point(50, y(1)))
        rig.key(.function(2))
        #expect(table.cellEditor == nil)
        #expect(!table.editCell(row: 1, column: table.columns[0]))
    }
}
