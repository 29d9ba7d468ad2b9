/// Rows reordered by a drag within the table, as Qt's `InternalMove` drag-drop mode and a drop from
/// `NSTableView` onto itself: with ``TableView/allowsRowReordering`` on, the selected rows dragged out
/// (see `TableView+Drag`) and dropped between two rows of the same table move there, in their order, and
/// stay selected. The line between the rows shows where they go; over the rows' own place no line shows
/// and a drop does nothing; Escape cancels the drag (the host ends it and the table forgets it).
///
/// The table works out the places and the selection; the data source only reorders its model, in one
/// call (``TableViewDataSource/tableView(_:moveRowsAt:to:)``, UIKit's and Qt's `moveRows` shape), so every
/// app does not redo the index arithmetic AppKit leaves to `acceptDrop`. An outline does not reorder:
/// a move there needs a parent and a child index (AppKit's `acceptDrop:item:childIndex:`), which its data
/// source cannot take yet.
extension TableView {
    /// Whether the drag under way is this table's own rows being reordered.
    var isReorderDrag: Bool {
        allowsRowReordering && !(self is OutlineView) && dragSession?.sourceView === self && dataSource != nil
    }

    /// The drop target a drop of the table's own rows makes: always between rows (the rows' upper half
    /// puts them above it, the lower half below it), nil over the header and over the rows' own place.
    func reorderTarget(at point: Point) -> TableDropTarget? {
        guard point.y >= contentOffset.y + headerHeight, !selection.rows.isEmpty else { return nil }
        var gap = numberOfRows
        if let row = row(at: point) {
            let r = rectOfRow(row)
            gap = point.y < r.midY ? row : row + 1
        }
        return isOwnPlace(gap) ? nil : TableDropTarget(row: gap, operation: .above)
    }

    /// Whether moving the selected rows into `gap` leaves every row where it is: the selection is one run
    /// of rows and the gap is at its top, inside it or at its bottom.
    func isOwnPlace(_ gap: Int) -> Bool {
        let ranges = selection.rows.ranges
        guard ranges.count == 1, let run = ranges.first else { return false }
        return gap >= run.lowerBound && gap <= run.upperBound
    }

    /// Moves the selected rows into `gap` (a row index before the move): the data source moves them, the
    /// table reloads and selects them at their new place.
    func moveSelectedRows(to gap: Int) {
        guard let ds = dataSource, !selection.rows.isEmpty, !isOwnPlace(gap) else { return }
        let rows = selection.rows
        let above = rows.ranges.reduce(0) { $0 + max(0, min($1.upperBound, gap) - $1.lowerBound) }
        let start = gap - above
        guard ds.tableView(self, moveRowsAt: rows, to: gap) else { return }
        reloadData()
        var s = selection
        s.rows = IndexRangeSet(integersIn: start..<(start + rows.count))
        s.anchor = start
        s.cursor = start + rows.count - 1
        applySelection(s)
        Trace.emit("table.move", ["id": TraceValue(identifier), "rows": TraceValue(rows.count),
                                  "to": TraceValue(gap), "first": TraceValue(start)])
    }
}
