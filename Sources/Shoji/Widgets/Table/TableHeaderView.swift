/// The column titles above a `TableView`'s rows, as `NSTableHeaderView`: a click on a title sorts by
/// that column (again: the other way), with ▲ or ▼ beside the primary sort column's title; dragging a
/// column's right edge resizes it within its limits, and a double click there fits it to the widest of
/// its visible cells. Dragging a title sideways moves the column; the context menu hides and shows columns.
@MainActor
public final class TableHeaderView: View {
    /// The table it heads.
    public internal(set) weak var tableView: TableView?
    /// How near a column's right edge, in points, a press resizes it.
    public static let resizeMargin = 4.0
    /// The titles' text style.
    public var font = TextStyle(size: 13, weight: .medium) { didSet { setNeedsDisplay() } }

    private enum Press {
        case resizing(column: Int, startWidth: Double, startX: Double)
        case sorting(column: Int, startX: Double, moved: Bool)
        /// A title dragged sideways: the column moves as the pointer passes its neighbours' middles.
        case reordering(column: TableColumn, moved: Bool)
    }
    private var press: Press?
    /// Laid-out titles by column, kept while title and width stay (the header is redrawn on every scroll
    /// step, since it stays put while the rows move under it).
    private var titleLayouts: [ObjectIdentifier: (title: String, width: Double, style: TextStyle, layout: TextLayout)] = [:]

    /// A header for a table set later.
    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        accessibilityElementsHidden = false
        // A right click (or a long press) on the titles: hide and show columns.
        contextMenuInteraction = ContextMenuInteraction { [weak self] _ in self?.tableView?.columnsMenu() }
    }

    /// `x` (header coordinates) in the table's content coordinates.
    private func contentX(_ x: Double) -> Double { x + (tableView?.contentOffset.x ?? 0) }

    /// The resizable column whose right edge is within `resizeMargin` of `x` (header coordinates).
    func columnEdge(at x: Double) -> Int? {
        guard let table = tableView else { return nil }
        let cx = contentX(x)
        return table.columnLayout.slots.last { abs($0.maxX - cx) <= TableHeaderView.resizeMargin && table.columns[$0.index].isResizable }?.index
    }

    public override func cursor(at point: Point) -> Cursor? { columnEdge(at: point.x) != nil ? .columnResize : nil }

    // MARK: Drawing

    /// The titles are laid out again in the new UI font.
    public override func systemFontDidChange() {
        titleLayouts.removeAll()
        super.systemFontDidChange()
    }

    public override func draw(in canvas: Canvas) {
        guard let table = tableView else { return }
        let dx = -table.contentOffset.x
        let primary = table.sortDescriptors.first
        for slot in table.columnLayout.slots {
            let column = table.columns[slot.index]
            let x = slot.x + dx
            guard x < bounds.width, x + slot.width > 0 else { continue }
            var textRect = Rect(x: x + table.cellPadding, y: 0, width: slot.width - 2 * table.cellPadding, height: bounds.height)
            if let p = primary, p.columnIdentifier == column.identifier {
                let c = Point(x + slot.width - 12, bounds.height / 2)
                canvas.fill(TableHeaderView.sortIndicator(ascending: p.ascending, at: c), color: .secondaryLabel)
                textRect.size.width -= 14
            }
            if textRect.width > 4 {
                let layout = titleLayout(column, width: textRect.width)
                canvas.save()
                canvas.clip(to: Rect(x: x, y: 0, width: slot.width, height: bounds.height))
                canvas.draw(layout, in: textRect, color: .label, alignment: column.alignment)
                canvas.restore()
            }
            canvas.fill(Rect(x: x + slot.width - 1, y: 4, width: 1, height: bounds.height - 8), color: .separator)
        }
        canvas.fill(Rect(x: 0, y: bounds.height - 1, width: bounds.width, height: 1), color: .separator)
    }

    private func titleLayout(_ column: TableColumn, width: Double) -> TextLayout {
        let key = ObjectIdentifier(column)
        if let c = titleLayouts[key], c.title == column.title, c.width == width, c.style == font { return c.layout }
        let l = layoutText(column.title, style: font, width: width)
        titleLayouts[key] = (column.title, width, font, l)
        return l
    }

    /// ▲ (ascending) or ▼, centred at `c`.
    static func sortIndicator(ascending: Bool, at c: Point) -> Path {
        var p = Path()
        let w = 4.0, h = 4.0
        if ascending {
            p.move(to: Point(c.x - w, c.y + h / 2)); p.line(to: Point(c.x + w, c.y + h / 2)); p.line(to: Point(c.x, c.y - h / 2))
        } else {
            p.move(to: Point(c.x - w, c.y - h / 2)); p.line(to: Point(c.x + w, c.y - h / 2)); p.line(to: Point(c.x, c.y + h / 2))
        }
        p.close()
        return p
    }

    // MARK: Pressing

    public override func touchesBegan(_ touch: Touch) {
        guard let table = tableView, touch.button == .primary else { return }
        let p = touch.location(in: self)
        if let edge = columnEdge(at: p.x) {
            if touch.clickCount == 2 { table.sizeColumnToFit(table.columns[edge]); press = nil; return }
            press = .resizing(column: edge, startWidth: table.columns[edge].width, startX: p.x)
        } else if let slot = table.columnLayout.slot(at: contentX(p.x)) {
            press = .sorting(column: slot.index, startX: p.x, moved: false)
        }
    }

    public override func touchesMoved(_ touch: Touch) {
        guard let table = tableView, let press else { return }
        let x = touch.location(in: self).x
        switch press {
        case .resizing(let column, let startWidth, let startX):
            table.columns[column].width = startWidth + (x - startX)
        case .sorting(let column, let startX, _):
            guard abs(x - startX) > 4 else { return }
            self.press = table.allowsColumnReordering ? .reordering(column: table.columns[column], moved: false)
                                                      : .sorting(column: column, startX: startX, moved: true)
        case .reordering(let column, _):
            if table.dragColumn(column, to: contentX(x)) { self.press = .reordering(column: column, moved: true) }
        }
    }

    public override func touchesEnded(_ touch: Touch) {
        guard let table = tableView, let press else { return }
        self.press = nil
        switch press {
        case .resizing(let column, _, _):
            table.columnResized(table.columns[column])
        case .sorting(let column, _, let moved):
            if !moved { table.headerClicked(table.columns[column]) }
        case .reordering(let column, let moved):
            if moved { table.columnsRearranged(column, "move") }
        }
    }

    public override func touchesCancelled(_ touch: Touch) { press = nil }
}
