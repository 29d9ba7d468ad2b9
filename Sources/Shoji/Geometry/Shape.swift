/// An outline that shadows are cast inside or outside of. Rectangles, rounded rectangles and ovals
/// know how to grow and shrink exactly (a shadow's spread); any other closed path is grown and shrunk
/// on its pixels by the shadow engine.
public enum Shape: Hashable, Sendable {
    /// A rectangle.
    case rect(Rect)
    /// A rectangle with rounded corners.
    case roundedRect(Rect, CornerRadii)
    /// An ellipse inscribed in the rectangle.
    case ellipse(Rect)
    /// Any closed path (filled with its own fill rule).
    case path(Path)

    /// A rectangle with all corners rounded by `cornerRadius`.
    public static func roundedRect(_ r: Rect, cornerRadius: Double) -> Shape {
        .roundedRect(r, CornerRadii(all: cornerRadius))
    }

    /// The shape's outline as a path.
    public var path: Path {
        switch self {
        case .rect(let r): return Path(rect: r)
        case .roundedRect(let r, let c): return Path(roundedRect: r, cornerRadii: c)
        case .ellipse(let r): return Path(ellipseIn: r)
        case .path(let p): return p
        }
    }

    /// The smallest rectangle that contains the shape.
    public var bounds: Rect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .ellipse(let r): return r
        case .path(let p): return p.bounds
        }
    }

    /// Shrunk by `d` on every side (grown when `d` is negative), as CSS does a box's spread: corner
    /// radii shrink or grow by the same distance, and a square corner stays square. Nil for a free
    /// path, which has no exact offset curve; the renderer then works on its pixels.
    public func insetBy(_ d: Double) -> Shape? {
        if d == 0 { return self }
        switch self {
        case .rect(let r):
            return .rect(r.insetBy(dx: d, dy: d))
        case .roundedRect(let r, let c):
            let c = c.clamped(to: r.size)
            func adjust(_ v: Double) -> Double { v > 0 ? max(0, v - d) : 0 }
            return .roundedRect(r.insetBy(dx: d, dy: d),
                                CornerRadii(topLeft: adjust(c.topLeft), topRight: adjust(c.topRight),
                                            bottomRight: adjust(c.bottomRight), bottomLeft: adjust(c.bottomLeft)))
        case .ellipse(let r):
            return .ellipse(r.insetBy(dx: d, dy: d))
        case .path:
            return nil
        }
    }

    /// Moved by `offset`.
    public func offsetBy(_ offset: Point) -> Shape {
        if offset == .zero { return self }
        switch self {
        case .rect(let r): return .rect(r.offset(by: offset))
        case .roundedRect(let r, let c): return .roundedRect(r.offset(by: offset), c)
        case .ellipse(let r): return .ellipse(r.offset(by: offset))
        case .path(let p): return .path(p.applying(Transform(translationX: offset.x, y: offset.y)))
        }
    }
}
