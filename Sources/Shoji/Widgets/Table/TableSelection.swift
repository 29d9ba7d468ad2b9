/// The selection rules a table follows, apart from any view so that they can be tested as rules: which
/// rows are selected (ranges, never one entry a row), the anchor a Shift-extension grows from, and the
/// cursor row the keys move, as GTK's tree view and AppKit's table view keep them.
///
/// - A plain click or a plain arrow key selects just the row, which becomes anchor and cursor.
/// - Shift+click or Shift+arrow selects from the anchor to the row (the anchor stays); the rows selected
///   before are dropped, unless Ctrl is held too (then the range is added).
/// - Ctrl+click toggles the row and makes it the anchor; Ctrl+arrow moves the cursor alone.
/// - With single selection Shift and Ctrl act as a plain click; with none nothing is ever selected, but
///   the cursor still moves.
public struct TableSelection: Equatable, Sendable {
    /// How many rows may be selected.
    public enum Mode: Hashable, Sendable {
        /// None: clicks and keys move only the cursor.
        case none
        /// At most one row.
        case single
        /// Any rows, with Shift and Ctrl.
        case multiple
    }

    /// How many rows may be selected.
    public var mode: Mode
    /// The selected rows.
    public internal(set) var rows = IndexRangeSet()
    /// Where Shift-extension starts.
    public internal(set) var anchor: Int?
    /// The row the keyboard is on (GTK's cursor, AppKit's last selected row).
    public internal(set) var cursor: Int?

    /// An empty selection in `mode`.
    public init(mode: Mode = .multiple) { self.mode = mode }

    /// A click on `row` with `modifiers` held.
    public mutating func click(_ row: Int, modifiers: Modifiers) {
        let shift = modifiers.contains(.shift), ctrl = modifiers.contains(.control)
        switch mode {
        case .none:
            cursor = row
        case .single:
            if ctrl && rows.contains(row) { rows.removeAll() } else { rows = IndexRangeSet(integer: row) }
            anchor = row; cursor = row
        case .multiple:
            if shift, let a = anchor {
                if !ctrl { rows.removeAll() }
                rows.insert(integersIn: min(a, row)..<(max(a, row) + 1))
                cursor = row
            } else if ctrl {
                if rows.contains(row) { rows.remove(row) } else { rows.insert(row) }
                anchor = row; cursor = row
            } else {
                rows = IndexRangeSet(integer: row)
                anchor = row; cursor = row
            }
        }
    }

    /// A key moved the cursor to `row`: Shift extends from the anchor, Ctrl moves the cursor alone,
    /// otherwise the row alone is selected.
    public mutating func moveCursor(to row: Int, modifiers: Modifiers) {
        if modifiers.contains(.control) && !modifiers.contains(.shift) && mode == .multiple {
            cursor = row
            return
        }
        click(row, modifiers: modifiers.subtracting(.control))
    }

    /// Ctrl+A: every row of `count`, with multiple selection.
    public mutating func selectAll(count: Int) {
        guard mode == .multiple, count > 0 else { return }
        rows = IndexRangeSet(integersIn: 0..<count)
        if anchor == nil { anchor = 0 }
        if cursor == nil { cursor = 0 }
    }

    /// Drops rows past `count` (after a reload with fewer rows).
    public mutating func clamp(toCount count: Int) {
        rows.clamp(below: count)
        if let a = anchor, a >= count { anchor = count > 0 ? count - 1 : nil }
        if let c = cursor, c >= count { cursor = count > 0 ? count - 1 : nil }
    }

    /// Rows were inserted (`delta` > 0) or removed (`delta` < 0) at `start`: the selection, the anchor
    /// and the cursor move with the rows they were on.
    public mutating func shiftRows(startingAt start: Int, by delta: Int) {
        rows.shift(startingAt: start, by: delta)
        func moved(_ r: Int?) -> Int? {
            guard let r, r >= start + min(0, delta) else { return r }
            return r >= start ? r + delta : start + delta
        }
        anchor = moved(anchor)
        cursor = moved(cursor)
    }

    /// Selects exactly `rows` (from code), keeping the anchor and cursor inside them.
    public mutating func set(_ rows: IndexRangeSet) {
        switch mode {
        case .none: self.rows = IndexRangeSet()
        case .single: self.rows = rows.first.map { IndexRangeSet(integer: $0) } ?? IndexRangeSet()
        case .multiple: self.rows = rows
        }
        if let f = self.rows.first { anchor = f; cursor = self.rows.last ?? f }
    }
}
