import Foundation
import Testing
@testable import Shoji

/// Columns the user rearranges: the header's context menu hides and shows them (never the last one),
/// a title dragged past a neighbour's middle takes its place (a click still sorts), and the widths,
/// order and hidden set go to the app as a Codable value and come back, matched by identifier.
@MainActor
@Suite("Table columns: hide, reorder, remember")
struct TableColumnStateTests {
    final class Told: TableViewDelegate { var changes = 0; func tableViewColumnsDidChange(_ tableView: TableView) { changes += 1 } }

    func make() -> (Rig, TableView, CountingTable, Told) {
        let rig = Rig(size: Size(400, 600))
        let source = CountingTable(100)
        let told = Told()
        let table = TableView(frame: Rect(0, 0, 400, 600))
        table.fillsLastColumn = false
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 150),
                         TableColumn(identifier: "size", title: "Size", width: 80),
                         TableColumn(identifier: "kind", title: "Kind", width: 100)]
        table.dataSource = source
        table.tableDelegate = told
        rig.window.addSubview(table)
        rig.layout()
        return (rig, table, source, told)
    }

    func shown(_ t: TableView) -> [String] { t.columnLayout.slots.map { t.columns[$0.index].identifier } }

    @Test("The header's menu lists every column checked when shown; unchecking hides it, checking shows it with its text")
    func hideAndShow() throws {
        let (rig, table, source, told) = make()
        defer { withExtendedLifetime(source) {} }
        var menu = table.columnsMenu()
        #expect(menu.items.map(\.title) == ["Name", "Size", "Kind"] && menu.items.allSatisfy(\.isChecked))
        menu.items[1].action?(menu.items[1])
        rig.layout()
        #expect(shown(table) == ["name", "kind"] && told.changes == 1)
        // Kind now starts where Size did.
        #expect(table.columnLayout.slots.map(\.x) == [0, 150])
        #expect(table.rowView(atRow: 0)?.texts == ["Item 0", "", "kind 0"])
        menu = table.columnsMenu()
        #expect(menu.items.map(\.isChecked) == [true, false, true])
        menu.items[1].action?(menu.items[1])
        rig.layout()
        #expect(shown(table) == ["name", "size", "kind"] && table.rowView(atRow: 0)?.texts[1] == "0", "asked again once shown")
        // The last shown column stays.
        table.setColumn(table.columns[0], hidden: true)
        table.setColumn(table.columns[1], hidden: true)
        #expect(!table.setColumn(table.columns[2], hidden: true) && shown(table) == ["kind"])
        #expect(table.columnsMenu().items[2].isEnabled == false)
    }

    @Test("A right click on the header opens the columns menu")
    func contextMenu() {
        let (_, table, _, _) = make()
        #expect(table.headerView.contextMenuInteraction?.menuProvider(Point(10, 10))?.items.count == 3)
    }

    @Test("Dragging a title past the next column's middle moves the column; a click without a drag still sorts")
    func dragReorders() {
        let (rig, table, _, told) = make()
        rig.startTracing()
        defer { rig.stopTracing() }
        // Name (0…150) dragged right: past Size's middle (150 + 40 = 190) it takes Size's place.
        rig.drag(from: Point(60, 13), to: Point(180, 13))
        #expect(shown(table) == ["name", "size", "kind"], "not yet past the middle")
        rig.drag(from: Point(60, 13), to: Point(200, 13))
        #expect(shown(table) == ["size", "name", "kind"])
        #expect(table.columnLayout.slots.map(\.x) == [0, 80, 230])
        #expect(told.changes == 1 && table.sortDescriptors.isEmpty, "a drag does not sort")
        #expect(rig.values("table.columns", "order").last == .string("size,name,kind"))
        // On past Kind's middle too, in one drag.
        rig.drag(from: Point(100, 13), to: Point(300, 13))
        #expect(shown(table) == ["size", "kind", "name"])
        rig.click(Point(20, 13))
        #expect(table.sortDescriptors.first?.columnIdentifier == "size")
        table.allowsColumnReordering = false
        rig.drag(from: Point(20, 13), to: Point(200, 13))
        #expect(shown(table) == ["size", "kind", "name"])
    }

    @Test("The state the app stores comes back: order, widths within limits, hidden set; unknown names are skipped")
    func remembered() throws {
        let (rig, table, _, _) = make()
        table.moveColumn(at: 2, to: 0)
        table.columns[1].width = 210
        table.setColumn(table.columns[2], hidden: true)
        let state = table.columnState
        #expect(state.columns.map(\.identifier) == ["kind", "name", "size"])
        let data = try JSONEncoder().encode(state)
        let back = try JSONDecoder().decode(TableColumnState.self, from: data)
        #expect(back == state)

        let (_, fresh, _, _) = make()
        fresh.restoreColumnState(back)
        rig.layout()
        #expect(fresh.columnState == state)
        #expect(shown(fresh) == ["kind", "name"])

        // A state from another version: a gone column, a new one left after, a width past the limits.
        let other = TableColumnState(columns: [.init(identifier: "gone", width: 50),
                                               .init(identifier: "size", width: 1e9),
                                               .init(identifier: "name", width: 90, isHidden: true)])
        let (_, again, _, _) = make()
        again.columns[1].maxWidth = 300
        again.restoreColumnState(other)
        #expect(again.columns.map(\.identifier) == ["size", "name", "kind"])
        #expect(again.columns[0].width == 300 && again.columns[1].isHidden && !again.columns[2].isHidden)
        // All hidden: one comes back.
        again.restoreColumnState(TableColumnState(columns: again.columns.map { .init(identifier: $0.identifier, width: $0.width, isHidden: true) }))
        #expect(again.columns.filter { !$0.isHidden }.count == 1)
    }
}
