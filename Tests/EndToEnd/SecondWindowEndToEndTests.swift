import Foundation
import Testing

/// Text entry and data exchange in a second top-level window: the About window's note field (F1 opens it)
/// takes typed keys, copies to and pastes from the first window and xclip, takes a drop from a GTK 3
/// window, drags out to the first window and to GTK, and composes inline with fcitx5 and Anthy. With no
/// window manager the About window opens at the root's origin, over the main window's corner; the tests
/// move it to `origin` (xdotool's XMoveWindow), clear of the fields they use in the main window and of the
/// GTK peer's window.
@Suite("A second window types, copies, pastes, drops and composes, end to end", .serialized)
struct SecondWindowEndToEndTests {
    static let origin = (x: 600, y: 400)
    let transfer = TransferEndToEndTests()

    /// The About window, opened with F1 and moved to `origin`: its X window and its views in root pixels.
    struct About {
        let window: String
        let views: [String: [Double]]

        func center(_ id: String) throws -> (Int, Int) {
            let f = try #require(views[id], "no \(id) in About; have \(views.keys.sorted())")
            return (Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2))
        }
    }

    func openAbout(_ demo: DemoProcess) throws -> About {
        let mark = demo.mark
        try demo.key("F1")
        let opened = try demo.waitFor("window.opened", after: mark) { $0.string("window") == "about" }
        let id = try #require(try demo.x.xdotool("search", "--name", "About Shoji").split(separator: "\n").first.map(String.init))
        try demo.x.xdotool("windowmove", "--sync", id, "\(Self.origin.x)", "\(Self.origin.y)")
        var views: [String: [Double]] = [:]
        for (key, f) in opened.views { views[key] = [f[0] + Double(Self.origin.x), f[1] + Double(Self.origin.y), f[2], f[3]] }
        return About(window: id, views: views)
    }

    /// Gives `window` the keyboard (no window manager does it on a click here) and clicks the field `id` at
    /// `point`, until it edits (a field still editing in its window since the last time hears the press).
    func edit(_ demo: DemoProcess, window: String, _ id: String, at point: (Int, Int)) throws {
        try demo.x.xdotool("windowfocus", "--sync", window)
        let mark = demo.mark
        let editing = demo.events.last { $0.name == "text.editing" && $0.string("id") == id }?.fields["editing"] as? Bool == true
        try demo.click(at: point.0, point.1)
        if editing {
            try demo.waitFor("pointer.down", after: mark) { $0.string("hit") == id }
        } else {
            try demo.waitFor("text.editing", after: mark) { $0.string("id") == id && $0.fields["editing"] as? Bool == true }
        }
    }

    /// The first window: the demo's window that is not About.
    func mainWindow(_ demo: DemoProcess, about: About) throws -> String {
        let ids = try demo.x.xdotool("search", "--name", "Shoji").split(separator: "\n").map(String.init)
        return try #require(ids.first { $0 != about.window }, "\(ids)")
    }

    @Test("Typed into About's note with xdotool; copied there, it pastes into the first window's name field and xclip reads it; xclip's text pastes into About")
    func typeCopyPaste() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "text"])
        try demo.waitFor("host.input")
        let about = try openAbout(demo)
        try edit(demo, window: about.window, "about.note", at: try about.center("about.note"))
        let text = "Notes from About, 日本語 🎌"
        var mark = demo.mark
        try x.xdotool("type", "--delay", "40", text)
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "about.note" && $0.string("text") == text }
        mark = demo.mark
        try x.xdotool("key", "ctrl+a", "ctrl+c")
        try demo.waitFor("pasteboard.owned", after: mark) { $0.string("pasteboard") == "general" }
        #expect(Array(try x.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"]).utf8) == Array(text.utf8))

        try edit(demo, window: try mainWindow(demo, about: about), "text.name", at: try demo.center(of: "text.name"))
        mark = demo.mark
        try x.xdotool("key", "ctrl+v")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == text }

        let owner = try Peer(x, "/usr/bin/xclip", ["-quiet", "-i", "-selection", "clipboard"], input: Data("外から pasted".utf8))
        defer { owner.stop() }
        try transfer.waitUntil { (try? x.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"])) == "外から pasted" }
        try edit(demo, window: about.window, "about.note", at: try about.center("about.note"))
        mark = demo.mark
        try x.xdotool("key", "ctrl+a", "ctrl+v")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "about.note" && $0.string("text") == "外から pasted" }
    }

    @Test("Text dragged from a GTK 3 window across the first window drops into About's note; the first window's fields keep theirs")
    func dropFromGTK() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "text"])
        try demo.waitFor("host.input")
        let about = try openAbout(demo)
        let dropped = "ドロップ into About 🎌"
        let source = try Peer(x, "/usr/bin/python3", [TransferEndToEndTests.gtkdnd, "source-text", "1060", "100", dropped])
        defer { source.stop() }
        try source.waitForLine("ready")
        let mark = demo.mark
        try transfer.dragFromGTK(x, to: try about.center("about.note"))
        let change = try demo.waitFor("text.change", after: mark) { $0.string("id") == "about.note" }
        #expect(change.string("text") == dropped)
        #expect(try demo.waitFor("text.dropped", after: mark).string("id") == "about.note")
        // The drag crossed the first window on its way: it was entered there, then in About.
        let entered = Set(demo.events[mark...].filter { $0.name == "drop.entered" }.compactMap { $0.int("window") })
        #expect(entered.count == 2 && entered.contains(Int(about.window)!), "\(entered)")
        #expect(!demo.events[mark...].contains { $0.name == "text.change" && $0.string("id") != "about.note" })
    }

    @Test("Text dragged out of About's note lands in the first window's search field (in-process), and in a GTK 3 target")
    func dragOut() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "text"])
        try demo.waitFor("host.input")
        let about = try openAbout(demo)
        let note = try about.center("about.note"), f = try #require(about.views["about.note"])
        try edit(demo, window: about.window, "about.note", at: note)
        var mark = demo.mark
        try x.xdotool("type", "--delay", "30", "apple")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "about.note" && $0.string("text") == "apple" }
        try x.xdotool("key", "ctrl+a")
        let from = (Int(f[0]) + 20, note.1)
        mark = demo.mark
        try demo.drag(from: from, to: try demo.center(of: "text.search"), steps: 30, stepDelay: 0.02)
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.search" && $0.string("text") == "apple" }
        let ended = try demo.waitFor("drag.ended", after: mark)
        #expect(ended.fields["local"] as? Bool == true, "delivered in-process: \(ended)")
        #expect(!demo.events[mark...].contains { $0.name == "drop.entered" }, "no XDND conversation with itself")

        let target = try Peer(x, "/usr/bin/python3", [TransferEndToEndTests.gtkdnd, "target", "1060", "100"])
        defer { target.stop() }
        try target.waitForLine("ready")
        try edit(demo, window: about.window, "about.note", at: note)
        mark = demo.mark
        try x.xdotool("type", "--delay", "30", "pear")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "about.note" && ($0.string("text") ?? "").contains("pear") }
        try x.xdotool("key", "ctrl+a")
        let all = try #require(demo.events.last { $0.name == "text.change" && $0.string("id") == "about.note" }?.string("text"))
        mark = demo.mark
        try demo.drag(from: from, to: (1160, 200), steps: 30, stepDelay: 0.02)
        #expect(try demo.waitFor("drag.began", after: mark).string("text") == all)
        try target.waitForLine("received " + all)
        #expect(try demo.waitFor("drag.ended", after: mark).fields["dropped"] as? Bool == true)
    }

    @Test("fcitx5 with Anthy in About's note: nihongo composes inline there, its candidates open at About's caret, space and Return give 日本語")
    func inputMethod() throws {
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: true)
        defer { im.stop() }
        let demo = try DemoProcess(on: x, ["--scene", "text"], environment: im.clientEnvironment)
        let first = try demo.waitFor("host.inputMethod", timeout: 20)
        let mark0 = demo.mark
        let about = try openAbout(demo)
        // About has a context of its own, on-the-spot like the first window's: made in the pass that reads
        // the server's answer to a question asked for it (`XCreateIC` waits for the server).
        let second = try demo.waitFor("host.inputMethod", after: mark0, timeout: 20) {
            $0.int("window") == Int(about.window) && $0["active"] as? Bool == true
        }
        #expect(second.int("window") != first.int("window"), "\(first) \(second)")
        #expect(second.string("style") == "onTheSpot")
        // Opening the input method and the first context, then only a context for About.
        print("ime: first window \(first["ms"] ?? "?") ms (input method + context), About \(second["ms"] ?? "?") ms (context)")
        var mark = demo.mark
        try edit(demo, window: about.window, "about.note", at: try about.center("about.note"))
        let spot = try demo.waitFor("ime.spot", after: mark)
        try im.activate()
        mark = demo.mark
        _ = try x.run("/usr/bin/xdotool", ["key", "--delay", "60", "n", "i", "h", "o", "n", "g", "o"])
        try demo.waitFor("ime.composition", after: mark) { $0.string("text") == "にほんご" }
        #expect(!demo.events[mark...].contains { $0.name == "key" }, "no key reached the field while composing")
        // Space converts; space again opens the candidates, at About's caret (its origin plus the spot).
        mark = demo.mark
        _ = try x.run("/usr/bin/xdotool", ["key", "--delay", "60", "space"])
        try demo.waitFor("ime.composition", after: mark) { !InputMethodEndToEndTests.selected($0).isEmpty }
        mark = demo.mark
        _ = try x.run("/usr/bin/xdotool", ["key", "--delay", "60", "space"])
        try demo.waitFor("ime.composition", after: mark) { !InputMethodEndToEndTests.selected($0).isEmpty }
        var panel: (x: Int, y: Int, width: Int, height: Int)?
        for _ in 0..<100 where panel == nil { panel = try im.panelGeometry(); usleep(20_000) }
        let candidates = try #require(panel, "fcitx5 showed no candidate window")
        let now = demo.events.last { $0.name == "ime.spot" } ?? spot
        let sx = Self.origin.x + (now.int("x") ?? 0), sy = Self.origin.y + (now.int("y") ?? 0)
        #expect(abs(candidates.x - sx) <= 4 && candidates.y >= sy && candidates.y <= sy + 24,
                "candidates at \(candidates), About's spot on the root (\(sx), \(sy))")
        let shot = InputMethodEndToEndTests.shots + "/ime-about-candidates.png"
        _ = try x.run("/usr/bin/import", ["-display", x.display, "-window", "root", "-crop",
                                          "420x420+\(Self.origin.x - 20)+\(Self.origin.y - 20)", "+repage", shot])
        print("screenshot:", shot)
        // Escape goes back to the kana; then space until 日本語 is the candidate, as a user does (Anthy's
        // first choice depends on what it has learned).
        mark = demo.mark
        _ = try x.run("/usr/bin/xdotool", ["key", "Escape"])
        try demo.waitFor("ime.composition", after: mark) { $0.string("text") == "にほんご" && InputMethodEndToEndTests.selected($0).isEmpty }
        for _ in 0..<5 where demo.events.last(where: { $0.name == "ime.composition" })?.string("text") != "日本語" {
            mark = demo.mark
            _ = try x.run("/usr/bin/xdotool", ["key", "--delay", "60", "space"])
            try demo.waitFor("ime.composition", after: mark) { !InputMethodEndToEndTests.selected($0).isEmpty }
        }
        #expect(demo.events.last { $0.name == "ime.composition" }?.string("text") == "日本語")
        let composing = InputMethodEndToEndTests.shots + "/ime-about-composing.png"
        _ = try x.run("/usr/bin/import", ["-display", x.display, "-window", "root", "-crop",
                                          "420x420+\(Self.origin.x - 20)+\(Self.origin.y - 20)", "+repage", composing])
        print("screenshot:", composing)
        mark = demo.mark
        _ = try x.run("/usr/bin/xdotool", ["key", "Return"])
        let change = try demo.waitFor("text.change", after: mark) { $0.string("id") == "about.note" }
        #expect(change.string("text") == "日本語")
        #expect(!demo.events.contains { $0.name == "text.change" && $0.string("id") == "text.name" }, "the first window's field has nothing")
    }
}

extension SecondWindowEndToEndTests {
    @Test("Under openbox, with a clipboard manager: the main window closed first, text copied in About can still be pasted after About, the last window, closes and the program ends")
    func clipboardOutlivesTheLastWindow() throws {
        let x = try XvfbServer()
        let wm = try Openbox(on: x)
        defer { wm.stop() }
        let manager = try Peer(x, TransferEndToEndTests.xselection, ["manager"])
        defer { manager.stop() }
        try manager.waitForLine("ready")
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        try demo.waitFor("host.input")
        var mark = demo.mark
        try demo.key("F1")
        let opened = try demo.waitFor("window.opened", after: mark) { $0.string("window") == "about" }
        let about = try #require(try x.xdotool("search", "--name", "About Shoji").split(separator: "\n").first.map(String.init))
        let main = try #require(try x.xdotool("search", "--name", "Basics").split(separator: "\n").first.map(String.init))
        try x.xdotool("windowactivate", "--sync", main)
        mark = demo.mark
        try demo.key("alt+F4")
        try demo.waitFor("window.closed", after: mark) { $0.string("window") == "main" }
        // About, where openbox put it: type into its note and copy.
        try x.xdotool("windowactivate", "--sync", about)
        let info = try x.run("/usr/bin/xwininfo", ["-id", about])
        func value(_ key: String) -> Int { Int(info.split(separator: "\n").first { $0.contains(key) }!.split(separator: ":").last!.trimmingCharacters(in: .whitespaces)) ?? 0 }
        let (ox, oy) = (value("Absolute upper-left X"), value("Absolute upper-left Y"))
        func center(_ id: String) throws -> (Int, Int) {
            let f = try #require(opened.views[id])
            return (ox + Int(f[0] + f[2] / 2), oy + Int(f[1] + f[3] / 2))
        }
        let note = try center("about.note")
        mark = demo.mark
        try demo.click(at: note.0, note.1)
        try demo.waitFor("text.editing", after: mark) { $0.string("id") == "about.note" }
        let text = "kept after exit 残る"
        try x.xdotool("type", "--delay", "30", text)
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "about.note" && $0.string("text") == text }
        mark = demo.mark
        try x.xdotool("key", "ctrl+a", "ctrl+c")
        try demo.waitFor("pasteboard.owned", after: mark) { $0.string("pasteboard") == "general" }
        let close = try center("about.close")
        try demo.click(at: close.0, close.1)
        let exit = try #require(demo.waitForExit(timeout: 10), "the program ends after its last window")
        #expect(exit.status == 0, "\(exit.stderr)")
        try manager.waitForLine("saved")
        #expect(try x.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"]) == text)
    }
}

extension SecondWindowEndToEndTests {
    @Test("Both top-level windows are XdndAware (version 5); a pull-down menu's window is not")
    func whoIsXdndAware() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        try demo.waitFor("host.input")
        let about = try openAbout(demo)
        let main = try mainWindow(demo, about: about)
        // About's own host starts its transfer after its first frame: wait for its property.
        var props = ""
        for _ in 0..<50 {
            props = try x.run("/usr/bin/xprop", ["-id", about.window, "-notype", "-f", "XdndAware", "32c", "XdndAware"])
            if props.contains("= ") { break }
            usleep(100_000)
        }
        // An ATOM-typed version: read as a number (xprop would name atom 5, BITMAP).
        #expect(props.contains("XdndAware = 5"), "\(props)")
        let mainProps = try x.run("/usr/bin/xprop", ["-id", main, "-notype", "-f", "XdndAware", "32c", "XdndAware"])
        #expect(mainProps.contains("XdndAware = 5"), "\(mainProps)")
        try x.xdotool("windowfocus", "--sync", main)
        let mark = demo.mark
        try demo.click("titlebar.menu")
        let shown = try demo.waitFor("popup.shown", after: mark) { $0.string("kind") == "dropdownMenu" }
        let menu = String(try #require(shown.int("window")))
        let menuProps = try x.run("/usr/bin/xprop", ["-id", menu, "XdndAware"])
        #expect(menuProps.contains("not found"), "\(menuProps)")
        try demo.key("Escape")
    }
}
