extension View {
    /// Maps this view's bounds coordinates into its superview's (screen coordinates for a window).
    public var transformToSuperview: Transform {
        let f = frame, b = bounds
        if transform.isIdentity {
            return Transform(translationX: f.minX - b.minX, y: f.minY - b.minY)
        }
        return Transform(translationX: -b.midX, y: -b.midY).concatenating(transform)
            .concatenating(Transform(translationX: f.midX, y: f.midY))
    }

    /// A point in the superview's coordinates to this view's; nil when the view is turned edge-on.
    @inline(__always)
    func convertFromSuperview(_ p: Point) -> Point? {
        if transform.isIdentity {
            return Point(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
        }
        return transformToSuperview.inverted?.apply(to: p)
    }

    /// Maps bounds coordinates to screen points, through every ancestor (a window's superview is the screen).
    public var transformToScreen: Transform {
        var t = transformToSuperview
        var v = superview
        while let cur = v { t = t.concatenating(cur.transformToSuperview); v = cur.superview }
        return t
    }

    /// Converts a point from this view's bounds coordinates to screen points.
    public func convertToScreen(_ p: Point) -> Point { transformToScreen.apply(to: p) }
    /// Converts a rectangle from this view's bounds coordinates to screen points (the bounding box when rotated).
    public func convertToScreen(_ r: Rect) -> Rect { transformToScreen.apply(to: r) }

    /// Converts a point from screen points to this view's bounds coordinates.
    public func convertFromScreen(_ p: Point) -> Point {
        transformToScreen.inverted?.apply(to: p) ?? Point(x: .nan, y: .nan)
    }

    /// `point` in this view's coordinates to `view`'s (screen points when `view` is nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let s = convertToScreen(point)
        return view?.convertFromScreen(s) ?? s
    }

    /// Converts a point from `view`'s bounds coordinates (screen points when nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        convertFromScreen(view?.convertToScreen(point) ?? point)
    }

    /// Converts a rectangle from this view's bounds coordinates to `view`'s (screen points when nil).
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        let s = convertToScreen(rect)
        guard let view, let inv = view.transformToScreen.inverted else { return s }
        return inv.apply(to: s)
    }

    /// Converts a rectangle from `view`'s bounds coordinates (screen points when nil) to this view's.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        let s = view?.convertToScreen(rect) ?? rect
        guard let inv = transformToScreen.inverted else { return .zero }
        return inv.apply(to: s)
    }

    /// Where the view covers the screen: its transformed bounds, in screen points.
    public var screenBoundingBox: Rect { convertToScreen(bounds) }

    /// The frame in window coordinates, as the trace reports it.
    public var frameInWindow: Rect {
        guard let w = window else { return frame }
        return convert(bounds, to: w)
    }
}
