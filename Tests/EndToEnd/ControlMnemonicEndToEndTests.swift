import Foundation
import Testing

/// Mnemonics on controls and the menu bar under Xvfb, with physical keys through XTest
/// (`Tests/Probes/xkeys.py`), and under openbox too: Alt+P clicks Basics' "&Press me" under a Latin and a
/// Russian layout, and F10 and Alt+E open the menu bar's menus with a window manager managing the window.
@Suite("Control mnemonics, end to end", .serialized)
struct ControlMnemonicEndToEndTests {
    // Keycodes of a pc105 keyboard (evdev).
    static let f10 = 76, alt = 64, keyE = 26, keyP = 33, escape = 9

    func press(_ x: XvfbServer, group: Int, _ chords: String...) throws {
        let keys = E2E.packageRoot.appendingPathComponent("Tests/Probes/xkeys.py").path
        _ = try x.run("/usr/bin/env", ["python3", keys, "group=\(group)"] + chords)
    }

    func tapsPressMe(_ layouts: String, underOpenbox: Bool) throws {
        let x = try XvfbServer()
        _ = try x.run("/usr/bin/setxkbmap", ["-layout", layouts])
        let wm = underOpenbox ? try Openbox(on: x) : nil
        defer { wm?.stop() }
        let demo = try DemoProcess(on: x, ["--scene", "basics"])
        try demo.waitFor("host.input")
        var mark = demo.mark
        try press(x, group: 0, "\(Self.alt)+\(Self.keyP)")
        try demo.waitFor("mnemonic.activated", after: mark) { $0.string("id") == "basics.button" && $0.string("key") == "p" }
        try demo.waitFor("button.tap", after: mark) { $0.string("id") == "basics.button" }
        mark = demo.mark
        try press(x, group: 0, "\(Self.f10)")
        try demo.waitFor("menubar.open", after: mark) { $0.int("index") == 0 && $0.fields["keyboard"] as? Bool == true }
        try press(x, group: 0, "\(Self.escape)")
        mark = demo.mark
        try press(x, group: 0, "\(Self.alt)+\(Self.keyE)")
        try demo.waitFor("menubar.open", after: mark) { $0.int("index") == 1 && $0.fields["keyboard"] as? Bool == true }
        try press(x, group: 0, "\(Self.escape)")
    }

    @Test("us: Alt+P clicks Press me; F10 and Alt+E open the menu bar")
    func latin() throws { try tapsPressMe("us", underOpenbox: false) }

    @Test("ru,us with Russian active: Alt on the P key clicks Press me (the key's Latin twin)")
    func russian() throws { try tapsPressMe("ru,us", underOpenbox: false) }

    @Test("Under openbox: Alt+P clicks Press me; F10 and Alt+E open the menu bar")
    func openbox() throws { try tapsPressMe("us", underOpenbox: true) }
}
