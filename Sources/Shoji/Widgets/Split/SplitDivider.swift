/// The bar between two panes of a ``SplitView``: dragged with the mouse (the resize cursor over it),
/// double-clicked to collapse or restore a pane, and focused with Tab or a press to move it by key: the arrows
/// along the split view's axis move it ``SplitView/keyboardStep`` points (with Shift one point), Home and
/// End to its limits.
///
/// For assistive technology it is a focusable `separator` (a window splitter, in WAI-ARIA's words)
/// whose value is its position.
@MainActor
public final class SplitDivider: View {
    /// Which divider it is, from the leading edge.
    public let index: Int
    weak var splitView: SplitView?
    /// Where along the axis the pointer holds the divider, from its leading edge.
    private var grab: Double?

    init(index: Int) {
        self.index = index
        super.init(frame: .zero)
        identifier = "split.divider.\(index)"
    }

    private var isHorizontal: Bool { splitView?.axis != .vertical }
    private func along(_ p: Point) -> Double { isHorizontal ? p.x : p.y }

    // MARK: Pointer

    public override func cursor(at point: Point) -> Cursor? { isHorizontal ? .columnResize : .rowResize }

    public override func touchesBegan(_ touch: Touch) {
        guard let splitView, touch.button == .primary else { return }
        if touch.clickCount == 2 {
            grab = nil
            splitView.toggleCollapse(ofDividerAt: index)
            return
        }
        grab = along(touch.location(in: splitView)) - splitView.positionOfDivider(at: index)
        // A pressed divider takes the focus, so the arrows fine-tune what the mouse began.
        _ = window?.makeFirstResponder(self)
    }

    public override func touchesMoved(_ touch: Touch) {
        guard let splitView, let grab else { return }
        move(to: along(touch.location(in: splitView)) - grab)
    }

    public override func touchesEnded(_ touch: Touch) { grab = nil }
    public override func touchesCancelled(_ touch: Touch) { grab = nil }

    /// Moves the divider to `position`, telling the split view's owner when it moved.
    private func move(to position: Double) {
        guard let splitView else { return }
        let before = splitView.positionOfDivider(at: index)
        splitView.setPosition(position, ofDividerAt: index)
        if splitView.positionOfDivider(at: index) != before { splitView.userMovedDivider(index) }
    }

    // MARK: Keys

    public override var canBecomeFirstResponder: Bool { true }
    /// Whether the divider has the keyboard focus.
    public var isFocused: Bool { window?.firstResponder === self }
    public override func didBecomeFirstResponder() { setNeedsDisplay() }
    public override func didResignFirstResponder() { setNeedsDisplay() }

    public override func keyDown(_ event: KeyEvent) -> Bool {
        guard let splitView, event.modifiers.subtracting(.shift).isEmpty else { return super.keyDown(event) }
        let step = event.modifiers.contains(.shift) ? 1 : SplitView.keyboardStep
        let position = splitView.positionOfDivider(at: index)
        let range = splitView.positionRange(ofDividerAt: index)
        switch (event.key, isHorizontal) {
        case (.left, true), (.up, false): move(to: position - step)
        case (.right, true), (.down, false): move(to: position + step)
        case (.home, _): move(to: range.lowerBound)
        case (.end, _): move(to: range.upperBound)
        default: return super.keyDown(event)
        }
        return true
    }

    // MARK: Drawing

    public override func draw(in canvas: Canvas) {
        let b = bounds
        canvas.fill(b, color: .secondarySystemBackground)
        if isHorizontal {
            canvas.fill(Rect(x: 0, y: 0, width: 1, height: b.height), color: .separator)
            canvas.fill(Rect(x: b.width - 1, y: 0, width: 1, height: b.height), color: .separator)
        } else {
            canvas.fill(Rect(x: 0, y: 0, width: b.width, height: 1), color: .separator)
            canvas.fill(Rect(x: 0, y: b.height - 1, width: b.width, height: 1), color: .separator)
        }
        // A grip of three dots in the middle says it can be dragged.
        for k in -1...1 {
            let c = isHorizontal ? Point(b.midX, b.midY + Double(k) * 5) : Point(b.midX + Double(k) * 5, b.midY)
            canvas.fill(Path(ellipseIn: Rect(x: c.x - 1, y: c.y - 1, width: 2, height: 2)), color: .tertiaryLabel)
        }
        if isFocused { canvas.fill(b.insetBy(dx: isHorizontal ? 1 : 0, dy: isHorizontal ? 0 : 1), color: Color.focusRing.withAlpha(0.6)) }
    }

    // MARK: Accessibility

    public override var accessibilityRole: AccessibilityRole {
        get { accessibilityStorage?.role ?? .separator }
        set { super.accessibilityRole = newValue }
    }
    public override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }
    public override var accessibilityStates: AccessibilityStates {
        // A vertical bar between panes side by side, as GTK's paned handle says.
        super.accessibilityStates.union(isHorizontal ? .vertical : .horizontal)
    }
    public override var accessibilityNumericValue: AccessibilityValueRange? {
        guard let splitView else { return nil }
        let range = splitView.positionRange(ofDividerAt: index)
        return AccessibilityValueRange(current: splitView.positionOfDivider(at: index), minimum: range.lowerBound,
                                       maximum: range.upperBound, step: 1)
    }
    public override func accessibilitySetNumericValue(_ value: Double) -> Bool {
        guard value.isFinite, isAccessibilityReachable else { return false }
        move(to: value)
        return true
    }
}
