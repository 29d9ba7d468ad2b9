import Foundation

/// A program the external probe (bench/probe) measures: Shoji's, the raw C program, or a peer toolkit's,
/// with where to press and drag in it.
public struct ProbedProgram: Sendable {
    /// Short name for the table ("C", "GTK 3").
    public var name: String
    public var command: [String]
    public var environment: [String: String] = [:]
    /// Where XTest presses button 1 (the press latency), and a drag: start, step in y, steps.
    public var press: (x: Int, y: Int)?
    public var drag: (x: Int, y: Int, dy: Int, steps: Int)?
    /// Keys typed after settling: the keysym and how many presses are timed (the typing latency).
    public var typing: (keysym: String, presses: Int)?
    /// How long a typed key may take to draw before the probe counts it as not drawn (its `--key-wait-s`).
    public var keyWaitSeconds = 1.0
    /// Where button 1 clicks, in the window, after the focus and before the keys (the probe's `--key-click`).
    public var typingClick: (x: Int, y: Int)?
    /// Where a right click opens a context menu, and how many opens are timed (the menu latency).
    public var menu: (x: Int, y: Int, opens: Int)?
    /// Where a press of button 1 on a menu bar's title pulls its menu down, and how many opens are timed
    /// (the menu bar latency; the probe's `menubar-*` values).
    public var menuBar: (x: Int, y: Int, opens: Int)?
    /// The table measures (bench/probe `--watch`, `--wheel`, `--click`, `--select-all`, `--hdrag`): the
    /// probe's arguments for them, each timed to the frame that changes the watched rectangle.
    public var tableArguments: [String] = []
    /// Whether it writes its start-up phases (`SHOJI_STARTUP_TRACE`, Shoji's programs do): they come
    /// back as `phase:NAME` values, milliseconds from spawn.
    public var tracesStartup = false

    public init(_ name: String, _ command: [String], environment: [String: String] = [:],
                press: (x: Int, y: Int)? = nil, drag: (x: Int, y: Int, dy: Int, steps: Int)? = nil) {
        self.name = name; self.command = command; self.environment = environment; self.press = press; self.drag = drag
    }

    public func tracingStartup() -> ProbedProgram {
        var p = self
        p.tracesStartup = true
        return p
    }
}

/// What the probe saw of one start: times from spawn (ms), memory, idling, latencies.
public struct ProbeRun: Sendable {
    public var values: [String: Double]
    public subscript(_ key: String) -> Double? { values[key].flatMap { $0 >= 0 ? $0 : nil } }
}

/// Runs the probe on the bench's Xvfb.
@MainActor
public enum Probe {
    public static func run(_ program: ProbedProgram, ctx: BenchContext, presses: Int = 3, idleSeconds: Double? = nil,
                           timeout: Double = 90) throws -> ProbeRun {
        let probe = ctx.config.probePath
        guard FileManager.default.isExecutableFile(atPath: probe) else { throw BenchSkipped("no probe at \(probe) (make bench builds it)") }
        let x = try ctx.xserver()
        var args = ["--display", x.display, "--idle-s", String(idleSeconds ?? ctx.config.probeIdleSeconds)]
        if let p = program.press { args += ["--press", "\(p.x),\(p.y),\(presses)"] }
        if let d = program.drag { args += ["--drag", "\(d.x),\(d.y),\(d.dy),\(d.steps)"] }
        if let k = program.typing { args += ["--key", "\(k.keysym),\(k.presses)"] }
        if program.typing != nil && program.keyWaitSeconds != 1 { args += ["--key-wait-s", String(program.keyWaitSeconds)] }
        if program.typing != nil, let c = program.typingClick { args += ["--key-click", "\(c.x),\(c.y)"] }
        if let m = program.menu { args += ["--menu", "\(m.x),\(m.y),\(m.opens)"] }
        if let m = program.menuBar { args += ["--menubar", "\(m.x),\(m.y),\(m.opens)"] }
        args += program.tableArguments
        if timeout > 90 { args += ["--timeout-s", String(Int(timeout) - 30)] }
        args += ["--"] + program.command
        // In the run's private folder, new names every start: nothing to plant a link at.
        let base = try Scratch.unique("probe")
        let out = base + ".out", err = base + ".err", phases = base + ".phases"
        defer { for f in [out, err, phases] { try? FileManager.default.removeItem(atPath: f) } }
        var env = program.environment
        if program.tracesStartup { env["SHOJI_STARTUP_TRACE"] = phases }
        let p = try ChildProcess(probe, args, environment: env, stdout: out, stderr: err)
        guard let status = p.wait(timeout: timeout) else {
            p.kill()
            throw BenchFailure("probe: \(program.name) did not finish")
        }
        guard status == 0 else {
            let why = ((try? String(contentsOfFile: err, encoding: .utf8)) ?? "").split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: "; ")
            throw BenchFailure("probe: \(program.name): \(why.isEmpty ? "exit \(status)" : why)")
        }
        var values = BenchContext.pairs(in: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
        if program.tracesStartup, let spawn = values["spawn-ns"], let text = try? String(contentsOfFile: phases, encoding: .utf8) {
            for line in text.split(separator: "\n") {
                guard let space = line.lastIndex(of: " "), let ns = Double(line[line.index(after: space)...]) else { continue }
                values["phase:" + line[..<space]] = (ns - spawn) / 1e6
            }
        }
        return ProbeRun(values: values)
    }

    /// The start-up phases of one program's medians, in order: "  12.3 ms  text system".
    public static func phaseTable(_ medians: [String: Double]) -> [String] {
        phases(medians).map { String(format: "%7.1f ms  ", $0.ms) + $0.phase }
    }

    /// The start-up phases of one program's medians, in the order they ended: ("text system", 12.3).
    public static func phases(_ medians: [String: Double]) -> [(phase: String, ms: Double)] {
        medians.filter { $0.key.hasPrefix("phase:") }.sorted { $0.value < $1.value }
            .map { (String($0.key.dropFirst("phase:".count)), $0.value) }
    }

    /// A phase as a figure's last name part: "arguments parsed" → "argumentsParsed".
    public static func figureName(_ phase: String) -> String {
        let words = phase.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        guard let first = words.first else { return "unnamed" }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Every program `runs` times, interleaved (A B C A B C …) after one untimed round, so that the page
    /// cache is warm for all and drift in the machine's speed weighs on each alike; each key's median.
    public static func interleaved(_ programs: [ProbedProgram], runs: Int, ctx: BenchContext) throws -> [String: [String: Double]] {
        var samples: [String: [String: [Double]]] = [:]
        for round in 0...runs {
            // Each round starts one program further on (A B C, B C A, C A B…): a start that follows a heavy
            // one (GTK 4 or Tk just killed, the X server and the kernel still freeing what they held) is
            // then no single program's fate. Measured: the demo, always right after the C program and so
            // always second after Tk, took 42–88 ms where the same binary two places later took 34–51.
            let first = programs.isEmpty ? 0 : round % programs.count
            for program in programs[first...] + programs[..<first] {
                let r = try run(program, ctx: ctx, presses: ctx.config.isSmoke ? 1 : 3)
                guard round > 0 || runs == 0 else { continue }
                for (k, v) in r.values where v >= 0 { samples[program.name, default: [:]][k, default: []].append(v) }
                ctx.log("\(program.name): first frame \(r["first-frame-ms"].map { String(format: "%.1f", $0) } ?? "—") ms, mapped \(r["map-ms"].map { String(format: "%.1f", $0) } ?? "—") ms")
            }
        }
        return samples.mapValues { $0.mapValues { v in v.sorted()[v.count / 2] } }
    }
}
