/// Clicks, keys, type-ahead find and copying, through `TableSelection`'s rules.
extension TableView {
    /// A press on a row: selects by the rules (Shift extends, Ctrl toggles); a double click activates.
    func rowPressed(_ touch: Touch) {
        guard touch.button == .primary else { return }
        let p = touch.location(in: self)
        guard let row = row(at: p) else { return }
        if handleOutlineClick(row: row, at: p) { return }
        if touch.clickCount == 2 && touch.modifiers.isEmpty {
            if let slot = columnLayout.slot(at: p.x), editCell(row: row, column: columns[slot.index]) { return }
            tableDelegate?.tableView(self, didActivateRow: row)
            return
        }
        var s = selection
        s.click(row, modifiers: touch.modifiers)
        applySelection(s)
    }

    /// Takes `s` as the selection; traces and tells the delegate when the rows changed.
    func applySelection(_ s: TableSelection, scroll: Bool = false) {
        let changed = s.rows != selection.rows
        let moved = s.cursor != selection.cursor
        selection = s
        if moved, let c = s.cursor, isFirstResponder, !columnLayout.slots.isEmpty {
            postAccessibility(.activeCellChanged(self, row: c, column: 0))
        }
        if scroll, let c = s.cursor { scrollRowToVisible(c) }
        selectionChanged(notify: changed)
    }

    func selectionChanged(notify: Bool) {
        for (row, v) in visibleRowViews { v.isSelected = selection.rows.contains(row) }
        guard notify else { return }
        Trace.emit("table.select", ["id": TraceValue(identifier), "count": TraceValue(selection.rows.count),
                                    "first": TraceValue(selection.rows.first ?? -1), "last": TraceValue(selection.rows.last ?? -1)])
        tableDelegate?.tableViewSelectionDidChange(self)
    }

    /// Selects `rows` from code (the delegate is not told).
    public func selectRowIndexes(_ rows: IndexRangeSet, scrollToVisible: Bool = false) {
        var s = selection
        var clamped = rows
        clamped.clamp(below: numberOfRows)
        s.set(clamped)
        selection = s
        if scrollToVisible, let c = s.cursor { scrollRowToVisible(c) }
        selectionChanged(notify: false)
    }

    /// Selects every row (with multiple selection): one range, whatever the count.
    public func selectAll() {
        var s = selection
        s.selectAll(count: numberOfRows)
        applySelection(s)
    }

    // MARK: Keys

    /// The table's keys; false for a key it does not take.
    func handleKey(_ event: KeyEvent) -> Bool {
        guard numberOfRows > 0 else { return false }
        let mods = event.modifiers
        if mods == .control, event.key == .character("a") { selectAll(); return true }
        if let target = cursorTarget(for: event.key) {
            var s = selection
            s.moveCursor(to: target, modifiers: mods)
            applySelection(s, scroll: true)
            return true
        }
        // Return edits the cursor row's first editable cell, where it has one (as F2 does), else activates.
        if mods.isEmpty, event.key == .enter || event.key == .function(2), let c = selection.cursor {
            if let column = firstEditableColumn(ofRow: c) { return editCell(row: c, column: column) }
            if event.key == .enter { tableDelegate?.tableView(self, didActivateRow: c) }
            return event.key == .enter
        }
        if mods.subtracting(.shift).isEmpty, !event.text.isEmpty, event.key != .tab, event.key != .enter,
           event.text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7f }) {
            return typeAhead(event.text)
        }
        return false
    }

    /// Where ↑ ↓ Home End PgUp PgDn put the cursor, as GTK does: a page is the rows that fit, less one.
    private func cursorTarget(for key: Key) -> Int? {
        let last = numberOfRows - 1
        let page = max(1, rowsPerPage - 1)
        guard let c = selection.cursor else {
            switch key {
            case .up, .down, .home, .pageUp, .pageDown: return key == .down || key == .pageDown ? (rowsInViewport()?.lowerBound ?? 0) : 0
            case .end: return last
            default: return nil
            }
        }
        switch key {
        case .up: return max(0, c - 1)
        case .down: return min(last, c + 1)
        case .home: return 0
        case .end: return last
        case .pageUp: return rowOffsets == nil ? max(0, c - page) : pageTarget(from: c, down: false)
        case .pageDown: return rowOffsets == nil ? min(last, c + page) : pageTarget(from: c, down: true)
        default: return nil
        }
    }

    /// The column type-ahead looks in: the primary sort column, else the first shown one.
    var typeAheadColumn: TableColumn? {
        if let id = sortDescriptors.first?.columnIdentifier, let c = columns.first(where: { $0.identifier == id && !$0.isHidden }) { return c }
        return columnLayout.slots.first.map { columns[$0.index] }
    }

    private func typeAhead(_ text: String) -> Bool {
        guard let column = typeAheadColumn else { return false }
        let now = window?.screen?.inputClock.now ?? 0
        let (prefix, after) = typeAhead.type(text, at: now)
        let start = (selection.cursor ?? -1) + (after ? 1 : 0)
        guard let row = TypeAheadFind.find(prefix, count: numberOfRows, from: max(0, start), text: { self.text(forRow: $0, column: column) })
        else { return true }
        var s = selection
        s.moveCursor(to: row, modifiers: [])
        applySelection(s, scroll: true)
        Trace.emit("table.find", ["id": TraceValue(identifier), "prefix": .string(prefix), "row": TraceValue(row)])
        return true
    }

    // MARK: Copy

    /// Ctrl+C: the selected rows as tab-separated text, one line a row, the shown columns in order.
    func copySelection(to pasteboard: Pasteboard) -> Bool {
        guard !selection.rows.isEmpty else { return false }
        pasteboard.string = copiedText()
        Trace.emit("table.copy", ["id": TraceValue(identifier), "rows": TraceValue(selection.rows.count)])
        return true
    }

    /// The text Ctrl+C copies, at most `Limits.tableCopyRows` rows (a million rows of text would be a
    /// pasteboard no program wants).
    func copiedText() -> String {
        let shown = columnLayout.slots.map { columns[$0.index] }
        var out = ""
        var n = 0
        for row in selection.rows {
            guard n < Limits.tableCopyRows else { break }
            out += shown.map { text(forRow: row, column: $0) }.joined(separator: "\t")
            out += "\n"
            n += 1
        }
        return out
    }
}
