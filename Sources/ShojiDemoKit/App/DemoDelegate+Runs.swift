import Glibc
import Shoji
import ShojiFiles
import ShojiRuntime
import ShojiX11

/// Tours and replays, written once for both modes: the runtime's `whenSettled` and `after` move a
/// headless clock forward at once and wait on the real clock under X.
extension DemoDelegate {
    /// Writes `dir/<scene>.png` for every scene in `scenes`, each set up for its picture, then exits.
    func tour(dir: String, scenes: [String]) {
        guard let application else { return }
        do { try Folders.create(dir) } catch {
            Application.fail(error.description, status: .outputFailed)
        }
        var names = scenes[...]
        func step() {
            guard let name = names.popFirst() else { application.terminate() }
            app.show(sceneNamed: name)
            // Scene switches go through a transition: wait for it, then set the scene up for its picture.
            application.whenSettled { [self] in
                let undo = app.current?.prepareForTour()
                application.after(app.current?.tourWait ?? 0) {
                    application.writeScreenshotWhenSettled(to: dir + "/\(name).png") {
                        guard let undo else { return step() }
                        undo()
                        application.after(1.5) { step() }
                    }
                }
            }
        }
        step()
    }

    /// Plays recorded input at its recorded times: headless, time passes frame by frame in between, as
    /// it did; under X, on the real clock.
    func replay(_ events: [RecordedEvent], then done: @escaping @MainActor () -> Void) {
        guard let application else { return }
        host(application)?.acceptsInput = false
        func apply(_ e: RecordedEvent) {
            switch e.kind {
            case .input(let event): app.screen.send(event)
            case .network(let status): app.networkMonitor.apply(status)
            case .settings(var settings):
                // The scale is the replay's own (the header's, or --scale), not the recorded desktop's.
                settings.scale = app.screen.desktopSettings.scale
                app.screen.desktopSettings = settings
            case .resize(let size):
                if let host = application.host as? X11Host {
                    // The reader kept the size within Limits; a point at a scale of 0.5 is still a pixel.
                    host.resize(width: max(1, Int((size.width * app.screen.scale).rounded())),
                                height: max(1, Int((size.height * app.screen.scale).rounded())))
                } else {
                    app.screen.resize(to: size)
                }
            case .end: break
            }
        }
        if let clock = application.manualClock {
            for e in events {
                move(clock, to: e.time, application)
                app.screen.layoutIfNeeded()
                apply(e)
            }
            Trace.emit("replay.finished", ["events": .number(Double(events.count))])
            return done()
        }
        let base = (app.screen.clock as? ScaledClock)?.base ?? app.screen.clock
        let start = base.now
        for e in events {
            base.schedule(after: max(0, e.time - (base.now - start))) {
                apply(e)
                if case .end = e.kind {
                    Trace.emit("replay.finished", ["events": .number(Double(events.count))])
                    done()
                }
            }
        }
    }

    /// Moves the headless clock to `time`: a frame at a time while anything animates, as the recorded
    /// session's frames were; while nothing does, straight to the last frame before the next timer or
    /// `time`, whichever is first. Stepping every idle frame made a recording with a long pause as slow
    /// to replay as to record (a day's pause is five million frames).
    private func move(_ clock: ManualClock, to time: Double, _ application: Application) {
        let frame = Application.frameInterval
        while clock.now + frame < time {
            if !app.screen.animator.isAnimating {
                let idleFrames = ((min(time, clock.nextDeadline ?? time) - clock.now) / frame).rounded(.down) - 1
                if idleFrames >= 1 {
                    clock.advance(by: idleFrames * frame)
                    app.screen.layoutIfNeeded()
                    continue
                }
            }
            application.step(frames: 1)
        }
        if time > clock.now { clock.advance(by: time - clock.now) }
    }

    private func host(_ application: Application) -> X11Host? { application.host as? X11Host }
}
