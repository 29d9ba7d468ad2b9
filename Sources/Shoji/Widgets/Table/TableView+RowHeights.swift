/// Rows of different heights, as AppKit's `tableView(_:heightOfRow:)` and `usesAutomaticRowHeights`,
/// without asking for every row's height first (AppKit does, which costs a million calls at a million
/// rows): a row is `estimatedRowHeight` tall until it comes on screen, where it is measured once and its
/// height kept in `RowOffsets`. Scrolling, hit testing and `scrollRowToVisible` stay a binary search; a
/// column resized with automatic heights forgets every height and measures only the rows on screen
/// again, keeping the top row where it was.
extension TableView {
    /// How tall a table's rows are.
    public enum RowSizing: Sendable, Equatable {
        /// Every row `rowHeight` tall: the fast path, the row at a point is a division.
        case uniform
        /// Each row as tall as the delegate's `tableView(_:heightOfRow:)` says, asked as it comes on screen.
        case delegate
        /// Each row as tall as its tallest cell's text wrapped at the column's width (at least
        /// `rowHeight`): the row height follows the text when a column's width changes.
        case automatic
    }

    /// Room above and below a cell's wrapped text in a row of automatic height.
    static let verticalCellPadding = 3.0

    /// How tall a row not measured yet is taken to be.
    var rowEstimate: Double { estimatedRowHeight > 0 ? estimatedRowHeight : rowHeight }

    /// The style cells are laid out in: wrapped when rows follow their text, else one cut line.
    var cellTextStyle: TextStyle { rowSizing == .automatic ? font.with(wrapping: .wrap) : font }

    /// `rowHeight`, `rowSizing` or the estimate changed: every row is placed again.
    func rowSizingChanged() {
        rowOffsets = rowSizing == .uniform ? nil : RowOffsets(estimate: rowEstimate, count: numberOfRows)
        lineScrollDistance = rowHeight
        for (_, v) in visibleRowViews { v.setNeedsDisplay() }
        reloadData()
    }

    /// The rows moved (an outline expanded or collapsed): measured heights are forgotten.
    func forgetRowHeights() {
        if rowOffsets != nil { rowOffsets = RowOffsets(estimate: rowEstimate, count: numberOfRows) }
    }

    /// Forgets the heights of `rows` (their content changed): they are measured again when on screen, as
    /// AppKit's method of the same name.
    public func noteHeightOfRows(withIndexesChanged rows: IndexRangeSet) {
        guard rowOffsets != nil else { return }
        rowOffsets?.forget(rows)
        updateContentSize()
        setNeedsLayout()
    }

    /// Measures `row` once: asks the delegate or lays its cells' text out wrapped.
    func measureRow(_ row: Int) {
        guard let offsets = rowOffsets, row >= 0, row < numberOfRows, !offsets.isMeasured(row) else { return }
        let height: Double
        switch rowSizing {
        case .uniform: return
        case .delegate: height = tableDelegate?.tableView(self, heightOfRow: row) ?? rowHeight
        case .automatic: height = textHeight(ofRow: row)
        }
        rowHeightsMeasured += 1
        rowOffsets?.set(row, height: height)
    }

    /// The tallest cell's wrapped text in `row`, with padding, and at least `rowHeight`.
    func textHeight(ofRow row: Int) -> Double {
        let style = cellTextStyle
        var tallest = 0.0
        for slot in columnLayout.slots {
            let column = columns[slot.index]
            var w = slot.width - 2 * cellPadding
            if slot.index == outlineColumnIndex { w -= indentation(ofRow: row) }
            let text = cellText(row: row, column: column)
            guard w > 4, !text.isEmpty else { continue }
            tallest = max(tallest, layoutText(text, style: style, width: w).size.height)
        }
        return max(rowHeight, (tallest + 2 * TableView.verticalCellPadding).rounded(.up))
    }

    /// Measures the rows on screen, top to bottom, until the rows measured fill the viewport; a row that
    /// `scrollRowToVisible` showed is shown again once the rows above it have their real heights.
    func measureRowsInViewport() {
        guard rowOffsets != nil else { return }
        // Each pass measures at least one new row or stops; a few passes settle a scroll to a row.
        for _ in 0..<4 {
            let measured = measureDownFromTop()
            if let keep = rowToKeepVisible, keep < numberOfRows {
                let r = rectOfRow(keep)
                scrollRectToVisible(Rect(x: contentOffset.x, y: r.minY, width: 1, height: r.height), animated: false)
            }
            if !measured { break }
        }
        rowToKeepVisible = nil
        updateContentSize()
    }

    /// Measures rows from the one at the top of the viewport down to the first reaching its bottom; true
    /// when any was measured.
    private func measureDownFromTop() -> Bool {
        guard let start = rowOffsets?.row(atY: max(0, contentOffset.y + headerHeight)) else { return false }
        let bottom = contentOffset.y + bounds.height
        var row = start, measured = false
        while row < numberOfRows, let offsets = rowOffsets {
            if !offsets.isMeasured(row) {
                measureRow(row)
                measured = true
            }
            guard let now = rowOffsets, now.top(of: row) + now.height(of: row) < bottom else { break }
            row += 1
        }
        return measured
    }

    /// The shown columns' widths changed: with automatic heights the text wraps anew, so every height is
    /// forgotten and the rows on screen measured again, the top row kept at the top.
    func columnWidthsChanged(from old: TableColumnLayout) {
        guard rowSizing == .automatic, let offsets = rowOffsets, offsets.measuredCount > 0,
              old.slots.map(\.width) != columnLayout.slots.map(\.width) else { return }
        let y = max(0, contentOffset.y + headerHeight)
        let top = offsets.row(atY: y)
        let within = y - offsets.top(of: top)
        rowOffsets?.removeAll()
        measureRow(top)
        guard let now = rowOffsets else { return }
        let offset = now.top(of: top) + min(within, now.height(of: top) - 1) - headerHeight
        updateContentSize()
        contentOffset = clampedOffset(Point(contentOffset.x, offset))
        for (_, v) in visibleRowViews { v.row = -1 } // placed and drawn again at the next layout
    }

    /// Where PgDn (or PgUp) takes the cursor from `c` with variable heights: a page of pixels, less the row
    /// the page ends in, as the fixed-height rule "the rows that fit, less one" does.
    func pageTarget(from c: Int, down: Bool) -> Int {
        guard let o = rowOffsets else { return c }
        let page = bounds.height - headerHeight
        let last = numberOfRows - 1
        if down {
            let y = o.top(of: c) + page
            return y >= o.total ? last : min(last, max(c + 1, o.row(atY: y) - 1))
        }
        let y = o.top(of: c) + o.height(of: c) - page
        return y <= 0 ? 0 : max(0, min(c - 1, o.row(atY: y) + 1))
    }
}
