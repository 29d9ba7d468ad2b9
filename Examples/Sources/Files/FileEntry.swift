import Foundation

/// One file or folder as the table shows it: read once from the file system when its folder is listed.
struct FileEntry: Equatable, Sendable {
    var name: String
    var isFolder: Bool
    /// Bytes (0 for a folder, whose size the table does not show).
    var size: Int64
    var modified: Date

    /// What the file is, from its name's extension, as a file manager's "Kind" column says it.
    var kind: String {
        if isFolder { return "Folder" }
        let ext = (name as NSString).pathExtension
        return ext.isEmpty || name.hasPrefix(".") && !name.dropFirst().contains(".") ? "File" : ext.uppercased() + " file"
    }

    /// The size as people read it: bytes below a kilobyte, then kB, MB, GB with one decimal (powers of
    /// 1,000, as GNOME's and macOS's file managers count); nothing for a folder.
    var formattedSize: String {
        if isFolder { return "—" }
        if size < 1_000 { return size == 1 ? "1 byte" : "\(size) bytes" }
        var value = Double(size) / 1_000
        for unit in ["kB", "MB", "GB"] {
            if value < 999.95 || unit == "GB" { return String(format: "%.1f %@", value, unit) }
            value /= 1_000
        }
        return "\(size) bytes"
    }
}

/// Reads a folder's entries: every name but "." and "..", hidden ones too, links not followed.
enum FolderReader {
    static func entries(of path: String) -> [FileEntry] {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: path) else { return [] }
        return names.compactMap { name in
            let full = (path as NSString).appendingPathComponent(name)
            guard let a = try? fm.attributesOfItem(atPath: full) else { return nil }
            let type = a[.type] as? FileAttributeType
            return FileEntry(name: name, isFolder: type == .typeDirectory,
                             size: type == .typeDirectory ? 0 : (a[.size] as? NSNumber)?.int64Value ?? 0,
                             modified: a[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 0))
        }
    }

    /// The folders inside `path`, by name as people sort them (case and numbers: "a2" before "a10").
    static func subfolders(of path: String) -> [String] {
        entries(of: path).filter(\.isFolder).map(\.name)
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            .map { (path as NSString).appendingPathComponent($0) }
    }
}
