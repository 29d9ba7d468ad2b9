/// An axis-aligned rectangle: an origin (its top-left corner, y grows down) and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y); size = Size(width: width, height: height)
    }
    /// A rectangle from its top-left corner and size, without labels.
    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }
    /// A rectangle of `size` at the origin.
    public init(size: Size) { self.init(origin: .zero, size: size) }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle has no area (a width or height of 0 or less).
    public var isEmpty: Bool { size.isEmpty }
    /// The area, 0 when empty.
    public var area: Double { size.area }
    /// Whether every coordinate is finite.
    public var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }

    /// Half-open: the right and bottom edges are outside, so tiled rectangles never share a point.
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether `r` lies entirely inside this rectangle.
    public func contains(_ r: Rect) -> Bool {
        r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY
    }

    /// Whether the two rectangles overlap in an area greater than zero.
    public func intersects(_ r: Rect) -> Bool {
        !isEmpty && !r.isEmpty && r.minX < maxX && r.maxX > minX && r.minY < maxY && r.maxY > minY
    }

    /// The overlap, or `.zero` when there is none.
    public func intersection(_ r: Rect) -> Rect {
        let x0 = max(minX, r.minX), y0 = max(minY, r.minY)
        let x1 = min(maxX, r.maxX), y1 = min(maxY, r.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// What of this rectangle lies outside `r`: up to four disjoint pieces (the bands above and below,
    /// then the parts left and right of it between them).
    public func subtracting(_ r: Rect) -> [Rect] {
        let cut = intersection(r)
        guard !cut.isEmpty else { return isEmpty ? [] : [self] }
        let pieces = [
            Rect(x: minX, y: minY, width: width, height: cut.minY - minY),
            Rect(x: minX, y: cut.maxY, width: width, height: maxY - cut.maxY),
            Rect(x: minX, y: cut.minY, width: cut.minX - minX, height: cut.height),
            Rect(x: cut.maxX, y: cut.minY, width: maxX - cut.maxX, height: cut.height),
        ]
        return pieces.filter { !$0.isEmpty }
    }

    /// The smallest rectangle holding both; an empty rectangle adds nothing.
    public func union(_ r: Rect) -> Rect {
        if isEmpty { return r }
        if r.isEmpty { return self }
        let x0 = min(minX, r.minX), y0 = min(minY, r.minY)
        return Rect(x: x0, y: y0, width: max(maxX, r.maxX) - x0, height: max(maxY, r.maxY) - y0)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom (grown when negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The rectangle shrunk by each side's inset.
    public func inset(by i: EdgeInsets) -> Rect {
        Rect(x: minX + i.left, y: minY + i.top,
             width: max(0, width - i.left - i.right), height: max(0, height - i.top - i.bottom))
    }

    /// The rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle moved by `p`.
    public func offset(by p: Point) -> Rect { offsetBy(dx: p.x, dy: p.y) }

    /// Grown outwards to whole pixels, so that damage never leaves a half-painted seam.
    public var integral: Rect {
        guard !isEmpty else { return .zero }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return Rect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }

    /// Grown outwards to whole device pixels at `scale` (pixels a point), in points.
    func integral(scale: Double) -> Rect {
        guard scale > 0, scale != 1 else { return integral }
        let r = Rect(x: minX * scale, y: minY * scale, width: width * scale, height: height * scale).integral
        return Rect(x: r.minX / scale, y: r.minY / scale, width: r.width / scale, height: r.height / scale)
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
