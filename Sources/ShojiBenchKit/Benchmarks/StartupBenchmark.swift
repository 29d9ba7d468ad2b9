import Foundation

extension Benchmark {
    /// Benchmark 4: from starting the process to its first frame on screen, and the peak memory then,
    /// for the release `shoji-demo` (its first scene, at the bench's window size) and for the C
    /// reference drawing its 200 labelled rectangles; each started `startupRuns` times in turn, after
    /// one untimed start of each (so that both find the files they read in the page cache), medians.
    public static let startup = Benchmark(
        name: "startup",
        summary: "process start to first frame presented, and peak memory, under Xvfb; shoji-demo vs C",
        needsX: true
    ) { ctx in
        let x = try ctx.xserver()
        let demoArgs = ["--size", "\(ctx.config.width)x\(ctx.config.height)", "--assets", ctx.config.assetsPath]
        var demo: [(ms: Double, kb: Double)] = [], reference: [(ms: Double, kb: Double)] = []
        for run in 0...ctx.config.startupRuns {
            let d = try firstFrame(ctx.config.demoPath, demoArgs, env: ["DISPLAY": x.display, "SHOJI_REPORT_FIRST_FRAME": "1",
                                                                      "XDG_STATE_HOME": try Scratch.path("state")])
            let r = ctx.hasReference ? try firstFrame(ctx.config.referencePath, ["startup"], env: ["DISPLAY": x.display]) : nil
            if run > 0 {
                demo.append(d)
                if let r { reference.append(r) }
            }
        }
        func median(_ v: [Double]) -> Double { v.isEmpty ? .nan : v.sorted()[v.count / 2] }
        let refMs = median(reference.map(\.ms)), refMB = median(reference.map(\.kb)) / 1024
        return [
            BenchResult("startup.firstFrame", median(demo.map(\.ms)), "ms",
                        reference: refMs.isFinite ? Reference("C, Xlib + Cairo + Pango", refMs) : nil,
                        target: Target([.ratioAtMost(2.5), .atMost(60)]),
                        note: "median of \(demo.count) starts; 60 ms is 0.3 × GTK 3's 200 ms"),
            BenchResult("startup.peakMemory", median(demo.map(\.kb)) / 1024, "MB",
                        reference: refMB.isFinite ? Reference("C, Xlib + Cairo + Pango", refMB) : nil,
                        target: .atMost(32), note: "peak resident memory at the first frame (getrusage / VmHWM)"),
        ]
    }

    /// Starts a program that prints `first-frame <CLOCK_REALTIME ns> <peak RSS kB>` once its first frame
    /// is on screen; the time since just before it was spawned, and the memory.
    private static func firstFrame(_ path: String, _ args: [String], env: [String: String]) throws -> (ms: Double, kb: Double) {
        guard FileManager.default.isExecutableFile(atPath: path) else { throw BenchSkipped("\(path) is missing (make bench builds it)") }
        let out = try Scratch.unique("startup", suffix: ".txt")
        defer { try? FileManager.default.removeItem(atPath: out) }
        var start = timespec()
        clock_gettime(CLOCK_REALTIME, &start)
        let p = try ChildProcess(path, args, environment: env, stdout: out)
        defer { p.kill() }
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let text = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("first-frame ") }) {
                let parts = line.split(separator: " ")
                guard parts.count == 3, let ns = Double(parts[1]), let kb = Double(parts[2]) else { break }
                let started = Double(start.tv_sec) * 1e9 + Double(start.tv_nsec)
                return ((ns - started) / 1e6, kb)
            }
            guard p.isRunning else { break }
            usleep(1_000)
        }
        throw BenchFailure("\(path) reported no first frame")
    }
}
