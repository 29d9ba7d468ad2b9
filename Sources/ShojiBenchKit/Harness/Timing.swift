import Foundation

/// Something to time: `body` is timed; `prepare` runs before every timed call, untimed (to empty a
/// cache, or to put a list back at the top).
public struct Measurement {
    public var prepare: @MainActor () -> Void
    public let body: @MainActor () -> Void

    public init(prepare: @escaping @MainActor () -> Void = {}, body: @escaping @MainActor () -> Void) {
        self.prepare = prepare; self.body = body
    }
}

/// Times measurements with `ContinuousClock`: a warm-up, then `samples` timed samples, each as many
/// calls as fill about a millisecond (so that fast bodies are not lost in the clock's resolution);
/// reports per-call medians. Two measurements compared are sampled in turn, so that whatever else the
/// machine does at the time weighs on both alike.
@MainActor
public struct Timing {
    public var samples: Int
    public var targetSampleTime: Duration = .milliseconds(1)
    private let clock = ContinuousClock()

    public init(samples: Int) { self.samples = max(3, samples) }

    /// The median time of one call of `m.body`.
    public func median(_ m: Measurement) -> Duration {
        compare([m])[0]
    }

    /// The median time of one call of each, sampled alternately.
    public func compare(_ ms: [Measurement]) -> [Duration] {
        let calls = ms.map(callsPerSample)
        var perCall = Array(repeating: [Duration](), count: ms.count)
        for _ in 0..<samples {
            for (i, m) in ms.enumerated() { perCall[i].append(time(m, calls: calls[i]) / calls[i]) }
        }
        return perCall.map { $0.sorted()[$0.count / 2] }
    }

    /// Warms up, and learns how many calls a sample needs.
    private func callsPerSample(_ m: Measurement) -> Int {
        var calls = 1
        while true {
            let t = time(m, calls: calls)
            if t >= targetSampleTime || calls >= 1 << 20 { return calls }
            calls *= 2
        }
    }

    /// The time of `calls` calls of the body, each after an untimed `prepare`.
    private func time(_ m: Measurement, calls: Int) -> Duration {
        var total = Duration.zero
        for _ in 0..<calls {
            m.prepare()
            total += clock.measure { m.body() }
        }
        return total
    }
}

extension Duration {
    public var milliseconds: Double {
        let (s, atto) = components
        return Double(s) * 1000 + Double(atto) / 1e15
    }

    public var microseconds: Double { milliseconds * 1000 }
}
