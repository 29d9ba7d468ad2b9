
/// iOS's rubber band: content pulled `distance` past an edge moves only `offset(for:)`, ever less per
/// point pulled and never as far as the view is long. `c` = 0.55 is UIScrollView's constant.
public enum RubberBand {
    /// iOS's rubber-band constant: how stiffly content resists being pulled past an edge.
    public static let coefficient = 0.55

    /// How far the content shows past the edge when pulled `distance` (≥ 0) in a view `dimension` long.
    public static func offset(for distance: Double, dimension: Double, coefficient c: Double = coefficient) -> Double {
        guard distance > 0, dimension > 0 else { return 0 }
        return (1 - 1 / (distance * c / dimension + 1)) * dimension
    }

    /// The inverse: how far the pointer must have pulled for the content to show `offset` past the edge
    /// (so a drag that catches bouncing content continues from where the content is).
    public static func distance(for offset: Double, dimension: Double, coefficient c: Double = coefficient) -> Double {
        guard offset > 0, dimension > 0 else { return 0 }
        let y = min(offset, dimension * 0.99)
        return y / (c * (1 - y / dimension))
    }
}

/// Momentum after a fling: the velocity decays by `rate` every millisecond (UIScrollView's 0.998 is
/// `normal`), so the content glides to `destination` and stops.
public struct DecelerationMotion: Hashable, Sendable {
    /// iOS's normal deceleration: velocity kept per millisecond.
    public static let normalRate = 0.998
    /// iOS's fast deceleration, for paging-like lists.
    public static let fastRate = 0.99
    /// Below this speed (points a second) the motion is over: what is left to travel is under half a point.
    public static let restingSpeed = 1.0

    /// The position when the motion starts.
    public var start: Double
    /// The velocity when the motion starts, in points per second.
    public var velocity: Double
    /// The velocity kept per millisecond.
    public var rate: Double

    /// A glide from `start` at `velocity`, losing speed at `rate`.
    public init(start: Double, velocity: Double, rate: Double = normalRate) {
        self.start = start; self.velocity = velocity; self.rate = min(max(rate, 0.5), 0.99999)
    }

    /// Decay constant per second.
    var k: Double { -1000 * log(rate) }

    /// The position `t` seconds after the start.
    public func position(at t: Double) -> Double { start + velocity / k * (1 - exp(-k * max(0, t))) }
    /// The velocity `t` seconds after the start.
    public func velocity(at t: Double) -> Double { velocity * exp(-k * max(0, t)) }
    /// Where the content comes to rest.
    public var destination: Double { start + velocity / k }
    /// When the speed falls below `restingSpeed`.
    public var duration: Double {
        abs(velocity) <= DecelerationMotion.restingSpeed ? 0 : log(abs(velocity) / DecelerationMotion.restingSpeed) / k
    }
}

/// A critically damped spring pulling towards `target`: content released past an edge returns without
/// overshooting, and a fling that runs into an edge goes a little past it and comes back.
public struct SpringMotion: Hashable, Sendable {
    /// Settles in about half a second from a typical pull.
    public static let defaultFrequency = 13.0

    /// The position the spring settles at.
    public var target: Double
    /// Distance from the target at t = 0.
    public var displacement: Double
    /// The velocity when the motion starts, in points per second.
    public var velocity: Double
    /// The spring's natural frequency, in radians per second: higher settles sooner.
    public var frequency: Double

    /// A critically damped spring from `position` towards `target`, starting at `velocity`.
    public init(from position: Double, to target: Double, velocity: Double, frequency: Double = defaultFrequency) {
        self.target = target; displacement = position - target; self.velocity = velocity; self.frequency = frequency
    }

    /// The position `t` seconds after the start.
    public func position(at t: Double) -> Double {
        let t = max(0, t), w = frequency
        return target + (displacement + (velocity + w * displacement) * t) * exp(-w * t)
    }

    /// The velocity `t` seconds after the start.
    public func velocity(at t: Double) -> Double {
        let t = max(0, t), w = frequency
        let b = velocity + w * displacement
        return (b - w * (displacement + b * t)) * exp(-w * t)
    }

    /// Close enough to stop and snap to the target: under a quarter point away and barely moving.
    public func isSettled(at t: Double) -> Bool {
        abs(position(at: t) - target) < 0.25 && abs(velocity(at: t)) < 2
    }
}
