/// A form: rows of a label and a field, as GNOME's preference rows and AppKit's `NSGridView` forms lay
/// them out. The labels share one column, as wide as the widest (at most `maximumLabelWidth` of the
/// form), aligned to the trailing edge in left-to-right text (next to their fields, as GNOME and macOS
/// do) or as `labelAlignment` says; each label sits level with its field's first line. Under a field go
/// its help text (grey) and, while it is wrong, its error text.
///
/// Each row may have a validator; `validate()` asks every one, shows each wrong field's error, moves the
/// keyboard focus to the first wrong field and announces its error to assistive technology (through the
/// AT-SPI bridge, from that field), so a screen reader says what is wrong where the user now is.
///
/// ```swift
/// let form = FormView()
/// form.addRow("Name", field: nameField) { name.text.isEmpty ? "A name is needed." : nil }
/// form.addRow("Size", field: sizeStepper, help: "In pixels, 8 to 72.")
/// if form.validate() { save() }
/// ```
@MainActor
open class FormView: View {
    /// The form's rows, top to bottom.
    public private(set) var rows: [FormRow] = []
    /// Space around the rows.
    public var contentInsets = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16) { didSet { formChanged() } }
    /// Space between the label column and the fields.
    public var columnSpacing = 12.0 { didSet { formChanged() } }
    /// Space between one row (its help and error included) and the next.
    public var rowSpacing = 14.0 { didSet { formChanged() } }
    /// How labels line up in their column: trailing (next to their fields) by default.
    public var labelAlignment = TextAlignment.trailing { didSet { rows.forEach { $0.label.alignment = labelAlignment } } }
    /// The label column is never wider than this share of the form's width (a long label wraps).
    public var maximumLabelWidth = 0.4 { didSet { formChanged() } }
    /// The help and error texts' style.
    public static let noteStyle = TextStyle.caption
    /// The height of a field's first line, where its label sits (a field taller than a line keeps its label
    /// at its top; a one-line field's label is centred on it).
    public static let firstLineHeight = 32.0

    /// An empty form.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Adds a row: `title` in the label column (`&` marks the letter whose Alt focuses the field), `field` beside it, `help` under it, and `validator`, which
    /// says what is wrong with the field's value (nil: nothing). The field is named by the label for
    /// assistive technology.
    @discardableResult
    public func addRow(_ title: String, field: View, help: String? = nil,
                       validator: (@MainActor () -> String?)? = nil) -> FormRow {
        let row = FormRow(title: title, field: field, help: help, validator: validator)
        row.label.alignment = labelAlignment
        row.form = self
        rows.append(row)
        for v in [row.label, field, row.helpLabel, row.errorLabel] { addSubview(v) }
        field.accessibilityLabelledBy = row.label
        formChanged()
        return row
    }

    /// Asks every row's validator (typed numbers committed first), shows each wrong field's error text and
    /// clears the others'; focuses the first wrong field and announces its error. True when none is wrong.
    @discardableResult
    public func validate() -> Bool {
        for row in rows { (row.field as? Stepper)?.commitEditing() }
        var first: FormRow?
        for row in rows {
            row.errorText = row.validator?()
            if row.errorText != nil, first == nil { first = row }
        }
        Trace.emit("form.validated", ["id": TraceValue(identifier), "valid": .bool(first == nil),
                                      "field": TraceValue(first?.field.identifier)])
        guard let first, let message = first.errorText else { return true }
        if first.field.canBecomeFirstResponder { window?.makeFirstResponder(first.field) }
        // After the focus moved: the bridge speaks an announcement from the focused element.
        first.field.postAccessibility(.announcement("\(first.label.text): \(message)"))
        return false
    }

    func formChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    private func labelColumnWidth(for width: Double) -> Double {
        let widest = rows.map { $0.label.sizeThatFits(.zero).width }.max() ?? 0
        let cap = max(0, (width - contentInsets.left - contentInsets.right) * maximumLabelWidth)
        return min(widest.rounded(.up), cap)
    }

    /// Each row's frames for a form `width` wide, and the height they take.
    private func placements(width: Double) -> (frames: [(label: Rect, field: Rect, error: Rect, help: Rect)], height: Double) {
        let labelWidth = labelColumnWidth(for: width)
        let fieldX = contentInsets.left + labelWidth + columnSpacing
        let available = max(0, width - fieldX - contentInsets.right)
        var y = contentInsets.top
        var out: [(Rect, Rect, Rect, Rect)] = []
        for row in rows {
            let f = row.field
            let natural = f.intrinsicContentSize
            let w = natural.width == View.noIntrinsicMetric || natural.width <= 0 ? available : min(natural.width, available)
            let h = natural.height == View.noIntrinsicMetric || natural.height <= 0 ? f.sizeThatFits(Size(width: w, height: 0)).height
                                                                                      : natural.height
            let field = Rect(x: fieldX, y: y, width: w, height: h)
            let lineHeight = (f as? RadioGroup)?.rowHeight ?? (h <= FormView.firstLineHeight + 8 ? h : FormView.firstLineHeight)
            let labelHeight = max(lineHeight, row.label.sizeThatFits(Size(width: labelWidth, height: 0)).height)
            let label = Rect(x: contentInsets.left, y: y, width: labelWidth, height: labelHeight)
            var below = y + h
            var error = Rect(x: fieldX, y: below, width: available, height: 0)
            if !row.errorLabel.isHidden {
                error.origin.y = below + 4
                error.size.height = row.errorLabel.sizeThatFits(Size(width: available, height: 0)).height
                below = error.maxY
            }
            var help = Rect(x: fieldX, y: below, width: available, height: 0)
            if !row.helpLabel.isHidden {
                help.origin.y = below + 4
                help.size.height = row.helpLabel.sizeThatFits(Size(width: available, height: 0)).height
                below = help.maxY
            }
            out.append((label, field, error, help))
            y = max(below, label.maxY) + rowSpacing
        }
        return (out, rows.isEmpty ? contentInsets.top + contentInsets.bottom : y - rowSpacing + contentInsets.bottom)
    }

    open override func layoutSubviews() {
        for (row, f) in zip(rows, placements(width: bounds.width).frames) {
            row.label.frame = f.label
            row.field.frame = f.field
            row.errorLabel.frame = f.error
            row.helpLabel.frame = f.help
        }
    }

    /// The height the rows need at `size.width` (any width: 480).
    open override func sizeThatFits(_ size: Size) -> Size {
        let w = size.width > 0 ? size.width : 480
        return Size(width: w, height: placements(width: w).height)
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: View) { formChanged() }
}

/// One row of a `FormView`: its label, field, help and error texts, and validator.
@MainActor
public final class FormRow {
    /// The label in the form's label column; `&` in its title marks the mnemonic that focuses the field.
    public let label: Label
    /// The control the row is for.
    public let field: View
    /// The help under the field (hidden when there is none).
    public let helpLabel: Label
    /// The error under the field while it is wrong (hidden otherwise).
    public let errorLabel: Label
    /// Says what is wrong with the field's value, or nil when nothing is.
    public var validator: (@MainActor () -> String?)?
    weak var form: FormView?

    /// The help text under the field; nil hides it.
    public var helpText: String? {
        get { helpLabel.isHidden ? nil : helpLabel.text }
        set {
            helpLabel.text = newValue ?? ""
            helpLabel.isHidden = newValue?.isEmpty ?? true
            form?.formChanged()
        }
    }

    /// The error shown under the field; nil hides it. `FormView.validate()` sets it from the validator.
    public var errorText: String? {
        get { errorLabel.isHidden ? nil : errorLabel.text }
        set {
            guard newValue != errorText else { return }
            errorLabel.text = newValue ?? ""
            errorLabel.isHidden = newValue?.isEmpty ?? true
            (field as? TextInputView)?.borderColor = newValue == nil ? .opaqueSeparator : .destructive
            form?.formChanged()
        }
    }

    init(title: String, field: View, help: String?, validator: (@MainActor () -> String?)?) {
        label = Label(title)
        label.marksMnemonic = true
        label.textColor = .label
        label.numberOfLines = 0
        self.field = field
        helpLabel = Label("", style: FormView.noteStyle)
        helpLabel.textColor = .secondaryLabel
        helpLabel.numberOfLines = 0
        errorLabel = Label("", style: FormView.noteStyle)
        errorLabel.textColor = .destructive
        errorLabel.numberOfLines = 0
        errorLabel.isHidden = true
        errorLabel.identifier = field.identifier.map { "\($0).error" }
        self.validator = validator
        helpText = help
    }
}
