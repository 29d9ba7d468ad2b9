import Shoji

/// Data views on a real data set: the files under /usr/share (tens of thousands on a desktop) in a
/// table of name, size, kind and date, beside an outline of its folders. Picking a folder shows its
/// whole subtree's files; a header click sorts (the scene sorts a permutation of the folder's files and
/// reloads, which costs the table what its visible rows cost). The files are read off the main thread
/// behind the app's loading overlay; headless (a manual clock, for screenshots) they are read at once.
/// The search field over the table keeps the files whose names contain its text (case ignored) as you
/// type, still sorted by the header; a row's context menu copies its path or shows its folder in the
/// outline.
@MainActor
final class DataScene: DemoScene {
    static let name = "data"
    nonisolated static let root = "/usr/share"
    let view: View
    let table = TableView()
    let outline = OutlineView()
    /// Favourite folders, in the order the user drags them into (see `DataFavourites`).
    let favourites = TableView()
    private let favouritesSource = DataFavourites()
    private let status = Label("", style: .body.with(size: 13))
    let search = SearchField(placeholder: tr("data.search"))
    /// Rows as tall as their names wrapped at the Name column's width (off: one line a row, the fast path).
    let wrapNames = Checkbox(tr("data.wrapNames"))
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
        search.identifier = "data.search"
        search.clearButtonTitle = tr("data.searchClear")
        search.searchChanged = { [weak self] field in self?.searchChanged(field.searchString) }
        outline.identifier = "data.outline"
        favourites.identifier = "data.favourites"
        favourites.columns = [TableColumn(identifier: "folder", title: tr("data.favourites"), width: 220)]
        favourites.selectionMode = .multiple
        favourites.allowsRowReordering = true
        favourites.dataSource = favouritesSource
        favourites.tableDelegate = favouritesSource
        favouritesSource.folderChosen = { [weak self] path in self?.showFolder(path) }
        wrapNames.identifier = "data.wrapNames"
        wrapNames.valueChanged = { [weak self] box in self?.setWrapsNames(box.isChecked) }
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
        // A file dragged in from a file manager is found in the outline and the table.
        table.registerForDraggedTypes([.fileURL, .text])
        outline.outlineDataSource = source
        outline.tableDelegate = source.outlineDelegate
        table.contextMenuInteraction = ContextMenuInteraction { [weak self] location in self?.rowMenu(at: location) }
        for v in [status, search, wrapNames, outline, favourites, table] as [View] { root.addSubview(v) }
        let (status, search, outline, table, wrapNames, favourites) = (status, search, outline, table, wrapNames, favourites)
        root.layout = { v in
            let m = 16.0
            let y = status.place(at: Point(m, m), width: v.bounds.width - 2 * m).maxY + 10
            let h = max(0, v.bounds.height - y - m)
            let left = min(260, v.bounds.width * 0.3)
            // The favourites under the outline: every row shown while the outline keeps most of the height.
            let fh = min(favourites.headerHeight + favourites.rowHeight * Double(favourites.numberOfRows) + 2, h * 0.4)
            outline.frame = Rect(x: m, y: y, width: left, height: max(0, h - fh - 10))
            favourites.frame = Rect(x: m, y: y + h - fh, width: left, height: fh)
            // The search field over the table, as wide as a long name; the table under it.
            let x = m + left + 10, w = max(0, v.bounds.width - 2 * m - left - 10)
            let sh = search.intrinsicContentSize.height
            search.frame = Rect(x: x, y: y, width: min(w, 320), height: sh)
            let box = wrapNames.intrinsicContentSize
            wrapNames.frame = Rect(x: search.frame.maxX + 12, y: y + (sh - box.height) / 2,
                                   width: max(0, min(box.width, x + w - search.frame.maxX - 12)), height: box.height)
            table.frame = Rect(x: x, y: y + sh + 8, width: w, height: max(0, h - sh - 8))
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
        let folder = index.folders[source.folder]
        if source.filter.isEmpty {
            status.text = tr("data.status", folder, grouped(table.numberOfRows))
        } else {
            status.text = tr("data.statusSearched", folder, grouped(table.numberOfRows), grouped(source.numberOfFilesInFolder), search.searchString)
        }
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
        let copy = MenuItem(tr("data.copyPath"), identifier: "data.copyPath") { [weak table] _ in
            (table?.window?.screen?.pasteboard ?? .general).string = file.path
            Trace.emit("data.copyPath", ["path": .string(file.path)])
        }
        let show = MenuItem(tr("data.showInOutline"), identifier: "data.showInOutline") { [weak self] _ in
            self?.showInOutline(file)
        }
        return Menu(items: [copy, show])
    }

    /// The row of `folder` among the rows under `parentRow` (its subtree as shown).
    private func outlineRow(of folder: Int, under parentRow: Int) -> Int? {
        let level = outline.level(ofRow: parentRow), item = AnyHashable(folder)
        var r = parentRow + 1
        while r < outline.numberOfRows, outline.level(ofRow: r) > level {
            if outline.item(atRow: r) == item { return r }
            r += 1
        }
        return nil
    }

    /// Long names wrap and rows follow them (the rows grow and shrink as the Name column is resized), or
    /// every row is one line.
    func setWrapsNames(_ wraps: Bool) {
        wrapNames.isChecked = wraps
        table.rowSizing = wraps ? .automatic : .uniform
        Trace.emit("data.wrapNames", ["on": .bool(wraps)])
    }

    /// The search field sent `text`: the table keeps the files whose names contain it, case ignored.
    private func searchChanged(_ text: String) {
        source.filter = text.lowercased()
        source.folderChanged()
        Trace.emit("data.filter", ["text": .string(text), "rows": TraceValue(table.numberOfRows),
                                   "files": TraceValue(source.numberOfFilesInFolder)])
    }

    /// Expands the outline down to the file's folder and selects it there (the table then shows that
    /// folder's files, still searched), then selects the file in the table.
    func showInOutline(_ file: FileIndex.File) {
        guard let row = selectFolderInOutline(file.folder) else { return }
        if let i = source.index?.files.firstIndex(where: { $0.path == file.path }), let r = source.row(ofFile: i) {
            table.selectRowIndexes(IndexRangeSet(integer: r), scrollToVisible: true)
        }
        Trace.emit("data.showInOutline", ["path": .string(file.path), "folder": .string(source.index?.folders[file.folder] ?? ""),
                                          "row": TraceValue(row),
                                          "selected": .string(table.selectedRow.flatMap { source.file(atRow: $0)?.path } ?? "")])
    }

    /// A favourite was chosen: its folder is selected in the outline (the table shows its files).
    func showFolder(_ path: String) {
        guard let folder = source.index?.folders.firstIndex(of: path), let row = selectFolderInOutline(folder) else { return }
        // Selected from code the outline tells its delegate nothing: the table is told here.
        if folder != source.folder { source.folder = folder; source.folderChanged() }
        Trace.emit("data.showFolder", ["folder": .string(path), "row": TraceValue(row)])
    }

    /// Expands the outline down to `folder` and selects it there; its row, if found.
    private func selectFolderInOutline(_ folder: Int) -> Int? {
        let chain = source.ancestry(of: folder)
        // Down from the root: each folder expanded, its child found among the rows under it (the outline
        // finds only expanded or visible items itself, and asking for every child would read them all).
        var found = chain.first.flatMap { outline.row(forItem: AnyHashable($0)) }
        for f in chain.dropFirst() {
            guard let parentRow = found else { break }
            if let parent = outline.item(atRow: parentRow), !outline.isItemExpanded(parent) { outline.expandRow(parentRow) }
            found = outlineRow(of: f, under: parentRow)
        }
        guard let row = found else { return nil }
        outline.selectRowIndexes(IndexRangeSet(integer: row), scrollToVisible: true)
        return row
    }
}
