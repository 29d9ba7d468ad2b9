/// A place a file dialog offers in its side list: home, a user folder, a bookmark, a mounted volume.
public struct Place: Hashable, Sendable {
    /// Where a place comes from (its icon and its group in the list).
    public enum Kind: Hashable, Sendable {
        /// The home folder.
        case home
        /// An XDG user folder (`~/.config/user-dirs.dirs`: Desktop, Documents, Downloads…).
        case userFolder
        /// A GTK bookmark (`~/.config/gtk-3.0/bookmarks`).
        case bookmark
        /// A mounted volume (`/proc/self/mounts`, under /media, /run/media or /mnt).
        case volume
        /// The root of the file system.
        case root
    }

    /// The name the list shows.
    public let name: String
    /// The folder.
    public let path: FilePath
    /// Where it comes from.
    public let kind: Kind

    /// A place as given.
    public init(name: String, path: FilePath, kind: Kind) {
        self.name = name
        self.path = path
        self.kind = kind
    }
}

/// The places of this user: read from the files GTK and the XDG user-dirs tool keep, so the list is the
/// one the user's other apps show.
public enum Places {
    /// Home, the XDG user folders that exist, GTK's bookmarks, the mounted volumes and the root.
    public static func current(fileSystem: FileSystemBrowsing = LocalFileSystem()) -> [Place] {
        let home = ProcessEnvironment.value("HOME") ?? "/"
        let config = ProcessEnvironment.value("XDG_CONFIG_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        var places = [Place(name: "Home", path: FilePath(home), kind: .home)]
        if let text = try? InputFile.regularFileContents(of: config + "/user-dirs.dirs", maximumBytes: 64 * 1024) {
            places += userFolders(fromUserDirs: String(decoding: text, as: UTF8.self), home: home)
                .filter { fileSystem.kind(of: $0.path) == .folder }
        }
        for file in [config + "/gtk-3.0/bookmarks", home + "/.gtk-bookmarks"] {
            if let text = try? InputFile.regularFileContents(of: file, maximumBytes: 256 * 1024) {
                places += bookmarks(fromGTKBookmarks: text)
                break
            }
        }
        if let text = try? InputFile.contents(of: "/proc/self/mounts") {
            places += volumes(fromMounts: String(decoding: text, as: UTF8.self))
        }
        places.append(Place(name: "Computer", path: FilePath("/"), kind: .root))
        var seen = Set<FilePath>()
        return places.filter { seen.insert($0.path).inserted }
    }

    /// The folders named in a `user-dirs.dirs` file (`XDG_DOCUMENTS_DIR="$HOME/Documents"`); one equal to
    /// home is left out (the tool's way of saying "none").
    public static func userFolders(fromUserDirs text: String, home: String) -> [Place] {
        var places: [Place] = []
        for line in text.split(separator: "\n") {
            let line = line.drop(while: { $0 == " " || $0 == "\t" })
            guard line.hasPrefix("XDG_"), let eq = line.firstIndex(of: "=") else { continue }
            var value = String(line[line.index(after: eq)...]).trimmingQuotes
            if value.hasPrefix("$HOME") { value = home + value.dropFirst(5) }
            guard value.hasPrefix("/"), value != home, value != home + "/" else { continue }
            let name = String(value.split(separator: "/").last ?? "")
            places.append(Place(name: name, path: FilePath(value), kind: .userFolder))
        }
        return places
    }

    /// The local folders of a GTK bookmarks file: one `file://` URI a line, percent-encoded, with an
    /// optional label after a space. Other schemes (sftp://, smb://) are left out: the dialog lists local folders.
    public static func bookmarks(fromGTKBookmarks bytes: [UInt8]) -> [Place] {
        var places: [Place] = []
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let parts = line.split(separator: UInt8(ascii: " "), maxSplits: 1)
            guard let uri = parts.first, let path = FileURI.path(fromURI: Array(uri)) else { continue }
            let label = parts.count > 1 ? String(decoding: parts[1], as: UTF8.self) : String(decoding: path.lastComponent, as: UTF8.self)
            places.append(Place(name: label, path: path, kind: .bookmark))
        }
        return places
    }

    /// The removable volumes in a `/proc/self/mounts` text: mount points under /media, /run/media or /mnt
    /// (the file system's own mounts, /proc, /sys, are not places a user saves to). Octal escapes (`\040`) decoded.
    public static func volumes(fromMounts text: String) -> [Place] {
        var places: [Place] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2 else { continue }
            let point = FilePath(bytes: unescapeOctal(Array(fields[1].utf8)))
            let s = point.string
            guard s.hasPrefix("/media/") || s.hasPrefix("/run/media/") || s.hasPrefix("/mnt/") else { continue }
            places.append(Place(name: String(decoding: point.lastComponent, as: UTF8.self), path: point, kind: .volume))
        }
        return places
    }

    private static func unescapeOctal(_ b: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var i = 0
        while i < b.count {
            if b[i] == UInt8(ascii: "\\"), i + 3 < b.count,
               let v = UInt8(String(decoding: b[(i + 1)...(i + 3)], as: UTF8.self), radix: 8) {
                out.append(v)
                i += 4
            } else {
                out.append(b[i])
                i += 1
            }
        }
        return out
    }
}

private extension String {
    var trimmingQuotes: String {
        var s = Substring(self)
        while s.last == " " || s.last == "\t" || s.last == "\r" { s = s.dropLast() }
        if s.count >= 2, s.first == "\"", s.last == "\"" { s = s.dropFirst().dropLast() }
        return String(s)
    }
}
