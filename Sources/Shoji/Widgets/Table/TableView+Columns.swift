/// Sorting by a header click, resizing and fitting columns.
extension TableView {
    /// The column with `identifier`, if any.
    public func column(withIdentifier identifier: String) -> TableColumn? { columns.first { $0.identifier == identifier } }

    /// A click on `column`'s title: sort by it, or the other way round when it already is the primary
    /// sort column. The view only records and shows the order; the delegate sorts and reloads.
    func headerClicked(_ column: TableColumn) {
        guard column.isSortable else { return }
        let old = sortDescriptors
        var next = old.filter { $0.columnIdentifier != column.identifier }
        if let first = old.first, first.columnIdentifier == column.identifier {
            next.insert(first.reversed, at: 0)
        } else {
            next.insert(TableSortDescriptor(columnIdentifier: column.identifier), at: 0)
        }
        sortDescriptors = next
        Trace.emit("table.sort", ["id": TraceValue(identifier), "column": .string(column.identifier),
                                  "ascending": .bool(next[0].ascending)])
        tableDelegate?.tableView(self, sortDescriptorsDidChange: old)
    }

    /// The user finished resizing `column`.
    func columnResized(_ column: TableColumn) {
        Trace.emit("table.resize", ["id": TraceValue(identifier), "column": .string(column.identifier), "width": TraceValue(column.width)])
        tableDelegate?.tableView(self, didResize: column)
    }

    /// The width that shows the title and every visible cell of `column` whole, within its limits. Only
    /// the rows on screen are measured (Qt's `resizeContentsPrecision` of 0): a million rows are never
    /// measured, and the width does not change as rows scroll past.
    public func fittingWidth(for column: TableColumn) -> Double {
        var widest = layoutText(column.title, style: headerView.font).size.width + 14
        let indexInColumns = columns.firstIndex { $0 === column } ?? -1
        for row in rowsInViewport() ?? 0...(-1) {
            var w = layoutText(text(forRow: row, column: column), style: font).size.width
            if indexInColumns == outlineColumnIndex { w += indentation(ofRow: row) }
            widest = max(widest, w)
        }
        return column.clampedWidth((widest + 2 * cellPadding).rounded(.up))
    }

    /// Fits `column` to its title and visible cells (a double click on the header's column edge).
    public func sizeColumnToFit(_ column: TableColumn) {
        column.width = fittingWidth(for: column)
        columnResized(column)
    }
}
