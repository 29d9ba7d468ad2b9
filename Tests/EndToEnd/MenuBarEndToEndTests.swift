import Foundation
import Testing

/// The demo's menu bar under Xvfb, driven by the physical keys through XTest (`Tests/Probes/xkeys.py`):
/// F10 and Alt+mnemonic open its menus under a Latin and a Russian layout, Right moves on, and the Edit
/// menu's Select All and Copy act on the focused field (xclip reads the copy).
@Suite("Menu bar, end to end", .serialized)
struct MenuBarEndToEndTests {
    // Keycodes of a pc105 keyboard (evdev).
    static let f10 = 76, alt = 64, keyE = 26, right = 114, escape = 9, keyS = 39, keyC = 54, keyO = 32, enter = 36

    func start(_ layouts: String, group: Int) throws -> (XvfbServer, DemoProcess, (String...) throws -> Void) {
        let x = try XvfbServer()
        _ = try x.run("/usr/bin/setxkbmap", ["-layout", layouts])
        let demo = try DemoProcess(on: x, ["--scene", "text"])
        try demo.waitFor("host.input")
        let mark = demo.mark
        try demo.click("text.name")
        try demo.waitFor("text.editing", after: mark) { $0.string("id") == "text.name" && $0.fields["editing"] as? Bool == true }
        let keys = E2E.packageRoot.appendingPathComponent("Tests/Probes/xkeys.py").path
        let press: (String...) throws -> Void = { chords in _ = try x.run("/usr/bin/env", ["python3", keys, "group=\(group)"] + chords) }
        return (x, demo, press)
    }

    func waitOpen(_ demo: DemoProcess, after mark: Int, _ index: Int) throws {
        try demo.waitFor("menubar.open", after: mark) { $0.int("index") == index && $0.fields["keyboard"] as? Bool == true }
    }

    @Test("us: F10 opens File, Right opens Edit; Alt+E, type-ahead and Return choose Select All, then Copy")
    func latin() throws {
        let (x, demo, press) = try start("us", group: 0)
        var mark = demo.mark
        try x.xdotool("type", "--delay", "40", "abc")
        try demo.waitFor("text.change", after: mark) { $0.string("text") == "abc" }
        mark = demo.mark
        try press("\(Self.f10)")
        try waitOpen(demo, after: mark, 0)
        mark = demo.mark
        try press("\(Self.right)")
        try waitOpen(demo, after: mark, 1)
        try press("\(Self.escape)")
        mark = demo.mark
        try press("\(Self.alt)+\(Self.keyE)")
        try waitOpen(demo, after: mark, 1)
        mark = demo.mark
        try press("\(Self.keyS)", "\(Self.enter)")
        try demo.waitFor("action.performed", after: mark) { $0.string("action") == "selectAll" && $0.string("by") == "menu" }
        mark = demo.mark
        try press("\(Self.alt)+\(Self.keyE)")
        try waitOpen(demo, after: mark, 1)
        mark = demo.mark
        try press("\(Self.keyC)", "\(Self.keyO)", "\(Self.enter)")
        try demo.waitFor("pasteboard.owned", after: mark) { $0.string("pasteboard") == "general" }
        #expect(try x.run("/usr/bin/xclip", ["-o", "-selection", "clipboard"]) == "abc")
    }

    @Test("ru,us with Russian active: Alt on the E key opens Edit, F10 opens File")
    func russian() throws {
        let (_, demo, press) = try start("ru,us", group: 0)
        var mark = demo.mark
        try press("\(Self.alt)+\(Self.keyE)")
        try waitOpen(demo, after: mark, 1)
        try press("\(Self.escape)")
        mark = demo.mark
        try press("\(Self.f10)")
        try waitOpen(demo, after: mark, 0)
    }
}
