// Damage: what a view asks to be redrawn, in screen coordinates, grown by its drawing outset.

extension View {
    /// The whole view must be redrawn.
    public func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// `rect` (in bounds coordinates) must be redrawn before the next frame.
    public func setNeedsDisplay(_ rect: Rect) {
        guard !rect.isEmpty, let screen = window?.screen else { return }
        let o = drawingOutset
        screen.addDamage(convertToScreen(o > 0 ? rect.insetBy(dx: -o, dy: -o) : rect))
    }

    func setNeedsDisplayInSuperview() {
        guard let screen = window?.screen else { return }
        screen.addDamage(drawingBoundingBox)
    }

    /// Where the view's drawing may land on the screen: its bounds grown by `drawingOutset`.
    var drawingBoundingBox: Rect {
        let o = drawingOutset
        return convertToScreen(o > 0 ? bounds.insetBy(dx: -o, dy: -o) : bounds)
    }

    /// Damages where the view was and where it is now.
    func invalidateGeometry(oldFrame: Rect, oldTransform: Transform) {
        guard let screen = window?.screen else { return }
        let o = drawingOutset
        let was = localToParent(frame: oldFrame.insetBy(dx: -o, dy: -o), transform: oldTransform)
        // A window's superview is the screen itself: its frame is already in screen coordinates.
        screen.addDamage(superview?.convertToScreen(was) ?? was)
        screen.addDamage(drawingBoundingBox)
    }

    private func localToParent(frame f: Rect, transform t: Transform) -> Rect {
        guard !t.isIdentity else { return f }
        let m = Transform(translationX: -f.width / 2, y: -f.height / 2).concatenating(t)
            .concatenating(Transform(translationX: f.midX, y: f.midY))
        return m.apply(to: Rect(size: f.size))
    }
}
