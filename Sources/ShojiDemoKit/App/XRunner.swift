import Dispatch
import FoundationEssentials
import Glibc
import Shoji
import ShojiCairo
import ShojiX11

/// Runs the demo in an X11 window on the real clock.
@MainActor
final class XRunner {
    let options: Options
    let session: Session
    let assets: AssetCatalog
    private var host: X11Host!
    private var app: DemoApp!
    private var poll: ClockTimer?
    private var recorder: Recorder?
    private var meter: FrameMeter?

    init(options: Options, session: Session, assets: AssetCatalog) {
        self.options = options; self.session = session; self.assets = assets
    }

    func run() -> Never {
        let clock = DispatchClock()
        Launcher.startTrace(options, clock: clock)
        let scale = session.scale ?? X11Host.resourceScale(displayName: options.display) ?? 1
        StartupTrace.mark("scale read")
        app = Launcher.makeApp(session: session, base: clock, scale: scale, assets: assets)
        app.refreshHistory = RefreshHistory(store: StateStore(appName: "shoji"))
        StartupTrace.mark("app built")
        do {
            host = try X11Host(displayName: options.display, screen: app.screen, title: "Shoji")
        } catch let error as X11Host.HostError {
            if case .noDisplay = error { Launcher.fail(error.description, status: 3) }
            Launcher.fail(error.description, status: 1)
        } catch {
            Launcher.fail("\(error)", status: 1)
        }
        StartupTrace.mark("window created")
        app.onTitleChange = { [weak self] title in self?.host.setTitle(title) }
        host.onClose = {
            Trace.emit("app.closed")
            exit(0)
        }
        meter = FrameMeter(screen: app.screen, host: host, app: app)
        host.onResize = { [weak self] size in
            // After the new layout: where everything is now, for tests that click after a resize.
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let app = self?.app else { return }
                    app.screen.layoutIfNeeded()
                    Trace.emit("window.resized", fields: [("size", .array([.number(size.width), .number(size.height)])),
                                                          ("views", app.visibleViews())])
                }
            }
        }
        if let path = options.record { startRecording(path, clock: clock, scale: scale) }
        if let path = ProcessInfo.processInfo.environment["SHOJI_STATS"] { reportStats(to: path, clock: clock) }
        app.show(sceneNamed: session.scene)
        app.refreshTitle()
        StartupTrace.mark("scene built")
        host.onMapped = { [weak self] in self?.ready() }
        host.start()
        dispatchMain()
    }

    private func startRecording(_ path: String, clock: Clock, scale: Double) {
        do {
            let recorder = try Recorder(path: path, header: session.header(scale: scale))
            self.recorder = recorder
            let start = clock.now
            host.onInput = { event in recorder.record(RecordedEvent(time: clock.now - start, kind: .input(event))) }
            let traceResize = host.onResize
            host.onResize = { size in
                recorder.record(RecordedEvent(time: clock.now - start, kind: .resize(size)))
                traceResize?(size)
            }
            app.networkMonitor.center.addObserver(recorder, for: .networkStatusDidChange, object: app.networkMonitor) { recorder, note in
                recorder.record(RecordedEvent(time: clock.now - start, kind: .network(note.payload)))
            }
            let finish = { recorder.record(RecordedEvent(time: clock.now - start, kind: .end)) }
            host.onClose = { finish(); Trace.emit("app.closed"); exit(0) }
            for sig in [SIGTERM, SIGINT] {
                signal(sig, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
                source.setEventHandler { MainActor.assumeIsolated { finish(); exit(0) } }
                source.activate()
                signalSources.append(source)
            }
        } catch {
            Launcher.fail("\(error)", status: 2)
        }
    }
    private var signalSources: [DispatchSourceSignal] = []

    /// For the benchmarks (`SHOJI_STATS=path`): what the run has cost so far (frames, pixels sent,
    /// wake-ups, CPU; and the largest frame since the line before) appended to `path` as one JSON line on
    /// SIGUSR1, and on SIGTERM before exiting.
    private func reportStats(to path: String, clock: DispatchClock) {
        for (sig, exits) in [(SIGUSR1, false), (SIGTERM, true)] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .main)
            source.setEventHandler { [weak self] in
                MainActor.assumeIsolated {
                    if let self {
                        XRunner.append(self.statsLine(clock: clock) + "\n", to: path)
                        self.host.resetLargestFrame() // the next line's largest frame is of the frames after this one
                    }
                    if exits { exit(0) }
                }
            }
            source.activate()
            signalSources.append(source)
        }
    }

    private func statsLine(clock: DispatchClock) -> String {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return TraceValue.object([
            ("frames", .number(Double(host.framesPresented))), ("pixelsSent", .number(Double(host.pixelsSent))),
            ("pixelCopies", .number(Double(host.pixelCopies))), ("timerWakeUps", .number(Double(clock.wakeUps))),
            ("fdWakeUps", .number(Double(host.fdWakeUps))), ("cpuSeconds", .number(cpu)),
            ("maxRSSKB", .number(Double(XRunner.peakResidentKB()))), ("shm", .bool(host.usesSharedMemory)),
            ("largestFramePixels", .number(Double(host.largestFramePixels))),
            ("frameMs", .array(host.takeFrameTimes().map { .number(($0 * 1e5).rounded() / 100) })),
            // The kernel's count of times a thread of ours waited (and so woke again), ended threads included.
            ("voluntarySwitches", .number(Double(usage.ru_nvcsw))), ("involuntarySwitches", .number(Double(usage.ru_nivcsw))),
        ]).json
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

    private static func append(_ line: String, to path: String) {
        LineFile(path: path, append: true)?.write(line)
    }

    private func ready() {
        host.frame()
        if ProcessInfo.processInfo.environment["SHOJI_REPORT_FIRST_FRAME"] != nil {
            // For the start-up benchmark: wall-clock time of the first frame on screen, and peak memory so far.
            var ts = timespec()
            clock_gettime(CLOCK_REALTIME, &ts)
            Console.output("first-frame \(Int64(ts.tv_sec) * 1_000_000_000 + Int64(ts.tv_nsec)) \(XRunner.peakResidentKB())\n")
        }
        app.ready()
        StartupTrace.mark("app ready")
        StartupTrace.finish()
        if ProcessInfo.processInfo.environment["SHOJI_SHOW_LOADING"] != nil {
            // For the idle benchmark: the loading screen's spinner running, and nothing else.
            app.loadingOverlay.show()
        }
        if let events = session.replay {
            host.acceptsInput = false
            replay(events)
        } else if let dir = options.tour {
            tour(dir: dir)
        } else if let path = options.screenshot {
            screenshot(to: path, then: { exit(0) })
        }
    }

    /// Plays recorded input on the real clock, at the recorded times.
    private func replay(_ events: [RecordedEvent]) {
        let clock = app.screen.clock as? ScaledClock
        let base = clock?.base ?? app.screen.clock
        let start = base.now
        for e in events {
            base.schedule(after: max(0, e.time - (base.now - start))) { [weak self] in
                guard let self else { return }
                switch e.kind {
                case .input(let event): self.app.screen.send(event)
                case .network(let status): self.app.networkMonitor.apply(status)
                case .resize(let size):
                    self.host.resize(width: Int(size.width * self.app.screen.scale), height: Int(size.height * self.app.screen.scale))
                case .end:
                    Trace.emit("replay.finished", ["events": .number(Double(events.count))])
                    if let path = self.options.screenshot { self.screenshot(to: path, then: { exit(0) }) } else { exit(0) }
                }
            }
        }
    }

    /// Waits until nothing animates and the last frame is on screen, then writes the back buffer.
    private func screenshot(to path: String, then next: @escaping @MainActor () -> Void) {
        let start = host.screen.clock.now
        poll?.cancel()
        poll = host.screen.clock.scheduleRepeating(every: 0.05) { [weak self] in
            guard let self else { return }
            let screen = self.host.screen
            guard screen.isSettled || screen.clock.now - start > 10 else { return }
            self.poll?.cancel()
            self.host.frame()
            do { try self.host.writeScreenshot(to: path) } catch { Launcher.fail("cannot write \(path): \(error)", status: 2) }
            Trace.emit("screenshot.written", ["path": .string(path)])
            next()
        }
    }

    private func tour(dir: String) {
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        catch { Launcher.fail("cannot create \(dir): \(error)", status: 2) }
        var names = options.tourSceneNames[...]
        func step() {
            guard let name = names.popFirst() else { exit(0) }
            app.show(sceneNamed: name)
            // Scene switches go through a transition: wait for it, then set the scene up for its picture.
            waitUntilSettled { [self] in
                let undo = app.current?.prepareForTour()
                app.screen.clock.schedule(after: app.current?.tourWait ?? 0) { [self] in
                    screenshot(to: dir + "/\(name).png") { [self] in
                        guard let undo else { return step() }
                        undo()
                        app.screen.clock.schedule(after: 1.5) { step() }
                    }
                }
            }
        }
        step()
    }

    private func waitUntilSettled(_ then: @escaping @MainActor () -> Void) {
        var check: ClockTimer?
        check = app.screen.clock.scheduleRepeating(every: 0.05) { [weak self] in
            guard let self, self.app.screen.isSettled else { return }
            check?.cancel()
            then()
        }
    }
}
