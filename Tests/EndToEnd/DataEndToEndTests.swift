import Foundation
import Testing

/// The Data scene's table under real X input: a header click sorts (the first row changes), Shift+click
/// selects a range, Ctrl+C puts the rows on the clipboard as tab-separated text another program reads.
@Suite("Tables and outlines, end to end", .serialized)
struct DataEndToEndTests {
    @Test("Clicking a header sorts both ways; Shift+click selects four rows; Ctrl+C copies them for xclip")
    func sortSelectCopy() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "data"])
        let loaded = try demo.waitFor("data.loaded", timeout: 60)
        #expect((loaded.int("files") ?? 0) > 100)
        try demo.waitForSettledFrame(after: loaded)
        let f = try #require(demo.views["data.table"])
        let (left, top) = (Int(f[0]), Int(f[1]))
        func rowY(_ r: Int) -> Int { top + 26 + 24 * r + 12 }
        // Row 0 stays selected through a sort (the selection is of rows), so Ctrl+C copies the new first row.
        func copyFirstRow() throws -> String {
            let m = demo.mark
            try demo.key("ctrl+c")
            try demo.waitFor("table.copy", after: m)
            return try x.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"])
        }

        // The Name header: ascending, then descending; the first row is another file each time.
        var m = demo.mark
        try demo.click(at: left + 40, top + 13)
        var sort = try demo.waitFor("table.sort", after: m)
        #expect(sort.string("column") == "name" && sort["ascending"] as? Bool == true)
        try demo.waitFor("table.reload", after: m)
        m = demo.mark
        try demo.click(at: left + 60, rowY(0))
        try demo.waitFor("table.select", after: m) { $0.int("first") == 0 && $0.int("count") == 1 }
        let ascendingFirst = try copyFirstRow()
        m = demo.mark
        try demo.click(at: left + 40, top + 13)
        sort = try demo.waitFor("table.sort", after: m)
        #expect(sort["ascending"] as? Bool == false)
        let descendingFirst = try copyFirstRow()
        #expect(ascendingFirst != descendingFirst)
        #expect(ascendingFirst.split(separator: "\t").first.map(String.init)! <= descendingFirst.split(separator: "\t").first.map(String.init)!)

        // Row 0 is selected; Shift+click on row 3 selects 0…3.
        m = demo.mark
        try x.xdotool("mousemove", "\(left + 60)", "\(rowY(3))", "keydown", "shift", "click", "1", "keyup", "shift")
        try demo.waitFor("table.select", after: m) { $0.int("count") == 4 }
        m = demo.mark
        try demo.key("ctrl+c")
        let copied = try demo.waitFor("table.copy", after: m)
        #expect(copied.int("rows") == 4)
        let text = try x.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"])
        let lines = text.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 4 })
        #expect(lines.first.map(String.init) == descendingFirst.split(separator: "\n").first.map(String.init))
    }

    @Test("Dragging the Name header's edge resizes it; dragging the Size title past Kind moves it; the header menu hides Kind")
    func columnsByPointer() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "data"])
        let loaded = try demo.waitFor("data.loaded", timeout: 60)
        try demo.waitForSettledFrame(after: loaded)
        let f = try #require(demo.views["data.table"])
        let (left, top) = (Int(f[0]), Int(f[1]))

        // Name is 200 wide: its right edge, dragged 60 to the right.
        var m = demo.mark
        try demo.drag(from: (left + 200, top + 13), to: (left + 260, top + 13))
        let resized = try demo.waitFor("table.resize", after: m)
        #expect(resized.string("column") == "name")
        #expect(abs((resized["width"] as? Double ?? 0) - 260) <= 2, "width \(resized["width"] ?? "none")")
        demo.poll()
        #expect(!demo.events[m...].contains { $0.name == "table.sort" }, "a resize does not sort")

        // Size now spans 260…350 and Kind 350…430: Size's title dragged past Kind's middle (390).
        m = demo.mark
        try demo.drag(from: (left + 300, top + 13), to: (left + 420, top + 13))
        let moved = try demo.waitFor("table.columns", after: m)
        #expect(moved.string("change") == "move" && moved.string("order") == "name,kind,size,modified")

        // The header's context menu: Kind unchecked hides it.
        m = demo.mark
        try x.xdotool("mousemove", "\(left + 100)", "\(top + 13)", "click", "3")
        let shown = try MenuEndToEndTests.Shown(try demo.waitFor("popup.shown", after: m))
        let item = try shown.center(of: "data.table.column.kind")
        try demo.click(at: item.0, item.1)
        let hidden = try demo.waitFor("table.columns", after: m)
        #expect(hidden.string("change") == "hide" && hidden.string("order") == "name,size,modified")
    }

    @Test("Typing in the search field filters the table as you type; the filtered rows sort; Show in outline selects the file's folder; Escape brings every file back")
    func searchSortShowInOutline() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "data"])
        let loaded = try demo.waitFor("data.loaded", timeout: 60)
        try demo.waitForSettledFrame(after: loaded)
        let all = try #require(demo.events.last { $0.name == "table.reload" && $0.string("id") == "data.table" }?.int("rows"))
        #expect(all > 100)
        let f = try #require(demo.views["data.table"])
        let (left, top) = (Int(f[0]), Int(f[1]))
        func rowY(_ r: Int) -> Int { top + 26 + 24 * r + 12 }

        // Typed with real keys: the search goes once the typing pauses, and the table keeps fewer rows.
        try demo.click("data.search")
        var m = demo.mark
        try x.xdotool("type", "--delay", "40", "COPYright")
        let filtered = try demo.waitFor("data.filter", after: m, timeout: 20) { $0.string("text") == "COPYright" }
        let rows = try #require(filtered.int("rows"))
        #expect(rows > 0 && rows < all, "\(rows) of \(all) files contain “copyright”, case ignored")
        let reload = try demo.waitFor("table.reload", after: m) { $0.int("rows") == rows }
        demo.poll()
        let searches = demo.events[m...].filter { $0.name == "search.changed" }
        #expect(searches.count < 9, "results as you type, not one search a letter after a pause: \(searches.count)")
        #expect(reload.int("rows") == rows)

        // The filtered rows still sort: the Name header, and the same rows come back in order.
        m = demo.mark
        try demo.click(at: left + 40, top + 13)
        try demo.waitFor("table.sort", after: m)
        let sorted = try demo.waitFor("table.reload", after: m)
        #expect(sorted.int("rows") == rows)

        // A row's context menu: Show in outline selects the file's folder there, and the file in the table.
        m = demo.mark
        try x.xdotool("mousemove", "\(left + 60)", "\(rowY(0))", "click", "3")
        let shown = try MenuEndToEndTests.Shown(try demo.waitFor("popup.shown", after: m))
        let item = try shown.center(of: "data.showInOutline")
        try demo.click(at: item.0, item.1)
        let showed = try demo.waitFor("data.showInOutline", after: m)
        let path = try #require(showed.string("path")), folder = try #require(showed.string("folder"))
        #expect(path.hasPrefix(folder + "/") && !path.dropFirst(folder.count + 1).contains("/"), "\(path) is in \(folder)")
        #expect(path.lowercased().contains("copyright"))
        #expect(showed.string("selected") == path, "the file is selected in the table, its folder's now")

        // Escape in the search field: the search is cleared and every file of that folder shows again.
        try demo.click("data.search")
        m = demo.mark
        try demo.key("Escape")
        let cleared = try demo.waitFor("data.filter", after: m) { $0.string("text") == "" }
        #expect(cleared.int("rows") == cleared.int("files"))
    }
}
