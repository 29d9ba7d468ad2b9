import Foundation

extension Benchmark {
    /// Start-up and input latency seen from outside (bench/probe: X DAMAGE, XFixes, XTest): the release
    /// demo, `shoji-grid` and the raw C program, and with `--peers` GTK 3, GTK 4 (Cairo renderer) and Tk,
    /// each showing 200 labelled buttons, started in turn `probeRuns` times on one Xvfb; medians.
    public static let external = Benchmark(
        name: "external",
        summary: "spawn to map, first non-uniform frame and settle, memory, idling, press and drag latency; Shoji vs C, GTK, Tk",
        needsX: true
    ) { ctx in
        let c = ctx.config
        let x = try ctx.xserver()
        guard FileManager.default.isExecutableFile(atPath: c.referencePath) else { throw BenchSkipped("no C program (make bench builds it)") }
        // The demo's saved state goes to the run's private folder, not a fixed folder in /tmp.
        let state = ["XDG_STATE_HOME": try Scratch.makeFolder("external-state")]
        // The refresh list's place, from the demo's own trace, for its pull.
        let list: [Double]
        do {
            let run = try DemoRun(c, on: x, scene: "refresh")
            list = try run.frame(of: "refresh.list")
        }
        let pull = (x: Int(list[0] + list[2] / 2), y: Int(list[1] + 40), dy: 8, steps: c.isSmoke ? 3 : 12)
        let button = (x: 163, y: 201) // item 42's middle in every grid
        let gap = (x: 639, y: 400, dy: 8, steps: c.isSmoke ? 3 : 12) // between buttons: a drag, not a press
        let demoArgs = ["--size", "\(c.width)x\(c.height)", "--assets", c.assetsPath]
        var programs = [
            ProbedProgram("C", [c.referencePath, "grid"], press: button, drag: gap),
            ProbedProgram("Shoji demo", [c.demoPath] + demoArgs, environment: state).tracingStartup(),
            ProbedProgram("Shoji grid", [c.gridPath], press: button).tracingStartup(),
            ProbedProgram("Shoji refresh", [c.demoPath] + demoArgs + ["--scene", "refresh"], environment: state, drag: pull),
        ]
        var skipped: [String] = []
        if c.includePeers {
            let gtk3 = c.peersDirectory + "/grid_gtk3", gtk4 = c.peersDirectory + "/grid_gtk4"
            let wish = ["/usr/bin/wish", "/usr/bin/wish8.6"].first { FileManager.default.isExecutableFile(atPath: $0) }
            // No accessibility bus: without a session bus GTK would wait for one, which is no toolkit's start-up.
            let quiet = ["NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "GDK_BACKEND": "x11"]
            if FileManager.default.isExecutableFile(atPath: gtk3) {
                programs.append(ProbedProgram("GTK 3", [gtk3], environment: quiet, press: button, drag: gap))
            } else { skipped.append("GTK 3") }
            if FileManager.default.isExecutableFile(atPath: gtk4) {
                programs.append(ProbedProgram("GTK 4", [gtk4], environment: quiet.merging(["GSK_RENDERER": "cairo"]) { $1 }, press: button))
            } else { skipped.append("GTK 4") }
            if let wish {
                programs.append(ProbedProgram("Tk", [wish, c.root + "/bench/peers/grid.tcl"], press: button))
            } else { skipped.append("Tk") }
        }
        if !c.includePeers { ctx.log("GTK 3, GTK 4 and Tk skipped (make bench-peers measures them too)") }
        if !skipped.isEmpty { ctx.log("not built or installed, skipped: \(skipped.joined(separator: ", ")) (make bench-peers)") }

        let m = try Probe.interleaved(programs, runs: c.probeRuns, ctx: ctx)
        for program in ["Shoji demo", "Shoji grid"] {
            ctx.log("\(program): start-up phases (median ms from spawn; the probe saw map at \(fmt(v2(m, program, "map-ms"))), first frame at \(fmt(v2(m, program, "first-frame-ms"))))")
            for line in Probe.phaseTable(m[program] ?? [:]) { ctx.log("  " + line) }
        }
        func v(_ p: String, _ k: String) -> Double { m[p]?[k] ?? .nan }
        func ref(_ p: String, _ k: String, _ what: String? = nil) -> Reference? {
            let x = v(p, k)
            return x.isFinite ? Reference(what ?? p, x) : nil
        }
        let runs = "median of \(max(1, c.probeRuns)) interleaved starts"
        var out: [BenchResult] = []
        let peers = ["GTK 3", "GTK 4", "Tk"].filter { m[$0] != nil }
        for (figure, program) in [("external.firstFrame", "Shoji demo"), ("external.grid.firstFrame", "Shoji grid")] {
            out.append(BenchResult(figure, v(program, "first-frame-ms"), "ms", reference: ref("C", "first-frame-ms", "C, Xlib + Cairo + Pango"),
                                   target: Target([.ratioAtMost(2)]),
                                   note: "\(program): spawn to its first non-uniform pixels; mapped at \(fmt(v(program, "map-ms"))) ms (C \(fmt(v("C", "map-ms")))); \(runs)"))
            for peer in peers {
                out.append(BenchResult("\(figure).vs\(peer.replacingOccurrences(of: " ", with: ""))", v(program, "first-frame-ms"), "ms",
                                       reference: ref(peer, "first-frame-ms"),
                                       target: peer == "GTK 3" ? Target([.ratioAtMost(0.3)]) : Target([.ratioBelow(1)], source: .ours),
                                       note: "\(program) beside \(peer) (mapped at \(fmt(v(peer, "map-ms"))) ms, settled at \(fmt(v(peer, "settle-ms"))) ms)"))
            }
        }
        // Time to map, against the program's own first frame: the issue asks for a window mapped no later
        // than its first frame is ready (and never blank). The C program maps an empty window first and
        // draws after, so its map time is in the note, not the reference.
        let peersMapped = peers.map { "\($0) \(fmt(v($0, "map-ms")))" }.joined(separator: ", ")
        for (figure, program) in [("external.mapped", "Shoji demo"), ("external.grid.mapped", "Shoji grid")] {
            out.append(BenchResult(figure, v(program, "map-ms"), "ms",
                                   reference: Reference("its own first frame", v(program, "first-frame-ms")),
                                   target: Target([.ratioAtMost(1)], source: .issue),
                                   note: "\(program): spawn to the MapNotify of its window, mapped with its first frame; "
                                       + "C maps at \(fmt(v("C", "map-ms"))) ms, before it draws"
                                       + (peersMapped.isEmpty ? "" : "; peers mapped at \(peersMapped) ms") + "; \(runs)"))
        }
        let blank = v("Shoji demo", "first-frame-ms") - v("Shoji demo", "map-ms")
        out.append(BenchResult("external.blankWindow", max(0, blank), "ms",
                               reference: Reference("C, map to first frame", max(0, v("C", "first-frame-ms") - v("C", "map-ms"))),
                               target: Target([.ratioAtMost(1)], source: .ours),
                               note: "Shoji demo: how long its mapped window shows no frame (first frame − map)"))
        for (figure, program) in [("external.settle", "Shoji demo"), ("external.grid.settle", "Shoji grid")] {
            out.append(BenchResult(figure, v(program, "settle-ms"), "ms", reference: ref("C", "settle-ms"),
                                   target: Target([.ratioAtMost(2)], source: .ours),
                                   note: "\(program): spawn to the last damage before 0.5 s of none"))
        }
        for (figure, program) in [("external.peakMemory", "Shoji demo"), ("external.grid.peakMemory", "Shoji grid")] {
            out.append(BenchResult(figure, v(program, "peak-kb") / 1024, "MB", reference: ref("C", "peak-kb").map { Reference($0.what, $0.value / 1024) },
                                   target: .atMost(28), note: "\(program): VmHWM before it is stopped"))
        }
        for peer in peers {
            out.append(BenchResult("external.peakMemory.vs\(peer.replacingOccurrences(of: " ", with: ""))", v("Shoji demo", "peak-kb") / 1024, "MB",
                                   reference: ref(peer, "peak-kb").map { Reference($0.what, $0.value / 1024) },
                                   target: Target([.ratioBelow(1)], source: .ours), note: "Shoji demo beside \(peer)"))
        }
        for (figure, program) in [("external.idle", "Shoji demo"), ("external.grid.idle", "Shoji grid")] {
            out.append(BenchResult(figure + ".wakeUps", v(program, "idle-wakeups"), "wake-ups", reference: ref("C", "idle-wakeups"),
                                   target: .atMost(0),
                                   note: "\(program): voluntary context switches of every thread over \(fmt(c.probeIdleSeconds)) s after settling"))
            out.append(BenchResult(figure + ".cpu", v(program, "idle-cpu-ms"), "ms", reference: ref("C", "idle-cpu-ms"),
                                   target: .atMost(1, source: .ours), note: "\(program): CPU time of every thread over the same window"))
        }
        out.append(BenchResult("latency.press", v("Shoji grid", "press-ms"), "ms", reference: ref("C", "press-ms", "C, the rectangle recoloured"),
                               target: Target([.ratioAtMost(1.5)]), note: "XTest press on a button to the first damage of its pressed look"))
        out.append(BenchResult("latency.drag", v("Shoji refresh", "drag-ms"), "ms", reference: ref("C", "drag-ms", "C, the grid moved"),
                               target: Target([.ratioAtMost(1.5)]), note: "a pointer move while pulling the refresh list to the first damage of the moved list"))
        if m["GTK 3"] != nil {
            out.append(BenchResult("latency.press.vsGTK3", v("Shoji grid", "press-ms"), "ms", reference: ref("GTK 3", "press-ms"),
                                   target: Target([.ratioBelow(1)]), note: "the same press on a GTK 3 button"))
            out.append(BenchResult("latency.drag.vsGTK3", v("Shoji refresh", "drag-ms"), "ms", reference: ref("GTK 3", "drag-ms", "GTK 3, the grid moved"),
                                   target: Target([.ratioBelow(1)]), note: "the same moves dragging GTK 3's grid"))
        }
        // The start-up phases, as figures without a target (results.md shows them as a table of their own).
        for (prefix, program) in [("startup.phase.", "Shoji demo"), ("startup.phase.grid.", "Shoji grid")] {
            for (phase, ms) in Probe.phases(m[program] ?? [:]) {
                out.append(BenchResult(prefix + Probe.figureName(phase), ms, "ms", reference: nil, target: .none,
                                       note: "\(program): spawn to the end of its start-up phase “\(phase)”; \(runs)"))
            }
        }
        return out
    }

    static func fmt(_ x: Double) -> String { BenchResult.format(x, unit: "ms") }
    static func v2(_ m: [String: [String: Double]], _ p: String, _ k: String) -> Double { m[p]?[k] ?? .nan }
}
