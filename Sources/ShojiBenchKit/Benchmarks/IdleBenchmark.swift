import Foundation

extension Benchmark {
    /// Benchmark 3: the release demo left alone for `idleSeconds` (10 s), then again with the loading
    /// screen's spinner going, each beside the C reference doing the same on its own Xvfb at the same
    /// time (waiting in XNextEvent; stepping a spinner twelve times a second). Wake-ups are the kernel's
    /// count of voluntary context switches over every thread, CPU is the kernel's run time
    /// (schedstat): the same method for both programs. The demo's own counters (timer and X fd
    /// wake-ups, frames) are in the notes.
    public static let idle = Benchmark(
        name: "idle",
        summary: "wake-ups and CPU over 10 s idle, and with a spinner showing; shoji-demo vs C",
        needsX: true
    ) { ctx in
        let x = try ctx.xserver()
        let seconds = ctx.config.idleSeconds
        // The reference gets its own server, so that neither window covers the other.
        let referenceServer = ctx.hasReference ? try XvfbServer(width: ctx.config.width, height: ctx.config.height) : nil

        let still = try IdleRun(ctx, on: x, referenceOn: referenceServer, environment: [:], referenceArgs: ["idle"], seconds: seconds)
        let spin = try IdleRun(ctx, on: x, referenceOn: referenceServer, environment: ["SHOJI_SHOW_LOADING": "1"],
                               referenceArgs: ["spin", String(seconds + 30), "12"], seconds: seconds)
        func ref(_ what: String, _ v: Double?) -> Reference? { v.map { Reference(what, $0) } }
        return [
            BenchResult("idle.wakeUps", Double(still.wakeUps), "wake-ups", reference: ref("C in XNextEvent", still.referenceWakeUps.map(Double.init)),
                        target: .atMost(0),
                        note: "over \(BenchResult.format(seconds, unit: "s")) s with nothing happening; demo counters: \(still.counters)"),
            BenchResult("idle.cpu", still.cpu * 1000, "ms", reference: ref("C in XNextEvent", still.referenceCPU.map { $0 * 1000 }),
                        target: .atMost(1, source: .ours), note: "CPU time over the same \(BenchResult.format(seconds, unit: "s")) s"),
            BenchResult("spinner.framesPerSecond", spin.framesPerSecond, "frames/s",
                        reference: ref("C, 12 steps a second", spin.referenceFramesPerSecond),
                        target: .atMost(60), note: "the loading screen's spinner: frames presented a second"),
            BenchResult("spinner.wakeUpsPerSecond", Double(spin.wakeUps) / seconds, "wake-ups/s",
                        reference: ref("C, poll + XSync", spin.referenceWakeUps.map { Double($0) / seconds }),
                        target: .atMost(60), note: "demo counters: \(spin.counters)"),
            BenchResult("spinner.cpu", spin.cpu / seconds * 100, "% CPU",
                        reference: ref("C, the same spinner", spin.referenceCPU.map { $0 / seconds * 100 }),
                        target: .ratioAtMost(2, source: .ours), note: "share of one core while the spinner runs"),
        ]
    }
}

/// The demo (and, beside it, the reference) measured over a quiet stretch.
@MainActor
struct IdleRun {
    var wakeUps = 0, cpu = 0.0, framesPerSecond = 0.0
    var referenceWakeUps: Int?, referenceCPU: Double?, referenceFramesPerSecond: Double?
    var counters = ""

    init(_ ctx: BenchContext, on x: XvfbServer, referenceOn rx: XvfbServer?, environment: [String: String],
         referenceArgs: [String], seconds: Double) throws {
        let demo = try DemoRun(ctx.config, on: x, scene: "basics", environment: environment)
        let out = NSTemporaryDirectory() + "shoji-bench-idle-ref-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: out) }
        let reference = try rx.map { try ChildProcess(ctx.config.referencePath, referenceArgs, environment: ["DISPLAY": $0.display], stdout: out) }
        defer { reference?.kill() }
        if let reference {
            let deadline = Date().addingTimeInterval(10)
            while !((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").contains("ready") {
                guard reference.isRunning, Date() < deadline else { throw BenchFailure("the reference did not start") }
                usleep(5_000)
            }
        }
        // Settled: no frame for half a second (a spinner never settles; its fade-in is over by then).
        if environment["SHOJI_SHOW_LOADING"] == nil { try demo.settle() } else { usleep(800_000) }
        let s0 = try demo.stats()
        usleep(50_000) // the signal's own wake-up is over
        guard let u0 = demo.process.usage else { throw BenchFailure("shoji-demo ended") }
        let r0 = reference?.usage
        usleep(useconds_t(seconds * 1e6))
        guard let u1 = demo.process.usage else { throw BenchFailure("shoji-demo ended") }
        let r1 = reference?.usage
        let s1 = try demo.stats()

        wakeUps = u1.voluntarySwitches - u0.voluntarySwitches
        cpu = u1.cpuSeconds - u0.cpuSeconds
        framesPerSecond = Double(s1.frames - s0.frames) / seconds
        counters = "\(s1.timerWakeUps - s0.timerWakeUps) timer and \(s1.fdWakeUps - s0.fdWakeUps) X fd wake-ups, \(s1.frames - s0.frames) frames"
        if let r0, let r1 {
            referenceWakeUps = r1.voluntarySwitches - r0.voluntarySwitches
            referenceCPU = r1.cpuSeconds - r0.cpuSeconds
        }
        if referenceArgs.first == "spin", let reference {
            // The reference counts its frames and says so when told to stop.
            reference.signal(SIGTERM)
            reference.wait(timeout: 5)
            let said = BenchContext.pairs(in: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
            if let frames = said["frames"], let s = said["seconds"], s > 0 { referenceFramesPerSecond = frames / s }
        }
    }
}
