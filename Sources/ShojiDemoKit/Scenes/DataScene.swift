import Shoji

/// Data views on a real data set: the files under /usr/share (tens of thousands on a desktop) in a
/// table of name, size, kind and date, beside an outline of its folders. Picking a folder shows its
/// whole subtree's files; a header click sorts (the scene sorts a permutation of the folder's files and
/// reloads, which costs the table what its visible rows cost). The files are read off the main thread
/// behind the app's loading overlay; headless (a manual clock, for screenshots) they are read at once.
@MainActor
final class DataScene: DemoScene {
    static let name = "data"
    nonisolated static let root = "/usr/share"
    let view: View
    let table = TableView()
    let outline = OutlineView()
    private let status = Label("", style: .body.with(size: 13))
    private let context: SceneContext
    let source = DataSceneSource()

    init(context: SceneContext) {
        self.context = context
        let root = SceneView()
        view = root
        root.identifier = "data"
        status.identifier = "data.status"
        status.textColor = .secondaryLabel
        table.identifier = "data.table"
        outline.identifier = "data.outline"
        table.columns = [
            TableColumn(identifier: "name", title: tr("data.name"), width: 200, minWidth: 60),
            TableColumn(identifier: "size", title: tr("data.size"), width: 90, minWidth: 50, maxWidth: 200, alignment: .trailing),
            TableColumn(identifier: "kind", title: tr("data.kind"), width: 80, minWidth: 40),
            TableColumn(identifier: "modified", title: tr("data.modified"), width: 140, minWidth: 80),
        ]
        outline.columns = [TableColumn(identifier: "folder", title: tr("data.folders"), width: 220)]
        outline.selectionMode = .single
        source.scene = self
        table.dataSource = source
        table.tableDelegate = source
        outline.outlineDataSource = source
        outline.tableDelegate = source.outlineDelegate
        table.contextMenuInteraction = ContextMenuInteraction { [weak self] location in self?.rowMenu(at: location) }
        for v in [status, outline, table] as [View] { root.addSubview(v) }
        let (status, outline, table) = (status, outline, table)
        root.layout = { v in
            let m = 16.0
            let y = status.place(at: Point(m, m), width: v.bounds.width - 2 * m).maxY + 10
            let h = max(0, v.bounds.height - y - m)
            let left = min(260, v.bounds.width * 0.3)
            outline.frame = Rect(x: m, y: y, width: left, height: h)
            table.frame = Rect(x: m + left + 10, y: y, width: max(0, v.bounds.width - 2 * m - left - 10), height: h)
        }
        updateStatus()
    }

    /// The files as first read: the scene is made anew each time it is shown, and reading /usr/share
    /// again on every visit (tests switch scenes a thousand times) would only repeat the same answer.
    private static var readOnce: FileIndex?

    func didAppear() {
        if let index = DataScene.readOnce { return loaded(index) }
        if context.screen.inputClock is ManualClock {
            let index = FileIndex.read(DataScene.root)
            DataScene.readOnce = index
            loaded(index)
            return
        }
        let overlay = context.app?.loadingOverlay
        overlay?.text = tr("data.loading")
        overlay?.show()
        Trace.emit("data.loading", [:])
        Task { [weak self] in
            let index = await Task.detached(priority: .userInitiated) { FileIndex.read(DataScene.root) }.value
            overlay?.dismiss()
            DataScene.readOnce = index
            self?.loaded(index)
        }
    }

    private func loaded(_ index: FileIndex) {
        source.index = index
        source.folder = 0
        outline.reloadData()
        outline.expandRow(0)
        outline.selectRowIndexes(IndexRangeSet(integer: 0))
        source.folderChanged()
        updateStatus()
        Trace.emit("data.loaded", ["files": TraceValue(index.files.count), "folders": TraceValue(index.folders.count)])
    }

    func updateStatus() {
        guard let index = source.index else { status.text = tr("data.loading"); return }
        status.text = tr("data.status", index.folders[source.folder], grouped(table.numberOfRows))
    }

    private func grouped(_ n: Int) -> String {
        let s = String(n)
        var out = ""
        for (i, c) in s.enumerated() {
            if i > 0 && (s.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return out
    }

    private func rowMenu(at location: Point) -> Menu? {
        guard let row = table.row(at: location), let file = source.file(atRow: row) else { return nil }
        if !table.selectedRowIndexes.contains(row) { table.selectRowIndexes(IndexRangeSet(integer: row)) }
        let copy = MenuItem(tr("data.copyPath"), identifier: "data.copyPath") { _ in
            Pasteboard.general.string = file.path
            Trace.emit("data.copyPath", ["path": .string(file.path)])
        }
        return Menu(items: [copy])
    }
}

/// The table's and the outline's data source: rows are a folder's range of files, through a sorted
/// permutation once a header was clicked.
@MainActor
final class DataSceneSource: TableViewDataSource, TableViewDelegate, OutlineViewDataSource {
    weak var scene: DataScene?
    var index: FileIndex?
    var folder = 0
    /// The folder's files in the sorted order, as offsets into its range (nil: by path).
    private var order: [Int32]?
    let outlineDelegate = FolderOutlineDelegate()

    init() { outlineDelegate.source = self }

    private var range: Range<Int> { index.map { $0.fileRanges[folder] } ?? 0..<0 }

    func file(atRow row: Int) -> FileIndex.File? {
        guard let index, row >= 0, row < range.count else { return nil }
        return index.files[range.lowerBound + Int(order?[row] ?? Int32(row))]
    }

    func numberOfRows(in tableView: TableView) -> Int { range.count }

    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        guard let f = file(atRow: row) else { return "" }
        switch column.identifier {
        case "name": return String(f.name)
        case "size": return FileIndex.formatSize(f.size)
        case "kind": return FileIndex.kind(of: f.name)
        default: return FileIndex.formatDate(f.modified)
        }
    }

    func tableView(_ tableView: TableView, sortDescriptorsDidChange oldDescriptors: [TableSortDescriptor]) {
        sort()
        tableView.reloadData()
    }

    /// Sorts the folder's files by the table's primary sort column (the path breaks ties).
    func sort() {
        guard let index, let scene, let d = scene.table.sortDescriptors.first else { order = nil; return }
        let files = index.files, base = range.lowerBound
        var o = (0..<Int32(range.count)).map { $0 }
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
        let path = index.folders[f]
        return f == 0 ? path : String(path[path.index(after: path.lastIndex(of: "/")!)...])
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
