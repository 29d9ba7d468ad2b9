import Foundation
import Testing

/// Other programs as outside input: a selection owner and an XDND source of our own that misbehave
/// (Tests/Probes/xhostile.c) against the demo's refresh list, pasted into with real Ctrl+V and middle
/// clicks. Each case must end within its bound, with the window answering a click meanwhile, the demo's
/// memory (its peak resident size, from /proc) bounded, and the message the user sees saying what happened.
@Suite("Hostile selection owners and drag sources, end to end", .serialized)
struct HostileTransferEndToEndTests {
    static let xhostile = E2E.buildProbe("xhostile")
    let helpers = TransferEndToEndTests()

    /// The demo's resident size now and at its peak, in MiB (VmRSS and VmHWM).
    func memory(_ demo: DemoProcess) throws -> (now: Int, peak: Int) {
        let status = try String(contentsOfFile: "/proc/\(demo.process.processIdentifier)/status", encoding: .utf8)
        func field(_ name: String) -> Int {
            let line = status.split(separator: "\n").first { $0.hasPrefix(name + ":") } ?? ""
            return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
        }
        return (field("VmRSS"), field("VmHWM"))
    }

    /// A click on a row is answered (the row selected) within a second: the window did not freeze.
    func answersClick(_ demo: DemoProcess, row: Int) throws {
        let mark = demo.mark
        let sent = Date()
        try demo.click("refresh.list.row.\(row)")
        try demo.waitFor("list.select", after: mark, timeout: 2) { $0.int("index") == row }
        #expect(Date().timeIntervalSince(sent) < 1, "a click waited \(Date().timeIntervalSince(sent)) s")
    }

    /// The demo on the refresh list with row 2 selected, an owner of `selection` in `mode`, and the
    /// demo's resident size before anything is read.
    func start(_ mode: String, _ selection: String = "CLIPBOARD") throws -> (XvfbServer, DemoProcess, Peer, Int) {
        let x = try XvfbServer()
        let demo = try helpers.demo(x)
        let owner = try Peer(x, Self.xhostile, [mode, selection])
        try owner.waitForLine("ready")
        try helpers.select(demo, row: 2)
        return (x, demo, owner, try memory(demo).now)
    }

    @Test("An endless INCR stream is refused at 256 MiB within seconds; the peak memory is the data's size plus little; it goes back")
    func endlessStream() throws {
        let (_, demo, owner, base) = try start("endless")
        defer { owner.stop() }
        let mark = demo.mark
        try demo.key("ctrl+v")
        let reading = try demo.waitFor("pasteboard.reading", after: mark)
        let failed = try demo.waitFor("refresh.pasteFailed", after: mark, timeout: 30)
        #expect(failed.string("error") == "the copied content is larger than 256 MiB")
        #expect(failed.time - reading.time < 15, "refused after \(failed.time - reading.time) s")
        try owner.waitForLine("chunks 256")
        try answersClick(demo, row: 4)
        let m = try memory(demo)
        // 256 MiB of data, plus Xlib's and our copy of one 1 MiB chunk, a segment's room and the heap's slack.
        #expect(m.peak - base < 256 + 48, "peak \(m.peak) MiB from \(base) MiB")
        #expect(m.now - base < 32, "still \(m.now) MiB from \(base) MiB after the refusal")
    }

    @Test("An INCR that never sends a chunk ends after 3 s of silence, and a click is answered meanwhile")
    func silentIncr() throws {
        let (_, demo, owner, base) = try start("silent")
        defer { owner.stop() }
        let mark = demo.mark
        try demo.key("ctrl+v")
        let reading = try demo.waitFor("pasteboard.reading", after: mark)
        try answersClick(demo, row: 4)
        let failed = try demo.waitFor("refresh.pasteFailed", after: mark, timeout: 8)
        #expect(failed.time - reading.time >= 2.9 && failed.time - reading.time < 4.5)
        #expect(failed.string("error") == "the program that owns the clipboard did not answer in 3.0 s")
        #expect(try memory(demo).peak - base < 16)
    }

    @Test("A drip of one byte every 2.5 s ends at the overall deadline (10 s), with a click answered meanwhile")
    func drip() throws {
        let (_, demo, owner, base) = try start("drip")
        defer { owner.stop() }
        let mark = demo.mark
        try demo.key("ctrl+v")
        let reading = try demo.waitFor("pasteboard.reading", after: mark)
        try answersClick(demo, row: 4) // while the drip goes on (the failure's time below shows it went on past 3 s)
        let failed = try demo.waitFor("refresh.pasteFailed", after: mark, timeout: 15)
        #expect(failed.time - reading.time >= 9.9 && failed.time - reading.time < 11.5)
        #expect(failed.string("error") == "the program that owns the clipboard did not finish sending in 10.0 s")
        #expect(try memory(demo).peak - base < 16)
    }

    @Test("A SelectionNotify naming another selection, or a time 100 s before the request's, is ignored; the right answer is pasted")
    func staleNotify() throws {
        let (_, demo, owner, base) = try start("stale")
        defer { owner.stop() }
        let mark = demo.mark
        try demo.key("ctrl+v")
        let added = try demo.waitFor("refresh.added", after: mark)
        #expect(added.fields["texts"] as? [String] == ["fresh"])
        #expect(demo.events[mark...].filter { $0.name == "pasteboard.ignored" }.count == 2)
        #expect(!demo.events[mark...].contains { $0.name == "refresh.pasteFailed" })
        try demo.waitForSettledFrame(after: added) // the new row slides in at the top
        try answersClick(demo, row: 3)
        #expect(try memory(demo).peak - base < 16)
    }

    @Test("20 pastes at once against an owner that stalls: all 20 reads end, none lost, and a click is answered meanwhile")
    func twentyReads() throws {
        let (x, demo, owner, base) = try start("hang")
        defer { owner.stop() }
        let mark = demo.mark
        try x.xdotool("key", "--delay", "20", "ctrl+v", "ctrl+v", "ctrl+v", "ctrl+v", "ctrl+v", "ctrl+v", "ctrl+v",
                      "ctrl+v", "ctrl+v", "ctrl+v", "ctrl+v", "ctrl+v", "ctrl+v", "ctrl+v", "ctrl+v", "ctrl+v", "ctrl+v",
                      "ctrl+v", "ctrl+v", "ctrl+v")
        try answersClick(demo, row: 4)
        let ended = demo.waitFor("pasteboard.read", count: 20, after: mark, timeout: 10)
        #expect(ended == 20, "\(ended) of 20 reads ended within 10 s")
        let started = demo.events[mark...].filter { $0.name == "pasteboard.reading" }
        let reads = demo.events[mark...].filter { $0.name == "pasteboard.read" }
        #expect(started.count == 20 && reads.count == 20)
        #expect(reads.allSatisfy { $0.fields["ok"] as? Bool == false && ($0.int("ms") ?? 0) < 4500 })
        // The list says so after each read's end, on a later turn of the main queue: wait for the last.
        #expect(demo.waitFor("refresh.pasteFailed", count: 20, after: mark, timeout: 5) == 20)
        #expect(try memory(demo).peak - base < 16)
    }

    @Test("A PRIMARY owner that never answers: the message names PRIMARY, not the clipboard")
    func primaryFailure() throws {
        let (x, demo, owner, _) = try start("hang", "PRIMARY")
        defer { owner.stop() }
        let (cx, cy) = try demo.center(of: "refresh.list.row.1")
        let mark = demo.mark
        try x.xdotool("mousemove", "\(cx)", "\(cy)", "click", "2")
        let failed = try demo.waitFor("refresh.pasteFailed", after: mark, timeout: 8)
        #expect(failed.string("error") == "the program that owns the selection (PRIMARY) did not answer in 3.0 s")
        try answersClick(demo, row: 4)
    }

    @Test("An XDND source offering 4,000,000 types: every position answered within 500 ms, a click within a second, no memory taken")
    func hugeTypeList() throws {
        let x = try XvfbServer()
        let demo = try helpers.demo(x)
        let base = try memory(demo).now
        let (cx, cy) = try demo.center(of: "refresh.list.row.1")
        let source = try Peer(x, Self.xhostile, ["types", "4000000", "\(cx)", "\(cy)"])
        defer { source.stop() }
        try source.waitForLine("positions done", timeout: 30)
        let lines = try String(contentsOfFile: source.outPath, encoding: .utf8).split(separator: "\n")
        let answers = lines.filter { $0.hasPrefix("status ") }.map { Int($0.dropFirst(7)) ?? Int.max }
        #expect(answers.count == 20)
        #expect(answers.allSatisfy { $0 < 500 }, "XdndStatus after \(answers) ms")
        try demo.waitFor("drop.entered")
        try answersClick(demo, row: 3)
        #expect(try memory(demo).peak - base < 16)
    }
}
