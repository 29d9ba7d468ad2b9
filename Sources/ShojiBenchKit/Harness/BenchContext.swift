import Foundation
import Shoji
import ShojiCairo

/// Sizes, counts and paths for one run: `full` is what `make bench` measures, `smoke` a tiny run of the
/// same code for `make test`.
public struct BenchConfig: Sendable {
    /// The package checkout (for the demo, the reference program and the assets).
    public var root: String
    public var isSmoke = false
    public var width = 1280, height = 800
    public var samples = 31
    public var idleSeconds = 10.0
    /// How long the demo's threads must stay the same before an idle window starts (libdispatch retires
    /// a pool thread 5 s after its last work).
    public var threadQuietSeconds = 5.5
    public var startupRuns = 5
    public var listRows = [1_000, 100_000]
    /// The table benchmark's row counts (issue 39: 1,000 against 1,000,000).
    public var tableRows = [1_000, 1_000_000]
    public var hitTestViews = 10_000
    /// The files in the folder the file dialog benchmark opens (issue 40: 50,000).
    public var fileDialogFiles = 50_000
    public var demoPath: String
    public var referencePath: String
    public var assetsPath: String
    /// The external probe (bench/probe) and the Shoji program that shows the peers' 200-button grid.
    public var probePath: String
    public var gridPath: String
    /// Where `make bench-peers` builds the GTK programs.
    public var peersDirectory: String
    /// Whether GTK 3, GTK 4 and Tk are measured too (`make bench-peers`, `--peers`).
    public var includePeers = false
    /// Interleaved runs of each program under the probe (after one untimed round), and its idle window.
    public var probeRuns = 5
    public var probeIdleSeconds = 2.0
    /// Pointer moves in each interaction (slider drag, list pull).
    public var interactionMoves = 40
    /// Lines in the text benchmarks' text view, keys timed from outside a start, and starts of each program.
    public var textLines = 10_000
    public var typingKeys = 50
    public var typingRuns = 3
    /// The kinds of text typed into beside the ASCII lines (`TypingText.others`' names): nil for every
    /// one with `--peers` and none without (each kind costs three programs' starts).
    public var typingKinds: [String]?
    /// The wrapped paragraphs' count (issue 41: 200), and whether the 1 MB line is typed into too (opt-in:
    /// GTK 3 takes minutes over it).
    public var typingParagraphs = 200
    public var typingLongLine = false
    /// Context menus opened from outside a start (after one untimed open), and starts of each program.
    public var menuOpens = 50
    public var menuRuns = 3
    /// The Shoji program that shows those lines to the probe (`shoji-bench-textview`).
    public var textViewPath: String
    /// The table rows of `make bench-peers`: rows of every virtual table, Tk's rows (it holds every row as an
    /// item, inserted at start), starts of each program, and the Shoji program (`shoji-bench-table`).
    public var tablePeerRows = 1_000_000
    public var tablePeerTkRows = 100_000 // a million took 60 s to its first frame here (BENCHMARKS.md)
    public var tablePeerRuns = 3
    public var tablePath = ""

    public static func full(root: String) -> BenchConfig {
        BenchConfig(root: root, demoPath: root + "/.build/release/shoji-demo",
                    referencePath: root + "/.build/bench/raw_xlib_cairo", assetsPath: root + "/assets",
                    probePath: root + "/.build/bench/probe", gridPath: root + "/.build/release/shoji-grid",
                    peersDirectory: root + "/.build/bench", textViewPath: root + "/.build/release/shoji-bench-textview",
                    tablePath: root + "/.build/release/shoji-bench-table")
    }

    /// Small and quick: a 640×480 screen (the smallest that shows the number pad's keys), three samples,
    /// half a second of idling, the debug demo.
    public static func smoke(root: String) -> BenchConfig {
        var c = full(root: root)
        c.isSmoke = true
        c.width = 640; c.height = 480
        c.samples = 3
        c.idleSeconds = 0.5
        c.threadQuietSeconds = 0
        c.startupRuns = 1
        c.listRows = [100, 1_000]
        c.tableRows = [100, 10_000]
        c.hitTestViews = 800
        c.fileDialogFiles = 2_000
        c.demoPath = root + "/.build/debug/shoji-demo"
        c.gridPath = root + "/.build/debug/shoji-grid"
        c.probeRuns = 0
        c.probeIdleSeconds = 0.2
        c.interactionMoves = 4
        c.textLines = 1_000
        c.typingKeys = 5
        c.typingRuns = 1
        c.typingKinds = ["center"] // one kind beside the ASCII lines: the kinds' own code runs, in one more start
        c.typingParagraphs = 20
        c.menuOpens = 3
        c.menuRuns = 1
        c.textViewPath = root + "/.build/debug/shoji-bench-textview"
        c.tablePeerRows = 10_000
        c.tablePeerTkRows = 1_000
        c.tablePeerRuns = 1
        c.tablePath = root + "/.build/debug/shoji-bench-table"
        return c
    }

    public var windowPixels: Double { Double(width * height) }
}

/// What a benchmark works with: the configuration, the timer, a private Xvfb (started on first use)
/// and the C reference program.
@MainActor
public final class BenchContext {
    public let config: BenchConfig
    public let timing: Timing
    /// Progress lines (to standard error, so that standard output stays the table).
    public var log: (String) -> Void = { FileHandle.standardError.write(Data(("  " + $0 + "\n").utf8)) }
    private var server: XvfbServer?

    public init(config: BenchConfig) {
        self.config = config
        timing = Timing(samples: config.samples)
        // Text as the demo sets it: Pango.
        if !(Typesetter.current is PangoTextSystem) { Typesetter.current = PangoTextSystem() }
    }

    /// The bench's own Xvfb, the size of the window.
    public func xserver() throws -> XvfbServer {
        if let s = server { return s }
        let s = try XvfbServer(width: config.width, height: config.height)
        server = s
        return s
    }

    public var hasReference: Bool { FileManager.default.isExecutableFile(atPath: config.referencePath) }

    /// Runs the C reference program to its end with `arguments` and reads the `name value` pairs it
    /// prints; nil when it was not built (the figures then have no reference and miss ratio targets).
    public func reference(_ arguments: [String], needsX: Bool = false) throws -> [String: Double]? {
        guard hasReference else {
            log("no reference program at \(config.referencePath) (make bench builds it)")
            return nil
        }
        let out = try Scratch.unique("ref", suffix: ".txt")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let env = needsX ? ["DISPLAY": try xserver().display] : [:]
        let p = try ChildProcess(config.referencePath, arguments, environment: env, stdout: out)
        guard p.wait(timeout: 120) == 0 else {
            p.kill()
            throw BenchFailure("raw_xlib_cairo \(arguments.joined(separator: " ")) failed")
        }
        return BenchContext.pairs(in: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
    }

    /// Shoji and the reference in turn, `rounds` times each (reference first and last), keeping the best
    /// figure of each side: on a shared machine anything else running only ever adds time, so the
    /// fastest of several medians is the fairest figure for both, whenever the interference came.
    /// `measure` gives figures in a fixed order (milliseconds).
    public func bestOf(rounds: Int? = nil, reference arguments: [String], needsX: Bool = false,
                       _ measure: () throws -> [Double]) throws -> ([Double], [String: Double]?) {
        let n = max(1, rounds ?? (config.isSmoke ? 1 : 3))
        var best: [Double] = [], ref: [String: Double]?
        func keep(_ r: [String: Double]?) {
            guard let r else { return }
            ref = (ref ?? r).merging(r) { a, b in (a > 0 && b > 0) ? min(a, b) : max(a, b) }
        }
        for _ in 0..<n {
            keep(try reference(arguments, needsX: needsX))
            let m = try measure()
            best = best.isEmpty ? m : zip(best, m).map { min($0, $1) }
        }
        keep(try reference(arguments, needsX: needsX))
        return (best, ref)
    }

    /// "frame-ms 3.0 shm-ms 3.4" → ["frame-ms": 3.0, "shm-ms": 3.4].
    nonisolated static func pairs(in text: String) -> [String: Double] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        var out: [String: Double] = [:]
        var i = 0
        while i + 1 < words.count {
            if let v = Double(words[i + 1]) { out[words[i]] = v; i += 2 } else { i += 1 }
        }
        return out
    }
}
