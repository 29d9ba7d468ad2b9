import Foundation
import Testing

/// Light and dark in the running demo under Xvfb, read from the X server's own pixels: choosing Dark in
/// the title bar's Appearance submenu (real pointer input through XTest) turns the window dark in place,
/// the scene's text light, without a restart and without losing the scene; Light turns it back.
@Suite("Appearance, end to end", .serialized)
struct AppearanceEndToEndTests {
    /// Greatest and least brightness (mean of r, g, b) inside a frame from the trace, and the pixel at its
    /// bottom-right corner outside any view (the scene's backdrop, below the content).
    func brightness(_ x: XvfbServer, in frame: [Double]) throws -> (max: Int, min: Int) {
        let shot = try x.screenshot()
        var hi = 0, lo = 255
        for y in stride(from: Int(frame[1]), to: Int(frame[1] + frame[3]), by: 1) {
            for xx in stride(from: Int(frame[0]), to: Int(frame[0] + frame[2]), by: 1) {
                let p = shot.rgb(xx, y)
                let v = (p.r + p.g + p.b) / 3
                hi = max(hi, v); lo = min(lo, v)
            }
        }
        return (hi, lo)
    }

    func backdrop(_ x: XvfbServer) throws -> Int {
        let p = try x.screenshot().rgb(1000, 700) // below the basics scene's content, right of the sidebar
        return (p.r + p.g + p.b) / 3
    }

    /// Waits (up to 10 s) until `check` holds of the screen: the next frame after the change is presented
    /// asynchronously to the trace line that announces it.
    func waitForPixels(_ x: XvfbServer, _ what: String, _ check: () throws -> Bool) throws {
        for _ in 0..<100 {
            if try check() { return }
            usleep(100_000)
        }
        throw E2E.Failure(description: "the screen never showed \(what)")
    }

    /// Opens Shoji ▸ Appearance and clicks `item` (`menu.appearance.dark`…), as a hand does.
    func choose(_ item: String, _ x: XvfbServer, _ demo: DemoProcess) throws {
        let root = try MenuEndToEndTests.openTitleBarMenu(demo)
        let mark = demo.mark
        let appearance = try root.center(of: "menu.appearance")
        try x.xdotool("mousemove", "\(appearance.0)", "\(appearance.1)")
        let sub = try MenuEndToEndTests.Shown(try demo.waitFor("popup.shown", after: mark) { $0.string("kind") == "popupMenu" })
        #expect(sub.views["menu.appearance.system"] != nil && sub.views["menu.appearance.contrast"] != nil)
        let target = try sub.center(of: item)
        try x.xdotool("mousemove", "\(Int(sub.frame[0]) + 8)", "\(appearance.1)", "sleep", "0.05",
                      "mousemove", "\(target.0)", "\(target.1)", "sleep", "0.05", "click", "1")
    }

    @Test("Dark from the title bar's Appearance menu: the window turns dark and its text light in place; Light turns it back")
    func chooseDarkThenLight() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics", "--appearance", "light"])
        try demo.waitFor("scene.shown")
        let label = try #require(demo.views["basics.label.en"])
        let lightBackdrop = try backdrop(x)
        let lightText = try brightness(x, in: label)
        #expect(lightBackdrop > 230, "a light window: \(lightBackdrop)")
        #expect(lightText.min < 60 && lightText.max > 230, "dark text on light: \(lightText)")

        var mark = demo.mark
        try choose("menu.appearance.dark", x, demo)
        let chosen = try demo.waitFor("app.appearance", after: mark)
        #expect(chosen.string("scheme") == "dark")
        let changed = try demo.waitFor("appearance.changed", after: mark) { $0.string("window") == "main" }
        #expect(changed.string("scheme") == "dark" && changed.string("contrast") == "normal")
        try demo.waitFor("popup.closed", after: mark)
        try waitForPixels(x, "a dark backdrop") { try backdrop(x) < 40 }
        let darkText = try brightness(x, in: label)
        #expect(darkText.max > 200 && darkText.min < 40, "light text on dark: \(darkText)")
        // In place: the scene was not rebuilt, the label is where it was.
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "scene.shown" })
        if let dir = ProcessInfo.processInfo.environment["SHOJI_E2E_SHOTS"] {
            _ = try? x.run("/bin/sh", ["-c", "/usr/bin/xwd -root -silent -display \(x.display) | /usr/bin/convert xwd:- \(dir)/appearance-dark.png"])
        }

        mark = demo.mark
        try choose("menu.appearance.light", x, demo)
        try demo.waitFor("appearance.changed", after: mark) { $0.string("scheme") == "light" }
        try waitForPixels(x, "a light backdrop again") { try backdrop(x) > 230 }
    }

    @Test("Launched with --appearance dark-contrast, the window is dark and its secondary text brighter than in plain dark")
    func launchFlag() throws {
        let x = try XvfbServer()
        let plain = try DemoProcess(on: x, ["--scene", "basics", "--appearance", "dark"])
        try plain.waitFor("scene.shown")
        let wrapped = try #require(plain.views["basics.label.wrapped"])
        try waitForPixels(x, "a dark backdrop") { try backdrop(x) < 40 }
        let plainText = try brightness(x, in: wrapped)
        plain.process.terminate()
        plain.process.waitUntilExit()

        let strong = try DemoProcess(on: x, ["--scene", "basics", "--appearance", "dark-contrast"])
        try strong.waitFor("scene.shown")
        try waitForPixels(x, "a black backdrop") { try backdrop(x) < 25 }
        let strongText = try brightness(x, in: wrapped)
        #expect(strongText.max > plainText.max, "\(strongText) against \(plainText)")
    }
}
