import Testing
@testable import Shoji

/// A table of `count` rows whose cells are made from the row number, counting every ask.
@MainActor
final class CountingTable: TableViewDataSource, TableViewDelegate {
    var count: Int
    var asks = 0
    var askedRows = Set<Int>()
    var order: [Int]? // a permutation, when sorted
    var sortChanges: [[TableSortDescriptor]] = []
    var selectionChanges = 0
    init(_ count: Int) { self.count = count }

    func numberOfRows(in tableView: TableView) -> Int { count }
    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        asks += 1
        askedRows.insert(row)
        let r = order?[row] ?? row
        switch column.identifier {
        case "name": return "Item \(r)"
        case "size": return "\(r * 10)"
        default: return "\(column.identifier) \(r)"
        }
    }
    func tableView(_ tableView: TableView, sortDescriptorsDidChange oldDescriptors: [TableSortDescriptor]) {
        sortChanges.append(tableView.sortDescriptors)
        let asc = tableView.sortDescriptors.first?.ascending ?? true
        order = asc ? nil : Array((0..<count).reversed())
        tableView.reloadData()
    }
    func tableViewSelectionDidChange(_ tableView: TableView) { selectionChanges += 1 }
}

@MainActor
@Suite("Table view")
struct TableViewTests {
    func make(_ rows: Int, size: Size = Size(400, 600)) -> (Rig, TableView, CountingTable) {
        let rig = Rig(size: size)
        let source = CountingTable(rows)
        let table = TableView(frame: Rect(origin: .zero, size: size))
        table.identifier = "table"
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 150),
                         TableColumn(identifier: "size", title: "Size", width: 80, minWidth: 40, maxWidth: 200, alignment: .trailing),
                         TableColumn(identifier: "kind", title: "Kind", width: 80),
                         TableColumn(identifier: "date", title: "Modified", width: 60)]
        table.dataSource = source
        table.tableDelegate = source
        rig.window.addSubview(table)
        rig.layout()
        return (rig, table, source)
    }

    @Test("A million rows: only the rows on screen get views and are asked for, and scrolling reuses the views")
    func millionRowsVirtualised() {
        let (rig, table, source) = make(1_000_000)
        // 600 - 26 header = 574 / 24 = 23.9: rows 0...23.
        #expect(table.visibleRows == Array(0...23))
        #expect(table.contentSize.height == 24_000_000)
        #expect(source.asks == 24 * 4)
        #expect(table.rowViewsCreated == 24)
        source.asks = 0
        for _ in 0..<200 { table.contentOffset.y += 37; rig.layout() }
        #expect(table.rowViewsCreated <= 25)
        #expect(source.asks <= (200 * 3 + 25) * 4) // each step brings a row or two on, never the whole table
        table.contentOffset.y = 24.0 * 900_000 - 26
        rig.layout()
        #expect(table.visibleRows.first == 900_000)
        #expect(table.rowView(atRow: 900_000)?.texts.first == "Item 900000")
        #expect(table.rowView(atRow: 900_000)?.frame.minY == 24.0 * 900_000)
        #expect(table.rowViewsCreated <= 25)
        #expect(table.subviews.count <= 27) // the rows' views, the header
    }

    @Test("Drawing a million-row table asks only the visible rows' cells")
    func drawTouchesVisibleRows() {
        let (rig, table, source) = make(1_000_000)
        table.contentOffset.y = 24.0 * 500_000
        rig.layout()
        source.askedRows = []
        let canvas = RecordingCanvas()
        rig.screen.render(in: canvas, damage: [Rect(0, 0, 400, 600)])
        rig.layout()
        #expect(source.askedRows.allSatisfy { (500_000...500_030).contains($0) })
    }

    @Test("A header click sorts ascending, again descending, shows the indicator, and tells the delegate who reloads")
    func sortClick() {
        let (rig, table, source) = make(1000)
        rig.startTracing(); defer { rig.stopTracing() }
        rig.click(Point(40, 13)) // the Name title
        #expect(table.sortDescriptors == [TableSortDescriptor(columnIdentifier: "name", ascending: true)])
        rig.click(Point(40, 13))
        #expect(table.sortDescriptors.first == TableSortDescriptor(columnIdentifier: "name", ascending: false))
        #expect(table.rowView(atRow: 0)?.texts.first == "Item 999")
        rig.click(Point(190, 13)) // Size: the new primary, Name after it
        #expect(table.sortDescriptors.map(\.columnIdentifier) == ["size", "name"])
        #expect(source.sortChanges.count == 3)
        #expect(rig.values("table.sort", "column") == [.string("name"), .string("name"), .string("size")])
    }

    @Test("Sorting a million rows costs what the rows on screen cost")
    func sortCostIndependentOfCount() {
        let (rig, table, source) = make(1_000_000)
        source.asks = 0
        rig.click(Point(40, 13))
        rig.click(Point(40, 13))
        #expect(source.asks <= 2 * 24 * 4)
        #expect(table.rowView(atRow: 0)?.texts.first == "Item 999999")
    }

    @Test("Dragging a column's edge resizes it within its limits; a double click fits the visible cells")
    func resize() {
        let (rig, table, source) = make(100)
        defer { withExtendedLifetime(source) {} }
        let size = table.columns[1] // from x 150 to 230, 40...200
        rig.drag(from: Point(230, 13), to: Point(260, 13))
        #expect(size.width == 110)
        #expect(table.columnLayout.slot(ofColumn: 2)?.x == 260)
        rig.drag(from: Point(260, 13), to: Point(395, 13))
        #expect(size.width == 200)
        rig.drag(from: Point(350, 13), to: Point(100, 13))
        #expect(size.width == 40)
        #expect(table.headerView.cursor(at: Point(190, 13)) == .columnResize)
        // Double click on Name's edge: the widest of "Item 0"..."Item 22" and the title, plus padding.
        let name = table.columns[0]
        rig.screen.send(.pointer(PointerEvent(.down, at: Point(150, 13))))
        rig.screen.send(.pointer(PointerEvent(.up, at: Point(150, 13))))
        rig.screen.send(.pointer(PointerEvent(.down, at: Point(150, 13), clickCount: 2)))
        rig.screen.send(.pointer(PointerEvent(.up, at: Point(150, 13), clickCount: 2)))
        rig.layout()
        // (The title gets room for the sort indicator; which is wider depends on the text system in use.)
        let widest = max(Typesetter.layout("Item 22", style: table.font).size.width,
                         Typesetter.layout(name.title, style: table.headerView.font).size.width + 14)
        #expect(name.width == (widest + 12).rounded(.up))
        #expect(name.width < 150)
    }

    @Test("Clicks select; Shift-click extends from the anchor; Ctrl-click toggles; the delegate hears each")
    func clickSelection() {
        let (rig, table, source) = make(1000)
        let y = { (row: Int) in 26 + 24 * Double(row) + 12 }
        rig.click(Point(50, y(2)))
        #expect(Array(table.selectedRowIndexes) == [2])
        rig.screen.send(.pointer(PointerEvent(.down, at: Point(50, y(5)), modifiers: .shift)))
        rig.screen.send(.pointer(PointerEvent(.up, at: Point(50, y(5)), modifiers: .shift)))
        rig.layout()
        #expect(Array(table.selectedRowIndexes) == [2, 3, 4, 5])
        rig.screen.send(.pointer(PointerEvent(.down, at: Point(50, y(3)), modifiers: .control)))
        rig.screen.send(.pointer(PointerEvent(.up, at: Point(50, y(3)), modifiers: .control)))
        rig.layout()
        #expect(Array(table.selectedRowIndexes) == [2, 4, 5])
        #expect(table.rowView(atRow: 4)?.isSelected == true && table.rowView(atRow: 3)?.isSelected == false)
        #expect(source.selectionChanges == 3)
        #expect(rig.window.firstResponder === table)
    }

    @Test("Keys move the cursor and keep it visible: ↓ ↑, PgDn by a page less one, End, Home, Shift extends, Ctrl+A")
    func keys() {
        let (rig, table, source) = make(1_000_000)
        defer { withExtendedLifetime(source) {} }
        rig.click(Point(50, 26 + 12))
        rig.key(.down)
        #expect(Array(table.selectedRowIndexes) == [1])
        rig.key(.pageDown) // 23 rows fit: a page is 22
        #expect(Array(table.selectedRowIndexes) == [23])
        #expect(table.contentOffset.y + 600 >= 24 * 24) // row 23 shows whole
        rig.key(.down, modifiers: .shift)
        rig.key(.down, modifiers: .shift)
        #expect(Array(table.selectedRowIndexes) == [23, 24, 25])
        rig.key(.end)
        #expect(Array(table.selectedRowIndexes) == [999_999])
        #expect(table.visibleRows.contains(999_999))
        rig.key(.up, modifiers: .shift)
        #expect(Array(table.selectedRowIndexes) == [999_998, 999_999])
        rig.key(.home)
        #expect(Array(table.selectedRowIndexes) == [0] && table.contentOffset.y == -26)
        rig.key(.character("a"), modifiers: .control)
        #expect(table.selectedRowIndexes.ranges == [0..<1_000_000])
        #expect(table.rowView(atRow: 5)?.isSelected == true)
    }

    @Test("Typing finds a row by the sorted column's text")
    func typeAhead() {
        let (rig, table, source) = make(1000)
        defer { withExtendedLifetime(source) {} }
        rig.click(Point(190, 13)) // sort by size: "0", "10", "20", …
        rig.window.makeFirstResponder(table)
        rig.screen.send(.key(KeyEvent(.character("5"), text: "5")))
        rig.screen.send(.key(KeyEvent(.character("3"), text: "3")))
        rig.layout()
        #expect(table.selectedRow == 53) // "530"
        #expect(table.visibleRows.contains(53))
    }

    @Test("Ctrl+C copies the selected rows as tab-separated lines of the shown columns")
    func copy() {
        let (rig, table, source) = make(1000)
        defer { withExtendedLifetime(source) {} }
        table.columns[2].isHidden = true
        rig.click(Point(50, 26 + 24 * 1 + 12))
        rig.key(.down, modifiers: .shift)
        let board = Pasteboard(name: .general)
        #expect(table.copy(to: board))
        #expect(board.string == "Item 1\t10\tdate 1\nItem 2\t20\tdate 2\n")
    }

    @Test("The selection shows tinted while the table has the keyboard, grey otherwise, with a focus ring")
    func focus() {
        let (rig, table, source) = make(100)
        defer { withExtendedLifetime(source) {} }
        rig.click(Point(50, 26 + 12))
        #expect(table.rowView(atRow: 0)?.isEmphasized == true)
        rig.window.makeFirstResponder(nil)
        rig.layout()
        #expect(table.rowView(atRow: 0)?.isEmphasized == false)
    }
}

@MainActor
@Suite("Table accessibility")
struct TableAccessibilityTests {
    @Test("A row says where it is in the whole table: \"Row 5 of 1,000,000\", its cells as its name, selected state")
    func rowPosition() {
        let rig = Rig()
        let source = CountingTable(1_000_000)
        let table = TableView(frame: Rect(0, 0, 400, 600))
        table.columns = [TableColumn(identifier: "name", title: "Name"), TableColumn(identifier: "size", title: "Size")]
        table.dataSource = source
        rig.window.addSubview(table)
        rig.layout()
        rig.click(Point(50, 26 + 24 * 4 + 12))
        let row = table.rowView(atRow: 4)
        #expect(table.accessibilityRole == .table)
        #expect(row?.accessibilityRole == .tableRow)
        #expect(row?.accessibilityValue == "Row 5 of 1,000,000")
        #expect(row?.accessibilityLabel == "Item 4, 40")
        #expect(row?.accessibilityStates.contains(.selected) == true)
        #expect(row?.accessibilityAttributes["rowindex"] == "5" && row?.accessibilityAttributes["rowcount"] == "1000000")
        withExtendedLifetime(source) {}
    }
}
