import Foundation
import Testing

@Suite("Transitions, end to end", .serialized)
struct TransitionsEndToEndTests {
    @Test("A sidebar click switches scenes through the shell's container: transition.finished, then scene.shown")
    func sidebarSwitch() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        let mark = demo.mark
        try demo.click("sidebar.transitions")
        let finished = try demo.waitFor("transition.finished", after: mark) { $0.string("container") == "shell" }
        #expect(finished.string("from") == "basics" && finished.string("to") == "transitions")
        #expect(finished.string("style") == "crossDissolve")
        #expect(finished["finished"] as? Bool == true)
        let shown = try demo.waitFor("scene.shown", after: mark)
        #expect(shown.string("scene") == "transitions")
        #expect(shown.time >= finished.time)
        #expect(shown.views["transitions.one.switch"] != nil && shown.views["basics.button"] == nil)
    }

    @Test("The style picked in the transitions scene is the one the next sidebar switch uses")
    func pickedStyle() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "transitions"])
        for (button, style) in [("transitions.shell.flipFromLeft", "flipFromLeft"), ("transitions.shell.slideUpAndSwap", "slideUpAndSwap")] {
            let mark = demo.mark
            try demo.click(button)
            try demo.waitFor("transitions.shell.style", after: mark) { $0.string("style") == style }
            try demo.click("sidebar.basics")
            let away = try demo.waitFor("transition.finished", after: mark) { $0.string("container") == "shell" }
            #expect(away.string("style") == style && away.string("to") == "basics")
            try demo.waitFor("scene.shown", after: mark) { $0.string("scene") == "basics" }
            let back = demo.mark
            try demo.click("sidebar.transitions")
            try demo.waitFor("scene.shown", after: back) { $0.string("scene") == "transitions" }
        }
    }

    @Test("The seed: One flips to Two, a click during the flip reaches nothing, Two slides back to One")
    func seedContainer() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "transitions"])
        let (bx, by) = try demo.center(of: "transitions.one.switch")
        let mark = demo.mark
        try demo.click(at: bx, by)
        let began = try demo.waitFor("transition.began", after: mark) { $0.string("container") == "transitions.container" }
        #expect(began.string("style") == "flipFromLeft")
        let during = demo.mark
        try demo.click(at: bx, by)                       // the flip lasts a second: this lands mid-way
        let held = try demo.waitFor("pointer.down", after: during)
        let flipped = try demo.waitFor("transition.finished", after: during) { $0.string("container") == "transitions.container" }
        #expect(held.string("hit") == "transitions.container" && held.time < flipped.time)
        #expect(flipped.string("from") == "transitions.one" && flipped.string("to") == "transitions.two")
        #expect(!demo.events[during...].contains { $0.name == "button.tap" })
        #expect(!demo.events[during...].contains { $0.name == "transition.began" })

        // Two's button sits where One's did.
        let back = demo.mark
        try demo.click(at: bx, by)
        let tap = try demo.waitFor("button.tap", after: back)
        #expect(tap.string("id") == "transitions.two.switch")
        let slid = try demo.waitFor("transition.finished", after: back) { $0.string("container") == "transitions.container" }
        #expect(slid.string("style") == "slideUpAndSwap" && slid.string("to") == "transitions.one")
        #expect(slid.time - tap.time > 0.9)              // the seed's 1 s slide, not a jump
    }

    @Test("The earlier article's boxes: add/remove shows the view added last; send-to-back shows the other")
    func switchingStages() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "transitions"])
        let mark = demo.mark
        try demo.click("transitions.addRemove")
        let added = try demo.waitFor("transitions.switched", after: mark) { $0.string("method") == "addRemove" }
        #expect(added["subviews"] as? [String] == ["blue"])
        try demo.click("transitions.bringSend")
        let sent = try demo.waitFor("transitions.switched", after: mark) { $0.string("method") == "bringSend" }
        #expect(sent["subviews"] as? [String] == ["red", "blue"])
    }
}
