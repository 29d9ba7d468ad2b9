import Foundation
import Testing

/// The real XSETTINGS daemon (Debian's xsettingsd) on a test's Xvfb: its config file rewritten and
/// `SIGHUP` sent, as a settings panel would change it.
final class XSettingsDaemon: @unchecked Sendable {
    let process = Process()
    let configPath = NSTemporaryDirectory() + "shoji-xsettingsd-\(UUID().uuidString).conf"

    init(on x: XvfbServer, _ config: String) throws {
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        // The test runner's children inherit its blocked signals, SIGHUP among them: the daemon starts
        // through Python, which unblocks them before it becomes xsettingsd.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import os, signal; signal.pthread_sigmask(signal.SIG_SETMASK, []); "
                             + "os.execv('/usr/bin/xsettingsd', ['xsettingsd', '-c', '\(configPath)'])"]
        var env = E2E.environment
        env["DISPLAY"] = x.display
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Writes `config` and has the daemon read it again.
    func reload(_ config: String) throws {
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        kill(process.processIdentifier, SIGHUP)
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(atPath: configPath)
    }
}

@Suite("Desktop settings under Xvfb", .serialized)
struct DesktopSettingsEndToEndTests {
    /// A number field, to the trace's precision (Foundation's JSON reader may read 0.4 a bit off).
    func number(_ e: TraceEvent, _ key: String) -> Double? {
        ((e.fields[key] as? NSNumber)?.doubleValue).map { ($0 * 1000).rounded() / 1000 }
    }

    @Test("xsettingsd's Net/DoubleClickTime raised and SIGHUP: two clicks 0.7 s apart become a double click that selects a word")
    func doubleClickTimeFollowsTheDaemon() throws {
        let x = try XvfbServer()
        // 450 ms, not the default 400, so that the trace says when the demo has the daemon's value (read at
        // start, or through MANAGER if the daemon took its selection after the demo looked).
        let daemon = try XSettingsDaemon(on: x, "Net/DoubleClickTime 450\n")
        let demo = try DemoProcess(on: x, ["--scene", "text"])
        try demo.waitFor("desktop.settings") { self.number($0, "doubleClickInterval") == 0.45 }
        try demo.click("text.name")
        try x.xdotool("type", "--delay", "30", "alpha beta gamma")
        try demo.waitFor("text.change") { $0.string("id") == "text.name" && $0.string("text") == "alpha beta gamma" }
        let f = try #require(demo.views["text.name"])
        let y = Int(f[1] + f[3] / 2), inBeta = Int(f[0]) + 8 + 62

        func slowDoubleClick() throws -> Int {
            Thread.sleep(forTimeInterval: 1.6)   // longer than either limit: no click before counts
            let mark = demo.mark
            try x.xdotool("mousemove", "\(inBeta)", "\(y)", "click", "--repeat", "2", "--delay", "700", "1")
            _ = demo.waitFor("pointer.down", count: 2, after: mark)
            return demo.events[mark...].filter { $0.name == "pointer.down" }.last?.int("clicks") ?? 0
        }
        #expect(try slowDoubleClick() == 1)

        let mark = demo.mark
        try daemon.reload("Net/DoubleClickTime 1500\n")
        let changed = try demo.waitFor("desktop.settings", after: mark)
        #expect(number(changed, "doubleClickInterval") == 1.5)
        #expect((changed["changed"] as? [String]) == ["doubleClickInterval"])
        let clicks = demo.mark
        #expect(try slowDoubleClick() == 2)
        try demo.waitFor("text.selection", after: clicks) { $0.int("anchor") == 6 && $0.int("head") == 10 }
    }

    @Test("A daemon started after the demo (MANAGER) with Xft/DPI 196608 and a dark theme: the window turns 2× and dark; the daemon gone, back to 1×")
    func scaleAndSchemeFollowALateDaemon() throws {
        let x = try XvfbServer(width: 1600, height: 1200)
        let demo = try DemoProcess(on: x, ["--scene", "basics", "--size", "640x480"])
        let ready = try demo.waitFor("app.ready")
        #expect((ready["size"] as? [NSNumber])?.map(\.intValue) == [640, 480])
        let button = try #require(demo.views["basics.button"])

        let mark = demo.mark
        let daemon = try XSettingsDaemon(on: x, "Xft/DPI 196608\nNet/ThemeName \"Adwaita-dark\"\n")
        let settings = try demo.waitFor("desktop.settings", after: mark) { self.number($0, "scale") == 2 }
        #expect(settings.string("colorScheme") == "dark")
        let scaled = try demo.waitFor("window.scale", after: mark)
        #expect((scaled["pixels"] as? [NSNumber])?.map(\.intValue) == [1280, 960])
        _ = try demo.waitForSettledFrame(since: 0)
        // A click lands on the same view at twice the coordinates.
        let press = demo.mark
        try x.xdotool("mousemove", "\(Int((button[0] + button[2] / 2) * 2))", "\(Int((button[1] + button[3] / 2) * 2))", "click", "1")
        #expect(try demo.waitFor("pointer.down", after: press).string("hit") == "basics.button")

        let gone = demo.mark
        daemon.stop()
        let back = try demo.waitFor("desktop.settings", after: gone) { self.number($0, "scale") == 1 }
        #expect(back.string("colorScheme") == "noPreference")
        try demo.waitFor("window.scale", after: gone) { ($0["pixels"] as? [NSNumber])?.map(\.intValue) == [640, 480] }
    }

    @Test("xsettingsd's Gtk/CursorThemeSize 24 → 48 and SIGHUP: the cursor shown over a button is loaded again, twice as large")
    func cursorSizeFollowsTheDaemon() throws {
        let x = try XvfbServer()
        let daemon = try XSettingsDaemon(on: x, "Gtk/CursorThemeName \"Adwaita\"\nGtk/CursorThemeSize 24\n")
        // No sleep for the daemon: the wait below is for the demo's trace saying size 24, at start or later.
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        try demo.waitFor("desktop.settings") { self.number($0, "cursorSize") == 24 }
        // Xvfb starts the pointer mid-screen: a window mapped under it may show the pointer's cursor before the
        // mark below, and the move would then change nothing (a fresh-clone make test under load saw no cursor
        // line once). So the pointer starts outside the window, in the screen's far corner.
        try x.xdotool("mousemove", "1279", "799")
        let (cx, cy) = try demo.center(of: "basics.button")
        var mark = demo.mark
        try x.xdotool("mousemove", "\(cx)", "\(cy)")
        try demo.waitFor("cursor", after: mark) { $0.string("name") == "pointer" && $0["themed"] as? Bool == true }
        #expect(try x.run(X11CitizenEndToEndTests.probe, ["cursor"]).contains("pointer 24x24"))

        mark = demo.mark
        try daemon.reload("Gtk/CursorThemeName \"Adwaita\"\nGtk/CursorThemeSize 48\n")
        try demo.waitFor("desktop.settings", after: mark) { self.number($0, "cursorSize") == 48 }
        try demo.waitFor("cursor", after: mark) { $0.string("name") == "pointer" }
        #expect(try x.run(X11CitizenEndToEndTests.probe, ["cursor"]).contains("pointer 48x48"))
    }

    @Test("Without a daemon, xrdb -merge of Xft.dpi: 192 turns a running window 2×")
    func resourcesDpiIsWatched() throws {
        let x = try XvfbServer(width: 1600, height: 1200)
        let demo = try DemoProcess(on: x, ["--scene", "basics", "--size", "640x480"])
        let mark = demo.mark
        let file = NSTemporaryDirectory() + "shoji-xrdb-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "Xft.dpi: 192\n".write(toFile: file, atomically: true, encoding: .utf8)
        _ = try x.run("/usr/bin/xrdb", ["-nocpp", "-merge", file])
        try demo.waitFor("desktop.settings", after: mark) { self.number($0, "scale") == 2 }
        let scaled = try demo.waitFor("window.scale", after: mark)
        #expect((scaled["pixels"] as? [NSNumber])?.map(\.intValue) == [1280, 960])
    }

    @Test("xsettingsd's Gtk/FontName DejaVu Sans 11 → 18 and SIGHUP: the labels grow in the next layout, in place, and are drawn bigger")
    func fontFollowsTheDaemon() throws {
        let x = try XvfbServer()
        let daemon = try XSettingsDaemon(on: x, "Gtk/FontName \"DejaVu Sans 11\"\n")
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        // The labels' frames once the demo has the daemon's first font: read at start (app.ready's views),
        // or through MANAGER when the daemon came up later (window.font's views, traced before the frame).
        let first = try demo.waitFor("desktop.settings") { $0.string("fontName") == "DejaVu Sans 11" }
        _ = try demo.waitForSettledFrame(after: first)
        demo.poll()
        let label = try #require(demo.views["basics.label.en"])
        let taps = try #require(demo.views["basics.taps"])
        let smallInk = try inkHeight(x, in: label)

        let mark = demo.mark
        try daemon.reload("Gtk/FontName \"DejaVu Sans 18\"\n")
        let changed = try demo.waitFor("desktop.settings", after: mark)
        #expect((changed["changed"] as? [String]) == ["fontName"])
        let relaid = try demo.waitFor("window.font", after: mark) { $0.string("font") == "DejaVu Sans 18" }
        let grown = try #require(relaid.views["basics.label.en"])
        // 18 pt is 24 points against 14.67: the line is about 1.6 times as tall.
        #expect(grown[3] > label[3] * 1.4, "label \(label) → \(grown)")
        let tapsGrown = try #require(relaid.views["basics.taps"])
        #expect(tapsGrown[3] > taps[3] * 1.4)
        // In place: the scene was not rebuilt.
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "scene.shown" })
        _ = try demo.waitForSettledFrame(after: relaid)
        let bigInk = try inkHeight(x, in: grown)
        #expect(Double(bigInk) > Double(smallInk) * 1.4, "ink \(smallInk) → \(bigInk) pixels tall")
        if let dir = ProcessInfo.processInfo.environment["SHOJI_E2E_SHOTS"] {
            _ = try? x.run("/bin/sh", ["-c", "/usr/bin/xwd -root -silent -display \(x.display) | /usr/bin/convert xwd:- \(dir)/font-18.png"])
        }
    }

    @Test("xsettingsd's Xft/Antialias 1 → 0 and SIGHUP: a label is drawn again in two colours, no grey edges")
    func antialiasingFollowsTheDaemon() throws {
        let x = try XvfbServer()
        let daemon = try XSettingsDaemon(on: x, "Xft/Antialias 1\n")
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let first = try demo.waitFor("desktop.settings") { $0["fontAntialiasing"] as? Bool == true }
        _ = try demo.waitForSettledFrame(after: first)
        let label = try #require(demo.views["basics.label.en"])
        #expect(try colours(x, in: label) > 4)

        let mark = demo.mark
        try daemon.reload("Xft/Antialias 0\n")
        let off = try demo.waitFor("desktop.settings", after: mark) { $0["fontAntialiasing"] as? Bool == false }
        #expect((off["changed"] as? [String]) == ["fontAntialiasing"])
        _ = try demo.waitForSettledFrame(after: off)
        #expect(try colours(x, in: label) == 2)
    }

    @Test("xrdb -merge Xft.dpi: 192 with the title bar's menu open: the menu stays open, placed again at 2× under its button, its items where they were in points")
    func openMenuFollowsTheScale() throws {
        let x = try XvfbServer(width: 1600, height: 1200)
        let demo = try DemoProcess(on: x, ["--scene", "basics", "--size", "640x480"])
        try demo.waitFor("scene.shown")
        let menu = try MenuEndToEndTests.openTitleBarMenu(demo)
        let mark = demo.mark
        let file = NSTemporaryDirectory() + "shoji-xrdb-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try "Xft.dpi: 192\n".write(toFile: file, atomically: true, encoding: .utf8)
        _ = try x.run("/usr/bin/xrdb", ["-nocpp", "-merge", file])
        try demo.waitFor("window.scale", after: mark)
        let placed = try demo.waitFor("popup.placed", after: mark)
        #expect(number(placed, "scale") == 2)
        let frame = try #require(placed["frame"] as? [NSNumber]).map(\.doubleValue)
        // Twice the pixels, at twice the distance from the screen's corner (the window sits at 0, 0).
        #expect(frame[2] == menu.frame[2] * 2 && frame[3] == menu.frame[3] * 2, "\(menu.frame) → \(frame)")
        #expect(abs(frame[0] - menu.frame[0] * 2) <= 2 && abs(frame[1] - menu.frame[1] * 2) <= 2)
        let item = try #require(menu.views["menu.appearance"]), moved = try #require(placed.views["menu.appearance"])
        #expect(moved.map { $0 / 2 } == item, "\(item) → \(moved)")
        _ = try demo.waitForSettledFrame(since: placed.time)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "popup.closed" })
        if let dir = ProcessInfo.processInfo.environment["SHOJI_E2E_SHOTS"] {
            _ = try? x.run("/bin/sh", ["-c", "/usr/bin/xwd -root -silent -display \(x.display) | /usr/bin/convert xwd:- \(dir)/menu-2x.png"])
        }
        // Still the menu: a click on an item at its new place chooses it (the menu closes).
        let close = demo.mark
        try x.xdotool("key", "Escape")
        try demo.waitFor("popup.closed", after: close)
    }

    /// How many distinct colours the pixels of `frame` (window pixels) have.
    func colours(_ x: XvfbServer, in frame: [Double]) throws -> Int {
        let shot = try XScreenshot(x)
        var seen = Set<UInt32>()
        for y in max(0, Int(frame[1]))..<min(shot.height, Int(frame[1] + frame[3])) {
            for px in max(0, Int(frame[0]))..<min(shot.width, Int(frame[0] + frame[2])) { seen.insert(shot.pixels[y * shot.width + px]) }
        }
        return seen.count
    }

    /// How many rows of `frame` (window pixels) have a pixel much darker than the window's background:
    /// the height of the text's ink.
    func inkHeight(_ x: XvfbServer, in frame: [Double]) throws -> Int {
        let shot = try XScreenshot(x)
        var rows = 0
        for y in max(0, Int(frame[1]))..<min(shot.height, Int(frame[1] + frame[3])) {
            let dark = (max(0, Int(frame[0]))..<min(shot.width, Int(frame[0] + frame[2]))).contains { px in
                let v = shot.pixels[y * shot.width + px]
                return (v >> 16 & 0xFF) + (v >> 8 & 0xFF) + (v & 0xFF) < 3 * 128
            }
            if dark { rows += 1 }
        }
        return rows
    }
}
