/// The keyboard's layout groups as keysyms: keycode × group × level (unshifted, shifted), read once from
/// XKB and again when the mapping changes. Pure, so that shortcut matching is tested with keymaps recorded
/// from the real `setxkbmap` (`Tests/ShojiX11Tests/Keymaps/`).
///
/// It answers what GTK's key hash and Qt's `lookupLatinKeysym` answer: the key the active group gives,
/// what Shift gives there, and, when the active group types no Latin character on the key (a Cyrillic or
/// Greek layout), the Latin key the same physical key gives in another group, which a shortcut matches.
struct KeymapSnapshot: Equatable, Sendable {
    /// Keysyms by keycode: groups, each [unshifted, shifted] (0: no symbol).
    private(set) var keys: [UInt32: [[UInt32]]]
    /// Every keysym each group types on some key, unshifted or shifted (a key with fewer groups wraps).
    private let typeable: [Set<UInt32>]

    /// A snapshot of `keys`.
    init(keys: [UInt32: [[UInt32]]]) {
        self.keys = keys
        let groups = keys.values.map(\.count).max() ?? 0
        typeable = (0..<groups).map { g in
            var s = Set<UInt32>()
            for levels in keys.values where !levels.isEmpty { s.formUnion(levels[g % levels.count]) }
            return s
        }
    }

    /// The number of groups (layouts) the keyboard has.
    var groupCount: Int { typeable.count }

    /// The keysym of `keycode` in `group` at `level` (0 unshifted, 1 shifted), with XKB's default wrap: a key
    /// with fewer groups (Space, Escape) gives its own in any group.
    func keysym(_ keycode: UInt32, group: Int, level: Int) -> UInt32 {
        guard let levels = keys[keycode], !levels.isEmpty else { return 0 }
        let syms = levels[group % levels.count]
        return level < syms.count ? syms[level] : 0
    }

    /// Whether `group` types `keysym` on any key.
    func canType(_ keysym: UInt32, inGroup group: Int) -> Bool {
        guard group < typeable.count else { return false }
        return typeable[group].contains(keysym)
    }

    /// What a shortcut is matched by for `keycode` pressed in `group`: the unshifted and shifted keysyms of
    /// the group, and a Latin keysym from the first other group that gives one on this key, when the
    /// active group's is not Latin and the active group cannot type that Latin keysym on any key (GTK's
    /// rule: a layout that has the letter elsewhere keeps its own place for it).
    func shortcutKeysyms(_ keycode: UInt32, group: Int) -> (base: UInt32, shifted: UInt32, latin: UInt32?) {
        let base = keysym(keycode, group: group, level: 0)
        let shifted = keysym(keycode, group: group, level: 1)
        guard KeymapSnapshot.isCharacter(base), !KeymapSnapshot.isLatin(base) else { return (base, shifted, nil) }
        for g in 0..<groupCount where g != group {
            let other = keysym(keycode, group: g, level: 0)
            if KeymapSnapshot.isLatin(other), !canType(other, inGroup: group) { return (base, shifted, other) }
        }
        return (base, shifted, nil)
    }

    /// Printable ASCII: what a shortcut's letter, digit or punctuation is.
    static func isLatin(_ keysym: UInt32) -> Bool { (0x21...0x7E).contains(keysym) }

    /// A keysym that types a character (Latin-1, the legacy Cyrillic, Greek, Hebrew, Arabic… sets, Unicode).
    static func isCharacter(_ keysym: UInt32) -> Bool {
        (0x20...0x0EFF).contains(keysym) || (0x0100_0100...0x0110_FFFF).contains(keysym)
    }

    // MARK: Recorded form

    /// One line a keycode: `keycode: group; group…`, each group its keysyms in hex ("54: 63 43; 6d3 6f3").
    var text: String {
        keys.keys.sorted().map { kc in
            "\(kc): " + keys[kc]!.map { $0.map { String($0, radix: 16) }.joined(separator: " ") }.joined(separator: "; ")
        }.joined(separator: "\n") + "\n"
    }

    /// Reads ``text``; lines it cannot read are skipped (`#` starts a comment).
    init(text: String) {
        var keys: [UInt32: [[UInt32]]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let kc = UInt32(String(parts[0].filter { !$0.isWhitespace })) else { continue }
            keys[kc] = parts[1].split(separator: ";").map { g in
                g.split(separator: " ").compactMap { UInt32($0, radix: 16) }
            }
        }
        self.init(keys: keys)
    }
}
