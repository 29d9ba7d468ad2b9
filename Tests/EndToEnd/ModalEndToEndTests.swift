import Foundation
import Testing

/// The global modal under Xvfb with real X input: the trace's `views` on `modal.presented` says where the
/// modal's buttons are.
@Suite("Global modal, end to end", .serialized)
struct ModalEndToEndTests {
    /// Clicks the centre of `id` as listed in `event`'s views.
    func click(_ demo: DemoProcess, _ id: String, in event: TraceEvent) throws {
        let f = try #require(event.views[id], "no \(id) in \(event.name)")
        try demo.click(at: Int(f[0] + f[2] / 2), Int(f[1] + f[3] / 2))
    }

    @Test("Present: the modal is key; a click under the backdrop switches nothing; Escape hands back to main")
    func presentBlockAndEscape() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "modal"])
        let mark = demo.mark
        try demo.click("modal.present")
        let presented = try demo.waitFor("modal.presented", after: mark)
        #expect(presented.string("id") == "notice.sample")
        try demo.waitFor("window.key", after: mark) { $0.string("window") == "modal" }
        #expect(presented.views["modal.dismiss"] != nil)

        let blocked = demo.mark
        try demo.click("sidebar.basics")
        let down = try demo.waitFor("pointer.down", after: blocked)
        #expect(down.string("hit") == "modal.backdrop")
        // An absence (nothing under the backdrop reacts): wall time, as no event says "none came".
        Thread.sleep(forTimeInterval: 0.3)
        demo.poll()
        #expect(!demo.events[blocked...].contains { $0.name == "scene.shown" || $0.name == "button.tap" })

        let escape = demo.mark
        try demo.key("Escape")
        let dismissed = try demo.waitFor("modal.dismissed", after: escape)
        #expect(dismissed.string("id") == "notice.sample")
        let key = try demo.waitFor("window.key", after: escape)
        #expect(key.string("window") == "main")

        let after = demo.mark                                  // the app takes clicks again
        try demo.click("sidebar.basics")
        try demo.waitFor("scene.shown", after: after) { $0.string("scene") == "basics" }
    }

    @Test("The close button, and Tab then Enter, dismiss the modal")
    func closeButtonAndKeyboard() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "modal"])
        var mark = demo.mark
        try demo.click("modal.present")
        var presented = try demo.waitFor("modal.presented", after: mark)
        mark = demo.mark
        try click(demo, "modal.dismiss", in: presented)
        try demo.waitFor("modal.dismissed", after: mark)
        try demo.waitFor("window.key", after: mark) { $0.string("window") == "main" }

        mark = demo.mark
        try demo.click("modal.present")
        presented = try demo.waitFor("modal.presented", after: mark)
        mark = demo.mark
        try demo.key("Tab")                                     // the modal's only control: Close
        try demo.key("Return")
        let tap = try demo.waitFor("button.tap", after: mark)
        #expect(tap.string("id") == "modal.dismiss")
        try demo.waitFor("modal.dismissed", after: mark)
    }

    @Test("Nested modals: closing the first from the second keeps the second key; Escape then goes to main")
    func nested() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "modal"])
        var mark = demo.mark
        try demo.click("modal.nested")
        let first = try demo.waitFor("modal.presented", after: mark)
        #expect(first.string("id") == "notice.nested.first")
        mark = demo.mark
        try click(demo, "modal.nested.open", in: first)
        let second = try demo.waitFor("modal.presented", after: mark)
        #expect(second.string("id") == "notice.nested.second")
        try demo.waitFor("window.key", after: mark) { $0.string("window") == "modal.nested" }

        mark = demo.mark
        try click(demo, "modal.nested.closeFirst", in: second)
        let gone = try demo.waitFor("modal.dismissed", after: mark)
        #expect(gone.string("id") == "notice.nested.first")
        #expect(!demo.events[mark...].contains { $0.name == "window.key" })  // the key window stays on top

        mark = demo.mark
        try demo.key("Escape")
        try demo.waitFor("modal.dismissed", after: mark) { $0.string("id") == "notice.nested.second" }
        let key = try demo.waitFor("window.key", after: mark)
        #expect(key.string("window") == "main")
    }

    @Test("The seed's sample: key 3 s after the click, over the scene switched to meanwhile; main again at 6 s")
    func timedSample() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "modal"])
        let mark = demo.mark
        try demo.click("modal.timed")
        let tap = try demo.waitFor("button.tap", after: mark)
        try demo.click("sidebar.basics")
        try demo.waitFor("scene.shown", after: mark) { $0.string("scene") == "basics" }
        let shown = try demo.waitFor("window.key", after: mark) { $0.string("window") == "modal" }
        #expect(abs(shown.time - tap.time - 3) < 0.3)
        let presented = try demo.waitFor("modal.presented", after: mark)
        #expect(presented.string("id") == "notice.timed")
        #expect(presented.views["basics.button"] != nil)         // over the scene shown by then
        let back = try demo.waitFor("window.key", after: mark) { $0.string("window") == "main" }
        #expect(abs(back.time - tap.time - 6) < 0.3)
        try demo.waitFor("modal.dismissed", after: mark) { $0.string("id") == "notice.timed" }
    }

    @Test("The delete question: Return on the focused Cancel deletes nothing; Tab to Delete and Return deletes; a toast says which")
    func deleteQuestion() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "modal"])
        var mark = demo.mark
        try demo.click("modal.confirm")
        let presented = try demo.waitFor("modal.presented", after: mark)
        #expect(presented.string("id") == "notice.confirm")
        #expect(presented.views["modal.confirm.delete"] != nil && presented.views["modal.confirm.cancel"] != nil)
        mark = demo.mark
        try demo.key("Return")
        var answer = try demo.waitFor("alert.action", after: mark)
        #expect(answer.string("action") == "modal.confirm.cancel")
        var toast = try demo.waitFor("toast.shown", after: mark)
        #expect(toast.string("id") == "modal.toasts")
        try demo.waitFor("modal.dismissed", after: mark)

        mark = demo.mark
        try demo.click("modal.confirm")
        try demo.waitFor("modal.presented", after: mark)
        mark = demo.mark
        try demo.key("Tab")
        try demo.key("Return")
        answer = try demo.waitFor("alert.action", after: mark)
        #expect(answer.string("action") == "modal.confirm.delete")
        toast = try demo.waitFor("toast.shown", after: mark)
        #expect(toast.string("text") != nil)
        try demo.waitFor("window.key", after: mark) { $0.string("window") == "main" }
    }

    @Test("The title bar's notice button presents a global notice over another scene")
    func titleBarNotice() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let mark = demo.mark
        try demo.click("titlebar.notice")
        let presented = try demo.waitFor("modal.presented", after: mark)
        #expect(presented.string("id") == "notice.announcement")
        #expect(presented.views["basics.button"] != nil)        // the scene is still there, under the backdrop
        try demo.waitFor("window.key", after: mark) { $0.string("window") == "modal" }
    }
}
