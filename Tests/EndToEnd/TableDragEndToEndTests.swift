import Foundation
import Testing

/// Rows of the Data scene's table dragged with the real pointer to GTK 3 drop targets (Tests/Probes/
/// gtkdnd.py through PyGObject): a target that takes files gets the rows' files as `text/uri-list`, a
/// target that takes text gets the rows as the tab-separated text Ctrl+C copies.
@Suite("Table rows dragged to GTK 3, end to end", .serialized)
struct TableDragEndToEndTests {
    @Test("Two selected rows dragged to GTK 3: a files target gets their two file URIs, a text target their tab-separated text")
    func rowsToGTK() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "data"])
        let loaded = try demo.waitFor("data.loaded", timeout: 60)
        try demo.waitForSettledFrame(after: loaded)
        let files = try Peer(x, "/usr/bin/python3", [TransferEndToEndTests.gtkdnd, "target-files", "1060", "100"])
        defer { files.stop() }
        let text = try Peer(x, "/usr/bin/python3", [TransferEndToEndTests.gtkdnd, "target", "1060", "400"])
        defer { text.stop() }
        try files.waitForLine("ready")
        try text.waitForLine("ready")
        let f = try #require(demo.views["data.table"])
        let (left, top) = (Int(f[0]), Int(f[1]))
        func rowY(_ r: Int) -> Int { top + 26 + 24 * r + 12 }

        // Rows 0 and 1 selected with a click and a Shift+click.
        var m = demo.mark
        try demo.click(at: left + 60, rowY(0))
        try demo.waitFor("table.select", after: m) { $0.int("count") == 1 }
        m = demo.mark
        try x.xdotool("mousemove", "\(left + 60)", "\(rowY(1))", "keydown", "shift", "click", "1", "keyup", "shift")
        try demo.waitFor("table.select", after: m) { $0.int("count") == 2 }

        // Dragged onto the files target: both files arrive as file URIs of real files under /usr/share.
        m = demo.mark
        try drag(x, demo, from: (left + 60, rowY(0)), to: (1160, 200))
        let dragged = try demo.waitFor("table.drag", after: m)
        #expect(dragged.int("rows") == 2 && dragged.int("files") == 2)
        try files.waitForLine("received-uris ")
        let line = try #require(try lines(of: files).first { $0.hasPrefix("received-uris ") })
        let uris = line.dropFirst("received-uris ".count).split(separator: " ").map(String.init)
        #expect(uris.count == 2)
        #expect(uris.allSatisfy { $0.hasPrefix("file:///usr/share/") })
        let paths = uris.compactMap { URL(string: $0)?.path }
        #expect(paths.count == 2 && paths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(try demo.waitFor("drag.ended", after: m).fields["dropped"] as? Bool == true)

        // Dragged onto the text target: the same two rows as tab-separated text, one line each.
        m = demo.mark
        try drag(x, demo, from: (left + 60, rowY(1)), to: (1160, 500))
        let began = try demo.waitFor("drag.began", after: m)
        let sent = try #require(began.string("text"))
        let rows = sent.split(separator: "\n")
        #expect(rows.count == 2 && rows.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 4 })
        #expect(paths.map { ($0 as NSString).lastPathComponent } == rows.map { String($0.split(separator: "\t")[0]) },
                "the text's names are the files' names, in order")
        try text.waitForLine("received " + rows[0])
        #expect(try demo.waitFor("drag.ended", after: m).fields["dropped"] as? Bool == true)
    }

    @Test("A file under /usr/share dragged from GTK 3 onto the table is found: its row selected, its folder in the outline")
    func fileFromGTK() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "data"])
        let loaded = try demo.waitFor("data.loaded", timeout: 60)
        try demo.waitForSettledFrame(after: loaded)
        // A file a few folders down, so that finding it expands the outline.
        let path = "/usr/share/X11/locale/en_US.UTF-8/Compose"
        try #require(FileManager.default.fileExists(atPath: path))
        let source = try Peer(x, "/usr/bin/python3", [TransferEndToEndTests.gtkdnd, "source-files", "1060", "100", path])
        defer { source.stop() }
        try source.waitForLine("ready")
        let f = try #require(demo.views["data.table"])
        let m = demo.mark
        // Pressed on the GTK button and released over the middle of the table's rows.
        let to = (Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2))
        _ = try x.xdotool("mousemove", "1160", "200", "mousedown", "1")
        for i in 1...30 {
            _ = try x.xdotool("mousemove", "\(1160 + (to.0 - 1160) * i / 30)", "\(200 + (to.1 - 200) * i / 30)")
            Thread.sleep(forTimeInterval: 0.02) // a hand's pace: the moves are the input, not a wait
        }
        // Released once the table showed it takes the drop (its ring around the rows).
        try demo.waitFor("table.dropTarget", after: m) { $0.string("id") == "data.table" && $0.int("row") == -1 }
        Thread.sleep(forTimeInterval: 0.2) // GTK's status round trip, which the demo as target does not trace
        _ = try x.xdotool("mouseup", "1")
        let dropped = try demo.waitFor("data.dropped", after: m)
        #expect(dropped.string("path") == path && dropped["found"] as? Bool == true)
        let shown = try demo.waitFor("data.showInOutline", after: m)
        #expect(shown.string("selected") == path)
        #expect(shown.string("folder") == "/usr/share/X11/locale/en_US.UTF-8")
    }

    /// Presses on `from` (a selected row), moves to `to` at a hand's pace, and releases once the demo saw the
    /// GTK target take the drop.
    func drag(_ x: XvfbServer, _ demo: DemoProcess, from: (Int, Int), to: (Int, Int)) throws {
        let m = demo.mark
        _ = try x.xdotool("mousemove", "\(from.0)", "\(from.1)", "mousedown", "1")
        for i in 1...30 {
            _ = try x.xdotool("mousemove", "\(from.0 + (to.0 - from.0) * i / 30)", "\(from.1 + (to.1 - from.1) * i / 30)")
            Thread.sleep(forTimeInterval: 0.02) // a hand's pace: the moves are the input, not a wait
        }
        try demo.waitFor("drag.status", after: m) { $0["accepts"] as? Bool == true }
        _ = try x.xdotool("mouseup", "1")
    }

    func lines(of peer: Peer) throws -> [String] {
        try String(contentsOfFile: peer.outPath, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
