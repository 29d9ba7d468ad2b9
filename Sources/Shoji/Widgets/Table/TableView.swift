/// Rows and columns of text from a data source asked per cell, as `NSTableView`: a header that sorts,
/// resizes and fits columns, rows of one height (the fast path: the row at a point is a division), and
/// selection of none, one or many rows with Shift and Ctrl, the arrow and page keys, Ctrl+A, type-ahead
/// find and Ctrl+C.
///
/// Only the rows on screen have views (`TableRowView`), reused as rows scroll past, and only their cells
/// are asked for, so a table of 1,000,000 rows lays out, draws and scrolls as one of 100 does. The
/// selection is kept as ranges (`IndexRangeSet`): Ctrl+A on a million rows stores one range. Sorting is
/// the app's: a header click changes `sortDescriptors` and tells the delegate, which sorts its model and
/// calls `reloadData()`, which costs what the rows on screen cost.
@MainActor
open class TableView: ScrollView {
    /// Where the cells come from (held weakly).
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// Told about selection, sorting and resizing (held weakly); also the scroll view's `delegate`.
    public weak var tableDelegate: TableViewDelegate? { didSet { delegate = tableDelegate } }

    /// The columns, shown left to right unless hidden.
    public var columns: [TableColumn] = [] {
        didSet {
            for c in columns { c.tableView = self }
            columnsChanged()
            reloadData()
        }
    }
    /// Every row's height: one height for all is what makes a million rows cheap. With variable heights
    /// (`rowSizing`), the least height of a row whose text is measured.
    public var rowHeight = 24.0 { didSet { if rowHeight != oldValue { rowHeight = max(1, rowHeight); rowSizingChanged() } } }
    /// Whether rows are all `rowHeight` tall (the fast path), asked of the delegate, or as tall as their
    /// wrapped text (see ``RowSizing``).
    public var rowSizing = RowSizing.uniform { didSet { if rowSizing != oldValue { rowSizingChanged() } } }
    /// With variable heights, how tall a row not measured yet is taken to be (as `UITableView`'s
    /// `estimatedRowHeight`); 0: `rowHeight`. Rows are measured only as they come on screen.
    public var estimatedRowHeight = 0.0 { didSet { if estimatedRowHeight != oldValue { rowSizingChanged() } } }
    /// How many times a row's height was measured (asked of the delegate or of the text): with variable
    /// heights, the rows that came on screen, whatever the row count.
    public internal(set) var rowHeightsMeasured = 0
    /// The header's height (0 hides it).
    public var headerHeight = 26.0 { didSet { if headerHeight != oldValue { updateInsets() } } }
    /// Room left and right of a cell's text.
    public var cellPadding = 6.0 { didSet { setNeedsLayout(); redrawRows() } }
    /// The cells' text style.
    public var font = TextStyle(size: 13) { didSet { redrawRows() } }
    /// Whether odd rows get a faint background.
    public var usesAlternatingRowBackgroundColors = false { didSet { redrawRows() } }
    /// Whether dragging a title sideways moves its column (as AppKit's `allowsColumnReordering`).
    public var allowsColumnReordering = true
    /// Whether the user may drag the selected rows to another place in the table (Qt's `InternalMove`;
    /// the data source moves them in `tableView(_:moveRowsAt:to:)`). Off by default, as a sorted table's
    /// order is the sort's. An outline ignores it.
    public var allowsRowReordering = false { didSet { updateDropInteraction() } }
    /// Whether the last shown column grows to fill the width (as AppKit's last-column-only style).
    public var fillsLastColumn = true { didSet { columnsChanged() } }
    /// How many rows may be selected.
    public var selectionMode: TableSelection.Mode {
        get { selection.mode }
        set { selection.mode = newValue; selection.set(selection.rows); selectionChanged(notify: false) }
    }
    /// The columns the table is sorted by, first the primary one. A header click changes it and tells the
    /// delegate; the view only shows it (the indicator in the header).
    public var sortDescriptors: [TableSortDescriptor] = [] { didSet { if sortDescriptors != oldValue { headerView.setNeedsDisplay() } } }

    /// The header above the rows, pinned while they scroll.
    public let headerView = TableHeaderView()

    /// How many rows the data source said there are.
    public internal(set) var numberOfRows = 0
    /// The selection, its anchor and cursor.
    public internal(set) var selection = TableSelection()
    /// The selected rows.
    public var selectedRowIndexes: IndexRangeSet { selection.rows }
    /// The first selected row, if any.
    public var selectedRow: Int? { selection.rows.first }
    /// Row views made so far; with reuse this stays near the number of rows that fit on screen.
    public private(set) var rowViewsCreated = 0
    /// Where the shown columns are.
    public internal(set) var columnLayout = TableColumnLayout(widths: [], availableWidth: 0, fillsLastColumn: false)

    /// The column the outline's indentation and triangles are in (none in a plain table).
    var outlineColumnIndex = -1
    /// How far each outline level indents.
    var indentationPerLevel = 16.0

    var visibleRowViews: [Int: TableRowView] = [:]
    /// Where the focus ring was last drawn, in content coordinates.
    private var ringDrawnAt: Rect?
    private var reusePool: [TableRowView] = []
    var typeAhead = TypeAheadFind()
    /// The text field over the cell being edited, and that cell (its column's index in `columns`).
    var cellEditor: TableCellEditor?
    var editedCell: (row: Int, column: Int)?
    /// A press on a selected row that may become a drag of the selected rows (see `TableView+Drag`).
    var rowDragPress: RowDragPress?
    /// With variable heights, where the rows are (nil: every row is `rowHeight` tall).
    var rowOffsets: RowOffsets?
    /// A row `scrollRowToVisible` showed, shown again once the rows above it are measured.
    var rowToKeepVisible: Int?
    /// Where a drag over the table would drop, drawn as a line or a ring (see `TableView+Drop`).
    var dropIndicator: TableDropTarget?
    /// The types `registerForDraggedTypes(_:)` was given (row reordering takes the table's own rows too).
    var registeredDraggedTypes: [PasteboardType] = []
    /// The scrolling a drag near the top or bottom edge drives (see `TableView+Autoscroll`).
    var autoscroll: TableAutoscroll?

    /// An empty table; set `columns` and `dataSource` to fill it.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        bounces = false
        lineScrollDistance = rowHeight
        headerView.tableView = self
        addSubview(headerView)
        // A mouse drag on the rows selects (or will drag rows out); only a finger scrolls by dragging.
        let scrollsByDrag = panGestureRecognizer.shouldBegin
        panGestureRecognizer.shouldBegin = { [weak self] d in
            guard let self, self.panGestureRecognizer.touch?.type == .direct else { return false }
            return scrollsByDrag?(d) ?? true
        }
        updateInsets()
    }

    // MARK: Data

    /// How many rows there are; an outline answers from its tree.
    func countRows() -> Int { dataSource?.numberOfRows(in: self) ?? 0 }

    /// The text of one cell from the data source; an outline answers from its items.
    func cellText(row: Int, column: TableColumn) -> String {
        dataSource?.tableView(self, textFor: column, row: row) ?? ""
    }

    /// Whether the data source lets the user edit one cell; an outline asks about its item.
    func cellIsEditable(row: Int, column: TableColumn) -> Bool {
        dataSource?.tableView(self, canEdit: column, row: row) ?? false
    }

    /// Gives the data source the text the user committed in one cell; an outline gives it for its item.
    func storeEditedText(_ text: String, row: Int, column: TableColumn) {
        dataSource?.tableView(self, setText: text, for: column, row: row)
    }

    /// The texts of a row, one per column (hidden ones empty, never asked for).
    func texts(forRow row: Int) -> [String] {
        columns.map { $0.isHidden ? "" : cellText(row: row, column: $0) }
    }

    /// The text of one cell.
    public func text(forRow row: Int, column: TableColumn) -> String {
        guard row >= 0, row < numberOfRows else { return "" }
        return cellText(row: row, column: column)
    }

    /// Asks the data source for the number of rows again and redraws the rows on screen (their cells are
    /// asked again); the selection keeps the rows that still exist. Costs what the rows on screen cost.
    public func reloadData() {
        numberOfRows = max(0, countRows())
        selection.clamp(toCount: numberOfRows)
        // The rows' content may have changed: heights are measured again as rows come on screen.
        if rowOffsets != nil { rowOffsets = RowOffsets(estimate: rowEstimate, count: numberOfRows) }
        for (_, v) in visibleRowViews { v.row = -1 } // asked again at the next layout
        updateContentSize()
        setNeedsLayout()
        Trace.emit("table.reload", ["id": TraceValue(identifier), "rows": TraceValue(numberOfRows)])
    }

    /// Redraws the rows on screen with their cells asked again (a cell's value changed).
    public func reloadVisibleRows() {
        for (_, v) in visibleRowViews { v.row = -1 }
        setNeedsLayout()
    }

    private func redrawRows() { for (_, v) in visibleRowViews { v.setNeedsDisplay() } }

    // MARK: Geometry

    func updateInsets() {
        let grown = headerHeight - contentInset.top
        contentInset = EdgeInsets(top: headerHeight, left: 0, bottom: 0, right: 0)
        // The first row stays just under the header.
        contentOffset = clampedOffset(Point(contentOffset.x, contentOffset.y - grown))
        headerView.isHidden = headerHeight <= 0
        setNeedsLayout()
    }

    func updateContentSize() {
        contentSize = Size(width: max(columnLayout.totalWidth, 1), height: rowOffsets?.total ?? Double(numberOfRows) * rowHeight)
    }

    /// A column's width or visibility changed: lay the columns out again.
    func columnsChanged() {
        let old = columnLayout
        columnLayout = TableColumnLayout(widths: columns.map { ($0.width, $0.maxWidth, $0.isHidden) },
                                         availableWidth: bounds.width, fillsLastColumn: fillsLastColumn)
        guard columnLayout != old else { return }
        columnWidthsChanged(from: old)
        updateContentSize()
        headerView.setNeedsDisplay()
        redrawRows()
        setNeedsLayout()
    }

    /// The row's rectangle in content coordinates.
    public func rectOfRow(_ row: Int) -> Rect {
        let width = max(bounds.width, columnLayout.totalWidth)
        guard let offsets = rowOffsets else { return Rect(x: 0, y: Double(row) * rowHeight, width: width, height: rowHeight) }
        return Rect(x: 0, y: offsets.top(of: row), width: width, height: offsets.height(of: row))
    }

    /// The row at a point in content coordinates, if any.
    public func row(at point: Point) -> Int? {
        guard point.y >= 0 else { return nil }
        if let offsets = rowOffsets { return point.y < offsets.total ? offsets.row(atY: point.y) : nil }
        let r = Int(point.y / rowHeight)
        return r < numberOfRows ? r : nil
    }

    /// The rows whose views are on screen, in order.
    public var visibleRows: [Int] { visibleRowViews.keys.sorted() }

    /// The view showing `row`, if it is on screen.
    public func rowView(atRow row: Int) -> TableRowView? { visibleRowViews[row] }

    /// Rows overlapping the part of the content below the header: a division (with variable heights a
    /// binary search), whatever the row count.
    func rowsInViewport() -> ClosedRange<Int>? {
        let top = max(0, contentOffset.y + headerHeight), bottom = contentOffset.y + bounds.height
        guard numberOfRows > 0, bottom > top else { return nil }
        if let offsets = rowOffsets {
            guard top < offsets.total else { return nil }
            return offsets.row(atY: top)...offsets.row(atY: bottom - 0.001)
        }
        let first = Int(top / rowHeight)
        guard first < numberOfRows else { return nil }
        let last = min(numberOfRows - 1, Int((bottom - 0.001) / rowHeight))
        return first...max(first, last)
    }

    /// How many whole rows fit under the header (a page for PgUp and PgDn).
    var rowsPerPage: Int { max(1, Int((bounds.height - headerHeight) / rowHeight)) }

    /// Scrolls just enough to show `row` whole, under the header.
    public func scrollRowToVisible(_ row: Int) {
        guard row >= 0, row < numberOfRows else { return }
        if rowOffsets != nil {
            measureRow(row)
            rowToKeepVisible = row
            setNeedsLayout()
        }
        let r = rectOfRow(row)
        scrollRectToVisible(Rect(x: contentOffset.x, y: r.minY, width: 1, height: r.height), animated: false)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        if columnLayout.slots.isEmpty || bounds.width != laidOutWidth {
            laidOutWidth = bounds.width
            columnsChanged()
        }
        tileRows()
        placeCellEditor()
        headerView.frame = Rect(x: contentOffset.x, y: contentOffset.y, width: bounds.width, height: headerHeight)
        super.layoutSubviews()
    }
    private var laidOutWidth = -1.0

    /// Gives each row on screen a view (reusing those of rows that left) and only those.
    func tileRows() {
        measureRowsInViewport()
        let range = rowsInViewport()
        for (row, v) in visibleRowViews where range?.contains(row) != true || v.row != row {
            visibleRowViews[row] = nil
            v.isHidden = true
            v.row = -1
            reusePool.append(v)
        }
        guard let range else { return }
        let width = max(bounds.width, columnLayout.totalWidth)
        let emphasized = isFirstResponder
        for row in range {
            let v: TableRowView
            if let existing = visibleRowViews[row] {
                v = existing
            } else {
                v = dequeueRowView()
                configure(v, row: row)
                visibleRowViews[row] = v
            }
            v.frame = rowOffsets.map { Rect(x: 0, y: $0.top(of: row), width: width, height: $0.height(of: row)) }
                ?? Rect(x: 0, y: Double(row) * rowHeight, width: width, height: rowHeight)
            v.isSelected = selection.rows.contains(row)
            v.isEmphasized = emphasized
        }
        if let id = identifier {
            for row in range { visibleRowViews[row]?.identifier = "\(id).row.\(row)" }
        }
    }

    /// Fills a row view for `row`; an outline adds the level and the triangle.
    func configure(_ v: TableRowView, row: Int) {
        v.configure(row: row, texts: texts(forRow: row))
    }

    private func dequeueRowView() -> TableRowView {
        if let v = reusePool.popLast() {
            v.isHidden = false
            return v
        }
        rowViewsCreated += 1
        let v = TableRowView(tableView: self)
        insertSubview(v, at: 0)
        return v
    }

    var isFirstResponder: Bool { window?.firstResponder === self }

    // MARK: Focus

    static let focusRingWidth = 2.0

    open override func drawOverSubviews(in canvas: Canvas) {
        super.drawOverSubviews(in: canvas)
        drawDropIndicator(in: canvas)
        guard isFirstResponder else { return }
        // Around what shows (content coordinates), as a focused control's ring, inside so damage reaches it.
        let w = TableView.focusRingWidth
        let r = Rect(origin: contentOffset, size: bounds.size).insetBy(dx: w / 2, dy: w / 2)
        canvas.stroke(Path(rect: r), color: .focusRing, lineWidth: w)
    }

    /// The ring is drawn over the content, so moved pixels carry it along: its old place (where the moved
    /// pixels now show it) and its new one are drawn again.
    open override func didScroll() {
        super.didScroll()
        let now = Rect(origin: contentOffset, size: bounds.size)
        if isFirstResponder {
            for r in [ringDrawnAt, now].compactMap({ $0 }) { damageRing(r) }
        }
        ringDrawnAt = now
    }

    private func damageRing(_ r: Rect) {
        let w = TableView.focusRingWidth + 1
        setNeedsDisplay(Rect(x: r.minX, y: r.minY, width: r.width, height: w))
        setNeedsDisplay(Rect(x: r.minX, y: r.maxY - w, width: r.width, height: w))
        setNeedsDisplay(Rect(x: r.minX, y: r.minY, width: w, height: r.height))
        setNeedsDisplay(Rect(x: r.maxX - w, y: r.minY, width: w, height: r.height))
    }

    /// The ring and the selection's tint follow the keyboard focus.
    func focusChanged() {
        setNeedsDisplay()
        for (_, v) in visibleRowViews { v.isEmphasized = isFirstResponder }
    }

    open override func didBecomeFirstResponder() {
        super.didBecomeFirstResponder()
        focusChanged()
    }

    open override func didResignFirstResponder() {
        super.didResignFirstResponder()
        focusChanged()
    }

    // MARK: Input

    /// A press on a row selects it by the rules of `TableSelection`; the press also takes the keyboard.
    open override func touchesBegan(_ touch: Touch) {
        super.touchesBegan(touch)
        if !beginRowDragPress(touch) { rowPressed(touch) }
    }

    /// A press on the selection that moves past the drag threshold drags the selected rows out.
    open override func touchesMoved(_ touch: Touch) {
        super.touchesMoved(touch)
        rowDragPressMoved(touch)
    }

    /// A press on the selection released without a drag selects the pressed row, as a click does.
    open override func touchesEnded(_ touch: Touch) {
        super.touchesEnded(touch)
        endRowDragPress(touch)
    }

    /// A cancelled press drags nothing and selects nothing.
    open override func touchesCancelled(_ touch: Touch) {
        super.touchesCancelled(touch)
        rowDragPress = nil
    }

    /// A click on an outline's triangle; a plain table has none.
    func handleOutlineClick(row: Int, at point: Point) -> Bool { false }

    /// How far the outline column's text is indented in `row` (0 in a plain table).
    func indentation(ofRow row: Int) -> Double { 0 }

    /// The outline level of `row`, 0 at the top (always 0 in a plain table).
    func outlineLevel(ofRow row: Int) -> Int { 0 }

    /// Whether `row`'s item is expanded; nil when it cannot be (a leaf, or any row of a plain table).
    func disclosureState(ofRow row: Int) -> Bool? { nil }

    /// The arrows, Home, End and the page keys move the cursor and selection (Shift extends), Ctrl+A
    /// selects all, Return activates, letters find a row by its text in the sorted column.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        handleKey(event) || super.keyDown(event)
    }

    /// Copies the selected rows as tab-separated text.
    open override func copy(to pasteboard: Pasteboard) -> Bool {
        copySelection(to: pasteboard) || super.copy(to: pasteboard)
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .table }
        set { super.accessibilityRole = newValue }
    }
}
