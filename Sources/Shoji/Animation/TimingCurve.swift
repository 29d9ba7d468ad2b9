
/// Maps linear time (0…1) to animation progress (0…1, a spring may overshoot).
public enum TimingCurve: Hashable, Sendable {
    /// Constant speed.
    case linear
    /// Starts slowly, ends fast.
    case easeIn
    /// Starts fast, ends slowly.
    case easeOut
    /// Starts and ends slowly.
    case easeInOut
    /// CSS `cubic-bezier(x1, y1, x2, y2)`.
    case cubicBezier(Double, Double, Double, Double)
    /// A critically damped or under-damped spring settling within the duration; `damping` 1 = no overshoot.
    case spring(damping: Double)

    /// The eased progress for `t` (0…1) of the time.
    public func progress(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return TimingCurve.bezier(0.42, 0, 1, 1, t)
        case .easeOut: return TimingCurve.bezier(0, 0, 0.58, 1, t)
        case .easeInOut: return TimingCurve.bezier(0.42, 0, 0.58, 1, t)
        case .cubicBezier(let a, let b, let c, let d): return TimingCurve.bezier(a, b, c, d, t)
        case .spring(let damping):
            if t >= 1 { return 1 }
            let zeta = min(max(damping, 0.05), 1)
            let omega = 10.0 // settles to < 0.1 % by t = 1 for every allowed damping
            if zeta >= 1 { return 1 - (1 + omega * t) * exp(-omega * t) }
            let wd = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
        }
    }

    /// Solves x(s) = t for the curve parameter by Newton's method with a bisection fallback.
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ t: Double) -> Double {
        func coord(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = t
        for _ in 0..<8 {
            let err = coord(s, x1, x2) - t
            if abs(err) < 1e-7 { return coord(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = t
        for _ in 0..<40 {
            let x = coord(s, x1, x2)
            if abs(x - t) < 1e-7 { break }
            if x < t { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return coord(s, y1, y2)
    }
}

/// Linear interpolation helpers for animation updates.
public func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
/// The point `t` (0…1) of the way from `a` to `b`.
public func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t)) }
/// The rectangle `t` (0…1) of the way from `a` to `b`, corner and size alike.
public func lerp(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
    Rect(x: lerp(a.minX, b.minX, t), y: lerp(a.minY, b.minY, t), width: lerp(a.width, b.width, t), height: lerp(a.height, b.height, t))
}
/// The colour `t` (0…1) of the way from `a` to `b`.
public func lerp(_ a: Color, _ b: Color, _ t: Double) -> Color { a.mixed(with: b, amount: t) }
