import Foundation
import Testing

/// Where a menu opens once the program has stopped asking the server before every popup: the main
/// window's place on the root and XRandR's monitors are kept between menus, so a moved window or a
/// changed screen must still put the next menu at the pointer and inside the monitor. (Monitors made with
/// `xrandr --setmonitor` are not announced by the server: a menu keeps the old ones until the next change
/// it does announce, as GTK 3's do.)
extension WindowsEndToEndTests {
    @Test("After the main window moves, the next menu opens at the pointer again (its place is not the old one)")
    func menuAfterWindowMoves() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        try demo.waitFor("scene.shown")
        let row = try rowPoint(demo, 2)
        var shown = try rightClick(demo, at: row)
        #expect(try geometry(x, shown.window).prefix(2) == [row.0, row.1])
        var mark = demo.mark
        try demo.key("Escape")
        try demo.waitFor("popup.closed", after: mark)
        let main = try #require(try x.xdotool("search", "--name", "Pull to refresh").split(separator: "\n").first.map(String.init))
        try x.xdotool("windowmove", "--sync", main, "120", "70")
        let moved = (row.0 + 120, row.1 + 70)
        shown = try rightClick(demo, at: moved)
        #expect(try geometry(x, shown.window).prefix(2) == [moved.0, moved.1])
        mark = demo.mark
        try demo.key("Escape")
        try demo.waitFor("popup.closed", after: mark)
    }

    @Test("Under openbox: after the framed main window is moved, the next menu opens at the pointer again")
    func menuAfterManagedWindowMoves() throws {
        let x = try XvfbServer()
        let wm = try Openbox(on: x)
        defer { wm.stop() }
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        try demo.waitFor("scene.shown")
        let main = try #require(try x.xdotool("search", "--name", "Pull to refresh").split(separator: "\n").first.map(String.init))
        let row = try rowPoint(demo, 2)
        var g = try geometry(x, main)
        var shown = try rightClick(demo, at: (g[0] + row.0, g[1] + row.1))
        #expect(try geometry(x, shown.window).prefix(2) == [g[0] + row.0, g[1] + row.1])
        var mark = demo.mark
        try demo.key("Escape")
        try demo.waitFor("popup.closed", after: mark)
        // openbox moves its frame and tells the window with a ConfigureNotify of its own: the popup below is
        // placed from the position that one gives.
        mark = demo.mark
        try x.xdotool("windowmove", "--sync", main, String(g[0] + 90), String(g[1] + 40))
        try demo.waitFor("window.configured", after: mark) { $0["synthetic"] as? Bool == true }
        let before = g
        g = try geometry(x, main)
        #expect(g[0] != before[0] || g[1] != before[1], "the window did not move: \(before) → \(g)")
        shown = try rightClick(demo, at: (g[0] + row.0, g[1] + row.1))
        #expect(try geometry(x, shown.window).prefix(2) == [g[0] + row.0, g[1] + row.1])
        mark = demo.mark
        try demo.key("Escape")
        try demo.waitFor("popup.closed", after: mark)
    }

    @Test("After XRandR makes the screen smaller, a menu opened near its new bottom-right corner flips inside it")
    func menuAfterScreenChanges() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        try demo.waitFor("scene.shown")
        let corner = (700, 560)
        var shown = try rightClick(demo, at: corner)
        #expect(try geometry(x, shown.window).prefix(2) == [corner.0, corner.1], "room below and to the right on 1280×800")
        var mark = demo.mark
        try demo.key("Escape")
        try demo.waitFor("popup.closed", after: mark)
        // Xvfb cannot grow back, but this much it does, and says so: its one CRTC goes off and the screen
        // becomes 800×600 (RRCrtcChangeNotify, RRScreenChangeNotify; xrandr then fails to turn it on again).
        _ = try x.run("/usr/bin/xrandr", ["--fb", "800x600"])
        let size = try x.run("/usr/bin/xrandr", [])
        try #require(size.contains("current 800 x 600"), "\(size)")
        shown = try rightClick(demo, at: corner)
        let g = try geometry(x, shown.window)
        #expect(g == [corner.0 - g[2], corner.1 - g[3], g[2], g[3]], "flipped above and left of the pointer: \(g)")
        mark = demo.mark
        try demo.key("Escape")
        try demo.waitFor("popup.closed", after: mark)
    }
}
