import ArgumentParser
import Foundation
import ShojiBenchKit
import ShojiFiles

/// `shoji-bench`: runs the benchmarks, each beside a reference measured in the same run, prints a
/// table (figure, reference, ratio, target, met) and writes it as JSON and Markdown. Build it in
/// release (`make bench` does, with the release demo and the C reference) for figures that mean anything.
struct BenchOptions: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "shoji-bench",
                                                    abstract: "Measures Shoji beside raw Xlib + Cairo; medians of repeated runs.")

    @Option(name: .customLong("filter"), help: "Run only benchmarks whose name contains this.")
    var filter: String?

    @Option(name: .customLong("samples"), help: "Timed samples per in-process figure.")
    var samples: Int?

    @Option(name: .customLong("json"), help: "Write the results as JSON to PATH.")
    var json: String?

    @Option(name: .customLong("markdown"), help: "Write the results as a Markdown table to PATH.")
    var markdown: String?

    @Option(name: .customLong("root"), help: "The package checkout (default: found from this program's path).")
    var root: String?

    @Flag(name: .customLong("smoke"), help: "Tiny sizes and counts, the debug demo: checks the harness, measures nothing.")
    var smoke = false

    @Flag(name: .customLong("peers"), help: "Measure GTK 3, GTK 4, Tk (and for the table Qt 6) beside Shoji too (make bench-peers builds and installs them).")
    var peers = false

    @Option(name: .customLong("typing-keys"), help: "Keys timed in each start of the typing benchmark (default 50).")
    var typingKeys: Int?

    @Option(name: .customLong("typing-runs"), help: "Starts of each program for each kind of text typed into (default 3; issue 41 asks for 5).")
    var typingRuns: Int?

    @Option(name: .customLong("typing-kinds"), help: "The kinds of text typed into beside the ASCII lines, comma-separated (mixed, accented, emoji, arabic, tabs, center, right, wrapped; default: all with --peers, none without).")
    var typingKinds: String?

    @Flag(name: .customLong("typing-long-line"), help: "Type into a 1,000,000-character line too (GTK 3 takes minutes over it).")
    var typingLongLine = false

    @Flag(name: .customLong("list"), help: "Print the benchmarks' names and exit.")
    var list = false
}

#if DEBUG
let build = "debug"
#else
let build = "release"
#endif

/// The checkout this program was built in: the nearest folder above it with a Package.swift (else the
/// current directory).
func packageRoot() -> String {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    while dir.path != "/" {
        if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir.path }
        dir.deleteLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath
}

/// Written safely (a new file renamed over the old; a planted link is refused); a file that cannot be
/// written is one line and exit status 4, as the demo's lost output.
func write(_ data: Data, to path: String) {
    do throws(FileError) {
        try OutputFile.write(Array(data), to: path)
    } catch {
        FileHandle.standardError.write(Data("shoji-bench: \(error)\n".utf8))
        ChildProcess.killAll()
        exit(4)
    }
}

/// One line of the table, straight out (progress goes to standard error; a buffered table would land
/// in the middle of it when both go to one file).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

let options = BenchOptions.parseOrExit()
ChildProcess.killAllOnInterrupt()
MainActor.assumeIsolated {
    let chosen = Benchmark.all.filter { options.filter == nil || $0.name.contains(options.filter!) }
    if options.list {
        for b in chosen { say("\(b.name)  \(b.summary)") }
        return
    }
    let root = options.root ?? packageRoot()
    var config = options.smoke ? BenchConfig.smoke(root: root) : BenchConfig.full(root: root)
    if let s = options.samples { config.samples = s }
    config.includePeers = options.peers
    if let n = options.typingKeys { config.typingKeys = max(1, n) }
    if let n = options.typingRuns { config.typingRuns = max(1, n) }
    if let kinds = options.typingKinds { config.typingKinds = kinds.split(separator: ",").map(String.init) }
    config.typingLongLine = options.typingLongLine
    if build == "debug" && !options.smoke { say("note: a debug build; run `make bench` for release figures") }
    var suite = BenchSuite(config: config)
    say(Report.header)
    suite.run(chosen) { say(Report.line($0)) }
    say(Report.summary(suite.results, skipped: suite.skipped))
    for f in suite.failed { say("FAILED: \(f)") }
    if let path = options.json {
        do { write(try Report.json(suite.results), to: path) } catch {
            say("shoji-bench: cannot make the results' JSON for \(path): \(errorLine(error))")
            ChildProcess.killAll()
            exit(2)
        }
    }
    if let path = options.markdown {
        write(Data(Report.markdown(suite.results, config: config, skipped: suite.skipped).utf8), to: path)
    }
    // `exit` runs no deinitializers: stop the Xvfb and anything else still running first.
    ChildProcess.killAll()
    if !suite.failed.isEmpty { exit(1) }
}
