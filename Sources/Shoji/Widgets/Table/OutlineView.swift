/// A table whose rows are a hierarchy, as `NSOutlineView`: the first shown column indents each item by
/// its level and shows a disclosure triangle on items that can have children. Click the triangle, or
/// press → and ← (← on a child goes to its parent), to expand and collapse; Shift+→ or `*` expands the
/// whole subtree. Children are asked for lazily, expansion is kept through `reloadData()` by item
/// identity, and no list of rows is built: expanding an item with 100,000 children costs what showing
/// a screenful of them costs (see `OutlineTree`).
///
/// Everything else (columns, the header, sorting, selection, keys, copying, editing a cell in place) is
/// `TableView`'s; the outline asks its data source about items instead of rows.
@MainActor
open class OutlineView: TableView {
    /// Where the items come from (held weakly).
    public weak var outlineDataSource: OutlineViewDataSource? { didSet { reloadData() } }
    /// How far each level indents.
    public var indentationPerLevelWidth: Double {
        get { indentationPerLevel }
        set { indentationPerLevel = newValue; reloadVisibleRows() }
    }
    /// The most items one Shift+→ or `*` expands (a file system can be deep and wide).
    public static let subtreeExpansionLimit = 100_000

    var tree = OutlineTree(rootChildren: 0)

    /// An empty outline; set `columns` and `outlineDataSource` to fill it.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        outlineColumnIndex = 0
    }

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .treeTable }
        set { super.accessibilityRole = newValue }
    }

    // MARK: Items and rows

    /// The item shown at `row`; asks the data source when the item is not expanded.
    public func item(atRow row: Int) -> AnyHashable? {
        guard let p = tree.place(ofRow: row) else { return nil }
        if let n = p.node { return n.item }
        return outlineDataSource?.outlineView(self, child: p.index, ofItem: p.parent.item)
    }

    /// The row showing `item`, if it is expanded or a child of an expanded item shown on screen. Items
    /// further down are not searched for (that would ask for every child).
    public func row(forItem item: AnyHashable) -> Int? {
        if let n = tree.expandedItems[item] { return tree.rowOf(n) }
        return visibleRows.first { self.item(atRow: $0) == item }
    }

    /// The level of the item at `row` (0 at the top).
    public func level(ofRow row: Int) -> Int { tree.place(ofRow: row)?.level ?? 0 }

    /// The parent of the item at `row` (nil at the top level).
    public func parent(ofRow row: Int) -> AnyHashable? { tree.place(ofRow: row)?.parent.item }

    /// Whether `item` is expanded.
    public func isItemExpanded(_ item: AnyHashable) -> Bool { tree.expandedItems[item] != nil }

    /// Whether `item` can be expanded.
    public func isExpandable(_ item: AnyHashable) -> Bool { outlineDataSource?.outlineView(self, isItemExpandable: item) ?? false }

    override func countRows() -> Int { tree.rowCount }

    override func cellText(row: Int, column: TableColumn) -> String {
        guard let item = item(atRow: row) else { return "" }
        return outlineDataSource?.outlineView(self, textFor: column, item: item) ?? ""
    }

    override func cellIsEditable(row: Int, column: TableColumn) -> Bool {
        guard let item = item(atRow: row) else { return false }
        return outlineDataSource?.outlineView(self, canEdit: column, item: item) ?? false
    }

    override func storeEditedText(_ text: String, row: Int, column: TableColumn) {
        guard let item = item(atRow: row) else { return }
        outlineDataSource?.outlineView(self, setText: text, for: column, item: item)
    }

    override func configure(_ v: TableRowView, row: Int) {
        guard let p = tree.place(ofRow: row), let ds = outlineDataSource else { return super.configure(v, row: row) }
        let item = p.node?.item ?? ds.outlineView(self, child: p.index, ofItem: p.parent.item)
        let texts = columns.map { $0.isHidden ? "" : ds.outlineView(self, textFor: $0, item: item) }
        let disclosure: Bool? = p.node != nil ? true : (ds.outlineView(self, isItemExpandable: item) ? false : nil)
        v.configure(row: row, texts: texts, level: p.level, disclosure: disclosure)
    }

    override func outlineLevel(ofRow row: Int) -> Int { level(ofRow: row) }

    override func disclosureState(ofRow row: Int) -> Bool? {
        guard let item = item(atRow: row), isExpandable(item) else { return nil }
        return isItemExpanded(item)
    }

    override func indentation(ofRow row: Int) -> Double {
        TableRowView.indentation(level: level(ofRow: row), step: indentationPerLevel)
    }

    /// Rebuilds the expanded part from the data source, keeping expanded the items that still exist
    /// (found by identity among the children of items that were expanded), then reloads the rows.
    open override func reloadData() {
        let old = tree
        tree = OutlineTree(rootChildren: outlineDataSource?.outlineView(self, numberOfChildrenOfItem: nil) ?? 0)
        if let ds = outlineDataSource { reexpand(old.root, into: tree.root, ds) }
        super.reloadData()
    }

    /// Finds the children of `oldNode` that were expanded among `newNode`'s children and expands them
    /// again. Only items with expanded children have theirs looked through.
    private func reexpand(_ oldNode: OutlineTree.Node, into newNode: OutlineTree.Node, _ ds: OutlineViewDataSource) {
        guard !oldNode.expanded.isEmpty else { return }
        var wanted: [AnyHashable: OutlineTree.Node] = [:]
        for n in oldNode.expanded { if let i = n.item { wanted[i] = n } }
        for i in 0..<newNode.childCount where !wanted.isEmpty {
            let item = ds.outlineView(self, child: i, ofItem: newNode.item)
            guard let oldChild = wanted.removeValue(forKey: item) else { continue }
            let n = tree.expand(item, index: i, of: newNode, childCount: ds.outlineView(self, numberOfChildrenOfItem: item))
            reexpand(oldChild, into: n, ds)
        }
    }

    // MARK: Expanding

    /// Expands the item at `row` (its children come in under it); with `children`, the whole subtree.
    public func expandRow(_ row: Int, expandChildren: Bool = false) {
        guard let ds = outlineDataSource, let p = tree.place(ofRow: row) else { return }
        let item = p.node?.item ?? ds.outlineView(self, child: p.index, ofItem: p.parent.item)
        guard ds.outlineView(self, isItemExpandable: item) else { return }
        let before = tree.rowCount
        let node = p.node ?? tree.expand(item, index: p.index, of: p.parent, childCount: ds.outlineView(self, numberOfChildrenOfItem: item))
        if expandChildren {
            var limit = OutlineView.subtreeExpansionLimit
            tree.expandSubtree(of: node, limit: &limit, child: { parent, i in
                let c = ds.outlineView(self, child: i, ofItem: parent.item)
                return (c, ds.outlineView(self, isItemExpandable: c))
            }, childCount: { ds.outlineView(self, numberOfChildrenOfItem: $0) })
        }
        rowsInserted(after: row, count: tree.rowCount - before)
        rowView(atRow: row)?.accessibilityStateChanged(.expanded, true)
        Trace.emit("outline.expand", ["id": TraceValue(identifier), "row": TraceValue(row), "rows": TraceValue(tree.rowCount)])
    }

    /// Collapses the item at `row`.
    public func collapseRow(_ row: Int) {
        guard let p = tree.place(ofRow: row), let node = p.node else { return }
        let before = tree.rowCount
        tree.collapse(node)
        rowsRemoved(after: row, count: before - tree.rowCount)
        rowView(atRow: row)?.accessibilityStateChanged(.expanded, false)
        Trace.emit("outline.collapse", ["id": TraceValue(identifier), "row": TraceValue(row), "rows": TraceValue(tree.rowCount)])
    }

    /// Expands `item` if it is shown (see `row(forItem:)`).
    public func expandItem(_ item: AnyHashable, expandChildren: Bool = false) {
        if let r = row(forItem: item) { expandRow(r, expandChildren: expandChildren) }
    }

    /// `count` rows came in under `row`: the selection moves with the rows below.
    private func rowsInserted(after row: Int, count: Int) {
        var s = selection
        s.shiftRows(startingAt: row + 1, by: count)
        selection = s
        rowsMoved()
    }

    /// `count` rows under `row` went: their selection goes, the rows below move up.
    private func rowsRemoved(after row: Int, count: Int) {
        var s = selection
        s.shiftRows(startingAt: row + 1 + count, by: -count)
        if let c = s.cursor, c > row && c <= row + count { s.moveCursor(to: row, modifiers: .control) }
        selection = s
        rowsMoved()
    }

    private func rowsMoved() {
        numberOfRows = tree.rowCount
        forgetRowHeights() // rows moved: the heights measured are no longer where they were
        reloadVisibleRows()
        updateContentSize()
        selectionChanged(notify: false)
    }

    // MARK: Input

    override func handleOutlineClick(row: Int, at point: Point) -> Bool {
        guard let slot = columnLayout.slot(ofColumn: outlineColumnIndex) else { return false }
        let indent = indentation(ofRow: row)
        let triangle = (slot.x + indent - indentationPerLevel)...(slot.x + indent)
        guard triangle.contains(point.x), let item = item(atRow: row), isExpandable(item) else { return false }
        if isItemExpanded(item) { collapseRow(row) } else { expandRow(row) }
        return true
    }

    /// → expands (on an expanded item: goes to its first child), ← collapses (on a collapsed item: goes to
    /// its parent), Shift+→ or `*` expands the subtree; the rest is the table's.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard let c = selection.cursor, let item = item(atRow: c) else { return super.keyDown(event) }
        let subtree = (event.key == .right && event.modifiers == .shift) || event.text == "*"
        if subtree {
            expandRow(c, expandChildren: true)
            return true
        }
        switch (event.key, event.modifiers.isEmpty) {
        case (.right, true):
            if isItemExpanded(item) { moveCursor(to: c + 1) } else { expandRow(c) }
            return true
        case (.left, true):
            if isItemExpanded(item) { collapseRow(c) }
            else if let parent = parent(ofRow: c), let node = tree.expandedItems[parent] { moveCursor(to: tree.rowOf(node)) }
            return true
        default:
            return super.keyDown(event)
        }
    }

    private func moveCursor(to row: Int) {
        guard row >= 0, row < numberOfRows else { return }
        var s = selection
        s.moveCursor(to: row, modifiers: [])
        applySelection(s, scroll: true)
    }
}
