import Glibc
import ShojiFiles

/// Where start-up time goes, for the benchmarks: with `SHOJI_STARTUP_TRACE=path` set, each `mark` keeps
/// the phase's name and the monotonic clock, and `finish()` (after the first frame) writes them to `path`,
/// one `name nanoseconds` a line, for the external probe's table (its spawn time is on the same clock).
/// Without the variable a mark costs one check of a flag. An app may mark phases of its own.
@MainActor
public enum StartupTrace {
    private static let path: String? = ProcessEnvironment.value("SHOJI_STARTUP_TRACE")
    private static var marks: [(String, Int64)] = []
    private static var done = false

    /// Notes that `phase` ends now (nothing happens unless `SHOJI_STARTUP_TRACE` is set).
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
        // Written as every output is (a new file renamed over the old, a planted link refused); a trace
        // that cannot be written is said once, and the program goes on.
        do { try OutputFile.write(text, to: path, permissions: 0o600) } catch {
            Application.warn("\(error.description) (the start-up trace)")
        }
    }
}
