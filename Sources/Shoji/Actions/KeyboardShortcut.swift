/// A key with modifiers that performs an action, as `UIKeyCommand`'s input and modifier flags: Ctrl+C,
/// Ctrl+Shift+Z, Ctrl++.
///
/// A shortcut names the character or key, never a key code: it is matched against the key the active
/// layout group gives, then against the Latin key the same physical key gives in another group (so Ctrl+C
/// copies under a Russian layout, and Ctrl+Z is on the Z key of a German one), and, for a character that
/// needs Shift, against the shifted key (Ctrl++ is Ctrl+Shift+= on a US keyboard).
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
    /// The key: a character is kept lower-case ("z" for Ctrl+Shift+Z).
    public let key: Key
    /// The modifiers that must be held, no more and no fewer (Shift aside, as ``matches(_:)`` says).
    public let modifiers: Modifiers

    /// A shortcut on `key` with `modifiers`.
    public init(_ key: Key, modifiers: Modifiers = []) {
        if case .character(let c) = key { self.key = .character(c.lowercased()) } else { self.key = key }
        self.modifiers = modifiers
    }

    /// A shortcut on the key that types `character` ("c", "+", ",") with `modifiers`.
    public init(_ character: Character, modifiers: Modifiers = []) {
        self.init(.character(String(character)), modifiers: modifiers)
    }

    /// Whether `event` asks for this shortcut.
    ///
    /// The modifiers must be the same, with one allowance: a shortcut without Shift on a character Shift
    /// makes (Ctrl++) matches the press of Shift and the key that makes it (Ctrl+Shift+= on a US layout).
    /// Shift on a letter changes nothing it types but its case, so Ctrl+Shift+Z is never Ctrl+Z (GTK's
    /// gtk#5095).
    public func matches(_ event: KeyEvent) -> Bool {
        let held = event.modifiers
        if held == modifiers, event.key == key || event.latinKey == key { return true }
        if !modifiers.contains(.shift), held == modifiers.union(.shift),
           let shifted = event.shiftedKey, shifted != event.key, shifted == key {
            return true
        }
        return false
    }

    /// The shortcut as menus show it, modifiers in GTK's order: "Ctrl+Shift+Z", "Ctrl++", "F10".
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        if modifiers.contains(.meta) { parts.append("Super") }
        parts.append(KeyboardShortcut.name(of: key))
        return parts.joined(separator: "+")
    }

    /// A key's name as a label shows it.
    static func name(of key: Key) -> String {
        switch key {
        case .character(let c): return c.uppercased()
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .enter: return "Enter"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .space: return "Space"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "Page Up"
        case .pageDown: return "Page Down"
        case .function(let n): return "F\(n)"
        case .other(KeyboardShortcut.insertKeysym): return "Insert"
        case .other(let k): return "0x" + String(k, radix: 16)
        }
    }

    /// X's keysym for Insert, which has no ``Key`` case of its own.
    static let insertKeysym: UInt32 = 0xff63
}
