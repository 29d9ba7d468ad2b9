import Shoji
import ShojiFiles

extension Gallery {
    /// The larger views after the controls and overlays, one picture each: bars, tabs, panes, the data
    /// views, a paged list's footer and the file dialog.
    public static let viewNames = ["toolbar", "status-bar", "tab-view", "split-view", "table-view", "outline-view",
                                   "load-more-footer", "file-dialog"]

    @MainActor
    static func views(_ language: GalleryLanguage, _ w: GalleryLanguage.Words) -> [DocShot] {
        let v = language.viewWords
        return [
            DocShot(name(language, "toolbar"), Size(460, 64)) { stage in
                // Share cannot be performed now: its button is greyed, as its menu item would be.
                let share = Action(v.share) { _ in }
                share.validate = { $0.isEnabled = false }
                let search = TextField(placeholder: v.search)
                search.frame.size = Size(width: 120, height: 28)
                let bar = Toolbar(items: [.action(Action(v.new) { _ in }), .action(Action(v.open) { _ in }),
                                          .flexibleSpace, .view(search), .action(share)],
                                  frame: Rect(x: 10, y: 10, width: 440, height: Toolbar.height))
                stage.add(bar)
                bar.validateItems()
            },
            DocShot(name(language, "status-bar"), Size(460, 44)) { stage in
                let bar = StatusBar(frame: Rect(x: 10, y: 10, width: 440, height: StatusBar.height))
                bar.message = v.ready
                bar.permanentItems = [Label(v.position, style: StatusBar.messageStyle)]
                stage.add(bar)
            },
            DocShot(name(language, "tab-view"), Size(460, 170)) { stage in
                let pages = zip(v.tabs, [w.shortNote, w.note, w.files.joined(separator: "\n")]).enumerated().map { i, page in
                    let text = TextView()
                    text.text = page.1
                    return TabViewItem(title: page.0, view: text, isClosable: i > 0)
                }
                let tabs = TabView(items: pages, frame: Rect(x: 10, y: 10, width: 440, height: 150))
                stage.add(tabs)
                tabs.selectedIndex = 1
            },
            DocShot(name(language, "split-view"), Size(460, 170)) { stage in
                let sidebar = Label(v.folders, style: .headline)
                sidebar.alignment = .center
                sidebar.backgroundColor = .secondarySystemBackground
                let note = TextView()
                note.text = w.note
                let split = SplitView(panes: [sidebar, note], frame: Rect(x: 10, y: 10, width: 440, height: 150))
                stage.add(split)
                split.setPosition(140, ofDividerAt: 0)
                // The divider with the focus, moved by arrow keys: its ring shows where the keys go.
                stage.tab(to: split.dividers[0])
            },
            DocShot(name(language, "table-view"), Size(460, 200)) { stage in
                let files = GalleryFiles(rows: v.files)
                stage.keptAlive.append(files)
                let table = TableView(frame: Rect(x: 10, y: 10, width: 440, height: 180))
                table.columns = [TableColumn(identifier: "name", title: v.name, width: 200),
                                 TableColumn(identifier: "size", title: v.size, width: 100, alignment: .trailing),
                                 TableColumn(identifier: "kind", title: v.kind, width: 100)]
                table.dataSource = files
                table.sortDescriptors = [TableSortDescriptor(columnIdentifier: "size", ascending: false)]
                stage.add(table)
                stage.window.makeFirstResponder(table)
                table.selectRowIndexes(IndexRangeSet(integersIn: 1..<3))
            },
            DocShot(name(language, "outline-view"), Size(240, 200)) { stage in
                let tree = GalleryTree(children: v.tree)
                stage.keptAlive.append(tree)
                let outline = OutlineView(frame: Rect(x: 10, y: 10, width: 220, height: 180))
                outline.columns = [TableColumn(identifier: "folder", title: v.folders, width: 220)]
                outline.outlineDataSource = tree
                stage.add(outline)
                outline.expandRow(0)
                outline.selectRowIndexes(IndexRangeSet(integer: 2))
            },
            DocShot(name(language, "load-more-footer"), Size(300, 132)) { stage in
                let loading = LoadMoreFooter(frame: Rect(x: 10, y: 10, width: 280, height: LoadMoreFooter.height))
                loading.loadingTitle = v.loading
                loading.state = .loading
                let done = LoadMoreFooter(frame: Rect(x: 10, y: 66, width: 280, height: LoadMoreFooter.height))
                done.exhaustedTitle = v.exhausted
                done.state = .exhausted
                stage.add(loading)
                stage.add(done)
                stage.settle(0.3)
            },
            DocShot(name(language, "file-dialog"), Size(640, 400)) { stage in
                let home = FilePath("/home/hanako")
                let folder = home.appending(v.dialogPlaces[1])
                let places = [Place(name: v.dialogPlaces[0], path: home, kind: .home),
                              Place(name: v.dialogPlaces[1], path: folder, kind: .userFolder),
                              Place(name: v.dialogPlaces[2], path: home.appending(v.dialogPlaces[2]), kind: .userFolder)]
                let files = GalleryFileSystem(folder: folder, subfolders: v.subfolders, files: v.files)
                var options = FileDialogOptions(mode: .save, folder: folder, suggestedName: v.suggestedName, strings: v.dialog)
                // Hanako's clock, whatever the zone of the machine drawing the picture: Tokyo in Japanese, UTC in English.
                let offset = language == .japanese ? 9 * 3600 : 0
                options.utcOffset = { _ in offset }
                let dialog = FileDialogView(options: options, places: places, fileSystem: files)
                dialog.frame = Rect(x: 0, y: 0, width: 640, height: 400)
                stage.add(dialog)
                stage.settle(0.1)
            },
        ]
    }
}

/// A folder's files for the table picture.
@MainActor
private final class GalleryFiles: TableViewDataSource {
    let rows: [(String, String, String)]
    init(rows: [(String, String, String)]) { self.rows = rows }
    func numberOfRows(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        switch column.identifier {
        case "name": rows[row].0
        case "size": rows[row].1
        default: rows[row].2
        }
    }
}

/// A small tree of folders, each named by its title, for the outline picture.
@MainActor
private final class GalleryTree: OutlineViewDataSource {
    let children: [String: [String]]
    init(children: [String: [String]]) { self.children = children }
    func outlineView(_ o: OutlineView, numberOfChildrenOfItem item: AnyHashable?) -> Int { children[item as? String ?? ""]?.count ?? 0 }
    func outlineView(_ o: OutlineView, child index: Int, ofItem item: AnyHashable?) -> AnyHashable { children[item as? String ?? ""]![index] }
    func outlineView(_ o: OutlineView, isItemExpandable item: AnyHashable) -> Bool { children[item as! String] != nil }
    func outlineView(_ o: OutlineView, textFor column: TableColumn, item: AnyHashable) -> String { item as! String }
}

/// One folder of files and two subfolders, in memory: the file dialog's picture reads no real disk.
private struct GalleryFileSystem: FileSystemBrowsing {
    let folder: FilePath
    let subfolders: [String]
    let files: [(String, String, String)]

    func entries(in path: FilePath) throws(FileError) -> [FolderEntry] {
        guard path == folder else { return [] }
        // A fixed date (2026-11-20 09:30 UTC), so that the picture is the same on every run.
        let date = 1_795_512_600.0
        let folders = subfolders.map { FolderEntry(name: Array($0.utf8), kind: .folder, modified: date) }
        return folders + files.enumerated().map { i, f in
            FolderEntry(name: Array(f.0.utf8), kind: .file, size: Int64(4_200_000 >> (2 * i)), modified: date - Double(i) * 86_400)
        }
    }

    func kind(of path: FilePath) -> FolderEntry.Kind? { path == folder || path.bytes.count < folder.bytes.count ? .folder : nil }

    func makeFolder(at path: FilePath) throws(FileError) {}
}
