/// A named benchmark: it measures Shoji and its reference in the same run and returns figures with
/// their targets. `needsX` benchmarks run programs on a private Xvfb.
public struct Benchmark: Sendable {
    public let name: String
    public let summary: String
    public let needsX: Bool
    let run: @MainActor @Sendable (BenchContext) throws -> [BenchResult]

    public init(name: String, summary: String, needsX: Bool = false,
                run: @escaping @MainActor @Sendable (BenchContext) throws -> [BenchResult]) {
        self.name = name; self.summary = summary; self.needsX = needsX; self.run = run
    }
}

/// Why a benchmark could not run here (no Xvfb, no C compiler): reported, not fatal to the others.
public struct BenchSkipped: Error, CustomStringConvertible {
    public let description: String
    public init(_ reason: String) { description = reason }
}

/// Something went wrong measuring (a program did not start, a view was not found).
public struct BenchFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ reason: String) { description = reason }
}
