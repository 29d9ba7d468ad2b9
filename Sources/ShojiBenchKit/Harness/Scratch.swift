import Glibc
import ShojiFiles
import Synchronization

/// The benchmarks' temporary files (what child programs print, the demo's traces, stats and state, the
/// probe's output, private bus folders): all in one private folder for the run (mode 0700, a name
/// nobody can plant links at in advance), removed when the run exits. Nothing of the bench's goes to a
/// fixed or guessable path in /tmp.
public enum Scratch {
    private static let folder = Result { () throws(FileError) in try PrivateFolder(prefix: "shoji-bench") }
    private static let counter = Atomic<Int>(0)

    /// A path for `name` in the folder; unique names are the caller's business (see `unique`).
    public static func path(_ name: String) throws -> String { try folder.get().path(of: name) }

    /// A path in the folder that no other call of this run has given: `stem-N` (then `suffix`, if any).
    public static func unique(_ stem: String, suffix: String = "") throws -> String {
        let n = counter.add(1, ordering: .relaxed).newValue
        return try path("\(stem)-\(n)\(suffix)")
    }

    /// A new folder inside the private one (mode 0700), e.g. a private `XDG_RUNTIME_DIR`.
    public static func makeFolder(_ stem: String) throws -> String {
        let p = try unique(stem)
        guard mkdir(p, 0o700) == 0 else { throw FileError("create the folder", path: p, code: errno) }
        return p
    }
}
