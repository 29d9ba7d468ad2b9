import Foundation
import Testing

/// The Text scene's fields as a screen reader meets them: pyatspi (Debian's, on a private bus) reads the
/// name field's text and caret, changes it through EditableText (the change shows in the demo's trace and
/// in the next read), and hears text-changed and caret-moved events when xdotool types into it.
@Suite("Text accessibility over AT-SPI, end to end", .serialized)
struct TextAccessibilityEndToEndTests {
    @Test("pyatspi reads the name field, sets and inserts text through EditableText, and hears typing")
    func nameField() throws {
        let x = try XvfbServer()
        let bus = try ATSPISession(display: x.display)
        defer { bus.stop() }
        let demo = try DemoProcess(on: x, ["--scene", "text"], environment: bus.environment)

        let tree = try bus.tree()
        let field = try #require(tree.first { $0.id == "text.name" }, "no name field in \(tree)")
        #expect(field.role == "entry" && field.name == "Your name")
        #expect(field.states.isSuperset(of: ["editable", "focusable", "single-line", "showing"]))
        #expect(tree.first { $0.id == "text.note" }?.states.contains("multi-line") == true)

        let empty = try bus.client("text", "Shoji", "#text.name", "entry")
        #expect(empty["text"] as? String == "" && empty["count"] as? Int == 0)

        var mark = demo.mark
        let set = try bus.client("edit", "Shoji", "#text.name", "entry", "set", "日本語 café")
        #expect(set["done"] as? Bool == true)
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == "日本語 café" }
        mark = demo.mark
        let inserted = try bus.client("edit", "Shoji", "#text.name", "entry", "insert", "0", "Hi ")
        #expect(inserted["done"] as? Bool == true)
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == "Hi 日本語 café" }

        let read = try bus.client("text", "Shoji", "#text.name", "entry")
        #expect(read["text"] as? String == "Hi 日本語 café")
        #expect(read["count"] as? Int == 11 && read["caret"] as? Int == 3, "the caret after the inserted text")
        #expect(read["word"] as? [AnyHashable] == ["Hi ", 0, 3])
        // The first character lies inside the field's frame (root pixels: the window is at the top-left).
        let frame = try #require(demo.views["text.name"])
        let box = try #require(read["extents"] as? [Int])
        #expect(box.count == 4 && Double(box[0]) >= frame[0] && Double(box[0] + box[2]) <= frame[0] + frame[2]
                && Double(box[1]) >= frame[1] && Double(box[1] + box[3]) <= frame[1] + frame[3] && box[2] > 0,
                "first character \(box) in the field \(frame)")

        // Typing: a screen reader hears each character inserted and the caret move.
        let listener = try bus.listen(seconds: 4)
        mark = demo.mark
        try demo.click("text.name")
        try demo.waitFor("text.editing", after: mark) { $0.string("id") == "text.name" }
        try x.xdotool("key", "End")
        try x.xdotool("type", "--delay", "40", "ok")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == "Hi 日本語 caféok" }
        let events = try listener.events().filter { $0["id"] as? String == "text.name" }
        let inserts = events.filter { $0["type"] as? String == "object:text-changed:insert" }
        #expect(inserts.map { $0["data"] as? String } == ["o", "k"], "heard: \(events)")
        #expect(inserts.map { $0["detail1"] as? Int } == [11, 12] && inserts.allSatisfy { $0["detail2"] as? Int == 1 })
        #expect(events.contains { $0["type"] as? String == "object:text-caret-moved" && $0["detail1"] as? Int == 13 },
                "heard: \(events.map { $0["type"] ?? "" })")
    }
}
