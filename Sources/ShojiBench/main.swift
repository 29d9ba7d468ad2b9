import ArgumentParser
import Foundation
import Shoji

/// `shoji-bench`: times the toolkit's hot paths and prints one line a figure (median per call), or
/// writes them as JSON. Build it in release (`make bench`) for figures that mean anything.
struct BenchOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shoji-bench",
                                                    abstract: "Times Shoji's hot paths; medians of repeated runs.")

    @Option(name: .customLong("filter"), help: "Run only benchmarks whose name contains this.")
    var filter: String?

    @Option(name: .customLong("samples"), help: "Timed samples per figure.")
    var samples = 31

    @Option(name: .customLong("json"), help: "Also write the figures as JSON to PATH.")
    var json: String?

    @Flag(name: .customLong("list"), help: "Print the benchmarks' names and exit.")
    var list = false
}

#if DEBUG
let build = "debug"
#else
let build = "release"
#endif

let options = BenchOptions.parseOrExit()
MainActor.assumeIsolated {
    let chosen = Benchmark.all.filter { options.filter == nil || $0.name.contains(options.filter!) }
    if options.list {
        for b in chosen { print("\(b.name)  \(b.summary)") }
        return
    }
    if build == "debug" { print("note: a debug build; run `make bench` for release figures") }
    let runner = BenchmarkRunner(samples: options.samples)
    var figures: [Figure] = []
    for b in chosen {
        for f in runner.run(b) {
            print(FigureReport.line(f))
            figures.append(f)
        }
    }
    if let path = options.json {
        do {
            try FigureReport.json(figures, build: build).write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("shoji-bench: cannot write \(path): \(error)\n".utf8))
            exit(2)
        }
    }
}
