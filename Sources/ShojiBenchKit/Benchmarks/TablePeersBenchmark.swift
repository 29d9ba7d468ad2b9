import Foundation

extension Benchmark {
    /// Issue 39's point 4 seen from outside (bench/probe, X DAMAGE and XTest): a 1280×800 window filled by a
    /// table of 1,000,000 rows × 4 columns, each program's model virtual where its toolkit allows it
    /// (`shoji-bench-table`; with `--peers` GTK 3's `GtkTreeView` on a `GtkTreeModel` of our own, GTK 4's
    /// `GtkColumnView` on a `GListModel` of our own, Qt 6's `QTableView` on a `QAbstractTableModel`, and
    /// Tk's `ttk::treeview`, which holds every row as an item). Each start: the first frame, wheel steps,
    /// clicks on the Name header (each reverses the order: the app's sort is one flag, so release → frame is
    /// the toolkit's cost from the model saying it changed), a click on a row then Ctrl+A, and a drag of
    /// the Name column's right edge; each timed to the first damage after which the rows' pixels differ.
    /// The programs start in turn `tablePeerRuns` times; each figure is the median over starts, with the
    /// spread in the note. Shoji at 1,000 rows too: the scaling rows.
    public static let tablePeers = Benchmark(
        name: "tablePeers",
        summary: "a 1,000,000-row table from outside: first frame, wheel, sort, select-all, resize drag, peak RSS; Shoji vs GTK 3, GTK 4, Qt 6, Tk",
        needsX: true
    ) { ctx in
        let c = ctx.config
        guard FileManager.default.isExecutableFile(atPath: c.tablePath) else { throw BenchSkipped("no \(c.tablePath) (make bench builds it)") }
        let smoke = c.isSmoke
        // Where to act, in window coordinates, the same in every program: rows from y 26, the Name column
        // 0–300 px, its header at y 12. The watched rectangle is rows only, right of the clicked row.
        let table = ["--watch", "20,100,600,300", "--wheel", "400,300,\(smoke ? 2 : 20)", "--click", "150,12,\(smoke ? 1 : 6)",
                     "--select-all", "150,60,\(smoke ? 1 : 3)", "--hdrag", "300,12,8,\(smoke ? 2 : 10)"]
        func program(_ name: String, _ command: [String], _ env: [String: String]) -> ProbedProgram {
            var p = ProbedProgram(name, command, environment: env)
            p.tableArguments = table
            return p
        }
        var programs = [program("Shoji", [c.tablePath], ["SHOJI_BENCH_ROWS": String(c.tablePeerRows)]),
                        program("Shoji 1,000", [c.tablePath], ["SHOJI_BENCH_ROWS": "1000"])]
        if c.includePeers {
            let quiet = ["NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "GDK_BACKEND": "x11", "TABLE_ROWS": String(c.tablePeerRows)]
            let wish = ["/usr/bin/wish", "/usr/bin/wish8.6"].first { FileManager.default.isExecutableFile(atPath: $0) }
            var skipped: [String] = []
            for (name, file, env) in [("GTK 3", "table_gtk3", quiet), ("GTK 4", "table_gtk4", quiet.merging(["GSK_RENDERER": "cairo"]) { $1 }),
                                      ("Qt 6", "table_qt", ["QT_ACCESSIBILITY": "0", "TABLE_ROWS": String(c.tablePeerRows)])] {
                let path = c.peersDirectory + "/" + file
                if FileManager.default.isExecutableFile(atPath: path) { programs.append(program(name, [path], env)) } else { skipped.append(name) }
            }
            if let wish {
                programs.append(program("Tk", [wish, c.root + "/bench/peers/table.tcl"], ["TABLE_ROWS": String(c.tablePeerTkRows)]))
            } else { skipped.append("Tk") }
            if !skipped.isEmpty { ctx.log("not built or installed, skipped: \(skipped.joined(separator: ", ")) (make bench-peers)") }
        } else {
            ctx.log("GTK 3, GTK 4, Qt 6 and Tk skipped (make bench-peers measures them too)")
        }
        // Every start's values, by program, in turn (each round one program further on, as `typing` does).
        var samples: [String: [String: [Double]]] = [:]
        let runs = max(1, c.tablePeerRuns)
        for round in 0..<runs {
            for p in programs[(round % programs.count)...] + programs[..<(round % programs.count)] {
                let r = try Probe.run(p, ctx: ctx, idleSeconds: 0.2, timeout: 600)
                for (k, v) in r.values where v >= 0 { samples[p.name, default: [:]][k, default: []].append(v) }
                ctx.log("\(p.name): first frame \(fmt(r["first-frame-ms"] ?? .nan)) ms, wheel \(fmt(r["wheel-p50-ms"] ?? .nan)), "
                        + "sort \(fmt(r["click-p50-ms"] ?? .nan)), select-all \(fmt(r["selectall-p50-ms"] ?? .nan)), "
                        + "resize \(fmt(r["hdrag-p50-ms"] ?? .nan)) ms, peak \(Int((r["peak-kb"] ?? 0) / 1024)) MB")
            }
        }
        func median(_ p: String, _ k: String) -> Double {
            guard let v = samples[p]?[k], !v.isEmpty else { return .nan }
            return v.sorted()[v.count / 2]
        }
        func spread(_ p: String, _ k: String, _ unit: String) -> String {
            guard let v = samples[p]?[k], !v.isEmpty else { return "\(p): nothing measured" }
            let f = { (x: Double) in BenchResult.format(x, unit: unit) }
            return v.count < 2 ? "\(p): one start" : "\(p): median of \(v.count) starts, \(f(v.min()!))–\(f(v.max()!)) \(unit)"
        }
        // Shoji's own bounds (ours): a first frame as quick as the grid's start-up allows, and every
        // input answered within one frame at 60 Hz.
        let frame = Target.atMost(16.7, source: .ours)
        let measures: [(figure: String, key: String, what: String, target: Target)] = [
            ("firstFrame", "first-frame-ms", "spawn to the first non-uniform frame", .atMost(100, source: .ours)),
            ("wheel.p50", "wheel-p50-ms", "XTest wheel step (button 5) to the frame with the rows moved, p50 of the start's steps", frame),
            ("wheel.p99", "wheel-p99-ms", "the same, p99", frame),
            ("sort.p50", "click-p50-ms", "header click released to the frame with the rows reversed (the app's sort is one flag), p50", frame),
            ("sort.p99", "click-p99-ms", "the same, p99", frame),
            ("selectAll", "selectall-p50-ms", "Ctrl+A (after a click on one row) to the frame with the rows selected", frame),
            ("resize.p50", "hdrag-p50-ms", "a move dragging the Name column's edge to its frame, p50", frame),
            ("resize.p99", "hdrag-p99-ms", "the same, p99", frame),
        ]
        let rows = "\(c.tablePeerRows) rows × 4 columns"
        var out: [BenchResult] = []
        let peers = ["GTK 3", "GTK 4", "Qt 6", "Tk"].filter { samples[$0] != nil }
        for m in measures {
            out.append(BenchResult("tablePeers.\(m.figure)", median("Shoji", m.key), "ms", reference: nil, target: m.target,
                                   note: "\(rows): \(m.what); \(spread("Shoji", m.key, "ms"))"))
            for peer in peers {
                let tk = peer == "Tk" && c.tablePeerTkRows != c.tablePeerRows ? " (Tk at \(c.tablePeerTkRows) rows)" : ""
                out.append(BenchResult("tablePeers.\(m.figure).vs\(peer.replacingOccurrences(of: " ", with: ""))", median("Shoji", m.key), "ms",
                                       reference: Reference(peer + tk, median(peer, m.key)), target: Target([.ratioBelow(1)]),
                                       note: "the same input to \(peer); \(spread(peer, m.key, "ms"))"))
            }
        }
        let peak = median("Shoji", "peak-kb") / 1024
        out.append(BenchResult("tablePeers.peakMemory", peak, "MB", reference: nil, target: .atMost(32, source: .ours),
                               note: "\(rows): VmHWM before it is stopped; \(spread("Shoji", "peak-kb", "kB"))"))
        for peer in peers {
            out.append(BenchResult("tablePeers.peakMemory.vs\(peer.replacingOccurrences(of: " ", with: ""))", peak, "MB",
                                   reference: Reference(peer, median(peer, "peak-kb") / 1024), target: Target([.ratioBelow(1)]),
                                   note: "VmHWM; \(spread(peer, "peak-kb", "kB"))"))
        }
        for (figure, key) in [("wheelScaling", "wheel-p50-ms"), ("sortScaling", "click-p50-ms")] {
            out.append(BenchResult("tablePeers.\(figure)", median("Shoji", key) / median("Shoji 1,000", key), "×", reference: nil,
                                   target: .atMost(1.2), note: "Shoji from outside, \(c.tablePeerRows) rows ÷ 1,000 rows (\(fmt(median("Shoji", key))) ÷ \(fmt(median("Shoji 1,000", key))) ms)"))
        }
        return out
    }
}
