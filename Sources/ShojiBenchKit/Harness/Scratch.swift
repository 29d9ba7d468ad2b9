import ShojiFiles

/// The benchmarks' temporary files (what child programs print, the demo's traces, stats and state): all
/// in one private folder for the run (mode 0700, a name nobody can plant links at in advance), removed
/// when the run exits.
public enum Scratch {
    private static let folder = Result { () throws(FileError) in try PrivateFolder(prefix: "shoji-bench") }

    /// A path for `name` in the folder; unique names are the caller's business (`getpid`, a counter).
    public static func path(_ name: String) throws -> String { try folder.get().path(of: name) }
}
