import Glibc

/// What a file dialog needs from the file system, kept to a protocol so that the dialog's model (in
/// `Shoji`, which imports no C) can be given another one: a test's, a remote one.
public protocol FileSystemBrowsing: Sendable {
    /// The entries of the folder at `path` (without "." and ".."), in no particular order.
    func entries(in path: FilePath) throws(FileError) -> [FolderEntry]
    /// What is at `path` (through links), or nil when nothing is (or a link leads nowhere).
    func kind(of path: FilePath) -> FolderEntry.Kind?
    /// Makes the folder `path` (its parent must exist).
    func makeFolder(at path: FilePath) throws(FileError)
    /// `entry` (a name of the folder `folder`) with its size and date read, for an entry listed without
    /// them (``FolderEntry/hasDetails`` false). It comes back as it was when the name is gone.
    func details(of entry: FolderEntry, in folder: FilePath) -> FolderEntry
}

extension FileSystemBrowsing {
    /// `entry` as it is: a file system that lists every entry with its details has none to add.
    public func details(of entry: FolderEntry, in folder: FilePath) -> FolderEntry { entry }
}

/// The local file system, read with `opendir`/`readdir`: names and kinds first, from the kind `readdir`
/// gives (`d_type`), and sizes and dates later, one `fstatat` for each row a dialog shows or sorts by.
/// Stat'ing every name of 50,000 took most of the dialog's first frame (127 of 173 ms), for rows never seen.
public struct LocalFileSystem: FileSystemBrowsing {
    /// The local file system.
    public init() {}

    public func entries(in path: FilePath) throws(FileError) -> [FolderEntry] {
        try FolderListing.entries(in: path, readingDetails: false)
    }

    public func details(of entry: FolderEntry, in folder: FilePath) -> FolderEntry {
        FolderListing.details(of: entry, in: folder)
    }

    public func kind(of path: FilePath) -> FolderEntry.Kind? {
        var st = stat()
        let found = path.withCString { stat($0, &st) == 0 }
        return found ? FolderListing.kind(st.st_mode) : nil
    }

    public func makeFolder(at path: FilePath) throws(FileError) {
        let made = path.withCString { mkdir($0, 0o777) == 0 }
        if !made { throw FileError("create the folder", path: path.string, code: errno) }
    }
}

/// Reads a folder's entries with their kinds, sizes and dates.
public enum FolderListing {
    /// The entries of the folder `path`. A name that vanishes while being read is left out; a link that
    /// leads nowhere (a loop, a missing target) is listed as ``FolderEntry/Kind/brokenLink``.
    ///
    /// With `readingDetails` false, a name whose kind `readdir` tells (a folder, a regular file, a device)
    /// is listed without a `stat`, its size and date left for ``details(of:in:)``; links, and names on a
    /// file system that does not tell kinds (`DT_UNKNOWN`), are still stat'ed, since their kind needs it.
    public static func entries(in path: FilePath, readingDetails: Bool = true) throws(FileError) -> [FolderEntry] {
        let fd = path.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard fd >= 0 else { throw FileError("list the folder", path: path.string, code: errno) }
        // fdopendir owns fd from here: closedir closes it.
        guard let dir = fdopendir(fd) else {
            let code = errno
            close(fd)
            throw FileError("list the folder", path: path.string, code: code)
        }
        defer { closedir(dir) }
        var result: [FolderEntry] = []
        while let entry = readdir(dir) {
            // Read in place, as `Folders.names` does: d_name is only as long as the entry.
            let cName = UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self)
            let length = strlen(cName)
            let name = Array(UnsafeRawBufferPointer(start: cName, count: length))
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            if !readingDetails, let kind = kind(direntType: entry.pointee.d_type) {
                result.append(FolderEntry(name: name, kind: kind, hasDetails: false))
                continue
            }
            var st = stat()
            var isLink = false
            if fstatat(fd, cName, &st, AT_SYMLINK_NOFOLLOW) != 0 { continue }
            if st.st_mode & S_IFMT == S_IFLNK {
                isLink = true
                if fstatat(fd, cName, &st, 0) != 0 {
                    result.append(FolderEntry(name: name, kind: .brokenLink, isLink: true))
                    continue
                }
            }
            let kind = self.kind(st.st_mode)
            let modified = Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9
            result.append(FolderEntry(name: name, kind: kind, isLink: isLink,
                                      size: kind == .file ? Int64(st.st_size) : 0, modified: modified))
        }
        return result
    }

    /// `entry` (a name in `folder`) with its size and date read through links; as it was when the name
    /// is gone or leads nowhere.
    public static func details(of entry: FolderEntry, in folder: FilePath) -> FolderEntry {
        if entry.hasDetails { return entry }
        var st = stat()
        let found = folder.appending(entry.name).withCString { stat($0, &st) == 0 }
        guard found else { return entry }
        let modified = Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9
        return entry.withDetails(size: entry.kind == .file ? Int64(st.st_size) : 0, modified: modified)
    }

    /// The kind `readdir` gives, when it gives one that needs no `stat` (not a link, not unknown).
    private static func kind(direntType: UInt8) -> FolderEntry.Kind? {
        switch Int(direntType) {
        case Int(DT_DIR): return .folder
        case Int(DT_REG): return .file
        case Int(DT_FIFO), Int(DT_CHR), Int(DT_BLK), Int(DT_SOCK): return .special
        default: return nil
        }
    }

    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    static func kind(_ mode: mode_t) -> FolderEntry.Kind {
        switch mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .special
        }
    }
}
