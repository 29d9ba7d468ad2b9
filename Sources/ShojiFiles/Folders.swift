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

    /// The names in the folder `path` (without "." and ".."), in the order the file system gives them.
    public static func names(in path: String) throws(FileError) -> [String] {
        guard let dir = opendir(path) else { throw FileError("list the folder", path: path, code: errno) }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
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
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw FileError("read", path: path, code: errno)
            }
            if n == 0 { return bytes }
            bytes += chunk[0..<n]
        }
    }
}
