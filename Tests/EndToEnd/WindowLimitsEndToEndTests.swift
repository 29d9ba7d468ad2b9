import Foundation
import Testing

/// The window's size comes from outside too (the window manager, any X client): a window made 20,000 ×
/// 20,000 pixels is drawn in its top-left part within `Limits.windowPixelCount`, and the demo goes on.
@Suite("Window limits under Xvfb", .serialized)
struct WindowLimitsEndToEndTests {
    @Test("A window made 20000 × 20000 by another client keeps a back buffer within the limit, and the demo answers")
    func hugeWindow() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics", "--size", "900x600"])
        let window = try #require(try x.xdotool("search", "--class", "Shoji").split(separator: "\n").first.map(String.init))
        var mark = demo.mark
        try x.xdotool("windowsize", window, "20000", "20000")
        let resized = try demo.waitFor("window.resized", after: mark)
        let size = (resized["size"] as? [NSNumber])?.map(\.doubleValue) ?? []
        #expect(size.count == 2 && size[0] * size[1] <= 8192 * 8192 && size[0] > 8000, "\(size)")
        // The peak is read once a frame at that size is on screen (its back buffer made and drawn).
        try demo.waitForSettledFrame(since: resized.time)
        #expect(demo.process.isRunning)
        let status = try String(contentsOfFile: "/proc/\(demo.process.processIdentifier)/status", encoding: .utf8)
        let peakKB = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            .flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? .max
        // 256 MB of back buffer at the limit and the demo's own; 20000 × 20000 would be 1.6 GB.
        #expect(peakKB < 450_000, "peak \(peakKB) kB")
        mark = demo.mark
        try x.xdotool("windowsize", window, "900", "600")
        try demo.waitFor("window.resized", after: mark)
        mark = demo.mark
        try demo.click("basics.button")
        try demo.waitFor("button.tap", after: mark)
    }
}

/// The desktop's scale comes from another program (`Xft.dpi` in the X resources): held to `Limits.scale`,
/// and a window that does not fit at it is refused like the flag's.
@Suite("The desktop's scale under Xvfb", .serialized)
struct DesktopScaleEndToEndTests {
    static func setDPI(_ x: XvfbServer, _ dpi: String) throws {
        _ = try x.run("/usr/bin/xprop", ["-root", "-f", "RESOURCE_MANAGER", "8s", "-set", "RESOURCE_MANAGER", "Xft.dpi:\t\(dpi)\n"])
    }

    @Test("Xft.dpi of 1e300 is a scale of 4, the largest: the window is 4 pixels a point")
    func hugeDPI() throws {
        let x = try XvfbServer()
        try Self.setDPI(x, "1e300")
        let demo = try DemoProcess(on: x, ["--scene", "basics", "--size", "480x300"])
        let size = (demo.events.first { $0.name == "app.ready" }?["size"] as? [NSNumber])?.map(\.doubleValue)
        #expect(size == [1920, 1200])
    }

    @Test("--size 8192x8192 at the desktop's scale of 4 is refused as a size: exit 2, one line")
    func tooLargeAtTheDesktopScale() throws {
        let x = try XvfbServer()
        try Self.setDPI(x, "384")
        let r = try runDemo(["--size", "8192x8192", "--scene", "basics"], environment: ["DISPLAY": x.display])
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("8192 × 8192 points at a scale of 4 is 32768 × 32768 pixels")
                && lines[0].contains("Xft.dpi"), "\(r.stderr)")
    }
}
