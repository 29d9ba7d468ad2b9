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
        try demo.waitForSettledFrame(since: loaded.time)
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
        try demo.waitForSettledFrame(since: loaded.time)
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
}
