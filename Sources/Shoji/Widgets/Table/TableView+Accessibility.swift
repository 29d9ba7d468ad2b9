/// The table as assistive technology reads it: every row of the data (not only those on screen), the
/// shown columns left to right, and the selection, through `AccessibleTable`. An AT-SPI client asks
/// for a cell by row and column and gets its text from the data source, as the row would draw it.
extension TableView: AccessibleTable {
    public var accessibilityRowCount: Int { numberOfRows }

    public var accessibilityColumnCount: Int { columnLayout.slots.count }

    /// The column shown at `column`, left to right.
    private func shownColumn(_ column: Int) -> TableColumn? {
        guard columnLayout.slots.indices.contains(column) else { return nil }
        return columns[columnLayout.slots[column].index]
    }

    public func accessibilityCellText(row: Int, column: Int) -> String {
        guard let c = shownColumn(column) else { return "" }
        return text(forRow: row, column: c)
    }

    public func accessibilityColumnTitle(_ column: Int) -> String { shownColumn(column)?.title ?? "" }

    public var accessibilitySelectedRows: IndexRangeSet { selection.rows }

    public func accessibilitySetRow(_ row: Int, selected: Bool) -> Bool {
        guard row >= 0, row < numberOfRows, selectionMode != .none, isAccessibilityReachable else { return false }
        guard selection.rows.contains(row) != selected else { return true }
        var s = selection
        // Ctrl+click is what adds one row to, or takes one from, a selection the user made.
        s.click(row, modifiers: selected && selectionMode == .single ? [] : .control)
        applySelection(s)
        return s.rows.contains(row) == selected
    }

    public func accessibilitySelectAllRows(_ selected: Bool) -> Bool {
        guard isAccessibilityReachable, selectionMode != .none else { return false }
        if selected {
            guard selectionMode == .multiple else { return false }
            selectAll()
        } else {
            var s = selection
            s.set(IndexRangeSet())
            applySelection(s)
        }
        return true
    }

    public func accessibilityRowElement(_ row: Int) -> View? {
        guard let v = visibleRowViews[row], !v.isHidden else { return nil }
        return v
    }

    public func accessibilityRow(of element: View) -> Int? {
        guard let v = element as? TableRowView, v.tableView === self, v.row >= 0, visibleRowViews[v.row] === v else { return nil }
        return v.row
    }

    public func accessibilityCellFrame(row: Int, column: Int) -> Rect? {
        guard let v = accessibilityRowElement(row), columnLayout.slots.indices.contains(column) else { return nil }
        let slot = columnLayout.slots[column]
        return v.convertToScreen(Rect(x: slot.x, y: 0, width: slot.width, height: v.bounds.height))
    }

    public func accessibilityCellStates(row: Int, column: Int) -> AccessibilityStates {
        var s: AccessibilityStates = [.enabled]
        if selectionMode != .none { s.insert(.selectable) }
        if selection.rows.contains(row) { s.insert(.selected) }
        if let slot = columnLayout.slots.indices.contains(column) ? columnLayout.slots[column] : nil,
           slot.index == outlineColumnIndex, let open = disclosureState(ofRow: row) {
            s.insert(open ? [.expandable, .expanded] : .expandable)
        }
        return s
    }

    public func accessibilityLevel(ofRow row: Int) -> Int? {
        outlineColumnIndex >= 0 && row >= 0 && row < numberOfRows ? outlineLevel(ofRow: row) + 1 : nil
    }
}
