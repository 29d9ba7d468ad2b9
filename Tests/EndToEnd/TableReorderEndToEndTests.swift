import Foundation
import Testing

/// The Data scene's Favourites table reordered with the real pointer: a selected row pressed, moved at a
/// hand's pace to another place (the drag stays inside the program: the same window's drop target) and
/// released there moves; Escape during the drag leaves the order as it was. The order is read back from
/// the demo's trace (`data.favourites`, what the list now holds) and the table's own `table.move`. The
/// file table scrolls while a drag rests near its bottom edge.
@Suite("Table rows reordered by a drag, end to end", .serialized)
struct TableReorderEndToEndTests {
    @Test("A favourite dragged below the fourth row moves there and stays selected; dragged again and Escape pressed, nothing moves")
    func reorderAndCancel() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "data"])
        let loaded = try demo.waitFor("data.loaded", timeout: 60)
        try demo.waitForSettledFrame(after: loaded)
        let f = try #require(demo.views["data.favourites"])
        let (left, top) = (Int(f[0]), Int(f[1]))
        func rowY(_ r: Int) -> Int { top + 26 + 24 * r + 12 }
        func isFavourites(_ e: TraceEvent) -> Bool { e.string("id") == "data.favourites" }

        // "applications" (row 0) selected with a click; it shows its folder.
        var m = demo.mark
        try demo.click(at: left + 40, rowY(0))
        try demo.waitFor("table.select", after: m) { isFavourites($0) && $0.int("first") == 0 && $0.int("count") == 1 }
        #expect(try demo.waitFor("data.showFolder", after: m).string("folder") == "/usr/share/applications")

        // Pressed again on it (60 points to the side: not a double click) and moved into row 3's lower
        // half: the line shows the gap above row 4; released there, it moves to row 3.
        m = demo.mark
        try demo.drag(from: (left + 100, rowY(0)), to: (left + 100, rowY(3) + 6), stepDelay: 0.02, release: false)
        let dragged = try demo.waitFor("table.drag", after: m) { isFavourites($0) }
        #expect(dragged.int("rows") == 1 && dragged["started"] as? Bool == true)
        let target = try demo.waitFor("table.dropTarget", after: m) { isFavourites($0) && $0.int("row") == 4 && $0["on"] as? Bool == false }
        // On the screen as the X server has it: the 2-pixel tint line on the boundary above row 4.
        try demo.waitForSettledFrame(after: target)
        let shot = try XScreenshot(x)
        dump(shot, "reorder-line")
        func pixel(_ px: Int, _ py: Int) -> UInt32 { shot.pixels[py * shot.width + px] }
        let boundary = top + 26 + 24 * 4
        for px in [left + 10, left + 100, left + Int(f[2]) - 10] {
            #expect(pixel(px, boundary - 1) == 0x0066D6 && pixel(px, boundary) == 0x0066D6, "x \(px): the line")
        }
        #expect(pixel(left + 100, boundary - 2) != 0x0066D6 && pixel(left + 100, boundary + 1) != 0x0066D6)
        _ = try x.xdotool("mouseup", "1")
        let order = try demo.waitFor("data.favourites", after: m)
        #expect(order.string("order") == "doc,fonts,icons,applications,locale,man")
        let move = try demo.waitFor("table.move", after: m) { isFavourites($0) }
        #expect(move.int("rows") == 1 && move.int("to") == 4 && move.int("first") == 3)
        try demo.waitFor("table.select", after: m) { isFavourites($0) && $0.int("first") == 3 && $0.int("count") == 1 }
        #expect(try demo.waitFor("drag.ended", after: m)["dropped"] as? Bool == true)

        // Pressed on it at its new place and dragged to the top; Escape before the release.
        m = demo.mark
        try demo.drag(from: (left + 40, rowY(3)), to: (left + 40, rowY(0) - 8), stepDelay: 0.02, release: false)
        try demo.waitFor("table.dropTarget", after: m) { isFavourites($0) && $0.int("row") == 0 }
        try demo.key("Escape")
        #expect(try demo.waitFor("drag.ended", after: m)["dropped"] as? Bool == false)
        try demo.waitFor("table.dropTarget", after: m) { isFavourites($0) && $0.int("row") == -1 }
        _ = try x.xdotool("mouseup", "1")
        demo.waitForRest(after: m)
        #expect(!demo.events[m...].contains { $0.name == "data.favourites" || $0.name == "table.move" }, "Escape moved nothing")
        #expect(!demo.events[m...].contains { $0.name == "table.select" && isFavourites($0) }, "the selection stayed")
    }

    @Test("A row of the file table held near the table's bottom edge scrolls the rows until the pointer leaves the edge; Escape ends the drag")
    func autoscroll() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "data"])
        let loaded = try demo.waitFor("data.loaded", timeout: 60)
        try demo.waitForSettledFrame(after: loaded)
        let f = try #require(demo.views["data.table"])
        let (left, top, height) = (Int(f[0]), Int(f[1]), Int(f[3]))
        func isTable(_ e: TraceEvent) -> Bool { e.string("id") == "data.table" }
        var m = demo.mark
        try demo.click(at: left + 60, top + 26 + 12)
        try demo.waitFor("table.select", after: m) { isTable($0) && $0.int("count") == 1 }

        // Dragged from row 0 to 6 points above the bottom edge (18 into the 24-point band: 720 pt/s);
        // held there for ten frames, then moved up to the middle, out of the band.
        m = demo.mark
        try demo.drag(from: (left + 120, top + 26 + 12), to: (left + 120, top + height - 6), stepDelay: 0.02, release: false)
        let on = try demo.waitFor("table.autoscroll", after: m) { isTable($0) && $0["on"] as? Bool == true }
        #expect(demo.waitFor("frame.presented", count: 10, after: demo.events.firstIndex { $0.time >= on.time } ?? m) >= 10)
        _ = try x.xdotool("mousemove", "\(left + 120)", "\(top + height / 2)")
        let off = try demo.waitFor("table.autoscroll", after: m) { isTable($0) && $0["on"] as? Bool == false }
        let offset = try #require(off["offset"] as? Double)
        #expect(offset > -26 + 24, "the rows scrolled at least a row: offset \(offset)")
        let mark = demo.mark
        demo.waitForRest(after: mark)
        #expect(!demo.events[mark...].contains { $0.name == "table.autoscroll" }, "out of the band nothing scrolls")
        try demo.key("Escape")
        #expect(try demo.waitFor("drag.ended", after: m)["dropped"] as? Bool == false)
        _ = try x.xdotool("mouseup", "1")
        demo.waitForRest(after: m)
        #expect(!demo.events[m...].contains { $0.name == "data.dropped" })
    }

    /// With `SHOJI_E2E_DUMP=dir`, writes the screen to `dir/name.ppm` to look at.
    func dump(_ shot: XScreenshot, _ name: String) {
        guard let dir = ProcessInfo.processInfo.environment["SHOJI_E2E_DUMP"] else { return }
        var data = Data("P6\n\(shot.width) \(shot.height)\n255\n".utf8)
        for p in shot.pixels { data.append(contentsOf: [UInt8(p >> 16 & 0xff), UInt8(p >> 8 & 0xff), UInt8(p & 0xff)]) }
        try? data.write(to: URL(fileURLWithPath: "\(dir)/\(name).ppm"))
    }
}
