import Glibc

/// A file written whole lines at a time, each on its way to the file before `write` returns, so that a
/// trace survives the program being killed.
public final class LineFile {
    private let fd: Int32
    private let owned: Bool
    /// The path as given, for messages.
    public let path: String

    /// Opens `path` for writing, truncated (or appended to with `append`).
    /// - Throws: `OutputError` naming the path and the reason in words.
    public init(path: String, append: Bool = false) throws(OutputError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC), 0o644)
        guard fd >= 0 else { throw OutputError(path: path, errno: errno) }
        self.fd = fd
        self.path = path
        owned = true
    }

    /// Standard output, named `-` as on the command line.
    public init(standardOutput: Void) {
        fd = 1
        path = "-"
        owned = false
    }

    deinit { if owned { close(fd) } }

    /// Writes `line` (with its newline).
    /// - Throws: `OutputError` when the line could not be written whole (a full disk, a closed pipe).
    public func write(_ line: String) throws(OutputError) {
        let failure = Console.write(line, to: fd)
        if failure != 0 { throw OutputError(path: path, errno: failure) }
    }
}

/// An output that could not be written, as one line a person can act on: the path and the reason in
/// words ("cannot write out/trace.jsonl: No space left on device").
public struct OutputError: Error, CustomStringConvertible, Sendable {
    /// The file or folder that could not be written.
    public let path: String
    /// What went wrong, in words.
    public let reason: String

    /// An error from the C library's `errno`.
    public init(path: String, errno: Int32) {
        self.path = path
        reason = String(cString: strerror(errno))
    }

    /// An error with a reason of your own.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }
}
