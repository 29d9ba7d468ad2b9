import Foundation
import Testing

@Suite("Foundation, end to end", .serialized)
struct FoundationEndToEndTests {
    @Test("Clicking a sidebar entry with real X input shows its scene")
    func sidebarClick() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x)
        let mark = demo.mark
        try demo.click("sidebar.basics")
        let down = try demo.waitFor("pointer.down", after: mark)
        #expect(down.string("hit") == "sidebar.basics")
        let shown = try demo.waitFor("scene.shown", after: mark)
        #expect(shown.string("scene") == "basics")
        #expect(shown.views["basics.button"] != nil)
    }

    @Test("A button clicked through X traces button.tap with its identifier")
    func buttonTap() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let mark = demo.mark
        try demo.click("basics.button")
        let tap = try demo.waitFor("button.tap", after: mark)
        #expect(tap.string("id") == "basics.button")
        // The disabled button takes the hit but fires nothing.
        let mark2 = demo.mark
        try demo.click("basics.button.disabled")
        try demo.waitFor("pointer.down", after: mark2) { $0.string("hit") == "basics.button.disabled" }
        // An absence (no tap): nothing in the trace says "none came", so wall time it is.
        Thread.sleep(forTimeInterval: 0.3)
        demo.poll()
        #expect(!demo.events[mark2...].contains { $0.name == "button.tap" })
    }

    @Test("Killing the X server ends the demo with status 1 and one line, within a second")
    func serverDies() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x)
        x.kill()
        let started = Date()
        let result = try #require(demo.waitForExit(timeout: 3))
        #expect(Date().timeIntervalSince(started) < 1.5)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.contains("lost the connection to the X server") == true)
    }

    @Test("No X server on the display: exit 3 with one line")
    func noDisplay() throws {
        let r = try runDemo(["--display", ":239"], environment: ["DISPLAY": ":239"])
        #expect(r.status == 3)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("cannot open X display"))
    }

    @Test("A bad flag: exit 2 with one line that points at --help",
          arguments: [["--bogus"], ["--size", "12"], ["--lang", "fr"], ["--scene", "nope"], ["--headless"], ["--seed", "x"]])
    func badFlags(args: [String]) throws {
        let r = try runDemo(args)
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("shoji-demo: ") && r.stderr.contains("--help"))
    }

    @Test("--list-scenes prints one name a line")
    func listScenes() throws {
        let r = try runDemo(["--list-scenes"])
        #expect(r.status == 0)
        #expect(r.stdout.split(separator: "\n").contains("basics"))
    }

    @Test("--screenshot under X writes a PNG of the settled window and exits 0")
    func screenshotUnderX() throws {
        let x = try XvfbServer()
        let path = NSTemporaryDirectory() + "shoji-shot-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try runDemo(["--screenshot", path, "--size", "800x600"], environment: ["DISPLAY": x.display])
        #expect(r.status == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        // Width and height from the IHDR chunk.
        let w = data[16..<20].reduce(0) { $0 << 8 | Int($1) }, h = data[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(w == 800 && h == 600)
    }
}
