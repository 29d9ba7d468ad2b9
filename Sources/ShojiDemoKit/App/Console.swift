import Glibc

/// Standard output and error, and files written a line at a time, straight through the C library: the
/// demo does without Foundation's FileHandle (Foundation alone costs a process 6–7 MB; BENCHMARKS.md).
enum Console {
    static func error(_ text: String) { write(text, to: 2) }
    static func output(_ text: String) { write(text, to: 1) }

    static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var done = 0
            while done < bytes.count {
                let n = Glibc.write(fd, bytes.baseAddress! + done, bytes.count - done)
                if n <= 0 { if n < 0 && errno == EINTR { continue } else { return } }
                done += n
            }
        }
    }
}

/// A file written whole lines at a time, each on its way to the file before `write` returns (a trace
/// must survive the program being killed).
final class LineFile {
    private let fd: Int32
    private let owned: Bool

    /// Opens `path` for writing, truncated (or appended to with `append`); nil when it cannot be opened.
    init?(path: String, append: Bool = false) {
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC), 0o644)
        guard fd >= 0 else { return nil }
        self.fd = fd
        owned = true
    }

    /// Standard output.
    init(standardOutput: Void) {
        fd = 1
        owned = false
    }

    deinit { if owned { close(fd) } }

    func write(_ line: String) { Console.write(line, to: fd) }
}
