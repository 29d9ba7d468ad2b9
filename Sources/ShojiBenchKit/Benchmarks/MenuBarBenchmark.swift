import Foundation

extension Benchmark {
    /// A menu bar's menu pulled down, seen from outside (bench/probe `--menubar`; issue 38's last check):
    /// XTest presses button 1 on the demo's File title (its place from the demo's trace, `menubar.0`), and the
    /// time runs from the press to the first DAMAGE on the dropdown menu's window (override-redirect, of type
    /// `_NET_WM_WINDOW_TYPE_DROPDOWN_MENU`) that leaves it not all one colour. The button is released, Escape
    /// closes the menu, and the next open starts once its window is unmapped and the program has settled.
    /// One untimed open, then `menuOpens` timed ones a start. With `--peers`, GTK 3's `GtkMenuBar` with the
    /// same titles and the same File menu (bench/peers/menubar_gtk3.c), its File title pressed the same way.
    /// A click, not F10: the same input reaches both programs without the window having to hold the keyboard
    /// focus, which no window manager gives it on the bench's Xvfb. The programs are started in turn
    /// `menuRuns` times, rotated; each start gives p50 and p99 of its opens, and the figures are their medians.
    public static let menuBar = Benchmark(
        name: "menubar",
        summary: "a menu bar's File menu pulled down by a press on its title, XTest press to the menu window's first frame, p50 and p99; Shoji vs GTK 3's GtkMenuBar",
        needsX: true
    ) { ctx in
        let c = ctx.config
        let x = try ctx.xserver()
        let file: [Double]
        do {
            let run = try DemoRun(c, on: x, scene: "refresh")
            file = try run.frame(of: "menubar.0")
        }
        let point = (x: Int(file[0] + file[2] / 2), y: Int(file[1] + file[3] / 2))
        let state = ["XDG_STATE_HOME": try Scratch.makeFolder("menubar-state")]
        let demo = [c.demoPath, "--size", "\(c.width)x\(c.height)", "--assets", c.assetsPath, "--scene", "refresh"]
        var programs = [ProbedProgram("Shoji", demo, environment: state)]
        programs[0].menuBar = (point.x, point.y, c.menuOpens)
        if c.includePeers {
            let gtk3 = c.peersDirectory + "/menubar_gtk3"
            if FileManager.default.isExecutableFile(atPath: gtk3) {
                var p = ProbedProgram("GTK 3", [gtk3, "\(c.width)x\(c.height)"],
                                      environment: ["NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "GDK_BACKEND": "x11"])
                // Its File title, at the window's top left under Adwaita (the peer's header says so).
                p.menuBar = (18, 12, c.menuOpens)
                programs.append(p)
            } else {
                ctx.log("not built, skipped: GTK 3 (make bench-peers)")
            }
        } else {
            ctx.log("GTK 3 skipped (make bench-peers measures it too)")
        }
        var p50: [String: [Double]] = [:], p99: [String: [Double]] = [:], counts: [String: [Int]] = [:]
        var firsts: [String: [Double]] = [:]
        for round in 0..<max(1, c.menuRuns) {
            for program in programs[(round % programs.count)...] + programs[..<(round % programs.count)] {
                let r = try Probe.run(program, ctx: ctx, idleSeconds: 0.2)
                guard let a = r["menubar-p50-ms"], let b = r["menubar-p99-ms"], let n = r["menubar-count"] else {
                    throw BenchFailure("probe: \(program.name) pulled down no menu from its menu bar")
                }
                p50[program.name, default: []].append(a)
                p99[program.name, default: []].append(b)
                counts[program.name, default: []].append(Int(n))
                if let f = r["menubar-first-ms"] { firsts[program.name, default: []].append(f) }
                ctx.log("\(program.name): menu bar p50 \(fmt(a)) ms, p99 \(fmt(b)) ms, first open \(fmt(r["menubar-first-ms"] ?? .nan)) ms, mapped p50 \(fmt(r["menubar-map-p50-ms"] ?? .nan)) ms (\(Int(n)) of \(c.menuOpens) opens drew)")
            }
        }
        func median(_ v: [Double]) -> Double { v.isEmpty ? .nan : v.sorted()[v.count / 2] }
        func spread(_ v: [Double]) -> String {
            v.count < 2 ? "one start" : "median of \(v.count) starts, \(fmt(v.min()!))–\(fmt(v.max()!)) ms"
        }
        let drew = counts["Shoji"].map { $0.map(String.init).joined(separator: ", ") } ?? "—"
        let first = { (name: String) in firsts[name].map { "first, untimed open \(fmt(median($0))) ms" } ?? "no untimed open seen" }
        var out: [BenchResult] = []
        for (name, values) in [("p50", p50), ("p99", p99)] {
            let mine = values["Shoji"] ?? []
            out.append(BenchResult("menubar.open.\(name)", median(mine), "ms", reference: nil, target: .atMost(16),
                                   note: "the demo's File menu pulled down by a press on its title at (\(point.x), \(point.y)), \(c.menuOpens) opens a start (opens that drew: \(drew)); \(spread(mine)); \(first("Shoji"))"))
            if let theirs = values["GTK 3"] {
                out.append(BenchResult("menubar.open.\(name).vsGTK3", median(mine), "ms", reference: Reference("GTK 3's GtkMenuBar", median(theirs)),
                                       target: Target([.ratioBelow(1)], source: .ours),
                                       note: "the same titles and File menu, its title pressed the same way, same run; GTK 3: \(spread(theirs)); \(first("GTK 3"))"))
            }
        }
        return out
    }
}
