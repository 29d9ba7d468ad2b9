import Foundation
import Testing

/// The examples as an outside user builds them (their own package, depending on Shoji by path): each
/// renders headlessly to a PNG, Hello and Feed answer real X input under Xvfb, and Counters' list
/// follows its window's size.
@Suite("Examples, end to end")
struct ExamplesEndToEndTests {
    static func example(_ name: String) -> String {
        E2E.packageRoot.appendingPathComponent("Examples/.build/debug/\(name)").path
    }

    @Test("Each example renders its window headlessly to a PNG that is not blank", arguments: ["Hello", "Feed", "Counters", "Files", "Editor"])
    func headlessPNG(name: String) throws {
        let path = NSTemporaryDirectory() + "shoji-example-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: Self.example(name))
        p.arguments = ["--headless", "--screenshot", path]
        p.currentDirectoryURL = URL(fileURLWithPath: NSTemporaryDirectory()) // not the repository's folder
        let err = Pipe()
        p.standardError = err
        try p.run()
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(said.isEmpty, "an example needs nothing of the repository's: \(said)")
        let png = try #require(FileManager.default.contents(atPath: path), "no PNG written")
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG file")
        #expect(png.count > 2_000, "more than a blank window (\(png.count) bytes)")
    }

    @Test("Hello under X: a real click on its button changes the count on screen, every time")
    func helloCounts() throws {
        let x = try XvfbServer()
        defer { x.stop() }
        let hello = try DemoProcess(on: x, executable: Self.example("Hello"))
        let label = try #require(hello.views["hello.count"], "the label's frame is in app.ready")
        func labelPixels() throws -> [UInt32] {
            let shot = try XScreenshot(x)
            let (x0, y0, w, h) = (Int(label[0]), Int(label[1]), Int(label[2]), Int(label[3]))
            return (y0..<(y0 + h)).flatMap { y in shot.pixels[(y * shot.width + x0)..<(y * shot.width + x0 + w)] }
        }
        var seen = [try labelPixels()]
        for taps in 1...3 {
            let mark = hello.mark
            try hello.click("hello.button")
            try hello.waitFor("button.tap", after: mark) { $0.string("id") == "hello.button" }
            // The new count is on screen once the frame after the tap is presented.
            let deadline = Date().addingTimeInterval(3)
            var now = try labelPixels()
            while seen.contains(now) && Date() < deadline { usleep(20_000); now = try labelPixels() }
            #expect(!seen.contains(now), "tap \(taps): the label shows a count it has not shown before")
            seen.append(now)
        }
    }

    @Test("Feed under X: the notice button below the toast layer opens the global modal; Escape closes it")
    func feedModal() throws {
        let x = try XvfbServer()
        defer { x.stop() }
        let feed = try DemoProcess(on: x, executable: Self.example("Feed"))
        let mark = feed.mark
        try feed.click("feed.notice")
        try feed.waitFor("modal.presented", after: mark) { $0.string("id") == "feed.notice" }
        let shown = feed.mark
        try feed.key("Escape")
        try feed.waitFor("modal.dismissed", after: shown)
    }

    @Test("Counters under X: resized twice, its list still reaches 16 points above the window's bottom")
    func countersListFollowsTheWindow() throws {
        let x = try XvfbServer()
        defer { x.stop() }
        let counters = try DemoProcess(on: x, executable: Self.example("Counters"))
        // The root stack keeps 16 points inside every edge; the list fills the rest below the toolbar.
        func expectFilled(_ views: [String: [Double]], _ w: Double, _ h: Double) throws {
            let list = try #require(views["counters.list"], "the list's frame is in the trace")
            let toolbar = try #require(views["counters.toolbar"])
            #expect(list[0] == 16 && list[0] + list[2] == w - 16, "\(w)x\(h): \(list)")
            #expect(list[1] == toolbar[1] + toolbar[3] + 12, "\(w)x\(h): the list starts below the toolbar")
            #expect(list[1] + list[3] == h - 16, "\(w)x\(h): the list's bottom follows the window's: \(list)")
        }
        try expectFilled(counters.views, 420, 520)
        let window = try #require(try x.xdotool("search", "--pid", String(counters.process.processIdentifier))
            .split(separator: "\n").first.map(String.init))
        for (w, h) in [(640, 760), (360, 300)] {
            let mark = counters.mark
            try x.xdotool("windowsize", window, "\(w)", "\(h)")
            let resized = try counters.waitFor("window.resized", after: mark) { e in
                (e["size"] as? [NSNumber])?.map(\.intValue) == [w, h]
            }
            try expectFilled(resized.views, Double(w), Double(h))
        }
    }
}
