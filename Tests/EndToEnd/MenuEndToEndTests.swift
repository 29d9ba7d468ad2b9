import Foundation
import Testing

/// The toolkit's menus with real X input (XTest through xdotool): press-drag-release on a context menu,
/// a held mouse button (no long press: touch only), and the title bar's Language submenu, which switches the running demo to Japanese.
@Suite("Menus: press-drag-release, no long press by mouse, submenus, end to end", .serialized)
struct MenuEndToEndTests {
    /// A popup's X window, its frame in root pixels and its views' frames in its own pixels (`popup.shown`).
    struct Shown {
        let window: String
        let frame: [Double]
        let views: [String: [Double]]

        init(_ e: TraceEvent) throws {
            window = String(try #require(e.int("window")))
            frame = try #require(e["frame"] as? [NSNumber]).map(\.doubleValue)
            views = e.views
        }

        /// The centre of the menu's row `id`, in root pixels.
        func center(of id: String) throws -> (Int, Int) {
            let v = try #require(views[id], "no \(id) in \(views.keys.sorted())")
            return (Int(frame[0] + v[0] + v[2] / 2), Int(frame[1] + v[1] + v[3] / 2))
        }
    }

    /// Clicks the title bar's "Shoji ▾" and waits for its pull-down to show and take the pointer grab.
    static func openTitleBarMenu(_ demo: DemoProcess) throws -> Shown {
        let mark = demo.mark
        try demo.click("titlebar.menu")
        let root = try Shown(try demo.waitFor("popup.shown", after: mark) { $0.string("kind") == "dropdownMenu" })
        try demo.waitFor("popup.grab", after: mark) { $0["ok"] as? Bool == true }
        return root
    }

    func feed() throws -> (XvfbServer, DemoProcess) {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        try demo.waitFor("scene.shown")
        return (x, demo)
    }

    @Test("Right press on a row, drag onto Mark read, release there: it runs (no click in the menu) and the menu window closes")
    func rightPressDragRelease() throws {
        let (x, demo) = try feed()
        let row = try demo.center(of: "refresh.list.row.2")
        let mark = demo.mark
        try x.xdotool("mousemove", "\(row.0)", "\(row.1)", "mousedown", "3")
        let shown = try Shown(try demo.waitFor("popup.shown", after: mark) { $0.string("kind") == "popupMenu" })
        try demo.waitFor("popup.grab", after: mark) { $0["ok"] as? Bool == true }
        let item = try shown.center(of: "menu.markRead")
        try x.xdotool("mousemove", "\(item.0 - 10)", "\(item.1)", "sleep", "0.05", "mousemove", "\(item.0)", "\(item.1)", "mouseup", "3")
        let activated = try demo.waitFor("menu.activated", after: mark)
        #expect(activated.string("id") == "menu.markRead")
        let read = try demo.waitFor("refresh.read", after: mark)
        #expect(read["read"] as? Bool == true)
        try demo.waitFor("popup.closed", after: mark)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "pointer.down" && $0.int("button") == 1 }, "no click was made")
    }

    @Test("A right press dragged over an item and released outside every menu closes it and runs nothing")
    func dragReleasedOutside() throws {
        let (x, demo) = try feed()
        let row = try demo.center(of: "refresh.list.row.2")
        let mark = demo.mark
        try x.xdotool("mousemove", "\(row.0)", "\(row.1)", "mousedown", "3")
        let shown = try Shown(try demo.waitFor("popup.shown", after: mark))
        try demo.waitFor("popup.grab", after: mark) { $0["ok"] as? Bool == true }
        let item = try shown.center(of: "menu.copy")
        try x.xdotool("mousemove", "\(item.0)", "\(item.1)", "sleep", "0.05", "mousemove", "\(row.0 - 150)", "\(row.1 + 200)",
                      "sleep", "0.05", "mouseup", "3")
        try demo.waitFor("popup.closed", after: mark)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "menu.activated" })
    }

    @Test("A mouse button held on a row opens no context menu (touch only, as in GTK and Qt): the pull it started goes on; a right click still opens the menu")
    func mouseHoldIsNoLongPress() throws {
        let (x, demo) = try feed()
        let row = try demo.center(of: "refresh.list.row.1")
        let mark = demo.mark
        // The user's own gesture: press, an 8-pixel pull, a pause of 0.8 s (longer than a finger's 0.5 s), more pull.
        try x.xdotool("mousemove", "\(row.0)", "\(row.1)", "mousedown", "1")
        for dy in stride(from: 2, through: 8, by: 2) { try x.xdotool("mousemove", "\(row.0)", "\(row.1 + dy)", "sleep", "0.02") }
        try x.xdotool("sleep", "0.8")
        for dy in stride(from: 11, through: 41, by: 3) { try x.xdotool("mousemove", "\(row.0)", "\(row.1 + dy)", "sleep", "0.02") }
        try demo.waitFor("refresh.state", after: mark) { $0.string("state") == "pulling" }
        try x.xdotool("mouseup", "1")
        try demo.waitFor("refresh.state", after: mark) { $0.string("state") == "hidden" }
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "menu.context" || $0.name == "popup.shown" })
        let m2 = demo.mark
        try x.xdotool("mousemove", "\(row.0)", "\(row.1)", "click", "3")
        let context = try demo.waitFor("menu.context", after: m2)
        #expect(context.string("via") == "press")
        try demo.waitFor("popup.shown", after: m2) { $0.string("kind") == "popupMenu" }
        try demo.key("Escape")
        try demo.waitFor("popup.closed", after: m2)
    }

    @Test("The title bar's Shoji menu: hovering Language opens its submenu beside it; choosing 日本語 switches the running demo to Japanese")
    func languageSubmenu() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        try demo.waitFor("scene.shown")
        let root = try Self.openTitleBarMenu(demo)
        let mark = demo.mark
        let language = try root.center(of: "menu.language")
        try x.xdotool("mousemove", "\(language.0)", "\(language.1)")
        let sub = try Shown(try demo.waitFor("popup.shown", after: mark) { $0.string("kind") == "popupMenu" })
        #expect(sub.frame[0] == root.frame[0] + root.frame[2], "beside the menu, on its right: \(sub.frame) \(root.frame)")
        #expect(sub.views["menu.language.en"] != nil && sub.views["menu.language.ja"] != nil)
        let props = try x.run("/usr/bin/xprop", ["-id", sub.window, "_NET_WM_WINDOW_TYPE"])
        #expect(props.contains("_NET_WM_WINDOW_TYPE_POPUP_MENU"), "\(props)")
        if let dir = ProcessInfo.processInfo.environment["SHOJI_E2E_SHOTS"] {
            _ = try? x.run("/bin/sh", ["-c", "/usr/bin/xwd -root -silent -display \(x.display) | /usr/bin/convert xwd:- \(dir)/language-submenu.png"])
        }
        let ja = try sub.center(of: "menu.language.ja")
        // Along the submenu's row first (as a hand goes), then onto 日本語.
        try x.xdotool("mousemove", "\(Int(sub.frame[0]) + 8)", "\(language.1)", "sleep", "0.05",
                      "mousemove", "\(ja.0)", "\(ja.1)", "sleep", "0.05", "click", "1")
        let switched = try demo.waitFor("app.language", after: mark)
        #expect(switched.string("language") == "ja")
        let shown = try demo.waitFor("scene.shown", after: mark) { $0.string("scene") == "basics" }
        #expect(shown.views["sidebar.basics"] != nil)
        try demo.waitFor("popup.closed", after: mark)
        var title = ""
        for _ in 0..<50 {
            title = try x.run("/usr/bin/xprop", ["-id", try mainWindow(demo), "_NET_WM_NAME"])
            if title.contains("基本") { break }
            usleep(100_000)
        }
        #expect(title.contains("Shoji — 基本"), "\(title)")
        if let dir = ProcessInfo.processInfo.environment["SHOJI_E2E_SHOTS"] {
            _ = try? x.run("/bin/sh", ["-c", "/usr/bin/xwd -root -silent -display \(x.display) | /usr/bin/convert xwd:- \(dir)/language-ja.png"])
        }
    }

    @Test("On a monitor that ends just past the menu, the Language submenu opens on the menu's left, inside the monitor (XRandR's)")
    func submenuFlipsAtMonitorEdge() throws {
        let x = try XvfbServer(width: 1100, height: 720)
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        try demo.waitFor("scene.shown")
        let root = try Self.openTitleBarMenu(demo)
        let mark = demo.mark
        try demo.key("Down")
        try demo.key("Right")
        let sub = try Shown(try demo.waitFor("popup.shown", after: mark) { $0.string("kind") == "popupMenu" })
        #expect(root.frame[0] + root.frame[2] + sub.frame[2] > 1100, "it would not fit on the right: \(root.frame) \(sub.frame)")
        #expect(sub.frame[0] == root.frame[0] - sub.frame[2], "on the left of the menu: \(sub.frame) \(root.frame)")
        try demo.key("Escape")
        try demo.waitFor("popup.closed", after: mark) { $0.string("kind") == "popupMenu" }
        try demo.key("Escape")
        try demo.waitFor("popup.closed", after: mark) { $0.string("kind") == "dropdownMenu" }
    }

    @Test("After its submenu closes, the menu still holds the grab: a click on the bare root window, outside the app, closes it")
    func grabOutlivesSubmenu() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        try demo.waitFor("scene.shown")
        let root = try Self.openTitleBarMenu(demo)
        var mark = demo.mark
        let language = try root.center(of: "menu.language"), inspector = try root.center(of: "menu.inspector")
        try x.xdotool("mousemove", "\(language.0)", "\(language.1)")
        try demo.waitFor("popup.grab", after: mark) { $0["ok"] as? Bool == true } // the submenu's
        mark = demo.mark
        try x.xdotool("mousemove", "\(inspector.0)", "\(inspector.1)") // straight down: the submenu closes
        try demo.waitFor("popup.closed", after: mark) { $0.string("kind") == "popupMenu" }
        try demo.waitFor("popup.grab", after: mark) { $0["ok"] as? Bool == true } // taken back by the root menu
        mark = demo.mark
        try x.xdotool("mousemove", "1200", "760", "click", "1") // the root window: no window of the demo's
        let dismissed = try demo.waitFor("popup.dismissed", after: mark)
        #expect(dismissed.string("reason") == "outsidePress")
        try demo.waitFor("popup.closed", after: mark) { $0.string("kind") == "dropdownMenu" }
    }

    @Test("Tool tips need no set-up in a second top-level window: resting on About's Close button shows its tip below it")
    func toolTipInSecondWindow() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        try demo.waitFor("scene.shown")
        var mark = demo.mark
        try demo.key("F1")
        let opened = try demo.waitFor("window.opened", after: mark) { $0.string("window") == "about" }
        let close = try #require(opened.views["about.close"])
        // No window manager: the About window sits at the root's origin, so its pixels are the root's.
        let about = try #require(try x.xdotool("search", "--name", "About Shoji").split(separator: "\n").first.map(String.init))
        mark = demo.mark
        try x.xdotool("mousemove", "\(Int(close[0] + close[2] / 2))", "\(Int(close[1] + close[3] / 2))")
        let shown = try demo.waitFor("popup.shown", after: mark) { $0.string("kind") == "tooltip" }
        let frame = try #require(shown["frame"] as? [NSNumber]).map(\.doubleValue)
        #expect(frame[1] == close[1] + close[3], "below the button: \(frame) \(close)")
        let window = String(try #require(shown.int("window")))
        let props = try x.run("/usr/bin/xprop", ["-id", window, "_NET_WM_WINDOW_TYPE", "WM_TRANSIENT_FOR"])
        #expect(props.contains("_NET_WM_WINDOW_TYPE_TOOLTIP"), "\(props)")
        #expect(props.contains(String(format: "0x%x", Int(about) ?? 0)), "transient for About: \(props)")
    }

    /// The demo's main window (the first of its windows xdotool finds).
    func mainWindow(_ demo: DemoProcess) throws -> String {
        let ids = try demo.x.xdotool("search", "--pid", String(demo.process.processIdentifier))
        return try #require(ids.split(separator: "\n").first.map(String.init))
    }
}
