import Glibc

/// A file written safely to `path`: the bytes go into a new file made beside the target (exclusively, so
/// nothing planted there is opened), which is then renamed over the target. A link planted at the path
/// is refused, never followed; a crash leaves the old file whole; and every write is checked, so a full
/// disk or a removed folder is an error naming the file, not lost output.
///
/// Devices and pipes (`/dev/null`, `/dev/full`, a FIFO) are written in place: there is nothing to
/// rename over, and the user named them on purpose.
public final class OutputFile {
    /// When the new file takes the target's name.
    public enum Publishing: Sendable {
        /// At `commit()`: readers see the old file, or the whole new one (screenshots, JSON, recordings).
        case whenCommitted
        /// At once, then it grows in place: for a log read while it is written, and that must survive the
        /// program being killed (a trace).
        case atOnce
    }

    /// The file being written (the target, not the new file beside it), for people: its bytes as UTF-8,
    /// U+FFFD where they are not (``filePath`` holds the exact bytes every call uses).
    public let path: String
    /// The file being written, as the exact bytes the file system is given.
    public let filePath: FilePath
    private var fd: Int32
    /// The new file's name until it is renamed over `filePath`.
    private var pending: FilePath?
    private var closed = false

    /// Opens a new file to replace `path`. `permissions` are those of a new file, less the umask.
    public convenience init(replacing path: String, publishing: Publishing = .whenCommitted, permissions: mode_t = 0o666) throws(FileError) {
        try self.init(replacing: FilePath(path), publishing: publishing, permissions: permissions)
    }

    /// Opens a new file to replace the file at `path`'s exact bytes (a name or folder that is not UTF-8
    /// stays as it is: a file chosen in a dialog is written where it was chosen). `permissions` are those
    /// of a new file, less the umask.
    public init(replacing target: FilePath, publishing: Publishing = .whenCommitted, permissions: mode_t = 0o666) throws(FileError) {
        filePath = target
        let path = target.string
        self.path = path
        var st = stat()
        if target.withCString({ lstat($0, &st) }) == 0 {
            switch st.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw FileError("write", path: path, reason: "it is a symbolic link, and links are not followed")
            case S_IFDIR: throw FileError("write", path: path, reason: "it is a folder")
            case S_IFCHR, S_IFIFO:
                fd = try OutputFile.openInPlace(target)
                return
            default: throw FileError("write", path: path, reason: "it is not a regular file, a character device or a pipe")
            }
        } else if errno != ENOENT {
            throw FileError("write", path: path, code: errno)
        }
        let (fd, name) = try OutputFile.createBeside(target, permissions: permissions)
        self.fd = fd
        pending = name
        if publishing == .atOnce { try publish() }
    }

    deinit {
        if !closed { close(fd) }
        if let pending { pending.withCString { _ = unlink($0) } }
    }

    /// Writes all of `bytes`, or throws naming the file and the reason (ENOSPC, EIO…).
    public func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
        guard !closed else { throw FileError("write", path: path, reason: "the file is already closed") }
        var done = 0
        while done < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + done, bytes.count - done)
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError("write", path: path, code: errno)
            }
            // A write of nothing with bytes left is a full device by another name.
            guard n > 0 else { throw FileError("write", path: path, code: ENOSPC) }
            done += n
        }
    }

    /// Writes all of `bytes`, or throws naming the file and the reason.
    public func write(_ bytes: [UInt8]) throws(FileError) {
        // (`withUnsafeBytes` rethrows untyped errors: carry ours out by hand.)
        let failure = bytes.withUnsafeBytes { raw -> FileError? in
            do throws(FileError) { try write(raw); return nil } catch { return error }
        }
        if let failure { throw failure }
    }

    /// Writes `text` as UTF-8, or throws naming the file and the reason.
    public func write(_ text: String) throws(FileError) {
        var text = text
        let failure = text.withUTF8 { utf8 -> FileError? in
            do throws(FileError) { try write(UnsafeRawBufferPointer(utf8)); return nil } catch { return error }
        }
        if let failure { throw failure }
    }

    /// Finishes the file: on disk (`fsync`), closed, and under its name. Until this returns, the target
    /// is untouched (`.whenCommitted`); when it throws, the new file is removed.
    public func commit() throws(FileError) {
        guard !closed else { return }
        closed = true
        // A device or pipe has nothing to sync (EINVAL); a full disk may only say so here (ENOSPC, EIO).
        if fsync(fd) != 0 && errno != EINVAL && errno != EROFS {
            let code = errno
            close(fd)
            throw FileError("write", path: path, code: code)
        }
        if close(fd) != 0 && errno != EINTR { throw FileError("write", path: path, code: errno) }
        try publish()
        syncFolder()
    }

    /// Drops the new file; the target keeps what it had.
    public func discard() {
        if !closed { close(fd); closed = true }
        if let pending { pending.withCString { _ = unlink($0) }; self.pending = nil }
    }

    /// `bytes` as the whole new content of `path`.
    public static func write(_ bytes: [UInt8], to path: String, permissions: mode_t = 0o666) throws(FileError) {
        try write(bytes, to: FilePath(path), permissions: permissions)
    }

    /// `text`, as UTF-8, as the whole new content of `path`.
    public static func write(_ text: String, to path: String, permissions: mode_t = 0o666) throws(FileError) {
        try write(Array(text.utf8), to: path, permissions: permissions)
    }

    /// `bytes` as the whole new content of the file at `path`'s exact bytes.
    public static func write(_ bytes: [UInt8], to path: FilePath, permissions: mode_t = 0o666) throws(FileError) {
        let file = try OutputFile(replacing: path, permissions: permissions)
        try file.write(bytes)
        try file.commit()
    }

    /// `text`, as UTF-8, as the whole new content of the file at `path`'s exact bytes.
    public static func write(_ text: String, to path: FilePath, permissions: mode_t = 0o666) throws(FileError) {
        try write(Array(text.utf8), to: path, permissions: permissions)
    }

    // MARK: -

    private func publish() throws(FileError) {
        guard let name = pending else { return }
        let renamed = name.withCString { from in filePath.withCString { to in rename(from, to) } }
        guard renamed == 0 else {
            let code = errno
            name.withCString { _ = unlink($0) }
            pending = nil
            throw FileError("write", path: path, code: code)
        }
        pending = nil
    }

    /// The rename is only durable once the folder is on disk too; failing that is no reason to fail.
    private func syncFolder() {
        let d = OutputFile.folder(of: filePath).withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if d >= 0 { fsync(d); close(d) }
    }

    /// The folder holding `path`, its bytes untouched ("." for a single name).
    static func folder(of path: FilePath) -> FilePath {
        guard let slash = path.bytes.lastIndex(of: UInt8(ascii: "/")) else { return FilePath(".") }
        return slash == 0 ? FilePath("/") : FilePath(bytes: Array(path.bytes[..<slash]))
    }

    /// A new file beside `path`, `.<name>.<random>`, made exclusively: O_EXCL fails on anything already
    /// there, a link included, so nobody else's file is ever opened. Made of `path`'s bytes, so the new
    /// file lands in the very folder the target is in, whatever its name's encoding.
    private static func createBeside(_ path: FilePath, permissions: mode_t) throws(FileError) -> (Int32, FilePath) {
        let dir = folder(of: path)
        let base = path.bytes.split(separator: UInt8(ascii: "/")).last.map(Array.init) ?? path.bytes
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<64 {
            let suffix = Array(("." + String(generator.next() & 0xFF_FFFF_FFFF, radix: 36)).utf8)
            let name = dir.appending([UInt8(ascii: ".")] + base + suffix)
            let fd = name.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions) }
            if fd >= 0 { return (fd, name) }
            if errno != EEXIST { throw FileError("write", path: path.string, code: errno) }
        }
        throw FileError("write", path: path.string, reason: "no free name for a new file beside it")
    }

    /// Opens a device or pipe for writing, without following a link and without creating anything.
    private static func openInPlace(_ filePath: FilePath) throws(FileError) -> Int32 {
        let path = filePath.string
        let fd = filePath.withCString { open($0, O_WRONLY | O_NOFOLLOW | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileError("write", path: path, code: errno) }
        var st = stat()
        // Swapped for a regular file between the look and the open: refuse rather than write into it.
        if fstat(fd, &st) != 0 || (st.st_mode & S_IFMT != S_IFCHR && st.st_mode & S_IFMT != S_IFIFO) {
            close(fd)
            throw FileError("write", path: path, reason: "it changed while it was being opened")
        }
        return fd
    }
}
