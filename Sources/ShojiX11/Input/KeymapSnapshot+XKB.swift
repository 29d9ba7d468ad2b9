import CX11

extension KeymapSnapshot {
    /// Reads every key's groups from XKB (`XkbKeycodeToKeysym`, which gives no symbol past a key's last
    /// group); empty when the server has no XKB, and the core map answers instead (`X11Keys`).
    @MainActor
    static func read(from display: OpaquePointer) -> KeymapSnapshot {
        var minCode: Int32 = 0, maxCode: Int32 = 0
        XDisplayKeycodes(display, &minCode, &maxCode)
        var keys: [UInt32: [[UInt32]]] = [:]
        for kc in minCode...max(minCode, maxCode) {
            var groups: [[UInt32]] = []
            for g in 0..<4 {
                let levels = (0..<2).map { UInt32(XkbKeycodeToKeysym(display, KeyCode(kc), Int32(g), Int32($0))) }
                guard levels.contains(where: { $0 != 0 }) else { break }
                groups.append(levels)
            }
            if !groups.isEmpty { keys[UInt32(kc)] = groups }
        }
        return KeymapSnapshot(keys: keys)
    }
}
