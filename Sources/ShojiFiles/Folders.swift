import Glibc

/// Folders for output: made with their parents when missing, with errors that name the folder.
public enum Folders {
    /// Makes `path` and any missing parents (mode 0777 less the umask, as `mkdir -p`). A path that exists
    /// and is not a folder, or one that cannot be made, is an error naming it and the reason.
    public static func create(_ path: String) throws(FileError) {
        guard !path.isEmpty else { throw FileError("create the folder", path: "\"\"", reason: "the path is empty") }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/") {
            prefix += part
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                var st = stat()
                // EEXIST is fine for a folder; a file there is not. Other errors on a parent that exists
                // (EACCES on /, EROFS) do not matter either: only the first missing part must be made.
                if stat(prefix, &st) == 0 {
                    if st.st_mode & S_IFMT != S_IFDIR {
                        let what = prefix == path || prefix == path + "/" ? "it" : prefix
                        throw FileError("create the folder", path: path, reason: "\(what) is there and is not a folder")
                    }
                } else {
                    throw FileError("create the folder", path: path, code: code)
                }
            }
            prefix += "/"
        }
    }

    /// The folder for temporary files: `$TMPDIR` when it is an absolute path, else /tmp.
    public static var temporary: String {
        if let t = ProcessEnvironment.value("TMPDIR"), t.hasPrefix("/") { return t }
        return "/tmp"
    }

    /// Where a `dirent`'s name starts.
    private static let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!

    /// The names in the folder `path` (without "." and ".."), in the order the file system gives them.
    public static func names(in path: String) throws(FileError) -> [String] {
        guard let dir = opendir(path) else { throw FileError("list the folder", path: path, code: errno) }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            // Read in place: an entry is only as long as its name (d_reclen), so copying the 256-byte d_name
            // field out, as `withUnsafeBytes(of: entry.pointee.d_name)` does, reads past the end of the
            // last entry in libc's buffer (AddressSanitizer caught it in the demo's file index).
            let name = String(cString: UnsafeRawPointer(entry).advanced(by: nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes `path` and everything in it, without following links (a link inside is removed, not
    /// what it points at). Errors are ignored: this is cleanup.
    public static func removeTree(_ path: String) {
        var st = stat()
        guard lstat(path, &st) == 0 else { return }
        if st.st_mode & S_IFMT == S_IFDIR, let names = try? names(in: path) {
            for name in names { removeTree(path + "/" + name) }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}

/// Whole files read in, with errors that name the file and the reason in words.
public enum InputFile {
    /// The text of `path`, decoded as UTF-8 (a malformed sequence becomes U+FFFD).
    public static func text(of path: String) throws(FileError) -> String {
        String(decoding: try contents(of: path), as: UTF8.self)
    }

    /// The bytes of `path` (through a link: reading does not change what it points at).
    public static func contents(of path: String) throws(FileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError("read", path: path, code: errno) }
        defer { close(fd) }
        return try readAll(fd, path: path)
    }

    /// The bytes of the regular file at `path`, at most `maximumBytes` of them. Anything else is refused
    /// without waiting: the file is opened non-blocking, so a FIFO nobody writes to (or a device) named
    /// like the file is an error at once, not a hang, and `fstat` on what was opened says what it is.
    public static func regularFileContents(of path: String, maximumBytes: Int) throws(FileError) -> [UInt8] {
        var st = stat()
        // Looked at before it is opened, so that no device is ever opened (opening some does something);
        // what was opened is looked at again, in case the file was swapped in between.
        guard stat(path, &st) == 0 else { throw FileError("read", path: path, code: errno) }
        try requireRegular(st, path: path)
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError("read", path: path, code: errno) }
        defer { close(fd) }
        guard fstat(fd, &st) == 0 else { throw FileError("read", path: path, code: errno) }
        try requireRegular(st, path: path)
        guard st.st_size <= maximumBytes else {
            throw FileError("read", path: path, reason: "it has \(st.st_size) bytes, more than the \(maximumBytes) such a file may have")
        }
        // A regular file never blocks; reading it in whole takes it as it is now.
        return try readAll(fd, path: path, maximumBytes: maximumBytes, expected: Int(st.st_size))
    }

    private static func requireRegular(_ st: stat, path: String) throws(FileError) {
        let kind: String
        switch st.st_mode & S_IFMT {
        case S_IFREG: kind = ""
        case S_IFDIR: kind = "a folder"
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR, S_IFBLK: kind = "a device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "something other than a file"
        }
        guard kind.isEmpty else { throw FileError("read", path: path, reason: "it is \(kind), not a regular file") }
    }

    private static func readAll(_ fd: Int32, path: String, maximumBytes: Int = .max, expected: Int = 0) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expected)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError("read", path: path, code: errno)
            }
            if n == 0 { return bytes }
            // It grew while being read: no more than the limit either way.
            guard bytes.count + n <= maximumBytes else {
                throw FileError("read", path: path, reason: "it has more than the \(maximumBytes) bytes such a file may have")
            }
            bytes += chunk[0..<n]
        }
    }
}
