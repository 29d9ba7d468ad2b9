import Foundation
import Shoji
import ShojiRuntime
import ShojiX11

/// A file browser in two views: an outline of folders (the root folder at the top, expanded; a folder's
/// subfolders read when it is expanded) beside a table of the selected folder's files: name, size, kind
/// and date modified, sorted by a click on a header. Both are views on data sources asked per row; nothing
/// is copied into the views. The root is `$FILES_ROOT`, or the home folder.
@main
final class FilesApp: ApplicationDelegate, TableViewDelegate {
    let configuration = ApplicationConfiguration(title: "Files", size: Size(900, 560), minimumSize: Size(420, 260))
    let outline = OutlineView()
    let table = TableView()
    let tree: FolderTree
    let listing = FolderListing()
    private let outlineSelection = OutlineSelection()

    init(root: String) {
        tree = FolderTree(root: root)
    }

    convenience init() {
        self.init(root: ProcessInfo.processInfo.environment["FILES_ROOT"] ?? FileManager.default.homeDirectoryForCurrentUser.path)
    }

    func applicationDidFinishLaunching(_ application: Application) {
        outline.identifier = "files.outline"
        outline.columns = [TableColumn(identifier: "folder", title: "Folders", width: 240)]
        outline.selectionMode = .single
        outline.outlineDataSource = tree
        outlineSelection.app = self
        outline.tableDelegate = outlineSelection

        table.identifier = "files.table"
        table.columns = [TableColumn(identifier: "name", title: "Name", width: 260, minWidth: 80),
                         TableColumn(identifier: "size", title: "Size", width: 90, minWidth: 60, alignment: .trailing),
                         TableColumn(identifier: "kind", title: "Kind", width: 110, minWidth: 50),
                         TableColumn(identifier: "modified", title: "Modified", width: 140, minWidth: 90)]
        table.selectionMode = .multiple
        table.sortDescriptors = [TableSortDescriptor(columnIdentifier: "name")]
        table.dataSource = listing
        table.tableDelegate = self

        application.mainWindow.rootView = FilesView(outline: outline, table: table)
        outline.expandRow(0) // the root, the one row before anything is laid out
        outline.selectRowIndexes(IndexRangeSet(integer: 0))
        show(tree.root)
    }

    /// Shows `folder`'s files in the table, in the current sort order, scrolled to the top.
    func show(_ folder: String) {
        listing.show(folder, sortedBy: table.sortDescriptors)
        table.selectRowIndexes(IndexRangeSet())
        table.reloadData()
        table.contentOffset = table.minimumContentOffset
    }

    func tableView(_ tableView: TableView, sortDescriptorsDidChange oldDescriptors: [TableSortDescriptor]) {
        listing.sort(by: tableView.sortDescriptors)
        tableView.reloadData()
    }
}

/// The outline's delegate: a folder selected is shown in the table.
@MainActor
final class OutlineSelection: TableViewDelegate {
    weak var app: FilesApp?

    func tableViewSelectionDidChange(_ tableView: TableView) {
        guard let app, let outline = tableView as? OutlineView, let row = outline.selectedRow,
              let path = outline.item(atRow: row) as? String, path != app.listing.folder else { return }
        app.show(path)
    }
}
