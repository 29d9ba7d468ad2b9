import Glibc

/// Standard output and error straight through the C library. The runtime avoids Foundation's
/// `FileHandle`: Foundation alone costs a process several megabytes at start-up (BENCHMARKS.md).
public enum Console {
    /// Writes `text` to standard error as it is (add the newline yourself).
    public static func error(_ text: String) { _ = write(text, to: 2) }
    /// Writes `text` to standard output as it is.
    public static func output(_ text: String) { _ = write(text, to: 1) }

    /// Writes all of `text` to `fd`, retrying after signals. Returns the `errno` of a failed write, or 0.
    @discardableResult
    public static func write(_ text: String, to fd: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes -> Int32 in
            var done = 0
            while done < bytes.count {
                let n = Glibc.write(fd, bytes.baseAddress! + done, bytes.count - done)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return n < 0 ? errno : ENOSPC }
                done += n
            }
            return 0
        }
    }

    /// The program's name as the user typed it, without its folder: the prefix of every message.
    public static var programName: String {
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return "shoji" }
        return String(first.split(separator: "/").last ?? Substring(first))
    }
}
