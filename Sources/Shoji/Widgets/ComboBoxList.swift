/// A combo box's list of suggestions, in its popup: one row a title, the highlighted one filled with the
/// tint; at most `numberOfVisibleItems` rows, scrolled so the highlight stays in view. The pointer over a
/// row highlights it, a release on a row takes it, the wheel scrolls. To assistive technology a list of
/// list items, the highlighted one selected.
@MainActor
final class ComboBoxListView: View {
    unowned let comboBox: ComboBox
    /// The first row shown.
    private(set) var firstRow = 0
    private var rowViews: [ComboBoxRowView] = []
    private var wheelAccumulated = 0.0

    init(comboBox: ComboBox) {
        self.comboBox = comboBox
        super.init(frame: .zero)
        backgroundColor = .systemBackground
    }

    private var visibleRowCount: Int { max(1, min(comboBox.numberOfVisibleItems, comboBox.visibleItemIndices.count)) }

    /// The titles changed (the text was filtered again).
    func reload() {
        firstRow = min(firstRow, max(0, comboBox.visibleItemIndices.count - visibleRowCount))
        scrollToHighlight()
        setNeedsLayout()
        setNeedsDisplay()
    }

    func highlightChanged() {
        scrollToHighlight()
        for v in rowViews { v.accessibilityStateChanged(.selected, v.row == comboBox.highlightedRow) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    func scrollToHighlight() {
        guard let h = comboBox.highlightedRow else { return }
        if h < firstRow { firstRow = h } else if h >= firstRow + visibleRowCount { firstRow = h - visibleRowCount + 1 }
    }

    /// The row at `point` (the list's points), if any.
    func row(at point: Point) -> Int? {
        guard bounds.contains(point) else { return nil }
        let i = firstRow + Int(((point.y - ComboBox.listPadding) / ComboBox.rowHeight).rounded(.down))
        return point.y >= ComboBox.listPadding && i < min(comboBox.visibleItemIndices.count, firstRow + visibleRowCount) ? i : nil
    }

    /// The rectangle of row `row` (which must be in view), in the list's points.
    func rowFrame(_ row: Int) -> Rect {
        Rect(x: 0, y: ComboBox.listPadding + Double(row - firstRow) * ComboBox.rowHeight, width: bounds.width, height: ComboBox.rowHeight)
    }

    /// The popup's pointer and wheel events (its screen's points are the list's).
    func handle(_ event: Event) -> Bool {
        switch event {
        case .pointer(let e):
            if let r = row(at: e.location) {
                comboBox.highlight(r)
                if e.phase == .up { comboBox.takeRow(r) }
            }
            return true
        case .wheel(let w):
            let count = comboBox.visibleItemIndices.count
            wheelAccumulated += w.delta.y
            let rows = Int((wheelAccumulated / ComboBox.rowHeight).rounded(.towardZero))
            guard rows != 0 else { return true }
            wheelAccumulated -= Double(rows) * ComboBox.rowHeight
            firstRow = min(max(0, firstRow + rows), max(0, count - visibleRowCount))
            setNeedsLayout()
            setNeedsDisplay()
            return true
        default:
            return false
        }
    }

    override func layoutSubviews() {
        let shown = firstRow..<min(comboBox.visibleItemIndices.count, firstRow + visibleRowCount)
        while rowViews.count < shown.count {
            let v = ComboBoxRowView(list: self)
            rowViews.append(v)
            addSubview(v)
        }
        for (k, v) in rowViews.enumerated() {
            v.isHidden = k >= shown.count
            guard k < shown.count else { continue }
            let row = shown.lowerBound + k
            if v.row != row { v.row = row; v.setNeedsDisplay() }
            v.frame = rowFrame(row)
            v.identifier = comboBox.identifier.map { "\($0).item\(comboBox.visibleItemIndices[row])" }
        }
    }

    override func draw(in canvas: Canvas) {
        canvas.stroke(Path(rect: bounds.insetBy(dx: 0.5, dy: 0.5)), color: .opaqueSeparator, lineWidth: 1)
    }

    override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .list }
        set { super.accessibilityRole = newValue }
    }
}

/// One row of a combo box's list.
@MainActor
final class ComboBoxRowView: View {
    unowned let list: ComboBoxListView
    var row = -1

    init(list: ComboBoxListView) {
        self.list = list
        super.init(frame: .zero)
        isUserInteractionEnabled = false // the list hit-tests its rows
    }

    var title: String {
        let box = list.comboBox
        return box.visibleItemIndices.indices.contains(row) ? box.itemTitles[box.visibleItemIndices[row]] : ""
    }
    var isHighlighted: Bool { list.comboBox.highlightedRow == row }

    override func draw(in canvas: Canvas) {
        if isHighlighted {
            canvas.fill(Path(roundedRect: bounds.insetBy(dx: 4, dy: 1), cornerRadius: 4), color: .tint)
        }
        let text = layoutText(title, style: list.comboBox.textStyle)
        canvas.draw(text, in: Rect(x: 12, y: 0, width: max(0, bounds.width - 20), height: bounds.height),
                    color: isHighlighted ? .labelOnTint : .label)
    }

    override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .listItem }
        set { super.accessibilityRole = newValue }
    }
    override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? title }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates.union(.selectable)
        if isHighlighted { s.insert(.selected) }
        return s
    }
}

/// The button at a combo box's trailing end: a press opens the whole list, or closes it.
@MainActor
final class ComboBoxButton: View {
    static let width = 26.0
    weak var comboBox: ComboBox?

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    override func cursor(at point: Point) -> Cursor? { .pointer }

    override func touchesBegan(_ touch: Touch) {
        guard touch.button == .primary, let comboBox, comboBox.isEnabled else { return }
        // An open list closes on the press outside it (the popup's grab), before this press arrives.
        comboBox.showList(all: true)
    }

    override func draw(in canvas: Canvas) {
        guard let comboBox else { return }
        canvas.fill(Rect(x: 0, y: 4, width: 1, height: bounds.height - 8), color: .separator)
        if comboBox.isListShown {
            canvas.fill(Rect(x: 1, y: 0, width: bounds.width - 1, height: bounds.height), color: .systemFill)
        }
        let cx = bounds.width / 2 + 0.5, cy = bounds.height / 2
        var p = Path()
        p.move(to: Point(cx - 4, cy - 2)); p.line(to: Point(cx, cy + 2)); p.line(to: Point(cx + 4, cy - 2))
        canvas.stroke(p, color: comboBox.isEnabled ? .secondaryLabel : .tertiaryLabel, lineWidth: 1.5)
    }

    override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .none }
        set { super.accessibilityRole = newValue }
    }
}
