import Foundation
import Testing

/// Copy and paste between the demo's Text scene and real X clients (xclip, xsel), with xdotool's real
/// keys and clicks; the trace's `text.*` lines say what the fields did (lengths only for long text).
@Suite("Text fields copy and paste with other X programs, end to end", .serialized)
struct TextTransferEndToEndTests {
    let helpers = TransferEndToEndTests()

    func textScene(_ x: XvfbServer, _ extra: [String] = []) throws -> DemoProcess {
        let demo = try DemoProcess(on: x, ["--scene", "text"] + extra)
        try demo.waitFor("host.input")
        return demo
    }

    func focus(_ demo: DemoProcess, _ id: String) throws {
        let mark = demo.mark
        try demo.click(id)
        try demo.waitFor("text.editing", after: mark) { $0.string("id") == id && $0.fields["editing"] as? Bool == true }
    }

    @Test("Japanese and emoji typed into the name field: selected, xsel -p reads them (PRIMARY); Ctrl+C, xclip reads them byte for byte")
    func copyTyped() throws {
        let x = try XvfbServer()
        let demo = try textScene(x)
        try focus(demo, "text.name")
        let text = "日本語 🎌👍🏽"
        var mark = demo.mark
        try x.type(text, delay: 40) {
            try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == text }
        }
        mark = demo.mark
        try x.xdotool("key", "ctrl+a")
        try demo.waitFor("pasteboard.owned", after: mark) { $0.string("pasteboard") == "selection" }
        let primary = try x.run("/usr/bin/xsel", ["-p", "-o"])
        #expect(Array(primary.utf8) == Array(text.utf8))
        mark = demo.mark
        try x.xdotool("key", "ctrl+c")
        try demo.waitFor("pasteboard.owned", after: mark) { $0.string("pasteboard") == "general" }
        let back = try x.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"])
        #expect(Array(back.utf8) == Array(text.utf8))
    }

    @Test("2 MB owned by xclip, pasted with Ctrl+V into the note, arrives whole (INCR)")
    func largePaste() throws {
        let x = try XvfbServer()
        let demo = try textScene(x)
        let line = "あいうえお 0123456789 abcdefghij\n" // 43 bytes, 33 scalars
        let text = String(repeating: line, count: 48_800) // 2,098,400 bytes
        let owner = try Peer(x, "/usr/bin/xclip", ["-quiet", "-i", "-selection", "clipboard"], input: Data(text.utf8))
        defer { owner.stop() }
        try helpers.waitUntilOwned(x, "clipboard")
        try focus(demo, "text.note")
        let before = demo.events.last { $0.name == "text.change" && $0.string("id") == "text.note" }?.int("length")
        let mark = demo.mark
        try x.xdotool("key", "ctrl+v")
        let incr = try demo.waitFor("pasteboard.incremental", after: mark, timeout: 15)
        #expect(incr.int("bytes") == text.utf8.count && (incr.int("chunks") ?? 0) > 1)
        let pasted = try demo.waitFor("text.pasted", after: mark, timeout: 20) { $0.string("id") == "text.note" }
        #expect(pasted.fields["inserted"] as? Bool == true && pasted.int("length") == text.unicodeScalars.count)
        // 2 MB goes in a piece a turn (TextInputView+LongInsertion): the last change has it all.
        let change = try demo.waitFor("text.change", after: mark) {
            $0.string("id") == "text.note" && ($0.int("length") ?? 0) >= text.unicodeScalars.count
        }
        if let before { #expect(change.int("length") == before + text.unicodeScalars.count) }
        #expect((change.int("length") ?? 0) >= text.unicodeScalars.count)
    }

    @Test("A middle click in the name field pastes what xsel -p owns at the pointer, not at the caret")
    func middleClick() throws {
        let x = try XvfbServer()
        let demo = try textScene(x)
        try focus(demo, "text.name")
        var mark = demo.mark
        try x.xdotool("type", "--delay", "30", "abcdef")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == "abcdef" }
        let owner = try Peer(x, "/usr/bin/xsel", ["-n", "-p", "-i"], input: Data("選択".utf8))
        defer { owner.stop() }
        try helpers.waitUntilOwned(x, "primary")
        let f = try #require(demo.views["text.name"])
        // Just inside the 8 pt inset, before "a": the caret (at the end) is elsewhere.
        let px = Int(f[0]) + 9, py = Int(f[1] + f[3] / 2)
        mark = demo.mark
        try x.xdotool("mousemove", "\(px)", "\(py)", "click", "2")
        let change = try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" }
        #expect(change.string("text") == "選択abcdef")
    }

    @Test("Text dragged from a GTK 3 button lands in the name field at the drop point; the field's selection dragged out arrives in a GTK 3 target, copied")
    func dragAndDropWithGTK() throws {
        let x = try XvfbServer()
        let demo = try textScene(x)
        try focus(demo, "text.name")
        var mark = demo.mark
        try x.xdotool("type", "--delay", "30", "abcdef")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == "abcdef" }
        let f = try #require(demo.views["text.name"])
        let y = Int(f[1] + f[3] / 2), start = Int(f[0]) + 9

        let dropped = "ドロップ 🎌"
        let source = try Peer(x, "/usr/bin/python3", [TransferEndToEndTests.gtkdnd, "source-text", "1060", "100", dropped])
        try source.waitForLine("ready")
        mark = demo.mark
        try helpers.dragFromGTK(x, to: (start, y))
        let change = try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" }
        #expect(change.string("text") == dropped + "abcdef")
        #expect(try demo.waitFor("text.dropped", after: mark).int("offset") == 0)
        source.stop()

        let target = try Peer(x, "/usr/bin/python3", [TransferEndToEndTests.gtkdnd, "target", "1060", "100"])
        defer { target.stop() }
        try target.waitForLine("ready")
        // The dropped text is left selected: press inside it and drag it to GTK.
        mark = demo.mark
        try x.xdotool("mousemove", "\(start + 12)", "\(y)", "mousedown", "1")
        for i in 1...30 {
            try x.xdotool("mousemove", "\(start + 12 + (1160 - start - 12) * i / 30)", "\(y + (200 - y) * i / 30)")
            Thread.sleep(forTimeInterval: 0.02) // a hand's pace: the moves are the input, not a wait
        }
        // Released once the GTK target said it takes the drop.
        try demo.waitFor("drag.status", after: mark) { $0["accepts"] as? Bool == true }
        try x.xdotool("mouseup", "1")
        #expect(try demo.waitFor("drag.began", after: mark).string("text") == dropped)
        try target.waitForLine("received " + dropped)
        #expect(try demo.waitFor("drag.ended", after: mark).fields["dropped"] as? Bool == true)
        // Another program's drop copies: the field keeps its text.
        #expect(!demo.events[mark...].contains { $0.name == "text.change" && $0.string("id") == "text.name" })
    }

    @Test("Text dragged from the name field to the search field of the same window moves, once, in-process")
    func dragBetweenFields() throws {
        let x = try XvfbServer()
        // The default size, in which the scene scrolls: the mostly vertical mouse drag stays with the text
        // (it began on a control), where it once panned the page and no text was dragged.
        let demo = try textScene(x, [])
        try focus(demo, "text.name")
        var mark = demo.mark
        try x.xdotool("type", "--delay", "30", "apple")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == "apple" }
        try x.xdotool("key", "ctrl+a")
        let from = try demo.center(of: "text.name"), f = try #require(demo.views["text.name"])
        let to = try demo.center(of: "text.search")
        let px = Int(f[0]) + 20
        mark = demo.mark
        try x.xdotool("mousemove", "\(px)", "\(from.1)", "mousedown", "1")
        for i in 1...20 {
            try x.xdotool("mousemove", "\(px + (to.0 - px) * i / 20)", "\(from.1 + (to.1 - from.1) * i / 20)")
            Thread.sleep(forTimeInterval: 0.02) // a hand's pace: the moves are the input, not a wait
        }
        // No wait before the release: the drag is in-process, and the server delivers the release after
        // every move, so the drop lands where the last move left the pointer.
        try x.xdotool("mouseup", "1")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.search" && $0.string("text") == "apple" }
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == "" }
        // Delivered in-process: no XDND conversation of the demo with itself.
        #expect(try demo.waitFor("drag.ended", after: mark).fields["local"] as? Bool == true)
        #expect(!demo.events[mark...].contains { $0.name == "drop.entered" })
        let drops = demo.events[mark...].filter { $0.name == "text.dropped" }
        #expect(drops.count == 1 && drops.first?.string("id") == "text.search")
    }

    @Test("With the input method on (fcitx5 with Anthy), Ctrl+C and Ctrl+V still reach the name field")
    func shortcutsWithInputMethod() throws {
        let x = try XvfbServer()
        let im = try InputMethodServer(on: x, onTheSpot: true)
        defer { im.stop() }
        let demo = try DemoProcess(on: x, ["--scene", "text"], environment: im.clientEnvironment)
        try demo.waitFor("host.inputMethod", timeout: 20)
        // With no window manager the keyboard focus is given, as a window manager would on a click.
        let id = try x.xdotool("search", "--class", "Shoji").split(separator: "\n").first.map(String.init)
        try x.xdotool("windowfocus", "--sync", try #require(id))
        try focus(demo, "text.name")
        try demo.waitFor("ime.spot")
        try im.activate()
        var mark = demo.mark
        _ = try x.run("/usr/bin/xdotool", ["key", "--delay", "60", "k", "a", "Return"])
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == "か" }
        mark = demo.mark
        _ = try x.run("/usr/bin/xdotool", ["key", "--delay", "60", "ctrl+a", "ctrl+c"])
        try demo.waitFor("pasteboard.owned", after: mark) { $0.string("pasteboard") == "general" }
        #expect(try x.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"]) == "か")
        mark = demo.mark
        _ = try x.run("/usr/bin/xdotool", ["key", "--delay", "60", "End", "ctrl+v"])
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == "かか" }
        let actions = demo.events[mark...].filter { $0.name == "edit.action" }.compactMap { $0.string("action") }
        #expect(actions == ["paste"])
    }
}
