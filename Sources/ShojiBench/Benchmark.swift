import Shoji

/// A named group of timings. `make` builds the measurements (surfaces, shapes, warm caches) once; the
/// runner then times each measurement's `body` many times and reports the median.
struct Benchmark: Sendable {
    let name: String
    let summary: String
    let make: @MainActor @Sendable () -> [Measurement]
}

/// One figure: `body` is timed; `prepare` runs before every timed call, untimed (to empty a cache).
struct Measurement {
    let name: String
    var prepare: @MainActor () -> Void = {}
    let body: @MainActor () -> Void
}

/// The result of one measurement, per call of its body.
struct Figure: Sendable {
    let benchmark: String
    let name: String
    let median: Duration
    let minimum: Duration
    let p90: Duration
    let samples: Int
    let callsPerSample: Int

    var fullName: String { "\(benchmark).\(name)" }
}
