/// A view that reacts to presses, as `UIControl`: tracks highlight while pressed, hover, enabled state,
/// and fires `primaryAction` when released inside.
@MainActor
open class Control: View {
    /// How the control looks now: normal, hovered, pressed (highlighted) or disabled.
    public enum State: Hashable, Sendable { case normal, hovered, highlighted, disabled }

    /// A disabled control ignores input, looks dimmed and gives up the keyboard focus.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled && isFocused { window?.makeFirstResponder(nil) }
            stateChanged()
            accessibilityStateChanged(.enabled, isEnabled)
        }
    }
    public private(set) var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateChanged(); accessibilityStateChanged(.pressed, isHighlighted) } }
    }
    public private(set) var isHovered = false { didSet { if isHovered != oldValue { stateChanged() } } }
    /// Runs when a press is released inside the control.
    public var primaryAction: (@MainActor (Control) -> Void)?
    /// Released inside counts up to this far outside the bounds, as UIKit's touch slop.
    public var releaseSlop = 8.0

    /// How the control looks now, derived from the flags above (disabled wins, then highlighted, then hovered).
    public var state: State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        if isHovered { return .hovered }
        return .normal
    }

    /// Redraws by default; override to restyle.
    open func stateChanged() { setNeedsDisplay() }

    /// The pointing hand, or not-allowed while disabled.
    open override func cursor(at point: Point) -> Cursor? { isEnabled ? .pointer : .notAllowed }

    open override func pointerEntered() { isHovered = true }
    open override func pointerExited() { isHovered = false }

    open override func touchesBegan(_ touch: Touch) {
        guard isEnabled, touch.button == .primary else { return }
        isHighlighted = true
    }

    open override func touchesMoved(_ touch: Touch) {
        guard isEnabled, touch.button == .primary else { return }
        isHighlighted = isInside(touch)
    }

    open override func touchesEnded(_ touch: Touch) {
        guard isEnabled, touch.button == .primary else { return }
        let inside = isInside(touch)
        isHighlighted = false
        if inside { sendAction() }
    }

    open override func touchesCancelled(_ touch: Touch) { isHighlighted = false }

    private func isInside(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -releaseSlop, dy: -releaseSlop).contains(touch.location(in: self))
    }

    /// Fires the action (also for keyboard activation).
    open func sendAction() {
        guard isEnabled else { return }
        primaryAction?(self)
    }

    // MARK: Keyboard focus

    /// Enabled controls take the keyboard: Tab reaches them, and Enter or Space then activates them.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Whether the control is its window's first responder; it then draws a focus ring.
    public var isFocused: Bool { window?.firstResponder === self }
    open override func didBecomeFirstResponder() { setNeedsDisplay() }
    open override func didResignFirstResponder() { setNeedsDisplay() }

    open override func keyDown(_ event: KeyEvent) -> Bool {
        if isEnabled, event.modifiers.isEmpty, event.key == .space || event.key == .enter {
            sendAction()
            return true
        }
        return super.keyDown(event)
    }

    // MARK: Accessibility

    /// Pressed while held down.
    open override var accessibilityStates: AccessibilityStates {
        var s = super.accessibilityStates
        if isHighlighted { s.insert(.pressed) }
        return s
    }

    /// "press" does what a click does; a control that is a toggle or a slider names its own actions.
    open override var accessibilityActions: [AccessibilityAction] {
        get {
            let own = accessibilityPrimaryActionName.map { name in
                AccessibilityAction(name: name, localizedDescription: name) { [weak self] in
                    guard let self, self.isEnabled, self.isAccessibilityReachable else { return false }
                    self.sendAction()
                    return true
                }
            }
            return (own.map { [$0] } ?? []) + super.accessibilityActions
        }
        set { super.accessibilityActions = newValue }
    }

    /// The name of the action that fires `sendAction()`: "press" for buttons, "toggle" for switches and
    /// check boxes; nil for controls with other actions (a slider).
    open var accessibilityPrimaryActionName: String? {
        switch accessibilityRole {
        case .toggleButton, .checkBox, .switchControl: return AccessibilityAction.toggle
        case .slider, .none: return nil
        default: return AccessibilityAction.press
        }
    }

    public static let focusRingColor = Color.focusRing
    /// The ring's inner edge, which sets it off a tinted face: white in light, black in the dark.
    static let focusRingInnerEdge = Color(light: Color(white: 1, alpha: 0.85), dark: Color(white: 0, alpha: 0.7))

    open override func drawOverSubviews(in canvas: Canvas) {
        if isFocused { drawFocusRing(in: canvas) }
    }

    /// A ring just inside the bounds (a ring outside them would be painted over by damage that only
    /// touches the margin), following the corners, with a white inner edge so it shows on a tinted face.
    open func drawFocusRing(in canvas: Canvas) { drawBoundsFocusRing(in: canvas, dirty: .everything) }

    /// The ring `drawFocusRing(in:)` draws, only where `dirty` reaches it (a view that draws it itself,
    /// as `TextView` does, skips the strokes a key's line never reaches).
    func drawBoundsFocusRing(in canvas: Canvas, dirty: DirtyRegion) {
        let w = 2.5
        if let ring = dirty.visibleOutline(of: bounds.insetBy(dx: w / 2, dy: w / 2), cornerRadius: max(0, cornerRadius - w / 2), lineWidth: w) {
            canvas.stroke(ring, color: Control.focusRingColor, lineWidth: w)
        }
        if let edge = dirty.visibleOutline(of: bounds.insetBy(dx: w + 0.5, dy: w + 0.5), cornerRadius: max(0, cornerRadius - w - 0.5), lineWidth: 1) {
            canvas.stroke(edge, color: Control.focusRingInnerEdge, lineWidth: 1)
        }
    }
}
