import Glibc
import ShojiFiles

/// A file written whole lines at a time, each on its way to the file before `write` returns, so that a
/// trace survives the program being killed. It is written safely (`OutputFile`, published at once):
/// a new file takes the path's name, a link planted there is refused, and a device or pipe
/// (`/dev/stderr`'s target, a FIFO) is written in place.
public final class LineFile {
    private let output: OutputFile?
    private let fd: Int32
    /// The path as given, for messages.
    public let path: String

    /// Opens a new file at `path` for writing (or, with `append`, adds to the file there, never through
    /// a link).
    /// - Throws: `OutputError` naming the path and the reason in words.
    public init(path: String, append: Bool = false) throws(OutputError) {
        self.path = path
        if append {
            fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                // O_NOFOLLOW's ELOOP is a planted link: said as OutputFile says it.
                let code = errno
                var info = stat()
                if code == ELOOP, lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                    throw OutputError(path: path, reason: "it is a symbolic link, and links are not followed")
                }
                throw OutputError(path: path, errno: code)
            }
            output = nil
        } else {
            output = try OutputFile(replacing: path, publishing: .atOnce)
            fd = -1
        }
    }

    /// Standard output, named `-` as on the command line.
    public init(standardOutput: Void) {
        fd = 1
        path = "-"
        output = nil
    }

    deinit { if output == nil && fd > 2 { close(fd) } }

    /// Writes `line` (with its newline).
    /// - Throws: `OutputError` when the line could not be written whole (a full disk, a closed pipe).
    public func write(_ line: String) throws(OutputError) {
        if let output { return try output.write(line) }
        let failure = Console.write(line, to: fd)
        if failure != 0 { throw OutputError(path: path, errno: failure) }
    }
}

/// An output that could not be written, as one line a person can act on: the path and the reason in
/// words ("cannot write out/trace.jsonl: No space left on device"). The same type as `ShojiFiles`'
/// `FileError`, which the toolkit's own file writing throws.
public typealias OutputError = FileError
