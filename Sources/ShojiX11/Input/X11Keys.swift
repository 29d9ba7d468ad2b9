import CX11
import Shoji

/// Key events from keysyms: named keys by keysym, printable keys by their unshifted character and typed
/// text, and keypad digits as digits whether Num Lock is on or not.
@MainActor
enum X11Keys {
    /// The key event for a key press: text in UTF-8 through the input method's context when there is one
    /// (any layout, compose sequences, text an input method commits), else from the keysym.
    ///
    /// `keymap` is read only after the text is looked up: reading it is a round trip, during which Xlib's
    /// XKB code applies mapping changes already on the wire to its own keymap, so a lookup after it would
    /// translate this key with a later mapping (xdotool binds each character it types to a spare keycode
    /// and unbinds it at once: a loaded demo typed nothing for some of them).
    static func translate(_ e: inout XKeyEvent, inputContext: InputContext?, keymap readKeymap: () -> KeymapSnapshot,
                          isRepeat: Bool = false) -> KeyEvent? {
        var text: String
        if let (t, _) = inputContext?.lookup(&e) {
            text = t
        } else {
            var typed: KeySym = 0
            var buf = [CChar](repeating: 0, count: 8)
            let n = XLookupString(&e, &buf, Int32(buf.count), &typed, nil)
            // XLookupString's bytes are Latin-1; the keysym says the same in Unicode, and more.
            text = X11Keys.text(forKeysym: typed) ?? (n == 1 && buf[0] > 0 ? String(UnicodeScalar(UInt8(buf[0]))) : "")
        }
        // The keyboard's groups as XKB says; a key it does not list (no XKB) is read from the core map.
        let keymap = readKeymap()
        let snapshot = keymap.keys[UInt32(e.keycode)] != nil ? keymap
            : KeymapSnapshot(keys: [UInt32(e.keycode): [[UInt32(XLookupKeysym(&e, 0)), UInt32(XLookupKeysym(&e, 1))]]])
        return keyEvent(keycode: UInt32(e.keycode), state: e.state, text: text, keymap: snapshot, isRepeat: isRepeat)
    }

    /// The key event for `keycode` pressed with `state` (modifiers, and the layout group in bits 13–14 as
    /// XKB puts it) typing `text`: the key the active group gives, what Shift gives, and the Latin key of
    /// another group for shortcuts (``KeymapSnapshot/shortcutKeysyms(_:group:)``). Pure: tests feed it
    /// recorded keymaps.
    nonisolated static func keyEvent(keycode: UInt32, state: UInt32, text typed: String, keymap: KeymapSnapshot,
                                     isRepeat: Bool = false) -> KeyEvent? {
        var text = typed
        let group = Int((state >> 13) & 3)
        let (base, shifted, latin) = keymap.shortcutKeysyms(keycode, group: group)
        let mods = X11Host.modifiers(state)
        // Keypad digits: level 2 of the keypad keys is the digit, whatever Num Lock says.
        for k in [shifted, base] where k >= UInt32(XK_KP_0) && k <= UInt32(XK_KP_9) {
            let d = String(Int(k) - Int(XK_KP_0))
            return KeyEvent(.character(d), text: d, modifiers: mods, isKeypad: true, isRepeat: isRepeat)
        }
        let key: Key
        switch Int32(truncatingIfNeeded: base) {
        case 0:
            // No key behind it: text an input method committed (a word converted from kana, say).
            guard !text.isEmpty else { return nil }
            key = .other(0)
        default:
            guard let named = X11Keys.key(forKeysym: base) else { return nil }
            key = named
            switch named {
            case .character, .space, .other: break
            default: text = "" // a named key types nothing itself
            }
        }
        var shiftedKey: Key?
        if case .character = key, let s = X11Keys.text(forKeysym: KeySym(shifted)) { shiftedKey = .character(s.lowercased()) }
        let latinKey = latin.flatMap { X11Keys.text(forKeysym: KeySym($0)) }.map { Key.character($0.lowercased()) }
        return KeyEvent(key, text: text, modifiers: mods, isRepeat: isRepeat, latinKey: latinKey, shiftedKey: shiftedKey)
    }

    /// The key a keysym names: named keys by keysym, characters (Latin-1 and Unicode keysyms, so a
    /// Cyrillic or Japanese layout's keys too) lower-cased, other keysyms as they are; nil for modifiers.
    nonisolated static func key(forKeysym base: UInt32) -> Key? {
        switch Int32(truncatingIfNeeded: base) {
        case XK_Escape: return .escape
        case XK_Tab, XK_ISO_Left_Tab: return .tab
        case XK_Return, XK_KP_Enter: return .enter
        case XK_BackSpace: return .backspace
        case XK_Delete: return .delete
        case XK_space: return .space
        case XK_Up: return .up
        case XK_Down: return .down
        case XK_Left: return .left
        case XK_Right: return .right
        case XK_Home: return .home
        case XK_End: return .end
        case XK_Page_Up: return .pageUp
        case XK_Page_Down: return .pageDown
        case XK_F1...XK_F12: return .function(Int(base) - Int(XK_F1) + 1)
        case XK_Shift_L, XK_Shift_R, XK_Control_L, XK_Control_R, XK_Alt_L, XK_Alt_R, XK_Super_L, XK_Super_R,
             XK_Meta_L, XK_Meta_R, XK_Caps_Lock, XK_Num_Lock, XK_ISO_Level3_Shift, XK_ISO_Next_Group:
            return nil
        default:
            if let c = X11Keys.text(forKeysym: KeySym(base)) { return .character(c.lowercased()) }
            return .other(base)
        }
    }

    /// The character a keysym types, for when there is no input context: Latin-1 keysyms are their code
    /// points, and keysyms 0x01000000 + U are Unicode U; others (named keys, legacy sets) give nil.
    nonisolated static func text(forKeysym k: KeySym) -> String? {
        let scalar: UInt32
        switch k {
        case 0x20...0x7E, 0xA0...0xFF: scalar = UInt32(k)
        case 0x0100_0100...0x0110_FFFF: scalar = UInt32(k - 0x0100_0000)
        default: return nil
        }
        return UnicodeScalar(scalar).map { String($0) }
    }
}
