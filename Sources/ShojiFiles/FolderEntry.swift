/// One name in a folder as a file dialog lists it: the name's exact bytes, what it is, its size and when it
/// was last modified. Read through links (a link to a folder is a folder one can open), as GTK's chooser does.
public struct FolderEntry: Hashable, Sendable {
    /// What a name is.
    public enum Kind: Hashable, Sendable {
        /// A folder, or a link to one.
        case folder
        /// A regular file, or a link to one.
        case file
        /// A device, FIFO or socket: listed, never opened by a dialog.
        case special
        /// A link that leads nowhere (its target is missing, or links loop).
        case brokenLink
    }

    /// The name's bytes, exactly as the file system holds them.
    public let name: [UInt8]
    /// What the name is.
    public let kind: Kind
    /// Whether the name itself is a symbolic link.
    public let isLink: Bool
    /// The size in bytes (0 for folders and broken links, and until ``hasDetails``).
    public let size: Int64
    /// When it was last modified, in seconds since 1970 (UTC); 0 until ``hasDetails``.
    public let modified: Double
    /// Whether ``size`` and ``modified`` were read. A listing may leave them out: the kind comes with the
    /// name from `readdir`, while size and date cost a `stat` each, which a folder of 50,000 names sorted
    /// by name only needs for the rows on screen (``FileSystemBrowsing/details(of:in:)`` reads them).
    public let hasDetails: Bool

    /// An entry as given (tests and other file systems build their own).
    public init(name: [UInt8], kind: Kind, isLink: Bool = false, size: Int64 = 0, modified: Double = 0,
                hasDetails: Bool = true) {
        self.name = name
        self.kind = kind
        self.isLink = isLink
        self.size = size
        self.modified = modified
        self.hasDetails = hasDetails
    }

    /// This entry with its size and date read.
    public func withDetails(size: Int64, modified: Double) -> FolderEntry {
        FolderEntry(name: name, kind: kind, isLink: isLink, size: size, modified: modified, hasDetails: true)
    }

    /// The name for people (U+FFFD where the bytes are not UTF-8).
    public var displayName: String { String(decoding: name, as: UTF8.self) }

    /// Whether the name is hidden by convention (it starts with a dot).
    public var isHidden: Bool { name.first == UInt8(ascii: ".") }

    /// Whether a dialog opens it as a folder.
    public var isFolder: Bool { kind == .folder }
}
