/// Keyboard focus: Tab walks the window's key-view loop, as AppKit's `selectNextKeyView`. The loop is
/// every view that can become first responder, depth first in subview order (the order they were
/// added), leaving out hidden, disabled and pass-through subtrees, so it never leaves this window: a
/// modal window's Tab stays among the modal's controls.
extension Window {
    /// The views Tab walks through, in order.
    public var keyViewLoop: [View] {
        var loop: [View] = []
        func visit(_ v: View) {
            guard v.isHitTestable else { return }
            if v !== self, v.canBecomeFirstResponder { loop.append(v) }
            guard v === self || v.hitPolicy != .absorb else { return } // an absorbing view's children get no input
            for sub in v.subviews { visit(sub) }
        }
        visit(self)
        return loop
    }

    /// Focuses the view after the first responder in the loop (the first one when none is focused),
    /// wrapping around; false when the loop is empty.
    @discardableResult
    public func selectNextKeyView() -> Bool { selectKeyView(step: 1) }

    /// Focuses the view before the first responder (the last one when none is focused).
    @discardableResult
    public func selectPreviousKeyView() -> Bool { selectKeyView(step: -1) }

    private func selectKeyView(step: Int) -> Bool {
        let loop = keyViewLoop
        guard !loop.isEmpty else { return false }
        let target: View
        if let current = firstResponder as? View, let i = loop.firstIndex(where: { $0 === current }) {
            target = loop[(i + step + loop.count) % loop.count]
        } else {
            target = step > 0 ? loop[0] : loop[loop.count - 1]
        }
        return makeFirstResponder(target)
    }
}
