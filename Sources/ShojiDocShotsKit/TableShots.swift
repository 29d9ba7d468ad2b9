import Shoji

extension DocShots {
    /// An outline of folders beside a table of files sorted by size, largest first, three rows selected.
    @MainActor static var tables: DocShot {
        DocShot("tables", Size(560, 260)) { stage in
            let files = ShotFiles()
            let folders = ShotFolders()
            stage.keptAlive += [files, folders]
            let outline = OutlineView(frame: Rect(10, 10, 170, 240))
            outline.columns = [TableColumn(identifier: "folder", title: "Folders", width: 170)]
            outline.outlineDataSource = folders
            let table = TableView(frame: Rect(190, 10, 360, 240))
            table.columns = [TableColumn(identifier: "name", title: "Name", width: 170),
                             TableColumn(identifier: "size", title: "Size", width: 80, alignment: .trailing),
                             TableColumn(identifier: "kind", title: "Kind", width: 80)]
            table.dataSource = files
            table.sortDescriptors = [TableSortDescriptor(columnIdentifier: "size", ascending: false)]
            let root = View()
            root.backgroundColor = .secondarySystemBackground
            root.addSubview(outline)
            root.addSubview(table)
            stage.window.rootView = root
            outline.expandRow(0)
            outline.expandRow(2)
            outline.selectRowIndexes(IndexRangeSet(integer: 2))
            stage.window.makeFirstResponder(table)
            table.selectRowIndexes(IndexRangeSet(integersIn: 1..<4))
            stage.settle(0.1)
        }
    }
}

/// Files sorted by size, largest first, for the picture.
@MainActor
private final class ShotFiles: TableViewDataSource {
    let rows: [(String, String, String)] = [
        ("wallpaper.png", "4.2 MB", "PNG"), ("manual.pdf", "2.8 MB", "PDF"), ("icons.svg", "640 KB", "SVG"),
        ("changelog.gz", "212 KB", "GZ"), ("README.md", "18 KB", "MD"), ("index.theme", "9.1 KB", "THEME"),
        ("copyright", "4.0 KB", "—"), ("mimeapps.list", "1.2 KB", "LIST"), ("license.txt", "1.1 KB", "TXT"),
    ]
    func numberOfRows(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        switch column.identifier {
        case "name": return rows[row].0
        case "size": return rows[row].1
        default: return rows[row].2
        }
    }
}

/// A small tree of folders, named by path.
@MainActor
private final class ShotFolders: OutlineViewDataSource {
    let children: [String: [String]] = [
        "": ["share"], "share": ["doc", "fonts", "icons", "themes"], "fonts": ["opentype", "truetype"],
        "icons": ["hicolor"], "themes": ["Default"],
    ]
    func outlineView(_ o: OutlineView, numberOfChildrenOfItem item: AnyHashable?) -> Int { children[item as? String ?? ""]?.count ?? 0 }
    func outlineView(_ o: OutlineView, child index: Int, ofItem item: AnyHashable?) -> AnyHashable { children[item as? String ?? ""]![index] }
    func outlineView(_ o: OutlineView, isItemExpandable item: AnyHashable) -> Bool { children[item as! String] != nil }
    func outlineView(_ o: OutlineView, textFor column: TableColumn, item: AnyHashable) -> String { item as! String }
}
