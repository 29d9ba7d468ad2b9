/// What a view stores for accessibility once something is set on it explicitly: a class, so that a view
/// that never has anything set pays one reference.
final class AccessibilityStorage {
    var isElement: Bool?
    var role: AccessibilityRole?
    var label: String?
    var hint: String?
    var value: String?
    var actions: [AccessibilityAction]?
    var viewIsModal: Bool?
    var elementsHidden = false
    var exposesSubviews = false
    var readingOrder: [Weak] = []
    var labelledBy = Weak()
    var labelFor: [Weak] = []
    /// The view's tool tip (View+ToolTip.swift); kept here, with the description it stands in for.
    var toolTip: String?
    struct Weak { weak var view: View? }
}

/// The accessible tree is the view tree seen through `isAccessibilityElement`: an element's children are
/// its nearest exposed descendants, leaving out hidden subtrees and whatever a leaf element (a button)
/// stands for, so `accessibilityChildren` and `accessibilityParent` agree by construction and nothing
/// keeps a second copy of the tree.
extension View {
    func accessibilityStore(_ change: (AccessibilityStorage) -> Void) {
        if let s = accessibilityStorage { return change(s) }
        let s = AccessibilityStorage()
        accessibilityStorage = s
        change(s)
    }

    /// Extra help after the name (AT-SPI's description); the tool tip unless set, as GTK does.
    public var accessibilityHint: String? {
        get { accessibilityStorage?.hint ?? accessibilityStorage?.toolTip }
        set { accessibilityStore { $0.hint = newValue } }
    }

    /// Hides this view and its subtree from assistive technology, as UIKit's property of that name.
    public var accessibilityElementsHidden: Bool {
        get { accessibilityStorage?.elementsHidden ?? false }
        set {
            guard newValue != accessibilityElementsHidden else { return }
            accessibilityStore { $0.elementsHidden = newValue }
            accessibilityParentChildrenChanged()
        }
    }

    /// Subviews a screen reader should meet first, in this order (the title bar before the content it
    /// is painted over); the others follow in paint order, so a view added later is never left out.
    public var accessibilityReadingOrder: [View] {
        get { accessibilityStorage?.readingOrder.compactMap(\.view) ?? [] }
        set {
            accessibilityStore { $0.readingOrder = newValue.map { AccessibilityStorage.Weak(view: $0) } }
            accessibilityChildrenChanged()
        }
    }

    /// The element whose text names this one, as a caption beside a slider does: screen readers get
    /// a "labelled by" relation from this element and a "label for" relation from the other (AT-SPI's
    /// relation set). Held weakly. It does not set `accessibilityLabel`; set both when the caption is not
    /// an element of its own.
    public var accessibilityLabelledBy: View? {
        get { accessibilityStorage?.labelledBy.view }
        set {
            if let old = accessibilityLabelledBy {
                old.accessibilityStorage?.labelFor.removeAll { $0.view == nil || $0.view === self }
            }
            accessibilityStore { $0.labelledBy = AccessibilityStorage.Weak(view: newValue) }
            newValue?.accessibilityStore { $0.labelFor.append(AccessibilityStorage.Weak(view: self)) }
        }
    }

    /// The elements this view names (the reverse of their `accessibilityLabelledBy`).
    public var accessibilityLabelFor: [View] {
        accessibilityStorage?.labelFor.compactMap { w in w.view.flatMap { $0.accessibilityLabelledBy === self ? $0 : nil } } ?? []
    }

    // MARK: The tree

    /// Whether a leaf role's element still shows its exposed subviews as children: a search field (an
    /// entry, a leaf) with its clear button, a push button inside it, as GTK's entries show their icons.
    var accessibilityExposesSubviews: Bool {
        get { accessibilityStorage?.exposesSubviews ?? false }
        set { accessibilityStore { $0.exposesSubviews = newValue } }
    }

    /// Whether the element stands for its whole subtree: its role says so, unless it exposes its subviews.
    var accessibilityIsLeaf: Bool { accessibilityRole.isLeaf && !accessibilityExposesSubviews }

    /// The element's accessible children: the nearest exposed descendants, skipping hidden subtrees, in
    /// paint order after those in `accessibilityReadingOrder`. A leaf element (a button, a label) has none. When a subview is modal
    /// (`accessibilityViewIsModal`), its siblings are left out, as UIKit does.
    public var accessibilityChildren: [View] {
        guard !accessibilityIsLeaf || !isAccessibilityElement else { return [] }
        var out: [View] = []
        appendAccessibilityChildren(of: self, to: &out)
        return out
    }

    private func appendAccessibilityChildren(of view: View, to out: inout [View]) {
        var subs = view.subviews
        let first = view.accessibilityReadingOrder.filter { $0.superview === view }
        if !first.isEmpty { subs = first + subs.filter { s in !first.contains { $0 === s } } }
        if let modal = subs.last(where: { $0.accessibilityViewIsModal && !$0.isHidden && !$0.accessibilityElementsHidden }) {
            subs = [modal]
        }
        for sub in subs where !sub.isHidden && !sub.accessibilityElementsHidden {
            if sub.isAccessibilityElement { out.append(sub) } else { appendAccessibilityChildren(of: sub, to: &out) }
        }
    }

    /// The nearest exposed ancestor; nil for a window (the application is its parent).
    public var accessibilityParent: View? {
        guard !(self is Window) else { return nil }
        var v = superview
        while let cur = v {
            if cur.isAccessibilityElement || cur is Window { return cur }
            v = cur.superview
        }
        return nil
    }

    /// The element of the accessible tree that stands for this view: itself when exposed, else its nearest
    /// exposed ancestor, or the leaf element (a button) or hidden subtree that holds it. Nil outside a window.
    public var nearestExposedAncestorOrSelf: View? {
        var chain: [View] = []
        var v: View? = self
        while let cur = v { chain.append(cur); v = cur.superview }
        guard let root = chain.last, root is Window, !root.accessibilityElementsHidden else { return nil }
        var current = root
        for view in chain.reversed().dropFirst() {
            if view.isHidden || view.accessibilityElementsHidden { break }
            if current.isAccessibilityElement && current.accessibilityIsLeaf { break }
            if view.isAccessibilityElement { current = view }
        }
        return current
    }

    /// What every view tells automation: its identifier ("id") and its layer ("layer"), when it has them.
    public var accessibilityBaseAttributes: [String: String] {
        var a: [String: String] = [:]
        if let identifier { a["id"] = identifier }
        if let layer = enclosingLayer { a["layer"] = layer.name }
        return a
    }

    /// The view's bounds on the screen, in points (the host turns them into root-window pixels).
    public var accessibilityFrameInScreen: Rect { convertToScreen(bounds) }

    // MARK: States

    /// The states every view computes: visible, showing, enabled, focusable, focused. Widgets add theirs
    /// to these in `accessibilityStates`.
    public var accessibilityBaseStates: AccessibilityStates {
        var s: AccessibilityStates = []
        if isAccessibilityVisible {
            s.insert(.visible)
            if let w = window, w.isAccessibilityShowing { s.insert(.showing) }
        }
        // Greyed out only when disabled: a label takes no input, yet it is not disabled.
        if (self as? Control)?.isEnabled ?? true { s.insert(.enabled) }
        if canBecomeFirstResponder { s.insert(.focusable) }
        if !(self is Window), let screen = window?.screen, screen.accessibilityFocus === self { s.insert(.focused) }
        if accessibilityViewIsModal { s.insert(.modal) }
        if isCoveredByLoadingOverlay { s.insert(.busy) }
        return s
    }

    /// A blocking loading overlay covers this view: it is on this view, or on an ancestor, and this view is
    /// not part of it. The overlay stays its host's frontmost subview, so one look per ancestor is enough.
    public var isCoveredByLoadingOverlay: Bool {
        var child: View?
        var v: View? = self
        while let cur = v {
            if let overlay = cur.subviews.last as? LoadingOverlay, overlay !== child, overlay.isBlocking { return true }
            child = cur
            v = cur.superview
        }
        return false
    }

    /// Whether the user could reach this view now, so that an action may do what their click would: it
    /// is visible, its window is not below a modal one, no blocking loading overlay covers it, and no
    /// ancestor refuses input. Actions on views out of reach do nothing and answer false, as the click
    /// would (a modal's content stays reachable; the app below does not).
    public var isAccessibilityReachable: Bool {
        guard isAccessibilityVisible, let window, window.isAccessibilityShowing else { return false }
        guard !isCoveredByLoadingOverlay else { return false }
        var v = superview
        while let cur = v {
            if !cur.isUserInteractionEnabled || cur.hitPolicy == .passThroughAll { return false }
            v = cur.superview
        }
        return true
    }

    /// Not hidden and not transparent, itself and every ancestor up to its window.
    public var isAccessibilityVisible: Bool {
        var v: View? = self
        while let cur = v {
            if cur.isHidden || cur.alpha <= 0.01 { return false }
            v = cur.superview
        }
        return window != nil
    }

    // MARK: Posting

    /// The view's screen when someone listens to it. Until anyone ever has, this does not even walk up to
    /// the window, which costs more than the rest of posting.
    private var observingScreen: Screen? {
        guard AccessibilityObservers.anyoneEverListened, let screen = window?.screen, screen.hasAccessibilityObservers else { return nil }
        return screen
    }

    /// Whether anyone listens to this view's notifications (work done only for them can be skipped).
    var isAccessibilityObserved: Bool { observingScreen != nil }

    /// Posts on the view's screen; costs a branch when nobody listens.
    public func postAccessibility(_ notification: @autoclosure () -> AccessibilityNotification) {
        guard let screen = observingScreen else { return }
        screen.postAccessibilityNotification(notification())
    }

    /// The name of the element that stands for this view changed (a button's title label got new text).
    func accessibilityNameChanged() {
        guard let screen = observingScreen, let element = nearestExposedAncestorOrSelf else { return }
        screen.postAccessibilityNotification(.nameChanged(element))
    }

    /// Tells assistive technology that a state of this element changed (a subclass's own selected look).
    public func accessibilityStateChanged(_ state: AccessibilityStates, _ isSet: Bool) {
        postAccessibility(.stateChanged(self, state, isSet))
    }

    /// The element that holds this view's subviews had its children change.
    func accessibilityChildrenChanged() {
        guard let screen = observingScreen, let holder = nearestExposedAncestorOrSelf else { return }
        screen.postAccessibilityNotification(.childrenChanged(holder))
    }

    /// The element that holds this view had its children change.
    func accessibilityParentChildrenChanged() { superview?.accessibilityChildrenChanged() }

    /// Hiding a view takes it out of the tree (its holder's children change) and out of sight.
    func accessibilityHiddenChanged() {
        guard let screen = observingScreen else { return }
        if !(self is Window) { accessibilityParentChildrenChanged() }
        screen.postAccessibilityNotification(.showingChanged(self))
    }

    /// The view, and everything in it, came into sight or left it (faded in or out).
    func accessibilityShowingChanged() { postAccessibility(.showingChanged(self)) }
}

extension Window {
    /// The window became modal or stopped being, or a modal window came or went: the windows below it
    /// appear or disappear from what is showing.
    func accessibilityModalityChanged() {
        guard AccessibilityObservers.anyoneEverListened, let screen, screen.hasAccessibilityObservers else { return }
        if !isHidden { screen.postAccessibilityNotification(.stateChanged(self, .modal, accessibilityViewIsModal)) }
        for w in screen.windows where w !== self && !w.isHidden {
            screen.postAccessibilityNotification(.showingChanged(w))
        }
    }

    /// On the screen, not hidden, and not below a modal window.
    public var isAccessibilityShowing: Bool {
        guard !isHidden, alpha > 0.01, let screen else { return false }
        for w in screen.windows.reversed() {
            if w === self { return true }
            if !w.isHidden && (w.isModal || w.accessibilityViewIsModal) { return false }
        }
        return false
    }
}
