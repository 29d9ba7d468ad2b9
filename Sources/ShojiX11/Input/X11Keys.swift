import CX11
import Shoji

/// Key events from keysyms: named keys by keysym, printable keys by their unshifted character and typed
/// text, and keypad digits as digits whether Num Lock is on or not.
@MainActor
enum X11Keys {
    /// The key event for a key press: text in UTF-8 through the input method's context when there is one
    /// (any layout, compose sequences, text an input method commits), else from the keysym.
    static func translate(_ e: inout XKeyEvent, inputContext: InputContext?) -> KeyEvent? {
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
        let base = XLookupKeysym(&e, 0)
        let mods = X11Host.modifiers(e.state)
        // Keypad digits: index 1 of the keypad keys is the digit, whatever Num Lock says.
        let kp = XLookupKeysym(&e, 1)
        if kp >= KeySym(XK_KP_0) && kp <= KeySym(XK_KP_9) {
            let d = String(Int(kp) - Int(XK_KP_0))
            return KeyEvent(.character(d), text: d, modifiers: mods, isKeypad: true)
        }
        if base >= KeySym(XK_KP_0) && base <= KeySym(XK_KP_9) {
            let d = String(Int(base) - Int(XK_KP_0))
            return KeyEvent(.character(d), text: d, modifiers: mods, isKeypad: true)
        }
        let key: Key
        switch Int32(truncatingIfNeeded: base) {
        case XK_Escape: key = .escape; text = ""
        case XK_Tab, XK_ISO_Left_Tab: key = .tab; text = ""
        case XK_Return, XK_KP_Enter: key = .enter; text = ""
        case XK_BackSpace: key = .backspace; text = ""
        case XK_Delete: key = .delete; text = ""
        case XK_space: key = .space
        case XK_Up: key = .up; text = ""
        case XK_Down: key = .down; text = ""
        case XK_Left: key = .left; text = ""
        case XK_Right: key = .right; text = ""
        case XK_Home: key = .home; text = ""
        case XK_End: key = .end; text = ""
        case XK_Page_Up: key = .pageUp; text = ""
        case XK_Page_Down: key = .pageDown; text = ""
        case XK_F1...XK_F12: key = .function(Int(base) - Int(XK_F1) + 1); text = ""
        case XK_Shift_L, XK_Shift_R, XK_Control_L, XK_Control_R, XK_Alt_L, XK_Alt_R, XK_Super_L, XK_Super_R,
             XK_Meta_L, XK_Meta_R, XK_Caps_Lock, XK_Num_Lock:
            return nil
        case 0:
            // No key behind it: text an input method committed (a word converted from kana, say).
            guard !text.isEmpty else { return nil }
            key = .other(0)
        default:
            // Latin-1 and Unicode keysyms are characters (a Cyrillic or Japanese layout's keys too).
            if let c = X11Keys.text(forKeysym: base) {
                key = .character(c.lowercased())
            } else {
                key = .other(UInt32(truncatingIfNeeded: base))
            }
        }
        return KeyEvent(key, text: text, modifiers: mods)
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
