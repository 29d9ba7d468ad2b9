import Foundation
import Testing

/// A large text owned by `xclip -i`, pasted with a real Ctrl+V into the demo's Text scene: the window keeps
/// answering clicks while it goes in, and the memory comes back once the text is deleted (Ctrl+A, Delete).
/// It pastes 64 MiB (~10 s under a debug build); `SHOJI_E2E_PASTE_MIB` chooses another size.
/// The figures (click latency, turn lengths, peak and final memory) are printed for the record.
@Suite("A large paste keeps the window answering, end to end", .serialized)
struct LargePasteEndToEndTests {
    let helpers = TransferEndToEndTests()
    static var mebibytes: Int { Int(ProcessInfo.processInfo.environment["SHOJI_E2E_PASTE_MIB"] ?? "") ?? 64 }

    /// `VmRSS` and `VmHWM` (the peak) of `pid`, in kilobytes.
    static func resident(_ pid: Int32) -> (now: Int, peak: Int) {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        func kb(_ key: String) -> Int {
            let line = status.split(separator: "\n").first { $0.hasPrefix(key) } ?? ""
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
        }
        return (kb("VmRSS:"), kb("VmHWM:"))
    }

    static func heapInUse(_ m: TraceEvent) -> Double { (m.fields["heapInUseBytes"] as? NSNumber)?.doubleValue ?? 0 }

    /// Polls the trace every 2 ms (not `waitFor`'s 20) for an event after `mark`: how soon a click is seen.
    func waitClosely(_ demo: DemoProcess, _ name: String, after mark: Int, timeout: Double = 10,
                     where match: (TraceEvent) -> Bool) throws -> Date {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            demo.poll()
            if demo.events[min(mark, demo.events.count)...].contains(where: { $0.name == name && match($0) }) { return Date() }
            usleep(2_000)
        }
        throw E2E.Failure(description: "no \(name) within \(timeout) s")
    }

    @Test("Pasted from xclip with Ctrl+V, a large text goes in while clicks are answered within 100 ms; deleted, the heap comes back")
    func largePaste() throws {
        let mib = LargePasteEndToEndTests.mebibytes
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "text"])
        try demo.waitFor("host.input")
        let pid = demo.process.processIdentifier
        let line = "あいうえお 0123456789 abcdefghij\n" // 38 bytes, 28 scalars
        let text = String(repeating: line, count: (mib << 20) / line.utf8.count)
        let scalars = text.unicodeScalars.count
        let owner = try Peer(x, "/usr/bin/xclip", ["-quiet", "-i", "-selection", "clipboard"], input: Data(text.utf8))
        defer { owner.stop() }
        try helpers.waitUntilOwned(x, "clipboard")
        var mark = demo.mark
        try demo.click("text.note")
        try demo.waitFor("text.editing", after: mark) { $0.string("id") == "text.note" && $0.fields["editing"] as? Bool == true }
        let heapBefore = LargePasteEndToEndTests.heapInUse(try SoakTests.memoryReport(demo))
        let start = Date()
        mark = demo.mark
        try x.xdotool("key", "ctrl+v")
        try demo.waitFor("text.insertionStarted", after: mark, timeout: 120)
        let arrived = Date()

        // Clicks on lines of the note while the text goes in, each somewhere else (no double click).
        let f = try #require(demo.views["text.note"])
        var latencies: [Double] = []
        for i in 0..<6 {
            if demo.events[mark...].contains(where: { $0.name == "text.pasted" }) { break }
            let px = Int(f[0]) + 30 + 25 * i, py = Int(f[1]) + 20 + 22 * (i % 4)
            try x.xdotool("mousemove", "\(px)", "\(py)")
            let m = demo.mark
            try x.xdotool("click", "1")
            let sent = Date()
            let seen = try waitClosely(demo, "pointer.down", after: m) { _ in true }
            latencies.append(seen.timeIntervalSince(sent))
            Thread.sleep(forTimeInterval: 0.35)
        }
        let pasted = try demo.waitFor("text.pasted", after: mark, timeout: 180) { $0.string("id") == "text.note" }
        let done = Date()
        let peak = LargePasteEndToEndTests.resident(pid).peak
        #expect(pasted.fields["complete"] as? Bool == true && pasted.int("length") == scalars)
        let steps = demo.events[mark...].filter { $0.name == "text.insertionStep" }.map(\.time)
        let gaps = zip(steps, steps.dropFirst()).map { $1 - $0 }.sorted()
        let longestTurn = gaps.last ?? 0, p99Turn = gaps.isEmpty ? 0 : gaps[gaps.count * 99 / 100]
        #expect(latencies.count >= 2, "the paste ended before the clicks: \(latencies)")
        #expect((latencies.max() ?? 1) < 0.1, "clicks answered after \(latencies.map { Int($0 * 1000) }) ms")
        // The gaps between pieces are wall-clock, on two cores shared with the fuzz smoke and two other
        // end-to-end processes: one gap of 105 ms in 2,048 (a fresh clone's make test) was the scheduler, not a
        // piece. Nearly every turn is short, and none is a stall a user would take for a hang.
        #expect(p99Turn < 0.1, "99th percentile gap \(Int(p99Turn * 1000)) ms")
        #expect(longestTurn < 0.4)

        // Ctrl+A, Delete: the text goes, and so does the memory it took.
        let total = try #require(demo.events.last { $0.name == "text.change" && $0.string("id") == "text.note" }?.int("length"))
        #expect(total >= scalars)
        mark = demo.mark
        try x.xdotool("key", "ctrl+a")
        let all = try demo.waitFor("text.selection", after: mark, timeout: 30) { $0.int("head") == total || $0.int("anchor") == total }
        let selectAllTime = all.time - (demo.events[mark...].first { $0.name == "key" }?.time ?? all.time)
        mark = demo.mark
        try x.xdotool("key", "Delete")
        let gone = try demo.waitFor("text.change", after: mark, timeout: 60) { $0.string("id") == "text.note" && $0.int("length") == 0 }
        let deleteTime = gone.time - (demo.events[mark...].first { $0.name == "key" }?.time ?? gone.time)
        let report = try SoakTests.memoryReport(demo)
        let heapAfter = LargePasteEndToEndTests.heapInUse(report)
        let rssAfter = LargePasteEndToEndTests.resident(pid).now
        print("large paste: \(mib) MiB, transfer \(String(format: "%.1f", arrived.timeIntervalSince(start))) s, "
              + "inserted in \(String(format: "%.1f", done.timeIntervalSince(arrived))) s over \(steps.count) turns "
              + "(p99 \(Int(p99Turn * 1000)) ms, longest \(Int(longestTurn * 1000)) ms); clicks answered in \(latencies.map { Int($0 * 1000) }) ms; "
              + "Ctrl+A took \(Int(selectAllTime * 1000)) ms, Delete \(Int(deleteTime * 1000)) ms; peak RSS \(peak / 1024) MB; heap in use \(Int(heapBefore / 1_048_576)) MB before, "
              + "\(Int(heapAfter / 1_048_576)) MB after deleting; RSS after \(rssAfter / 1024) MB; "
              + SoakTests.describe(report))
        // Back to within a few megabytes of where it was (the undo history keeps no megabytes of text).
        #expect(heapAfter - heapBefore < 8 * 1_048_576, "heap \(Int(heapBefore / 1_048_576)) MB before, \(Int(heapAfter / 1_048_576)) MB after")
    }

    @Test("Pasted, then the scene closed (another chosen in the sidebar): the heap comes back")
    func sceneClosed() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "text"])
        try demo.waitFor("host.input")
        let text = String(repeating: "あいうえお 0123456789 abcdefghij\n", count: (16 << 20) / 38)
        let owner = try Peer(x, "/usr/bin/xclip", ["-quiet", "-i", "-selection", "clipboard"], input: Data(text.utf8))
        defer { owner.stop() }
        try helpers.waitUntilOwned(x, "clipboard")
        var mark = demo.mark
        try demo.click("text.note")
        try demo.waitFor("text.editing", after: mark) { $0.string("id") == "text.note" && $0.fields["editing"] as? Bool == true }
        let heapBefore = LargePasteEndToEndTests.heapInUse(try SoakTests.memoryReport(demo))
        mark = demo.mark
        try x.xdotool("key", "ctrl+v")
        try demo.waitFor("text.pasted", after: mark, timeout: 120) { $0.string("id") == "text.note" }
        let heapFull = LargePasteEndToEndTests.heapInUse(try SoakTests.memoryReport(demo))
        mark = demo.mark
        try demo.click("sidebar.basics")
        try demo.waitFor("scene.shown", after: mark)
        let heapAfter = LargePasteEndToEndTests.heapInUse(try SoakTests.memoryReport(demo))
        print("large paste, scene closed: heap in use \(Int(heapBefore / 1_048_576)) MB before, \(Int(heapFull / 1_048_576)) MB with "
              + "16 MiB pasted, \(Int(heapAfter / 1_048_576)) MB once the scene closed")
        #expect(heapFull - heapBefore > 32 * 1_048_576)
        #expect(heapAfter - heapBefore < 8 * 1_048_576, "heap \(Int(heapBefore / 1_048_576)) MB before, \(Int(heapAfter / 1_048_576)) MB after")
    }
}
