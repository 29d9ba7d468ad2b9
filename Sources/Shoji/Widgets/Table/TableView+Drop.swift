/// Drops onto a table, as AppKit's `validateDrop` and `acceptDrop`: while a drag is over the rows, the
/// table proposes a place (between two rows near a row's top or bottom edge, on the row in its middle,
/// after the last row below them), the data source confirms, moves or refuses it, and the table shows it
/// (a line between the rows, a ring around the row, or around the whole table for ``TableDropTarget/wholeTable``). The drop goes to the data source with the place.
/// Drags come from other programs (XDND) or from this one, a table's own rows among them.
extension TableView {
    /// Makes the table a drop target for drags offering any of `types` (as AppKit's
    /// `registerForDraggedTypes`); an empty list makes it none.
    public func registerForDraggedTypes(_ types: [PasteboardType]) {
        registeredDraggedTypes = types
        updateDropInteraction()
    }

    /// The table takes drags of the registered types, and of its own rows (as text) when they reorder.
    func updateDropInteraction() {
        var types = registeredDraggedTypes
        if allowsRowReordering && !types.contains(.text) { types.append(.text) }
        guard !types.isEmpty else { dropInteraction = nil; setDropIndicator(nil); stopAutoscroll(); return }
        let drop = DropInteraction(acceptedTypes: types) { [weak self] content, point in
            self?.acceptDrop(content, at: point)
        }
        drop.onMove = { [weak self] point in self?.dragMoved(to: point) ?? false }
        drop.onExit = { [weak self] in self?.setDropIndicator(nil); self?.stopAutoscroll() }
        dropInteraction = drop
    }

    /// Where a drag over the table would drop now, as shown (nil: none, or the data source refused).
    public var dropTarget: TableDropTarget? { dropIndicator }

    /// The place the table proposes for a drop at `point` (content coordinates): between rows in a row's
    /// top or bottom quarter, on it in between; after the last row below them; nil over the header.
    public func proposedDropTarget(at point: Point) -> TableDropTarget? {
        guard point.y >= contentOffset.y + headerHeight else { return nil }
        guard let row = row(at: point) else { return TableDropTarget(row: numberOfRows, operation: .above) }
        let r = rectOfRow(row)
        let f = (point.y - r.minY) / r.height
        if f < 0.25 { return TableDropTarget(row: row, operation: .above) }
        if f > 0.75 { return TableDropTarget(row: row + 1, operation: .above) }
        return TableDropTarget(row: row, operation: .on)
    }

    /// The drag moved to `point`: the data source confirms the proposal; true when a drop is taken there.
    func dragMoved(to point: Point) -> Bool {
        let taken = showDropTarget(at: point)
        updateAutoscroll(pointer: point)
        return taken
    }

    /// Shows where a drop at `point` would go (the table's own rows: where they would move); true when
    /// a drop is taken there.
    @discardableResult
    func showDropTarget(at point: Point) -> Bool {
        let target = isReorderDrag ? reorderTarget(at: point) : proposedDropTarget(at: point).flatMap { validated($0) }
        setDropIndicator(target)
        return target != nil
    }

    /// The data source's answer to `proposed`, kept inside the rows.
    private func validated(_ proposed: TableDropTarget) -> TableDropTarget? {
        guard let ds = dataSource, let t = ds.tableView(self, validateDrop: proposed) else { return nil }
        let valid = t.operation == .on ? (-1..<numberOfRows).contains(t.row) : (0...numberOfRows).contains(t.row)
        return valid ? t : nil
    }

    /// `content` was dropped at `point`: given to the data source at the place shown.
    func acceptDrop(_ content: PasteboardContent, at point: Point) {
        stopAutoscroll()
        if isReorderDrag {
            let target = reorderTarget(at: point)
            setDropIndicator(nil)
            if let target { moveSelectedRows(to: target.row) }
            return
        }
        let target = proposedDropTarget(at: point).flatMap { validated($0) }
        setDropIndicator(nil)
        guard let target, let ds = dataSource else { return }
        let accepted = ds.tableView(self, acceptDrop: content, target: target)
        Trace.emit("table.drop", ["id": TraceValue(identifier), "row": TraceValue(target.row),
                                  "on": .bool(target.operation == .on), "accepted": .bool(accepted),
                                  "text": .string(content.text ?? ""), "files": TraceValue(content.filePaths.count)])
    }

    func setDropIndicator(_ target: TableDropTarget?) {
        guard target != dropIndicator else { return }
        for t in [dropIndicator, target].compactMap({ $0 }) { setNeedsDisplay(dropIndicatorRect(t).insetBy(dx: -2, dy: -2)) }
        dropIndicator = target
        Trace.emit("table.dropTarget", ["id": TraceValue(identifier), "row": TraceValue(target?.row ?? -1),
                                        "on": .bool(target?.operation == .on)])
    }

    /// Where the indicator is drawn, in content coordinates: a 2-point line centred on the gap between two
    /// rows (inside the content at its ends), or the row itself.
    func dropIndicatorRect(_ t: TableDropTarget) -> Rect {
        let width = max(bounds.width, columnLayout.totalWidth)
        if t == .wholeTable {
            return Rect(x: contentOffset.x, y: contentOffset.y + headerHeight, width: bounds.width, height: max(0, bounds.height - headerHeight))
        }
        if t.operation == .on { return rectOfRow(t.row) }
        let total = rectOfRow(numberOfRows - 1).maxY
        let y = t.row < numberOfRows ? rectOfRow(t.row).minY : total
        return Rect(x: 0, y: min(max(0, y - 1), max(0, total - 2)), width: width, height: 2)
    }

    /// Draws the drop indicator over the rows, in the tint colour. It is drawn over the subviews (the
    /// row views), so it is clipped to the rows' part of the table: a row half under the pinned header
    /// shows its ring below the header only, never over the titles.
    func drawDropIndicator(in canvas: Canvas) {
        guard let t = dropIndicator else { return }
        let r = dropIndicatorRect(t)
        canvas.save()
        defer { canvas.restore() }
        canvas.clip(to: Rect(x: contentOffset.x, y: contentOffset.y + headerHeight,
                             width: bounds.width, height: max(0, bounds.height - headerHeight)))
        if t.operation == .on {
            canvas.stroke(Path(rect: r.insetBy(dx: 1, dy: 1)), color: .tint, lineWidth: 2)
        } else {
            canvas.fill(r, color: .tint)
        }
    }
}

/// Where a drop onto a `TableView` goes, as AppKit's drop row and `NSTableView.DropOperation`.
public struct TableDropTarget: Hashable, Sendable {
    /// On a row, or into the gap above it.
    public enum Operation: Hashable, Sendable {
        /// On the row (into a folder, onto a mailbox).
        case on
        /// Between `row - 1` and `row` (`row` equal to the row count: after the last row).
        case above
    }

    /// The row dropped on, or the row the drop goes above (-1 with `.on`: the whole table).
    public var row: Int
    /// On the row or above it.
    public var operation: Operation

    /// A drop on the table as a whole, not on one row (as AppKit's drop row -1): a data source that takes
    /// what is dropped wherever it lands answers this, and a ring goes around the rows shown.
    public static let wholeTable = TableDropTarget(row: -1, operation: .on)

    /// A drop on `row` or above it.
    public init(row: Int, operation: Operation) {
        self.row = row
        self.operation = operation
    }
}
