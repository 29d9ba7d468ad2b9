import Foundation
import Testing

/// Recordings crafted by the test (CraftedRecording) replayed by the real program: each one the limits
/// refuse ends with exit 2 and exactly one line naming the file and the line, at once, headless and under
/// X; the ones they take replay to the end, headless and under X, without a trap.
@Suite("Crafted recordings", .serialized)
struct CraftedRecordingEndToEndTests {
    /// Writes each recording to a file of its own and runs `shoji-demo` on it, four at a time.
    static func replayEach(_ cases: [CraftedRecording], display: String?) throws
        -> [(CraftedRecording, path: String, status: Int32, stderr: String, seconds: Double, pictured: Bool)] {
        let dir = NSTemporaryDirectory() + "shoji-crafted-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let results = Results(count: cases.count)
        let lanes = 4
        DispatchQueue.concurrentPerform(iterations: lanes) { lane in
            for i in stride(from: lane, to: cases.count, by: lanes) {
                let path = dir + "/case\(i).jsonl"
                _ = FileManager.default.createFile(atPath: path, contents: Data(cases[i].text.utf8))
                let args = display == nil ? ["--headless", "--replay", path, "--screenshot", dir + "/case\(i).png"]
                                          : ["--replay", path, "--screenshot", dir + "/case\(i).png"]
                let start = Date()
                let r = try? runDemo(args, environment: display.map { ["DISPLAY": $0] } ?? [:], timeout: 10)
                results.set(i, (cases[i], path, r?.status ?? -1, r?.stderr ?? "did not finish", Date().timeIntervalSince(start),
                                FileManager.default.fileExists(atPath: dir + "/case\(i).png")))
            }
        }
        return results.all
    }

    @Test("Every recording with a number out of its limits gives exit 2 and one line naming the file and line, headless")
    func refusedHeadless() throws {
        let refused = CraftedRecording.all.filter { !$0.accepted }
        #expect(refused.count > 300)
        for (c, path, status, stderr, _, pictured) in try Self.replayEach(refused, display: nil) {
            let lines = stderr.split(separator: "\n")
            #expect(status == 2, "\(c): exit \(status): \(stderr)")
            #expect(lines.count == 1 && lines[0].contains("\(path):\(c.line): "), "\(c): \(stderr)")
            // At once: refused before anything was replayed or drawn (a wall-clock limit here failed under
            // make test's load; a hang is caught by replayEach's timeout).
            #expect(!pictured, "\(c): a screenshot was written")
        }
    }

    @Test("Under X: one refused recording for each field kind gives exit 2 and one line too")
    func refusedUnderX() throws {
        var seen = Set<String>()
        let subset = CraftedRecording.all.filter { !$0.accepted && seen.insert($0.field.split(separator: ".").last.map(String.init)!).inserted }
        #expect(subset.count >= 13)
        let x = try XvfbServer()
        for (c, path, status, stderr, _, pictured) in try Self.replayEach(subset, display: x.display) {
            let lines = stderr.split(separator: "\n")
            #expect(status == 2, "\(c): exit \(status): \(stderr)")
            #expect(lines.count == 1 && lines[0].contains("\(path):\(c.line): "), "\(c): \(stderr)")
            #expect(!pictured, "\(c): a screenshot was written")
        }
    }

    /// Every event the limits take, extremes included, in one recording (times in order).
    static var acceptedExtremes: String {
        let events = CraftedRecording.all.filter { $0.accepted && $0.line == 2 && !$0.field.hasSuffix(".t") }
        var lines = [CraftedRecording.json(CraftedRecording.header)]
        for (i, c) in events.enumerated() {
            var line = String(c.text.split(separator: "\n")[1])
            line = line.replacingOccurrences(of: #""t":0.5"#, with: "\"t\":\(0.5 + Double(i) * 0.002)")
            lines.append(line)
        }
        lines.append(#"{"t":2,"type":"end"}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("Every value within the limits replays to the end without a trap, headless and under X")
    func acceptedReplay() throws {
        let headers = CraftedRecording.all.filter { $0.accepted && $0.line == 1 }
        let all = [CraftedRecording(field: "events", value: "extremes", text: Self.acceptedExtremes, line: 0, accepted: true)] + headers
        #expect(Self.acceptedExtremes.split(separator: "\n").count > 100)
        for (c, _, status, stderr, seconds, pictured) in try Self.replayEach(all, display: nil) {
            #expect(status == 0, "\(c): exit \(status): \(stderr)")
            #expect(pictured, "\(c): no screenshot") // what a refused recording must not get
            #expect(seconds < 10, "\(c): \(seconds) s")
        }
        let x = try XvfbServer()
        for (c, _, status, stderr, _, _) in try Self.replayEach(Array(all.prefix(1)), display: x.display) {
            #expect(status == 0, "\(c): exit \(status): \(stderr)")
        }
    }

    @Test("A recording whose only event is a day away replays headless in seconds, not a day of frames")
    func longPause() throws {
        let text = CraftedRecording.json(CraftedRecording.header) + "\n" + #"{"t":0.5,"type":"down","x":10,"y":10,"button":1}"#
            + "\n" + #"{"t":86399,"type":"up","x":10,"y":10,"button":1}"# + "\n" + #"{"t":86400,"type":"end"}"# + "\n"
        let r = try Self.replayEach([CraftedRecording(field: "pause", value: "day", text: text, line: 0, accepted: true)], display: nil)
        #expect(r[0].status == 0, "\(r[0].stderr)")
        // 0.07 s here; stepping each of its 5.2 million idle frames took 1.6 s.
        #expect(r[0].seconds < 1)
    }
}

/// Results written from several threads, each to its own slot.
final class Results: @unchecked Sendable {
    typealias Row = (CraftedRecording, path: String, status: Int32, stderr: String, seconds: Double, pictured: Bool)
    private var rows: [Row?]
    private let lock = NSLock()
    init(count: Int) { rows = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ row: Row) { lock.lock(); rows[i] = row; lock.unlock() }
    var all: [Row] { lock.lock(); defer { lock.unlock() }; return rows.compactMap { $0 } }
}
