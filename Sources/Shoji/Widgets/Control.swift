/// A view that reacts to presses, as `UIControl`: tracks highlight while pressed, hover, enabled state,
/// and fires `primaryAction` when released inside.
@MainActor
open class Control: View {
    public enum State: Hashable, Sendable { case normal, hovered, highlighted, disabled }

    public var isEnabled = true { didSet { if isEnabled != oldValue { stateChanged() } } }
    public private(set) var isHighlighted = false { didSet { if isHighlighted != oldValue { stateChanged() } } }
    public private(set) var isHovered = false { didSet { if isHovered != oldValue { stateChanged() } } }
    /// Runs when a press is released inside the control.
    public var primaryAction: (@MainActor (Control) -> Void)?
    /// Released inside counts up to this far outside the bounds, as UIKit's touch slop.
    public var releaseSlop = 8.0

    public var state: State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        if isHovered { return .hovered }
        return .normal
    }

    /// Redraws by default; override to restyle.
    open func stateChanged() { setNeedsDisplay() }

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
}
