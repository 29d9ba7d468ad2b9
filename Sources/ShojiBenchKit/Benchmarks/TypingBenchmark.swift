import Foundation

extension Benchmark {
    /// Typing seen from outside (bench/probe `--key`): XTest presses "x" 50 times into a window-filling
    /// text view of 10,000 lines, each timed from the press to the first DAMAGE on the window, the caret
    /// blink off in every program (so no blink frame is ever counted: `TextInputView.caretBlinks`, GTK's
    /// `gtk-cursor-blink`, Tk's `-insertofftime 0`; the probe also sees no damage while the programs idle).
    /// `shoji-bench-textview`, and with `--peers` GTK 3's `GtkTextView` and Tk's `text` holding the same
    /// lines, started in turn `typingRuns` times (each round one program further on); each start gives
    /// p50 and p99 of its presses, and the figures are their medians over the starts.
    public static let typing = Benchmark(
        name: "typing",
        summary: "a key typed into 10,000 lines, XTest press to first damage, p50 and p99; Shoji vs GTK 3's GtkTextView and Tk's text",
        needsX: true
    ) { ctx in
        let c = ctx.config
        guard FileManager.default.isExecutableFile(atPath: c.textViewPath) else {
            throw BenchSkipped("no \(c.textViewPath) (make bench builds it)")
        }
        let typing = (keysym: "x", presses: c.typingKeys)
        var shoji = ProbedProgram("Shoji", [c.textViewPath], environment: ["SHOJI_BENCH_LINES": String(c.textLines)])
        shoji.typing = typing
        var programs = [shoji]
        if c.includePeers {
            let gtk3 = c.peersDirectory + "/text_gtk3"
            let wish = ["/usr/bin/wish", "/usr/bin/wish8.6"].first { FileManager.default.isExecutableFile(atPath: $0) }
            var skipped: [String] = []
            if FileManager.default.isExecutableFile(atPath: gtk3) {
                var p = ProbedProgram("GTK 3", [gtk3], environment: ["NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "GDK_BACKEND": "x11"])
                p.typing = typing
                programs.append(p)
            } else { skipped.append("GTK 3") }
            if let wish {
                var p = ProbedProgram("Tk", [wish, c.root + "/bench/peers/text.tcl"])
                p.typing = typing
                programs.append(p)
            } else { skipped.append("Tk") }
            if !skipped.isEmpty { ctx.log("not built or installed, skipped: \(skipped.joined(separator: ", ")) (make bench-peers)") }
        } else {
            ctx.log("GTK 3 and Tk skipped (make bench-peers measures them too)")
        }
        // Each start's p50 and p99, by program.
        var p50: [String: [Double]] = [:], p99: [String: [Double]] = [:], counts: [String: [Int]] = [:]
        let runs = max(1, c.typingRuns)
        for round in 0..<runs {
            for program in programs[(round % programs.count)...] + programs[..<(round % programs.count)] {
                let r = try Probe.run(program, ctx: ctx, idleSeconds: 0.5)
                guard let a = r["key-p50-ms"], let b = r["key-p99-ms"], let n = r["key-count"] else {
                    throw BenchFailure("probe: \(program.name) drew nothing for any key")
                }
                p50[program.name, default: []].append(a)
                p99[program.name, default: []].append(b)
                counts[program.name, default: []].append(Int(n))
                if (r["idle-damage"] ?? 0) > 0 { ctx.log("\(program.name) drew while idle: a blink would be counted") }
                ctx.log("\(program.name): key p50 \(fmt(a)) ms, p99 \(fmt(b)) ms (\(Int(n)) of \(c.typingKeys) keys drew)")
            }
        }
        func median(_ v: [Double]) -> Double { v.isEmpty ? .nan : v.sorted()[v.count / 2] }
        func spread(_ v: [Double]) -> String {
            v.count < 2 ? "one start" : "median of \(v.count) starts, \(fmt(v.min()!))–\(fmt(v.max()!)) ms"
        }
        var out: [BenchResult] = []
        let drew = counts["Shoji"].map { $0.map(String.init).joined(separator: ", ") } ?? "—"
        for (name, values) in [("p50", p50), ("p99", p99)] {
            let mine = values["Shoji"] ?? []
            out.append(BenchResult("typing.\(name)", median(mine), "ms", reference: nil,
                                   target: .atMost(16.7, source: .ours),
                                   note: "\(c.textLines) lines, \(c.typingKeys) presses a start (keys that drew: \(drew)); \(spread(mine))"))
            for peer in ["GTK 3", "Tk"] {
                guard let theirs = values[peer] else { continue }
                out.append(BenchResult("typing.\(name).vs\(peer.replacingOccurrences(of: " ", with: ""))", median(mine), "ms",
                                       reference: Reference(peer == "GTK 3" ? "GTK 3's GtkTextView" : "Tk's text", median(theirs)),
                                       target: Target([.ratioBelow(1)]),
                                       note: "the same presses into the same lines; \(peer): \(spread(theirs))"))
            }
        }
        return out
    }
}
