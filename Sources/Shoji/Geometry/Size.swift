/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// A size of `width` by `height`, without labels.
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }

    /// No width and no height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether the size has no area (a width or height of 0 or less).
    public var isEmpty: Bool { width <= 0 || height <= 0 }
    /// The area, 0 when empty.
    public var area: Double { isEmpty ? 0 : width * height }

    /// Scales both dimensions by `k`.
    public static func * (s: Size, k: Double) -> Size { Size(width: s.width * k, height: s.height * k) }

    public var description: String { "\(width)x\(height)" }
}
