/// Makes a view a drop target, as UIKit's `UIDropInteraction`: which types it takes, feedback while a
/// drag is over it, and what it does with a drop. Set it as the view's ``View/dropInteraction``.
///
/// Drags come from other programs (XDND on X11) or from this one; either way the view sees the same
/// calls, in order: ``onEnter`` once, ``onMove`` as the pointer moves over it, then ``onExit`` (the drag
/// left or was cancelled) or ``onDrop`` with the content.
@MainActor
public final class DropInteraction {
    /// The types the view takes; a drag offering none of them passes the view by.
    public var acceptedTypes: [PasteboardType]
    /// The drag came over the view (highlight it).
    public var onEnter: (() -> Void)?
    /// The pointer moved over the view, in the view's coordinates; return false to refuse a drop here
    /// (nil: anywhere in the view takes it).
    public var onMove: ((Point) -> Bool)?
    /// The drag left the view without a drop, or was cancelled (take the highlight away).
    public var onExit: (() -> Void)?
    /// The content was dropped at the point (in the view's coordinates).
    public var onDrop: (PasteboardContent, Point) -> Void
    /// The view it is set on.
    public internal(set) weak var view: View?

    /// A drop target taking `types`, doing `onDrop` with what is dropped.
    public init(acceptedTypes: [PasteboardType], onDrop: @escaping (PasteboardContent, Point) -> Void) {
        self.acceptedTypes = acceptedTypes
        self.onDrop = onDrop
    }

    /// Whether a drag offering `types` is of interest here.
    public func accepts(_ types: [PasteboardType]) -> Bool { types.contains { acceptedTypes.contains($0) } }
}

/// A drag under way over a screen, as a drop target sees it: it finds the view under the pointer that
/// takes the drag's types, tells views as the drag enters and leaves them, and delivers the drop. Hosts
/// drive it (from XDND messages on X11, or from a drag inside the program).
@MainActor
public final class DropTracker {
    /// The screen the drag is over.
    public let screen: Screen
    /// The types the drag offers.
    public let types: [PasteboardType]
    private weak var current: View?
    private var currentAccepts = false

    /// A drag offering `types` came over `screen`.
    public init(screen: Screen, types: [PasteboardType]) {
        self.screen = screen
        self.types = types
    }

    /// The view that would take a drop now, if any.
    public var target: View? { currentAccepts ? current : nil }

    /// The pointer is at `point` (screen points): returns whether a drop there would be taken.
    public func move(to point: Point) -> Bool {
        let view = dropView(at: point)
        if view !== current {
            current?.dropInteraction?.onExit?()
            current = view
            view?.dropInteraction?.onEnter?()
            Trace.emit("drop.over", ["view": .string(view?.identifier ?? "")])
        }
        guard let view, let drop = view.dropInteraction else { currentAccepts = false; return false }
        currentAccepts = drop.onMove?(view.convertFromScreen(point)) ?? true
        return currentAccepts
    }

    /// The drag left the screen or was cancelled.
    public func exit() {
        current?.dropInteraction?.onExit?()
        current = nil
        currentAccepts = false
    }

    /// Delivers `content`, dropped at `point` (screen points), to the view there; false when none takes it.
    @discardableResult
    public func drop(_ content: PasteboardContent, at point: Point) -> Bool {
        guard move(to: point), let view = current, let drop = view.dropInteraction else { exit(); return false }
        current = nil
        currentAccepts = false
        drop.onExit?()
        drop.onDrop(content, view.convertFromScreen(point))
        Trace.emit("drop.delivered", ["view": .string(view.identifier ?? ""), "text": .string(content.text ?? ""),
                                      "files": .number(Double(content.filePaths.count))])
        return true
    }

    private func dropView(at point: Point) -> View? {
        var v = screen.hitTest(point)?.view
        while let cur = v {
            if let d = cur.dropInteraction, d.accepts(types) { return cur }
            v = cur.superview
        }
        return nil
    }
}
