import Foundation
import Testing

@Suite("Number pad, end to end", .serialized)
struct NumberPadEndToEndTests {
    /// The values of the `name` events after `mark`.
    func values(_ demo: DemoProcess, _ name: String, after mark: Int) -> [String] {
        demo.poll()
        return demo.events[mark...].filter { $0.name == name }.compactMap { $0.string("value") }
    }

    @Test("Clicking 1 then 4 within the interval types the sequence 14, which then ends")
    func clickSequence() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "numberpad"])
        let one = try demo.center(of: "numberpad.key.1"), four = try demo.center(of: "numberpad.key.4")
        let mark = demo.mark
        // One xdotool run, so the two clicks are well within 0.75 s of each other.
        try x.xdotool("mousemove", "\(one.0)", "\(one.1)", "click", "1", "mousemove", "\(four.0)", "\(four.1)", "click", "1")
        let sequence = try demo.waitFor("numberpad.sequence", after: mark) { $0.string("value") == "14" }
        #expect(sequence.string("id") == "numberpad")
        let end = try demo.waitFor("numberpad.sequence.end", after: mark)
        #expect(end.string("value") == "14")
        #expect(values(demo, "numberpad.key", after: mark) == ["1", "4"])
        #expect(values(demo, "numberpad.sequence", after: mark) == ["1", "14"])
        let down = try #require(demo.events[mark...].first { $0.name == "pointer.down" })
        #expect(down.string("hit") == "numberpad.key.1")
    }

    @Test("Dragging from 2 to 3 and releasing commits only 3")
    func dragCommitsLastKey() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "numberpad"])
        let two = try demo.center(of: "numberpad.key.2"), three = try demo.center(of: "numberpad.key.3")
        let mark = demo.mark
        try demo.drag(from: two, to: three)
        // The sequence ends 0.75 s after the commit: by then every commit of this drag is in the trace.
        let end = try demo.waitFor("numberpad.sequence.end", after: mark)
        #expect(end.string("value") == "3")
        #expect(values(demo, "numberpad.key", after: mark) == ["3"])
    }

    @Test("Dragging off the pad and releasing there commits nothing")
    func dragOffCancels() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "numberpad"])
        let five = try demo.center(of: "numberpad.key.5")
        let pad = try #require(demo.views["numberpad"])
        let mark = demo.mark
        try demo.drag(from: five, to: (five.0, Int(pad[1] + pad[3]) + 40))
        try demo.waitFor("pointer.down", after: mark)
        // An absence (no key typed by the drag off the pad): wall time, as no event says "none came".
        Thread.sleep(forTimeInterval: 0.4)
        #expect(values(demo, "numberpad.key", after: mark).isEmpty)
    }

    @Test("The keyboard's 7 and the keypad's 7 both type 7")
    func physicalKeys() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "numberpad"])
        // No window manager: the keyboard follows the pointer, so put it over the window.
        let pad = try demo.center(of: "numberpad")
        try x.xdotool("mousemove", "\(pad.0)", "\(pad.1 - 80)")
        let mark = demo.mark
        try demo.key("7")
        let top = try demo.waitFor("numberpad.key", after: mark)
        #expect(top.string("value") == "7" && top.string("source") == "keyboard")
        let mark2 = demo.mark
        try demo.key("KP_7")
        let keypad = try demo.waitFor("numberpad.key", after: mark2)
        #expect(keypad.string("value") == "7" && keypad.string("source") == "keypad")
    }

    @Test("The PIN entry unlocks for 2580 typed as one sequence, and says too slow for a pause")
    func pinEntry() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "numberpad"])
        let pad = try demo.center(of: "numberpad")
        try x.xdotool("mousemove", "\(pad.0)", "\(pad.1 - 80)")
        let mark = demo.mark
        try x.xdotool("key", "2", "5", "8", "0")
        let unlocked = try demo.waitFor("numberpad.pin", after: mark)
        #expect(unlocked.string("value") == "unlocked")
        try demo.waitFor("numberpad.sequence.end", after: mark)
        let mark2 = demo.mark
        try demo.key("2")
        let slow = try demo.waitFor("numberpad.pin", after: mark2)
        #expect(slow.string("value") == "tooSlow")
    }

    @Test("Unchecking a digit disables it: clicking it is rejected")
    func disabledDigit() throws {
        let x = try XvfbServer()
        let demo = try DemoProcess(on: x, ["--scene", "numberpad"])
        let mark = demo.mark
        try demo.click("numberpad.enabled.6")
        try demo.waitFor("checkbox.changed", after: mark)
        try demo.click("numberpad.key.6")
        let rejected = try demo.waitFor("numberpad.rejected", after: mark)
        #expect(rejected.string("value") == "6")
        #expect(values(demo, "numberpad.key", after: mark).isEmpty)
    }
}
