import Glibc

/// Where start-up time goes, for the benchmarks: with `SHOJI_STARTUP_TRACE=path` set, each `mark` keeps
/// the phase's name and the monotonic clock, and `finish()` (after the first frame) writes them to `path`,
/// one `name nanoseconds` a line, for the external probe's table (its spawn time is on the same clock).
/// Without the variable a mark costs one check of a flag.
@MainActor
public enum StartupTrace {
    private static let path: String? = getenv("SHOJI_STARTUP_TRACE").map { String(cString: $0) }
    private static var marks: [(String, Int64)] = []
    private static var done = false

    public static func mark(_ phase: String) {
        guard path != nil, !done else { return }
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        marks.append((phase, Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)))
    }

    /// Writes the marks (once); later marks are dropped.
    public static func finish() {
        guard let path, !marks.isEmpty else { return }
        guard !done else { return }
        mark("finished")
        done = true
        let text = marks.map { "\($0.0) \($0.1)\n" }.joined()
        marks = []
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { return }
        _ = text.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
    }
}
