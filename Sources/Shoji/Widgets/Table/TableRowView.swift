/// One row of a `TableView` on screen: it draws its cells' text itself (no view per cell), its selected
/// background and, in an outline, the indentation and the disclosure triangle. Row views are reused: a
/// row scrolled off hands its view to the row coming on, so a million rows need a screenful of them.
@MainActor
public final class TableRowView: View {
    /// The row shown (-1 while waiting in the reuse pool).
    public internal(set) var row = -1
    /// Whether the row is selected.
    public internal(set) var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay(); accessibilityStateChanged(.selected, isSelected) } }
    }
    /// Whether the selection is drawn as the focused view's (tinted) or not (grey).
    var isEmphasized = true { didSet { if isEmphasized != oldValue && isSelected { setNeedsDisplay() } } }
    /// The cells' text, one entry per column of the table (hidden columns: empty).
    public internal(set) var texts: [String] = []
    /// The outline level (0 at the top); the outline column is indented by it.
    var level = 0
    /// The outline disclosure triangle: nil for none, else whether it points down.
    var disclosure: Bool?
    /// The table showing the row.
    weak var tableView: TableView?

    /// Laid-out text per column, kept while the text and width stay the same.
    private var layouts: [Int: (text: String, width: Double, layout: TextLayout)] = [:]

    /// A row view for `tableView`.
    init(tableView: TableView) {
        self.tableView = tableView
        super.init()
    }

    // MARK: Accessibility

    public override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .tableRow }
        set { super.accessibilityRole = newValue }
    }
    /// The shown cells' text, in column order, as a screen reader reads a row.
    public override var accessibilityLabel: String? {
        get {
            if let l = accessibilityStorage?.label { return l }
            guard let table = tableView else { return nil }
            return table.columnLayout.slots.compactMap { $0.index < texts.count && !texts[$0.index].isEmpty ? texts[$0.index] : nil }
                .joined(separator: ", ")
        }
        set { super.accessibilityLabel = newValue }
    }
    /// "Row 5 of 1,000,000": where the row is in the whole table, not among the views on screen.
    public override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? tableView.map { "Row \(TableRowView.grouped(row + 1)) of \(TableRowView.grouped($0.numberOfRows))" } }
        set { super.accessibilityValue = newValue }
    }
    /// Selectable and selected; in an outline, expandable and expanded as its triangle shows.
    public override var accessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates.union(isSelected ? [.selectable, .selected] : .selectable)
        // Asked of the outline, not the triangle drawn, for the row the table keeps this view for (`row` is
        // -1 from a reload until the next layout): an expansion is heard before that layout.
        if let table = tableView, let shown = table.visibleRowViews.first(where: { $0.value === self })?.key,
           let open = table.disclosureState(ofRow: shown) {
            s.insert(open ? [.expandable, .expanded] : .expandable)
        }
        return s
    }
    /// ARIA's row index and count (1-based), and in an outline the level, as GTK 4 exports them.
    public override var accessibilityAttributes: [String: String] {
        var a = super.accessibilityAttributes
        a["rowindex"] = String(row + 1)
        if let table = tableView {
            a["rowcount"] = String(table.numberOfRows)
            if table.outlineColumnIndex >= 0 { a["level"] = String(level + 1) }
        }
        return a
    }

    /// `n` with thousands separated by commas.
    static func grouped(_ n: Int) -> String {
        let s = String(n)
        var out = ""
        for (i, c) in s.enumerated() {
            if i > 0 && (s.count - i) % 3 == 0 && c != "-" { out.append(",") }
            out.append(c)
        }
        return out
    }

    /// Shows `row` with these texts; keeps laid-out text that did not change.
    func configure(row: Int, texts: [String], level: Int = 0, disclosure: Bool? = nil) {
        self.row = row
        if texts != self.texts || level != self.level || disclosure != self.disclosure {
            self.texts = texts
            self.level = level
            self.disclosure = disclosure
            setNeedsDisplay()
        }
    }

    /// How far the outline column's text starts right of the column's edge.
    static func indentation(level: Int, step: Double) -> Double { Double(level) * step + step }

    /// The cells' text is laid out again in the new UI font.
    public override func systemFontDidChange() {
        layouts.removeAll()
        super.systemFontDidChange()
    }

    public override func draw(in canvas: Canvas) {
        guard let table = tableView else { return }
        if isSelected {
            canvas.fill(bounds, color: isEmphasized ? .selectedContentBackground : .unemphasizedSelectedContentBackground)
        } else if table.usesAlternatingRowBackgroundColors && row % 2 == 1 {
            canvas.fill(bounds, color: .secondarySystemBackground)
        }
        let pad = table.cellPadding
        for slot in table.columnLayout.slots where slot.index < texts.count {
            var x = slot.x + pad, w = slot.width - 2 * pad
            if slot.index == table.outlineColumnIndex {
                let indent = TableRowView.indentation(level: level, step: table.indentationPerLevel)
                if let open = disclosure { drawDisclosure(open: open, in: canvas, x: slot.x + indent - table.indentationPerLevel, table: table) }
                x += indent; w -= indent
            }
            let text = texts[slot.index]
            guard w > 4, !text.isEmpty else { continue }
            let layout = self.layout(text, column: slot.index, width: w, table: table)
            let column = table.columns[slot.index]
            canvas.save()
            canvas.clip(to: Rect(x: slot.x, y: 0, width: slot.width, height: bounds.height))
            canvas.draw(layout, in: Rect(x: x, y: 0, width: w, height: bounds.height), color: .label, alignment: column.alignment)
            canvas.restore()
        }
    }

    private func layout(_ text: String, column: Int, width: Double, table: TableView) -> TextLayout {
        if let c = layouts[column], c.text == text, c.width == width, c.layout.style.wrapping == table.cellTextStyle.wrapping { return c.layout }
        let l = layoutText(text, style: table.cellTextStyle, width: width)
        layouts[column] = (text, width, l)
        return l
    }

    private func drawDisclosure(open: Bool, in canvas: Canvas, x: Double, table: TableView) {
        let s = 4.5, c = Point(x + table.indentationPerLevel / 2, bounds.height / 2)
        var p = Path()
        if open {
            p.move(to: Point(c.x - s, c.y - s / 2)); p.line(to: Point(c.x + s, c.y - s / 2)); p.line(to: Point(c.x, c.y + s / 2 + 1))
        } else {
            p.move(to: Point(c.x - s / 2, c.y - s)); p.line(to: Point(c.x + s / 2 + 1, c.y)); p.line(to: Point(c.x - s / 2, c.y + s))
        }
        p.close()
        canvas.fill(p, color: .secondaryLabel)
    }
}
