import Glibc
import Synchronization

/// A folder only this user can enter (mode 0700), under a name nobody could guess in advance
/// (`mkdtemp`), for a program's temporary files. Files in it are made exclusively and never through a
/// link. It is removed with everything in it by `remove()`, when the object goes away, and at the latest
/// when the process exits (`exit`, or SIGINT/SIGTERM turned into an exit by the runtime).
public final class PrivateFolder: Sendable {
    /// The folder's absolute path.
    public let path: String

    /// Folders not yet removed, for the clean-up at exit.
    private static let live = Mutex<Set<String>>([])
    private static let cleanupAtExit: Void = { atexit { PrivateFolder.removeAll() } }()

    /// A new folder `<parent>/<prefix>-XXXXXX`.
    public init(prefix: String, in parent: String = Folders.temporary) throws(FileError) {
        _ = PrivateFolder.cleanupAtExit
        var template = Array((parent + "/" + prefix + "-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw FileError("create a private folder in", path: parent, code: errno)
        }
        path = String(cString: made)
        PrivateFolder.live.withLock { _ = $0.insert(path) }
    }

    deinit { remove() }

    /// `name` inside the folder.
    public func path(of name: String) -> String { path + "/" + name }

    /// Makes `name` in the folder for reading and writing; fails if anything is already there.
    public func createFile(named name: String) throws(FileError) -> Int32 {
        let p = path(of: name)
        let fd = open(p, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw FileError("create", path: p, code: errno) }
        return fd
    }

    /// Removes the folder and what is in it (again: nothing happens).
    public func remove() {
        guard PrivateFolder.live.withLock({ $0.remove(path) }) != nil else { return }
        Folders.removeTree(path)
    }

    /// Removes every private folder still there: at exit, or from a runtime's signal handling.
    public static func removeAll() {
        for p in live.withLock({ s -> Set<String> in defer { s.removeAll() }; return s }) { Folders.removeTree(p) }
    }

    /// Whether `path` is still there (for tests and checks).
    public var exists: Bool {
        var st = stat()
        return lstat(path, &st) == 0
    }
}
