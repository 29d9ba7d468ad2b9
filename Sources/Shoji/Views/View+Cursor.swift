extension View {
    /// The cursor over `point` (bounds coordinates): the first of this view and its ancestors that says
    /// one, by `cursor` or else by `cursor(at:)`; the arrow when none does.
    public func resolvedCursor(at point: Point) -> Cursor {
        var view: View? = self
        var p = point
        while let v = view {
            if let c = v.cursor ?? v.cursor(at: p) { return c }
            p = v.transformToSuperview.apply(to: p)
            view = v.superview
        }
        return .default
    }

    func cursorDidChange() { window?.screen?.dispatcher.updateCursor() }
}

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

    /// Told each time the cursor changes (the host sets the X cursor; nothing is drawn for it).
    public var onCursorChange: ((Cursor) -> Void)? {
        get { dispatcher.onCursorChange }
        set { dispatcher.onCursorChange = newValue }
    }
}

extension EventDispatcher {
    /// Works out the cursor and tells `onCursorChange` when it changed. A press keeps the cursor it began
    /// with (a grab turned into grabbing) until it is released, wherever the pointer goes; with the pointer
    /// outside the screen nothing changes (the X server shows whatever is under it).
    func updateCursor() {
        let c: Cursor
        if let s = pointerSequence {
            c = s.cursor
        } else if let p = pointerLocation {
            c = screen.cursor(at: p)
        } else {
            return
        }
        guard c != cursor else { return }
        cursor = c
        onCursorChange?(c)
    }

    func traceKey(_ k: KeyEvent) {
        guard Trace.isEnabled else { return }
        Trace.emit("key", ["text": .string(k.text), "keypad": .bool(k.isKeypad)])
    }
}
