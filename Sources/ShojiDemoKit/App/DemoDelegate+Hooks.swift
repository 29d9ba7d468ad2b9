import Dispatch
import FoundationEssentials
import Glibc
import Shoji
import ShojiRuntime
import ShojiX11

/// What only live X runs of the demo do: recording input for `--replay`, and the benchmarks' reports.
extension DemoDelegate {
    /// Records every input event, resize, network change and change of the desktop's settings with its time; `.end` when the run ends
    /// (`applicationWillTerminate`, which the runtime also calls on SIGTERM and SIGINT).
    func startRecording(_ path: String, host: X11Host, clock: Clock) {
        let recorder: Recorder
        do {
            recorder = try Recorder(path: path, header: session.header(scale: host.screen.scale), clock: clock)
        } catch {
            Application.fail("\(error)", status: .outputFailed)
        }
        self.recorder = recorder
        host.onInput = { event in recorder.record(.input(event)) }
        let traceResize = host.onResize
        host.onResize = { size in
            recorder.record(.resize(size))
            traceResize?(size)
        }
        app.networkMonitor.center.addObserver(recorder, for: .networkStatusDidChange, object: app.networkMonitor) { recorder, note in
            recorder.record(.network(note.payload))
        }
        // The desktop's settings as they are now, then each change: a replay on another desktop (or
        // headless, with none) must look and click as this one did.
        recorder.record(.settings(host.screen.desktopSettings))
        NotificationCenter.default.addObserver(recorder, for: .desktopSettingsDidChange, object: host.screen) { recorder, note in
            recorder.record(.settings(note.payload.new))
        }
    }

    /// For the benchmarks (`SHOJI_STATS=path`): what the run has cost so far (frames, pixels sent,
    /// wake-ups, CPU; and the largest frame since the line before) appended to `path` as one JSON line on
    /// SIGUSR1, and when the run ends (the runtime turns SIGTERM into an orderly end).
    func reportStats(to path: String, host: X11Host) {
        // Appended, never through a link; a line that cannot be written is said once, not each time.
        var warned = false
        let append = { (line: String) in
            do throws(OutputError) { try LineFile(path: path, append: true).write(line) } catch {
                if !warned { Application.warn("\(error.description) (the statistics)") }
                warned = true
            }
        }
        onSignals([SIGUSR1]) {
            // Taking the frame records starts the largest frame again: each line's is of the frames after the last.
            append(DemoDelegate.statsLine(host: host) + "\n")
        }
        statsAtExit = { append(DemoDelegate.statsLine(host: host) + "\n") }
    }

    /// For soak tests and anyone chasing growth: on SIGUSR2, a `memory.report` trace line saying where the
    /// memory is (heap, resident pages, Shoji's caches, the back buffer; see `MemoryReport`).
    func reportMemoryOnSignal(_ application: Application) {
        onSignals([SIGUSR2]) { [weak application] in
            guard let application else { return }
            Trace.emit("memory.report", fields: MemoryReport(application: application).traceFields)
        }
    }

    private func onSignals(_ signals: [Int32], _ handler: @escaping @MainActor () -> Void) {
        for sig in signals {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { handler() } }
            source.activate()
            signalSources.append(source)
        }
    }

    static func statsLine(host: X11Host) -> String {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        let wakeUps = ((host.screen.clock as? ScaledClock)?.base as? DispatchClock)?.wakeUps ?? 0
        let stats = host.statistics
        let records = host.takeFrameRecords()
        return TraceValue.object([
            ("frames", .number(Double(stats.framesPresented))), ("pixelsSent", .number(Double(stats.pixelsSent))),
            ("pixelCopies", .number(Double(stats.pixelCopies))), ("timerWakeUps", .number(Double(wakeUps))),
            ("fdWakeUps", .number(Double(stats.connectionWakeUps))), ("cpuSeconds", .number(cpu)),
            ("maxRSSKB", .number(Double(peakResidentKB()))), ("shm", .bool(stats.usesSharedMemory)),
            ("largestFramePixels", .number(Double(stats.largestFramePixels))),
            ("frameMs", .array(records.map { .number(($0.seconds * 1e5).rounded() / 100) })),
            ("framePixels", .array(records.map { .number(Double($0.pixels)) })),
            // The kernel's count of times a thread of ours waited (and so woke again), ended threads included.
            ("voluntarySwitches", .number(Double(usage.ru_nvcsw))), ("involuntarySwitches", .number(Double(usage.ru_nivcsw))),
        ]).json
    }

    /// For the start-up benchmark: wall-clock time of the first frame on screen, and peak memory so far.
    func reportFirstFrame() {
        var ts = timespec()
        clock_gettime(CLOCK_REALTIME, &ts)
        Console.output("first-frame \(Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)) \(DemoDelegate.peakResidentKB())\n")
    }

    /// This program's peak resident memory (VmHWM), as the C reference reads its own. Not getrusage's
    /// ru_maxrss: that keeps the peak of whatever process spawned this one (posix_spawn shares the
    /// parent's memory until exec), so a benchmark harness's size would show up as ours.
    static func peakResidentKB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return -1 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.dropFirst(6).trimmingWhitespace().split(separator: " ").first ?? "") ?? -1
        }
        return -1
    }
}
