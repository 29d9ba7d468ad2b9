/// A location in a two-dimensional coordinate system, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, growing to the right, in points.
    public var x: Double
    /// The vertical coordinate, growing downwards, in points.
    public var y: Double

    /// A point at `x`, `y`.
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// A point at `x`, `y`, without labels.
    public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (not NaN or infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }
    /// The distance from the origin (the length of the point taken as a vector).
    public var length: Double { (x * x + y * y).squareRoot() }

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double { (self - other).length }

    /// Adds two points as vectors.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Subtracts two points as vectors: the offset from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scales the point as a vector.
    public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
    /// The point mirrored through the origin.
    public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    /// Moves the point by `b`.
    public static func += (a: inout Point, b: Point) { a = a + b }
    /// Moves the point back by `b`.
    public static func -= (a: inout Point, b: Point) { a = a - b }

    public var description: String { "(\(x), \(y))" }
}
