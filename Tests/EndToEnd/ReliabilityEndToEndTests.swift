import Foundation
import Testing
import ShojiCairo

@Suite("Reliability under Xvfb", .serialized)
struct ReliabilityEndToEndTests {
    @MainActor
    static func rgb(_ path: String) throws -> (Int, Int, [UInt32]) {
        let img = try PNG.load(path)
        return (img.pixelWidth, img.pixelHeight, img.pixels.map { $0 & 0xFF_FFFF })
    }

    @Test("300 random resizes in a row, then the settled window equals a fresh start at that size")
    func resizeStorm() async throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let window = try #require(try x.xdotool("search", "--class", "Shoji").split(separator: "\n").first.map(String.init))
        var rng = SystemRandomNumberGenerator()
        var commands: [String] = []
        for _ in 0..<300 {
            commands += ["windowsize", window, "\(400 + Int.random(in: 0..<850, using: &rng))", "\(320 + Int.random(in: 0..<460, using: &rng))"]
        }
        // Batches of 50: as fast as xdotool can send them.
        for i in stride(from: 0, to: commands.count, by: 200) {
            _ = try x.run("/usr/bin/xdotool", Array(commands[i..<min(i + 200, commands.count)]))
        }
        let mark = demo.mark
        try x.xdotool("windowsize", window, "1000", "700")
        // The last size reaches the demo after every other (X keeps the order); then its frame, at rest.
        // (On a loaded machine the demo may still be working through the storm: each size is laid out and drawn.)
        let resized = try demo.waitFor("window.resized", after: mark, timeout: 40) { ($0["size"] as? [NSNumber])?.map(\.intValue) == [1000, 700] }
        // Its frame may come before that line (the line waits for a layout on a later turn of the main queue):
        // then the last frame since the request is the settled one. The pixels below say whether it is right.
        if (try? demo.waitForSettledFrame(since: resized.time, timeout: 5)) == nil {
            let last = demo.events[mark...].last { $0.name == "frame.presented" }
            #expect(last?["settled"] as? Bool == true, "no settled frame at the last size: \(String(describing: last))")
        }
        #expect(demo.process.isRunning)
        let stormed = try XScreenshot(x).crop(width: 1000, height: 700)

        let path = NSTemporaryDirectory() + "shoji-fresh-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try runDemo(["--scene", "basics", "--size", "1000x700", "--screenshot", path, "--assets", E2E.assetsPath],
                            environment: ["DISPLAY": x.display])
        #expect(r.status == 0)
        let (w, h, fresh) = try await Self.rgb(path)
        #expect(w == 1000 && h == 700)
        let differing = zip(stormed, fresh).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ from a fresh start")
    }

    @Test("The X server killed mid-drag: exit 1 within a second, one line, no crash dump")
    func serverDiesMidDrag() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let (cx, cy) = try demo.center(of: "basics.bordered")
        try x.xdotool("mousemove", "\(cx)", "\(cy)", "mousedown", "1", "mousemove", "\(cx + 30)", "\(cy + 20)")
        x.kill()
        let started = Date()
        let result = try #require(demo.waitForExit(timeout: 3))
        #expect(Date().timeIntervalSince(started) < 1.5)
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test("The X server killed mid-animation: exit 1 within a second, one line")
    func serverDiesMidAnimation() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics", "--time-scale", "0.05"])
        let mark = demo.mark
        try demo.click("basics.edge.top") // the knob slides, twenty times slower
        try demo.waitFor("switch.changed", after: mark)
        x.kill()
        let started = Date()
        let result = try #require(demo.waitForExit(timeout: 3))
        #expect(Date().timeIntervalSince(started) < 1.5)
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test("Corrupt and missing assets and no fonts: the demo draws fallbacks, warns once each, exits 0")
    func badFiles() throws {
        let dir = NSTemporaryDirectory() + "shoji-badassets-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Every PNG the real assets folder has, as garbage.
        let real = (try? FileManager.default.contentsOfDirectory(atPath: E2E.assetsPath)) ?? []
        for name in real where name.hasSuffix(".png") {
            try Data("\u{89}PNG but not really".utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
        }
        let shots = dir + "/tour"
        let r = try runDemo(["--headless", "--tour", shots, "--assets", dir], timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        let warnings = r.stderr.split(separator: "\n")
        #expect(warnings.allSatisfy { $0.hasPrefix("shoji-demo: warning:") }, "\(r.stderr)")
        #expect(Set(warnings).count == warnings.count, "a warning repeated: \(r.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: shots)
        #expect(written.count == (try runDemo(["--list-scenes"]).stdout.split(separator: "\n").count))

        let fc = dir + "/fonts.conf"
        try Data("<?xml version=\"1.0\"?><fontconfig><dir>\(dir)/nofonts</dir><cachedir>\(dir)/cache</cachedir></fontconfig>".utf8)
            .write(to: URL(fileURLWithPath: fc))
        let nf = try runDemo(["--headless", "--screenshot", dir + "/nofonts.png"], environment: ["FONTCONFIG_FILE": fc])
        #expect(nf.status == 0)
        #expect(nf.stderr.contains("shoji-demo: warning: fontconfig found no fonts"))

        // Latin fonts but no Japanese one: one warning saying so.
        let latin = dir + "/latin.conf"
        try Data("<?xml version=\"1.0\"?><fontconfig><dir>/usr/share/fonts/truetype/dejavu</dir><cachedir>\(dir)/cache</cachedir></fontconfig>".utf8)
            .write(to: URL(fileURLWithPath: latin))
        let nj = try runDemo(["--headless", "--screenshot", dir + "/nojapanese.png"], environment: ["FONTCONFIG_FILE": latin])
        #expect(nj.status == 0)
        #expect(nj.stderr == "shoji-demo: warning: no Japanese font found; Japanese text will be drawn as boxes (install fonts-noto-cjk)\n",
                "\(nj.stderr)")
    }
}
