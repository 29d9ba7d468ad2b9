import Shoji

/// The table's and the outline's data source: rows are a folder's range of files, through the rows the
/// search keeps (names containing the search text, case ignored) in the sorted order once a header was
/// clicked.
@MainActor
final class DataSceneSource: TableViewDataSource, TableViewDelegate, OutlineViewDataSource {
    weak var scene: DataScene?
    var index: FileIndex? { didSet { lowercasedNames = nil; parents = nil } }
    var folder = 0
    /// The search field's text, lowercased (empty: every file).
    var filter = ""
    /// The rows shown, as offsets into the folder's range (nil: all of them, by path).
    private var order: [Int32]?
    /// Every file's name lowercased, made at the first search so each keystroke compares plain strings.
    private var lowercasedNames: [String]?
    /// Each folder's parent (-1 for the root), made at the first "Show in outline".
    private var parents: [Int]?
    let outlineDelegate = FolderOutlineDelegate()

    init() { outlineDelegate.source = self }

    private var range: Range<Int> { index.map { $0.fileRanges[folder] } ?? 0..<0 }

    /// The index into `index.files` of the file at `row`.
    func fileIndex(atRow row: Int) -> Int? {
        guard index != nil, row >= 0, row < numberOfRows else { return nil }
        return range.lowerBound + Int(order?[row] ?? Int32(row))
    }

    func file(atRow row: Int) -> FileIndex.File? { fileIndex(atRow: row).map { index!.files[$0] } }

    /// The row showing file `i` (an index into `index.files`), if it shows.
    func row(ofFile i: Int) -> Int? {
        guard range.contains(i) else { return nil }
        let offset = Int32(i - range.lowerBound)
        guard let order else { return Int(offset) }
        return order.firstIndex(of: offset)
    }

    /// The rows the table has: the folder's files the search keeps.
    var numberOfRows: Int { order?.count ?? range.count }
    /// The folder's files, searched or not.
    var numberOfFilesInFolder: Int { range.count }

    func numberOfRows(in tableView: TableView) -> Int { numberOfRows }

    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        guard let f = file(atRow: row) else { return "" }
        switch column.identifier {
        case "name": return String(f.name)
        case "size": return FileIndex.formatSize(f.size)
        case "kind": return FileIndex.kind(of: f.name)
        default: return FileIndex.formatDate(f.modified)
        }
    }

    /// Rows dragged out carry their files (a file manager copies them, a terminal gets their paths).
    func tableView(_ tableView: TableView, filePathForRow row: Int) -> String? { file(atRow: row)?.path }

    /// A file from another program dropped anywhere on the table is found: its folder selected in the
    /// outline and the file in the table. Only files under /usr/share can be found; the table's own rows
    /// dragged back onto it are not taken.
    func tableView(_ tableView: TableView, validateDrop proposed: TableDropTarget) -> TableDropTarget? {
        tableView.dragSession?.sourceView === tableView ? nil : .wholeTable
    }

    func tableView(_ tableView: TableView, acceptDrop content: PasteboardContent, target: TableDropTarget) -> Bool {
        guard let index, let path = content.filePaths.first ?? content.text?.trimmingWhitespace(),
              let file = index.files.first(where: { $0.path == path }) else {
            Trace.emit("data.dropped", ["path": .string(content.filePaths.first ?? content.text ?? ""), "found": .bool(false)])
            return false
        }
        scene?.showInOutline(file)
        Trace.emit("data.dropped", ["path": .string(path), "found": .bool(true)])
        return true
    }

    func tableView(_ tableView: TableView, sortDescriptorsDidChange oldDescriptors: [TableSortDescriptor]) {
        sort()
        tableView.reloadData()
    }

    /// The folder's files the search keeps, sorted by the table's primary sort column (the path breaks
    /// ties); nil when every file shows by path.
    func sort() {
        guard let index, let scene else { order = nil; return }
        let files = index.files, base = range.lowerBound
        var o: [Int32]
        if filter.isEmpty {
            guard scene.table.sortDescriptors.first != nil else { order = nil; return }
            o = (0..<Int32(range.count)).map { $0 }
        } else {
            if lowercasedNames == nil { lowercasedNames = files.map { $0.name.lowercased() } }
            let names = lowercasedNames!, needle = filter
            o = (0..<Int32(range.count)).filter { names[base + Int($0)].contains(needle) }
        }
        guard let d = scene.table.sortDescriptors.first else { order = o; return }
        func key(_ i: Int32) -> FileIndex.File { files[base + Int(i)] }
        let asc = d.ascending
        switch d.columnIdentifier {
        case "size": o.sort { let a = key($0), b = key($1); return a.size != b.size ? (a.size < b.size) == asc : $0 < $1 }
        case "modified": o.sort { let a = key($0), b = key($1); return a.modified != b.modified ? (a.modified < b.modified) == asc : $0 < $1 }
        case "kind":
            o.sort { let a = FileIndex.kind(of: key($0).name), b = FileIndex.kind(of: key($1).name); return a != b ? (a < b) == asc : $0 < $1 }
        default:
            o.sort { let a = key($0).name, b = key($1).name; return a != b ? (a < b) == asc : $0 < $1 }
        }
        order = o
    }

    /// The folders from the root down to `folder`, the root first.
    func ancestry(of folder: Int) -> [Int] {
        guard let index else { return [] }
        if parents == nil {
            var p = [Int](repeating: -1, count: index.folders.count)
            for (f, subs) in index.subfolders.enumerated() { for s in subs { p[s] = f } }
            parents = p
        }
        var chain = [folder], f = folder
        while let p = parents?[f], p >= 0 { chain.append(p); f = p }
        return chain.reversed()
    }

    func folderChanged() {
        sort()
        scene?.table.selectRowIndexes(IndexRangeSet())
        scene?.table.reloadData()
        scene?.table.contentOffset.y = scene?.table.minimumContentOffset.y ?? 0
        scene?.updateStatus()
    }

    // MARK: Outline of folders (items: folder indices)

    func outlineView(_ outlineView: OutlineView, numberOfChildrenOfItem item: AnyHashable?) -> Int {
        guard let index else { return 0 }
        guard let f = item as? Int else { return 1 } // the root folder itself
        return index.subfolders[f].count
    }

    func outlineView(_ outlineView: OutlineView, child i: Int, ofItem item: AnyHashable?) -> AnyHashable {
        guard let f = item as? Int else { return AnyHashable(0) }
        return AnyHashable(index?.subfolders[f][i] ?? 0)
    }

    func outlineView(_ outlineView: OutlineView, isItemExpandable item: AnyHashable) -> Bool {
        guard let f = item as? Int, let index else { return false }
        return !index.subfolders[f].isEmpty
    }

    func outlineView(_ outlineView: OutlineView, textFor column: TableColumn, item: AnyHashable) -> String {
        guard let f = item as? Int, let index else { return "" }
        if let name = renamedFolders[f] { return name }
        let path = index.folders[f]
        return f == 0 ? path : String(path[path.index(after: path.lastIndex(of: "/")!)...])
    }

    /// Names the user gave folders in the outline. The demo renames them in its model only: the folders
    /// on disk are the system's, and their files keep their paths.
    private(set) var renamedFolders: [Int: String] = [:]

    /// Every folder but the root can be renamed in place (F2, Return or a double click).
    func outlineView(_ outlineView: OutlineView, canEdit column: TableColumn, item: AnyHashable) -> Bool {
        (item as? Int).map { $0 != 0 } ?? false
    }

    func outlineView(_ outlineView: OutlineView, setText text: String, for column: TableColumn, item: AnyHashable) {
        guard let f = item as? Int, !text.isEmpty else { return }
        renamedFolders[f] = text
        Trace.emit("data.renameFolder", ["folder": TraceValue(f), "name": .string(text)])
    }
}

/// Picking a folder in the outline shows its files in the table.
@MainActor
final class FolderOutlineDelegate: TableViewDelegate {
    weak var source: DataSceneSource?

    func tableViewSelectionDidChange(_ tableView: TableView) {
        guard let source, let outline = tableView as? OutlineView, let row = outline.selectedRow,
              let f = outline.item(atRow: row) as? Int, f != source.folder else { return }
        source.folder = f
        source.folderChanged()
    }
}
