/// The cursor the screen shows: which view decides it, and who is told when it changes.
extension Screen {
    /// The cursor the pointer shows at `point` (screen points): the view hit resolves it; where that is the
    /// arrow, a layer the hit passed through may say otherwise (a loading overlay that lets clicks through
    /// shows `progress` over everything that has no cursor of its own). Nothing hit, or blocked by a modal
    /// window: the arrow.
    public func cursor(at point: Point) -> Cursor {
        guard let path = hitPath(at: point) else { return .default }
        let c = path.view.resolvedCursor(at: path.view.convertFromScreen(point))
        guard c == .default else { return c }
        return path.passedThrough.lazy.compactMap(\.cursor).first ?? c
    }

    /// The cursor shown now; it changes on pointer motion, on press and release, and after a frame that
    /// changed what is under a pointer that did not move.
    public var currentCursor: Cursor { dispatcher.cursor }

    /// Told each time the cursor changes, after the host (``ScreenHost/screen(_:cursorDidChange:)``, which
    /// sets the X cursor; nothing is drawn for it). Deprecated: kept for code written before.
    public var onCursorChange: ((Cursor) -> Void)? {
        get { dispatcher.onCursorChange }
        set { dispatcher.onCursorChange = newValue }
    }
}
