import Foundation
import Testing

/// The standard shortcuts under real keyboard layouts, set with the real `setxkbmap` before the demo starts
/// and the group locked as a layout switch key locks it: the physical keys pressed through XTest
/// (`Tests/Probes/xkeys.py`), the result read back from the trace and from xclip.
@Suite("Shortcuts under us, us+ru, ru+us, de and fr layouts, end to end", .serialized)
struct KeyboardLayoutEndToEndTests {
    /// A layout as `setxkbmap -layout` takes it, the group to lock, and the keycodes (pc105, evdev) of the
    /// physical keys that carry A, C, X and Z there, with what the A key types alone.
    struct Layout: CustomStringConvertible {
        let layouts: String, group: Int
        let a: Int, c: Int, x: Int, z: Int
        let typed: String
        var description: String { "\(layouts) group \(group)" }
    }

    static let control = 37
    static let layouts = [
        Layout(layouts: "us", group: 0, a: 38, c: 54, x: 53, z: 52, typed: "a"),
        Layout(layouts: "us,ru", group: 1, a: 38, c: 54, x: 53, z: 52, typed: "ф"),
        Layout(layouts: "ru,us", group: 0, a: 38, c: 54, x: 53, z: 52, typed: "ф"),
        Layout(layouts: "de", group: 0, a: 38, c: 54, x: 53, z: 29, typed: "a"),
        Layout(layouts: "fr", group: 0, a: 24, c: 54, x: 53, z: 25, typed: "a"),
    ]

    @Test("Typing on the A key, then Ctrl+A, Ctrl+C (xclip reads it), Ctrl+X and Ctrl+Z on their keys", arguments: layouts)
    func editShortcuts(_ layout: Layout) throws {
        let x = try XvfbServer()
        _ = try x.run("/usr/bin/setxkbmap", ["-layout", layout.layouts])
        let demo = try DemoProcess(on: x, ["--scene", "text"])
        try demo.waitFor("host.input")
        var mark = demo.mark
        try demo.click("text.name")
        try demo.waitFor("text.editing", after: mark) { $0.string("id") == "text.name" && $0.fields["editing"] as? Bool == true }
        let keys = E2E.packageRoot.appendingPathComponent("Tests/Probes/xkeys.py").path
        func press(_ chords: String...) throws { _ = try x.run("/usr/bin/env", ["python3", keys] + chords) }
        func ctrl(_ code: Int) -> String { "\(Self.control)+\(code)" }
        func waitText(_ text: String) throws {
            try demo.waitFor("text.change", after: mark) { $0.string("id") == "text.name" && $0.string("text") == text }
        }

        mark = demo.mark
        try press("group=\(layout.group)", "\(layout.a)")
        try waitText(layout.typed) // the layout and group are the ones asked for
        mark = demo.mark
        try press(ctrl(layout.a), ctrl(layout.c))
        try demo.waitFor("pasteboard.owned", after: mark) { $0.string("pasteboard") == "general" }
        #expect(try x.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"]) == layout.typed, "\(layout)")
        mark = demo.mark
        try press(ctrl(layout.x))
        try waitText("")
        mark = demo.mark
        try press(ctrl(layout.z))
        try waitText(layout.typed)
        let performed = demo.events.filter { $0.name == "action.performed" }.compactMap { $0.string("action") }
        #expect(performed == ["selectAll", "copy", "cut", "undo"], "\(layout)")
    }
}
