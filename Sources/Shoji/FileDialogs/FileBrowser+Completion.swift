import ShojiFiles

/// What typing in the name field completes to.
public struct FileNameCompletion: Equatable, Sendable {
    /// The text the field should hold: the typed text extended by the candidates' common prefix (a
    /// folder completed alone ends in "/", ready for the next name).
    public var text: String
    /// The names that start with what was typed, as shown, sorted (folders with "/").
    public var candidates: [String]

    /// A completion to `text` among `candidates`.
    public init(text: String, candidates: [String]) {
        self.text = text
        self.candidates = candidates
    }
}

extension FileBrowser {
    /// Completes `typed` (a name here, or a path: `sub/fo`, `/usr/li`, `~/Doc`), as GTK's location entry
    /// and a shell do: the names of the folder the path leads to that start with its last part (case
    /// sensitive, then case-insensitive when none match), hidden names only when the part starts with a dot
    /// or hidden files are shown. Reading another folder goes through the same file system; one that
    /// cannot be read completes nothing.
    public func complete(_ typed: String) -> FileNameCompletion {
        let slash = typed.lastIndex(of: "/")
        let head = slash.map { String(typed[...$0]) } ?? ""
        let part = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let listing: [FolderEntry]
        if head.isEmpty {
            listing = allEntries
        } else {
            let dir = head == "/" ? FilePath("/") : resolve(String(head.dropLast()))
            listing = (try? fileSystem.entries(in: dir)) ?? []
        }
        let showHidden = showsHiddenFiles || part.hasPrefix(".")
        let visible = listing.filter { showHidden || !$0.isHidden }
        var matches = visible.filter { $0.displayName.hasPrefix(part) }
        if matches.isEmpty { matches = visible.filter { $0.displayName.lowercased().hasPrefix(part.lowercased()) } }
        guard !matches.isEmpty else { return FileNameCompletion(text: typed, candidates: []) }
        let names = matches.map(\.displayName)
        var prefix = Array(names[0])
        for n in names.dropFirst() {
            let c = Array(n)
            var k = 0
            while k < prefix.count, k < c.count, String(prefix[k]).lowercased() == String(c[k]).lowercased() { k += 1 }
            prefix.removeSubrange(k...)
        }
        // The common prefix of the names, but never shorter than typed, and typed's case kept when the
        // match was case-insensitive and ambiguous.
        var completed = prefix.count > part.count ? String(prefix) : part
        if matches.count == 1 {
            completed = names[0]
            if matches[0].isFolder { completed += "/" }
        }
        let candidates = matches.map { $0.displayName + ($0.isFolder ? "/" : "") }.sorted()
        return FileNameCompletion(text: head + completed, candidates: candidates)
    }
}
