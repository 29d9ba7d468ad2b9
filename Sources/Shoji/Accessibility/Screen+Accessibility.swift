/// The application's side of the accessible tree: its windows, the accessible hit test, focus, and the
/// notifications the AT-SPI bridge listens to.
extension Screen {
    /// The application's accessible children: the windows not hidden, back to front.
    public var accessibilityWindows: [Window] {
        windows.filter { !$0.isHidden && !$0.accessibilityElementsHidden }
    }

    /// The accessible element at `point` (screen points): the view hit testing answers there (pass-through
    /// layers let it through, a modal window stops it), or its nearest exposed ancestor.
    public func accessibilityElement(at point: Point) -> View? {
        guard let hit = hitPath(at: point)?.view else { return nil }
        return hit.nearestExposedAncestorOrSelf
    }

    /// The element with the keyboard focus: the key window's first responder (or its nearest exposed
    /// ancestor), else the key window.
    public var accessibilityFocus: View? {
        guard let key = keyWindow else { return nil }
        if let v = key.firstResponder as? View, let exposed = v.accessibilityFocusElement.nearestExposedAncestorOrSelf { return exposed }
        return key
    }

    /// The accessible focus when someone listens (nil, and no work, when nobody does).
    var observedAccessibilityFocus: View? { hasAccessibilityObservers ? accessibilityFocus : nil }

    /// Keyboard focus or the key window changed: the element that had the accessible focus loses its
    /// `focused` state and the new one gets `focusChanged`.
    func accessibilityFocusMoved(from old: View?) {
        guard hasAccessibilityObservers else { return }
        let new = accessibilityFocus
        guard new !== old else { return }
        if let old { postAccessibilityNotification(.stateChanged(old, .focused, false)) }
        if let new { postAccessibilityNotification(.focusChanged(new)) }
    }

    /// Whether anyone listens: check before building anything costly for a notification.
    public var hasAccessibilityObservers: Bool { !accessibilityObservers.isEmpty }

    /// Tells every observer. The notification is built only when someone listens, so posting costs a
    /// branch when nobody does.
    public func postAccessibilityNotification(_ notification: @autoclosure () -> AccessibilityNotification) {
        guard !accessibilityObservers.isEmpty else { return }
        let handlers = accessibilityObservers.live()
        guard !handlers.isEmpty else { return }
        let n = notification()
        for h in handlers { h(n) }
    }

    /// Calls `handler` with every notification posted from now on, until the returned token is
    /// invalidated or released.
    public func addAccessibilityObserver(_ handler: @escaping @MainActor (AccessibilityNotification) -> Void) -> AccessibilityObservation {
        accessibilityObservers.add(handler)
    }
}
