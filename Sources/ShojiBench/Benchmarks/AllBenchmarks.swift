/// Every benchmark, in the order they run: the one place a new benchmark is registered (add a file
/// under Benchmarks/ with a `static let` on `Benchmark`, then list it here).
extension Benchmark {
    static let all: [Benchmark] = [
        .innerShadow,
    ]
}
