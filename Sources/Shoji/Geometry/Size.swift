/// A width and a height, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public init(_ width: Double, _ height: Double) { self.width = width; self.height = height }

    public static let zero = Size(width: 0, height: 0)

    public var isEmpty: Bool { width <= 0 || height <= 0 }
    public var area: Double { isEmpty ? 0 : width * height }

    public static func * (s: Size, k: Double) -> Size { Size(width: s.width * k, height: s.height * k) }

    public var description: String { "\(width)x\(height)" }
}
