import Foundation
import Shoji

/// Times measurements with `ContinuousClock`: a warm-up, then `samples` timed samples, each as many
/// calls as fill about a millisecond (so that fast bodies are not lost in the clock's resolution);
/// reports per-call medians.
@MainActor
struct BenchmarkRunner {
    var samples = 31
    var targetSampleTime: Duration = .milliseconds(1)
    private let clock = ContinuousClock()

    init(samples: Int) { self.samples = max(3, samples) }

    func run(_ benchmark: Benchmark) -> [Figure] {
        benchmark.make().map { measure($0, in: benchmark.name) }
    }

    private func measure(_ m: Measurement, in benchmark: String) -> Figure {
        // Warm up, and learn how many calls a sample needs.
        var calls = 1
        while true {
            let t = time(m, calls: calls)
            if t >= targetSampleTime || calls >= 1 << 20 { break }
            calls *= 2
        }
        var perCall: [Duration] = []
        for _ in 0..<samples { perCall.append(time(m, calls: calls) / calls) }
        perCall.sort()
        return Figure(benchmark: benchmark, name: m.name, median: perCall[perCall.count / 2], minimum: perCall[0],
                      p90: perCall[min(perCall.count - 1, perCall.count * 9 / 10)], samples: samples, callsPerSample: calls)
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
    var milliseconds: Double {
        let (s, atto) = components
        return Double(s) * 1000 + Double(atto) / 1e15
    }

    /// "1.234 ms" or "56.7 µs".
    var formatted: String {
        let ms = milliseconds
        return ms >= 1 ? String(format: "%.3f ms", ms) : String(format: "%.2f µs", ms * 1000)
    }
}

/// Writes figures as JSON: `{"build": ..., "figures": [{"name", "median_ms", "min_ms", "p90_ms", ...}]}`.
enum FigureReport {
    static func json(_ figures: [Figure], build: String) throws -> Data {
        let rows: [[String: Any]] = figures.map {
            ["name": $0.fullName, "median_ms": $0.median.milliseconds, "min_ms": $0.minimum.milliseconds,
             "p90_ms": $0.p90.milliseconds, "samples": $0.samples, "calls_per_sample": $0.callsPerSample]
        }
        return try JSONSerialization.data(withJSONObject: ["build": build, "figures": rows], options: [.prettyPrinted, .sortedKeys])
    }

    static func line(_ f: Figure) -> String {
        let name = f.fullName.padding(toLength: max(48, f.fullName.count), withPad: " ", startingAt: 0)
        return "\(name) median \(f.median.formatted)   min \(f.minimum.formatted)   p90 \(f.p90.formatted)"
    }
}
