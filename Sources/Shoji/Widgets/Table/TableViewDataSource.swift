/// Where a `TableView`'s cells come from, as `NSTableViewDataSource`: the table asks for the number of
/// rows and then for the text of each cell it shows, when it shows it. Nothing is copied per row, so a
/// million rows cost what the rows on screen cost.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many rows the table has.
    func numberOfRows(in tableView: TableView) -> Int
    /// The text of the cell at `row` in `column`; asked only for rows on screen (and by copy, type-ahead
    /// find and fitting a column to its visible cells).
    func tableView(_ tableView: TableView, textFor column: TableColumn, row: Int) -> String
    /// Whether the user may edit the cell in place (F2, Return or a double click on it); false unless
    /// answered.
    func tableView(_ tableView: TableView, canEdit column: TableColumn, row: Int) -> Bool
    /// The user committed `text` in the cell: store it; the table asks for the cell again.
    func tableView(_ tableView: TableView, setText text: String, for column: TableColumn, row: Int)
    /// The file `row` stands for, if any: rows dragged out carry these paths as `text/uri-list` beside
    /// their tab-separated text (a file manager takes the files, a text editor the text); nil unless
    /// answered.
    func tableView(_ tableView: TableView, filePathForRow row: Int) -> String?
    /// A drag is over the table (made a drop target by `registerForDraggedTypes(_:)`), and the table
    /// proposes `proposed`: return it, another place (a drop on a file row retargeted above it), or nil to
    /// refuse a drop there; nil unless answered.
    func tableView(_ tableView: TableView, validateDrop proposed: TableDropTarget) -> TableDropTarget?
    /// `content` was dropped at `target` (as validated): take it (insert, move, copy rows) and reload;
    /// return whether it was taken. False unless answered.
    func tableView(_ tableView: TableView, acceptDrop content: PasteboardContent, target: TableDropTarget) -> Bool
    /// The user dragged `rows` into the gap above `row` (an index before the move; the row count: after
    /// the last row), with ``TableView/allowsRowReordering`` on: move them there in the model, in their
    /// order (`Array.move(fromOffsets:toOffset:)` does it), and return true; the table then reloads and
    /// keeps them selected at their new place. Return false to refuse the move (the table and its
    /// selection stay as they were), as AppKit's `acceptDrop`. Not called for a drop on their own place.
    /// False unless answered.
    func tableView(_ tableView: TableView, moveRowsAt rows: IndexRangeSet, to row: Int) -> Bool
}

public extension TableViewDataSource {
    func tableView(_ tableView: TableView, canEdit column: TableColumn, row: Int) -> Bool { false }
    func tableView(_ tableView: TableView, setText text: String, for column: TableColumn, row: Int) {}
    func tableView(_ tableView: TableView, filePathForRow row: Int) -> String? { nil }
    func tableView(_ tableView: TableView, validateDrop proposed: TableDropTarget) -> TableDropTarget? { nil }
    func tableView(_ tableView: TableView, acceptDrop content: PasteboardContent, target: TableDropTarget) -> Bool { false }
    func tableView(_ tableView: TableView, moveRowsAt rows: IndexRangeSet, to row: Int) -> Bool { false }
}

/// Told what the user does with a `TableView`, as `NSTableViewDelegate`; every method is optional.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The selection changed through the user (a click, a key, select-all).
    func tableViewSelectionDidChange(_ tableView: TableView)
    /// The user clicked a header: sort the model by `tableView.sortDescriptors` and call `reloadData()`.
    func tableView(_ tableView: TableView, sortDescriptorsDidChange oldDescriptors: [TableSortDescriptor])
    /// The user resized `column` (by a drag or a double click on its edge).
    func tableView(_ tableView: TableView, didResize column: TableColumn)
    /// A row was double-clicked, or Return pressed on the selection.
    func tableView(_ tableView: TableView, didActivateRow row: Int)
    /// The user moved, hid or showed a column (store `tableView.columnState` to remember it).
    func tableViewColumnsDidChange(_ tableView: TableView)
    /// How tall `row` is, with `rowSizing` `.delegate`: asked once for each row as it comes on screen (not
    /// for every row first, as AppKit does); `rowHeight` unless answered.
    func tableView(_ tableView: TableView, heightOfRow row: Int) -> Double
}

public extension TableViewDelegate {
    func tableViewSelectionDidChange(_ tableView: TableView) {}
    func tableView(_ tableView: TableView, sortDescriptorsDidChange oldDescriptors: [TableSortDescriptor]) {}
    func tableView(_ tableView: TableView, didResize column: TableColumn) {}
    func tableView(_ tableView: TableView, didActivateRow row: Int) {}
    func tableViewColumnsDidChange(_ tableView: TableView) {}
    func tableView(_ tableView: TableView, heightOfRow row: Int) -> Double { tableView.rowHeight }
}
