import Foundation
import Shoji
@testable import ShojiX11
import Testing

/// Shortcuts matched from key events decoded with keymaps recorded from the real `setxkbmap` under Xvfb
/// (`Keymaps/`, by `Tests/Probes/xkbdump.c`): the key the active group gives, its Latin name from another
/// group on a Cyrillic layout, and Shift on the number row.
@MainActor
@Suite("Shortcuts on any keyboard layout")
struct KeymapShortcutTests {
    static func keymap(_ name: String) throws -> KeymapSnapshot {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Keymaps/\(name).txt")
        return KeymapSnapshot(text: try String(contentsOf: url, encoding: .utf8))
    }

    /// X's state bits: Shift, Control, and the group in bits 13–14.
    static func state(group: Int = 0, shift: Bool = false, control: Bool = true) -> UInt32 {
        UInt32(group) << 13 | (shift ? 1 : 0) | (control ? 4 : 0)
    }

    static func event(_ keycode: UInt32, _ map: KeymapSnapshot, group: Int = 0, shift: Bool = false) -> KeyEvent? {
        X11Keys.keyEvent(keycode: keycode, state: state(group: group, shift: shift), text: "", keymap: map)
    }

    /// The standard edit command each keycode's Ctrl press performs, as the screen's map matches it.
    static func command(_ keycode: UInt32, _ map: KeymapSnapshot, group: Int = 0, shift: Bool = false) -> String? {
        guard let e = event(keycode, map, group: group, shift: shift) else { return nil }
        return ShortcutMap().actions(matching: e).first?.identifier
    }

    // Keycodes of a pc105 keyboard (evdev): the keys' places, whatever they type.
    static let keyA: UInt32 = 38, keyC: UInt32 = 54, keyV: UInt32 = 55, keyX: UInt32 = 53, keyZ: UInt32 = 52,
               keyY: UInt32 = 29, keyQ: UInt32 = 24, keyEquals: UInt32 = 21, keyPlusDE: UInt32 = 35

    @Test("us: Ctrl+A, C, V, X, Z on their keys")
    func us() throws {
        let m = try Self.keymap("us")
        #expect([Self.keyA, Self.keyC, Self.keyV, Self.keyX, Self.keyZ].map { Self.command($0, m) }
                == ["selectAll", "copy", "paste", "cut", "undo"])
        #expect(Self.command(Self.keyZ, m, shift: true) == "redo")
    }

    @Test("us,ru with Russian active and ru,us: the Cyrillic keys give their Latin names, so Ctrl+C copies")
    func russian() throws {
        for (name, group) in [("us-ru", 1), ("ru-us", 0)] {
            let m = try Self.keymap(name)
            let c = try #require(Self.event(Self.keyC, m, group: group))
            #expect(c.key == .other(0x6d3) && c.latinKey == .character("c")) // Cyrillic_es, and C
            #expect([Self.keyA, Self.keyC, Self.keyV, Self.keyX, Self.keyZ].map { Self.command($0, m, group: group) }
                    == ["selectAll", "copy", "paste", "cut", "undo"], "\(name)")
            #expect(Self.command(Self.keyZ, m, group: group, shift: true) == "redo")
            // The Latin group active: its own keys, no fallback.
            let latin = try #require(Self.event(Self.keyC, m, group: 1 - group))
            #expect(latin.key == .character("c") && latin.latinKey == nil)
        }
    }

    @Test("de: Ctrl+Z is on the Z key (where us has Y); fr: Ctrl+A on the A key (where us has Q)")
    func germanAndFrench() throws {
        let de = try Self.keymap("de")
        #expect(Self.command(Self.keyY, de) == "undo")
        #expect(Self.command(Self.keyZ, de) == "redo") // the German Y key is Ctrl+Y
        let fr = try Self.keymap("fr")
        #expect(Self.command(Self.keyQ, fr) == "selectAll")
        #expect(Self.command(Self.keyA, fr) == nil) // AZERTY's Q key
    }

    @Test("Ctrl++ is Ctrl+Shift+= on us; on de + has a key of its own; Ctrl+= stays Ctrl+=")
    func numberRow() throws {
        let plus = KeyboardShortcut("+", modifiers: .control), equals = KeyboardShortcut("=", modifiers: .control)
        let us = try Self.keymap("us")
        let shifted = try #require(Self.event(Self.keyEquals, us, shift: true))
        #expect(plus.matches(shifted) && !equals.matches(shifted))
        let plain = try #require(Self.event(Self.keyEquals, us))
        #expect(equals.matches(plain) && !plus.matches(plain))
        let de = try Self.keymap("de")
        let dePlus = try #require(Self.event(Self.keyPlusDE, de))
        #expect(plus.matches(dePlus))
    }

    @Test("A recorded keymap reads back as it was written")
    func roundTrip() throws {
        let m = try Self.keymap("us-ru")
        #expect(KeymapSnapshot(text: m.text) == m)
        #expect(m.groupCount == 2)
    }
}
