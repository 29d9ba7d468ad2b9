/// Type-ahead find, as GTK's tree view and AppKit's table view do it: letters typed within `timeout` of
/// each other make a prefix, and the first row at or after the cursor whose text starts with it (ignoring
/// case) becomes the selection; the search wraps at the end. One letter typed again steps to the next
/// row starting with it.
struct TypeAheadFind {
    /// Seconds after the last letter when the next one starts a new prefix.
    static let timeout = 1.0
    private(set) var prefix = ""
    private var lastTime = -Double.infinity

    /// Adds `text` typed at `time`; returns the prefix to look for and whether to start after the cursor
    /// (one letter repeated) rather than at it.
    mutating func type(_ text: String, at time: Double) -> (prefix: String, startAfterCursor: Bool) {
        if time - lastTime > TypeAheadFind.timeout { prefix = "" }
        lastTime = time
        let repeated = !prefix.isEmpty && prefix.count == 1 && text.lowercased() == prefix
        if !repeated { prefix += text.lowercased() }
        return (prefix, repeated || prefix.count == 1)
    }

    /// The first of `count` rows from `start` on (wrapping) whose text starts with `prefix`.
    static func find(_ prefix: String, count: Int, from start: Int, text: (Int) -> String) -> Int? {
        guard count > 0, !prefix.isEmpty else { return nil }
        // A bound on the search: a million rows are looked through at most once a letter.
        for k in 0..<count {
            let r = (start + k) % count
            if text(r).lowercased().hasPrefix(prefix) { return r }
        }
        return nil
    }
}
