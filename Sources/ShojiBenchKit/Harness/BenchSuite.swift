import Foundation

/// Runs benchmarks one after another; one that cannot run here is skipped with its reason, one that
/// fails is reported as such, and neither stops the others.
@MainActor
public struct BenchSuite {
    public let context: BenchContext
    public private(set) var results: [BenchResult] = []
    public private(set) var skipped: [String] = []
    public private(set) var failed: [String] = []

    public init(config: BenchConfig) { context = BenchContext(config: config) }

    /// Runs `benchmarks`, telling `onResult` of each figure as it comes.
    public mutating func run(_ benchmarks: [Benchmark], onResult: (BenchResult) -> Void = { _ in }) {
        for b in benchmarks {
            context.log("\(b.name): \(b.summary)")
            do {
                for r in try b.run(context) {
                    results.append(r)
                    onResult(r)
                }
            } catch let e as BenchSkipped {
                skipped.append("\(b.name) (\(e.description))")
                context.log("\(b.name) skipped: \(e.description)")
            } catch {
                failed.append("\(b.name): \(errorLine(error))")
                context.log("\(b.name) FAILED: \(errorLine(error))")
            }
        }
    }
}
