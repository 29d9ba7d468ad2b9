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
        usleep(500_000)
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
