import Shoji

/// The Data scene's favourite folders: a short list the user puts in the order they like by dragging
/// its rows (the table's `allowsRowReordering`), as a file manager's sidebar. A click on one shows the
/// folder in the outline. The order lives as long as the program (the scene is made anew each visit).
@MainActor
final class DataFavourites: TableViewDataSource, TableViewDelegate {
    /// Folders under /usr/share, in the user's order; kept across visits to the scene.
    static var folders = ["applications", "doc", "fonts", "icons", "locale", "man"]
    /// Told the folder of a clicked row (a path under the scene's root).
    var folderChosen: ((String) -> Void)?

    func numberOfRows(in tableView: TableView) -> Int { DataFavourites.folders.count }

    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String {
        DataFavourites.folders.indices.contains(row) ? DataFavourites.folders[row] : ""
    }

    /// The user dropped `rows` into the gap above `row`: the list takes the new order.
    func tableView(_ tableView: TableView, moveRowsAt rows: IndexRangeSet, to row: Int) -> Bool {
        DataFavourites.folders.move(fromOffsets: rows, toOffset: row)
        Trace.emit("data.favourites", ["order": .string(DataFavourites.folders.joined(separator: ","))])
        return true
    }

    func tableViewSelectionDidChange(_ tableView: TableView) {
        guard tableView.selectedRowIndexes.count == 1, let row = tableView.selectedRow,
              DataFavourites.folders.indices.contains(row) else { return }
        folderChosen?(DataScene.root + "/" + DataFavourites.folders[row])
    }
}
