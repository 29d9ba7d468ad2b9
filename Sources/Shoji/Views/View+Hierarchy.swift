// The subview tree's operations that subclasses do not override: adding, inserting beside a sibling,
// removing, finding, and telling observers; the overridable ones (insertSubview(_:at:), the hooks) stay
// in View.swift, because Swift lets a subclass override only what the class body declares.

extension View {
    /// The window this view is in, if any.
    public var window: Window? {
        var v: View? = self
        while let cur = v {
            if let w = cur as? Window { return w }
            v = cur.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews, removing it from its old superview first.
    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` just above `sibling` in paint order.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let adjust = (view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < i) ? 0 : 1
        insertSubview(view, at: i + adjust)
    }

    /// Inserts `view` just below `sibling` in paint order.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
        let adjust = (view.superview === self && (subviews.firstIndex { $0 === view } ?? Int.max) < i) ? -1 : 0
        insertSubview(view, at: i + adjust)
    }

    /// Takes the view out of its superview (and so off screen); it keeps its own subviews.
    public func removeFromSuperview() {
        guard let parent = superview, let i = parent.subviews.firstIndex(where: { $0 === self }) else { return }
        let oldWindow = window
        parent.willRemoveSubview(self)
        setNeedsDisplayInSuperview()
        parent.subviews.remove(at: i)
        superview = nil
        if oldWindow != nil { propagateWindowChange(from: oldWindow) }
        parent.notifySubviewsChanged(.removed(self))
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let cur = v { if cur === view { return true }; v = cur.superview }
        return false
    }

    /// The first view in this subtree (this view included) with the identifier, depth first.
    public func viewWithIdentifier(_ id: String) -> View? {
        if identifier == id { return self }
        for s in subviews { if let v = s.viewWithIdentifier(id) { return v } }
        return nil
    }

    func propagateWindowChange(from old: Window?) {
        // Text measured with the old window's text system (out of any window: the process default) has the
        // wrong sizes in this one, and caches keyed by width alone would keep them: the subtree lays its
        // text out again, as when the UI font changes. Only where the systems differ (headless screens
        // given their own); in a program every screen's host uses the process default.
        let changed = (old?.screen?.host.textSystem ?? Typesetter.current) !== effectiveTextSystem
        propagateWindowChange(from: old, textSystemChanged: changed)
    }

    private func propagateWindowChange(from old: Window?, textSystemChanged: Bool) {
        if let old, old !== window { old.viewLeftWindow(self) }
        if textSystemChanged { systemFontDidChange() }
        didMoveToWindow()
        for s in subviews { s.propagateWindowChange(from: old, textSystemChanged: textSystemChanged) }
    }

    // MARK: Subview observation

    /// Registers a weakly held observer of this view's subview list.
    public func addSubviewObserver(_ observer: SubviewObserver) { subviewObservers.add(observer) }
    /// Stops telling `observer` about subview changes.
    public func removeSubviewObserver(_ observer: SubviewObserver) { subviewObservers.remove(observer) }

    func notifySubviewsChanged(_ change: SubviewChange) {
        accessibilityChildrenChanged()
        guard !subviewObservers.isEmpty else { return }
        subviewObservers.forEach { $0.subviewsDidChange(of: self, change: change) }
    }
}
