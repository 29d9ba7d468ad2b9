/// A row of mutually exclusive segments, as `UISegmentedControl`.
@MainActor
open class SegmentedControl: Control {
    /// The segments' titles, left to right.
    public private(set) var titles: [String]
    /// The index of the selected segment, as `UISegmentedControl`'s. Set from code it calls no
    /// `valueChanged` (a click does); an index out of range changes nothing.
    public var selectedSegmentIndex: Int {
        get { selected }
        set { select(newValue) }
    }
    private var selected: Int
    /// Called after the user picks another segment (not when `selectedSegmentIndex` is set from code).
    public var valueChanged: (@MainActor (SegmentedControl) -> Void)?
    private var labels: [SegmentLabel] = []
    private var pressedIndex: Int?

    /// A control with one segment per title.
    public init(_ titles: [String], selectedSegmentIndex: Int = 0, frame: Rect = .zero) {
        self.titles = titles
        selected = min(max(0, selectedSegmentIndex), max(0, titles.count - 1))
        super.init(frame: frame)
        cornerRadius = 7
        backgroundColor = .systemFill
        for (i, t) in titles.enumerated() {
            let l = SegmentLabel(t, style: .body.with(size: 14, weight: .medium))
            l.control = self
            l.index = i
            l.alignment = .center
            labels.append(l)
            addSubview(l)
        }
        updateLabels()
    }

    private func select(_ i: Int) {
        guard titles.indices.contains(i), i != selected else { return }
        let old = selected
        selected = i
        updateLabels()
        setNeedsDisplay()
        labels[old].accessibilityStateChanged(.selected, false)
        labels[i].accessibilityStateChanged(.selected, true)
    }

    /// The user picked segment `i` (a click, or its "press" action): select it, trace and tell.
    fileprivate func userSelect(_ i: Int) {
        guard isEnabled, titles.indices.contains(i), i != selectedSegmentIndex else { return }
        select(i)
        Trace.emit("segment.changed", ["id": TraceValue(identifier), "index": .number(Double(i))])
        valueChanged?(self)
    }

    // MARK: Accessibility

    open override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .pageTabList }
        set { super.accessibilityRole = newValue }
    }
    /// The segments have their own "press"; the control as a whole has none.
    open override var accessibilityPrimaryActionName: String? { nil }

    private var segmentWidth: Double { titles.isEmpty ? 0 : bounds.width / Double(titles.count) }

    /// Titles dimmed while disabled, as `Control` promises (the widget gallery showed none).
    private func updateLabels() {
        for (i, l) in labels.enumerated() {
            l.textColor = !isEnabled ? .tertiaryLabel : i == selectedSegmentIndex ? .label : .secondaryLabel
        }
    }

    open override func stateChanged() {
        super.stateChanged()
        updateLabels()
    }

    open override func layoutSubviews() {
        for (i, l) in labels.enumerated() {
            l.frame = Rect(x: Double(i) * segmentWidth + 4, y: 0, width: segmentWidth - 8, height: bounds.height)
        }
    }

    /// Every segment as wide as the widest title needs.
    open override var intrinsicContentSize: Size { sizeThatFits(.zero) }

    open override func sizeThatFits(_ size: Size) -> Size {
        let widest = labels.map { $0.sizeThatFits(.zero).width }.max() ?? 0
        return Size(width: (widest + 28) * Double(max(1, titles.count)), height: 32)
    }

    private func index(at touch: Touch) -> Int? {
        let p = touch.location(in: self)
        guard bounds.contains(p), segmentWidth > 0 else { return nil }
        return min(titles.count - 1, Int(saturating: p.x / segmentWidth))
    }

    open override func touchesBegan(_ touch: Touch) {
        super.touchesBegan(touch)
        pressedIndex = index(at: touch)
        setNeedsDisplay()
    }

    open override func touchesMoved(_ touch: Touch) {
        super.touchesMoved(touch)
        pressedIndex = index(at: touch)
        setNeedsDisplay()
    }

    open override func touchesEnded(_ touch: Touch) {
        let i = index(at: touch)
        pressedIndex = nil
        super.touchesEnded(touch)
        if let i { userSelect(i) }
        setNeedsDisplay()
    }

    open override func touchesCancelled(_ touch: Touch) {
        pressedIndex = nil
        super.touchesCancelled(touch)
    }

    open override func draw(in canvas: Canvas) {
        guard !titles.isEmpty else { return }
        let w = segmentWidth
        if let p = pressedIndex, p != selectedSegmentIndex {
            canvas.fill(Path(roundedRect: Rect(x: Double(p) * w + 2, y: 2, width: w - 4, height: bounds.height - 4), cornerRadius: 5),
                        color: .opaqueSeparator)
        }
        let sel = Rect(x: Double(selectedSegmentIndex) * w + 2, y: 2, width: w - 4, height: bounds.height - 4)
        canvas.fill(Path(roundedRect: sel.offsetBy(dx: 0, dy: 1), cornerRadius: 5), color: Color.shadow.withAlpha(0.08))
        canvas.fill(Path(roundedRect: sel, cornerRadius: 5), color: .controlBackground)
        for i in 1..<titles.count where i != selectedSegmentIndex && i != selectedSegmentIndex + 1 {
            canvas.fill(Rect(x: Double(i) * w - 0.5, y: 8, width: 1, height: bounds.height - 16), color: .opaqueSeparator)
        }
    }
}

/// A segment's title, which is also the segment to assistive technology: a page tab, selected when its
/// segment is, whose "press" selects it as a click would.
@MainActor
private final class SegmentLabel: Label {
    weak var control: SegmentedControl?
    var index = 0

    override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .pageTab }
        set { super.accessibilityRole = newValue }
    }
    override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    override var accessibilityText: String? { nil }

    override var accessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates.union(.selectable)
        if let control {
            if control.selectedSegmentIndex == index { s.insert(.selected) }
            if !control.isEnabled { s.remove(.enabled) }
        }
        return s
    }

    override var accessibilityActions: [AccessibilityAction] {
        get {
            [AccessibilityAction(name: AccessibilityAction.press, localizedDescription: AccessibilityAction.press) { [weak self] in
                guard let self, let control = self.control, control.isEnabled, control.isAccessibilityReachable else { return false }
                control.userSelect(self.index)
                return true
            }] + super.accessibilityActions
        }
        set { super.accessibilityActions = newValue }
    }
}
