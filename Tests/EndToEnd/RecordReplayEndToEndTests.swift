import Foundation
import Testing
import ShojiCairo

@Suite("Record under X, replay headless", .serialized)
struct RecordReplayEndToEndTests {
    /// Trace events a replay must reproduce: everything but timing, the replay's own bookkeeping, and what
    /// only an X host does (the input it found, the X cursor it set).
    static func comparable(_ events: [TraceEvent]) -> [String] {
        events.filter { !["replay.finished", "screenshot.written", "app.closed", "host.input", "host.inputMethod", "cursor", "frame.presented",
            "desktop.settings", // the host's trace of what the desktop said: a headless replay has no desktop, it applies the recorded settings
            "settings.portal",  // the host asking the settings portal after its first frame: a headless replay has no session bus
            "host.keymap",      // the X keyboard map read ahead of the first key: a headless replay has no X keyboard
        ].contains($0.name) }
            .map { e in
                let fields = e.fields.filter { $0.key != "t" && $0.key != "event" }
                let json = try! JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
                return e.name + " " + String(decoding: json, as: UTF8.self)
            }
    }

    @Test("A session recorded with real X input replays headlessly to the same trace and the same pixels")
    func recordThenReplay() async throws {
        let dir = NSTemporaryDirectory() + "shoji-rr-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--record", dir + "/rec.jsonl", "--scene", "basics", "--size", "900x600"])
        let mark = demo.mark
        try demo.click("basics.button")
        try demo.waitFor("button.tap", after: mark)
        try demo.click("basics.edge.top")
        try demo.waitFor("switch.changed", after: mark)
        try demo.key("F2")
        try demo.waitFor("app.timeScale", after: mark)
        try demo.click("basics.edge.right")
        try demo.waitFor("switch.changed", after: mark) { $0.string("id") == "basics.edge.right" }
        try demo.key("F2")
        let normal = try demo.waitFor("app.timeScale", after: mark) { ($0["factor"] as? NSNumber)?.doubleValue == 1 }
        // Everything must have come to rest before the live pixels are taken, since the replay's picture is
        // of the recording's end. The scroll indicators the scene flashed when it appeared linger half a
        // second on the scaled clock (ten times longer under F2's slow motion), then fade: a screen is not
        // settled while they wait (`Screen.setChangePending`). Before it said so, a frame in that wait was
        // traced as settled, and the live pixels taken then showed the bar (1,323 pixels at x 895, in two
        // fresh-clone make tests).
        try demo.waitForSettledFrame(since: normal.time)
        // The live session's final pixels, as the X server shows them.
        let live = try XScreenshot(x).crop(width: 900, height: 600)
        kill(demo.process.processIdentifier, SIGTERM)   // the recorder writes its end marker on SIGTERM
        _ = demo.waitForExit(timeout: 5)
        demo.poll()
        let recorded = Self.comparable(demo.events)

        let r = try runDemo(["--headless", "--replay", dir + "/rec.jsonl", "--trace", dir + "/replay.jsonl",
                             "--screenshot", dir + "/replay.png", "--assets", E2E.assetsPath])
        #expect(r.status == 0, "\(r.stderr)")
        let replayed = Self.comparable(try String(contentsOfFile: dir + "/replay.jsonl", encoding: .utf8)
            .split(separator: "\n").map { TraceEvent(fields: try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]) })
        #expect(replayed == recorded)

        // Same final pixels as the live session showed.
        let replayPixels = try await Self.rgb(dir + "/replay.png")
        #expect(replayPixels.count == live.count)
        let differing = zip(replayPixels, live).filter { $0 != $1 }.count
        let firstDiff = zip(replayPixels, live).enumerated().first { $0.element.0 != $0.element.1 }
            .map { "at (\($0.offset % 900), \($0.offset / 900)): replay \(String($0.element.0, radix: 16)) live \(String($0.element.1, radix: 16))" }
        #expect(differing == 0, "\(differing) pixels differ, first \(firstDiff ?? ""), within \(Self.bounds(of: replayPixels, live, width: 900)); \(Self.keep(live, width: 900, replay: dir + "/replay.png", record: dir + "/rec.jsonl", if: differing > 0))")

        // A replay on a display (no X input needed) ends the same way.
        let onX = try runDemo(["--replay", dir + "/rec.jsonl", "--screenshot", dir + "/x.png", "--assets", E2E.assetsPath],
                              environment: ["DISPLAY": x.display])
        #expect(onX.status == 0, "\(onX.stderr)")
        let xPixels = try await Self.rgb(dir + "/x.png")
        let xDiff = zip(replayPixels, xPixels).enumerated().filter { $0.element.0 != $0.element.1 }.map { "(\($0.offset % 900), \($0.offset / 900))" }
        #expect(xDiff.isEmpty, "\(xDiff.count) differ: \(xDiff.prefix(5))")
    }

    @Test("A session recorded while the desktop turns dark (xsettingsd, SIGHUP) replays headless on no desktop, dark from the same moment, to the same pixels")
    func desktopSettingsAreRecorded() async throws {
        let dir = NSTemporaryDirectory() + "shoji-rr-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let x = try XvfbServer()
        let daemon = try XSettingsDaemon(on: x, "Net/DoubleClickTime 450\n")
        let demo = try DemoProcess(on: x, ["--record", dir + "/rec.jsonl", "--scene", "basics", "--size", "900x600"])
        try demo.waitFor("desktop.settings") { (($0["doubleClickInterval"] as? NSNumber)?.doubleValue ?? 0) > 0.449 }
        let mark = demo.mark
        try demo.click("basics.button")
        try demo.waitFor("button.tap", after: mark)
        let dark = demo.mark
        try daemon.reload("Net/DoubleClickTime 450\nNet/ThemeName \"Adwaita-dark\"\n")
        let turned = try demo.waitFor("desktop.settings", after: dark) { $0.string("colorScheme") == "dark" }
        _ = try demo.waitForSettledFrame(after: turned)
        let live = try XScreenshot(x).crop(width: 900, height: 600)
        kill(demo.process.processIdentifier, SIGTERM)
        _ = demo.waitForExit(timeout: 5)

        // The recording says what the desktop said: at the start, and the change.
        let lines = try String(contentsOfFile: dir + "/rec.jsonl", encoding: .utf8).split(separator: "\n")
        let settings = lines.filter { $0.contains(#""type":"settings""#) }
        #expect(settings.count >= 2, "\(settings)")
        #expect(settings.last?.contains(#""scheme":"dark""#) == true, "\(settings)")
        #expect(settings.last?.contains(#""doubleClick":0.45"#) == true, "\(settings)")

        let r = try runDemo(["--headless", "--replay", dir + "/rec.jsonl", "--screenshot", dir + "/replay.png", "--assets", E2E.assetsPath])
        #expect(r.status == 0, "\(r.stderr)")
        let replayPixels = try await Self.rgb(dir + "/replay.png")
        #expect(replayPixels.count == live.count)
        let differing = zip(replayPixels, live).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) pixels differ")
        // And it is dark: the window's top-left background is no light colour.
        let corner = replayPixels[10 * 900 + 10]
        #expect((corner >> 16 & 0xFF) < 0x80, "background \(String(corner, radix: 16))")
    }

    /// The smallest rectangle holding every pixel where `a` and `b` differ, as "x,y wxh".
    static func bounds(of a: [UInt32], _ b: [UInt32], width: Int) -> String {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for (i, (p, q)) in zip(a, b).enumerated() where p != q {
            minX = min(minX, i % width); maxX = max(maxX, i % width); minY = min(minY, i / width); maxY = max(maxY, i / width)
        }
        return maxX < 0 ? "nothing" : "\(minX),\(minY) \(maxX - minX + 1)x\(maxY - minY + 1)"
    }

    /// On a difference, keeps the live pixels (as a PPM), the replay's picture and the recording in a folder
    /// that outlives the test, so a failure seen once in a `make test` can be looked at; says where.
    static func keep(_ live: [UInt32], width: Int, replay: String, record: String, if failed: Bool) -> String {
        guard failed else { return "" }
        let dir = NSTemporaryDirectory() + "shoji-rr-failed-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var ppm = Data("P6 \(width) \(live.count / width) 255\n".utf8)
        for p in live { ppm.append(contentsOf: [UInt8(p >> 16 & 0xFF), UInt8(p >> 8 & 0xFF), UInt8(p & 0xFF)]) }
        try? ppm.write(to: URL(fileURLWithPath: dir + "/live.ppm"))
        try? FileManager.default.copyItem(atPath: replay, toPath: dir + "/replay.png")
        try? FileManager.default.copyItem(atPath: record, toPath: dir + "/rec.jsonl")
        return "kept in \(dir)"
    }

    /// A PNG's pixels as 0xRRGGBB (the demo's frames are opaque).
    @MainActor
    static func rgb(_ path: String) throws -> [UInt32] {
        try PNG.load(path).pixels.map { $0 & 0xFF_FFFF }
    }

    @Test("Each kind of damaged replay file gets one clear error naming the line, and exit 2",
          arguments: [
            ("garbage", "not json at all\n", ":1: not valid JSON"),
            ("newer", #"{"format":"shoji-record","version":99,"size":[800,600],"scene":"basics","lang":"en"}"# + "\n", ":1: format version 99 is newer"),
            ("truncated", #"{"format":"shoji-record","version":1,"size":[800,600],"scene":"basics","lang":"en"}"# + "\n" + #"{"t":0.5,"type":"down","x":10,"y":10,"button":1}"# + "\n", "truncated"),
            ("bad line", #"{"format":"shoji-record","version":1,"size":[800,600],"scene":"basics","lang":"en"}"# + "\n" + #"{"t":0.5,"type":"down","x":10,"y":10,"button":1}"# + "\n" + #"{"t":0.6,"type":"warp"}"# + "\n" + #"{"t":1,"type":"end"}"# + "\n", ":3: unknown event type"),
            ("backwards", #"{"format":"shoji-record","version":1,"size":[800,600],"scene":"basics","lang":"en"}"# + "\n" + #"{"t":0.5,"type":"exit"}"# + "\n" + #"{"t":0.2,"type":"exit"}"# + "\n", ":3: time goes backwards"),
          ])
    func damagedFiles(name: String, content: String, expected: String) throws {
        let path = NSTemporaryDirectory() + "shoji-bad-\(UUID().uuidString).jsonl"
        try Data(content.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let r = try runDemo(["--headless", "--replay", path])
        #expect(r.status == 2, "\(name)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(name): \(r.stderr)")
        #expect(r.stderr.contains(expected), "\(name): \(r.stderr)")
    }
}

