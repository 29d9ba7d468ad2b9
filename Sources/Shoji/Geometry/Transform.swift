
/// An affine transform, `x' = a x + c y + tx`, `y' = b x + d y + ty` (Core Graphics' layout).
public struct Transform: Hashable, Sendable {
    /// The matrix `[a b 0; c d 0; tx ty 1]`, as `CGAffineTransform`: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
    public var a, b, c, d, tx, ty: Double

    /// A transform from its matrix entries.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Moves by `x`, `y`.
    public init(translationX x: Double, y: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    /// Scales by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// Rotates by `angle` radians (clockwise on screen, since y points down).
    public init(rotationAngle angle: Double) {
        let s = sin(angle), co = cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// `self` first, then `t`.
    public func concatenating(_ t: Transform) -> Transform {
        Transform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                  c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                  tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// This transform, then a translation.
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }
    /// This transform, then a scale.
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }
    /// This transform, then a rotation by `angle` radians.
    public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant: how much the transform scales areas (0: it cannot be inverted).
    public var determinant: Double { a * d - b * c }

    /// nil when the transform squashes the plane to a line (a flip at 90°).
    public var inverted: Transform? {
        let det = determinant
        guard abs(det) > 1e-12 else { return nil }
        return Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                         tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Where the transform takes `p`.
    public func apply(to p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The bounding box of the transformed rectangle.
    public func apply(to r: Rect) -> Rect {
        if b == 0 && c == 0 {
            let x0 = a * r.minX + tx, x1 = a * r.maxX + tx
            let y0 = d * r.minY + ty, y1 = d * r.maxY + ty
            return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        }
        let pts = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)]
            .map(apply(to:))
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }
}
