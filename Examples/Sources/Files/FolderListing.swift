import Foundation
import Shoji

/// The table's rows: the selected folder's entries, in the order of the table's sort descriptors (by
/// name at first, folders and files mixed as the descriptor says; ties by name).
@MainActor
final class FolderListing: TableViewDataSource {
    private(set) var folder: String?
    private(set) var entries: [FileEntry] = []
    /// The time zone dates are shown in (the user's; the test fixes one).
    var timeZone = TimeZone.current { didSet { dateFormatter.timeZone = timeZone } }
    private let dateFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyy-MM-dd HH:mm"
        return f
    }()

    /// Lists `path` and sorts it by `descriptors`.
    func show(_ path: String, sortedBy descriptors: [TableSortDescriptor]) {
        folder = path
        entries = FolderReader.entries(of: path)
        sort(by: descriptors)
    }

    func sort(by descriptors: [TableSortDescriptor]) {
        let d = descriptors.first ?? TableSortDescriptor(columnIdentifier: "name")
        let byName: (FileEntry, FileEntry) -> Bool = { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        let ascending: (FileEntry, FileEntry) -> Bool
        switch d.columnIdentifier {
        case "size": ascending = { $0.size != $1.size ? $0.size < $1.size : byName($0, $1) }
        case "kind": ascending = { $0.kind != $1.kind ? $0.kind.localizedStandardCompare($1.kind) == .orderedAscending : byName($0, $1) }
        case "modified": ascending = { $0.modified != $1.modified ? $0.modified < $1.modified : byName($0, $1) }
        default: ascending = byName
        }
        entries.sort { d.ascending ? ascending($0, $1) : ascending($1, $0) }
    }

    func numberOfRows(in tableView: TableView) -> Int { entries.count }

    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        guard entries.indices.contains(row) else { return "" }
        let e = entries[row]
        switch column.identifier {
        case "name": return e.name
        case "size": return e.formattedSize
        case "kind": return e.kind
        default: return dateFormatter.string(from: e.modified)
        }
    }

    /// Rows dragged out carry their files (a file manager copies them, a text editor gets the names).
    func tableView(_ tableView: TableView, filePathForRow row: Int) -> String? {
        guard let folder, entries.indices.contains(row) else { return nil }
        return folder.hasSuffix("/") ? folder + entries[row].name : folder + "/" + entries[row].name
    }
}
