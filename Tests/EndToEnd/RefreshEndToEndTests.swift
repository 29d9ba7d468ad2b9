import Foundation
import Testing

@Suite("Pull to refresh and lists, end to end", .serialized)
struct RefreshEndToEndTests {
    /// The refresh list's centre column and a point 60 px below its top, in window pixels.
    func listPoint(_ demo: DemoProcess) throws -> (x: Int, y: Int) {
        let f = try #require(demo.views["refresh.list"])
        return (Int(f[0] + f[2] / 2), Int(f[1]) + 60)
    }

    func states(_ demo: DemoProcess, after mark: Int) -> [String] {
        demo.poll()
        return demo.events[mark...].filter { $0.name == "refresh.state" }.compactMap { $0.string("state") }
    }

    @Test("A slow 200 px pull and release: pulling, armed, refreshing, finishing, hidden, with more rows")
    func pullAndRelease() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        let before = try #require(try demo.waitFor("list.reload") { $0.string("id") == "refresh.list" }.int("rows"))
        let p = try listPoint(demo)
        let mark = demo.mark
        try demo.drag(from: (p.x, p.y), to: (p.x, p.y + 200), steps: 40, stepDelay: 0.02)
        try demo.waitFor("refresh.state", after: mark, timeout: 15) { $0.string("state") == "hidden" }
        #expect(states(demo, after: mark) == ["pulling", "armed", "refreshing", "finishing", "hidden"])
        let done = try demo.waitFor("refresh.completed", after: mark)
        #expect(try #require(done.int("rows")) > before)
        // The fetch took its two seconds, on the app's clock.
        let refreshing = try demo.waitFor("refresh.state", after: mark) { $0.string("state") == "refreshing" }
        #expect(done.time - refreshing.time >= 1.9)
    }

    @Test("A 30 px pull springs back without refreshing")
    func shortPull() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        let p = try listPoint(demo)
        let mark = demo.mark
        try demo.drag(from: (p.x, p.y), to: (p.x, p.y + 30), steps: 10, stepDelay: 0.02)
        try demo.waitFor("refresh.state", after: mark) { $0.string("state") == "hidden" }
        // An absence (no refresh, no later state): wall time, longer than the spring back.
        Thread.sleep(forTimeInterval: 1)
        #expect(states(demo, after: mark) == ["pulling", "hidden"])
        #expect(!demo.events[mark...].contains { $0.name == "refresh.completed" })
    }

    @Test("F5, Ctrl+R and the wheel past the top refresh; a click selects a row under the container's tap recognizer")
    func keysWheelAndSelection() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        var mark = demo.mark
        try demo.click("refresh.list.row.2")
        let select = try demo.waitFor("list.select", after: mark)
        #expect(select.int("index") == 2 && select.string("id") == "refresh.list")
        for key in ["F5", "ctrl+r"] {
            mark = demo.mark
            try demo.key(key)
            try demo.waitFor("refresh.completed", after: mark, timeout: 8)
            try demo.waitFor("refresh.state", after: mark) { $0.string("state") == "hidden" }
            #expect(states(demo, after: mark) == ["refreshing", "finishing", "hidden"])
        }
        mark = demo.mark
        let p = try listPoint(demo)
        try x.xdotool("mousemove", "\(p.x)", "\(p.y)", "click", "--repeat", "6", "--delay", "30", "4")
        try demo.waitFor("refresh.completed", after: mark, timeout: 8)
        #expect(states(demo, after: mark).starts(with: ["pulling", "armed", "refreshing"]))
    }

    @Test("When it was last updated survives a restart; a corrupt record is reset with one warning")
    func lastUpdatedPersists() throws {
        let x = try XvfbServer()
        let state = NSTemporaryDirectory() + "shoji-e2e-state-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: state) }
        let file = state + "/shoji/refresh.json"
        do {
            let demo = try DemoProcess(on: x, ["--scene", "refresh"], environment: ["XDG_STATE_HOME": state])
            let mark = demo.mark
            try demo.key("F5")
            try demo.waitFor("refresh.completed", after: mark, timeout: 8)
        }
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        #expect(saved.contains("\"lastUpdated\""))
        try Data("{ half a record".utf8).write(to: URL(fileURLWithPath: file))
        let demo = try DemoProcess(on: x, ["--scene", "refresh"], environment: ["XDG_STATE_HOME": state])
        let mark = demo.mark
        try demo.click("sidebar.basics")
        try demo.waitFor("scene.shown", after: mark) { $0.string("scene") == "basics" }
        try demo.click("sidebar.refresh")
        try demo.waitFor("scene.shown", after: mark) { $0.string("scene") == "refresh" }
        kill(demo.process.processIdentifier, SIGTERM)
        let result = try #require(demo.waitForExit(timeout: 5))
        let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("refresh.json") == true)
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test("Reaching the end loads older pages until there are no more")
    func loadMore() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "refresh"])
        // The first rows slide in after app.ready: click once they are still, and go on once the click
        // has given the list the keyboard (under make test's load an End once went nowhere).
        _ = try demo.waitForSettledFrame(since: 0)
        let clicked = demo.mark
        try demo.click("refresh.list.row.0")
        try demo.waitFor("list.select", after: clicked)
        for page in 3...5 {
            let mark = demo.mark
            try demo.key("End")
            let load = try demo.waitFor("list.loadMore", after: mark)
            #expect(load.int("page") == page)
            // The page arrives after 0.8 s, its rows slide in; End then goes to the new end.
            let loaded = try demo.waitFor("list.pageLoaded", after: mark) { $0.int("page") == page }
            try demo.waitForSettledFrame(after: loaded)
        }
        let mark = demo.mark
        try demo.key("End")
        // An absence (no page asked for once the feed is exhausted): wall time, longer than a page's load.
        Thread.sleep(forTimeInterval: 1.5)
        demo.poll()
        #expect(!demo.events[mark...].contains { $0.name == "list.loadMore" })
    }

    @Test("The fonts scene lists every family in the same list view")
    func fonts() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "fonts"])
        let rows = try demo.waitFor("list.reload") { $0.string("id") == "fonts.list" }
        #expect(try #require(rows.int("rows")) > 3)
        #expect(demo.views["fonts.list.row.0"] != nil)
        let mark = demo.mark
        try demo.click("fonts.list.row.1")
        #expect(try demo.waitFor("list.select", after: mark).int("index") == 1)
    }
}
