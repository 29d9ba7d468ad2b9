import CDBus

/// libdbus, loaded on first use rather than linked (Sources/CDBus/shim.h says why): most runs have no
/// session bus and never load it, and a machine without it runs Shoji programs without accessibility.
enum DBusLibrary {
    /// Loads libdbus if it is not yet; nil when it is there, else why not, as one line.
    static func load() -> String? {
        var why: UnsafePointer<CChar>?
        if shoji_dbus_load(&why) == 1 { return nil }
        return why.map { String(cString: $0) } ?? "libdbus-1.so.3 could not be loaded"
    }
}
