import Foundation
import Testing

/// Windows besides the main one, with real X input: a right click on the feed opens a popup menu window
/// of its own (override-redirect, `_NET_WM_WINDOW_TYPE_POPUP_MENU`, read back with xprop) placed on the
/// monitor, extending past the main window; a click outside closes it and reaches nothing, Escape closes
/// it; "About Shoji" is a second top-level window, a dialog transient for the main one. Then again under
/// openbox, which manages (reparents) the About window and closes it alone with Alt+F4.
@Suite("Popup and top-level windows, end to end", .serialized)
struct WindowsEndToEndTests {
    /// The popup's X window and its frame in root pixels, from `popup.shown`.
    struct Shown {
        let window: String
        let frame: [Double]
        let views: [String: [Double]]
    }

    func rightClick(_ demo: DemoProcess, at p: (Int, Int)) throws -> Shown {
        let mark = demo.mark
        try demo.x.xdotool("mousemove", "\(p.0)", "\(p.1)", "click", "3")
        let e = try demo.waitFor("popup.shown", after: mark)
        try demo.waitFor("popup.grab", after: mark) { $0["ok"] as? Bool == true }
        let id = try #require(e.int("window"))
        let frame = try #require(e["frame"] as? [NSNumber]).map(\.doubleValue)
        return Shown(window: String(id), frame: frame, views: e.views)
    }

    /// The absolute upper-left corner and size xwininfo reports for `window`.
    func geometry(_ x: XvfbServer, _ window: String) throws -> [Int] {
        let info = try x.run("/usr/bin/xwininfo", ["-id", window])
        func value(_ key: String) -> Int? {
            info.split(separator: "\n").first { $0.contains(key) }.flatMap { Int($0.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) }
        }
        return [value("Absolute upper-left X"), value("Absolute upper-left Y"), value("Width"), value("Height")].compactMap { $0 }
    }

    func pointerDowns(_ demo: DemoProcess, after mark: Int) -> [TraceEvent] {
        demo.poll()
        return demo.events[mark...].filter { $0.name == "pointer.down" }
    }

    func rowPoint(_ demo: DemoProcess, _ n: Int) throws -> (Int, Int) {
        try demo.center(of: "refresh.list.row.\(n)")
    }

    @Test("A right click opens a POPUP_MENU window at the pointer, past the main window's edge; a click outside closes it and reaches nothing; Escape closes it")
    func popupMenu() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        try demo.waitFor("scene.shown")
        let row = try rowPoint(demo, 2)
        var shown = try rightClick(demo, at: row)
        let props = try x.run("/usr/bin/xprop", ["-id", shown.window, "_NET_WM_WINDOW_TYPE", "WM_TRANSIENT_FOR"])
        #expect(props.contains("_NET_WM_WINDOW_TYPE(ATOM) = _NET_WM_WINDOW_TYPE_POPUP_MENU"), "\(props)")
        #expect(props.contains("WM_TRANSIENT_FOR(WINDOW)"), "\(props)")
        #expect(try geometry(x, shown.window).prefix(2) == [row.0, row.1])
        #expect(shown.views["menu.copy"] != nil)

        // A left click on another row: the menu closes, and the row never hears of the press.
        let other = try rowPoint(demo, 5)
        var mark = demo.mark
        try demo.click(at: other.0, other.1)
        try demo.waitFor("popup.dismissed", after: mark) { $0.string("reason") == "outsidePress" }
        // An absence (the row hears no press): nothing in the trace says "none came", so wall time it is.
        usleep(300_000)
        #expect(pointerDowns(demo, after: mark).isEmpty, "\(pointerDowns(demo, after: mark))")
        // The same click again reaches the row: the application is not stuck in a grab.
        mark = demo.mark
        try demo.click(at: other.0, other.1)
        let down = try demo.waitFor("pointer.down", after: mark)
        #expect(down.string("hit")?.hasPrefix("refresh.list") == true, "\(down)")

        // Near the main window's right edge: the menu extends past it (the monitor is wider).
        let near = (1010, row.1)
        shown = try rightClick(demo, at: near)
        #expect(shown.frame[0] == Double(near.0) && shown.frame[0] + shown.frame[2] > 1024, "\(shown.frame)")
        mark = demo.mark
        try demo.key("Escape")
        try demo.waitFor("popup.dismissed", after: mark) { $0.string("reason") == "escape" }
        try demo.waitFor("popup.closed", after: mark)
        let windows = try x.run("/usr/bin/xwininfo", ["-root", "-children"])
        #expect(!windows.contains(String(format: "0x%x", Int(shown.window)!)), "the popup's window is destroyed")
    }

    @Test("Down and Return on the context menu run Copy (xclip reads the row's text); type-ahead d and Return ask with the standard alert before Delete removes the row")
    func contextMenuItems() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        try demo.waitFor("scene.shown")
        let row = try rowPoint(demo, 2)
        _ = try rightClick(demo, at: row)
        var mark = demo.mark
        try demo.key("Down")
        try demo.key("Return")
        let activated = try demo.waitFor("menu.activated", after: mark)
        #expect(activated.string("id") == "menu.copy")
        let copied = try demo.waitFor("refresh.copied", after: mark)
        #expect(copied.int("row") == 2)
        try demo.waitFor("popup.closed", after: mark)
        // The clipboard is claimed after a round trip for the server's time: xclip asked before it found no
        // owner (a fresh-clone run under load read an empty clipboard).
        try demo.waitFor("pasteboard.owned", after: mark) { $0.string("pasteboard") == "general" }
        let text = try x.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"])
        #expect(!text.isEmpty && text.utf8.count == copied.int("bytes"), "\(text)")

        _ = try rightClick(demo, at: row)
        mark = demo.mark
        try demo.key("d")
        try demo.key("Return")
        let presented = try demo.waitFor("modal.presented", after: mark)
        #expect(presented.string("id") == "notice.confirm")
        #expect(presented.views["modal.confirm.delete"] != nil && presented.views["modal.confirm.cancel"] != nil)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "refresh.deleted" }, "nothing is deleted before the answer")
        try demo.key("Tab")
        try demo.key("Return")
        let deleted = try demo.waitFor("refresh.deleted", after: mark)
        #expect(deleted.int("id") != nil)
    }

    @Test("The title bar's Shoji button pulls down a DROPDOWN_MENU window below it; Down four times (Language, Appearance, Slow motion, Inspector) and Return run Inspector (F12's)")
    func pullDown() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let button = try #require(demo.views["titlebar.menu"])
        var mark = demo.mark
        try demo.click("titlebar.menu")
        let shown = try demo.waitFor("popup.shown", after: mark) { $0.string("kind") == "dropdownMenu" }
        try demo.waitFor("popup.grab", after: mark) { $0["ok"] as? Bool == true }
        let window = String(try #require(shown.int("window")))
        let props = try x.run("/usr/bin/xprop", ["-id", window, "_NET_WM_WINDOW_TYPE"])
        #expect(props.contains("_NET_WM_WINDOW_TYPE(ATOM) = _NET_WM_WINDOW_TYPE_DROPDOWN_MENU"), "\(props)")
        // Below the button (which the network item beside it may have moved sideways since app.ready).
        let anchor = try #require(shown["anchor"] as? [NSNumber]).map(\.doubleValue)
        #expect(anchor[1] == button[1] && anchor[3] == button[3] && anchor[2] == button[2], "\(anchor) \(button)")
        let g = try geometry(x, window)
        #expect(Double(g[0]) == anchor[0].rounded() && Double(g[1]) == anchor[1] + anchor[3], "below the button: \(g), \(anchor)")
        #expect(shown.views["menu.inspector"] != nil && shown.views["menu.about"] != nil)
        mark = demo.mark
        try demo.key("Down")
        try demo.key("Down")
        try demo.key("Down")
        try demo.key("Down")
        try demo.key("Return")
        let activated = try demo.waitFor("menu.activated", after: mark)
        #expect(activated.string("id") == "menu.inspector")
        try demo.waitFor("popup.closed", after: mark)
    }

    @Test("A menu opened by a press released over the menu leaves the window below ready for the next click")
    func pressReleasedOverTheMenu() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        try demo.waitFor("scene.shown")
        let row = try rowPoint(demo, 2)
        var mark = demo.mark
        try x.xdotool("mousemove", "\(row.0)", "\(row.1)", "mousedown", "3")
        try demo.waitFor("popup.grab", after: mark) { $0["ok"] as? Bool == true }
        try x.xdotool("mousemove", "\(row.0 + 20)", "\(row.1 + 20)", "mouseup", "3") // over the menu
        try demo.key("Escape")
        try demo.waitFor("popup.closed", after: mark)
        mark = demo.mark
        let other = try rowPoint(demo, 4)
        try demo.click(at: other.0, other.1)
        let down = try demo.waitFor("pointer.down", after: mark)
        #expect(down.string("hit") == "refresh.list.row.4", "\(down)")
    }

    @Test("Opened near the monitor's bottom-right corner, the menu flips above and left of the pointer, inside the monitor")
    func popupFlipsAtMonitorEdge() throws {
        let x = try XvfbServer(width: 800, height: 720) // the monitor ends inside the demo's window
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        try demo.waitFor("scene.shown")
        let corner = (700, 690)
        let shown = try rightClick(demo, at: corner)
        let g = try geometry(x, shown.window)
        #expect(g == [corner.0 - g[2], corner.1 - g[3], g[2], g[3]], "\(g)")
        #expect(g[0] + g[2] <= 800 && g[1] + g[3] <= 720)
        try demo.key("Escape")
        try demo.waitFor("popup.closed")
    }

    @Test("F1 opens About as a second top-level window: a dialog transient for the main window")
    func aboutWindow() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let mark = demo.mark
        try demo.key("F1")
        let opened = try demo.waitFor("window.opened", after: mark) { $0.string("window") == "about" }
        #expect(opened.views["about.close"] != nil)
        let ids = try x.xdotool("search", "--name", "About Shoji").split(separator: "\n")
        let about = try #require(ids.first.map(String.init))
        let props = try x.run("/usr/bin/xprop", ["-id", about, "_NET_WM_WINDOW_TYPE", "WM_TRANSIENT_FOR", "_NET_WM_PID"])
        #expect(props.contains("_NET_WM_WINDOW_TYPE(ATOM) = _NET_WM_WINDOW_TYPE_DIALOG"), "\(props)")
        #expect(props.contains("WM_TRANSIENT_FOR(WINDOW)"))
        #expect(props.contains("_NET_WM_PID(CARDINAL) = \(demo.process.processIdentifier)"))
        // Its Close button closes it alone (no manager here: the window is at the root's origin).
        let close = try #require(opened.views["about.close"])
        let m2 = demo.mark
        try demo.click(at: Int(close[0] + close[2] / 2), Int(close[1] + close[3] / 2))
        try demo.waitFor("window.closed", after: m2) { $0.string("window") == "about" }
        #expect(demo.process.isRunning)
    }

    @Test("Resting on the title bar's About button shows a TOOLTIP window below it, which never grabs; the first key closes it, and leaving the button too")
    func toolTip() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let button = try #require(demo.views["titlebar.about"])
        let (cx, cy) = try demo.center(of: "titlebar.about")
        var mark = demo.mark
        try x.xdotool("mousemove", "\(cx)", "\(cy)")
        let shown = try demo.waitFor("popup.shown", after: mark) { $0.string("kind") == "tooltip" }
        let window = String(try #require(shown.int("window")))
        let props = try x.run("/usr/bin/xprop", ["-id", window, "_NET_WM_WINDOW_TYPE"])
        #expect(props.contains("_NET_WM_WINDOW_TYPE(ATOM) = _NET_WM_WINDOW_TYPE_TOOLTIP"), "\(props)")
        // Below the button (which the network item beside it may have moved sideways since app.ready).
        let anchor = try #require(shown["anchor"] as? [NSNumber]).map(\.doubleValue)
        #expect(anchor[1] == button[1] && anchor[3] == button[3] && anchor[2] == button[2], "\(anchor) \(button)")
        let g = try geometry(x, window)
        #expect(Double(g[0]) == anchor[0].rounded() && Double(g[1]) == anchor[1] + anchor[3], "below the button: \(g), \(anchor)")
        #expect(!demo.events[mark...].contains { $0.name == "popup.grab" }, "a tooltip never grabs")
        mark = demo.mark
        try demo.key("shift")
        try demo.waitFor("popup.closed", after: mark) { $0.string("kind") == "tooltip" }
        // Shown again when the pointer comes back to the button, gone when it leaves.
        try x.xdotool("mousemove", "\(cx)", "\(cy + 200)", "sleep", "0.1", "mousemove", "\(cx)", "\(cy)")
        try demo.waitFor("popup.shown", after: mark) { $0.string("kind") == "tooltip" }
        mark = demo.mark
        try x.xdotool("mousemove", "\(cx)", "\(cy + 200)")
        try demo.waitFor("popup.closed", after: mark) { $0.string("kind") == "tooltip" }
    }

    @Test("A screen reader sees About as a second window of the application, its extents where it is, and its Close button closes it")
    func aboutOverATSPI() throws {
        let x = try XvfbServer()
        let bus = try ATSPISession(display: x.display)
        defer { bus.stop() }
        let demo = try DemoProcess(on: x, ["--scene", "basics"], environment: bus.environment)
        #expect(try bus.tree().filter { $0.depth == 1 }.count == 1)
        let mark = demo.mark
        try demo.key("F1")
        let opened = try demo.waitFor("window.opened", after: mark) { $0.string("window") == "about" }
        var tree = try bus.tree()
        #expect(tree.filter { $0.depth == 1 }.map(\.role) == ["window", "window"], "\(tree.filter { $0.depth == 1 })")
        let close = try #require(tree.first { $0.id == "about.close" })
        // No manager: the About window sits at the root's origin, so its extents are its own pixels.
        #expect(close.extents == opened.views["about.close"].map { $0.map { Int($0) } })
        let done = try bus.client("do", "Shoji", "Close", "push button", "press")
        #expect(done["done"] as? Bool == true)
        try demo.waitFor("window.closed", after: mark) { $0.string("window") == "about" }
        tree = try bus.tree()
        #expect(tree.filter { $0.depth == 1 }.count == 1, "\(tree.filter { $0.depth == 1 })")
    }

    @Test("A screen reader sees an open menu as a window of the application, with its items where they are on screen")
    func menuOverATSPI() throws {
        let x = try XvfbServer()
        let bus = try ATSPISession(display: x.display)
        defer { bus.stop() }
        let demo = try DemoProcess(on: x, ["--scene", "refresh"], environment: bus.environment)
        try demo.waitFor("scene.shown")
        let row = try rowPoint(demo, 2)
        let shown = try rightClick(demo, at: row)
        let tree = try bus.tree()
        #expect(tree.filter { $0.depth == 1 }.count == 2, "\(tree.filter { $0.depth == 1 })")
        let copy = try #require(tree.first { $0.id == "menu.copy" })
        let local = try #require(shown.views["menu.copy"])
        #expect(copy.extents == [row.0 + Int(local[0]), row.1 + Int(local[1]), Int(local[2]), Int(local[3])], "in root pixels")
        let mark = demo.mark
        try demo.key("Escape")
        try demo.waitFor("popup.closed", after: mark)
        #expect(try bus.tree().filter { $0.depth == 1 }.count == 1)
    }

    @Test("Under openbox: About is managed (framed), Alt+F4 closes it alone, the main window answers; a menu still opens and closes")
    func underOpenbox() throws {
        let x = try XvfbServer()
        let wm = try Openbox(on: x)
        defer { wm.stop() }
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        try demo.waitFor("scene.shown")
        var mark = demo.mark
        try demo.key("F1")
        try demo.waitFor("window.opened", after: mark) { $0.string("window") == "about" }
        let about = try #require(try x.xdotool("search", "--name", "About Shoji").split(separator: "\n").first.map(String.init))
        // openbox reparents what it manages into its frame, and says how thick the frame is.
        var extents = ""
        for _ in 0..<50 {
            extents = try x.run("/usr/bin/xprop", ["-id", about, "_NET_FRAME_EXTENTS"])
            if extents.contains("=") { break }
            usleep(100_000)
        }
        #expect(extents.contains("_NET_FRAME_EXTENTS(CARDINAL) = "), "\(extents)")
        let tree = try x.run("/usr/bin/xwininfo", ["-id", about, "-tree"])
        #expect(!tree.contains("Parent window id: 0x\(String(XvfbServer.rootID(x), radix: 16))"), "\(tree)")
        // Alt+F4 to the focused About window: openbox sends it WM_DELETE_WINDOW.
        try x.xdotool("windowactivate", "--sync", about)
        mark = demo.mark
        try demo.key("alt+F4")
        try demo.waitFor("window.closed", after: mark) { $0.string("window") == "about" }
        // An absence (the program does not end with this window): wall time for an exit to show.
        usleep(300_000)
        #expect(demo.process.isRunning)
        // The main window still answers a click.
        let main = try #require(try x.xdotool("search", "--name", "Pull to refresh").split(separator: "\n").first.map(String.init))
        let g = try geometry(x, main)
        let (bx, by) = try demo.center(of: "refresh.button")
        mark = demo.mark
        try demo.click(at: g[0] + bx, g[1] + by)
        let down = try demo.waitFor("pointer.down", after: mark)
        #expect(down.string("hit") == "refresh.button", "\(down)")
        // A menu under the manager: its type, and Escape closes it.
        let row = try rowPoint(demo, 2)
        let shown = try rightClick(demo, at: (g[0] + row.0, g[1] + row.1))
        let props = try x.run("/usr/bin/xprop", ["-id", shown.window, "_NET_WM_WINDOW_TYPE"])
        #expect(props.contains("_NET_WM_WINDOW_TYPE_POPUP_MENU"), "\(props)")
        #expect(try geometry(x, shown.window).prefix(2) == [g[0] + row.0, g[1] + row.1])
        mark = demo.mark
        try demo.key("Escape")
        try demo.waitFor("popup.dismissed", after: mark) { $0.string("reason") == "escape" }
    }
}

extension WindowsEndToEndTests {
    @Test("Under openbox: closing the main window while About is open leaves About running; closing About then ends the program")
    func mainClosesFirst() throws {
        let x = try XvfbServer()
        let wm = try Openbox(on: x)
        defer { wm.stop() }
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        var mark = demo.mark
        try demo.key("F1")
        try demo.waitFor("window.opened", after: mark) { $0.string("window") == "about" }
        let about = try #require(try x.xdotool("search", "--name", "About Shoji").split(separator: "\n").first.map(String.init))
        let main = try #require(try x.xdotool("search", "--name", "Basics").split(separator: "\n").first.map(String.init))
        try x.xdotool("windowactivate", "--sync", main)
        mark = demo.mark
        try demo.key("alt+F4")
        try demo.waitFor("window.closed", after: mark) { $0.string("window") == "main" }
        // An absence (the program does not end with this window): wall time for an exit to show.
        usleep(300_000)
        #expect(demo.process.isRunning, "About is still open")
        #expect(try x.xdotool("search", "--name", "About Shoji").contains(about))
        // About still answers: its Close button, clicked where openbox put it.
        let info = try x.run("/usr/bin/xwininfo", ["-id", about])
        func value(_ key: String) -> Int { Int(info.split(separator: "\n").first { $0.contains(key) }!.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) ?? 0 }
        let opened = try #require(demo.events.last { $0.name == "window.opened" })
        let close = try #require(opened.views["about.close"])
        try demo.click(at: value("Absolute upper-left X") + Int(close[0] + close[2] / 2), value("Absolute upper-left Y") + Int(close[1] + close[3] / 2))
        let exit = try #require(demo.waitForExit(timeout: 10), "the program ends after its last window")
        #expect(exit.status == 0, "\(exit.stderr)")
    }
}

/// openbox on a test's Xvfb, with a home of its own (no user configuration), stopped on `stop()`.
final class Openbox: @unchecked Sendable {
    let process = Process()
    let home: String

    init(on x: XvfbServer) throws {
        home = NSTemporaryDirectory() + "shoji-openbox-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/.config/openbox", withIntermediateDirectories: true)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/openbox") else {
            throw E2E.Failure(description: "openbox is missing: scripts/deps.sh installs it")
        }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
        process.arguments = ["--sm-disable"]
        var env = E2E.environment
        env["DISPLAY"] = x.display
        env["HOME"] = home
        env["XDG_CONFIG_HOME"] = home + "/.config"
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Running once it owns the screen's WM_S0 selection and says so on the root (_NET_SUPPORTING_WM_CHECK).
        for _ in 0..<100 {
            if try x.run("/usr/bin/xprop", ["-root", "_NET_SUPPORTING_WM_CHECK"]).contains("window id") { return }
            usleep(50_000)
        }
        stop()
        throw E2E.Failure(description: "openbox did not start")
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        try? FileManager.default.removeItem(atPath: home)
    }

    deinit { stop() }
}

extension XvfbServer {
    /// The root window's id.
    static func rootID(_ x: XvfbServer) -> Int {
        let info = (try? x.run("/usr/bin/xwininfo", ["-root"])) ?? ""
        let id = info.split(separator: "\n").first { $0.contains("Window id:") }?.split(separator: " ").first { $0.hasPrefix("0x") }
        return id.flatMap { Int($0.dropFirst(2), radix: 16) } ?? -1
    }
}

extension WindowsEndToEndTests {
    /// The window `_NET_ACTIVE_WINDOW` on the root names (openbox keeps it), as xdotool's decimal id.
    func activeWindow(_ x: XvfbServer) throws -> String {
        let line = try x.run("/usr/bin/xprop", ["-root", "_NET_ACTIVE_WINDOW"])
        guard let hex = line.split(separator: " ").last.map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) }),
              let id = UInt(hex.dropFirst(2), radix: 16) else { return "" }
        return String(id)
    }

    @Test("Under openbox: F1 while About is open behind the main window brings About to the front (_NET_ACTIVE_WINDOW)")
    func bringAboutToFront() throws {
        let x = try XvfbServer()
        let wm = try Openbox(on: x)
        defer { wm.stop() }
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        try demo.waitFor("scene.shown")
        var mark = demo.mark
        try demo.key("F1")
        try demo.waitFor("window.opened", after: mark) { $0.string("window") == "about" }
        let about = try #require(try x.xdotool("search", "--name", "About Shoji").split(separator: "\n").first.map(String.init))
        let main = try #require(try x.xdotool("search", "--name", "Pull to refresh").split(separator: "\n").first.map(String.init))
        try x.xdotool("windowactivate", "--sync", main)
        #expect(try activeWindow(x) == main, "the main window has the keyboard")
        mark = demo.mark
        try demo.key("F1") // to the main window: About is open already
        try demo.waitFor("window.activated", after: mark) { $0.string("window") == "about" }
        var active = ""
        for _ in 0..<50 {
            active = try activeWindow(x)
            if active == about { break }
            usleep(50_000)
        }
        #expect(active == about, "the window manager made About the active window")
        #expect(demo.events[mark...].filter { $0.name == "window.opened" }.isEmpty, "no second About")
    }
}
