import Foundation
import Testing

/// The Data scene's table and outline as a screen reader meets them: pyatspi (Debian's, on a private
/// bus) reads the table through AT-SPI's Table, TableCell and Selection — the row count of the whole
/// folder, the column headers, any row's cells with their positions —, selects a row through the Table
/// interface (the demo's trace shows the selection), and reads the outline's level and expanded states
/// before and after ← and → collapse and expand it under real X keys.
@Suite("Tables over AT-SPI, end to end", .serialized)
struct DataAccessibilityEndToEndTests {
    @Test("pyatspi reads the table's rows, headers and cells, selects a row; the outline collapses and expands by keys")
    func tableAndOutline() throws {
        let x = try XvfbServer()
        let bus = try ATSPISession(display: x.display)
        defer { bus.stop() }
        let demo = try DemoProcess(on: x, ["--scene", "data"], environment: bus.environment)
        let loaded = try demo.waitFor("data.loaded", timeout: 60)
        let files = try #require(loaded.int("files"))
        try demo.waitForSettledFrame(after: loaded)

        let table = try bus.client("table", "Shoji", "#data.table", "table", "0", "4")
        #expect(table["rows"] as? Int == files, "every file of the folder, not the rows on screen")
        #expect(table["columns"] as? Int == 4)
        let headers = try #require(table["headers"] as? [[String: Any]])
        #expect(headers.map { $0["name"] as? String } == ["Name", "Size", "Kind", "Modified"])
        #expect(headers.allSatisfy { $0["role"] as? String == "table column header" })
        let cells = try #require(table["cells"] as? [[[String: Any]]])
        #expect(cells.count == 2 && cells.allSatisfy { $0.count == 4 })
        let fifth = cells[1]
        #expect(fifth[0]["role"] as? String == "table cell" && !(fifth[0]["name"] as? String ?? "").isEmpty)
        #expect(fifth[0]["position"] as? [Int] == [4, 0] && fifth[2]["position"] as? [Int] == [4, 2])
        #expect(fifth[0]["headers"] as? [String] == ["Name"] && fifth[3]["index"] as? Int == 4 * 4 + 3)
        #expect(fifth[0]["parent"] as? String == "table row", "a cell on screen is its row's child")
        #expect((fifth[0]["states"] as? [String] ?? []).contains("showing"))
        #expect((fifth[0]["attributes"] as? [String: String])?["rowindex"] == "5")
        // The children: the rows on screen, in order, each saying where it is in the whole table.
        let rows = try #require(table["children"] as? [[String: Any]])
        #expect(rows.first?["role"] as? String == "table row" && rows.first?["childCount"] as? Int == 4)
        let indexes = rows.compactMap { ($0["attributes"] as? [String: String])?["rowindex"].flatMap(Int.init) }
        #expect(!indexes.isEmpty && indexes == Array(1...indexes.count), "rows in order: \(indexes)")
        #expect((rows.first?["attributes"] as? [String: String])?["rowcount"] == String(files))

        // Selecting through Table.AddRowSelection is the user's selection: the app hears of it.
        var mark = demo.mark
        let selected = try bus.client("select-row", "Shoji", "#data.table", "table", "4")
        #expect(selected["done"] as? Bool == true && selected["isRowSelected"] as? Bool == true)
        #expect(selected["selectedRows"] as? [Int] == [4])
        try demo.waitFor("table.select", after: mark) { $0.int("first") == 4 && $0.int("count") == 1 }
        let after = try bus.client("table", "Shoji", "#data.table", "table", "4")
        #expect(after["nSelectedRows"] as? Int == 1 && after["nSelectedChildren"] as? Int == 1)
        let selectedCell = try #require((after["cells"] as? [[[String: Any]]])?.first?.first)
        #expect((selectedCell["states"] as? [String] ?? []).contains("selected"))

        // Arrowing through the table: the screen reader hears the new active cell (the Name of row 6).
        let listener = try bus.listen(seconds: 3)
        let sixth = try bus.client("table", "Shoji", "#data.table", "table", "5")
        let sixthName = (sixth["cells"] as? [[[String: Any]]])?.first?.first?["name"] as? String
        let t = try #require(demo.views["data.table"])
        mark = demo.mark
        try demo.click(at: Int(t[0]) + 60, Int(t[1]) + 26 + 24 * 4 + 12)
        try demo.key("Down")
        try demo.waitFor("table.select", after: mark) { $0.int("first") == 5 }
        let heard = try listener.events().filter { $0["type"] as? String == "object:active-descendant-changed" }
        #expect(heard.contains { $0["detail1"] as? Int == 5 && $0["data"] as? String == sixthName && sixthName != nil },
                "heard: \(heard)")

        // The outline: the root folder is expanded at load; ← collapses it and → expands it again.
        func outlineRoot() throws -> (states: [String], level: String?, rows: Int?) {
            let o = try bus.client("table", "Shoji", "#data.outline", "tree table", "0")
            let cell = (o["cells"] as? [[[String: Any]]])?.first?.first
            return (cell?["states"] as? [String] ?? [], (cell?["attributes"] as? [String: String])?["level"], o["rows"] as? Int)
        }
        var root = try outlineRoot()
        #expect(root.states.contains("expandable") && root.states.contains("expanded") && root.level == "1")
        let expandedRows = try #require(root.rows)
        #expect(expandedRows > 1)
        let f = try #require(demo.views["data.outline"])
        mark = demo.mark
        try demo.click(at: Int(f[0]) + 80, Int(f[1]) + 26 + 12)
        try demo.key("Left")
        try demo.waitFor("outline.collapse", after: mark) { $0.int("row") == 0 && $0.int("rows") == 1 }
        root = try outlineRoot()
        #expect(root.states.contains("expandable") && !root.states.contains("expanded") && root.rows == 1)
        mark = demo.mark
        try demo.key("Right")
        try demo.waitFor("outline.expand", after: mark) { $0.int("row") == 0 }
        root = try outlineRoot()
        #expect(root.states.contains("expanded") && root.rows == expandedRows)
        let child = try bus.client("table", "Shoji", "#data.outline", "tree table", "1")
        let childCell = (child["cells"] as? [[[String: Any]]])?.first?.first
        #expect((childCell?["attributes"] as? [String: String])?["level"] == "2")
    }
}
