import Foundation

extension Benchmark {
    /// Benchmark 3: the release demo left alone for `idleSeconds` (10 s), then again with the loading
    /// screen's spinner going, each beside the C reference doing the same on its own Xvfb at the same
    /// time (waiting in XNextEvent; stepping a spinner twelve times a second). Wake-ups are the kernel's
    /// count of voluntary context switches over every thread, CPU is the kernel's run time
    /// (schedstat): the same method for both programs. The demo's own counters (timer and X fd
    /// wake-ups, frames) are in the notes.
    ///
    /// Then `idle.accessibility.*`: the same quiet stretch with the demo registered on an accessibility
    /// bus (a private session bus, which starts at-spi2-core's), against the plain run, which has none.
    public static let idle = Benchmark(
        name: "idle",
        summary: "wake-ups and CPU over 10 s idle, with a spinner showing, and registered on an accessibility bus; shoji-demo vs C",
        needsX: true
    ) { ctx in
        let x = try ctx.xserver()
        let seconds = ctx.config.idleSeconds
        // The reference gets its own server, so that neither window covers the other.
        let referenceServer = ctx.hasReference ? try XvfbServer(width: ctx.config.width, height: ctx.config.height) : nil
        // No accessibility bus, whatever session runs the bench: no session bus address, no accessibility
        // bus address, and a runtime folder with no `bus` socket in it.
        let noBus = ["XDG_RUNTIME_DIR": try Scratch.makeFolder("runtime")]
        let inherited = AccessibilitySession.inheritedBuses

        let still = try IdleRun(ctx, on: x, referenceOn: referenceServer, environment: noBus, removing: inherited,
                                referenceArgs: ["idle"], seconds: seconds)
        let spin = try IdleRun(ctx, on: x, referenceOn: referenceServer, environment: noBus.merging(["SHOJI_SHOW_LOADING": "1"]) { $1 },
                               removing: inherited, referenceArgs: ["spin", String(seconds + 30), "12"], seconds: seconds)
        func ref(_ what: String, _ v: Double?) -> Reference? { v.map { Reference(what, $0) } }
        let s = BenchResult.format(seconds, unit: "s")
        var out = [
            BenchResult("idle.wakeUps", Double(still.wakeUps), "wake-ups", reference: ref("C in XNextEvent", still.referenceWakeUps.map(Double.init)),
                        target: .atMost(0),
                        note: "over \(s) s with nothing happening, no accessibility bus; demo counters: \(still.counters)"),
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
        // Accessibility costs nothing while idle: the demo registered with an accessibility bus (a private
        // session's), given time to register and settle, then left alone as above.
        do {
            let session = try AccessibilitySession(display: x.display)
            defer { session.stop() }
            var registered: Int?
            let a11y = try IdleRun(ctx, on: x, referenceOn: nil, environment: session.environment, removing: ["AT_SPI_BUS_ADDRESS"],
                                   referenceArgs: [], seconds: seconds) {
                registered = try session.waitForRegisteredApplication(timeout: 10)
            }
            let how = registered.map { "registered (the registry lists \($0) application\($0 == 1 ? "" : "s"))" }
                ?? "registration not checked (no dbus-send)"
            out += [
                BenchResult("idle.accessibility.wakeUps", Double(a11y.wakeUps), "wake-ups",
                            reference: Reference("no accessibility bus", Double(still.wakeUps)), target: .atMost(0),
                            note: "over \(s) s with nothing happening, \(how) on a private session's accessibility bus; demo counters: \(a11y.counters)"),
                BenchResult("idle.accessibility.cpu", a11y.cpu * 1000, "ms", reference: Reference("no accessibility bus", still.cpu * 1000),
                            target: .atMost(1, source: .ours), note: "CPU time over the same \(s) s"),
            ]
        } catch let e as BenchSkipped {
            ctx.log("idle.accessibility skipped: \(e.description)")
        }
        return out
    }
}

/// The demo (and, beside it, the reference) measured over a quiet stretch.
@MainActor
struct IdleRun {
    var wakeUps = 0, cpu = 0.0, framesPerSecond = 0.0
    var referenceWakeUps: Int?, referenceCPU: Double?, referenceFramesPerSecond: Double?
    var counters = ""

    /// `started` runs once the demo is up, before it is left to settle (to wait for something it does).
    init(_ ctx: BenchContext, on x: XvfbServer, referenceOn rx: XvfbServer?, environment: [String: String],
         removing: Set<String> = [], referenceArgs: [String], seconds: Double, started: () throws -> Void = {}) throws {
        let demo = try DemoRun(ctx.config, on: x, scene: "basics", environment: environment, removing: removing)
        try started()
        let out = try Scratch.unique("idle-ref", suffix: ".txt")
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
        // libdispatch retires a pool thread 5 s after its last work: the start-up's threads go first, and
        // the thread that answers this report. With a spinner running that thread never retires, and the
        // counters are read again as the window opens; idle, nothing has changed them meanwhile.
        var s1 = try demo.stats()
        IdleRun.waitForSteadyThreads(demo.process, for: ctx.config.threadQuietSeconds)
        if environment["SHOJI_SHOW_LOADING"] != nil {
            s1 = try demo.stats()
            usleep(50_000)
        }
        let d0 = demo.process.threads, r0 = reference?.threads
        usleep(useconds_t(seconds * 1e6))
        let d1 = demo.process.threads, r1 = reference?.threads
        let s2 = try demo.stats()
        // No threads read is no measurement (a demo gone, /proc unreadable), not a quiet demo.
        guard !d0.threads.isEmpty, !d1.threads.isEmpty else { throw BenchFailure("could not read shoji-demo's threads in /proc") }

        let d = d1.since(d0)
        wakeUps = d.wakeUps
        cpu = d.cpu
        framesPerSecond = Double(s2.frames - s1.frames) / seconds
        counters = "\(s2.timerWakeUps - s1.timerWakeUps) timer and \(s2.fdWakeUps - s1.fdWakeUps) X fd wake-ups, \(s2.frames - s1.frames) frames"
            + (d.threadsChanged > 0 ? ", \(d.threadsChanged) threads began or ended" : "")
        if let r0, let r1 {
            let r = r1.since(r0)
            referenceWakeUps = r.wakeUps
            referenceCPU = r.cpu
        }
        if referenceArgs.first == "spin", let reference {
            // The reference counts its frames and says so when told to stop.
            reference.sendSignal(SIGTERM)
            reference.wait(timeout: 5)
            let said = BenchContext.pairs(in: (try? String(contentsOfFile: out, encoding: .utf8)) ?? "")
            if let frames = said["frames"], let s = said["seconds"], s > 0 { referenceFramesPerSecond = frames / s }
        }
    }

    /// Waits until the process's threads have stayed the same for `quiet` seconds (at most 3 × that).
    static func waitForSteadyThreads(_ p: ChildProcess, for quiet: Double) {
        var last = Set(p.threads.threads.keys), since = Date()
        let deadline = Date().addingTimeInterval(quiet * 3)
        while Date() < deadline && Date().timeIntervalSince(since) < quiet {
            usleep(250_000)
            let now = Set(p.threads.threads.keys)
            if now != last { last = now; since = Date() }
        }
    }
}
