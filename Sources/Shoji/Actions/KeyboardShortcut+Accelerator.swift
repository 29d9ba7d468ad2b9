/// Keys written as GTK writes accelerators (`gtk_accelerator_name`): what AT-SPI's key bindings carry, so a
/// screen reader reads Shoji's as it reads a GTK application's.
extension KeyboardShortcut {
    /// The shortcut in GTK's accelerator form: "<Control>c", "<Control><Shift>z", "<Control>plus", "F10".
    public var acceleratorName: String {
        var s = ""
        if modifiers.contains(.shift) { s += "<Shift>" }
        if modifiers.contains(.control) { s += "<Control>" }
        if modifiers.contains(.alt) { s += "<Alt>" }
        if modifiers.contains(.meta) { s += "<Super>" }
        return s + KeyboardShortcut.keysymName(of: key)
    }

    /// The X keysym's name of `key` (what `gtk_accelerator_name` prints): letters and digits as
    /// themselves, punctuation by name ("plus", "comma"), named keys as X names them ("Page_Up").
    static func keysymName(of key: Key) -> String {
        switch key {
        case .character(let c):
            return punctuationNames[c] ?? c
        case .escape: return "Escape"
        case .tab: return "Tab"
        case .enter: return "Return"
        case .backspace: return "BackSpace"
        case .delete: return "Delete"
        case .space: return "space"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "Page_Up"
        case .pageDown: return "Page_Down"
        case .function(let n): return "F\(n)"
        case .other(KeyboardShortcut.insertKeysym): return "Insert"
        case .other(let k): return "0x" + String(k, radix: 16)
        }
    }

    private static let punctuationNames: [String: String] = [
        "+": "plus", "-": "minus", "=": "equal", ",": "comma", ".": "period", "/": "slash", "\\": "backslash",
        ";": "semicolon", "'": "apostrophe", "`": "grave", "[": "bracketleft", "]": "bracketright",
    ]

    /// AT-SPI's key binding for a mnemonic letter and a shortcut, "mnemonic;sequence;shortcut" as
    /// `atk_action_get_keybinding` asks (GTK's bracketed modifier names): "<Alt>s;;" for a button marked
    /// "&Save", ";;<Control>s" for a menu item with Ctrl+S; nil when there is neither.
    static func accessibilityKeyBinding(mnemonic: Character?, sequence: String = "", shortcut: KeyboardShortcut?) -> String? {
        guard mnemonic != nil || shortcut != nil else { return nil }
        let m = mnemonic.map { KeyboardShortcut($0, modifiers: .alt).acceleratorName } ?? ""
        return "\(m);\(sequence);\(shortcut?.acceleratorName ?? "")"
    }
}
