import Testing
@testable import Shoji

/// What a screen reader reads of a table through `AccessibleTable`: every row of the data (not the
/// views on screen), the shown columns left to right, cells by number with their boxes while on screen,
/// the selection changed as the user could change it, and an outline's levels and expanded states.
@MainActor
@Suite("Tables through AccessibleTable")
struct AccessibleTableTests {
    func make(_ rows: Int, mode: TableSelection.Mode = .multiple) -> (Rig, TableView, CountingTable) {
        let rig = Rig(size: Size(400, 600))
        let source = CountingTable(rows)
        let table = TableView(frame: Rect(0, 0, 400, 600))
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 150),
                         TableColumn(identifier: "size", title: "Size", width: 80),
                         TableColumn(identifier: "kind", title: "Kind", width: 80),
                         TableColumn(identifier: "date", title: "Modified", width: 60)]
        table.dataSource = source
        table.tableDelegate = source
        table.selectionMode = mode
        rig.window.addSubview(table)
        rig.layout()
        return (rig, table, source)
    }

    @Test("A million rows: the counts are the data's, any cell is read by number, a hidden column is left out")
    func countsAndCells() {
        let (rig, table, source) = make(1_000_000)
        defer { withExtendedLifetime(source) {} }
        let t: AccessibleTable = table
        #expect(t.accessibilityRowCount == 1_000_000 && t.accessibilityColumnCount == 4)
        #expect(t.accessibilityCellText(row: 999_999, column: 0) == "Item 999999")
        #expect(t.accessibilityCellText(row: 4, column: 1) == "40")
        #expect(t.accessibilityCellText(row: 1_000_000, column: 0) == "" && t.accessibilityCellText(row: 0, column: 4) == "")
        #expect((0..<4).map(t.accessibilityColumnTitle) == ["Name", "Size", "Kind", "Modified"])
        // "Row 5 of 1,000,000": the row on screen says where it is in the whole table.
        let five = try! #require(t.accessibilityRowElement(4))
        #expect(five.accessibilityValue == "Row 5 of 1,000,000" && t.accessibilityRow(of: five) == 4)
        #expect(five.accessibilityLabel == "Item 4, 40, kind 4, date 4")
        #expect(t.accessibilityLevel(ofRow: 4) == nil, "a flat table has no levels")
        #expect(t.accessibilityRowElement(500_000) == nil && t.accessibilityCellFrame(row: 500_000, column: 0) == nil)
        table.columns[1].isHidden = true
        rig.layout()
        #expect(t.accessibilityColumnCount == 3)
        #expect(t.accessibilityColumnTitle(1) == "Kind" && t.accessibilityCellText(row: 4, column: 1) == "kind 4")
    }

    @Test("A cell's box is its column's part of its row, in screen points, under the header; it follows a scroll")
    func cellFrames() {
        let (rig, table, source) = make(1000)
        defer { withExtendedLifetime(source) {} }
        let t: AccessibleTable = table
        // Row 2 starts at 26 (header) + 2 × 24; the second column at 150.
        #expect(t.accessibilityCellFrame(row: 2, column: 1) == Rect(150, 74, 80, 24))
        table.contentOffset.y = 24 * 10 - 26 + 12 // row 10 half under the header
        rig.layout()
        #expect(t.accessibilityCellFrame(row: 11, column: 0) == Rect(0, 38, 150, 24))
        #expect(t.accessibilityRowElement(2) == nil && t.accessibilityCellFrame(row: 2, column: 1) == nil)
    }

    @Test("Selecting through the table adds rows as Ctrl+click does, deselects, selects all and none; the app is told")
    func selecting() {
        let (rig, table, source) = make(1_000_000)
        defer { withExtendedLifetime((rig, source)) {} }
        let t: AccessibleTable = table
        #expect(t.accessibilitySetRow(3, selected: true) && t.accessibilitySetRow(700_000, selected: true))
        #expect(Array(table.selectedRowIndexes) == [3, 700_000] && source.selectionChanges == 2)
        #expect(t.accessibilityCellStates(row: 3, column: 2).contains(.selected))
        #expect(!t.accessibilityCellStates(row: 4, column: 2).contains(.selected))
        #expect(table.rowView(atRow: 3)?.accessibilityStates.contains(.selected) == true)
        #expect(t.accessibilitySetRow(3, selected: false) && Array(table.selectedRowIndexes) == [700_000])
        #expect(t.accessibilitySetRow(700_000, selected: true), "already selected: nothing to do, and done")
        #expect(!t.accessibilitySetRow(1_000_000, selected: true))
        #expect(t.accessibilitySelectAllRows(true) && table.selectedRowIndexes.count == 1_000_000)
        #expect(t.accessibilitySelectAllRows(false) && table.selectedRowIndexes.isEmpty)
    }

    @Test("The keyboard's cursor moving to another row tells a screen reader which cell it is on now")
    func activeCell() {
        let (rig, table, source) = make(1_000_000)
        defer { withExtendedLifetime(source) {} }
        var heard: [Int] = []
        let token = rig.screen.addAccessibilityObserver { n in
            if case .activeCellChanged(let v, let row, let column) = n, v === table, column == 0 { heard.append(row) }
        }
        defer { token.invalidate() }
        rig.click(Point(50, 26 + 24 * 2 + 12))
        rig.key(.down)
        rig.key(.end)
        rig.key(.down) // already on the last row: the cursor stays, nothing is said
        #expect(heard == [2, 3, 999_999])
    }

    @Test("One row at most: selecting another replaces it, select-all refuses; with no selection nothing is selected")
    func modes() {
        let (rig1, single, source1) = make(100, mode: .single)
        defer { withExtendedLifetime((rig1, source1)) {} }
        #expect(single.accessibilitySetRow(1, selected: true) && single.accessibilitySetRow(5, selected: true))
        #expect(Array(single.selectedRowIndexes) == [5])
        #expect(!single.accessibilitySelectAllRows(true))
        let (rig2, none, source2) = make(100, mode: .none)
        defer { withExtendedLifetime((rig2, source2)) {} }
        #expect(!none.accessibilitySetRow(1, selected: true) && none.selectedRowIndexes.isEmpty)
        #expect(!none.accessibilityCellStates(row: 1, column: 0).contains(.selectable))
    }

    @Test("Behind a modal window the table cannot be changed from outside, as a click could not")
    func outOfReach() {
        let (rig, table, source) = make(100)
        defer { withExtendedLifetime(source) {} }
        let modal = Window(screen: rig.screen, name: "modal")
        modal.isModal = true
        modal.makeKeyAndVisible()
        #expect(!table.accessibilitySetRow(1, selected: true) && table.selectedRowIndexes.isEmpty)
    }

    @Test("An outline says each row's level and whether it is expandable and expanded, on the row and its tree cell")
    func outlineStates() {
        let tree = PathTree { $0 == "" ? 3 : ($0 == "1" ? 2 : 0) }
        let rig = Rig()
        let outline = OutlineView(frame: Rect(0, 0, 400, 600))
        outline.columns = [TableColumn(identifier: "name", title: "Name", width: 200),
                           TableColumn(identifier: "other", title: "Other", width: 100)]
        outline.outlineDataSource = tree
        rig.window.addSubview(outline)
        rig.layout()
        let t: AccessibleTable = outline
        #expect(t.accessibilityCellStates(row: 1, column: 0).isSuperset(of: .expandable))
        #expect(!t.accessibilityCellStates(row: 1, column: 0).contains(.expanded))
        #expect(!t.accessibilityCellStates(row: 1, column: 1).contains(.expandable), "only the tree column")
        #expect(!t.accessibilityCellStates(row: 0, column: 0).contains(.expandable), "a leaf")
        outline.expandRow(1)
        #expect(outline.rowView(atRow: 1)?.accessibilityStates.isSuperset(of: [.expandable, .expanded]) == true,
                "said at once, before the next layout")
        rig.layout()
        #expect(t.accessibilityCellStates(row: 1, column: 0).isSuperset(of: [.expandable, .expanded]))
        #expect(t.accessibilityRowCount == 5)
        #expect(t.accessibilityLevel(ofRow: 2) == 2 && t.accessibilityLevel(ofRow: 1) == 1 && t.accessibilityLevel(ofRow: 4) == 1)
        #expect(t.accessibilityCellText(row: 3, column: 0) == "1/1")
    }
}

