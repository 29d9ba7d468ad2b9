import Foundation
import Testing

/// The number pad as the PIN field's input view, in the real demo under Xvfb with real X input: a click
/// on the PIN brings the pad up (`inputview` in the trace, with the keys' frames), clicks on its keys type
/// into the field (a secure field's `text.change` carries only its length), a click elsewhere ends the
/// editing and the pad goes.
@Suite("Input view, end to end", .serialized)
struct InputViewEndToEndTests {
    /// `frames` of an `inputview` line as id → [x, y, w, h].
    static func frames(_ e: TraceEvent) -> [String: [Double]] {
        var out: [String: [Double]] = [:]
        for v in e["frames"] as? [[String: Any]] ?? [] {
            if let id = v["id"] as? String, let f = v["frame"] as? [NSNumber] { out[id] = f.map(\.doubleValue) }
        }
        return out
    }

    @Test("Clicking the PIN brings the pad up; its keys type into the field; a click elsewhere takes it down",
          arguments: ["1024x720", "640x360"])
    func pinWithPad(size: String) throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "text", "--size", size])
        let window = (demo.events.first { $0.name == "app.ready" }?["size"] as? [NSNumber])?.map(\.intValue) ?? [1024, 720]
        var mark = demo.mark
        // At 640×360 the PIN is below the window: the wheel brings it just into view, as a user would, first
        // (where the pad will cover it).
        func pinShows() -> Bool { demo.views["text.pin"].map { $0[1] + $0[3] <= Double(window[1]) } ?? false }
        for _ in 0..<20 where !pinShows() {
            try x.xdotool("mousemove", "\(window[0] - 20)", "\(window[1] / 2)", "click", "5")
            try demo.waitFor("view.scrolled", after: mark)
            mark = demo.mark
        }
        // The wheel's scroll must have come to rest before the PIN's place is read: a fresh-clone make test
        // under load once clicked where a moving frame had put it, and no pad came.
        demo.waitForRest(after: mark)
        #expect(pinShows())
        try demo.click("text.pin")
        let up = try demo.waitFor("inputview", after: mark) { $0["visible"] as? Bool == true }
        #expect(up.string("client") == "text.pin" && up.string("id") == "text.pad")
        let keys = Self.frames(up)
        let pad = try #require(keys["text.pad"])
        #expect(Int(pad[1] + pad[3]) <= window[1] && Int(pad[1] + pad[3]) >= window[1] - 8, "the pad sits on the window's bottom: \(pad)")
        // The field stays above it (the scene scrolled if it had to: its frames come with view.scrolled).
        demo.poll()
        if let f = demo.views["text.pin"], f[1] + f[3] > pad[1] { try demo.waitFor("view.scrolled", after: mark, timeout: 3) }
        let field = try #require(demo.views["text.pin"])
        #expect(field[1] + field[3] <= pad[1], "the PIN \(field) is above the pad \(pad)")
        for (i, d) in ["2", "5", "8", "0"].enumerated() {
            let k = try #require(keys["text.pad.key.\(d)"])
            try demo.click(at: Int(k[0] + k[2] / 2), Int(k[1] + k[3] / 2))
            let change = try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.pin" && $0.int("length") == i + 1 }
            #expect(change["text"] is NSNull, "a secure field's text never reaches the trace")
        }
        // Physical keys still type (digits only: the letter is dropped), Backspace deletes.
        try x.xdotool("key", "a", "9", "BackSpace", "BackSpace")
        try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.pin" && $0.int("length") == 3 }
        #expect(demo.events[mark...].filter { $0.name == "text.editing" && $0.string("id") == "text.pin" }.count == 1,
                "the pad's keys never ended the PIN's editing")
        // A click on the scene's empty right side ends the editing; the pad goes down.
        mark = demo.mark
        try demo.click(at: window[0] - 10, 70)
        try demo.waitFor("text.editing", after: mark) { $0.string("id") == "text.pin" && $0.fields["editing"] as? Bool == false }
        try demo.waitFor("inputview", after: mark) { $0["visible"] as? Bool == false }
    }
}
