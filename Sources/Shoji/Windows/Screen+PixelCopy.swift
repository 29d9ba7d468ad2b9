/// A move of already-drawn pixels, in screen points: what a scroll step asks for instead of redrawing.
public struct PixelCopy: Hashable, Sendable {
    /// The area whose pixels move, where they are now.
    public let rect: Rect
    /// How far they move.
    public let delta: Point
}

extension Screen {
    /// Scrolls what is already on screen inside `rect` (in `view`'s bounds coordinates) by `delta`, so
    /// that only the uncovered strip is drawn anew — as `XCopyArea`-based scrolling in classic toolkits.
    /// Falls back to damaging the whole rect (and returns false) when moving pixels would be wrong:
    /// something drawn over the rect, a transform or transparency on the way, or a fractional pixel step.
    @discardableResult
    public func scrollPixels(in rect: Rect, of view: View, by delta: Point) -> Bool {
        guard let window = view.window, window.screen === self, !window.isHidden else { return false }
        // Only what the clipping ancestors let show moves: pixels outside them belong to other views.
        var r = view.convertToScreen(rect).intersection(bounds)
        var ancestor = view.superview
        while let a = ancestor {
            if a.clipsToBounds { r = r.intersection(a.screenBoundingBox) }
            ancestor = a.superview
        }
        guard !r.isEmpty else { return false }
        let dx = delta.x * scale, dy = delta.y * scale
        let pixelAligned = dx == dx.rounded() && dy == dy.rounded() && (r.minX * scale).rounded() == r.minX * scale
            && (r.minY * scale).rounded() == r.minY * scale
        guard pixelAligned, abs(delta.x) < r.width, abs(delta.y) < r.height, isUnobstructed(view, in: r) else {
            addDamage(r)
            return false
        }
        // Damage already waiting inside the rect refers to pixels that are about to move: it moves too.
        for d in damage.rects where d.intersects(r) {
            damage.add(d.intersection(r).offsetBy(dx: delta.x, dy: delta.y).intersection(r))
        }
        pendingCopies.append(PixelCopy(rect: r, delta: delta))
        // Rounded corners of the view or a clipping ancestor stay where they are while the pixels move:
        // redraw them, and where the pixels that were in them went.
        var v: View? = view
        while let cur = v {
            if cur === view || cur.clipsToBounds {
                for corner in Screen.cornerSquares(of: cur) {
                    let c = cur.convertToScreen(corner)
                    addDamage(c.intersection(r))
                    addDamage(c.offsetBy(dx: delta.x, dy: delta.y).intersection(r))
                }
            }
            v = cur.superview
        }
        // The strip the move uncovers.
        if delta.y > 0 { addDamage(Rect(x: r.minX, y: r.minY, width: r.width, height: delta.y)) }
        if delta.y < 0 { addDamage(Rect(x: r.minX, y: r.maxY + delta.y, width: r.width, height: -delta.y)) }
        if delta.x > 0 { addDamage(Rect(x: r.minX, y: r.minY, width: delta.x, height: r.height)) }
        if delta.x < 0 { addDamage(Rect(x: r.maxX + delta.x, y: r.minY, width: -delta.x, height: r.height)) }
        return true
    }

    /// The squares at a view's rounded corners, in its bounds coordinates (none when it is square).
    static func cornerSquares(of view: View) -> [Rect] {
        let b = view.bounds
        let c = (view.cornerRadii ?? CornerRadii(all: view.cornerRadius)).clamped(to: b.size)
        var out: [Rect] = []
        if c.topLeft > 0 { out.append(Rect(x: b.minX, y: b.minY, width: c.topLeft, height: c.topLeft)) }
        if c.topRight > 0 { out.append(Rect(x: b.maxX - c.topRight, y: b.minY, width: c.topRight, height: c.topRight)) }
        if c.bottomLeft > 0 { out.append(Rect(x: b.minX, y: b.maxY - c.bottomLeft, width: c.bottomLeft, height: c.bottomLeft)) }
        if c.bottomRight > 0 { out.append(Rect(x: b.maxX - c.bottomRight, y: b.maxY - c.bottomRight, width: c.bottomRight, height: c.bottomRight)) }
        return out
    }

    /// The pixel moves to apply to the back buffer before drawing this frame's damage, in order.
    public func takePixelCopies() -> [PixelCopy] {
        defer { pendingCopies.removeAll() }
        return pendingCopies
    }

    /// Nothing is drawn over `rect` (screen points) after `view`: no later sibling of it or of an
    /// ancestor, no window above; and no transform or transparency on the way up.
    func isUnobstructed(_ view: View, in rect: Rect) -> Bool {
        var v = view
        while let parent = v.superview {
            guard parent.transform.isIdentity, parent.alpha >= 1 else { return false }
            if let i = parent.subviews.firstIndex(where: { $0 === v }) {
                for sibling in parent.subviews[(i + 1)...] where !sibling.isHidden && sibling.alpha > 0 {
                    if sibling.drawingBoundingBox.intersects(rect) { return false }
                }
            }
            v = parent
        }
        guard let window = view.window, let wi = windows.firstIndex(where: { $0 === window }) else { return false }
        for w in windows[(wi + 1)...] where !w.isHidden && w.screenBoundingBox.intersects(rect) {
            if w.subviews.contains(where: { !$0.isHidden && $0.drawingBoundingBox.intersects(rect) }) || w.backgroundColor != nil {
                return false
            }
        }
        return view.transform.isIdentity && view.alpha >= 1
    }
}
