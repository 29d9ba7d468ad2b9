/// Editing a cell in place, as `NSTableView` and GTK's editable cells do: F2, Return or a double click on
/// a cell the data source says is editable puts a `TableCellEditor` over it; Return commits (the data
/// source is given the text, then the cell is asked again), Escape cancels, Tab and Shift+Tab commit and
/// move to the next or previous editable cell, along the row and on to the next row.
extension TableView {
    /// The row of the cell being edited, if any.
    public var editedRow: Int? { editedCell?.row }

    /// The column of the cell being edited, if any.
    public var editedColumn: TableColumn? { editedCell.map { columns[$0.column] } }

    /// How many rows Tab looks through for the next editable cell (a table of a million rows where only
    /// one cell is editable must not ask a million rows).
    static let editSearchRows = 64

    /// Whether the data source lets the user edit the cell (a shown column, an existing row).
    public func canEditCell(row: Int, column: TableColumn) -> Bool {
        guard row >= 0, row < numberOfRows, !column.isHidden else { return false }
        return cellIsEditable(row: row, column: column)
    }

    /// Starts editing the cell, when the data source allows it: the row scrolls into view and a text
    /// field with the cell's text, all selected, takes the keyboard. Editing another cell commits first.
    @discardableResult
    public func editCell(row: Int, column: TableColumn) -> Bool {
        guard canEditCell(row: row, column: column), let index = columns.firstIndex(where: { $0 === column }) else { return false }
        if cellEditor != nil { finishEditing(commit: true, refocus: false) }
        scrollRowToVisible(row)
        let editor = TableCellEditor(tableView: self)
        editor.text = text(forRow: row, column: column)
        editor.identifier = identifier.map { "\($0).editor" }
        cellEditor = editor
        editedCell = (row, index)
        insertSubview(editor, belowSubview: headerView)
        placeCellEditor()
        _ = window?.makeFirstResponder(editor)
        editor.selectedRange = 0..<editor.text.unicodeScalars.count
        Trace.emit("table.edit", ["id": TraceValue(identifier), "row": TraceValue(row), "column": .string(column.identifier)])
        return true
    }

    /// Ends editing: with `commit`, the data source is given the text (when it changed) and the cell is
    /// asked again; without, the text is dropped. The table takes the keyboard back unless `refocus` is
    /// false (the focus already went elsewhere).
    public func finishEditing(commit: Bool, refocus: Bool = true) {
        guard let editor = cellEditor, let cell = editedCell else { return }
        // Cleared first: taking the editor away makes it resign, which would finish again.
        cellEditor = nil
        editedCell = nil
        let column = columns.indices.contains(cell.column) ? columns[cell.column] : nil
        let old = column.map { text(forRow: cell.row, column: $0) }
        let changed = commit && column != nil && cell.row < numberOfRows && editor.text != old
        if changed, let column {
            storeEditedText(editor.text, row: cell.row, column: column)
        }
        if refocus, window?.firstResponder === editor { _ = window?.makeFirstResponder(self) }
        editor.removeFromSuperview()
        reloadVisibleRows()
        Trace.emit("table.edit.end", ["id": TraceValue(identifier), "row": TraceValue(cell.row),
                                      "committed": .bool(changed), "text": .string(changed ? editor.text : "")])
    }

    /// Tab in the editor: commits and edits the next (or previous) editable cell, along the row and then
    /// the rows below (above); none within `editSearchRows` rows: editing just ends.
    func editAdjacentCell(forward: Bool) {
        guard let cell = editedCell else { return }
        finishEditing(commit: true)
        let shown = columnLayout.slots.map(\.index)
        guard var slot = shown.firstIndex(of: cell.column) else { return }
        var row = cell.row
        for _ in 0..<(TableView.editSearchRows * max(1, shown.count)) {
            slot += forward ? 1 : -1
            if slot >= shown.count { slot = 0; row += 1 }
            if slot < 0 { slot = shown.count - 1; row -= 1 }
            guard row >= 0, row < numberOfRows else { return }
            if canEditCell(row: row, column: columns[shown[slot]]) {
                selectRowForEditing(row)
                editCell(row: row, column: columns[shown[slot]])
                return
            }
        }
    }

    /// The row whose cell is edited becomes the selected one and the cursor, as a click on it would.
    func selectRowForEditing(_ row: Int) {
        guard !selection.rows.contains(row) || selection.cursor != row else { return }
        var s = selection
        s.click(row, modifiers: [])
        applySelection(s)
    }

    /// The first editable shown column of `row`, left to right.
    func firstEditableColumn(ofRow row: Int) -> TableColumn? {
        columnLayout.slots.lazy.map { self.columns[$0.index] }.first { self.canEditCell(row: row, column: $0) }
    }

    /// Keeps the editor over its cell as the table scrolls or its columns change (in content coordinates,
    /// past the outline's indentation).
    func placeCellEditor() {
        guard let editor = cellEditor, let cell = editedCell else { return }
        guard let slot = columnLayout.slot(ofColumn: cell.column), cell.row < numberOfRows else {
            finishEditing(commit: false)
            return
        }
        let indent = cell.column == outlineColumnIndex ? indentation(ofRow: cell.row) : 0
        let r = rectOfRow(cell.row)
        editor.frame = Rect(x: slot.x + indent, y: r.minY, width: max(20, slot.width - indent), height: r.height)
    }
}
