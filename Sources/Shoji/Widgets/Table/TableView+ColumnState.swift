/// Columns the user rearranges: moved by dragging a title, hidden and shown from the header's context
/// menu, and all of it (with the widths) handed to the app as a `TableColumnState` to keep.
extension TableView {
    /// The columns' order, widths and hidden set now, for the app to store.
    public var columnState: TableColumnState {
        TableColumnState(columns: columns.map { .init(identifier: $0.identifier, width: $0.width, isHidden: $0.isHidden) })
    }

    /// Puts back a stored state: the named columns in its order with its widths (kept within each
    /// column's limits) and hidden set, then any column it does not name, in their order. Names it has of
    /// columns that no longer exist are skipped; at least one column stays shown.
    public func restoreColumnState(_ state: TableColumnState) {
        var left = columns
        var ordered: [TableColumn] = []
        for saved in state.columns {
            guard let i = left.firstIndex(where: { $0.identifier == saved.identifier }) else { continue }
            let column = left.remove(at: i)
            column.width = saved.width
            column.isHidden = saved.isHidden
            ordered.append(column)
        }
        ordered += left
        if !ordered.isEmpty, ordered.allSatisfy(\.isHidden) { ordered[0].isHidden = false }
        columns = ordered
    }

    /// Moves the column at `from` in `columns` to `to`, as a drag of its title does.
    public func moveColumn(at from: Int, to: Int) {
        guard columns.indices.contains(from), columns.indices.contains(to), from != to else { return }
        var c = columns
        c.insert(c.remove(at: from), at: to)
        columns = c
    }

    /// Hides or shows `column` (the header's context menu); the last shown column cannot be hidden.
    /// False when nothing changed.
    @discardableResult
    public func setColumn(_ column: TableColumn, hidden: Bool) -> Bool {
        guard column.isHidden != hidden, columns.contains(where: { $0 === column }) else { return false }
        if hidden && columnLayout.slots.count <= 1 { return false }
        if editedColumn === column { finishEditing(commit: true) }
        column.isHidden = hidden
        // A column shown again has no text in the rows on screen yet (hidden columns are never asked).
        reloadVisibleRows()
        columnsRearranged(column, hidden ? "hide" : "show")
        return true
    }

    /// The user moved, hid or showed a column: traced, and the delegate told (to store `columnState`).
    func columnsRearranged(_ column: TableColumn, _ how: String) {
        Trace.emit("table.columns", ["id": TraceValue(identifier), "column": .string(column.identifier), "change": .string(how),
                                     "order": .string(columns.filter { !$0.isHidden }.map(\.identifier).joined(separator: ","))])
        tableDelegate?.tableViewColumnsDidChange(self)
    }

    /// The header's context menu: every column with a check mark when shown; choosing one hides or shows
    /// it. The last shown column cannot be unchecked.
    public func columnsMenu() -> Menu {
        let shown = columnLayout.slots.count
        return Menu(items: columns.map { column in
            let item = MenuItem(column.title, identifier: identifier.map { "\($0).column.\(column.identifier)" }) { [weak self] _ in
                self?.setColumn(column, hidden: !column.isHidden)
            }
            item.isCheckable = true
            item.isChecked = !column.isHidden
            item.isEnabled = column.isHidden || shown > 1
            return item
        })
    }

    /// A title dragged over another column's middle: the dragged column takes that column's place.
    /// `x` is in content coordinates; answers whether the columns moved.
    func dragColumn(_ column: TableColumn, to x: Double) -> Bool {
        guard let from = columns.firstIndex(where: { $0 === column }), columnLayout.slot(ofColumn: from) != nil,
              let target = columnLayout.slot(at: x), target.index != from else { return false }
        let past = target.index > from ? x > target.x + target.width / 2 : x < target.x + target.width / 2
        guard past else { return false }
        moveColumn(at: from, to: target.index)
        return true
    }
}
