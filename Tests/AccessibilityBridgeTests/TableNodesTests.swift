import Shoji
import Testing
@testable import ShojiAccessibility

/// Cells as the bridge names them: a path under the table's for each row and column (no view, no
/// object kept per cell), read back to the same cell; the table's children are its rows on screen in
/// row order, a row's children its cells; names, roles and states as a screen reader reads them.
@MainActor
@Suite("Table cells on the accessibility bus")
struct TableNodesTests {
    final class Source: TableViewDataSource {
        func numberOfRows(in tableView: TableView) -> Int { 1_000_000 }
        func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String { "\(column.title) \(row)" }
    }
    let screen = Screen(size: Size(400, 300), clock: ManualClock())
    let window: Window
    let table = TableView(frame: Rect(0, 0, 400, 300))
    let source = Source()
    let bridge: AccessibilityBridge

    init() {
        window = Window(screen: screen, name: "main")
        window.makeKeyAndVisible()
        table.columns = [TableColumn(identifier: "a", title: "Name"), TableColumn(identifier: "b", title: "Size")]
        table.dataSource = source
        window.addSubview(table)
        bridge = AccessibilityBridge(screen: screen, applicationName: "t", windowOrigin: { Point(0, 0) }, scale: { 1 })
        window.layoutIfNeeded()
    }

    func path(_ node: AccessibilityBridge.Node) -> String { bridge.reference(node).path }

    @Test("A cell's path names its row and column under the table's, and reads back to the same cell")
    func paths() throws {
        let cell = path(.cell(table, row: 999_999, column: 1))
        #expect(cell == bridge.reference(table).path + "/r999999c1")
        guard case .cell(let t, let r, let c)? = bridge.node(at: cell) else { Issue.record("no cell at \(cell)"); return }
        #expect(t === table && r == 999_999 && c == 1)
        #expect(bridge.name(of: .cell(table, row: 999_999, column: 1)) == "Size 999999")
        guard case .cell(_, -1, 0)? = bridge.node(at: bridge.reference(table).path + "/h0") else { Issue.record("no header"); return }
        #expect(bridge.name(of: .cell(table, row: -1, column: 0)) == "Name")
        #expect(bridge.roleName(.cell(table, row: -1, column: 0)) == "table column header")
        #expect(bridge.roleName(.cell(table, row: 3, column: 0)) == "table cell")
        // Past the table's rows or columns, or a malformed name: no object.
        for bad in ["/r1000000c0", "/r0c2", "/h2", "/r-1c0", "/rxc0", "/q1"] {
            #expect(bridge.node(at: bridge.reference(table).path + bad) == nil, "\(bad)")
        }
    }

    @Test("The table's children are the rows on screen in row order, each row's children its cells")
    func tree() throws {
        table.contentOffset.y = 24 * 40 // rows scroll: their views are reused out of order
        window.layoutIfNeeded()
        table.contentOffset.y = 24 * 3
        window.layoutIfNeeded()
        let rows = bridge.children(of: .view(table)).compactMap { node -> Int? in
            guard case .view(let v) = node else { return nil }
            return (v as? TableRowView)?.row
        }
        #expect(rows == table.visibleRows && rows.first == 4)
        let rowView = try #require(table.rowView(atRow: 5))
        let cells = bridge.children(of: .view(rowView)).map { bridge.name(of: $0) }
        #expect(cells == ["Name 5", "Size 5"])
        #expect(bridge.parentReference(.cell(table, row: 5, column: 1)) == bridge.reference(rowView))
        #expect(bridge.indexInParent(.cell(table, row: 5, column: 1)) == 1)
        // A cell scrolled away hangs from the table.
        #expect(bridge.parentReference(.cell(table, row: 900, column: 0)) == bridge.reference(table))
        #expect(bridge.interfaces(of: .view(table)).contains("org.a11y.atspi.Table"))
        #expect(bridge.interfaces(of: .cell(table, row: 5, column: 0)).contains("org.a11y.atspi.TableCell"))
    }

    @Test("A cell is showing while its row is on screen, selected with its row")
    func states() {
        table.selectRowIndexes(IndexRangeSet(integer: 2))
        let on = bridge.states(of: .cell(table, row: 2, column: 0))
        #expect(on.contains(.showing) && on.contains(.selected) && on.contains(.selectable))
        let off = bridge.states(of: .cell(table, row: 500, column: 0))
        #expect(!off.contains(.showing) && !off.contains(.selected))
        #expect(bridge.attributes(of: .cell(table, row: 2, column: 1)).contains { $0 == ("rowindex", "3") })
    }
}
