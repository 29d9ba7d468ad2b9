/// A check box with a label; clicking anywhere on it toggles.
@MainActor
open class Checkbox: Control {
    /// Whether the box is checked. Set from code it calls no `valueChanged` (a click does).
    public var isChecked: Bool {
        didSet {
            guard isChecked != oldValue else { return }
            setNeedsDisplay()
            accessibilityStateChanged(.checked, isChecked)
        }
    }
    /// The text beside the box; `&` in it marks the mnemonic that toggles it with Alt.
    public let label: Label
    /// Called after the user toggles it (not when `isChecked` is set from code).
    public var valueChanged: (@MainActor (Checkbox) -> Void)?
    static let box = 18.0

    /// A check box with `title` beside it.
    public init(_ title: String = "", isChecked: Bool = false, frame: Rect = .zero) {
        self.isChecked = isChecked
        label = Label(title)
        label.marksMnemonic = true
        super.init(frame: frame)
        addSubview(label)
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .checkBox }
        set { super.accessibilityRole = newValue }
    }
    open override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? (label.text.isEmpty ? nil : label.displayText) }
        set { super.accessibilityLabel = newValue }
    }
    /// Alt and the title's marked letter.
    open override var accessibilityKeyBinding: String? {
        KeyboardShortcut.accessibilityKeyBinding(mnemonic: Mnemonic(label.text).key, shortcut: nil)
    }
    open override var accessibilityStates: AccessibilityStates {
        super.accessibilityStates.union(isChecked ? [.checkable, .checked] : .checkable)
    }

    open override func layoutSubviews() {
        label.frame = Rect(x: Checkbox.box + 8, y: 0, width: max(0, bounds.width - Checkbox.box - 8), height: bounds.height)
    }

    /// The title's size plus the control's own parts; a new title changes it.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }
    override func subviewIntrinsicContentSizeDidChange(_ subview: View) { setNeedsLayout(); invalidateIntrinsicContentSize() }

    open override func sizeThatFits(_ size: Size) -> Size {
        let t = label.text.isEmpty ? Size.zero : label.sizeThatFits(.zero)
        return Size(width: Checkbox.box + (t.width > 0 ? 8 + t.width : 0), height: max(Checkbox.box + 4, t.height))
    }

    open override func sendAction() {
        guard isEnabled else { return }
        isChecked.toggle()
        Trace.emit("checkbox.changed", ["id": TraceValue(identifier), "checked": .bool(isChecked)])
        valueChanged?(self)
        super.sendAction()
    }

    open override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .space || event.key == .enter { sendAction(); return true }
        return super.keyDown(event)
    }

    /// The ring goes round the box, not the title, which runs to the bounds' edge and would lie under a ring
    /// round them (the widget gallery showed it cutting the last letter); a white inner edge shows it on the
    /// tinted box.
    open override func drawFocusRing(in canvas: Canvas) {
        let b = Checkbox.box
        let box = Rect(x: 0, y: (bounds.height - b) / 2, width: b, height: b)
        canvas.stroke(Path(roundedRect: box.insetBy(dx: 1.25, dy: 1.25), cornerRadius: 3.5), color: Control.focusRingColor, lineWidth: 2.5)
        canvas.stroke(Path(roundedRect: box.insetBy(dx: 3, dy: 3), cornerRadius: 2), color: Color.labelOnTint.withAlpha(0.85), lineWidth: 1)
    }

    open override func draw(in canvas: Canvas) {
        let b = Checkbox.box
        let r = Rect(x: 0.5, y: (bounds.height - b) / 2 + 0.5, width: b - 1, height: b - 1)
        let path = Path(roundedRect: r, cornerRadius: 4)
        if isChecked {
            canvas.fill(path, color: isEnabled ? (isHighlighted ? Color.tint.mixed(with: .black, amount: 0.2) : .tint) : .tertiaryLabel)
            var tick = Path()
            tick.move(to: Point(r.minX + 4, r.midY))
            tick.line(to: Point(r.minX + 7.5, r.maxY - 4.5))
            tick.line(to: Point(r.maxX - 4, r.minY + 4.5))
            canvas.stroke(tick, color: .labelOnTint, lineWidth: 2)
        } else {
            canvas.fill(path, color: isHighlighted ? .systemFill : .controlBackground)
            canvas.stroke(path, color: isHovered ? .secondaryLabel : .opaqueSeparator, lineWidth: 1)
        }
    }
}
