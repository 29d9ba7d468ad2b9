import ShojiFiles

/// A file-type filter of a file dialog, as GTK's `GtkFileFilter` with glob patterns: "Images" with
/// `*.png`, `*.jpg`. Patterns match the whole name, ASCII letters in either case (`*.PNG` is an image too);
/// folders are always shown, so the user can walk to the file.
public struct FileFilter: Hashable, Sendable {
    /// The name the filter pop-up shows ("PNG images").
    public var name: String
    /// Glob patterns (`*` any run of bytes, `?` one byte); empty matches every file.
    public var patterns: [String]
    /// MIME types (`image/png`, `text/*`), sent to the desktop's dialog through the portal, which knows
    /// each file's type. Shoji's own dialog has no MIME database and goes by ``patterns`` alone, so give
    /// both where the type has usual extensions (a filter of MIME types only shows every file there).
    public var mimeTypes: [String]

    /// A filter named `name` matching any of `patterns` or of `mimeTypes`.
    public init(name: String, patterns: [String], mimeTypes: [String] = []) {
        self.name = name
        self.patterns = patterns
        self.mimeTypes = mimeTypes
    }

    /// Every file.
    public static let allFiles = FileFilter(name: "All Files", patterns: [])

    /// Whether the file named `name` (its bytes) passes. Allocates nothing: the dialog asks it of every
    /// name of the folder (50,000 in the benchmark) each time the filter changes.
    public func matches(_ name: [UInt8]) -> Bool {
        patterns.isEmpty || name.withUnsafeBufferPointer { n in
            patterns.contains { pattern in
                var p = pattern   // a native string's UTF-8 is read in place
                return p.withUTF8 { Self.glob($0, n) }
            }
        }
    }

    /// Glob matching with backtracking on the last `*` only (linear in practice, no recursion).
    static func glob(_ p: UnsafeBufferPointer<UInt8>, _ n: UnsafeBufferPointer<UInt8>) -> Bool {
        var pi = 0, ni = 0
        var star = -1, mark = 0
        while ni < n.count {
            if pi < p.count, p[pi] == UInt8(ascii: "?") || fold(p[pi]) == fold(n[ni]), p[pi] != UInt8(ascii: "*") {
                pi += 1; ni += 1
            } else if pi < p.count, p[pi] == UInt8(ascii: "*") {
                star = pi; mark = ni; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ni = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }

    private static func fold(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b + 32 : b }
}
