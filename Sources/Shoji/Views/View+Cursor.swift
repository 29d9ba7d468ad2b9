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
