import Foundation

extension Benchmark {
    /// A context menu's first frame seen from outside (bench/probe `--menu`; issue 30, point 7): XTest
    /// presses button 3 on a row of the demo's feed (the refresh scene), and the time runs from the press
    /// to the first DAMAGE on the menu's window (the override-redirect window of type
    /// `_NET_WM_WINDOW_TYPE_POPUP_MENU` that maps after it) that leaves the window not all one colour: the
    /// menu's first frame, not the server painting its background. Escape closes it and the next open
    /// starts once its window is unmapped and the program has settled. One untimed open first, then
    /// `menuOpens` timed ones a start. With `--peers`, GTK 3's `GtkMenu` with the same items
    /// (bench/peers/menu_gtk3.c), popped up at the same point. The programs are started in turn
    /// `menuRuns` times (each round one program further on); each start gives p50 and p99 of its opens,
    /// and the figures are their medians over the starts.
    public static let menu = Benchmark(
        name: "menu",
        summary: "a context menu opened by a right click, XTest press to the menu window's first frame, p50 and p99; Shoji vs GTK 3's GtkMenu",
        needsX: true
    ) { ctx in
        let c = ctx.config
        let x = try ctx.xserver()
        // A row of the feed, from the demo's own trace: the second row, clear of the list's top edge.
        let list: [Double]
        do {
            let run = try DemoRun(c, on: x, scene: "refresh")
            list = try run.frame(of: "refresh.list")
        }
        let point = (x: Int(list[0] + min(list[2] / 2, 200)), y: Int(list[1] + 70))
        let state = ["XDG_STATE_HOME": try Scratch.makeFolder("menu-state")]
        let demo = [c.demoPath, "--size", "\(c.width)x\(c.height)", "--assets", c.assetsPath, "--scene", "refresh"]
        var programs = [ProbedProgram("Shoji", demo, environment: state)]
        if c.includePeers {
            let gtk3 = c.peersDirectory + "/menu_gtk3"
            if FileManager.default.isExecutableFile(atPath: gtk3) {
                programs.append(ProbedProgram("GTK 3", [gtk3, "\(c.width)x\(c.height)"],
                                              environment: ["NO_AT_BRIDGE": "1", "GTK_A11Y": "none", "GDK_BACKEND": "x11"]))
            } else {
                ctx.log("not built, skipped: GTK 3 (make bench-peers)")
            }
        } else {
            ctx.log("GTK 3 skipped (make bench-peers measures it too)")
        }
        for i in programs.indices { programs[i].menu = (point.x, point.y, c.menuOpens) }
        var p50: [String: [Double]] = [:], p99: [String: [Double]] = [:], counts: [String: [Int]] = [:]
        var firsts: [String: [Double]] = [:]
        let runs = max(1, c.menuRuns)
        for round in 0..<runs {
            for program in programs[(round % programs.count)...] + programs[..<(round % programs.count)] {
                let r = try Probe.run(program, ctx: ctx, idleSeconds: 0.2)
                guard let a = r["menu-p50-ms"], let b = r["menu-p99-ms"], let n = r["menu-count"] else {
                    throw BenchFailure("probe: \(program.name) showed no menu at (\(point.x), \(point.y))")
                }
                p50[program.name, default: []].append(a)
                p99[program.name, default: []].append(b)
                counts[program.name, default: []].append(Int(n))
                if let f = r["menu-first-ms"] { firsts[program.name, default: []].append(f) }
                ctx.log("\(program.name): menu p50 \(fmt(a)) ms, p99 \(fmt(b)) ms, first open \(fmt(r["menu-first-ms"] ?? .nan)) ms, mapped p50 \(fmt(r["menu-map-p50-ms"] ?? .nan)) ms (\(Int(n)) of \(c.menuOpens) opens drew)")
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
            out.append(BenchResult("menu.open.\(name)", median(mine), "ms", reference: nil, target: .atMost(16),
                                   note: "the demo's feed menu (4 rows) opened at (\(point.x), \(point.y)), \(c.menuOpens) opens a start (opens that drew: \(drew)); \(spread(mine)); \(first("Shoji"))"))
            if let theirs = values["GTK 3"] {
                out.append(BenchResult("menu.open.\(name).vsGTK3", median(mine), "ms", reference: Reference("GTK 3's GtkMenu", median(theirs)),
                                       target: Target([.ratioBelow(1)], source: .ours),
                                       note: "the same items, opened at the same point, same run; GTK 3: \(spread(theirs)); \(first("GTK 3"))"))
            }
        }
        return out
    }
}
