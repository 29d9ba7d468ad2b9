/// The text field a `TableView` puts over a cell edited in place: Return commits, Escape cancels, Tab and
/// Shift+Tab commit and move to the next or previous editable cell, and leaving it (a click elsewhere)
/// commits, as GTK's and AppKit's cell editors do.
@MainActor
public final class TableCellEditor: TextField {
    /// The table whose cell it edits.
    public private(set) weak var tableView: TableView?

    init(tableView: TableView) {
        self.tableView = tableView
        super.init()
        // Flush with the cell's text, so that the text does not jump as editing starts.
        textInsets = EdgeInsets(top: 2, left: tableView.cellPadding - 1, bottom: 2, right: tableView.cellPadding - 1)
        textStyle = tableView.font
    }

    public override func keyDown(_ event: KeyEvent) -> Bool {
        guard let table = tableView, table.cellEditor === self, composition == nil else { return super.keyDown(event) }
        switch (event.key, event.modifiers) {
        case (.enter, []): table.finishEditing(commit: true)
        case (.escape, []): table.finishEditing(commit: false)
        case (.tab, []): table.editAdjacentCell(forward: true)
        case (.tab, .shift): table.editAdjacentCell(forward: false)
        default: return super.keyDown(event)
        }
        return true
    }

    public override func didResignFirstResponder() {
        super.didResignFirstResponder()
        // Focus went elsewhere (a click on another view, another window): what was typed is kept.
        if let table = tableView, table.cellEditor === self { table.finishEditing(commit: true, refocus: false) }
    }
}
