import Glibc
import ShojiFiles

/// Every file and folder under a root, read once with `readdir` and `lstat` (links are not followed),
/// off the main thread. Kept as parallel arrays sorted by path, so that a folder's whole subtree is one
/// contiguous range of files and one table can show any folder's contents without copying rows.
struct FileIndex: Sendable {
    /// One file's facts.
    struct File: Sendable {
        var path: String
        var name: Substring { path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...] }
        var size: Int
        var modified: Int
        /// The folder's index in `folders`.
        var folder: Int
    }

    let root: String
    /// Files (not folders), sorted by path.
    private(set) var files: [File] = []
    /// Folders, sorted by path; `folders[0]` is the root.
    private(set) var folders: [String] = []
    /// Each folder's subfolders' indices, by name.
    private(set) var subfolders: [[Int]] = []
    /// Each folder's subtree as a range of `files`.
    private(set) var fileRanges: [Range<Int>] = []

    /// Reads `root` (at most `limit` entries: a machine with an enormous /usr/share still loads).
    static func read(_ root: String, limit: Int = 500_000) -> FileIndex {
        var index = FileIndex(root: root)
        var count = 0
        index.walk(root, parent: nil, count: &count, limit: limit)
        index.finish()
        return index
    }

    private init(root: String) { self.root = root }

    private mutating func walk(_ dir: String, parent: Int?, count: inout Int, limit: Int) {
        let me = folders.count
        folders.append(dir)
        subfolders.append([])
        if let parent { subfolders[parent].append(me) }
        guard var names = try? Folders.names(in: dir) else { return }
        names.sort()
        for name in names where count < limit {
            count += 1
            let path = dir == "/" ? "/" + name : dir + "/" + name
            var st = stat()
            guard lstat(path, &st) == 0 else { continue }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                walk(path, parent: me, count: &count, limit: limit)
            } else {
                files.append(File(path: path, size: Int(st.st_size), modified: Int(st.st_mtim.tv_sec), folder: me))
            }
        }
    }

    /// Sorts by path (the walk visits names in order, but "a/b" must come before "a-c/…" is not
    /// guaranteed by per-folder sorting) and finds each folder's range.
    private mutating func finish() {
        files.sort { $0.path < $1.path }
        fileRanges = folders.map { f in
            let prefix = f + "/"
            let lo = lowerBound(prefix)
            let hi = lowerBound(f + "0") // "0" follows "/" in ASCII: the first path past the subtree
            return lo..<max(lo, hi)
        }
    }

    private func lowerBound(_ key: String) -> Int {
        var lo = 0, hi = files.count
        while lo < hi { let m = (lo + hi) / 2; if files[m].path < key { lo = m + 1 } else { hi = m } }
        return lo
    }

    /// What kind of file `name` is, from its extension.
    static func kind(of name: Substring) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "—" }
        return name[name.index(after: dot)...].uppercased()
    }

    /// A size as people read it: 512 B, 3.4 KB, 12 MB.
    static func formatSize(_ n: Int) -> String {
        if n < 1024 { return "\(n) B" }
        let units = ["KB", "MB", "GB", "TB"]
        var v = Double(n) / 1024, u = 0
        while v >= 1024 && u < units.count - 1 { v /= 1024; u += 1 }
        let tenths = (v * 10).rounded() / 10
        return v < 10 ? "\(tenths) \(units[u])" : "\(Int(v.rounded())) \(units[u])"
    }

    /// A time as "2024-05-01 12:30" (UTC).
    static func formatDate(_ t: Int) -> String {
        var tt = time_t(t), tm = tm()
        gmtime_r(&tt, &tm)
        func two(_ x: Int32) -> String { x < 10 ? "0\(x)" : "\(x)" }
        return "\(tm.tm_year + 1900)-\(two(tm.tm_mon + 1))-\(two(tm.tm_mday)) \(two(tm.tm_hour)):\(two(tm.tm_min))"
    }
}
