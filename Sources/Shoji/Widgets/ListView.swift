/// A vertical list of rows from a data source, as `UITableView` with one section. It is virtualised:
/// only the rows on screen exist as cells, and a row scrolled off hands its cell to the next row coming
/// on, so a list of 100,000 rows costs what one of 10 does. Row heights come from the cells' content
/// (Pango text) as rows appear, and are measured again when the width changes; a row measured as it
/// comes into view above never makes what is on screen jump.
///
/// Clicking a row selects it (`list.select`), also when a tap recognizer sits on an ancestor, as long as
/// that recognizer does not cancel touches (the seed's `cancelsTouchesInView = NO`). While `isEditing`,
/// rows the data source lets move show a handle that drags them to a new place (`list.move`).
@MainActor
open class ListView: ScrollView {
    /// How tall rows are.
    public enum RowHeight: Hashable, Sendable {
        /// Every row this tall.
        case fixed(Double)
        /// Each row as tall as its content; rows not seen yet count as `estimated`.
        case automatic(estimated: Double)
    }

    /// Where the rows come from (held weakly, as in UIKit).
    public weak var dataSource: ListViewDataSource? { didSet { reloadData() } }
    /// Also the scroll view's `delegate`.
    public weak var listDelegate: ListViewDelegate? { didSet { delegate = listDelegate } }
    /// How tall rows are; changing it reloads.
    public var rowHeight = RowHeight.automatic(estimated: 60) { didSet { if rowHeight != oldValue { reloadData() } } }
    /// A view after the last row (a "load more" footer); its height is its `sizeThatFits`.
    public var footerView: View? {
        didSet {
            guard footerView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let f = footerView { addSubview(f) }
            endReported = false
            setNeedsLayout()
        }
    }
    /// Shows reorder handles on the rows that can move.
    public var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for (row, cell) in visibleCells { cell.showsReorderControl = canMove(row) }
            if case .automatic = rowHeight { metrics.invalidateMeasurements() } // the handle narrows the text
            setNeedsLayout()
        }
    }

    /// How many rows the data source said there are.
    public internal(set) var numberOfRows = 0
    /// The selected row, if any.
    public internal(set) var selectedRow: Int?
    /// Cells made so far; with reuse this stays near the number of rows that fit on screen.
    private(set) var cellsCreated = 0

    var metrics = RowMetrics(estimatedHeight: 60)
    var visibleCells: [Int: ListCell] = [:]
    /// Cells off screen, hidden, waiting to be reused: at most `reusePoolLimit` for each reuse identifier
    /// (the pool refills with the rows that leave the screen, so it stays near one screenful).
    private var reusePool: [String: [ListCell]] = [:]
    /// The most cells the reuse pool keeps for one identifier; more are let go.
    static let reusePoolLimit = 128
    private var cellTypes: [String: ListCell.Type] = [ListCell.defaultReuseIdentifier: ListCell.self]
    private var measuredWidth: Double?
    var endReported = false
    var reorder: ReorderSession?
    var insertion: InsertionAnimation?

    /// An empty list; set `dataSource` to fill it.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        alwaysBounceVertical = true
        backgroundColor = .systemBackground
    }

    var estimatedRowHeight: Double {
        switch rowHeight {
        case .fixed(let h): return h
        case .automatic(let e): return e
        }
    }

    // MARK: Data

    /// Forgets every row and asks the data source again (`list.reload`).
    public func reloadData() {
        finishUpdates()
        for cell in visibleCells.values { enqueue(cell) }
        visibleCells = [:]
        numberOfRows = dataSource?.numberOfRows(in: self) ?? 0
        metrics = RowMetrics(count: numberOfRows, estimatedHeight: estimatedRowHeight)
        if let s = selectedRow, s >= numberOfRows { selectedRow = nil }
        endReported = false
        updateContentSize()
        setNeedsLayout()
        if dataSource != nil { Trace.emit("list.reload", ["id": TraceValue(identifier), "rows": TraceValue(numberOfRows)]) }
    }

    /// Registers the cell class `dequeueReusableCell(withIdentifier:)` makes for `identifier`.
    public func register(_ type: ListCell.Type, forCellReuseIdentifier identifier: String) {
        cellTypes[identifier] = type
    }

    /// A cell that scrolled off (reset by `prepareForReuse`), or a new one of the registered type.
    public func dequeueReusableCell(withIdentifier identifier: String) -> ListCell {
        if let cell = reusePool[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        cellsCreated += 1
        return (cellTypes[identifier] ?? ListCell.self).init(reuseIdentifier: identifier)
    }

    func enqueue(_ cell: ListCell) {
        cell.isHidden = true
        cell.isHighlighted = false
        cell.row = -1
        guard reusePool[cell.reuseIdentifier, default: []].count < ListView.reusePoolLimit else { return cell.removeFromSuperview() }
        reusePool[cell.reuseIdentifier, default: []].append(cell)
    }

    func canMove(_ row: Int) -> Bool { isEditing && dataSource?.listView(self, canMoveRowAt: row) == true }

    // MARK: Rows on screen

    /// The cell showing `row`, if the row is on screen.
    public func cellForRow(at row: Int) -> ListCell? { visibleCells[row] }

    /// The rows that have cells, in order.
    public var visibleRows: [Int] { visibleCells.keys.sorted() }

    /// The row's rectangle in content coordinates.
    public func rectForRow(at row: Int) -> Rect {
        Rect(x: 0, y: metrics.offset(ofRow: row), width: bounds.width, height: metrics.height(ofRow: row))
    }

    /// The row at a point in content coordinates.
    public func indexForRow(at point: Point) -> Int? {
        guard point.y >= 0, point.y < metrics.totalHeight else { return nil }
        return metrics.row(at: point.y)
    }

    /// Scrolls just enough to show `row` whole.
    public func scrollToRow(_ row: Int, animated: Bool) {
        guard row >= 0, row < numberOfRows else { return }
        scrollRectToVisible(rectForRow(at: row), animated: animated)
    }

    open override func layoutSubviews() {
        tileRows()
        super.layoutSubviews() // after: measuring may have changed the content's size
    }

    /// Makes cells for the rows on screen (and only those), measuring new ones, then places them.
    func tileRows() {
        let width = bounds.width
        if case .automatic = rowHeight, measuredWidth != width {
            if measuredWidth != nil {
                finishInsertion()
                metrics.invalidateMeasurements()
            }
            measuredWidth = width
        }
        if dataSource != nil && numberOfRows > 0 {
            keepingVisibleRowsStill {
                for _ in 0..<4 {
                    guard let range = rowsInViewport() else { recycleCells(outside: nil); break }
                    recycleCells(outside: range)
                    var changed = false
                    for r in range {
                        let cell = visibleCells[r] ?? makeCell(r)
                        if measure(r, cell: cell) { changed = true }
                    }
                    if !changed { break } // else rows shrank or grew: the range may differ now
                }
            }
        } else {
            recycleCells(outside: nil)
        }
        placeCells()
        updateContentSize()
        layoutFooter()
    }

    /// Rows overlapping the visible part of the content, or nil.
    func rowsInViewport() -> ClosedRange<Int>? {
        let top = contentOffset.y, bottom = top + bounds.height
        guard numberOfRows > 0, bounds.height > 0, bottom > 0, top < metrics.totalHeight,
              let first = metrics.row(at: top), let last = metrics.row(at: bottom - 0.001) else { return nil }
        return first...max(first, last)
    }

    private func recycleCells(outside range: ClosedRange<Int>?) {
        for (row, cell) in visibleCells where range?.contains(row) != true && row != reorder?.from {
            visibleCells[row] = nil
            enqueue(cell)
        }
    }

    @discardableResult
    func makeCell(_ row: Int) -> ListCell? {
        guard let ds = dataSource else { return nil }
        let cell = ds.listView(self, cellForRowAt: row)
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = false
        cell.listView = self
        cell.row = row
        cell.isSelected = row == selectedRow
        cell.showsReorderControl = canMove(row)
        if let id = identifier { cell.identifier = "\(id).row.\(row)" }
        cell.frame = Rect(x: 0, y: metrics.offset(ofRow: row), width: bounds.width, height: metrics.height(ofRow: row))
        visibleCells[row] = cell
        return cell
    }

    /// Measures a row not measured yet at this width; true when its height changed.
    private func measure(_ row: Int, cell: ListCell?) -> Bool {
        guard case .automatic = rowHeight, !metrics.isMeasured(row) else { return false }
        let h: Double
        if let given = listDelegate?.listView(self, heightForRowAt: row) {
            h = given
        } else if let cell {
            h = cell.sizeThatFits(Size(width: bounds.width, height: 0)).height
        } else {
            return false
        }
        let old = metrics.height(ofRow: row)
        metrics.setHeight(h, forRow: row)
        return metrics.height(ofRow: row) != old
    }

    private func placeCells() {
        let width = bounds.width
        for (row, cell) in visibleCells where row != reorder?.from {
            var y = metrics.offset(ofRow: row)
            if let s = reorder { y += s.displayedShift(ofRow: row) }
            cell.frame = Rect(x: 0, y: y, width: width, height: metrics.height(ofRow: row))
            cell.rowHeight = insertion?.targetHeight(ofRow: row) ?? metrics.height(ofRow: row)
        }
        if let s = reorder { s.cell.frame.size.width = width }
    }

    /// Runs `body`, which may change row heights, then moves the offset so that the first row on screen
    /// stays where it was — unless the list is at its top, where new and grown rows should show.
    func keepingVisibleRowsStill(_ body: () -> Void) {
        let top = contentOffset.y, bottom = top + bounds.height
        guard top > minimumContentOffset.y + 0.5 else { return body() }
        let anchor = visibleCells.keys.filter { r in
            r != reorder?.from && metrics.offset(ofRow: r) < bottom && metrics.offset(ofRow: r) + metrics.height(ofRow: r) > top
        }.min()
        guard let anchor else { return body() }
        let before = metrics.offset(ofRow: anchor)
        body()
        let drift = metrics.offset(ofRow: anchor) - before
        if drift != 0 { shiftContentOffset(by: Point(0, drift)) }
    }

    func updateContentSize() {
        let footer = footerHeight
        contentSize = Size(width: bounds.width, height: metrics.totalHeight + footer)
    }

    private var footerHeight: Double {
        guard let f = footerView, !f.isHidden else { return 0 }
        return f.sizeThatFits(Size(width: bounds.width, height: 0)).height
    }

    private func layoutFooter() {
        guard let footer = footerView else { return }
        footer.frame = Rect(x: 0, y: metrics.totalHeight, width: bounds.width, height: footerHeight)
        let visible = footer.frame.intersects(Rect(origin: contentOffset, size: bounds.size))
        guard visible, !footer.isHidden else { endReported = false; return }
        guard !endReported else { return }
        endReported = true
        // Not from inside layout: the delegate may well add rows.
        if let clock = screen?.clock {
            clock.schedule(after: 0) { [weak self] in
                guard let self else { return }
                self.listDelegate?.listViewDidReachEnd(self)
            }
        }
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .list }
        set { super.accessibilityRole = newValue }
    }

    // MARK: Selection

    /// Selects a row (nil: none) without telling the delegate.
    public func selectRow(_ row: Int?, scrollToVisible: Bool = false, animated: Bool = false) {
        if let r = row, r < 0 || r >= numberOfRows { return }
        if let old = selectedRow { visibleCells[old]?.isSelected = false }
        selectedRow = row
        guard let r = row else { return }
        visibleCells[r]?.isSelected = true
        if scrollToVisible { scrollToRow(r, animated: animated) }
    }

    /// The user picked a row: select it, trace `list.select` and tell the delegate.
    func userSelectedRow(_ row: Int) {
        selectRow(row)
        Trace.emit("list.select", ["id": TraceValue(identifier), "index": TraceValue(row)])
        listDelegate?.listView(self, didSelectRowAt: row)
    }

    func cellTapped(_ cell: ListCell) {
        guard cell.row >= 0, reorder == nil else { return }
        userSelectedRow(cell.row)
    }

    /// ↑ and ↓ move the selection; the page keys, Home and End scroll.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard numberOfRows > 0 else { return super.keyDown(event) }
        let step: Int
        switch event.key {
        case .up: step = -1
        case .down: step = 1
        default: return super.keyDown(event)
        }
        let next: Int
        if let s = selectedRow { next = min(max(s + step, 0), numberOfRows - 1) }
        else { next = rowsInViewport()?.lowerBound ?? 0 }
        userSelectedRow(next)
        scrollToRow(next, animated: true)
        return true
    }
}
