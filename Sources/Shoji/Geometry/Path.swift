
/// A resolution-independent outline: straight lines, cubic curves and arcs, any number of closed or open
/// subpaths. Filled with the non-zero winding rule unless `evenOdd` is set.
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(Point)
        /// A straight line to the point.
        case line(Point)
        /// A cubic Bézier curve: two control points, then the end point.
        case curve(Point, Point, Point)
        /// Centre, radius, start and end angle (radians, clockwise on screen as y grows down).
        case arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool)
        /// Closes the subpath with a line back to its start.
        case close
    }

    /// The steps, in drawing order.
    public private(set) var elements: [Element] = []
    /// Fills with the even-odd rule (holes where subpaths overlap) instead of the non-zero rule.
    public var evenOdd = false

    /// An empty path.
    public init() {}

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) { elements.append(.move(p)) }
    /// Adds a straight line from the current point to `p`.
    public mutating func line(to p: Point) { elements.append(.line(p)) }
    /// Adds a cubic Bézier curve from the current point to `p`.
    public mutating func curve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, p))
    }
    /// Adds an arc of the circle around `center`, from `startAngle` to `endAngle` (radians, 0 along +x; with y
    /// pointing down, positive angles turn clockwise on screen), in the direction `clockwise` says.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool = true) {
        elements.append(.arc(center: center, radius: radius, start: startAngle, end: endAngle, clockwise: clockwise))
    }
    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }
    /// Adds every subpath of `other`.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// Whether the path has no steps.
    public var isEmpty: Bool { elements.isEmpty }

    // MARK: Shapes

    /// A closed rectangle.
    public init(rect r: Rect) {
        // One array, made at its size: appending step by step grew it four times, and a frame builds a
        // path for every view's background.
        elements = [.move(r.origin), .line(Point(r.maxX, r.minY)), .line(Point(r.maxX, r.maxY)),
                    .line(Point(r.minX, r.maxY)), .close]
    }

    /// A closed ellipse inscribed in `r` (a circle in a square).
    public init(ellipseIn r: Rect) {
        // Four cubic quarter-arcs; kappa keeps the curve within 0.03 % of a true ellipse.
        self.init()
        let k = 0.5522847498, rx = r.width / 2, ry = r.height / 2, cx = r.midX, cy = r.midY
        move(to: Point(cx + rx, cy))
        curve(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + k * ry), control2: Point(cx + k * rx, cy + ry))
        curve(to: Point(cx - rx, cy), control1: Point(cx - k * rx, cy + ry), control2: Point(cx - rx, cy + k * ry))
        curve(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - k * ry), control2: Point(cx - k * rx, cy - ry))
        curve(to: Point(cx + rx, cy), control1: Point(cx + k * rx, cy - ry), control2: Point(cx + rx, cy - k * ry))
        close()
    }

    /// A rectangle with all corners rounded by `cornerRadius` (scaled down where neighbouring corners would overlap).
    public init(roundedRect r: Rect, cornerRadius: Double) {
        self.init(roundedRect: r, cornerRadii: CornerRadii(all: cornerRadius))
    }

    /// A rectangle with each corner rounded by its own radius.
    public init(roundedRect r: Rect, cornerRadii radii: CornerRadii) {
        self.init()
        let c = radii.clamped(to: r.size)
        if c == CornerRadii(all: 0) { self = Path(rect: r); return }
        // Room for all ten steps at once: grown step by step the array was made five times, for each of
        // the rounded views in every frame (the frame benchmark's 200 boxes: 4,000 allocations a frame).
        elements.reserveCapacity(10)
        let h = Double.pi / 2
        move(to: Point(r.minX + c.topLeft, r.minY))
        line(to: Point(r.maxX - c.topRight, r.minY))
        if c.topRight > 0 { addArc(center: Point(r.maxX - c.topRight, r.minY + c.topRight), radius: c.topRight, startAngle: -h, endAngle: 0) }
        line(to: Point(r.maxX, r.maxY - c.bottomRight))
        if c.bottomRight > 0 { addArc(center: Point(r.maxX - c.bottomRight, r.maxY - c.bottomRight), radius: c.bottomRight, startAngle: 0, endAngle: h) }
        line(to: Point(r.minX + c.bottomLeft, r.maxY))
        if c.bottomLeft > 0 { addArc(center: Point(r.minX + c.bottomLeft, r.maxY - c.bottomLeft), radius: c.bottomLeft, startAngle: h, endAngle: 2 * h) }
        line(to: Point(r.minX, r.minY + c.topLeft))
        if c.topLeft > 0 { addArc(center: Point(r.minX + c.topLeft, r.minY + c.topLeft), radius: c.topLeft, startAngle: 2 * h, endAngle: 3 * h) }
        close()
    }

    /// The control-point bounding box (a slight over-estimate for curves, which is what damage needs).
    public var bounds: Rect {
        var pts: [Point] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case .curve(let a, let b, let c): pts += [a, b, c]
            case .arc(let c, let r, _, _, _): pts += [Point(c.x - r, c.y - r), Point(c.x + r, c.y + r)]
            case .close: break
            }
        }
        guard let first = pts.first else { return .zero }
        var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
        for p in pts { x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The path with every point transformed by `t`.
    public func applying(_ t: Transform) -> Path {
        var out = Path(); out.evenOdd = evenOdd
        for e in elements {
            switch e {
            case .move(let p): out.move(to: t.apply(to: p))
            case .line(let p): out.line(to: t.apply(to: p))
            case .curve(let a, let b, let c):
                out.curve(to: t.apply(to: c), control1: t.apply(to: a), control2: t.apply(to: b))
            case .arc(let c, let r, let s, let en, let cw):
                if t.b == 0 && t.c == 0 && abs(t.a - t.d) < 1e-12 && t.a > 0 {
                    out.addArc(center: t.apply(to: c), radius: r * t.a, startAngle: s, endAngle: en, clockwise: cw)
                } else {
                    out.append(Path.arcAsCurves(center: c, radius: r, start: s, end: en, clockwise: cw).applying(t))
                }
            case .close: out.close()
            }
        }
        return out
    }

    /// An arc as cubic segments of at most 90°, starting with a line to its first point.
    static func arcAsCurves(center c: Point, radius r: Double, start: Double, end: Double, clockwise: Bool) -> Path {
        var sweep = end - start
        // An app's angles may be anything: nothing is drawn for NaN or infinity, and a sweep of many
        // turns keeps its end point but draws at most two (1e300 radians would never end, nor would
        // adding 2π to it).
        guard c.isFinite, r.isFinite, sweep.isFinite else { return Path() }
        if abs(sweep) > 4 * .pi { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + (sweep > 0 ? 2 * .pi : -2 * .pi) }
        if clockwise { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
        let n = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(n), k = 4.0 / 3.0 * tan(step / 4)
        var p = Path()
        var a = start
        p.line(to: Point(c.x + r * cos(a), c.y + r * sin(a)))
        for _ in 0..<n {
            let b = a + step
            let p0 = Point(c.x + r * cos(a), c.y + r * sin(a)), p3 = Point(c.x + r * cos(b), c.y + r * sin(b))
            let c1 = Point(p0.x - k * r * sin(a), p0.y + k * r * cos(a))
            let c2 = Point(p3.x + k * r * sin(b), p3.y - k * r * cos(b))
            p.curve(to: p3, control1: c1, control2: c2)
            a = b
        }
        return p
    }
}

/// Per-corner radii for rounded rectangles.
public struct CornerRadii: Hashable, Sendable {
    /// Each corner's radius, in points.
    public var topLeft, topRight, bottomRight, bottomLeft: Double

    /// Radii for each corner; those not given are square.
    public init(topLeft: Double = 0, topRight: Double = 0, bottomRight: Double = 0, bottomLeft: Double = 0) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }
    /// The same radius on all four corners.
    public init(all r: Double) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    /// Scaled down together, as CSS does, so that no two radii on one side overlap.
    public func clamped(to s: Size) -> CornerRadii {
        var f = 1.0
        func fit(_ a: Double, _ b: Double, _ len: Double) { if a + b > len, a + b > 0 { f = min(f, len / (a + b)) } }
        fit(topLeft, topRight, s.width); fit(bottomLeft, bottomRight, s.width)
        fit(topLeft, bottomLeft, s.height); fit(topRight, bottomRight, s.height)
        return CornerRadii(topLeft: max(0, topLeft * f), topRight: max(0, topRight * f),
                           bottomRight: max(0, bottomRight * f), bottomLeft: max(0, bottomLeft * f))
    }
}
